import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * When a running close last wrote (issue 29): a close whose process died stays `closing` and holds its days, and
 * one that has not progressed for a while is known dead and can be discarded (docs/time-bank.md).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('periods').addColumn('progress_at', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('periods').dropColumn('progress_at').execute();
}
