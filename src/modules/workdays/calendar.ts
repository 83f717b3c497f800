import { type Schedule, WEEKDAYS, type Weekday } from '../employees/employees.schemas.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import type { TreatedDay } from './workdays.js';

/**
 * Where each workday falls on the working-time calendar (docs/calendar.md). The first that applies wins:
 * `not_employed` (before admission or after termination), `future` (after today in the employee's zone),
 * `holiday`, `rest` (the schedule has no work that weekday), else `workday`. Only a `workday` owes minutes;
 * marks on any day are still shown and counted as worked.
 */
export const DAY_STATUSES = ['not_employed', 'future', 'holiday', 'rest', 'workday'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface CalendarDay extends TreatedDay {
  status: DayStatus;
  /** The holiday on that date, whatever the status (a future holiday is still one). */
  holiday: HolidayView | null;
}

export interface CalendarContext {
  admissionDate: string | null;
  terminationDate: string | null;
  schedule: Schedule | null;
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
  if (context.schedule !== null && (context.schedule[day.weekday] ?? []).length === 0) return 'rest';
  return 'workday';
}

/**
 * The weekly paid rest day (DSR, Lei 605/1949 art. 1: "preferentemente aos domingos") of a weekly schedule:
 * Sunday when it has no work, else the last weekday without work; null when every day has work or there is
 * no schedule. The other days without work (the Saturday of a Monday-to-Friday week) are rest days too, but
 * work on them is ordinary overtime, not work on the weekly rest.
 */
export function weeklyRestDay(schedule: Schedule | null): Weekday | null {
  if (schedule === null) return null;
  return [...WEEKDAYS].reverse().find((weekday) => (schedule[weekday] ?? []).length === 0) ?? null;
}

export function placeOnCalendar(days: TreatedDay[], context: CalendarContext): CalendarDay[] {
  return days.map((day) => ({
    ...day,
    status: dayStatus(day, context),
    holiday: context.holidays.get(day.date) ?? null,
  }));
}
