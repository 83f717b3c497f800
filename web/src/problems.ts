import type { FieldError, ProblemError } from './api.js';
import { formatDate } from './format.js';
import i18n from './i18n.js';

/**
 * The API's problems in the interface's language. The API writes its messages in English for a person and
 * adds a machine-readable `code` (every problem) and `reason` (field errors): in English the message is shown
 * as written; in Portuguese it is translated by code and reason, and falls back to the message only where the
 * API gives no reason.
 */
const inEnglish = () => i18n.language.startsWith('en');

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function weekdayName(weekday: string): string {
  const index = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  // 2026-11-16 is a Monday.
  return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 16 + index)),
  );
}

/** A field the API names, in words where the interface knows it: `schedule.tue.0` is Tuesday's 1st interval. */
function fieldInWords(field: string): string {
  const weekly = /^schedule\.(mon|tue|wed|thu|fri|sat|sun)\.(\d+)$/.exec(field);
  if (weekly)
    return i18n.t('problems.weeklyInterval', { n: Number(weekly[2]) + 1, day: weekdayName(weekly[1]!) });
  const cycle = /^schedule\.days\.(\d+)\.(\d+)$/.exec(field);
  if (cycle) return i18n.t('problems.cycleInterval', { n: Number(cycle[2]) + 1, day: Number(cycle[1]) + 1 });
  return field;
}

/** One field's error, to show next to the field. */
export function fieldErrorText(error: FieldError): string {
  if (inEnglish() || !error.reason) return error.message;
  const general = `problems.fields.${error.reason}`;
  const specific = error.reason === 'format' ? `problems.formats.${String(error.params?.format)}` : general;
  const key = i18n.exists(specific) ? specific : general;
  if (!i18n.exists(key)) return error.message;
  const params = error.params ?? {};
  return i18n.t(key, {
    ...params,
    ...(typeof params.limit === 'number' ? { count: params.limit } : {}),
    ...(typeof params.field === 'string' ? { field: fieldInWords(params.field) } : {}),
  });
}

/** A problem's dates (`date`, `from`, `to`) the interface's way. */
function datesIn(params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([name, value]) => ['date', 'from', 'to'].includes(name) && typeof value === 'string')
      .map(([name, value]) => [name, formatDate(String(value), { weekday: false })]),
  );
}

/** A problem that names no field, to show where the form's button is. */
export function problemText(problem: ProblemError): string {
  if (problem.status === 0) return i18n.t('errors.network');
  if (problem.status === 403 && problem.code === 'forbidden') return i18n.t('errors.forbidden');
  if (inEnglish()) return problem.message;
  const conflict = `problems.conflicts.${problem.reason}`;
  if (problem.code === 'conflict' && problem.reason && i18n.exists(conflict))
    return i18n.t(conflict, { ...problem.params, ...datesIn(problem.params) });
  const key = `problems.codes.${problem.code}`;
  return i18n.exists(key) ? i18n.t(key, { detail: problem.message }) : problem.message;
}
