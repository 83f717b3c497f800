import { type ScheduleHistory, type ScheduledInterval, scheduledOn } from '../employees/schedule.js';
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

export function placeOnCalendar(days: TreatedDay[], context: CalendarContext): CalendarDay[] {
  return days.map((day) => ({
    ...day,
    status: dayStatus(day, context),
    holiday: context.holidays.get(day.date) ?? null,
    scheduled: scheduledOn(context.schedules, day.date),
  }));
}
