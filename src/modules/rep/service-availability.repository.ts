import { sql } from 'kysely';
import { dialectOf, type Executor, type Tx } from '../../platform/db/database.js';
import type { ServiceEventTable, ServiceInstanceTable } from '../../platform/db/schema.js';

/**
 * Serialises the service's starts and stops: on PostgreSQL a table lock that conflicts with itself (until the
 * transaction ends); SQLite's transactions already begin with the write lock (`BEGIN IMMEDIATE`). Events are
 * only inserted under it, so they commit in the order of their ids and a reader never sees one before an
 * earlier one.
 */
export async function lockServiceInstances(tx: Tx): Promise<void> {
  if (dialectOf(tx) === 'postgres')
    await sql`lock table service_instances in share row exclusive mode`.execute(tx);
}

export function selectOpenInstances(tx: Executor): Promise<ServiceInstanceTable[]> {
  return tx
    .selectFrom('serviceInstances')
    .selectAll()
    .where('stoppedAt', 'is', null)
    .execute()
    .then((rows) =>
      rows.map((r) => ({ ...r, heartbeatAt: Number(r.heartbeatAt), startedAt: Number(r.startedAt) })),
    );
}

export async function insertInstance(tx: Executor, instance: ServiceInstanceTable): Promise<void> {
  await tx.insertInto('serviceInstances').values(instance).execute();
}

/** Closes an open instance: cleanly (its own stop) or not (found dead), at `at`. */
export async function closeInstance(tx: Executor, id: string, at: number, clean: boolean): Promise<void> {
  await tx
    .updateTable('serviceInstances')
    .set({ stoppedAt: at, cleanStop: clean ? 1 : 0 })
    .where('id', '=', id)
    .where('stoppedAt', 'is', null)
    .execute();
}

/** Moves an open instance's heartbeat; false if it is no longer open (another process found it dead). */
export async function beat(db: Executor, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('serviceInstances')
    .set({ heartbeatAt: at })
    .where('id', '=', id)
    .where('stoppedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function latestServiceEvent(
  db: Executor,
): Promise<Pick<ServiceEventTable, 'id' | 'event'> | undefined> {
  const row = await db
    .selectFrom('serviceEvents')
    .select(['id', 'event'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: Number(row.id), event: row.event };
}

/** Appends service events after `afterId` (the latest), under the lock; their ids follow on. */
export async function insertServiceEvents(
  tx: Tx,
  afterId: number,
  events: Omit<ServiceEventTable, 'id'>[],
): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insertInto('serviceEvents')
    .values(events.map((event, i) => ({ ...event, id: afterId + i + 1 })))
    .execute();
}
