import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/platform/db/database.js';
import { isUniqueViolation } from '../../src/platform/db/errors.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import {
  createStorage,
  createTestApp,
  problem,
  type SeededTenant,
  testConfig,
  type TestApp,
} from '../support/harness.js';
import { migrateThrough } from '../support/migrations.js';

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

interface Credentials {
  tenant: string;
  email: string;
  password: string;
}

function signInRequest(app: TestApp, credentials: Credentials, ip = freshIp()) {
  return app.request({
    method: 'POST',
    url: '/dashboard/api/session',
    remoteAddress: ip,
    payload: credentials,
  });
}

async function signIn(credentials: Credentials): Promise<Signed> {
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
  it('200 wrong passwords at once from one address: 5 are judged (401), the rest 429, and a right one among them is refused', async () => {
    const tenant: SeededTenant = await app().seedTenant();
    const ip = freshIp();
    const attempts = Array.from({ length: 200 }, (_, i) =>
      i === 150 ? tenant.admin : { ...tenant.admin, password: `wrong-${i}` },
    );
    const responses = await Promise.all(attempts.map((attempt) => signInRequest(app(), attempt, ip)));
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 195 });
    expect(responses[150]!.statusCode).toBe(429);
    expect(problem(responses[150]!).code).toBe('rate_limited');
    expect(responses.some((response) => response.headers['set-cookie'])).toBe(false);
  });

  it('200 wrong passwords at once, each from an address of its own: the account judges 50, the rest 429', async () => {
    const tenant: SeededTenant = await app().seedTenant();
    const attempts = Array.from({ length: 200 }, (_, i) =>
      i === 150 ? tenant.admin : { ...tenant.admin, password: `wrong-${i}` },
    );
    const responses = await Promise.all(attempts.map((attempt) => signInRequest(app(), attempt)));
    expect(statusCounts(responses)).toEqual({ 401: 50, 429: 150 });
    expect(responses[150]!.statusCode).toBe(429);
    expect(responses.some((response) => response.headers['set-cookie'])).toBe(false);
  });

  it('200 wrong passwords at once from one address, each for another account: 20 are judged', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signInRequest(
          app(),
          { tenant: 'no such tenant', email: `nobody-${i}-${ip}@example.com`, password: 'wrong password' },
          ip,
        ),
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
      const wrong = await signInRequest(t, { ...tenant.admin, password: 'wrong' }, ip);
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
      await signInRequest(t, { ...tenant.admin, password: `wrong-${i}` }, ip);
    }

    const expected = [
      { action: 'user.signed_in', actorType: 'user', userId: me.id, status: 200 },
      {
        action: 'user.created',
        actorType: 'user',
        userId: me.id,
        path: `/users/${added.json().id}`,
        ip: '127.0.0.1',
      },
      // Dashboard calls come from app.inject's default address.
      { action: 'company.updated', actorType: 'user', userId: me.id, ip: '127.0.0.1' },
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
    await signInRequest(t, { ...tenant.admin, password: 'wrong' });
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

/** A user the tenant's admin adds, signed in. */
async function addedUser(admin: Signed, tenant: SeededTenant, role: 'admin' | 'viewer' = 'viewer') {
  const credentials = {
    tenant: tenant.tenantId,
    email: `user-${freshIp()}@example.com`,
    password: 'a first password',
  };
  const added = await call(admin, 'POST', '/users', {
    email: credentials.email,
    password: credentials.password,
    role,
  });
  expect(added.statusCode, added.body).toBe(201);
  return { id: added.json<{ id: string }>().id, credentials, session: await signIn(credentials) };
}

const stillSignedIn = async (session: Signed) => (await call(session, 'GET', '/session')).statusCode === 200;

describe('managing dashboard users', () => {
  it('removing a user ends their sessions at once; they cannot sign in again', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    expect(await stillSignedIn(user.session)).toBe(true);
    expect((await call(admin, 'DELETE', `/users/${user.id}`)).statusCode).toBe(204);
    expect(await stillSignedIn(user.session)).toBe(false);
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(401);
    const listed = (await call(admin, 'GET', '/users')).json<{ id: string }[]>();
    expect(listed.map((each) => each.id)).not.toContain(user.id);
    expect((await call(admin, 'DELETE', `/users/${user.id}`)).statusCode).toBe(404);
  });

  it('disabling ends the sessions and refuses sign-in with the same 401; enabling lets the user back', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    const disabled = await call(admin, 'PATCH', `/users/${user.id}`, { status: 'disabled' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: user.id, status: 'disabled', role: 'viewer' });
    expect(await stillSignedIn(user.session)).toBe(false);
    const refused = await signInRequest(t, user.credentials);
    expect(refused.statusCode).toBe(401);
    expect(problem(refused).code).toBe('invalid_credentials');
    expect((await call(admin, 'PATCH', `/users/${user.id}`, { status: 'active' })).json().status).toBe(
      'active',
    );
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(201);
  });

  it('demoting an admin ends their sessions; signed in again they are a viewer', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const other = await addedUser(admin, tenant, 'admin');
    expect((await call(admin, 'PATCH', `/users/${other.id}`, { role: 'viewer' })).statusCode).toBe(200);
    expect(await stillSignedIn(other.session)).toBe(false);
    const again = signedOf(await signInRequest(t, other.credentials));
    expect((await call(again, 'GET', '/session')).json().user.role).toBe('viewer');
    // A viewer changes no user, themselves included.
    for (const [method, url, body] of [
      ['PUT', `/users/${other.id}/password`, { password: 'a long enough password' }],
      ['PATCH', `/users/${other.id}`, { role: 'admin' }],
      ['DELETE', `/users/${other.id}/sessions`, undefined],
      ['DELETE', `/users/${other.id}`, undefined],
    ] as const) {
      expect((await call(again, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stillSignedIn(admin)).toBe(true);
  });

  it('a viewer reads the absences but neither requests nor decides one; an admin does both', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const viewer = await addedUser(admin, tenant);
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const body = { employeeId, type: 'vacation', from: '2026-11-16', to: '2026-11-20', reason: 'Férias' };
    const requested = await call(admin, 'POST', '/v1/absences', body, 'live');
    expect(requested.statusCode, requested.body).toBe(201);
    const { id } = requested.json<{ id: string }>();
    const listed = await call(viewer.session, 'GET', '/v1/absences', undefined, 'live');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ id: string }[]>().map((a) => a.id)).toEqual([id]);
    expect((await call(viewer.session, 'POST', '/v1/absences', body, 'live')).statusCode).toBe(403);
    expect(
      (await call(viewer.session, 'POST', `/v1/absences/${id}/approve`, undefined, 'live')).statusCode,
    ).toBe(403);
    const approved = await call(admin, 'POST', `/v1/absences/${id}/approve`, undefined, 'live');
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: { type: 'user' } });
  });

  it('a password reset ends the sessions: the old password fails, the new one signs in', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    const short = await call(admin, 'PUT', `/users/${user.id}/password`, { password: 'short' });
    expect(short.statusCode).toBe(400);
    const reset = await call(admin, 'PUT', `/users/${user.id}/password`, { password: 'a new long password' });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await stillSignedIn(user.session)).toBe(false);
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(401);
    const renewed = { ...user.credentials, password: 'a new long password' };
    expect((await signInRequest(t, renewed)).statusCode).toBe(201);
  });

  it('a sign-in racing the user’s removal or disabling is a 401 and opens no session, never a 500', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    for (const change of [
      (id: string) => call(admin, 'DELETE', `/users/${id}`),
      (id: string) => call(admin, 'PATCH', `/users/${id}`, { status: 'disabled' }),
    ]) {
      const user = await addedUser(admin, tenant);
      // The sign-in checks the password (tens of milliseconds of scrypt) while the change commits.
      const [signedIn, changed] = await Promise.all([signInRequest(t, user.credentials), change(user.id)]);
      expect(changed.statusCode).toBeLessThan(300);
      expect(signedIn.statusCode, signedIn.body).toBe(401);
      expect(signedIn.headers['set-cookie']).toBeUndefined();
    }
  });

  it('409 for an admin resetting their own password: that takes the current one, at /session/password', async () => {
    const tenant = await t.seedTenant();
    const signedIn = await signInRequest(t, tenant.admin);
    const admin = signedOf(signedIn);
    const ownId = signedIn.json<{ user: { id: string } }>().user.id;
    const reset = await call(admin, 'PUT', `/users/${ownId}/password`, { password: 'a takeover password' });
    expect(reset.statusCode).toBe(409);
    expect(problem(reset).detail).toContain('/session/password');
    expect((await signInRequest(t, tenant.admin)).statusCode).toBe(201);
  });

  it('an admin ends a user’s sessions without changing anything else', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    const second = await signIn(user.credentials);
    expect((await call(admin, 'DELETE', `/users/${user.id}/sessions`)).statusCode).toBe(204);
    expect(await stillSignedIn(user.session)).toBe(false);
    expect(await stillSignedIn(second)).toBe(false);
    expect(await stillSignedIn(admin)).toBe(true);
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(201);
  });

  it('the last active admin cannot be removed, disabled or demoted', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const me = (await call(admin, 'GET', '/session')).json<{ user: { id: string } }>().user;
    const viewer = await addedUser(admin, tenant);
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { status: 'disabled' }],
      ['PATCH', { role: 'viewer' }],
    ] as const) {
      const refused = await call(admin, method, `/users/${me.id}`, body);
      expect(refused.statusCode, `${method} ${JSON.stringify(body)}`).toBe(409);
      // Its own code, so the dashboard can say why in the reader's language.
      expect(problem(refused).code).toBe('last_admin');
    }
    expect(await stillSignedIn(admin)).toBe(true);
    const users = (await call(admin, 'GET', '/users')).json<{ id: string; role: string; status: string }[]>();
    expect(users.find((user) => user.id === me.id)).toMatchObject({ role: 'admin', status: 'active' });
    // A disabled admin does not count: the only active one is still the last.
    const other = await addedUser(admin, tenant, 'admin');
    expect((await call(admin, 'PATCH', `/users/${other.id}`, { status: 'disabled' })).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/users/${me.id}`, { role: 'viewer' })).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/users/${viewer.id}`)).statusCode).toBe(204);
  });

  it('two admins demoting each other at once: one wins, the tenant keeps an admin', async () => {
    // Several tenants at once, so that the two changes of a pair overlap in the database.
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const tenant = await t.seedTenant();
        const first = await signIn(tenant.admin);
        const firstId = (await call(first, 'GET', '/session')).json<{ user: { id: string } }>().user.id;
        const second = await addedUser(first, tenant, 'admin');
        return { tenant, first, firstId, second };
      }),
    );
    const answers = await Promise.all(
      pairs.map(({ first, firstId, second }) =>
        Promise.all([
          call(first, 'PATCH', `/users/${second.id}`, { role: 'viewer' }),
          call(second.session, 'PATCH', `/users/${firstId}`, { role: 'viewer' }),
        ]),
      ),
    );
    for (const [i, pair] of answers.entries()) {
      expect(pair.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(pair.map((answer) => (answer.statusCode === 409 ? problem(answer).code : null))).toContain(
        'last_admin',
      );
      const admins = await t.app.deps.database.db
        .selectFrom('users')
        .select(['id'])
        .where('tenantId', '=', pairs[i]!.tenant.tenantId)
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
    }
  });

  it('another tenant’s user is a 404 for every change', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const elsewhere = await t.seedTenant();
    const victim = await addedUser(await signIn(elsewhere.admin), elsewhere);
    for (const [method, url, body] of [
      ['PATCH', `/users/${victim.id}`, { status: 'disabled' }],
      ['PUT', `/users/${victim.id}/password`, { password: 'a takeover password' }],
      ['PUT', `/users/${victim.id}/email`, { email: `takeover-${freshIp()}@example.com` }],
      ['DELETE', `/users/${victim.id}/sessions`, undefined],
      ['DELETE', `/users/${victim.id}`, undefined],
    ] as const) {
      expect((await call(admin, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await stillSignedIn(victim.session)).toBe(true);
  });

  it('a user changes their own password: the current one is checked, their other sessions end', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    const elsewhere = await signIn(user.credentials);
    const wrong = await call(user.session, 'PUT', '/session/password', {
      currentPassword: 'not my password',
      newPassword: 'my own new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(problem(wrong).errors?.[0]?.field).toBe('currentPassword');
    const changed = await call(user.session, 'PUT', '/session/password', {
      currentPassword: user.credentials.password,
      newPassword: 'my own new password',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await stillSignedIn(user.session)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(401);
    const renewed = { ...user.credentials, password: 'my own new password' };
    expect((await signInRequest(t, renewed)).statusCode).toBe(201);
  });

  it('a user changes their own e-mail with their password: they sign in with the new one, and a taken one is a 409', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    const email = `renamed-${freshIp()}@example.com`;
    const wrong = await call(user.session, 'PUT', '/session/email', { currentPassword: 'not mine', email });
    expect(wrong.statusCode).toBe(400);
    expect(problem(wrong).errors?.[0]).toMatchObject({ field: 'currentPassword', reason: 'wrong_password' });
    const invalid = await call(user.session, 'PUT', '/session/email', {
      currentPassword: user.credentials.password,
      email: 'not an address',
    });
    expect(invalid.statusCode).toBe(400);
    expect(problem(invalid).errors?.[0]?.field).toBe('email');
    const taken = await call(user.session, 'PUT', '/session/email', {
      currentPassword: user.credentials.password,
      email: tenant.admin.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(problem(taken).code).toBe('conflict');

    const changed = await call(user.session, 'PUT', '/session/email', {
      currentPassword: user.credentials.password,
      email: ` ${email.toUpperCase()} `,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ email });
    // The same person: the session stays, and shows the new e-mail.
    expect((await call(user.session, 'GET', '/session')).json<{ user: { email: string } }>().user.email).toBe(
      email,
    );
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(401);
    expect((await signInRequest(t, { ...user.credentials, email })).statusCode).toBe(201);
    const log = await call(admin, 'GET', '/v1/audit-log?limit=100', undefined, 'live');
    expect(log.json<{ action: string | null; path: string }[]>().map((entry) => entry.action)).toContain(
      'user.email_changed',
    );
  });

  it('an admin changes another user’s e-mail: their sessions end, they sign in with the new one, audited', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const user = await addedUser(admin, tenant);
    const elsewhere = await signIn(user.credentials);
    const email = `moved-${freshIp()}@example.com`;
    const changed = await call(admin, 'PUT', `/users/${user.id}/email`, {
      email: ` ${email.toUpperCase()} `,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: user.id, email, role: 'viewer', status: 'active' });
    // A changed login ends the sessions opened under the old one.
    expect(await stillSignedIn(user.session)).toBe(false);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await stillSignedIn(admin)).toBe(true);
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(401);
    expect((await signInRequest(t, { ...user.credentials, email })).statusCode).toBe(201);
    const listed = (await call(admin, 'GET', '/users')).json<{ id: string; email: string }[]>();
    expect(listed.find((each) => each.id === user.id)?.email).toBe(email);
    for (const environment of ['live', 'test'] as const) {
      const log = await call(admin, 'GET', '/v1/audit-log?action=user.email_changed', undefined, environment);
      expect(log.json<{ path: string; userId: string }[]>().map((entry) => entry.path)).toEqual([
        `/users/${user.id}`,
      ]);
    }
    // The same e-mail again changes nothing and ends no session.
    const renewed = await signIn({ ...user.credentials, email });
    expect((await call(admin, 'PUT', `/users/${user.id}/email`, { email })).statusCode).toBe(200);
    expect(await stillSignedIn(renewed)).toBe(true);
  });

  it('an e-mail change refused: 409 naming the holder, 400 for no address, 403 for a viewer, 409 for one’s own', async () => {
    const tenant = await t.seedTenant();
    const signedIn = await signInRequest(t, tenant.admin);
    const admin = signedOf(signedIn);
    const adminId = signedIn.json<{ user: { id: string } }>().user.id;
    const user = await addedUser(admin, tenant);
    const other = await addedUser(admin, tenant);

    const taken = await call(admin, 'PUT', `/users/${user.id}/email`, {
      email: other.credentials.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(problem(taken)).toMatchObject({ code: 'conflict', conflictingId: other.id });
    const invalid = await call(admin, 'PUT', `/users/${user.id}/email`, { email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(problem(invalid).errors?.[0]?.field).toBe('email');
    const unknownField = await call(admin, 'PUT', `/users/${user.id}/email`, {
      email: 'a@example.com',
      role: 'admin',
    });
    expect(unknownField.statusCode).toBe(400);

    const byViewer = await call(user.session, 'PUT', `/users/${other.id}/email`, {
      email: `viewer-${freshIp()}@example.com`,
    });
    expect(byViewer.statusCode).toBe(403);
    expect(problem(byViewer).code).toBe('forbidden');

    // One's own e-mail takes the current password, at /session/email.
    const own = await call(admin, 'PUT', `/users/${adminId}/email`, { email: `me-${freshIp()}@example.com` });
    expect(own.statusCode).toBe(409);
    expect(problem(own).detail).toContain('/session/email');
    expect(
      (await call(admin, 'PUT', `/users/${crypto.randomUUID()}/email`, { email: 'x@example.com' }))
        .statusCode,
    ).toBe(404);

    // Nothing changed: each still signs in with their own e-mail, and the sessions stay.
    expect(await stillSignedIn(user.session)).toBe(true);
    expect(await stillSignedIn(other.session)).toBe(true);
    expect((await signInRequest(t, user.credentials)).statusCode).toBe(201);
    expect((await signInRequest(t, tenant.admin)).statusCode).toBe(201);
  });

  it('an e-mail change leaves the last-admin rules as they were', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const me = (await call(admin, 'GET', '/session')).json<{ user: { id: string } }>().user;
    const second = await addedUser(admin, tenant, 'admin');
    const email = `second-admin-${freshIp()}@example.com`;
    expect((await call(admin, 'PUT', `/users/${second.id}/email`, { email })).statusCode).toBe(200);
    const users = (await call(admin, 'GET', '/users')).json<{ id: string; role: string; status: string }[]>();
    expect(users.find((user) => user.id === second.id)).toMatchObject({ role: 'admin', status: 'active' });
    // Two admins: one may be demoted; then the other is the last, and still protected.
    const secondSession = await signIn({ ...second.credentials, email });
    expect((await call(secondSession, 'PATCH', `/users/${me.id}`, { role: 'viewer' })).statusCode).toBe(200);
    const refused = await call(secondSession, 'PATCH', `/users/${second.id}`, { status: 'disabled' });
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).code).toBe('last_admin');
  });

  it('guesses at the current password count against the sign-in allowance', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant.admin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(admin, 'PUT', '/session/password', {
          currentPassword: `guess-${i}`,
          newPassword: 'a new long password',
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 400: 5, 429: 15 });
  });
});

describe('user e-mails are unique per tenant, so a tenant learns nothing about others', () => {
  it('an e-mail another tenant uses can be added, and each signs in to its own tenant only', async () => {
    const mine = await t.seedTenant();
    const theirs = await t.seedTenant();
    const admin = await signIn(mine.admin);
    const taken = await call(admin, 'POST', '/users', {
      email: theirs.admin.email,
      password: 'a different password',
      role: 'viewer',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const fresh = await call(admin, 'POST', '/users', {
      email: `never-used-${freshIp()}@example.com`,
      password: 'a different password',
      role: 'viewer',
    });
    expect(fresh.statusCode).toBe(201);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());

    // Theirs is untouched: same e-mail, their password, their tenant.
    const theirSession = await signIn(theirs.admin);
    expect((await call(theirSession, 'GET', '/session')).json().tenant.id).toBe(theirs.tenantId);
    const mySession = signedOf(
      await signInRequest(t, {
        tenant: mine.tenantId,
        email: theirs.admin.email,
        password: 'a different password',
      }),
    );
    expect((await call(mySession, 'GET', '/session')).json()).toMatchObject({
      tenant: { id: mine.tenantId },
      user: { role: 'viewer' },
    });
    // Each password opens its own tenant only.
    const crossed = await signInRequest(t, { ...theirs.admin, password: 'a different password' });
    expect(crossed.statusCode).toBe(401);
    // Within a tenant an e-mail is still unique.
    const again = await call(admin, 'POST', '/users', {
      email: theirs.admin.email,
      password: 'a different password',
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
  });

  it('sign-in names the tenant: without it the form is refused', async () => {
    const tenant = await t.seedTenant();
    const { email, password } = tenant.admin;
    expect((await signInRequest(t, { email, password } as Credentials)).statusCode).toBe(400);
  });
});

describe('migration 012 on a database with users', () => {
  it('keeps every user, session and reference, and makes e-mails unique per tenant', async () => {
    // Every migration before 012, as a database still at 011 has run them.
    const storage = await createStorage();
    const { db, close } = openDatabase(testConfig(storage));
    try {
      await migrateThrough(db, '011');
      const now = Date.now();
      const tenant = (id: string) => ({
        id,
        name: id,
        document: null,
        documentType: null,
        cei: null,
        timezone: 'America/Sao_Paulo',
        repNumber: '0'.repeat(17),
        createdAt: now,
        updatedAt: now,
      });
      const user = (id: string, tenantId: string, email: string) => ({
        id,
        tenantId,
        email,
        passwordHash: 'hash',
        role: 'admin' as const,
        createdAt: now,
        updatedAt: now,
      });
      await db
        .insertInto('tenants')
        .values([tenant('t1'), tenant('t2')])
        .execute();
      await sql`insert into users (id, tenant_id, email, password_hash, role, created_at, updated_at)
        values ('u1', 't1', 'ana@example.com', 'hash', 'admin', ${now}, ${now})`.execute(db);
      await db
        .insertInto('sessions')
        .values({
          id: 's1',
          userId: 'u1',
          tenantId: 't1',
          csrfToken: 'c',
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now + 1000,
        })
        .execute();

      await migrateToLatest(db);

      expect(await db.selectFrom('users').selectAll().execute()).toMatchObject([
        { ...user('u1', 't1', 'ana@example.com'), disabledAt: null },
      ]);
      expect(await db.selectFrom('sessions').select(['id', 'userId']).execute()).toEqual([
        { id: 's1', userId: 'u1' },
      ]);
      await db
        .insertInto('users')
        .values({ ...user('u2', 't2', 'ana@example.com'), disabledAt: null })
        .execute();
      const sameTenant = db
        .insertInto('users')
        .values({ ...user('u3', 't1', 'ana@example.com'), disabledAt: null })
        .execute();
      await expect(sameTenant).rejects.toSatisfy(isUniqueViolation);
      const orphan = db
        .insertInto('sessions')
        .values({
          id: 's2',
          userId: 'nobody',
          tenantId: 't1',
          csrfToken: 'c',
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now + 1000,
        })
        .execute();
      await expect(orphan).rejects.toThrow(/foreign key/i);
    } finally {
      await close();
      await storage.drop();
    }
  });
});
