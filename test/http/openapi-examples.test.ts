import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker } from '../support/contract.js';
import { createTestApp, type TestApp } from '../support/harness.js';

/**
 * Every operation of /v1/openapi.json shows an example of what it takes and of what it answers, and every
 * example in the document is valid against its own schema (PRODUCT.md §11, decision 030): an example that
 * drifts from its schema fails here, not in a client's hands.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON

let t: TestApp;
let document: Json;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Json>();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const at = (pointer: string): Json =>
  pointer
    .slice(2)
    .split('/')
    .reduce(
      (node: Json, segment) => node[segment.replaceAll('~1', '/').replaceAll('~0', '~')] as Json,
      document,
    );

/** The operations of the document: its paths' and its webhooks'. */
function operations(): { name: string; pointer: string; operation: Json }[] {
  return (['paths', 'webhooks'] as const).flatMap((section) =>
    Object.entries((document[section] ?? {}) as Json).flatMap(([path, item]) =>
      METHODS.filter((method) => (item as Json)[method]).map((method) => ({
        name: `${method.toUpperCase()} ${path}`,
        pointer: `#/${section}/${escapePointer(path)}/${method}`,
        operation: (item as Json)[method] as Json,
      })),
    ),
  );
}

const isJson = (mediaType: string) => /[/+]json$/.test(mediaType);

/** Whether a media type shows an example: its own, or its schema's (through the schema's `$ref`). */
function hasExample(media: Json): boolean {
  if (media.example !== undefined || Object.keys((media.examples ?? {}) as Json).length > 0) return true;
  let schema = media.schema as Json | undefined;
  while (schema) {
    if (schema.example !== undefined || (Array.isArray(schema.examples) && schema.examples.length > 0))
      return true;
    schema = typeof schema.$ref === 'string' ? at(schema.$ref) : undefined;
  }
  return false;
}

/** The JSON bodies of an operation, request and responses (success and problem alike), with what names them. */
function jsonBodies(operation: Json): { what: string; media: Json }[] {
  const bodies: { what: string; media: Json }[] = [];
  const request = operation.requestBody as Json | undefined;
  for (const [type, media] of Object.entries((request?.content ?? {}) as Json))
    if (isJson(type)) bodies.push({ what: `request body ${type}`, media: media as Json });
  for (const [status, declared] of Object.entries((operation.responses ?? {}) as Json)) {
    const response = typeof declared.$ref === 'string' ? at(declared.$ref as string) : (declared as Json);
    for (const [type, media] of Object.entries((response.content ?? {}) as Json))
      if (isJson(type)) bodies.push({ what: `${status} ${type}`, media: media as Json });
  }
  return bodies;
}

/** Keywords whose value is a map of names to schemas (or to objects of the document): no keyword of their own. */
const MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'schemas',
  'parameters',
  'securitySchemes',
  'encoding',
]);
/** Keywords whose value is data, not more of the document: an example may hold any key. */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Every example of `doc`, with the pointer of the schema it must be valid against. */
function examples(doc: Json): { where: string; schema: string; value: unknown }[] {
  const found: { where: string; schema: string; value: unknown }[] = [];
  const walk = (node: unknown, pointer: string, isMap: boolean) => {
    if (node === null || typeof node !== 'object') return;
    const object = node as Json;
    if (!isMap && !Array.isArray(node)) {
      if (object.schema !== undefined && typeof object.schema === 'object') {
        // A media type, a parameter or a header: its examples are of its schema.
        if (object.example !== undefined)
          found.push({ where: `${pointer}/example`, schema: `${pointer}/schema`, value: object.example });
        for (const [name, example] of Object.entries((object.examples ?? {}) as Json))
          found.push({
            where: `${pointer}/examples/${name}`,
            schema: `${pointer}/schema`,
            value: (example as Json).value,
          });
      } else {
        // A schema: its examples are of itself.
        if (Array.isArray(object.examples))
          object.examples.forEach((value, index) =>
            found.push({ where: `${pointer}/examples/${index}`, schema: pointer, value }),
          );
        if (object.example !== undefined)
          found.push({ where: `${pointer}/example`, schema: pointer, value: object.example });
      }
    }
    for (const [key, child] of Object.entries(object)) {
      if (!isMap && !Array.isArray(node) && DATA.has(key)) continue;
      walk(child, `${pointer}/${escapePointer(key)}`, !isMap && !Array.isArray(node) && MAPS.has(key));
    }
  };
  walk(doc, '#', false);
  return found;
}

describe('the examples of the OpenAPI document', () => {
  it('every operation shows an example of each JSON body it takes and answers', () => {
    const missing = operations().flatMap(({ name, operation }) =>
      jsonBodies(operation)
        .filter(({ media }) => !hasExample(media))
        .map(({ what }) => `${name}: ${what}`),
    );
    expect(missing, 'operations without an example').toEqual([]);
  });

  it('every example is valid against its own schema', () => {
    const checker = new ContractChecker(document);
    const found = examples(document);
    // Those of the employees' routes at least: a walk that found none would pass anything.
    expect(found.length).toBeGreaterThan(10);
    const invalid = found.flatMap(({ where, schema, value }) => checker.validate(schema, value, where));
    expect(invalid, 'examples their schema refuses').toEqual([]);
  });

  it('the check refuses a schema example and a media type example their schemas refuse (a test of the test)', () => {
    const broken = structuredClone(document);
    broken.components.schemas.Employee.examples = [{ id: 'not-a-uuid' }];
    broken.paths['/v1/holidays'].post.requestBody.content['application/json'].example = { date: 25 };
    const checker = new ContractChecker(broken);
    const invalid = examples(broken).flatMap(({ where, schema, value }) =>
      checker.validate(schema, value, where),
    );
    expect(invalid).toEqual([
      expect.stringContaining('#/components/schemas/Employee/examples/0'),
      expect.stringContaining('#/paths/~1v1~1holidays/post/requestBody/content/application~1json/example'),
    ]);
  });
});
