import { setTimeout } from 'node:timers/promises';
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { type Db, dialectOf } from './database.js';
import type { Database } from './schema.js';

/**
 * The pause between two statements. Housekeeping is in no hurry; the pause lets requests in and, on SQLite,
 * lets the WAL checkpointer catch up, so that the deletes never fill the WAL to the backstop checkpoint, which
 * would run inside one of their commits on the event loop (decision 013). On PostgreSQL it only spreads the
 * deletes out.
 */
const PAUSE_MS = 10;

/**
 * Deletes the rows of `table` that `condition` selects, at most `batch` a statement, pausing between
 * statements, and returns how many went. For deletes of unbounded size (an hour of a busy service's audit
 * entries is hundreds of thousands of rows): on SQLite one statement holds the event loop for all of them, and
 * on PostgreSQL one long delete holds its locks and its transaction as long. Rows are picked by their physical
 * address (`rowid` on SQLite, `ctid` on PostgreSQL), which every table has whatever its key.
 */
export async function deleteInBatches(
  db: Db,
  table: keyof Database,
  condition: RawBuilder<SqlBool>,
  batch = 2_000,
): Promise<number> {
  const picked = sql`select ${address(db)} from ${sql.table(table)} where ${condition} limit ${batch}`;
  const statement =
    dialectOf(db) === 'postgres'
      ? // `= any(array(…))`, not `in (…)`: PostgreSQL then fetches the rows by address (a TID scan).
        sql`delete from ${sql.table(table)} where ctid = any(array(${picked}))`
      : sql`delete from ${sql.table(table)} where rowid in (${picked})`;
  let deleted = 0;
  for (;;) {
    const removed = Number((await statement.execute(db)).numAffectedRows ?? 0);
    deleted += removed;
    if (removed < batch) return deleted;
    await setTimeout(PAUSE_MS);
  }
}

const address = (db: Db) => sql.raw(dialectOf(db) === 'postgres' ? 'ctid' : 'rowid');
