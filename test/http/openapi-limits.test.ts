import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PERIOD_EMPLOYEES } from '../../src/modules/periods/periods.schemas.js';
import { MAX_PAGE_SIZE } from '../../src/platform/paging.js';
import { MAX_LENGTH } from '../../src/platform/schemas.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/**
 * The limits the OpenAPI document declares (docs/decisions/033-openapi-lint-and-limits.md) are the ones the API
 * holds requests to: one kind of limit per test, one past it is a 400 naming the field, and the document states
 * the same number.
 */
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await (await t.seedTenant()).key());
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON

async function document(): Promise<Json> {
  const response = await t.request({ method: 'GET', url: '/v1/openapi.json', key });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const requestSchema = (doc: Json, path: string, method: string): Json =>
  doc.paths[path][method].requestBody.content['application/json'].schema;

async function fieldErrors(method: 'POST' | 'GET', url: string, payload?: object) {
  const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(400);
  return problem(response).errors!;
}

describe('the limits of the OpenAPI document are enforced on requests', () => {
  it('free text: a name of its limit is taken, one character more is a 400 naming it', async () => {
    const doc = await document();
    expect(requestSchema(doc, '/v1/employees', 'post').properties.name.maxLength).toBe(MAX_LENGTH.name);
    expect(doc.components.schemas.Employee.properties.name.maxLength).toBe(MAX_LENGTH.name);

    const atLimit = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'a'.repeat(MAX_LENGTH.name), cpf: nextCpf() },
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);

    const errors = await fieldErrors('POST', '/v1/employees', {
      name: 'a'.repeat(MAX_LENGTH.name + 1),
      cpf: nextCpf(),
    });
    expect(errors).toEqual([
      expect.objectContaining({ field: 'name', reason: 'too_long', params: { limit: MAX_LENGTH.name } }),
    ]);
  });

  it('formatted values: an id, an instant and a time of day one character past their format are 400s', async () => {
    const doc = await document();
    const mark = requestSchema(doc, '/v1/time-entries', 'post');
    expect(mark.properties.employeeId.maxLength).toBe(MAX_LENGTH.uuid);
    expect(mark.properties.occurredAt.maxLength).toBe(MAX_LENGTH.instant);

    const employeeId = await t.hire(key);
    // Nine fraction digits and an offset: the longest instant there is, and it is taken.
    const longest = new Date().toISOString().replace('Z', '000000+00:00');
    expect(longest).toHaveLength(MAX_LENGTH.instant);
    const taken = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId, occurredAt: longest },
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const errors = await fieldErrors('POST', '/v1/time-entries', {
      employeeId: `${employeeId}0`,
      occurredAt: longest.replace('000000+', '0000000+'),
    });
    expect(errors.map((error) => error.field).sort()).toEqual(['employeeId', 'occurredAt']);

    const schedule = await fieldErrors('POST', '/v1/employees', {
      name: 'Ana',
      cpf: nextCpf(),
      schedule: { mon: [{ start: '08:000', end: '12:00' }] },
    });
    expect(schedule).toEqual([expect.objectContaining({ field: 'schedule.mon.0.start' })]);
  });

  it('arrays: one item past maxItems is a 400 naming the array', async () => {
    const doc = await document();
    expect(requestSchema(doc, '/v1/periods', 'post').properties.employeeIds.maxItems).toBe(
      MAX_PERIOD_EMPLOYEES,
    );
    const employeeIds = Array.from(
      { length: MAX_PERIOD_EMPLOYEES + 1 },
      (_, i) => `01a2041d-1f85-7120-a827-${String(i).padStart(12, '0')}`,
    );
    const errors = await fieldErrors('POST', '/v1/periods', {
      from: '2026-01-01',
      to: '2026-01-31',
      employeeIds,
    });
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'employeeIds',
        reason: 'too_many_items',
        params: { limit: MAX_PERIOD_EMPLOYEES },
      }),
    ]);
  });

  it("integers: a page size past its maximum is a 400 naming it; a list's page declares that maximum", async () => {
    const doc = await document();
    const list = doc.paths['/v1/employees'].get;
    const limit = list.parameters.find((parameter: Json) => parameter.name === 'limit');
    expect(limit.schema).toMatchObject({ format: 'int32', minimum: 1, maximum: MAX_PAGE_SIZE });
    expect(list.responses['200'].content['application/json'].schema.maxItems).toBe(MAX_PAGE_SIZE);

    for (const value of [MAX_PAGE_SIZE + 1, 2 ** 31]) {
      const errors = await fieldErrors('GET', `/v1/employees?limit=${value}`);
      expect(errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    }
  });
});
