import { type Schedule, WEEKDAYS, type Weekday } from '../employees/employees.schemas.js';
import {
  isCycle,
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
 * `holiday`, `rest` (the schedule in force that day has no work on it), else `workday`. Only a `workday` owes
 * minutes; marks on any day are still shown and counted as worked.
 */
export const DAY_STATUSES = ['not_employed', 'future', 'holiday', 'rest', 'workday'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface CalendarDay extends TreatedDay {
  status: DayStatus;
  /** The holiday on that date, whatever the status (a future holiday is still one). */
  holiday: HolidayView | null;
  /** The contract intervals of the day, from the schedule version in force on it; null: no schedule. */
  scheduled: ScheduledInterval[] | null;
  /** A rest day that is the weekly paid rest (DSR): work on it is paid in double, like a holiday's. */
  weeklyRest: boolean;
}

export interface CalendarContext {
  admissionDate: string | null;
  terminationDate: string | null;
  /** The employee's schedule versions (`scheduleHistories`). */
  schedules: ScheduleHistory;
  /** Holidays by date (`holidayCalendar`). */
  holidays: ReadonlyMap<string, HolidayView>;
  /** Today in the employee's zone, `YYYY-MM-DD`. */
  today: string;
}

export function dayStatus(day: TreatedDay, context: CalendarContext): DayStatus {
  const { date } = day;
  if (context.admissionDate !== null && date < context.admissionDate) return 'not_employed';
  if (context.terminationDate !== null && date > context.terminationDate) return 'not_employed';
  if (date > context.today) return 'future';
  if (context.holidays.has(date)) return 'holiday';
  if (scheduledOn(context.schedules, date)?.length === 0) return 'rest';
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
  return days.map((day) => {
    const status = dayStatus(day, context);
    return {
      ...day,
      status,
      holiday: context.holidays.get(day.date) ?? null,
      scheduled: scheduledOn(context.schedules, day.date),
      weeklyRest: status === 'rest' && isWeeklyRest(scheduleOn(context.schedules, day.date), day.weekday),
    };
  });
}
