import { computeDay, type DayResult, type Interval } from '../../legal/clt.js';
import { LocalClock } from '../../platform/local-time.js';
import { minutesOf, type ScheduledInterval } from '../employees/schedule.js';
import type { DayAbsence } from '../absences/absences.schemas.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import type { CalendarDay, DayStatus } from '../workdays/calendar.js';

/** One line of the espelho: the workday's marks after treatment and its CLT arithmetic. */
export interface ReportDay extends DayResult {
  date: string;
  weekday: string;
  status: DayStatus;
  holiday: HolidayView | null;
  absence: DayAbsence | null;
  /** Worked on a holiday or a rest day: counted apart, since it is paid at 100%. */
  holidayWorkedMinutes: number;
  scheduled: { start: string; end: string }[];
  marks: {
    at: string;
    kind: 'E' | 'S' | 'D';
    source: 'O' | 'I' | 'P';
    timeEntryId: string | null;
    adjustmentId: string | null;
    reason: string | null;
  }[];
}

/**
 * The minute fields summed into the totals, in the CSV's column order. `holidayWorkedMinutes` is summed too,
 * but apart: it came later, and its CSV column goes after `flags` so earlier columns keep their positions.
 */
export const TOTAL_FIELDS = [
  'scheduledMinutes',
  'workedMinutes',
  'nightMinutes',
  'overtimeMinutes',
  'lateMinutes',
  'absenceMinutes',
  'breakMinutes',
] as const;
export type Totals = Record<(typeof TOTAL_FIELDS)[number], number> & {
  holidayWorkedMinutes: number;
  incompleteDays: number;
  absentDays: number;
};

/** Contract intervals of a day in minutes from the workday's midnight (a night interval ends past 1440). */
export function scheduledIntervals(scheduled: ScheduledInterval[]): Interval[] {
  return scheduled.map((interval) => {
    const start = minutesOf(interval.start);
    let end = minutesOf(interval.end);
    if (end <= start) end += 24 * 60;
    return { start, end };
  });
}

/** `intervals` without the parts of them that `excused` covers (an interval may split in two). */
export function withoutExcused(intervals: Interval[], excused: Interval[]): Interval[] {
  let remaining = intervals;
  for (const cut of excused) {
    remaining = remaining.flatMap((interval) =>
      [
        { start: interval.start, end: Math.min(interval.end, cut.start) },
        { start: Math.max(interval.start, cut.end), end: interval.end },
      ].filter((part) => part.end > part.start),
    );
  }
  return remaining;
}

/**
 * Applies the CLT arithmetic to each treated workday of an employee. A `workday` owes its scheduled minutes
 * (those of the schedule version in force that day) less the parts a justified absence excuses, and the
 * whole-day absence of an `unjustified` one owes them all; on any other day the work done is counted, and on a
 * holiday or the weekly rest counted apart as well.
 */
export function reportDays(timezone: string, days: CalendarDay[]): ReportDay[] {
  const clock = LocalClock.for(timezone);
  return days.map((day) => {
    const midnight = clock.midnight(day.date);
    const effective = day.marks
      .filter((m) => m.kind !== 'D')
      .map((m) => Math.floor((m.at - midnight) / 60_000));
    // Work on a holiday or on the weekly rest is paid in double, apart; on another day without work (a free
    // Saturday) it is ordinary overtime against a schedule of nothing. An unjustified absence owes its day.
    const paidInDouble = day.status === 'holiday' || day.weeklyRest;
    const owesTime =
      day.status === 'workday' ||
      (day.status === 'rest' && !paidInDouble) ||
      (day.status === 'absence' && !day.absence!.justified);
    const contract = owesTime ? scheduledIntervals(day.scheduled ?? []) : [];
    const result = computeDay({
      scheduled: withoutExcused(contract, day.excused),
      hasSchedule: day.scheduled !== null,
      marks: effective,
      owesTime,
      excusedMinutes: day.excused.reduce((sum, part) => sum + part.end - part.start, 0),
    });
    if (day.dsrLost) result.flags.push('dsr_lost');
    return {
      date: day.date,
      weekday: day.weekday,
      status: day.status,
      holiday: day.holiday,
      absence: day.absence,
      holidayWorkedMinutes: paidInDouble ? result.workedMinutes : 0,
      scheduled: owesTime ? (day.scheduled ?? []) : [],
      marks: day.marks.map((m) => ({
        at: new Date(m.at).toISOString(),
        kind: m.kind,
        source: m.source,
        timeEntryId: m.timeEntryId,
        adjustmentId: m.adjustmentId,
        reason: m.reason,
      })),
      ...result,
    };
  });
}

export function totalsOf(days: ReportDay[]): Totals {
  const totals = Object.fromEntries(TOTAL_FIELDS.map((f) => [f, 0])) as Totals;
  totals.holidayWorkedMinutes = 0;
  for (const day of days) {
    for (const field of TOTAL_FIELDS) totals[field] += day[field];
    totals.holidayWorkedMinutes += day.holidayWorkedMinutes;
  }
  totals.incompleteDays = days.filter((d) => d.flags.includes('incomplete')).length;
  totals.absentDays = days.filter((d) => d.flags.includes('absent')).length;
  return totals;
}
