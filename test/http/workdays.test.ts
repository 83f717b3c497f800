import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

describe('GET /v1/employees/:id/workdays', () => {
  it('200 shows originals, included and disregarded marks per workday', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const post = (url: string, payload?: object) => t.request({ method: 'POST', url, key, payload });
    const employeeId = (await post('/v1/employees', { name: 'Fábio', cpf: '52998224725' })).json().id;
    const marks = [];
    for (const time of ['08:00', '08:01', '12:00', '13:00']) {
      marks.push(
        (await post('/v1/time-entries', { employeeId, occurredAt: `2026-11-16T${time}:00-03:00` })).json(),
      );
    }
    const disregard = (
      await post('/v1/adjustments', {
        type: 'disregard',
        employeeId,
        timeEntryId: marks[1].id,
        reason: 'Duplicada',
      })
    ).json();
    const add = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-16T17:00:00-03:00',
        reason: 'Esqueceu',
      })
    ).json();
    const pendingAdd = (
      await post('/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-16T18:00:00-03:00',
        reason: 'Pendente',
      })
    ).json();
    await post(`/v1/adjustments/${disregard.id}/approve`);
    await post(`/v1/adjustments/${add.id}/approve`);

    const response = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2026-11-16&to=2026-11-17`,
      key,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        date: '2026-11-16',
        weekday: 'mon',
        status: 'workday',
        holiday: null,
        absence: null,
        complete: true,
        marks: [
          {
            at: '2026-11-16T11:00:00.000Z',
            kind: 'E',
            source: 'O',
            pair: 1,
            timeEntryId: marks[0].id,
            adjustmentId: null,
            reason: null,
          },
          {
            at: '2026-11-16T11:01:00.000Z',
            kind: 'D',
            source: 'O',
            pair: null,
            timeEntryId: marks[1].id,
            adjustmentId: disregard.id,
            reason: 'Duplicada',
          },
          {
            at: '2026-11-16T15:00:00.000Z',
            kind: 'S',
            source: 'O',
            pair: 1,
            timeEntryId: marks[2].id,
            adjustmentId: null,
            reason: null,
          },
          {
            at: '2026-11-16T16:00:00.000Z',
            kind: 'E',
            source: 'O',
            pair: 2,
            timeEntryId: marks[3].id,
            adjustmentId: null,
            reason: null,
          },
          {
            at: '2026-11-16T20:00:00.000Z',
            kind: 'S',
            source: 'I',
            pair: 2,
            timeEntryId: null,
            adjustmentId: add.id,
            reason: 'Esqueceu',
          },
        ],
      },
      {
        date: '2026-11-17',
        weekday: 'tue',
        status: 'workday',
        holiday: null,
        absence: null,
        complete: true,
        marks: [],
      },
    ]);
    expect(pendingAdd.status).toBe('pending');
  });

  it('400 for a reversed or too long range, 404 for another tenant', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = (
      await t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: { name: 'Gil', cpf: '02973937078' },
      })
    ).json().id;
    const reversed = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2026-11-17&to=2026-11-16`,
      key,
    });
    expect(problem(reversed).errors?.[0]?.field).toBe('from');
    const long = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2026-01-01&to=2026-06-01`,
      key,
    });
    expect(long.statusCode).toBe(400);
    const missing = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2026-01-01`,
      key,
    });
    expect(missing.statusCode).toBe(400);
    const other = await (await t.seedTenant()).key();
    const foreign = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2026-11-16&to=2026-11-16`,
      key: other.key,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
