import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, problem, type TestApp } from '../support/harness.js';
import { nextCpf } from '../support/fixtures.js';
import { Receiver, type ReceivedRequest, waitFor } from '../support/receiver.js';

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({
    PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
    PONTUAL_DISPATCHER: 'true',
    PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
    // Every delivery reads its webhook afresh: a test moves an overlap's end in the database directly.
    PONTUAL_WEBHOOK_READ_REUSE_MS: '0',
  });
  await t.app.ready();
  receiver = await Receiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

async function setup() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.request({ method, url, key, payload: payload as object });
  const created = await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] });
  expect(created.statusCode).toBe(201);
  const webhook = created.json<{ id: string; secret: string }>();
  /** Creates an employee and returns the receiver's request of its `employee.created` event. */
  const deliveredEmployee = async (): Promise<ReceivedRequest> => {
    const hired = await call('POST', '/v1/employees', { name: 'Vera Lúcia', cpf: nextCpf() });
    expect(hired.statusCode).toBe(201);
    const id = hired.json<{ id: string }>().id;
    return waitFor(() =>
      receiver.requests.find((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id === id),
    );
  };
  return { call, webhook, deliveredEmployee };
}

/**
 * The spec's receiver algorithm, written apart from the server's code: split the header on commas, each part
 * on `=`; `t` is the timestamp, and the delivery is genuine if any `v1` is the lowercase hex HMAC-SHA256 of
 * `t=<t>.<raw body>` under the secret, compared in constant time.
 */
function specVerifies(header: string | string[] | undefined, body: string, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string]);
  const t = parts.find(([name]) => name === 't')?.[1];
  if (!t || !/^\d+$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`t=${t}.${body}`).digest('hex'));
  return parts.some(
    ([name, value]) =>
      name === 'v1' && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  );
}

/** What the `standardwebhooks` npm package makes of a delivery: true if it verifies it. */
function standardVerifies(request: ReceivedRequest, secret: string): boolean {
  try {
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

describe('Standard Webhooks headers', () => {
  it('every delivery carries webhook-id (the event id), webhook-timestamp and a signature both verifiers accept', async () => {
    const { webhook, deliveredEmployee } = await setup();
    const request = await deliveredEmployee();
    const body = JSON.parse(request.body) as { id: string };
    expect(request.headers['webhook-id']).toBe(body.id);
    expect(request.headers['webhook-id']).toBe(request.headers['x-pontual-event-id']);
    expect(request.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(request.headers['x-pontual-signature']).toBe(
      `t=${String(request.headers['webhook-timestamp'])},v1=${/v1=([0-9a-f]{64})$/.exec(String(request.headers['x-pontual-signature']))![1]}`,
    );
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);

    expect(standardVerifies(request, webhook.secret)).toBe(true);
    expect(specVerifies(request.headers['x-pontual-signature'], request.body, webhook.secret)).toBe(true);
    // Neither accepts another secret, nor a body changed by one byte.
    const otherSecret = `whsec_${'A'.repeat(32)}`;
    expect(standardVerifies(request, otherSecret)).toBe(false);
    expect(specVerifies(request.headers['x-pontual-signature'], request.body, otherSecret)).toBe(false);
    const tampered = { ...request, body: request.body.replace('Vera', 'Vero') };
    expect(standardVerifies(tampered, webhook.secret)).toBe(false);
    expect(specVerifies(request.headers['x-pontual-signature'], tampered.body, webhook.secret)).toBe(false);
  });

  it('the delivery log records the headers as sent', async () => {
    const { call, webhook, deliveredEmployee } = await setup();
    const request = await deliveredEmployee();
    const delivery = await waitFor(
      async () =>
        (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json<
          { requestHeaders: Record<string, string> }[]
        >()[0],
    );
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'x-pontual-signature']) {
      expect(delivery.requestHeaders[name], name).toBe(request.headers[name]);
    }
  });
});

describe('secret rotation with overlap', () => {
  it('both signatures in both headers while the old secret lives, only the new one once it has expired', async () => {
    const { call, webhook, deliveredEmployee } = await setup();
    const before = Date.now();
    const rotated = await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, {
      expireCurrentInSeconds: 3600,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.json<{
      secret: string;
      previousSecretExpiresAt: string;
    }>();
    expect(secret).not.toBe(webhook.secret);
    const expiresAt = Date.parse(previousSecretExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).json()).toMatchObject({
      previousSecretExpiresAt,
    });

    const during = await deliveredEmployee();
    const spec = String(during.headers['x-pontual-signature']);
    expect(spec).toMatch(/^t=\d{10},v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(String(during.headers['webhook-signature'])).toMatch(/^v1,\S{44} v1,\S{44}$/);
    for (const key of [secret, webhook.secret]) {
      expect(specVerifies(spec, during.body, key)).toBe(true);
      expect(standardVerifies(during, key)).toBe(true);
    }
    // The new secret's signature comes first in each header.
    const [newSpec] = spec.split(',').slice(1);
    expect(
      specVerifies(`t=${String(during.headers['webhook-timestamp'])},${newSpec}`, during.body, secret),
    ).toBe(true);
    const [newStandard] = String(during.headers['webhook-signature']).split(' ');
    expect(
      standardVerifies(
        { ...during, headers: { ...during.headers, 'webhook-signature': newStandard } },
        secret,
      ),
    ).toBe(true);

    // The overlap's end passes: each delivery checks it against its own time.
    const database = openTestDatabase(t.storage);
    try {
      await database.db
        .updateTable('webhooks')
        .set({ previousSecretExpiresAt: Date.now() - 1 })
        .where('id', '=', webhook.id)
        .execute();
    } finally {
      await database.close();
    }
    const after = await deliveredEmployee();
    expect(String(after.headers['x-pontual-signature'])).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(String(after.headers['webhook-signature'])).toMatch(/^v1,\S{44}$/);
    expect(specVerifies(after.headers['x-pontual-signature'], after.body, secret)).toBe(true);
    expect(standardVerifies(after, secret)).toBe(true);
    expect(specVerifies(after.headers['x-pontual-signature'], after.body, webhook.secret)).toBe(false);
    expect(standardVerifies(after, webhook.secret)).toBe(false);
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).json()).toMatchObject({
      previousSecretExpiresAt: null,
    });
  });

  it('expireCurrentInSeconds 0 voids the old secret at once, as a rotation without a body does', async () => {
    const { call, webhook, deliveredEmployee } = await setup();
    const rotated = await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, {
      expireCurrentInSeconds: 0,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ previousSecretExpiresAt: null });
    const { secret } = rotated.json<{ secret: string }>();
    const next = await deliveredEmployee();
    expect(String(next.headers['webhook-signature'])).not.toContain(' ');
    expect(standardVerifies(next, secret)).toBe(true);
    expect(standardVerifies(next, webhook.secret)).toBe(false);
    expect(specVerifies(next.headers['x-pontual-signature'], next.body, webhook.secret)).toBe(false);
  });

  it('a second rotation during an overlap ends it: the first secret signs nothing more', async () => {
    const { call, webhook, deliveredEmployee } = await setup();
    const first = (
      await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, { expireCurrentInSeconds: 600 })
    ).json<{ secret: string }>();
    const second = (
      await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, { expireCurrentInSeconds: 600 })
    ).json<{ secret: string }>();
    const next = await deliveredEmployee();
    expect(standardVerifies(next, second.secret)).toBe(true);
    expect(standardVerifies(next, first.secret)).toBe(true);
    expect(standardVerifies(next, webhook.secret)).toBe(false);
    expect(specVerifies(next.headers['x-pontual-signature'], next.body, webhook.secret)).toBe(false);
  });

  it('400 for an overlap out of 0..86400, not an integer, or with unknown fields; nothing rotated', async () => {
    const { call, webhook, deliveredEmployee } = await setup();
    for (const payload of [
      { expireCurrentInSeconds: 86_401 },
      { expireCurrentInSeconds: -1 },
      { expireCurrentInSeconds: 1.5 },
      { expireCurrentInSeconds: '60' },
      { expireCurrentInSeconds: 60, secret: 'whsec_mine' },
    ]) {
      const response = await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problem(response).code).toBe('invalid_request');
    }
    expect(standardVerifies(await deliveredEmployee(), webhook.secret)).toBe(true);
  });

  it("404 for another tenant's webhook, and the other environment's", async () => {
    const { webhook } = await setup();
    const other = await t.seedTenant();
    for (const { key } of [await other.key(), await other.key({ environment: 'test' })]) {
      const response = await t.request({
        method: 'POST',
        url: `/v1/webhooks/${webhook.id}/rotate-secret`,
        key,
        payload: { expireCurrentInSeconds: 60 },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
