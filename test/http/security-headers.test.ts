import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SeededTenant, type TestApp } from '../support/harness.js';

/** Security headers on every answer; no-store on every answer of the API and of the dashboard's API. */

let t: TestApp;
let tenant: SeededTenant;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_TRUST_PROXY: '1' });
  tenant = await t.seedTenant();
  ({ key } = await tenant.key());
});
afterAll(async () => t?.close());

function expectEverywhereHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
}

describe('security headers', () => {
  it('nosniff, no referrer and no framing on every answer; no-store on API answers', async () => {
    const signIn = await t.request({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
    const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0]!;
    const apiAnswers = [
      ['a list', await t.request({ method: 'GET', url: '/v1/employees', key })],
      ['a 401', await t.request({ method: 'GET', url: '/v1/employees' })],
      ['a 404 under /v1', await t.request({ method: 'GET', url: '/v1/nothing-here', key })],
      ['a 400', await t.request({ method: 'POST', url: '/v1/employees', key, payload: {} })],
      ['the sign-in', signIn],
      ['the session', await t.request({ method: 'GET', url: '/dashboard/api/session', headers: { cookie } })],
      [
        "the dashboard's mirror of /v1",
        await t.request({ method: 'GET', url: '/dashboard/api/v1/employees', headers: { cookie } }),
      ],
    ] as const;
    for (const [what, response] of apiAnswers) {
      expectEverywhereHeaders(response, what);
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
    for (const url of ['/healthz', '/nothing-here']) {
      expectEverywhereHeaders(await t.request({ method: 'GET', url }), url);
    }
  });

  it('HSTS only when the request came over HTTPS', async () => {
    const overHttps = await t.request({
      method: 'GET',
      url: '/v1/employees',
      key,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await t.request({ method: 'GET', url: '/v1/employees', key });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
