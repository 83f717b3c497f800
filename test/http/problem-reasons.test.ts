import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictReason } from '../../src/platform/errors.js';
import { nextCpf } from '../support/fixtures.js';
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

/** Every conflict reason: a reason added to `ConflictReason` fails the typecheck until it is named here. */
const EVERY_CONFLICT_REASON: Record<ConflictReason, true> = {
  duplicate_cpf: true,
  duplicate_registration: true,
  duplicate_external_id: true,
  duplicate_email: true,
  duplicate_holiday: true,
  duplicate_schedule_version: true,
  national_holiday: true,
  absence_overlap: true,
  already_disregarded: true,
  already_decided: true,
  webhook_limit: true,
  webhook_paused: true,
};

describe('a 409 conflict carries a reason and its values a program can translate, beside the English detail', () => {
  /**
   * What a 409 `conflict` says for a program: its reason, the reason's values and the resource it ran into,
   * each absent unless the body carries it, so that `toEqual` also proves what a body leaves out.
   */
  function conflictOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(409);
    const body = problem(response) as ReturnType<typeof problem> & {
      reason?: string;
      params?: Record<string, string | number>;
    };
    expect(body).toMatchObject({ type: 'about:blank', code: 'conflict' });
    const { reason, params, conflictingId } = body;
    return { reason, params, conflictingId };
  }

  async function conflict(key: string, method: 'POST' | 'PATCH', url: string, payload?: object) {
    return conflictOf(await t.request({ method, url, key, ...(payload ? { payload } : {}) }));
  }

  /** Sends `method url` with `key`, expecting success; the created or changed resource's id. */
  async function succeed(key: string, method: 'POST' | 'PATCH', url: string, payload?: object) {
    const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string }>().id;
  }

  it('for a duplicate CPF, a holiday, an overlapping absence and a request decided twice', async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { cpf: '52998224725' });
    expect(await conflict(key, 'POST', '/v1/employees', { name: 'Outra Ana', cpf: '52998224725' })).toEqual({
      reason: 'duplicate_cpf',
      conflictingId: ana,
    });
    expect(
      await conflict(key, 'POST', '/v1/holidays', { date: '2026-11-20', name: 'Zumbi', scope: 'company' }),
    ).toEqual({
      reason: 'national_holiday',
      params: { date: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
    });
    const anniversary = await succeed(key, 'POST', '/v1/holidays', {
      date: '2026-01-25',
      name: 'Aniversário da cidade',
      scope: 'municipal',
    });
    expect(
      await conflict(key, 'POST', '/v1/holidays', {
        date: '2026-01-25',
        name: 'De novo',
        scope: 'municipal',
      }),
    ).toEqual({ reason: 'duplicate_holiday', params: { date: '2026-01-25' }, conflictingId: anniversary });
    const vacation = { employeeId: ana, type: 'vacation', reason: 'Férias' };
    const first = await succeed(key, 'POST', '/v1/absences', {
      ...vacation,
      from: '2026-12-01',
      to: '2026-12-10',
    });
    await succeed(key, 'POST', `/v1/absences/${first}/approve`);
    const second = await succeed(key, 'POST', '/v1/absences', {
      ...vacation,
      from: '2026-12-08',
      to: '2026-12-12',
    });
    expect(await conflict(key, 'POST', `/v1/absences/${second}/approve`)).toEqual({
      reason: 'absence_overlap',
      params: { from: '2026-12-01', to: '2026-12-10' },
      conflictingId: first,
    });
    expect(await conflict(key, 'POST', `/v1/absences/${first}/reject`)).toEqual({
      reason: 'already_decided',
      params: { status: 'approved' },
    });
  });

  it("for an employee's duplicate registration or externalId, and a second schedule version of a date", async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { registration: 'A-1', externalId: 'rh-1' });
    const bruno = await t.hire(key);
    expect(
      await conflict(key, 'POST', '/v1/employees', { name: 'Bruno', cpf: nextCpf(), registration: 'A-1' }),
    ).toEqual({ reason: 'duplicate_registration', conflictingId: ana });
    expect(await conflict(key, 'PATCH', `/v1/employees/${bruno}`, { externalId: 'rh-1' })).toEqual({
      reason: 'duplicate_external_id',
      conflictingId: ana,
    });
    const mark = await succeed(key, 'POST', '/v1/time-entries', { employeeId: ana, externalId: 'clock-1' });
    expect(
      await conflict(key, 'POST', '/v1/time-entries', { employeeId: bruno, externalId: 'clock-1' }),
    ).toEqual({ reason: 'duplicate_external_id', conflictingId: mark });
    const september = await succeed(key, 'POST', `/v1/employees/${ana}/schedules`, {
      effectiveFrom: '2026-09-01',
      schedule: null,
    });
    expect(
      await conflict(key, 'POST', `/v1/employees/${ana}/schedules`, {
        effectiveFrom: '2026-09-01',
        schedule: null,
      }),
    ).toEqual({
      reason: 'duplicate_schedule_version',
      params: { date: '2026-09-01' },
      conflictingId: september,
    });
  });

  it('for a mark already disregarded, when requested and when approved', async () => {
    const { key } = await (await t.seedTenant()).key();
    const employeeId = await t.hire(key);
    const timeEntryId = await succeed(key, 'POST', '/v1/time-entries', {
      employeeId,
      occurredAt: '2026-11-20T08:00:00-03:00',
    });
    const disregard = { type: 'disregard', employeeId, timeEntryId };
    const first = await succeed(key, 'POST', '/v1/adjustments', { ...disregard, reason: 'duplicada' });
    const pending = await succeed(key, 'POST', '/v1/adjustments', { ...disregard, reason: 'também' });
    await succeed(key, 'POST', `/v1/adjustments/${first}/approve`);
    const expected = { reason: 'already_disregarded', conflictingId: first };
    expect(await conflict(key, 'POST', `/v1/adjustments/${pending}/approve`)).toEqual(expected);
    expect(await conflict(key, 'POST', '/v1/adjustments', { ...disregard, reason: 'de novo' })).toEqual(
      expected,
    );
  });

  it("for a webhook past the environment's limit, and a replay while the webhook is paused", async () => {
    const { key } = await (await t.seedTenant()).key();
    const hook = (n: number) => ({ url: `https://example.com/hooks/${n}`, events: ['employee.created'] });
    const webhooks: string[] = [];
    for (let n = 0; n < 20; n++) webhooks.push(await succeed(key, 'POST', '/v1/webhooks', hook(n)));
    expect(await conflict(key, 'POST', '/v1/webhooks', hook(20))).toEqual({
      reason: 'webhook_limit',
      params: { limit: 20 },
    });
    await succeed(key, 'PATCH', `/v1/webhooks/${webhooks[0]}`, { active: false });
    expect(
      await conflict(key, 'POST', `/v1/webhooks/${webhooks[0]}/replay`, { since: '2026-11-20T08:00:00Z' }),
    ).toEqual({ reason: 'webhook_paused' });
  });

  it("for a dashboard user's e-mail another user of the tenant has, when added and when changed", async () => {
    const tenant = await t.seedTenant();
    const signedIn = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: tenant.admin,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const adminId = signedIn.json<{ user: { id: string } }>().user.id;
    const headers = {
      cookie: String(signedIn.headers['set-cookie']).split(';', 1)[0]!,
      'x-csrf-token': signedIn.json<{ csrfToken: string }>().csrfToken,
    };
    const users = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.request({ method, url: `/dashboard/api/users${url}`, headers, payload });
    const newUser = { password: 'long enough password', role: 'viewer' };
    // Adding does not name the holder (changing does, below).
    const taken = conflictOf(await users('POST', '', { ...newUser, email: tenant.admin.email }));
    expect(taken).toMatchObject({ reason: 'duplicate_email' });
    expect(taken.params).toBeUndefined();
    const added = await users('POST', '', { ...newUser, email: 'bia@example.com' });
    expect(added.statusCode, added.body).toBe(201);
    const bia = added.json<{ id: string }>().id;
    expect(conflictOf(await users('PUT', `/${bia}/email`, { email: tenant.admin.email }))).toEqual({
      reason: 'duplicate_email',
      conflictingId: adminId,
    });
  });

  it('documents the reason in the OpenAPI problem schema', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    const properties = response.json().components.schemas.Problem.properties;
    for (const reason of Object.keys(EVERY_CONFLICT_REASON))
      expect(properties.reason.description).toContain(`\`${reason}\``);
    expect(properties.params.type).toBe('object');
  });
});
