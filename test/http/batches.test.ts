import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
/** The big batches on a busy machine (the file's first request also compiles the app's validators). */
const LONG = 120_000;

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

interface BatchResult {
  index: number;
  status: number;
  id?: string;
  error?: { status: number; code: string; detail: string; requestId: string; errors?: unknown[] };
}

/** JSON of any value, even a bare string (an item that is not an object, sent alone). */
function post(key: string, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.request({
    method: 'POST',
    url,
    key,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

async function batch(key: string, url: string, items: unknown[], headers: Record<string, string> = {}) {
  const response = await post(key, url, { items }, headers);
  expect(response.statusCode, response.body).toBe(200);
  const { results } = response.json<{ results: BatchResult[] }>();
  expect(results.map((r) => r.index)).toEqual(items.map((_, i) => i));
  for (const result of results)
    expect(result.error?.requestId ?? response.headers['request-id']).toBe(response.headers['request-id']);
  return { response, results };
}

/** What the single POST answers for `payload`: its status and its problem body without the request id. */
async function singleAnswer(key: string, url: string, payload: unknown) {
  const response = await post(key, url, payload);
  const { requestId: _, ...body } = problem(response);
  return { status: response.statusCode, body };
}

const withoutRequestId = (result: BatchResult) => {
  const { requestId: _, ...body } = result.error!;
  return { status: result.status, body };
};

const countRows = async (table: 'employees' | 'timeEntries' | 'events', tenantId: string, type?: string) => {
  let query = t.app.deps.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId);
  if (type) query = query.where('type' as never, '=', type as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const nsrsOf = async (table: 'repRecords' | 'timeEntries', tenantId: string) =>
  (
    await t.app.deps.database.db
      .selectFrom(table)
      .select('nsr')
      .where('tenantId', '=', tenantId)
      .where('environment', '=', 'live')
      .orderBy('nsr')
      .execute()
  ).map((row) => Number(row.nsr));

describe('POST /v1/employees/batch', () => {
  it(
    '1,000 items: each invalid one fails alone with the problem its single POST gives; the rest are created with their events',
    async () => {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const existingCpf = nextCpf();
      const existingId = await t.hire(key, { cpf: existingCpf });

      const items: (Record<string, unknown> | string)[] = Array.from({ length: 1000 }, (_, i) => ({
        name: `Funcionário ${i}`,
        cpf: nextCpf(),
        registration: `M-${i}`,
      }));
      items[3] = { name: 'CPF inválido', cpf: '12345678900' };
      items[10] = { name: 'Repete o 5', cpf: (items[5] as { cpf: string }).cpf };
      items[200] = { name: 'Já existe', cpf: existingCpf };
      items[500] = { name: 'Campo a mais', cpf: nextCpf(), salary: 1 };
      items[998] = { cpf: nextCpf(), schedule: { mon: [{ start: '8:00', end: '12:00' }] } };
      items[999] = 'not an object';
      const invalid = [3, 10, 200, 500, 998, 999];

      const { results } = await batch(key, '/v1/employees/batch', items);

      for (const [i, result] of results.entries()) {
        if (invalid.includes(i)) continue;
        expect(result, `item ${i}`).toEqual({ index: i, status: 201, id: expect.any(String) });
      }
      expect(results[10]).toMatchObject({
        status: 409,
        error: { code: 'conflict', detail: `Employee ${results[5]!.id} already has this CPF.` },
      });
      expect(results[200]).toMatchObject({
        status: 409,
        error: { code: 'conflict', detail: `Employee ${existingId} already has this CPF.` },
      });
      // The single POST of each invalid item answers what its result says, byte for byte but the request id.
      for (const i of [3, 200, 500, 998, 999]) {
        expect(withoutRequestId(results[i]!), `item ${i}`).toEqual(
          await singleAnswer(key, '/v1/employees', items[i]),
        );
      }
      expect(results[3]!.error).toMatchObject({ status: 400, errors: [{ field: 'cpf' }] });
      expect(results[500]!.error).toMatchObject({ status: 400, errors: [{ field: 'salary' }] });
      expect(results[998]!.error!.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'name', message: 'is required' })]),
      );

      expect(await countRows('employees', tenant.tenantId)).toBe(1 + 994);
      expect(await countRows('events', tenant.tenantId, 'employee.created')).toBe(1 + 994);
      const fetched = await t.request({ method: 'GET', url: `/v1/employees/${results[997]!.id}`, key });
      expect(fetched.json()).toMatchObject({ name: 'Funcionário 997', registration: 'M-997' });
      // Every active employee's type-5 record took the next NSR: one gapless sequence.
      expect(await nsrsOf('repRecords', tenant.tenantId)).toEqual(
        Array.from({ length: 995 }, (_, i) => i + 1),
      );
    },
    LONG,
  );

  it('counts as one request for the rate limit; the scope is the single POST’s', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const before = await t.request({ method: 'GET', url: '/v1/employees', key });
    const remaining = Number(before.headers['x-ratelimit-remaining']);
    const { response } = await batch(
      key,
      '/v1/employees/batch',
      Array.from({ length: 20 }, (_, i) => ({ name: `E${i}`, cpf: nextCpf() })),
    );
    expect(Number(response.headers['x-ratelimit-remaining'])).toBe(remaining - 1);

    const { key: readOnly } = await tenant.key({ scopes: ['employees:read', 'time-entries:write'] });
    const refused = await post(readOnly, '/v1/employees/batch', { items: [{ name: 'A', cpf: nextCpf() }] });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('employees:write');
  });

  it('400 for the envelope: no items, more than 1,000, not an array, an unknown field; 413 past its limit', async () => {
    const { key } = await (await t.seedTenant()).key();
    for (const body of [
      {},
      { items: [] },
      { items: Array.from({ length: 1001 }, () => ({ name: 'A', cpf: '52998224725' })) },
      { items: { name: 'A' } },
      { items: [{ name: 'A', cpf: '52998224725' }], dryRun: true },
    ]) {
      const response = await post(key, '/v1/employees/batch', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(problem(response).errors![0]!.field).toMatch(/^items|dryRun$/);
    }
    const huge = await t.request({
      method: 'POST',
      url: '/v1/employees/batch',
      key,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ items: [{ name: 'x'.repeat(4.5 * 1024 * 1024), cpf: '52998224725' }] }),
    });
    expect(huge.statusCode).toBe(413);
    expect(problem(huge).detail).toContain('4 MiB');
    expect(await countRows('employees', (await t.seedTenant()).tenantId)).toBe(0);
  });
});

describe('POST /v1/time-entries/batch', () => {
  it(
    'marks go through group commit beside single clock-ins: gapless NSRs, a valid chain, each bad item its own answer',
    async () => {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const employees = [await t.hire(key), await t.hire(key), await t.hire(key)];
      const inactive = await t.hire(key);
      await t.request({ method: 'PATCH', url: `/v1/employees/${inactive}`, key, payload: { active: false } });
      const base = Date.parse('2026-11-20T11:00:00Z');
      const items: Record<string, unknown>[] = Array.from({ length: 600 }, (_, i) => ({
        employeeId: employees[i % 3],
        occurredAt: new Date(base + i * 60_000).toISOString(),
        externalId: `clock-${i}`,
      }));
      items[7] = { employeeId: inactive };
      items[8] = { ...items[8], externalId: 'clock-2' };
      items[9] = { employeeId: employees[0], occurredAt: new Date(Date.now() + 3_600_000).toISOString() };
      items[10] = { employeeId: employees[0], rep: 'rep_c', source: 'device' };
      items[11] = { employeeId: employees[0], occurredAt: '2026-11-20 08:00' };
      items[12] = { employeeId: 'not-a-uuid' };

      // Single clock-ins arrive meanwhile and share the lane with the batch's marks.
      const [{ results }, ...singles] = await Promise.all([
        batch(key, '/v1/time-entries/batch', items),
        ...Array.from({ length: 20 }, () => post(key, '/v1/time-entries', { employeeId: employees[1] })),
      ]);
      for (const single of singles) expect(single.statusCode).toBe(201);

      const bad = [7, 8, 9, 10, 11, 12];
      for (const [i, result] of results.entries()) {
        if (!bad.includes(i))
          expect(result, `item ${i}`).toEqual({ index: i, status: 201, id: expect.any(String) });
      }
      expect(results[8]).toMatchObject({
        status: 409,
        error: { detail: `Time entry ${results[2]!.id} already has this externalId.` },
      });
      for (const i of [7, 9, 10, 11, 12]) {
        expect(withoutRequestId(results[i]!), `item ${i}`).toEqual(
          await singleAnswer(key, '/v1/time-entries', items[i]),
        );
      }
      expect(results[7]!.error).toMatchObject({ status: 400, errors: [{ field: 'employeeId' }] });

      // Five employee records (four hires, one deactivation: NSR 1–5), then the 594 marks and the 20 single
      // ones, without a gap.
      expect(await nsrsOf('timeEntries', tenant.tenantId)).toEqual(
        Array.from({ length: 594 + 20 }, (_, i) => i + 6),
      );
      const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      expect(verify.json()).toMatchObject({ valid: true, lastNsr: 5 + 594 + 20 });
      expect(await countRows('events', tenant.tenantId, 'time_entry.created')).toBe(594 + 20);
      const mark = await t.request({ method: 'GET', url: `/v1/time-entries/${results[599]!.id}`, key });
      expect(mark.json()).toMatchObject({
        employeeId: employees[2],
        occurredAt: new Date(base + 599 * 60_000).toISOString(),
        externalId: 'clock-599',
        source: 'api',
        rep: 'rep_p',
      });
    },
    LONG,
  );

  it('Idempotency-Key replays the whole answer and records nothing more; another body with the key is a 409', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const items = [{ employeeId }, { employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef' }, { employeeId }];
    const headers = { 'idempotency-key': 'batch-1' };
    const first = await batch(key, '/v1/time-entries/batch', items, headers);
    expect(first.results.map((r) => r.status)).toEqual([201, 400, 201]);
    const replay = await post(key, '/v1/time-entries/batch', { items }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.response.body);
    expect(await countRows('timeEntries', tenant.tenantId)).toBe(2);
    expect(await countRows('events', tenant.tenantId, 'time_entry.created')).toBe(2);

    const other = await post(key, '/v1/time-entries/batch', { items: [{ employeeId }] }, headers);
    expect(other.statusCode).toBe(409);
    expect(await countRows('timeEntries', tenant.tenantId)).toBe(2);
  });

  it('another tenant’s employee, or the other environment’s, is each item’s 400, as for the single POST; nothing is written there', async () => {
    const a = await t.seedTenant();
    const b = await t.seedTenant();
    const { key: aLive } = await a.key();
    const { key: aTest } = await a.key({ environment: 'test' });
    const { key: bLive } = await b.key();
    const own = await t.hire(aLive);
    const aTestEmployee = await t.hire(aTest);
    const bEmployee = await t.hire(bLive);

    const items = [{ employeeId: bEmployee }, { employeeId: own }, { employeeId: aTestEmployee }];
    const { results } = await batch(aLive, '/v1/time-entries/batch', items);
    expect(results.map((r) => r.status)).toEqual([400, 201, 400]);
    for (const i of [0, 2]) {
      expect(withoutRequestId(results[i]!)).toEqual(await singleAnswer(aLive, '/v1/time-entries', items[i]));
      expect(results[i]!.error!.errors).toEqual([
        { field: 'employeeId', message: 'is not an active employee' },
      ]);
    }
    expect(await countRows('timeEntries', b.tenantId)).toBe(0);
    const testMarks = await t.request({ method: 'GET', url: '/v1/time-entries', key: aTest });
    expect(testMarks.json()).toEqual([]);
    // The same batch from the test environment sees only its own employee.
    const fromTest = await batch(aTest, '/v1/time-entries/batch', items);
    expect(fromTest.results.map((r) => r.status)).toEqual([400, 400, 201]);
  });

  it(
    'takes 1,000 marks of the largest size the schema allows; 413 naming 2 MiB past it',
    async () => {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const employeeId = await t.hire(key);
      const items = Array.from({ length: 1000 }, (_, i) => ({
        employeeId,
        occurredAt: '2026-11-20T08:00:00.000-03:00',
        source: 'device',
        rep: 'rep_p',
        deviceId: 'é'.repeat(64),
        location: { latitude: -23.5505123, longitude: -46.6333123, accuracyMeters: 12.5 },
        externalId: `${i}-`.padEnd(100, 'é'),
      }));
      // Each é sent as the escape \u00e9: six bytes a character.
      const payload = JSON.stringify({ items }).replaceAll('é', '\\u00e9');
      expect(payload.length).toBeGreaterThan(1024 * 1024);
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries/batch',
        key,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ results: BatchResult[] }>().results.every((r) => r.status === 201)).toBe(true);

      const tooLarge = await t.request({
        method: 'POST',
        url: '/v1/time-entries/batch',
        key,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ items: [{ employeeId, externalId: 'x'.repeat(2.1 * 1024 * 1024) }] }),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(problem(tooLarge).detail).toContain('2 MiB');
    },
    LONG,
  );

  it('the OpenAPI document shows the items as the single POST’s body and the results', async () => {
    const document = (await t.request({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of ['/v1/employees/batch', '/v1/time-entries/batch']) {
      const operation = document.paths[path].post;
      const single = document.paths[path.replace('/batch', '')].post;
      const items = operation.requestBody.content['application/json'].schema.properties.items;
      expect(items).toMatchObject({ minItems: 1, maxItems: 1000 });
      expect(items.items.properties).toEqual(
        single.requestBody.content['application/json'].schema.properties,
      );
      expect(operation.responses['200'].content['application/json'].schema.properties.results).toBeDefined();
    }
  });
});
