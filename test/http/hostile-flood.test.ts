import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';

/**
 * The server keeps answering while it is flooded with hostile requests, over a real socket: bodies built to
 * make the validator find 100,000 errors (on the unauthenticated sign-in and on keyed routes), deep JSON,
 * huge arrays, bodies sent a byte at a time, and year-long reports. Meanwhile `/healthz` is asked every
 * 50 ms on connections of its own, and every answer must come within a second: no request may hold the event
 * loop. (The bound is generous on purpose: the machine running the tests is shared. Before the fix one
 * sign-in body held the event loop for 15 s.)
 */

const FLOOD_MS = 3000;
const HEALTHZ_BOUND_MS = 1000;

let t: TestApp;
let port: number;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000', PONTUAL_REQUEST_TIMEOUT_MS: '2000' });
  ({ key } = await (await t.seedTenant()).key());
  await t.hire(key);
  await t.hire(key);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

function manyFields(count: number, base: Record<string, unknown>): string {
  const body: Record<string, unknown> = { ...base };
  for (let i = 0; i < count; i++) body[`f${i.toString(36)}`] = 1;
  return JSON.stringify(body);
}

/** One hostile request, its body built once up front so that the client costs little on this thread. */
interface Hostile {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  keyed: boolean;
  body?: string;
}

const hostile: Hostile[] = [
  {
    name: 'sign-in with 100,000 unknown fields',
    method: 'POST',
    path: '/dashboard/api/session',
    keyed: false,
    body: manyFields(100_000, { tenant: 'x', email: 'a@example.com', password: 'x' }),
  },
  {
    name: 'webhook with 60,000 wrong events',
    method: 'POST',
    path: '/v1/webhooks',
    keyed: true,
    body: JSON.stringify({
      url: 'https://hooks.example.com/x',
      events: Array.from({ length: 60_000 }, (_, i) => i),
    }),
  },
  {
    name: 'employee with 90,000 unknown fields',
    method: 'POST',
    path: '/v1/employees',
    keyed: true,
    body: manyFields(90_000, { name: 'Ana Souza', cpf: '52998224725' }),
  },
  {
    name: 'JSON nested 100,000 deep',
    method: 'POST',
    path: '/v1/employees',
    keyed: true,
    body: `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  },
  {
    name: 'an array of 100,000 strings',
    method: 'POST',
    path: '/v1/employees',
    keyed: true,
    body: JSON.stringify(Array.from({ length: 100_000 }, () => 'x')),
  },
  {
    name: 'a year-long period report',
    method: 'GET',
    path: '/v1/reports/period?from=2025-11-21&to=2026-11-21',
    keyed: true,
  },
];

/** Sends one request on a connection of its own; resolves with its status (0 if the connection failed). */
function send(request: Hostile): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent: false,
        headers: {
          ...(request.keyed ? { 'x-api-key': key } : {}),
          ...(request.body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(request.body);
  });
}

/** A connection that sends a sign-in body a byte every 200 ms until the server cuts it. */
function slowBody(until: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve();
    });
    socket.write(
      'POST /dashboard/api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const drip = setInterval(() => {
      if (performance.now() > until) socket.destroy();
      else if (socket.writable) socket.write('{');
    }, 200);
  });
}

/** How long `/healthz` takes, on a fresh connection. */
function timeHealthz(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return send({ name: 'healthz', method: 'GET', path: '/healthz', keyed: false }).then((status) => ({
    ms: performance.now() - started,
    status,
  }));
}

describe('a flood of hostile requests', () => {
  it('never keeps /healthz waiting', async () => {
    const until = performance.now() + FLOOD_MS;
    const statuses = new Map<string, number[]>();
    const flood = hostile.map(async (request) => {
      const seen: number[] = [];
      statuses.set(request.name, seen);
      while (performance.now() < until) seen.push(await send(request));
    });
    const slow = Array.from({ length: 20 }, () => slowBody(until + 5000));

    const probes: { ms: number; status: number }[] = [];
    while (performance.now() < until) {
      probes.push(await timeHealthz());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(flood);
    await Promise.all(slow);

    expect(probes.length).toBeGreaterThan(5);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    const slowest = Math.max(...probes.map((probe) => probe.ms));
    expect(slowest, `slowest /healthz: ${Math.round(slowest)} ms`).toBeLessThan(HEALTHZ_BOUND_MS);
    for (const [name, seen] of statuses) {
      expect(seen.length, name).toBeGreaterThan(0);
      const expected = name.includes('report') ? 200 : name.includes('sign-in') ? 413 : 400;
      expect(new Set(seen), name).toEqual(new Set([expected]));
    }
  }, 30_000);
});
