import { DateTime } from 'luxon';
import type { Executor } from '../../platform/db/database.js';
import type { EmployeeRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { selectAdjustments } from '../adjustments/adjustments.repository.js';
import type { Schedule } from '../employees/employees.schemas.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { selectTimeEntries } from '../time-entries/time-entries.repository.js';
import { buildWorkdays, fetchWindow, type TreatedDay } from './workdays.js';

/** Checks a `from`/`to` pair of calendar dates: valid, ordered, at most `maxDays` long. */
export function parseDateRange(from: string, to: string, maxDays: number): void {
  const start = DateTime.fromISO(from);
  const end = DateTime.fromISO(to);
  if (!start.isValid) throw ApiError.invalidField('from', 'is not a valid date');
  if (!end.isValid) throw ApiError.invalidField('to', 'is not a valid date');
  if (end < start) throw ApiError.invalidField('from', 'must not be after to');
  if (end.diff(start, 'days').days + 1 > maxDays)
    throw ApiError.invalidField('to', `the range is limited to ${maxDays} days`);
}

/** The zone an employee's days are counted in: the employee's own, else the tenant's. */
export async function employeeZone(db: Executor, scope: TenantScope, employee: EmployeeRow): Promise<string> {
  return employee.timezone ?? (await findTenant(db, scope.tenantId))!.timezone;
}

/** The same, when the tenant is at hand (reports load it once). */
export function zoneOf(employee: EmployeeRow, tenant: { timezone: string }): string {
  return employee.timezone ?? tenant.timezone;
}

/** Loads an employee's marks and approved adjustments around the range and builds the treated workdays. */
export async function loadWorkdays(
  db: Executor,
  scope: TenantScope,
  employee: EmployeeRow,
  timezone: string,
  from: string,
  to: string,
): Promise<TreatedDay[]> {
  const window = fetchWindow(from, to, timezone);
  const entries = await selectTimeEntries(db, scope)
    .clearSelect()
    .select(['id', 'occurredAt', 'deviceId'])
    .where('employeeId', '=', employee.id)
    .where('occurredAt', '>=', window.start)
    .where('occurredAt', '<', window.end)
    .orderBy('occurredAt')
    .execute();
  const adjustments = await selectAdjustments(db, scope)
    .where('employeeId', '=', employee.id)
    .where('status', '=', 'approved')
    .where((eb) =>
      eb.or([
        eb.and([eb('occurredAt', '>=', window.start), eb('occurredAt', '<', window.end)]),
        eb('timeEntryId', 'in', entries.length ? entries.map((e) => e.id) : ['']),
      ]),
    )
    .execute();
  return buildWorkdays({
    timezone,
    schedule: employee.schedule === null ? null : (JSON.parse(employee.schedule) as Schedule),
    from,
    to,
    entries,
    adjustments,
  });
}
