import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The espelho's arithmetic choices of a tenant-environment (docs/espelho.md): whether early and late marks
 * offset each other, and the overtime rate bands of its collective agreement. No row: the defaults.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('espelho_policies')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('offsetting', 'text', (c) => c.notNull())
    .addColumn('overtime_bands', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('espelho_policies_pkey', ['tenant_id', 'environment'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('espelho_policies').execute();
}
