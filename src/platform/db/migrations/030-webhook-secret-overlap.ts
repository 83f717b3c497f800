import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * A rotation with overlap (PRODUCT §11): the secret a rotation replaced keeps signing, beside the new one,
 * until its expiry (docs/decisions/028-standard-webhooks-and-rotation-overlap.md). Both null outside an overlap.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('webhooks').addColumn('previous_secret_encrypted', 'text').execute();
  await db.schema.alterTable('webhooks').addColumn('previous_secret_expires_at', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('previous_secret_expires_at').execute();
  await db.schema.alterTable('webhooks').dropColumn('previous_secret_encrypted').execute();
}
