import { sql } from 'kysely';
import { chunks } from '../../platform/chunks.js';
import { addDays } from '../../platform/dates.js';
import { type Db, type Executor, lockedOnPostgres, type Tx } from '../../platform/db/database.js';
import { isIn } from '../../platform/db/list-parameters.js';
import { letIoIn } from '../../platform/turns.js';
import type { Dialect } from '../../platform/db/database.js';
import type {
  Actor,
  EmployeeRow,
  PeriodRow,
  Tenant,
  TenantScope,
  TimeBankEntryRow,
} from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso } from '../../platform/time.js';
import { LocalClock } from '../../platform/local-time.js';
import { eventsInsert, type NewEvent } from '../../platform/outbox.js';
import { findEmployee, scheduleHistories, selectEmployees } from '../employees/employees.repository.js';
import { spansBetween } from '../employees/schedule.js';
import type { EspelhoSection } from '../reports/espelho-pdf-worker.js';
import { findEspelhoPolicy } from '../espelho-policy/espelho-policy.repository.js';
import { holidayCalendar } from '../holidays/holidays.service.js';
import { type Totals } from '../reports/period.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { expiredCredits } from '../time-bank/ledger.js';
import {
  entryView,
  findTimeBankPolicy,
  insertEntries,
  selectEntries,
} from '../time-bank/time-bank.repository.js';
import type { TimeBankEntryView } from '../time-bank/time-bank.schemas.js';
import { fetchWorkdayRows, parseDateRange, zoneOf } from '../workdays/workdays.service.js';
import type { DayFreezer } from './day-freezer.js';
import type { BankTerms, FrozenDay } from './freeze.js';
import {
  findPeriod,
  insertPeriodDays,
  periodView,
  selectPeriodDays,
  selectPeriodEmployees,
  selectPeriods,
  updatePeriod,
} from './periods.repository.js';
import { type ClosePeriodInput, MAX_PERIOD_DAYS, type PeriodView } from './periods.schemas.js';

/**
 * Employees frozen together: one query per kind of row for all of them, one task for the freezing thread, one
 * transaction. The event loop still reads and writes their rows (on SQLite, synchronously): 4 employees' month
 * held it 2–5 ms per step, 10 employees' twice that (decision 022).
 */
const CLOSE_CHUNK = 4;
/** Employee ids per list parameter of a check inside the close's first transaction. */
const ID_CHUNK = 500;
/**
 * Employees' rows a close reads per statement, with a yield before each: on SQLite 500 employees' rows took
 * 12–30 ms in one turn (decision 022).
 */
const EMPLOYEE_READ_CHUNK = 100;
/** Employees' rows a claim writes per statement, with a yield between statements. */
const CLAIM_CHUNK = 100;
/**
 * Employees whose frozen days or ledger entries one DELETE removes, with a yield between statements: on SQLite
 * the delete of a whole period of 1,000 employees held the event loop 150–200 ms (decision 022).
 */
const DELETE_CHUNK = 25;
/**
 * Employees a reopen reverses per transaction. A transaction of all 1,000 employees' entries, rows and events
 * held the event loop 30–55 ms on SQLite in its commit (decision 022).
 */
const REOPEN_CHUNK = 25;
/**
 * Events built and written per statement, with a yield between: a close or reopen of 1,000 employees fires a
 * `time_bank.updated` for each, with its entries, and all of them at once held the loop 60 ms (decision 022).
 */
const EVENT_CHUNK = 100;

/**
 * A close that has written nothing for this long is dead: its process stopped mid-way (a chunk takes
 * milliseconds, seconds on a starved machine). Its days are released by the next close of any of them, or by
 * `discardStalledClose`.
 */
export const CLOSE_STALL_MS = 2 * 60 * 1000;

/** Whether a `closing` period's process is gone (see `CLOSE_STALL_MS`). */
export function isStalled(period: PeriodRow, now = Date.now()): boolean {
  return period.status === 'closing' && now - (period.progressAt ?? period.closedAt) > CLOSE_STALL_MS;
}

/**
 * Takes the tenant's lock (all its environments) for the rest of the transaction, so that the transactions of
 * closes and reopens take turns (SQLite's transactions already do). A close or a reopen runs as several
 * transactions: `closing` and `reopening` tell the others one is under way.
 */
async function lockTenant(tx: Tx, scope: TenantScope): Promise<void> {
  await lockedOnPostgres(
    tx.selectFrom('tenants').select('id').where('id', '=', scope.tenantId),
    tx,
  ).execute();
}

/**
 * Discards each of `closes` whose process died (`isStalled`), so that its days are open again; the first still
 * running is refused with `refusal`.
 */
async function discardDeadCloses(
  tx: Tx,
  dialect: Dialect,
  scope: TenantScope,
  closes: readonly PeriodRow[],
  refusal: (running: PeriodRow) => ApiError,
): Promise<void> {
  for (const close of closes) {
    if (!isStalled(close)) throw refusal(close);
    await discardPeriod(tx, dialect, scope, close.id);
  }
}

/** The employees a close names (each must exist: 400 otherwise), or every active one. */
async function employeesToClose(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  ids: string[] | undefined,
): Promise<EmployeeRow[]> {
  if (ids) {
    const unique = [...new Set(ids)];
    const found: EmployeeRow[] = [];
    for (const part of chunks(unique, EMPLOYEE_READ_CHUNK)) {
      await letIoIn();
      found.push(
        ...(await selectEmployees(db, scope)
          .where(isIn(dialect, 'id', part))
          .execute()),
      );
    }
    const known = new Set(found.map((e) => e.id));
    const missing = unique.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw ApiError.invalid(
        missing
          .slice(0, 20)
          .map((id) => ({ field: 'employeeIds', message: `${id} is not an employee of this environment` })),
        `employeeIds: ${missing.length} not employees of this environment`,
      );
    return found.sort((a, b) => a.id.localeCompare(b.id));
  }
  const all: EmployeeRow[] = [];
  let after = '';
  for (;;) {
    await letIoIn();
    const batch = await selectEmployees(db, scope)
      .where('active', '=', 1)
      .where('id', '>', after)
      .orderBy('id')
      .limit(EMPLOYEE_READ_CHUNK)
      .execute();
    all.push(...batch);
    if (batch.length < EMPLOYEE_READ_CHUNK) return all;
    after = batch[batch.length - 1]!.id;
  }
}

/** What an event of a period says: the period as the API shows it. */
function periodEvent(
  scope: TenantScope,
  type: 'period.closed' | 'period.reopened',
  row: PeriodRow,
  at: number,
): NewEvent {
  return { ...scope, type, data: periodView(row), at };
}

/** `time_bank.updated` of each employee whose bank a close or a reopen changed, with their balances. */
async function timeBankEvents(
  tx: Executor,
  dialect: Dialect,
  scope: TenantScope,
  changes: Map<string, TimeBankEntryView[]>,
  reason: 'period_closed' | 'period_reopened',
  periodId: string,
  at: number,
): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  for (const part of chunks([...changes.keys()], EVENT_CHUNK)) {
    await letIoIn();
    const sums = await tx
      .selectFrom('timeBankEntries')
      .select(['employeeId', sql<number | string>`sum(minutes)`.as('balance')])
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where(isIn(dialect, 'employeeId', part))
      .groupBy('employeeId')
      .execute();
    const balance = new Map(sums.map((row) => [row.employeeId, Number(row.balance)]));
    for (const employeeId of part)
      events.push({
        ...scope,
        type: 'time_bank.updated',
        data: {
          employeeId,
          balanceMinutes: balance.get(employeeId) ?? 0,
          reason,
          periodId,
          entries: changes.get(employeeId)!,
        },
        at,
      });
  }
  return events;
}

async function insertEvents(tx: Executor, events: NewEvent[]): Promise<void> {
  for (const part of chunks(events, EVENT_CHUNK)) {
    await letIoIn();
    await eventsInsert(tx, part).execute();
  }
}

/**
 * Closes a period (docs/time-bank.md, decision 016). First, in one transaction, the period is claimed: its
 * employees' days in `from`–`to` must not be in another closed period, nor in a close still running (409);
 * then its employees' rows are written, `CLAIM_CHUNK` at a time, and from then on their days are closed
 * (adjustments and absences get 409 `period_closed`). Then the employees are frozen `CLOSE_CHUNK` at a time:
 * each chunk's rows are read, its treated days computed (the espelho's arithmetic, by the tenant's espelho
 * policy) and frozen in the `freezer`'s thread, and its bank entries posted, with the expiry of the
 * credits whose last day has come, in a transaction of its own. Last, the period turns `closed` and its events
 * are written. A failure undoes what was written and releases the days.
 */
export async function closePeriod(
  db: Db,
  dialect: Dialect,
  freezer: DayFreezer,
  scope: TenantScope,
  actor: Actor,
  input: ClosePeriodInput,
): Promise<PeriodView> {
  const { from, to } = input;
  parseDateRange(from, to, MAX_PERIOD_DAYS);
  const tenant = await findTenant(db, scope.tenantId);
  if (!tenant) throw ApiError.notFound('tenant');
  const today = LocalClock.for(tenant.timezone).parts(Date.now()).date;
  if (to >= today)
    throw ApiError.invalidField('to', 'must be before today: a period closes days that are over');
  const employees = await employeesToClose(db, dialect, scope, input.employeeIds);
  if (employees.length === 0)
    throw ApiError.invalidField('employeeIds', 'there is no active employee to close');

  const policy = await findTimeBankPolicy(db, scope);
  const termsOf = (employee: EmployeeRow): BankTerms => ({
    inBank: policy.enabled && employee.timeBank === 1,
    policy,
  });
  const now = Date.now();
  const row: PeriodRow = {
    id: newId(),
    tenantId: scope.tenantId,
    environment: scope.environment,
    dateFrom: from,
    dateTo: to,
    employeeIds: input.employeeIds ? JSON.stringify([...new Set(input.employeeIds)]) : null,
    employeeCount: employees.length,
    status: 'closing',
    closedAt: now,
    progressAt: now,
    closedByType: actor.type,
    closedById: actor.id,
    reopenedAt: null,
    reopenedByType: null,
    reopenedById: null,
  };

  await db.transaction().execute(async (tx) => {
    await lockTenant(tx, scope);
    // A reopen still running is about to remove entries this close's expiries would count.
    const reopening = await selectPeriods(tx, scope).where('status', '=', 'reopening').executeTakeFirst();
    if (reopening) {
      const progressAt = toIso(reopening.progressAt ?? reopening.reopenedAt!);
      throw ApiError.duplicate(
        `The period ${reopening.id} (${reopening.dateFrom} to ${reopening.dateTo}) is being reopened (it last progressed at ${progressAt}); try again once it is done. A reopen that stopped part-way is finished by reopening it again.`,
        reopening.id,
        {
          reason: 'reopen_running',
          params: { from: reopening.dateFrom, to: reopening.dateTo, progressAt },
        },
      );
    }
    // A close of overlapping days still running holds them too, though its employees' rows may not all be
    // written yet; one whose process died releases them now.
    const running = await selectPeriods(tx, scope)
      .where('status', '=', 'closing')
      .where('dateFrom', '<=', to)
      .where('dateTo', '>=', from)
      .execute();
    await discardDeadCloses(tx, dialect, scope, running, (other) =>
      ApiError.duplicate(
        `The period ${other.id} (${other.dateFrom} to ${other.dateTo}) is being closed; try again once it is done.`,
        other.id,
        { reason: 'overlapping_close', params: { from: other.dateFrom, to: other.dateTo } },
      ),
    );
    for (const part of chunks(employees, ID_CHUNK)) {
      const clash = await tx
        .selectFrom('periodEmployees')
        .select(['periodId', 'employeeId', 'dateFrom', 'dateTo'])
        .where('tenantId', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('status', '=', 'closed')
        .where('dateFrom', '<=', to)
        .where('dateTo', '>=', from)
        .where(
          isIn(
            dialect,
            'employeeId',
            part.map((e) => e.id),
          ),
        )
        .executeTakeFirst();
      if (clash)
        throw ApiError.duplicate(
          `Employee ${clash.employeeId} is in the closed period ${clash.periodId} (${clash.dateFrom} to ${clash.dateTo}), which overlaps this one.`,
          clash.periodId,
          {
            reason: 'period_overlap',
            params: { employeeId: clash.employeeId, from: clash.dateFrom, to: clash.dateTo },
          },
        );
    }
    await tx.insertInto('periods').values(row).execute();
  });

  try {
    // The employees' rows (what makes their days a 409), a few at a time so the loop is never held long; all
    // are written before any day is read.
    for (const part of chunks(employees, CLAIM_CHUNK)) {
      await letIoIn();
      await db
        .insertInto('periodEmployees')
        .values(
          part.map((employee) => ({
            periodId: row.id,
            employeeId: employee.id,
            tenantId: scope.tenantId,
            environment: scope.environment,
            dateFrom: from,
            dateTo: to,
            status: 'closed' as const,
            inBank: termsOf(employee).inBank ? 1 : 0,
            totals: '{}',
          })),
        )
        .execute();
    }
    const espelhoPolicy = await findEspelhoPolicy(db, scope);
    const holidays = await holidayCalendar(db, scope, addDays(from, -1), to);
    const changes = new Map<string, TimeBankEntryView[]>();
    const dayBefore = addDays(from, -1);
    for (const chunk of chunks(employees, CLOSE_CHUNK)) {
      await letIoIn();
      const subjects = chunk.map((employee) => ({ employee, timezone: zoneOf(employee, tenant) }));
      const rows = await fetchWorkdayRows(db, scope, subjects, { from: dayBefore, to });
      const frozenChunk = await freezer.freeze({
        dayBefore,
        to,
        holidays,
        espelhoPolicy,
        now,
        employees: subjects.map((subject, i) => ({
          subject,
          rows: rows[i]!,
          terms: termsOf(subject.employee),
        })),
      });
      const frozen = chunk.map((employee, i) => ({ employee, ...frozenChunk.employees[i]! }));
      await db.transaction().execute(async (tx) => {
        const postings = new Map<string, TimeBankEntryRow[]>();
        for (const { employee, postings: posted } of frozen) {
          if (!termsOf(employee).inBank) continue;
          const at = Date.now();
          postings.set(
            employee.id,
            posted.map((p) => ({
              id: newId(),
              tenantId: scope.tenantId,
              environment: scope.environment,
              employeeId: employee.id,
              date: p.date,
              kind: p.kind,
              minutes: p.minutes,
              expiresOn: p.expiresOn,
              periodId: row.id,
              sourceId: null,
              note: p.note,
              createdAt: at,
              createdByType: actor.type,
              createdById: actor.id,
            })),
          );
        }
        // Every employee of the chunk in the bank, even without postings: an older credit may expire.
        const inBank = frozen
          .filter(({ employee }) => termsOf(employee).inBank)
          .map(({ employee }) => employee.id);
        if (inBank.length > 0) {
          const stored = await selectEntries(tx, scope)
            .where(isIn(dialect, 'employeeId', inBank))
            .where('date', '<=', to)
            .execute();
          for (const id of inBank) {
            const own = [...stored.filter((e) => e.employeeId === id), ...postings.get(id)!];
            const at = Date.now();
            for (const lot of expiredCredits(own, to)) {
              const date = lot.entry.expiresOn! < from ? from : lot.entry.expiresOn!;
              postings.get(id)!.push({
                id: newId(),
                tenantId: scope.tenantId,
                environment: scope.environment,
                employeeId: id,
                date,
                kind: 'expiry',
                minutes: -lot.remaining,
                expiresOn: null,
                periodId: row.id,
                sourceId: lot.entry.id,
                note: `credit of ${lot.entry.date} not compensated by ${lot.entry.expiresOn!}: paid`,
                createdAt: at,
                createdByType: actor.type,
                createdById: actor.id,
              });
            }
          }
        }
        const entries = [...postings.values()].flat();
        await insertEntries(tx, entries);
        for (const [employeeId, rows] of postings)
          if (rows.length > 0) changes.set(employeeId, rows.map(entryView));
        await insertPeriodDays(tx, dialect, scope, row.id, frozenChunk.dayRowsJson);
        for (const { employee, totalsJson } of frozen)
          await tx
            .updateTable('periodEmployees')
            .set({ totals: totalsJson })
            .where('tenantId', '=', scope.tenantId)
            .where('environment', '=', scope.environment)
            .where('periodId', '=', row.id)
            .where('employeeId', '=', employee.id)
            .execute();
        await updatePeriod(tx, scope, row.id, { progressAt: Date.now() });
      });
    }
    const closed: PeriodRow = { ...row, status: 'closed' };
    await db.transaction().execute(async (tx) => {
      await updatePeriod(tx, scope, row.id, { status: 'closed' });
      const at = Date.now();
      const events = [
        periodEvent(scope, 'period.closed', closed, at),
        ...(await timeBankEvents(tx, dialect, scope, changes, 'period_closed', row.id, at)),
      ];
      await insertEvents(tx, events);
    });
    return periodView(closed);
  } catch (error) {
    await db.transaction().execute((tx) => discardPeriod(tx, dialect, scope, row.id));
    throw error;
  }
}

/** Removes what a failed or dead close wrote, so its days are open again. */
async function discardPeriod(tx: Tx, dialect: Dialect, scope: TenantScope, periodId: string): Promise<void> {
  const employeeIds = await membersOf(tx, scope, periodId);
  await removeEntries(tx, dialect, scope, periodId, employeeIds);
  await removeFrozenDays(tx, dialect, scope, periodId, employeeIds);
  await tx
    .deleteFrom('periodEmployees')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('periodId', '=', periodId)
    .execute();
  await tx
    .deleteFrom('periods')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', periodId)
    .execute();
}

/**
 * Discards a close whose process died (`isStalled`): what it wrote goes, and its days are open again. 409 while
 * it still makes progress, and for a period that is closed (it is reopened instead), reopening or reopened.
 */
export async function discardStalledClose(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockTenant(tx, scope);
    const period = await findPeriod(tx, scope, id);
    if (!period) throw ApiError.notFound('period');
    if (period.status !== 'closing')
      throw ApiError.conflict(
        `This period is ${period.status}: only a close that stopped part-way is discarded${period.status === 'closed' ? '; reopen a closed period' : ''}.`,
        { reason: 'period_state', params: { status: period.status } },
      );
    if (!isStalled(period)) {
      const progressAt = new Date(period.progressAt ?? period.closedAt).toISOString();
      throw ApiError.conflict(
        `This period is being closed (it last progressed at ${progressAt}); a close is discarded once it has not progressed for ${CLOSE_STALL_MS / 60_000} minutes.`,
        { reason: 'close_not_stalled', params: { progressAt } },
      );
    }
    await discardPeriod(tx, dialect, scope, id);
  });
}

/** The employees of a period. */
async function membersOf(tx: Executor, scope: TenantScope, periodId: string): Promise<string[]> {
  const members = await selectPeriodEmployees(tx, scope, periodId)
    .clearSelect()
    .select('employeeId')
    .execute();
  return members.map((m) => m.employeeId);
}

/**
 * Deletes a period's ledger entries, `DELETE_CHUNK` employees a statement, and returns the entries it deleted.
 */
async function removeEntries(
  tx: Tx,
  dialect: Dialect,
  scope: TenantScope,
  periodId: string,
  employeeIds: readonly string[],
): Promise<TimeBankEntryRow[]> {
  const removed: TimeBankEntryRow[] = [];
  for (const part of chunks(employeeIds, DELETE_CHUNK)) {
    await letIoIn();
    removed.push(
      ...(await selectEntries(tx, scope)
        .where('periodId', '=', periodId)
        .where(isIn(dialect, 'employeeId', part))
        .orderBy('id')
        .execute()),
    );
    await letIoIn();
    await tx
      .deleteFrom('timeBankEntries')
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('periodId', '=', periodId)
      .where(isIn(dialect, 'employeeId', part))
      .execute();
  }
  return removed;
}

/** Deletes a period's frozen days, `DELETE_CHUNK` employees a statement. */
async function removeFrozenDays(
  tx: Tx,
  dialect: Dialect,
  scope: TenantScope,
  periodId: string,
  employeeIds: readonly string[],
): Promise<void> {
  for (const part of chunks(employeeIds, DELETE_CHUNK)) {
    await letIoIn();
    await tx
      .deleteFrom('periodDays')
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('periodId', '=', periodId)
      .where(isIn(dialect, 'employeeId', part))
      .execute();
  }
}

/**
 * Reopens a closed period: its ledger entries (postings and expiries) are removed and its days open again.
 * A later closed period of one of its employees is a 409: its postings and expiries counted on this one's
 * (reopen that first). Fires a `time_bank.updated` per employee whose bank changed, then `period.reopened`.
 *
 * It runs as a close does, in steps, so no commit holds the event loop long (decision 022). A first
 * transaction checks the period and marks it `reopening`; from then on no close of the tenant-environment
 * starts (its expiries would count entries about to go). Then `REOPEN_CHUNK` employees at a time, each
 * chunk in a transaction of its own, their entries go, their rows turn `reopened` (their days open) and
 * their events are written, so each employee's balance moves in one commit. A last transaction marks the
 * period `reopened`. A reopen that stopped part-way is `reopening` until the next request to reopen it
 * finishes the employees still closed; two requests at once take turns chunk by chunk.
 *
 * Its frozen days stay until housekeeping sweeps them (`runHousekeeping`): nothing reads a reopened period's
 * days (a period never closes twice: a new close is a new period), and deleting a month of 1,000 employees'
 * days writes about 10,000 pages, which on SQLite filled the WAL to the backstop checkpoint inside the reopen
 * (25–75 ms in one commit; decision 022).
 */
export async function reopenPeriod(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  actor: Actor,
  id: string,
): Promise<PeriodView> {
  await startReopen(db, dialect, scope, actor, id);
  while (await reopenNextEmployees(db, dialect, scope, id)) await letIoIn();
  return periodView(await finishReopen(db, scope, id));
}

/** Checks that a period can be reopened and marks it `reopening`; one already `reopening` is resumed. */
async function startReopen(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  actor: Actor,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockTenant(tx, scope);
    const period = await findPeriod(tx, scope, id);
    if (!period) throw ApiError.notFound('period');
    if (period.status === 'reopening') return;
    if (period.status !== 'closed')
      throw ApiError.conflict(`This period is ${period.status}, not closed.`, {
        reason: 'period_state',
        params: { status: period.status },
      });
    // A close still writing its employees' rows is not yet seen below, and its expiries would count the entries
    // this reopen removes; one whose process died is discarded. (Once this one is `reopening`, no close starts.)
    const closing = await selectPeriods(tx, scope).where('status', '=', 'closing').execute();
    await discardDeadCloses(tx, dialect, scope, closing, (running) =>
      ApiError.duplicate(
        `The period ${running.id} (${running.dateFrom} to ${running.dateTo}) is being closed; try again once it is done.`,
        running.id,
        { reason: 'close_running', params: { from: running.dateFrom, to: running.dateTo } },
      ),
    );
    const later = await tx
      .selectFrom('periodEmployees as later')
      .select(['later.periodId', 'later.dateFrom', 'later.dateTo'])
      .where('later.tenantId', '=', scope.tenantId)
      .where('later.environment', '=', scope.environment)
      .where('later.status', '=', 'closed')
      .where('later.dateFrom', '>', period.dateTo)
      .where('later.employeeId', 'in', (eb) =>
        eb
          .selectFrom('periodEmployees as own')
          .select('own.employeeId')
          .where('own.tenantId', '=', scope.tenantId)
          .where('own.environment', '=', scope.environment)
          .where('own.periodId', '=', id),
      )
      .orderBy('later.dateFrom')
      .executeTakeFirst();
    if (later)
      throw ApiError.duplicate(
        `The later period ${later.periodId} (${later.dateFrom} to ${later.dateTo}) is closed for some of its employees; reopen it first.`,
        later.periodId,
        { reason: 'later_period_closed', params: { from: later.dateFrom, to: later.dateTo } },
      );
    await updatePeriod(tx, scope, id, {
      status: 'reopening',
      reopenedAt: Date.now(),
      reopenedByType: actor.type,
      reopenedById: actor.id,
      progressAt: Date.now(),
    });
  });
}

/**
 * Reverses the next `REOPEN_CHUNK` employees of a reopening period still closed, in one transaction: their
 * entries go, their rows turn `reopened` and their `time_bank.updated` are written. False once none is left.
 */
async function reopenNextEmployees(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  id: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // Under the lock, so a request reopening the same period at once takes the employees this one left.
    await lockTenant(tx, scope);
    const part = await selectPeriodEmployees(tx, scope, id)
      .clearSelect()
      .select('employeeId')
      .where('status', '=', 'closed')
      .orderBy('employeeId')
      .limit(REOPEN_CHUNK)
      .execute();
    if (part.length === 0) return false;
    const employeeIds = part.map((member) => member.employeeId);
    const removed = await removeEntries(tx, dialect, scope, id, employeeIds);
    await tx
      .updateTable('periodEmployees')
      .set({ status: 'reopened' })
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('periodId', '=', id)
      .where(isIn(dialect, 'employeeId', employeeIds))
      .execute();
    const changes = new Map<string, TimeBankEntryView[]>();
    for (const entry of removed) {
      const list = changes.get(entry.employeeId) ?? [];
      list.push(entryView(entry));
      changes.set(entry.employeeId, list);
    }
    await insertEvents(
      tx,
      await timeBankEvents(tx, dialect, scope, changes, 'period_reopened', id, Date.now()),
    );
    await updatePeriod(tx, scope, id, { progressAt: Date.now() });
    return true;
  });
}

/** Marks a reopening period `reopened` and writes `period.reopened`; returns the period as it now stands. */
async function finishReopen(db: Db, scope: TenantScope, id: string): Promise<PeriodRow> {
  return db.transaction().execute(async (tx) => {
    await lockTenant(tx, scope);
    const period = (await findPeriod(tx, scope, id))!;
    // A request reopening it at the same time may have finished it first.
    if (period.status !== 'reopening') return period;
    const reopened: PeriodRow = { ...period, status: 'reopened' };
    await updatePeriod(tx, scope, id, { status: 'reopened' });
    await insertEvents(tx, [periodEvent(scope, 'period.reopened', reopened, Date.now())]);
    return reopened;
  });
}

/** A closed period, one employee of it and their frozen days (JSON of each day, in date order). */
async function readFrozen(db: Db, scope: TenantScope, periodId: string, employeeId: string) {
  const period = await findPeriod(db, scope, periodId);
  if (!period) throw ApiError.notFound('period');
  if (period.status !== 'closed')
    throw ApiError.conflict(`This period is ${period.status}: its days are not frozen.`, {
      reason: 'period_state',
      params: { status: period.status },
    });
  const member = await selectPeriodEmployees(db, scope, periodId)
    .where('employeeId', '=', employeeId)
    .executeTakeFirst();
  const employee = member && (await findEmployee(db, scope, employeeId));
  if (!member || !employee) throw ApiError.notFound('employee of this period');
  const days = await selectPeriodDays(db, scope, periodId)
    .select('day')
    .where('employeeId', '=', employeeId)
    .orderBy('date')
    .execute();
  return { period, member, employee, days: days.map((d) => d.day) };
}

/**
 * The espelho of one employee of a closed period as the close froze it (docs/time-bank.md): the days with what
 * the close decided of each for the bank, and their totals. JSON text, the frozen days as stored.
 */
export async function frozenEspelho(
  db: Db,
  scope: TenantScope,
  periodId: string,
  employeeId: string,
): Promise<string> {
  const { period, member, employee, days } = await readFrozen(db, scope, periodId, employeeId);
  const head = {
    period: { id: period.id, from: period.dateFrom, to: period.dateTo, closedAt: toIso(period.closedAt) },
    employee: {
      id: employee.id,
      name: employee.name,
      cpf: employee.cpf,
      pis: employee.pis,
      registration: employee.registration,
    },
    inBank: member.inBank === 1,
  };
  return `${JSON.stringify(head).slice(0, -1)},"days":[${days.join(',')}],"totals":${member.totals}}`;
}

/**
 * The same frozen days as a section of the espelho PDF (`PdfRenderer`), with the tenant and the period's range:
 * what a worker reads and acknowledges of a closed month (docs/portal.md).
 */
export async function frozenEspelhoSection(
  db: Db,
  scope: TenantScope,
  periodId: string,
  employeeId: string,
): Promise<{ tenant: Tenant; period: { from: string; to: string }; section: EspelhoSection }> {
  const { period, member, employee, days } = await readFrozen(db, scope, periodId, employeeId);
  const tenant = (await findTenant(db, scope.tenantId))!;
  const histories = await scheduleHistories(db, scope, [employee.id]);
  return {
    tenant,
    period: { from: period.dateFrom, to: period.dateTo },
    section: {
      employee,
      timezone: employee.timezone ?? tenant.timezone,
      schedules: spansBetween(histories.get(employee.id)!, period.dateFrom, period.dateTo),
      days: days.map((day) => JSON.parse(day) as FrozenDay),
      totals: JSON.parse(member.totals) as Totals,
    },
  };
}
