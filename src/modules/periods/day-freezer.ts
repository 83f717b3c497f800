import { Piscina } from 'piscina';
import { threadModule } from '../../platform/thread-module.js';
import type { FreezeTask, FrozenChunk } from './freeze-thread.js';

/** The freezing thread's module, built or from source (see `threadModule`). */
const WORKER = threadModule(import.meta.url, 'freeze-thread');

/** The thread is kept this long after a close, so that the chunks of one close reuse it. */
const IDLE_THREAD_MS = 30_000;

/**
 * Computes a period close's frozen days in a worker thread (docs/decisions/022-period-close-off-the-loop.md):
 * the espelho's arithmetic over a month of marks is milliseconds per employee, and with its garbage it held the
 * event loop tens of milliseconds per chunk. The event loop only reads the rows and writes the results. One
 * thread: closes are rare, and each waits for its chunk before reading the next.
 */
export class DayFreezer {
  private readonly pool = new Piscina({
    ...WORKER,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_THREAD_MS,
  });

  freeze(task: FreezeTask): Promise<FrozenChunk> {
    return this.pool.run(task) as Promise<FrozenChunk>;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
