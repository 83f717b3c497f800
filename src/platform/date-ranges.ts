/**
 * The dates and instants the API accepts, and what a 400 says of a value that is none or lies outside them.
 * Kept apart from dates.ts so the error handler (errors.ts) can word a 400 without importing the parser.
 */

/** The days a time record (a mark, an adjustment, a report range) may fall on. */
export const RECORD_DATES = { first: '2000-01-01', last: '2099-12-31' } as const;
/** The days an employment may start or end on (people hired before 2000 still work). */
export const EMPLOYMENT_DATES = { first: '1900-01-01', last: '2099-12-31' } as const;
/** The instants the API accepts: `[first, end)`, the record dates' span in UTC. */
export const INSTANTS = { first: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' } as const;

export const dateRangeMessage = (range: { first: string; last: string }) =>
  `must be a date from ${range.first} to ${range.last}`;
export const INSTANT_RANGE_MESSAGE = `must be an instant from ${INSTANTS.first} up to, not including, ${INSTANTS.end}`;

/** What a 400 says of a value outside its field's range, from the field's schema (Ajv's `parentSchema`). */
export function rangeMessage(schema: Readonly<Record<string, unknown>>): string {
  if (schema.format !== 'date') return INSTANT_RANGE_MESSAGE;
  return dateRangeMessage({ first: String(schema.formatMinimum), last: String(schema.formatMaximum) });
}

/** What a 400 says of a value that is no date or instant at all (Ajv's `params.format`). */
export function formatMessage(format: unknown): string | undefined {
  if (format === 'date') return 'must be a calendar date YYYY-MM-DD, such as 2026-11-20';
  if (format === 'date-time')
    return 'must be an RFC 3339 instant with seconds and an offset, such as 2026-11-20T08:00:00-03:00';
  return undefined;
}
