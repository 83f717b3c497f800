import { csvLines } from '../../platform/csv.js';
import { dayNumber } from '../../platform/dates.js';
import type { Db, Dialect } from '../../platform/db/database.js';
import { isIn } from '../../platform/db/list-parameters.js';
import type { EmployeeRow, PeriodRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { selectEmployees } from '../employees/employees.repository.js';
import type { FrozenDay } from '../periods/freeze.js';
import { findPeriod, selectPeriodDays, selectPeriodEmployees } from '../periods/periods.repository.js';
import { selectEntries } from '../time-bank/time-bank.repository.js';
import { findPayrollCodes, storePayrollCodes } from './payroll.repository.js';
import {
  PAYROLL_ITEMS,
  type PayrollCodes,
  type PayrollCodesInput,
  type PayrollCodesView,
  type PayrollItem,
} from './payroll.schemas.js';

export async function putPayrollCodes(
  db: Db,
  scope: TenantScope,
  input: PayrollCodesInput,
): Promise<PayrollCodesView> {
  const codes = Object.fromEntries(
    PAYROLL_ITEMS.map((item) => [item, input[item]?.trim() || null]),
  ) as PayrollCodes;
  await storePayrollCodes(db, scope, codes, Date.now());
  return findPayrollCodes(db, scope);
}

/** `HH:MM`, hours unbounded. */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Centesimal hours with a decimal comma (`8,50`), rounded to the hundredth in integers. */
export function centesimal(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
}

/** What one employee's period comes to, in counted minutes (and days where they count). */
export type PayrollTotals = Record<PayrollItem, { minutes: number; days?: number }>;

/** The Monday of a date's week, as a day number. */
const mondayOf = (date: string) => {
  const day = dayNumber(date);
  return day - ((((day + 3) % 7) + 7) % 7);
};

const wholeDayAbsent = (day: FrozenDay) =>
  day.flags.includes('absent') ||
  (day.status === 'absence' && day.absence !== null && !day.absence.justified);

/**
 * The payroll items of an employee's frozen days (docs/time-bank.md): what the bank took (overtime,
 * lateness, absences) is neither paid nor discounted here; compensation days are paid as normal hours.
 */
export function payrollTotals(days: FrozenDay[], payoutMinutes: number): PayrollTotals {
  const totals: PayrollTotals = {
    normal: { minutes: 0 },
    overtime50: { minutes: 0 },
    overtime100: { minutes: 0 },
    night: { minutes: 0 },
    absenceHours: { minutes: 0 },
    absenceDays: { minutes: 0, days: 0 },
    dsrLost: { minutes: 0, days: 0 },
    timeBankPayout: { minutes: payoutMinutes },
  };
  const contractOfWeek = new Map<number, { minutes: number; days: number }>();
  for (const day of days) {
    if (day.contractMinutes <= 0) continue;
    const week = contractOfWeek.get(mondayOf(day.date)) ?? { minutes: 0, days: 0 };
    week.minutes += day.contractMinutes;
    week.days += 1;
    contractOfWeek.set(mondayOf(day.date), week);
  }
  for (const day of days) {
    const missed = day.lateMinutes + day.absenceMinutes;
    totals.normal.minutes +=
      Math.max(0, day.scheduledMinutes - (day.debited ? 0 : missed)) + day.compensationMinutes;
    if (!day.banked) {
      totals.overtime50.minutes += day.overtime50Minutes;
      totals.overtime100.minutes += day.overtime100Minutes;
    }
    totals.night.minutes += day.nightMinutes;
    if (!day.debited && missed > 0) {
      if (wholeDayAbsent(day)) {
        totals.absenceDays.minutes += missed;
        totals.absenceDays.days! += 1;
      } else totals.absenceHours.minutes += missed;
    }
    if (day.flags.includes('dsr_lost')) {
      const week = contractOfWeek.get(mondayOf(day.date));
      totals.dsrLost.minutes += week ? Math.round(week.minutes / week.days) : 0;
      totals.dsrLost.days! += 1;
    }
  }
  return totals;
}

/** Checks the period can be exported: it exists (404) and is closed (409). */
export async function payrollPeriod(db: Db, scope: TenantScope, periodId: string): Promise<PeriodRow> {
  const period = await findPeriod(db, scope, periodId);
  if (!period) throw ApiError.notFound('period');
  if (period.status !== 'closed')
    throw ApiError.conflict(`This period is ${period.status}: only a closed period is exported.`, {
      reason: 'period_state',
      params: { status: period.status },
    });
  return period;
}

const PAGE = 100;

interface EmployeePayroll {
  employee: EmployeeRow;
  inBank: boolean;
  totals: PayrollTotals;
}

/** Each employee of the period with their totals, `PAGE` employees a query. */
async function* employeePayrolls(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  period: PeriodRow,
): AsyncGenerator<EmployeePayroll> {
  let after = '';
  for (;;) {
    const members = await selectPeriodEmployees(db, scope, period.id)
      .where('employeeId', '>', after)
      .orderBy('employeeId')
      .limit(PAGE)
      .execute();
    if (members.length === 0) return;
    const ids = members.map((m) => m.employeeId);
    const employees = new Map(
      (
        await selectEmployees(db, scope)
          .where(isIn(dialect, 'id', ids))
          .execute()
      ).map((e) => [e.id, e]),
    );
    const dayRows = await selectPeriodDays(db, scope, period.id)
      .where(isIn(dialect, 'employeeId', ids))
      .orderBy('employeeId')
      .orderBy('date')
      .execute();
    const daysOf = new Map<string, FrozenDay[]>();
    for (const row of dayRows) {
      const list = daysOf.get(row.employeeId) ?? [];
      list.push(JSON.parse(row.day) as FrozenDay);
      daysOf.set(row.employeeId, list);
    }
    const payouts = await selectEntries(db, scope)
      .where(isIn(dialect, 'employeeId', ids))
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'expiry'), eb('periodId', '=', period.id)]),
          eb.and([
            eb('kind', '=', 'payout'),
            eb('date', '>=', period.dateFrom),
            eb('date', '<=', period.dateTo),
          ]),
        ]),
      )
      .execute();
    const payoutOf = new Map<string, number>();
    for (const entry of payouts)
      payoutOf.set(entry.employeeId, (payoutOf.get(entry.employeeId) ?? 0) - entry.minutes);
    for (const member of members) {
      const employee = employees.get(member.employeeId);
      if (!employee) continue;
      yield {
        employee,
        inBank: member.inBank === 1,
        totals: payrollTotals(daysOf.get(member.employeeId) ?? [], payoutOf.get(member.employeeId) ?? 0),
      };
    }
    if (members.length < PAGE) return;
    after = members[members.length - 1]!.employeeId;
  }
}

function amount(codes: PayrollCodes, item: PayrollItem, total: { minutes: number; days?: number }) {
  return {
    code: codes[item],
    minutes: total.minutes,
    hhmm: hhmm(total.minutes),
    hours: centesimal(total.minutes),
    ...(total.days === undefined ? {} : { days: total.days }),
  };
}

/** The payroll export as JSON, streamed employee by employee. */
export async function* payrollJson(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  period: PeriodRow,
): AsyncGenerator<string> {
  const codes = await findPayrollCodes(db, scope);
  const head = {
    period: { id: period.id, from: period.dateFrom, to: period.dateTo },
    generatedAt: new Date().toISOString(),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"employees":[`;
  let first = true;
  for await (const { employee, inBank, totals } of employeePayrolls(db, dialect, scope, period)) {
    const entry = {
      employee: {
        id: employee.id,
        name: employee.name,
        cpf: employee.cpf,
        pis: employee.pis,
        registration: employee.registration,
        externalId: employee.externalId,
      },
      inBank,
      items: Object.fromEntries(PAYROLL_ITEMS.map((item) => [item, amount(codes, item, totals[item])])),
    };
    yield (first ? '' : ',') + JSON.stringify(entry);
    first = false;
  }
  yield ']}';
}

const CSV_COLUMNS = [
  'employee_id',
  'employee_name',
  'cpf',
  'registration',
  'external_id',
  'item',
  'code',
  'minutes',
  'hhmm',
  'hours',
  'days',
];

/** The payroll export as CSV: one row per employee and item, the way payroll systems import rubrics. */
export async function* payrollCsv(
  db: Db,
  dialect: Dialect,
  scope: TenantScope,
  period: PeriodRow,
): AsyncGenerator<string> {
  const codes = await findPayrollCodes(db, scope);
  yield csvLines([CSV_COLUMNS]);
  for await (const { employee, totals } of employeePayrolls(db, dialect, scope, period)) {
    yield csvLines(
      PAYROLL_ITEMS.map((item) => {
        const a = amount(codes, item, totals[item]);
        return [
          employee.id,
          employee.name,
          employee.cpf,
          employee.registration,
          employee.externalId,
          item,
          a.code,
          a.minutes,
          a.hhmm,
          a.hours,
          a.days ?? null,
        ];
      }),
    );
  }
}
