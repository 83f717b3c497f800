import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const create = (key: string, payload: object, idempotencyKey?: string) =>
  t.request({
    method: 'POST',
    url: '/v1/employees',
    key,
    payload,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });

describe('Idempotency-Key', () => {
  it('a retry replays the first response and creates nothing more', async () => {
    const { key } = await (await t.seedTenant()).key();
    const first = await create(key, { name: 'Ida', cpf: '52998224725' }, 'k-1');
    const retry = await create(key, { name: 'Ida', cpf: '52998224725' }, 'k-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect((await t.request({ method: 'GET', url: '/v1/employees', key })).json()).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/v1/events', key })).json()).toHaveLength(1);
  });

  it('409 for the same key with another body', async () => {
    const { key } = await (await t.seedTenant()).key();
    await create(key, { name: 'Ida', cpf: '52998224725' }, 'k-2');
    const reused = await create(key, { name: 'Outra', cpf: '02973937078' }, 'k-2');
    expect(reused.statusCode).toBe(409);
    expect(problem(reused).detail).toMatch(/different request/);
  });

  it('keys are scoped to the tenant and environment', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const { key: stranger } = await (await t.seedTenant()).key();
    for (const k of [key, testKey, stranger]) {
      const response = await create(k, { name: 'Ida', cpf: '52998224725' }, 'shared');
      expect(response.statusCode).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('a 409 outcome is stored and replayed; a refused validation stores nothing', async () => {
    const { key } = await (await t.seedTenant()).key();
    await create(key, { name: 'Ida', cpf: '52998224725' });
    const duplicate = await create(key, { name: 'Ida', cpf: '52998224725' }, 'k-3');
    expect(duplicate.statusCode).toBe(409);
    const replay = await create(key, { name: 'Ida', cpf: '52998224725' }, 'k-3');
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const invalid = await create(key, { name: 'Ida' }, 'k-4');
    expect(invalid.statusCode).toBe(400);
    const fixed = await create(key, { name: 'Zoe', cpf: '02973937078' }, 'k-4');
    expect(fixed.statusCode).toBe(201);
  });

  it('400 for an over-long key; concurrent first uses create exactly one record', async () => {
    const { key } = await (await t.seedTenant()).key();
    const long = await create(key, { name: 'Ida', cpf: '52998224725' }, 'x'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(problem(long).errors?.[0]?.field).toBe('Idempotency-Key');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create(key, { name: 'Ida', cpf: '52998224725' }, 'race')),
    );
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/v1/employees', key })).json()).toHaveLength(1);
  });
});

describe('malformed input', () => {
  it('4xx problem bodies, never a 500, for odd bodies, types and queries', async () => {
    const { key } = await (await t.seedTenant()).key();
    const cases: [string, Parameters<TestApp['request']>[0], number][] = [
      [
        'not JSON',
        {
          method: 'POST',
          url: '/v1/employees',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        },
        400,
      ],
      [
        'text body',
        { method: 'POST', url: '/v1/employees', headers: { 'content-type': 'text/plain' }, payload: 'hi' },
        415,
      ],
      [
        'form body',
        {
          method: 'POST',
          url: '/v1/employees',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        },
        415,
      ],
      ['array body', { method: 'POST', url: '/v1/employees', payload: [1, 2] }, 400],
      [
        'prototype poisoning',
        {
          method: 'POST',
          url: '/v1/employees',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1},"name":"a","cpf":"52998224725"}',
        },
        400,
      ],
      [
        'over 1 MiB',
        {
          method: 'POST',
          url: '/v1/employees',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
        },
        413,
      ],
      [
        'deep nesting',
        {
          method: 'POST',
          url: '/v1/employees',
          headers: { 'content-type': 'application/json' },
          payload: '['.repeat(5000) + ']'.repeat(5000),
        },
        400,
      ],
      [
        'invalid UTF-8',
        {
          method: 'POST',
          url: '/v1/employees',
          headers: { 'content-type': 'application/json' },
          payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
        },
        400,
      ],
      ['unknown query field', { method: 'GET', url: '/v1/employees?sort=name' }, 400],
      ['absurd limit', { method: 'GET', url: '/v1/employees?limit=99999999999999999999' }, 400],
      ['malformed id', { method: 'GET', url: '/v1/employees/%00' }, 404],
      [
        'foreign-looking id',
        {
          method: 'PATCH',
          url: '/v1/employees/00000000-0000-0000-0000-000000000000',
          payload: { name: 'x' },
        },
        404,
      ],
    ];
    for (const [name, options, status] of cases) {
      const response = await t.request({ ...options, key });
      expect(response.statusCode, name).toBe(status);
      expect(problem(response).status, name).toBe(status);
    }
    // A broken percent-escape is taken literally, as text to search for.
    const literal = await t.request({ method: 'GET', url: '/v1/employees?q=%ZZ', key });
    expect([literal.statusCode, literal.json()]).toEqual([200, []]);
    expect((await t.request({ method: 'GET', url: '/v1/employees', key })).json()).toEqual([]);
  });
});
