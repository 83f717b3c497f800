import type { FastifyBaseLogger } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { deleteInBatches } from './db/batched-delete.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

const DELIVERY_RETENTION_MS = 30 * DAY_MS;

/**
 * Deletes what has outlived its retention: audit entries past `auditRetentionDays`, expired idempotency keys,
 * expired dashboard and portal sessions, webhook delivery attempts older than 30 days and finished webhook jobs
 * as old, export jobs past their `expiresAt` with their files, and the frozen days of reopened periods (a
 * reopen leaves them; decision 022). In batches (`deleteInBatches`), so that a backlog never holds the event
 * loop or a transaction long.
 */
export async function runHousekeeping(
  db: Db,
  config: Config,
  now = Date.now(),
): Promise<{
  auditLog: number;
  idempotencyKeys: number;
  sessions: number;
  webhookDeliveries: number;
  exports: number;
  frozenDays: number;
}> {
  const before = (column: string, instant: number) => sql<SqlBool>`${sql.ref(column)} < ${instant}`;
  const expired = (column: string) => sql<SqlBool>`${sql.ref(column)} <= ${now}`;
  const auditLog = await deleteInBatches(
    db,
    'auditLog',
    before('createdAt', now - config.auditRetentionDays * DAY_MS),
  );
  const idempotencyKeys = await deleteInBatches(db, 'idempotencyKeys', expired('expiresAt'));
  const sessions =
    (await deleteInBatches(db, 'sessions', expired('expiresAt'))) +
    (await deleteInBatches(db, 'portalSessions', expired('expiresAt')));
  const webhookDeliveries = await deleteInBatches(
    db,
    'webhookDeliveries',
    before('createdAt', now - DELIVERY_RETENTION_MS),
  );
  await deleteInBatches(
    db,
    'webhookJobs',
    sql<SqlBool>`${sql.ref('state')} != 'pending' and ${before('createdAt', now - DELIVERY_RETENTION_MS)}`,
  );
  // An expired export's file first, 32 chunks (8 MiB) a statement, rather than all of it by the job's cascade.
  // Children are picked by their parent's key with its tenant, as their own keys lead (docs/decisions/023).
  await deleteInBatches(
    db,
    'exportChunks',
    sql<SqlBool>`(${sql.ref('tenantId')}, ${sql.ref('environment')}, ${sql.ref('exportId')}) in (select ${sql.ref('tenantId')}, ${sql.ref('environment')}, ${sql.ref('id')} from ${sql.table('exportJobs')} where ${expired('expiresAt')})`,
    32,
  );
  const exports = await deleteInBatches(db, 'exportJobs', expired('expiresAt'));
  // About 1 kB each: 150 (5 employees' month) a statement, as the reopen deleted them before (2–5 ms each).
  const frozenDays = await deleteInBatches(
    db,
    'periodDays',
    sql<SqlBool>`(${sql.ref('tenantId')}, ${sql.ref('periodId')}) in (select ${sql.ref('tenantId')}, ${sql.ref('id')} from ${sql.table('periods')} where ${sql.ref('status')} = 'reopened')`,
    150,
  );
  return { auditLog, idempotencyKeys, sessions, webhookDeliveries, exports, frozenDays };
}

/** Runs housekeeping hourly (the first run a minute after start). Returns a function that stops it. */
export function scheduleHousekeeping(db: Db, config: Config, log: FastifyBaseLogger): () => void {
  const run = () => {
    runHousekeeping(db, config)
      .then((deleted) => log.info({ deleted }, 'housekeeping done'))
      .catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  };
  const first = setTimeout(run, 60_000).unref();
  const timer = setInterval(run, EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
