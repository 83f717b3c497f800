import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAfd } from '../../src/legal/afd.js';
import { runHousekeeping } from '../../src/platform/housekeeping.js';
import {
  createTestApp,
  openTestDatabase,
  problem,
  type SeededTenant,
  type TestApp,
} from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

interface Signed {
  cookie: string;
  csrf: string;
}

async function signIn(tenant: string, email: string, password: string): Promise<Signed> {
  const response = await t.request({
    method: 'POST',
    url: '/dashboard/api/session',
    payload: { tenant, email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const setCookie = String(response.headers['set-cookie']);
  return { cookie: setCookie.split(';', 1)[0]!, csrf: response.json().csrfToken };
}

function call(
  session: Signed | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  csrf = true,
  environment?: 'live' | 'test',
) {
  return t.request({
    method,
    url: `/dashboard/api${url}`,
    headers: {
      ...(session ? { cookie: session.cookie } : {}),
      ...(session && csrf && method !== 'GET' ? { 'x-csrf-token': session.csrf } : {}),
      ...(environment ? { 'pontual-environment': environment } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A call to the dashboard's mirror of /v1, in an environment. */
const mirror = (
  session: Signed,
  environment: 'live' | 'test',
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => call(session, method, `/v1${url}`, payload, true, environment);

async function admin(): Promise<{ tenant: SeededTenant; session: Signed }> {
  const tenant = await t.seedTenant();
  return { tenant, session: await signIn(tenant.tenantId, tenant.admin.email, tenant.admin.password) };
}

describe('dashboard sign-in', () => {
  it('201 sets an HttpOnly, SameSite=Strict session cookie for the dashboard API only; GET /session names the user', async () => {
    const tenant = await t.seedTenant();
    const response = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: { ...tenant.admin, email: tenant.admin.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(201);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^pontual_session=[A-Za-z0-9]{43};/);
    expect(cookie).toContain('Path=/dashboard/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(response.json()).toMatchObject({
      user: { email: tenant.admin.email, role: 'admin' },
      tenant: { id: tenant.tenantId },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    const me = await t.request({
      method: 'GET',
      url: '/dashboard/api/session',
      headers: { cookie: cookie.split(';', 1)[0]! },
    });
    expect(me.json().user.email).toBe(tenant.admin.email);
  });

  it('401 with the same answer for a wrong password and an unknown e-mail', async () => {
    const tenant = await t.seedTenant();
    const wrong = await call(null, 'POST', '/session', {
      tenant: tenant.tenantId,
      email: tenant.admin.email,
      password: 'not the password',
    });
    const unknown = await call(null, 'POST', '/session', {
      tenant: tenant.tenantId,
      email: 'nobody@example.com',
      password: 'whatever12345',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(problem(wrong).code).toBe('invalid_credentials');
    expect(problem(unknown).detail).toBe(problem(wrong).detail);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('429 after 5 failed attempts on an account, even with the right password then', async () => {
    const tenant = await t.seedTenant();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(null, 'POST', '/session', { ...tenant.admin, password: `wrong-${i}` })).statusCode,
      ).toBe(401);
    }
    const blocked = await call(null, 'POST', '/session', tenant.admin);
    expect(blocked.statusCode).toBe(429);
    expect(problem(blocked).code).toBe('rate_limited');
  });

  it('201: failures from another address do not lock the owner out; 429 once 50 from all addresses failed', async () => {
    const tenant = await t.seedTenant();
    const attempt = (remoteAddress: string, password: string) =>
      t.request({
        method: 'POST',
        url: '/dashboard/api/session',
        remoteAddress,
        payload: { ...tenant.admin, password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.9', `wrong-${i}`)).statusCode).toBe(401);
    expect((await attempt('203.0.113.9', tenant.admin.password)).statusCode).toBe(429);
    // The owner, from their own address, still signs in.
    expect((await attempt('198.51.100.20', tenant.admin.password)).statusCode).toBe(201);
    // Guesses spread over many addresses: 50 in all, then the account is closed to every address.
    for (let i = 5; i < 50; i++)
      expect((await attempt(`203.0.113.${100 + Math.floor(i / 5)}`, `wrong-${i}`)).statusCode).toBe(401);
    expect((await attempt('198.51.100.20', tenant.admin.password)).statusCode).toBe(429);
  });

  it('429 after 20 failed attempts from one address, whichever accounts they name', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/dashboard/api/session',
        remoteAddress: ip,
        payload: { tenant: 'no such tenant', email: `nobody-${i}@example.com`, password: 'wrong password' },
      });
      expect(response.statusCode).toBe(401);
    }
    const tenant = await t.seedTenant();
    const blocked = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      remoteAddress: ip,
      payload: tenant.admin,
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: tenant.admin,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('the cookie is Secure when the request came over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ PONTUAL_TRUST_PROXY: '1' }, t.storage);
    try {
      const tenant = await proxied.seedTenant();
      const response = await proxied.request({
        method: 'POST',
        url: '/dashboard/api/session',
        headers: { 'x-forwarded-proto': 'https' },
        payload: tenant.admin,
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('400 for a body that is not the sign-in form', async () => {
    for (const payload of [
      {},
      { email: 'a@b.co' },
      { email: 1, password: 2 },
      { email: 'a@b.co', password: 'x', extra: 1 },
    ]) {
      expect((await call(null, 'POST', '/session', payload)).statusCode).toBe(400);
    }
  });

  it('204 sign-out ends the session: the cookie no longer opens anything', async () => {
    const { session } = await admin();
    expect((await call(session, 'DELETE', '/session')).statusCode).toBe(204);
    expect((await call(session, 'GET', '/keys?environment=live')).statusCode).toBe(401);
  });

  it('401 once the session has expired or sat idle; housekeeping deletes expired sessions', async () => {
    const { tenant, session } = await admin();
    const database = openTestDatabase(t.storage);
    try {
      await database.db
        .updateTable('sessions')
        .set({ expiresAt: Date.now() - 1 })
        .where('tenantId', '=', tenant.tenantId)
        .execute();
      const response = await call(session, 'GET', '/session');
      expect(response.statusCode).toBe(401);
      expect(problem(response).code).toBe('unauthenticated');
      // Idle for more than 2 hours: over, however far the 12-hour limit is.
      const idle = await admin();
      await database.db
        .updateTable('sessions')
        .set({ lastSeenAt: Date.now() - 2 * 60 * 60 * 1000 - 1000 })
        .where('tenantId', '=', idle.tenant.tenantId)
        .execute();
      expect((await call(idle.session, 'GET', '/session')).statusCode).toBe(401);
      const other = await admin();
      await database.db
        .updateTable('sessions')
        .set({ expiresAt: Date.now() - 1 })
        .where('tenantId', '=', other.tenant.tenantId)
        .execute();
      expect((await runHousekeeping(database.db, t.config)).sessions).toBeGreaterThanOrEqual(1);
      const left = await database.db
        .selectFrom('sessions')
        .select('id')
        .where('tenantId', '=', other.tenant.tenantId)
        .execute();
      expect(left).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('dashboard API keys', () => {
  it('201 creates a key shown once that works on /v1 at once; revoking it refuses it at once', async () => {
    const { session } = await admin();
    const created = await call(session, 'POST', '/keys', {
      environment: 'test',
      name: 'ERP',
      scopes: ['employees:read'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { id, key } = created.json();
    expect(key).toMatch(/^pontual_test_/);
    expect((await t.request({ method: 'GET', url: '/v1/employees', key })).statusCode).toBe(200);
    const listed = await call(session, 'GET', '/keys?environment=test');
    expect(listed.json()).toEqual([
      expect.objectContaining({ id, name: 'ERP', scopes: ['employees:read'], status: 'active' }),
    ]);
    expect(listed.body).not.toContain(key);
    expect((await call(session, 'GET', '/keys?environment=live')).json()).toEqual([]);
    expect((await call(session, 'POST', `/keys/${id}/revoke`)).json().status).toBe('revoked');
    const refused = await t.request({ method: 'GET', url: '/v1/employees', key });
    expect(refused.statusCode).toBe(401);
    expect(problem(refused).code).toBe('revoked_api_key');
  });

  it('400 names the fields: a blank name, no scope, an unknown scope, a past expiry', async () => {
    const { session } = await admin();
    const response = await call(session, 'POST', '/keys', {
      environment: 'live',
      name: ' ',
      scopes: ['employees:read', 'root'],
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(
      problem(response)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['expiresAt', 'name', 'scopes']);
  });
});

describe('dashboard security', () => {
  it('403 without the CSRF token or with another session’s token; nothing is created', async () => {
    const { session } = await admin();
    const other = await admin();
    const body = { environment: 'live', name: 'x', scopes: ['employees:read'] };
    const missing = await call(session, 'POST', '/keys', body, false);
    expect(missing.statusCode).toBe(403);
    expect(problem(missing).code).toBe('csrf_failed');
    const foreign = await call({ cookie: session.cookie, csrf: other.session.csrf }, 'POST', '/keys', body);
    expect(foreign.statusCode).toBe(403);
    expect((await call(session, 'GET', '/keys?environment=live')).json()).toEqual([]);
  });

  it("a session of tenant A never sees or revokes tenant B's keys", async () => {
    const a = await admin();
    const b = await admin();
    const bKey = await b.tenant.key();
    expect((await call(a.session, 'GET', '/keys?environment=live')).json()).toEqual([]);
    const revoke = await call(a.session, 'POST', `/keys/${bKey.id}/revoke`);
    expect(revoke.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/employees', key: bKey.key })).statusCode).toBe(200);
    expect((await call(a.session, 'GET', '/users')).json().map((u: { email: string }) => u.email)).toEqual([
      a.tenant.admin.email,
    ]);
  });

  it('a viewer reads but every change is a 403, except signing out', async () => {
    const { tenant, session } = await admin();
    const email = `viewer-${tenant.tenantId.slice(-8)}@example.com`;
    const added = await call(session, 'POST', '/users', {
      email,
      password: 'a long viewer password',
      role: 'viewer',
    });
    expect(added.statusCode).toBe(201);
    const key = await tenant.key();
    const viewer = await signIn(tenant.tenantId, email, 'a long viewer password');
    expect((await call(viewer, 'GET', '/keys?environment=live')).statusCode).toBe(200);
    for (const [url, body] of [
      ['/keys', { environment: 'live', name: 'x', scopes: ['employees:read'] }],
      [`/keys/${key.id}/revoke`, undefined],
      ['/users', { email: 'x@example.com', password: 'another long one', role: 'admin' }],
    ] as const) {
      const response = await call(viewer, 'POST', url, body);
      expect(response.statusCode, url).toBe(403);
      expect(problem(response).code).toBe('forbidden');
    }
    expect((await call(session, 'GET', '/keys?environment=live')).json()[0].status).toBe('active');
    expect((await call(viewer, 'DELETE', '/session')).statusCode).toBe(204);
  });

  it('an API key opens nothing on the dashboard API, and a session cookie opens nothing on /v1', async () => {
    const { tenant, session } = await admin();
    const { key } = await tenant.key();
    const withKey = await t.request({ method: 'GET', url: '/dashboard/api/keys?environment=live', key });
    expect(withKey.statusCode).toBe(401);
    const withCookie = await t.request({
      method: 'GET',
      url: '/v1/employees',
      headers: { cookie: session.cookie },
    });
    expect(withCookie.statusCode).toBe(401);
    expect(problem(withCookie).code).toBe('missing_api_key');
  });

  it('409 for a user e-mail already in use; 400 for a short password', async () => {
    const { tenant, session } = await admin();
    expect(
      (
        await call(session, 'POST', '/users', {
          email: tenant.admin.email,
          password: 'long enough password',
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(409);
    const short = await call(session, 'POST', '/users', {
      email: 'new@example.com',
      password: 'short',
      role: 'viewer',
    });
    expect(short.statusCode).toBe(400);
    expect(problem(short).errors?.[0]?.field).toBe('password');
  });
});

describe('the dashboard mirror of /v1', () => {
  it('serves the API routes for the signed-in user in the environment the header names', async () => {
    const { tenant, session } = await admin();
    const created = await mirror(session, 'test', 'POST', '/employees', { name: 'Ana', cpf: '52998224725' });
    expect(created.statusCode).toBe(201);
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const { key: liveKey } = await tenant.key({ environment: 'live' });
    expect((await t.request({ method: 'GET', url: '/v1/employees', key: testKey })).json()).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/v1/employees', key: liveKey })).json()).toHaveLength(0);
    expect((await mirror(session, 'live', 'GET', '/employees')).json()).toEqual([]);
    const missing = await call(session, 'GET', '/v1/employees');
    expect(missing.statusCode).toBe(400);
    expect(problem(missing).errors?.[0]?.field).toBe('pontual-environment');
  });

  it('records the user as the actor of a decision and in the audit log', async () => {
    const { tenant, session } = await admin();
    const { key } = await tenant.key();
    const employee = (
      await t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: { name: 'Ana', cpf: '52998224725' },
      })
    ).json();
    const adjustment = (
      await t.request({
        method: 'POST',
        url: '/v1/adjustments',
        key,
        payload: {
          type: 'add',
          employeeId: employee.id,
          occurredAt: '2026-11-20T17:00:00-03:00',
          reason: 'Esqueceu',
        },
      })
    ).json();
    const me = (await call(session, 'GET', '/session')).json().user;
    const approved = await mirror(session, 'live', 'POST', `/adjustments/${adjustment.id}/approve`, {
      decisionNote: 'Conferido',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: { type: 'user', id: me.id } });
    const audit = (await mirror(session, 'live', 'GET', '/audit-log?limit=50')).json<
      {
        actorType: string;
        userId: string | null;
        path: string;
      }[]
    >();
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorType: 'user',
        userId: me.id,
        path: `/dashboard/api/v1/adjustments/${adjustment.id}/approve`,
      }),
    );
  });

  it('a viewer reads through the mirror but changes nothing; other tenants stay out of reach', async () => {
    const { tenant, session } = await admin();
    const email = `viewer2-${tenant.tenantId.slice(-8)}@example.com`;
    await call(session, 'POST', '/users', { email, password: 'a long viewer password', role: 'viewer' });
    const viewer = await signIn(tenant.tenantId, email, 'a long viewer password');
    expect((await mirror(viewer, 'live', 'GET', '/employees')).statusCode).toBe(200);
    const refused = await mirror(viewer, 'live', 'POST', '/employees', { name: 'X', cpf: '52998224725' });
    expect(refused.statusCode).toBe(403);
    const other = await admin();
    const theirs = (
      await mirror(other.session, 'live', 'POST', '/employees', { name: 'B', cpf: '52998224725' })
    ).json();
    expect((await mirror(session, 'live', 'GET', `/employees/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await mirror(session, 'live', 'PATCH', `/employees/${theirs.id}`, { name: 'Z' })).statusCode,
    ).toBe(404);
  });

  it('the OpenAPI document lists the API once, under /v1 only', async () => {
    const { tenant } = await admin();
    const { key } = await tenant.key();
    const paths = Object.keys(
      (await t.request({ method: 'GET', url: '/v1/openapi.json', key })).json().paths,
    );
    expect(paths).toContain('/v1/employees');
    expect(paths.filter((p) => p.startsWith('/dashboard'))).toEqual([]);
  });
});

describe('dashboard company settings', () => {
  it('200 a new time zone holds for the very next mark of an employee without a zone of their own', async () => {
    const { tenant, session } = await admin();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const clockIn = () =>
      t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId },
      });
    expect((await clockIn()).json().timezone).toBe('America/Sao_Paulo');
    expect((await call(session, 'PATCH', '/company', { timezone: 'America/Manaus' })).statusCode).toBe(200);
    const after = (await clockIn()).json();
    expect(after).toMatchObject({ timezone: 'America/Manaus', nsr: 3 });
  });

  it('200 changes the employer data the legal files print; 400 names bad fields; a viewer may not', async () => {
    const { tenant, session } = await admin();
    const bad = await call(session, 'PATCH', '/company', {
      document: '123',
      timezone: 'Mars/Base',
      repNumber: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      problem(bad)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['document', 'repNumber', 'timezone']);
    const changed = await call(session, 'PATCH', '/company', {
      name: 'Padaria Conceição Ltda',
      document: '11.222.333/0001-81',
      cei: '123456789012',
      repNumber: '12345678901234567',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Padaria Conceição Ltda',
      document: '11222333000181',
      documentType: 'cnpj',
      cei: '123456789012',
      repNumber: '12345678901234567',
    });
    const { key } = await tenant.key();
    const afdt = await t.request({
      method: 'GET',
      url: '/v1/reports/afdt?from=2026-11-01&to=2026-11-01',
      key,
    });
    expect(afdt.rawPayload.toString('latin1').slice(11, 37)).toBe('11222333000181123456789012');
    // The change is a type-2 record of each environment's REP, in its NSR sequence.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const { key: testKey } = await tenant.key({ environment: 'test' });
    for (const k of [key, testKey]) {
      const afd = await t.request({
        method: 'GET',
        url: `/v1/reports/afd?from=${today}&to=${today}`,
        key: k,
      });
      const records = parseAfd(afd.rawPayload.toString('latin1'));
      expect(records.map((r) => r.type)).toEqual(['1', '2', '9']);
      expect(records[1]).toMatchObject({
        crcValid: true,
        fields: {
          nsr: '000000001',
          documentType: '1',
          document: '11222333000181',
          name: 'Padaria Conceição Ltda',
        },
      });
      expect(records[2]!.fields.type2).toBe('000000001');
    }

    const email = `viewer3-${tenant.tenantId.slice(-8)}@example.com`;
    await call(session, 'POST', '/users', { email, password: 'a long viewer password', role: 'viewer' });
    const viewer = await signIn(tenant.tenantId, email, 'a long viewer password');
    expect((await call(viewer, 'GET', '/company')).json().name).toBe('Padaria Conceição Ltda');
    expect((await call(viewer, 'PATCH', '/company', { name: 'X' })).statusCode).toBe(403);
    const other = await admin();
    expect((await call(other.session, 'GET', '/company')).json().id).toBe(other.tenant.tenantId);
  });
});
