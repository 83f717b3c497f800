import { scopedRowLookup } from '../../platform/batched-lookup.js';
import { type Db, isUniqueViolation, runTogether, type Tx } from '../../platform/db/database.js';
import type { EmployeeRow, TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { eventsInsert } from '../../platform/outbox.js';
import { chainHeadsUpdate, takeNsr } from '../rep/rep.repository.js';
import { markAfdRecord } from '../rep/rep.service.js';
import { GroupCommit } from '../rep/group-commit.js';
import { timeEntryHash } from './hash-chain.js';
import { findTimeEntryByExternalId, timeEntriesInsert } from './time-entries.repository.js';
import type { CreateTimeEntryInput, TimeEntryView } from './time-entries.schemas.js';
import { timeEntryView } from './time-entries.service.js';

const MAX_AHEAD_MS = 5 * 60 * 1000;
const EARLIEST = Date.UTC(2000, 0, 1);
/** Clock-ins of one tenant-environment written in one transaction at most. */
const MAX_BATCH = 64;

interface Mark {
  input: CreateTimeEntryInput;
  /** Read when the mark arrived, active (see `ClockIns.record`). */
  employee: EmployeeRow;
  occurredAt: number;
  at: number;
}

const duplicateExternalId = (id: string) =>
  ApiError.conflict(`Time entry ${id} already has this externalId.`);

/**
 * Records clock-in marks with group commit (see `GroupCommit`): the marks of a tenant-environment that arrive
 * while a transaction runs are written together in the next one: one NSR range, the hash chains carried
 * through them in order, one INSERT of the marks, one of their `time_entry.created` events, one head update.
 * Each mark still gets its own answer: an inactive employee (400) or a repeated `externalId` (409) fails only
 * that mark.
 *
 * The employee is read when the mark arrives, before it joins the lane (marks arriving together share the
 * read, as API keys do), so the lane's transaction holds the tenant's REP head for three round trips, not
 * four. Under READ COMMITTED a read inside the transaction would not lock the employee row either: a
 * deactivation that commits meanwhile lets the mark through in both cases, as it would a moment earlier.
 *
 * If a batch's transaction hits a unique violation (another process raced an `externalId`), its
 * marks are retried one by one; any other failure (the database away: 503) fails the batch's marks at once.
 */
export class ClockIns {
  private readonly lanes: GroupCommit<Mark, TimeEntryView>;
  private readonly employee: (scope: TenantScope, id: string) => Promise<EmployeeRow | undefined>;

  constructor(private readonly db: Db) {
    this.lanes = new GroupCommit(MAX_BATCH, (scope, batch) => this.commit(scope, batch));
    this.employee = scopedRowLookup(db, 'employees');
  }

  async record(scope: TenantScope, input: CreateTimeEntryInput): Promise<TimeEntryView> {
    const at = Date.now();
    const occurredAt = input.occurredAt === undefined ? at : Date.parse(input.occurredAt);
    if (occurredAt > at + MAX_AHEAD_MS)
      throw ApiError.invalidField('occurredAt', 'must not be more than 5 minutes in the future');
    if (occurredAt < EARLIEST) throw ApiError.invalidField('occurredAt', 'must not be before 2000-01-01');
    const employee = await this.employee(scope, input.employeeId);
    if (!employee || employee.active !== 1)
      throw ApiError.invalidField('employeeId', 'is not an active employee');
    return this.lanes.submit(scope, { input, employee, occurredAt, at });
  }

  private async commit(scope: TenantScope, batch: Mark[]): Promise<(TimeEntryView | Error)[]> {
    try {
      return await this.db.transaction().execute((tx) => writeMarks(tx, scope, batch));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (batch.length > 1) {
        // Another process raced one of the externalIds: find which mark it was by writing them one by one.
        const outcomes: (TimeEntryView | Error)[] = [];
        for (const mark of batch)
          outcomes.push(...(await this.commit(scope, [mark]).catch((e: Error) => [e])));
        return outcomes;
      }
      const externalId = batch[0]!.input.externalId;
      const existing =
        externalId === undefined
          ? undefined
          : await findTimeEntryByExternalId(this.db, scope, externalId).catch(() => undefined);
      if (existing) return [duplicateExternalId(existing.id)];
      throw error;
    }
  }
}

/** Writes a batch of marks in one transaction; each mark's answer, in order. */
async function writeMarks(tx: Tx, scope: TenantScope, batch: Mark[]): Promise<(TimeEntryView | ApiError)[]> {
  const externalIds = batch.flatMap((p) => (p.input.externalId === undefined ? [] : [p.input.externalId]));
  const taken = new Map<string, string>(
    externalIds.length === 0
      ? []
      : (
          await tx
            .selectFrom('timeEntries')
            .select(['id', 'externalId'])
            .where('tenantId', '=', scope.tenantId)
            .where('environment', '=', scope.environment)
            .where('externalId', 'in', externalIds)
            .execute()
        ).map((row) => [row.externalId!, row.id]),
  );

  const results: (TimeEntryView | ApiError)[] = [];
  const accepted: { index: number; mark: Mark; id: string }[] = [];
  batch.forEach((mark, index) => {
    const id = newId();
    const externalId = mark.input.externalId;
    if (externalId !== undefined) {
      const holder = taken.get(externalId);
      if (holder) {
        results[index] = duplicateExternalId(holder);
        return;
      }
      taken.set(externalId, id);
    }
    accepted.push({ index, mark, id });
  });
  if (accepted.length === 0) return results;

  const head = await takeNsr(tx, scope, accepted.length);
  let previousHash = head.lastHash;
  let previousAfdHash = head.lastAfdHash;
  const rows: TimeEntryRow[] = accepted.map(({ mark, id }, i) => {
    const { input, employee } = mark;
    const entry = {
      id,
      employeeId: employee.id,
      occurredAt: mark.occurredAt,
      timezone: employee.timezone ?? head.timezone,
      source: input.source ?? 'api',
      deviceId: input.deviceId ?? null,
      latitude: input.location?.latitude ?? null,
      longitude: input.location?.longitude ?? null,
      accuracyMeters: input.location?.accuracyMeters ?? null,
      externalId: input.externalId ?? null,
      nsr: head.nsr + i,
      createdAt: mark.at,
    };
    const afdRecord = markAfdRecord(entry, employee.cpf, previousAfdHash);
    previousHash = timeEntryHash(previousHash, entry);
    previousAfdHash = afdRecord.slice(-64);
    return { ...scope, ...entry, hash: previousHash, afdRecord };
  });
  const views = rows.map(timeEntryView);
  // The marks, their events and the chains' new heads: one round trip on PostgreSQL.
  await runTogether(
    tx,
    [
      timeEntriesInsert(tx, rows),
      eventsInsert(
        tx,
        views.map((view, i) => ({
          ...scope,
          type: 'time_entry.created' as const,
          data: view,
          at: rows[i]!.createdAt,
        })),
      ),
    ],
    chainHeadsUpdate(tx, scope, { hash: previousHash, afdHash: previousAfdHash }),
  );
  accepted.forEach(({ index }, i) => (results[index] = views[i]!));
  return results;
}
