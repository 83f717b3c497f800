import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Config } from '../config.js';
import { openPostgres } from './postgres.js';
import type { Database as Schema } from './schema.js';
import { openSqlite } from './sqlite.js';

/**
 * The database layer's front: the types the rest of the code passes around and the few dialect-aware helpers.
 * The engines live beside it (sqlite.ts, postgres.ts), what an error means in errors.ts, lists bound as one
 * parameter in list-parameters.ts. Data access is plain Kysely in each module's repository.
 */

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Schema>;
export type Tx = Transaction<Schema>;
/** Either the database or an open transaction: data-access functions accept both. */
export type Executor = Db | Tx;

/** An open database: its Kysely instances and bound functions (safe to pass around detached). */
export interface DatabaseHandle {
  db: Db;
  /**
   * The same database, for the webhook dispatcher's transactions (on SQLite, `db` itself). On PostgreSQL they
   * commit without waiting for their WAL flush (see postgres.ts); the setting travels with the BEGIN, so a
   * statement run on it outside `transaction()` does not get it. Acknowledged API writes never use it.
   */
  dispatcherDb: Db;
  dialect: Dialect;
  /** PostgreSQL NOTIFY on `channel`, with `payload`; a no-op on SQLite, whose writers share one process. */
  notify: (channel: string, payload?: string) => Promise<void>;
  /**
   * PostgreSQL LISTEN on a dedicated connection; resolves to an unsubscribe function. `onLost` is called once
   * if the connection dies (it is not made again: the dispatcher falls back to polling). A no-op on SQLite.
   * The connection's `application_name` is `pontual listen <pid>`, so `pg_stat_activity` tells whose it is.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
  /**
   * A number that changes whenever another process may have committed to the database: SQLite's
   * `data_version` (this connection's own commits leave it alone); 0 on PostgreSQL, whose writers announce
   * what others must know by NOTIFY.
   */
  othersCommits: () => number;
  /** `select 1`, for the readiness probe. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

/** PostgreSQL when `PONTUAL_DATABASE_URL` is set, else the embedded SQLite file in the data directory. */
export function openDatabase(config: Config): DatabaseHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.dbPoolSize) : openSqlite(config);
}

/** The engine behind a database or transaction. */
export const dialectOf = (executor: Executor): Dialect =>
  executor.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * Runs `read`, several reads that answer one request together, on PostgreSQL in a read-only transaction planned
 * without parallel workers (`SET LOCAL max_parallel_workers_per_gather = 0`): a report's batch of a few
 * employees' index ranges, a few milliseconds of work, was planned as a parallel query whose two workers took
 * 15–50 ms to start on a busy machine, once statistics made its cost look large (docs/decisions/037). The
 * reads see one snapshot. Inside a caller's transaction, or on SQLite, `read` runs on `executor` as it is.
 */
export async function withoutParallelWorkers<T>(
  executor: Executor,
  read: (executor: Executor) => Promise<T>,
): Promise<T> {
  if (executor.isTransaction || dialectOf(executor) !== 'postgres') return read(executor);
  return executor
    .transaction()
    .setAccessMode('read only')
    .execute(async (tx) => {
      await sql`set local max_parallel_workers_per_gather = 0`.execute(tx);
      return read(tx);
    });
}

/**
 * Locks the rows a query reads until the transaction ends, so writers that read them first run one after
 * another: on PostgreSQL `FOR NO KEY UPDATE` (rows that only reference them, such as marks, are not held up);
 * SQLite has a single writer (BEGIN IMMEDIATE), so no lock clause exists.
 */
export function lockedOnPostgres<Q extends { forNoKeyUpdate(): Q }>(query: Q, executor: Executor): Q {
  return dialectOf(executor) === 'postgres' ? query.forNoKeyUpdate() : query;
}

/**
 * A PostgreSQL NOTIFY on `channel`, sent through `executor`: inside a transaction, its commit sends it (a
 * rollback sends nothing), so a listener hears of a change only once it can read it, and before anything
 * committed after it. A no-op on SQLite.
 */
export async function notifyThrough(executor: Executor, channel: string, payload: string): Promise<void> {
  if (dialectOf(executor) === 'postgres') {
    await sql`select pg_notify(${channel}, ${payload})`.execute(executor);
  }
}
