import { Piscina } from 'piscina';
import { threadModule } from '../thread-module.js';

/** How often the background connection copies the WAL back into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;

/** The thread's module (a source file like any other; see `threadModule`). */
const THREAD = threadModule(import.meta.url, 'wal-checkpoint-thread');

export interface WalCheckpointer {
  /** Stops the thread once its checkpoint in progress, if any, is done. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite database's WAL from a worker thread (`wal-checkpoint-thread.ts`), so that commits on
 * the event loop rarely have to. A checkpoint copies the WAL's pages into the database file and syncs it;
 * inside a commit it held up every request behind it (docs/decisions/005-runtime.md). The WAL starts over only
 * once a checkpoint has caught up with the last commit, which a writer that never pauses does not allow, so
 * the connection's own automatic checkpoint stays on as the backstop. It also carries on alone if the thread
 * cannot open the database. Problems are reported as process warnings on stderr: the database opens before
 * any logger exists. The first checkpoint runs at once, so a database the thread cannot open is reported at
 * start.
 */
export function startWalCheckpointer(file: string): WalCheckpointer {
  // One thread, kept for the database's lifetime; piscina unrefs it between checkpoints, so a process that
  // forgets to close its database still exits.
  const pool = new Piscina({ ...THREAD, minThreads: 1, maxThreads: 1, idleTimeout: Infinity });
  const warn = (problem: unknown) =>
    process.emitWarning(`SQLite WAL checkpointer: ${String(problem)}; commits checkpoint meanwhile`);
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (pool.run(file) as Promise<string | null>)
      .then((problem) => {
        if (problem !== null) warn(problem);
      }, warn)
      .finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, CHECKPOINT_INTERVAL_MS).unref();
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await running;
        await pool.run(undefined, { name: 'close' }).catch(() => undefined);
        await pool.destroy();
      })();
      return stopped;
    },
  };
}
