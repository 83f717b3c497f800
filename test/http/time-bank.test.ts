import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/** The time bank's policy, the employee's opt-out, manual entries and the ledger (docs/time-bank.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

async function setup() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, k = key) =>
    t.request({ method, url, key: k, payload });
  return { tenant, key, call };
}

const POLICY = {
  enabled: true,
  agreement: 'individual',
  creditMultiplier: 1.5,
  debitAbsences: true,
  holidayAndRestToBank: false,
};

describe('policy', () => {
  it('disabled by default; PUT replaces it and GET reads it back; per environment', async () => {
    const { call, tenant } = await setup();
    const initial = await call('GET', '/v1/time-bank/policy');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      enabled: false,
      agreement: 'monthly',
      creditMultiplier: 1,
      debitAbsences: false,
      holidayAndRestToBank: false,
      updatedAt: null,
    });
    const put = await call('PUT', '/v1/time-bank/policy', POLICY);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject(POLICY);
    expect((await call('GET', '/v1/time-bank/policy')).json()).toMatchObject(POLICY);
    const { key: testKey } = await tenant.key({ environment: 'test' });
    expect((await call('GET', '/v1/time-bank/policy', undefined, testKey)).json()).toMatchObject({
      enabled: false,
    });
  });

  it('400 on a bad agreement, a multiplier out of range or with three decimals, an unknown field', async () => {
    const { call } = await setup();
    for (const body of [
      { ...POLICY, agreement: 'weekly' },
      { ...POLICY, creditMultiplier: 0.5 },
      { ...POLICY, creditMultiplier: 1.255 },
      { ...POLICY, extra: 1 },
      { enabled: true },
    ]) {
      const response = await call('PUT', '/v1/time-bank/policy', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problem(response).code).toBe('invalid_request');
    }
  });

  it('scopes: time-bank:read reads, time-bank:write writes', async () => {
    const { tenant, call } = await setup();
    const { key: reader } = await tenant.key({ scopes: ['time-bank:read'] });
    expect((await call('GET', '/v1/time-bank/policy', undefined, reader)).statusCode).toBe(200);
    const refused = await call('PUT', '/v1/time-bank/policy', POLICY, reader);
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('time-bank:write');
    const { key: none } = await tenant.key({ scopes: ['employees:read'] });
    expect((await call('GET', '/v1/time-bank/policy', undefined, none)).statusCode).toBe(403);
  });
});

describe('employee opt-out', () => {
  it('timeBank is true by default, false on create or PATCH', async () => {
    const { key, call } = await setup();
    const inBank = await t.hire(key);
    expect((await call('GET', `/v1/employees/${inBank}`)).json()).toMatchObject({ timeBank: true });
    const out = await t.hire(key, { timeBank: false });
    expect((await call('GET', `/v1/employees/${out}`)).json()).toMatchObject({ timeBank: false });
    const patched = await call('PATCH', `/v1/employees/${inBank}`, { timeBank: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ timeBank: false });
    expect((await call('PATCH', `/v1/employees/${inBank}`, { timeBank: 'no' })).statusCode).toBe(400);
  });
});

describe('manual entries and the ledger', () => {
  it('a credit expires by the agreement; the ledger lists entries by date with the balances', async () => {
    const { key, call } = await setup();
    await call('PUT', '/v1/time-bank/policy', POLICY);
    const employeeId = await t.hire(key);
    const credit = await call('POST', '/v1/time-bank/entries', {
      employeeId,
      date: '2026-03-10',
      minutes: 120,
      reason: 'Treinamento fora do horário',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    // Individual agreement: six months, the day before 10 September.
    expect(credit.json()).toMatchObject({
      employeeId,
      date: '2026-03-10',
      kind: 'manual',
      minutes: 120,
      expiresOn: '2026-09-09',
      periodId: null,
      note: 'Treinamento fora do horário',
    });
    const payout = await call('POST', '/v1/time-bank/entries', {
      employeeId,
      date: '2026-04-30',
      minutes: -30,
      kind: 'payout',
      reason: 'Pago na folha de abril',
    });
    expect(payout.statusCode, payout.body).toBe(201);
    expect(payout.json()).toMatchObject({ kind: 'payout', minutes: -30, expiresOn: null });

    const ledger = await call('GET', `/v1/employees/${employeeId}/time-bank`);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({ employeeId, openingBalanceMinutes: 0, balanceMinutes: 90 });
    expect(ledger.json<{ entries: { date: string }[] }>().entries.map((e) => e.date)).toEqual([
      '2026-03-10',
      '2026-04-30',
    ]);
    const april = (
      await call('GET', `/v1/employees/${employeeId}/time-bank?from=2026-04-01&to=2026-04-30`)
    ).json<{
      openingBalanceMinutes: number;
      balanceMinutes: number;
      entries: unknown[];
    }>();
    expect(april.openingBalanceMinutes).toBe(120);
    expect(april.balanceMinutes).toBe(90);
    expect(april.entries).toHaveLength(1);

    const events = (await call('GET', '/v1/events?event=time_bank.updated')).json<
      { data: { balanceMinutes: number } }[]
    >();
    expect(events.map((e) => e.data.balanceMinutes)).toEqual([120, 90]);
  });

  it('400 on 0 minutes, a positive payout, a blank reason, an unknown employee; 404 for the ledger of none', async () => {
    const { key, call } = await setup();
    const employeeId = await t.hire(key);
    const base = { employeeId, date: '2026-03-10', minutes: 60, reason: 'x' };
    for (const body of [
      { ...base, minutes: 0 },
      { ...base, kind: 'payout' },
      { ...base, reason: '   ' },
      { ...base, employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef' },
      { ...base, minutes: 1.5 },
      { ...base, date: '2026-02-30' },
    ]) {
      const response = await call('POST', '/v1/time-bank/entries', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      problem(response);
    }
    const none = await call('GET', '/v1/employees/01a2041d-1f85-7120-a827-9bf83ca072ef/time-bank');
    expect(none.statusCode).toBe(404);
    const reversed = await call('GET', `/v1/employees/${employeeId}/time-bank?from=2026-04-01&to=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
  });

  it("another tenant's employee is a 404 / 400", async () => {
    const a = await setup();
    const b = await setup();
    const employeeId = await t.hire(a.key);
    expect((await b.call('GET', `/v1/employees/${employeeId}/time-bank`)).statusCode).toBe(404);
    const post = await b.call('POST', '/v1/time-bank/entries', {
      employeeId,
      date: '2026-03-10',
      minutes: 60,
      reason: 'x',
    });
    expect(post.statusCode).toBe(400);
  });
});
