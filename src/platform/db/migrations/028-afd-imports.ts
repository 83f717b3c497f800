import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * A time clock's AFD imported (issue 27, docs/decisions/027-afd-import.md): the file as sent, its progress
 * (where the next chunk starts, the counts so far, the first problems) and its lease, so that an import
 * survives its process and runs in one process at a time.
 */
export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('afd_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file', bytes, (c) => c.notNull())
    .addColumn('layout', 'text')
    .addColumn('device_id', 'text')
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('marks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problems', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_problems', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('next_mark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  // What a runner looks for: the imports not finished.
  await db.schema
    .createIndex('afd_imports_status')
    .on('afd_imports')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('afd_imports').execute();
}
