import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/** The columns a job of the whole chain (a chain verification, decision 039) has no value for. */
const RANGE = ['date_from', 'date_to'];

/**
 * An export job need not have a date range: the verification of a REP's whole chain (decision 039) runs as a
 * job too. PostgreSQL drops the constraints in place; SQLite cannot, so the table is rebuilt from its own
 * definition without them (foreign keys off meanwhile, so that its chunks stay; `foreign_key_check` must find
 * nothing before the commit), and its indexes are made again.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const column of RANGE) {
      await sql`alter table export_jobs alter column ${sql.id(column)} drop not null`.execute(db);
    }
    return;
  }
  await rebuildOnSqlite(db, (definition) =>
    RANGE.reduce(
      (text, column) => replaceOnce(text, `"${column}" text not null`, `"${column}" text`),
      definition,
    ),
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('export_jobs').where('date_from', 'is', null).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const column of RANGE) {
      await sql`alter table export_jobs alter column ${sql.id(column)} set not null`.execute(db);
    }
    return;
  }
  await rebuildOnSqlite(db, (definition) =>
    RANGE.reduce(
      (text, column) => replaceOnce(text, `"${column}" text`, `"${column}" text not null`),
      definition,
    ),
  );
}

function replaceOnce(text: string, before: string, after: string): string {
  if (text.split(before).length !== 2) throw new Error(`export_jobs: expected one ${before} in ${text}`);
  return text.replace(before, after);
}

async function rebuildOnSqlite(db: AnyDb, redefine: (definition: string) => string): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      const objects = (
        await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
          where tbl_name = 'export_jobs' and sql is not null`.execute(tx)
      ).rows;
      const table = objects.find((object) => object.type === 'table')!;
      const next = replaceOnce(
        redefine(table.sql),
        'CREATE TABLE "export_jobs"',
        'CREATE TABLE "export_jobs_next"',
      );
      await sql.raw(next).execute(tx);
      await sql`insert into export_jobs_next select * from export_jobs`.execute(tx);
      await sql`drop table export_jobs`.execute(tx);
      await sql`alter table export_jobs_next rename to export_jobs`.execute(tx);
      for (const index of objects.filter((object) => object.type === 'index')) {
        await sql.raw(index.sql).execute(tx);
      }
      const violations = await sql`pragma foreign_key_check`.execute(tx);
      if (violations.rows.length > 0) {
        throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(violations.rows)}`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
