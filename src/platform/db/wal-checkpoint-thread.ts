import SQLite from 'better-sqlite3';

/**
 * The WAL checkpointer's thread (`wal-checkpointer.ts` runs it through piscina). It holds a connection of its
 * own to the database and runs a PASSIVE checkpoint when asked, which never blocks a writer (only the first
 * statement may wait, up to the driver's 5 s busy timeout, to read the schema).
 */

/** What a checkpoint answers. */
export interface CheckpointOutcome {
  /** What to report, or null. */
  problem: string | null;
  /** Whether another connection committed since the last checkpoint, or is checkpointing: a writer is busy. */
  writerBusy: boolean;
}

/**
 * Passes of one checkpoint at most. A pass copies the frames committed before it began; the next pass copies
 * those that came meanwhile, until none is left and the next commit can start the WAL over (decision 013).
 */
const MAX_PASSES = 10;

let connection: SQLite.Database | undefined;
/** `pragma data_version` of this connection: it changes when another connection commits. */
let dataVersion: SQLite.Statement | undefined;
let lastDataVersion: unknown;
/** Kinds of error reported already: each is reported once. */
const reported = new Set<string>();

/**
 * The default export, which piscina loads when the thread starts (run from source, only a default export
 * spares it a second, failing load through the ESM loader). Checkpoints `file`, opening it first if this
 * thread has not yet. Busy means another connection is checkpointing and is not a problem; a problem is
 * reported once per kind (the next checkpoint tries again).
 */
export default function checkpoint(file: string): CheckpointOutcome {
  try {
    connection ??= new SQLite(file);
    dataVersion ??= connection.prepare('pragma data_version').pluck();
    let copied = -1;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const [state] = connection.pragma('wal_checkpoint(PASSIVE)') as WalCheckpointState[];
      if (state!.busy !== 0) return { problem: null, writerBusy: true };
      // Done once every frame is copied, or when a pass copies nothing more (a reader holds older frames).
      if (state!.log === state!.checkpointed || state!.checkpointed === copied) break;
      copied = state!.checkpointed;
    }
    const version = dataVersion.get();
    const writerBusy = version !== lastDataVersion;
    lastDataVersion = version;
    return { problem: null, writerBusy };
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    if (code.startsWith('SQLITE_BUSY') || reported.has(code)) return { problem: null, writerBusy: false };
    reported.add(code);
    return { problem: String(error), writerBusy: false };
  }
}

/** The row `pragma wal_checkpoint` answers: frames in the WAL (`log`) and copied into the database file. */
interface WalCheckpointState {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Closes this thread's connection. */
export function close(): void {
  connection?.close();
  connection = undefined;
  dataVersion = undefined;
  lastDataVersion = undefined;
}
