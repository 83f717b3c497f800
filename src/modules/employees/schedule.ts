import { addDays, dayNumber } from '../../platform/dates.js';
import type { FieldError } from '../../platform/errors.js';
import { type CycleSchedule, type Schedule, WEEKDAYS, type Weekday } from './employees.schemas.js';

const DAY = 24 * 60;

export type ScheduledInterval = { start: string; end: string };

export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export const isCycle = (schedule: Schedule): schedule is CycleSchedule => 'type' in schedule;

/** The weekday of a calendar date `YYYY-MM-DD` (1970-01-01, day 0, was a Thursday). */
export const weekdayOfDate = (date: string): Weekday => WEEKDAYS[(((dayNumber(date) + 3) % 7) + 7) % 7]!;

/**
 * Checks what JSON Schema cannot: no interval of zero length, and no two intervals overlapping. Each interval is
 * placed on a line as long as the pattern (a week, or the cycle's days; an interval whose end is earlier than
 * its start runs past midnight into the next day), and the line wraps around, so the last day's night shift
 * may not run into the first day's morning.
 */
export function scheduleErrors(schedule: Schedule): FieldError[] {
  const days = isCycle(schedule)
    ? schedule.days.map((intervals, i) => ({ intervals, field: `schedule.days.${i}` }))
    : WEEKDAYS.map((weekday) => ({ intervals: schedule[weekday] ?? [], field: `schedule.${weekday}` }));
  const length = days.length * DAY;
  const errors: FieldError[] = [];
  const spans: { from: number; to: number; field: string }[] = [];
  days.forEach(({ intervals, field: dayField }, dayIndex) => {
    intervals.forEach((interval, i) => {
      const field = `${dayField}.${i}`;
      const start = minutesOf(interval.start);
      let end = minutesOf(interval.end);
      if (end === start) {
        errors.push({ field, message: 'start and end must differ' });
        return;
      }
      if (end < start) end += DAY;
      spans.push({ from: dayIndex * DAY + start, to: dayIndex * DAY + end, field });
    });
  });
  spans.sort((a, b) => a.from - b.from);
  spans.forEach((span, i) => {
    const next =
      i + 1 < spans.length ? spans[i + 1]! : spans[0] && { ...spans[0], from: spans[0].from + length };
    if (next && next !== span && span.to > next.from) {
      errors.push({
        field: next.field,
        message: `overlaps ${span.field}`,
        reason: 'overlaps',
        params: { field: span.field },
      });
    }
  });
  return errors;
}

/**
 * The contract intervals of `date` under `schedule`: its weekday's, or for a cycle those of the cycle's day
 * (date − startsOn) mod length, the same arithmetic before `startsOn` (never a negative index).
 */
export function intervalsOfDate(schedule: Schedule, date: string): ScheduledInterval[] {
  if (!isCycle(schedule)) return schedule[weekdayOfDate(date)] ?? [];
  const length = schedule.days.length;
  const index = (((dayNumber(date) - dayNumber(schedule.startsOn)) % length) + length) % length;
  return schedule.days[index]!;
}

/** One version of an employee's schedule: in force from `effectiveFrom` until the next version's. */
export interface ScheduleVersion {
  effectiveFrom: string;
  /** Null: no contract schedule (the CLT's daily norm stands in). */
  schedule: Schedule | null;
}

/**
 * An employee's schedule versions, ordered by `effectiveFrom`. Every employee has at least one from its creation
 * (or from migration 014); the first one also governs the days before it (marks recorded for days before
 * the employee was created), so that only a later change has a start date that cuts the past off.
 */
export type ScheduleHistory = readonly ScheduleVersion[];

/** The version in force on `date` (the first one for days before it), or undefined with no version at all. */
export function versionOn(history: ScheduleHistory, date: string): ScheduleVersion | undefined {
  let inForce = history[0];
  for (const version of history) {
    if (version.effectiveFrom > date) break;
    inForce = version;
  }
  return inForce;
}

/** The schedule of `date`: the version in force that day, or null when there is none or it has no schedule. */
export function scheduleOn(history: ScheduleHistory, date: string): Schedule | null {
  return versionOn(history, date)?.schedule ?? null;
}

/** The contract intervals of `date` under the version in force that day; null when it has no schedule. */
export function scheduledOn(history: ScheduleHistory, date: string): ScheduledInterval[] | null {
  const schedule = scheduleOn(history, date);
  return schedule === null ? null : intervalsOfDate(schedule, date);
}

/** The versions in force on some day from `from` to `to` (both included), in order. */
export function versionsBetween(history: ScheduleHistory, from: string, to: string): ScheduleVersion[] {
  const first = versionOn(history, from);
  return history.filter(
    (version) => version === first || (version.effectiveFrom > from && version.effectiveFrom <= to),
  );
}

/** A schedule version and the days of a period it governs (both included). */
export interface ScheduleSpan {
  from: string;
  to: string;
  schedule: Schedule | null;
}

/**
 * The versions in force from `from` to `to`, each with the days of that period it governs: from its
 * `effectiveFrom` to the day before the next version's, the first from `from` (it is in force on that day, or
 * it is the first of all and governs the days before it), the last to `to`.
 */
export function spansBetween(history: ScheduleHistory, from: string, to: string): ScheduleSpan[] {
  const versions = versionsBetween(history, from, to);
  return versions.map((version, i) => ({
    from: i === 0 ? from : version.effectiveFrom,
    to: i + 1 < versions.length ? addDays(versions[i + 1]!.effectiveFrom, -1) : to,
    schedule: version.schedule,
  }));
}
