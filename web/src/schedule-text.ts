import type {
  Schedule as AnySchedule,
  CycleSchedule,
  WeeklySchedule as Schedule,
  Weekday,
} from '../../src/modules/employees/employees.schemas.js';

export type { Weekday };

/** The API's weekdays, in the form's order (the server's list is not imported: it would bring TypeBox along). */
export const WEEKDAYS = [
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
] as const satisfies readonly Weekday[];
type Interval = { start: string; end: string };

const INTERVAL = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]):([0-5]\d)$/;

/** A day's intervals as the form shows them: `08:00–12:00, 13:00–17:00`. */
export function formatDay(intervals: Interval[] | undefined): string {
  return (intervals ?? []).map((i) => `${i.start}–${i.end}`).join(', ');
}

/**
 * A day typed in the form: intervals `HH:MM-HH:MM` (hyphen or en dash), separated by commas; blank is a day
 * off. `null` when some part is not an interval (the API checks overlaps and the rest).
 */
export function parseDay(text: string): Interval[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const intervals: Interval[] = [];
  for (const part of parts) {
    const match = INTERVAL.exec(part);
    if (!match) return null;
    intervals.push({ start: `${match[1]}:${match[2]}`, end: `${match[3]}:${match[4]}` });
  }
  return intervals;
}

/**
 * The week typed in the form, or the days that could not be read. A week with no interval at all is `null`
 * (no schedule), as the API takes it.
 */
export function parseWeek(
  days: Record<Weekday, string>,
): { schedule: Schedule | null } | { unreadable: Weekday[] } {
  const schedule: Schedule = {};
  const unreadable: Weekday[] = [];
  for (const day of WEEKDAYS) {
    const intervals = parseDay(days[day]);
    if (intervals === null) unreadable.push(day);
    else if (intervals.length > 0) schedule[day] = intervals;
  }
  if (unreadable.length > 0) return { unreadable };
  return { schedule: Object.keys(schedule).length > 0 ? schedule : null };
}

/** The weekly pattern of a schedule; undefined for none or a cycle (the form edits weekly patterns only). */
export function weeklyPattern(schedule: AnySchedule | null | undefined): Schedule | undefined {
  return schedule && !('type' in schedule) ? schedule : undefined;
}

/** The kinds of schedule the form offers: a week, or a cycle (docs/calendar.md, "Cycles"). */
export const SCHEDULE_KINDS = ['weekly', '12x36', '24x72', '6x1', 'rotating'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** The days a cycle preset starts from, as the form shows them; the user edits them (19:00–07:00 by night). */
export const CYCLE_PRESETS: Record<Exclude<ScheduleKind, 'weekly' | 'rotating'>, string[]> = {
  '12x36': ['07:00–19:00', ''],
  '24x72': ['07:00–19:00, 19:00–07:00', '', '', ''],
  '6x1': Array.from({ length: 7 }, (_, i) => (i < 6 ? '08:00–12:00, 13:00–16:20' : '')),
};

/** The most days a cycle may have (the API's limit). */
export const MAX_CYCLE_DAYS = 62;

/** The cycle of a schedule; undefined for none or a weekly pattern. */
export function cyclePattern(schedule: AnySchedule | null | undefined): CycleSchedule | undefined {
  return schedule && 'type' in schedule ? schedule : undefined;
}

/**
 * The cycle typed in the form (its start date and one text per day, read as `parseDay`), or the indexes of the
 * days that could not be read. The API checks the start date, the length and the overlaps.
 */
export function parseCycle(
  startsOn: string,
  days: string[],
): { schedule: CycleSchedule } | { unreadable: number[] } {
  const parsed = days.map(parseDay);
  const unreadable = parsed.flatMap((intervals, i) => (intervals === null ? [i] : []));
  if (unreadable.length > 0) return { unreadable };
  return { schedule: { type: 'cycle', startsOn, days: parsed as Interval[][] } };
}
