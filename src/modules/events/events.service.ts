import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { deliveryBody } from '../webhooks/delivery/send.js';

/** How often an open stream reads the events table: short, and it works whichever process wrote the event. */
export const STREAM_POLL_MS = 500;
/** A comment line this often keeps proxies (and the server's idle-connection timeout) from closing a quiet stream. */
export const STREAM_KEEP_ALIVE_MS = 15_000;
export const MAX_STREAMS_PER_KEY = 5;
const BATCH = 100;

/** The events of a scope after `afterId` (UUIDv7, so in the order they were recorded), oldest first. */
function eventsAfter(db: Db, scope: TenantScope, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    // Test events belong to one webhook's delivery log, not to the business record (as in `GET /v1/events`).
    .where('type', '!=', 'webhook.test');
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id', 'asc').limit(limit).execute();
}

/** The id of the scope's latest event, where a stream opened without `Last-Event-ID` starts after. */
async function latestEventId(db: Db, scope: TenantScope): Promise<string | null> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** One Server-Sent Events message; a `data:` line per line of the body, as the format requires. */
function sseMessage(id: string, type: string, body: string): string {
  const data = body
    .split('\n')
    .map((line) => `data: ${line}\n`)
    .join('');
  return `id: ${id}\nevent: ${type}\n${data}\n`;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * The open event streams of this process: each polls the events table on its own, keyset after the last id
 * it sent, until its client leaves or the server closes. Counted per key, so one key cannot hold the
 * database with open streams.
 */
export class EventStreams {
  private readonly openByKey = new Map<string, number>();
  /** Each open stream's stop, and its pump (which ends the stream once stopped). */
  private readonly pumps = new Map<AbortController, Promise<void>>();

  constructor(private readonly db: Db) {}

  /** A stream of the scope's events after `lastEventId` (or after the latest one now), as SSE text. */
  async open(
    keyId: string,
    scope: TenantScope,
    lastEventId: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<PassThrough> {
    const count = this.openByKey.get(keyId) ?? 0;
    if (count >= MAX_STREAMS_PER_KEY) {
      throw new ApiError(
        429,
        'rate_limited',
        `This key already has ${MAX_STREAMS_PER_KEY} open event streams; close one first.`,
      );
    }
    this.openByKey.set(keyId, count + 1);
    const stop = new AbortController();
    const stream = new PassThrough();
    stream.on('close', () => {
      stop.abort();
      const left = (this.openByKey.get(keyId) ?? 1) - 1;
      if (left > 0) this.openByKey.set(keyId, left);
      else this.openByKey.delete(keyId);
    });
    try {
      const startAfter = lastEventId ?? (await latestEventId(this.db, scope));
      const pump = this.pump(stream, scope, startAfter, stop.signal).catch((error: unknown) => {
        // The client reconnects with Last-Event-ID and misses nothing.
        log.warn({ err: error }, 'event stream ended by an error');
        stream.destroy();
      });
      this.pumps.set(stop, pump);
      void pump.finally(() => this.pumps.delete(stop));
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return stream;
  }

  /** Ends every open stream, so that the server can close. */
  async closeAll(): Promise<void> {
    for (const stop of this.pumps.keys()) stop.abort();
    await Promise.all(this.pumps.values());
  }

  private async pump(
    stream: PassThrough,
    scope: TenantScope,
    startAfter: string | null,
    signal: AbortSignal,
  ): Promise<void> {
    let lastId = startAfter;
    let lastWrite = Date.now();
    // A first comment sends the headers at once, so the client knows it is connected.
    stream.write(': connected\n\n');
    while (!signal.aborted) {
      const rows = await eventsAfter(this.db, scope, lastId, BATCH);
      for (const row of rows) {
        lastId = row.id;
        // A client that does not read holds its own stream back, not the server's memory.
        if (!stream.write(sseMessage(row.id, row.type, deliveryBody(row)))) {
          await Promise.race([once(stream, 'drain'), once(signal, 'abort')]);
        }
        lastWrite = Date.now();
      }
      if (rows.length === BATCH) continue;
      if (Date.now() - lastWrite >= STREAM_KEEP_ALIVE_MS) {
        stream.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
      await sleep(STREAM_POLL_MS, signal);
    }
    stream.end();
  }
}
