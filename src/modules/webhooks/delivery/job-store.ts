import { type CompiledQuery, sql } from 'kysely';
import type { Dialect, Executor, Tx } from '../../../platform/db/database.js';
import { isKeyIn, isNotIn, jsonRows, type TenantKey } from '../../../platform/db/list-parameters.js';
import type { Environment, EventRow, WebhookJobRow } from '../../../platform/db/schema.js';
import { newId } from '../../../platform/ids.js';

/**
 * The SQL of the delivery queue: the outbox's undispatched events and the `webhook_jobs` they become. Every
 * statement has one text whatever the number of rows (lists and rows bind as one parameter,
 * platform/db/list-parameters.ts), and the queue reads name their partial index's predicate literally
 * (`state = 'pending'`, `dispatched_at is null`): a bound value would not let either engine use the index
 * (migration 018, docs/decisions/004-webhook-delivery-pipeline.md).
 */

/** A job about to be inserted: a row of `webhook_jobs`. */
export type NewJob = WebhookJobRow;

/** A new job delivering `eventId` to `webhookId`, due at `now` (and leased until `leaseUntil`, when given). */
export function pendingJob(
  owner: { tenantId: string; environment: Environment },
  webhookId: string,
  eventId: string,
  now: number,
  leaseUntil: number | null = null,
): NewJob {
  return {
    id: newId(),
    tenantId: owner.tenantId,
    environment: owner.environment,
    webhookId,
    eventId,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil,
    createdAt: now,
  };
}

/**
 * A job as an attempt held it: its lease. An attempt's outcome moves its job only while the job still holds that
 * lease; a replay or redelivery that queued the job afresh meanwhile (no lease), or another dispatcher that took
 * it over after the lease ran out, wins over the late outcome.
 */
export interface HeldJob extends TenantKey {
  leaseUntil: number;
}

/** The lease an attempt of `job` was made under: a claim's, or the fan-out's that leased it to its caller. */
export function heldJob(job: WebhookJobRow): HeldJob {
  if (job.leaseUntil === null) throw new Error(`webhook job ${job.id} was attempted without a lease`);
  return { tenantId: job.tenantId, id: job.id, leaseUntil: job.leaseUntil };
}

/** What a failed attempt does to its job: due again at `nextAttemptAt` (pending), or failed for good. */
export interface JobRetry extends HeldJob {
  state: 'pending' | 'failed';
  attempts: number;
  nextAttemptAt: number;
}

/** What a claim may take: the webhooks it must skip, and how many more jobs the others may have. */
export interface ClaimLimits {
  /** Jobs claimed at most. */
  limit: number;
  /** Jobs one webhook may hold in the claiming dispatcher (queued and in flight). */
  perWebhook: number;
  /** Jobs the claiming dispatcher holds already, per webhook; those at `perWebhook` are skipped. */
  held: ReadonlyMap<string, number>;
}

export class JobStore {
  constructor(private readonly dialect: Dialect) {}

  /**
   * Leases until `leaseUntil` the oldest due jobs (pending, due by `now`, not leased or their lease run out),
   * at most `limit`, and at most `perWebhook` in all per webhook counting those held; returns them. One
   * statement on both engines, as pg-boss and graphile-worker claim: `update … where (tenant_id, id) in (select
   * … order by … limit n for update skip locked) returning *`, by the primary key (docs/decisions/023). On PostgreSQL several dispatchers never take the same job
   * (rows another one has locked are skipped); SQLite has one writer at a time.
   *
   * Webhooks at their allowance are left out before the LIMIT, so their backlog cannot fill it; the others'
   * jobs are ranked per webhook and those past the webhook's room are left unleased.
   */
  async claim(tx: Tx, now: number, leaseUntil: number, limits: ClaimLimits): Promise<WebhookJobRow[]> {
    return (await tx.executeQuery(this.claimStatement(tx, now, leaseUntil, limits))).rows;
  }

  /**
   * The statement `claim` runs, compiled (tests read its plan). Written in the `sql` template rather than the
   * query builder: it runs after most deliveries under a backlog, and building it was a tenth of the
   * worker's CPU.
   */
  claimStatement(
    executor: Executor,
    now: number,
    leaseUntil: number,
    limits: ClaimLimits,
  ): CompiledQuery<WebhookJobRow> {
    const saturated = [...limits.held].filter(([, n]) => n >= limits.perWebhook).map(([id]) => id);
    const partlyHeld = [...limits.held]
      .filter(([, n]) => n < limits.perWebhook)
      .map(([webhookId, n]) => ({ webhook_id: webhookId, held: n }));
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    return sql<WebhookJobRow>`update webhook_jobs set lease_until = ${leaseUntil} where (tenant_id, id) in (
        select ranked.tenant_id, ranked.id from (
          select due.tenant_id, due.id, due.webhook_id,
            row_number() over (partition by due.webhook_id order by due.next_attempt_at, due.id) as nth
          from (
            select tenant_id, id, webhook_id, next_attempt_at from webhook_jobs
            where state = 'pending' and next_attempt_at <= ${now}
              and (lease_until is null or lease_until < ${now})
              and ${isNotIn(this.dialect, 'webhookId', saturated)}
            order by next_attempt_at limit ${limits.limit} ${lock}
          ) as due
        ) as ranked
        where ranked.nth + coalesce((select cast(value ->> 'held' as integer) from ${jsonRows(this.dialect, partlyHeld)}
          where value ->> 'webhook_id' = ranked.webhook_id), 0) <= ${limits.perWebhook}
      )
      returning *`.compile(executor);
  }

  /** The events of `keys` (fewer if one was deleted under its job). */
  eventsByKey(executor: Executor, keys: readonly TenantKey[]): Promise<EventRow[]> {
    return executor.selectFrom('events').selectAll().where(isKeyIn(this.dialect, keys)).execute();
  }

  /** Up to `limit` events not fanned out yet, oldest first, locked against other dispatchers (PostgreSQL). */
  undispatchedEvents(tx: Tx, limit: number): Promise<EventRow[]> {
    return this.undispatchedStatement(tx, limit).execute();
  }

  /** The statement `undispatchedEvents` runs, not yet run (tests read its plan). */
  undispatchedStatement(executor: Executor, limit: number) {
    let query = executor
      .selectFrom('events')
      .selectAll()
      .where('dispatchedAt', 'is', null)
      .orderBy('id')
      .limit(limit);
    if (this.dialect === 'postgres') query = query.forUpdate().skipLocked();
    return query;
  }

  /** Marks the events of `keys` as fanned out at `at`. */
  async markDispatched(tx: Tx, keys: readonly TenantKey[], at: number): Promise<void> {
    await tx.updateTable('events').set({ dispatchedAt: at }).where(isKeyIn(this.dialect, keys)).execute();
  }

  /** Inserts `jobs`, skipping any its webhook already has for the event; returns the ids inserted. */
  async insertJobs(tx: Tx, jobs: readonly NewJob[]): Promise<Set<string>> {
    if (jobs.length === 0) return new Set();
    const rows = jobs.map((job) => ({
      id: job.id,
      tenant_id: job.tenantId,
      environment: job.environment,
      webhook_id: job.webhookId,
      event_id: job.eventId,
      state: job.state,
      attempts: job.attempts,
      next_attempt_at: job.nextAttemptAt,
      lease_until: job.leaseUntil,
      created_at: job.createdAt,
    }));
    // `where true`: SQLite reads an ON CONFLICT right after `from …` as the join's.
    const inserted = await sql<{ id: string }>`insert into webhook_jobs
        (id, tenant_id, environment, webhook_id, event_id, state, attempts, next_attempt_at, lease_until, created_at)
      select value ->> 'id', value ->> 'tenant_id', value ->> 'environment', value ->> 'webhook_id',
        value ->> 'event_id', value ->> 'state', cast(value ->> 'attempts' as integer),
        cast(value ->> 'next_attempt_at' as bigint), cast(value ->> 'lease_until' as bigint),
        cast(value ->> 'created_at' as bigint)
      from ${jsonRows(this.dialect, rows)} where true
      on conflict (tenant_id, webhook_id, event_id) do nothing
      returning id`.execute(tx);
    return new Set(inserted.rows.map((row) => row.id));
  }

  /**
   * Queues `jobs` afresh (a replay): each new pair of webhook and event is inserted, and one that exists is
   * made pending again, due now, with a fresh retry schedule and no lease (as a redelivery does). Returns
   * how many jobs it queued.
   */
  async requeue(tx: Tx, jobs: readonly NewJob[]): Promise<number> {
    if (jobs.length === 0) return 0;
    const rows = jobs.map((job) => ({
      id: job.id,
      tenant_id: job.tenantId,
      environment: job.environment,
      webhook_id: job.webhookId,
      event_id: job.eventId,
      next_attempt_at: job.nextAttemptAt,
      created_at: job.createdAt,
    }));
    // `where true`: SQLite reads an ON CONFLICT right after `from …` as the join's.
    const queued = await sql<{ id: string }>`insert into webhook_jobs
        (id, tenant_id, environment, webhook_id, event_id, state, attempts, next_attempt_at, lease_until, created_at)
      select value ->> 'id', value ->> 'tenant_id', value ->> 'environment', value ->> 'webhook_id',
        value ->> 'event_id', 'pending', 0, cast(value ->> 'next_attempt_at' as bigint), null,
        cast(value ->> 'created_at' as bigint)
      from ${jsonRows(this.dialect, rows)} where true
      on conflict (tenant_id, webhook_id, event_id) do update set state = 'pending', attempts = 0,
        next_attempt_at = excluded.next_attempt_at, lease_until = null
      returning id`.execute(tx);
    return queued.rows.length;
  }

  /** Finishes the jobs as delivered, counting their attempt, those that still hold their lease (`HeldJob`). */
  async finishDelivered(tx: Tx, jobs: readonly HeldJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const rows = jobs.map((job) => ({ tenant_id: job.tenantId, id: job.id, lease_until: job.leaseUntil }));
    await sql`update webhook_jobs set state = 'delivered', attempts = attempts + 1, lease_until = null
      from (select value ->> 'tenant_id' as tenant_id, value ->> 'id' as id,
          cast(value ->> 'lease_until' as bigint) as lease_until
        from ${jsonRows(this.dialect, rows)}) as held
      where webhook_jobs.tenant_id = held.tenant_id and webhook_jobs.id = held.id
        and webhook_jobs.lease_until = held.lease_until`.execute(tx);
  }

  /**
   * Moves failed jobs on (due again, or failed for good) and releases them, those that still hold their lease
   * (`HeldJob`): one statement for the batch.
   */
  async scheduleRetries(tx: Tx, retries: readonly JobRetry[]): Promise<void> {
    if (retries.length === 0) return;
    const rows = retries.map((retry) => ({
      tenant_id: retry.tenantId,
      id: retry.id,
      lease_until: retry.leaseUntil,
      state: retry.state,
      attempts: retry.attempts,
      next_attempt_at: retry.nextAttemptAt,
    }));
    await sql`update webhook_jobs set state = retry.state, attempts = retry.attempts,
        next_attempt_at = retry.next_attempt_at, lease_until = null
      from (select value ->> 'tenant_id' as tenant_id, value ->> 'id' as id,
          cast(value ->> 'lease_until' as bigint) as lease_until, value ->> 'state' as state, cast(value ->> 'attempts' as integer) as attempts,
          cast(value ->> 'next_attempt_at' as bigint) as next_attempt_at
        from ${jsonRows(this.dialect, rows)}) as retry
      where webhook_jobs.tenant_id = retry.tenant_id and webhook_jobs.id = retry.id
        and webhook_jobs.lease_until = retry.lease_until`.execute(tx);
  }

  /** Cancels a job whose webhook was paused after the job was made. */
  async cancel(executor: Executor, job: TenantKey): Promise<void> {
    await executor
      .updateTable('webhookJobs')
      .set({ state: 'cancelled', leaseUntil: null })
      .where('tenantId', '=', job.tenantId)
      .where('id', '=', job.id)
      .execute();
  }

  /** Gives back jobs leased until `leaseUntil` and not started, unless their lease has passed to another. */
  async release(executor: Executor, jobs: readonly TenantKey[], leaseUntil: number): Promise<void> {
    await executor
      .updateTable('webhookJobs')
      .set({ leaseUntil: null })
      .where(isKeyIn(this.dialect, jobs))
      .where('leaseUntil', '=', leaseUntil)
      .execute();
  }
}
