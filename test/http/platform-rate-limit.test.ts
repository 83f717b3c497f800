import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
});
async function app(overrides: Record<string, string> = {}, storageOf?: TestApp) {
  const created = await createTestApp(overrides, storageOf?.storage);
  apps.push(created);
  return created;
}

describe('rate limits', () => {
  it('61 back-to-back requests: exactly 60 pass, the 61st is 429 with Retry-After and the headers', async () => {
    const t = await app();
    const { key } = await (await t.seedTenant()).key();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.request>> | undefined;
    for (let i = 0; i < 61; i++) {
      last = await t.request({ method: 'GET', url: '/v1/events', key });
      statuses.push(last.statusCode);
      if (i === 0) {
        expect(last.headers).toMatchObject({
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '59',
          'ratelimit-policy': '"default";q=60;w=60',
        });
        expect(String(last.headers.ratelimit)).toMatch(/^"default";r=59;t=(60|59)$/);
        expect(Number(last.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
    expect(last!.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.headers['x-ratelimit-remaining']).toBe('0');
    // Another key of the same tenant has its own budget.
    const { key: other } = await (await t.seedTenant()).key();
    expect((await t.request({ method: 'GET', url: '/v1/events', key: other })).statusCode).toBe(200);
  });

  it('PONTUAL_RATE_LIMIT_PER_MINUTE changes the limit', async () => {
    const t = await app({ PONTUAL_RATE_LIMIT_PER_MINUTE: '3' });
    const { key } = await (await t.seedTenant()).key();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.request({ method: 'GET', url: '/v1/events', key })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('failed authentications are limited per client IP; a valid key from that address still works', async () => {
    const t = await app({ PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE: '3' });
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const { id: revokedId, key: revoked } = await tenant.key();
    await t.app.deps.database.db
      .updateTable('apiKeys')
      .set({ revokedAt: Date.now() })
      .where('id', '=', revokedId)
      .execute();
    const from = (remoteAddress: string, apiKey?: string) =>
      t.request({ method: 'GET', url: '/v1/events', remoteAddress, ...(apiKey ? { key: apiKey } : {}) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('10.0.0.1', 'pontual_sk_bogus')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Limit the failures, not the successes: one bad client behind a shared NAT does not lock out the office.
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1', key)).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.1', revoked)).statusCode).toBe(429);
    expect((await from('10.0.0.2', key)).statusCode).toBe(200);
  });

  it('IPv6 clients are limited by their /64: fresh addresses of one prefix share one allowance', async () => {
    const t = await app({ PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE: '3' });
    const from = (remoteAddress: string) =>
      t.request({ method: 'GET', url: '/v1/events', remoteAddress, key: 'pontual_sk_bogus' });
    const statuses = [];
    for (const host of ['1', '2', 'a:b:c', 'ffff:0:1'])
      statuses.push((await from(`2001:db8:1:2::${host}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('a flood of bad keys from one address writes at most the allowance + 1 audit entries a minute', async () => {
    const t = await app({ PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE: '3' });
    const ip = '10.0.0.3';
    const statuses = [];
    for (let i = 0; i < 50; i++) {
      const response = await t.request({
        method: 'GET',
        url: '/v1/events',
        remoteAddress: ip,
        key: i % 2 ? 'pontual_sk_bogus' : undefined,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
    await t.app.deps.audit.flush();
    const entries = await t.app.deps.database.db
      .selectFrom('auditLog')
      .select(['status'])
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
    // The three failures judged, and the first refusal: the log shows when the address was cut off.
    expect(entries.map((entry) => entry.status)).toEqual([401, 401, 401, 429]);
  });

  it('with REDIS_URL the limit holds across processes: 61 requests over two app instances, 60 pass', async () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await app(redis);
    const second = await app(redis, first);
    const { key } = await (await first.seedTenant()).key();
    const statuses = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await (i % 2 ? second : first).request({ method: 'GET', url: '/v1/events', key })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });
});
