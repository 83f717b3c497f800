/**
 * CLT arithmetic for one workday (reference §4). Pure: every time is in minutes from the workday's local
 * midnight, so a night shift's after-midnight part is past 1440 (05:00 next day = 1740).
 */

export interface Interval {
  start: number;
  end: number;
}

export interface DayInput {
  /** The contract intervals of the day, in order (empty on a day off or without a schedule). */
  scheduled: Interval[];
  /** Whether the employee has a schedule at all; without one the CLT daily norm (8 h) stands in. */
  hasSchedule: boolean;
  /** The effective marks (E, S, E, S…), in minutes, in order. */
  marks: number[];
  /**
   * False on a day that owes nothing (a holiday, a rest day, before admission): its work is counted, and no
   * minute of it is late, missing or extra. True when absent.
   */
  owesTime?: boolean;
  /**
   * Minutes of the day excused by a justified absence (part of the day). With a schedule they are already cut
   * out of `scheduled`; without one they come off the daily norm.
   */
  excusedMinutes?: number;
}

export type DayFlag =
  | 'incomplete' // odd number of marks: the open interval is not counted
  | 'absent' // a scheduled day without any mark
  | 'short_break' // less than CLT art. 71 requires for the hours worked
  | 'long_break' // a break over 2 hours
  | 'overtime_over_limit' // more than the 2 extra hours a day of CLT art. 59
  | 'tolerance_exceeded' // the variations passed 5 minutes per mark or 10 a day: all of it counts
  | 'dsr_lost'; // a rest day of a week with an unjustified absence: its pay is lost (Lei 605/1949 art. 6)

export interface DayResult {
  scheduledMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  overtimeMinutes: number;
  lateMinutes: number;
  absenceMinutes: number;
  breakMinutes: number;
  flags: DayFlag[];
}

/** CLT art. 73 §2: 22:00–05:00. */
const NIGHT_START = 22 * 60;
const NIGHT_END = 5 * 60;
const DAY = 24 * 60;
/** CLT art. 73 §1: the night hour is 52′30″, so a night clock minute is worth 60/52.5 = 8/7 minutes. */
export const NIGHT_FACTOR = 60 / 52.5;
/** CLT art. 58 §1. */
export const TOLERANCE_PER_MARK = 5;
export const TOLERANCE_PER_DAY = 10;
/** CLT art. 58: 8 hours a day, the norm when there is no contract schedule. */
export const DAILY_NORM = 8 * 60;
const MAX_DAILY_OVERTIME = 2 * 60;

/** The night windows that touch a workday: the early hours of the day and the night that starts at 22:00. */
const NIGHT_WINDOWS: Interval[] = [
  { start: -DAY + NIGHT_START, end: NIGHT_END },
  { start: NIGHT_START, end: DAY + NIGHT_END },
  { start: DAY + NIGHT_START, end: 2 * DAY + NIGHT_END },
];

const overlap = (a: Interval, b: Interval) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * Clock minutes of `intervals` inside the night (22:00–05:00). Súmula 60 II TST: when the work covered a whole
 * night (from 22:00 or before until 05:00 or after, breaks allowed), the interval that runs on past 05:00 keeps
 * the night rate to its end.
 */
export function nightClockMinutes(intervals: Interval[]): number {
  let total = 0;
  for (const window of NIGHT_WINDOWS) {
    total += intervals.reduce((sum, interval) => sum + overlap(interval, window), 0);
    const coversWholeNight =
      intervals.some((i) => i.start <= window.start && i.end > window.start) &&
      intervals.some((i) => i.start < window.end && i.end >= window.end);
    const continuing = intervals.find((i) => i.start < window.end && i.end > window.end);
    if (coversWholeNight && continuing) total += continuing.end - window.end;
  }
  return total;
}

/** Minutes counted as work: day minutes as they are, night minutes in reduced hours (7 clock hours = 8 hours). */
export function countedMinutes(intervals: Interval[]): { total: number; night: number } {
  const clock = intervals.reduce((sum, i) => sum + (i.end - i.start), 0);
  const nightClock = nightClockMinutes(intervals);
  const night = Math.round(nightClock * NIGHT_FACTOR);
  return { total: clock - nightClock + night, night };
}

export function computeDay(input: DayInput): DayResult {
  const flags: DayFlag[] = [];
  const pairs: Interval[] = [];
  for (let i = 0; i + 1 < input.marks.length; i += 2)
    pairs.push({ start: input.marks[i]!, end: input.marks[i + 1]! });
  if (input.marks.length % 2 === 1) flags.push('incomplete');

  const scheduled = countedMinutes(input.scheduled).total;
  const worked = countedMinutes(pairs);
  const breaks = pairs.slice(1).map((pair, i) => pair.start - pairs[i]!.end);
  const breakMinutes = breaks.reduce((a, b) => a + b, 0);

  let overtimeMinutes = 0;
  let lateMinutes = 0;
  let absenceMinutes = 0;
  const norm = input.hasSchedule ? scheduled : Math.max(0, DAILY_NORM - (input.excusedMinutes ?? 0));

  if (input.owesTime === false) {
    // Nothing is owed, so nothing is missing or extra: the worked minutes are all there is.
  } else if (input.marks.length === 0) {
    if (scheduled > 0) {
      absenceMinutes = scheduled;
      flags.push('absent');
    }
  } else if (input.hasSchedule && input.marks.length === input.scheduled.length * 2 && scheduled > 0) {
    // Mark by mark against the contract times (entries late or early, exits early or late).
    const bounds = input.scheduled.flatMap((i) => [i.start, i.end]);
    let late = 0;
    let extra = 0;
    let variation = 0;
    let anyOverFive = false;
    input.marks.forEach((mark, i) => {
      const diff = mark - bounds[i]!;
      const isEntry = i % 2 === 0;
      if (isEntry) {
        late += Math.max(0, diff);
        extra += Math.max(0, -diff);
      } else {
        late += Math.max(0, -diff);
        extra += Math.max(0, diff);
      }
      variation += Math.abs(diff);
      if (Math.abs(diff) > TOLERANCE_PER_MARK) anyOverFive = true;
    });
    if (anyOverFive || variation > TOLERANCE_PER_DAY) {
      // Súmula 366 TST: past the tolerance, the whole variation counts, not just the excess.
      flags.push('tolerance_exceeded');
      lateMinutes = late;
      overtimeMinutes = extra;
    }
  } else {
    // Marks that do not line up with the schedule (or no schedule): compare totals against the norm.
    const difference = worked.total - norm;
    if (Math.abs(difference) > TOLERANCE_PER_DAY) {
      flags.push('tolerance_exceeded');
      if (difference > 0) overtimeMinutes = difference;
      else absenceMinutes = -difference;
    }
  }

  if (overtimeMinutes > MAX_DAILY_OVERTIME) flags.push('overtime_over_limit');
  const longest = breaks.length ? Math.max(...breaks) : 0;
  if (
    (worked.total > 6 * 60 && longest < 60) ||
    (worked.total > 4 * 60 && worked.total <= 6 * 60 && longest < 15)
  ) {
    flags.push('short_break');
  }
  if (breaks.some((b) => b > 120)) flags.push('long_break');

  return {
    scheduledMinutes: scheduled,
    workedMinutes: worked.total,
    nightMinutes: worked.night,
    overtimeMinutes,
    lateMinutes,
    absenceMinutes,
    breakMinutes,
    flags,
  };
}
