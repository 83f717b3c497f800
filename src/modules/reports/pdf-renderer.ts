import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Tenant } from '../../platform/db/schema.js';
import { threadModule } from '../../platform/thread-module.js';
import type { EspelhoRendering, EspelhoSection, RenderedBytes } from './espelho-pdf-worker.js';

/** The rendering threads' module, built or from source (see `threadModule`). */
const WORKER = threadModule(import.meta.url, 'espelho-pdf-worker');

/** Threads kept after their last rendering, so that a burst of downloads does not start a thread each. */
const IDLE_THREAD_MS = 60_000;

/**
 * Renders espelho PDFs in worker threads (piscina), so the event loop only reads the data and passes the
 * bytes on. One thread per rendering, at most `threads` of them (the report slots keep renderings within
 * that). The document streams with backpressure: the next employee is read and rendered only once the
 * client has taken what came before.
 */
export class PdfRenderer {
  private readonly pool: Piscina;

  constructor(threads: number) {
    this.pool = new Piscina({
      ...WORKER,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
    });
  }

  /**
   * The PDF of `sections`, as a stream. A failure part-way (reading, computing or rendering) destroys the
   * stream with the error, so the client sees the connection aborted, never a file that ends cleanly but
   * short. Destroying the stream (the client went away) stops the reading and ends the thread's task.
   */
  render(
    tenant: Tenant,
    period: { from: string; to: string },
    sections: AsyncIterable<EspelhoSection>,
  ): Readable {
    const { port1: port, port2: threadPort } = new MessageChannel();
    // The thread answers each message sent with the bytes it wrote; one is awaited at a time.
    let answer: { resolve: (rendered: RenderedBytes) => void; reject: (error: unknown) => void } | undefined;
    let failure: Error | undefined;
    const fail = (error: unknown) => {
      failure ??= error instanceof Error ? error : new Error('PDF rendering failed', { cause: error });
      answer?.reject(failure);
    };
    const exchange = (section: EspelhoSection | null) =>
      new Promise<RenderedBytes>((resolve, reject) => {
        if (failure) return reject(failure);
        answer = { resolve, reject };
        port.postMessage(section);
      });
    port.on('message', (rendered: RenderedBytes) => answer?.resolve(rendered));

    let wanted: (() => void) | undefined;
    const output = new Readable({
      read() {
        wanted?.();
        wanted = undefined;
      },
      destroy(error, callback) {
        port.close(); // ends the thread's task
        fail(error ?? new Error('the PDF download was dropped'));
        wanted?.();
        callback(error);
      },
    });
    /** Passes bytes on; resolves once the client wants more (at once, unless its buffer is full). */
    const pass = (bytes: Uint8Array) =>
      output.push(bytes) ? Promise.resolve() : new Promise<void>((resolve) => (wanted = resolve));

    // The port is moved to the thread. (piscina's type for the list is inferred from an overload of
    // postMessage that @types/node no longer has, hence the cast.)
    const moved = { transferList: [threadPort] } as unknown as Parameters<Piscina['run']>[1];
    this.pool.run({ port: threadPort, tenant, period } satisfies EspelhoRendering, moved).catch(fail);
    void (async () => {
      for await (const section of sections) {
        const { bytes } = await exchange(section);
        await pass(bytes);
        if (output.destroyed) return;
      }
      const { bytes } = await exchange(null);
      output.push(bytes);
      output.push(null);
    })().catch((error: unknown) => output.destroy(error as Error));
    return output;
  }

  /** Ends the threads (at shutdown), failing renderings still under way. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
