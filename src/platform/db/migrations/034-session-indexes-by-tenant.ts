import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * A user's dashboard sessions and a worker's portal sessions are found by their tenant and their owner, as
 * every statement on them now reads (docs/decisions/023): the two indexes by the owner alone were the last
 * of a tenant's indexes that did not lead with the tenant.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessions_user_idx').execute();
  await db.schema
    .createIndex('sessions_tenant_user_idx')
    .on('sessions')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema.dropIndex('portal_sessions_employee_idx').execute();
  await db.schema
    .createIndex('portal_sessions_tenant_employee_idx')
    .on('portal_sessions')
    .columns(['tenant_id', 'environment', 'employee_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('portal_sessions_tenant_employee_idx').execute();
  await db.schema
    .createIndex('portal_sessions_employee_idx')
    .on('portal_sessions')
    .column('employee_id')
    .execute();
  await db.schema.dropIndex('sessions_tenant_user_idx').execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}
