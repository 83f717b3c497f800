import type { Kysely } from 'kysely';

// Migrations are frozen history: they use an untyped Kysely so later schema changes never break them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document', 'text')
    .addColumn('document_type', 'text')
    .addColumn('cei', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('rep_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_tenant_idx').on('users').column('tenant_id').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('api_keys_tenant_idx')
    .on('api_keys')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text')
    .addColumn('environment', 'text')
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('action', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_idx')
    .on('audit_log')
    .columns(['tenant_id', 'environment', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('response_content_type', 'text')
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['tenant_id', 'environment', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_idx')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['idempotency_keys', 'audit_log', 'api_keys', 'users', 'tenants']) {
    await db.schema.dropTable(table).execute();
  }
}
