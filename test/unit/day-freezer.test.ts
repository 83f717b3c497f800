import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import type { Schedule } from '../../src/modules/employees/employees.schemas.js';
import { DEFAULT_ESPELHO_POLICY } from '../../src/modules/espelho-policy/espelho-policy.schemas.js';
import type { HolidayView } from '../../src/modules/holidays/holidays.schemas.js';
import { DayFreezer } from '../../src/modules/periods/day-freezer.js';
import freezeEmployees, {
  type FreezeTask,
  type FrozenDayRow,
} from '../../src/modules/periods/freeze-thread.js';
import { DEFAULT_TIME_BANK_POLICY } from '../../src/modules/time-bank/time-bank.schemas.js';
import type { EmployeeRow } from '../../src/platform/db/schema.js';

const ZONE = 'America/Sao_Paulo';
const schedule: Schedule = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [
    day,
    [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
  ]),
);

/** An employee's marks of a day at local `HH:MM` times. */
const day = (employeeId: string, date: string, ...times: string[]) =>
  times.map((time, i) => ({
    id: `${employeeId}-${date}-${i}`,
    employeeId,
    occurredAt: DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toMillis(),
    rep: 'rep_p' as const,
    deviceId: null,
  }));

/**
 * An employee's week of 2026-10-05 (Monday) to 10-09, 8 hours a day, Wednesday a company holiday: Monday worked
 * until `mondayExit`, Wednesday not worked, every other workday as scheduled.
 */
const weekOf = (id: string, mondayExit: string, inBank: boolean): FreezeTask['employees'][number] => ({
  subject: {
    employee: { id, admissionDate: '2026-01-01', terminationDate: null } as EmployeeRow,
    timezone: ZONE,
  },
  rows: {
    entries: [
      ...day(id, '2026-10-05', '08:00', '12:00', '13:00', mondayExit),
      ...['2026-10-06', '2026-10-08', '2026-10-09'].flatMap((date) =>
        day(id, date, '08:00', '12:00', '13:00', '17:00'),
      ),
    ],
    adjustments: [],
    absences: [],
    schedules: [{ effectiveFrom: '2026-01-01', schedule }],
  },
  terms: { inBank, policy: { ...DEFAULT_TIME_BANK_POLICY, enabled: true } },
});

/** e1, in the bank: 60 minutes of overtime on Monday, banked. e2, not in the bank: 120 minutes, paid. */
const task: FreezeTask = {
  dayBefore: '2026-10-04',
  to: '2026-10-09',
  holidays: new Map<string, HolidayView>([
    ['2026-10-07', { id: null, date: '2026-10-07', name: 'Dia da empresa', scope: 'national' }],
  ]),
  espelhoPolicy: DEFAULT_ESPELHO_POLICY,
  now: Date.parse('2026-11-01T12:00:00Z'),
  employees: [weekOf('e1', '18:00', true), weekOf('e2', '19:00', false)],
};

describe('DayFreezer', () => {
  const freezer = new DayFreezer();
  afterAll(() => freezer.close());

  it('freezes in its thread exactly what the task computes in place (the task crosses as plain data)', async () => {
    const inThread = await freezer.freeze(task);
    expect(inThread).toEqual(freezeEmployees(task));

    const [e1, e2] = inThread.employees;
    const rows = JSON.parse(inThread.dayRowsJson) as FrozenDayRow[];
    const week = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09'];
    // Each employee's days, in the task's order and then by date.
    expect(rows.map((r) => `${r.employeeId} ${r.date}`)).toEqual([
      ...week.map((date) => `e1 ${date}`),
      ...week.map((date) => `e2 ${date}`),
    ]);
    const dayOf = (employeeId: string, date: string) =>
      JSON.parse(rows.find((r) => r.employeeId === employeeId && r.date === date)!.day) as object;
    expect(dayOf('e1', '2026-10-05')).toMatchObject({ overtimeMinutes: 60, banked: true });
    expect(dayOf('e1', '2026-10-07')).toMatchObject({ status: 'holiday', absenceMinutes: 0 });
    expect(dayOf('e2', '2026-10-05')).toMatchObject({ overtimeMinutes: 120, banked: false });
    expect(e1!.postings).toEqual([
      expect.objectContaining({ date: '2026-10-05', kind: 'overtime', minutes: 60 }),
    ]);
    expect(JSON.parse(e1!.totalsJson)).toMatchObject({ overtimeMinutes: 60, workedMinutes: 4 * 480 + 60 });
    expect(e2!.postings).toEqual([]);
    expect(JSON.parse(e2!.totalsJson)).toMatchObject({ overtimeMinutes: 120, workedMinutes: 4 * 480 + 120 });
  });
});
