import { Piscina } from 'piscina';
import { ApiError } from '../../platform/errors.js';
import { threadModule } from '../../platform/thread-module.js';
import type { ReceiptRendering } from './receipt-pdf-worker.js';

/** The rendering thread's module, built or from source (see `threadModule`). */
const WORKER = threadModule(import.meta.url, 'receipt-pdf-worker');

/** Threads kept after their last receipt: receipts come in bursts (the start of a shift). */
const IDLE_THREAD_MS = 60_000;

/**
 * Renders (and signs) receipts in worker threads of their own (piscina). A receipt is one page, but PDFKit
 * parses and subsets the embedded DejaVu fonts for every document, and signing loads the PDF again and makes
 * an RSA signature: tens of milliseconds of CPU each, which on the event loop would stall every other request
 * for as long, times the workers of a shift downloading theirs at once. Not the espelho's pool
 * (decision 001): its threads are as many as the report slots, so that a report holding a slot never waits
 * for one; receipts queue apart, at most `MAX_QUEUED` waiting (beyond, 503 with `Retry-After`). Decision 021.
 */
export class ReceiptRenderer {
  private static readonly MAX_QUEUED = 256;
  private readonly pool: Piscina;

  constructor(threads: number) {
    this.pool = new Piscina({
      ...WORKER,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
    });
  }

  async render(rendering: ReceiptRendering): Promise<Buffer> {
    if (this.pool.queueSize >= ReceiptRenderer.MAX_QUEUED) {
      // The error handler adds `Retry-After` to every 503.
      throw new ApiError(503, 'service_unavailable', 'Too many receipts are being generated; retry shortly.');
    }
    const bytes = (await this.pool.run(rendering)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Ends the threads (at shutdown), failing renderings still under way. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
