import { sql, type Updateable } from 'kysely';
import type { Dialect, Executor } from '../../platform/db/database.js';
import { jsonTextRows } from '../../platform/db/list-parameters.js';
import type { PeriodRow, PeriodTable, TenantScope } from '../../platform/db/schema.js';
import { toIso, toIsoOrNull } from '../../platform/time.js';
import type { PeriodView } from './periods.schemas.js';

/** Periods of one tenant and environment. */
export function selectPeriods(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('periods')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findPeriod(db: Executor, scope: TenantScope, id: string): Promise<PeriodRow | undefined> {
  return selectPeriods(db, scope).where('id', '=', id).executeTakeFirst();
}

/** Changes one period of the tenant and environment. */
export async function updatePeriod(
  db: Executor,
  scope: TenantScope,
  id: string,
  changes: Updateable<PeriodTable>,
): Promise<void> {
  await db
    .updateTable('periods')
    .set(changes)
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', id)
    .execute();
}

/** The employees of a period with their frozen totals. */
export function selectPeriodEmployees(db: Executor, scope: TenantScope, periodId: string) {
  return db
    .selectFrom('periodEmployees')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('periodId', '=', periodId);
}

/** The frozen days of some employees of a period, each employee's in date order. */
export function selectPeriodDays(db: Executor, scope: TenantScope, periodId: string) {
  return db
    .selectFrom('periodDays')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('periodId', '=', periodId);
}

/**
 * Writes a period's frozen days from the JSON text of their `FrozenDayRow`s (`FrozenChunk.dayRowsJson`): the
 * days are bound as one parameter, whatever their number.
 */
export async function insertPeriodDays(
  executor: Executor,
  dialect: Dialect,
  scope: TenantScope,
  periodId: string,
  dayRowsJson: string,
): Promise<void> {
  await executor
    .insertInto('periodDays')
    .columns(['periodId', 'employeeId', 'date', 'tenantId', 'environment', 'day'])
    .expression(
      sql`select ${periodId} as period_id, value ->> 'employeeId' as employee_id, value ->> 'date' as date,
        ${scope.tenantId} as tenant_id, ${scope.environment} as environment, value ->> 'day' as day
        from ${jsonTextRows(dialect, dayRowsJson)}`,
    )
    .execute();
}

export function periodView(row: PeriodRow): PeriodView {
  return {
    id: row.id,
    from: row.dateFrom,
    to: row.dateTo,
    employeeIds: row.employeeIds === null ? null : (JSON.parse(row.employeeIds) as string[]),
    employeeCount: row.employeeCount,
    status: row.status,
    closedAt: toIso(row.closedAt),
    closedBy: { type: row.closedByType, id: row.closedById },
    reopenedAt: toIsoOrNull(row.reopenedAt),
    reopenedBy:
      row.reopenedByType === null || row.reopenedById === null
        ? null
        : { type: row.reopenedByType, id: row.reopenedById },
  };
}
