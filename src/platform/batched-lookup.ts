import { type Selectable, sql, type SqlBool } from 'kysely';
import { type Db, dialectOf } from './db/database.js';
import { isIn, jsonRows } from './db/list-parameters.js';
import type { Database, Environment, TenantScope } from './db/schema.js';
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
 * Reads rows of `table` by tenant, environment and id through `batchedLookup`: the reads asked for together
 * share one query, scoped in the query itself, whose keys are bound as one parameter (list-parameters.ts), so
 * one statement text serves any number of them.
 */
export function scopedRowLookup<T extends ScopedTable>(db: Db, table: T) {
  const dialect = dialectOf(db);
  // Keys are JSON tuples: parsed, they are the three values the query compares, in its order.
  const keyOf = (scope: TenantScope, id: string) => JSON.stringify([scope.tenantId, scope.environment, id]);
  const lookup = batchedLookup(async (keys: string[]) => {
    const tuples = keys.map((key) => JSON.parse(key) as [string, Environment, string]);
    const rows = await db
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- widened from T so that Kysely resolves the columns of either table
      .selectFrom(table as ScopedTable)
      .selectAll()
      // Each column's values as a list too: PostgreSQL plans the JSON rows at a guessed 100 and would scan the
      // table for them; the lists make it an index scan of the primary key, the tuples then pick exact keys.
      .where(isIn(dialect, 'tenantId', [...new Set(tuples.map(([tenantId]) => tenantId))]))
      .where(isIn(dialect, 'environment', [...new Set(tuples.map(([, environment]) => environment))]))
      .where(
        isIn(
          dialect,
          'id',
          tuples.map(([, , id]) => id),
        ),
      )
      .where(
        sql<SqlBool>`(${sql.ref('tenantId')}, ${sql.ref('environment')}, ${sql.ref('id')}) in
          (select value ->> 0, value ->> 1, value ->> 2 from ${jsonRows(dialect, tuples)})`,
      )
      .execute();
    return new Map(rows.map((row) => [keyOf(row, row.id), row as Selectable<Database[T]>]));
  });
  return (scope: TenantScope, id: string) => lookup(keyOf(scope, id));
}
