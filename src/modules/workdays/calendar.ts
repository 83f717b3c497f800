import { dateOfDayNumber, dayNumber } from '../../platform/dates.js';
import type { AbsenceRow } from '../../platform/db/schema.js';
import { type DayAbsence, isJustified } from '../absences/absences.schemas.js';
import { type Schedule, WEEKDAYS, type Weekday } from '../employees/employees.schemas.js';
import {
  isCycle,
  minutesOf,
  type ScheduleHistory,
  type ScheduledInterval,
  scheduledOn,
  scheduleOn,
} from '../employees/schedule.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import type { TreatedDay } from './workdays.js';

/**
 * Where each workday falls on the working-time calendar (docs/calendar.md). The first that applies wins:
 * `not_employed` (before admission or after termination), `future` (after today in the employee's zone),
 * `holiday`, `absence` (an approved absence covers the whole day), `rest` (the schedule version in force
 * that day has no work on it), else `workday`. A `workday` owes minutes, and so does an `absence` day of an `unjustified`
 * absence; marks on any day are still shown and counted as worked.
 */
export const DAY_STATUSES = ['not_employed', 'future', 'holiday', 'absence', 'rest', 'workday'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface CalendarDay extends TreatedDay {
  status: DayStatus;
  /** The holiday on that date, whatever the status (a future holiday is still one). */
  holiday: HolidayView | null;
  /** The contract intervals of the day, from the schedule version in force on it; null: no schedule. */
  scheduled: ScheduledInterval[] | null;
  /** A rest day that is the weekly paid rest (DSR): work on it is paid in double, like a holiday's. */
  weeklyRest: boolean;
  /** The approved absence on that date, whatever the status: the whole-day one, else the earliest part. */
  absence: DayAbsence | null;
  /**
   * The parts of the day that approved justified absences excuse (`start`–`end`), in minutes from the
   * workday's midnight: not owed. Empty when a whole-day absence covers the day (nothing is owed anyway).
   */
  excused: { start: number; end: number }[];
  /** The weekly rest of a week (Monday–Sunday) with an approved `unjustified` absence: its pay is lost. */
  dsrLost: boolean;
}

export interface CalendarContext {
  admissionDate: string | null;
  terminationDate: string | null;
  /** The employee's schedule versions (`scheduleHistories`). */
  schedules: ScheduleHistory;
  /** Holidays by date (`holidayCalendar`). */
  holidays: ReadonlyMap<string, HolidayView>;
  /** The employee's approved absences touching the weeks of the range (`absenceWeeks`). */
  absences: readonly AbsenceRow[];
  /** Today in the employee's zone, `YYYY-MM-DD`. */
  today: string;
}

/** The day number of the Monday of a date's week (day 0, 1970-01-01, was a Thursday). */
const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

/** The range widened to whole weeks, Monday to Sunday: the absences a range's DSR depends on. */
export function absenceWeeks(from: string, to: string): { from: string; to: string } {
  return {
    from: dateOfDayNumber(mondayOf(dayNumber(from))),
    to: dateOfDayNumber(mondayOf(dayNumber(to)) + 6),
  };
}

const NO_ABSENCES: readonly AbsenceRow[] = [];
const covers = (absence: AbsenceRow, date: string) => absence.dateFrom <= date && date <= absence.dateTo;
const isWholeDay = (absence: AbsenceRow) => absence.startTime === null;

function dayStatus(
  day: TreatedDay,
  context: CalendarContext,
  wholeDayAbsence: boolean,
  scheduled: ScheduledInterval[] | null,
): DayStatus {
  const { date } = day;
  if (context.admissionDate !== null && date < context.admissionDate) return 'not_employed';
  if (context.terminationDate !== null && date > context.terminationDate) return 'not_employed';
  if (date > context.today) return 'future';
  if (context.holidays.has(date)) return 'holiday';
  if (wholeDayAbsence) return 'absence';
  if (scheduled?.length === 0) return 'rest';
  return 'workday';
}

/**
 * Whether a weekday without work is the weekly paid rest (DSR, Lei 605/1949 art. 1: "preferentemente aos
 * domingos") of the schedule in force: in a weekly pattern, Sunday when it has no work, else the last weekday
 * without work; in a cycle (12x36, 6x1…), every day off. The other days without work of a weekly pattern (the
 * Saturday of a Monday-to-Friday week) are rest days too, but work on them is ordinary overtime.
 */
export function isWeeklyRest(schedule: Schedule | null, weekday: Weekday): boolean {
  if (schedule === null) return false;
  if (isCycle(schedule)) return true;
  return [...WEEKDAYS].reverse().find((day) => (schedule[day] ?? []).length === 0) === weekday;
}

export function placeOnCalendar(days: TreatedDay[], context: CalendarContext): CalendarDay[] {
  // Lei 605/1949 art. 6: an unjustified absence in a week loses that week's paid rest.
  const weeksWithoutDsr = new Set<number>();
  for (const absence of context.absences) {
    if (isJustified(absence.type)) continue;
    const last = mondayOf(dayNumber(absence.dateTo));
    for (let monday = mondayOf(dayNumber(absence.dateFrom)); monday <= last; monday += 7)
      weeksWithoutDsr.add(monday);
  }
  return days.map((day) => {
    // Most employees have no absence in a period: no list to filter and sort for each of their days.
    const onDay =
      context.absences.length === 0
        ? NO_ABSENCES
        : context.absences
            .filter((absence) => covers(absence, day.date))
            .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));
    const whole = onDay.find(isWholeDay);
    const shown = whole ?? onDay[0];
    const scheduled = scheduledOn(context.schedules, day.date);
    const status = dayStatus(day, context, whole !== undefined, scheduled);
    const weeklyRest =
      status === 'rest' && isWeeklyRest(scheduleOn(context.schedules, day.date), day.weekday);
    // Each field named, not `...day`: the spread's copies ended in V8's old generation, 61 of the 70 MB a
    // month's AEJ of 1,000 employees left there as garbage, and the process grew by it (docs/decisions/037).
    return {
      date: day.date,
      weekday: day.weekday,
      marks: day.marks,
      effectiveCount: day.effectiveCount,
      status,
      holiday: context.holidays.get(day.date) ?? null,
      scheduled,
      weeklyRest,
      absence: shown ? { id: shown.id, type: shown.type, justified: isJustified(shown.type) } : null,
      excused: whole
        ? []
        : onDay
            .filter((absence) => isJustified(absence.type))
            .map((absence) => ({ start: minutesOf(absence.startTime!), end: minutesOf(absence.endTime!) })),
      dsrLost: weeklyRest && weeksWithoutDsr.has(mondayOf(dayNumber(day.date))),
    };
  });
}
