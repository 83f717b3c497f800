import type { Executor } from '../../platform/db/database.js';
import type { HolidayRow, TenantScope } from '../../platform/db/schema.js';

export function selectHolidays(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('holidays')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/** The tenant's holidays from `from` to `to` (`YYYY-MM-DD`, both included), in date order. */
export function holidaysBetween(
  db: Executor,
  scope: TenantScope,
  from: string,
  to: string,
): Promise<HolidayRow[]> {
  return selectHolidays(db, scope)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

export async function insertHoliday(db: Executor, row: HolidayRow): Promise<void> {
  await db.insertInto('holidays').values(row).execute();
}

/** Deletes a tenant holiday; false when there was none with that id in this tenant-environment. */
export async function deleteHoliday(db: Executor, scope: TenantScope, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('holidays')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
