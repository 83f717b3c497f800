import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The marks' `externalId` uniqueness index holds only the marks that have one. Most marks have none, and
 * every index a clock-in's batch writes costs pages in its commit; a NULL never collided with anything (both
 * engines treat NULLs as distinct), and every lookup by `externalId` compares it to a value, which both
 * planners know implies `IS NOT NULL`.
 *
 * The new index is built before the old one goes, so uniqueness holds throughout, even where DDL is not
 * transactional (SQLite under Kysely) and a migration stopped halfway is run again. On PostgreSQL the build
 * holds writes to `time_entries` back while it scans the table (docs/deployment.md, "Upgrades").
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('time_entries_external_id_given_unique')
    .ifNotExists()
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'external_id'])
    .unique()
    .where('external_id', 'is not', null)
    .execute();
  await db.schema.dropIndex('time_entries_external_id_unique').ifExists().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('time_entries_external_id_unique')
    .ifNotExists()
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'external_id'])
    .unique()
    .execute();
  await db.schema.dropIndex('time_entries_external_id_given_unique').ifExists().execute();
}
