import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { CompiledQuery, type DatabaseConnection, Kysely, sql, SqliteDialect, SqliteDriver } from 'kysely';
import type { Config } from '../config.js';
import { naming } from './naming.js';
import type { Database as Schema } from './schema.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

/** The embedded database, SQLite in WAL mode, in `dataDir`. */
export function openSqlite(config: Pick<Config, 'dataDir' | 'sqliteSynchronous'>) {
  const file = sqliteFile(config);
  restrictToOwner(config.dataDir, file);
  return openSqliteFile(file, config.sqliteSynchronous);
}

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

function openSqliteFile(file: string, synchronous: Config['sqliteSynchronous']) {
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
    dialect: 'sqlite' as const,
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
