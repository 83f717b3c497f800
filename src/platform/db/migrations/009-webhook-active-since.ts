import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * When each webhook last became active (created or resumed): the dispatcher fans an event out to a webhook
 * only if the event is not older, so a fan-out that runs late can never send a webhook an event from before
 * it existed or from while it was paused.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('webhooks')
    .addColumn('active_since', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update webhooks set active_since = created_at`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('active_since').execute();
}
