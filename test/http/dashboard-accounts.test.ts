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
