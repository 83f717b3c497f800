import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import type { Schedule } from '../../src/modules/employees/employees.schemas.js';
import { DEFAULT_ESPELHO_POLICY } from '../../src/modules/espelho-policy/espelho-policy.schemas.js';
import type { HolidayView } from '../../src/modules/holidays/holidays.schemas.js';
import { DayFreezer } from '../../src/modules/periods/day-freezer.js';
import freezeEmployees, { type FreezeTask } from '../../src/modules/periods/freeze-thread.js';
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

/** Marks of a day at local `HH:MM` times. */
const day = (date: string, ...times: string[]) =>
  times.map((time, i) => ({
    id: `${date}-${i}`,
    employeeId: 'e1',
    occurredAt: DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toMillis(),
    rep: 'rep_p' as const,
    deviceId: null,
  }));

/**
 * The week of 2026-10-05 (Monday) to 10-09, 8 hours a day, Wednesday a company holiday: Monday worked until
 * 18:00 (60 minutes of overtime, banked), Wednesday not worked.
 */
const task: FreezeTask = {
  dayBefore: '2026-10-04',
  to: '2026-10-09',
  holidays: new Map<string, HolidayView>([
    ['2026-10-07', { id: null, date: '2026-10-07', name: 'Dia da empresa', scope: 'national' }],
  ]),
  espelhoPolicy: DEFAULT_ESPELHO_POLICY,
  now: Date.parse('2026-11-01T12:00:00Z'),
  employees: [
    {
      subject: {
        employee: { id: 'e1', admissionDate: '2026-01-01', terminationDate: null } as EmployeeRow,
        timezone: ZONE,
      },
      rows: {
        entries: [
          ...day('2026-10-05', '08:00', '12:00', '13:00', '18:00'),
          ...day('2026-10-06', '08:00', '12:00', '13:00', '17:00'),
          ...day('2026-10-08', '08:00', '12:00', '13:00', '17:00'),
          ...day('2026-10-09', '08:00', '12:00', '13:00', '17:00'),
        ],
        adjustments: [],
        absences: [],
        schedules: [{ effectiveFrom: '2026-01-01', schedule }],
      },
      terms: { inBank: true, policy: { ...DEFAULT_TIME_BANK_POLICY, enabled: true } },
    },
  ],
};

describe('DayFreezer', () => {
  const freezer = new DayFreezer();
  afterAll(() => freezer.close());

  it('freezes in its thread exactly what the task computes in place (the task crosses as plain data)', async () => {
    const inThread = await freezer.freeze(task);
    expect(inThread).toEqual(freezeEmployees(task));

    const [frozen] = inThread.employees;
    const rows = JSON.parse(inThread.daysJson) as { employeeId: string; date: string; day: string }[];
    expect(new Set(rows.map((r) => r.employeeId))).toEqual(new Set([task.employees[0]!.subject.employee.id]));
    const days = new Map(rows.map((r) => [r.date, JSON.parse(r.day) as Record<string, unknown>]));
    expect([...days.keys()]).toEqual(['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09']);
    expect(days.get('2026-10-05')).toMatchObject({ overtimeMinutes: 60, banked: true });
    expect(days.get('2026-10-07')).toMatchObject({ status: 'holiday', absenceMinutes: 0 });
    expect(frozen!.postings).toEqual([
      expect.objectContaining({ date: '2026-10-05', kind: 'overtime', minutes: 60 }),
    ]);
    expect(JSON.parse(frozen!.totalsJson)).toMatchObject({
      overtimeMinutes: 60,
      workedMinutes: 4 * 480 + 60,
    });
  });
});
