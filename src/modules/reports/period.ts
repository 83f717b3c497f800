import {
  computeDay,
  type DayKind,
  type DayResult,
  type Interval,
  restShortfallMinutes,
  splitOvertime,
} from '../../legal/clt.js';
import { LocalClock } from '../../platform/local-time.js';
import { minutesOf, type ScheduledInterval } from '../employees/schedule.js';
import type { DayAbsence } from '../absences/absences.schemas.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import type { CalendarDay, DayStatus } from '../workdays/calendar.js';
import type { TreatedDay } from '../workdays/workdays.js';
import type { EspelhoPolicy } from '../espelho-policy/espelho-policy.schemas.js';

/** One line of the espelho: the workday's marks after treatment and its CLT arithmetic. */
export interface ReportDay extends DayResult {
  date: string;
  weekday: string;
  status: DayStatus;
  holiday: HolidayView | null;
  absence: DayAbsence | null;
  /** Worked on a holiday or a rest day: counted apart, since it is paid at 100%. */
  holidayWorkedMinutes: number;
  /** `overtimeMinutes` split by the tenant's rate bands for the kind of day (docs/espelho.md). */
  overtime50Minutes: number;
  overtime100Minutes: number;
  /** What the rest since the last exit of the shift before lacked of 11 hours (art. 66), in clock minutes. */
  restShortfallMinutes: number;
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
 * The minute fields summed into the totals, in the CSV's column order. Those that came later are summed too,
 * but apart (`LATER_TOTAL_FIELDS`): their CSV columns go after `flags` so earlier columns keep their positions.
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
/** The amounts added by issue 32, in the order of their CSV columns (after `absence_type`). */
export const LATER_TOTAL_FIELDS = [
  'overtime50Minutes',
  'overtime100Minutes',
  'suppressedBreakMinutes',
  'restShortfallMinutes',
] as const;
export type Totals = Record<(typeof TOTAL_FIELDS)[number] | (typeof LATER_TOTAL_FIELDS)[number], number> & {
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

/** The last exit of a treated day, or null when it has no marks; undefined when it is incomplete (unknown). */
function lastExitOf(day: TreatedDay): number | null | undefined {
  const effective = day.marks.filter((m) => m.kind !== 'D');
  if (effective.length === 0) return null;
  return effective.length % 2 === 0 ? effective.at(-1)!.at : undefined;
}

/** Which rate bands a day's overtime takes: a holiday or weekly rest, another day off, or a working day. */
function bandsOf(day: CalendarDay, policy: EspelhoPolicy) {
  if (day.status === 'holiday' || day.weeklyRest) return policy.overtimeBands.restDayOrHoliday;
  if (day.status === 'rest') return policy.overtimeBands.dayOff;
  return policy.overtimeBands.workingDay;
}

/**
 * Applies the CLT arithmetic to each treated workday of an employee (docs/espelho.md). A `workday` owes its
 * scheduled minutes (those of the schedule version in force that day) less the parts a justified absence
 * excuses, and the whole-day absence of an `unjustified` one owes them all; on a holiday or the weekly rest
 * every worked minute is overtime at the rest-day rate (and counted apart as well); on another day without work
 * (a free Saturday) work is overtime against a schedule of nothing; on the other days work is only counted.
 * `before` is the workday before the first, whose last exit starts the rest the first day's shift ends.
 */
export function reportDays(
  timezone: string,
  days: CalendarDay[],
  policy: EspelhoPolicy,
  before: TreatedDay | null,
): ReportDay[] {
  const clock = LocalClock.for(timezone);
  /** The last exit before the day: null when there is none to hand, undefined when a day was incomplete. */
  let lastExit = before ? lastExitOf(before) : null;
  return days.map((day) => {
    const midnight = clock.midnight(day.date);
    const effectiveMarks = day.marks.filter((m) => m.kind !== 'D');
    const effective = effectiveMarks.map((m) => Math.floor((m.at - midnight) / 60_000));
    const paidInDouble = day.status === 'holiday' || day.weeklyRest;
    const owesTime =
      day.status === 'workday' ||
      (day.status === 'rest' && !paidInDouble) ||
      (day.status === 'absence' && !day.absence!.justified);
    const kind: DayKind = paidInDouble ? 'paid_in_double' : owesTime ? 'owing' : 'owing_nothing';
    const contract = owesTime ? scheduledIntervals(day.scheduled ?? []) : [];
    const result = computeDay({
      scheduled: withoutExcused(contract, day.excused),
      hasSchedule: day.scheduled !== null,
      marks: effective,
      kind,
      offsetting: policy.offsetting,
      excusedMinutes: day.excused.reduce((sum, part) => sum + part.end - part.start, 0),
    });
    let restShortfall = 0;
    const complete = effective.length % 2 === 0;
    if (complete && effective.length > 0 && typeof lastExit === 'number') {
      restShortfall = restShortfallMinutes(Math.floor((effectiveMarks[0]!.at - lastExit) / 60_000));
      if (restShortfall > 0) result.flags.push('short_rest');
    }
    const exit = lastExitOf(day);
    if (exit !== null) lastExit = exit;
    if (day.dsrLost) result.flags.push('dsr_lost');
    return {
      date: day.date,
      weekday: day.weekday,
      status: day.status,
      holiday: day.holiday,
      absence: day.absence,
      holidayWorkedMinutes: paidInDouble ? result.workedMinutes : 0,
      ...splitOvertime(result.overtimeMinutes, bandsOf(day, policy)),
      restShortfallMinutes: restShortfall,
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
  for (const field of LATER_TOTAL_FIELDS) totals[field] = 0;
  for (const day of days) {
    for (const field of TOTAL_FIELDS) totals[field] += day[field];
    for (const field of LATER_TOTAL_FIELDS) totals[field] += day[field];
    totals.holidayWorkedMinutes += day.holidayWorkedMinutes;
  }
  totals.incompleteDays = days.filter((d) => d.flags.includes('incomplete')).length;
  totals.absentDays = days.filter((d) => d.flags.includes('absent')).length;
  return totals;
}
