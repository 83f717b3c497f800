import type { Compilable } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  afdCompanyRecord,
  afdEmployeeRecord,
  afdMarkRecord,
  afdSensitiveEventRecord,
  type Collector,
  isChainedMarkRecord,
  isSealedRecord,
} from '../../legal/afd.js';
import { scopedRowLookup } from '../../platform/batched-lookup.js';
import type { Db, Executor, Tx } from '../../platform/db/database.js';
import type {
  EmployeeRow,
  Environment,
  RepRecordTable,
  ServiceEventTable,
  Tenant,
  TenantScope,
  TimeEntryRow,
  TimeEntrySource,
} from '../../platform/db/schema.js';
import { LocalClock } from '../../platform/local-time.js';
import { eventRow, type NewEvent } from '../../platform/outbox.js';
import { GENESIS_HASH, timeEntryHash } from './hash-chain.js';
import { requireEmployerDocument } from './legal-identity.js';
import {
  advanceHeadForServiceEvents,
  type ChainHead,
  createHead,
  readChainHead,
  readResponsibleCpfs,
  type RepHead,
  repRecordInsert,
  selectMarks,
  selectRepRecords,
  selectServiceEvents,
  type MarkedEmployee,
  takeNsr,
  writeOnHead,
} from './rep.repository.js';

export type { MarkedEmployee };

/**
 * The REP (the registro eletrônico de ponto) of each tenant-environment: one sequence of records numbered by
 * NSR (marks, employee records, company records), the marks chained by their SHA-256 hashes, the REP-P's
 * records by their AFD lines. This file is its whole API: nothing else takes an NSR or builds a chain.
 *
 * - `MarkAppender`: clock-in marks (AFD type 7);
 * - `appendEmployeeRecords`: employees added, changed or removed (type 5);
 * - `appendCompanyRecord`: the company's data changed (type 2);
 * - `recordServiceEvents`: the service's events (type 6) the REP has not recorded yet, before an AFD is read;
 * - `verifyChain`: walks the sequence and says where it breaks.
 *
 * The records of employee and company changes are appended inside the transaction that makes the change,
 * so a record exists if and only if the change it records committed; marks are appended with their events.
 * The service's starts and stops are recorded once for every REP (`service-availability.ts`); each REP
 * records those it has not yet recorded, in order, before the next record it numbers (decision 019).
 */

/**
 * The newest service event this process knows of: a REP behind it records the events it missed before its
 * next mark. Raised by this process's own start and heartbeat (`ServiceAvailability`) and by every head read;
 * the records that lock the head (types 2, 5, the AFD's) read the newest event from the database instead.
 */
export class KnownServiceEvents {
  private latestId = 0;

  get latest(): number {
    return this.latestId;
  }

  note(id: number): void {
    if (id > this.latestId) this.latestId = id;
  }
}

type PendingServiceEvent = Pick<ServiceEventTable, 'id' | 'event' | 'occurredAt'>;

/** The type-6 record of a service event, numbered `nsr` in the sequence and `afdNsr` in the AFD. */
function serviceEventRecord(
  scope: TenantScope,
  event: PendingServiceEvent,
  nsr: number,
  afdNsr: number,
  timezone: string,
): RepRecordTable {
  return {
    tenantId: scope.tenantId,
    environment: scope.environment,
    nsr,
    type: '6',
    employeeId: null,
    recordedAt: event.occurredAt,
    afdRecord: afdSensitiveEventRecord({
      nsr: afdNsr,
      at: LocalClock.for(timezone).legalDateTime(event.occurredAt),
      event: event.event,
    }),
  };
}

/**
 * A mark to append: its row but for what the REP gives it (NSR, hash, AFD line), and the CPF its AFD line
 * carries. Its CPF and zone are its employee's, as `MarkAppender.employee` or a read gave them: the write
 * checks they still are. A mark without a zone (its employee has none) takes the tenant's.
 */
export interface NewMark {
  row: Omit<TimeEntryRow, 'nsr' | 'hash' | 'afdRecord' | 'timezone'> & { timezone: string | null };
  cpf: string;
}

/** A batch of marks to append, and whatever else its writer gathered with them (its answers). */
export interface MarksBatch {
  marks: readonly NewMark[];
}

/** Times a batch is written again when other writers keep moving the head, at most. */
const MAX_ATTEMPTS = 20;
/** Heads remembered at most, one per tenant-environment; past it the least recently used is forgotten. */
const MAX_REMEMBERED_HEADS = 10_000;
/** Active employees remembered at most; past it the least recently used is forgotten. */
const MAX_REMEMBERED_EMPLOYEES = 50_000;

type Head = ChainHead & { timezone: string };

/**
 * Appends marks to the REP of their tenant-environment, in order, without holding its head while anything
 * else happens (docs/decisions/017-one-clock-in-path.md). The marks are numbered and chained on the head and
 * written with their events in a compare-and-set of the head, one statement on PostgreSQL: it moves only if
 * it is still what the marks were chained on, the tenant's zone (the clock of marks whose employee has none)
 * is unchanged, and each employee is still active with the CPF and zone its marks carry. The head comes from
 * what this appender's last write left; one it has not written yet is read, beside the batch's own reads. The
 * employees come from what it last read of them (`employee`, docs/decisions/042-remembered-employees.md). If
 * another writer (an employee record, another process) moved the head or an employee changed, nothing was
 * written: the batch's employees are forgotten, the head is read again and the batch gathered again.
 */
export class MarkAppender {
  private readonly heads = new LRUCache<string, Head>({ max: MAX_REMEMBERED_HEADS });
  /** Active employees as this appender last read them, by tenant, environment and id. */
  private readonly employees = new LRUCache<string, MarkedEmployee>({ max: MAX_REMEMBERED_EMPLOYEES });
  private readonly readEmployee: (
    scope: TenantScope,
    id: string,
  ) => Promise<(MarkedEmployee & Pick<EmployeeRow, 'active'>) | undefined>;

  constructor(
    private readonly db: Db,
    private readonly serviceEvents = new KnownServiceEvents(),
  ) {
    this.readEmployee = scopedRowLookup(db, 'employees', ['cpf', 'timezone', 'active']);
  }

  /**
   * The employee `id` as a mark carries it, if active: as this appender last read it, or read now (the reads
   * of concurrent requests share one query). Undefined for an employee unknown or not active. What it
   * remembers may be stale; the write of the marks that carry it checks it (`append`).
   */
  async employee(scope: TenantScope, id: string): Promise<MarkedEmployee | undefined> {
    const key = employeeKey(scope, id);
    const remembered = this.employees.get(key);
    if (remembered) return remembered;
    const row = await this.readEmployee(scope, id);
    if (row?.active !== 1) return undefined;
    const employee: MarkedEmployee = { id: row.id, cpf: row.cpf, timezone: row.timezone };
    this.employees.set(key, employee);
    return employee;
  }

  /**
   * Appends the marks `gather` gives (its `attempt` is 0 the first time, more when the head had moved), with
   * the events `announce` makes of their rows; returns the batch and the rows as written.
   */
  async append<Batch extends MarksBatch>(
    scope: TenantScope,
    gather: (attempt: number) => Promise<Batch>,
    announce: (rows: TimeEntryRow[]) => NewEvent[],
  ): Promise<{ batch: Batch; rows: TimeEntryRow[] }> {
    const key = `${scope.tenantId}:${scope.environment}`;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const remembered = this.heads.get(key);
      const [head, batch] = remembered
        ? [remembered, await gather(attempt)]
        : await Promise.all([this.readHead(scope), gather(attempt)]);
      if (batch.marks.length === 0) return { batch, rows: [] };
      if (!head) {
        await createHead(this.db, scope);
        continue;
      }
      // Rare: the first batch after the service started or stopped records its events first.
      const latest = this.serviceEvents.latest;
      const pending =
        head.lastServiceEvent < latest
          ? await selectServiceEvents(this.db, head.lastServiceEvent, latest)
          : [];
      const { records, rows, to } = chained(scope, head, pending, batch.marks);
      const events = announce(rows).map(eventRow);
      const employees = markedEmployees(batch.marks);
      if (await writeOnHead(this.db, scope, { from: head, to, employees, records, marks: rows, events })) {
        this.heads.set(key, { ...to, timezone: head.timezone });
        // The write found them as the marks carry them: remembered as they are now.
        for (const employee of employees) this.employees.set(employeeKey(scope, employee.id), employee);
        return { batch, rows };
      }
      // Another writer moved the head, or the zone or an employee changed: the next attempt chains on them as
      // they now are. The write does not say which failed, so each of the batch's employees is read again.
      for (const employee of employees) this.employees.delete(employeeKey(scope, employee.id));
      this.heads.set(key, (await this.readHead(scope)) ?? head);
    }
    throw new Error(
      `the REP head of ${scope.tenantId} (${scope.environment}) or the employees of its marks kept changing`,
    );
  }

  private async readHead(scope: TenantScope): Promise<Head | undefined> {
    const head = await readChainHead(this.db, scope);
    if (head) this.serviceEvents.note(head.latestServiceEvent);
    return head;
  }
}

const employeeKey = (scope: TenantScope, id: string) => `${scope.tenantId}:${scope.environment}:${id}`;

/**
 * The employees the marks carry, each once for every CPF and zone a mark took it with: two marks of one
 * employee may carry different reads of it (one remembered before a change, one read after), and the write
 * checks each.
 */
function markedEmployees(marks: readonly NewMark[]): MarkedEmployee[] {
  const employees = new Map<string, MarkedEmployee>();
  for (const { row, cpf } of marks)
    employees.set(JSON.stringify([row.employeeId, cpf, row.timezone]), {
      id: row.employeeId,
      cpf,
      timezone: row.timezone,
    });
  return [...employees.values()];
}

/**
 * The service events' type-6 records and the marks' rows numbered from `head` (the events first: they
 * happened before), the marks chained on its hashes, and where they leave it.
 */
function chained(
  scope: TenantScope,
  head: Head,
  serviceEvents: readonly PendingServiceEvent[],
  marks: readonly NewMark[],
) {
  let { lastNsr, lastAfdNsr, lastHash, lastAfdHash } = head;
  const records = serviceEvents.map((event) =>
    serviceEventRecord(scope, event, ++lastNsr, ++lastAfdNsr, head.timezone),
  );
  const lastServiceEvent = serviceEvents.at(-1)?.id ?? head.lastServiceEvent;
  const rows = marks.map(({ row: fields, cpf }): TimeEntryRow => {
    // Spelled out, not spread: a spread into a new object takes V8's slow path, microseconds a mark
    // (docs/decisions/015-per-request-costs.md).
    const row: TimeEntryRow = {
      tenantId: fields.tenantId,
      environment: fields.environment,
      id: fields.id,
      employeeId: fields.employeeId,
      occurredAt: fields.occurredAt,
      timezone: fields.timezone ?? head.timezone,
      source: fields.source,
      rep: fields.rep,
      deviceId: fields.deviceId,
      latitude: fields.latitude,
      longitude: fields.longitude,
      accuracyMeters: fields.accuracyMeters,
      externalId: fields.externalId,
      nsr: ++lastNsr,
      createdAt: fields.createdAt,
      hash: '',
      afdRecord: null,
    };
    // A REP-C's mark is that clock's record, not the REP-P's: no AFD line, no REP-P NSR.
    if (row.rep === 'rep_p') {
      row.afdRecord = markAfdRecord(row, ++lastAfdNsr, cpf, lastAfdHash);
      lastAfdHash = row.afdRecord.slice(-64);
    }
    row.hash = lastHash = timeEntryHash(lastHash, row);
    return row;
  });
  return { records, rows, to: { lastNsr, lastAfdNsr, lastHash, lastAfdHash, lastServiceEvent } };
}

/**
 * Takes the next `count` NSRs of the scope's sequence for records of a change (`takeNsr`, the head's row locked
 * until the transaction ends), after recording the service events the REP has not recorded yet: those take
 * the NSRs before them (they happened before), so the first NSR returned follows them.
 */
async function takeRecordNsrs(
  tx: Executor,
  scope: TenantScope,
  count: number,
  writes: Compilable[] = [],
): Promise<RepHead> {
  const head = await takeNsr(tx, scope, count, writes);
  if (head.latestServiceEvent <= head.lastServiceEvent) return head;
  const pending = await selectServiceEvents(tx, head.lastServiceEvent, head.latestServiceEvent);
  if (pending.length === 0) return head;
  await advanceHeadForServiceEvents(tx, scope, pending.length, pending.at(-1)!.id);
  await repRecordInsert(
    tx,
    pending.map((event, i) => serviceEventRecord(scope, event, head.nsr + i, head.afdNsr + i, head.timezone)),
  ).execute();
  return { ...head, nsr: head.nsr + pending.length, afdNsr: head.afdNsr + pending.length };
}

/**
 * Records the service events (type 6) the scope's REP has not recorded yet, so an AFD read next shows them
 * with their NSRs. Only a REP behind the newest event (or with no head yet) writes.
 */
export async function recordServiceEvents(db: Db, scope: TenantScope): Promise<void> {
  const head = await readChainHead(db, scope);
  if (head && head.lastServiceEvent >= head.latestServiceEvent) return;
  await db.transaction().execute((tx) => takeRecordNsrs(tx, scope, 0));
}

/**
 * What an employee change means to the REP (the AFD's type 5): added when created or reactivated, removed
 * when deactivated, changed when the name or CPF (the fields type 5 carries) changed; otherwise nothing.
 */
export function employeeOperation(before: EmployeeRow | null, after: EmployeeRow): 'I' | 'A' | 'E' | null {
  if (!before) return after.active === 1 ? 'I' : null;
  if (before.active !== after.active) return after.active === 1 ? 'I' : 'E';
  if (after.active === 1 && (before.name !== after.name || before.cpf !== after.cpf)) return 'A';
  return null;
}

/**
 * Who made a change the REP records: a dashboard user, an API key or the CLI. Its record (types 2 and 5)
 * carries the user's CPF, or for a key or the CLI the tenant's responsible person's; blank when none is set.
 */
export type RecordActor = { type: 'user'; id: string } | { type: 'api_key'; id: string } | { type: 'cli' };

/** The CPF each actor's records carry, read in one query before the head is locked. */
async function responsibleCpfsOf(
  tx: Executor,
  tenantId: string,
  actors: readonly RecordActor[],
): Promise<(string | null)[]> {
  const userIds = [...new Set(actors.flatMap((a) => (a.type === 'user' ? [a.id] : [])))];
  const cpfs = await readResponsibleCpfs(tx, tenantId, userIds);
  return actors.map((a) => (a.type === 'user' ? (cpfs.users.get(a.id) ?? null) : cpfs.tenant));
}

/** An employee change the REP records (type 5). */
export interface EmployeeChange {
  employee: EmployeeRow;
  operation: 'I' | 'A' | 'E';
  at: number;
  actor: RecordActor;
}

/**
 * Appends the type-5 records of employee changes, in order and with consecutive NSRs, each on the employee's
 * clock (the tenant's when the employee has no zone of its own). `writes`, the changes' own statements, go
 * with the statement that takes the NSRs.
 */
export async function appendEmployeeRecords(
  tx: Tx,
  scope: TenantScope,
  changes: EmployeeChange[],
  writes: Compilable[] = [],
): Promise<void> {
  const responsibleCpfs = await responsibleCpfsOf(
    tx,
    scope.tenantId,
    changes.map((c) => c.actor),
  );
  const head = await takeRecordNsrs(tx, scope, changes.length, writes);
  await repRecordInsert(
    tx,
    changes.map(({ employee, operation, at }, i) => {
      return {
        tenantId: scope.tenantId,
        environment: scope.environment,
        nsr: head.nsr + i,
        type: '5' as const,
        employeeId: employee.id,
        recordedAt: at,
        afdRecord: afdEmployeeRecord({
          nsr: head.afdNsr + i,
          writtenAt: LocalClock.for(employee.timezone ?? head.timezone).legalDateTime(at),
          operation,
          cpf: employee.cpf,
          name: employee.name,
          responsibleCpf: responsibleCpfs[i]!,
        }),
      };
    }),
  ).execute();
}

const ENVIRONMENTS: Environment[] = ['live', 'test'];

/** Whether a change of the company's data concerns the REP (the fields type 2 carries). */
export function companyChanged(before: Tenant, after: Tenant): boolean {
  return (
    after.document !== null &&
    (before.name !== after.name ||
      before.document !== after.document ||
      before.cei !== after.cei ||
      before.address !== after.address)
  );
}

/**
 * Appends the type-2 record of a change of the company's data to both environments' sequences (each is a REP
 * of its own). The place of work is the company's address; the responsible CPF is the actor's (`RecordActor`).
 */
export async function appendCompanyRecord(
  tx: Tx,
  tenant: Tenant,
  at: number,
  actor: RecordActor,
): Promise<void> {
  const { document, documentType } = requireEmployerDocument(tenant);
  const [responsibleCpf] = await responsibleCpfsOf(tx, tenant.id, [actor]);
  for (const environment of ENVIRONMENTS) {
    const scope = { tenantId: tenant.id, environment };
    const { nsr, afdNsr } = await takeRecordNsrs(tx, scope, 1);
    await repRecordInsert(tx, {
      ...scope,
      nsr,
      type: '2',
      employeeId: null,
      recordedAt: at,
      afdRecord: afdCompanyRecord({
        nsr: afdNsr,
        writtenAt: LocalClock.for(tenant.timezone).legalDateTime(at),
        responsibleCpf: responsibleCpf!,
        documentType,
        document,
        cno: tenant.cei,
        name: tenant.name,
        workplace: tenant.address,
      }),
    }).execute();
  }
}

/** Type 7 field 6. An integration posting marks (`api`) is "another electronic device". */
const COLLECTORS: Record<TimeEntrySource, Collector> = {
  mobile: '01',
  web: '02',
  dashboard: '02',
  device: '04',
  api: '05',
};

/** A mark recorded a minute or more after it happened was collected offline and sent later. */
const OFFLINE_AFTER_MS = 60_000;

/** The AFD type-7 line of a new REP-P mark, with its REP-P NSR, chained to the previous type-7 hash. */
function markAfdRecord(
  mark: { occurredAt: number; createdAt: number; timezone: string; source: TimeEntrySource },
  afdNsr: number,
  cpf: string,
  previousAfdHash: string,
): string {
  const clock = LocalClock.for(mark.timezone);
  return afdMarkRecord(
    {
      nsr: afdNsr,
      markedAt: clock.legalDateTime(mark.occurredAt),
      cpf,
      writtenAt: clock.legalDateTime(mark.createdAt),
      collector: COLLECTORS[mark.source],
      offline: mark.createdAt - mark.occurredAt >= OFFLINE_AFTER_MS,
    },
    previousAfdHash,
  );
}

export interface ChainVerification {
  valid: boolean;
  checked: number;
  lastNsr: number | null;
  brokenAt: { nsr: number; timeEntryId: string | null; reason: string } | null;
}

const VERIFY_BATCH = 1000;

/** The records in the scope's sequence (marks and the REP's other records), as its head counts them. */
export async function chainLength(db: Db, scope: TenantScope): Promise<number> {
  return (await readChainHead(db, scope))?.lastNsr ?? 0;
}

/**
 * Re-walks the scope's record sequence in NSR order: every NSR from 1 held by a mark or another REP record;
 * every mark's hash equal to the recomputed one and, for a REP-P mark, its AFD line chained to the previous one
 * with the next REP-P NSR; every company or employee record's CRC intact with the next REP-P NSR; and the head
 * matching the last record (which catches a deleted tail). Between batches it stops when `signal` is aborted
 * (the client went away, the job was lost) and tells `onChecked` how many records the batch held.
 */
export async function verifyChain(
  db: Db,
  scope: TenantScope,
  options: { signal?: AbortSignal; onChecked?: (count: number) => void } = {},
): Promise<ChainVerification> {
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
    options.signal?.throwIfAborted();
    const upper = nsr + VERIFY_BATCH;
    const [marks, records] = await Promise.all([
      selectMarks(db, scope).where('nsr', '>=', nsr).where('nsr', '<', upper).orderBy('nsr').execute(),
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
          return broken(
            nsr,
            null,
            record.type === '6'
              ? 'type-6 record is not a whole event line'
              : `type-${record.type} record does not match its CRC`,
          );
      } else {
        return broken(nsr, null, `record with NSR ${nsr} is missing`);
      }
    }
    options.onChecked?.(marks.length + records.length);
    if (nsr < upper) break;
  }
  const lastNsr = nsr - 1;
  const head = await readChainHead(db, scope);
  if (
    (head?.lastNsr ?? 0) !== lastNsr ||
    (head &&
      (head.lastAfdNsr !== afdNsr || head.lastHash !== previousHash || head.lastAfdHash !== previousAfdHash))
  ) {
    return broken(
      nsr,
      null,
      `the head records NSR ${head?.lastNsr ?? 0}; records after ${lastNsr} are missing`,
    );
  }
  return { valid: true, checked: lastNsr, lastNsr: lastNsr || null, brokenAt: null };
}
