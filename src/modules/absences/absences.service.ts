import { dayNumber, daysInRange } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import type { AbsenceRow, Requester, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent } from '../../platform/outbox.js';
import { pendingState, requestStateView } from '../../platform/request-state.js';
import type { RequestKind } from '../../platform/requests.js';
import { assertDaysOpen } from '../closed-periods/closed-periods.js';
import { findEmployee } from '../employees/employees.repository.js';
import { approvedAbsencesBetween, findAbsence, insertAbsence, lockEmployee } from './absences.repository.js';
import {
  type AbsenceView,
  type CreateAbsenceInput,
  isJustified,
  MAX_ABSENCE_DAYS,
} from './absences.schemas.js';

export function absenceView(row: AbsenceRow): AbsenceView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    type: row.type,
    justified: isJustified(row.type),
    from: row.dateFrom,
    to: row.dateTo,
    start: row.startTime,
    end: row.endTime,
    reason: row.reason,
    ...requestStateView(row),
  };
}

/** The checks the schema cannot make: the range, and a part of a day being one day with start before end. */
function checkPeriod(input: CreateAbsenceInput): void {
  if (dayNumber(input.to) < dayNumber(input.from))
    throw ApiError.invalidField('from', 'must not be after to', 'after_to');
  if (daysInRange(input.from, input.to) > MAX_ABSENCE_DAYS)
    throw ApiError.invalidField('to', `an absence covers at most ${MAX_ABSENCE_DAYS} days`);
  if ((input.start === undefined) !== (input.end === undefined))
    throw ApiError.invalidField(input.start === undefined ? 'start' : 'end', 'start and end go together');
  if (input.start !== undefined && input.end !== undefined) {
    if (input.from !== input.to)
      throw ApiError.invalidField('to', 'must equal from when start and end are set');
    if (input.end <= input.start) throw ApiError.invalidField('end', 'must be after start, on the same day');
  }
}

/** Files a pending absence and its `absence.requested` event. It changes no day until approved. */
export async function createAbsence(
  db: Db,
  scope: TenantScope,
  actor: Requester,
  input: CreateAbsenceInput,
): Promise<AbsenceView> {
  checkPeriod(input);
  const reason = input.reason.trim();
  if (reason.length === 0) throw ApiError.invalidField('reason', 'must not be blank', 'blank');
  return db.transaction().execute(async (tx) => {
    const employee = await findEmployee(tx, scope, input.employeeId);
    if (!employee) throw ApiError.invalidField('employeeId', 'is not an employee of this environment');
    await assertDaysOpen(tx, scope, employee.id, input.from, input.to);
    const row: AbsenceRow = {
      id: newId(),
      tenantId: scope.tenantId,
      environment: scope.environment,
      employeeId: employee.id,
      type: input.type,
      dateFrom: input.from,
      dateTo: input.to,
      startTime: input.start ?? null,
      endTime: input.end ?? null,
      reason,
      ...pendingState(actor, Date.now()),
    };
    await insertAbsence(tx, row);
    const view = absenceView(row);
    await recordEvent(tx, { ...scope, type: 'absence.requested', data: view, at: row.createdAt });
    return view;
  });
}

/**
 * Whether two absences cover some time in common: their days meet, and either covers those days whole or
 * both are parts of the same day whose times meet. `HH:MM` strings compare as times.
 */
export function absencesOverlap(a: AbsenceRow, b: AbsenceRow): boolean {
  if (a.dateFrom > b.dateTo || b.dateFrom > a.dateTo) return false;
  if (a.startTime === null || a.endTime === null || b.startTime === null || b.endTime === null) return true;
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

/**
 * Absences as requests. An approval inside a closed period is a 409 `period_closed` (docs/time-bank.md).
 * An approval that would overlap another approved absence of the employee is a 409: the
 * employee's row is locked first, so two approvals of one employee run one after the other and the second sees
 * the first.
 */
export const ABSENCE_REQUESTS: RequestKind<AbsenceRow, AbsenceView> = {
  table: 'absences',
  noun: 'absence',
  find: findAbsence,
  view: absenceView,
  async beforeApproval(tx, scope, pending) {
    await lockEmployee(tx, scope, pending.employeeId);
    await assertDaysOpen(tx, scope, pending.employeeId, pending.dateFrom, pending.dateTo);
    const approved = await approvedAbsencesBetween(
      tx,
      scope,
      [pending.employeeId],
      pending.dateFrom,
      pending.dateTo,
    );
    const clash = approved.find((other) => absencesOverlap(pending, other));
    if (clash)
      throw ApiError.duplicate(
        `It overlaps the approved absence ${clash.id} (${clash.dateFrom} to ${clash.dateTo}).`,
        clash.id,
        { reason: 'absence_overlap', params: { from: clash.dateFrom, to: clash.dateTo } },
      );
  },
};
