import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiKeys, revokeApiKey } from '../../src/modules/keys/keys.service.js';
import { runHousekeeping } from '../../src/platform/housekeeping.js';
import { newId } from '../../src/platform/ids.js';
import { createTestApp, problem, testConfig, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

interface Entry {
  id: string;
  keyId: string | null;
  route: string;
  path: string;
  status: number;
  method: string;
  ip: string;
  userAgent: string | null;
  requestId: string;
  durationMs: number;
  actorType: string;
  action: string | null;
  environment: string;
  createdAt: string;
}
const read = async (key: string, query = '') =>
  (await t.request({ method: 'GET', url: `/v1/audit-log${query}`, key })).json<Entry[]>();

describe('audit log', () => {
  it('records allowed and refused requests with every field, newest first, without the query string', async () => {
    const tenant = await t.seedTenant();
    const { key, id } = await tenant.key();
    const { key: weak, id: weakId } = await tenant.key({ scopes: ['employees:read'] });
    const ok = await t.request({
      method: 'GET',
      url: '/v1/employees?q=secret',
      key,
      headers: { 'user-agent': 'payroll/1.0' },
    });
    const forbidden = await t.request({ method: 'GET', url: '/v1/audit-log', key: weak });
    expect(forbidden.statusCode).toBe(403);
    const entries = await read(key);
    const [refusedEntry, allowedEntry] = entries.filter(
      (e) => e.route !== '/v1/audit-log' || e.status === 403,
    );
    expect(allowedEntry).toMatchObject({
      keyId: id,
      actorType: 'api_key',
      environment: 'live',
      method: 'GET',
      route: '/v1/employees',
      path: '/v1/employees',
      status: 200,
      ip: '127.0.0.1',
      userAgent: 'payroll/1.0',
      requestId: ok.headers['request-id'],
    });
    expect(allowedEntry!.durationMs).toBeGreaterThanOrEqual(0);
    expect(refusedEntry).toMatchObject({ keyId: weakId, status: 403, route: '/v1/audit-log' });
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort().reverse());
  });

  it('records a revoked key’s refused requests for its tenant; keyless requests name no tenant', async () => {
    const tenant = await t.seedTenant();
    const { key, id } = await tenant.key();
    const { key: reader } = await tenant.key();
    await revokeApiKey(t.app.deps.database.db, tenant.tenantId, id, { type: 'cli' });
    expect((await t.request({ method: 'GET', url: '/v1/events', key })).statusCode).toBe(401);
    await t.request({ method: 'GET', url: '/v1/events' });
    const entries = await read(reader, `?keyId=${id}`);
    expect(entries.map((e) => [e.status, e.route])).toEqual([[401, '/v1/events']]);
    const all = await read(reader);
    expect(all.every((e) => e.keyId !== null || e.actorType === 'cli')).toBe(true);
  });

  it('CLI actions are recorded: api_key.created and api_key.revoked', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const { id } = await tenant.key();
    await revokeApiKey(t.app.deps.database.db, tenant.tenantId, id, { type: 'cli' });
    const actions = (await read(key)).filter((e) => e.actorType === 'cli').map((e) => [e.action, e.path]);
    expect(actions).toContainEqual(['api_key.revoked', `/api-keys/${id}`]);
    expect(actions).toContainEqual(['api_key.created', `/api-keys/${id}`]);
  });

  it('filters by status and by period (instants and calendar dates); 400 for bad filters', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    await t.request({ method: 'GET', url: '/v1/employees/not-an-id', key });
    const notFound = await read(key, '?status=404');
    expect(notFound.map((e) => e.path)).toEqual(['/v1/employees/not-an-id']);
    const future = await read(
      key,
      `?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future).toEqual([]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    expect((await read(key, `?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    for (const query of [
      '?status=99',
      '?status=abc',
      '?from=yesterday',
      '?keyId=x',
      '?from=2026-11-20&to=2026-11-19',
      '?cursor=%%%',
    ]) {
      const response = await t.request({ method: 'GET', url: `/v1/audit-log${query}`, key });
      expect(response.statusCode, query).toBe(400);
      expect(problem(response).errors?.length).toBeGreaterThan(0);
    }
  });

  it('pages with limit and Link rel="next" until the last page, without gaps or repeats', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    for (let i = 0; i < 6; i++) await t.request({ method: 'GET', url: '/v1/events', key });
    const seen: string[] = [];
    let url: string | undefined = '/v1/audit-log?limit=2&status=200';
    let pages = 0;
    while (url) {
      const response = await t.request({ method: 'GET', url, key });
      seen.push(...response.json<Entry[]>().map((e) => e.id));
      const link = response.headers.link as string | undefined;
      // Relative: no PONTUAL_PUBLIC_URL is set (test/http/paging.test.ts).
      url = link ? /^<(\/v1\/audit-log\?[^>]+)>; rel="next"$/.exec(link)![1] : undefined;
      pages++;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(pages).toBe(Math.ceil(seen.length / 2));
  });

  it('one flush writes every entry, however many INSERTs it takes (100 entries each)', async () => {
    const tenant = await t.seedTenant();
    const { audit, database } = t.app.deps;
    await audit.flush();
    const entries = Array.from({ length: 250 }, (_, i) => ({
      id: newId(),
      tenantId: tenant.tenantId,
      environment: 'live' as const,
      actorType: 'cli' as const,
      keyId: null,
      userId: null,
      action: 'test.flush',
      method: 'POST',
      route: '/test/flush',
      path: '/test/flush',
      status: 200,
      ip: '127.0.0.1',
      userAgent: null,
      requestId: `flush-${i}`,
      durationMs: 1,
      createdAt: Date.now(),
    }));
    // Recorded in one turn of the event loop, so no timer flush comes between: one flush writes all 250.
    for (const entry of entries) audit.record(entry);
    await audit.flush();
    const stored = await database.db
      .selectFrom('auditLog')
      .select('requestId')
      .where('tenantId', '=', tenant.tenantId)
      .where('route', '=', '/test/flush')
      .execute();
    expect(stored.map((entry) => entry.requestId).sort()).toEqual(
      entries.map((entry) => entry.requestId).sort(),
    );
  });

  it('moves lastUsedAt of a key on use', async () => {
    const tenant = await t.seedTenant();
    const { key, id } = await tenant.key();
    await t.request({ method: 'GET', url: '/v1/events', key });
    await t.app.deps.audit.flush();
    const [view] = (await listApiKeys(t.app.deps.database.db, tenant.tenantId)).filter((k) => k.id === id);
    expect(Date.parse(view!.lastUsedAt!)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('keeps buffered entries through a clean shutdown', async () => {
    const other = await createTestApp({}, t.storage);
    const tenant = await other.seedTenant();
    const { key } = await tenant.key();
    const response = await other.request({ method: 'GET', url: '/v1/events', key });
    await other.close();
    const entries = await read(key);
    expect(entries.map((e) => e.requestId)).toContain(response.headers['request-id']);
  });

  it('housekeeping deletes entries past the retention and keeps the rest', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const db = t.app.deps.database.db;
    const old = Date.now() - 400 * 24 * 60 * 60 * 1000;
    const base = {
      tenantId: tenant.tenantId,
      environment: 'live' as const,
      actorType: 'cli' as const,
      keyId: null,
      userId: null,
    };
    const row = {
      ...base,
      action: 'x',
      method: 'CLI',
      route: 'x',
      path: '/x',
      status: 200,
      ip: '',
      userAgent: null,
      durationMs: 0,
    };
    await db
      .insertInto('auditLog')
      .values({ ...row, id: newId(), requestId: 'old', createdAt: old })
      .execute();
    await db
      .insertInto('auditLog')
      .values({ ...row, id: newId(), requestId: 'recent', createdAt: Date.now() })
      .execute();
    const deleted = await runHousekeeping(db, testConfig(t.storage, { PONTUAL_AUDIT_RETENTION_DAYS: '365' }));
    expect(deleted.auditLog).toBeGreaterThanOrEqual(1);
    const requestIds = (await read(key)).map((e) => e.requestId);
    expect(requestIds).toContain('recent');
    expect(requestIds).not.toContain('old');
  });
});
