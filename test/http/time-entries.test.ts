import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../src/modules/rep/rep.service.js';
import { nextCpf } from '../support/fixtures.js';
import { seedMonth } from '../support/seed-month.js';
import {
  createTestApp,
  openTestDatabase,
  problem,
  type SeededTenant,
  type TestApp,
} from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

async function setup(options: { timezone?: string } = {}) {
  const tenant = await t.seedTenant(options);
  const { key } = await tenant.key();
  return { tenant, key, employeeId: await t.hire(key) };
}

function clockIn(key: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/v1/time-entries', key, payload });
}

describe('POST /v1/time-entries', () => {
  it('201 records a mark with nsr 2 (NSR 1 is the employee’s AFD record), the tenant time zone and a 64-hex hash', async () => {
    const { key, employeeId } = await setup({ timezone: 'America/Manaus' });
    const response = await clockIn(key, {
      employeeId,
      occurredAt: '2026-11-20T08:00:00-04:00',
      source: 'device',
      deviceId: '00004003650006783',
      location: { latitude: -3.1, longitude: -60.02, accuracyMeters: 12 },
      externalId: 'clock-1',
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      employeeId,
      occurredAt: '2026-11-20T12:00:00.000Z',
      timezone: 'America/Manaus',
      source: 'device',
      deviceId: '00004003650006783',
      location: { latitude: -3.1, longitude: -60.02, accuracyMeters: 12 },
      externalId: 'clock-1',
      nsr: 2,
    });
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    const fetched = await t.request({ method: 'GET', url: `/v1/time-entries/${entry.id}`, key });
    expect(fetched.json()).toEqual(entry);
  });

  it('201 defaults occurredAt to now and source to api', async () => {
    const { key, employeeId } = await setup();
    const before = Date.now();
    const entry = (await clockIn(key, { employeeId })).json();
    expect(entry.source).toBe('api');
    expect(Date.parse(entry.occurredAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(entry.occurredAt)).toBeLessThanOrEqual(Date.now());
    expect(entry.location).toBeNull();
  });

  it('400 occurredAt more than 5 minutes ahead, but 201 at 4 minutes', async () => {
    const { key, employeeId } = await setup();
    const ahead = await clockIn(key, {
      employeeId,
      occurredAt: new Date(Date.now() + 6 * 60_000).toISOString(),
    });
    expect(ahead.statusCode).toBe(400);
    expect(problem(ahead).errors).toEqual([
      { field: 'occurredAt', message: expect.stringContaining('future') },
    ]);
    const near = await clockIn(key, {
      employeeId,
      occurredAt: new Date(Date.now() + 4 * 60_000).toISOString(),
    });
    expect(near.statusCode).toBe(201);
  });

  it('400 on employeeId for an unknown, inactive, other-environment or other-tenant employee', async () => {
    const { tenant, key, employeeId } = await setup();
    const unknown = await clockIn(key, { employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef' });
    expect(problem(unknown).errors?.[0]?.field).toBe('employeeId');
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const otherEnvironment = await clockIn(testKey, { employeeId });
    expect(problem(otherEnvironment).errors?.[0]?.field).toBe('employeeId');
    const stranger = await setup();
    const otherTenant = await clockIn(stranger.key, { employeeId });
    expect(problem(otherTenant).errors?.[0]?.field).toBe('employeeId');
    const strangerMarks = await t.request({ method: 'GET', url: '/v1/time-entries', key: stranger.key });
    expect(strangerMarks.json()).toEqual([]);
    await t.request({ method: 'PATCH', url: `/v1/employees/${employeeId}`, key, payload: { active: false } });
    const inactive = await clockIn(key, { employeeId });
    expect(inactive.statusCode).toBe(400);
    expect(problem(inactive).errors?.[0]?.field).toBe('employeeId');
  });

  it('409 for a repeated externalId, naming the existing mark, and no nsr is used up', async () => {
    const { key, employeeId } = await setup();
    const first = (await clockIn(key, { employeeId, externalId: 'x-1' })).json();
    const again = await clockIn(key, { employeeId, externalId: 'x-1' });
    expect(again.statusCode).toBe(409);
    expect(problem(again).detail).toContain(first.id);
    const next = (await clockIn(key, { employeeId })).json();
    expect(next.nsr).toBe(first.nsr + 1);
  });

  it('400 for unknown fields, bad source, bad location and a non-uuid employeeId', async () => {
    const { key, employeeId } = await setup();
    for (const payload of [
      { employeeId, extra: true },
      { employeeId, source: 'fax' },
      { employeeId, location: { latitude: 91, longitude: 0 } },
      { employeeId: 'nope' },
      { employeeId, occurredAt: 'yesterday' },
    ]) {
      const response = await clockIn(key, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problem(response).code).toBe('invalid_request');
    }
  });

  it('404 for PATCH and DELETE: marks are immutable', async () => {
    const { key, employeeId } = await setup();
    const entry = (await clockIn(key, { employeeId })).json();
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.request({ method, url: `/v1/time-entries/${entry.id}`, key, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });

  it('201 ×40 concurrent clock-ins keep nsr gapless and the chain valid', async () => {
    const { key, employeeId } = await setup();
    const responses = await Promise.all(Array.from({ length: 40 }, () => clockIn(key, { employeeId })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const nsrs = responses.map((r) => r.json().nsr as number).sort((a, b) => a - b);
    expect(nsrs).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 41, lastNsr: 41, brokenAt: null });
  });

  it('201 for marks one after another around a 409 for a taken externalId, which takes no NSR', async () => {
    const { key, employeeId } = await setup();
    const nsrs: number[] = [];
    for (const externalId of [undefined, undefined, 'x', 'x', undefined, undefined]) {
      const response = await clockIn(key, { employeeId, ...(externalId ? { externalId } : {}) });
      nsrs.push(response.statusCode === 201 ? (response.json().nsr as number) : response.statusCode);
    }
    expect(nsrs).toEqual([2, 3, 4, 409, 5, 6]);
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 6, lastNsr: 6, brokenAt: null });
  });

  it('400 for half a surrogate pair, escaped in the body; a whole pair is stored, chained and answered as sent', async () => {
    const { key, employeeId } = await setup();
    const post = (deviceId: string) =>
      t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        headers: { 'content-type': 'application/json' },
        payload: `{"employeeId":"${employeeId}","deviceId":"${deviceId}"}`,
      });
    for (const lone of ['rep-\\ud800', 'rep-\\udc00x', '\\\\\\ud83d', '\\\\ud83d\\ude00\\ude00']) {
      const refused = await post(lone);
      expect(refused.statusCode, lone).toBe(400);
      expect(problem(refused).detail).toContain('surrogate');
    }
    // The second mark is written on the head the first left.
    for (const whole of ['rep-\\ud83d\\ude00', '\\\\ud800 is text']) {
      const stored = await post(whole);
      expect(stored.statusCode, stored.body).toBe(201);
      expect(stored.json().deviceId).toBe(JSON.parse(`"${whole}"`));
    }
    const marks = await t.request({ method: 'GET', url: '/v1/time-entries', key });
    expect(marks.json().map((mark: { deviceId: string }) => mark.deviceId)).toEqual([
      'rep-😀',
      '\\ud800 is text',
    ]);
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 3, lastNsr: 3, brokenAt: null });
  });

  it('201 through two apps on one database, turn about: each chains on the head the other moved, gapless', async () => {
    const { key, employeeId } = await setup();
    const other = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' }, t.storage);
    try {
      const clockInThrough = async (app: TestApp, externalId: string) => {
        const response = await app.request({
          method: 'POST',
          url: '/v1/time-entries',
          key,
          payload: { employeeId, externalId },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().nsr as number;
      };
      const nsrs = [
        await clockInThrough(t, 'a'),
        await clockInThrough(other, 'b'),
        await clockInThrough(t, 'c'),
      ];
      // The other app takes the next NSR for an employee record, in a table the marks' unique NSR index
      // does not cover: only the head tells this app where the sequence stands.
      await other.hire(key, { name: 'Bruno' });
      nsrs.push(await clockInThrough(t, 'd'), await clockInThrough(other, 'e'));
      expect(nsrs).toEqual([2, 3, 4, 6, 7]);
      const repeated = await other.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, externalId: 'd' },
      });
      expect(repeated.statusCode).toBe(409);
      const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      expect(verify.json()).toEqual({ valid: true, checked: 7, lastNsr: 7, brokenAt: null });
    } finally {
      await other.close();
    }
  });

  it('201 with the zone another app gave the employee since its last mark; 400 once another app deactivates it', async () => {
    const { key, employeeId } = await setup({ timezone: 'America/Sao_Paulo' });
    const other = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' }, t.storage);
    try {
      const first = await clockIn(key, { employeeId });
      expect(first.json().timezone).toBe('America/Sao_Paulo');
      // A zone change writes no REP record: the head stays where this app left it.
      const changed = await other.request({
        method: 'PATCH',
        url: `/v1/employees/${employeeId}`,
        key,
        payload: { timezone: 'America/Manaus' },
      });
      expect(changed.statusCode).toBe(200);
      const second = await clockIn(key, { employeeId });
      expect(second.statusCode).toBe(201);
      expect(second.json().timezone).toBe('America/Manaus');
      const third = await clockIn(key, { employeeId });
      expect(third.json().timezone).toBe('America/Manaus');

      await other.request({
        method: 'PATCH',
        url: `/v1/employees/${employeeId}`,
        key,
        payload: { active: false },
      });
      const inactive = await clockIn(key, { employeeId });
      expect(inactive.statusCode).toBe(400);
      expect(problem(inactive).errors?.[0]?.field).toBe('employeeId');
      const marks = await t.request({ method: 'GET', url: '/v1/time-entries', key });
      expect(marks.json()).toHaveLength(3);
      const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      // The employee's record, three marks, and the record of its deactivation.
      expect(verify.json()).toEqual({ valid: true, checked: 5, lastNsr: 5, brokenAt: null });
    } finally {
      await other.close();
    }
  });

  it('400 for an employee deactivated, and the new CPF for one changed, where the REP head did not move', async () => {
    const { tenant, key, employeeId } = await setup();
    expect((await clockIn(key, { employeeId })).statusCode).toBe(201);
    // Written behind the API's back, so no REP record moves the head: the mark reads the employee as it is.
    const { db } = t.app.deps.database;
    const employeeRow = () =>
      db.updateTable('employees').where('tenantId', '=', tenant.tenantId).where('id', '=', employeeId);
    const cpf = nextCpf();
    await employeeRow().set({ cpf }).execute();
    const changed = await clockIn(key, { employeeId });
    expect(changed.statusCode).toBe(201);
    const { afdRecord } = await db
      .selectFrom('timeEntries')
      .select('afdRecord')
      .where('id', '=', changed.json().id as string)
      .executeTakeFirstOrThrow();
    expect(afdRecord).toContain(cpf);
    // Remembered again as that write confirmed it: the next write's check finds it deactivated.
    await employeeRow().set({ active: 0 }).execute();
    const inactive = await clockIn(key, { employeeId });
    expect(inactive.statusCode).toBe(400);
    expect(problem(inactive).errors?.[0]?.field).toBe('employeeId');
  });

  it('201 for each mark of a batch whose employees changed apart: each AFD line carries its own CPF as it is now', async () => {
    const { tenant, key, employeeId: changing } = await setup();
    const steady = await t.hire(key);
    // Both employees as this app last read them: one mark each.
    for (const employeeId of [changing, steady])
      expect((await clockIn(key, { employeeId })).statusCode).toBe(201);
    const { db } = t.app.deps.database;
    const cpfOf = async (employeeId: string) =>
      (await db.selectFrom('employees').select('cpf').where('id', '=', employeeId).executeTakeFirstOrThrow())
        .cpf;
    const steadyCpf = await cpfOf(steady);
    // Behind the API's back: no REP record moves the head, and this app still holds the old CPF.
    const cpf = nextCpf();
    await db
      .updateTable('employees')
      .set({ cpf })
      .where('tenantId', '=', tenant.tenantId)
      .where('id', '=', changing)
      .execute();
    // Together, so they likely share a batch, which is written again with the changed employee as it is now.
    const marks = await Promise.all(
      [changing, steady, changing, steady].map((employeeId) => clockIn(key, { employeeId })),
    );
    for (const mark of marks) expect(mark.statusCode, mark.body).toBe(201);
    const lines = await db
      .selectFrom('timeEntries')
      .select(['employeeId', 'afdRecord'])
      .where(
        'id',
        'in',
        marks.map((mark) => mark.json().id as string),
      )
      .execute();
    expect(lines).toHaveLength(4);
    for (const { employeeId, afdRecord } of lines)
      expect(afdRecord).toContain(employeeId === changing ? cpf : steadyCpf);
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toMatchObject({ valid: true, lastNsr: 8 });
  });

  it("201 with the company's new zone for an employee without one, though the change moved no REP record", async () => {
    const { tenant, key, employeeId } = await setup({ timezone: 'America/Sao_Paulo' });
    expect((await clockIn(key, { employeeId })).json().timezone).toBe('America/Sao_Paulo');
    // The zone is no field of the AFD's company record: the head stays where the first mark left it.
    await t.app.deps.database.db
      .updateTable('tenants')
      .set({ timezone: 'America/Manaus' })
      .where('id', '=', tenant.tenantId)
      .execute();
    const second = await clockIn(key, { employeeId });
    expect(second.statusCode).toBe(201);
    expect(second.json().timezone).toBe('America/Manaus');
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 3, lastNsr: 3, brokenAt: null });
  });

  it('concurrent clock-ins written together still answer one by one: 400 and 409 fail only their own mark', async () => {
    const { key, employeeId } = await setup();
    const inactive = (
      await t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: { name: 'Saiu', cpf: nextCpf() },
      })
    ).json().id as string;
    await t.request({ method: 'PATCH', url: `/v1/employees/${inactive}`, key, payload: { active: false } });
    const payloads = Array.from({ length: 30 }, (_, i) =>
      i === 7
        ? { employeeId: inactive }
        : i === 12 || i === 13
          ? { employeeId, externalId: 'same-mark' }
          : { employeeId, externalId: `mark-${i}` },
    );
    const responses = await Promise.all(payloads.map((payload) => clockIn(key, payload)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses[7]).toBe(400);
    expect([statuses[12], statuses[13]].sort()).toEqual([201, 409]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(28);
    const created = responses.filter((r) => r.statusCode === 201).map((r) => r.json());
    const duplicate = responses[statuses[12] === 409 ? 12 : 13]!;
    const original = created.find((e) => e.externalId === 'same-mark');
    expect(problem(duplicate).detail).toContain(original.id);
    // Employee records took NSR 1 to 3 (created, created, deactivated); the 28 marks take 4 to 31, no gap.
    expect(created.map((e) => e.nsr as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 28 }, (_, i) => i + 4),
    );
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 31, lastNsr: 31, brokenAt: null });
    const events = await t.request({
      method: 'GET',
      url: '/v1/events?event=time_entry.created&limit=100',
      key,
    });
    expect(events.json()).toHaveLength(28);
  });

  it('each tenant and environment has its own nsr sequence', async () => {
    const a = await setup();
    const b = await setup();
    expect((await clockIn(a.key, { employeeId: a.employeeId })).json().nsr).toBe(2);
    expect((await clockIn(b.key, { employeeId: b.employeeId })).json().nsr).toBe(2);
    expect((await clockIn(a.key, { employeeId: a.employeeId })).json().nsr).toBe(3);
  });

  it('marks and employee records share one gapless NSR sequence, as the AFD numbers them', async () => {
    const { key, employeeId } = await setup();
    const first = (await clockIn(key, { employeeId })).json();
    const hired = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Bruno', cpf: nextCpf() },
    });
    const second = (await clockIn(key, { employeeId: hired.json().id })).json();
    // A new job title does not concern the REP; a new name writes a type-5 "changed" record.
    await t.request({
      method: 'PATCH',
      url: `/v1/employees/${employeeId}`,
      key,
      payload: { jobTitle: 'Caixa' },
    });
    const third = (await clockIn(key, { employeeId })).json();
    await t.request({
      method: 'PATCH',
      url: `/v1/employees/${employeeId}`,
      key,
      payload: { name: 'Ana S.' },
    });
    const fourth = (await clockIn(key, { employeeId })).json();
    expect([first.nsr, second.nsr, third.nsr, fourth.nsr]).toEqual([2, 4, 5, 7]);
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 7, lastNsr: 7, brokenAt: null });
  });
});

describe('GET /v1/time-entries/verify', () => {
  async function tamper(
    tenant: SeededTenant,
    sql: (db: ReturnType<typeof openTestDatabase>['db']) => Promise<unknown>,
  ) {
    const database = openTestDatabase(t.storage);
    try {
      await sql(database.db);
    } finally {
      await database.close();
    }
    return tenant;
  }

  it('200 valid on an empty sequence and on one holding only the employee’s record', async () => {
    const tenant = await t.seedTenant();
    const { key: emptyKey } = await tenant.key();
    const empty = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key: emptyKey });
    expect(empty.json()).toEqual({ valid: true, checked: 0, lastNsr: null, brokenAt: null });
    const { key } = await setup();
    const response = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(response.json()).toEqual({ valid: true, checked: 1, lastNsr: 1, brokenAt: null });
  });

  it('the walk counts every record it checks, and stops when its signal is aborted (the client went away)', async () => {
    const { tenant, key, employeeId } = await setup();
    for (let i = 0; i < 3; i++) await clockIn(key, { employeeId });
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    const db = t.app.deps.database.db;
    let counted = 0;
    const verification = await verifyChain(db, scope, { onChecked: (count) => (counted += count) });
    expect(verification).toMatchObject({ valid: true, checked: 4 });
    expect(counted).toBe(4);
    const gone = new AbortController();
    gone.abort(new Error('the client went away'));
    await expect(verifyChain(db, scope, { signal: gone.signal })).rejects.toThrow('the client went away');
  });

  it('a walk of many batches stops between two of them once its signal is aborted', async () => {
    const tenant = await t.seedTenant();
    const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
    const db = t.app.deps.database.db;
    // 10 employees' month of office hours: over 1,000 records, so more than one batch.
    await seedMonth(db, scope, 10, '2026-10', () => nextCpf());
    const whole: number[] = [];
    expect(await verifyChain(db, scope, { onChecked: (count) => whole.push(count) })).toMatchObject({
      valid: true,
    });
    expect(whole.length).toBeGreaterThan(1);

    const gone = new AbortController();
    const checked: number[] = [];
    const walk = verifyChain(db, scope, {
      signal: gone.signal,
      onChecked: (count) => {
        checked.push(count);
        gone.abort(new Error('the client went away'));
      },
    });
    await expect(walk).rejects.toThrow('the client went away');
    expect(checked).toEqual([whole[0]]);
  });

  it('reports a mark whose stored time was changed', async () => {
    const { tenant, key, employeeId } = await setup();
    const entries: { id: string }[] = [];
    for (let i = 0; i < 3; i++) entries.push((await clockIn(key, { employeeId })).json());
    await tamper(tenant, (db) =>
      db.updateTable('timeEntries').set({ occurredAt: 0 }).where('id', '=', entries[1]!.id).execute(),
    );
    const response = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(response.json()).toEqual({
      valid: false,
      checked: 2,
      lastNsr: 2,
      brokenAt: { nsr: 3, timeEntryId: entries[1]!.id, reason: 'hash does not match the mark' },
    });
  });

  it('reports a deleted mark in the middle and at the end', async () => {
    const { tenant, key, employeeId } = await setup();
    const entries: { id: string }[] = [];
    for (let i = 0; i < 3; i++) entries.push((await clockIn(key, { employeeId })).json());
    await tamper(tenant, (db) => db.deleteFrom('timeEntries').where('id', '=', entries[2]!.id).execute());
    const tail = (await t.request({ method: 'GET', url: '/v1/time-entries/verify', key })).json();
    expect(tail.valid).toBe(false);
    expect(tail.brokenAt.nsr).toBe(4);
    await tamper(tenant, (db) => db.deleteFrom('timeEntries').where('id', '=', entries[0]!.id).execute());
    const middle = (await t.request({ method: 'GET', url: '/v1/time-entries/verify', key })).json();
    expect(middle.brokenAt).toEqual({ nsr: 2, timeEntryId: null, reason: 'record with NSR 2 is missing' });
  });

  it('reports an AFD line rewritten with its hash recomputed, and a deleted or altered employee record', async () => {
    const { tenant, key, employeeId } = await setup();
    const entries: { id: string }[] = [];
    for (let i = 0; i < 2; i++) entries.push((await clockIn(key, { employeeId })).json());
    const verify = async () =>
      (await t.request({ method: 'GET', url: '/v1/time-entries/verify', key })).json();
    await tamper(tenant, async (db) => {
      const row = await db
        .selectFrom('timeEntries')
        .select('afdRecord')
        .where('id', '=', entries[0]!.id)
        .executeTakeFirstOrThrow();
      // Another hour than the mark's own (a fixed one would forge nothing when the mark is made in that hour).
      const body = row
        .afdRecord!.slice(0, 73)
        .replace(/T(\d\d):/, (_, hour: string) => `T${String((Number(hour) + 1) % 24).padStart(2, '0')}:`);
      expect(body).not.toBe(row.afdRecord!.slice(0, 73));
      const forged = body + createHash('sha256').update(body).digest('hex');
      await db
        .updateTable('timeEntries')
        .set({ afdRecord: forged })
        .where('id', '=', entries[0]!.id)
        .execute();
    });
    expect((await verify()).brokenAt).toEqual({
      nsr: 3,
      timeEntryId: entries[1]!.id,
      reason: 'AFD record does not match the chain',
    });
    const second = await setup();
    await tamper(second.tenant, (db) =>
      db
        .updateTable('repRecords')
        .set((eb) => ({ afdRecord: eb.fn('replace', ['afdRecord', eb.val('Ana'), eb.val('Eva')]) }))
        .where('tenantId', '=', second.tenant.tenantId)
        .execute(),
    );
    const altered = (
      await t.request({ method: 'GET', url: '/v1/time-entries/verify', key: second.key })
    ).json();
    expect(altered.brokenAt).toEqual({
      nsr: 1,
      timeEntryId: null,
      reason: 'type-5 record does not match its CRC',
    });
    await tamper(second.tenant, (db) =>
      db.deleteFrom('repRecords').where('tenantId', '=', second.tenant.tenantId).execute(),
    );
    await clockIn(second.key, { employeeId: second.employeeId });
    const deleted = (
      await t.request({ method: 'GET', url: '/v1/time-entries/verify', key: second.key })
    ).json();
    expect(deleted.brokenAt).toEqual({ nsr: 1, timeEntryId: null, reason: 'record with NSR 1 is missing' });
  });
});

describe('GET /v1/time-entries', () => {
  it('200 ordered by occurredAt, filtered by employee and by calendar dates in the tenant zone', async () => {
    const { key, employeeId } = await setup({ timezone: 'America/Sao_Paulo' });
    const other = (
      await t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: { name: 'Bruno', cpf: nextCpf() },
      })
    ).json().id;
    await clockIn(key, { employeeId, occurredAt: '2026-11-20T17:00:00-03:00' });
    await clockIn(key, { employeeId, occurredAt: '2026-11-20T08:00:00-03:00' });
    await clockIn(key, { employeeId, occurredAt: '2026-11-20T23:30:00-03:00' });
    await clockIn(key, { employeeId: other, occurredAt: '2026-11-20T09:00:00-03:00' });
    const list = await t.request({
      method: 'GET',
      url: `/v1/time-entries?employeeId=${employeeId}&from=2026-11-20&to=2026-11-20`,
      key,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { occurredAt: string }) => e.occurredAt)).toEqual([
      '2026-11-20T11:00:00.000Z',
      '2026-11-20T20:00:00.000Z',
      '2026-11-21T02:30:00.000Z',
    ]);
    const paged = await t.request({ method: 'GET', url: `/v1/time-entries?limit=2`, key });
    expect(paged.json()).toHaveLength(2);
    const next = String(paged.headers.link).match(/<([^>]+)>/)![1]!;
    const rest = await t.request({ method: 'GET', url: next.replace(/^https?:\/\/[^/]+/, ''), key });
    expect(rest.json()).toHaveLength(2);
  });

  it('403 without time-entries:read, and another tenant sees none of the marks', async () => {
    const { key, employeeId } = await setup();
    const entry = (await clockIn(key, { employeeId })).json();
    const other = await t.seedTenant();
    const { key: writeOnly } = await other.key({ scopes: ['time-entries:write'] });
    expect((await t.request({ method: 'GET', url: '/v1/time-entries', key: writeOnly })).statusCode).toBe(
      403,
    );
    const { key: otherKey } = await other.key();
    expect((await t.request({ method: 'GET', url: '/v1/time-entries', key: otherKey })).json()).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: `/v1/time-entries/${entry.id}`, key: otherKey })).statusCode,
    ).toBe(404);
  });

  it('time_entry.created is in the outbox with the mark as data', async () => {
    const { key, employeeId } = await setup();
    const entry = (await clockIn(key, { employeeId })).json();
    const events = (
      await t.request({ method: 'GET', url: '/v1/events?event=time_entry.created', key })
    ).json();
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual(entry);
  });
});
