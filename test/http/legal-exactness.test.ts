import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextCpf } from '../support/fixtures.js';
import { expectGolden } from '../support/golden.js';
import { pdfText } from '../support/pdf-text.js';
import { createTestApp, problem, SEEDED_REP_NUMBER, type TestApp } from '../support/harness.js';
import {
  checkAfdSequence,
  checkRepAttribution,
  readAej,
  readAfd,
  readAfdt,
} from '../support/legal-reader.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const get = (key: string, url: string) => t.request({ method: 'GET', url, key });

describe('names outside Latin-1', () => {
  const NAMES = {
    polish: 'Dóra Łukasiewicz',
    vietnamese: 'Nguyễn Thị Đặng Bảo',
    turkish: 'Ağaoğlu Şükrü İnce',
    german: 'Jürgen Weiß-Müller',
  };

  it('the PDF espelho prints every name exactly as written, in an embedded Unicode font', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    for (const name of Object.values(NAMES)) await t.hire(key, { name, cpf: nextCpf() });
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-17&format=pdf');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const name of Object.values(NAMES)) expect(text).toContain(name);
    expect(response.rawPayload.toString('latin1')).toContain('/FontFile2');
    // The first PDF of the file starts the rendering threads.
  }, 60_000);
});

/** Freezes `Date` at a São Paulo local time (UTC−3); the server records marks and changes at that instant. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  return (local: string) => vi.setSystemTime(new Date(`${local}:00-03:00`));
}

describe('the AFD of a period', () => {
  afterEach(() => vi.useRealTimers());

  /**
   * Written on the 16th: the employee (NSR 1) and the 08:00 mark (2). On the 17th: the 09:00 mark (3). On the
   * 18th at 10:00: a mark back-dated to the 16th at 17:00 (4, offline), then the 11:00 mark (5).
   */
  async function lateMark() {
    const at = freezeClock();
    at('2026-11-16T07:00');
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key, { cpf: '52998224725' });
    const mark = async (writtenAt: string, occurredAt = writtenAt) => {
      at(writtenAt);
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt: `${occurredAt}:00-03:00` },
      });
      expect(response.statusCode).toBe(201);
    };
    await mark('2026-11-16T08:00');
    await mark('2026-11-17T09:00');
    await mark('2026-11-18T10:00', '2026-11-16T17:00');
    await mark('2026-11-18T11:00');
    at('2026-11-25T12:00');
    return key;
  }

  it('holds the records written in the period: one NSR range, consecutive days join with no gap, chained', async () => {
    const key = await lateMark();
    const day = async (date: string) =>
      readAfd((await get(key, `/v1/reports/afd?from=${date}&to=${date}`)).rawPayload);
    const files = [await day('2026-11-16'), await day('2026-11-17'), await day('2026-11-18')];
    expect(files.map((f) => f.records.map((r) => r.nsr))).toEqual([[1, 2], [3], [4, 5]]);
    checkAfdSequence(files);
    // The late mark carries its own marking time and the offline flag, in the file of the day it was written.
    expect(files[2]!.records[0]).toMatchObject({ markedAt: '2026-11-16T17:00:00-0300', offline: '1' });
    // The header's dates are the records' own: the 18th's file holds a mark of the 16th.
    expect(files.map((f) => [f.header.firstDate, f.header.lastDate])).toEqual([
      ['2026-11-16', '2026-11-16'],
      ['2026-11-17', '2026-11-17'],
      ['2026-11-16', '2026-11-18'],
    ]);
    // The whole week is the same records, one range.
    const week = readAfd((await get(key, '/v1/reports/afd?from=2026-11-16&to=2026-11-22')).rawPayload);
    expect(week.records.map((r) => r.line)).toEqual(files.flatMap((f) => f.records.map((r) => r.line)));
  });

  it('header dates are those of the first and last records, not the bounds asked for (AFD and AFDT)', async () => {
    const key = await lateMark();
    // Generated on the 25th for the whole month: the last record is of the 18th, the first of the 16th.
    const afd = readAfd((await get(key, '/v1/reports/afd?from=2026-11-01&to=2026-11-30')).rawPayload);
    expect([afd.header.firstDate, afd.header.lastDate]).toEqual(['2026-11-16', '2026-11-18']);
    const afdt = readAfdt((await get(key, '/v1/reports/afdt?from=2026-11-01&to=2026-11-30')).rawPayload);
    expect([afdt.header.firstDate, afdt.header.lastDate]).toEqual(['2026-11-16', '2026-11-18']);
    // A period without records says the bounds asked for.
    const empty = readAfd((await get(key, '/v1/reports/afd?from=2026-11-20&to=2026-11-21')).rawPayload);
    expect([empty.header.firstDate, empty.header.lastDate, empty.records.length]).toEqual([
      '2026-11-20',
      '2026-11-21',
      0,
    ]);
  });
});

describe('which REP took a mark', () => {
  afterEach(() => vi.useRealTimers());

  it('a clock’s mark (rep_c) is that clock’s in every file; a collector’s (rep_p, device) is the REP-P’s', async () => {
    const at = freezeClock();
    at('2026-11-16T07:00');
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key, { cpf: '52998224725', pis: '12058258837' });
    const mark = async (local: string, fields: object) => {
      at(local);
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt: `${local}:00-03:00`, ...fields },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ nsr: number; rep: string }>();
    };
    // 08:00 by the API (REP-P, collector 05); 12:00 and 17:00 by clock 4003650006783 (REP-C); 13:00 by a
    // tablet that is one of the REP-P's collectors (04).
    const marks = [
      await mark('2026-11-16T08:00', {}),
      await mark('2026-11-16T12:00', { source: 'device', rep: 'rep_c', deviceId: '4003650006783' }),
      await mark('2026-11-16T13:00', { source: 'device', deviceId: 'tablet-1' }),
      await mark('2026-11-16T17:00', { source: 'device', rep: 'rep_c', deviceId: '4003650006783' }),
    ];
    // The API's sequence holds every mark; the REP-P's (the AFD's) only its own.
    expect(marks.map((m) => [m.nsr, m.rep])).toEqual([
      [2, 'rep_p'],
      [3, 'rep_c'],
      [4, 'rep_p'],
      [5, 'rep_c'],
    ]);
    at('2026-11-17T09:00');
    const file = async (name: string) =>
      (await get(key, `/v1/reports/${name}?from=2026-11-16&to=2026-11-16`)).rawPayload;
    const afd = readAfd(await file('afd'));
    const aej = readAej(await file('aej'));
    const afdt = readAfdt(await file('afdt'));
    expect(afd.records.map((r) => [r.nsr, r.type, r.markedAt?.slice(11, 16), r.collector])).toEqual([
      [1, '5', undefined, undefined],
      [2, '7', '08:00', '05'],
      [3, '7', '13:00', '04'],
    ]);
    expect([...aej.reps.values()]).toEqual([
      { type: '3', number: SEEDED_REP_NUMBER },
      { type: '1', number: '00004003650006783' },
    ]);
    expect(aej.marks.map((m) => [m.at.slice(11, 16), m.rep])).toEqual([
      ['08:00', '1'],
      ['12:00', '2'],
      ['13:00', '1'],
      ['17:00', '2'],
    ]);
    expect(afdt.details.map((d) => [d.time, d.rep])).toEqual([
      ['0800', SEEDED_REP_NUMBER],
      ['1200', '00004003650006783'],
      ['1300', SEEDED_REP_NUMBER],
      ['1700', '00004003650006783'],
    ]);
    expect(checkRepAttribution({ afd, aej, afdt }, new Map([['52998224725', '012058258837']]))).toEqual({
      repP: 2,
      repC: 2,
    });
    // The next REP-P record takes the REP-P's next NSR, and both chains still verify.
    await mark('2026-11-17T09:00', {});
    const next = readAfd((await get(key, '/v1/reports/afd?from=2026-11-17&to=2026-11-17')).rawPayload);
    expect(next.records.map((r) => r.nsr)).toEqual([4]);
    checkAfdSequence([afd, next]);
    const verified = await get(key, '/v1/time-entries/verify');
    expect(verified.json()).toMatchObject({ valid: true, lastNsr: 6 });
  });

  it('400 for a clock’s mark without source device or without a serial of 1 to 17 digits', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    for (const [fields, field] of [
      [{ rep: 'rep_c', deviceId: '4003650006783' }, 'source'],
      [{ rep: 'rep_c', source: 'device' }, 'deviceId'],
      [{ rep: 'rep_c', source: 'device', deviceId: 'clock-7' }, 'deviceId'],
      [{ rep: 'rep_c', source: 'device', deviceId: '000000000000000000' }, 'deviceId'],
      [{ rep: 'rep_c', source: 'device', deviceId: '00000000000000000' }, 'deviceId'],
      [{ rep: 'rep_x', source: 'device', deviceId: '1' }, 'rep'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, ...fields },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(problem(response).errors?.map((e) => e.field)).toEqual([field]);
    }
  });
});

describe('the identities a legal file names', () => {
  it('409 names every identity still to set, per file; the AFD type 2 carries the company’s address', async () => {
    const tenant = await t.seedTenant({ legalIdentity: false });
    const { key } = await tenant.key();
    const refused = async (name: string) => {
      const response = await get(key, `/v1/reports/${name}?from=2026-11-16&to=2026-11-20`);
      expect(response.statusCode).toBe(409);
      return problem(response).detail;
    };
    expect(await refused('afd')).toBe(
      "Set the REP-P's INPI registration number (company settings, `repNumber`); the place of work (company settings, `address`) before exporting the AFD.",
    );
    expect(await refused('aej')).toContain('`repNumber`');
    expect(await refused('aej')).not.toContain('`address`');
    expect(await refused('afdt')).toContain('`repNumber`');

    // An administrator sets them in the company settings: the change is a type-2 record with the place of work.
    const signIn = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: { tenant: tenant.tenantId, email: tenant.admin.email, password: tenant.admin.password },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0]!;
    const patch = await t.request({
      method: 'PATCH',
      url: '/dashboard/api/company',
      headers: { cookie, 'x-csrf-token': signIn.json().csrfToken },
      payload: { repNumber: '12345678901234567', address: 'Rua Łódź, 12, Curitiba, PR' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ address: 'Rua Łódź, 12, Curitiba, PR' });
    // Today where the company is: the AFD takes the records written in the period, on the REP's clock.
    const today = DateTime.now().setZone(tenant.timezone).toISODate();
    const response = await get(key, `/v1/reports/afd?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const afd = readAfd(response.rawPayload);
    expect(afd.header.inpi).toBe('12345678901234567');
    expect(afd.records.map((r) => [r.type, r.workplace])).toEqual([['2', 'Rua Lódz, 12, Curitiba, PR']]);
  });
});

describe('AEJ contract schedule codes', () => {
  afterEach(() => vi.useRealTimers());

  it('a first entry on a rest day or a day without a schedule refers to a type-04 record of its own', async () => {
    const at = freezeClock();
    at('2026-10-01T07:00');
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const office = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    const scheduled = await t.hire(key, {
      cpf: '52998224725',
      schedule: { mon: office, tue: office, wed: office, thu: office, fri: office },
    });
    const unscheduled = await t.hire(key, { cpf: '02973937078' });
    for (const [employeeId, local] of [
      [scheduled, '2026-10-18T08:00'], // a Sunday: the schedule's weekly rest
      [scheduled, '2026-10-18T12:00'],
      [unscheduled, '2026-10-19T09:00'],
      [unscheduled, '2026-10-19T15:00'],
    ] as const) {
      at(local);
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt: `${local}:00-03:00` },
      });
      expect(response.statusCode).toBe(201);
    }
    at('2026-10-20T09:00');
    const response = await get(key, '/v1/reports/aej?from=2026-10-18&to=2026-10-19');
    const text = response.rawPayload.toString('latin1');
    expect(text).toContain('04|FOLGA|0|0000|0000\r\n04|SEM_HORARIO|0|0000|0000\r\n');
    expect(text).toContain('05|1|2026-10-18T08:00:00-0300|1|E|1|O|FOLGA|\r\n');
    expect(text).toContain('05|2|2026-10-19T09:00:00-0300|1|E|1|O|SEM_HORARIO|\r\n');
    // Our reader requires a declared code on every first entry.
    expect(readAej(response.rawPayload).schedules.get('FOLGA')).toEqual({
      minutes: 0,
      times: ['0000', '0000'],
    });
  });
});

describe('golden files of the holiday week', () => {
  afterEach(() => vi.useRealTimers());

  /**
   * Monday 2026-11-02 (Finados, a national holiday) to Saturday 2026-11-07, São Paulo, office hours 08–12,
   * 13–17 on weekdays. Mon: works 08–12 on the holiday. Tue: 08:00 and 12:00 on time clock 4003650006783
   * (REP-C), 13:00 and 17:00 through the API (REP-P). Wed: an approved unjustified absence (AEJ 07 kind 2).
   * Thu: an approved day off from the time bank (07 kind 3, the 480 scheduled minutes used, movement 2).
   * Fri: on schedule. Sat, the weekly rest: 09–11 (first entry coded FOLGA). The employee's name has a letter
   * outside Latin-1 (Ł → L in the files).
   */
  it('AFDT, AEJ and AFD come out byte for byte as checked in, and our reader reads every record back', async () => {
    const at = freezeClock();
    at('2026-11-02T07:00');
    const tenant = await t.seedTenant({ name: 'Padaria Conceição Ltda' });
    const { key } = await tenant.key();
    const post = async (url: string, payload?: object) => {
      const response = await t.request({ method: 'POST', url, key, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
      return response.json<{ id: string }>();
    };
    const office = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    const { id: employeeId } = await post('/v1/employees', {
      name: 'Dóra Łukasiewicz',
      cpf: '52998224725',
      pis: '12058258837',
      admissionDate: '2024-01-08',
      schedule: { mon: office, tue: office, wed: office, thu: office, fri: office },
    });
    const clock = { source: 'device', rep: 'rep_c', deviceId: '4003650006783' };
    for (const [local, fields] of [
      ['2026-11-02T08:00', {}],
      ['2026-11-02T12:00', {}],
      ['2026-11-03T08:00', clock],
      ['2026-11-03T12:00', clock],
      ['2026-11-03T13:00', {}],
      ['2026-11-03T17:00', {}],
      ['2026-11-06T08:00', {}],
      ['2026-11-06T12:00', {}],
      ['2026-11-06T13:00', {}],
      ['2026-11-06T17:00', {}],
      ['2026-11-07T09:00', {}],
      ['2026-11-07T11:00', {}],
    ] as const) {
      at(local);
      await post('/v1/time-entries', { employeeId, occurredAt: `${local}:00-03:00`, ...fields });
    }
    at('2026-11-07T18:00');
    for (const [type, date, reason] of [
      ['unjustified', '2026-11-04', 'Falta sem justificativa'],
      ['time_bank', '2026-11-05', 'Folga do banco de horas'],
    ] as const) {
      const absence = await post('/v1/absences', { employeeId, type, from: date, to: date, reason });
      await post(`/v1/absences/${absence.id}/approve`);
    }
    at('2026-11-09T09:30');
    const files: Record<string, Buffer> = {};
    for (const name of ['afdt', 'aej', 'afd']) {
      const response = await get(key, `/v1/reports/${name}?from=2026-11-02&to=2026-11-07`);
      expect(response.statusCode).toBe(200);
      expectGolden(`holiday-week.${name}.txt`, response.rawPayload);
      files[name] = response.rawPayload;
    }
    const afd = readAfd(files.afd!);
    const aej = readAej(files.aej!);
    const afdt = readAfdt(files.afdt!);
    expect(aej.absences).toEqual([
      { employment: '1', kind: '2', date: '2026-11-04', minutes: '', movement: '' },
      { employment: '1', kind: '3', date: '2026-11-05', minutes: '480', movement: '2' },
    ]);
    expect(aej.employments.get('1')).toEqual({ cpf: '52998224725', name: 'Dóra Lukasiewicz' });
    expect(aej.marks.filter((m) => m.schedule).map((m) => [m.at.slice(0, 10), m.schedule])).toEqual([
      ['2026-11-02', 'H1'],
      ['2026-11-03', 'H1'],
      ['2026-11-06', 'H1'],
      ['2026-11-07', 'FOLGA'],
    ]);
    expect(checkRepAttribution({ afd, aej, afdt }, new Map([['52998224725', '012058258837']]))).toEqual({
      repP: 10,
      repC: 2,
    });
    checkAfdSequence([afd]);
    expect([afd.header.firstDate, afd.header.lastDate, afdt.header.firstDate, afdt.header.lastDate]).toEqual([
      '2026-11-02',
      '2026-11-07',
      '2026-11-02',
      '2026-11-07',
    ]);
  });
});
