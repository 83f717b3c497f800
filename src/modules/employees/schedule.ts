import type { FieldError } from '../../platform/errors.js';
import { type Schedule, WEEKDAYS } from './employees.schemas.js';

const DAY = 24 * 60;
const WEEK = 7 * DAY;

export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/**
 * Checks that no two intervals of a weekly schedule overlap. Each interval is placed on a one-week line
 * (an interval whose end is earlier than its start runs past midnight into the next day), and the week
 * wraps around, so Sunday's night shift may not run into Monday's morning.
 */
export function scheduleErrors(schedule: Schedule): FieldError[] {
  const errors: FieldError[] = [];
  const spans: { from: number; to: number; field: string }[] = [];
  WEEKDAYS.forEach((weekday, dayIndex) => {
    (schedule[weekday] ?? []).forEach((interval, i) => {
      const field = `schedule.${weekday}.${i}`;
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
      i + 1 < spans.length ? spans[i + 1]! : spans[0] && { ...spans[0], from: spans[0].from + WEEK };
    if (next && next !== span && span.to > next.from) {
      errors.push({ field: next.field, message: `overlaps ${span.field}` });
    }
  });
  return errors;
}
