/**
 * CLT arithmetic for one workday (reference §4). Pure: every time is in minutes from the workday's local
 * midnight, so a night shift's after-midnight part is past 1440 (05:00 next day = 1740).
 */

export interface Interval {
  start: number;
  end: number;
}

/**
 * What a day owes (docs/espelho.md): `owing` a workday, the day of an unjustified absence or a day off that is
 * not the weekly rest (its schedule may be empty); `paid_in_double` a holiday or the weekly rest, whose every
 * worked minute is overtime at the rest-day rate (Lei 605/1949 art. 9, Súmula 146 TST); `owing_nothing` a day
 * outside the contract, in the future or under a justified absence, whose work is counted and not paid.
 */
export type DayKind = 'owing' | 'paid_in_double' | 'owing_nothing';

/**
 * Past the tolerance, whether a day's early and late marks offset each other (`daily_total`: only the
 * day's balance is overtime or lateness) or count apart (`mark_by_mark`: every missed scheduled minute is
 * late, and overtime is what the balance then leaves). A tenant policy.
 */
export type Offsetting = 'daily_total' | 'mark_by_mark';
export const OFFSETTINGS = ['daily_total', 'mark_by_mark'] as const;

export interface DayInput {
  /** The contract intervals of the day, in order (empty on a day off or without a schedule). */
  scheduled: Interval[];
  /** Whether the employee has a schedule at all; without one the CLT daily norm (8 h) stands in. */
  hasSchedule: boolean;
  /** The effective marks (E, S, E, S…), in minutes, in order. */
  marks: number[];
  /** `owing` unless told. */
  kind?: DayKind;
  /** `daily_total` unless told. */
  offsetting?: Offsetting;
  /**
   * Minutes of the day excused by a justified absence (part of the day). With a schedule they are already cut
   * out of `scheduled`; without one they come off the daily norm.
   */
  excusedMinutes?: number;
}

/** Every flag a day of the espelho can carry (docs/espelho.md). */
export const DAY_FLAGS = [
  'incomplete', // odd number of marks: the open interval is not counted, and nothing is owed or paid yet
  'absent', // a scheduled day without any mark
  'short_break', // less than CLT art. 71 requires for the hours worked
  'long_break', // a break over 2 hours
  'overtime_over_limit', // more than the 2 extra hours a day of CLT art. 59
  'tolerance_exceeded', // the variations passed 5 minutes per mark or 10 a day: all of it counts
  'short_rest', // less than the 11 hours of CLT art. 66 since the last exit of the shift before
  'dsr_lost', // a rest day of a week with an unjustified absence: its pay is lost (Lei 605/1949 art. 6)
] as const;
export type DayFlag = (typeof DAY_FLAGS)[number];

/**
 * The day's amounts. `scheduledMinutes`, `workedMinutes`, `nightMinutes`, `overtimeMinutes`, `lateMinutes`
 * and `absenceMinutes` are counted minutes (a night clock minute is 60/52.5 of one), and on a complete day
 * outside the tolerance worked − scheduled = overtime − late − absence. `breakMinutes` and
 * `suppressedBreakMinutes` are clock minutes: a break is rest, which the reduced night hour (a rule for work,
 * art. 73 §1) does not shorten.
 */
export interface DayResult {
  scheduledMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  overtimeMinutes: number;
  lateMinutes: number;
  absenceMinutes: number;
  breakMinutes: number;
  /** What a short break lacked of the art. 71 minimum (§4: only the suppressed part is paid, with 50%). */
  suppressedBreakMinutes: number;
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
/** CLT art. 66: 11 consecutive hours of rest between two shifts. */
export const REST_BETWEEN_SHIFTS = 11 * 60;

/** The night windows that touch a workday: the early hours of the day and the night that starts at 22:00. */
const NIGHT_WINDOWS: Interval[] = [
  { start: -DAY + NIGHT_START, end: NIGHT_END },
  { start: NIGHT_START, end: DAY + NIGHT_END },
  { start: DAY + NIGHT_START, end: 2 * DAY + NIGHT_END },
];

const overlap = (a: Interval, b: Interval) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
const length = (intervals: Interval[]) => intervals.reduce((sum, i) => sum + (i.end - i.start), 0);

/**
 * The parts of `intervals` that are night: inside 22:00–05:00, and, by Súmula 60 II TST, when the work covered a
 * whole night (from 22:00 or before until 05:00 or after, breaks allowed), the rest of the interval that runs on
 * past 05:00.
 */
function nightParts(intervals: Interval[]): Interval[] {
  const parts: Interval[] = [];
  for (const window of NIGHT_WINDOWS) {
    for (const interval of intervals) {
      const part = { start: Math.max(interval.start, window.start), end: Math.min(interval.end, window.end) };
      if (part.end > part.start) parts.push(part);
    }
    const coversWholeNight =
      intervals.some((i) => i.start <= window.start && i.end > window.start) &&
      intervals.some((i) => i.start < window.end && i.end >= window.end);
    const continuing = intervals.find((i) => i.start < window.end && i.end > window.end);
    if (coversWholeNight && continuing) parts.push({ start: window.end, end: continuing.end });
  }
  return parts;
}

/** Clock minutes of `intervals` inside the night, with the Súmula 60 extension (`nightParts`). */
export function nightClockMinutes(intervals: Interval[]): number {
  return length(nightParts(intervals));
}

/** Minutes counted as work: day minutes as they are, night minutes in reduced hours (7 clock hours = 8 hours). */
export function countedMinutes(intervals: Interval[]): { total: number; night: number } {
  const nightClock = nightClockMinutes(intervals);
  const night = Math.round(nightClock * NIGHT_FACTOR);
  return { total: length(intervals) - nightClock + night, night };
}

/** Art. 71: more than 6 hours of work need a 1-hour break, more than 4 hours a 15-minute one. */
function requiredBreak(workedMinutes: number): number {
  if (workedMinutes > 6 * 60) return 60;
  if (workedMinutes > 4 * 60) return 15;
  return 0;
}

export function computeDay(input: DayInput): DayResult {
  const kind = input.kind ?? 'owing';
  const flags: DayFlag[] = [];
  const pairs: Interval[] = [];
  for (let i = 0; i + 1 < input.marks.length; i += 2)
    pairs.push({ start: input.marks[i]!, end: input.marks[i + 1]! });

  const scheduled = countedMinutes(input.scheduled).total;
  const worked = countedMinutes(pairs);
  const breaks = pairs.slice(1).map((pair, i) => pair.start - pairs[i]!.end);
  const result: DayResult = {
    scheduledMinutes: scheduled,
    workedMinutes: worked.total,
    nightMinutes: worked.night,
    overtimeMinutes: 0,
    lateMinutes: 0,
    absenceMinutes: 0,
    breakMinutes: breaks.reduce((a, b) => a + b, 0),
    suppressedBreakMinutes: 0,
    flags,
  };
  // A missing mark could be any of them: the day's balance, breaks and tolerance wait for its treatment.
  if (input.marks.length % 2 === 1) {
    flags.push('incomplete');
    return result;
  }

  const norm = input.hasSchedule ? scheduled : Math.max(0, DAILY_NORM - (input.excusedMinutes ?? 0));
  if (kind === 'paid_in_double') {
    result.overtimeMinutes = worked.total;
  } else if (kind === 'owing_nothing') {
    // Nothing is owed, so nothing is missing or extra: the worked minutes are all there is.
  } else if (input.marks.length === 0) {
    if (scheduled > 0) {
      result.absenceMinutes = scheduled;
      flags.push('absent');
    }
  } else if (input.hasSchedule && input.marks.length === input.scheduled.length * 2 && scheduled > 0) {
    // Mark by mark against the contract times: the tolerance looks at each mark's clock variation (art. 58 §1).
    const bounds = input.scheduled.flatMap((i) => [i.start, i.end]);
    const scheduledNight = nightParts(input.scheduled);
    let missed = 0;
    let variation = 0;
    let anyOverFive = false;
    input.marks.forEach((mark, i) => {
      const bound = bounds[i]!;
      const diff = mark - bound;
      // A late entry or an early exit misses [bound, mark) or [mark, bound) of the schedule, counted with the
      // schedule's own night.
      if (i % 2 === 0 ? diff > 0 : diff < 0) {
        const part = { start: Math.min(mark, bound), end: Math.max(mark, bound) };
        const night = scheduledNight.reduce((sum, n) => sum + overlap(part, n), 0);
        missed += part.end - part.start + night * (NIGHT_FACTOR - 1);
      }
      variation += Math.abs(diff);
      if (Math.abs(diff) > TOLERANCE_PER_MARK) anyOverFive = true;
    });
    if (anyOverFive || variation > TOLERANCE_PER_DAY) {
      // Súmula 366 TST: past the tolerance, the whole variation counts, not just the excess. Overtime is
      // what the balance leaves after the lateness, so that overtime − late = worked − scheduled exactly.
      flags.push('tolerance_exceeded');
      const balance = worked.total - scheduled;
      const late = input.offsetting === 'mark_by_mark' ? Math.round(missed) : 0;
      result.overtimeMinutes = Math.max(0, balance + late);
      result.lateMinutes = result.overtimeMinutes - balance;
    }
  } else {
    // Marks that do not line up with the schedule (or no schedule): compare totals against the norm.
    const difference = worked.total - norm;
    if (Math.abs(difference) > TOLERANCE_PER_DAY) {
      flags.push('tolerance_exceeded');
      if (difference > 0) result.overtimeMinutes = difference;
      else result.absenceMinutes = -difference;
    }
  }

  if (kind === 'owing' && result.overtimeMinutes > MAX_DAILY_OVERTIME) flags.push('overtime_over_limit');
  const longest = breaks.length ? Math.max(...breaks) : 0;
  result.suppressedBreakMinutes = Math.max(0, requiredBreak(worked.total) - longest);
  if (result.suppressedBreakMinutes > 0) flags.push('short_break');
  if (breaks.some((b) => b > 120)) flags.push('long_break');
  return result;
}

/** From which overtime minute of the day a rate applies; the first band starts at 0. */
export interface OvertimeBand {
  afterMinutes: number;
  rate: 50 | 100;
}

/** A day's overtime split by the bands of its kind of day (a collective agreement's, or the law's one band). */
export function splitOvertime(
  overtimeMinutes: number,
  bands: readonly OvertimeBand[],
): { overtime50Minutes: number; overtime100Minutes: number } {
  const split = { overtime50Minutes: 0, overtime100Minutes: 0 };
  bands.forEach((band, i) => {
    const end = Math.min(overtimeMinutes, bands[i + 1]?.afterMinutes ?? Infinity);
    const minutes = Math.max(0, end - band.afterMinutes);
    if (band.rate === 50) split.overtime50Minutes += minutes;
    else split.overtime100Minutes += minutes;
  });
  return split;
}

/**
 * Art. 66: what a rest of `restMinutes` (clock minutes from the last exit of one shift to the first entry of
 * the next) lacked of 11 hours; paid as overtime (TST OJ 355 SDI-1, Súmula 110).
 */
export function restShortfallMinutes(restMinutes: number): number {
  return Math.max(0, REST_BETWEEN_SHIFTS - restMinutes);
}
