import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGolden } from '../support/golden.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { readAej } from '../support/legal-reader.js';
import { nextCpf } from '../support/fixtures.js';
import { seedMonth } from '../support/seed-month.js';

/** The AEJ's record 07 with the time bank's movements of a closed month (docs/time-bank.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('golden AEJ of a month with the time bank', () => {
  /**
   * October 2026, São Paulo, office hours 08–12, 13–17 on weekdays; the employee was admitted on Monday the 26th,
   * so the days before owe nothing. Policy: bank enabled, monthly agreement, multiplier 1, lateness and
   * absences debited. Mon 26: leaves at 18:00, +60 (07 kind 3, 60 added, movement 1). Tue 27: arrives 08:20,
   * 20 late, −20 (movement 2). Wed 28: a day off from the bank (the absence's own 07 kind 3, the 480 scheduled
   * minutes used). Thu 29: an unjustified absence (07 kind 2) debited, −480 (07 kind 3, movement 2). Fri 30 on
   * schedule. The month is closed on 9 November; the balance is 60 − 20 − 480 − 480 = −920 (owed, never
   * expires).
   */
  it('carries every bank movement of the period, and our reader reads it back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (local: string) => vi.setSystemTime(new Date(`${local}:00-03:00`));
    at('2026-11-09T08:00');
    const tenant = await t.seedTenant({ name: 'Padaria Conceição Ltda' });
    const { key } = await tenant.key();
    const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
      const response = await t.request({ method, url, key, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
      return response;
    };
    await call('PUT', '/v1/time-bank/policy', {
      enabled: true,
      agreement: 'monthly',
      creditMultiplier: 1,
      debitAbsences: true,
      holidayAndRestToBank: false,
    });
    const office = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    const employeeId = (
      await call('POST', '/v1/employees', {
        name: 'Dóra Łukasiewicz',
        cpf: '52998224725',
        admissionDate: '2026-10-26',
        schedule: { mon: office, tue: office, wed: office, thu: office, fri: office },
      })
    ).json<{ id: string }>().id;
    for (const [date, times] of [
      ['2026-10-26', ['08:00', '12:00', '13:00', '18:00']],
      ['2026-10-27', ['08:20', '12:00', '13:00', '17:00']],
      ['2026-10-30', ['08:00', '12:00', '13:00', '17:00']],
    ] as const)
      for (const time of times)
        await call('POST', '/v1/time-entries', { employeeId, occurredAt: `${date}T${time}:00-03:00` });
    for (const [type, date] of [
      ['time_bank', '2026-10-28'],
      ['unjustified', '2026-10-29'],
    ] as const) {
      const absence = await call('POST', '/v1/absences', {
        employeeId,
        type,
        from: date,
        to: date,
        reason: type,
      });
      await call('POST', `/v1/absences/${absence.json<{ id: string }>().id}/approve`);
    }
    await call('POST', '/v1/periods', { from: '2026-10-01', to: '2026-10-31' });
    const ledger = (await call('GET', `/v1/employees/${employeeId}/time-bank`)).json<{
      balanceMinutes: number;
    }>();
    expect(ledger.balanceMinutes).toBe(-920);

    at('2026-11-09T09:30');
    const response = await call('GET', '/v1/reports/aej?from=2026-10-01&to=2026-10-31');
    expectGolden('bank-month.aej.txt', response.rawPayload);
    const aej = readAej(response.rawPayload);
    expect(aej.absences).toEqual([
      { employment: '1', kind: '3', date: '2026-10-26', minutes: '60', movement: '1' },
      { employment: '1', kind: '3', date: '2026-10-27', minutes: '20', movement: '2' },
      { employment: '1', kind: '3', date: '2026-10-28', minutes: '480', movement: '2' },
      { employment: '1', kind: '2', date: '2026-10-29', minutes: '', movement: '' },
      { employment: '1', kind: '3', date: '2026-10-29', minutes: '480', movement: '2' },
    ]);
    expect(aej.header).toEqual({ firstDate: '2026-10-01', lastDate: '2026-10-31' });
  });
});

describe('the AEJ of more employees than one read of the ledger takes', () => {
  /**
   * The ledger is read for 100 employees at a time, as their marks are written (a year of the tenant's ledger
   * was held in memory), and the records 07 wait in a spool until every mark is written: the movements of the
   * first and the last of 101 employees are both in the file, each with its own employment, after every 05.
   */
  it('carries the bank movements of every batch, after every mark', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    await seedMonth(t.app.deps.database.db, scope, 101, '2026-10', () => nextCpf());
    const employees = (await t.request({ method: 'GET', url: '/v1/employees?limit=200', key })).json<
      { id: string }[]
    >();
    expect(employees).toHaveLength(101);
    for (const [employee, minutes] of [
      [employees[0]!, 30],
      [employees[100]!, -45],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-bank/entries',
        key,
        payload: { employeeId: employee.id, date: '2026-10-15', minutes, reason: 'acerto' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await t.request({
      method: 'GET',
      url: '/v1/reports/aej?from=2026-10-01&to=2026-10-31',
      key,
    });
    expect(response.statusCode).toBe(200);
    const aej = readAej(response.rawPayload);
    expect(aej.absences.filter((absence) => absence.kind === '3')).toEqual([
      { employment: '1', kind: '3', date: '2026-10-15', minutes: '30', movement: '1' },
      { employment: '101', kind: '3', date: '2026-10-15', minutes: '45', movement: '2' },
    ]);
    const types = response.rawPayload
      .toString('latin1')
      .split('\r\n')
      .map((line) => line.slice(0, 2));
    expect(types.lastIndexOf('05')).toBeLessThan(types.indexOf('07'));
  });
});
