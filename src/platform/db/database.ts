import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import {
  type Compilable,
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Insertable,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresDriver,
  type PostgresDialectConfig,
  sql,
  SqliteDialect,
  SqliteDriver,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import type { Config } from '../config.js';
import type { Database as Schema } from './schema.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Schema>;
export type Tx = Transaction<Schema>;
/** Either the database or an open transaction: data-access functions accept both. */
export type Executor = Db | Tx;

const isPostgres = (executor: Executor) => executor.getExecutor().adapter instanceof PostgresAdapter;

/** An open database: its Kysely instances and bound functions (safe to pass around detached). */
export interface DatabaseHandle {
  db: Db;
  /**
   * The same database, for the webhook dispatcher's transactions (on SQLite, `db` itself). On PostgreSQL
   * they set `DISPATCHER_SETTINGS`: they commit without waiting for their WAL flush, which is only for writes
   * whose loss in a crash is harmless because they are redone (a lost record means the job's lease runs out
   * and it is sent again, which at-least-once delivery allows). The setting travels with the BEGIN: a
   * statement run on it outside `transaction()` does not get it.
   * Acknowledged API writes never use it.
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

const INT8_OID = 20;

/**
 * SQLite transactions start with BEGIN IMMEDIATE: every transaction here writes, and taking the write
 * lock up front lets `busy_timeout` queue a second process (the CLI, a worker) instead of failing it
 * with SQLITE_BUSY when a read lock cannot be upgraded.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(sqliteConfig);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.sqliteConfig);
  }
}

/**
 * What the dispatcher's transactions set on PostgreSQL (`dispatcherDb`): no wait for the WAL flush (see
 * `dispatcherDb` for why that is safe there). The queue reads need no planner setting: partial indexes on what
 * is due make the ordered index scan the cheap plan (docs/decisions/004-webhook-delivery-pipeline.md).
 */
const DISPATCHER_SETTINGS: readonly string[] = ['synchronous_commit = off'];

/**
 * PostgreSQL transactions whose BEGIN is pipelined: the pool's clients run in pg's pipeline mode, so the BEGIN
 * is sent without waiting for its answer and the first statement follows at once, instead of a round trip of
 * its own. (Kysely sends a transaction's statements one at a time; `runTogether` is how independent ones
 * share a round trip.) A BEGIN fails only with its connection, and then so does every statement behind it;
 * the commit or the rollback waits for its answer all the same.
 *
 * `transactionSettings` (`SET LOCAL` assignments) travel with the BEGIN.
 */
class PipelinedPostgresDriver extends PostgresDriver {
  private readonly begun = new WeakMap<DatabaseConnection, Promise<unknown>>();
  /** `transactionSettings` as the statements that follow every BEGIN, built once. */
  private readonly setLocal: string;

  constructor(config: PostgresDialectConfig, transactionSettings: readonly string[]) {
    super(config);
    this.setLocal = transactionSettings.map((setting) => `; set local ${setting}`).join('');
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    let begin = 'begin';
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) begin += ` ${settings.accessMode}`;
    const begun = connection.executeQuery(CompiledQuery.raw(begin + this.setLocal));
    // Awaited by the commit or the rollback; until then a failure must not count as unhandled.
    begun.catch(() => undefined);
    this.begun.set(connection, begun);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.settleBegin(connection);
    await super.commitTransaction(connection);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.settleBegin(connection).catch(() => undefined);
    await super.rollbackTransaction(connection);
  }

  private async settleBegin(connection: DatabaseConnection): Promise<void> {
    const begun = this.begun.get(connection);
    this.begun.delete(connection);
    await begun;
  }
}

class PipelinedPostgresDialect extends PostgresDialect {
  constructor(
    private readonly postgresConfig: PostgresDialectConfig,
    private readonly transactionSettings: readonly string[],
  ) {
    super(postgresConfig);
  }
  override createDriver() {
    return new PipelinedPostgresDriver(this.postgresConfig, this.transactionSettings);
  }
}

/**
 * Kysely's CamelCasePlugin recomputes every column name for every row; our names are a small fixed set, so
 * both directions are memoized (a 20-row page was spending more time renaming keys than querying).
 */
class MemoizedCamelCasePlugin extends CamelCasePlugin {
  private readonly camelNames = new Map<string, string>();
  private readonly snakeNames = new Map<string, string>();

  protected override camelCase(name: string): string {
    let camel = this.camelNames.get(name);
    if (camel === undefined) this.camelNames.set(name, (camel = super.camelCase(name)));
    return camel;
  }

  protected override snakeCase(name: string): string {
    let snake = this.snakeNames.get(name);
    if (snake === undefined) this.snakeNames.set(name, (snake = super.snakeCase(name)));
    return snake;
  }

  /** A table's or column's name as the database spells it, for SQL written outside Kysely's builder. */
  databaseName(name: string): string {
    return this.snakeCase(name);
  }
}

/** Shared by every Kysely instance: its memos are only names. */
const naming = new MemoizedCamelCasePlugin();

export function openDatabase(config: Config): DatabaseHandle {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.dbPoolSize);
  const file = sqliteFile(config);
  restrictToOwner(config.dataDir, file);
  return openSqlite(file, config.sqliteSynchronous);
}

/**
 * The database holds personal data and password hashes: the data directory is made owner-only (0700) and
 * the database file created, or tightened, as 0600 before SQLite opens it. SQLite gives the WAL and SHM
 * files the database file's mode when it creates them; ones left by an earlier version are tightened too.
 */
function restrictToOwner(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const existing of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(existing)) fs.chmodSync(existing, 0o600);
  }
}

/** The embedded database's file. */
export function sqliteFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'pontual.sqlite');
}

function openSqlite(file: string, synchronous: Config['sqliteSynchronous']): DatabaseHandle {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // NORMAL in WAL mode survives a killed process; FULL also survives a power cut, at a cost per commit.
  connection.pragma(`synchronous = ${synchronous}`);
  // Checkpoints run in a thread of their own (`startWalCheckpointer`). A commit checkpoints only as the
  // backstop, once the WAL holds 10,000 pages (about 40 MB): rather than SQLite's 1,000, which cut the mean
  // commit from 0.54 to 0.32 ms under clock-in load when every checkpoint ran inside a commit.
  connection.pragma('wal_autocheckpoint = 10000');
  const checkpointer = startWalCheckpointer(file);
  // Read for every webhook delivery (`WebhookReads`): prepared once, not per call as `pragma()` would.
  const dataVersion = connection.prepare('pragma data_version').pluck();
  const db = new Kysely<Schema>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }),
    plugins: [naming],
  });
  return {
    db,
    dispatcherDb: db,
    dialect: 'sqlite',
    notify: async () => undefined,
    listen: async () => async () => undefined,
    othersCommits: () => dataVersion.get() as number,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      try {
        await checkpointer.stop();
      } finally {
        await db.destroy();
      }
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed query. Our SQL text is
 * generated from a bounded set of query shapes (values are parameters), so prepared statements are kept
 * and reused. Kysely serializes use of the single connection, so a statement is never used twice at once.
 */
function withStatementCache(connection: SQLite.Database) {
  const cache = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) cache.set(text, (statement = connection.prepare(text)));
      return statement;
    },
  };
}

/**
 * PostgreSQL: the statement texts run as named prepared statements (text → name). An unnamed statement is
 * parsed and planned on every run: for the guarded write of a clock-in batch that was 0.3 of its 0.8 ms on
 * the server. A named one is parsed once per connection and, after five runs, keeps a generic plan if that
 * costs no more. Only the compile-once helpers register their texts (`compiledPerCount`, `preparedQuery`, and
 * `writeIfGuarded`'s statements): their shapes are a bounded set, so is what each connection keeps on the
 * server, and the cap bounds it in any case.
 */
const serverPrepared = new Map<string, string>();
const MAX_SERVER_PREPARED = 1_000;

function prepareOnServer(text: string): void {
  if (!serverPrepared.has(text) && serverPrepared.size < MAX_SERVER_PREPARED) {
    serverPrepared.set(text, `pontual_${serverPrepared.size}`);
  }
}

/** PostgreSQL refused a prepared statement whose result columns a migration changed (a `select *`). */
const isReshapedResult = (error: unknown) =>
  (error as { code?: unknown }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/** A pg client that runs the texts of `serverPrepared` by name. */
class PreparingClient extends pg.Client {
  /** Texts this connection runs unnamed since a migration changed their results under it. */
  private readonly reshaped = new Set<string>();

  // pg's overloads admit no narrower override; only Kysely's form, (text, values), is changed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown[]];
    if (typeof text !== 'string' || args.length !== 2)
      // eslint-disable-next-line @typescript-eslint/unbound-method -- applied with this connection as `this`
      return Reflect.apply(pg.Client.prototype.query, this, args);
    const name = this.reshaped.has(text) ? undefined : serverPrepared.get(text);
    if (name === undefined) return this.run({ text, values });
    return this.run({ name, text, values }).catch((error: unknown) => {
      if (!isReshapedResult(error)) throw error;
      this.reshaped.add(text);
      // Outside a transaction the unnamed run answers. Inside one, the refusal has aborted it: its own error
      // says why, not the unnamed run's "transaction is aborted".
      return this.run({ text, values }).catch((retryError: unknown) => {
        throw (retryError as { code?: unknown }).code === '25P02' ? error : retryError;
      });
    });
  }

  /**
   * Runs a query through pg's callback form. Through pg's own promise form, the rows of each result outlived
   * young-generation collections (why was not found): an AFD of 124,000 marks promoted about 2.3 MB to the
   * old generation at every scavenge, and the server's memory grew by 56–60 MB over two downloads. Through
   * the callback form, nothing is promoted (docs/decisions/014-export-speed-and-memory.md).
   */
  private run(config: pg.QueryConfig): Promise<pg.QueryResult> {
    // A failure's stack still leads back to the caller: Kysely appends its own to every query's error.
    return new Promise((resolve, reject) => {
      super.query(config, (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result),
      );
    });
  }
}

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    // A query is sent without waiting for the answers before it: a transaction's BEGIN no longer costs a
    // round trip of its own (see PipelinedPostgresDriver), and round trips, not the queries, are what
    // PostgreSQL work costs here (docs/architecture.md).
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
  // No cursor: a pipelined connection cannot read a result across round trips, so big reads go by pages.
  const dialectConfig: PostgresDialectConfig = { pool };
  const db = new Kysely<Schema>({
    dialect: new PipelinedPostgresDialect(dialectConfig, []),
    plugins: [naming],
  });
  // Shares `db`'s pool and is never destroyed itself: closing `db` ends the pool.
  const dispatcherDb = new Kysely<Schema>({
    dialect: new PipelinedPostgresDialect(dialectConfig, DISPATCHER_SETTINGS),
    plugins: [naming],
  });
  return {
    db,
    dispatcherDb,
    dialect: 'postgres',
    notify: (channel, payload = '') => notifyThrough(db, channel, payload),
    listen: async (channel, onNotify, onLost) => {
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

/**
 * True when `error` is a unique-constraint violation, on either engine; with `table`, only one of that
 * table's (PostgreSQL names the table; SQLite names its columns as `table.column`).
 */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  const {
    code,
    table: violated,
    message,
  } = (error ?? {}) as { code?: unknown; table?: unknown; message?: unknown };
  if (code === '23505') return table === undefined || violated === table;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return table === undefined || (typeof message === 'string' && message.includes(` ${table}.`));
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

/** True when `error` means the database cannot be reached right now (a 503, not a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|not queryable|server closed the connection/i.test(
      message,
    )
  );
}

/**
 * Locks the rows a query reads until the transaction ends, so writers that read them first run one after
 * another: on PostgreSQL `FOR NO KEY UPDATE` (rows that only reference them, such as marks, are not held up);
 * SQLite has a single writer (BEGIN IMMEDIATE), so no lock clause exists.
 */
export function lockedOnPostgres<Q extends { forNoKeyUpdate(): Q }>(query: Q, executor: Executor): Q {
  return isPostgres(executor) ? query.forNoKeyUpdate() : query;
}

/**
 * A PostgreSQL NOTIFY on `channel`, sent through `executor`: inside a transaction, its commit sends it (a
 * rollback sends nothing), so a listener hears of a change only once it can read it, and before anything
 * committed after it. A no-op on SQLite.
 */
export async function notifyThrough(executor: Executor, channel: string, payload: string): Promise<void> {
  if (isPostgres(executor)) {
    await sql`select pg_notify(${channel}, ${payload})`.execute(executor);
  }
}

/** The most parameters one PostgreSQL statement may bind. */
const MAX_PARAMETERS = 65_535;

/**
 * Runs `main` together with `writes`, statements whose answers nobody reads (inserts, updates without
 * RETURNING), and returns `main`'s rows. On PostgreSQL they are one statement, the writes as data-modifying
 * CTEs, so a transaction's independent writes cost one round trip; on SQLite, whose statements cost no round
 * trip and whose CTEs cannot write, they run one after another, `main` last, in a transaction of their own
 * unless `executor` is one. A failure of any fails them all, inside a transaction or not.
 *
 * The parts must be independent: on PostgreSQL they all see the same snapshot, none sees the others' effects,
 * their order is unspecified, and two of them changing the same row lose one change silently. A statement that
 * depends on another's effect (a row referencing one inserted here) goes in a later call.
 */
export async function runTogether<Row>(
  executor: Executor,
  writes: Compilable[],
  main: Compilable<Row>,
): Promise<Row[]> {
  if (writes.length === 0) return (await executor.executeQuery(main.compile())).rows;
  if (!isPostgres(executor)) {
    const runInOrder = async (tx: Executor) => {
      for (const write of writes) await tx.executeQuery(write.compile());
      return (await tx.executeQuery(main.compile())).rows;
    };
    return executor.isTransaction ? runInOrder(executor) : executor.transaction().execute(runInOrder);
  }
  const statement = withStatements(
    writes.map((write, i) => [`write_${i}`, write]),
    main,
  );
  return (await executor.executeQuery<Row>(statement)).rows;
}

/**
 * PostgreSQL: one statement of `ctes` (named data-modifying CTEs) and `main`. Each part numbers its
 * placeholders from $1; in the one statement the part with the most parameters keeps its numbers (its text
 * is left as it is: scanning a long INSERT was not free) and the others' follow, in order.
 */
function withStatements<Row>(ctes: [string, Compilable][], main: Compilable<Row>): CompiledQuery<Row> {
  const parts = [...ctes.map(([, query]) => query.compile()), main.compile()];
  const largest = parts.reduce(
    (best, part, i) => (part.parameters.length > parts[best]!.parameters.length ? i : best),
    0,
  );
  const parameters: unknown[] = [...parts[largest]!.parameters];
  const texts = parts.map((part, i) => {
    if (i === largest) return part.sql;
    const offset = parameters.length;
    let placeholders = 0;
    const text = part.sql.replace(/\$(\d+)/g, (_, n: string) => {
      placeholders++;
      return `$${Number(n) + offset}`;
    });
    if (placeholders !== part.parameters.length) {
      throw new Error('a statement run together has text that reads as a placeholder');
    }
    parameters.push(...part.parameters);
    return text;
  });
  const mainText = texts.pop()!;
  if (/^with\b/i.test(mainText)) throw new Error('the main statement run together has a WITH of its own');
  if (parameters.length > MAX_PARAMETERS) {
    throw new Error(`${parameters.length} parameters in one statement, over PostgreSQL's ${MAX_PARAMETERS}`);
  }
  const withText = ctes.map(([name], i) => `"${name}" as (${texts[i]})`).join(', ');
  return CompiledQuery.raw(`with ${withText} ${mainText}`, parameters);
}

type TableName = Extract<keyof Schema, string>;

/** A row with a value for every column (null where there is none): the batch inserts take their columns from it. */
export type FullRow<T extends TableName> = Required<Insertable<Schema[T]>>;

/** Rows to insert into one table, each with a value for every column. */
export type TableRows = { [T in TableName]: { table: T; rows: readonly FullRow<T>[] } }[TableName];

/**
 * Writes `inserts` only if `guard` (an UPDATE … RETURNING, a compare-and-set on some row) updates a row, all
 * in one transaction; returns the guard's rows, none if nothing was written. On PostgreSQL it is a single
 * statement in a transaction of its own, one round trip instead of a BEGIN, the statements and a COMMIT:
 * the guard is a CTE and each insert reads its rows from one JSON parameter (`json_populate_recordset`, typed
 * by the table) only if the guard returned one. On SQLite, whose CTEs cannot write, they run one after
 * another in a transaction.
 *
 * Inserts that break a constraint fail the whole (a unique violation, as with any INSERT), guard included.
 */
export async function writeIfGuarded<Row>(
  db: Db,
  guard: Compilable<Row>,
  inserts: TableRows[],
): Promise<Row[]> {
  if (db.isTransaction) throw new Error('writeIfGuarded runs in a transaction of its own');
  const nonEmpty = inserts.filter((insert) => insert.rows.length > 0);
  if (!isPostgres(db)) {
    return db.transaction().execute(async (tx) => {
      const { rows } = await tx.executeQuery(guard.compile());
      if (rows.length > 0) {
        for (const { table, rows: values } of nonEmpty)
          await tx.executeQuery(valuesInsert(tx, table, values).compile());
      }
      return rows;
    });
  }
  const statement = withStatements(
    [
      ['guard', guard],
      ...nonEmpty.map((insert, i): [string, Compilable] => [`write_${i}`, insertFromJson(insert)]),
    ],
    { compile: () => SELECT_GUARD },
  );
  // Its parts are compiled once, the guard per count: a bounded set of texts, unlike the products of counts
  // `runTogether` can make (which run unnamed).
  prepareOnServer(statement.sql);
  return (await db.executeQuery<Row>(statement)).rows;
}

const SELECT_GUARD = CompiledQuery.raw('select * from "guard"');

/** Per table and columns: the INSERT's text, and each column's name, the key of its value in a row's JSON. */
const jsonInserts = new Map<string, { text: string; keys: string[] }>();

/** PostgreSQL: the INSERT of `rows` from one JSON parameter, written only if the CTE "guard" returned a row. */
function insertFromJson({ table, rows }: TableRows): Compilable {
  const columns = Object.keys(rows[0]!);
  const shape = `${table} ${columns.join(' ')}`;
  let insert = jsonInserts.get(shape);
  if (!insert) {
    const names = columns.map((column) => naming.databaseName(column));
    const tableName = `"${naming.databaseName(table)}"`;
    const columnNames = names.map((name) => `"${name}"`).join(', ');
    insert = {
      text:
        `insert into ${tableName} (${columnNames}) select ${columnNames} ` +
        `from json_populate_recordset(null::${tableName}, $1) where exists (select from "guard")`,
      keys: names,
    };
    jsonInserts.set(shape, insert);
  }
  const { text, keys } = insert;
  // Plain loops, here and in `valuesInsert`: `flatMap`, `map` and `fromEntries` cost microseconds a row.
  const json = JSON.stringify(
    rows.map((row) => {
      const named: Record<string, unknown> = {};
      for (let c = 0; c < keys.length; c++) named[keys[c]!] = (row as Record<string, unknown>)[columns[c]!];
      return named;
    }),
  );
  const compiled = CompiledQuery.raw(text, [json]);
  return { compile: () => compiled };
}

/** `valuesInsert`'s statements, per table and columns. */
const valuesInserts = new Map<string, ReturnType<typeof compiledPerCount>>();

/**
 * The INSERT of `rows` (a `TableRows`: one shape) into `table`, not yet run, compiled once per table, columns
 * and row count (`compiledPerCount`): Kysely spent more building and compiling a 20-mark INSERT (16 values a
 * mark) than SQLite spent running it. It binds what Kysely's own INSERT of the same rows binds.
 */
export function valuesInsert<T extends TableName>(
  executor: Executor,
  table: T,
  rows: readonly FullRow<T>[],
): Compilable {
  const columns = Object.keys(rows[0]!) as (keyof FullRow<T>)[];
  const shape = `${table} ${columns.join(' ')}`;
  let insert = valuesInserts.get(shape);
  if (!insert) {
    // Only the shape is compiled in: every value becomes a placeholder (nulls too).
    const shapeOfARow = Object.fromEntries(columns.map((column) => [column, null]));
    insert = compiledPerCount((builder, count) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a generic table name defeats Kysely's typing; the caller's types hold
      (builder as Kysely<any>).insertInto(table).values(new Array(count).fill(shapeOfARow)),
    );
    valuesInserts.set(shape, insert);
  }
  const parameters: unknown[] = new Array(rows.length * columns.length);
  let p = 0;
  for (const row of rows) for (const column of columns) parameters[p++] = row[column];
  return insert(executor, rows.length, parameters);
}

/**
 * A fixed-shape query compiled once, run with new parameters (in the order the query binds them) on the
 * database or inside a transaction. Building and compiling a query costs Kysely about 30 µs, more than an
 * indexed lookup costs SQLite: worth it on the few queries run for every request or every delivery, such as
 * the API key lookup.
 */
export function preparedQuery<Row>(
  query: Compilable<Row>,
): (executor: Executor, ...parameters: unknown[]) => Promise<Row[]> {
  const { sql: text } = query.compile();
  prepareOnServer(text);
  return async (executor, ...parameters) =>
    (await executor.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
}

/**
 * A statement whose shape depends on a count (an `in (…)` list of `count` items, as `batchedLookup` makes, or
 * an INSERT of `count` rows, as `valuesInsert` makes), compiled once per count and Kysely instance when first
 * used, and bound to new parameters (in the order it binds them). It runs as it is or as a part of
 * `runTogether`. Building and compiling costs Kysely about 30 µs for a small query, and more than SQLite
 * spends running an INSERT of 20 rows. The compiled text is kept per adapter, which a transaction shares with
 * its database; an executor that compiles differently (`withPlugin`, `withSchema`) would need its own.
 */
export function compiledPerCount<Row>(
  build: (executor: Executor, count: number) => Compilable<Row>,
): (executor: Executor, count: number, parameters: unknown[]) => Compilable<Row> {
  const texts = new WeakMap<object, Map<number, string>>();
  return (executor, count, parameters) => {
    const adapter = executor.getExecutor().adapter;
    let byCount = texts.get(adapter);
    if (!byCount) texts.set(adapter, (byCount = new Map<number, string>()));
    let text = byCount.get(count);
    if (text === undefined) {
      byCount.set(count, (text = build(executor, count).compile().sql));
      prepareOnServer(text);
    }
    const compiled = CompiledQuery.raw(text, parameters) as CompiledQuery<Row>;
    return { compile: () => compiled };
  };
}

/** `preparedQuery` for a query whose shape depends on a count (see `compiledPerCount`). */
export function preparedQueryPerCount<Row>(
  build: (executor: Executor, count: number) => Compilable<Row>,
): (executor: Executor, count: number, parameters: unknown[]) => Promise<Row[]> {
  const bound = compiledPerCount(build);
  return async (executor, count, parameters) =>
    (await executor.executeQuery(bound(executor, count, parameters).compile())).rows;
}
