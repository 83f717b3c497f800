import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
