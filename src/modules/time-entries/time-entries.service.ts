import { type Db, isUniqueViolation } from '../../platform/db/database.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent } from '../../platform/outbox.js';
import { toIso } from '../../platform/time.js';
import { findEmployee } from '../employees/employees.repository.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { GENESIS_HASH, timeEntryHash } from './hash-chain.js';
import { isChainedMarkRecord, isSealedRecord } from '../../legal/afd.js';
import { chainMark, findRepHead, selectRepRecords, takeNsr } from '../rep/rep.repository.js';
import { markAfdRecord } from '../rep/rep.service.js';
import { findTimeEntryByExternalId, insertTimeEntry, selectTimeEntries } from './time-entries.repository.js';
import type { CreateTimeEntryInput, TimeEntryView } from './time-entries.schemas.js';

const MAX_AHEAD_MS = 5 * 60 * 1000;
const EARLIEST = Date.UTC(2000, 0, 1);

export function timeEntryView(row: TimeEntryRow): TimeEntryView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    occurredAt: toIso(row.occurredAt),
    timezone: row.timezone,
    source: row.source,
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

function duplicateExternalId(id: string): ApiError {
  return ApiError.conflict(`Time entry ${id} already has this externalId.`);
}

/**
 * Records a mark: one transaction takes the next NSR, chains the hash and the AFD type-7 line, inserts the
 * mark and writes `time_entry.created` to the outbox. A mark is never refused because of the schedule (Portaria 671).
 */
export async function createTimeEntry(
  db: Db,
  scope: TenantScope,
  input: CreateTimeEntryInput,
): Promise<TimeEntryView> {
  const now = Date.now();
  const occurredAt = input.occurredAt === undefined ? now : Date.parse(input.occurredAt);
  if (occurredAt > now + MAX_AHEAD_MS)
    throw ApiError.invalidField('occurredAt', 'must not be more than 5 minutes in the future');
  if (occurredAt < EARLIEST) throw ApiError.invalidField('occurredAt', 'must not be before 2000-01-01');

  try {
    return await db.transaction().execute(async (tx) => {
      const employee = await findEmployee(tx, scope, input.employeeId);
      if (!employee || employee.active !== 1)
        throw ApiError.invalidField('employeeId', 'is not an active employee');
      if (input.externalId !== undefined) {
        const existing = await findTimeEntryByExternalId(tx, scope, input.externalId);
        if (existing) throw duplicateExternalId(existing.id);
      }
      const timezone = employee.timezone ?? (await findTenant(tx, scope.tenantId))!.timezone;
      const head = await takeNsr(tx, scope);
      const entry = {
        id: newId(),
        employeeId: employee.id,
        occurredAt,
        timezone,
        source: input.source ?? 'api',
        deviceId: input.deviceId ?? null,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        accuracyMeters: input.location?.accuracyMeters ?? null,
        externalId: input.externalId ?? null,
        nsr: head.nsr,
        createdAt: now,
      };
      const afdRecord = markAfdRecord(entry, employee.cpf, head.lastAfdHash);
      const row: TimeEntryRow = {
        tenantId: scope.tenantId,
        environment: scope.environment,
        ...entry,
        hash: timeEntryHash(head.lastHash, entry),
        afdRecord,
      };
      await insertTimeEntry(tx, row);
      await chainMark(tx, scope, { hash: row.hash, afdHash: afdRecord.slice(-64) });
      const view = timeEntryView(row);
      await recordEvent(tx, { ...scope, type: 'time_entry.created', data: view, at: now });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.externalId !== undefined) {
      const existing = await findTimeEntryByExternalId(db, scope, input.externalId);
      if (existing) throw duplicateExternalId(existing.id);
    }
    throw error;
  }
}

export interface ChainVerification {
  valid: boolean;
  checked: number;
  lastNsr: number | null;
  brokenAt: { nsr: number; timeEntryId: string | null; reason: string } | null;
}

const VERIFY_BATCH = 1000;

/**
 * Re-walks the scope's REP-P record sequence in NSR order: every NSR from 1 held by a mark or another REP
 * record; every mark's hash equal to the recomputed one and its AFD line chained to the previous one; every
 * company or employee record's CRC intact; and the head matching the last record (which catches a deleted tail).
 */
export async function verifyChain(db: Db, scope: TenantScope): Promise<ChainVerification> {
  let previousHash = GENESIS_HASH;
  let previousAfdHash = '';
  let nsr = 1;
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
        if (mark.afdRecord !== null) {
          if (!isChainedMarkRecord(mark.afdRecord, nsr, previousAfdHash))
            return broken(nsr, mark.id, 'AFD record does not match the chain');
          previousAfdHash = mark.afdRecord.slice(-64);
        }
      } else if (record && Number(record.nsr) === nsr) {
        r++;
        if (!isSealedRecord(record.afdRecord, nsr))
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
    (head && (head.lastHash !== previousHash || head.lastAfdHash !== previousAfdHash))
  ) {
    return broken(
      nsr,
      null,
      `the head records NSR ${head?.lastNsr ?? 0}; records after ${lastNsr} are missing`,
    );
  }
  return { valid: true, checked: lastNsr, lastNsr: lastNsr || null, brokenAt: null };
}
