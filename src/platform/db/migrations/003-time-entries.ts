import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('time_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('accuracy_meters', 'double precision')
    .addColumn('external_id', 'text')
    .addColumn('nsr', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('time_entries_nsr_unique')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'nsr'])
    .unique()
    .execute();
  await db.schema
    .createIndex('time_entries_external_id_unique')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'external_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('time_entries_occurred_idx')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('time_entries_employee_idx')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'employee_id', 'occurred_at'])
    .execute();

  // The head of each tenant-environment chain: the last NSR and hash. Updating this one row serializes
  // clock-ins of one chain (and only of that chain), which is what keeps the NSR gapless.
  await db.schema
    .createTable('time_entry_chains')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('last_nsr', 'bigint', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_entry_chains_pk', ['tenant_id', 'environment'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('time_entry_chains').execute();
  await db.schema.dropTable('time_entries').execute();
}
