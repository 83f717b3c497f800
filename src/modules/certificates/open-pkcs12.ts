import { Piscina } from 'piscina';
import { ApiError } from '../../platform/errors.js';
import { threadModule } from '../../platform/thread-module.js';
import type { ReadPkcs12 } from './pkcs12.js';
import type { Pkcs12Answer } from './pkcs12-worker.js';

const WORKER = threadModule(import.meta.url, 'pkcs12-worker');

/** Longer than any real A1 takes (well under a second); a file that asks for more is refused. */
const OPEN_TIMEOUT_MS = 20_000;
/**
 * Opens under way in this process, each in its own thread; past the bound an import is a 503. A hostile file
 * holds its thread until the timeout, and any tenant's admin may send many at once: the bound keeps that to
 * two threads.
 */
const MAX_OPEN_AT_ONCE = 2;
let opening = 0;

/**
 * `readPkcs12` in a worker thread, ended after `timeoutMs`. Opening a PKCS#12 derives keys from the password
 * with as many iterations as the file asks for, in node-forge's JavaScript: a few thousand take about 100 ms,
 * but a file asking for millions would hold the event loop for minutes. Here it holds a thread, which is
 * terminated when time is up. Imports are rare: each starts a thread and ends it, at most `MAX_OPEN_AT_ONCE`.
 */
export async function openPkcs12(
  file: Buffer,
  password: string,
  timeoutMs = OPEN_TIMEOUT_MS,
): Promise<ReadPkcs12> {
  if (opening >= MAX_OPEN_AT_ONCE)
    // The error handler adds `Retry-After` to every 503.
    throw new ApiError(503, 'service_unavailable', 'Other certificates are being opened; retry shortly.');
  opening++;
  const pool = new Piscina({ ...WORKER, minThreads: 0, maxThreads: 1 });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const answer = (await pool.run({ file, password }, { signal })) as Pkcs12Answer;
    if ('refused' in answer) throw ApiError.invalidField(answer.refused.field, answer.refused.message);
    return answer.read;
  } catch (error) {
    if (signal.aborted) {
      throw ApiError.invalidField(
        'file',
        'The PKCS#12 file takes too long to open (its key derivation asks for too many iterations).',
      );
    }
    throw error;
  } finally {
    opening--;
    await pool.destroy();
  }
}
