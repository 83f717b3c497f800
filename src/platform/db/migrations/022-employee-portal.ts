import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The workers' portal (issue 28, docs/portal.md, decision 020): an employee's portal account (its sign-in
 * e-mail, password, and the pending invitation's token hash), its sessions, the espelho PDFs it was served
 * (their SHA-256) and its acknowledgements of closed months.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('portal_accounts')
    .addColumn('employee_id', 'text', (c) => c.primaryKey().references('employees.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    // The sign-in e-mail (lower case), the employee's when last invited.
    .addColumn('email', 'text', (c) => c.notNull())
    // Null until the first invitation is used.
    .addColumn('password_hash', 'text')
    // SHA-256 of the last invitation's token; kept once used, so a used link says so.
    .addColumn('invitation_hash', 'text', (c) => c.notNull())
    .addColumn('invitation_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('invitation_used_at', 'bigint')
    .addColumn('invited_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_accounts_email_key')
    .unique()
    .on('portal_accounts')
    .columns(['tenant_id', 'environment', 'email'])
    .execute();
  await db.schema
    .createIndex('portal_accounts_invitation_key')
    .unique()
    .on('portal_accounts')
    .column('invitation_hash')
    .execute();

  await db.schema
    .createTable('portal_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_sessions_employee_idx')
    .on('portal_sessions')
    .column('employee_id')
    .execute();
  await db.schema
    .createIndex('portal_sessions_expires_idx')
    .on('portal_sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('espelho_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('period_id', 'text', (c) => c.notNull().references('periods.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('served_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('espelho_deliveries_period_idx')
    .on('espelho_deliveries')
    .columns(['tenant_id', 'environment', 'period_id', 'employee_id'])
    .execute();

  await db.schema
    .createTable('espelho_acknowledgements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('period_id', 'text', (c) => c.notNull().references('periods.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('accuracy_meters', 'double precision')
    .execute();
  await db.schema
    .createIndex('espelho_acknowledgements_key')
    .unique()
    .on('espelho_acknowledgements')
    .columns(['tenant_id', 'environment', 'period_id', 'employee_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('espelho_acknowledgements').execute();
  await db.schema.dropTable('espelho_deliveries').execute();
  await db.schema.dropTable('portal_sessions').execute();
  await db.schema.dropTable('portal_accounts').execute();
}
