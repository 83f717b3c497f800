import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Lists bound as ONE parameter, so that one statement text serves any number of values: SQLite's
 * statement cache keeps one statement for it, and no statement can exceed the engines' caps
 * on parameters (32,766 on SQLite, 65,535 on PostgreSQL). On PostgreSQL the list is an array; on SQLite a
 * JSON text read by `json_each`. docs/decisions/004-webhook-delivery-pipeline.md.
 */

/** `column IN values`: `= any(?)` on PostgreSQL, `in (select value from json_each(?))` on SQLite. */
export function isIn(
  dialect: Dialect,
  column: string,
  values: readonly (string | number)[],
): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${values})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}

/** `column NOT IN values` (true for an empty list): `<> all(?)`, or `not in (select value from json_each(?))`. */
export function isNotIn(
  dialect: Dialect,
  column: string,
  values: readonly (string | number)[],
): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} <> all(${values})`
    : sql<SqlBool>`${sql.ref(column)} not in (select value from json_each(${JSON.stringify(values)}))`;
}

/** A row of a tenant-owned table by its primary key, which leads with the tenant (migration 036). */
export interface TenantKey {
  tenantId: string;
  id: string;
}

/**
 * `(tenant_id, id) IN keys`, the list bound as one parameter: rows found by their primary key, which an `id`
 * alone no longer is (docs/decisions/023).
 */
export function isKeyIn(dialect: Dialect, keys: readonly TenantKey[]): RawBuilder<SqlBool> {
  const rows = keys.map((key) => ({ tenant_id: key.tenantId, id: key.id }));
  return sql<SqlBool>`(${sql.ref('tenantId')}, ${sql.ref('id')}) in (select value ->> 'tenant_id', value ->> 'id'
    from ${jsonRows(dialect, rows)})`;
}

/**
 * `rows` (JSON objects) as a table with one column, `value`, each row one object: use it in a FROM and read
 * its fields as `value ->> 'field'`, cast to the column's type (`->>` answers text on PostgreSQL). On
 * PostgreSQL `jsonb_array_elements`, on SQLite `json_each`.
 */
export function jsonRows(dialect: Dialect, rows: readonly object[]): RawBuilder<unknown> {
  return jsonTextRows(dialect, JSON.stringify(rows));
}

/** `jsonRows` of rows already serialized: `json` is the JSON text of an array of objects. */
export function jsonTextRows(dialect: Dialect, json: string): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`jsonb_array_elements(cast(${json} as jsonb))` : sql`json_each(${json})`;
}

/** A key (an employee's id, say) and a half-open range of integers (instants in ms) to read for it. */
export interface KeyedRange {
  key: string;
  start: number;
  end: number;
}

/**
 * The tail of a SELECT after `from`: `ranges` as a table `w` (columns `key`, `range_start`, `range_end`; one
 * parameter on PostgreSQL, `unnest` of arrays, one JSON text on SQLite) joined to `table` as `alias`, with
 * `where` (which names `w`'s columns) read range by range: each range one index range scan, whatever the
 * statistics say. On PostgreSQL a LATERAL subquery behind `offset 0`, which keeps the planner from
 * flattening it into a join; on SQLite a CROSS JOIN, whose left table is always the outer loop. As a plain
 * join, either planner could read the tenant's whole table against the ranges when its estimates were off
 * (PostgreSQL without statistics: 2.1 s for 25 employees' month at a million marks, 3 ms this way;
 * docs/decisions/037). One statement text serves any number of ranges.
 */
export function eachRange(
  dialect: Dialect,
  ranges: readonly KeyedRange[],
  { table, alias, where }: { table: string; alias: string; where: RawBuilder<SqlBool> },
): RawBuilder<unknown> {
  if (dialect === 'postgres') {
    const column = <T>(pick: (range: KeyedRange) => T) => ranges.map(pick);
    const w = sql`unnest(cast(${column((r) => r.key)} as text[]), cast(${column((r) => r.start)} as bigint[]), cast(${column((r) => r.end)} as bigint[])) as w (key, range_start, range_end)`;
    return sql`${w} cross join lateral (select * from ${sql.table(table)} as ${sql.id(alias)} where ${where} offset 0) as ${sql.id(alias)}`;
  }
  const json = JSON.stringify(ranges.map(({ key, start, end }) => ({ k: key, s: start, e: end })));
  const w = sql`(select value ->> 'k' as key, value ->> 's' as range_start, value ->> 'e' as range_end from json_each(${json})) as w`;
  return sql`${w} cross join ${sql.table(table)} as ${sql.id(alias)} where ${where}`;
}
