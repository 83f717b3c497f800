import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../platform/config.js';
import { scopedRowLookup } from '../../platform/batched-lookup.js';
import {
  compiledPerCount,
  type DatabaseHandle,
  preparedQuery,
  preparedQueryPerCount,
  runTogether,
  skipLockedOnPostgres,
  type Tx,
  valuesInsert,
} from '../../platform/db/database.js';
import type { EventRow, WebhookJobRow, WebhookRow } from '../../platform/db/schema.js';
import { newId } from '../../platform/ids.js';
import { OUTBOX_CHANNEL } from '../../platform/outbox.js';
import type { SecretBox } from '../../platform/secrets.js';
import { toIso } from '../../platform/time.js';
import { settleWithin } from '../../platform/timeout.js';
import { type SendResult, WebhookSender } from './sender.js';
import { signatureHeader } from './signature.js';
import { announceWebhookChange, PROCESS_TAG } from './webhook-changes.js';
import { WebhookReads } from './webhook-reads.js';

const FAN_OUT_BATCH = 200;
/** Jobs inserted by one statement at most (10 values each). */
const INSERT_CHUNK = 1000;
const POLL_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const AUTO_PAUSE_AFTER_MS = 5 * DAY_MS;
const MAX_RETRY_AFTER_MS = DAY_MS;
const JITTER = 0.2;
/** How much longer than its last possible finish a claimed job stays leased: time to record the attempt. */
const LEASE_MARGIN_MS = 5000;
/**
 * Jobs a dispatcher holds per delivery slot: one in flight and the rest queued in memory, so a finished
 * delivery starts the next one at once instead of claiming it from the database first.
 */
const PREFETCH = 4;
/** Signing secrets kept decrypted at most; past it the least used is dropped and decrypted again when needed. */
const MAX_SIGNING_SECRETS = 1000;
/** Delivery attempts written in one transaction at most. */
const RECORD_BATCH = 64;
/** Attempts that start a recording at once; fewer wait up to `RECORD_DELAY_MS` for others to join them. */
const RECORD_GROUP = 32;
/**
 * How long an answered attempt may wait for others before it is written. Each write costs a commit (on SQLite
 * in the dispatcher's own thread, on PostgreSQL a wake-up of a server process); written one or two at a time,
 * they cost a fifth of the delivery rate (docs/performance.md, "2026-11-24, night"); three or four at a time
 * rather than about thirty, a fifth more of the worker's CPU a delivery ("2026-11-24, late evening"). The
 * wait delays only the attempt's entry in the log and its job's end: the receiver has its delivery already.
 */
const RECORD_DELAY_MS = 20;

/** Why a dispatcher is woken: new events to fan out, jobs queued directly (a test, a redelivery), or a free slot. */
export type DispatcherWork = 'events' | 'jobs' | 'capacity';

/** How long a NOTIFY may take before the next one is sent regardless. */
const NOTIFY_TIMEOUT_MS = 5_000;

/**
 * The least time between two NOTIFYs of one process. Each NOTIFY is a transaction of its own that PostgreSQL
 * flushes to disk; one per round trip was about 700 a second under `clock-in`, more commits than the marks'
 * own (docs/performance.md, "2026-11-24, evening"). Other processes' dispatchers hear of new work this much
 * later at most.
 */
const NOTIFY_SPACING_MS = 5;

/**
 * Wakes the other processes' dispatchers (PostgreSQL NOTIFY) after this process's writes commit, with one
 * NOTIFY in flight at a time and at least `NOTIFY_SPACING_MS` between two: what commits meanwhile is covered
 * by the next, since a woken dispatcher picks up everything waiting. Under load this sends at most 200 a
 * second, not one per write (each costs a round trip, a pool connection and a commit).
 */
export class OtherDispatchers {
  private readonly pending = new Set<DispatcherWork>();
  private sending = false;
  private lastSentAt = -Infinity;

  constructor(private readonly database: DatabaseHandle) {}

  wake(work: DispatcherWork): void {
    this.pending.add(work);
    if (!this.sending) void this.send();
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.pending.size > 0) {
      const wait = this.lastSentAt + NOTIFY_SPACING_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const works = [...this.pending];
      this.pending.clear();
      this.lastSentAt = Date.now();
      // A lost NOTIFY only delays the others until their next poll; one that hangs must not stop the next.
      await Promise.all(
        works.map((work) =>
          settleWithin(
            this.database.notify(OUTBOX_CHANNEL, `${work} ${PROCESS_TAG}`),
            NOTIFY_TIMEOUT_MS,
          ).catch(() => undefined),
        ),
      );
    }
    this.sending = false;
  }
}

/** A finished request to a receiver, waiting to be recorded. */
interface Attempt {
  job: WebhookJobRow;
  webhook: WebhookRow;
  event: EventRow;
  deliveryId: string;
  headers: Record<string, string>;
  body: string;
  result: SendResult;
  at: number;
}

/** A job this dispatcher leased and has not started yet, with its event (read with the job, not per delivery). */
interface QueuedJob {
  job: WebhookJobRow;
  /** Missing only if the event was deleted under its job. */
  event: EventRow | undefined;
}

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
 *    it (a paused webhook gets no job, so it never receives events from while it was paused), leased at once
 *    to this dispatcher as far as it has room;
 * 2. claim: other due jobs are leased (`lease_until` beyond the request timeouts of the queue); on PostgreSQL
 *    with `FOR UPDATE SKIP LOCKED`, so several dispatchers never take the same job; a crashed dispatcher's
 *    lease runs out and the job is taken again;
 * 3. deliver: sign, POST, then record the attempt and schedule the retry or finish the job (batched).
 * New events wake it at once (in-process poke, PostgreSQL LISTEN); otherwise it polls every second.
 * Its own transactions do not wait for PostgreSQL's WAL flush: losing one in a crash only means a job is
 * fanned out or sent again, and the API's writes keep the disk to themselves.
 */
export class WebhookDispatcher {
  private readonly sender: WebhookSender;
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Attempts answered by their receiver and not written yet (`recordLater`). */
  private readonly unrecorded: Attempt[] = [];
  /** Ids of the jobs this dispatcher holds, from their lease until their attempt is written (or dropped). */
  private readonly held = new Set<string>();
  private recording: Promise<void> | undefined;
  private recordTimer: NodeJS.Timeout | undefined;
  /** Deliveries in flight, per webhook. */
  private readonly perWebhook = new Map<string, number>();
  /** Jobs leased by this dispatcher and not started yet, per webhook, in lease order. */
  private readonly queued = new Map<string, QueuedJob[]>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking: Promise<void> | undefined;
  private again = false;
  /** Whether new events may be waiting for fan-out; a finished delivery alone does not make any. */
  private fanOutDue = true;
  /** Whether due jobs may be waiting that no fan-out of this dispatcher leased (see `tick`). */
  private claimDue = true;
  private lastClaimAt = 0;
  private unlisten: (() => Promise<void>) | undefined;
  private lostListen = false;

  /** Each delivery's webhook, read together with the other deliveries' reads and shared for a moment. */
  private readonly webhooks: WebhookReads;
  /** Decrypted signing secrets by their stored form (see `signingSecret`). */
  private readonly signingSecrets = new LRUCache<string, string>({ max: MAX_SIGNING_SECRETS });
  /** The queries every delivery runs, compiled once (Kysely's building was a third of the worker's CPU). */
  private readonly queries;

  constructor(private readonly deps: DispatcherDeps) {
    this.sender = new WebhookSender(deps.config.webhooks);
    const { db } = deps.database;
    this.webhooks = new WebhookReads(
      scopedRowLookup(db, 'webhooks'),
      deps.config.webhooks.readReuseMs,
      deps.database.othersCommits,
    );
    const { dialect } = deps.database;
    this.queries = {
      // Binds state, attempts, next attempt, lease (null: released), id.
      scheduleRetryOrFail: preparedQuery(
        db
          .updateTable('webhookJobs')
          .set({ state: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: null })
          .where('id', '=', ''),
      ),
      // Due jobs, oldest first, but those of `count` saturated webhooks. Binds 'pending', now, now, the
      // saturated webhooks' ids, the limit.
      dueJobs: preparedQueryPerCount((executor, count) => {
        let due = executor
          .selectFrom('webhookJobs')
          .selectAll()
          .where('state', '=', 'pending')
          .where('nextAttemptAt', '<=', 0)
          .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', 0)]));
        if (count > 0) due = due.where('webhookId', 'not in', new Array<string>(count).fill(''));
        return skipLockedOnPostgres(due, dialect).orderBy('nextAttemptAt').limit(0);
      }),
      // Binds the lease's end, then `count` job ids.
      lease: compiledPerCount((executor, count) =>
        executor
          .updateTable('webhookJobs')
          .set({ leaseUntil: 0 })
          .where('id', 'in', new Array<string>(count).fill('')),
      ),
      // Binds `count` event ids.
      eventsById: compiledPerCount((executor, count) =>
        executor.selectFrom('events').selectAll().where('id', 'in', new Array<string>(count).fill('')),
      ),
    };
  }

  async start(): Promise<void> {
    this.running = true;
    // Without LISTEN, other processes' changes to webhooks would go unheard: each delivery reads its own.
    const unheard = (error?: unknown) => {
      this.lostListen = true;
      this.webhooks.stopSharing();
      this.deps.log.warn({ err: error }, 'webhook dispatcher: LISTEN lost; polling only');
    };
    this.unlisten = await this.deps.database
      .listen(
        OUTBOX_CHANNEL,
        (payload) => {
          const [work, tag] = payload.split(' ');
          // This process's own writes told it directly already; answering their NOTIFY too would run an
          // empty fan-out for every event.
          if (tag === PROCESS_TAG) return;
          if (work === 'webhooks') this.webhooksChanged();
          else this.poke(work === 'jobs' ? 'jobs' : 'events');
        },
        unheard,
      )
      .catch((error: unknown) => {
        unheard(error);
        return undefined;
      });
    this.poke();
  }

  /**
   * True once its LISTEN connection (PostgreSQL) is lost or could not be made: from then on, for good, it
   * polls and reads every webhook afresh.
   */
  get listenLost(): boolean {
    return this.lostListen;
  }

  /** A webhook changed (committed): deliveries starting from now read their webhooks afresh. */
  webhooksChanged(): void {
    this.webhooks.forget();
  }

  /** Runs a pass now (or right after the current one). */
  poke(work: DispatcherWork = 'events'): void {
    if (!this.running) return;
    if (work === 'events') this.fanOutDue = true;
    if (work === 'jobs') this.claimDue = true;
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
          this.poke('capacity');
        } else {
          this.timer = setTimeout(() => this.poke(), POLL_MS);
        }
      });
  }

  /** Stops claiming, gives back queued jobs, lets deliveries in flight finish and be recorded, releases connections. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.ticking;
    const unstarted = [...this.queued.values()].flat().map(({ job }) => job);
    this.queued.clear();
    // Only leases that are still this dispatcher's: one that ran out may be another dispatcher's by now.
    const byLease = new Map<number, WebhookJobRow[]>();
    for (const job of unstarted) {
      const group = byLease.get(job.leaseUntil!);
      if (group) group.push(job);
      else byLease.set(job.leaseUntil!, [job]);
    }
    for (const [leaseUntil, jobs] of byLease) {
      jobs.forEach((job) => this.held.delete(job.id));
      await this.deps.database.db
        .updateTable('webhookJobs')
        .set({ leaseUntil: null })
        .where(
          'id',
          'in',
          jobs.map((job) => job.id),
        )
        .where('leaseUntil', '=', leaseUntil)
        .execute()
        .catch(() => undefined);
    }
    await Promise.allSettled(this.inFlight.values());
    if (this.unrecorded.length > 0) this.startRecording();
    while (this.recording) await this.recording;
    await this.unlisten?.();
    await this.sender.close();
  }

  /**
   * One pass: fan out new events (leasing the jobs it makes, as far as there is room), claim due jobs if some
   * may be waiting, and start what is queued. Resolves when the jobs are started.
   *
   * The claim is skipped while the fan-out hands this dispatcher everything: with one job per new event, a
   * claim after every delivery would cost three round trips for nothing. Jobs may wait beyond what the fan-out
   * leased when a cap left some over, a delivery was queued directly, a retry fell due or another dispatcher
   * died holding a lease: the first two set `claimDue`, and a claim runs at least once a `POLL_MS` for the rest.
   */
  private async tick(): Promise<void> {
    try {
      // Claims first: jobs already waiting (left over, retries) go before the new events' jobs.
      if (Date.now() - this.lastClaimAt >= POLL_MS) this.claimDue = true;
      const room = this.room();
      if (this.running && this.claimDue && room > 0) {
        this.claimDue = false;
        this.lastClaimAt = Date.now();
        try {
          const { jobs, more } = await this.claim(room);
          if (more) this.claimDue = true;
          jobs.forEach((queued) => this.enqueue(queued));
        } catch (error) {
          this.claimDue = true;
          throw error;
        }
      }
      if (this.running && this.fanOutDue) {
        this.fanOutDue = false;
        try {
          while ((await this.fanOut()) === FAN_OUT_BATCH && this.running);
        } catch (error) {
          this.fanOutDue = true;
          throw error;
        }
      }
    } finally {
      if (this.running) this.pump();
    }
  }

  /** How many more jobs this dispatcher may hold. */
  private room(): number {
    return this.deps.config.webhooks.concurrency * PREFETCH - this.owned();
  }

  /** Queues a leased job, unless this dispatcher holds it already (a lease that ran out while it waited). */
  private enqueue(queued: QueuedJob): void {
    if (this.held.has(queued.job.id)) return;
    this.held.add(queued.job.id);
    const queue = this.queued.get(queued.job.webhookId) ?? [];
    queue.push(queued);
    this.queued.set(queued.job.webhookId, queue);
  }

  /**
   * A per-webhook allowance for leasing: each webhook may hold up to `PREFETCH` times its concurrency cap in
   * this dispatcher (in flight and queued). Returns whether one more job of `webhookId` fits, counting it.
   */
  private allowance(): (webhookId: string) => boolean {
    const allowed = this.deps.config.webhooks.perEndpointConcurrency * PREFETCH;
    const held = new Map<string, number>();
    return (webhookId) => {
      const n = held.get(webhookId) ?? this.owned(webhookId);
      held.set(webhookId, n + 1);
      return n < allowed;
    };
  }

  /**
   * Jobs this dispatcher holds: queued, in flight and waiting to be recorded. Of one webhook, only those
   * queued and in flight: an answered attempt waits for no delivery slot, and counting it against the
   * webhook's allowance left the slots idle while attempts waited to be written.
   */
  private owned(webhookId?: string): number {
    if (webhookId === undefined) return this.held.size;
    return (this.perWebhook.get(webhookId) ?? 0) + (this.queued.get(webhookId)?.length ?? 0);
  }

  /**
   * Starts queued jobs while there are free slots, overall and per webhook; webhooks with the fewest
   * deliveries in flight go first, so a busy one cannot take every freed slot from the others.
   */
  private pump(): void {
    const { concurrency, perEndpointConcurrency, timeoutMs } = this.deps.config.webhooks;
    // A job starts only if its lease outlasts the request and its recording; one that waited too long is
    // dropped here and claimed again (by whichever dispatcher) once its lease has run out.
    const startBy = Date.now() + timeoutMs + LEASE_MARGIN_MS;
    const inFlightOf = (webhookId: string) => this.perWebhook.get(webhookId) ?? 0;
    const order = [...this.queued].sort(([a], [b]) => inFlightOf(a) - inFlightOf(b));
    for (const [webhookId, queue] of order) {
      while (
        queue.length > 0 &&
        this.inFlight.size < concurrency &&
        (this.perWebhook.get(webhookId) ?? 0) < perEndpointConcurrency
      ) {
        const { job, event } = queue.shift()!;
        if (job.leaseUntil! < startBy) {
          this.held.delete(job.id);
          continue;
        }
        this.begin(job, event);
      }
      if (queue.length === 0) this.queued.delete(webhookId);
    }
  }

  private begin(job: WebhookJobRow, event: EventRow | undefined): void {
    this.perWebhook.set(job.webhookId, (this.perWebhook.get(job.webhookId) ?? 0) + 1);
    const delivery = this.deliver(job, event)
      .then((attempted) => {
        if (!attempted) this.held.delete(job.id);
      })
      .catch((error: unknown) => {
        this.held.delete(job.id);
        this.deps.log.error({ err: error, jobId: job.id }, 'webhook delivery crashed');
      })
      .finally(() => {
        this.inFlight.delete(job.id);
        const left = (this.perWebhook.get(job.webhookId) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(job.webhookId, left);
        else this.perWebhook.delete(job.webhookId);
        if (!this.running) return;
        this.pump();
        // Take more once this webhook's queue runs low (or it had none: others may be waiting).
        if ((this.queued.get(job.webhookId)?.length ?? 0) < this.deps.config.webhooks.perEndpointConcurrency)
          this.poke('capacity');
      });
    this.inFlight.set(job.id, delivery);
  }

  /**
   * Turns up to one batch of undispatched events into jobs, leasing to this dispatcher those it has room for
   * (they are queued with their event once the transaction commits, with no claim nor event read of their
   * own). Returns how many events it handled.
   */
  private async fanOut(): Promise<number> {
    const { dispatcherDb, dialect } = this.deps.database;
    const { timeoutMs } = this.deps.config.webhooks;
    const leased: QueuedJob[] = [];
    const handled = await dispatcherDb.transaction().execute(async (tx) => {
      const events = await skipLockedOnPostgres(
        tx.selectFrom('events').selectAll().where('dispatchedAt', 'is', null),
        dialect,
      )
        // `dispatched_at` is null in every row read; naming it lets PostgreSQL read the index in order
        // instead of sorting every undispatched event (it does not take IS NULL for an equality).
        .orderBy('dispatchedAt')
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
      const leaseUntil = now + PREFETCH * timeoutMs + LEASE_MARGIN_MS;
      let room = this.room();
      const fits = this.allowance();
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
          .map((w): QueuedJob => {
            const lease = room > 0 && fits(w.id);
            if (lease) room--;
            else this.claimDue = true;
            return {
              job: {
                id: newId(),
                tenantId: event.tenantId,
                environment: event.environment,
                webhookId: w.id,
                eventId: event.id,
                state: 'pending',
                attempts: 0,
                nextAttemptAt: now,
                leaseUntil: lease ? leaseUntil : null,
                createdAt: now,
              },
              event,
            };
          }),
      );
      const markDispatched = tx
        .updateTable('events')
        .set({ dispatchedAt: now })
        .where(
          'id',
          'in',
          events.map((e) => e.id),
        );
      // Jobs in chunks: one statement may bind at most 32,766 values on SQLite (and 65,535 on PostgreSQL).
      // The events are marked in the first chunk's round trip, or alone when no webhook wants them.
      if (jobs.length === 0) await markDispatched.execute();
      const inserted = new Set<string>();
      for (let i = 0; i < jobs.length; i += INSERT_CHUNK) {
        const chunk = jobsInsert(tx, jobs.slice(i, i + INSERT_CHUNK));
        const rows = await runTogether(tx, i === 0 ? [markDispatched] : [], chunk);
        rows.forEach((row) => inserted.add(row.id));
      }
      leased.push(...jobs.filter(({ job }) => job.leaseUntil !== null && inserted.has(job.id)));
      return events.length;
    });
    leased.forEach((queued) => this.enqueue(queued));
    return handled;
  }

  /**
   * Leases up to `limit` due jobs, at most `PREFETCH` times the per-webhook cap for each webhook counting what
   * this dispatcher already holds. The cap is applied before the lease, so no job is leased only to be given
   * back. A queued job usually waits for at most `PREFETCH - 1` rounds of deliveries, so the lease covers
   * `PREFETCH` request timeouts plus a margin; one still queued when too little of its lease is left is dropped
   * rather than started (see `pump`).
   */
  private async claim(limit: number): Promise<{ jobs: QueuedJob[]; more: boolean }> {
    const { dispatcherDb } = this.deps.database;
    const { perEndpointConcurrency, timeoutMs } = this.deps.config.webhooks;
    const allowed = perEndpointConcurrency * PREFETCH;
    const saturated = [...new Set([...this.perWebhook.keys(), ...this.queued.keys()])].filter(
      (id) => this.owned(id) >= allowed,
    );
    const now = Date.now();
    return dispatcherDb.transaction().execute(async (tx) => {
      const candidates = await this.queries.dueJobs(tx, saturated.length, [
        'pending',
        now,
        now,
        ...saturated,
        limit,
      ]);
      const fits = this.allowance();
      const chosen = candidates.filter(({ webhookId }) => fits(webhookId));
      // Jobs may be left: the batch was full, or a webhook's allowance kept some out.
      const more = candidates.length === limit || chosen.length < candidates.length || saturated.length > 0;
      if (chosen.length === 0) return { jobs: [], more };
      // The rows were read locked (SKIP LOCKED on PostgreSQL; SQLite's single writer), so they are as leased.
      const leaseUntil = now + PREFETCH * timeoutMs + LEASE_MARGIN_MS;
      const eventIds = [...new Set(chosen.map((job) => job.eventId))];
      // The lease, and the events read once for the batch rather than once per delivery: one round trip.
      const events = await runTogether(
        tx,
        [this.queries.lease(tx, chosen.length, [leaseUntil, ...chosen.map((job) => job.id)])],
        this.queries.eventsById(tx, eventIds.length, eventIds),
      );
      const eventsById = new Map(events.map((event) => [event.id, event]));
      return {
        jobs: chosen.map((job) => ({ job: { ...job, leaseUntil }, event: eventsById.get(job.eventId) })),
        more,
      };
    });
  }

  /**
   * A webhook's signing secret, decrypted once per stored form rather than for every delivery (3% of the
   * worker's CPU). A rotation stores a new form; the old one ages out of the memo. The master key that
   * decrypts them all is in this process's memory anyway.
   */
  private signingSecret(webhook: WebhookRow): string {
    let secret = this.signingSecrets.get(webhook.secretEncrypted);
    if (secret === undefined) {
      secret = this.deps.secrets.decrypt(webhook.secretEncrypted);
      this.signingSecrets.set(webhook.secretEncrypted, secret);
    }
    return secret;
  }

  /** Sends one job; true when an attempt was made (and queued for recording). */
  private async deliver(job: WebhookJobRow, event: EventRow | undefined): Promise<boolean> {
    const { db } = this.deps.database;
    // The webhook as it is now: it may have been paused, changed or deleted since the job was made.
    const webhook = await this.webhooks.read(job, job.webhookId);
    if (!webhook) return false; // deleted: its jobs are gone with it
    if (!event) throw new Error(`event ${job.eventId} of job ${job.id} is missing`);
    if (webhook.active !== 1 && event.type !== 'webhook.test') {
      await db
        .updateTable('webhookJobs')
        .set({ state: 'cancelled', leaseUntil: null })
        .where('id', '=', job.id)
        .execute();
      return false;
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
      'x-pontual-signature': signatureHeader(this.signingSecret(webhook), timestamp, body),
    };
    const result = await this.sender.send(webhook.url, headers, body);
    this.recordLater({ job, webhook, event, deliveryId, headers, body, result, at: Date.now() });
    return true;
  }

  /**
   * Queues an attempt for recording and frees its delivery slot at once: the receiver's answer is in, and
   * the job stays leased until its attempt is written. Attempts are written together, one recording at a
   * time. With none under way, one starts once `RECORD_GROUP` attempts wait or `RECORD_DELAY_MS` after the
   * first, and at once when the dispatcher stops. Attempts answered while it runs wait for the next in the
   * same way: going on with them at once wrote the three or four answered during each recording, back to
   * back.
   */
  private recordLater(attempt: Attempt): void {
    this.unrecorded.push(attempt);
    this.scheduleRecording();
  }

  private scheduleRecording(): void {
    if (this.recording) return;
    if (this.unrecorded.length >= RECORD_GROUP || !this.running) this.startRecording();
    else this.recordTimer ??= setTimeout(() => this.startRecording(), RECORD_DELAY_MS);
  }

  private startRecording(): void {
    clearTimeout(this.recordTimer);
    this.recordTimer = undefined;
    this.recording ??= this.recordWaiting().finally(() => {
      this.recording = undefined;
      // Attempts answered while this recording ran, or more than one batch.
      if (this.unrecorded.length > 0) this.scheduleRecording();
    });
  }

  /** Writes up to `RECORD_BATCH` of the attempts waiting, oldest first. */
  private async recordWaiting(): Promise<void> {
    const batch = this.unrecorded.splice(0, RECORD_BATCH);
    try {
      await this.record(batch);
    } catch {
      // One attempt may fail the batch (its webhook deleted meanwhile): write them one by one.
      for (const attempt of batch) {
        await this.record([attempt]).catch((error: unknown) =>
          // Unrecorded, the job's lease runs out and it is sent again: at least once still holds.
          this.deps.log.warn({ err: error, jobId: attempt.job.id }, 'webhook delivery not recorded'),
        );
      }
    } finally {
      batch.forEach((attempt) => this.held.delete(attempt.job.id));
    }
  }

  /** Writes the attempts, and moves their jobs and their webhooks' failure streaks on, in one transaction. */
  private async record(attempts: Attempt[]): Promise<void> {
    const { dispatcherDb } = this.deps.database;
    const schedule = this.deps.config.webhooks.retryScheduleMs;
    const outcomes = attempts.map((attempt) => {
      const { job, result } = attempt;
      const success = result.httpStatus >= 200 && result.httpStatus < 300;
      const attemptNumber = job.attempts + 1;
      const retryIn =
        success || attemptNumber > schedule.length
          ? null
          : retryDelay(schedule[attemptNumber - 1]!, result.retryAfterMs);
      return { ...attempt, success, attemptNumber, retryIn };
    });
    const streaks = failureStreaks(outcomes);
    let paused = false;
    await dispatcherDb.transaction().execute(async (tx) => {
      const insertDeliveries = valuesInsert(
        tx,
        'webhookDeliveries',
        outcomes.map(({ job, webhook, event, deliveryId, headers, body, result, success, at }) => ({
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
          error: result.error ?? (success ? null : `receiver answered HTTP ${result.httpStatus}`),
          createdAt: at,
        })),
      );
      // Streaks ended by a success, the usual case, end in the attempts' statement.
      const ended = streaks
        .filter((streak) => streak.firstFailureAt === null)
        .map(({ webhookId }) => webhookId);
      const endStreaks = tx
        .updateTable('webhooks')
        .set({ failingSince: null })
        .where('id', 'in', ended)
        .where('failingSince', 'is not', null);
      const writes = ended.length > 0 ? [insertDeliveries, endStreaks] : [insertDeliveries];
      // Delivered jobs, the usual case, are finished by one statement, in the attempts' round trip.
      const delivered = outcomes.filter((outcome) => outcome.success).map(({ job }) => job.id);
      if (delivered.length > 0) {
        await runTogether(
          tx,
          writes,
          tx
            .updateTable('webhookJobs')
            .set((eb) => ({ state: 'delivered', attempts: eb('attempts', '+', 1), leaseUntil: null }))
            .where('id', 'in', delivered),
        );
      } else {
        // No success: no streak ended either.
        await tx.executeQuery(insertDeliveries.compile());
      }
      for (const { job, success, attemptNumber, retryIn, at } of outcomes) {
        if (success) continue;
        await this.queries.scheduleRetryOrFail(
          tx,
          retryIn === null ? 'failed' : 'pending',
          attemptNumber,
          retryIn === null ? job.nextAttemptAt : at + retryIn,
          null,
          job.id,
        );
      }
      // Streaks that go on, in webhook id order, so two dispatchers recording failures of the same webhooks lock
      // them in the same order and never deadlock. Written from the row as it is now, not from this
      // dispatcher's read of it: another dispatcher may have begun or ended the streak since.
      for (const { webhookId, firstFailureAt, lastFailureAt, afterSuccess } of streaks) {
        if (firstFailureAt === null) continue;
        const row = await tx
          .updateTable('webhooks')
          .set((eb) => ({
            failingSince: afterSuccess
              ? firstFailureAt
              : eb.fn.coalesce('failingSince', eb.val(firstFailureAt)),
          }))
          .where('id', '=', webhookId)
          .returning('failingSince')
          .executeTakeFirst();
        if (row?.failingSince == null || lastFailureAt - row.failingSince < AUTO_PAUSE_AFTER_MS) continue;
        await tx
          .updateTable('webhooks')
          .set({
            active: 0,
            pausedReason: 'Paused automatically: every delivery failed for 5 days.',
            updatedAt: lastFailureAt,
          })
          .where('id', '=', webhookId)
          .execute();
        // Other dispatchers must stop sending to it as soon as it is paused.
        await announceWebhookChange(tx);
        paused = true;
      }
    });
    if (paused) this.webhooks.forget();
    for (const { webhook, event, deliveryId, result, success, attemptNumber } of outcomes) {
      this.deps.log.info(
        {
          webhookId: webhook.id,
          eventId: event.id,
          deliveryId,
          httpStatus: result.httpStatus,
          success,
          attempts: attemptNumber,
        },
        'webhook delivery',
      );
    }
  }
}

/** Where a webhook's failure streak stands after a batch of its attempts (test events aside), in answer order. */
interface StreakChange {
  webhookId: string;
  /** The first failure after the batch's last success; null when the batch ends with a success. */
  firstFailureAt: number | null;
  lastFailureAt: number;
  /** Whether a success came before those failures: the streak starts afresh at `firstFailureAt`. */
  afterSuccess: boolean;
}

/** The failure streak changes of a batch of attempts, one per webhook, in webhook id order. */
function failureStreaks(
  outcomes: { webhook: WebhookRow; event: EventRow; success: boolean; at: number }[],
): StreakChange[] {
  const byWebhook = new Map<string, StreakChange>();
  for (const { webhook, event, success, at } of outcomes) {
    if (event.type === 'webhook.test') continue;
    const streak = byWebhook.get(webhook.id) ?? {
      webhookId: webhook.id,
      firstFailureAt: null,
      lastFailureAt: 0,
      afterSuccess: false,
    };
    if (success) Object.assign(streak, { firstFailureAt: null, afterSuccess: true });
    else Object.assign(streak, { firstFailureAt: streak.firstFailureAt ?? at, lastFailureAt: at });
    byWebhook.set(webhook.id, streak);
  }
  return [...byWebhook.values()].sort((a, b) => a.webhookId.localeCompare(b.webhookId));
}

/** The INSERT of jobs, skipping any its webhook already has for the event, returning the ids inserted; not yet run. */
function jobsInsert(tx: Tx, jobs: QueuedJob[]) {
  return tx
    .insertInto('webhookJobs')
    .values(jobs.map(({ job }) => job))
    .onConflict((oc) => oc.columns(['webhookId', 'eventId']).doNothing())
    .returning('id');
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
