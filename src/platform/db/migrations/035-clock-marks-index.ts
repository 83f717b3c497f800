import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The marks time clocks (REP-C) took, by tenant and instant: the AEJ names the clocks of its period before its
 * marks, and without this index finding them read every mark of the table (a parallel sequential scan, 0.3 s
 * at a million marks, docs/decisions/037). With it the read is as long as the period's clock marks.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('time_entries_clock_marks_idx')
    .on('time_entries')
    .columns(['tenant_id', 'environment', 'occurred_at', 'device_id'])
    .where(sql<boolean>`rep = 'rep_c'`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('time_entries_clock_marks_idx').execute();
}
