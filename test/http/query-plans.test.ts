import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, TEST_DB, type TestApp } from '../support/harness.js';
import { seedEmployees, seedMonth } from '../support/seed-month.js';
import { type CapturedStatement, captureStatements } from '../support/statement-capture.js';

/**
 * The marks list's deep pages are planned as its first page: a walk of the (tenant, environment, instant, id)
 * index from the cursor, with no sort of the range, before and after the table has statistics (a fresh restore
 * has none; the planner's choices differ between the two). So is the batched read of a clock-in's employee
 * (`scopedRowLookup`): a search by key among a big employer's 5,000 others, never a scan. And a report's batch of
 * employees reads each one's marks and adjustments by an index range of its own (`eachRange`).
 */

let t: TestApp;
let key: string;
let tenantId: string;
/** Employees whose clock-in the lookup's test has run: each run takes the next. */
let lookupRuns = 0;

const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const tenant = await t.seedTenant();
  tenantId = tenant.tenantId;
  ({ key } = await tenant.key());
  const db = t.app.deps.database.db;
  const scope = { tenantId, environment: 'live' as const };
  await seedMonth(db, scope, 60, '2026-10', () => nextCpf());
  await seedMonth(db, scope, 60, '2026-11', () => nextCpf());
  // Another tenant's marks in the same months, which the index's leading column must keep out of the walk.
  const other = await t.seedTenant();
  await seedMonth(db, { tenantId: other.tenantId, environment: 'live' }, 30, '2026-11', () => nextCpf());
  // And a big employer's staff, so that reading an employee by a scan would cost what it would in production.
  const big = await t.seedTenant();
  await seedEmployees(db, { tenantId: big.tenantId, environment: 'live' }, 5_000, Date.now(), () =>
    nextCpf(),
  );
  // Two months of requests in the audit log, a minute apart, and the other tenant's in between.
  for (const [owner, count] of [
    [tenantId, 60 * 24 * 20],
    [other.tenantId, 60 * 24 * 5],
  ] as const) {
    const entries = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      tenantId: owner,
      environment: 'live' as const,
      actorType: 'api_key' as const,
      keyId: null,
      userId: null,
      action: null,
      method: 'GET',
      route: '/v1/employees',
      path: '/v1/employees',
      status: 200,
      ip: '127.0.0.1',
      userAgent: null,
      requestId: newId(),
      durationMs: 1,
      createdAt: OCTOBER.from + i * ((2 * 30 * 24 * 60 * 60_000) / count),
    }));
    for (let i = 0; i < entries.length; i += 500) {
      await db
        .insertInto('auditLog')
        .values(entries.slice(i, i + 500))
        .execute();
    }
  }
}, 120_000);
afterAll(async () => t?.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A clock-in of `employeeId` a minute ago through the API (201), and the statements it ran. */
async function clockInStatements(employeeId: string): Promise<CapturedStatement[]> {
  const capture = captureStatements();
  try {
    const response = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId, occurredAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(response.statusCode, response.body).toBe(201);
  } finally {
    capture.stop();
  }
  return capture.statements;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The statement the route ran on `table`, as the driver received it. */
async function statementOf(url: string, table = 'time_entries'): Promise<CapturedStatement> {
  const capture = captureStatements();
  let response;
  try {
    response = await t.request({ method: 'GET', url, key });
  } finally {
    capture.stop();
  }
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<unknown[]>()).toHaveLength(50);
  const listed = capture.statements.filter(
    (s) => s.sql.includes(`from "${table}"`) && /order by/.test(s.sql),
  );
  expect(listed).toHaveLength(1);
  return listed[0]!;
}

/** The plan's nodes on PostgreSQL; SQLite's EXPLAIN QUERY PLAN lines as nodes of its own shape. */
async function planOf(statement: CapturedStatement): Promise<PlanNode[]> {
  const db = t.app.deps.database.db;
  if (TEST_DB === 'postgres') {
    const explained = await db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    return nodesOf(explained.rows[0]!['QUERY PLAN'][0]!.Plan);
  }
  const lines = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
  );
  return lines.rows.map((line) => ({ 'Node Type': line.detail }));
}

/**
 * PostgreSQL's generic plan of `statement`: the plan a prepared statement keeps after five runs when it costs no
 * more than the custom ones (src/platform/db/prepared.ts), made without looking at the parameters' values.
 */
async function genericPlanOf(statement: CapturedStatement): Promise<PlanNode[]> {
  const db = t.app.deps.database.db;
  // EXECUTE takes its arguments as SQL, not as bound parameters.
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? `array[${value.map(literal).join(', ')}]`
      : typeof value === 'number'
        ? String(value)
        : pg.escapeLiteral(String(value));
  const name = `generic_probe_${process.hrtime.bigint()}`;
  return db.transaction().execute(async (tx) => {
    await sql`set local plan_cache_mode = force_generic_plan`.execute(tx);
    await tx.executeQuery(CompiledQuery.raw(`prepare ${name} as ${statement.sql}`));
    const explained = await tx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(
        `explain (format json) execute ${name}(${statement.parameters.map(literal).join(', ')})`,
      ),
    );
    await tx.executeQuery(CompiledQuery.raw(`deallocate ${name}`));
    return nodesOf(explained.rows[0]!['QUERY PLAN'][0]!.Plan);
  });
}

/** A list, its table, its index and its sort columns, as the route pages it. */
interface List {
  table: 'time_entries' | 'audit_log';
  index: string;
  column: 'occurredAt' | 'createdAt';
  direction: 'asc' | 'desc';
}

const MARKS: List = {
  table: 'time_entries',
  index: 'time_entries_occurred_idx',
  column: 'occurredAt',
  direction: 'asc',
};
const AUDIT: List = {
  table: 'audit_log',
  index: 'audit_log_tenant_created_idx',
  column: 'createdAt',
  direction: 'desc',
};
const snake = { occurredAt: 'occurred_at', createdAt: 'created_at' };

/** A cursor at the row `fraction` of the way through this tenant's rows of `list` in `range`, as the list issues it. */
async function cursorAt(list: List, fraction: number, range: { from: number; to: number }): Promise<string> {
  const db = t.app.deps.database.db;
  const table = list.table === 'time_entries' ? 'timeEntries' : 'auditLog';
  const inRange = db
    .selectFrom(table)
    .where('tenantId', '=', tenantId)
    .where('environment', '=', 'live')
    .where(list.column as never, '>=', range.from as never)
    .where(list.column as never, '<', range.to as never);
  const { count } = await inRange
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const row = (await inRange
    .select([`${list.column} as at` as never, 'id'])
    .orderBy(list.column as never, list.direction)
    .orderBy('id', list.direction)
    .offset(Math.floor(Number(count) * fraction))
    .limit(1)
    .executeTakeFirstOrThrow()) as { at: number; id: string };
  return cursorOf([Number(row.at), row.id]);
}

const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };
const NOVEMBER = { from: Date.parse('2026-11-01T03:00:00Z'), to: Date.parse('2026-12-01T03:00:00Z') };
const OCTOBER = { from: Date.parse('2026-10-01T03:00:00Z'), to: Date.parse('2026-11-01T03:00:00Z') };

function expectIndexWalk(nodes: PlanNode[], list: List) {
  const column = snake[list.column];
  const op = list.direction === 'asc' ? '>' : '<';
  if (TEST_DB === 'postgres') {
    const types = nodes.map((node) => node['Node Type']);
    expect(types, JSON.stringify(nodes)).not.toContain('Sort');
    expect(types).not.toContain('Incremental Sort');
    expect(types).not.toContain('Seq Scan');
    const scans = nodes.filter((node) => /^Index (Only )?Scan( Backward)?$/.test(node['Node Type']));
    expect(
      scans.map((scan) => scan['Index Name']),
      JSON.stringify(nodes),
    ).toEqual([list.index]);
    // The cursor is where the walk starts, not a filter on every row before it.
    expect(scans[0]!['Index Cond']).toContain(`ROW(${column}, id) ${op} ROW(`);
  } else {
    const details = nodes.map((node) => node['Node Type']).join('\n');
    // The range's far bound, when there is one, is a condition of the same walk.
    const walk = new RegExp(
      `USING INDEX ${list.index} \\(tenant_id=\\? AND environment=\\?[^)]* AND \\(${column},id\\)${op}\\(\\?,\\?\\)`,
    );
    expect(details).toMatch(walk);
    expect(details).not.toMatch(/TEMP B-TREE/);
  }
}

describe.each([
  ['without statistics', false],
  ['with statistics', true],
])('Deep pages %s', (_state, analyzed) => {
  beforeAll(async () => {
    if (!analyzed) return;
    const db = t.app.deps.database.db;
    await sql`analyze`.execute(db);
  });

  it('the database is in the state the test names', async () => {
    const db = t.app.deps.database.db;
    const stats =
      TEST_DB === 'postgres'
        ? await sql<{ n: number }>`select count(*)::int as n from pg_stats where tablename = 'time_entries'
            and schemaname = current_schema()`.execute(db)
        : await sql<{
            n: number;
          }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    expect(Number(stats.rows[0]!.n) > 0).toBe(analyzed);
  });

  it('walks the index from the cursor of a deep page, with no sort', async () => {
    const url = `/v1/time-entries?cursor=${await cursorAt(MARKS, 0.9, ALL)}`;
    expectIndexWalk(await planOf(await statementOf(url)), MARKS);
  });

  it('walks the index from the cursor of a deep page in a month, with no sort', async () => {
    const url = `/v1/time-entries?from=2026-11-01&to=2026-11-30&cursor=${await cursorAt(MARKS, 0.9, NOVEMBER)}`;
    expectIndexWalk(await planOf(await statementOf(url)), MARKS);
  });

  it('walks the audit log index from the cursor of a deep page, with no sort', async () => {
    const url = `/v1/audit-log?cursor=${await cursorAt(AUDIT, 0.9, ALL)}`;
    expectIndexWalk(await planOf(await statementOf(url, 'audit_log')), AUDIT);
  });

  it('walks the audit log index from the cursor of a deep page in a month, with no sort', async () => {
    const url = `/v1/audit-log?from=2026-10-01&to=2026-10-31&cursor=${await cursorAt(AUDIT, 0.5, OCTOBER)}`;
    expectIndexWalk(await planOf(await statementOf(url, 'audit_log')), AUDIT);
  });

  it('plans the first page the same way', async () => {
    const statement = await statementOf('/v1/time-entries');
    const nodes = await planOf(statement);
    if (TEST_DB === 'postgres') {
      const types = nodes.map((node) => node['Node Type']);
      expect(types, JSON.stringify(nodes)).not.toContain('Sort');
      expect(nodes.filter((node) => node['Index Name']).map((node) => node['Index Name'])).toEqual([
        'time_entries_occurred_idx',
      ]);
    } else {
      const details = nodes.map((node) => node['Node Type']).join('\n');
      expect(details).toMatch(/INDEX time_entries_occurred_idx/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("reads a clock-in's employee by its key, not by a scan of the employees (scopedRowLookup)", async () => {
    const db = t.app.deps.database.db;
    // Seeded through an appender of its own, and another employee in each describe: the app's appender does
    // not remember this one, so it reads it.
    const employee = await db
      .selectFrom('employees')
      .select('id')
      .where('tenantId', '=', tenantId)
      .orderBy('id')
      .limit(1)
      .offset(lookupRuns++)
      .executeTakeFirstOrThrow();
    const statements = await clockInStatements(employee.id);
    const lookups = statements.filter(
      (s) => /cross join[^]*"employees"/.test(s.sql) && s.sql.includes('->>'),
    );
    expect(lookups).toHaveLength(1);
    const nodes = await planOf(lookups[0]!);
    if (TEST_DB === 'postgres') {
      // The lookup runs prepared: its custom plans and the generic one it may keep must both search by key,
      // the keys the outer loop.
      for (const plan of [nodes, await genericPlanOf(lookups[0]!)]) {
        const onEmployees = plan.filter((node) => node['Relation Name'] === 'employees');
        expect(
          onEmployees.map((node) => node['Node Type']),
          JSON.stringify(plan),
        ).toEqual(['Index Scan']);
        expect(onEmployees[0]!['Index Cond'], JSON.stringify(plan)).toMatch(/\(id = /);
        const loop = plan.find((node) => node['Node Type'] === 'Nested Loop')!;
        expect(loop.Plans![0]!['Node Type']).toBe('Function Scan');
      }
    } else {
      const details = nodes.map((node) => node['Node Type']).join('\n');
      // The primary key, or the tenant's index down to the id (with statistics): a search by the id either way.
      expect(details).toMatch(/SEARCH employees USING (COVERING )?INDEX \S+ \([^)]*\bid=\?\)/);
      expect(details).not.toMatch(/SCAN employees/);
    }
  });

  it("checks a clock-in batch's employees in its write by key, not by a scan of the employees (writeOnHead)", async () => {
    const employee = await t.app.deps.database.db
      .selectFrom('employees')
      .select('id')
      .where('tenantId', '=', tenantId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const writes = (await clockInStatements(employee.id)).filter((s) =>
      /^(with guard as|update "rep_heads")/.test(s.sql),
    );
    expect(writes).toHaveLength(1);
    if (TEST_DB === 'postgres') {
      // Prepared, like the lookup: its custom plan and the generic one both search each employee by key.
      for (const plan of [await planOf(writes[0]!), await genericPlanOf(writes[0]!)]) {
        const onEmployees = plan.filter((node) => node['Relation Name'] === 'employees');
        expect(
          onEmployees.map((node) => node['Node Type']),
          JSON.stringify(plan),
        ).toEqual(['Index Scan']);
        expect(onEmployees[0]!['Index Cond'], JSON.stringify(plan)).toMatch(/\(id = /);
      }
    } else {
      const details = (await planOf(writes[0]!)).map((node) => node['Node Type']).join('\n');
      // By its primary key or its unique CPF: one row either way.
      expect(details).toMatch(/SEARCH employees USING (COVERING )?INDEX \S+ \([^)]*\b(id|cpf)=\?\)/);
      expect(details).not.toMatch(/SCAN employees/);
    }
  });

  it("reads a report's marks and adjustments employee by employee: an index range each, never the tenant's table", async () => {
    const capture = captureStatements();
    let response;
    try {
      response = await t.request({
        method: 'GET',
        url: '/v1/reports/period?from=2026-11-01&to=2026-11-30&format=csv',
        key,
      });
    } finally {
      capture.stop();
    }
    expect(response.statusCode, response.body).toBe(200);
    const reads = capture.statements.filter((s) => /cross join/.test(s.sql));
    // A batch's marks, then its adjustments (the tenant's 60 employees in three batches of a month).
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const read of reads) {
      const nodes = await planOf(read);
      if (TEST_DB === 'postgres') {
        const types = nodes.map((node) => node['Node Type']);
        expect(types, JSON.stringify(nodes)).toContain('Nested Loop');
        expect(types).not.toContain('Hash Join');
        // (The test's adjustments table is empty: with statistics, a scan of it is the cheapest read.)
        const onMarks = nodes.filter((node) => node['Relation Name'] === 'time_entries');
        expect(onMarks.length).toBeGreaterThan(0);
        expect(onMarks.map((node) => node['Node Type'])).not.toContain('Seq Scan');
        // The ranges are the outer side; each range drives a scan of the employee's index.
        const loop = nodes.find((node) => node['Node Type'] === 'Nested Loop')!;
        expect(loop.Plans![0]!['Node Type']).toBe('Function Scan');
      } else {
        const details = nodes.map((node) => node['Node Type']);
        expect(details[0], details.join('\n')).toMatch(/^SCAN json_each/);
        expect(details.join('\n')).toMatch(
          /SEARCH (m|a) USING INDEX (time_entries|adjustments)_employee_idx \(tenant_id=\? AND environment=\? AND employee_id=\?/,
        );
      }
    }
  });

  it('a deep page starts right after its cursor', async () => {
    const cursor = await cursorAt(MARKS, 0.9, NOVEMBER);
    const [occurredAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [number, string];
    const response = await t.request({
      method: 'GET',
      url: `/v1/time-entries?from=2026-11-01&to=2026-11-30&limit=3&cursor=${cursor}`,
      key,
    });
    const expected = await t.app.deps.database.db
      .selectFrom('timeEntries')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('environment', '=', 'live')
      .where((eb) =>
        eb.or([
          eb('occurredAt', '>', occurredAt),
          eb.and([eb('occurredAt', '=', occurredAt), eb('id', '>', id)]),
        ]),
      )
      .where('occurredAt', '<', NOVEMBER.to)
      .orderBy('occurredAt')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(response.json<{ id: string }[]>().map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
  });
});
