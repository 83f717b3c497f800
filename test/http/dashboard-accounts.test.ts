import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';

let t: TestApp;
let withRedis: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  withRedis = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' }, t.storage);
});
afterAll(async () => {
  await withRedis.close();
  await t.close();
});

/** An address of its own for each test: the sign-in limits count per address, in Redis across runs too. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

interface Signed {
  cookie: string;
  csrf: string;
}

function signInRequest(app: TestApp, credentials: { email: string; password: string }, ip = freshIp()) {
  return app.request({
    method: 'POST',
    url: '/dashboard/api/session',
    remoteAddress: ip,
    payload: credentials,
  });
}

async function signIn(credentials: { email: string; password: string }): Promise<Signed> {
  const response = await signInRequest(t, credentials);
  expect(response.statusCode, response.body).toBe(201);
  return signedOf(response);
}

function signedOf(response: LightMyRequestResponse): Signed {
  return {
    cookie: String(response.headers['set-cookie']).split(';', 1)[0]!,
    csrf: response.json<{ csrfToken: string }>().csrfToken,
  };
}

const statusCounts = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
};

describe.each([
  ['in memory', () => t],
  ['in Redis', () => withRedis],
])('sign-in attempts are counted before the password is judged (%s)', (_, app) => {
  it('200 wrong passwords at once: 5 are judged (401), the rest 429, and a right one among them is refused', async () => {
    const tenant: SeededTenant = await app().seedTenant();
    const attempts = Array.from({ length: 200 }, (_, i) =>
      i === 150 ? tenant.admin : { email: tenant.admin.email, password: `wrong-${i}` },
    );
    // Each from an address of its own, so that only the account's limit is at work.
    const responses = await Promise.all(attempts.map((attempt) => signInRequest(app(), attempt)));
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 195 });
    expect(responses[150]!.statusCode).toBe(429);
    expect(problem(responses[150]!).code).toBe('rate_limited');
    expect(responses.some((response) => response.headers['set-cookie'])).toBe(false);
  });

  it('200 wrong passwords at once from one address, each for another account: 20 are judged', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signInRequest(app(), { email: `nobody-${i}-${ip}@example.com`, password: 'wrong password' }, ip),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 401: 20, 429: 180 });
  });
});

describe('sign-in attempts', () => {
  it('a successful sign-in does not use up the allowance', async () => {
    const tenant = await t.seedTenant();
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await signInRequest(t, tenant.admin, ip)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      const wrong = await signInRequest(t, { email: tenant.admin.email, password: 'wrong' }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    expect((await signInRequest(t, tenant.admin, ip)).statusCode).toBe(429);
  });
});

/** A dashboard call with the session's cookie and CSRF token. */
function call(
  session: Signed,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  environment?: 'live' | 'test',
) {
  return t.request({
    method,
    url: `/dashboard/api${url}`,
    headers: {
      cookie: session.cookie,
      ...(method !== 'GET' ? { 'x-csrf-token': session.csrf } : {}),
      ...(environment ? { 'pontual-environment': environment } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** The tenant-wide actions of a page of the audit log, oldest first (the keys the test makes are left out). */
const tenantActions = (entries: AuditRow[]) =>
  entries.filter((entry) => entry.action !== null && !entry.action.startsWith('api_key.')).reverse();

interface AuditRow {
  action: string | null;
  actorType: string;
  userId: string | null;
  path: string;
  status: number;
  ip: string;
}

describe('the tenant’s audit log shows its dashboard sign-ins, users and company changes', () => {
  it('in both environments, through the dashboard and through /v1, with failed and locked sign-ins', async () => {
    const tenant = await t.seedTenant();
    const ip = freshIp();
    const session = await signIn(tenant.admin);
    const me = (await call(session, 'GET', '/session')).json<{ user: { id: string } }>().user;
    const added = await call(session, 'POST', '/users', {
      email: `ana-${ip}@example.com`,
      password: 'a first password',
      role: 'viewer',
    });
    expect(added.statusCode).toBe(201);
    expect((await call(session, 'PATCH', '/company', { name: 'Padaria Nova Ltda' })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      await signInRequest(t, { email: tenant.admin.email, password: `wrong-${i}` }, ip);
    }

    const expected = [
      { action: 'user.signed_in', actorType: 'user', userId: me.id, status: 200 },
      { action: 'user.created', actorType: 'user', userId: me.id, path: `/users/${added.json().id}` },
      { action: 'company.updated', actorType: 'user', userId: me.id },
      ...Array.from({ length: 5 }, () => ({
        action: 'user.sign_in_failed',
        actorType: 'anonymous',
        userId: null,
        path: `/users/${me.id}`,
        status: 401,
        ip,
      })),
      { action: 'user.sign_in_locked', actorType: 'anonymous', path: `/users/${me.id}`, status: 429, ip },
    ];
    for (const environment of ['live', 'test'] as const) {
      const shown = await call(session, 'GET', '/v1/audit-log?limit=100', undefined, environment);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(tenantActions(shown.json<AuditRow[]>())).toMatchObject(expected);

      const { key } = await tenant.key({ environment, scopes: ['audit-log:read'] });
      const viaKey = await t.request({ method: 'GET', url: '/v1/audit-log?limit=100', key });
      expect(viaKey.statusCode, viaKey.body).toBe(200);
      expect(tenantActions(viaKey.json<AuditRow[]>())).toMatchObject(expected);
    }
  });

  it('another tenant sees none of them', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant.admin);
    await signInRequest(t, { email: tenant.admin.email, password: 'wrong' });
    const other = await t.seedTenant();
    const { key } = await other.key();
    const entries = (await t.request({ method: 'GET', url: '/v1/audit-log', key })).json<AuditRow[]>();
    expect(entries.filter((entry) => entry.action?.startsWith('user.'))).toEqual([]);
  });

  it('the migration puts actions stored with no environment into both environments’ logs', async () => {
    const { up } = await import('../../src/platform/db/migrations/011-tenant-actions-in-each-environment.js');
    const tenant = await t.seedTenant();
    const db = t.app.deps.database.db;
    const at = Date.now() - 60_000;
    await db
      .insertInto('auditLog')
      .values({
        id: '01900000-0000-7000-8000-000000000001',
        tenantId: tenant.tenantId,
        environment: null,
        actorType: 'user',
        keyId: null,
        userId: null,
        action: 'user.signed_in',
        method: 'DASHBOARD',
        route: 'user.signed_in',
        path: '/users/x',
        status: 200,
        ip: '',
        userAgent: null,
        requestId: 'r-1',
        durationMs: 0,
        createdAt: at,
      })
      .execute();
    await up(db);
    const rows = await db
      .selectFrom('auditLog')
      .selectAll()
      .where('tenantId', '=', tenant.tenantId)
      .where('requestId', '=', 'r-1')
      .orderBy('environment')
      .execute();
    expect(rows).toMatchObject([
      { environment: 'live', action: 'user.signed_in', createdAt: at },
      { environment: 'test', action: 'user.signed_in', createdAt: at, path: '/users/x' },
    ]);
    expect(rows[1]!.id).not.toBe(rows[0]!.id);
  });
});
