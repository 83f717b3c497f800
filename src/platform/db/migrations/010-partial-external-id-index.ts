import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The marks' `externalId` uniqueness index holds only the marks that have one. Most marks have none, and
 * every index a clock-in's batch writes costs pages in its commit; a NULL never collided with anything (both
 * engines treat NULLs as distinct), and every lookup by `externalId` compares it to a value, which both
 * planners know implies `IS NOT NULL`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('time_entries_external_id_unique').execute();
  await db.schema
    .createIndex('time_entries_external_id_unique')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'external_id'])
    .unique()
    .where('external_id', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('time_entries_external_id_unique').execute();
  await db.schema
    .createIndex('time_entries_external_id_unique')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'external_id'])
    .unique()
    .execute();
}
