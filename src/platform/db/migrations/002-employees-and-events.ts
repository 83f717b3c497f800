import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull())
    .addColumn('pis', 'text')
    .addColumn('email', 'text')
    .addColumn('registration', 'text')
    .addColumn('job_title', 'text')
    .addColumn('admission_date', 'text')
    .addColumn('termination_date', 'text')
    .addColumn('timezone', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('schedule', 'text')
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // NULLs never collide in a unique index, on either engine: "unique when set".
  for (const column of ['cpf', 'registration', 'external_id']) {
    await db.schema
      .createIndex(`employees_${column}_unique`)
      .on('employees')
      .columns(['tenant_id', 'environment', column])
      .unique()
      .execute();
  }
  await db.schema
    .createIndex('employees_tenant_idx')
    .on('employees')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_tenant_idx')
    .on('events')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('events').execute();
  await db.schema.dropTable('employees').execute();
}
