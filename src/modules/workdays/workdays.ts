import { addDays, datesBetween } from '../../platform/dates.js';
import type { AdjustmentRow, TimeEntryRow } from '../../platform/db/schema.js';
import { LocalClock, type LocalParts } from '../../platform/local-time.js';
import type { Weekday } from '../employees/employees.schemas.js';
import { minutesOf, type ScheduleHistory, scheduledOn, weekdayOfDate } from '../employees/schedule.js';

/** What the treatment needs of an original mark (the reports read month after month of them: keep it small). */
export type WorkdayEntry = Pick<TimeEntryRow, 'id' | 'occurredAt' | 'rep' | 'deviceId'>;

/**
 * The treated view of an employee's marks: the originals, the included ones (approved `add`) and the
 * disregarded ones (approved `disregard`), grouped into workdays and classified E/S in order.
 * Pure: the period report, the AFDT, the AEJ and the workdays endpoint all build on it.
 */

export interface TreatedMark {
  /** Epoch milliseconds. */
  at: number;
  /** E (entrada) / S (saída) alternate over the effective marks of the workday; D = disregarded. */
  kind: 'E' | 'S' | 'D';
  /** O = original mark, I = included by an approved adjustment. */
  source: 'O' | 'I';
  /** 1 for the first E/S pair of the day, 2 for the second…; null for a disregarded mark. */
  pair: number | null;
  timeEntryId: string | null;
  /** The approved adjustment that included or disregarded the mark. */
  adjustmentId: string | null;
  reason: string | null;
  /** The original mark, for the fields the legal files need (NSR, device). */
  entry: WorkdayEntry | null;
}

export interface TreatedDay {
  /** The workday, `YYYY-MM-DD` in the employee's zone. */
  date: string;
  weekday: Weekday;
  marks: TreatedMark[];
  /** Effective (non-disregarded) marks; odd means a mark is missing. */
  effectiveCount: number;
}

export interface WorkdayInput {
  timezone: string;
  /** The employee's schedule versions: a night shift is recognized by the schedule of the day it started. */
  schedules: ScheduleHistory;
  /** Inclusive workday range, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Original marks from two days before `from` to two days after `to` (see `fetchWindow`). */
  entries: WorkdayEntry[];
  /** Approved adjustments of the employee touching that window. */
  adjustments: AdjustmentRow[];
}

/** The instants to load marks for: the range widened so shifts crossing its edges are seen whole. */
export function fetchWindow(from: string, to: string, timezone: string): { start: number; end: number } {
  const clock = LocalClock.for(timezone);
  return { start: clock.midnight(addDays(from, -2)), end: clock.midnight(addDays(to, 3)) };
}

const HOUR = 60 * 60 * 1000;
/** Without a schedule: an open pair at midnight is closed by a mark at most this long after its entry. */
const MAX_OPEN_PAIR_MS = 12 * HOUR;
/** Without a schedule: after midnight, a new pair continues the night's shift if the break was this short. */
const MAX_BREAK_MS = 2 * HOUR;
/** With a schedule: marks up to this long after a night interval's scheduled end still belong to it. */
const SCHEDULED_END_GRACE_MINUTES = 3 * 60;
const NIGHT_FROM_MINUTES = 18 * 60;

export function buildWorkdays(input: WorkdayInput): TreatedDay[] {
  const disregards = new Map<string, AdjustmentRow>();
  const marks: TreatedMark[] = [];
  for (const adjustment of input.adjustments) {
    if (adjustment.status !== 'approved') continue;
    if (adjustment.type === 'disregard' && adjustment.timeEntryId)
      disregards.set(adjustment.timeEntryId, adjustment);
    if (adjustment.type === 'add' && adjustment.occurredAt !== null) {
      marks.push({
        at: adjustment.occurredAt,
        kind: 'E',
        source: 'I',
        pair: null,
        timeEntryId: null,
        adjustmentId: adjustment.id,
        reason: adjustment.reason,
        entry: null,
      });
    }
  }
  for (const entry of input.entries) {
    const disregard = disregards.get(entry.id);
    marks.push({
      at: entry.occurredAt,
      kind: disregard ? 'D' : 'E',
      source: 'O',
      pair: null,
      timeEntryId: entry.id,
      adjustmentId: disregard?.id ?? null,
      reason: disregard?.reason ?? null,
      entry,
    });
  }
  marks.sort(
    (a, b) =>
      a.at - b.at ||
      (a.timeEntryId ?? a.adjustmentId ?? '').localeCompare(b.timeEntryId ?? b.adjustmentId ?? ''),
  );

  const clock = LocalClock.for(input.timezone);
  const byDay = new Map<string, TreatedMark[]>();
  /** Dates whose own workday has begun: later marks on them no longer continue the previous night. */
  const started = new Set<string>();
  for (const mark of marks) {
    const local = clock.parts(mark.at);
    let day = local.date;
    if (!started.has(local.date)) {
      const previousDate = addDays(local.date, -1);
      const previousMarks = byDay.get(previousDate) ?? [];
      if (continuesPreviousNight(mark, local, previousDate, previousMarks, input.schedules, clock)) {
        day = previousDate;
      } else if (mark.kind !== 'D') {
        started.add(local.date);
      }
    }
    const list = byDay.get(day);
    if (list) list.push(mark);
    else byDay.set(day, [mark]);
  }

  const days: TreatedDay[] = [];
  for (const date of datesBetween(input.from, input.to)) {
    const dayMarks = byDay.get(date) ?? [];
    // The marks are this function's own: classified in place, not copied (docs/decisions/037).
    let effective = 0;
    for (const mark of dayMarks) {
      if (mark.kind === 'D') continue;
      mark.kind = effective % 2 === 0 ? 'E' : 'S';
      mark.pair = Math.floor(effective / 2) + 1;
      effective++;
    }
    days.push({ date, weekday: weekdayOfDate(date), marks: dayMarks, effectiveCount: effective });
  }
  return days;
}

/**
 * Whether a mark made after midnight still belongs to the previous day's shift (a shift belongs to the day
 * it started). With a schedule (the version in force on the previous day): when the previous day has an
 * interval crossing midnight, marks until three hours after its scheduled end belong to it. Without one: the previous day's last pair is still open
 * (odd number of marks) and its entry was at most 12 hours ago, or the night shift is between pairs and the
 * break so far is at most 2 hours.
 */
function continuesPreviousNight(
  mark: TreatedMark,
  local: LocalParts,
  previousDate: string,
  previousMarks: TreatedMark[],
  schedules: ScheduleHistory,
  clock: LocalClock,
): boolean {
  const previousScheduled = scheduledOn(schedules, previousDate);
  if (previousScheduled) {
    const minutes = local.hour * 60 + local.minute;
    for (const interval of previousScheduled) {
      const end = minutesOf(interval.end);
      if (end < minutesOf(interval.start) && minutes < end + SCHEDULED_END_GRACE_MINUTES) return true;
    }
    return false;
  }
  let effectiveCount = 0;
  let lastMark: TreatedMark | undefined;
  for (const previous of previousMarks) {
    if (previous.kind === 'D') continue;
    effectiveCount++;
    lastMark = previous;
  }
  if (!lastMark) return false;
  const gap = mark.at - lastMark.at;
  if (effectiveCount % 2 === 1) return gap <= MAX_OPEN_PAIR_MS;
  const last = clock.parts(lastMark.at);
  const lastWasAtNight = last.date !== previousDate || last.hour * 60 + last.minute >= NIGHT_FROM_MINUTES;
  return lastWasAtNight && gap <= MAX_BREAK_MS;
}
