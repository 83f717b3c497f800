import { type Db, isUniqueViolation } from '../../platform/db/database.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent } from '../../platform/outbox.js';
import { toIso } from '../../platform/time.js';
import { findEmployee } from '../employees/employees.repository.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { GENESIS_HASH, timeEntryHash } from './hash-chain.js';
import {
  advanceChain,
  findChainHead,
  findTimeEntryByExternalId,
  insertTimeEntry,
  selectTimeEntries,
} from './time-entries.repository.js';
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
 * Records a mark: one transaction takes the next NSR, chains the hash, inserts the mark and writes
 * `time_entry.created` to the outbox. A mark is never refused because of the schedule (Portaria 671).
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
      const { nsr, previousHash } = await advanceChain(tx, scope);
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
        nsr,
        createdAt: now,
      };
      const row: TimeEntryRow = {
        tenantId: scope.tenantId,
        environment: scope.environment,
        ...entry,
        hash: timeEntryHash(previousHash, entry),
      };
      await insertTimeEntry(tx, row);
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
 * Re-walks the chain of the scope in NSR order: every NSR present and consecutive from 1, every hash equal to
 * the recomputed one, and the chain head matching the last mark (which catches a deleted tail).
 */
export async function verifyChain(db: Db, scope: TenantScope): Promise<ChainVerification> {
  let previousHash = GENESIS_HASH;
  let expectedNsr = 1;
  let checked = 0;
  const broken = (nsr: number, timeEntryId: string | null, reason: string): ChainVerification => ({
    valid: false,
    checked,
    lastNsr: expectedNsr - 1 || null,
    brokenAt: { nsr, timeEntryId, reason },
  });
  for (;;) {
    const batch = await selectTimeEntries(db, scope)
      .where('nsr', '>=', expectedNsr)
      .orderBy('nsr')
      .limit(VERIFY_BATCH)
      .execute();
    for (const row of batch) {
      if (row.nsr !== expectedNsr)
        return broken(expectedNsr, null, `mark with NSR ${expectedNsr} is missing`);
      if (timeEntryHash(previousHash, row) !== row.hash)
        return broken(row.nsr, row.id, 'hash does not match the mark');
      previousHash = row.hash;
      expectedNsr++;
      checked++;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const head = await findChainHead(db, scope);
  const lastNsr = expectedNsr - 1;
  if ((head ? Number(head.lastNsr) : 0) !== lastNsr || (head && head.lastHash !== previousHash)) {
    return broken(
      lastNsr + 1,
      null,
      `chain head records NSR ${head?.lastNsr ?? 0}; marks after ${lastNsr} are missing`,
    );
  }
  return { valid: true, checked, lastNsr: lastNsr || null, brokenAt: null };
}
