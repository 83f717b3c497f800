import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/**
 * The espelho's arithmetic (issue 32, items 7–11; docs/espelho.md), through the period report in JSON, CSV and
 * PDF, with the values computed by hand. São Paulo (UTC−3, no daylight saving time in 2026).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

const WEEKDAY = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const OFFICE = { mon: WEEKDAY, tue: WEEKDAY, wed: WEEKDAY, thu: WEEKDAY, fri: WEEKDAY };
const NIGHT = [{ start: '22:00', end: '05:00' }];

interface Day {
  date: string;
  status: string;
  scheduledMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  overtimeMinutes: number;
  lateMinutes: number;
  absenceMinutes: number;
  breakMinutes: number;
  holidayWorkedMinutes: number;
  overtime50Minutes: number;
  overtime100Minutes: number;
  suppressedBreakMinutes: number;
  restShortfallMinutes: number;
  flags: string[];
}

async function setup(schedule: object) {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const employeeId = await t.hire(key, { schedule });
  /** Marks at local São Paulo times (`YYYY-MM-DDTHH:MM`). */
  const mark = async (...locals: string[]) => {
    for (const local of locals) {
      const response = await call('POST', '/v1/time-entries', {
        employeeId,
        occurredAt: `${local}:00-03:00`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  };
  const report = async (from: string, to: string) => {
    const response = await call('GET', `/v1/reports/period?from=${from}&to=${to}&employeeId=${employeeId}`);
    expect(response.statusCode, response.body).toBe(200);
    const [employee] = response.json<{ employees: { days: Day[]; totals: Record<string, number> }[] }>()
      .employees;
    return { ...employee!, day: (date: string) => employee!.days.find((d) => d.date === date)! };
  };
  /** The CSV's rows as objects by column name, the TOTAL row last. */
  const csv = async (from: string, to: string) => {
    const response = await call(
      'GET',
      `/v1/reports/period?from=${from}&to=${to}&employeeId=${employeeId}&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
  };
  const policy = async (body: object) => {
    const response = await call('PUT', '/v1/espelho/policy', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { tenant, key, call, employeeId, mark, report, csv, policy };
}

const DEFAULT_BANDS = {
  workingDay: [{ afterMinutes: 0, rate: 50 }],
  dayOff: [{ afterMinutes: 0, rate: 50 }],
  restDayOrHoliday: [{ afterMinutes: 0, rate: 100 }],
};

/** worked − scheduled = overtime − late − absence, on every complete day outside the tolerance. */
function expectBalanced(days: Day[]) {
  for (const day of days) {
    if (day.flags.includes('incomplete') || day.status === 'not_employed' || day.status === 'absence')
      continue;
    const counted = day.flags.includes('tolerance_exceeded') || day.flags.includes('absent');
    if (!counted && day.status === 'workday') continue;
    expect(day.workedMinutes - day.scheduledMinutes, day.date).toBe(
      day.overtimeMinutes - day.lateMinutes - day.absenceMinutes,
    );
    expect(day.overtime50Minutes + day.overtime100Minutes, day.date).toBe(day.overtimeMinutes);
  }
}

describe('item 7: a night day counts in one unit, the reduced night hour', () => {
  it('22:00–07:00 on a 22:00–05:00 schedule is 137 of overtime; 23:00–07:00 is 69 late mark by mark', async () => {
    const { report, csv, mark, policy } = await setup({ mon: NIGHT, wed: NIGHT });
    // Mon 5 Oct 22:00 to Tue 07:00: the whole night and on, so 05:00–07:00 is night too (Súmula 60 II):
    // 540 night clock minutes × 60/52.5 = 617.14 → 617 worked; scheduled 420 × 60/52.5 = 480; 617 − 480 = 137.
    await mark('2026-10-05T22:00', '2026-10-06T07:00');
    // Wed 7 Oct 23:00 to Thu 07:00: not the whole night, so 05:00–07:00 is day time. Worked 360 × 60/52.5 =
    // 411.43 → 411, + 120 = 531. Missed 22:00–23:00: 60 × 60/52.5 = 68.57 → 69. Balance 531 − 480 = 51.
    await mark('2026-10-07T23:00', '2026-10-08T07:00');

    const dailyTotal = await report('2026-10-05', '2026-10-08');
    expect(dailyTotal.day('2026-10-05')).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 617,
      nightMinutes: 617,
      overtimeMinutes: 137,
      overtime50Minutes: 137,
      overtime100Minutes: 0,
      lateMinutes: 0,
      absenceMinutes: 0,
    });
    // The default offsets the late entry with the later exit: only the balance, 51, is overtime.
    expect(dailyTotal.day('2026-10-07')).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 531,
      nightMinutes: 411,
      overtimeMinutes: 51,
      lateMinutes: 0,
    });
    expect(dailyTotal.totals).toMatchObject({
      workedMinutes: 1148,
      overtimeMinutes: 188,
      overtime50Minutes: 188,
    });
    expectBalanced(dailyTotal.days);

    await policy({ offsetting: 'mark_by_mark', overtimeBands: DEFAULT_BANDS });
    const markByMark = await report('2026-10-05', '2026-10-08');
    // 69 counted minutes late; overtime is what the balance leaves: 51 + 69 = 120 (05:00–07:00, day time).
    expect(markByMark.day('2026-10-07')).toMatchObject({ lateMinutes: 69, overtimeMinutes: 120 });
    expect(markByMark.day('2026-10-05')).toMatchObject({ overtimeMinutes: 137, lateMinutes: 0 });
    expectBalanced(markByMark.days);
    const rows = await csv('2026-10-05', '2026-10-08');
    expect(rows[2]).toMatchObject({
      date: '2026-10-07',
      worked_minutes: '531',
      scheduled_minutes: '480',
      overtime_minutes: '120',
      late_minutes: '69',
      overtime50_minutes: '120',
    });
  }, 60_000); // the file's first test also pays for the app's first requests
});

describe('item 8: the 11 hours of rest between shifts (CLT art. 66)', () => {
  it('an entry 9 hours after the last exit is short_rest with 120 minutes short, also from the range’s first day', async () => {
    const { report, csv, mark } = await setup(OFFICE);
    // Mon 19 Oct out at 22:00; Tue 20 Oct in at 07:00: 9 hours of rest, 2 short.
    await mark('2026-10-19T08:00', '2026-10-19T12:00', '2026-10-19T13:00', '2026-10-19T22:00');
    await mark('2026-10-20T07:00', '2026-10-20T12:00', '2026-10-20T13:00', '2026-10-20T17:00');
    // Wed 21 Oct in at 08:00 after 15 hours: enough.
    await mark('2026-10-21T08:00', '2026-10-21T12:00', '2026-10-21T13:00', '2026-10-21T17:00');

    const week = await report('2026-10-19', '2026-10-21');
    expect(week.day('2026-10-19')).toMatchObject({ restShortfallMinutes: 0 });
    expect(week.day('2026-10-20')).toMatchObject({
      restShortfallMinutes: 120,
      flags: ['tolerance_exceeded', 'short_rest'],
      // 07:00–12:00 and 13:00–17:00: 540 worked, 60 of overtime; the shortfall is paid apart.
      workedMinutes: 540,
      overtimeMinutes: 60,
    });
    expect(week.day('2026-10-21')).toMatchObject({ restShortfallMinutes: 0, flags: [] });
    expect(week.totals.restShortfallMinutes).toBe(120);
    // A report that starts on the Tuesday still sees Monday's exit.
    expect((await report('2026-10-20', '2026-10-20')).day('2026-10-20')).toMatchObject({
      restShortfallMinutes: 120,
      flags: ['tolerance_exceeded', 'short_rest'],
    });
    const rows = await csv('2026-10-19', '2026-10-21');
    expect(rows.map((r) => r.rest_shortfall_minutes)).toEqual(['0', '120', '0', '120']);
    expect(rows[1]!.flags).toBe('tolerance_exceeded short_rest');
  });
});

describe('item 9: the suppressed break and the offsetting policy', () => {
  it('a 40-minute lunch suppressed 20 minutes; early return and early exit offset by default, not mark by mark', async () => {
    const { report, csv, mark, policy, call } = await setup(OFFICE);
    // Wed 21 Oct: back from lunch 20 minutes early, out 20 minutes early. 480 worked, 480 scheduled.
    await mark('2026-10-21T08:00', '2026-10-21T12:00', '2026-10-21T12:40', '2026-10-21T16:40');

    expect((await call('GET', '/v1/espelho/policy')).json()).toEqual({
      offsetting: 'daily_total',
      overtimeBands: DEFAULT_BANDS,
      updatedAt: null,
    });
    expect((await report('2026-10-21', '2026-10-21')).day('2026-10-21')).toMatchObject({
      workedMinutes: 480,
      breakMinutes: 40,
      suppressedBreakMinutes: 20,
      overtimeMinutes: 0,
      lateMinutes: 0,
      flags: ['tolerance_exceeded', 'short_break'],
    });

    const set = await policy({ offsetting: 'mark_by_mark', overtimeBands: DEFAULT_BANDS });
    expect(set).toMatchObject({ offsetting: 'mark_by_mark', updatedAt: expect.any(String) });
    const markByMark = await report('2026-10-21', '2026-10-21');
    expect(markByMark.day('2026-10-21')).toMatchObject({
      suppressedBreakMinutes: 20,
      overtimeMinutes: 20,
      overtime50Minutes: 20,
      lateMinutes: 20,
    });
    expect(markByMark.totals).toMatchObject({
      suppressedBreakMinutes: 20,
      overtimeMinutes: 20,
      lateMinutes: 20,
    });
    const rows = await csv('2026-10-21', '2026-10-21');
    expect(rows[0]).toMatchObject({
      suppressed_break_minutes: '20',
      overtime_minutes: '20',
      late_minutes: '20',
    });
    expect(rows[1]).toMatchObject({ date: 'TOTAL', suppressed_break_minutes: '20' });
  });
});

describe('item 10: an incomplete day', () => {
  it('keeps incomplete, counts its complete pairs and charges nothing until an adjustment treats it', async () => {
    const { report, mark, call, employeeId } = await setup(OFFICE);
    // Thu 22 Oct: the exit is missing. 08:00–12:00 counts; 13:00 waits for its pair.
    await mark('2026-10-22T08:00', '2026-10-22T12:00', '2026-10-22T13:00');
    const before = await report('2026-10-22', '2026-10-22');
    expect(before.day('2026-10-22')).toMatchObject({
      workedMinutes: 240,
      absenceMinutes: 0,
      lateMinutes: 0,
      overtimeMinutes: 0,
      flags: ['incomplete'],
    });
    expect(before.totals).toMatchObject({ incompleteDays: 1, absenceMinutes: 0 });

    // Treated: the exit was at 16:00, one hour early, so 60 minutes late.
    const add = await call('POST', '/v1/adjustments', {
      type: 'add',
      employeeId,
      occurredAt: '2026-10-22T16:00:00-03:00',
      reason: 'Esqueceu de registrar a saída',
    });
    expect(add.statusCode).toBe(201);
    expect((await call('POST', `/v1/adjustments/${add.json().id}/approve`)).statusCode).toBe(200);
    const after = await report('2026-10-22', '2026-10-22');
    expect(after.day('2026-10-22')).toMatchObject({
      workedMinutes: 420,
      lateMinutes: 60,
      flags: ['tolerance_exceeded'],
    });
    expect(after.totals).toMatchObject({ incompleteDays: 0, lateMinutes: 60 });
  });
});

describe('item 11: overtime split by rate', () => {
  it('50% on working days and the free Saturday, 100% on the weekly rest and holidays; bands per tenant', async () => {
    const { report, csv, mark, policy, call } = await setup(OFFICE);
    await mark('2026-10-08T08:00', '2026-10-08T12:00', '2026-10-08T13:00', '2026-10-08T19:30'); // Thu: 150
    await mark('2026-10-10T08:00', '2026-10-10T12:00'); // Sat, a day off but not the weekly rest: 240
    await mark('2026-10-11T08:00', '2026-10-11T11:00'); // Sun, the weekly rest: 180
    await mark('2026-10-12T08:00', '2026-10-12T12:00'); // Mon, Nossa Senhora Aparecida: 240

    const law = await report('2026-10-08', '2026-10-12');
    const split = (date: string) => {
      const day = law.day(date);
      return [day.overtimeMinutes, day.overtime50Minutes, day.overtime100Minutes, day.holidayWorkedMinutes];
    };
    expect(split('2026-10-08')).toEqual([150, 150, 0, 0]);
    expect(law.day('2026-10-08').flags).toEqual(['tolerance_exceeded', 'overtime_over_limit']);
    expect(split('2026-10-09')).toEqual([0, 0, 0, 0]); // Fri, absent: 480 of absence, no overtime
    expect(split('2026-10-10')).toEqual([240, 240, 0, 0]);
    expect(split('2026-10-11')).toEqual([180, 0, 180, 180]);
    expect(split('2026-10-12')).toEqual([240, 0, 240, 240]);
    expect(law.totals).toMatchObject({
      overtimeMinutes: 810,
      overtime50Minutes: 390,
      overtime100Minutes: 420,
      holidayWorkedMinutes: 420,
      absenceMinutes: 480,
    });
    expectBalanced(law.days);

    // A collective agreement: past 2 hours a working day's overtime is paid at 100%, and so is any Saturday.
    await policy({
      offsetting: 'daily_total',
      overtimeBands: {
        workingDay: [
          { afterMinutes: 0, rate: 50 },
          { afterMinutes: 120, rate: 100 },
        ],
        dayOff: [{ afterMinutes: 0, rate: 100 }],
        restDayOrHoliday: [{ afterMinutes: 0, rate: 100 }],
      },
    });
    const agreement = await report('2026-10-08', '2026-10-12');
    expect(agreement.day('2026-10-08')).toMatchObject({ overtime50Minutes: 120, overtime100Minutes: 30 });
    expect(agreement.day('2026-10-10')).toMatchObject({ overtime50Minutes: 0, overtime100Minutes: 240 });
    expect(agreement.totals).toMatchObject({
      overtimeMinutes: 810,
      overtime50Minutes: 120,
      overtime100Minutes: 690,
    });
    expectBalanced(agreement.days);

    const rows = await csv('2026-10-08', '2026-10-12');
    expect(rows.map((r) => [r.date, r.overtime50_minutes, r.overtime100_minutes])).toEqual([
      ['2026-10-08', '120', '30'],
      ['2026-10-09', '0', '0'],
      ['2026-10-10', '0', '240'],
      ['2026-10-11', '0', '180'],
      ['2026-10-12', '0', '240'],
      ['TOTAL', '120', '690'],
    ]);
    const pdf = await call('GET', '/v1/reports/period?from=2026-10-08&to=2026-10-12&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET/PUT /v1/espelho/policy', () => {
  it('400 names a bad band; 403 without reports:write; each environment has its own; the change is audited', async () => {
    const { call, tenant } = await setup(OFFICE);
    const bands = (workingDay: object[]) => ({
      offsetting: 'daily_total',
      overtimeBands: { ...DEFAULT_BANDS, workingDay },
    });
    const notFromZero = await call('PUT', '/v1/espelho/policy', bands([{ afterMinutes: 60, rate: 50 }]));
    expect(notFromZero.statusCode).toBe(400);
    expect(problem(notFromZero).errors).toEqual([
      { field: 'overtimeBands.workingDay.0.afterMinutes', message: 'must be 0' },
    ]);
    const notIncreasing = await call(
      'PUT',
      '/v1/espelho/policy',
      bands([
        { afterMinutes: 0, rate: 50 },
        { afterMinutes: 0, rate: 100 },
      ]),
    );
    expect(notIncreasing.statusCode).toBe(400);
    expect(problem(notIncreasing).errors).toEqual([
      { field: 'overtimeBands.workingDay.1.afterMinutes', message: 'must be greater than the band before' },
    ]);
    expect((await call('PUT', '/v1/espelho/policy', bands([{ afterMinutes: 0, rate: 75 }]))).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/v1/espelho/policy', { offsetting: 'weekly', overtimeBands: DEFAULT_BANDS }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/v1/espelho/policy')).json().updatedAt).toBeNull();

    const { key: readOnly } = await tenant.key({ scopes: ['reports:read'] });
    const refused = await t.request({
      method: 'PUT',
      url: '/v1/espelho/policy',
      key: readOnly,
      payload: { offsetting: 'mark_by_mark', overtimeBands: DEFAULT_BANDS },
    });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('reports:write');

    const put = await call('PUT', '/v1/espelho/policy', {
      offsetting: 'mark_by_mark',
      overtimeBands: DEFAULT_BANDS,
    });
    expect(put.statusCode).toBe(200);
    expect((await call('GET', '/v1/espelho/policy')).json().offsetting).toBe('mark_by_mark');
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const testPolicy = await t.request({ method: 'GET', url: '/v1/espelho/policy', key: testKey });
    expect(testPolicy.json()).toMatchObject({ offsetting: 'daily_total', updatedAt: null });

    const audit = (await call('GET', '/v1/audit-log')).json<
      { method: string; path: string; status: number }[]
    >();
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'PUT', path: '/v1/espelho/policy', status: 200 }),
      ]),
    );
  });

  it('the OpenAPI document declares the policy and every amount of the period report', async () => {
    const document = (await t.request({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(document.paths['/v1/espelho/policy'])).toEqual(['get', 'put']);
    const report =
      document.paths['/v1/reports/period'].get.responses['200'].content['application/json'].schema;
    const day = report.properties.employees.items.properties.days.items;
    const totals = report.properties.employees.items.properties.totals;
    for (const field of [
      'overtime50Minutes',
      'overtime100Minutes',
      'suppressedBreakMinutes',
      'restShortfallMinutes',
    ]) {
      expect(day.properties[field], field).toBeDefined();
      expect(totals.properties[field], field).toBeDefined();
    }
    expect(day.properties.flags.items.enum).toContain('short_rest');
  });
});
