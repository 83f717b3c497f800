import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The espelho PDF a worker is served of a closed period, kept (issue 28, docs/portal.md): an acknowledgement
 * names its SHA-256, and a rendering is never byte-for-byte the same twice (its issue time, its font subsets'
 * tags), so the document acknowledged is the one kept, served again as it was.
 */
export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('espelho_documents')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('period_id', 'text', (c) => c.notNull().references('periods.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('pdf', bytes, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('espelho_documents_pkey', [
      'tenant_id',
      'environment',
      'period_id',
      'employee_id',
    ])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('espelho_documents').execute();
}
