import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * The AFD's type-6 events and the responsible person of types 2 and 5 (issue 28, decision 019):
 * - `service_instances`: one row per server process that served (its heartbeat, and how it stopped), so a
 *   start tells a clean stop from a crash, and a process that joins a running service from the first one.
 * - `service_events`: the service's events (02, 07, 08), recorded once for every REP; `id` orders them.
 * - `rep_heads.last_service_event`: the last of them a REP has recorded as its type-6 lines.
 * - `users.cpf` and `tenants.responsible_cpf`: whose CPF a type-2 or type-5 record carries.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('service_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
    .addColumn('stopped_at', 'bigint')
    // 1 a clean stop, 0 found dead by another process; null while running.
    .addColumn('clean_stop', 'integer')
    .execute();
  await db.schema
    .createIndex('service_instances_open_idx')
    .on('service_instances')
    .column('stopped_at')
    .execute();
  await db.schema
    .createTable('service_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('rep_heads')
    .addColumn('last_service_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('cpf', 'text').execute();
  await db.schema.alterTable('tenants').addColumn('responsible_cpf', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('responsible_cpf').execute();
  await db.schema.alterTable('users').dropColumn('cpf').execute();
  await db.schema.alterTable('rep_heads').dropColumn('last_service_event').execute();
  await db.schema.dropTable('service_events').execute();
  await db.schema.dropTable('service_instances').execute();
}
