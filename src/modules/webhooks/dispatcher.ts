import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import {
  type DatabaseHandle,
  preparedQuery,
  skipLockedOnPostgres,
  withoutFlushWait,
} from '../../platform/db/database.js';
import type { EventRow, WebhookDeliveryRow, WebhookJobRow, WebhookRow } from '../../platform/db/schema.js';
import { newId } from '../../platform/ids.js';
import { OUTBOX_CHANNEL } from '../../platform/outbox.js';
import type { SecretBox } from '../../platform/secrets.js';
import { toIso } from '../../platform/time.js';
import { type SendResult, WebhookSender } from './sender.js';
import { signatureHeader } from './signature.js';

const FAN_OUT_BATCH = 200;
const POLL_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const AUTO_PAUSE_AFTER_MS = 5 * DAY_MS;
const MAX_RETRY_AFTER_MS = DAY_MS;
const JITTER = 0.2;
/** The columns of a delivery attempt, in the order its prepared INSERT binds them. */
const DELIVERY_COLUMNS_TEMPLATE: WebhookDeliveryRow = {
  id: '',
  tenantId: '',
  environment: 'live',
  webhookId: '',
  jobId: '',
  eventId: '',
  event: '',
  url: '',
  requestHeaders: '',
  requestBody: '',
  httpStatus: 0,
  durationMs: 0,
  success: 0,
  responseBody: '',
  error: null,
  createdAt: 0,
};
/** How much longer than its last possible finish a claimed job stays leased: time to record the attempt. */
const LEASE_MARGIN_MS = 5000;
/**
 * Jobs a dispatcher holds per delivery slot: one in flight and the rest queued in memory, so a finished
 * delivery starts the next one at once instead of claiming it from the database first.
 */
const PREFETCH = 4;

export interface DispatcherDeps {
  database: DatabaseHandle;
  secrets: SecretBox;
  config: Config;
  log: FastifyBaseLogger;
  version: string;
}

/**
 * Delivers the outbox to webhooks, at least once:
 * 1. fan-out: each new event becomes one job per active webhook of its tenant and environment subscribed to
 *    it (a paused webhook gets no job, so it never receives events from while it was paused);
 * 2. claim: due jobs are leased (`lease_until` beyond the request timeout); on PostgreSQL with
 *    `FOR UPDATE SKIP LOCKED`, so several dispatchers never take the same job; a crashed dispatcher's
 *    lease runs out and the job is taken again;
 * 3. deliver: sign, POST, record the attempt, and schedule the retry or finish the job.
 * New events wake it at once (in-process poke, PostgreSQL LISTEN); otherwise it polls every second.
 * Its own transactions do not wait for PostgreSQL's WAL flush: losing one in a crash only means a job is
 * fanned out or sent again, and the API's writes keep the disk to themselves.
 */
export class WebhookDispatcher {
  private readonly sender: WebhookSender;
  private readonly owner = `${hostname()}:${process.pid}:${newId()}`;
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Deliveries in flight, per webhook. */
  private readonly perWebhook = new Map<string, number>();
  /** Jobs leased by this dispatcher and not started yet, per webhook, in claim order. */
  private readonly queued = new Map<string, WebhookJobRow[]>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking: Promise<void> | undefined;
  private again = false;
  /** Whether new events may be waiting for fan-out; a finished delivery alone does not make any. */
  private fanOutDue = true;
  private unlisten: (() => Promise<void>) | undefined;

  /** The queries every delivery runs, compiled once (Kysely's building was a third of the worker's CPU). */
  private readonly queries;

  constructor(private readonly deps: DispatcherDeps) {
    this.sender = new WebhookSender(deps.config.webhooks);
    const { db } = deps.database;
    this.queries = {
      webhook: preparedQuery(
        db
          .selectFrom('webhooks')
          .selectAll()
          .where('tenantId', '=', '')
          .where('environment', '=', 'live')
          .where('id', '=', ''),
      ),
      event: preparedQuery(db.selectFrom('events').selectAll().where('id', '=', '')),
      insertDelivery: preparedQuery(db.insertInto('webhookDeliveries').values(DELIVERY_COLUMNS_TEMPLATE)),
      // Binds state, attempts, next attempt, lease (null: released), id.
      finishJob: preparedQuery(
        db
          .updateTable('webhookJobs')
          .set({ state: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: null })
          .where('id', '=', ''),
      ),
    };
  }

  async start(): Promise<void> {
    this.running = true;
    this.unlisten = await this.deps.database
      .listen(OUTBOX_CHANNEL, () => this.poke())
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'webhook dispatcher: LISTEN failed; polling only');
        return undefined;
      });
    this.poke();
  }

  /** Runs a pass now (or right after the current one); `newEvents` false when only capacity freed up. */
  poke(newEvents = true): void {
    if (!this.running) return;
    if (newEvents) this.fanOutDue = true;
    if (this.ticking) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.ticking = this.tick()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'webhook dispatcher pass failed'))
      .finally(() => {
        this.ticking = undefined;
        if (!this.running) return;
        if (this.again) {
          this.again = false;
          this.poke(false);
        } else {
          this.timer = setTimeout(() => this.poke(), POLL_MS);
        }
      });
  }

  /** Stops claiming, gives back queued jobs, lets deliveries in flight finish (and record), releases connections. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.ticking;
    const unstarted = [...this.queued.values()].flat().map((job) => job.id);
    this.queued.clear();
    if (unstarted.length > 0) {
      await this.deps.database.db
        .updateTable('webhookJobs')
        .set({ leaseUntil: null })
        .where('id', 'in', unstarted)
        .execute()
        .catch(() => undefined);
    }
    await Promise.allSettled(this.inFlight.values());
    await this.unlisten?.();
    await this.sender.close();
  }

  /** One pass: fan out new events, then claim and start due jobs. Resolves when the jobs are started. */
  private async tick(): Promise<void> {
    if (this.fanOutDue) {
      this.fanOutDue = false;
      try {
        while ((await this.fanOut()) === FAN_OUT_BATCH);
      } catch (error) {
        this.fanOutDue = true;
        throw error;
      }
    }
    const room = this.deps.config.webhooks.concurrency * PREFETCH - this.owned();
    if (room > 0) {
      for (const job of await this.claim(room)) {
        const queue = this.queued.get(job.webhookId) ?? [];
        queue.push(job);
        this.queued.set(job.webhookId, queue);
      }
    }
    this.pump();
  }

  /** Jobs this dispatcher holds: in flight and queued. */
  private owned(webhookId?: string): number {
    if (webhookId === undefined)
      return this.inFlight.size + [...this.queued.values()].reduce((n, q) => n + q.length, 0);
    return (this.perWebhook.get(webhookId) ?? 0) + (this.queued.get(webhookId)?.length ?? 0);
  }

  /**
   * Starts queued jobs while there are free slots, overall and per webhook; webhooks with the fewest
   * deliveries in flight go first, so a busy one cannot take every freed slot from the others.
   */
  private pump(): void {
    const { concurrency, perEndpointConcurrency } = this.deps.config.webhooks;
    const inFlightOf = (webhookId: string) => this.perWebhook.get(webhookId) ?? 0;
    const order = [...this.queued].sort(([a], [b]) => inFlightOf(a) - inFlightOf(b));
    for (const [webhookId, queue] of order) {
      while (
        queue.length > 0 &&
        this.inFlight.size < concurrency &&
        (this.perWebhook.get(webhookId) ?? 0) < perEndpointConcurrency
      ) {
        this.begin(queue.shift()!);
      }
      if (queue.length === 0) this.queued.delete(webhookId);
    }
  }

  private begin(job: WebhookJobRow): void {
    this.perWebhook.set(job.webhookId, (this.perWebhook.get(job.webhookId) ?? 0) + 1);
    const delivery = this.deliver(job)
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, jobId: job.id }, 'webhook delivery crashed'),
      )
      .finally(() => {
        this.inFlight.delete(job.id);
        const left = (this.perWebhook.get(job.webhookId) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(job.webhookId, left);
        else this.perWebhook.delete(job.webhookId);
        if (!this.running) return;
        this.pump();
        // Claim more once this webhook's queue runs low (or it had none: others may be waiting).
        if ((this.queued.get(job.webhookId)?.length ?? 0) < this.deps.config.webhooks.perEndpointConcurrency)
          this.poke(false);
      });
    this.inFlight.set(job.id, delivery);
  }

  /** Turns up to one batch of undispatched events into jobs. Returns how many events it handled. */
  private async fanOut(): Promise<number> {
    const { db, dialect } = this.deps.database;
    return db.transaction().execute(async (tx) => {
      await withoutFlushWait(tx, dialect);
      const events = await skipLockedOnPostgres(
        tx
          .selectFrom('events')
          .select(['id', 'tenantId', 'environment', 'type', 'createdAt'])
          .where('dispatchedAt', 'is', null),
        dialect,
      )
        .orderBy('id')
        .limit(FAN_OUT_BATCH)
        .execute();
      if (events.length === 0) return 0;
      const tenants = [...new Set(events.map((e) => e.tenantId))];
      const webhooks = await tx
        .selectFrom('webhooks')
        .select(['id', 'tenantId', 'environment', 'events', 'activeSince'])
        .where('tenantId', 'in', tenants)
        .where('active', '=', 1)
        .execute();
      const now = Date.now();
      const jobs = events.flatMap((event) =>
        webhooks
          .filter(
            (w) =>
              w.tenantId === event.tenantId &&
              w.environment === event.environment &&
              // A late fan-out must not reach back before the webhook was created or resumed.
              event.createdAt >= w.activeSince &&
              (JSON.parse(w.events) as string[]).includes(event.type),
          )
          .map((w) => ({
            id: newId(),
            tenantId: event.tenantId,
            environment: event.environment,
            webhookId: w.id,
            eventId: event.id,
            state: 'pending' as const,
            attempts: 0,
            nextAttemptAt: now,
            leaseUntil: null,
            createdAt: now,
          })),
      );
      if (jobs.length > 0) {
        await tx
          .insertInto('webhookJobs')
          .values(jobs)
          .onConflict((oc) => oc.columns(['webhookId', 'eventId']).doNothing())
          .execute();
      }
      await tx
        .updateTable('events')
        .set({ dispatchedAt: now })
        .where(
          'id',
          'in',
          events.map((e) => e.id),
        )
        .execute();
      return events.length;
    });
  }

  /**
   * Leases up to `limit` due jobs, at most `PREFETCH` times the per-webhook cap for each webhook counting what
   * this dispatcher already holds. The cap is applied before the lease, so no job is leased only to be given
   * back. A queued job may wait for up to `PREFETCH - 1` rounds of deliveries before it starts, so the lease
   * covers `PREFETCH` request timeouts plus the time to record.
   */
  private async claim(limit: number): Promise<WebhookJobRow[]> {
    const { db, dialect } = this.deps.database;
    const { perEndpointConcurrency, timeoutMs } = this.deps.config.webhooks;
    const allowance = perEndpointConcurrency * PREFETCH;
    const held = new Map<string, number>();
    for (const id of new Set([...this.perWebhook.keys(), ...this.queued.keys()]))
      held.set(id, this.owned(id));
    const saturated = [...held].filter(([, n]) => n >= allowance).map(([id]) => id);
    const now = Date.now();
    return db.transaction().execute(async (tx) => {
      await withoutFlushWait(tx, dialect);
      let due = tx
        .selectFrom('webhookJobs')
        .select(['id', 'webhookId'])
        .where('state', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]));
      if (saturated.length > 0) due = due.where('webhookId', 'not in', saturated);
      const candidates = await skipLockedOnPostgres(due, dialect)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      const ids = candidates
        .filter(({ webhookId }) => {
          const n = held.get(webhookId) ?? 0;
          held.set(webhookId, n + 1);
          return n < allowance;
        })
        .map((job) => job.id);
      if (ids.length === 0) return [];
      const jobs = await tx
        .updateTable('webhookJobs')
        .set({ leaseUntil: now + PREFETCH * timeoutMs + LEASE_MARGIN_MS })
        .where('id', 'in', ids)
        .returningAll()
        .execute();
      // Oldest due first, as claimed (RETURNING keeps no order).
      return jobs.sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id.localeCompare(b.id));
    });
  }

  private async deliver(job: WebhookJobRow): Promise<void> {
    const { db } = this.deps.database;
    const [webhook] = await this.queries.webhook(db, job.tenantId, job.environment, job.webhookId);
    if (!webhook) return; // deleted: its jobs are gone with it
    const [event] = await this.queries.event(db, job.eventId);
    if (!event) throw new Error(`event ${job.eventId} of job ${job.id} is missing`);
    if (webhook.active !== 1 && event.type !== 'webhook.test') {
      await db
        .updateTable('webhookJobs')
        .set({ state: 'cancelled', leaseUntil: null })
        .where('id', '=', job.id)
        .execute();
      return;
    }

    const deliveryId = newId();
    const body = deliveryBody(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': `Pontual-Webhooks/${this.deps.version}`,
      'x-pontual-event': event.type,
      'x-pontual-event-id': event.id,
      'x-pontual-delivery': deliveryId,
      'x-pontual-signature': signatureHeader(
        this.deps.secrets.decrypt(webhook.secretEncrypted),
        timestamp,
        body,
      ),
    };
    const result = await this.sender.send(webhook.url, headers, body);
    await this.record(job, webhook, event, deliveryId, headers, body, result);
  }

  /** Writes the attempt, and moves the job and the webhook's failure streak on, in one transaction. */
  private async record(
    job: WebhookJobRow,
    webhook: WebhookRow,
    event: EventRow,
    deliveryId: string,
    headers: Record<string, string>,
    body: string,
    result: SendResult,
  ): Promise<void> {
    const now = Date.now();
    const success = result.httpStatus >= 200 && result.httpStatus < 300;
    const attempts = job.attempts + 1;
    const schedule = this.deps.config.webhooks.retryScheduleMs;
    const retryIn =
      success || attempts > schedule.length ? null : retryDelay(schedule[attempts - 1]!, result.retryAfterMs);
    const error = result.error ?? (success ? null : `receiver answered HTTP ${result.httpStatus}`);

    await this.deps.database.db.transaction().execute(async (tx) => {
      await withoutFlushWait(tx, this.deps.database.dialect);
      const delivery: WebhookDeliveryRow = {
        id: deliveryId,
        tenantId: job.tenantId,
        environment: job.environment,
        webhookId: webhook.id,
        jobId: job.id,
        eventId: event.id,
        event: event.type,
        url: webhook.url,
        requestHeaders: JSON.stringify(headers),
        requestBody: body,
        httpStatus: result.httpStatus,
        durationMs: result.durationMs,
        success: success ? 1 : 0,
        responseBody: result.responseBody,
        error,
        createdAt: now,
      };
      await this.queries.insertDelivery(
        tx,
        ...Object.keys(DELIVERY_COLUMNS_TEMPLATE).map((k) => delivery[k as keyof WebhookDeliveryRow]),
      );
      await this.queries.finishJob(
        tx,
        success ? 'delivered' : retryIn === null ? 'failed' : 'pending',
        attempts,
        retryIn === null ? job.nextAttemptAt : now + retryIn,
        null,
        job.id,
      );
      if (event.type === 'webhook.test') return;
      if (success) {
        if (webhook.failingSince !== null) {
          await tx.updateTable('webhooks').set({ failingSince: null }).where('id', '=', webhook.id).execute();
        }
        return;
      }
      const failingSince = webhook.failingSince ?? now;
      const pause = now - failingSince >= AUTO_PAUSE_AFTER_MS;
      await tx
        .updateTable('webhooks')
        .set({
          failingSince,
          ...(pause
            ? {
                active: 0,
                pausedReason: 'Paused automatically: every delivery failed for 5 days.',
                updatedAt: now,
              }
            : {}),
        })
        .where('id', '=', webhook.id)
        .execute();
    });
    this.deps.log.info(
      {
        webhookId: webhook.id,
        eventId: event.id,
        deliveryId,
        httpStatus: result.httpStatus,
        success,
        attempts,
      },
      'webhook delivery',
    );
  }
}

/** The delivery body: `{"id","event","createdAt","environment","data"}`, `data` as stored (the API's resource). */
export function deliveryBody(event: EventRow): string {
  return `{"id":${JSON.stringify(event.id)},"event":${JSON.stringify(event.type)},"createdAt":${JSON.stringify(
    toIso(event.createdAt),
  )},"environment":${JSON.stringify(event.environment)},"data":${event.payload}}`;
}

/** The scheduled delay ±20%, pushed later (never earlier) by a Retry-After of at most a day. */
function retryDelay(scheduledMs: number, retryAfterMs: number | null): number {
  const jittered = Math.round(scheduledMs * (1 - JITTER + Math.random() * 2 * JITTER));
  if (retryAfterMs === null || retryAfterMs > MAX_RETRY_AFTER_MS) return jittered;
  return Math.max(jittered, retryAfterMs);
}
