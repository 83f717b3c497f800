import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * A tenant-environment's A1 signing certificate (PRODUCT.md §12): one at most, replaced by the next import.
 * The private key is stored encrypted under the master key (platform/secrets.ts); the certificate and what
 * it says of itself in the clear, for the dashboard and `certificates show`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('signing_certificates')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('not_before', 'bigint', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    .addColumn('certificate_pem', 'text', (c) => c.notNull())
    .addColumn('chain_pem', 'text', (c) => c.notNull())
    .addColumn('private_key_encrypted', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('signing_certificates_pkey', ['tenant_id', 'environment'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('signing_certificates').execute();
}
