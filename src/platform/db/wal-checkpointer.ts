import { Piscina } from 'piscina';
import { threadModule } from '../thread-module.js';
import type { CheckpointOutcome } from './wal-checkpoint-thread.js';

/** How often the background connection copies the WAL back into the database file while nothing is written. */
const CHECKPOINT_INTERVAL_MS = 1000;
/**
 * How soon the next checkpoint follows one that found new commits. A checkpoint a second let a writer that
 * never paused for a second fill the WAL to the backstop, which then checkpointed inside a commit on the event
 * loop (25–75 ms in the period close and reopen); following the writer, a checkpoint catches up in one of its
 * pauses, and the next commit starts the WAL over. 5 ms did as well there but cost clock-ins 9% of their
 * throughput, a sync of the database file every few milliseconds (decision 013).
 */
const FOLLOW_UP_MS = 50;

/** The thread's module (a source file like any other; see `threadModule`). */
const THREAD = threadModule(import.meta.url, 'wal-checkpoint-thread');

export interface WalCheckpointer {
  /** Stops the thread once its checkpoint in progress, if any, is done. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite database's WAL from a worker thread (`wal-checkpoint-thread.ts`), so that commits on
 * the event loop rarely have to: every second, and every 50 ms while commits keep coming. A
 * checkpoint copies the WAL's pages into the database file and syncs it; inside a commit it held up every
 * request behind it (docs/decisions/005-runtime.md). The WAL starts over only once a checkpoint has caught up
 * with the last commit, which a writer that never pauses does not allow, so the connection's own automatic
 * checkpoint stays on as the backstop. It also carries on alone if the thread cannot open the database.
 * Problems are reported as process warnings on stderr: the database opens before any logger exists. The first
 * checkpoint runs at once, so a database the thread cannot open is reported at start.
 */
export function startWalCheckpointer(file: string): WalCheckpointer {
  // One thread, kept for the database's lifetime; piscina unrefs it between checkpoints, so a process that
  // forgets to close its database still exits.
  const pool = new Piscina({ ...THREAD, minThreads: 1, maxThreads: 1, idleTimeout: Infinity });
  const warn = (problem: unknown) =>
    process.emitWarning(`SQLite WAL checkpointer: ${String(problem)}; commits checkpoint meanwhile`);
  let running: Promise<void> | undefined;
  let followUp: NodeJS.Timeout | undefined;
  let stopped: Promise<void> | undefined;
  const tick = () => {
    if (stopped) return;
    running ??= (pool.run(file) as Promise<CheckpointOutcome>)
      .then(({ problem, writerBusy }) => {
        if (problem !== null) warn(problem);
        if (writerBusy && !stopped) followUp = setTimeout(tick, FOLLOW_UP_MS).unref();
      }, warn)
      .finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, CHECKPOINT_INTERVAL_MS).unref();
  return {
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await running;
        clearTimeout(followUp);
        await pool.run(undefined, { name: 'close' }).catch(() => undefined);
        await pool.destroy();
      })();
      return stopped;
    },
  };
}
