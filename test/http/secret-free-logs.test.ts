import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { createTestApp, testConfig, type TestApp } from '../support/harness.js';

/**
 * No secret reaches a log line, at any level: the app runs at `trace` with its log captured, and is sent
 * ordinary requests and malformed ones carrying an API key, a session cookie, a CSRF token, an Authorization
 * header and a password. Every string in every line is searched, and so is every buffer pino wrote as
 * `{"type":"Buffer","data":[…]}`.
 */

let t: TestApp;
let app: App;
let port: number;
const lines: string[] = [];
let apiKey: string;
let admin: { email: string; password: string };
const BEARER = 'bearer-secret-Zq8Xv2Lr';

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.seedTenant();
  ({ key: apiKey } = await tenant.key());
  admin = tenant.admin;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config: testConfig(t.storage, { LOG_LEVEL: 'trace' }), logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** Every text in a parsed log line, buffers decoded. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') {
    const { type, data } = value as { type?: unknown; data?: unknown };
    if (type === 'Buffer' && Array.isArray(data)) return [Buffer.from(data as number[]).toString('latin1')];
    return Object.entries(value).flatMap(([key, inner]) => [key, ...textsOf(inner)]);
  }
  return [];
}

/** Sends raw bytes and waits for the server to answer and close. */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    socket.end(text);
  });
}

async function call(method: string, path: string, headers: Record<string, string>, body?: string) {
  return fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body });
}

describe('logs at trace level', () => {
  it('hold no key, cookie, CSRF token, authorization or password', async () => {
    const signIn = await call(
      'POST',
      '/dashboard/api/session',
      { 'content-type': 'application/json' },
      JSON.stringify(admin),
    );
    expect(signIn.status).toBe(201);
    const cookie = signIn.headers.get('set-cookie')!.split(';', 1)[0]!;
    const sessionToken = cookie.split('=', 2)[1]!;
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    const secrets = [apiKey, sessionToken, csrfToken, admin.password, BEARER];

    // Ordinary requests, accepted and refused.
    expect((await call('GET', '/v1/employees', { 'x-api-key': apiKey })).status).toBe(200);
    expect((await call('GET', '/v1/employees', { 'x-api-key': `${apiKey}x` })).status).toBe(401);
    expect((await call('GET', '/dashboard/api/session', { cookie })).status).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/dashboard/api/v1/employees',
          { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
          '{"name": 1}',
        )
      ).status,
    ).toBe(400);
    expect((await call('GET', '/healthz', { authorization: `Bearer ${BEARER}` })).status).toBe(200);
    // A password in a body that is not JSON: the parser's message quotes the body.
    expect(
      (
        await call(
          'POST',
          '/dashboard/api/session',
          { 'content-type': 'application/json' },
          `{"email":"${admin.email}","password":${admin.password}}`,
        )
      ).status,
    ).toBe(400);
    // Malformed HTTP: Node's parser error carries the raw bytes of the request.
    const answer = await raw(
      `GET /v1/employees HTTP/1.1\r\nHost: x\r\nx-api-key: ${apiKey}\r\nCookie: ${cookie}\r\n` +
        `Authorization: Bearer ${BEARER}\r\nX-Csrf-Token: ${csrfToken}\r\nBad header line\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The capture works: the requests and the client error were logged.
    expect(parsed.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(6);
    expect(parsed.some((line) => String(line.msg).startsWith('client error'))).toBe(true);
    for (const line of parsed) {
      const texts = textsOf(line);
      for (const secret of secrets) {
        expect(
          texts.some((text) => text.includes(secret)),
          `a log line holds a secret: ${JSON.stringify(line).slice(0, 300)}`,
        ).toBe(false);
      }
    }
  });
});
