import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/** Every column of `audit_log` but `id` and `environment`, copied as they are. */
const COPIED = [
  'tenant_id',
  'actor_type',
  'key_id',
  'user_id',
  'action',
  'method',
  'route',
  'path',
  'status',
  'ip',
  'user_agent',
  'request_id',
  'duration_ms',
  'created_at',
];

/**
 * Dashboard actions on the whole tenant (sign-ins, users added, company changes) were stored with no
 * environment, so neither environment's audit log showed them. They are now written once per environment;
 * the ones already stored become `live` entries, each with a `test` copy. A copy's id is a UUIDv7 of the
 * entry's own instant, so it sorts where the entry happened. There is no `down`: the copies cannot be told
 * from entries written since.
 */
export async function up(db: AnyDb): Promise<void> {
  // All or nothing, so that a start interrupted half-way does not copy entries twice when it runs again:
  // PostgreSQL runs every migration in a transaction already, SQLite needs one here.
  if (db.isTransaction) await copyToEachEnvironment(db);
  else await db.transaction().execute(copyToEachEnvironment);
}

async function copyToEachEnvironment(db: AnyDb): Promise<void> {
  const tenantWide = (await db
    .selectFrom('audit_log')
    .select(['id', sql<string>`created_at`.as('at')])
    .where('environment', 'is', null)
    .where('tenant_id', 'is not', null)
    .where('action', 'is not', null)
    .execute()) as { id: string; at: number | string }[];
  for (const entry of tenantWide) {
    await db
      .insertInto('audit_log')
      .columns(['id', 'environment', ...COPIED])
      .expression(
        db
          .selectFrom('audit_log')
          .select([
            sql.val(uuidv7({ msecs: Number(entry.at) })).as('id'),
            sql.val('test').as('environment'),
            ...COPIED.map((column) => sql.ref(column).as(column)),
          ])
          .where('id', '=', entry.id),
      )
      .execute();
    await db.updateTable('audit_log').set({ environment: 'live' }).where('id', '=', entry.id).execute();
  }
}
