import { CompiledQuery, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobStore, type NewJob } from '../../src/modules/webhooks/delivery/job-store.js';
import type { Executor } from '../../src/platform/db/database.js';
import { isIn } from '../../src/platform/db/list-parameters.js';
import { newId } from '../../src/platform/ids.js';
import { createTestApp, TEST_DB, type TestApp } from '../support/harness.js';

/**
 * The delivery queue's SQL (docs/decisions/004-webhook-delivery-pipeline.md), on the test app's database with
 * no dispatcher running: the claim's one statement, its per-webhook allowance and its locks, the batched
 * retries, and the partial indexes its reads use.
 */
let t: TestApp;
let store: JobStore;
let tenantId: string;
let eventId: string;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true' });
  store = new JobStore(t.app.deps.database.dialect);
  const tenant = await t.seedTenant();
  tenantId = tenant.tenantId;
  const { key } = await tenant.key();
  await t.hire(key);
  const event = await t.app.deps.database.db
    .selectFrom('events')
    .select('id')
    .where('tenantId', '=', tenantId)
    .executeTakeFirstOrThrow();
  eventId = event.id;
});
// The claim serves every tenant: each test starts with an empty queue (this file has a database of its own).
afterEach(async () => {
  await t.app.deps.database.db.deleteFrom('webhookJobs').execute();
});
afterAll(async () => {
  await t.close();
});

/** An active webhook of the test tenant, with no jobs. */
async function newWebhook(): Promise<string> {
  const id = newId();
  const now = Date.now();
  await t.app.deps.database.db
    .insertInto('webhooks')
    .values({
      id,
      tenantId,
      environment: 'live',
      url: 'https://127.0.0.1:9/hook',
      events: '["employee.created"]',
      description: null,
      active: 1,
      pausedReason: null,
      secretEncrypted: 'unused',
      failingSince: null,
      createdAt: now,
      updatedAt: now,
      activeSince: now,
    })
    .execute();
  return id;
}

/** Inserts jobs of `webhookId` (each for an event of its own, made here) and returns them. */
async function insertJobs(webhookId: string, jobs: Partial<NewJob>[]): Promise<NewJob[]> {
  const { db } = t.app.deps.database;
  const rows: NewJob[] = [];
  for (const fields of jobs) {
    const event = newId();
    await db
      .insertInto('events')
      .values({
        id: event,
        tenantId,
        environment: 'live',
        type: 'employee.created',
        payload: '{}',
        createdAt: 0,
        dispatchedAt: 0,
      })
      .execute();
    rows.push({
      id: newId(),
      tenantId,
      environment: 'live',
      webhookId,
      eventId: event,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      leaseUntil: null,
      createdAt: 0,
      ...fields,
    });
  }
  const inserted = await db.transaction().execute((tx) => store.insertJobs(tx, rows));
  expect(inserted.size).toBe(rows.length);
  return rows;
}

const jobsOf = (webhookId: string) =>
  t.app.deps.database.db
    .selectFrom('webhookJobs')
    .selectAll()
    .where('webhookId', '=', webhookId)
    .orderBy('nextAttemptAt')
    .execute();

/** The plan the engine would run `query` with, as text. */
async function planOf(executor: Executor, query: CompiledQuery): Promise<string> {
  const { sql: text, parameters } = query;
  const explain = TEST_DB === 'postgres' ? 'explain ' : 'explain query plan ';
  const { rows } = await executor.executeQuery(CompiledQuery.raw(explain + text, [...parameters]));
  return JSON.stringify(rows);
}

describe('the claim', () => {
  it('leases the oldest due jobs in one statement, at most the per-webhook allowance counting those held', async () => {
    const [a, b] = [await newWebhook(), await newWebhook()];
    const now = Date.now();
    const dueOfA = await insertJobs(
      a,
      [5, 4, 3, 2, 1].map((ago) => ({ nextAttemptAt: now - ago * 1000 })),
    );
    const dueOfB = await insertJobs(
      b,
      [3, 2, 1].map((ago) => ({ nextAttemptAt: now - ago * 1000 - 500 })),
    );
    const notDue = await insertJobs(a, [
      { nextAttemptAt: now + 60_000 },
      { nextAttemptAt: now - 9000, leaseUntil: now + 60_000 },
      { nextAttemptAt: now - 9000, state: 'delivered' },
      { nextAttemptAt: now - 9000, state: 'failed' },
    ]);
    // A lease that ran out is due again.
    const [expired] = await insertJobs(b, [{ nextAttemptAt: now - 8000, leaseUntil: now - 1 }]);

    const leaseUntil = now + 30_000;
    const claimed = await t.app.deps.database.dispatcherDb
      .transaction()
      .execute((tx) =>
        store.claim(tx, now, leaseUntil, { limit: 50, perWebhook: 3, held: new Map([[b, 1]]) }),
      );

    // A: its three oldest; B: two (one held already), the expired lease first.
    expect(claimed.map((job) => job.id).sort()).toEqual(
      [...dueOfA.slice(0, 3).map((job) => job.id), expired!.id, dueOfB[0]!.id].sort(),
    );
    expect(claimed.every((job) => job.leaseUntil === leaseUntil)).toBe(true);
    const leased = [...(await jobsOf(a)), ...(await jobsOf(b))].filter(
      (job) => job.leaseUntil === leaseUntil,
    );
    expect(leased).toHaveLength(5);
    for (const job of notDue) {
      expect((await jobsOf(a)).find((row) => row.id === job.id)).toMatchObject({
        leaseUntil: job.leaseUntil,
        state: job.state,
      });
    }
  });

  it('skips a webhook at its allowance before the limit, so its backlog cannot fill the batch', async () => {
    const [busy, quiet] = [await newWebhook(), await newWebhook()];
    const now = Date.now();
    await insertJobs(
      busy,
      Array.from({ length: 6 }, (_, i) => ({ nextAttemptAt: now - 10_000 + i })),
    );
    const [waiting] = await insertJobs(quiet, [{ nextAttemptAt: now - 1000 }]);
    const claimed = await t.app.deps.database.dispatcherDb.transaction().execute((tx) =>
      store.claim(tx, now, now + 30_000, {
        limit: 2,
        perWebhook: 4,
        held: new Map([[busy, 4]]),
      }),
    );
    expect(claimed.map((job) => job.id)).toEqual([waiting!.id]);
  });

  it.runIf(TEST_DB === 'postgres')(
    'two claims at once take different jobs: rows one has locked the other skips',
    async () => {
      const webhook = await newWebhook();
      const now = Date.now();
      const jobs = await insertJobs(
        webhook,
        Array.from({ length: 6 }, (_, i) => ({ nextAttemptAt: now - 10_000 + i })),
      );
      const limits = { limit: 3, perWebhook: 10, held: new Map<string, number>() };
      const { dispatcherDb } = t.app.deps.database;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstClaimed!: (ids: string[]) => void;
      const first = new Promise<string[]>((resolve) => (firstClaimed = resolve));
      const firstTx = dispatcherDb.transaction().execute(async (tx) => {
        const claimed = await store.claim(tx, now, now + 30_000, limits);
        firstClaimed(claimed.map((job) => job.id));
        await held; // still uncommitted while the second claims
      });
      const firstIds = await first;
      const secondIds = await dispatcherDb
        .transaction()
        .execute(async (tx) => (await store.claim(tx, now, now + 30_000, limits)).map((job) => job.id));
      release();
      await firstTx;
      // RETURNING answers in no particular order.
      expect(firstIds.sort()).toEqual(jobs.slice(0, 3).map((job) => job.id));
      expect(secondIds.sort()).toEqual(jobs.slice(3).map((job) => job.id));
    },
  );

  it('reads the pending jobs and the undispatched events through their partial indexes', async () => {
    const { db } = t.app.deps.database;
    // Finished jobs and dispatched events, many: the planner reads the short queues by their indexes.
    const webhook = await newWebhook();
    const events = Array.from({ length: 3000 }, () => ({
      id: newId(),
      tenantId,
      environment: 'live' as const,
      type: 'employee.created' as const,
      payload: '{}',
      createdAt: 0,
      dispatchedAt: 0,
    }));
    await db.insertInto('events').values(events).execute();
    const finished = events.map((event) => ({
      id: newId(),
      tenantId,
      environment: 'live' as const,
      webhookId: webhook,
      eventId: event.id,
      state: 'delivered' as const,
      attempts: 1,
      nextAttemptAt: 0,
      leaseUntil: null,
      createdAt: 0,
    }));
    await db.transaction().execute((tx) => store.insertJobs(tx, finished));
    if (TEST_DB === 'postgres') await sql`analyze webhook_jobs; analyze events`.execute(db);
    else await sql`analyze`.execute(db);

    const now = Date.now();
    const claim = store.claimStatement(db, now, now + 30_000, {
      limit: 10,
      perWebhook: 4,
      held: new Map(),
    });
    expect(await planOf(db, claim)).toContain('webhook_jobs_pending_idx');
    expect(await planOf(db, store.undispatchedStatement(db, 200).compile())).toContain(
      'events_undispatched_id_idx',
    );
  });
});

describe('recording', () => {
  it('schedules the retries of a batch, each by its own values, and finishes its deliveries', async () => {
    const webhook = await newWebhook();
    const jobs = await insertJobs(webhook, [
      { nextAttemptAt: 1, leaseUntil: 99 },
      { nextAttemptAt: 2, leaseUntil: 99, attempts: 3 },
      { nextAttemptAt: 3, leaseUntil: 99, attempts: 1 },
    ]);
    const [first, second, third] = jobs.map((job) => job.id) as [string, string, string];
    const { tenantId } = jobs[0]!;
    await t.app.deps.database.dispatcherDb.transaction().execute(async (tx) => {
      await store.scheduleRetries(tx, [
        {
          tenantId,
          id: first,
          leaseUntil: 99,
          state: 'pending',
          attempts: 1,
          nextAttemptAt: 5_000_000_000_000,
        },
        { tenantId, id: second, leaseUntil: 99, state: 'failed', attempts: 4, nextAttemptAt: 2 },
      ]);
      await store.finishDelivered(tx, [{ tenantId, id: third, leaseUntil: 99 }]);
    });
    const rows = await jobsOf(webhook);
    expect(
      rows.map(({ id, state, attempts, nextAttemptAt, leaseUntil }) => ({
        id,
        state,
        attempts,
        nextAttemptAt,
        leaseUntil,
      })),
    ).toEqual([
      { id: second, state: 'failed', attempts: 4, nextAttemptAt: 2, leaseUntil: null },
      { id: third, state: 'delivered', attempts: 2, nextAttemptAt: 3, leaseUntil: null },
      { id: first, state: 'pending', attempts: 1, nextAttemptAt: 5_000_000_000_000, leaseUntil: null },
    ]);
  });
});

describe('an outcome recorded after its job was queued afresh', () => {
  it('leaves the job as the replay or the next claim left it: the outcome moves only the lease it held', async () => {
    const webhook = await newWebhook();
    const jobs = await insertJobs(webhook, [
      { leaseUntil: 99 },
      { leaseUntil: 99 },
      { leaseUntil: 99, attempts: 1 },
    ]);
    const [requeued, retaken, failedLate] = jobs;
    const db = t.app.deps.database.dispatcherDb;
    // While their attempts were in flight: a replay queued two of them afresh, and another dispatcher took the
    // third over once its lease had run out.
    await db.transaction().execute((tx) => store.requeue(tx, [{ ...requeued!, nextAttemptAt: 7 }]));
    await db.transaction().execute((tx) => store.requeue(tx, [{ ...failedLate!, nextAttemptAt: 7 }]));
    await db.updateTable('webhookJobs').set({ leaseUntil: 500 }).where('id', '=', retaken!.id).execute();
    await db.transaction().execute(async (tx) => {
      await store.finishDelivered(tx, [
        { tenantId: requeued!.tenantId, id: requeued!.id, leaseUntil: 99 },
        { tenantId: retaken!.tenantId, id: retaken!.id, leaseUntil: 99 },
      ]);
      await store.scheduleRetries(tx, [
        {
          tenantId: failedLate!.tenantId,
          id: failedLate!.id,
          leaseUntil: 99,
          state: 'failed',
          attempts: 2,
          nextAttemptAt: 1,
        },
      ]);
    });
    const byId = new Map((await jobsOf(webhook)).map((job) => [job.id, job]));
    expect(byId.get(requeued!.id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      leaseUntil: null,
      nextAttemptAt: 7,
    });
    expect(byId.get(retaken!.id)).toMatchObject({ state: 'pending', leaseUntil: 500 });
    expect(byId.get(failedLate!.id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      leaseUntil: null,
      nextAttemptAt: 7,
    });
  });
});

describe('lists bound as one parameter', () => {
  it('one statement takes 40,000 ids, more than SQLite binds as separate values', async () => {
    const { db, dialect } = t.app.deps.database;
    const ids = [eventId, ...Array.from({ length: 40_000 }, () => newId())];
    const found = await db
      .selectFrom('events')
      .select('id')
      .where(isIn(dialect, 'id', ids))
      .execute();
    expect(found).toEqual([{ id: eventId }]);
  });
});
