import pg from 'pg';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  sql,
  type TransactionSettings,
} from 'kysely';
import { naming } from './naming.js';
import type { Database as Schema } from './schema.js';

const INT8_OID = 20;

/**
 * What the dispatcher's transactions set (`dispatcherDb`): no wait for the WAL flush. Only for writes whose
 * loss in a crash is harmless because they are redone: a lost record means the job's lease runs out and it is
 * sent again, which at-least-once delivery allows (docs/decisions/004-webhook-delivery-pipeline.md).
 */
const DISPATCHER_SETTINGS: readonly string[] = ['synchronous_commit = off'];

/** PostgreSQL through a pool of `max` connections, for the API and the worker. */
export function openPostgres(connectionString: string, max: number) {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    // A query is sent without waiting for the answers before it: a transaction's BEGIN costs no round trip
    // of its own (see `PoolDriver`), and round trips, not the queries, are what PostgreSQL work costs here.
    pipeline: true,
    // BIGINT columns hold epoch milliseconds and counters, all far below 2^53.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
    },
  });
  // A client losing its server (a crash, a restart) must not crash the process: an idle one is replaced by
  // the pool, and a checked-out one fails its query (a 503) but would otherwise emit an unhandled 'error'
  // when the server dies between two queries of a transaction.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Schema>({ dialect: poolDialect(pool, []), plugins: [naming] });
  // Shares `db`'s pool and is never destroyed itself: closing `db` ends the pool.
  const dispatcherDb = new Kysely<Schema>({
    dialect: poolDialect(pool, DISPATCHER_SETTINGS),
    plugins: [naming],
  });
  return {
    db,
    dispatcherDb,
    dialect: 'postgres' as const,
    notify: async (channel: string, payload = '') => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    listen: async (channel: string, onNotify: (payload: string) => void, onLost: () => void) => {
      const client = new pg.Client({ connectionString, application_name: `pontual listen ${process.pid}` });
      let listening = true;
      const lost = () => {
        if (!listening) return;
        listening = false;
        onLost();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => onNotify(message.payload ?? ''));
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return async () => {
        listening = false;
        await client.end().catch(() => undefined);
      };
    },
    othersCommits: () => 0,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function poolDialect(pool: pg.Pool, transactionSettings: readonly string[]): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PoolDriver(pool, transactionSettings),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/**
 * Kysely's driver for a pg pool in pipeline mode, in place of Kysely's own for two reasons:
 * - a transaction's BEGIN is sent without waiting for its answer, and the first statement follows at once
 *   (a BEGIN fails only with its connection, and then so does every statement behind it; the commit or the
 *   rollback waits for its answer all the same). `transactionSettings` (`SET LOCAL`) travel with it.
 * - queries run through pg's callback form: through its promise form the rows of each result outlived
 *   young-generation collections, and an AFD download grew the server by 56–60 MB
 *   (docs/decisions/014-export-speed-and-memory.md).
 * No cursor: a pipelined connection cannot read a result across round trips, so big reads go by pages.
 */
class PoolDriver implements Driver {
  private readonly connections = new WeakMap<pg.PoolClient, PoolConnection>();
  private readonly begun = new WeakMap<DatabaseConnection, Promise<unknown>>();
  /** `transactionSettings` as the statements that follow every BEGIN, built once. */
  private readonly setLocal: string;
  private ended = false;

  constructor(
    private readonly pool: pg.Pool,
    transactionSettings: readonly string[],
  ) {
    this.setLocal = transactionSettings.map((setting) => `; set local ${setting}`).join('');
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const client = await this.pool.connect();
    let connection = this.connections.get(client);
    if (!connection) this.connections.set(client, (connection = new PoolConnection(client)));
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let begin = 'begin';
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) begin += ` ${settings.accessMode}`;
    const begun = connection.executeQuery(CompiledQuery.raw(begin + this.setLocal));
    // Awaited by the commit or the rollback; until then a failure must not count as unhandled.
    begun.catch(() => undefined);
    this.begun.set(connection, begun);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.settleBegin(connection);
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.settleBegin(connection).catch(() => undefined);
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PoolConnection).release();
  }

  async destroy(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.pool.end();
  }

  private async settleBegin(connection: DatabaseConnection): Promise<void> {
    const begun = this.begun.get(connection);
    this.begun.delete(connection);
    await begun;
  }
}

const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PoolConnection implements DatabaseConnection {
  constructor(private readonly client: pg.PoolClient) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.run<R>(compiled);
    } catch (error) {
      // pg's errors carry the stack of its socket reader. Here, after the await, V8's async stack trace names
      // the code that ran the query, at no cost to the queries that succeed (a stack captured before every
      // query was a clock-in's costliest line of JavaScript on PostgreSQL).
      if (error instanceof Error) error.stack = `${error.stack ?? String(error)}\n${new Error().stack ?? ''}`;
      throw error;
    }
  }

  private run<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return new Promise((resolve, reject) => {
      this.client.query<R & pg.QueryResultRow>(
        { text: compiled.sql, values: compiled.parameters as unknown[] },
        (error, result) => {
          if (error) return reject(error);
          resolve({
            rows: result.rows ?? [],
            numAffectedRows: AFFECTING.has(result.command) ? BigInt(result.rowCount ?? 0) : undefined,
          });
        },
      );
    });
  }

  // eslint-disable-next-line require-yield -- the interface asks for it; nothing here streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('no streaming on a pipelined connection: read by pages');
  }

  release(): void {
    this.client.release();
  }
}
