import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runHousekeeping } from '../../src/platform/housekeeping.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';
import { seedEmployees } from '../support/seed-month.js';

/**
 * Period close, the time bank it posts, reopen, and the payroll export (issue 29, docs/time-bank.md), on a
 * month computed by hand. São Paulo (UTC−3, no daylight saving time in 2026).
 *
 * March 2026: Sunday the 1st to Tuesday the 31st, no national holiday. Schedule Monday to Friday 08:00–12:00
 * and 13:00–17:00 (480 minutes a day), so 22 working days; Saturday a day off, Sunday the weekly rest (DSR).
 * Every working day 08:00–12:00, 13:00–17:00, except:
 *
 * | day        | what happens                                   | espelho                          |
 * | ---------- | ---------------------------------------------- | -------------------------------- |
 * | Mon 2      | leaves at 19:00                                | overtime 120 (50%)               |
 * | Tue 3      | arrives 08:30                                  | late 30                          |
 * | Wed 4      | forgets the 17:00 exit (fixed after a reopen)  | incomplete: nothing, then normal |
 * | Thu 5      | unjustified absence (falta), approved          | absence 480; Sun 8 `dsr_lost`    |
 * | Sat 14     | works 08:00–12:00 on the day off               | overtime 240 (50%, day off)      |
 * | Sun 15     | works 08:00–12:00 on the weekly rest           | overtime 240 (100%)              |
 * | Mon 16     | day off taken from the bank (`time_bank`)      | absence day, owes nothing        |
 * | Wed 18     | also 22:00–23:45                               | overtime 120, night 105 × 8/7 = 120 |
 * | Mon 23–Fri 27 | leaves at 19:00                             | overtime 120 each (50%)          |
 *
 * Policy: enabled, individual agreement (6 months), credit multiplier 1.5, lateness and absences debited,
 * holiday and rest-day work paid (not banked). Employee `inBank` is in the bank; `paid` has `timeBank: false`.
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
const POLICY = {
  enabled: true,
  agreement: 'individual',
  creditMultiplier: 1.5,
  debitAbsences: true,
  holidayAndRestToBank: false,
};

interface Entry {
  date: string;
  kind: string;
  minutes: number;
  expiresOn: string | null;
  periodId: string | null;
}

async function setup() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response;
  };
  const marks = async (employeeId: string, date: string, ...times: string[]) => {
    for (const time of times)
      await ok('POST', '/v1/time-entries', { employeeId, occurredAt: `${date}T${time}:00-03:00` }, 201);
  };
  const absence = async (employeeId: string, type: string, date: string) => {
    const filed = await ok(
      'POST',
      '/v1/absences',
      { employeeId, type, from: date, to: date, reason: type },
      201,
    );
    await ok('POST', `/v1/absences/${filed.json<{ id: string }>().id}/approve`);
  };
  /** The month of the table above. */
  const seedMarch = async (employeeId: string) => {
    for (let day = 2; day <= 31; day++) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      if (date === '2026-03-05' || date === '2026-03-16') continue;
      if (date === '2026-03-02' || (day >= 23 && day <= 27))
        await marks(employeeId, date, '08:00', '12:00', '13:00', '19:00');
      else if (date === '2026-03-03') await marks(employeeId, date, '08:30', '12:00', '13:00', '17:00');
      else if (date === '2026-03-04') await marks(employeeId, date, '08:00', '12:00', '13:00');
      else if (date === '2026-03-18')
        await marks(employeeId, date, '08:00', '12:00', '13:00', '17:00', '22:00', '23:45');
      else await marks(employeeId, date, '08:00', '12:00', '13:00', '17:00');
    }
    await marks(employeeId, '2026-03-14', '08:00', '12:00');
    await marks(employeeId, '2026-03-15', '08:00', '12:00');
    await absence(employeeId, 'unjustified', '2026-03-05');
    await absence(employeeId, 'time_bank', '2026-03-16');
  };
  const ledger = async (employeeId: string) =>
    (await ok('GET', `/v1/employees/${employeeId}/time-bank`)).json<{
      balanceMinutes: number;
      entries: Entry[];
    }>();
  return { tenant, key, call, ok, marks, absence, seedMarch, ledger };
}

describe('a month closed, reopened, closed again, and a later expiry', () => {
  it('posts the bank as computed by hand, refuses changes while closed, and expires credits into payout', async () => {
    const { key, call, ok, seedMarch, ledger } = await setup();
    await ok('PUT', '/v1/time-bank/policy', POLICY);
    const inBank = await t.hire(key, { name: 'Ana Banco', schedule: OFFICE, admissionDate: '2026-01-01' });
    const paid = await t.hire(key, {
      name: 'Bruno Folha',
      schedule: OFFICE,
      admissionDate: '2026-01-01',
      timeBank: false,
    });
    await seedMarch(inBank);
    await seedMarch(paid);
    // The forgotten exit of Wednesday the 4th, requested before the close and approved after it; its reason
    // has what JSON escapes, to show the frozen day stored as written.
    const reason = 'Esqueceu a saída: "portão" \\ fechado 😀';
    const fix = async (employeeId: string) =>
      (
        await ok(
          'POST',
          '/v1/adjustments',
          { employeeId, type: 'add', occurredAt: '2026-03-04T17:00:00-03:00', reason },
          201,
        )
      ).json<{ id: string }>().id;
    const inBankFix = await fix(inBank);
    const paidFix = await fix(paid);

    const closed = await ok(
      'POST',
      '/v1/periods',
      { from: '2026-03-01', to: '2026-03-31', employeeIds: [inBank, paid] },
      201,
    );
    const march = closed.json<{ id: string; status: string; employeeCount: number }>();
    expect(march).toMatchObject({ status: 'closed', employeeCount: 2, from: '2026-03-01', to: '2026-03-31' });

    // The bank, FIFO (individual agreement: a credit lasts until the day before the same date six months on):
    //   Mon 2   +120 × 1.5 = +180 (expires 2026-09-01)    balance  180
    //   Tue 3   late 30                  −30              balance  150
    //   Thu 5   unjustified absence     −480              balance −330
    //   Sat 14  +240 × 1.5 = +360 (expires 2026-09-13)    balance   30
    //   Sun 15  the weekly rest's 240 minutes are paid at 100%, not banked
    //   Mon 16  compensation day        −480              balance −450
    //   Wed 18  +120 × 1.5 = +180 (expires 2026-09-17)    balance −270
    //   Mon 23 to Fri 27: +180 each (expire 2026-09-22 … 2026-09-26)   balance 630
    // Wed 4 is incomplete at this close: nothing is owed or credited.
    const expected = [
      { date: '2026-03-02', kind: 'overtime', minutes: 180, expiresOn: '2026-09-01' },
      { date: '2026-03-03', kind: 'absence', minutes: -30, expiresOn: null },
      { date: '2026-03-05', kind: 'absence', minutes: -480, expiresOn: null },
      { date: '2026-03-14', kind: 'overtime', minutes: 360, expiresOn: '2026-09-13' },
      { date: '2026-03-16', kind: 'compensation', minutes: -480, expiresOn: null },
      { date: '2026-03-18', kind: 'overtime', minutes: 180, expiresOn: '2026-09-17' },
      { date: '2026-03-23', kind: 'overtime', minutes: 180, expiresOn: '2026-09-22' },
      { date: '2026-03-24', kind: 'overtime', minutes: 180, expiresOn: '2026-09-23' },
      { date: '2026-03-25', kind: 'overtime', minutes: 180, expiresOn: '2026-09-24' },
      { date: '2026-03-26', kind: 'overtime', minutes: 180, expiresOn: '2026-09-25' },
      { date: '2026-03-27', kind: 'overtime', minutes: 180, expiresOn: '2026-09-26' },
    ];
    const first = await ledger(inBank);
    expect(first.balanceMinutes).toBe(630);
    expect(
      first.entries.map(({ date, kind, minutes, expiresOn }) => ({ date, kind, minutes, expiresOn })),
    ).toEqual(expected);
    expect(first.entries.every((e) => e.periodId === march.id)).toBe(true);
    // Left out of the bank: nothing posted.
    expect((await ledger(paid)).entries).toEqual([]);

    // Closed: the approval, a new adjustment, an absence and a manual entry on its days are refused.
    const approval = await call('POST', `/v1/adjustments/${inBankFix}/approve`);
    expect(approval.statusCode).toBe(409);
    expect(problem(approval).code).toBe('period_closed');
    const adjustment = await call('POST', '/v1/adjustments', {
      employeeId: inBank,
      type: 'add',
      occurredAt: '2026-03-10T18:00:00-03:00',
      reason: 'x',
    });
    expect(adjustment.statusCode).toBe(409);
    expect(problem(adjustment).code).toBe('period_closed');
    const absence = await call('POST', '/v1/absences', {
      employeeId: inBank,
      type: 'medical_certificate',
      from: '2026-03-30',
      to: '2026-04-02',
      reason: 'Atestado',
    });
    expect(absence.statusCode).toBe(409);
    expect(problem(absence).code).toBe('period_closed');
    const manual = await call('POST', '/v1/time-bank/entries', {
      employeeId: inBank,
      date: '2026-03-31',
      minutes: 60,
      reason: 'x',
    });
    expect(manual.statusCode).toBe(409);
    expect(problem(manual).code).toBe('period_closed');
    // Days after the period are open.
    await ok(
      'POST',
      '/v1/absences',
      { employeeId: inBank, type: 'justified', from: '2026-04-01', to: '2026-04-01', reason: 'x' },
      201,
    );
    // The same days cannot be closed twice.
    const twice = await call('POST', '/v1/periods', {
      from: '2026-03-15',
      to: '2026-04-15',
      employeeIds: [inBank],
    });
    expect(twice.statusCode).toBe(409);
    expect(problem(twice)).toMatchObject({ code: 'conflict', conflictingId: march.id });

    // Reopen: the postings are reversed, the days open again.
    const reopened = await ok('POST', `/v1/periods/${march.id}/reopen`);
    expect(reopened.json()).toMatchObject({ id: march.id, status: 'reopened' });
    expect(reopened.json<{ reopenedBy: unknown }>().reopenedBy).not.toBeNull();
    expect(await ledger(inBank)).toMatchObject({ balanceMinutes: 0, entries: [] });
    const again = await call('POST', `/v1/periods/${march.id}/reopen`);
    expect(again.statusCode).toBe(409);
    // Audited: the reopen is in the audit log with its path and the key that made it.
    const audit = (await ok('GET', '/v1/audit-log?limit=200')).json<
      { route: string; path: string; status: number; actorType: string }[]
    >();
    expect(
      audit.filter((e) => e.route === '/v1/periods/:id/reopen').map((e) => [e.path, e.status, e.actorType]),
    ).toEqual([
      [`/v1/periods/${march.id}/reopen`, 409, 'api_key'],
      [`/v1/periods/${march.id}/reopen`, 200, 'api_key'],
    ]);
    await ok('POST', `/v1/adjustments/${inBankFix}/approve`);
    await ok('POST', `/v1/adjustments/${paidFix}/approve`);

    // Closed again, Wednesday the 4th now complete (480 worked): the same postings.
    const secondClose = await ok(
      'POST',
      '/v1/periods',
      { from: '2026-03-01', to: '2026-03-31', employeeIds: [inBank, paid] },
      201,
    );
    const march2 = secondClose.json<{ id: string }>();
    const second = await ledger(inBank);
    expect(second.balanceMinutes).toBe(630);
    expect(
      second.entries.map(({ date, kind, minutes, expiresOn }) => ({ date, kind, minutes, expiresOn })),
    ).toEqual(expected);

    // The payroll export of March, from the frozen days, with the tenant's rubric codes.
    const codes = {
      normal: '001',
      overtime50: '150',
      overtime100: '200',
      night: '250',
      absenceHours: '301',
      absenceDays: '300',
      dsrLost: '310',
      timeBankPayout: '160',
    };
    expect((await ok('PUT', '/v1/payroll/codes', codes)).json()).toMatchObject(codes);
    const amount = (code: string, minutes: number, hhmm: string, hours: string, days?: number) => ({
      code,
      minutes,
      hhmm,
      hours,
      ...(days === undefined ? {} : { days }),
    });
    const payroll = (await ok('GET', `/v1/reports/payroll?periodId=${march2.id}`)).json<{
      period: object;
      employees: { employee: { id: string }; inBank: boolean; items: object }[];
    }>();
    expect(payroll.period).toEqual({ id: march2.id, from: '2026-03-01', to: '2026-03-31' });
    const itemsOf = (id: string) => payroll.employees.find((e) => e.employee.id === id)!;
    // In the bank: 21 working days owed 480 each (the absence of Thursday the 5th and the 30 late minutes of
    // Tuesday the 3rd went to the bank, so they count as worked) + the compensation day's 480 = 10,560 = 176:00.
    // The 50% overtime all went to the bank; Sunday the 15th's 240 are paid at 100%. Night: Wednesday the
    // 18th's 120. The DSR of Sunday the 8th is lost (the week's contract is 5 × 480, so a day of 480).
    expect(itemsOf(inBank)).toMatchObject({ inBank: true });
    expect(itemsOf(inBank).items).toEqual({
      normal: amount('001', 10560, '176:00', '176,00'),
      overtime50: amount('150', 0, '00:00', '0,00'),
      overtime100: amount('200', 240, '04:00', '4,00'),
      night: amount('250', 120, '02:00', '2,00'),
      absenceHours: amount('301', 0, '00:00', '0,00'),
      absenceDays: amount('300', 0, '00:00', '0,00', 0),
      dsrLost: amount('310', 480, '08:00', '8,00', 1),
      timeBankPayout: amount('160', 0, '00:00', '0,00'),
    });
    // Left out of the bank: 21 × 480 − 30 late − 480 absent = 9,570 = 159:30 of normal hours; overtime at
    // 50%: 120 (Mon 2) + 240 (Sat 14, the day off) + 120 (Wed 18) + 5 × 120 (23–27) = 1,080 = 18:00; the
    // compensation day is a justified absence for them (nothing owed, nothing debited).
    expect(itemsOf(paid)).toMatchObject({ inBank: false });
    expect(itemsOf(paid).items).toEqual({
      normal: amount('001', 9570, '159:30', '159,50'),
      overtime50: amount('150', 1080, '18:00', '18,00'),
      overtime100: amount('200', 240, '04:00', '4,00'),
      night: amount('250', 120, '02:00', '2,00'),
      absenceHours: amount('301', 30, '00:30', '0,50'),
      absenceDays: amount('300', 480, '08:00', '8,00', 1),
      dsrLost: amount('310', 480, '08:00', '8,00', 1),
      timeBankPayout: amount('160', 0, '00:00', '0,00'),
    });
    const csv = await ok('GET', `/v1/reports/payroll?periodId=${march2.id}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trimEnd().split('\n');
    expect(rows[0]).toBe(
      'employee_id,employee_name,cpf,registration,external_id,item,code,minutes,hhmm,hours,days',
    );
    expect(rows).toHaveLength(1 + 2 * 8);
    expect(rows).toContain(
      `${paid},Bruno Folha,${rows.find((r) => r.startsWith(paid))!.split(',')[2]},,,overtime50,150,1080,18:00,"18,00",`,
    );

    // Frozen: a holiday added afterwards changes the live espelho of Tuesday the 10th, not the closed month.
    await ok(
      'POST',
      '/v1/holidays',
      { date: '2026-03-10', name: 'Aniversário da cidade', scope: 'municipal' },
      201,
    );
    const live = (
      await ok('GET', `/v1/reports/period?from=2026-03-10&to=2026-03-10&employeeId=${inBank}`)
    ).json<{ employees: { days: { status: string; overtime100Minutes: number }[] }[] }>();
    expect(live.employees[0]!.days[0]).toMatchObject({ status: 'holiday', overtime100Minutes: 480 });
    const frozen = (await ok('GET', `/v1/reports/payroll?periodId=${march2.id}`)).json<typeof payroll>();
    expect(frozen.employees).toEqual(payroll.employees);
    expect((await ledger(inBank)).balanceMinutes).toBe(630);
    // Each frozen day is stored as its JSON text, exactly as serialized (the frozen espelho splices it as is).
    const stored = await t.app.deps.database.db
      .selectFrom('periodDays')
      .select('day')
      .where('periodId', '=', march2.id)
      .execute();
    expect(stored).toHaveLength(2 * 31);
    for (const { day } of stored) expect(day).toBe(JSON.stringify(JSON.parse(day)));
    const espelho = (await ok('GET', `/v1/periods/${march2.id}/employees/${inBank}`)).json<{
      inBank: boolean;
      days: {
        date: string;
        status: string;
        banked: boolean;
        debited: boolean;
        compensationMinutes: number;
        marks: { reason: string | null }[];
      }[];
      totals: { overtimeMinutes: number };
    }>();
    expect(espelho.inBank).toBe(true);
    expect(espelho.days).toHaveLength(31);
    const frozenDay = (date: string) => espelho.days.find((d) => d.date === date)!;
    expect(frozenDay('2026-03-10')).toMatchObject({ status: 'workday', banked: false });
    expect(frozenDay('2026-03-02')).toMatchObject({ banked: true, debited: false });
    expect(frozenDay('2026-03-05')).toMatchObject({ status: 'absence', debited: true });
    expect(frozenDay('2026-03-16')).toMatchObject({ status: 'absence', compensationMinutes: 480 });
    expect(frozenDay('2026-03-04').marks.map((m) => m.reason)).toContain(reason);
    // 120 + 240 + 240 + 120 + 5 × 120 of the month's overtime.
    expect(espelho.totals.overtimeMinutes).toBe(1320);
    const stranger = await call(
      'GET',
      `/v1/periods/${march2.id}/employees/01a2041d-1f85-7120-a827-9bf83ca072ef`,
    );
    expect(stranger.statusCode).toBe(404);
    problem(stranger);
    const notFrozen = await call('GET', `/v1/periods/${march.id}/employees/${inBank}`);
    expect(notFrozen.statusCode).toBe(409);
    problem(notFrozen);

    // A later period, Saturday 26 and Sunday 27 September (nothing owed): the credits still open expire.
    // FIFO left open: 90 of the 24th (Mon 23 and part of Tue 24 paid the deficit), 180 of the 25th, 26th, 27th;
    // all of them expire by 2026-09-26, so the close posts −90, −180, −180, −180 = −630 and the balance is 0.
    const later = await ok(
      'POST',
      '/v1/periods',
      { from: '2026-09-26', to: '2026-09-27', employeeIds: [inBank, paid] },
      201,
    );
    const september = later.json<{ id: string }>();
    const afterExpiry = await ledger(inBank);
    expect(afterExpiry.balanceMinutes).toBe(0);
    expect(
      afterExpiry.entries
        .filter((e) => e.kind === 'expiry')
        .map(({ date, minutes, periodId }) => ({ date, minutes, periodId })),
    ).toEqual([
      { date: '2026-09-26', minutes: -90, periodId: september.id },
      { date: '2026-09-26', minutes: -180, periodId: september.id },
      { date: '2026-09-26', minutes: -180, periodId: september.id },
      { date: '2026-09-26', minutes: -180, periodId: september.id },
    ]);

    const septemberPayroll = (await ok('GET', `/v1/reports/payroll?periodId=${september.id}`)).json<{
      employees: { employee: { id: string }; items: { timeBankPayout: object; normal: object } }[];
    }>();
    const payout = (id: string) => septemberPayroll.employees.find((e) => e.employee.id === id)!.items;
    expect(payout(inBank).timeBankPayout).toEqual(amount('160', 630, '10:30', '10,50'));
    expect(payout(paid).timeBankPayout).toEqual(amount('160', 0, '00:00', '0,00'));
    // The reopened March is not exported.
    const stale = await call('GET', `/v1/reports/payroll?periodId=${march.id}`);
    expect(stale.statusCode).toBe(409);
    problem(stale);

    // March cannot be reopened while September, which expired its credits, is closed.
    const blocked = await call('POST', `/v1/periods/${march2.id}/reopen`);
    expect(blocked.statusCode).toBe(409);
    expect(problem(blocked).detail).toContain(september.id);
    expect(problem(blocked).conflictingId).toBe(september.id);

    const list = (await ok('GET', '/v1/periods')).json<{ id: string; status: string }[]>();
    expect(list.map((p) => [p.id, p.status])).toEqual([
      [september.id, 'closed'],
      [march2.id, 'closed'],
      [march.id, 'reopened'],
    ]);
    expect((await ok('GET', `/v1/periods/${march.id}`)).json()).toMatchObject({ status: 'reopened' });

    const types = (await ok('GET', '/v1/events?limit=200')).json<{ event: string }[]>().map((e) => e.event);
    expect(types.filter((type) => type.startsWith('period.'))).toEqual([
      'period.closed',
      'period.reopened',
      'period.closed',
      'period.closed',
    ]);
    // One time_bank.updated per close or reopen that changed the bank of the employee in it.
    expect(types.filter((type) => type === 'time_bank.updated')).toHaveLength(4);
  }, 60_000); // a month closed three times over, and reopened: tens of requests, 20 s on a loaded machine
});

describe('period close: bad input and scopes', () => {
  it('400 on a reversed range, days not over, an unknown employee; 404 on an unknown period', async () => {
    const { key, call, tenant } = await setup();
    const employeeId = await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' });
    for (const body of [
      { from: '2026-03-31', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-05-01' },
      { from: '2026-03-01', to: '2099-03-31' },
      { from: '2026-03-01', to: '2026-03-31', employeeIds: ['01a2041d-1f85-7120-a827-9bf83ca072ef'] },
      { from: '2026-03-01', to: '2026-03-31', employeeIds: [] },
      { from: '2026-03-01' },
    ]) {
      const response = await call('POST', '/v1/periods', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      problem(response);
    }
    expect((await call('GET', '/v1/periods/01a2041d-1f85-7120-a827-9bf83ca072ef')).statusCode).toBe(404);
    expect((await call('POST', '/v1/periods/01a2041d-1f85-7120-a827-9bf83ca072ef/reopen')).statusCode).toBe(
      404,
    );

    const { key: reader } = await tenant.key({ scopes: ['time-bank:read'] });
    const refused = await t.request({
      method: 'POST',
      url: '/v1/periods',
      key: reader,
      payload: { from: '2026-03-01', to: '2026-03-31', employeeIds: [employeeId] },
    });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('periods:write');
    expect((await t.request({ method: 'GET', url: '/v1/periods', key: reader })).statusCode).toBe(200);
  });

  it('without employeeIds, every active employee; with the bank disabled, nothing is posted', async () => {
    const { key, ok, marks, ledger } = await setup();
    const a = await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' });
    const b = await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' });
    await marks(a, '2026-02-02', '08:00', '12:00', '13:00', '19:00');
    const closed = await ok('POST', '/v1/periods', { from: '2026-02-02', to: '2026-02-02' }, 201);
    expect(closed.json()).toMatchObject({ employeeCount: 2, employeeIds: null });
    expect((await ledger(a)).entries).toEqual([]);
    expect((await ledger(b)).entries).toEqual([]);
  });
});

describe('a close of more employees than one read takes', () => {
  it('201 closes every active one, or every one named, across several reads; 409 names one already closed', async () => {
    const { tenant, ok } = await setup();
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    const staff = await seedEmployees(t.app.deps.database.db, scope, 230, Date.now(), () => nextCpf());
    const all = await ok('POST', '/v1/periods', { from: '2026-02-02', to: '2026-02-02' }, 201);
    expect(all.json()).toMatchObject({ employeeCount: 230, employeeIds: null });

    // Named, with one twice: 150 distinct, read in two statements; the last one's day is frozen.
    const named = staff.slice(60, 210).map((e) => e.id);
    const some = await ok(
      'POST',
      '/v1/periods',
      { from: '2026-02-03', to: '2026-02-03', employeeIds: [...named, named[0]] },
      201,
    );
    expect(some.json()).toMatchObject({ employeeCount: 150 });
    const last = named.at(-1)!;
    const frozen = await ok('GET', `/v1/periods/${some.json<{ id: string }>().id}/employees/${last}`);
    expect(frozen.json()).toMatchObject({ days: [{ date: '2026-02-03' }] });

    // Every active one on the 3rd and 4th: the first of the named ones (in id order) is already closed.
    const clash = await ok('POST', '/v1/periods', { from: '2026-02-03', to: '2026-02-04' }, 409);
    expect(problem(clash).detail).toContain(`Employee ${[...named].sort()[0]} is in the closed period`);
  });
});

describe('a close whose process died', () => {
  it('holds its days until 2 minutes stale; then DELETE (204) or closing again releases them and undoes what it wrote', async () => {
    const { key, call, ok, marks, ledger } = await setup();
    await ok('PUT', '/v1/time-bank/policy', POLICY);
    const employeeId = await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' });
    await marks(employeeId, '2026-02-02', '08:00', '12:00', '13:00', '19:00');
    const range = { from: '2026-02-02', to: '2026-02-02', employeeIds: [employeeId] };
    const db = t.app.deps.database.db;
    /** A close that wrote everything but its last step, and whose process then died `ago` ms ago. */
    const diedMidway = async (ago: number) => {
      const period = (await ok('POST', '/v1/periods', range, 201)).json<{ id: string }>();
      await db
        .updateTable('periods')
        .set({ status: 'closing', progressAt: Date.now() - ago })
        .where('id', '=', period.id)
        .execute();
      return period.id;
    };
    const forgotten = { employeeId, type: 'add', occurredAt: '2026-02-02T20:00:00-03:00', reason: 'esqueci' };

    const dead = await diedMidway(30_000);
    expect((await ledger(employeeId)).entries).toHaveLength(1);
    const held = await call('POST', '/v1/adjustments', forgotten);
    expect(held.statusCode).toBe(409);
    expect(problem(held).code).toBe('period_closed');
    // Still within 2 minutes of its last progress: it may be running.
    const early = await call('DELETE', `/v1/periods/${dead}`);
    expect(early.statusCode).toBe(409);
    expect(problem(early).detail).toContain('being closed');
    expect((await call('POST', '/v1/periods', range)).statusCode).toBe(409);

    await db
      .updateTable('periods')
      .set({ progressAt: Date.now() - 3 * 60_000 })
      .where('id', '=', dead)
      .execute();
    expect((await call('DELETE', `/v1/periods/${dead}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/periods/${dead}`)).statusCode).toBe(404);
    expect((await ledger(employeeId)).entries).toEqual([]);
    expect((await call('DELETE', `/v1/periods/${dead}`)).statusCode).toBe(404);

    // Closing the same days again discards a dead close by itself.
    const deadAgain = await diedMidway(3 * 60_000);
    const closed = await ok('POST', '/v1/periods', range, 201);
    expect((await call('GET', `/v1/periods/${deadAgain}`)).statusCode).toBe(404);
    expect((await ledger(employeeId)).entries).toEqual([
      expect.objectContaining({
        date: '2026-02-02',
        kind: 'overtime',
        minutes: 180,
        periodId: closed.json().id,
      }),
    ]);

    // A closed period is reopened, not discarded; another tenant's period is a 404.
    const refused = await call('DELETE', `/v1/periods/${closed.json<{ id: string }>().id}`);
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).detail).toContain('reopen');
    const stranger = await t.seedTenant();
    const { key: strangerKey } = await stranger.key();
    const foreign = await t.request({
      method: 'DELETE',
      url: `/v1/periods/${closed.json<{ id: string }>().id}`,
      key: strangerKey,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a reopen in steps', () => {
  it('200 reverses more employees than one step takes, their time_bank.updated before period.reopened, once for two requests', async () => {
    const { key, call, ok, ledger } = await setup();
    await ok('PUT', '/v1/time-bank/policy', POLICY);
    // 60 employees in the bank on office hours, with no mark: Monday the 2nd is an unjustified absence of 480
    // minutes each, debited. A reopen takes them 25 at a time: three steps.
    const staff: string[] = [];
    for (let i = 0; i < 60; i++)
      staff.push(await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' }));
    const period = (await ok('POST', '/v1/periods', { from: '2026-02-02', to: '2026-02-02' }, 201)).json<{
      id: string;
    }>();
    expect((await ledger(staff[59]!)).balanceMinutes).toBe(-480);

    // Two requests at once: the second finds it `reopening` and takes turns with the first, step by step.
    const reopens = await Promise.all([
      call('POST', `/v1/periods/${period.id}/reopen`),
      call('POST', `/v1/periods/${period.id}/reopen`),
    ]);
    for (const reopened of reopens) {
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ status: 'reopened', reopenedBy: { type: 'api_key' } });
    }
    for (const employeeId of [staff[0]!, staff[30]!, staff[59]!])
      expect((await ledger(employeeId)).entries).toEqual([]);

    const events = (await ok('GET', '/v1/events?limit=200')).json<
      { event: string; data: { employeeId?: string; reason?: string; balanceMinutes?: number } }[]
    >();
    const reversals = events.filter((e) => e.data.reason === 'period_reopened');
    expect(reversals.map((e) => e.data.employeeId).sort()).toEqual([...staff].sort());
    expect(reversals.every((e) => e.data.balanceMinutes === 0)).toBe(true);
    expect(events.at(-1)).toMatchObject({
      event: 'period.reopened',
      data: { id: period.id, status: 'reopened' },
    });
    expect(events.filter((e) => e.event === 'period.reopened')).toHaveLength(1);
  });

  it('500 a reopen that fails after its first step leaves the period reopening, with its progressAt, until reopened again', async () => {
    const { key, call, ok, ledger } = await setup();
    await ok('PUT', '/v1/time-bank/policy', POLICY);
    const employeeId = await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' });
    const period = (
      await ok(
        'POST',
        '/v1/periods',
        { from: '2026-02-02', to: '2026-02-02', employeeIds: [employeeId] },
        201,
      )
    ).json<{ id: string }>();
    // The process dies in the reopen's first step, before it commits (other work of the app may open
    // transactions meanwhile, so the step is known by its function's name).
    const db = t.app.deps.database.db;
    const transaction = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementation(() => {
      if (new Error().stack!.includes('reopenNextEmployees')) throw new Error('the process died');
      return transaction();
    });
    const startedAt = Date.now();
    try {
      expect((await call('POST', `/v1/periods/${period.id}/reopen`)).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }

    expect((await ok('GET', `/v1/periods/${period.id}`)).json()).toMatchObject({
      status: 'reopening',
      reopenedBy: { type: 'api_key' },
    });
    const held = await call('POST', '/v1/periods', { from: '2026-02-03', to: '2026-02-03' });
    expect(held.statusCode).toBe(409);
    const { params } = held.json<{ params: { progressAt: string } }>();
    expect(Date.parse(params.progressAt)).toBeGreaterThanOrEqual(startedAt);
    expect((await ledger(employeeId)).balanceMinutes).toBe(-480);

    await ok('POST', `/v1/periods/${period.id}/reopen`);
    expect((await ledger(employeeId)).entries).toEqual([]);
  });

  it('a reopen that stopped part-way holds every close (409 reopen_running) until reopened again', async () => {
    const { key, call, ok, marks, ledger } = await setup();
    await ok('PUT', '/v1/time-bank/policy', POLICY);
    const [done, pending] = [
      await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' }),
      await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' }),
    ];
    for (const employeeId of [done, pending])
      await marks(employeeId, '2026-02-02', '08:00', '12:00', '13:00', '19:00');
    const period = (
      await ok(
        'POST',
        '/v1/periods',
        { from: '2026-02-02', to: '2026-02-02', employeeIds: [done, pending] },
        201,
      )
    ).json<{ id: string }>();
    // As a reopen leaves it when its process dies after its first step: `done` reversed, `pending` not yet.
    const db = t.app.deps.database.db;
    await db
      .updateTable('periods')
      .set({ status: 'reopening', reopenedAt: Date.now() })
      .where('id', '=', period.id)
      .execute();
    await db
      .updateTable('periodEmployees')
      .set({ status: 'reopened' })
      .where('periodId', '=', period.id)
      .where('employeeId', '=', done)
      .execute();
    await db.deleteFrom('timeBankEntries').where('employeeId', '=', done).execute();

    expect((await ok('GET', `/v1/periods/${period.id}`)).json()).toMatchObject({ status: 'reopening' });
    const otherDays = { from: '2026-02-03', to: '2026-02-03', employeeIds: [done] };
    const held = await call('POST', '/v1/periods', otherDays);
    expect(held.statusCode).toBe(409);
    expect(problem(held)).toMatchObject({ reason: 'reopen_running', conflictingId: period.id });
    const forgotten = (employeeId: string) => ({
      employeeId,
      type: 'add',
      occurredAt: '2026-02-02T20:00:00-03:00',
      reason: 'esqueci',
    });
    expect(problem(await call('POST', '/v1/adjustments', forgotten(pending))).code).toBe('period_closed');
    expect((await call('POST', '/v1/adjustments', forgotten(done))).statusCode).toBe(201);
    for (const [method, url] of [
      ['DELETE', `/v1/periods/${period.id}`],
      ['GET', `/v1/periods/${period.id}/employees/${pending}`],
      ['GET', `/v1/reports/payroll?periodId=${period.id}`],
    ] as const) {
      const refused = await call(method, url);
      expect(refused.statusCode, url).toBe(409);
      expect(problem(refused)).toMatchObject({ reason: 'period_state', params: { status: 'reopening' } });
    }

    // Reopening it again finishes `pending` alone.
    expect((await ok('POST', `/v1/periods/${period.id}/reopen`)).json()).toMatchObject({
      status: 'reopened',
    });
    expect((await ledger(pending)).entries).toEqual([]);
    const events = (await ok('GET', '/v1/events?limit=200')).json<
      { event: string; data: { employeeId?: string; reason?: string } }[]
    >();
    expect(events.filter((e) => e.data.reason === 'period_reopened').map((e) => e.data.employeeId)).toEqual([
      pending,
    ]);
    expect(events.at(-1)).toMatchObject({ event: 'period.reopened', data: { id: period.id } });
    await ok('POST', '/v1/periods', otherDays, 201);
  });
});

describe("a reopened period's frozen days", () => {
  it('200 reopen leaves them; housekeeping sweeps those of reopened periods, and only those', async () => {
    const { key, ok, marks } = await setup();
    const db = t.app.deps.database.db;
    const frozenDays = async (periodId: string) =>
      (await db.selectFrom('periodDays').select('date').where('periodId', '=', periodId).execute()).length;
    const employeeId = await t.hire(key, { schedule: OFFICE, admissionDate: '2026-01-01' });
    await marks(employeeId, '2026-02-02', '08:00', '12:00', '13:00', '17:00');
    const close = async (from: string, to: string) =>
      (await ok('POST', '/v1/periods', { employeeIds: [employeeId], from, to }, 201)).json<{ id: string }>()
        .id;
    const reopened = await close('2026-02-02', '2026-02-04');
    await ok('POST', `/v1/periods/${reopened}/reopen`);
    expect(await frozenDays(reopened)).toBe(3);

    // Beside it, a closed period and one still being reopened.
    const closed = await close('2026-02-05', '2026-02-06');
    const reopening = await close('2026-02-09', '2026-02-10');
    await db.updateTable('periods').set({ status: 'reopening' }).where('id', '=', reopening).execute();

    expect((await runHousekeeping(db, t.config)).frozenDays).toBeGreaterThanOrEqual(3);
    expect(await frozenDays(reopened)).toBe(0);
    expect(await frozenDays(closed)).toBe(2);
    expect(await frozenDays(reopening)).toBe(2);
    expect((await ok('GET', `/v1/periods/${closed}/employees/${employeeId}`)).json()).toMatchObject({
      days: [
        expect.objectContaining({ date: '2026-02-05' }),
        expect.objectContaining({ date: '2026-02-06' }),
      ],
    });
  });
});

describe('payroll codes and export: defaults and bad input', () => {
  it('codes are null until set; an item left out is null; 400 on an unknown item or a long code', async () => {
    const { call, ok } = await setup();
    expect((await ok('GET', '/v1/payroll/codes')).json()).toEqual({
      normal: null,
      overtime50: null,
      overtime100: null,
      night: null,
      absenceHours: null,
      absenceDays: null,
      dsrLost: null,
      timeBankPayout: null,
      updatedAt: null,
    });
    const put = (await ok('PUT', '/v1/payroll/codes', { normal: '001', night: null })).json<{
      normal: string;
      night: null;
      overtime50: null;
      updatedAt: string;
    }>();
    expect(put).toMatchObject({ normal: '001', night: null, overtime50: null });
    expect(put.updatedAt).toEqual(expect.any(String));
    for (const body of [{ bonus: '1' }, { normal: 'x'.repeat(31) }, { normal: 1 }, { normal: '' }]) {
      const response = await call('PUT', '/v1/payroll/codes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      problem(response);
    }
    const unknown = await call('GET', '/v1/reports/payroll?periodId=01a2041d-1f85-7120-a827-9bf83ca072ef');
    expect(unknown.statusCode).toBe(404);
    problem(unknown);
    for (const query of ['', '?periodId=nope', '?periodId=01a2041d-1f85-7120-a827-9bf83ca072ef&format=pdf']) {
      const response = await call('GET', `/v1/reports/payroll${query}`);
      expect(response.statusCode, query).toBe(400);
      problem(response);
    }
  });
});
