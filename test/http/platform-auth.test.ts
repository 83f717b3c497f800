import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../src/modules/keys/keys.service.js';
import { generateApiKey } from '../../src/platform/auth/api-key.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audit = (key: string) => t.request({ method: 'GET', url: '/v1/audit-log', key });

describe('API key authentication', () => {
  it('401 missing_api_key without the header, and with an empty one', async () => {
    for (const headers of [{}, { 'x-api-key': '' }]) {
      const response = await t.request({ method: 'GET', url: '/v1/audit-log', headers });
      expect(response.statusCode).toBe(401);
      expect(problem(response).code).toBe('missing_api_key');
    }
  });

  it('401 invalid_api_key for garbage, a wrong checksum, an unknown well-formed key, and a test body with the live prefix', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key({ environment: 'test' });
    const last = key.at(-1) === 'A' ? 'B' : 'A';
    const candidates = [
      'nope',
      `${key.slice(0, -1)}${last}`,
      generateApiKey('live').value,
      key.replace('pontual_test_', 'pontual_sk_'),
      `${key} `,
    ];
    for (const candidate of candidates) {
      const response = await audit(candidate);
      expect(response.statusCode, candidate).toBe(401);
      expect(problem(response).code).toBe('invalid_api_key');
    }
  });

  it('401 revoked_api_key on the very next request after revocation', async () => {
    const tenant = await t.seedTenant();
    const { key, id } = await tenant.key();
    expect((await audit(key)).statusCode).toBe(200);
    await revokeApiKey(t.app.deps.database.db, tenant.tenantId, id, { type: 'cli' });
    const response = await audit(key);
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('revoked_api_key');
  });

  it('concurrent requests with different keys each get their own answer: 200 with its own tenant, 401 revoked, 401 unknown', async () => {
    const tenants = [await t.seedTenant(), await t.seedTenant()];
    const keys = await Promise.all(tenants.map((tenant) => tenant.key()));
    const employees = await Promise.all(
      keys.map(async ({ key }) => {
        const created = await t.request({
          method: 'POST',
          url: '/v1/employees',
          key,
          payload: { name: 'Ana', cpf: nextCpf() },
        });
        return created.json<{ id: string }>().id;
      }),
    );
    const revoked = await tenants[0]!.key();
    await revokeApiKey(t.app.deps.database.db, tenants[0]!.tenantId, revoked.id, { type: 'cli' });
    const presented = [keys[0]!.key, keys[1]!.key, revoked.key, generateApiKey('live').value];

    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.request({ method: 'GET', url: '/v1/employees', key: presented[i % 4] }),
      ),
    );
    responses.forEach((response, i) => {
      const kind = i % 4;
      if (kind < 2) {
        expect(response.statusCode, `request ${i}`).toBe(200);
        const ids = response.json<{ id: string }[]>().map((e) => e.id);
        expect(ids, `request ${i}`).toEqual([employees[kind]]);
      } else {
        expect(response.statusCode, `request ${i}`).toBe(401);
        expect(problem(response).code).toBe(kind === 2 ? 'revoked_api_key' : 'invalid_api_key');
      }
    });
  });

  it('401 expired_api_key once the expiry passes', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key({ expiresAt: new Date(Date.now() + 1200).toISOString() });
    expect((await audit(key)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1300));
    const response = await audit(key);
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('expired_api_key');
  });

  it('403 insufficient_scope names the missing scope', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key({ scopes: ['employees:read'] });
    const response = await audit(key);
    expect(response.statusCode).toBe(403);
    expect(problem(response)).toMatchObject({
      code: 'insufficient_scope',
      detail: expect.stringContaining('"audit-log:read"'),
    });
  });

  it('401 comes before validation: an unauthenticated bad body is a 401, not a 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/employees',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });

  it('no key value ever appears in the audit log or in problem bodies', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const refused = await audit(`${key.slice(0, -1)}x`);
    expect(refused.body).not.toContain(key.slice(13, -6));
    const entries = await audit(key);
    expect(entries.body).not.toContain(key.slice(13, -6));
  });
});
