import { DateTime } from 'luxon';
import { ApiError } from './errors.js';

/** Instants are epoch milliseconds inside Pontual and ISO 8601 UTC strings with milliseconds outside. */
export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

export function toIsoOrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : toIso(epochMs);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Schema text for a `from`/`to` query parameter that takes a calendar date or an instant. */
export const DATE_OR_INSTANT_DESCRIPTION =
  'A calendar date `YYYY-MM-DD` (read in the tenant time zone; `to` includes that whole day) or an ISO 8601 instant.';

/**
 * The bounds of a `from`/`to` filter as epoch milliseconds, `[from, to)`. A calendar date is read in the
 * tenant's time zone: `from` starts at its midnight, `to` ends at the next midnight. Throws a 400 naming the
 * field for anything else.
 */
export function parseRange(
  query: { from?: string | undefined; to?: string | undefined },
  timezone: string,
): { from: number | undefined; to: number | undefined } {
  const bound = (field: 'from' | 'to', value: string | undefined): number | undefined => {
    if (value === undefined) return undefined;
    if (CALENDAR_DATE.test(value)) {
      const day = DateTime.fromISO(value, { zone: timezone });
      if (!day.isValid) throw ApiError.invalidField(field, 'is not a valid date');
      return (field === 'from' ? day : day.plus({ days: 1 })).startOf('day').toMillis();
    }
    const instant = DateTime.fromISO(value, { setZone: true });
    if (!instant.isValid || !/[T ]\d{2}:\d{2}/.test(value)) {
      throw ApiError.invalidField(field, 'must be a date (YYYY-MM-DD) or an ISO 8601 instant');
    }
    return field === 'from' ? instant.toMillis() : instant.toMillis() + 1;
  };
  const from = bound('from', query.from);
  const to = bound('to', query.to);
  if (from !== undefined && to !== undefined && from >= to)
    throw ApiError.invalidField('from', 'must not be after to');
  return { from, to };
}
