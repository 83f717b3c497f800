import { dayNumber, daysInRange } from '../../platform/dates.js';
import { dialectOf, type Executor, withoutParallelWorkers } from '../../platform/db/database.js';
import type { AbsenceRow, AdjustmentRow, EmployeeRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { letIoIn } from '../../platform/turns.js';
import { approvedAbsencesBetween } from '../absences/absences.repository.js';
import { approvedAdjustmentsInRanges } from '../adjustments/adjustments.repository.js';
import { marksInRanges } from '../time-entries/time-entries.repository.js';
import { scheduleHistories } from '../employees/employees.repository.js';
import type { ScheduleHistory } from '../employees/schedule.js';
import { findTenant } from '../tenants/tenants.repository.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import { holidayCalendar } from '../holidays/holidays.service.js';
import { LocalClock } from '../../platform/local-time.js';
import { absenceWeeks, type CalendarDay, placeOnCalendar } from './calendar.js';
import { buildWorkdays, fetchWindow, type WorkdayEntry } from './workdays.js';
import type { WorkdayView } from './workdays.schemas.js';
import { toIso } from '../../platform/time.js';

/** Checks a `from`/`to` pair of calendar dates (each already valid, by its schema): ordered, at most `maxDays`. */
export function parseDateRange(from: string, to: string, maxDays: number): void {
  if (dayNumber(to) < dayNumber(from))
    throw ApiError.invalidField('from', 'must not be after to', 'after_to');
  if (daysInRange(from, to) > maxDays)
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

/** An employee whose workdays are wanted, with the zone their days are counted in. */
export interface WorkdaySubject {
  employee: EmployeeRow;
  timezone: string;
}

/**
 * Loads an employee's marks and approved adjustments around the range and builds the treated workdays, each
 * placed on the calendar (`holidays`: `holidayCalendar` of the range; the approved absences of its weeks).
 */
export async function loadWorkdays(
  db: Executor,
  scope: TenantScope,
  subject: WorkdaySubject,
  range: { from: string; to: string; holidays: ReadonlyMap<string, HolidayView> },
): Promise<CalendarDay[]> {
  const [loaded] = await loadWorkdaysOfMany(db, scope, [subject], range);
  return loaded!.days;
}

/** One employee's treated days `from`–`to` in their zone, with the holidays of the range: what the admin and the worker see. */
export async function treatedDays(
  db: Executor,
  scope: TenantScope,
  employee: EmployeeRow,
  from: string,
  to: string,
): Promise<CalendarDay[]> {
  const timezone = await employeeZone(db, scope, employee);
  const holidays = await holidayCalendar(db, scope, from, to);
  return loadWorkdays(db, scope, { employee, timezone }, { from, to, holidays });
}

/** An employee's treated workdays, with the schedule versions they were computed with. */
export interface LoadedWorkdays {
  days: CalendarDay[];
  schedules: ScheduleHistory;
}

/** What an employee's treated workdays are built from: plain data, so it can cross to a worker thread. */
export interface WorkdayRows {
  entries: WorkdayEntry[];
  adjustments: AdjustmentRow[];
  absences: AbsenceRow[];
  schedules: ScheduleHistory;
}

/**
 * The same for several distinct employees at once, in the order given, each with its schedule versions: one query per kind of row for all of
 * them (marks, adjustments, absences, schedule versions), not one each (on PostgreSQL a report of 1,000
 * employees spent more time in round trips than in its queries).
 */
export async function loadWorkdaysOfMany(
  db: Executor,
  scope: TenantScope,
  subjects: WorkdaySubject[],
  range: { from: string; to: string; holidays: ReadonlyMap<string, HolidayView> },
): Promise<LoadedWorkdays[]> {
  const rows = await fetchWorkdayRows(db, scope, subjects, range);
  const now = Date.now();
  return subjects.map((subject, i) => ({
    days: workdaysFromRows(subject, rows[i]!, range, now),
    schedules: rows[i]!.schedules,
  }));
}

/** The rows `workdaysFromRows` needs for each of `subjects`, in their order. */
export async function fetchWorkdayRows(
  db: Executor,
  scope: TenantScope,
  subjects: WorkdaySubject[],
  { from, to }: { from: string; to: string },
): Promise<WorkdayRows[]> {
  if (subjects.length === 0) return [];
  // Each employee's marks in a window of their own zone, read employee by employee (docs/decisions/037).
  const ranges = subjects.map(({ employee, timezone }) => ({
    key: employee.id,
    ...fetchWindow(from, to, timezone),
  }));
  const employeeIds = subjects.map((s) => s.employee.id);
  const weeks = absenceWeeks(from, to);
  // On PostgreSQL in one read-only transaction without parallel workers (docs/decisions/037). On SQLite, a turn
  // of the event loop between the queries: each one runs synchronously, and the four of a period close's step
  // held the loop 4–5 ms together (decision 022). PostgreSQL's do not hold the loop, and yields there would
  // only hold the transaction's connection longer.
  const yieldBetweenQueries = dialectOf(db) === 'sqlite' ? letIoIn : async () => {};
  const { entries, adjustments, absences, histories } = await withoutParallelWorkers(db, async (reader) => {
    const entries = await marksInRanges(reader, scope, ranges);
    await yieldBetweenQueries();
    const adjustments = await approvedAdjustmentsInRanges(reader, scope, ranges);
    await yieldBetweenQueries();
    const absences = await approvedAbsencesBetween(reader, scope, employeeIds, weeks.from, weeks.to);
    await yieldBetweenQueries();
    const histories = await scheduleHistories(reader, scope, employeeIds);
    return { entries, adjustments, absences, histories };
  });

  // The marks come in no order; `buildWorkdays` sorts them.
  const entriesOf = groupBy(entries, (e) => e.employeeId);
  const adjustmentsOf = groupBy(adjustments, (a) => a.employeeId);
  const absencesOf = groupBy(absences, (a) => a.employeeId);
  return subjects.map(({ employee }) => ({
    entries: entriesOf.get(employee.id) ?? [],
    adjustments: adjustmentsOf.get(employee.id) ?? [],
    absences: absencesOf.get(employee.id) ?? [],
    schedules: histories.get(employee.id)!,
  }));
}

/**
 * An employee's treated workdays from their rows, each placed on the calendar (`holidays`: `holidayCalendar`
 * of the range; `now` decides which days are still to come). Pure: a worker thread runs it too.
 */
export function workdaysFromRows(
  { employee, timezone }: WorkdaySubject,
  rows: WorkdayRows,
  { from, to, holidays }: { from: string; to: string; holidays: ReadonlyMap<string, HolidayView> },
  now: number,
): CalendarDay[] {
  const days = buildWorkdays({
    timezone,
    schedules: rows.schedules,
    from,
    to,
    entries: rows.entries,
    adjustments: rows.adjustments,
  });
  return placeOnCalendar(days, {
    admissionDate: employee.admissionDate,
    terminationDate: employee.terminationDate,
    schedules: rows.schedules,
    holidays,
    absences: rows.absences,
    today: LocalClock.for(timezone).parts(now).date,
  });
}

/** A treated day as the API shows it. */
export function workdayView(day: CalendarDay): WorkdayView {
  return {
    date: day.date,
    weekday: day.weekday,
    status: day.status,
    holiday: day.holiday,
    absence: day.absence,
    complete: day.effectiveCount % 2 === 0,
    marks: day.marks.map((m) => ({
      at: toIso(m.at),
      kind: m.kind,
      source: m.source,
      pair: m.pair,
      timeEntryId: m.timeEntryId,
      adjustmentId: m.adjustmentId,
      reason: m.reason,
    })),
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
