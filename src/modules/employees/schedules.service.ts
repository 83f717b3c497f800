import type { Db, Executor, Tx } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { EmployeeRow, ScheduleVersionRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { LocalClock } from '../../platform/local-time.js';
import { recordEvent } from '../../platform/outbox.js';
import { findTenant } from '../tenants/tenants.repository.js';
import {
  findEmployee,
  scheduleHistories,
  scheduleVersionInsert,
  selectScheduleVersions,
} from './employees.repository.js';
import { employeeView } from './employee-view.js';
import type { CreateScheduleVersionInput, Schedule, ScheduleVersionView } from './employees.schemas.js';
import { scheduleErrors, scheduleOn } from './schedule.js';

/** Schedules with history (docs/calendar.md, "Schedules"): an employee's schedule versions. */

export function scheduleVersionView(row: ScheduleVersionRow): ScheduleVersionView {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    schedule: row.schedule === null ? null : (JSON.parse(row.schedule) as Schedule),
  };
}

/** Today in the tenant's zone: the day a PATCH of `schedule` takes effect, and a new employee's first version. */
export async function tenantToday(db: Executor, tenantId: string): Promise<string> {
  const tenant = await findTenant(db, tenantId);
  return LocalClock.for(tenant!.timezone).parts(Date.now()).date;
}

/** A new version's row; `schedule` already checked. */
export function scheduleVersionRow(
  scope: TenantScope,
  employeeId: string,
  effectiveFrom: string,
  schedule: string | null,
): ScheduleVersionRow {
  return {
    id: newId(),
    tenantId: scope.tenantId,
    environment: scope.environment,
    employeeId,
    effectiveFrom,
    schedule,
    createdAt: Date.now(),
  };
}

/**
 * Writes the version in force from `effectiveFrom`, replacing one of the same date: a PATCH of `schedule`
 * twice in a day keeps the last, as the employee row does.
 */
export async function putScheduleVersion(tx: Tx, row: ScheduleVersionRow): Promise<void> {
  await scheduleVersionInsert(tx, [row])
    .onConflict((oc) =>
      oc
        .columns(['tenantId', 'environment', 'employeeId', 'effectiveFrom'])
        .doUpdateSet({ schedule: row.schedule, createdAt: row.createdAt }),
    )
    .execute();
}

export async function listScheduleVersions(
  db: Db,
  scope: TenantScope,
  employeeId: string,
): Promise<ScheduleVersionView[]> {
  if (!(await findEmployee(db, scope, employeeId))) throw ApiError.notFound('employee');
  const rows = await selectScheduleVersions(db, scope)
    .where('employeeId', '=', employeeId)
    .orderBy('effectiveFrom')
    .execute();
  return rows.map(scheduleVersionView);
}

/**
 * Adds a version; a version of the same date already there is a 409 (replacing it would silently rewrite the
 * days it governs). The employee row's `schedule` then follows the version in force today.
 */
export async function addScheduleVersion(
  db: Db,
  scope: TenantScope,
  employeeId: string,
  input: CreateScheduleVersionInput,
): Promise<ScheduleVersionView> {
  if (input.schedule) {
    const errors = scheduleErrors(input.schedule);
    if (errors.length > 0)
      throw ApiError.invalid(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '));
  }
  const row = scheduleVersionRow(
    scope,
    employeeId,
    input.effectiveFrom,
    input.schedule === null ? null : JSON.stringify(input.schedule),
  );
  try {
    await db.transaction().execute(async (tx) => {
      const employee = await findEmployee(tx, scope, employeeId);
      if (!employee) throw ApiError.notFound('employee');
      await scheduleVersionInsert(tx, [row]).execute();
      const history = (await scheduleHistories(tx, scope, [employeeId])).get(employeeId)!;
      const current = scheduleOn(history, await tenantToday(tx, scope.tenantId));
      const schedule = current === null ? null : JSON.stringify(current);
      if (schedule !== employee.schedule) {
        await tx
          .updateTable('employees')
          .set({ schedule, updatedAt: row.createdAt })
          .where('tenantId', '=', scope.tenantId)
          .where('environment', '=', scope.environment)
          .where('id', '=', employeeId)
          .execute();
        const data = employeeView({ ...employee, schedule, updatedAt: row.createdAt });
        await recordEvent(tx, { ...scope, type: 'employee.updated', data, at: row.createdAt });
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'schedule_versions')) throw error;
    const holder = await selectScheduleVersions(db, scope)
      .clearSelect()
      .select('id')
      .where('employeeId', '=', employeeId)
      .where('effectiveFrom', '=', input.effectiveFrom)
      .executeTakeFirst();
    const message = `The employee already has a schedule version from ${input.effectiveFrom}.`;
    const detail = { reason: 'duplicate_schedule_version', params: { date: input.effectiveFrom } } as const;
    throw holder ? ApiError.duplicate(message, holder.id, detail) : ApiError.conflict(message, detail);
  }
  return scheduleVersionView(row);
}

/**
 * The rows with `schedule` set to the version in force today. The stored column is what was in force when the
 * employee's schedule was last written; a version dated later takes effect with no write, so reads recompute it
 * (one query for the rows, one for the tenant's zone).
 */
export async function withScheduleOfToday(
  db: Executor,
  scope: TenantScope,
  rows: EmployeeRow[],
): Promise<EmployeeRow[]> {
  if (rows.length === 0) return rows;
  const histories = await scheduleHistories(
    db,
    scope,
    rows.map((row) => row.id),
  );
  const today = await tenantToday(db, scope.tenantId);
  return rows.map((row) => {
    const history = histories.get(row.id)!;
    if (history.length === 0) return row;
    const current = scheduleOn(history, today);
    const schedule = current === null ? null : JSON.stringify(current);
    return schedule === row.schedule ? row : { ...row, schedule };
  });
}
