import { isChainedMarkRecord, isSealedRecord } from '../../legal/afd.js';
import type { Db } from '../../platform/db/database.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';
import { findRepHead, selectRepRecords } from '../rep/rep.repository.js';
import { GENESIS_HASH, timeEntryHash } from '../rep/hash-chain.js';
import { selectTimeEntries } from './time-entries.repository.js';
import type { TimeEntryView } from './time-entries.schemas.js';

export function timeEntryView(row: TimeEntryRow): TimeEntryView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    occurredAt: toIso(row.occurredAt),
    timezone: row.timezone,
    source: row.source,
    rep: row.rep,
    deviceId: row.deviceId,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : {
            latitude: row.latitude,
            longitude: row.longitude,
            ...(row.accuracyMeters === null ? {} : { accuracyMeters: row.accuracyMeters }),
          },
    externalId: row.externalId,
    nsr: row.nsr,
    hash: row.hash,
    createdAt: toIso(row.createdAt),
  };
}

export interface ChainVerification {
  valid: boolean;
  checked: number;
  lastNsr: number | null;
  brokenAt: { nsr: number; timeEntryId: string | null; reason: string } | null;
}

const VERIFY_BATCH = 1000;

/**
 * Re-walks the scope's record sequence in NSR order: every NSR from 1 held by a mark or another REP record;
 * every mark's hash equal to the recomputed one and, for a REP-P mark, its AFD line chained to the previous one
 * with the next REP-P NSR; every company or employee record's CRC intact with the next REP-P NSR; and the head
 * matching the last record (which catches a deleted tail).
 */
export async function verifyChain(db: Db, scope: TenantScope): Promise<ChainVerification> {
  let previousHash = GENESIS_HASH;
  let previousAfdHash = '';
  let nsr = 1;
  /** The REP-P's own NSR, the AFD lines': every record but a REP-C's mark takes one. */
  let afdNsr = 0;
  const broken = (at: number, timeEntryId: string | null, reason: string): ChainVerification => ({
    valid: false,
    checked: at - 1,
    lastNsr: at - 1 || null,
    brokenAt: { nsr: at, timeEntryId, reason },
  });
  for (;;) {
    const upper = nsr + VERIFY_BATCH;
    const [marks, records] = await Promise.all([
      selectTimeEntries(db, scope).where('nsr', '>=', nsr).where('nsr', '<', upper).orderBy('nsr').execute(),
      selectRepRecords(db, scope).where('nsr', '>=', nsr).where('nsr', '<', upper).orderBy('nsr').execute(),
    ]);
    let m = 0;
    let r = 0;
    for (; m < marks.length || r < records.length; nsr++) {
      const mark = marks[m];
      const record = records[r];
      if (mark && Number(mark.nsr) === nsr) {
        m++;
        if (timeEntryHash(previousHash, mark) !== mark.hash)
          return broken(nsr, mark.id, 'hash does not match the mark');
        previousHash = mark.hash;
        // A mark older than migration 007 has no line but took its REP-P NSR.
        if (mark.rep === 'rep_p') afdNsr++;
        if (mark.afdRecord !== null) {
          if (mark.rep !== 'rep_p' || !isChainedMarkRecord(mark.afdRecord, afdNsr, previousAfdHash))
            return broken(nsr, mark.id, 'AFD record does not match the chain');
          previousAfdHash = mark.afdRecord.slice(-64);
        }
      } else if (record && Number(record.nsr) === nsr) {
        r++;
        if (!isSealedRecord(record.afdRecord, ++afdNsr))
          return broken(nsr, null, `type-${record.type} record does not match its CRC`);
      } else {
        return broken(nsr, null, `record with NSR ${nsr} is missing`);
      }
    }
    if (nsr < upper) break;
  }
  const lastNsr = nsr - 1;
  const head = await findRepHead(db, scope);
  if (
    (head ? Number(head.lastNsr) : 0) !== lastNsr ||
    (head &&
      (Number(head.lastAfdNsr) !== afdNsr ||
        head.lastHash !== previousHash ||
        head.lastAfdHash !== previousAfdHash))
  ) {
    return broken(
      nsr,
      null,
      `the head records NSR ${head?.lastNsr ?? 0}; records after ${lastNsr} are missing`,
    );
  }
  return { valid: true, checked: lastNsr, lastNsr: lastNsr || null, brokenAt: null };
}
