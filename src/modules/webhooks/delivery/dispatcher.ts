import type { FastifyBaseLogger } from 'fastify';
import { scopedRowLookup } from '../../../platform/batched-lookup.js';
import type { Config } from '../../../platform/config.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import type { EventRow, WebhookJobRow } from '../../../platform/db/schema.js';
import { OUTBOX_CHANNEL } from '../../../platform/outbox.js';
import type { SecretBox } from '../../../platform/secrets.js';
import { PROCESS_TAG } from '../webhook-changes.js';
import { FAN_OUT_BATCH, fanOut } from './fan-out.js';
import { JobStore } from './job-store.js';
import type { DispatcherWork } from './other-dispatchers.js';
import { AttemptRecorder } from './recorder.js';
import { SigningSecrets, signAndSend } from './send.js';
import { WebhookSender } from './sender.js';
import { WebhookReads } from './webhook-reads.js';

const POLL_MS = 1000;
/** How much longer than its last possible finish a claimed job stays leased: time to record the attempt. */
const LEASE_MARGIN_MS = 5000;
/**
 * Jobs a dispatcher holds per delivery slot: one in flight and the rest queued in memory, so a finished
 * delivery starts the next one at once instead of claiming it from the database first.
 */
const PREFETCH = 4;

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
 * A job as this dispatcher holds it: one lease of it. A replay may queue a job afresh, and a claim lease it
 * again, while its earlier attempt is still in flight or waiting to be recorded; the two are separate holdings.
 */
const leaseOf = (job: WebhookJobRow) => `${job.id}@${job.leaseUntil}`;

/**
 * Delivers the outbox to webhooks, at least once. The loop that ties the delivery parts together
 * (docs/architecture.md, "Webhook delivery"; docs/decisions/004-webhook-delivery-pipeline.md):
 * 1. fan-out (`fan-out.ts`): new events become jobs, leased at once to this dispatcher as far as it has room;
 * 2. claim (`job-store.ts`): other due jobs are leased by one statement (`lease_until` beyond the request
 *    timeouts of the queue); a crashed dispatcher's lease runs out and the job is taken again;
 * 3. send (`send.ts`): sign and POST, at most `concurrency` at once and `perEndpointConcurrency` per webhook;
 * 4. record (`recorder.ts`): the attempts, in groups, finishing or rescheduling their jobs.
 * New events wake it at once (in-process poke, PostgreSQL LISTEN); otherwise it polls every second. Its
 * transactions (`dispatcherDb`) do not wait for PostgreSQL's WAL flush: losing one in a crash only means a
 * job is fanned out or sent again.
 */
export class WebhookDispatcher {
  private readonly store: JobStore;
  private readonly sender: WebhookSender;
  private readonly recorder: AttemptRecorder;
  /** Each delivery's webhook, read together with the other deliveries' reads and shared for a moment. */
  private readonly webhooks: WebhookReads;
  private readonly signingSecrets: SigningSecrets;
  /** Deliveries in flight, by `leaseOf` their job. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** The jobs this dispatcher holds (`leaseOf`), from their lease until their attempt is written (or dropped). */
  private readonly held = new Set<string>();
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

  constructor(private readonly deps: DispatcherDeps) {
    const { database, config, log } = deps;
    this.store = new JobStore(database.dialect);
    this.sender = new WebhookSender(config.webhooks);
    this.signingSecrets = new SigningSecrets(deps.secrets);
    this.webhooks = new WebhookReads(
      scopedRowLookup(database.db, 'webhooks'),
      config.webhooks.readReuseMs,
      database.othersCommits,
    );
    this.recorder = new AttemptRecorder({
      dispatcherDb: database.dispatcherDb,
      dialect: database.dialect,
      store: this.store,
      retryScheduleMs: config.webhooks.retryScheduleMs,
      log,
      done: (attempt) => this.held.delete(leaseOf(attempt.job)),
      paused: () => this.webhooks.forget(),
    });
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
      byLease.set(job.leaseUntil!, [...(byLease.get(job.leaseUntil!) ?? []), job]);
      this.held.delete(leaseOf(job));
    }
    for (const [leaseUntil, jobs] of byLease) {
      await this.store.release(this.deps.database.db, jobs, leaseUntil).catch(() => undefined);
    }
    await Promise.allSettled(this.inFlight.values());
    await this.recorder.flush();
    await this.unlisten?.();
    await this.sender.close();
  }

  /**
   * One pass: claim due jobs if some may be waiting, fan out new events (leasing the jobs it makes, as far as
   * there is room), and start what is queued.
   *
   * The claim is skipped while the fan-out hands this dispatcher everything: with one job per new event, a
   * claim after every delivery would cost round trips for nothing. Jobs may wait beyond what the fan-out
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

  /** When a job leased now must be given back: `PREFETCH` request timeouts plus the margin to record it. */
  private leaseEnd(now: number): number {
    return now + PREFETCH * this.deps.config.webhooks.timeoutMs + LEASE_MARGIN_MS;
  }

  /** Fans out one batch of events, queueing the jobs it leased; returns how many events it handled. */
  private async fanOut(): Promise<number> {
    const { dispatcherDb, dialect } = this.deps.database;
    let room = this.room();
    const fits = this.allowance();
    const { handled, leased } = await fanOut(
      dispatcherDb,
      dialect,
      this.store,
      this.leaseEnd(Date.now()),
      (webhookId) => {
        const lease = room > 0 && fits(webhookId);
        if (lease) room--;
        else this.claimDue = true;
        return lease;
      },
    );
    leased.forEach((queued) => this.enqueue(queued));
    return handled;
  }

  /**
   * Leases up to `limit` due jobs, at most `PREFETCH` times the per-webhook cap for each webhook counting what
   * this dispatcher already holds, with their events (read once for the batch rather than once per delivery).
   * A queued job usually waits for at most `PREFETCH - 1` rounds of deliveries, so the lease covers `PREFETCH`
   * request timeouts plus a margin; one still queued when too little of its lease is left is dropped rather
   * than started (see `pump`).
   */
  private async claim(limit: number): Promise<{ jobs: QueuedJob[]; more: boolean }> {
    const perWebhook = this.deps.config.webhooks.perEndpointConcurrency * PREFETCH;
    const held = new Map(
      [...new Set([...this.perWebhook.keys(), ...this.queued.keys()])].map((id) => [id, this.owned(id)]),
    );
    const now = Date.now();
    const { jobs, events } = await this.deps.database.dispatcherDb.transaction().execute(async (tx) => {
      const claimed = await this.store.claim(tx, now, this.leaseEnd(now), { limit, perWebhook, held });
      const eventKeys = [
        ...new Map(claimed.map((job) => [job.eventId, { tenantId: job.tenantId, id: job.eventId }])).values(),
      ];
      return {
        jobs: claimed,
        events: eventKeys.length > 0 ? await this.store.eventsByKey(tx, eventKeys) : [],
      };
    });
    const eventsById = new Map(events.map((event) => [event.id, event]));
    const holding = new Map(held);
    for (const job of jobs) holding.set(job.webhookId, (holding.get(job.webhookId) ?? 0) + 1);
    // Jobs may be left: the batch was full, or a webhook's allowance kept some out.
    const more = jobs.length === limit || [...holding.values()].some((n) => n >= perWebhook);
    return { jobs: jobs.map((job) => ({ job, event: eventsById.get(job.eventId) })), more };
  }

  /** How many more jobs this dispatcher may hold. */
  private room(): number {
    return this.deps.config.webhooks.concurrency * PREFETCH - this.owned();
  }

  /** Queues a leased job, unless this dispatcher holds it already (a lease that ran out while it waited). */
  private enqueue(queued: QueuedJob): void {
    if (this.held.has(leaseOf(queued.job))) return;
    this.held.add(leaseOf(queued.job));
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
        inFlightOf(webhookId) < perEndpointConcurrency
      ) {
        const { job, event } = queue.shift()!;
        if (job.leaseUntil! < startBy) {
          this.held.delete(leaseOf(job));
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
        if (!attempted) this.held.delete(leaseOf(job));
      })
      .catch((error: unknown) => {
        this.held.delete(leaseOf(job));
        this.deps.log.error({ err: error, jobId: job.id }, 'webhook delivery crashed');
      })
      .finally(() => {
        this.inFlight.delete(leaseOf(job));
        const left = (this.perWebhook.get(job.webhookId) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(job.webhookId, left);
        else this.perWebhook.delete(job.webhookId);
        if (!this.running) return;
        this.pump();
        // Take more once this webhook's queue runs low (or it had none: others may be waiting).
        if ((this.queued.get(job.webhookId)?.length ?? 0) < this.deps.config.webhooks.perEndpointConcurrency)
          this.poke('capacity');
      });
    this.inFlight.set(leaseOf(job), delivery);
  }

  /** Sends one job; true when an attempt was made (and handed to the recorder). */
  private async deliver(job: WebhookJobRow, event: EventRow | undefined): Promise<boolean> {
    // The webhook as it is now: it may have been paused, changed, rotated or deleted since the job was made.
    const webhook = await this.webhooks.read(job, job.webhookId);
    if (!webhook) return false; // deleted: its jobs are gone with it
    if (!event) throw new Error(`event ${job.eventId} of job ${job.id} is missing`);
    if (webhook.active !== 1 && event.type !== 'webhook.test') {
      await this.store.cancel(this.deps.database.db, job);
      return false;
    }
    const signedAt = Date.now();
    const secrets = this.signingSecrets.of(webhook, signedAt);
    const attempt = await signAndSend(this.sender, job, webhook, event, secrets, this.deps.version, signedAt);
    this.recorder.add(attempt);
    return true;
  }
}
