import { sha256Hex } from '../../platform/crypto.js';
import type { TimeEntryRow } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';

/** The "previous hash" of the first mark of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * hash = lowercase hex SHA-256 of the previous mark's hash and this mark's fields, joined by `|`:
 *
 *   previousHash|nsr|id|employeeId|occurredAt|timezone|source|deviceId|externalId|latitude|longitude|accuracyMeters|createdAt
 *
 * followed by `|rep_c` for a mark a time clock took (a REP-P mark, every mark before migration 016, adds
 * nothing, so their hashes stay as they were). Instants are ISO 8601 UTC with milliseconds; absent values are
 * empty strings; numbers as JavaScript prints them. Changing any stored field, deleting a mark or inserting
 * one breaks the chain from that mark on.
 */
export function timeEntryHash(
  previousHash: string,
  entry: Omit<TimeEntryRow, 'hash' | 'afdRecord' | 'tenantId' | 'environment'>,
): string {
  return sha256Hex(
    [
      previousHash,
      entry.nsr,
      entry.id,
      entry.employeeId,
      toIso(entry.occurredAt),
      entry.timezone,
      entry.source,
      text(entry.deviceId),
      text(entry.externalId),
      text(entry.latitude),
      text(entry.longitude),
      text(entry.accuracyMeters),
      toIso(entry.createdAt),
      ...(entry.rep === 'rep_c' ? [entry.rep] : []),
    ].join('|'),
  );
}
