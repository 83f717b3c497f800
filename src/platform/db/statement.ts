import { CompiledQuery, InsertQueryNode } from 'kysely';
import { type Db, dialectOf, type Executor } from './database.js';
import { prepared } from './prepared.js';

/**
 * Where a named parameter goes in a statement compiled once. Turned into a value at build time (text, JSON, a
 * number to compare) it would be frozen into the statement, so every such conversion throws.
 */
class Slot {
  constructor(readonly name: string) {}

  private refuse(): never {
    throw new Error(`compileOnce: ${this.name} was used as a value while the statement was built`);
  }

  toJSON(): never {
    this.refuse();
  }

  toString(): never {
    this.refuse();
  }

  valueOf(): never {
    this.refuse();
  }

  [Symbol.toPrimitive](): never {
    this.refuse();
  }
}

/**
 * A statement built and compiled once, its parameters bound by name on each run
 * (docs/decisions/041-compile-once.md). Kysely builds a query as an immutable tree, renames its columns and
 * compiles it on every run: for the hot statements that cost more than the database's own work.
 *
 * `build` gets, for each of `names`, a placeholder typed as the value it stands for, and puts it where that
 * value goes (a comparison, an insert's values), so Kysely type-checks the statement as usual. A placeholder
 * must reach the statement as a parameter, unchanged: one that a builder turns into text (a list encoded at
 * build time, as `isIn` does on SQLite) is refused on the first run. Lists are bound as one parameter built by
 * the caller (list-parameters.ts). Every name needs a value on every run: an `undefined` would bind NULL where
 * a builder leaves the column out. `executor` compiles a `sql` template; a query builder compiles for the
 * database it was built from. The result is marked `prepared`: its text is the same on every run.
 */
export function compileOnce<Params extends object, Row>(
  executor: Executor,
  names: readonly (keyof Params & string)[],
  build: (params: Params) => Buildable<Row>,
): (values: Params) => CompiledQuery<Row> {
  let template: { query: CompiledQuery<Row>; bindings: unknown[] } | undefined;
  return (values) => {
    template ??= compileTemplate(executor, names, build);
    const { query, bindings } = template;
    const parameters = bindings.map((binding) => {
      if (!(binding instanceof Slot)) return binding;
      const value = (values as Record<string, unknown>)[binding.name];
      if (value === undefined) throw new Error(`compileOnce: no value for ${binding.name}: ${query.sql}`);
      return value;
    });
    return prepared(query, parameters);
  };
}

/** A query builder, or a `sql` template (which compiles against an executor). */
interface Buildable<Row> {
  compile(executor: Executor): CompiledQuery<Row>;
}

function compileTemplate<Params extends object, Row>(
  executor: Executor,
  names: readonly string[],
  build: (params: Params) => Buildable<Row>,
) {
  const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)]));
  const query = build(slots as Params).compile(executor);
  const bound = new Set(query.parameters.flatMap((p) => (p instanceof Slot ? [p.name] : [])));
  const lost = names.filter((name) => !bound.has(name));
  if (lost.length > 0 || query.parameters.includes(undefined))
    throw new Error(
      `compileOnce: ${lost.length > 0 ? `${lost.join(', ')} did not reach the statement as parameters` : 'a parameter is not among the names'}: ${query.sql}`,
    );
  return { query, bindings: [...query.parameters] };
}

/**
 * `make(db)`, made once per database: for statements compiled once that a module-level function runs (they
 * are compiled for one database's dialect).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * Inserts rows into a table with one statement text for any number of them. On PostgreSQL one statement
 * reads every row from one JSON parameter (`json_populate_recordset`, keyed by the database's column names),
 * prepared; on SQLite a one-row INSERT compiled once runs for each row: each costs SQLite a little more than
 * its share of a many-row INSERT, and much less than Kysely took to build one. `build` must insert `columns`
 * into `table`, checked on both engines when the inserter is made. Several rows are atomic only in a
 * transaction: on SQLite pass one as `executor`.
 */
export function rowInserter<Row extends object>(
  db: Db,
  table: string,
  columns: Record<keyof Row & string, string>,
  build: (row: Row) => Buildable<unknown>,
): (executor: Executor, rows: readonly Row[]) => Promise<void> {
  const keys = Object.keys(columns) as (keyof Row & string)[];
  const insertOne = compileOnce(db, keys, build);
  const inserted = insertOne(Object.fromEntries(keys.map((key) => [key, null])) as Row).query;
  const names = Object.values<string>(columns);
  if (
    !InsertQueryNode.is(inserted) ||
    inserted.into?.table.identifier.name !== table ||
    inserted.columns?.map((column) => column.column.name).join() !== names.join()
  )
    throw new Error(`rowInserter: build does not insert ${names.join(', ')} into ${table}`);
  if (dialectOf(db) === 'postgres') {
    const text = insertFromJson(table, names, '$1');
    return async (executor, rows) => {
      if (rows.length === 0) return;
      await executor.executeQuery(prepared(CompiledQuery.raw(text, [rowsAsJson(rows, columns)])));
    };
  }
  return async (executor, rows) => {
    for (const row of rows) await executor.executeQuery(insertOne(row));
  };
}

/**
 * PostgreSQL's INSERT of `columns` into `table` from the JSON array of objects in `parameter` (`$n`), keyed by
 * the column names (`rowsAsJson`): one text for any number of rows.
 */
export function insertFromJson(table: string, columns: readonly string[], parameter: string): string {
  const list = columns.join(', ');
  return `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${parameter})`;
}

/** `rows` as one JSON array of objects keyed by the database's column names. */
export function rowsAsJson<Row extends object>(
  rows: readonly Row[],
  columns: Record<keyof Row & string, string>,
): string {
  const entries = Object.entries(columns) as [keyof Row, string][];
  return JSON.stringify(
    rows.map((row) => {
      const named: Record<string, unknown> = {};
      for (const [key, column] of entries) named[column] = row[key];
      return named;
    }),
  );
}
