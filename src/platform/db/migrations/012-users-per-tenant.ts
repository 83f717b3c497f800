import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * Dashboard users: an e-mail is unique within its tenant, no longer across tenants (one tenant could learn,
 * by adding a user, which e-mails another tenant had, and keep them from it); and a user can be disabled
 * (`disabled_at`). The tenant's unique index replaces its plain one.
 *
 * SQLite cannot drop a column's UNIQUE constraint, so there the table is rebuilt, in one transaction, with
 * foreign keys off meanwhile (`sessions` refers to it by name, and goes on doing so).
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
    await sql`alter table users drop constraint if exists users_email_key`.execute(db);
    await db.schema.dropIndex('users_tenant_idx').ifExists().execute();
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await db.transaction().execute(async (tx) => {
        await tx.schema
          .createTable('users_rebuilt')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addColumn('disabled_at', 'bigint')
          .execute();
        await sql`insert into users_rebuilt (id, tenant_id, email, password_hash, role, created_at, updated_at)
          select id, tenant_id, email, password_hash, role, created_at, updated_at from users`.execute(tx);
        await tx.schema.dropTable('users').execute();
        await tx.schema.alterTable('users_rebuilt').renameTo('users').execute();
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
  await db.schema
    .createIndex('users_tenant_email_unique')
    .on('users')
    .columns(['tenant_id', 'email'])
    .unique()
    .execute();
}
