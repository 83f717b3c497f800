import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection copies the WAL back into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;

/**
 * The thread's code. A script rather than one of our modules: under the test runner those are TypeScript,
 * which a worker thread cannot load. It opens the database on a connection of its own and runs a PASSIVE
 * checkpoint on a timer, which never blocks a writer (only the thread's first statement may wait, up to the
 * driver's 5 s busy timeout, to read the schema). A checkpoint that fails is reported once per kind of error
 * and tried again at the next tick; busy means another connection is at it, and is not an error.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file);
const reported = new Set();
const checkpoint = () => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    const code = String(error.code);
    if (code.startsWith('SQLITE_BUSY') || reported.has(code)) return;
    reported.add(code);
    parentPort.postMessage(String(error));
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
 * Checkpoints a SQLite database's WAL from a worker thread, so that commits on the event loop rarely have to.
 * A checkpoint copies the WAL's pages into the database file and syncs it; inside a commit it held up every
 * request behind it (36 ms under the clock-in bench's load; in a steady soak, p99 23–47 ms with checkpoints
 * in commits, 6–18 ms with this thread). The WAL starts over only once a checkpoint has caught up with the
 * last commit, which a writer that never pauses does not allow, so the connection's own automatic checkpoint
 * stays on as the backstop. It also carries on alone if the thread cannot open the database. Problems are
 * reported as process warnings on stderr: the database opens before any logger exists.
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
  const warn = (problem: unknown) =>
    process.emitWarning(`SQLite WAL checkpointer: ${String(problem)}; commits checkpoint meanwhile`);
  // Not `events.once`: it rejects on the worker's 'error', and nothing would be waiting for that rejection.
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', warn);
  worker.on('error', warn);
  // A process that forgets to close its database still exits.
  worker.unref();
  return {
    async stop() {
      // Both do nothing once the thread has exited.
      worker.ref(); // until it has closed its connection
      worker.postMessage('stop');
      await exit;
    },
  };
}
