import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { createTestApp, TEST_DB, type TestApp } from '../support/harness.js';
import { adminSession, invitedWorker, PORTAL_PASSWORD, portalCall } from '../support/portal.js';
import { type CapturedStatement, captureStatements } from '../support/statement-capture.js';

/**
 * Every statement the API runs on a table a tenant owns names the tenant (issue 36, item 7;
 * docs/decisions/023-tenant-leading-schema.md): captured at the driver while representative flows run, each
 * statement that touches such a table must filter by `tenant_id` (or, an INSERT, write it). On a database
 * distributed by tenant, that predicate is what routes a statement to one node.
 */

let t: TestApp;
let tenantTables: string[];

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true' });
  await t.app.ready();
  const db = t.app.deps.database.db;
  const columns =
    TEST_DB === 'postgres'
      ? await sql<{ table: string }>`select table_name as "table" from information_schema.columns
          where table_schema = current_schema() and column_name = 'tenant_id'`.execute(db)
      : await sql<{
          table: string;
        }>`select m.name as "table" from sqlite_master m, pragma_table_info(m.name) c
          where m.type = 'table' and c.name = 'tenant_id'`.execute(db);
  tenantTables = columns.rows.map((row) => row.table);
});
afterAll(async () => t?.close());

/**
 * Statements that resolve who is asking, before any tenant is known: an API key, a dashboard or portal
 * session and a portal invitation are found by the hash of their secret (decision 023: on a distributed
 * database, a table of its own routed by that hash). Their joins still match the tenant, for co-location.
 */
const IDENTITY_LOOKUPS: RegExp[] = [
  /from "api_keys" where "key_hash" (=|in)/,
  /from "sessions" inner join "users" on .* where "sessions"\."id" = (\?|\$1) and/,
  /from "portal_sessions" inner join .* where "portal_sessions"\."id" = (\?|\$1)$/,
  /from "portal_accounts" inner join .* where "portal_accounts"\."invitation_hash" = (\?|\$1)$/,
];

/**
 * The operator's queues, which a background process scans across tenants by design (decision 023); they run
 * whenever their poller wakes, so they can land in any capture.
 */
const OPERATOR_QUEUES: RegExp[] = [/^select "tenant_id", "id" from "afd_imports" where \("status" = /];

/** The tenant-owned tables a statement reads or writes. */
function tablesOf(statement: string): string[] {
  return tenantTables.filter((table) =>
    new RegExp(`(from|join|into|update)\\s+"?${table}"?(\\s|$|\\()`, 'i').test(statement),
  );
}

/**
 * Whether a statement names the tenant: `tenant_id` compared with a value (a parameter, not another column:
 * a join on the tenant routes nothing), or, for an INSERT, the column written.
 */
function namesTheTenant(statement: string): boolean {
  if (/^\s*insert\b/i.test(statement)) return /"?tenant_id"?\s*[,)]/.test(statement);
  return /"?tenant_id"?\s*(=\s*(\?|\$\d+)|in\s*\(|=\s*any)/i.test(statement);
}

/** The statements among `captured` that touch a tenant's table without naming the tenant. */
function unscoped(captured: CapturedStatement[]): string[] {
  const texts = [...new Set(captured.map((statement) => statement.sql))];
  return texts.filter(
    (text) =>
      tablesOf(text).length > 0 &&
      !namesTheTenant(text) &&
      ![...IDENTITY_LOOKUPS, ...OPERATOR_QUEUES].some((allowed) => allowed.test(text)),
  );
}

async function call(key: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

describe('tenant filter on every statement', () => {
  it('the API names the tenant in every statement on a tenant-owned table', async () => {
    expect(tenantTables).toEqual(expect.arrayContaining(['employees', 'time_entries', 'adjustments']));
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const capture = captureStatements();
    try {
      const employeeId = (
        await call(key, 'POST', '/v1/employees', { name: 'Ana Souza', cpf: '529.982.247-25' })
      ).json<{ id: string }>().id;
      await call(key, 'PATCH', `/v1/employees/${employeeId}`, { jobTitle: 'Caixa' });
      const markId = (
        await call(key, 'POST', '/v1/time-entries', { employeeId, occurredAt: '2026-11-16T11:00:00Z' })
      ).json<{ id: string }>().id;
      await call(key, 'POST', '/v1/time-entries', { employeeId, occurredAt: '2026-11-16T20:00:00Z' });
      const adjustmentId = (
        await call(key, 'POST', '/v1/adjustments', {
          type: 'add',
          employeeId,
          occurredAt: '2026-11-16T15:00:00Z',
          reason: 'esqueceu',
        })
      ).json<{ id: string }>().id;
      await call(key, 'POST', `/v1/adjustments/${adjustmentId}/approve`);
      const absenceId = (
        await call(key, 'POST', '/v1/absences', {
          employeeId,
          type: 'vacation',
          from: '2026-11-23',
          to: '2026-11-27',
          reason: 'férias',
        })
      ).json<{ id: string }>().id;
      await call(key, 'POST', `/v1/absences/${absenceId}/approve`);
      const webhookId = (
        await call(key, 'POST', '/v1/webhooks', {
          url: 'https://127.0.0.1:9/hook',
          events: ['employee.created'],
        })
      ).json<{ id: string }>().id;
      for (const url of [
        '/v1/employees',
        `/v1/employees/${employeeId}`,
        '/v1/time-entries?limit=1',
        `/v1/time-entries?from=2026-11-01&to=2026-11-30&employeeId=${employeeId}`,
        `/v1/time-entries/${markId}`,
        '/v1/time-entries/verify',
        '/v1/adjustments',
        '/v1/absences',
        '/v1/events',
        '/v1/webhooks',
        `/v1/webhooks/${webhookId}/deliveries`,
        '/v1/audit-log?limit=5',
        `/v1/employees/${employeeId}/workdays?from=2026-11-16&to=2026-11-30`,
        `/v1/reports/period?employeeId=${employeeId}&from=2026-11-01&to=2026-11-30`,
        '/v1/reports/afd?from=2026-11-01&to=2026-11-30',
        '/v1/reports/afdt?from=2026-11-01&to=2026-11-30',
        '/v1/reports/aej?from=2026-11-01&to=2026-11-30',
      ]) {
        await call(key, 'GET', url);
      }
    } finally {
      capture.stop();
    }
    expect(capture.statements.length).toBeGreaterThan(50);
    // The API key's lookup is one the flows use: it is not a pattern that matches nothing.
    expect(capture.statements.some((s) => IDENTITY_LOOKUPS.some((lookup) => lookup.test(s.sql)))).toBe(true);
    expect(unscoped(capture.statements)).toEqual([]);
  });

  it('the dashboard and the portal name the tenant in every statement on a tenant-owned table', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const capture = captureStatements();
    try {
      const admin = await adminSession(t, tenant);
      const dashboard = async (
        method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        url: string,
        payload?: object,
      ) => {
        const response = await t.request({
          method,
          url: `/dashboard/api${url}`,
          headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'pontual-environment': 'live' },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
        return response;
      };
      await dashboard('GET', '/session');
      await dashboard('GET', '/users');
      const clerk = {
        email: `clerk.${tenant.tenantId.slice(-6)}@example.com`,
        password: 'a long clerk password',
      };
      const clerkId = (await dashboard('POST', '/users', { ...clerk, role: 'viewer' })).json<{ id: string }>()
        .id;
      await adminSession(t, { ...tenant, admin: { ...tenant.admin, ...clerk } });
      await dashboard('PATCH', `/users/${clerkId}`, { role: 'admin' });
      await dashboard('PUT', `/users/${clerkId}/password`, { password: 'another long password' });
      await dashboard('PUT', `/users/${clerkId}/email`, { email: `moved.${clerk.email}` });
      await dashboard('GET', `/v1/audit-log?userId=${clerkId}&outcome=success`);
      await dashboard('DELETE', `/users/${clerkId}/sessions`);
      await dashboard('PATCH', `/users/${clerkId}`, { status: 'disabled' });
      await dashboard('DELETE', `/users/${clerkId}`);
      await dashboard('PUT', '/session/password', {
        currentPassword: tenant.admin.password,
        newPassword: 'the admin’s new password',
      });

      const worker = await invitedWorker(t, tenant, admin, key, 'Ana');
      await call(key, 'POST', '/v1/time-entries', {
        employeeId: worker.id,
        occurredAt: '2026-11-16T11:00:00Z',
      });
      for (const url of [
        '/session',
        '/time-entries?from=2026-11-16&to=2026-11-20',
        '/workdays?from=2026-11-16&to=2026-11-20',
        '/periods',
      ])
        expect((await portalCall(t, worker.session, 'GET', url)).statusCode, url).toBe(200);
      const signedIn = await portalCall(t, null, 'POST', '/session', {
        tenant: tenant.tenantId,
        email: worker.email,
        password: PORTAL_PASSWORD,
      });
      expect(signedIn.statusCode).toBe(201);
      expect((await portalCall(t, worker.session, 'DELETE', '/session')).statusCode).toBe(204);
      await dashboard('DELETE', '/session');
    } finally {
      capture.stop();
    }
    // Every identity lookup is one the flows use: none is a pattern that matches nothing.
    for (const lookup of IDENTITY_LOOKUPS)
      expect(
        capture.statements.some((s) => lookup.test(s.sql)),
        String(lookup),
      ).toBe(true);
    expect(unscoped(capture.statements)).toEqual([]);
  });

  it('fails a statement on a tenant-owned table that lacks the tenant filter, a join on the tenant included', async () => {
    const db = t.app.deps.database.db;
    const capture = captureStatements();
    try {
      await db.selectFrom('employees').select('id').where('cpf', '=', '52998224725').execute();
      await db
        .selectFrom('timeEntries')
        .innerJoin('employees', 'employees.id', 'timeEntries.employeeId')
        .select('timeEntries.id')
        .where('employees.name', '=', 'Ana Souza')
        .execute();
      await db
        .selectFrom('timeEntries')
        .innerJoin('employees', (join) =>
          join
            .onRef('employees.id', '=', 'timeEntries.employeeId')
            .onRef('employees.tenantId', '=', 'timeEntries.tenantId'),
        )
        .select('timeEntries.id')
        .where('employees.name', '=', 'Ana Souza')
        .execute();
      await db.selectFrom('employees').select('id').where('tenantId', '=', 'a tenant').execute();
    } finally {
      capture.stop();
    }
    const flagged = unscoped(capture.statements);
    expect(flagged).toHaveLength(3);
    expect(flagged[0]).toMatch(/from "employees" where "cpf"/);
    expect(flagged[1]).toMatch(
      /from "time_entries" inner join "employees" on "employees"."id" = "time_entries"."employee_id" where/,
    );
    // A join on the tenant co-locates, but names no tenant: it would run on every node.
    expect(flagged[2]).toMatch(
      /inner join "employees" on .* and "employees"."tenant_id" = "time_entries"."tenant_id" where/,
    );
  });
});

/** A table's primary key and its foreign keys, each with its columns in order. */
interface TableKeys {
  table: string;
  key: string[];
  references: { parent: string; columns: string[]; parentColumns: string[] }[];
}

/** The keys of every tenant-owned table, as the migrated database has them. */
async function keysOfTenantTables(): Promise<TableKeys[]> {
  const db = t.app.deps.database.db;
  if (TEST_DB === 'postgres') {
    const columnsOf = (keys: 'conkey' | 'confkey', table: 'conrelid' | 'confrelid') =>
      sql.raw(`array_to_string(array(select a.attname from unnest(c.${keys}) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.${table} and a.attnum = k.n order by k.i), ',')`);
    const constraints = await sql<{
      table: string;
      type: string;
      parent: string;
      columns: string;
      parentColumns: string;
    }>`
      select c.conrelid::regclass::text as table, c.contype as type, c.confrelid::regclass::text as parent,
        ${columnsOf('conkey', 'conrelid')} as columns, ${columnsOf('confkey', 'confrelid')} as parent_columns
      from pg_constraint c
      where c.connamespace = current_schema()::regnamespace and c.contype in ('p', 'f')`.execute(db);
    return tenantTables.map((table) => {
      const own = constraints.rows.filter((row) => row.table === table);
      return {
        table,
        key: own.find((row) => row.type === 'p')?.columns.split(',') ?? [],
        references: own
          .filter((row) => row.type === 'f')
          .map((row) => ({
            parent: row.parent,
            columns: row.columns.split(','),
            parentColumns: row.parentColumns.split(','),
          })),
      };
    });
  }
  return Promise.all(
    tenantTables.map(async (table) => {
      const key = await sql<{ name: string }>`select name from pragma_table_info(${table})
        where pk > 0 order by pk`.execute(db);
      const references = await sql<{ id: number; parent: string; from: string; to: string }>`
        select id, "table" as parent, "from", "to" from pragma_foreign_key_list(${table})
        order by id, seq`.execute(db);
      const ids = [...new Set(references.rows.map((row) => row.id))];
      return {
        table,
        key: key.rows.map((row) => row.name),
        references: ids.map((id) => {
          const columns = references.rows.filter((row) => row.id === id);
          return {
            parent: columns[0]!.parent,
            columns: columns.map((row) => row.from),
            parentColumns: columns.map((row) => row.to),
          };
        }),
      };
    }),
  );
}

/** The unique indexes of the tenant-owned tables (primary keys included), each as `table(column, …)`. */
async function uniqueIndexesOfTenantTables(): Promise<string[]> {
  const db = t.app.deps.database.db;
  const indexes =
    TEST_DB === 'postgres'
      ? (
          await sql<{ table: string; columns: string }>`
            select t.relname as table, array_to_string(array(select a.attname
              from unnest(x.indkey::int2[]) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n order by k.i), ', ') as columns
            from pg_index x join pg_class t on t.oid = x.indrelid
            where x.indisunique and t.relnamespace = current_schema()::regnamespace`.execute(db)
        ).rows
      : (
          await sql<{ table: string; columns: string }>`
            select m.name as "table", (select group_concat(c.name, ', ') from
              (select name from pragma_index_info(l.name) order by seqno) c) as columns
            from sqlite_master m, pragma_index_list(m.name) l
            where m.type = 'table' and l."unique" = 1`.execute(db)
        ).rows;
  return indexes
    .filter((index) => tenantTables.includes(index.table))
    .map((index) => `${index.table}(${index.columns})`);
}

describe('keys lead with the tenant (migration 036)', () => {
  it("every tenant-owned table's primary key starts with tenant_id, and every reference to one carries it", async () => {
    const tables = await keysOfTenantTables();
    expect(tables.length).toBeGreaterThan(30);
    // The audit log keeps `id` alone: a failed sign-in with an unknown key belongs to no tenant (decision 023).
    expect(tables.filter(({ key }) => key[0] !== 'tenant_id').map(({ table }) => table)).toEqual([
      'audit_log',
    ]);
    const toTenantTables = tables.flatMap(({ table, references }) =>
      references
        .filter((reference) => tenantTables.includes(reference.parent))
        .map((reference) => ({ table, ...reference })),
    );
    expect(toTenantTables).toContainEqual({
      table: 'adjustments',
      parent: 'time_entries',
      columns: ['tenant_id', 'time_entry_id'],
      parentColumns: ['tenant_id', 'id'],
    });
    const withoutTheTenant = toTenantTables.filter(
      ({ columns, parentColumns }) =>
        columns.indexOf('tenant_id') === -1 || parentColumns[columns.indexOf('tenant_id')] !== 'tenant_id',
    );
    expect(withoutTheTenant).toEqual([]);
  });

  it('every unique index of a tenant-owned table leads with tenant_id, but the lookups by a hash', async () => {
    const uniques = await uniqueIndexesOfTenantTables();
    expect(uniques).toContain('webhook_jobs(tenant_id, webhook_id, event_id)');
    // The secrets' hashes that find their tenant (decision 023), and the audit log's key (see above).
    expect(uniques.filter((index) => !index.includes('(tenant_id')).sort()).toEqual([
      'api_keys(key_hash)',
      'audit_log(id)',
      'portal_accounts(invitation_hash)',
      'portal_sessions(id)',
      'sessions(id)',
    ]);
  });

  it("refuses a row that refers to another tenant's: an adjustment of one tenant on another's mark", async () => {
    const db = t.app.deps.database.db;
    const owner = await t.seedTenant();
    const { key } = await owner.key();
    const ownerEmployee = await t.hire(key);
    const markId = (
      await call(key, 'POST', '/v1/time-entries', {
        employeeId: ownerEmployee,
        occurredAt: '2026-11-16T11:00:00Z',
      })
    ).json<{ id: string }>().id;
    const other = await t.seedTenant();
    const otherEmployee = await t.hire((await other.key()).key);
    const adjustment = (tenantId: string, employeeId: string) =>
      sql`insert into adjustments (id, tenant_id, environment, employee_id, type, time_entry_id, reason, status,
          requested_by_type, requested_by_id, created_at)
        values (${newId()}, ${tenantId}, 'live', ${employeeId}, 'disregard', ${markId}, 'x', 'pending', 'api_key',
          'k', 0)`.execute(db);
    await expect(adjustment(other.tenantId, otherEmployee)).rejects.toThrow(/foreign key/i);
    // The same statement with the mark's own tenant and employee is accepted: only the tenant made it fail.
    await expect(adjustment(owner.tenantId, ownerEmployee)).resolves.toBeDefined();
  });
});
