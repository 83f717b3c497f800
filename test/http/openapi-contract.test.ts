import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker, ContractViolation } from '../support/contract.js';
import { Receiver, waitFor } from '../support/receiver.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON

let t: TestApp;
let document: Json;
beforeAll(async () => {
  t = await createTestApp();
  // A route the document declares with a 200 only, which answers something else when asked: the harness's
  // check must refuse what it answers (a test of the test). Added before the app is ready, as a route would be.
  t.app.get(
    '/v1/contract-probe',
    {
      config: { public: true },
      schema: {
        tags: ['Health'],
        summary: 'A probe of the contract check',
        description: 'Answers what `answer` asks, whatever the document says.',
        querystring: {
          type: 'object',
          properties: { answer: { type: 'string', enum: ['declared', 'status', 'media', 'body', 'header'] } },
        },
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        },
      },
    },
    async (request, reply) => {
      const { answer } = request.query as { answer?: string };
      // Undeclared on purpose: the types know the route's declared statuses too.
      if (answer === 'status') return (reply as FastifyReply).code(418).send({ ok: false });
      if (answer === 'media') return reply.type('text/plain').send('ok');
      if (answer === 'header') reply.header('X-Undeclared', '1');
      // Serialized by hand: the route's own serializer would drop what the schema does not know.
      return reply.type('application/json').send(answer === 'body' ? '{"ok":"yes"}' : '{"ok":true}');
    },
  );
  document = (await t.request({ method: 'GET', url: '/v1/openapi.json' })).json<Json>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({
      path,
      method,
      operation: operation as Json,
    })),
  );
const resolve = (node: Json): Json =>
  typeof node.$ref === 'string'
    ? resolve(
        node.$ref
          .slice(2)
          .split('/')
          .reduce((at: Json, key) => at[key] as Json, document),
      )
    : node;

describe('the contract check (test of the test)', () => {
  it('passes a response the document declares', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/contract-probe?answer=declared' });
    expect(response.json()).toEqual({ ok: true });
  });

  it.each([
    ['status', 'GET /v1/contract-probe → 418: status not declared'],
    ['media', 'media type text/plain not declared'],
    ['body', 'body does not match the document: body/ok must be boolean'],
    ['header', 'header x-undeclared not declared'],
  ])('fails the test on an undeclared %s', async (answer, message) => {
    const answered = t.request({ method: 'GET', url: `/v1/contract-probe?answer=${answer}` });
    await expect(answered).rejects.toBeInstanceOf(ContractViolation);
    await expect(answered).rejects.toThrow(message);
  });
});

describe('the document', () => {
  it('every operation has an operationId (unique), a description, declared tags and the problems it can give', () => {
    const ids = new Set<string>();
    const tags = new Set((document.tags as { name: string; description?: string }[]).map((tag) => tag.name));
    for (const { path, method, operation } of operations()) {
      if (path === '/v1/contract-probe') continue;
      expect(operation.operationId, `${method} ${path}`).toEqual(expect.any(String));
      expect(ids.has(operation.operationId as string), `${operation.operationId} is unique`).toBe(false);
      ids.add(operation.operationId as string);
      expect(operation.description, `${method} ${path} has a description`).toEqual(expect.any(String));
      for (const tag of operation.tags as string[]) expect(tags, `${method} ${path}`).toContain(tag);
      const statuses = Object.keys(operation.responses as Json);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['500', '503']));
      for (const status of statuses.filter((code) => Number(code) >= 400)) {
        const response = resolve((operation.responses as Json)[status] as Json);
        expect(Object.keys(response.content as Json), `${method} ${path} ${status}`).toEqual([
          'application/problem+json',
        ]);
      }
      if (!path.startsWith('/v1/')) {
        expect(operation.security, `${method} ${path} needs no key`).toEqual([]);
        continue;
      }
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403', '429']));
      if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('404');
      if (['post', 'put', 'patch', 'delete'].includes(method))
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
    expect(document.servers).toHaveLength(1);
    for (const tag of document.tags as { description?: string }[])
      expect(tag.description).toEqual(expect.any(String));
  });

  it('declares the headers: paging, rate limits, Retry-After, request id, idempotency, downloads', () => {
    const list = (document.paths as Json)['/v1/employees'].get as Json;
    expect(Object.keys(resolve(list.responses['200'] as Json).headers as Json)).toEqual(
      expect.arrayContaining([
        'Request-Id',
        'Link',
        'RateLimit',
        'RateLimit-Policy',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ]),
    );
    expect(list.parameters).toContainEqual(
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    );
    expect(Object.keys(resolve(list.responses['429'] as Json).headers as Json)).toContain('Retry-After');
    const create = (document.paths as Json)['/v1/employees'].post as Json;
    expect(create.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(resolve(create.responses['201'] as Json).headers as Json)).toContain(
      'Idempotent-Replayed',
    );
    const report = (document.paths as Json)['/v1/reports/period'].get as Json;
    const ok = resolve(report.responses['200'] as Json);
    expect(Object.keys(ok.content as Json)).toEqual(['application/json', 'text/csv', 'application/pdf']);
    expect(Object.keys(ok.headers as Json)).toContain('Content-Disposition');
    expect((ok.content as Json)['application/json'].schema.required).toEqual([
      'from',
      'to',
      'generatedAt',
      'employer',
      'employees',
    ]);
  });

  it('approve and reject take an optional body', () => {
    for (const path of [
      '/v1/adjustments/{id}/approve',
      '/v1/adjustments/{id}/reject',
      '/v1/absences/{id}/approve',
      '/v1/absences/{id}/reject',
    ]) {
      expect(((document.paths as Json)[path].post as Json).requestBody.required, path).toBe(false);
    }
  });

  it('every event type is its own schema, webhook.test included, and a webhook of the document', () => {
    const webhooks = document.webhooks as Json;
    expect(Object.keys(webhooks)).toEqual(expect.arrayContaining(['employee.created', 'webhook.test']));
    const schemas = document.components.schemas as Json;
    expect(schemas.WebhookTestEvent.properties.event).toEqual({ type: 'string', enum: ['webhook.test'] });
    expect(schemas.EmployeeCreatedEvent.properties.data).toEqual({ $ref: '#/components/schemas/Employee' });
    for (const [event, item] of Object.entries(webhooks)) {
      const ref = ((item as Json).post as Json).requestBody.content['application/json'].schema.$ref as string;
      expect(resolve({ $ref: ref }).properties.event.enum, event).toEqual([event]);
    }
    // /v1/events lists every event but the test ones, each as its own schema.
    expect((schemas.Event.anyOf as Json[]).map((branch) => branch.$ref)).not.toContain(
      '#/components/schemas/WebhookTestEvent',
    );
  });
});

describe('what the API answers matches it', () => {
  it('a problem is application/problem+json with the pipeline headers, on GET and on a DELETE with a body', async () => {
    const { key } = await (await t.seedTenant()).key();
    const refused = await t.request({ method: 'GET', url: '/v1/employees?limit=0', key });
    expect(problem(refused).code).toBe('invalid_request');
    expect(refused.headers['x-ratelimit-limit']).toBeDefined();
    const unsupported = await t.request({
      method: 'DELETE',
      url: '/v1/webhooks/01a2041d-1f85-7120-a827-9bf83ca07301',
      key,
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(problem(unsupported).status).toBe(415);
  });
});

describe('what a webhook receives matches it', () => {
  let delivering: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    delivering = await createTestApp({ PONTUAL_DISPATCHER: 'true', PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true' });
    await delivering.app.ready();
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await delivering.close();
  });

  it('webhook.test and employee.created are delivered as their own schemas declare', async () => {
    const { key } = await (await delivering.seedTenant()).key();
    const webhook = await delivering.request({
      method: 'POST',
      url: '/v1/webhooks',
      key,
      payload: { url: receiver.url, events: ['employee.created'] },
    });
    expect(webhook.statusCode).toBe(201);
    const { id } = webhook.json<{ id: string }>();
    expect(
      (await delivering.request({ method: 'POST', url: `/v1/webhooks/${id}/test`, key })).statusCode,
    ).toBe(202);
    await delivering.hire(key);
    await waitFor(() => receiver.requests.length >= 2, 15_000, 'two deliveries');
    const served = (await delivering.request({ method: 'GET', url: '/v1/openapi.json' })).json<Json>();
    const checker = new ContractChecker(served);
    const events = receiver.requests.map((received) => {
      const event = String(received.headers['x-pontual-event']);
      const pointer = served.webhooks[event].post.requestBody.content['application/json'].schema
        .$ref as string;
      expect(checker.validate(pointer, JSON.parse(received.body), event)).toEqual([]);
      return event;
    });
    expect(events.sort()).toEqual(['employee.created', 'webhook.test']);
    // And a delivery body that is not the declared one is refused: the check can fail.
    expect(checker.validate('#/components/schemas/WebhookTestEvent', { event: 'webhook.test' })).not.toEqual(
      [],
    );
  });
});
