import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The audit log is listed by time, newest first, and filtered by a range of it (issue 36, item 1): an index
 * that leads with the tenant and then the time serves the range and the order at once, so a page deep into a
 * range walks from its cursor. The id index it replaces served the order but not the range (a page of an old
 * range read every newer entry first), and each index costs every audited request a write.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('audit_log_tenant_created_idx')
    .on('audit_log')
    .columns(['tenant_id', 'environment', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('audit_log_tenant_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('audit_log_tenant_idx')
    .on('audit_log')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();
  await db.schema.dropIndex('audit_log_tenant_created_idx').execute();
}
