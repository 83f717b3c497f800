import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('adjustments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint')
    .addColumn('time_entry_id', 'text', (c) => c.references('time_entries.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by_type', 'text', (c) => c.notNull())
    .addColumn('requested_by_id', 'text', (c) => c.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by_type', 'text')
    .addColumn('decided_by_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('adjustments_tenant_idx')
    .on('adjustments')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();
  await db.schema
    .createIndex('adjustments_employee_idx')
    .on('adjustments')
    .columns(['tenant_id', 'environment', 'employee_id', 'status'])
    .execute();
  // A mark can be disregarded once: two approvals racing for the same mark cannot both commit.
  await db.schema
    .createIndex('adjustments_one_disregard_per_mark')
    .on('adjustments')
    .columns(['tenant_id', 'environment', 'time_entry_id'])
    .unique()
    .where(sql<boolean>`type = 'disregard' and status = 'approved'`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('adjustments').execute();
}
