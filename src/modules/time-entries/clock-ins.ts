import { LRUCache } from 'lru-cache';
import { scopedRowLookup } from '../../platform/batched-lookup.js';
import { parseInstant } from '../../platform/dates.js';
import {
  type Db,
  isDatabaseUnavailable,
  isUniqueViolation,
  runTogether,
  type Tx,
  valuesInsert,
  writeIfGuarded,
} from '../../platform/db/database.js';
import type { EmployeeRow, TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { eventRows, eventsInsert, type NewEvent } from '../../platform/outbox.js';
import {
  advanceHeadFrom,
  type ChainHead,
  chainHeadsUpdate,
  type MarkedEmployee,
  takeNsr,
} from '../rep/rep.repository.js';
import { markAfdRecord } from '../rep/rep.service.js';
import { GroupCommit } from '../rep/group-commit.js';
import { timeEntryHash } from '../rep/hash-chain.js';
import { findTimeEntryByExternalId } from './time-entries.repository.js';
import type { CreateTimeEntryInput, TimeEntryView } from './time-entries.schemas.js';
import { timeEntryView } from './time-entries.service.js';

const MAX_AHEAD_MS = 5 * 60 * 1000;
/** Clock-ins of one tenant-environment written in one transaction at most. */
const MAX_BATCH = 64;
/** REP heads remembered at most (see `ClockIns.commit`); past it the least recently used is forgotten. */
const MAX_REMEMBERED_HEADS = 10_000;
/** Active employees remembered at most (see `ClockIns`); past it the least recently used is forgotten. */
const MAX_REMEMBERED_EMPLOYEES = 50_000;

interface Mark {
  input: CreateTimeEntryInput;
  /** As this process last read it, active; checked again when the mark is written (see `ClockIns`). */
  employee: MarkedEmployee;
  occurredAt: number;
  at: number;
}

const duplicateExternalId = (id: string) =>
  ApiError.conflict(`Time entry ${id} already has this externalId.`);
const notAnActiveEmployee = () => ApiError.invalidField('employeeId', 'is not an active employee');

/** A batch's outcome: each mark's answer in order, and the REP head it left (none if it wrote nothing). */
interface Written {
  results: (TimeEntryView | ApiError)[];
  head?: ChainHead;
}

/**
 * Records clock-in marks with group commit (see `GroupCommit`): the marks of a tenant-environment that arrive
 * while a transaction runs are written together in the next one: one NSR range, the hash chains carried
 * through them in order, one INSERT of the marks, one of their `time_entry.created` events, one head update.
 * Each mark still gets its own answer: an inactive employee (400) or a repeated `externalId` (409) fails only
 * that mark.
 *
 * A mark takes its employee's CPF and zone from what this process remembers of the employee, or from a read
 * when the mark arrives (marks arriving together share it, as API keys do): an inactive or unknown employee
 * is a 400 at once. Whatever was remembered is checked when the mark is written: the guard on a remembered
 * head also requires each employee to be still active with that CPF and zone, and the long way reads the
 * batch's employees again. An employee changed or deactivated since is answered from that read (a 400, or the
 * mark written with the new values) and remembered anew. Under READ COMMITTED the read does not lock the
 * employee row: a deactivation that commits meanwhile lets the mark through, as it would a moment earlier.
 *
 * A lane remembers the REP head its last successful write left. The next batch chains on it without reading
 * it: its marks, events and the head's compare-and-set go in one statement, a transaction of its own
 * (`writeIfGuarded`: one round trip on PostgreSQL instead of three). If another writer moved the head
 * meanwhile (an employee record, another process) nothing is written, and the batch is written again the long
 * way: in a transaction that takes the NSRs from the head, after reading which `externalId`s are already
 * taken. So is a batch whose statement failed for any other reason than the database being out of reach (an
 * `externalId` taken). A remembered head is kept through a failed write: if the head moved after all, the
 * guard finds out.
 *
 * If that transaction fails, GroupCommit writes the batch's marks again one by one, so only the mark at fault
 * fails (a lone mark whose `externalId` another process raced is a 409 naming the holder); the database
 * being away (503) fails the batch's marks at once.
 */
export class ClockIns {
  private readonly lanes: GroupCommit<Mark, TimeEntryView>;
  private readonly readEmployee: (scope: TenantScope, id: string) => Promise<EmployeeRow | undefined>;
  /** Active employees as this process last read them, by tenant, environment and id. */
  private readonly employees = new LRUCache<string, MarkedEmployee>({ max: MAX_REMEMBERED_EMPLOYEES });
  /** Each tenant-environment's REP head as this process's last successful write for it left it. */
  private readonly heads = new LRUCache<string, ChainHead>({ max: MAX_REMEMBERED_HEADS });
  /** Batches written on a remembered head and the long way, since the start (for tests and diagnostics). */
  readonly batches = { onRememberedHead: 0, theLongWay: 0 };

  constructor(private readonly db: Db) {
    this.lanes = new GroupCommit(MAX_BATCH, (scope, batch) => this.commit(scope, batch));
    this.readEmployee = scopedRowLookup(db, 'employees');
  }

  async record(scope: TenantScope, input: CreateTimeEntryInput): Promise<TimeEntryView> {
    const at = Date.now();
    // The schema has checked the instant and its range (platform/dates.ts).
    const occurredAt = input.occurredAt === undefined ? at : parseInstant(input.occurredAt)!;
    if (occurredAt > at + MAX_AHEAD_MS)
      throw ApiError.invalidField('occurredAt', 'must not be more than 5 minutes in the future');
    if (input.rep === 'rep_c') {
      if (input.source !== 'device') throw ApiError.invalidField('source', 'must be device for a rep_c mark');
      if (!/^(?=.*[1-9])\d{1,17}$/.test(input.deviceId ?? ''))
        throw ApiError.invalidField(
          'deviceId',
          "must be the clock's serial (1 to 17 digits) for a rep_c mark",
        );
    }
    const employee =
      this.employees.get(employeeKey(scope, input.employeeId)) ??
      (await this.employee(scope, input.employeeId));
    return this.lanes.submit(scope, { input, employee, occurredAt, at });
  }

  /** Reads an employee and remembers it if active; refuses the mark (400) if not. */
  private async employee(scope: TenantScope, id: string): Promise<MarkedEmployee> {
    const employee = this.rememberEmployee(scope, id, await this.readEmployee(scope, id));
    if (!employee) throw notAnActiveEmployee();
    return employee;
  }

  /** Remembers `row` if it is an active employee and returns what a mark takes from it; forgets it if not. */
  private rememberEmployee(scope: TenantScope, id: string, row: EmployeeRow | undefined) {
    const key = employeeKey(scope, id);
    if (!row || row.active !== 1) {
      this.employees.delete(key);
      return undefined;
    }
    const employee: MarkedEmployee = { id: row.id, cpf: row.cpf, timezone: row.timezone };
    this.employees.set(key, employee);
    return employee;
  }

  private async commit(scope: TenantScope, batch: Mark[]): Promise<(TimeEntryView | Error)[]> {
    const key = `${scope.tenantId}:${scope.environment}`;
    // Kept, not deleted, while this batch is written (see the class comment): an LRUCache whose last entry is
    // deleted clears all of its 10,000 slots, 22 µs for every batch of a lone lane.
    const head = this.heads.get(key);
    if (head) {
      // Only a database out of reach fails the batch here. Anything else (an `externalId` already taken, a
      // string PostgreSQL's JSON refuses, such as a lone surrogate) is left to the long way, which answers
      // it mark by mark as it always has.
      const written = await writeMarksOnHead(this.db, scope, batch, head).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) throw error;
        return undefined;
      });
      if (written) {
        this.batches.onRememberedHead++;
        return this.remember(key, written);
      }
    }
    this.batches.theLongWay++;
    try {
      const written = await this.db
        .transaction()
        .execute((tx) => writeMarks(tx, scope, batch, (id, row) => this.rememberEmployee(scope, id, row)));
      return this.remember(key, written);
    } catch (error) {
      // A failed batch of several marks is written again mark by mark (GroupCommit), which finds the one
      // whose externalId another process raced.
      if (!isUniqueViolation(error) || batch.length > 1) throw error;
      const externalId = batch[0]!.input.externalId;
      const existing =
        externalId === undefined
          ? undefined
          : await findTimeEntryByExternalId(this.db, scope, externalId).catch(() => undefined);
      if (existing) return [duplicateExternalId(existing.id)];
      throw error;
    }
  }

  private remember(key: string, { results, head }: Written): Written['results'] {
    if (head) this.heads.set(key, head);
    return results;
  }
}

const employeeKey = (scope: TenantScope, id: string) => `${scope.tenantId}:${scope.environment}:${id}`;

/** A mark that passed the batch's checks, with its answer's place, its new id and its employee. */
interface Accepted {
  index: number;
  mark: Mark;
  id: string;
  employee: MarkedEmployee;
}

/**
 * Sorts out the marks whose employee is not in `current` (when given: the employees as just read, active),
 * with a 400, and those whose `externalId` is `taken` (the id holding it) or held by an earlier mark of the
 * batch, with a 409; the others are accepted, in order, with their employee as `current` has it.
 */
function screen(batch: Mark[], taken: Map<string, string>, current?: Map<string, MarkedEmployee>) {
  const results: (TimeEntryView | ApiError)[] = [];
  const accepted: Accepted[] = [];
  batch.forEach((mark, index) => {
    const employee = current ? current.get(mark.input.employeeId) : mark.employee;
    if (!employee) {
      results[index] = notAnActiveEmployee();
      return;
    }
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
    accepted.push({ index, mark, id, employee });
  });
  return { results, accepted };
}

/**
 * The rows of the accepted marks, numbered from `firstNsr` and chained on the head's hashes, with their
 * answers and events, and the head they leave.
 */
function chain(scope: TenantScope, accepted: Accepted[], firstNsr: number, from: Omit<ChainHead, 'lastNsr'>) {
  let lastHash = from.lastHash;
  let lastAfdHash = from.lastAfdHash;
  let lastAfdNsr = from.lastAfdNsr;
  const rows: TimeEntryRow[] = accepted.map(({ mark, id, employee }, i) => {
    const { input } = mark;
    // One literal, its chain fields filled in after: spreading the scope and a second object into a new one
    // takes V8's slow path, about 9 µs a mark, more than both hashes.
    const row: TimeEntryRow = {
      tenantId: scope.tenantId,
      environment: scope.environment,
      id,
      employeeId: employee.id,
      occurredAt: mark.occurredAt,
      timezone: employee.timezone ?? from.timezone,
      source: input.source ?? 'api',
      rep: input.rep ?? 'rep_p',
      deviceId: input.deviceId ?? null,
      latitude: input.location?.latitude ?? null,
      longitude: input.location?.longitude ?? null,
      accuracyMeters: input.location?.accuracyMeters ?? null,
      externalId: input.externalId ?? null,
      nsr: firstNsr + i,
      createdAt: mark.at,
      hash: '',
      afdRecord: '',
    };
    // A REP-C's mark is that clock's record, not the REP-P's: no AFD line, no REP-P NSR.
    if (row.rep === 'rep_c') {
      row.afdRecord = null;
    } else {
      row.afdRecord = markAfdRecord(row, ++lastAfdNsr, employee.cpf, lastAfdHash);
      lastAfdHash = row.afdRecord.slice(-64);
    }
    row.hash = lastHash = timeEntryHash(lastHash, row);
    return row;
  });
  const views = rows.map(timeEntryView);
  const events: NewEvent[] = views.map((view, i) => ({
    tenantId: scope.tenantId,
    environment: scope.environment,
    type: 'time_entry.created',
    data: view,
    at: rows[i]!.createdAt,
  }));
  const head: ChainHead = {
    lastNsr: firstNsr + rows.length - 1,
    lastAfdNsr,
    lastHash,
    lastAfdHash,
    timezone: from.timezone,
  };
  return { rows, views, events, head };
}

/** Where a batch leaves the head's REP-P NSR and both chains. */
const chainedTo = (head: ChainHead) => ({
  afdNsr: head.lastAfdNsr,
  hash: head.lastHash,
  afdHash: head.lastAfdHash,
});

/**
 * Writes a batch on a remembered head, in one statement (see `ClockIns`): undefined, with nothing written, if
 * the head moved. An `externalId` already taken fails it with a unique violation.
 */
async function writeMarksOnHead(
  db: Db,
  scope: TenantScope,
  batch: Mark[],
  from: ChainHead,
): Promise<Written | undefined> {
  const { results, accepted } = screen(batch, new Map());
  const { rows, views, events, head } = chain(scope, accepted, from.lastNsr + 1, from);
  // Keyed by every value the marks took: two marks of one employee may carry different reads of it (one
  // remembered before a long way refreshed it, one after), and the guard must check each.
  const employees = new Map<string, MarkedEmployee>();
  for (const { employee } of accepted) {
    employees.set(`${employee.id} ${employee.cpf} ${employee.timezone ?? ''}`, employee);
  }
  const advanced = await writeIfGuarded(
    db,
    advanceHeadFrom(db, scope, from, rows.length, chainedTo(head), [...employees.values()]),
    [
      { table: 'timeEntries', rows },
      { table: 'events', rows: eventRows(events) },
    ],
  );
  if (advanced.length === 0) return undefined;
  accepted.forEach(({ index }, i) => (results[index] = views[i]!));
  return { results, head };
}

/**
 * Writes a batch of marks in a transaction that takes its NSRs from the head, after reading the batch's
 * employees again (each passed to `remember`, which returns it if it is active).
 */
async function writeMarks(
  tx: Tx,
  scope: TenantScope,
  batch: Mark[],
  remember: (id: string, row: EmployeeRow | undefined) => MarkedEmployee | undefined,
): Promise<Written> {
  const ids = [...new Set(batch.map((mark) => mark.input.employeeId))];
  const read = await tx
    .selectFrom('employees')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(read.map((row) => [row.id, row]));
  const current = new Map<string, MarkedEmployee>();
  for (const id of ids) {
    const employee = remember(id, byId.get(id));
    if (employee) current.set(id, employee);
  }
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
  const { results, accepted } = screen(batch, taken, current);
  if (accepted.length === 0) return { results };

  const taking = await takeNsr(tx, scope, accepted.length);
  const { rows, views, events, head } = chain(scope, accepted, taking.nsr, {
    ...taking,
    lastAfdNsr: taking.afdNsr - 1,
  });
  // The marks, their events and the chains' new heads: one round trip on PostgreSQL.
  await runTogether(
    tx,
    [valuesInsert(tx, 'timeEntries', rows), eventsInsert(tx, events)],
    chainHeadsUpdate(tx, scope, chainedTo(head)),
  );
  accepted.forEach(({ index }, i) => (results[index] = views[i]!));
  return { results, head };
}
