import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The AFD's records (Portaria 671 Anexo V). Marks, employee changes and company changes share one NSR
 * sequence per tenant and environment, so the chain head becomes the head of that sequence (`rep_heads`) and
 * also remembers the last type-7 hash. Each mark keeps its type-7 line; company (type 2) and employee (type 5)
 * changes keep theirs in `rep_records`, written once when they happen. Marks recorded before this migration
 * have no AFD line (the service had not shipped).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('time_entry_chains').renameTo('rep_heads').execute();
  await db.schema
    .alterTable('rep_heads')
    .addColumn('last_afd_hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('time_entries').addColumn('afd_record', 'text').execute();
  await db.schema
    .createTable('rep_records')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('nsr', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.references('employees.id'))
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addColumn('afd_record', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rep_records_pk', ['tenant_id', 'environment', 'nsr'])
    .execute();
  await db.schema
    .createIndex('rep_records_recorded_idx')
    .on('rep_records')
    .columns(['tenant_id', 'environment', 'recorded_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rep_records').execute();
  await db.schema.alterTable('time_entries').dropColumn('afd_record').execute();
  await db.schema.alterTable('rep_heads').dropColumn('last_afd_hash').execute();
  await db.schema.alterTable('rep_heads').renameTo('time_entry_chains').execute();
}
