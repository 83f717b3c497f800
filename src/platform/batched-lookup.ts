import { type CompiledQuery, type Selectable, sql } from 'kysely';
import { type Db, dialectOf } from './db/database.js';
import { compileOnce } from './db/statement.js';
import type { Database, TenantScope } from './db/schema.js';
import { settleWithin } from './timeout.js';

interface Waiter<Value> {
  resolve(value: Value | undefined): void;
  reject(error: unknown): void;
}

/** How long one batch's query may take before its readers fail (503) and the next batch goes ahead. */
const BATCH_TIMEOUT_MS = 10_000;

/**
 * Reads by key with one query in flight at a time: the keys asked for in the same turn of the event loop,
 * or while a query runs, are read together by the next one. Under load a read costs a fraction of a round
 * trip, yet every read still starts after it was asked for, so it sees every write committed before
 * (nothing is cached). At most `maxBatch` keys go in one query, which bounds its size. A query that hangs (a dead connection) fails its own readers after `BATCH_TIMEOUT_MS` rather
 * than holding up every later read.
 */
export function batchedLookup<Key, Value>(
  load: (keys: Key[]) => Promise<Map<Key, Value>>,
  maxBatch = 32,
): (key: Key) => Promise<Value | undefined> {
  const waiting = new Map<Key, Waiter<Value>[]>();
  let running = false;

  const run = async () => {
    while (waiting.size > 0) {
      const keys = [...waiting.keys()].slice(0, maxBatch);
      const batch = keys.map((key) => [key, waiting.get(key)!] as const);
      keys.forEach((key) => waiting.delete(key));
      try {
        const found = await settleWithin(load(keys), BATCH_TIMEOUT_MS);
        for (const [key, waiters] of batch) waiters.forEach((w) => w.resolve(found.get(key)));
      } catch (error) {
        for (const [, waiters] of batch) waiters.forEach((w) => w.reject(error));
      }
    }
    running = false;
  };

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (running) return;
      running = true;
      // Not at once: the keys asked for in this turn of the event loop go in the first query (on SQLite,
      // whose queries never yield to the event loop, nothing else would ever join it).
      setImmediate(() => void run());
    });
}

/** Tables whose rows belong to a tenant and environment and have an `id`. */
type ScopedTable = 'employees' | 'webhooks';

/**
 * Reads rows of `table` (their `columns`, or every column) by tenant, environment and id through
 * `batchedLookup`: the reads asked for together share one query, scoped in the query itself, whose keys are
 * bound as one JSON parameter, so one statement text, compiled once (`compileOnce`), serves any number of
 * them and PostgreSQL keeps it prepared. The keys are the outer loop, each one search of the table by its
 * key, whatever the statistics say and in the generic plan a prepared statement keeps: on PostgreSQL a
 * LATERAL subquery behind `offset 0`, which the planner cannot flatten into a join; on SQLite a CROSS JOIN,
 * whose left table is always the outer loop (as `eachRange`, list-parameters.ts).
 */
export function scopedRowLookup<
  T extends ScopedTable,
  C extends keyof Selectable<Database[T]> & string = keyof Selectable<Database[T]> & string,
>(db: Db, table: T, columns?: readonly C[]) {
  // Both tables have these columns, which the generic Selectable does not show.
  type Row = Pick<Selectable<Database[T]>, C> & TenantScope & { id: string };
  // Keys are JSON tuples: the three values the query compares, in its order.
  const keyOf = (scope: TenantScope, id: string) => JSON.stringify([scope.tenantId, scope.environment, id]);
  const matches = sql`${sql.ref(`${table}.tenantId`)} = k.value ->> 0
    and ${sql.ref(`${table}.environment`)} = k.value ->> 1 and ${sql.ref(`${table}.id`)} = k.value ->> 2`;
  // The columns asked for (and the key's), or every one: PostgreSQL describes each column of each answer,
  // which pg turns into a parser per column, so a wide row read often costs by its width.
  const selection = (alias: string) =>
    columns
      ? sql.join(
          [...new Set(['tenantId', 'environment', 'id', ...columns])].map((column) =>
            sql.ref(`${alias}.${column}`),
          ),
        )
      : sql`${sql.table(alias)}.*`;
  let statement: (keysJson: string, tenants: string[]) => CompiledQuery<Row>;
  if (dialectOf(db) === 'postgres') {
    // The tenants outside the subquery: inside, the planner weighed them in choosing the index.
    const compiled = compileOnce(
      db,
      ['keys', 'tenants'],
      (p: { keys: string; tenants: string[] }) => sql<Row>`select ${selection('t')}
        from jsonb_array_elements(cast(${p.keys} as jsonb)) as k cross join lateral
        (select * from ${sql.table(table)} where ${matches} offset 0) as t
        where ${sql.ref('t.tenantId')} = any(${p.tenants})`,
    );
    statement = (keys, tenants) => compiled({ keys, tenants });
  } else {
    const compiled = compileOnce(
      db,
      ['keys', 'tenants'],
      (p: { keys: string; tenants: string }) => sql<Row>`select ${selection(table)}
        from json_each(${p.keys}) as k cross join ${sql.table(table)} where ${matches}
        and ${sql.ref(`${table}.tenantId`)} in (select value from json_each(${p.tenants}))`,
    );
    statement = (keys, tenants) => compiled({ keys, tenants: JSON.stringify(tenants) });
  }
  const lookup = batchedLookup(async (keys: string[]) => {
    const keysJson = `[${keys.join(',')}]`;
    // The tenants as a list too: the predicate a database distributed by tenant routes by (decision 023).
    const tenants = [...new Set((JSON.parse(keysJson) as string[][]).map(([tenantId]) => tenantId!))];
    const { rows } = await db.executeQuery(statement(keysJson, tenants));
    return new Map(rows.map((row) => [keyOf(row, row.id), row]));
  });
  return (scope: TenantScope, id: string) => lookup(keyOf(scope, id));
}
