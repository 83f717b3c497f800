import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { createStorage, createTestApp, type TestApp, type TestStorage } from '../support/harness.js';

/**
 * Behind a proxy, the client's address is the one the trusted proxy appended to `X-Forwarded-For`, never an
 * address the client wrote there itself: it keys the failed-authentication limit and is written to the audit
 * log. `app.inject` connects from 127.0.0.1, which plays the proxy here.
 */

const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '198.51.100.9';
let storage: TestStorage;

beforeAll(async () => {
  storage = await createStorage();
});
afterAll(async () => storage?.drop());

const config = (value: string) => () => loadConfig({ PONTUAL_TRUST_PROXY: value }, { dotenv: false });

describe('PONTUAL_TRUST_PROXY', () => {
  it('takes false, a hop count, or proxy addresses and ranges', () => {
    expect(config('false')().trustProxy).toBe(false);
    expect(config('1')().trustProxy).toBe(1);
    expect(config('10.0.0.0/8, 192.0.2.7,fd00::/8')().trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    expect(config('loopback')().trustProxy).toEqual(['loopback']);
  });

  it('refuses true, which would let any client name its own address, and anything unclear', () => {
    expect(config('true')).toThrow(/PONTUAL_TRUST_PROXY.*any client/);
    for (const value of ['yes', '10.0.0.0/33', '1.2.3', '10.0.0.1/8/8', 'example.com', '-1']) {
      expect(config(value), value).toThrow(/PONTUAL_TRUST_PROXY/);
    }
  });

  describe.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1/32'],
  ])('trusting %s', (_name, trustProxy) => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => {
      t = await createTestApp(
        { PONTUAL_TRUST_PROXY: trustProxy, PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE: '3' },
        storage,
      );
      ({ key } = await (await t.seedTenant()).key());
    });
    afterAll(async () => t?.close());

    /** A request as the proxy forwards it: whatever the client wrote, then the address the proxy saw. */
    const viaProxy = (client: string, spoofed: string, apiKey: string) =>
      t.request({
        method: 'GET',
        url: '/v1/employees',
        key: apiKey,
        headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
      });

    it('limits failed authentications by the address the proxy saw, whatever the client wrote', async () => {
      const wrongKey = `${key.slice(0, -6)}AAAAAA`;
      for (let i = 1; i <= 3; i++) {
        expect((await viaProxy(CLIENT, `10.9.9.${i}`, wrongKey)).statusCode).toBe(401);
      }
      expect((await viaProxy(CLIENT, '10.9.9.99', wrongKey)).statusCode).toBe(429);
      expect((await viaProxy(OTHER_CLIENT, '10.9.9.1', wrongKey)).statusCode).toBe(401);
    });

    it('writes the address the proxy saw to the audit log', async () => {
      const { headers } = await viaProxy(OTHER_CLIENT, '6.6.6.6', key);
      const entries = (await t.request({ method: 'GET', url: '/v1/audit-log?limit=200', key })).json<
        {
          requestId: string;
          ip: string;
        }[]
      >();
      expect(entries.find((entry) => entry.requestId === headers['request-id'])?.ip).toBe(OTHER_CLIENT);
    });
  });

  it('by default ignores X-Forwarded-For: the address is the peer', async () => {
    const t = await createTestApp({}, storage);
    try {
      const { key } = await (await t.seedTenant()).key();
      const { headers } = await t.request({
        method: 'GET',
        url: '/v1/employees',
        key,
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      const entries = (await t.request({ method: 'GET', url: '/v1/audit-log?limit=200', key })).json<
        {
          requestId: string;
          ip: string;
        }[]
      >();
      expect(entries.find((entry) => entry.requestId === headers['request-id'])?.ip).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });
});
