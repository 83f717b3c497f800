import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection copies the WAL back into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;

/**
 * The thread's code. A script rather than one of our modules: under the test runner those are TypeScript,
 * which a worker thread cannot load. It opens the database on a connection of its own and runs a PASSIVE
 * checkpoint on a timer: one that never waits for a lock and never blocks a writer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file);
const checkpoint = () => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (error.code !== 'SQLITE_BUSY') throw error; // another connection recovering the WAL: next time
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  connection.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** Stops the thread once its checkpoint in progress, if any, is done. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite database's WAL from a worker thread, so that commits on the event loop need not. A
 * checkpoint copies the WAL's pages into the database file and syncs it; inside a commit it held up every
 * request behind it (36 ms under the clock-in bench's load; in a steady soak, p99 23–47 ms with checkpoints
 * in commits, 6–18 ms with this thread). The WAL starts over only once a checkpoint has caught up with the
 * last commit, which a writer that never pauses does not allow, so the connection's own automatic checkpoint
 * stays on as the backstop. It also takes over if this thread fails, which it reports with a warning on
 * stderr (the database opens before any logger exists).
 */
export function startWalCheckpointer(file: string): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: CHECKPOINT_INTERVAL_MS,
    },
  });
  let exited = false;
  const exit = once(worker, 'exit').then(() => {
    exited = true;
  });
  worker.on('error', (error) =>
    process.emitWarning(`SQLite WAL checkpointer stopped (${String(error)}); commits checkpoint instead`),
  );
  // A process that forgets to close its database still exits.
  worker.unref();
  return {
    async stop() {
      if (!exited) {
        worker.ref(); // until it has closed its connection
        worker.postMessage('stop');
      }
      await exit;
    },
  };
}
