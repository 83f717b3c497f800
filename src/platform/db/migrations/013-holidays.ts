import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/** A tenant's own holidays (state, municipal, company); the national ones are computed (legal/holidays.ts). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('holidays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One holiday a day per tenant-environment: two on one date would only disagree on its name.
  await db.schema
    .createIndex('holidays_one_per_date')
    .on('holidays')
    .columns(['tenant_id', 'environment', 'date'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('holidays').execute();
}
