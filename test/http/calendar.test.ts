import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/platform/dates.js';
import { LocalClock } from '../../src/platform/local-time.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/** The working-time calendar (issue 25, first part): employment period, future days, holidays, rest days. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

const WEEKDAYS = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const OFFICE = { mon: WEEKDAYS, tue: WEEKDAYS, wed: WEEKDAYS, thu: WEEKDAYS, fri: WEEKDAYS };

async function setup() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  return { tenant, key, call };
}

interface Day {
  date: string;
  status: string;
  holiday: { name: string; scope: string } | null;
  scheduledMinutes: number;
  workedMinutes: number;
  absenceMinutes: number;
  overtimeMinutes: number;
  holidayWorkedMinutes: number;
}

async function reportDays(
  call: Awaited<ReturnType<typeof setup>>['call'],
  employeeId: string,
  from: string,
  to: string,
) {
  const response = await call('GET', `/v1/reports/period?from=${from}&to=${to}&employeeId=${employeeId}`);
  expect(response.statusCode).toBe(200);
  const [employee] = response.json<{ employees: { days: Day[]; totals: Record<string, number> }[] }>()
    .employees;
  return employee!;
}

describe('GET/POST/DELETE /v1/holidays', () => {
  it("200 lists a year's ten national holidays with Good Friday, then the tenant's own in date order", async () => {
    const { call } = await setup();
    const year2026 = (await call('GET', '/v1/holidays?year=2026')).json<{ date: string; scope: string }[]>();
    expect(year2026.map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    expect(new Set(year2026.map((h) => h.scope))).toEqual(new Set(['national']));
    for (const [year, goodFriday] of [
      [2025, '2025-04-18'],
      [2027, '2027-03-26'],
    ] as const) {
      const list = (await call('GET', `/v1/holidays?year=${year}`)).json<{ date: string; name: string }[]>();
      expect(list.find((h) => h.name.startsWith('Paixão'))?.date).toBe(goodFriday);
    }

    const added = await call('POST', '/v1/holidays', {
      date: '2026-01-25',
      name: 'Aniversário de São Paulo',
      scope: 'municipal',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      date: '2026-01-25',
      name: 'Aniversário de São Paulo',
      scope: 'municipal',
    });
    const listed = (await call('GET', '/v1/holidays?year=2026')).json<{ date: string }[]>();
    expect(listed.map((h) => h.date).slice(0, 3)).toEqual(['2026-01-01', '2026-01-25', '2026-04-03']);
  });

  it('409 for a date that already is a holiday, national or the tenant’s; 400 for a bad scope, date or year', async () => {
    const { call } = await setup();
    const carnival = { date: '2026-02-17', name: 'Carnaval', scope: 'company' };
    const created = await call('POST', '/v1/holidays', carnival);
    expect(created.statusCode).toBe(201);
    const twice = await call('POST', '/v1/holidays', { ...carnival, name: 'Terça de Carnaval' });
    expect(twice.statusCode).toBe(409);
    expect(problem(twice)).toMatchObject({
      code: 'conflict',
      conflictingId: created.json<{ id: string }>().id,
    });
    const national = await call('POST', '/v1/holidays', { date: '2026-11-02', name: 'x', scope: 'company' });
    expect(national.statusCode).toBe(409);
    expect(problem(national).detail).toContain('Finados');
    for (const payload of [
      { date: '2026-02-18', name: 'x', scope: 'national' },
      { date: '2026-02-30', name: 'x', scope: 'company' },
      { date: '2100-01-01', name: 'x', scope: 'company' },
      { date: '2026-02-18', name: '  ', scope: 'company' },
    ]) {
      expect((await call('POST', '/v1/holidays', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', '/v1/holidays?year=1999')).statusCode).toBe(400);
    expect((await call('GET', '/v1/holidays')).statusCode).toBe(400);
  });

  it('204 removes a tenant holiday; 404 for it again, for another tenant’s, and the other environment’s', async () => {
    const { call, tenant } = await setup();
    const { id } = (
      await call('POST', '/v1/holidays', {
        date: '2026-07-09',
        name: 'Revolução Constitucionalista',
        scope: 'state',
      })
    ).json<{ id: string }>();
    const stranger = await (await t.seedTenant()).key();
    const testKey = await tenant.key({ environment: 'test' });
    for (const key of [stranger.key, testKey.key]) {
      expect((await t.request({ method: 'DELETE', url: `/v1/holidays/${id}`, key })).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/v1/holidays/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/v1/holidays/${id}`)).statusCode).toBe(404);
  });

  it('403 without the calendar scopes', async () => {
    const { tenant } = await setup();
    const { key } = await tenant.key({ scopes: ['reports:read'] });
    const read = await t.request({ method: 'GET', url: '/v1/holidays?year=2026', key });
    expect(read.statusCode).toBe(403);
    const write = await t.request({
      method: 'POST',
      url: '/v1/holidays',
      key,
      payload: { date: '2026-02-17', name: 'Carnaval', scope: 'company' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('the day’s status in the workdays and the period report', () => {
  it('admitted on the 10th and terminated on the 20th: only the days between owe, holidays and weekends do not', async () => {
    const { call, key } = await setup();
    const employeeId = await t.hire(key, {
      admissionDate: '2026-11-10',
      terminationDate: '2026-11-20',
      schedule: OFFICE,
    });
    const workdays = (
      await call('GET', `/v1/employees/${employeeId}/workdays?from=2026-11-01&to=2026-11-24`)
    ).json<{ date: string; status: string; holiday: { name: string } | null }[]>();
    const status = Object.fromEntries(workdays.map((d) => [d.date, d.status]));
    expect(status).toMatchObject({
      '2026-11-02': 'not_employed', // Finados, but before admission
      '2026-11-09': 'not_employed',
      '2026-11-10': 'workday',
      '2026-11-14': 'rest', // Saturday: the schedule has no work
      '2026-11-15': 'holiday', // Proclamação da República, a Sunday
      '2026-11-16': 'workday',
      '2026-11-20': 'holiday', // Consciência Negra, the termination date itself
      '2026-11-21': 'not_employed',
      '2026-11-24': 'not_employed',
    });
    expect(workdays.find((d) => d.date === '2026-11-02')?.holiday?.name).toBe('Finados');

    // No marks at all. Owed: Tue 10 to Fri 13 and Mon 16 to Thu 19, eight days of 480 minutes.
    const { days, totals } = await reportDays(call, employeeId, '2026-11-01', '2026-11-30');
    const owing = days.filter((d) => d.absenceMinutes > 0).map((d) => d.date);
    expect(owing).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
    expect(totals).toMatchObject({ scheduledMinutes: 3840, absenceMinutes: 3840, absentDays: 8 });
    const finados = days.find((d) => d.date === '2026-11-02')!;
    expect(finados).toMatchObject({ status: 'not_employed', scheduledMinutes: 0, absenceMinutes: 0 });
  });

  it('each national holiday of 2026, and Good Friday of 2025–2027, is a holiday day owing nothing', async () => {
    const { call, key } = await setup();
    // Work every day of the week, so that no holiday hides behind a rest day.
    const employeeId = await t.hire(key, {
      admissionDate: '2024-01-01',
      schedule: { ...OFFICE, sat: WEEKDAYS, sun: WEEKDAYS },
    });
    // Easter by the anonymous Gregorian algorithm (a = Y mod 19, b = Y div 100, c = Y mod 100, d = b div 4,
    // e = b mod 4, f = (b + 8) div 25, g = (b − f + 1) div 3, h = (19a + b − d − g + 15) mod 30, i = c div 4,
    // k = c mod 4, l = (32 + 2e + 2i − h − k) mod 7, m = (a + 11h + 22l) div 451, n = h + l − 7m + 114:
    // month n div 31, day n mod 31 + 1); Good Friday is two days before. b = 20, d = 5, e = 0, f = 1, g = 6:
    // 2025: a 11, h (209 + 20 − 5 − 6 + 15) mod 30 = 23, i 6, k 1, l 20 mod 7 = 6, m 0, n 143: 20 April,
    //       Good Friday 18 April 2025;
    // 2026: a 12, h 252 mod 30 = 12, i 6, k 2, l 30 mod 7 = 2, m 0, n 128: 5 April, Good Friday 3 April 2026;
    // 2027: a 13, h 271 mod 30 = 1, i 6, k 3, l 40 mod 7 = 5, m 0, n 120: 28 March, Good Friday 26 March 2027.
    const national2026: [string, string][] = [
      ['2026-01-01', 'Confraternização Universal'], // Thursday
      ['2026-04-03', 'Paixão de Cristo (Sexta-feira Santa)'], // Friday, above
      ['2026-04-21', 'Tiradentes'], // Tuesday
      ['2026-05-01', 'Dia do Trabalho'], // Friday
      ['2026-09-07', 'Independência do Brasil'], // Monday
      ['2026-10-12', 'Nossa Senhora Aparecida'], // Monday
      ['2026-11-02', 'Finados'], // Monday
      ['2026-11-15', 'Proclamação da República'], // Sunday
      ['2026-11-20', 'Dia Nacional de Zumbi e da Consciência Negra'], // Friday, Lei 14.759/2023
      ['2026-12-25', 'Natal'], // Friday
    ];
    const today = LocalClock.for('America/Sao_Paulo').parts(Date.now()).date;
    // A holiday not yet come is `future` (it owes nothing either) and still names its holiday.
    const expected = (date: string, name: string) => ({
      date,
      status: date > today ? 'future' : 'holiday',
      holiday: { name, scope: 'national' },
      scheduledMinutes: 0,
      absenceMinutes: 0,
    });
    const year = await reportDays(call, employeeId, '2026-01-01', '2026-12-31');
    for (const [date, name] of national2026)
      expect(year.days.find((d) => d.date === date)).toMatchObject(expected(date, name));
    // No other day of 2026 is a holiday: every other past day owes its 480 minutes.
    const holidays = new Set(national2026.map(([date]) => date));
    expect(year.days.filter((d) => d.holiday !== null).map((d) => d.date)).toEqual([...holidays]);
    for (const day of year.days.filter((d) => !holidays.has(d.date) && d.date <= today))
      expect(day, day.date).toMatchObject({ status: 'workday', absenceMinutes: 480 });

    for (const goodFriday of ['2025-04-18', '2027-03-26']) {
      const { days } = await reportDays(call, employeeId, addDays(goodFriday, -1), addDays(goodFriday, 1));
      expect(days.map((d) => d.holiday?.name ?? null)).toEqual([
        null,
        'Paixão de Cristo (Sexta-feira Santa)',
        null,
      ]);
      expect(days[1]).toMatchObject(expected(goodFriday, 'Paixão de Cristo (Sexta-feira Santa)'));
    }
  });

  it('days after today in the employee’s zone are future and owe nothing; today still owes', async () => {
    const { call, key } = await setup();
    const employeeId = await t.hire(key, {
      schedule: { ...OFFICE, sat: WEEKDAYS, sun: WEEKDAYS },
      timezone: 'America/Manaus',
    });
    const today = LocalClock.for('America/Manaus').parts(Date.now()).date;
    const { days } = await reportDays(call, employeeId, addDays(today, -1), addDays(today, 3));
    const statusOf = (date: string) => days.find((d) => d.date === date)!;
    for (const offset of [1, 2, 3]) {
      expect(statusOf(addDays(today, offset))).toMatchObject({
        status: 'future',
        scheduledMinutes: 0,
        absenceMinutes: 0,
      });
    }
    for (const date of [addDays(today, -1), today]) {
      const day = statusOf(date);
      if (day.status === 'holiday') continue; // the run fell on one
      expect(day).toMatchObject({ status: 'workday', scheduledMinutes: 480, absenceMinutes: 480 });
    }
  });

  it('a tenant holiday owes nothing while it exists, and owes again once removed', async () => {
    const { call, key } = await setup();
    const employeeId = await t.hire(key, { schedule: OFFICE });
    const { id } = (
      await call('POST', '/v1/holidays', { date: '2026-11-17', name: 'Dia da empresa', scope: 'company' })
    ).json<{ id: string }>();
    const during = await reportDays(call, employeeId, '2026-11-17', '2026-11-17');
    expect(during.days[0]).toMatchObject({
      status: 'holiday',
      holiday: { name: 'Dia da empresa', scope: 'company' },
      absenceMinutes: 0,
    });
    await call('DELETE', `/v1/holidays/${id}`);
    const after = await reportDays(call, employeeId, '2026-11-17', '2026-11-17');
    expect(after.days[0]).toMatchObject({ status: 'workday', holiday: null, absenceMinutes: 480 });
  });

  it('work on a holiday or the weekly rest (Sunday) is counted apart and is overtime at 100%; on a free Saturday at 50%', async () => {
    const { call, key } = await setup();
    const employeeId = await t.hire(key, { schedule: OFFICE });
    // Friday 20 (Consciência Negra) 09:00–11:30 = 150, paid in double; Saturday 21, free but not the weekly
    // rest, 08:00–12:00 = 240 of overtime; Sunday 22, the weekly rest, 08:00–10:00 = 120, paid in double.
    for (const occurredAt of [
      '2026-11-20T09:00:00-03:00',
      '2026-11-20T11:30:00-03:00',
      '2026-11-21T08:00:00-03:00',
      '2026-11-21T12:00:00-03:00',
      '2026-11-22T08:00:00-03:00',
      '2026-11-22T10:00:00-03:00',
    ]) {
      expect((await call('POST', '/v1/time-entries', { employeeId, occurredAt })).statusCode).toBe(201);
    }
    const { days, totals } = await reportDays(call, employeeId, '2026-11-20', '2026-11-22');
    expect(
      days.map((d) => [d.date, d.status, d.workedMinutes, d.holidayWorkedMinutes, d.overtimeMinutes]),
    ).toEqual([
      // Work paid in double is overtime at the rest-day rate too (docs/espelho.md), and still counted apart.
      ['2026-11-20', 'holiday', 150, 150, 150],
      ['2026-11-21', 'rest', 240, 0, 240],
      ['2026-11-22', 'rest', 120, 120, 120],
    ]);
    expect(days.every((d) => d.absenceMinutes === 0 && d.scheduledMinutes === 0)).toBe(true);
    expect(totals).toMatchObject({
      holidayWorkedMinutes: 270,
      overtimeMinutes: 510,
      overtime50Minutes: 240,
      overtime100Minutes: 270,
      absenceMinutes: 0,
    });
  });
});
