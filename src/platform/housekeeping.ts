import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

const DELIVERY_RETENTION_MS = 30 * DAY_MS;

/**
 * Deletes what has outlived its retention: audit entries past `auditRetentionDays`, expired idempotency keys,
 * expired dashboard and portal sessions, webhook delivery attempts older than 30 days and finished webhook jobs as old,
 * and export jobs past their `expiresAt` with their files (the chunks go with the job: `on delete cascade`).
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
}> {
  const audit = await db
    .deleteFrom('auditLog')
    .where('createdAt', '<', now - config.auditRetentionDays * DAY_MS)
    .executeTakeFirst();
  const idempotency = await db.deleteFrom('idempotencyKeys').where('expiresAt', '<=', now).executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  const portalSessions = await db
    .deleteFrom('portalSessions')
    .where('expiresAt', '<=', now)
    .executeTakeFirst();
  const deliveries = await db
    .deleteFrom('webhookDeliveries')
    .where('createdAt', '<', now - DELIVERY_RETENTION_MS)
    .executeTakeFirst();
  await db
    .deleteFrom('webhookJobs')
    .where('state', '!=', 'pending')
    .where('createdAt', '<', now - DELIVERY_RETENTION_MS)
    .execute();
  const exports = await db.deleteFrom('exportJobs').where('expiresAt', '<=', now).executeTakeFirst();
  return {
    auditLog: Number(audit.numDeletedRows),
    idempotencyKeys: Number(idempotency.numDeletedRows),
    sessions: Number(sessions.numDeletedRows) + Number(portalSessions.numDeletedRows),
    webhookDeliveries: Number(deliveries.numDeletedRows),
    exports: Number(exports.numDeletedRows),
  };
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
