import { sql } from 'kysely';
import type { Dialect, Executor } from '../../platform/db/database.js';
import { jsonRows } from '../../platform/db/list-parameters.js';
import type { PeriodRow, TenantScope } from '../../platform/db/schema.js';
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
 * Writes frozen days from the JSON text of their array, `{ employeeId, date, day }` each, `day` the day's JSON
 * text (`FrozenChunk`): one statement and one parameter for any number of days.
 */
export async function insertPeriodDays(
  tx: Executor,
  dialect: Dialect,
  scope: TenantScope,
  periodId: string,
  daysJson: string,
): Promise<void> {
  await tx
    .insertInto('periodDays')
    .columns(['periodId', 'employeeId', 'date', 'tenantId', 'environment', 'day'])
    .expression(
      sql`select ${periodId}, value ->> 'employeeId', value ->> 'date', ${scope.tenantId}, ${scope.environment},
        value ->> 'day' from ${jsonRows(dialect, daysJson)}`,
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
