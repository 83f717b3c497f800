import { type Compilable, CompiledQuery, sql } from 'kysely';
import { type Db, dialectOf, type Executor } from '../../platform/db/database.js';
import { prepared } from '../../platform/db/prepared.js';
import {
  compileOnce,
  insertFromJson,
  perDatabase,
  rowInserter,
  rowsAsJson,
} from '../../platform/db/statement.js';
import type {
  EmployeeRow,
  EventRow,
  RepRecordTable,
  ServiceEventTable,
  TenantScope,
  TimeEntryRow,
} from '../../platform/db/schema.js';
import { GENESIS_HASH } from './hash-chain.js';
import { runTogether } from './together.js';

export interface RepHead {
  /** The first of the NSRs taken. */
  nsr: number;
  /** The first of the REP-P NSRs taken (the AFD's), as many as `nsr`s. */
  afdNsr: number;
  /** The last mark's Pontual hash. */
  lastHash: string;
  /** The last type-7 record's hash ('' before the first). */
  lastAfdHash: string;
  /** The tenant's time zone, the REP's clock for records that carry no zone of their own. */
  timezone: string;
  /** The last service event the REP has recorded (type 6), and the newest there is. */
  lastServiceEvent: number;
  latestServiceEvent: number;
}

/** The id of the newest service event, read in the statement that reads or moves a head. */
const latestServiceEvent = sql<number>`(select coalesce(max(id), 0) from service_events)`;

const headOf = (tx: Executor, scope: TenantScope) =>
  tx
    .updateTable('repHeads')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);

/**
 * The UPDATE that takes `count` NSRs, all REP-P records (the AFD's NSR moves with them), returning the head as
 * it was left and the tenant's zone.
 */
const advanceHead = (tx: Executor, scope: TenantScope, count: number) =>
  headOf(tx, scope)
    .set((eb) => ({ lastNsr: eb('lastNsr', '+', count), lastAfdNsr: eb('lastAfdNsr', '+', count) }))
    .returning((eb) => [
      'lastNsr',
      'lastAfdNsr',
      'lastHash',
      'lastAfdHash',
      'lastServiceEvent',
      // Read in the same statement: one round trip fewer while the head row is locked.
      eb
        .selectFrom('tenants')
        .select('timezone')
        .whereRef('tenants.id', '=', 'repHeads.tenantId')
        .$asScalar()
        .as('timezone'),
      latestServiceEvent.as('latestServiceEvent'),
    ]);

/**
 * Takes the next `count` NSRs of the scope's REP-P sequence. The UPDATE locks the head row until the
 * transaction ends, so writers of one tenant-environment take turns and the NSR stays gapless (a rolled-back
 * transaction rolls its increment back too). `writes` are the transaction's other independent writes, sent in
 * the same round trip (`runTogether`).
 */
export async function takeNsr(
  tx: Executor,
  scope: TenantScope,
  count = 1,
  writes: Compilable[] = [],
): Promise<RepHead> {
  let [head] = await runTogether(tx, writes, advanceHead(tx, scope, count));
  if (!head) {
    await createHead(tx, scope);
    head = await advanceHead(tx, scope, count).executeTakeFirst();
  }
  if (!head?.timezone) throw new Error('REP head or its tenant missing after insert');
  return {
    nsr: Number(head.lastNsr) - count + 1,
    afdNsr: Number(head.lastAfdNsr) - count + 1,
    lastHash: head.lastHash,
    lastAfdHash: head.lastAfdHash,
    timezone: head.timezone,
    lastServiceEvent: Number(head.lastServiceEvent),
    latestServiceEvent: Number(head.latestServiceEvent),
  };
}

/**
 * Moves a head whose NSRs are taken (its row locked by `takeNsr`) `count` NSRs further, for the service
 * events up to `lastServiceEvent` it now records.
 */
export async function advanceHeadForServiceEvents(
  tx: Executor,
  scope: TenantScope,
  count: number,
  lastServiceEvent: number,
): Promise<void> {
  await headOf(tx, scope)
    .set((eb) => ({
      lastNsr: eb('lastNsr', '+', count),
      lastAfdNsr: eb('lastAfdNsr', '+', count),
      lastServiceEvent,
    }))
    .execute();
}

/** The service events after `after` up to `upTo`, in order. */
export function selectServiceEvents(
  db: Executor,
  after: number,
  upTo: number,
): Promise<Pick<ServiceEventTable, 'id' | 'event' | 'occurredAt'>[]> {
  return db
    .selectFrom('serviceEvents')
    .select(['id', 'event', 'occurredAt'])
    .where('id', '>', after)
    .where('id', '<=', upTo)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id), occurredAt: Number(r.occurredAt) })));
}

/**
 * The head of a scope's REP before its first record. A REP that begins while the service runs begins with the
 * service's latest start (its 07, and what followed): the events from before it existed are not its own.
 */
export async function createHead(db: Executor, scope: TenantScope): Promise<void> {
  await db
    .insertInto('repHeads')
    .values({
      tenantId: scope.tenantId,
      environment: scope.environment,
      lastNsr: 0,
      lastAfdNsr: 0,
      lastHash: GENESIS_HASH,
      lastAfdHash: '',
      lastServiceEvent: sql<number>`(select coalesce(max(id), 1) - 1 from service_events where event = '07')`,
    })
    .onConflict((oc) => oc.columns(['tenantId', 'environment']).doNothing())
    .execute();
}

/** Where a REP's sequence and chains stand: the last NSRs and hashes, and the last service event recorded. */
export interface ChainHead {
  lastNsr: number;
  lastAfdNsr: number;
  lastHash: string;
  lastAfdHash: string;
  lastServiceEvent: number;
}

/**
 * The scope's head, the tenant's zone (the clock of marks whose employee has none) and the newest service
 * event; none before the first record.
 */
export async function readChainHead(
  db: Executor,
  scope: TenantScope,
): Promise<(ChainHead & { timezone: string; latestServiceEvent: number }) | undefined> {
  const head = await db
    .selectFrom('repHeads')
    .innerJoin('tenants', 'tenants.id', 'repHeads.tenantId')
    .select([
      'lastNsr',
      'lastAfdNsr',
      'lastHash',
      'lastAfdHash',
      'lastServiceEvent',
      'tenants.timezone',
      latestServiceEvent.as('latestServiceEvent'),
    ])
    .where('repHeads.tenantId', '=', scope.tenantId)
    .where('repHeads.environment', '=', scope.environment)
    .executeTakeFirst();
  return (
    head && {
      ...head,
      lastNsr: Number(head.lastNsr),
      lastAfdNsr: Number(head.lastAfdNsr),
      lastServiceEvent: Number(head.lastServiceEvent),
      latestServiceEvent: Number(head.latestServiceEvent),
    }
  );
}

/** Every column of a mark and of an event, as the database names them: the JSON keys of `writeOnHead`. */
const MARK_COLUMNS = {
  id: 'id',
  tenantId: 'tenant_id',
  environment: 'environment',
  employeeId: 'employee_id',
  occurredAt: 'occurred_at',
  timezone: 'timezone',
  source: 'source',
  rep: 'rep',
  deviceId: 'device_id',
  latitude: 'latitude',
  longitude: 'longitude',
  accuracyMeters: 'accuracy_meters',
  externalId: 'external_id',
  nsr: 'nsr',
  hash: 'hash',
  afdRecord: 'afd_record',
  createdAt: 'created_at',
} as const satisfies Record<keyof TimeEntryRow, string>;
export const EVENT_COLUMNS = {
  id: 'id',
  tenantId: 'tenant_id',
  environment: 'environment',
  type: 'type',
  payload: 'payload',
  createdAt: 'created_at',
  dispatchedAt: 'dispatched_at',
} as const satisfies Record<keyof EventRow, string>;
const RECORD_COLUMNS = {
  tenantId: 'tenant_id',
  environment: 'environment',
  nsr: 'nsr',
  type: 'type',
  employeeId: 'employee_id',
  recordedAt: 'recorded_at',
  afdRecord: 'afd_record',
} as const satisfies Record<keyof RepRecordTable, string>;

/** The insert of `columns` into `table` from `parameter`, only if the head moved. */
const insertOnHeadMove = (table: string, columns: Record<string, string>, parameter: string) =>
  `${insertFromJson(table, Object.values(columns), parameter)}\n  where exists (select from guard)`;

/**
 * A row of `employees` still active with the key, CPF and zone that `element`, a JSON array `[tenantId,
 * environment, id, cpf, timezone]`, says a mark carries: a search by primary key per element (as
 * `scopedRowLookup`, whose keys are matched the same way). Each statement also compares the employee's tenant
 * and environment with its own parameters, outside that search, where the planner cannot take them for a
 * cheaper way in (a walk of the tenant's employees).
 */
const employeeAsMarked = (element: string) => `employees.tenant_id = ${element} ->> 0
        and employees.environment = ${element} ->> 1 and employees.id = ${element} ->> 2
        and employees.active = 1 and employees.cpf = ${element} ->> 3
        and employees.timezone is not distinct from ${element} ->> 4`;

/**
 * PostgreSQL: the compare-and-set of the head (and of the tenant's zone and the marks' employees), and the
 * marks and events inserted only if it moved; one statement, so one round trip, in a transaction of its own.
 * Each insert reads its rows from one JSON parameter, so the text is the same for any number of marks. The
 * second text also writes the service events the REP records before the marks (type 6) and moves its cursor
 * of them: a batch rarely has any (the first after a start or a stop), so the usual text stays as it was.
 */
const writeOnHeadSql = (withServiceEvents: boolean) => `with guard as (
  update rep_heads set last_nsr = $7, last_afd_nsr = $8, last_hash = $9, last_afd_hash = $10${
    withServiceEvents ? ', last_service_event = $16' : ''
  }
  where tenant_id = $1 and environment = $2
    and last_nsr = $3 and last_afd_nsr = $4 and last_hash = $5 and last_afd_hash = $6
    and (select timezone from tenants where tenants.id = rep_heads.tenant_id) = $13
    and (select count(*) from jsonb_array_elements(cast($14 as jsonb)) as m cross join lateral
      (select tenant_id, environment from employees where ${employeeAsMarked('m.value')} offset 0) as e
      where e.tenant_id = $1 and e.environment = $2) = jsonb_array_length(cast($14 as jsonb))
  returning 1
), marks as (
  ${insertOnHeadMove('time_entries', MARK_COLUMNS, '$11')}
), events as (
  ${insertOnHeadMove('events', EVENT_COLUMNS, '$12')}
)${
  withServiceEvents
    ? `, records as (
  ${insertOnHeadMove('rep_records', RECORD_COLUMNS, '$15')}
)`
    : ''
}
select count(*) as moved from guard`;
const WRITE_ON_HEAD = writeOnHeadSql(false);
const WRITE_ON_HEAD_WITH_SERVICE_EVENTS = writeOnHeadSql(true);

/** What a mark carries of its employee: the CPF goes into its AFD line, the zone into its row. */
export type MarkedEmployee = Pick<EmployeeRow, 'id' | 'cpf' | 'timezone'>;

/** A batch of the REP's records, chained on the head `from`, which they move to `to`. */
interface OnHead {
  from: ChainHead & { timezone: string };
  to: ChainHead;
  /** The employees the marks carry, each as the marks took it. */
  employees: readonly MarkedEmployee[];
  /** The service events the REP had not recorded, numbered before the marks. */
  records: readonly RepRecordTable[];
  marks: readonly TimeEntryRow[];
  events: readonly EventRow[];
}

/**
 * Writes `records`, `marks` and their `events`, and moves the head from `from` to `to`, only if the head is
 * still `from`, the tenant's zone still `from.timezone` and each of `employees` still active with the CPF and
 * zone the marks took (a compare-and-set): true if they were, false with nothing written if another writer
 * moved the head or something changed meanwhile. The NSR compare covers the service-event cursor too: it
 * moves only with records, which move the NSR. An insert that breaks a constraint (an `externalId` taken)
 * fails the whole, the head included.
 */
export async function writeOnHead(
  db: Db,
  scope: TenantScope,
  { from, to, employees, records, marks, events }: OnHead,
): Promise<boolean> {
  const employeesJson = JSON.stringify(
    employees.map((e) => [scope.tenantId, scope.environment, e.id, e.cpf, e.timezone]),
  );
  if (dialectOf(db) === 'postgres') {
    const parameters = [
      scope.tenantId,
      scope.environment,
      from.lastNsr,
      from.lastAfdNsr,
      from.lastHash,
      from.lastAfdHash,
      to.lastNsr,
      to.lastAfdNsr,
      to.lastHash,
      to.lastAfdHash,
      rowsAsJson(marks, MARK_COLUMNS),
      rowsAsJson(events, EVENT_COLUMNS),
      from.timezone,
      employeesJson,
    ];
    const { rows } = await db.executeQuery<{ moved: number }>(
      prepared(
        records.length === 0
          ? CompiledQuery.raw(WRITE_ON_HEAD, parameters)
          : CompiledQuery.raw(WRITE_ON_HEAD_WITH_SERVICE_EVENTS, [
              ...parameters,
              rowsAsJson(records, RECORD_COLUMNS),
              to.lastServiceEvent,
            ]),
      ),
    );
    return rows[0]!.moved > 0;
  }
  const writes = sqliteWrites(db);
  return db.transaction().execute(async (tx) => {
    const moved = await tx.executeQuery(
      writes.moveHead({
        ...scope,
        timezone: from.timezone,
        employees: employeesJson,
        fromNsr: from.lastNsr,
        fromAfdNsr: from.lastAfdNsr,
        fromHash: from.lastHash,
        fromAfdHash: from.lastAfdHash,
        toNsr: to.lastNsr,
        toAfdNsr: to.lastAfdNsr,
        toHash: to.lastHash,
        toAfdHash: to.lastAfdHash,
        toServiceEvent: to.lastServiceEvent,
      }),
    );
    if (Number(moved.numAffectedRows) === 0) return false;
    await writes.insertRecords(tx, records);
    await writes.insertMarks(tx, marks);
    await writes.insertEvents(tx, events);
    return true;
  });
}

/** The compare-and-set of `writeOnHead` on SQLite: the head moves from one place to another. */
interface HeadMove extends TenantScope {
  timezone: string;
  /** `OnHead.employees` as JSON: `[tenantId, environment, id, cpf, timezone]` each. */
  employees: string;
  fromNsr: number;
  fromAfdNsr: number;
  fromHash: string;
  fromAfdHash: string;
  toNsr: number;
  toAfdNsr: number;
  toHash: string;
  toAfdHash: string;
  toServiceEvent: number;
}

/** `writeOnHead`'s statements on SQLite, compiled once (docs/decisions/041-compile-once.md). */
const sqliteWrites = perDatabase((db) => ({
  moveHead: compileOnce(
    db,
    [
      'tenantId',
      'environment',
      'timezone',
      'employees',
      'fromNsr',
      'fromAfdNsr',
      'fromHash',
      'fromAfdHash',
      'toNsr',
      'toAfdNsr',
      'toHash',
      'toAfdHash',
      'toServiceEvent',
    ],
    (p: HeadMove) =>
      headOf(db, p)
        .set({
          lastNsr: p.toNsr,
          lastAfdNsr: p.toAfdNsr,
          lastHash: p.toHash,
          lastAfdHash: p.toAfdHash,
          lastServiceEvent: p.toServiceEvent,
        })
        .where('lastNsr', '=', p.fromNsr)
        .where('lastAfdNsr', '=', p.fromAfdNsr)
        .where('lastHash', '=', p.fromHash)
        .where('lastAfdHash', '=', p.fromAfdHash)
        .where(
          (eb) =>
            eb
              .selectFrom('tenants')
              .select('timezone')
              .whereRef('tenants.id', '=', 'repHeads.tenantId')
              .$asScalar(),
          '=',
          p.timezone,
        )
        .where(
          sql<number>`(select count(*) from json_each(${p.employees}) as m cross join employees
            where ${sql.raw(employeeAsMarked('m.value'))}
            and employees.tenant_id = ${p.tenantId} and employees.environment = ${p.environment})`,
          '=',
          sql<number>`json_array_length(${p.employees})`,
        ),
  ),
  insertRecords: rowInserter(db, 'rep_records', RECORD_COLUMNS, (row: RepRecordTable) =>
    db.insertInto('repRecords').values(row),
  ),
  insertMarks: rowInserter(db, 'time_entries', MARK_COLUMNS, (row: TimeEntryRow) =>
    db.insertInto('timeEntries').values(row),
  ),
  insertEvents: rowInserter(db, 'events', EVENT_COLUMNS, (row: EventRow) =>
    db.insertInto('events').values(row),
  ),
}));

/** The INSERT of REP records (types 2, 5 and 6), not yet run. */
export function repRecordInsert(tx: Executor, rows: RepRecordTable | RepRecordTable[]) {
  return tx.insertInto('repRecords').values(rows);
}

export function selectRepRecords(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('repRecords')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/** The scope's marks, every field (the REP's type-7 records are the marks' rows). */
export function selectMarks(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeEntries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/**
 * The CPFs the records of a change carry: the tenant's responsible person's (for API keys and the CLI) and
 * those of the dashboard users `userIds` (null when one has not recorded theirs). One query.
 */
export async function readResponsibleCpfs(
  db: Executor,
  tenantId: string,
  userIds: readonly string[],
): Promise<{ tenant: string | null; users: Map<string, string | null> }> {
  let query = db
    .selectFrom('tenants')
    .select([sql<string | null>`null`.as('userId'), 'responsibleCpf as cpf'])
    .where('id', '=', tenantId);
  if (userIds.length > 0)
    query = query.unionAll(
      db
        .selectFrom('users')
        .select(['id as userId', 'cpf'])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', [...userIds]),
    );
  const rows = await query.execute();
  return {
    tenant: rows.find((r) => r.userId === null)?.cpf ?? null,
    users: new Map(rows.filter((r) => r.userId !== null).map((r) => [r.userId!, r.cpf])),
  };
}
