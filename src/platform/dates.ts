import { DateTime } from 'luxon';
import { Type, type TStringOptions } from 'typebox';
import {
  dateRangeMessage,
  EMPLOYMENT_DATES,
  formatMessage,
  INSTANT_RANGE_MESSAGE,
  INSTANTS,
  RECORD_DATES,
} from './date-ranges.js';
import { ApiError } from './errors.js';
import { MAX_LENGTH } from './schemas.js';

/**
 * Calendar dates and instants as the API accepts them. One strict parser serves every date and instant that
 * comes in (the JSON Schema formats of every route, the `from`/`to` filters of the lists, the CLI), and days
 * are walked as integer day numbers, never by comparing strings (docs/api.md, "Dates and instants").
 *
 * A date is `YYYY-MM-DD` on the proleptic Gregorian calendar. An instant is RFC 3339: date `T` time with
 * seconds and an offset (`Z` or `±hh:mm`, at most ±23:59); no second 60 (Pontual's clocks never see one).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, exact for any year (H. Hinnant's `days_from_civil`):
 * `Date.UTC` reads years 0–99 as 1900–1999, so it is not used for input.
 */
function dayNumberOfCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function dayNumberOfParts(year: string, month: string, day: string): number | undefined {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return dayNumberOfCivil(y, m, d);
}

/** The day number of a `YYYY-MM-DD` date, or undefined when it is not one (2026-02-30, 2026-1-01, +02026-…). */
export function parseDate(text: string): number | undefined {
  const match = DATE.exec(text);
  return match ? dayNumberOfParts(match[1]!, match[2]!, match[3]!) : undefined;
}

/** The epoch milliseconds of an RFC 3339 instant (fractions past the millisecond dropped), or undefined. */
export function parseInstant(text: string): number | undefined {
  const match = INSTANT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHour, offsetMinute] = match;
  const dayNumber = dayNumberOfParts(year!, month!, day!);
  if (dayNumber === undefined || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
    return undefined;
  let offsetMinutes = 0;
  if (sign) {
    if (Number(offsetHour) > 23 || Number(offsetMinute) > 59) return undefined;
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offsetHour) * 60 + Number(offsetMinute));
  }
  const millisecond = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const local =
    dayNumber * DAY_MS + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000 + millisecond;
  return local - offsetMinutes * 60_000;
}

/** The day number of a date already validated (by its route's schema, or produced here). */
export function dayNumber(date: string): number {
  const day = parseDate(date);
  if (day === undefined) throw new TypeError(`not a calendar date: ${date}`);
  return day;
}

/** `YYYY-MM-DD` of a day number, for years 0000–9999. */
export function dateOfDayNumber(day: number): string {
  const date = new Date(day * DAY_MS);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date `days` after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Every date from `from` to `to`, both included, in order; none when `to` is before `from`. */
export function* datesBetween(from: string, to: string): Generator<string> {
  const last = dayNumber(to);
  for (let day = dayNumber(from); day <= last; day++) yield dateOfDayNumber(day);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** JSON Schema `compare` for `formatMinimum`/`formatMaximum` on dates: undefined when either is no date. */
function compareDates(a: string, b: string): number | undefined {
  const x = parseDate(a);
  const y = parseDate(b);
  return x === undefined || y === undefined ? undefined : x - y;
}

function compareInstants(a: string, b: string): number | undefined {
  const x = parseInstant(a);
  const y = parseInstant(b);
  return x === undefined || y === undefined ? undefined : x - y;
}

/** The `date` and `date-time` formats of every route's schema, replacing ajv-formats' looser ones. */
export const DATE_FORMATS = {
  date: { type: 'string', validate: (text: string) => parseDate(text) !== undefined, compare: compareDates },
  'date-time': {
    type: 'string',
    validate: (text: string) => parseInstant(text) !== undefined,
    compare: compareInstants,
  },
} as const;

const RANGE_TEXT = (range: { first: string; last: string }) => `between ${range.first} and ${range.last}`;

/** `options.description`, if any, followed by `text`. */
const described = (options: TStringOptions, text: string) =>
  options.description ? `${options.description} ${text}` : text;

/** A date field within `range`: the range is in the schema (so in the OpenAPI document) and in its 400. */
const boundedDate =
  (range: { first: string; last: string }) =>
  (options: TStringOptions = {}) =>
    Type.String({
      ...options,
      format: 'date',
      maxLength: MAX_LENGTH.date,
      formatMinimum: range.first,
      formatMaximum: range.last,
      description: described(options, `\`YYYY-MM-DD\`, ${RANGE_TEXT(range)}.`),
    });

/** A time record's date: a mark's day, a report or filter bound, a holiday. */
export const RecordDate = boundedDate(RECORD_DATES);
/** An employment's start or end date. */
export const EmploymentDate = boundedDate(EMPLOYMENT_DATES);

/** An instant field, within the accepted instants. */
export const Instant = (options: TStringOptions = {}) =>
  Type.String({
    ...options,
    format: 'date-time',
    maxLength: MAX_LENGTH.instant,
    formatMinimum: INSTANTS.first,
    formatExclusiveMaximum: INSTANTS.end,
    description: described(options, `RFC 3339 with an offset, from ${INSTANTS.first} up to ${INSTANTS.end}.`),
  });

const FIRST_INSTANT_MS = Date.parse(INSTANTS.first);
const END_INSTANT_MS = Date.parse(INSTANTS.end);

/**
 * An instant that did not come through a schema (the CLI, a query filter) as epoch milliseconds, or a 400
 * naming `field` when it is no RFC 3339 instant or lies outside the accepted range.
 */
export function requireInstant(field: string, text: string): number {
  const instant = parseInstant(text);
  if (instant === undefined) throw ApiError.invalidField(field, formatMessage('date-time')!);
  if (instant < FIRST_INSTANT_MS || instant >= END_INSTANT_MS)
    throw ApiError.invalidField(field, INSTANT_RANGE_MESSAGE);
  return instant;
}

/** Schema text for a `from`/`to` query parameter that takes a calendar date or an instant. */
export const DATE_OR_INSTANT_DESCRIPTION = `A calendar date \`YYYY-MM-DD\` (read in the tenant time zone; \`to\` includes that whole day) or an RFC 3339 instant, ${RANGE_TEXT(RECORD_DATES)}.`;

/**
 * The bounds of a `from`/`to` filter as epoch milliseconds, `[from, to)`. A calendar date is read in the
 * tenant's time zone: `from` starts at its midnight, `to` ends at the next midnight. Throws a 400 naming the
 * field for anything else, or for a value outside the accepted range.
 */
export function parseRange(
  query: { from?: string | undefined; to?: string | undefined },
  timezone: string,
): { from: number | undefined; to: number | undefined } {
  const bound = (field: 'from' | 'to', value: string | undefined): number | undefined => {
    if (value === undefined) return undefined;
    const day = parseDate(value);
    if (day === undefined) {
      if (parseInstant(value) === undefined)
        throw ApiError.invalidField(field, 'must be a date YYYY-MM-DD or an RFC 3339 instant');
      const instant = requireInstant(field, value);
      return field === 'from' ? instant : instant + 1;
    }
    if (value < RECORD_DATES.first || value > RECORD_DATES.last)
      throw ApiError.invalidField(field, dateRangeMessage(RECORD_DATES));
    const midnight = DateTime.fromISO(value, { zone: timezone });
    return (field === 'from' ? midnight : midnight.plus({ days: 1 })).startOf('day').toMillis();
  };
  const from = bound('from', query.from);
  const to = bound('to', query.to);
  if (from !== undefined && to !== undefined && from >= to)
    throw ApiError.invalidField('from', 'must not be after to', 'after_to');
  return { from, to };
}
