import SQLite from 'better-sqlite3';

/**
 * The WAL checkpointer's thread (`wal-checkpointer.ts` runs it through piscina). It holds a connection of its
 * own to the database and runs a PASSIVE checkpoint when asked, which never blocks a writer (only the first
 * statement may wait, up to the driver's 5 s busy timeout, to read the schema).
 */

let connection: SQLite.Database | undefined;
/** Kinds of error reported already: each is reported once. */
const reported = new Set<string>();

/**
 * The default export, which piscina loads when the thread starts (run from source, only a default export spares
 * it a second, failing load through the ESM loader). Checkpoints `file`, opening it first if this thread has not yet. Answers what to report, or null: busy
 * means another connection is at it and is not a problem, and a problem is reported once per kind (the next
 * checkpoint tries again).
 */
export default function checkpoint(file: string): string | null {
  try {
    connection ??= new SQLite(file);
    connection.pragma('wal_checkpoint(PASSIVE)');
    return null;
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    if (code.startsWith('SQLITE_BUSY') || reported.has(code)) return null;
    reported.add(code);
    return String(error);
  }
}

/** Closes this thread's connection. */
export function close(): void {
  connection?.close();
  connection = undefined;
}
