import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/** Absences (certificates, vacations, days off, unjustified absences) with the adjustments' workflow. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('absences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
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
    .createIndex('absences_tenant_idx')
    .on('absences')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();
  // The calendar reads an employee's approved absences by date range.
  await db.schema
    .createIndex('absences_employee_idx')
    .on('absences')
    .columns(['tenant_id', 'environment', 'employee_id', 'status', 'date_from'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('absences').execute();
}
