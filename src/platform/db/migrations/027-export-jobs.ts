import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * Long exports run as jobs (issue 36, decision 025): the job, claimed by one process at a time under a lease,
 * and its file, kept as numbered chunks in the database so that every process of a deployment can serve it.
 */
export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull())
    .addColumn('progress_total', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('file_name', 'text')
    .addColumn('media_type', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('created_by_type', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .execute();
  // The list, newest first (ids are UUIDv7), of one tenant-environment.
  await db.schema
    .createIndex('export_jobs_tenant')
    .on('export_jobs')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();
  // What a runner may claim (queued, or running under a lease) and what housekeeping removes (expired).
  await db.schema
    .createIndex('export_jobs_status')
    .on('export_jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('export_chunks')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('export_id', 'text', (c) => c.notNull().references('export_jobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('export_chunks_pkey', ['tenant_id', 'environment', 'export_id', 'seq'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('export_chunks').execute();
  await db.schema.dropTable('export_jobs').execute();
}
