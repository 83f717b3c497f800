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
import { isPrepared } from './prepared.js';
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
  // One set of names for the pool's connections, whichever Kysely instance runs a statement on them.
  const names = new StatementNames();
  const db = new Kysely<Schema>({ dialect: poolDialect(pool, names, []), plugins: [naming] });
  // Shares `db`'s pool and is never destroyed itself: closing `db` ends the pool.
  const dispatcherDb = new Kysely<Schema>({
    dialect: poolDialect(pool, names, DISPATCHER_SETTINGS),
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

function poolDialect(pool: pg.Pool, names: StatementNames, transactionSettings: readonly string[]): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PoolDriver(pool, names, transactionSettings),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** Prepared statements a connection keeps at most: past it, further marked texts run unnamed. */
const MAX_PREPARED_TEXTS = 100;

/**
 * The names of the statements marked `prepared` (prepared.ts), one per text, the same on every connection of
 * the pool. A name is only ever given to one text, which pg checks on each connection.
 */
class StatementNames {
  private readonly names = new Map<string, string>();
  private generation = 0;

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_PREPARED_TEXTS) {
      this.names.set(text, (name = `pontual_${this.generation}_${this.names.size}`));
    }
    return name;
  }

  /**
   * New names for every text, so that each connection prepares them again: a migration (another process's,
   * in a rolling deploy) changed the columns that a prepared `select *` answers, and PostgreSQL refuses to
   * run the old statement. The old ones stay on their connections until these close.
   */
  renew(): void {
    this.names.clear();
    this.generation++;
  }
}

/** PostgreSQL refused a prepared statement whose result columns a migration changed. */
const isReshapedResult = (error: unknown) =>
  (error as { code?: unknown }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/**
 * Kysely's driver for a pg pool in pipeline mode, in place of Kysely's own for three reasons:
 * - statements marked `prepared` run by name (`StatementNames`);
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
    private readonly names: StatementNames,
    transactionSettings: readonly string[],
  ) {
    this.setLocal = transactionSettings.map((setting) => `; set local ${setting}`).join('');
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const client = await this.pool.connect();
    let connection = this.connections.get(client);
    if (!connection) this.connections.set(client, (connection = new PoolConnection(client, this.names)));
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let begin = 'begin';
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) begin += ` ${settings.accessMode}`;
    (connection as PoolConnection).inTransaction = true;
    const begun = connection.executeQuery(CompiledQuery.raw(begin + this.setLocal));
    // Awaited by the commit or the rollback; until then a failure must not count as unhandled.
    begun.catch(() => undefined);
    this.begun.set(connection, begun);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.settleBegin(connection);
    await connection.executeQuery(CompiledQuery.raw('commit'));
    (connection as PoolConnection).inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as PoolConnection).inTransaction = false;
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
  /** Between the BEGIN and the COMMIT or ROLLBACK of a transaction. */
  inTransaction = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const name = isPrepared(compiled) ? this.names.nameOf(compiled.sql) : undefined;
    try {
      return await this.run<R>(compiled, name).catch((error: unknown) => {
        if (name === undefined || !isReshapedResult(error)) throw error;
        this.names.renew();
        // Inside a transaction the refusal has aborted it, and it fails; alone, the statement runs again.
        if (this.inTransaction) throw error;
        return this.run<R>(compiled, this.names.nameOf(compiled.sql));
      });
    } catch (error) {
      // pg's errors carry the stack of its socket reader. Here, after the await, V8's async stack trace names
      // the code that ran the query, at no cost to the queries that succeed (a stack captured before every
      // query was a clock-in's costliest line of JavaScript on PostgreSQL).
      if (error instanceof Error) error.stack = `${error.stack ?? String(error)}\n${new Error().stack ?? ''}`;
      throw error;
    }
  }

  private run<R>(compiled: CompiledQuery, name: string | undefined): Promise<QueryResult<R>> {
    return new Promise((resolve, reject) => {
      this.client.query<R & pg.QueryResultRow>(
        { name, text: compiled.sql, values: compiled.parameters as unknown[] },
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
