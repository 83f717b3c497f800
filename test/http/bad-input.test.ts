import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../support/harness.js';

/**
 * Bad input, generated from the route schemas of the OpenAPI document: every operation is sent wrong types,
 * over-long and odd strings, unknown fields, bodies that are not objects, absurd query values, malformed and
 * foreign ids, other content types, invalid UTF-8, deep nesting and a body over the limit. Every answer must be
 * a 4xx problem body, and nothing may be written.
 */

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  examples?: unknown[];
  items?: Schema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query: { name: string; required: boolean; schema: Schema }[];
  body: Schema | undefined;
}

const RUNS = 15;
const TABLES = [
  'employees',
  'timeEntries',
  'adjustments',
  'absences',
  'webhooks',
  'events',
  'repRecords',
  'apiKeys',
] as const;

let t: TestApp;
let key: string;
let tenantId: string;
let operations: Operation[];
/** Real ids of another tenant: never reachable with this tenant's key. */
let foreignIds: string[];

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
  const tenant = await t.seedTenant();
  ({ key } = await tenant.key());
  tenantId = tenant.tenantId;
  const doc = (await t.request({ method: 'GET', url: '/v1/openapi.json', key })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
          requestBody?: { content: Record<string, { schema: Schema }> };
        }
      >
    >;
  }>();
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema,
      })),
    );

  const other = await t.seedTenant();
  const { key: otherKey } = await other.key();
  const post = async (url: string, payload: object) =>
    (await t.request({ method: 'POST', url, key: otherKey, payload })).json<{ id: string }>();
  const employee = await post('/v1/employees', { name: 'Outra', cpf: '52998224725' });
  const entry = await post('/v1/time-entries', { employeeId: employee.id });
  const adjustment = await post('/v1/adjustments', {
    type: 'disregard',
    employeeId: employee.id,
    timeEntryId: entry.id,
    reason: 'Teste',
  });
  const absence = await post('/v1/absences', {
    employeeId: employee.id,
    type: 'vacation',
    from: '2026-11-16',
    to: '2026-11-20',
    reason: 'Teste',
  });
  foreignIds = [employee.id, entry.id, adjustment.id, absence.id];
});
afterAll(() => t.close());

async function counts(): Promise<Record<string, number>> {
  const database = openTestDatabase(t.storage);
  try {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', tenantId)
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  } finally {
    await database.close();
  }
}

function expectProblem(response: LightMyRequestResponse, what: string): void {
  expect(
    response.statusCode,
    `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(response.headers['content-type'], what).toMatch(/^application\/problem\+json/);
  const problem = response.json<{ status: number; code: string }>();
  expect(problem.status, what).toBe(response.statusCode);
  expect(typeof problem.code, what).toBe('string');
}

const jsonTypeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

/** The JSON types a schema accepts (integer counts as number and the other way round where they overlap). */
function allowedTypes(schema: Schema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((s) => [...allowedTypes(s)]));
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return new Set(types.flatMap((type) => (type === 'number' ? ['number', 'integer'] : [type])));
}

const VALUES: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 30 }),
  integer: fc.integer(),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue(), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
};

/** Values a field's schema refuses: other JSON types, strings past maxLength, enum misses, bad formats. */
function wrongValue(schema: Schema): fc.Arbitrary<unknown> {
  const allowed = allowedTypes(schema);
  const options: fc.Arbitrary<unknown>[] = Object.entries(VALUES)
    .filter(([type]) => !allowed.has(type))
    .map(([, arbitrary]) => arbitrary);
  const strings =
    schema.anyOf?.find((s) => s.type === 'string') ?? (schema.type === 'string' ? schema : undefined);
  if (strings?.maxLength !== undefined) {
    options.push(fc.integer({ min: 1, max: 20_000 }).map((extra) => 'é'.repeat(strings.maxLength! + extra)));
  }
  if (strings?.format && strings.format !== 'email')
    options.push(fc.string({ maxLength: 20 }).map((s) => `${s}§`));
  if (schema.enum) options.push(fc.string({ maxLength: 20 }).filter((s) => !schema.enum!.includes(s)));
  return fc.oneof(...options);
}

/** Bodies a route must refuse, built from its schema (the first object variant of an anyOf). */
function badBodies(schema: Schema): fc.Arbitrary<unknown> {
  const object = schema.properties ? schema : schema.anyOf?.find((s) => s.properties);
  const base = (object?.examples?.[0] as Record<string, unknown> | undefined) ?? {};
  const options: fc.Arbitrary<unknown>[] = [
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.jsonValue(), { maxLength: 3 }),
    ),
  ];
  if (object?.properties) {
    const names = Object.keys(object.properties);
    options.push(
      fc
        .constantFrom(...names)
        .chain((name) => wrongValue(object.properties![name]!).map((value) => ({ ...base, [name]: value }))),
    );
    if (object.additionalProperties === false) {
      options.push(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((name) => !names.includes(name) && name !== '__proto__')
          .map((name) => ({ ...base, [name]: 'x' })),
      );
    }
  }
  return fc.oneof(...options);
}

/** Absurd values for a query parameter. */
/** Values a query parameter must refuse; null for free text without a length limit (it takes anything). */
function badQueryValue(schema: Schema): fc.Arbitrary<string> | null {
  if (schema.type === 'integer') {
    return fc.oneof(
      fc.integer({ min: -1_000_000, max: (schema.minimum ?? 0) - 1 }).map(String),
      fc.integer({ min: (schema.maximum ?? 1_000_000) + 1, max: 2 ** 53 }).map(String),
      fc.constantFrom('abc', '1.5', '1e309', '-0x10', 'NaN', 'Infinity', '9'.repeat(400)),
    );
  }
  if (schema.type === 'boolean') return fc.constantFrom('yes', 'truee', 'maybe', '2');
  if (schema.enum) return fc.string({ maxLength: 20 }).filter((s) => !schema.enum!.includes(s));
  // Free text (a search, an externalId) takes any character: only a formatted string refuses a stray one.
  const options: fc.Arbitrary<string>[] =
    schema.format || schema.pattern ? [fc.string({ minLength: 1, maxLength: 30 }).map((s) => `${s}§`)] : [];
  if (schema.maxLength !== undefined) options.push(fc.constant('q'.repeat(schema.maxLength + 1)));
  return options.length > 0 ? fc.oneof(...options) : null;
}

const VALID_QUERY: Record<string, string> = { from: '2026-11-01', to: '2026-11-02' };

/** A path with its ids filled in: malformed strings, unknown UUIDs, or another tenant's real ids. */
const badIds = () =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '' && s !== '.' && s !== '..'),
    fc.uuid(),
    fc.constantFrom(...foreignIds),
  );
const fillPath = (path: string, id: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id));

describe('bad input never gets a 5xx nor writes anything', () => {
  it('bodies: wrong types, over-long strings, unknown fields, not objects', async () => {
    const before = await counts();
    for (const op of operations.filter((o) => o.body)) {
      await fc.assert(
        fc.asyncProperty(badBodies(op.body!), fc.uuid(), async (payload, id) => {
          const url =
            fillPath(op.path, id) +
            (op.query.some((q) => q.required) ? '?from=2026-11-01&to=2026-11-02' : '');
          const response = await t.request({ method: op.method, url, key, payload: payload as object });
          expectProblem(response, `${op.method} ${op.path} ${JSON.stringify(payload).slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('query strings: absurd values for every parameter, one at a time', async () => {
    const before = await counts();
    for (const op of operations.filter((o) => o.query.length > 0)) {
      for (const param of op.query) {
        const bad = badQueryValue(param.schema);
        if (!bad) continue;
        await fc.assert(
          fc.asyncProperty(bad, fc.uuid(), async (value, id) => {
            const query = new URLSearchParams(
              Object.fromEntries(
                op.query.filter((q) => q.required).map((q) => [q.name, VALID_QUERY[q.name] ?? '']),
              ),
            );
            query.set(param.name, value);
            const response = await t.request({
              method: op.method,
              url: `${fillPath(op.path, id)}?${query}`,
              key,
            });
            expectProblem(response, `${op.method} ${op.path} ${param.name}=${value.slice(0, 80)}`);
          }),
          { numRuns: RUNS },
        );
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('ids: malformed, unknown and another tenant’s, on every route that takes one', async () => {
    const before = await counts();
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      await fc.assert(
        fc.asyncProperty(badIds(), async (id) => {
          const query = op.query.some((q) => q.required) ? '?from=2026-11-01&to=2026-11-02' : '';
          const response = await t.request({
            method: op.method,
            url: fillPath(op.path, id) + query,
            key,
            ...(op.method === 'PATCH' ? { payload: { description: 'x' } } : {}),
          });
          expectProblem(response, `${op.method} ${op.path} id=${id}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('transport: other content types, invalid UTF-8, deep nesting, a body over the limit', async () => {
    const before = await counts();
    const writes = operations.filter((o) => o.method === 'POST' || o.method === 'PATCH');
    const bodies: [string, string | Buffer][] = [
      ['text/plain', 'name=Ana'],
      ['application/xml', '<employee><name>Ana</name></employee>'],
      ['application/x-www-form-urlencoded', 'name=Ana&cpf=52998224725'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--x--',
      ],
      // A valid employee but for two bytes in the name that are not UTF-8.
      [
        'application/json',
        Buffer.concat([
          Buffer.from('{"name":"Ana '),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('","cpf":"52998224725"}'),
        ]),
      ],
      ['application/json', '['.repeat(200_000) + ']'.repeat(200_000)],
      ['application/json', `{"name":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`],
      ['application/json', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })],
      ['application/json', '{"name": "Ana",'],
      ['application/json; charset=latin1', '{"name":"Ana"}'],
    ];
    for (const op of writes) {
      for (const [contentType, payload] of bodies) {
        const response = await t.request({
          method: op.method,
          url: fillPath(op.path, '01a2041c-0000-7000-8000-000000000001'),
          key,
          headers: { 'content-type': contentType },
          payload,
        });
        expectProblem(response, `${op.method} ${op.path} as ${contentType} (${payload.length} bytes)`);
      }
    }
    expect(await counts()).toEqual(before);
  });
});
