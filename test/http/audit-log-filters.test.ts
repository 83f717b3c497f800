import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

interface Entry {
  id: string;
  environment: string;
  actorType: string;
  keyId: string | null;
  userId: string | null;
  action: string | null;
  method: string;
  path: string;
  status: number;
}

interface Signed {
  cookie: string;
  csrf: string;
  userId: string;
}

async function signIn(tenant: SeededTenant): Promise<Signed> {
  const response = await t.request({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
  expect(response.statusCode, response.body).toBe(201);
  return {
    cookie: String(response.headers['set-cookie']).split(';', 1)[0]!,
    csrf: response.json().csrfToken,
    userId: response.json().user.id,
  };
}

/** A call to the dashboard's API (`/dashboard/api…`), or to its mirror of /v1 with an environment. */
function call(
  session: Signed,
  method: 'GET' | 'POST',
  url: string,
  environment?: 'live' | 'test',
  payload?: object,
) {
  return t.request({
    method,
    url: `/dashboard/api${url}`,
    headers: {
      cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf }),
      ...(environment ? { 'pontual-environment': environment } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/**
 * A tenant with a live and a test key, an admin who signed in, added a user, read the employees through the
 * dashboard and added one; the live key read the employees and asked for one that does not exist.
 */
async function activeTenant() {
  const tenant = await t.seedTenant();
  const live = await tenant.key();
  const test = await tenant.key({ environment: 'test' });
  const session = await signIn(tenant);
  const added = await call(session, 'POST', '/users', undefined, {
    email: `clerk-${tenant.tenantId.slice(-8)}@example.com`,
    password: 'a long clerk password',
    role: 'viewer',
  });
  expect(added.statusCode).toBe(201);
  expect((await call(session, 'GET', '/v1/employees', 'live')).statusCode).toBe(200);
  const created = await call(session, 'POST', '/v1/employees', 'live', { name: 'Ana', cpf: '52998224725' });
  expect(created.statusCode).toBe(201);
  expect((await t.request({ method: 'GET', url: '/v1/employees', key: live.key })).statusCode).toBe(200);
  const missing = await t.request({
    method: 'GET',
    url: `/v1/employees/${crypto.randomUUID()}`,
    key: live.key,
  });
  expect(missing.statusCode).toBe(404);
  expect((await t.request({ method: 'GET', url: '/v1/employees', key: test.key })).statusCode).toBe(200);
  return { tenant, live, test, session, clerkId: added.json<{ id: string }>().id };
}

let a: Awaited<ReturnType<typeof activeTenant>>;
let b: Awaited<ReturnType<typeof activeTenant>>;
beforeAll(async () => {
  a = await activeTenant();
  b = await activeTenant();
});

/** The live audit log of tenant A with a filter, through the dashboard's mirror (as its page reads it). */
async function filtered(query: string, environment: 'live' | 'test' = 'live'): Promise<Entry[]> {
  const response = await call(a.session, 'GET', `/v1/audit-log?limit=100&${query}`, environment);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Entry[]>();
}

describe('the audit log’s filters', () => {
  it('does not record the dashboard’s reads, only its changes', async () => {
    const all = await filtered('');
    const dashboardRequests = all.filter((e) => e.path.startsWith('/dashboard/api/v1/'));
    expect(dashboardRequests.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/dashboard/api/v1/employees', 201],
    ]);
  });

  it('each filter narrows the log to what it names, in the SQL, and they combine', async () => {
    const all = await filtered('');
    const created = await filtered('action=user.created');
    expect(created.map((e) => [e.action, e.path, e.userId])).toEqual([
      ['user.created', `/users/${a.clerkId}`, a.session.userId],
    ]);
    const signedIn = await filtered('action=user.signed_in');
    expect(signedIn.length).toBe(1);
    const requests = await filtered('action=api_request');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((e) => e.action === null)).toBe(true);
    const ids = (entries: Entry[]) => entries.map((e) => e.id).sort();
    expect(ids(requests)).toEqual(ids(all.filter((e) => e.action === null)));
    // The keys `seedTenant` made with the CLI are actions too.
    expect(ids(await filtered('action=api_key.created'))).toEqual(
      ids(all.filter((e) => e.action === 'api_key.created')),
    );

    const byUser = await filtered(`userId=${a.session.userId}`);
    expect(byUser.every((e) => e.userId === a.session.userId)).toBe(true);
    expect(byUser.map((e) => e.action ?? e.path).sort()).toEqual(
      ['/dashboard/api/v1/employees', 'user.created', 'user.signed_in'].sort(),
    );
    expect(await filtered(`userId=${a.clerkId}`)).toEqual([]);

    const byKey = await filtered(`keyId=${a.live.id}`);
    expect(byKey.map((e) => e.status).sort()).toEqual([200, 404]);
    const keyed = await filtered('actorType=api_key');
    expect(keyed.map((e) => e.id).sort()).toEqual(byKey.map((e) => e.id).sort());
    const users = await filtered('actorType=user');
    expect(users.every((e) => e.actorType === 'user')).toBe(true);
    expect(users.length).toBe(byUser.length);

    const refused = await filtered('outcome=client_error');
    expect(refused.map((e) => [e.keyId, e.status])).toEqual([[a.live.id, 404]]);
    const succeeded = await filtered('outcome=success');
    expect(succeeded.every((e) => e.status < 400)).toBe(true);
    expect(succeeded.length + refused.length).toBe(all.length);
    expect(await filtered('outcome=server_error')).toEqual([]);

    const combined = await filtered(
      `actorType=api_key&outcome=success&action=api_request&keyId=${a.live.id}`,
    );
    expect(combined.map((e) => [e.path, e.status])).toEqual([['/v1/employees', 200]]);
    expect(await filtered(`action=user.created&outcome=client_error`)).toEqual([]);
  });

  it('never shows another tenant’s or the other environment’s entries, whatever the filter', async () => {
    const others = new Set([b.session.userId, b.clerkId, b.live.id, b.test.id, a.test.id]);
    const queries = [
      '',
      'action=user.created',
      'action=api_request',
      'actorType=api_key',
      'actorType=user',
      'outcome=success',
      `userId=${b.session.userId}`,
      `keyId=${b.live.id}`,
      `keyId=${a.test.id}`,
    ];
    for (const query of queries) {
      const entries = await filtered(query);
      expect(
        entries.every((e) => e.environment === 'live'),
        query,
      ).toBe(true);
      expect(
        entries.filter((e) => others.has(e.keyId ?? '') || others.has(e.userId ?? '')),
        query,
      ).toEqual([]);
      expect(
        entries.filter((e) => e.path === `/users/${b.clerkId}`),
        query,
      ).toEqual([]);
    }
    // The test environment has the tenant-wide actions too, and only its own key's requests.
    const test = await filtered('', 'test');
    expect(test.every((e) => e.environment === 'test')).toBe(true);
    expect(test.filter((e) => e.keyId !== null).map((e) => e.keyId)).toEqual([a.test.id]);
    expect((await filtered('action=user.created', 'test')).map((e) => e.path)).toEqual([
      `/users/${a.clerkId}`,
    ]);
    // With a key, the same filters are the key's tenant's and environment's.
    const withKey = await t.request({
      method: 'GET',
      url: `/v1/audit-log?userId=${a.session.userId}`,
      key: b.live.key,
    });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json()).toEqual([]);
  });

  it('refuses bad filter values with a 400 problem naming the field', async () => {
    for (const [query, field] of [
      ['action=user.deleted', 'action'],
      ['action=USER.CREATED', 'action'],
      ['action=', 'action'],
      ['outcome=ok', 'outcome'],
      ['outcome=4xx', 'outcome'],
      ['actorType=robot', 'actorType'],
      [`userId=${'x'.repeat(65)}`, 'userId'],
    ] as const) {
      const response = await call(a.session, 'GET', `/v1/audit-log?${query}`, 'live');
      expect(response.statusCode, query).toBe(400);
      expect(
        problem(response).errors?.map((e) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('pages a filtered log with the Link header, the filter kept in the next page’s link', async () => {
    for (let i = 0; i < 5; i++) await t.request({ method: 'GET', url: '/v1/events', key: a.live.key });
    const seen: string[] = [];
    let url: string | undefined = `/v1/audit-log?limit=2&keyId=${a.live.id}&outcome=success`;
    while (url) {
      const response = await t.request({ method: 'GET', url, key: a.live.key });
      expect(response.statusCode).toBe(200);
      const entries = response.json<Entry[]>();
      expect(entries.every((e) => e.keyId === a.live.id && e.status < 400)).toBe(true);
      seen.push(...entries.map((e) => e.id));
      const link = response.headers.link as string | undefined;
      if (link) expect(link).toContain('outcome=success');
      url = link ? /^<(\/v1\/audit-log\?[^>]+)>; rel="next"$/.exec(link)![1] : undefined;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(6);
  });
});
