import { sql } from 'kysely';
import { dialectOf, type Executor } from '../../platform/db/database.js';
import { eachRange, type KeyedRange } from '../../platform/db/list-parameters.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';

export function selectTimeEntries(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeEntries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findTimeEntry(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<TimeEntryRow | undefined> {
  return selectTimeEntries(db, scope).where('id', '=', id).executeTakeFirst();
}

export function findTimeEntryByExternalId(db: Executor, scope: TenantScope, externalId: string) {
  return db
    .selectFrom('timeEntries')
    .select('id')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

/** What the treated days need of a mark. */
export type MarkInRange = Pick<TimeEntryRow, 'id' | 'employeeId' | 'occurredAt' | 'rep' | 'deviceId'>;

/** The marks of each employee (`key`) in their own range of instants, in no order: one statement for all. */
export async function marksInRanges(
  db: Executor,
  scope: TenantScope,
  ranges: readonly KeyedRange[],
): Promise<MarkInRange[]> {
  const marks = eachRange(dialectOf(db), ranges, {
    table: 'time_entries',
    alias: 'm',
    where: sql`m.tenant_id = ${scope.tenantId} and m.environment = ${scope.environment}
      and m.employee_id = w.key and m.occurred_at >= w.range_start and m.occurred_at < w.range_end`,
  });
  const { rows } = await sql<MarkInRange>`
    select m.id, m.employee_id, m.occurred_at, m.rep, m.device_id from ${marks}`.execute(db);
  return rows;
}
