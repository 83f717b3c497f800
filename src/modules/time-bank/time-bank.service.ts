import type { Db, Tx } from '../../platform/db/database.js';
import type { Actor, TenantScope, TimeBankEntryRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent } from '../../platform/outbox.js';
import { assertDaysOpen } from '../closed-periods/closed-periods.js';
import { findEmployee } from '../employees/employees.repository.js';
import { expiresOn } from './ledger.js';
import {
  balances,
  entryView,
  findTimeBankPolicy,
  insertEntries,
  selectEntries,
  storeTimeBankPolicy,
} from './time-bank.repository.js';
import type {
  ManualEntryInput,
  TimeBankEntryView,
  TimeBankLedgerView,
  TimeBankPolicy,
  TimeBankPolicyView,
} from './time-bank.schemas.js';

export async function putTimeBankPolicy(
  db: Db,
  scope: TenantScope,
  policy: TimeBankPolicy,
): Promise<TimeBankPolicyView> {
  const hundredths = policy.creditMultiplier * 100;
  if (Math.abs(hundredths - Math.round(hundredths)) > 1e-9)
    throw ApiError.invalidField('creditMultiplier', 'must have at most two decimals');
  await storeTimeBankPolicy(db, scope, policy, Date.now());
  return findTimeBankPolicy(db, scope);
}

/** The payload of `time_bank.updated`: the employee's balance after the change and the entries it made. */
export interface TimeBankUpdate {
  employeeId: string;
  balanceMinutes: number;
  reason: 'manual' | 'period_closed' | 'period_reopened';
  periodId: string | null;
  /** The entries added (or, on a reopen, removed). */
  entries: TimeBankEntryView[];
}

/** Records `time_bank.updated` for an employee, with the balance read inside the change's transaction. */
export async function recordTimeBankUpdate(
  tx: Tx,
  scope: TenantScope,
  update: Omit<TimeBankUpdate, 'balanceMinutes'>,
  at: number,
): Promise<void> {
  const { closing } = await balances(tx, scope, update.employeeId, undefined, undefined);
  const data: TimeBankUpdate = { ...update, balanceMinutes: closing };
  await recordEvent(tx, { ...scope, type: 'time_bank.updated', data, at });
}

/** An employee's ledger: the entries of `from`–`to` and the balances before and up to them. */
export async function timeBankLedger(
  db: Db,
  scope: TenantScope,
  employeeId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<TimeBankLedgerView> {
  if (from !== undefined && to !== undefined && to < from)
    throw ApiError.invalidField('from', 'must not be after to', 'after_to');
  if (!(await findEmployee(db, scope, employeeId))) throw ApiError.notFound('employee');
  let query = selectEntries(db, scope).where('employeeId', '=', employeeId);
  if (from !== undefined) query = query.where('date', '>=', from);
  if (to !== undefined) query = query.where('date', '<=', to);
  const rows = await query.orderBy('date').orderBy('id').execute();
  const { opening, closing } = await balances(db, scope, employeeId, from, to);
  return {
    employeeId,
    openingBalanceMinutes: opening,
    balanceMinutes: closing,
    entries: rows.map(entryView),
  };
}

/**
 * Adds a manual entry (a correction, or a payout of banked hours): a credit expires by the agreement in force.
 * A day of a closed period is a 409 `period_closed`: the period's payroll already took its balance.
 */
export async function addManualEntry(
  db: Db,
  scope: TenantScope,
  actor: Actor,
  input: ManualEntryInput,
): Promise<TimeBankEntryView> {
  const kind = input.kind ?? 'manual';
  if (input.minutes === 0) throw ApiError.invalidField('minutes', 'must not be 0');
  if (kind === 'payout' && input.minutes > 0)
    throw ApiError.invalidField('minutes', 'must be negative for a payout (hours leave the bank)');
  const reason = input.reason.trim();
  if (reason.length === 0) throw ApiError.invalidField('reason', 'must not be blank', 'blank');
  return db.transaction().execute(async (tx) => {
    const employee = await findEmployee(tx, scope, input.employeeId);
    if (!employee) throw ApiError.invalidField('employeeId', 'is not an employee of this environment');
    await assertDaysOpen(tx, scope, employee.id, input.date, input.date);
    const policy = await findTimeBankPolicy(tx, scope);
    const now = Date.now();
    const row: TimeBankEntryRow = {
      id: newId(),
      tenantId: scope.tenantId,
      environment: scope.environment,
      employeeId: employee.id,
      date: input.date,
      kind,
      minutes: input.minutes,
      expiresOn: input.minutes > 0 ? expiresOn(input.date, policy.agreement) : null,
      periodId: null,
      sourceId: null,
      note: reason,
      createdAt: now,
      createdByType: actor.type,
      createdById: actor.id,
    };
    await insertEntries(tx, [row]);
    const view = entryView(row);
    await recordTimeBankUpdate(
      tx,
      scope,
      { employeeId: employee.id, reason: 'manual', periodId: null, entries: [view] },
      now,
    );
    return view;
  });
}
