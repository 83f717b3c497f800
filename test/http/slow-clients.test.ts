import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';

/**
 * A client that sends its request a byte at a time is cut off once PONTUAL_REQUEST_TIMEOUT_MS has passed,
 * over a real socket: slow connections cannot pile up and hold the server's sockets and memory.
 */

const REQUEST_TIMEOUT_MS = 1000;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/**
 * Sends `head` at once, then one byte of `rest` every 100 ms, until the server closes the connection or
 * `giveUpMs` passes. Returns what the server answered and after how long it closed (null: it never did).
 */
function trickle(head: string, rest: string, giveUpMs: number) {
  return new Promise<{ closedAfterMs: number | null; answer: string }>((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const finish = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => finish(performance.now() - started));
    socket.write(head);
    const drip = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest[sent++]!);
    }, 100);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
  });
}

describe('slow clients', () => {
  const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(200) });

  it('cuts a body sent a byte at a time, with a 408', async () => {
    const head =
      'POST /dashboard/api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { closedAfterMs, answer } = await trickle(head, body, 8000);
    expect(closedAfterMs).not.toBeNull();
    // Node looks at deadlines once a second: the cut comes within a second or two after the timeout.
    expect(closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts headers sent a byte at a time', async () => {
    const headers = 'Host: x\r\nX-Filler: ' + 'y'.repeat(200) + '\r\n\r\n';
    const { closedAfterMs, answer } = await trickle('GET /healthz HTTP/1.1\r\n', headers, 8000);
    expect(closedAfterMs).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a client that sends in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
