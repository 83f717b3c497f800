import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAej } from '../../src/legal/aej.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/** Absences (issue 25): the request → approve | reject workflow, its events, scopes and overlaps. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

async function setup() {
  const tenant = await t.seedTenant();
  const { key, id: keyId } = await tenant.key();
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const employeeId = await t.hire(key);
  const request = async (fields: object = {}) => {
    const response = await call('POST', '/v1/absences', {
      employeeId,
      type: 'medical_certificate',
      from: '2026-11-18',
      to: '2026-11-19',
      reason: 'Atestado médico',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; status: string }>();
  };
  return { tenant, key, keyId, call, employeeId, request };
}

describe('POST /v1/absences', () => {
  it('201 files a pending absence with the requesting key and fires absence.requested', async () => {
    const { call, employeeId, keyId, request } = await setup();
    const absence = await request();
    expect(absence).toEqual({
      id: expect.any(String),
      employeeId,
      type: 'medical_certificate',
      justified: true,
      from: '2026-11-18',
      to: '2026-11-19',
      start: null,
      end: null,
      reason: 'Atestado médico',
      status: 'pending',
      requestedBy: { type: 'api_key', id: keyId },
      decisionNote: null,
      decidedAt: null,
      decidedBy: null,
      createdAt: expect.any(String),
    });
    const events = (await call('GET', '/v1/events?event=absence.requested')).json<{ data: unknown }[]>();
    expect(events.map((e) => e.data)).toEqual([absence]);
    expect((await call('GET', `/v1/absences/${absence.id}`)).json()).toEqual(absence);
  });

  it('201 for part of one day; unjustified is not justified', async () => {
    const { request } = await setup();
    const part = await request({
      type: 'unjustified',
      from: '2026-11-18',
      to: '2026-11-18',
      start: '08:00',
      end: '10:00',
    });
    expect(part).toMatchObject({ start: '08:00', end: '10:00', justified: false, type: 'unjustified' });
  });

  it('400 for a bad type, date, range, time, a part of several days, blank reason, unknown employee or field', async () => {
    const { call, employeeId } = await setup();
    const valid = { employeeId, type: 'vacation', from: '2026-11-18', to: '2026-11-19', reason: 'Férias' };
    for (const [payload, field] of [
      [{ ...valid, type: 'holiday' }, 'type'],
      [{ ...valid, from: '2026-02-30' }, 'from'],
      [{ ...valid, from: '2026-11-20' }, 'from'], // after to
      [{ ...valid, from: '2025-11-18', to: '2026-11-19' }, 'to'], // 367 days
      [{ ...valid, to: '2100-01-01' }, 'to'],
      [{ ...valid, to: '2026-11-18', start: '08:00' }, 'end'],
      [{ ...valid, to: '2026-11-18', start: '10:00', end: '08:00' }, 'end'],
      [{ ...valid, to: '2026-11-18', start: '08:00', end: '24:00' }, 'end'],
      [{ ...valid, start: '08:00', end: '10:00' }, 'to'], // two days
      [{ ...valid, reason: '   ' }, 'reason'],
      [{ ...valid, reason: 'x'.repeat(101) }, 'reason'],
      [{ ...valid, employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef' }, 'employeeId'],
      [{ ...valid, note: 'x' }, 'note'],
    ] as const) {
      const response = await call('POST', '/v1/absences', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problem(response).errors?.[0]?.field, JSON.stringify(payload)).toBe(field);
    }
    // A year of 366 days, 2028 being a leap year, is accepted.
    expect(
      (await call('POST', '/v1/absences', { ...valid, from: '2028-01-01', to: '2028-12-31' })).statusCode,
    ).toBe(201);
  });
});

describe('approve and reject', () => {
  it('200 approve records the decider and note, fires absence.approved; a second decision is 409', async () => {
    const { call, keyId, request } = await setup();
    const absence = await request();
    const approved = await call('POST', `/v1/absences/${absence.id}/approve`, { decisionNote: 'conferido' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decisionNote: 'conferido',
      decidedBy: { type: 'api_key', id: keyId },
    });
    const events = (await call('GET', '/v1/events?event=absence.approved')).json<{ data: unknown }[]>();
    expect(events.map((e) => e.data)).toEqual([approved.json()]);
    expect((await call('GET', `/v1/absences/${absence.id}`)).json()).toEqual(approved.json());
    for (const action of ['approve', 'reject']) {
      const again = await call('POST', `/v1/absences/${absence.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(problem(again).detail).toContain('already approved');
    }
  });

  it('200 reject without a body fires absence.rejected; the rejected absence never blocks an approval', async () => {
    const { call, request } = await setup();
    const first = await request();
    const rejected = await call('POST', `/v1/absences/${first.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: null });
    const events = (await call('GET', '/v1/events?event=absence.rejected')).json<{ data: unknown }[]>();
    expect(events.map((e) => e.data)).toEqual([rejected.json()]);
    const second = await request();
    expect((await call('POST', `/v1/absences/${second.id}/approve`)).statusCode).toBe(200);
  });

  it('409 approving an absence that overlaps an approved one; parts of a day that do not meet both stand', async () => {
    const { call, request, key } = await setup();
    const certificate = await request({ from: '2026-11-18', to: '2026-11-19' });
    expect((await call('POST', `/v1/absences/${certificate.id}/approve`)).statusCode).toBe(200);
    for (const overlapping of [
      { from: '2026-11-19', to: '2026-11-23' }, // shares the 19th
      { from: '2026-11-10', to: '2026-11-30' }, // covers it
      { from: '2026-11-18', to: '2026-11-18', start: '15:00', end: '17:00' }, // part of a covered day
    ]) {
      const absence = await request({ type: 'vacation', ...overlapping });
      const refused = await call('POST', `/v1/absences/${absence.id}/approve`);
      expect(refused.statusCode, JSON.stringify(overlapping)).toBe(409);
      expect(problem(refused).detail).toContain(certificate.id);
      expect(problem(refused).conflictingId).toBe(certificate.id);
      expect((await call('GET', `/v1/absences/${absence.id}`)).json().status).toBe('pending');
    }
    // Another employee's days are theirs.
    const other = await t.hire(key);
    const theirs = await request({ employeeId: other });
    expect((await call('POST', `/v1/absences/${theirs.id}/approve`)).statusCode).toBe(200);
    // 08:00–10:00 and 10:00–12:00 of one day touch but do not overlap; 09:00–11:00 overlaps both.
    const morning = await request({ from: '2026-11-20', to: '2026-11-20', start: '08:00', end: '10:00' });
    const late = await request({ from: '2026-11-20', to: '2026-11-20', start: '10:00', end: '12:00' });
    const middle = await request({ from: '2026-11-20', to: '2026-11-20', start: '09:00', end: '11:00' });
    expect((await call('POST', `/v1/absences/${morning.id}/approve`)).statusCode).toBe(200);
    expect((await call('POST', `/v1/absences/${late.id}/approve`)).statusCode).toBe(200);
    expect((await call('POST', `/v1/absences/${middle.id}/approve`)).statusCode).toBe(409);
  });

  it('two overlapping absences approved at once: exactly one wins, the other is a 409', async () => {
    const { call, request } = await setup();
    for (let round = 0; round < 5; round++) {
      const from = `2026-10-${String(10 + round * 3).padStart(2, '0')}`;
      const pending = await Promise.all(
        ['medical_certificate', 'vacation', 'day_off', 'leave'].map((type) =>
          request({ type, from, to: from }),
        ),
      );
      const decisions = await Promise.all(pending.map((a) => call('POST', `/v1/absences/${a.id}/approve`)));
      expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409, 409, 409]);
    }
    const approved = (await call('GET', '/v1/absences?status=approved')).json<unknown[]>();
    expect(approved).toHaveLength(5);
  });

  it('403 without the absence scopes; 404 for another tenant, the other environment and a malformed id', async () => {
    const { tenant, request } = await setup();
    const absence = await request();
    const { key: writer } = await tenant.key({ scopes: ['absences:write', 'absences:read'] });
    const refused = await t.request({
      method: 'POST',
      url: `/v1/absences/${absence.id}/approve`,
      key: writer,
    });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('absences:approve');
    const { key: reader } = await tenant.key({ scopes: ['absences:read'] });
    const write = await t.request({ method: 'POST', url: '/v1/absences', key: reader, payload: {} });
    expect(write.statusCode).toBe(403);
    expect(problem(write).detail).toContain('absences:write');
    const { key: none } = await tenant.key({ scopes: ['adjustments:read'] });
    const read = await t.request({ method: 'GET', url: '/v1/absences', key: none });
    expect(read.statusCode).toBe(403);
    expect(problem(read).detail).toContain('absences:read');

    const { key: stranger } = await (await t.seedTenant()).key();
    const { key: testKey } = await tenant.key({ environment: 'test' });
    for (const key of [stranger, testKey]) {
      for (const [method, url] of [
        ['GET', `/v1/absences/${absence.id}`],
        ['POST', `/v1/absences/${absence.id}/approve`],
        ['POST', `/v1/absences/${absence.id}/reject`],
      ] as const) {
        expect((await t.request({ method, url, key })).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await t.request({ method: 'GET', url: '/v1/absences', key })).json()).toEqual([]);
    }
    expect((await t.request({ method: 'GET', url: '/v1/absences/nope', key: stranger })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /v1/absences', () => {
  it('200 filters by status and employee, oldest first, in pages', async () => {
    const { call, key, request } = await setup();
    const other = await t.hire(key);
    const a = await request();
    const b = await request({ employeeId: other });
    const c = await request({ from: '2026-11-25', to: '2026-11-25' });
    await call('POST', `/v1/absences/${b.id}/approve`);
    const ids = (url: string) => call('GET', url).then((r) => r.json<{ id: string }[]>().map((x) => x.id));
    expect(await ids('/v1/absences')).toEqual([a.id, b.id, c.id]);
    expect(await ids('/v1/absences?status=pending')).toEqual([a.id, c.id]);
    expect(await ids('/v1/absences?status=approved')).toEqual([b.id]);
    expect(await ids(`/v1/absences?employeeId=${other}`)).toEqual([b.id]);
    const firstPage = await call('GET', '/v1/absences?limit=2');
    expect(firstPage.json<{ id: string }[]>().map((x) => x.id)).toEqual([a.id, b.id]);
    const next = /<([^>]+)>; rel="next"/.exec(firstPage.headers.link as string)![1]!;
    expect(await ids(next)).toEqual([c.id]);
    expect((await call('GET', '/v1/absences?status=done')).statusCode).toBe(400);
  });
});

const INTERVALS = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const OFFICE = { mon: INTERVALS, tue: INTERVALS, wed: INTERVALS, thu: INTERVALS, fri: INTERVALS };

interface ReportDay {
  date: string;
  status: string;
  absence: { id: string; type: string; justified: boolean } | null;
  scheduledMinutes: number;
  workedMinutes: number;
  absenceMinutes: number;
  lateMinutes: number;
  overtimeMinutes: number;
  flags: string[];
}

/** An office employee (08:00–12:00, 13:00–17:00 Monday to Friday) and ways to absent and mark them. */
async function office(schedule: object | null = OFFICE) {
  const context = await setup();
  const { call, key } = context;
  const employeeId = await t.hire(key, schedule ? { schedule } : {});
  const approve = async (fields: object, outcome: 'approve' | 'reject' = 'approve') => {
    const absence = await context.request({ employeeId, ...fields });
    const decided = await call('POST', `/v1/absences/${absence.id}/${outcome}`);
    expect(decided.statusCode, decided.body).toBe(200);
    return absence;
  };
  const mark = async (...times: string[]) => {
    for (const occurredAt of times)
      expect((await call('POST', '/v1/time-entries', { employeeId, occurredAt })).statusCode).toBe(201);
  };
  const report = async (from: string, to: string) => {
    const response = await call('GET', `/v1/reports/period?from=${from}&to=${to}&employeeId=${employeeId}`);
    expect(response.statusCode).toBe(200);
    const [entry] = response.json<{ employees: { days: ReportDay[]; totals: Record<string, number> }[] }>()
      .employees;
    const day = (date: string) => entry!.days.find((d) => d.date === date)!;
    return { ...entry!, day };
  };
  return { ...context, employeeId, approve, mark, report };
}

describe('the day of an approved absence', () => {
  it('an approved certificate over two days: both are absence days owing nothing; their marks still count', async () => {
    const { call, employeeId, approve, mark, report } = await office();
    // Wed 18 and Thu 19 November 2026. Thu 19: 08:00–10:00 worked anyway.
    const certificate = await approve({ type: 'medical_certificate', from: '2026-11-18', to: '2026-11-19' });
    await mark('2026-11-19T08:00:00-03:00', '2026-11-19T10:00:00-03:00');
    const { day, totals } = await report('2026-11-16', '2026-11-20');
    const absence = { id: certificate.id, type: 'medical_certificate', justified: true };
    expect(day('2026-11-18')).toMatchObject({
      status: 'absence',
      absence,
      scheduledMinutes: 0,
      absenceMinutes: 0,
      workedMinutes: 0,
      flags: [],
    });
    expect(day('2026-11-19')).toMatchObject({
      status: 'absence',
      absence,
      scheduledMinutes: 0,
      absenceMinutes: 0,
      workedMinutes: 120,
      overtimeMinutes: 0,
      lateMinutes: 0,
    });
    // Mon 16 and Tue 17 owe 480 each with no marks; Fri 20 is Consciência Negra: 960 owed in all.
    expect(totals).toMatchObject({
      scheduledMinutes: 960,
      absenceMinutes: 960,
      workedMinutes: 120,
      absentDays: 2,
    });
    expect(day('2026-11-17')).toMatchObject({ status: 'workday', absence: null, absenceMinutes: 480 });

    const workdays = (
      await call('GET', `/v1/employees/${employeeId}/workdays?from=2026-11-17&to=2026-11-19`)
    ).json<{ date: string; status: string; absence: unknown; marks: unknown[] }[]>();
    expect(workdays.map((d) => [d.date, d.status, d.absence, d.marks.length])).toEqual([
      ['2026-11-17', 'workday', null, 0],
      ['2026-11-18', 'absence', absence, 0],
      ['2026-11-19', 'absence', absence, 2],
    ]);
  });

  it('a rejected certificate changes nothing', async () => {
    const { approve, report } = await office();
    await approve({ type: 'medical_certificate', from: '2026-11-18', to: '2026-11-18' }, 'reject');
    // Wed 18: a workday with no marks, 480 owed as if nothing was asked.
    const { day } = await report('2026-11-18', '2026-11-18');
    expect(day('2026-11-18')).toMatchObject({
      status: 'workday',
      absence: null,
      scheduledMinutes: 480,
      absenceMinutes: 480,
      flags: ['absent'],
    });
  });

  it('part of a day: the justified 08:00–10:00 is not owed, 120 minutes less; an unjustified part still is', async () => {
    const { approve, mark, report } = await office();
    // Mon 16, no marks: 08:00–10:00 excused of 08:00–12:00/13:00–17:00 leaves 10:00–12:00 and 13:00–17:00,
    // 120 + 240 = 360 owed and missed (480 without the absence).
    const morning = await approve({
      type: 'justified',
      from: '2026-11-16',
      to: '2026-11-16',
      start: '08:00',
      end: '10:00',
    });
    // Tue 17: the same excuse, then 10:00–12:00 and 13:00–17:00 worked: 360 of 360, on time.
    await approve({
      type: 'medical_certificate',
      from: '2026-11-17',
      to: '2026-11-17',
      start: '08:00',
      end: '10:00',
    });
    await mark(
      '2026-11-17T10:00:00-03:00',
      '2026-11-17T12:00:00-03:00',
      '2026-11-17T13:00:00-03:00',
      '2026-11-17T17:00:00-03:00',
    );
    // Wed 18: an unjustified 08:00–10:00 still owes it: 480 scheduled, 480 missed without marks.
    await approve({
      type: 'unjustified',
      from: '2026-11-18',
      to: '2026-11-18',
      start: '08:00',
      end: '10:00',
    });
    const { day } = await report('2026-11-16', '2026-11-18');
    expect(day('2026-11-16')).toMatchObject({
      status: 'workday',
      absence: { id: morning.id, type: 'justified', justified: true },
      scheduledMinutes: 360,
      absenceMinutes: 360,
    });
    expect(day('2026-11-17')).toMatchObject({
      status: 'workday',
      scheduledMinutes: 360,
      workedMinutes: 360,
      absenceMinutes: 0,
      lateMinutes: 0,
      flags: [],
    });
    expect(day('2026-11-18')).toMatchObject({
      status: 'workday',
      absence: { type: 'unjustified', justified: false },
      scheduledMinutes: 480,
      absenceMinutes: 480,
    });
  });

  it('without a schedule, an excused part comes off the 8-hour norm', async () => {
    const { approve, mark, report } = await office(null);
    // Mon 16: 08:00–14:00 worked (360, a break-less 6 h) with 14:00–16:00 excused: 480 − 120 = 360 owed, none missing.
    await approve({
      type: 'medical_certificate',
      from: '2026-11-16',
      to: '2026-11-16',
      start: '14:00',
      end: '16:00',
    });
    await mark('2026-11-16T08:00:00-03:00', '2026-11-16T14:00:00-03:00');
    const { day } = await report('2026-11-16', '2026-11-16');
    expect(day('2026-11-16')).toMatchObject({ workedMinutes: 360, absenceMinutes: 0, overtimeMinutes: 0 });
  });
});

describe('the paid weekly rest (DSR, Lei 605/1949 art. 6)', () => {
  it('an unjustified absence loses its week’s weekly rest; a week with only a justified absence keeps it', async () => {
    const { approve, report } = await office();
    // Week Mon 19 – Sun 25 October 2026: unjustified on Wed 21, so Sunday 25, the weekly rest of a
    // Monday-to-Friday week, loses the DSR; Saturday 24 is a free day, not the DSR, and has nothing to lose.
    const unjustified = await approve({ type: 'unjustified', from: '2026-10-21', to: '2026-10-21' });
    // Week Mon 26 October – Sun 1 November: only a certificate on Tue 27: Sat 31 and Sun 1 keep it.
    await approve({ type: 'medical_certificate', from: '2026-10-27', to: '2026-10-27' });
    const { day } = await report('2026-10-17', '2026-11-01');
    // Wed 21: an absence day that still owes its 480 minutes.
    expect(day('2026-10-21')).toMatchObject({
      status: 'absence',
      absence: { id: unjustified.id, type: 'unjustified', justified: false },
      scheduledMinutes: 480,
      absenceMinutes: 480,
      flags: ['absent'],
    });
    expect(day('2026-10-25')).toMatchObject({ status: 'rest', flags: ['dsr_lost'] });
    for (const date of ['2026-10-17', '2026-10-18', '2026-10-24', '2026-10-31', '2026-11-01'])
      expect(day(date), date).toMatchObject({ status: 'rest', flags: [] });
    expect(day('2026-10-27')).toMatchObject({ status: 'absence', absenceMinutes: 0 });

    // A report of the weekend alone still sees the absence of its week.
    const weekend = await report('2026-10-24', '2026-10-25');
    expect(weekend.days.map((d) => d.flags)).toEqual([[], ['dsr_lost']]);
  });

  it('a week with only justified absences, of every kind and a part of a day, keeps its weekly rest', async () => {
    const { approve, report } = await office();
    // Week Mon 5 – Sun 11 October 2026 (no holiday: Aparecida is Mon 12): vacation Mon 5 and Tue 6, a day
    // off Wed 7, 08:00–10:00 excused on Thu 8, a certificate Fri 9. Sunday 11 is the week's weekly rest and
    // keeps its pay; Saturday 10 is a free day.
    await approve({ type: 'vacation', from: '2026-10-05', to: '2026-10-06' });
    await approve({ type: 'day_off', from: '2026-10-07', to: '2026-10-07' });
    await approve({ type: 'justified', from: '2026-10-08', to: '2026-10-08', start: '08:00', end: '10:00' });
    await approve({ type: 'medical_certificate', from: '2026-10-09', to: '2026-10-09' });
    const { day } = await report('2026-10-05', '2026-10-11');
    for (const date of ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-09'])
      expect(day(date), date).toMatchObject({ status: 'absence', absenceMinutes: 0, flags: [] });
    // Thu 8 without marks: 480 − 120 excused = 360 minutes still owed, an ordinary missed workday.
    expect(day('2026-10-08')).toMatchObject({
      status: 'workday',
      scheduledMinutes: 360,
      absenceMinutes: 360,
    });
    expect(day('2026-10-10')).toMatchObject({ status: 'rest', flags: [] });
    expect(day('2026-10-11')).toMatchObject({ status: 'rest', flags: [] });
  });

  it('an unjustified part of a day loses the week’s rest too; a rejected one does not', async () => {
    const { approve, report } = await office();
    // Thu 5 November 2026, 08:00–10:00 unjustified: Sun 8, the weekly rest, loses the DSR.
    await approve({
      type: 'unjustified',
      from: '2026-11-05',
      to: '2026-11-05',
      start: '08:00',
      end: '10:00',
    });
    // Thu 29 October, unjustified but rejected: Sat 31 October and Sun 1 November keep it.
    await approve({ type: 'unjustified', from: '2026-10-29', to: '2026-10-29' }, 'reject');
    const { day } = await report('2026-10-31', '2026-11-08');
    expect(day('2026-11-07').flags).toEqual([]);
    expect(day('2026-11-08').flags).toEqual(['dsr_lost']);
    expect(day('2026-10-31').flags).toEqual([]);
    expect(day('2026-11-01').flags).toEqual([]);
  });
});

describe('the absence in the CSV and PDF espelho', () => {
  it('the CSV appends absence_id and absence_type; dsr_lost is among the flags; the PDF renders', async () => {
    const { call, employeeId, approve } = await office();
    const falta = await approve({ type: 'unjustified', from: '2026-10-21', to: '2026-10-21' });
    const csv = await call(
      'GET',
      `/v1/reports/period?from=2026-10-21&to=2026-10-25&employeeId=${employeeId}&format=csv`,
    );
    const [header, ...rows] = csv.body
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    expect(header!.slice(16, 20)).toEqual(['status', 'holiday', 'absence_id', 'absence_type']);
    const column = (name: string) => header!.indexOf(name);
    const wednesday = rows.find((r) => r[column('date')] === '2026-10-21')!;
    expect(wednesday.slice(16, 20)).toEqual(['absence', '', falta.id, 'unjustified']);
    expect(wednesday[column('absence_minutes')]).toBe('480');
    const sunday = rows.find((r) => r[column('date')] === '2026-10-25')!;
    expect([sunday[column('flags')], sunday[column('status')], sunday[column('absence_id')]]).toEqual([
      'dsr_lost',
      'rest',
      '',
    ]);
    expect(rows.at(-1)!).toHaveLength(header!.length);
    const pdf = await call(
      'GET',
      `/v1/reports/period?from=2026-10-19&to=2026-10-25&employeeId=${employeeId}&format=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the AEJ record 07', () => {
  it('one record per day of an approved absence the layout has a code for, after the marks, counted in the trailer', async () => {
    const { call, approve, mark } = await office();
    // Week of Mon 19 October 2026, office hours 08:00–12:00/13:00–17:00 (480 minutes a day):
    await approve({ type: 'day_off', from: '2026-10-19', to: '2026-10-19' }); // Mon: 4, a compensating day off
    await approve({ type: 'medical_certificate', from: '2026-10-20', to: '2026-10-20' }); // Tue: no code
    await approve({ type: 'unjustified', from: '2026-10-21', to: '2026-10-21' }); // Wed: 2, a falta
    // Thu: 08:00–10:00 from the time bank, 120 minutes used (3, movement 2); Fri: the whole day, 480.
    await approve({ type: 'time_bank', from: '2026-10-22', to: '2026-10-22', start: '08:00', end: '10:00' });
    await approve({ type: 'time_bank', from: '2026-10-23', to: '2026-10-23' });
    // Sat 24 and Sun 25 have no scheduled work: the falta over them writes nothing.
    await approve({ type: 'unjustified', from: '2026-10-24', to: '2026-10-25' });
    await approve({ type: 'unjustified', from: '2026-10-26', to: '2026-10-26' }, 'reject'); // outside and rejected
    await mark('2026-10-22T10:00:00-03:00', '2026-10-22T12:00:00-03:00');
    const response = await call('GET', '/v1/reports/aej?from=2026-10-19&to=2026-10-26');
    expect(response.statusCode).toBe(200);
    const records = parseAej(response.rawPayload.toString('latin1'));
    // The office employee's employment is the one with marks (setup hired another, without any).
    const employment = records.find((r) => r[0] === '05')![1]!;
    expect(records.filter((r) => r[0] === '03')).toHaveLength(2);
    expect(records.filter((r) => r[0] === '07')).toEqual([
      ['07', employment, '4', '2026-10-19', '', ''],
      ['07', employment, '2', '2026-10-21', '', ''],
      ['07', employment, '3', '2026-10-22', '120', '2'],
      ['07', employment, '3', '2026-10-23', '480', '2'],
    ]);
    const types = records.map((r) => r[0]);
    expect(types.slice(types.indexOf('05'))).toEqual(['05', '05', '07', '07', '07', '07', '08', '99']);
    expect(records.at(-1)![7]).toBe('4');
  });
});
