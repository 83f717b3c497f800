import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/platform/db/errors.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, TEST_DB, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

async function setup() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  return { tenant, key, call };
}

/** The tenant's REP records (types 2 and 5 here), in NSR order. */
const repRecordsOf = (tenantId: string) =>
  t.app.deps.database.db
    .selectFrom('repRecords')
    .select(['nsr', 'employeeId'])
    .where('tenantId', '=', tenantId)
    .orderBy('nsr')
    .execute();

describe('employees', () => {
  it('201 with every field: digits for CPF/PIS, lower-case e-mail, active by default, ISO timestamps', async () => {
    const { call } = await setup();
    const response = await call('POST', '/v1/employees', {
      name: 'Maria da Silva',
      cpf: '529.982.247-25',
      pis: '120.5825.883-7',
      email: 'Maria@Example.com',
      registration: 'A-1',
      jobTitle: 'Caixa',
      admissionDate: '2024-03-01',
      timezone: 'America/Manaus',
      schedule: { mon: [{ start: '22:00', end: '06:00' }], tue: [{ start: '08:00', end: '12:00' }] },
      externalId: 'rh-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      cpf: '52998224725',
      pis: '12058258837',
      email: 'maria@example.com',
      active: true,
      terminationDate: null,
      timezone: 'America/Manaus',
      schedule: { mon: [{ start: '22:00', end: '06:00' }] },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('400 naming each invalid field; nothing is written', async () => {
    const { call } = await setup();
    const valid = { name: 'Ok', cpf: '52998224725' };
    const cases: [object, string][] = [
      [{ cpf: '52998224725' }, 'name'],
      [{ name: 'x' }, 'cpf'],
      [{ ...valid, cpf: '52998224726' }, 'cpf'],
      [{ ...valid, cpf: 52998224725 }, 'cpf'],
      [{ ...valid, pis: '12058258838' }, 'pis'],
      [{ ...valid, email: 'not-mail' }, 'email'],
      [{ ...valid, admissionDate: '2026-02-30' }, 'admissionDate'],
      [{ ...valid, admissionDate: '2026-05-01', terminationDate: '2026-04-01' }, 'terminationDate'],
      [{ ...valid, timezone: 'Brazil/Nowhere' }, 'timezone'],
      [{ ...valid, active: 'true' }, 'active'],
      [{ ...valid, schedule: { mon: [{ start: '25:00', end: '12:00' }] } }, 'schedule.mon.0.start'],
      [
        {
          ...valid,
          schedule: {
            mon: [
              { start: '08:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        },
        'schedule.mon.1',
      ],
      [
        {
          ...valid,
          schedule: { sun: [{ start: '22:00', end: '07:00' }], mon: [{ start: '06:00', end: '10:00' }] },
        },
        'schedule.mon.0',
      ],
      [{ ...valid, schedule: { holiday: [] } }, 'schedule.holiday'],
      [{ ...valid, salary: 1 }, 'salary'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/v1/employees', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        problem(response).errors?.map((e) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect((await call('GET', '/v1/employees')).json()).toEqual([]);
    expect((await call('GET', '/v1/events')).json()).toEqual([]);
  });

  it('409 for a duplicate CPF, registration or externalId, naming the holder; another environment is free', async () => {
    const { call, tenant } = await setup();
    const first = (
      await call('POST', '/v1/employees', {
        name: 'A',
        cpf: '52998224725',
        registration: 'R1',
        externalId: 'E1',
      })
    ).json();
    for (const payload of [
      { name: 'B', cpf: '52998224725' },
      { name: 'B', cpf: nextCpf(), registration: 'R1' },
      { name: 'B', cpf: nextCpf(), externalId: 'E1' },
    ]) {
      const response = await call('POST', '/v1/employees', payload);
      expect(response.statusCode).toBe(409);
      expect(problem(response).detail).toContain(first.id);
    }
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const other = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key: testKey,
      payload: { name: 'A', cpf: '52998224725' },
    });
    expect(other.statusCode).toBe(201);
  });

  it("a 409 comes only from the employees table's own unique indexes: another table's collision is not the client's", async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const created = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Ana', cpf: nextCpf() },
    });
    const { db } = t.app.deps.database;
    const stored = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', created.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    const collisionOf = (write: Promise<unknown>) =>
      write.then(
        () => null,
        (error: unknown) => error,
      );

    const employeeCollision = await collisionOf(
      db
        .insertInto('employees')
        .values({ ...stored, id: crypto.randomUUID() })
        .execute(),
    );
    expect(isUniqueViolation(employeeCollision, 'employees')).toBe(true);
    expect(isUniqueViolation(employeeCollision, 'events')).toBe(false);

    const event = await db
      .selectFrom('events')
      .selectAll()
      .where('tenantId', '=', tenant.tenantId)
      .executeTakeFirstOrThrow();
    const eventCollision = await collisionOf(db.insertInto('events').values(event).execute());
    expect(isUniqueViolation(eventCollision)).toBe(true);
    expect(isUniqueViolation(eventCollision, 'employees')).toBe(false);
  });

  it('concurrent creates of one CPF: exactly one employee and one event; the losers roll back', async () => {
    const { call } = await setup();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/v1/employees', { name: `Corrida ${i}`, cpf: '52998224725' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await call('GET', '/v1/employees')).json()).toHaveLength(1);
    expect((await call('GET', '/v1/events')).json()).toHaveLength(1);
  });

  it('concurrent employee writes each get their own answer (201, 200, 404, 409) and keep the NSR gapless', async () => {
    const { key, call } = await setup();
    const existing = (await call('POST', '/v1/employees', { name: 'Ana', cpf: nextCpf() })).json();
    const sharedCpf = nextCpf();

    const responses = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        call('POST', '/v1/employees', { name: `E${i}`, cpf: nextCpf() }),
      ),
      call('POST', '/v1/employees', { name: 'Twin 1', cpf: sharedCpf }),
      call('POST', '/v1/employees', { name: 'Twin 2', cpf: sharedCpf }),
      call('PATCH', '/v1/employees/0190a4b8-0000-7000-8000-000000000000', { name: 'Nobody' }),
      call('PATCH', `/v1/employees/${existing.id}`, { name: 'Ana Souza' }),
      call('POST', '/v1/employees', { name: 'Dup', cpf: existing.cpf }),
    ]);

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
    expect([statuses[12], statuses[13]].sort()).toEqual([201, 409]);
    const [twinCreated, twinRefused] =
      statuses[12] === 201 ? [responses[12]!, responses[13]!] : [responses[13]!, responses[12]!];
    expect(problem(twinRefused).detail).toContain(twinCreated.json<{ id: string }>().id);
    expect(statuses.slice(14)).toEqual([404, 200, 409]);
    expect(problem(responses[16]!).detail).toContain(existing.id);
    expect(responses[15]!.json().name).toBe('Ana Souza');

    // 1 + 12 + 1 employees added (type 5 "I") and one renamed (type 5 "A"): 15 records, NSR 1 to 15.
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 15, lastNsr: 15, brokenAt: null });
    const events = await t.request({
      method: 'GET',
      url: '/v1/events?event=employee.created&limit=100',
      key,
    });
    expect(events.json()).toHaveLength(14);
  });

  it.runIf(TEST_DB === 'postgres')(
    'concurrent creates of a tenant share transactions (group commit), each with its own row, event and type-5 record',
    async () => {
      const { tenant, key, call } = await setup();
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call('POST', '/v1/employees', { name: `G${i}`, cpf: nextCpf() }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
      const { db } = t.app.deps.database;
      // Rows written by one transaction share its id (xmin): fewer transactions than creates means batches.
      const { transactions } = await sql<{
        transactions: number;
      }>`select count(distinct xmin::text)::int as transactions
        from employees where tenant_id = ${tenant.tenantId}`
        .execute(db)
        .then((r) => r.rows[0]!);
      expect(transactions).toBeLessThan(40);
      const records = await repRecordsOf(tenant.tenantId);
      expect(records.map((r) => r.nsr)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(new Set(records.map((r) => r.employeeId))).toEqual(
        new Set(responses.map((r) => r.json<{ id: string }>().id)),
      );
      const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      expect(verify.json()).toEqual({ valid: true, checked: 40, lastNsr: 40, brokenAt: null });
    },
  );

  it('a burst of creates, some refused, each gets its own answer; only the active 201s take an NSR', async () => {
    const { tenant, key, call } = await setup();
    const stored = (await call('POST', '/v1/employees', { name: 'Stored', cpf: nextCpf() })).json();
    const twinCpf = nextCpf();
    const responses = await Promise.all([
      call('POST', '/v1/employees', { name: 'A', cpf: nextCpf() }),
      call('POST', '/v1/employees', { name: 'Twin 1', cpf: twinCpf }),
      call('POST', '/v1/employees', { name: 'Taken', cpf: stored.cpf }),
      call('POST', '/v1/employees', { name: 'Inactive', cpf: nextCpf(), active: false }),
      call('POST', '/v1/employees', { name: 'Bad', cpf: '11111111111' }),
      call('POST', '/v1/employees', { name: 'Nul\u0000', cpf: nextCpf() }),
      call('POST', '/v1/employees', { name: 'Twin 2', cpf: twinCpf }),
      call('POST', '/v1/employees', { name: 'B', cpf: nextCpf() }),
    ]);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses[0]).toBe(201);
    expect([statuses[1], statuses[6]].sort()).toEqual([201, 409]);
    expect(statuses.slice(2, 6)).toEqual([409, 201, 400, 400]);
    expect(statuses[7]).toBe(201);
    expect(problem(responses[2]).detail).toContain(stored.id);
    expect(problem(responses[5]).detail).toContain('U+0000');

    const created = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json<{ id: string; active: boolean }>());
    const records = await repRecordsOf(tenant.tenantId);
    // The stored employee, then the burst's active creates (the inactive one takes no NSR).
    expect(records.map((r) => r.nsr)).toEqual([1, 2, 3, 4]);
    expect(new Set(records.map((r) => r.employeeId))).toEqual(
      new Set([stored.id, ...created.filter((e) => e.active).map((e) => e.id)]),
    );
    const events = await call('GET', '/v1/events?event=employee.created&limit=100');
    expect(events.json()).toHaveLength(1 + created.length);
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 4, lastNsr: 4, brokenAt: null });
  });

  it('PATCH changes fields and updatedAt, null clears, {} is a 400, a taken CPF is a 409; there is no DELETE', async () => {
    const { call } = await setup();
    const a = (await call('POST', '/v1/employees', { name: 'A', cpf: '52998224725', jobTitle: 'x' })).json();
    const b = (await call('POST', '/v1/employees', { name: 'B', cpf: '02973937078' })).json();
    await new Promise((r) => setTimeout(r, 5));
    const patched = await call('PATCH', `/v1/employees/${a.id}`, {
      name: 'Ana',
      jobTitle: null,
      active: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Ana',
      jobTitle: null,
      active: false,
      createdAt: a.createdAt,
    });
    expect(patched.json().updatedAt > a.updatedAt).toBe(true);
    expect((await call('PATCH', `/v1/employees/${a.id}`, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/v1/employees/${a.id}`, { id: b.id })).statusCode).toBe(400);
    expect((await call('PATCH', `/v1/employees/${a.id}`, { cpf: '029.739.370-78' })).statusCode).toBe(409);
    expect(
      (await call('PATCH', '/v1/employees/01a2041d-1f85-7120-a827-9bf83ca072ef', { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v1/employees/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/employees/${a.id}`)).json().name).toBe('Ana');
  });

  it('lists oldest first with filters active, q (name part or CPF start, wildcards literal) and externalId', async () => {
    const { call } = await setup();
    const ana = (
      await call('POST', '/v1/employees', { name: 'Ana Lima', cpf: '52998224725', externalId: 'x-1' })
    ).json();
    const bia = (await call('POST', '/v1/employees', { name: 'Bia 100%', cpf: '02973937078' })).json();
    const caio = (
      await call('POST', '/v1/employees', { name: 'Caio', cpf: nextCpf(), active: false })
    ).json();
    const ids = async (query: string) =>
      (await call('GET', `/v1/employees${query}`)).json().map((e: { id: string }) => e.id);
    expect(await ids('')).toEqual([ana.id, bia.id, caio.id]);
    expect(await ids('?active=true')).toEqual([ana.id, bia.id]);
    expect(await ids('?active=false')).toEqual([caio.id]);
    expect(await ids('?q=LIMA')).toEqual([ana.id]);
    const joao = (await call('POST', '/v1/employees', { name: 'João Conceição', cpf: nextCpf() })).json();
    expect(await ids('?q=conceicao')).toEqual([joao.id]);
    expect(await ids('?q=JOÃO')).toEqual([joao.id]);
    await call('PATCH', `/v1/employees/${joao.id}`, { name: 'João Évora' });
    expect(await ids('?q=evora')).toEqual([joao.id]);
    expect(await ids('?q=conceicao')).toEqual([]);
    expect(await ids('?q=529.982')).toEqual([ana.id]);
    expect(await ids('?q=100%25')).toEqual([bia.id]);
    expect(await ids('?q=_')).toEqual([]);
    expect(await ids('?externalId=x-1')).toEqual([ana.id]);
    expect((await call('GET', '/v1/employees?active=maybe')).statusCode).toBe(400);
  });
});
