import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The delivery queues are indexed by what is due, and nothing else (docs/decisions/004-webhook-delivery-pipeline.md):
 * - pending jobs by `next_attempt_at`, for the claim (delivered, failed and cancelled jobs, almost all of the
 *   table, leave the index);
 * - undispatched events by `id`, for the fan-out (every event leaves it once fanned out).
 * Each index holds the short queue alone, so any plan the engine picks reads only the queue; the planner
 * setting and the ordering on a column known to be null that steered PostgreSQL to the full indexes go.
 * The queries name the predicates literally: a bound value would not let either engine use the index.
 *
 * The new indexes are built before the old ones go (see 010).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('webhook_jobs_pending_idx')
    .ifNotExists()
    .on('webhook_jobs')
    .column('next_attempt_at')
    .where(sql.ref('state'), '=', sql.lit('pending'))
    .execute();
  await db.schema
    .createIndex('events_undispatched_id_idx')
    .ifNotExists()
    .on('events')
    .column('id')
    .where(sql.ref('dispatched_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('webhook_jobs_due_idx').ifExists().execute();
  await db.schema.dropIndex('events_undispatched_idx').ifExists().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('webhook_jobs_due_idx')
    .ifNotExists()
    .on('webhook_jobs')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('events_undispatched_idx')
    .ifNotExists()
    .on('events')
    .columns(['dispatched_at', 'id'])
    .execute();
  await db.schema.dropIndex('webhook_jobs_pending_idx').ifExists().execute();
  await db.schema.dropIndex('events_undispatched_id_idx').ifExists().execute();
}
