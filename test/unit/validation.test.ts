import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildValidator } from '../../src/platform/validation.js';

/** A bare Fastify with the app's validator and one route of the given body schema. */
async function appWithBody(schema: object) {
  const app = Fastify({ schemaController: { compilersFactory: { buildValidator } } });
  app.post('/', { schema: { body: schema } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the validator factory', () => {
  it('a schema that breaks the JSON Schema meta-schema fails the start, with the keyword at fault', async () => {
    await expect(appWithBody({ type: 'object', properties: { name: { type: 'strin' } } })).rejects.toThrow(
      /schema is invalid: data\/properties\/name\/type/,
    );
  });

  it('a valid schema validates bodies exactly as sent: every error of a small body listed', async () => {
    const app = await appWithBody({
      type: 'object',
      properties: { name: { type: 'string' }, age: { type: 'integer' } },
      required: ['name', 'age'],
      additionalProperties: false,
    });
    const ok = await app.inject({ method: 'POST', url: '/', payload: { name: 'Ana', age: 30 } });
    expect(ok.statusCode).toBe(200);
    const bad = await app.inject({ method: 'POST', url: '/', payload: { name: 1, age: '30' } });
    expect(bad.statusCode).toBe(400);
    // No coercion of a body: both fields are wrong, and both are told.
    expect(bad.json<{ message: string }>().message).toMatch(/name.*age|age.*name/);
    await app.close();
  });
});
