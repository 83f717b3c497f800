import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The legal files' identities and the REP of each mark (docs/decisions/002-device-mark-attribution.md):
 * - `tenants.address`: the place of work, written in the AFD's type-2 records.
 * - `time_entries.rep`: `rep_p` when Pontual's REP-P took the mark (every mark so far: each has its type-7
 *   line), `rep_c` when a time clock did (its serial in `device_id`); a `rep_c` mark is no REP-P record.
 * - `rep_heads.last_afd_nsr`: the REP-P's own NSR, which `rep_c` marks do not take; so far every record was a
 *   REP-P record, so it starts where `last_nsr` is.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('address', 'text').execute();
  await db.schema
    .alterTable('time_entries')
    .addColumn('rep', 'text', (c) => c.notNull().defaultTo('rep_p'))
    .execute();
  await db.schema
    .alterTable('rep_heads')
    .addColumn('last_afd_nsr', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('rep_heads')
    .set({ last_afd_nsr: sql`last_nsr` })
    .execute();
}
