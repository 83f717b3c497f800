import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

/** One statement as the driver received it. */
export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
  /** The prepared statement's name on PostgreSQL, when it ran as one (src/platform/db/prepared.ts). */
  name?: string;
}

type Run = (...parameters: unknown[]) => unknown;
const RUNS = ['all', 'get', 'iterate', 'run'] as const;

/** better-sqlite3's Statement prototype, which the module does not export. */
function sqliteStatementPrototype(): Record<(typeof RUNS)[number], Run> {
  const scratch = new BetterSqlite3(':memory:');
  const prototype = Object.getPrototypeOf(scratch.prepare('select 1')) as Record<(typeof RUNS)[number], Run>;
  scratch.close();
  return prototype;
}

/**
 * Records every statement run on either engine from this process, at the driver (pg's `Client#query`,
 * better-sqlite3's statements' runs), below Kysely: statements built once and run as compiled text are seen as
 * well as the builder's, and so are statements SQLite's cache prepared before the capture began. `stop` puts
 * the drivers back.
 */
export function captureStatements(): { statements: CapturedStatement[]; stop: () => void } {
  const statements: CapturedStatement[] = [];
  // The drivers' prototypes are patched in place, so their own signatures (overloads) are kept as they are.
  const statementPrototype = sqliteStatementPrototype();
  const sqliteRuns = RUNS.map((name) => [name, statementPrototype[name]] as const);
  const pgPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const pgQuery = pgPrototype.query;
  pgPrototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') {
      statements.push({ sql: first, parameters: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') {
      const values = 'values' in first && Array.isArray(first.values) ? (first.values as unknown[]) : [];
      const name = 'name' in first && typeof first.name === 'string' ? first.name : undefined;
      statements.push({ sql: first.text, parameters: values, ...(name && { name }) });
    }
    return pgQuery.apply(this, args);
  };
  for (const [name, run] of sqliteRuns) {
    statementPrototype[name] = function (this: BetterSqlite3.Statement, ...parameters: unknown[]) {
      // Kysely binds its values as one array.
      const bound = parameters.length === 1 && Array.isArray(parameters[0]) ? parameters[0] : parameters;
      statements.push({ sql: this.source, parameters: bound as unknown[] });
      return run.apply(this, parameters);
    };
  }
  return {
    statements,
    stop: () => {
      pgPrototype.query = pgQuery;
      for (const [name, run] of sqliteRuns) statementPrototype[name] = run;
    },
  };
}
