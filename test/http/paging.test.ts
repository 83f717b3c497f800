import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
let key: string;
let employeeId: string;

const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
const A_UUID = '019ab000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await (await t.seedTenant()).key());
  employeeId = await t.hire(key);
  await t.hire(key);
  await t.request({
    method: 'POST',
    url: '/v1/time-entries',
    key,
    payload: { employeeId, occurredAt: '2026-11-20T12:00:00Z' },
  });
  await t.request({
    method: 'POST',
    url: '/v1/time-entries',
    key,
    payload: { employeeId, occurredAt: '2026-11-20T13:00:00Z' },
  });
});
afterAll(async () => t?.close());

describe('list cursors', () => {
  it('follows the cursors the server issued', async () => {
    for (const url of ['/v1/employees?limit=1', '/v1/time-entries?limit=1']) {
      const first = await t.request({ method: 'GET', url, key });
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
      const second = await t.request({ method: 'GET', url: next, key });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toHaveLength(1);
      expect(second.json<{ id: string }[]>()[0]!.id).not.toBe(first.json<{ id: string }[]>()[0]!.id);
    }
  });

  const forged: [string, string][] = [
    ['a UUID column holding text', cursorOf(['not-a-uuid'])],
    ['a UUID column holding a number', cursorOf([1])],
    ['an instant holding text', cursorOf(['2026-11-20', A_UUID])],
    ['an instant holding a fraction', cursorOf([1.5, A_UUID])],
    ['an instant beyond 2^53', cursorOf([1e300, A_UUID])],
    ['the columns swapped', cursorOf([A_UUID, 1763640000000])],
    ['too few values', cursorOf([1763640000000])],
    ['an object', cursorOf({ id: A_UUID })],
    ['an upper-case UUID', cursorOf([A_UUID.toUpperCase()])],
    ['padding the server never writes', `${cursorOf([A_UUID])}=`],
    ['JSON the server never writes', Buffer.from(`[ "${A_UUID}" ]`).toString('base64url')],
    ['not base64', '!!!'],
  ];

  it.each(forged)('refuses a cursor with %s as a 400 on every list', async (_name, cursor) => {
    const lists = ['/v1/employees', '/v1/events', '/v1/webhooks', '/v1/adjustments', '/v1/audit-log'];
    const timeEntryCursor = /instant|swapped|too few/.test(_name);
    for (const list of timeEntryCursor ? ['/v1/time-entries'] : lists) {
      const response = await t.request({
        method: 'GET',
        url: `${list}?cursor=${encodeURIComponent(cursor)}`,
        key,
      });
      expect(response.statusCode, `${list} ${_name}`).toBe(400);
      expect(problem(response).errors).toEqual([
        { field: 'cursor', message: 'is not a cursor this list issued' },
      ]);
    }
  });
});

describe('the next-page Link', () => {
  const hostile = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };

  it('is relative, whatever Host and X-Forwarded-Host say, and keeps the other parameters', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/v1/employees?limit=1&active=true',
      key,
      headers: hostile,
    });
    expect(response.headers.link).toMatch(
      /^<\/v1\/employees\?limit=1&active=true&cursor=[\w-]+>; rel="next"$/,
    );
  });

  it('is built from PONTUAL_PUBLIC_URL when it is set', async () => {
    const behindProxy = await createTestApp(
      { PONTUAL_PUBLIC_URL: 'https://api.example.com/pontual/' },
      t.storage,
    );
    try {
      const response = await behindProxy.request({
        method: 'GET',
        url: '/v1/employees?limit=1',
        key,
        headers: hostile,
      });
      expect(response.headers.link).toMatch(
        /^<https:\/\/api\.example\.com\/pontual\/v1\/employees\?limit=1&cursor=[\w-]+>; rel="next"$/,
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a public URL with a query, credentials or another scheme', async () => {
    for (const value of [
      'ftp://api.example.com',
      'https://u:p@api.example.com',
      'https://api.example.com/?x=1',
      'https://',
    ]) {
      await expect(createTestApp({ PONTUAL_PUBLIC_URL: value }, t.storage)).rejects.toThrow(
        /PONTUAL_PUBLIC_URL/,
      );
    }
  });
});
