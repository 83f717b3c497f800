import type { Executor } from '../../platform/db/database.js';
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
