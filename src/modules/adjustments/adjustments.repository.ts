import { sql } from 'kysely';
import { dialectOf, type Executor } from '../../platform/db/database.js';
import { eachRange, type KeyedRange } from '../../platform/db/list-parameters.js';
import type { AdjustmentRow, TenantScope } from '../../platform/db/schema.js';

export function selectAdjustments(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('adjustments')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findAdjustment(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<AdjustmentRow | undefined> {
  return selectAdjustments(db, scope).where('id', '=', id).executeTakeFirst();
}

export async function insertAdjustment(db: Executor, row: AdjustmentRow): Promise<void> {
  await db.insertInto('adjustments').values(row).execute();
}

/** The id of the approved `disregard` that already sets the mark aside, if one does. */
export async function disregardOf(
  db: Executor,
  scope: TenantScope,
  timeEntryId: string,
): Promise<string | undefined> {
  const row = await selectAdjustments(db, scope)
    .clearSelect()
    .select('id')
    .where('timeEntryId', '=', timeEntryId)
    .where('type', '=', 'disregard')
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The approved adjustments of each employee (`key`) in their own range of instants, and those that disregard
 * one of the employee's marks in it (a disregard carries no instant of its own): one statement for all.
 */
export async function approvedAdjustmentsInRanges(
  db: Executor,
  scope: TenantScope,
  ranges: readonly KeyedRange[],
): Promise<AdjustmentRow[]> {
  const adjustments = eachRange(dialectOf(db), ranges, {
    table: 'adjustments',
    alias: 'a',
    where: sql`a.tenant_id = ${scope.tenantId} and a.environment = ${scope.environment}
      and a.employee_id = w.key and a.status = 'approved'
      and ((a.occurred_at >= w.range_start and a.occurred_at < w.range_end)
        or exists (select 1 from time_entries m where m.tenant_id = ${scope.tenantId}
          and m.environment = ${scope.environment} and m.id = a.time_entry_id and m.employee_id = w.key
          and m.occurred_at >= w.range_start and m.occurred_at < w.range_end))`,
  });
  const { rows } = await sql<AdjustmentRow>`select a.* from ${adjustments}`.execute(db);
  return rows;
}
