import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestApp, openTestDatabase, problem, TEST_DB, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and documents', () => {
  it('200 /healthz and /readyz without a key', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      eventLoopDelayMs: expect.any(Number),
      eventLoopUtilization: expect.any(Number),
    });
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('503 with Retry-After from every route while the event loop is stuck, 200 once it runs again', async () => {
    const watched = await createTestApp({ PONTUAL_MAX_EVENT_LOOP_DELAY_MS: '100' }, t.storage);
    try {
      const healthz = () => watched.request({ method: 'GET', url: '/healthz' });
      const until = async (status: number) => {
        for (let tries = 0; tries < 60; tries++) {
          const response = await healthz();
          if (response.statusCode === status) return response;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`/healthz never answered ${status}`);
      };
      await until(200);
      // Short of the 1,000 ms at which the file's other app (default settings) would refuse requests too.
      const stuckUntil = Date.now() + 600;
      while (Date.now() < stuckUntil); // a request that holds the loop, as a runaway loop would
      const stuck = await until(503);
      expect(problem(stuck).code).toBe('service_unavailable');
      expect(stuck.headers['retry-after']).toBe('5');
      expect((await watched.request({ method: 'GET', url: '/v1/employees' })).statusCode).toBe(503);
      const recovered = await until(200);
      expect(recovered.json<{ eventLoopDelayMs: number }>().eventLoopDelayMs).toBeLessThan(100);
    } finally {
      await watched.close();
    }
  });

  it('every response carries a Request-Id, echoing a safe incoming one', async () => {
    const generated = await t.request({ method: 'GET', url: '/healthz' });
    expect(generated.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.request({ method: 'GET', url: '/healthz', headers: { 'request-id': 'abc-123' } });
    expect(echoed.headers['request-id']).toBe('abc-123');
    const unsafe = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'request-id': 'a b\u0001' },
    });
    expect(unsafe.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('404 problem body for an unknown route', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(problem(response).code).toBe('not_found');
  });

  it('200 OpenAPI 3.1 document at /v1/openapi.json, without a key', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/audit-log']).toBeDefined();
  });

  it('200 reference page at /docs served without any external script', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/src="https?:\/\//);
  });

  it('no CORS on /v1: a preflight is not answered with Access-Control headers', async () => {
    const response = await t.request({
      method: 'OPTIONS',
      url: '/v1/audit-log',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('readiness', () => {
  it('503 problem from /readyz when the database is unreachable, while /healthz still answers', async () => {
    const database = openTestDatabase(t.storage);
    const app = await buildApp({ config: t.config, database, logger: false });
    try {
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(problem(ready).code).toBe('service_unavailable');
      expect(ready.headers['retry-after']).toBe('5');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('durability of transactions', () => {
  it.runIf(TEST_DB === 'postgres')(
    'dispatcherDb (the dispatcher’s bookkeeping) commits without the WAL-flush wait; db keeps it, and neither turns off a plan',
    async () => {
      const { db, dispatcherDb } = t.app.deps.database;
      const settings = (tx: typeof db) =>
        sql<{ synchronousCommit: string; enableBitmapscan: string }>`select
          current_setting('synchronous_commit') as synchronous_commit,
          current_setting('enable_bitmapscan') as enable_bitmapscan`
          .execute(tx)
          .then((r) => r.rows[0]);
      const asDefault = { synchronousCommit: 'on', enableBitmapscan: 'on' };
      expect(await dispatcherDb.transaction().execute(settings)).toEqual({
        synchronousCommit: 'off',
        enableBitmapscan: 'on',
      });
      // SET LOCAL ends with its transaction, committed or rolled back: the pool's connection (handed out
      // again first, as the most recently released) goes back as it was.
      expect(await settings(db)).toEqual(asDefault);
      await expect(
        dispatcherDb.transaction().execute(async (tx) => {
          await settings(tx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await settings(db)).toEqual(asDefault);
      expect(await db.transaction().execute(settings)).toEqual(asDefault);
    },
  );
});
