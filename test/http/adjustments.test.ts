import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';
import { nextCpf } from '../support/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

async function setup() {
  const tenant = await t.seedTenant();
  const { key, id: keyId } = await tenant.key();
  const post = (url: string, payload?: unknown) =>
    t.request({ method: 'POST', url, key, payload: payload as object });
  const employeeId = (await post('/v1/employees', { name: 'Carla', cpf: nextCpf() })).json().id as string;
  const mark = (
    await post('/v1/time-entries', { employeeId, occurredAt: '2026-11-20T08:00:00-03:00' })
  ).json();
  return { tenant, key, keyId, post, employeeId, mark };
}

describe('POST /v1/adjustments', () => {
  it('201 files a pending add with the requesting key', async () => {
    const { post, employeeId, keyId } = await setup();
    const response = await post('/v1/adjustments', {
      type: 'add',
      employeeId,
      occurredAt: '2026-11-20T17:00:00-03:00',
      reason: 'Esqueceu de registrar a saída',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'add',
      employeeId,
      occurredAt: '2026-11-20T20:00:00.000Z',
      timeEntryId: null,
      reason: 'Esqueceu de registrar a saída',
      status: 'pending',
      requestedBy: { type: 'api_key', id: keyId },
      decidedAt: null,
      decidedBy: null,
    });
  });

  it('400 for add without occurredAt, disregard without timeEntryId, reason of 101 characters or blank', async () => {
    const { post, employeeId, mark } = await setup();
    for (const payload of [
      { type: 'add', employeeId, reason: 'x' },
      { type: 'disregard', employeeId, reason: 'x' },
      { type: 'add', employeeId, occurredAt: '2026-11-20T17:00:00Z', reason: 'x'.repeat(101) },
      { type: 'disregard', employeeId, timeEntryId: mark.id, reason: '   ' },
      { type: 'move', employeeId, reason: 'x' },
      { type: 'add', employeeId, occurredAt: '2026-11-20T17:00:00Z', reason: 'x', timeEntryId: mark.id },
    ]) {
      const response = await post('/v1/adjustments', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problem(response).code).toBe('invalid_request');
    }
  });

  it("400 disregarding another employee's mark", async () => {
    const { post, mark } = await setup();
    const other = (await post('/v1/employees', { name: 'Davi', cpf: nextCpf() })).json().id;
    const response = await post('/v1/adjustments', {
      type: 'disregard',
      employeeId: other,
      timeEntryId: mark.id,
      reason: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors?.[0]?.field).toBe('timeEntryId');
  });

  it('409 disregarding a mark that an approved adjustment already disregards', async () => {
    const { post, employeeId, mark } = await setup();
    const first = (
      await post('/v1/adjustments', {
        type: 'disregard',
        employeeId,
        timeEntryId: mark.id,
        reason: 'duplicada',
      })
    ).json();
    // A second request filed while the first was pending: its approval finds the mark taken.
    const pending = (
      await post('/v1/adjustments', { type: 'disregard', employeeId, timeEntryId: mark.id, reason: 'também' })
    ).json();
    expect((await post(`/v1/adjustments/${first.id}/approve`)).statusCode).toBe(200);
    const late = await post(`/v1/adjustments/${pending.id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(problem(late).conflictingId).toBe(first.id);
    const again = await post('/v1/adjustments', {
      type: 'disregard',
      employeeId,
      timeEntryId: mark.id,
      reason: 'de novo',
    });
    expect(again.statusCode).toBe(409);
    expect(problem(again).conflictingId).toBe(first.id);
  });
});

describe('approve and reject', () => {
  it('200 approve records the decider and note, fires adjustment.approved; a second decision is 409', async () => {
    const { post, employeeId, keyId, key } = await setup();
    const adjustment = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T12:00:00-03:00',
        reason: 'almoço',
      })
    ).json();
    const approved = await post(`/v1/adjustments/${adjustment.id}/approve`, {
      decisionNote: 'ok, conferido',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decisionNote: 'ok, conferido',
      decidedBy: { type: 'api_key', id: keyId },
    });
    expect(Date.parse(approved.json().decidedAt)).toBeGreaterThan(0);
    const events = (
      await t.request({ method: 'GET', url: '/v1/events?event=adjustment.approved', key })
    ).json();
    expect(events.map((e: { data: unknown }) => e.data)).toEqual([approved.json()]);
    const again = await post(`/v1/adjustments/${adjustment.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: `/v1/adjustments/${adjustment.id}`, key })).json().status,
    ).toBe('approved');
  });

  it('200 reject without a body (none, or an empty JSON body) fires adjustment.rejected', async () => {
    const { post, employeeId, key } = await setup();
    const one = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T12:00:00Z',
        reason: 'a',
      })
    ).json();
    const two = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T13:00:00Z',
        reason: 'b',
      })
    ).json();
    expect((await post(`/v1/adjustments/${one.id}/reject`)).json().status).toBe('rejected');
    const empty = await t.request({
      method: 'POST',
      url: `/v1/adjustments/${two.id}/reject`,
      key,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const events = (
      await t.request({ method: 'GET', url: '/v1/events?event=adjustment.rejected', key })
    ).json();
    expect(events).toHaveLength(2);
  });

  it('exactly one winner when approve and reject race, and exactly one event', async () => {
    const { post, employeeId, key } = await setup();
    const adjustment = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T12:00:00Z',
        reason: 'r',
      })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(`/v1/adjustments/${adjustment.id}/${i % 2 ? 'approve' : 'reject'}`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const events = (await t.request({ method: 'GET', url: '/v1/events', key })).json();
    const decisions = ['adjustment.approved', 'adjustment.rejected'];
    expect(events.filter((e: { event: string }) => decisions.includes(e.event))).toHaveLength(1);
  });

  it('403 deciding without adjustments:approve; 404 for another tenant and a malformed id', async () => {
    const { post, employeeId, tenant } = await setup();
    const adjustment = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T12:00:00Z',
        reason: 'r',
      })
    ).json();
    const { key: writer } = await tenant.key({ scopes: ['adjustments:write', 'adjustments:read'] });
    const refused = await t.request({
      method: 'POST',
      url: `/v1/adjustments/${adjustment.id}/approve`,
      key: writer,
    });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('adjustments:approve');
    const other = await t.seedTenant();
    const { key: otherKey } = await other.key();
    expect(
      (await t.request({ method: 'POST', url: `/v1/adjustments/${adjustment.id}/approve`, key: otherKey }))
        .statusCode,
    ).toBe(404);
    const { key: testKey } = await tenant.key({ environment: 'test' });
    expect(
      (await t.request({ method: 'GET', url: `/v1/adjustments/${adjustment.id}`, key: testKey })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/v1/adjustments/nope/approve', key: otherKey })).statusCode,
    ).toBe(404);
  });
});

describe('GET /v1/adjustments', () => {
  it('200 filters by status and employee, oldest first', async () => {
    const { post, employeeId, key } = await setup();
    const other = (await post('/v1/employees', { name: 'Eva', cpf: nextCpf() })).json().id;
    const a = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T12:00:00Z',
        reason: 'a',
      })
    ).json();
    const b = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T13:00:00Z',
        reason: 'b',
      })
    ).json();
    await post('/v1/adjustments', {
      type: 'add',
      employeeId: other,
      occurredAt: '2026-11-20T13:00:00Z',
      reason: 'c',
    });
    await post(`/v1/adjustments/${a.id}/approve`);
    const pending = (
      await t.request({ method: 'GET', url: `/v1/adjustments?status=pending&employeeId=${employeeId}`, key })
    ).json();
    expect(pending.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const all = (
      await t.request({ method: 'GET', url: `/v1/adjustments?employeeId=${employeeId}`, key })
    ).json();
    expect(all.map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    expect((await t.request({ method: 'GET', url: '/v1/adjustments?status=maybe', key })).statusCode).toBe(
      400,
    );
  });
});
