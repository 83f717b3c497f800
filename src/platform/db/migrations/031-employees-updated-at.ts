import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * `GET /v1/employees?updatedSince=…` (PRODUCT §11, "Sync"): an integrator syncing every few minutes asks for
 * the few employees changed since its last run, which this index finds without reading the others.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('employees_updated_at_idx')
    .on('employees')
    .columns(['tenant_id', 'environment', 'updated_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('employees_updated_at_idx').execute();
}
