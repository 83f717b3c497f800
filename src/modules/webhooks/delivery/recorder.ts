import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db, Dialect, Tx } from '../../../platform/db/database.js';
import { isKeyIn, jsonRows } from '../../../platform/db/list-parameters.js';
import { announceWebhookChange } from '../webhook-changes.js';
import { heldJob, type JobRetry, type JobStore } from './job-store.js';
import type { Attempt } from './send.js';

/** Attempts written in one transaction at most. */
const RECORD_BATCH = 64;
/** Attempts that start a recording at once; fewer wait up to `RECORD_DELAY_MS` for others to join them. */
const RECORD_GROUP = 32;
/**
 * How long an answered attempt may wait for others before it is written. Each write costs a commit (on SQLite
 * in the dispatcher's own thread, on PostgreSQL a wake-up of a server process): written one or two at a
 * time, they cost a fifth of the delivery rate, and three or four at a time rather than about thirty, a fifth
 * more of the worker's CPU a delivery (docs/decisions/004-webhook-delivery-pipeline.md). The wait delays only
 * the attempt's entry in the log and its job's end: the receiver has its delivery already.
 */
const RECORD_DELAY_MS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const AUTO_PAUSE_AFTER_MS = 5 * DAY_MS;
const MAX_RETRY_AFTER_MS = DAY_MS;
const JITTER = 0.2;

export interface RecorderDeps {
  dispatcherDb: Db;
  dialect: Dialect;
  store: JobStore;
  retryScheduleMs: readonly number[];
  log: FastifyBaseLogger;
  /** Called once an attempt is written, or given up on: its job is no longer the dispatcher's. */
  done: (attempt: Attempt) => void;
  /** Called after a recording paused a webhook (it failed for five days). */
  paused: () => void;
}

/**
 * Writes the attempts answered by receivers, in groups, one recording at a time: each attempt's entry in the
 * delivery log, its job finished (delivered, or failed for good) or scheduled for a retry, and its webhook's
 * failure streak (paused after five days of failures), in one transaction per group. With no recording under
 * way, one starts once `RECORD_GROUP` attempts wait or `RECORD_DELAY_MS` after the first, and at once when
 * flushed. Attempts answered while one runs wait for the next in the same way. An attempt that cannot be
 * written leaves its job leased: the lease runs out and the job is sent again (at least once).
 */
export class AttemptRecorder {
  private readonly waiting: Attempt[] = [];
  private recording: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;

  constructor(private readonly deps: RecorderDeps) {}

  add(attempt: Attempt): void {
    this.waiting.push(attempt);
    this.schedule();
  }

  /** Writes everything waiting now, and resolves once it is written. */
  async flush(): Promise<void> {
    this.flushing = true;
    if (this.waiting.length > 0) this.start();
    while (this.recording) await this.recording;
  }

  private schedule(): void {
    if (this.recording) return;
    if (this.waiting.length >= RECORD_GROUP || this.flushing) this.start();
    else this.timer ??= setTimeout(() => this.start(), RECORD_DELAY_MS);
  }

  private start(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.recording ??= this.writeWaiting().finally(() => {
      this.recording = undefined;
      // Attempts answered while this recording ran, or more than one batch.
      if (this.waiting.length > 0) this.schedule();
    });
  }

  /** Writes up to `RECORD_BATCH` of the attempts waiting, oldest first. */
  private async writeWaiting(): Promise<void> {
    const batch = this.waiting.splice(0, RECORD_BATCH);
    try {
      await this.write(batch);
    } catch {
      // One attempt may fail the batch (its webhook deleted meanwhile): write them one by one.
      for (const attempt of batch) {
        await this.write([attempt]).catch((error: unknown) =>
          this.deps.log.warn({ err: error, jobId: attempt.job.id }, 'webhook delivery not recorded'),
        );
      }
    } finally {
      batch.forEach((attempt) => this.deps.done(attempt));
    }
  }

  /** Writes the attempts, and moves their jobs and their webhooks' failure streaks on, in one transaction. */
  private async write(attempts: Attempt[]): Promise<void> {
    const outcomes = attempts.map((attempt) => outcomeOf(attempt, this.deps.retryScheduleMs));
    const { store } = this.deps;
    const paused = await this.deps.dispatcherDb.transaction().execute(async (tx) => {
      await this.insertDeliveries(tx, outcomes);
      await store.finishDelivered(
        tx,
        outcomes.filter((outcome) => outcome.retry === undefined).map(({ job }) => heldJob(job)),
      );
      await store.scheduleRetries(
        tx,
        outcomes.flatMap(({ retry }) => (retry ? [retry] : [])),
      );
      return this.moveStreaks(tx, failureStreaks(outcomes));
    });
    if (paused) this.deps.paused();
    for (const { webhook, event, deliveryId, result, success, job } of outcomes) {
      this.deps.log.info(
        {
          webhookId: webhook.id,
          eventId: event.id,
          deliveryId,
          httpStatus: result.httpStatus,
          success,
          attempts: job.attempts + 1,
        },
        'webhook delivery',
      );
    }
  }

  private async insertDeliveries(tx: Tx, outcomes: Outcome[]): Promise<void> {
    const rows = outcomes.map(({ job, webhook, event, deliveryId, headers, body, result, success, at }) => ({
      id: deliveryId,
      tenant_id: job.tenantId,
      environment: job.environment,
      webhook_id: webhook.id,
      job_id: job.id,
      event_id: event.id,
      event: event.type,
      url: webhook.url,
      request_headers: JSON.stringify(headers),
      request_body: body,
      http_status: result.httpStatus,
      duration_ms: result.durationMs,
      success: success ? 1 : 0,
      response_body: result.responseBody,
      error: result.error ?? (success ? null : `receiver answered HTTP ${result.httpStatus}`),
      created_at: at,
    }));
    await deliveriesInsert(this.deps.dialect, rows).execute(tx);
  }

  /**
   * Ends the streaks a success ended (one statement), and moves on those that go on, in webhook id order, so
   * two dispatchers recording failures of the same webhooks lock them in the same order and never deadlock.
   * A streak that goes on is written from the row as it is now, not from this dispatcher's read of it:
   * another dispatcher may have begun or ended it since. Returns whether a webhook was paused.
   */
  private async moveStreaks(tx: Tx, streaks: StreakChange[]): Promise<boolean> {
    const ended = streaks
      .filter((streak) => streak.firstFailureAt === null)
      .map(({ tenantId, webhookId }) => ({ tenantId, id: webhookId }));
    if (ended.length > 0) {
      await tx
        .updateTable('webhooks')
        .set({ failingSince: null })
        .where(isKeyIn(this.deps.dialect, ended))
        .where('failingSince', 'is not', null)
        .execute();
    }
    let paused = false;
    for (const { tenantId, webhookId, firstFailureAt, lastFailureAt, afterSuccess } of streaks) {
      if (firstFailureAt === null) continue;
      const row = await tx
        .updateTable('webhooks')
        .set((eb) => ({
          failingSince: afterSuccess
            ? firstFailureAt
            : eb.fn.coalesce('failingSince', eb.val(firstFailureAt)),
        }))
        .where('tenantId', '=', tenantId)
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
        .where('tenantId', '=', tenantId)
        .where('id', '=', webhookId)
        .execute();
      // Other dispatchers must stop sending to it as soon as it is paused.
      await announceWebhookChange(tx);
      paused = true;
    }
    return paused;
  }
}

/** The INSERT of delivery log rows, all bound as one JSON parameter; not yet run. */
function deliveriesInsert(dialect: Dialect, rows: object[]) {
  return sql`insert into webhook_deliveries (id, tenant_id, environment, webhook_id, job_id, event_id, event,
      url, request_headers, request_body, http_status, duration_ms, success, response_body, error, created_at)
    select value ->> 'id', value ->> 'tenant_id', value ->> 'environment', value ->> 'webhook_id',
      value ->> 'job_id', value ->> 'event_id', value ->> 'event', value ->> 'url', value ->> 'request_headers',
      value ->> 'request_body', cast(value ->> 'http_status' as integer), cast(value ->> 'duration_ms' as integer),
      cast(value ->> 'success' as integer), value ->> 'response_body', value ->> 'error',
      cast(value ->> 'created_at' as bigint)
    from ${jsonRows(dialect, rows)}`;
}

/** An attempt and what it does to its job: finished when `retry` is undefined. */
interface Outcome extends Attempt {
  success: boolean;
  retry: JobRetry | undefined;
}

/**
 * What an answered attempt does: a 2xx delivers the job; a failure schedules the next attempt after the
 * schedule's delay for it (±20%, pushed later by a Retry-After of at most a day), or fails the job for good
 * once the schedule is spent.
 */
export function outcomeOf(attempt: Attempt, schedule: readonly number[]): Outcome {
  const { job, result, at } = attempt;
  const success = result.httpStatus >= 200 && result.httpStatus < 300;
  if (success) return { ...attempt, success, retry: undefined };
  const attempts = job.attempts + 1;
  const retry: JobRetry =
    attempts > schedule.length
      ? { ...heldJob(job), state: 'failed', attempts, nextAttemptAt: job.nextAttemptAt }
      : {
          ...heldJob(job),
          state: 'pending',
          attempts,
          nextAttemptAt: at + retryDelay(schedule[attempts - 1]!, result.retryAfterMs),
        };
  return { ...attempt, success, retry };
}

/** Where a webhook's failure streak stands after a batch of its attempts (test events aside), in answer order. */
interface StreakChange {
  tenantId: string;
  webhookId: string;
  /** The first failure after the batch's last success; null when the batch ends with a success. */
  firstFailureAt: number | null;
  lastFailureAt: number;
  /** Whether a success came before those failures: the streak starts afresh at `firstFailureAt`. */
  afterSuccess: boolean;
}

/** The failure streak changes of a batch of attempts, one per webhook, in webhook id order. */
function failureStreaks(outcomes: Outcome[]): StreakChange[] {
  const byWebhook = new Map<string, StreakChange>();
  for (const { job, webhook, event, success, at } of outcomes) {
    if (event.type === 'webhook.test') continue;
    const streak = byWebhook.get(webhook.id) ?? {
      tenantId: job.tenantId,
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

/** The scheduled delay ±20%, pushed later (never earlier) by a Retry-After of at most a day. */
function retryDelay(scheduledMs: number, retryAfterMs: number | null): number {
  const jittered = Math.round(scheduledMs * (1 - JITTER + Math.random() * 2 * JITTER));
  if (retryAfterMs === null || retryAfterMs > MAX_RETRY_AFTER_MS) return jittered;
  return Math.max(jittered, retryAfterMs);
}
