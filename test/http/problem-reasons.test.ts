import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A field error as the body carries it, with its machine-readable reason. */
interface ReasonedError {
  field: string;
  message: string;
  reason?: string;
  params?: Record<string, string | number>;
}

async function refusal(key: string, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) {
  const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(400);
  return problem(response).errors as ReasonedError[];
}

describe('field errors carry a reason a program can translate, beside the English message', () => {
  it('for what the schema checks: required, unknown fields, lengths', async () => {
    const { key } = await (await t.seedTenant()).key();
    expect(await refusal(key, 'POST', '/v1/employees', { cpf: '52998224725', nickname: 'Zé' })).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'is required', reason: 'required' },
        { field: 'nickname', message: 'is not an allowed field', reason: 'not_allowed' },
      ]),
    );
    const [tooLong] = await refusal(key, 'POST', '/v1/employees', {
      name: 'x'.repeat(500),
      cpf: '52998224725',
    });
    expect(tooLong).toMatchObject({
      field: 'name',
      reason: 'too_long',
      params: { limit: expect.any(Number) },
    });
    expect(tooLong!.message).toBeTruthy();
  });

  it('for what the schema checks: counts, formats, allowed values', async () => {
    const { key } = await (await t.seedTenant()).key();

    const [noScopes] = await refusal(key, 'POST', '/v1/webhooks', {
      url: 'https://example.com/hook',
      events: [],
    });
    expect(noScopes).toMatchObject({ field: 'events', reason: 'too_few_items', params: { limit: 1 } });
    expect(noScopes!.message).toBe('must NOT have fewer than 1 items');

    const [badDate] = await refusal(key, 'POST', '/v1/employees', {
      name: 'Ana',
      cpf: '52998224725',
      admissionDate: '20-11-2026',
    });
    expect(badDate).toMatchObject({ field: 'admissionDate', reason: 'format', params: { format: 'date' } });

    const [badStatus] = await refusal(key, 'GET', '/v1/adjustments?status=maybe');
    expect(badStatus).toMatchObject({ field: 'status', reason: 'one_of' });
    expect(String(badStatus!.params?.values)).toContain('pending');
  });

  it('for what the services check: CPF, PIS, zone, blank, overlaps, ranges', async () => {
    const { key } = await (await t.seedTenant()).key();
    const errors = await refusal(key, 'POST', '/v1/employees', {
      name: '   ',
      cpf: '52998224726',
      pis: '12345678901',
      timezone: 'America/Atlantis',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'cpf', message: 'is not a valid CPF', reason: 'invalid_cpf' },
        { field: 'pis', message: 'is not a valid PIS/PASEP', reason: 'invalid_pis' },
        { field: 'timezone', message: 'is not an IANA time zone', reason: 'invalid_timezone' },
        { field: 'name', message: 'must not be blank', reason: 'blank' },
      ]),
    );
    expect(
      await refusal(key, 'POST', '/v1/employees', {
        name: 'Ana',
        cpf: '52998224725',
        schedule: {
          tue: [
            { start: '08:00', end: '12:00' },
            { start: '11:00', end: '14:00' },
          ],
        },
      }),
    ).toEqual([
      {
        field: 'schedule.tue.1',
        message: 'overlaps schedule.tue.0',
        reason: 'overlaps',
        params: { field: 'schedule.tue.0' },
      },
    ]);
    const id = await t.hire(key);
    expect(await refusal(key, 'GET', `/v1/employees/${id}/workdays?from=2026-11-20&to=2026-11-10`)).toEqual([
      { field: 'from', message: 'must not be after to', reason: 'after_to' },
    ]);
  });

  it('documents the reason in the OpenAPI problem schema', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    const item = response.json().components.schemas.Problem.properties.errors.items;
    expect(Object.keys(item.properties)).toEqual(['field', 'message', 'reason', 'params']);
    expect(item.required).toEqual(['field', 'message']);
  });
});

describe('a 409 conflict carries a reason and its values a program can translate, beside the English detail', () => {
  async function conflict(key: string, method: 'POST', url: string, payload?: object) {
    const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(409);
    const body = problem(response);
    expect(body.code).toBe('conflict');
    return body as { reason?: string; params?: Record<string, string | number>; conflictingId?: string };
  }

  it('for a duplicate CPF, a holiday, an overlapping absence and a request decided twice', async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { cpf: '52998224725' });
    expect(
      await conflict(key, 'POST', '/v1/employees', { name: 'Outra Ana', cpf: '52998224725' }),
    ).toMatchObject({
      reason: 'duplicate_cpf',
      conflictingId: ana,
    });
    expect(
      await conflict(key, 'POST', '/v1/holidays', { date: '2026-11-20', name: 'Zumbi', scope: 'company' }),
    ).toMatchObject({
      reason: 'national_holiday',
      params: { date: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
    });
    const post = async (url: string, payload?: object) => {
      const response = await t.request({ method: 'POST', url, key, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<{ id: string }>();
    };
    await post('/v1/holidays', { date: '2026-01-25', name: 'Aniversário da cidade', scope: 'municipal' });
    expect(
      await conflict(key, 'POST', '/v1/holidays', {
        date: '2026-01-25',
        name: 'De novo',
        scope: 'municipal',
      }),
    ).toMatchObject({ reason: 'duplicate_holiday', params: { date: '2026-01-25' } });
    const vacation = { employeeId: ana, type: 'vacation', reason: 'Férias' };
    const first = await post('/v1/absences', { ...vacation, from: '2026-12-01', to: '2026-12-10' });
    await post(`/v1/absences/${first.id}/approve`);
    const second = await post('/v1/absences', { ...vacation, from: '2026-12-08', to: '2026-12-12' });
    expect(await conflict(key, 'POST', `/v1/absences/${second.id}/approve`)).toMatchObject({
      reason: 'absence_overlap',
      params: { from: '2026-12-01', to: '2026-12-10' },
      conflictingId: first.id,
    });
    expect(await conflict(key, 'POST', `/v1/absences/${first.id}/reject`)).toMatchObject({
      reason: 'already_decided',
      params: { status: 'approved' },
    });
  });

  it('documents the reason in the OpenAPI problem schema', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    const properties = response.json().components.schemas.Problem.properties;
    expect(properties.reason.description).toContain('absence_overlap');
    expect(properties.params.type).toBe('object');
  });
});
