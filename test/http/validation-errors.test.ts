import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPORTED_ERRORS } from '../../src/platform/errors.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/**
 * Validation errors are reported per field, at most MAX_REPORTED_ERRORS of them, and cost the server no more
 * than parsing the body: a body built to make the validator find 100,000 errors must not stall the process or
 * come back as megabytes of errors.
 */

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await (await t.seedTenant()).key());
  await t.app.ready(); // compiles every route's schemas, which the first request would otherwise pay for
});
afterAll(async () => t?.close());

function manyFields(count: number, base: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  for (let i = 0; i < count; i++) body[`f${i.toString(36)}`] = 1;
  return body;
}

/** A request's answer and how long it took, measured around `app.inject` (which runs on this thread). */
async function timed(send: () => ReturnType<TestApp['request']>) {
  const started = performance.now();
  const response = await send();
  return { response, ms: performance.now() - started };
}

describe('validation errors', () => {
  it('refuses a sign-in body of 100,000 fields unread: a stranger gets 16 KiB', async () => {
    const { response, ms } = await timed(() =>
      t.request({
        method: 'POST',
        url: '/dashboard/api/session',
        payload: manyFields(100_000, { tenant: 'x', email: 'a@example.com', password: 'x' }),
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(problem(response).code).toBe('payload_too_large');
    expect(response.body.length).toBeLessThan(4096);
    expect(ms).toBeLessThan(1000);
  });

  it('answers a sign-in body of 1,500 unknown fields with a few of them, and their count', async () => {
    const { response, ms } = await timed(() =>
      t.request({
        method: 'POST',
        url: '/dashboard/api/session',
        payload: manyFields(1500, { tenant: 'x', email: 'a@example.com', password: 'x' }),
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = problem(response);
    expect(body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.detail).toContain(`and ${1500 - MAX_REPORTED_ERRORS} more errors not listed`);
    expect(response.body.length).toBeLessThan(4096);
    expect(ms).toBeLessThan(1000);
  });

  it('answers a keyed body of 90,000 unknown fields at once, with a small body', async () => {
    const { response, ms } = await timed(() =>
      t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: manyFields(90_000, { name: 'Ana Souza', cpf: '52998224725' }),
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = problem(response);
    expect(body.errors!.length).toBeGreaterThan(0);
    expect(body.errors!.length).toBeLessThanOrEqual(MAX_REPORTED_ERRORS);
    expect(body.detail).toContain('there may be others');
    expect(response.body.length).toBeLessThan(4096);
    // Generous: the parse of ~1 MB of JSON alone takes tens of ms on a busy machine; before, this took 15 s.
    expect(ms).toBeLessThan(1000);
  });

  it('answers a keyed body with an array of 60,000 wrong items at once, with a small body', async () => {
    const { response, ms } = await timed(() =>
      t.request({
        method: 'POST',
        url: '/v1/webhooks',
        key,
        payload: {
          url: 'https://hooks.example.com/x',
          events: Array.from({ length: 60_000 }, (_, i) => i),
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors!.length).toBeLessThanOrEqual(MAX_REPORTED_ERRORS);
    expect(response.body.length).toBeLessThan(4096);
    expect(ms).toBeLessThan(1000);
  });

  it('lists at most the cap, and says how many more there were', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: manyFields(300, { name: 'Ana Souza', cpf: '52998224725' }),
    });
    const body = problem(response);
    expect(body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(new Set(body.errors!.map((e) => e.field)).size).toBe(MAX_REPORTED_ERRORS);
    expect(body.detail).toContain(`and ${300 - MAX_REPORTED_ERRORS} more errors not listed`);
  });

  it('caps the errors of a query string with 1,500 unknown parameters', async () => {
    const query = Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&');
    const response = await t.request({ method: 'GET', url: `/v1/time-entries?${query}`, key });
    expect(response.statusCode).toBe(400);
    const body = problem(response);
    expect(body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.detail).toContain(`and ${1500 - MAX_REPORTED_ERRORS} more errors not listed`);
    expect(response.body.length).toBeLessThan(4096);
  });

  it('still lists every field of an ordinary bad request, once each', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 42, cpf: true, nickname: 'x' },
    });
    const fields = problem(response)
      .errors!.map((e) => e.field)
      .sort();
    expect(fields).toEqual(['cpf', 'name', 'nickname']);
  });

  it('cuts a huge unknown field name before echoing it', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Ana Souza', cpf: '52998224725', ['x'.repeat(500_000)]: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(4096);
  });

  it('answers deep nesting and a body of wrong scalars as small 400s', async () => {
    for (const payload of [
      `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      JSON.stringify(Array.from({ length: 100_000 }, () => 'x')),
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(4096);
    }
  });
});

describe('errors that say what to do', () => {
  it('an enum miss lists the allowed values', async () => {
    const employeeId = await t.hire(key);
    const absence = await t.request({
      method: 'POST',
      url: '/v1/absences',
      key,
      payload: { employeeId, type: 'sick', from: '2026-11-18', to: '2026-11-18', reason: 'r' },
    });
    expect(absence.statusCode).toBe(400);
    const [typeError] = problem(absence).errors!;
    expect(typeError).toEqual({
      field: 'type',
      message:
        'must be one of "medical_certificate", "vacation", "leave", "justified", "day_off", "time_bank", "unjustified"',
      reason: 'one_of',
      params: { values: 'medical_certificate, vacation, leave, justified, day_off, time_bank, unjustified' },
    });
    const webhook = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key,
      payload: { url: 'https://hooks.example.com/x', events: ['employee.deleted'] },
    });
    const eventsError = problem(webhook).errors!.find((e) => e.field === 'events.0')!;
    expect(eventsError.message).toMatch(/^must be one of "time_entry\.created", "employee\.created", /);
    expect(eventsError.message).toContain('"employee.updated"');
    expect(problem(webhook).detail).toContain('events.0 must be one of');
  });

  it('a body of a union is judged against the variant its type names; a type that names none lists the types', async () => {
    const employeeId = await t.hire(key);
    const post = (payload: object) => t.request({ method: 'POST', url: '/v1/adjustments', key, payload });
    // An `add` with a reason over its 100 characters: told that alone, not what a `disregard` would lack.
    const add = await post({
      type: 'add',
      employeeId,
      occurredAt: '2026-11-20T17:00:00-03:00',
      reason: 'x'.repeat(101),
    });
    expect(add.statusCode).toBe(400);
    expect(problem(add).errors).toEqual([
      {
        field: 'reason',
        message: 'must NOT have more than 100 characters',
        reason: 'too_long',
        params: { limit: 100 },
      },
    ]);
    // A `disregard` that carries an `add`'s field: told that field is not allowed, and that timeEntryId is missing.
    const disregard = await post({
      type: 'disregard',
      employeeId,
      occurredAt: '2026-11-20T17:00:00-03:00',
      reason: 'r',
    });
    expect(problem(disregard).errors!.map((e) => [e.field, e.message])).toEqual([
      ['timeEntryId', 'is required'],
      ['occurredAt', 'is not an allowed field'],
    ]);
    const unknown = await post({ type: 'remove', employeeId, reason: 'r' });
    expect(problem(unknown).errors).toEqual([
      {
        field: 'type',
        message: 'must be one of "add", "disregard"',
        reason: 'one_of',
        params: { values: 'add, disregard' },
      },
    ]);
  });

  it('a schedule time written 8:00 is told the form it takes, not that the schedule must be null', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: {
        name: 'Ana',
        cpf: '52998224725',
        timezone: 'America/Sao_Paulo',
        schedule: { mon: [{ start: '8:00', end: '17:00' }] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors).toEqual([
      {
        field: 'schedule.mon.0.start',
        message: expect.stringMatching(/^must be written like "08:00" \(must match pattern /),
        reason: 'pattern',
      },
    ]);
  });

  it('an instant without an offset is told the format, with an example', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId: await t.hire(key), occurredAt: '2026-11-20T08:00:00' },
    });
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors).toEqual([
      {
        field: 'occurredAt',
        message: 'must be an RFC 3339 instant with seconds and an offset, such as 2026-11-20T08:00:00-03:00',
        reason: 'format',
        params: { format: 'date-time' },
      },
    ]);
  });

  it('a 409 for a duplicate carries the existing resource’s id in conflictingId, beside the detail', async () => {
    const cpf = '39053344705';
    const existing = await t.hire(key, { cpf });
    const employee = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Outra', cpf },
    });
    expect(employee.statusCode).toBe(409);
    expect(problem(employee)).toMatchObject({
      code: 'conflict',
      detail: `Employee ${existing} already has this CPF.`,
      conflictingId: existing,
    });

    const mark = { employeeId: existing, occurredAt: '2026-11-20T12:00:00Z', externalId: `m-${existing}` };
    const first = await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: mark });
    expect(first.statusCode).toBe(201);
    const again = await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: mark });
    expect(again.statusCode).toBe(409);
    expect(problem(again)).toMatchObject({
      detail: `Time entry ${first.json<{ id: string }>().id} already has this externalId.`,
      conflictingId: first.json<{ id: string }>().id,
    });
    // Another problem has no such field.
    const notFound = await t.request({
      method: 'GET',
      url: '/v1/employees/0190a000-0000-7000-8000-000000000000',
      key,
    });
    expect(problem(notFound)).not.toHaveProperty('conflictingId');
  });
});
