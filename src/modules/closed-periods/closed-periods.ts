import type { Executor } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { LocalClock } from '../../platform/local-time.js';

/**
 * Which days are closed (docs/time-bank.md): a day of an employee inside a period that is closed (or being
 * closed) belongs to what payroll already took, so nothing that changes it (an adjustment, an absence, a manual
 * bank entry) is accepted until the period is reopened. A module of its own, reading only the table, so that
 * adjustments and absences can ask it without reaching the period close (which reads them).
 */

/** The closed period of the employee that holds a day of `from`–`to`, if any. */
export function findClosingPeriod(
  db: Executor,
  scope: TenantScope,
  employeeId: string,
  from: string,
  to: string,
): Promise<{ periodId: string; dateFrom: string; dateTo: string } | undefined> {
  return db
    .selectFrom('periodEmployees')
    .select(['periodId', 'dateFrom', 'dateTo'])
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('employeeId', '=', employeeId)
    .where('status', '=', 'closed')
    .where('dateFrom', '<=', to)
    .where('dateTo', '>=', from)
    .executeTakeFirst();
}

/** A 409 `period_closed` when a day of `from`–`to` of the employee is in a closed period. */
export async function assertDaysOpen(
  db: Executor,
  scope: TenantScope,
  employeeId: string,
  from: string,
  to: string,
): Promise<void> {
  const closed = await findClosingPeriod(db, scope, employeeId, from, to);
  if (closed)
    throw ApiError.periodClosed(
      `The period ${closed.periodId} (${closed.dateFrom} to ${closed.dateTo}) is closed for this employee; reopen it first.`,
      closed.periodId,
      { from: closed.dateFrom, to: closed.dateTo },
    );
}

/**
 * The same for an instant (a mark an adjustment adds or disregards): the day it falls on in the employee's
 * zone (their own, else the tenant's).
 */
export async function assertInstantOpen(
  db: Executor,
  scope: TenantScope,
  employee: { id: string; timezone: string | null },
  at: number,
): Promise<void> {
  let zone = employee.timezone;
  if (zone === null) {
    const tenant = await db
      .selectFrom('tenants')
      .select('timezone')
      .where('id', '=', scope.tenantId)
      .executeTakeFirstOrThrow();
    zone = tenant.timezone;
  }
  const date = LocalClock.for(zone).parts(at).date;
  await assertDaysOpen(db, scope, employee.id, date, date);
}
