import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The time bank, period close and payroll export (issue 29, docs/time-bank.md, decision 016): the policy and
 * the payroll codes of a tenant-environment, the employee's opt-out, the closed periods with the treated days
 * they froze, and the ledger.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('time_bank_policies')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('agreement', 'text', (c) => c.notNull())
    // Hundredths: 1.5 is 150, exact on both engines.
    .addColumn('credit_multiplier_percent', 'integer', (c) => c.notNull())
    .addColumn('debit_absences', 'integer', (c) => c.notNull())
    .addColumn('holiday_and_rest_to_bank', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_bank_policies_pkey', ['tenant_id', 'environment'])
    .execute();

  await db.schema
    .createTable('payroll_codes')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('codes', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payroll_codes_pkey', ['tenant_id', 'environment'])
    .execute();

  // 1: the employee's hours go to the bank when the policy is enabled; 0: left out (paid as overtime).
  await db.schema
    .alterTable('employees')
    .addColumn('time_bank', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('periods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    // JSON list of the employees asked for; null: every active employee.
    .addColumn('employee_ids', 'text')
    .addColumn('employee_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_by_type', 'text', (c) => c.notNull())
    .addColumn('closed_by_id', 'text', (c) => c.notNull())
    .addColumn('reopened_at', 'bigint')
    .addColumn('reopened_by_type', 'text')
    .addColumn('reopened_by_id', 'text')
    .execute();
  await db.schema
    .createIndex('periods_tenant_idx')
    .on('periods')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();

  // One row per employee of a period: what closes their days (the 409 `period_closed`) and their totals.
  await db.schema
    .createTable('period_employees')
    .addColumn('period_id', 'text', (c) => c.notNull().references('periods.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('in_bank', 'integer', (c) => c.notNull())
    .addColumn('totals', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('period_employees_pkey', ['period_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('period_employees_employee_idx')
    .on('period_employees')
    .columns(['tenant_id', 'environment', 'employee_id', 'date_from'])
    .execute();

  // The frozen treated days: the espelho's day as computed at the close, so the closed period does not drift.
  await db.schema
    .createTable('period_days')
    .addColumn('period_id', 'text', (c) => c.notNull().references('periods.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('period_days_pkey', ['period_id', 'employee_id', 'date'])
    .execute();

  await db.schema
    .createTable('time_bank_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('period_id', 'text')
    // An expiry's credit: the entry whose remaining minutes it took out of the bank.
    .addColumn('source_id', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by_type', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('time_bank_entries_employee_idx')
    .on('time_bank_entries')
    .columns(['tenant_id', 'environment', 'employee_id', 'date'])
    .execute();
  await db.schema
    .createIndex('time_bank_entries_period_idx')
    .on('time_bank_entries')
    .columns(['tenant_id', 'environment', 'period_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('time_bank_entries').execute();
  await db.schema.dropTable('period_days').execute();
  await db.schema.dropTable('period_employees').execute();
  await db.schema.dropTable('periods').execute();
  await db.schema.alterTable('employees').dropColumn('time_bank').execute();
  await db.schema.dropTable('payroll_codes').execute();
  await db.schema.dropTable('time_bank_policies').execute();
}
