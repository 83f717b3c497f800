import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TLS_DIR = path.join(import.meta.dirname, '..', 'fixtures', 'tls');

export interface ReceivedRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A loopback HTTPS webhook receiver (certificate from test/fixtures/tls) that records every request. */
export class Receiver {
  readonly requests: ReceivedRequest[] = [];
  /** Decides each answer; 200 by default. */
  respond: (request: ReceivedRequest, index: number) => Reply = () => ({ status: 200, body: 'ok' });
  private server!: https.Server;
  url!: string;

  /** Listens on `port` (a receiver coming back where it was) or on a free one. */
  static async start(port = 0): Promise<Receiver> {
    const receiver = new Receiver();
    receiver.server = https.createServer(
      {
        key: fs.readFileSync(path.join(TLS_DIR, 'server.key')),
        cert: fs.readFileSync(path.join(TLS_DIR, 'server.pem')),
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const received = {
            headers: req.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          };
          const index = receiver.requests.push(received) - 1;
          const reply = receiver.respond(received, index);
          setTimeout(() => {
            if (res.destroyed) return;
            res.writeHead(reply.status, reply.headers);
            res.end(reply.body ?? '');
          }, reply.delayMs ?? 0);
        });
      },
    );
    await new Promise<void>((resolve) => receiver.server.listen(port, '127.0.0.1', resolve));
    receiver.url = `https://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`;
    return receiver;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * The spec's receiver algorithm, written independently of the server's code: split the header on commas,
 * each part on `=`, recompute HMAC-SHA256 over `t=<t>.<raw body>` with the secret, compare in constant time,
 * and refuse timestamps older than five minutes.
 */
export function verifySignature(
  header: string | string[] | undefined,
  body: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.t;
  const v1 = parts.v1;
  if (!t || !v1 || !/^\d+$/.test(t)) return false;
  if (Math.abs(now / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`t=${t}.${body}`).digest('hex');
  return expected.length === v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(v1));
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
