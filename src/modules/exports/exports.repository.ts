import { sql } from 'kysely';
import type { Db, Executor } from '../../platform/db/database.js';
import { dialectOf } from '../../platform/db/database.js';
import type { ExportJobRow, TenantScope } from '../../platform/db/schema.js';

/** One tenant-environment's export jobs. */
export function selectExports(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('exportJobs')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/** The scope's chain verification that is queued or running, if any (the newest). */
export async function findUnfinishedVerification(db: Executor, scope: TenantScope) {
  return selectExports(db, scope)
    .where('kind', '=', 'chain_verification')
    .where('status', 'in', ['queued', 'running'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findExport(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<ExportJobRow | undefined> {
  return selectExports(db, scope).where('id', '=', id).executeTakeFirst();
}

export async function insertExport(db: Executor, row: ExportJobRow): Promise<void> {
  await db.insertInto('exportJobs').values(row).execute();
}

/**
 * Takes the oldest job that is queued, or running under a lease that ran out (its process died), for `owner`
 * until `leaseUntil`, and removes what an earlier run of it wrote. One statement decides the claim on both
 * engines: on PostgreSQL the candidate is locked with `SKIP LOCKED` and the outer condition is checked again on
 * the row as it is when locked, so two runners never take one job; SQLite writes one transaction at a time.
 * The candidate is taken by its primary key, `(tenant_id, id)` (docs/decisions/023).
 * Runners claim for every tenant (they are the operator's, like the webhook dispatcher); everything after the
 * claim is scoped to the job's tenant-environment.
 */
export async function claimExport(
  db: Db,
  owner: string,
  now: number,
  leaseUntil: number,
): Promise<ExportJobRow | undefined> {
  const lock = dialectOf(db) === 'postgres' ? sql`for update skip locked` : sql``;
  return db.transaction().execute(async (tx) => {
    const claimable = sql`(status = 'queued' or (status = 'running' and lease_until < ${now}))`;
    const claimed = await sql<ExportJobRow>`
      update export_jobs
      set status = 'running', lease_owner = ${owner}, lease_until = ${leaseUntil}, attempts = attempts + 1,
        progress_done = 0, started_at = coalesce(started_at, ${now})
      where (tenant_id, id) = (select tenant_id, id from export_jobs where ${claimable}
          order by created_at, id limit 1 ${lock})
        and ${claimable}
      returning *`.execute(tx);
    const job = claimed.rows[0];
    if (job)
      await tx
        .deleteFrom('exportChunks')
        .where('tenantId', '=', job.tenantId)
        .where('environment', '=', job.environment)
        .where('exportId', '=', job.id)
        .execute();
    return job;
  });
}

/** The job of `owner`'s run, updated only while the run still holds it; false once it does not. */
export async function updateHeldExport(
  db: Executor,
  job: ExportJobRow,
  owner: string,
  set: { leaseUntil: number; progressDone: number; progressTotal: number },
): Promise<boolean> {
  const result = await db
    .updateTable('exportJobs')
    .set(set)
    .where('tenantId', '=', job.tenantId)
    .where('environment', '=', job.environment)
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends `owner`'s run of a job (done or failed), if the run still holds it; the finished row, or undefined. */
export async function finishHeldExport(
  db: Executor,
  job: ExportJobRow,
  owner: string,
  set: Pick<
    ExportJobRow,
    | 'status'
    | 'progressDone'
    | 'finishedAt'
    | 'expiresAt'
    | 'errorCode'
    | 'errorDetail'
    | 'fileName'
    | 'mediaType'
    | 'fileSize'
  >,
): Promise<ExportJobRow | undefined> {
  return db
    .updateTable('exportJobs')
    .set({ ...set, leaseOwner: null, leaseUntil: null })
    .where('tenantId', '=', job.tenantId)
    .where('environment', '=', job.environment)
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .returningAll()
    .executeTakeFirst();
}

/** Gives a job back to the queue (its process is stopping): the next runner starts it over. */
export async function releaseHeldExport(db: Executor, job: ExportJobRow, owner: string): Promise<void> {
  await db
    .updateTable('exportJobs')
    .set({
      status: 'queued',
      leaseOwner: null,
      leaseUntil: null,
      progressDone: 0,
      attempts: sql`attempts - 1`,
    })
    .where('tenantId', '=', job.tenantId)
    .where('environment', '=', job.environment)
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .execute();
}

export async function insertChunk(
  db: Executor,
  job: ExportJobRow,
  seq: number,
  bytes: Buffer,
): Promise<void> {
  await db
    .insertInto('exportChunks')
    .values({ tenantId: job.tenantId, environment: job.environment, exportId: job.id, seq, bytes })
    .execute();
}

/** Chunks of a job's file after `afterSeq`, in order, a few at a time. */
export async function selectChunks(db: Db, job: ExportJobRow, afterSeq: number, limit: number) {
  return db
    .selectFrom('exportChunks')
    .select(['seq', 'bytes'])
    .where('tenantId', '=', job.tenantId)
    .where('environment', '=', job.environment)
    .where('exportId', '=', job.id)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The employees an export of every active employee writes (its progress total). */
export async function countActiveEmployees(db: Executor, scope: TenantScope): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
