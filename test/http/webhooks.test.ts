import dns from 'node:dns';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  openTestDatabase,
  problem,
  type TestApp,
  type TestStorage,
} from '../support/harness.js';
import { Receiver, verifySignature, waitFor } from '../support/receiver.js';
import { nextCpf } from '../support/fixtures.js';

/** An app that delivers to the loopback receiver, unthrottled. */
const DELIVERING = {
  PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
  PONTUAL_DISPATCHER: 'true',
  PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
};

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({
    ...DELIVERING,
    PONTUAL_WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2',
    PONTUAL_WEBHOOK_TIMEOUT_MS: '1000',
  });
  await t.app.ready();
  receiver = await Receiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});
beforeEach(() => {
  receiver.respond = () => ({ status: 200, body: 'ok' });
});

async function setup(
  events = ['employee.created', 'time_entry.created', 'adjustment.approved', 'adjustment.rejected'],
) {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const created = await call('POST', '/v1/webhooks', { url: receiver.url, events, description: 'payroll' });
  expect(created.statusCode).toBe(201);
  const webhook = created.json<{ id: string; secret: string }>();
  return { tenant, key, call, webhook };
}

/** Marks the webhook as failing for a moment over five days, so that its next failure pauses it. */
async function failingForFiveDays(storage: TestStorage, webhookId: string) {
  const database = openTestDatabase(storage);
  try {
    await database.db
      .updateTable('webhooks')
      .set({ failingSince: Date.now() - 5 * 24 * 60 * 60 * 1000 - 1000 })
      .where('id', '=', webhookId)
      .execute();
  } finally {
    await database.close();
  }
}

/** Requests the receiver got for one tenant's events (tests share the receiver). */
const requestsFor = (webhookId: string) =>
  receiver.requests.filter((r) => {
    const body = JSON.parse(r.body) as { event: string; data: { webhookId?: string } };
    return r.headers['x-test-webhook'] === webhookId || body.data.webhookId === webhookId;
  });

const bodiesWithEvent = (eventId: string) =>
  receiver.requests.filter((r) => r.headers['x-pontual-event-id'] === eventId);

describe('webhook management', () => {
  it('201 creates with a one-time whsec_ secret; the list, get and PATCH never show it', async () => {
    const { call, webhook } = await setup(['time_entry.created']);
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['time_entry.created'],
      description: 'payroll',
      active: true,
    });
    expect(webhook.secret).toMatch(/^whsec_[0-9A-Za-z]{32,}$/);
    expect((webhook as unknown as { createdAt: string }).createdAt).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    const list = await call('GET', '/v1/webhooks');
    expect(list.json()).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect(list.body).not.toContain(webhook.secret);
    const patched = await call('PATCH', `/v1/webhooks/${webhook.id}`, {
      events: ['employee.created'],
      description: null,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ events: ['employee.created'], description: null, active: true });
    expect(patched.body).not.toContain('whsec_');
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).json().events).toEqual(['employee.created']);
  });

  it('204 deletes with no body; then 404 on every route', async () => {
    const { call, webhook } = await setup();
    const deleted = await call('DELETE', `/v1/webhooks/${webhook.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    for (const [method, url] of [
      ['GET', `/v1/webhooks/${webhook.id}`],
      ['PATCH', `/v1/webhooks/${webhook.id}`],
      ['DELETE', `/v1/webhooks/${webhook.id}`],
      ['POST', `/v1/webhooks/${webhook.id}/rotate-secret`],
      ['GET', `/v1/webhooks/${webhook.id}/deliveries`],
      ['POST', `/v1/webhooks/${webhook.id}/test`],
    ] as const) {
      const response = await call(method, url, method === 'PATCH' ? { active: false } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('400 for http, credentials, unknown or duplicate events, empty events, long description, unknown fields', async () => {
    const { call } = await setup();
    const cases: [object, string][] = [
      [{ url: 'http://example.com/hook', events: ['employee.created'] }, 'url'],
      [{ url: 'https://user:pw@example.com/hook', events: ['employee.created'] }, 'url'],
      [{ url: 'not a url', events: ['employee.created'] }, 'url'],
      [{ url: receiver.url, events: ['employee.deleted'] }, 'events.0'],
      [{ url: receiver.url, events: ['employee.created', 'employee.created'] }, 'events'],
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url, events: ['employee.created'], description: 'x'.repeat(501) }, 'description'],
      [{ url: receiver.url, events: ['employee.created'], secret: 'whsec_mine' }, 'secret'],
      [{ url: `https://example.com/${'a'.repeat(2050)}`, events: ['employee.created'] }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/v1/webhooks', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(problem(response).errors?.map((e) => e.field)).toContain(field);
    }
  });

  it('409 beyond 20 webhooks in one environment; the other environment has its own 20', async () => {
    const { call, tenant } = await setup();
    for (let i = 1; i < 20; i++) {
      expect(
        (await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] })).statusCode,
      ).toBe(201);
    }
    const over = await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] });
    expect(over.statusCode).toBe(409);
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const other = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key: testKey,
      payload: { url: receiver.url, events: ['employee.created'] },
    });
    expect(other.statusCode).toBe(201);
  });

  it("404 for another tenant's or environment's webhook; 403 without the scope", async () => {
    const { webhook, tenant } = await setup();
    const stranger = await (await t.seedTenant()).key();
    const { key: testKey } = await tenant.key({ environment: 'test' });
    for (const key of [stranger.key, testKey]) {
      expect((await t.request({ method: 'GET', url: `/v1/webhooks/${webhook.id}`, key })).statusCode).toBe(
        404,
      );
      expect(
        (
          await t.request({
            method: 'PATCH',
            url: `/v1/webhooks/${webhook.id}`,
            key,
            payload: { active: false },
          })
        ).statusCode,
      ).toBe(404);
      expect((await t.request({ method: 'GET', url: '/v1/webhooks', key })).json()).toEqual([]);
    }
    const { key: readOnly } = await tenant.key({ scopes: ['webhooks:read'] });
    const refused = await t.request({ method: 'DELETE', url: `/v1/webhooks/${webhook.id}`, key: readOnly });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toContain('webhooks:write');
  });
});

describe('delivery', () => {
  it('delivers all four spec events, signed per the spec, with the documented headers and body', async () => {
    const { call, webhook, key } = await setup();
    const employee = (await call('POST', '/v1/employees', { name: 'Hugo', cpf: nextCpf() })).json();
    const entry = (await call('POST', '/v1/time-entries', { employeeId: employee.id })).json();
    const add = (
      await call('POST', '/v1/adjustments', {
        type: 'add',
        employeeId: employee.id,
        occurredAt: '2026-11-20T12:00:00Z',
        reason: 'a',
      })
    ).json();
    const reject = (
      await call('POST', '/v1/adjustments', {
        type: 'add',
        employeeId: employee.id,
        occurredAt: '2026-11-20T13:00:00Z',
        reason: 'b',
      })
    ).json();
    const approved = (await call('POST', `/v1/adjustments/${add.id}/approve`)).json();
    const rejected = (await call('POST', `/v1/adjustments/${reject.id}/reject`)).json();

    // The two adjustments' `adjustment.requested` are in the log too; this webhook did not subscribe to them.
    const events = (await t.request({ method: 'GET', url: '/v1/events', key }))
      .json<{ id: string; event: string }[]>()
      .filter((e) => e.event !== 'adjustment.requested');
    expect(events).toHaveLength(4);
    const received = await waitFor(() => {
      const got = events.map((e) => bodiesWithEvent(e.id)[0]);
      return got.every(Boolean) ? got : undefined;
    });
    const expectedData = [employee, entry, approved, rejected];
    const expectedNames = [
      'employee.created',
      'time_entry.created',
      'adjustment.approved',
      'adjustment.rejected',
    ];
    received.forEach((request, i) => {
      expect(verifySignature(request!.headers['x-pontual-signature'], request!.body, webhook.secret)).toBe(
        true,
      );
      expect(
        verifySignature(request!.headers['x-pontual-signature'], request!.body, `${webhook.secret}x`),
      ).toBe(false);
      expect(request!.headers['x-pontual-signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
      expect(request!.headers['x-pontual-event']).toBe(expectedNames[i]);
      expect(request!.headers['user-agent']).toMatch(/^Pontual-Webhooks\/\d+\.\d+\.\d+$/);
      expect(request!.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request!.body);
      expect(Object.keys(body)).toEqual(['id', 'event', 'createdAt', 'environment', 'data']);
      expect(body).toEqual({
        id: events[i]!.id,
        event: expectedNames[i],
        createdAt: expect.stringMatching(/Z$/),
        environment: 'live',
        data: expectedData[i],
      });
    });
    // The receiver answers before the attempt is recorded: wait for the four records.
    const deliveries = await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
      return list.length === 4 ? list : undefined;
    });
    expect(deliveries[0]).toMatchObject({
      httpStatus: 200,
      success: true,
      responseBody: 'ok',
      error: null,
      url: receiver.url,
    });
    expect(deliveries.map((d: { id: string }) => d.id)).toEqual(
      [...deliveries.map((d: { id: string }) => d.id)].sort().reverse(),
    );
    const header = received[0]!.headers['x-pontual-delivery'];
    expect(deliveries.map((d: { id: string }) => d.id)).toContain(header);
  });

  it('only subscribed events are sent, and another tenant’s events never reach this webhook', async () => {
    const { call, webhook } = await setup(['time_entry.created']);
    const other = await setup(['employee.created']);
    await call('POST', '/v1/employees', { name: 'Ivo', cpf: nextCpf() });
    const employee = (await other.call('POST', '/v1/employees', { name: 'Jó', cpf: nextCpf() })).json();
    await waitFor(
      async () =>
        (await other.call('GET', `/v1/webhooks/${other.webhook.id}/deliveries`)).json().length === 1,
    );
    const mine = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
    expect(mine).toEqual([]);
    const theirs = (await other.call('GET', `/v1/webhooks/${other.webhook.id}/deliveries`)).json();
    expect(JSON.parse(theirs[0].requestBody).data.id).toBe(employee.id);
  });

  it('rotation: the new secret verifies the next delivery and the old one does not', async () => {
    const { call, webhook } = await setup(['employee.created']);
    const rotated = await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(webhook.secret);
    await call('POST', '/v1/employees', { name: 'Kaio', cpf: nextCpf() });
    const delivery = await waitFor(
      async () => (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json()[0],
    );
    const request = receiver.requests.find((r) => r.headers['x-pontual-delivery'] === delivery.id)!;
    expect(verifySignature(request.headers['x-pontual-signature'], request.body, secret)).toBe(true);
    expect(verifySignature(request.headers['x-pontual-signature'], request.body, webhook.secret)).toBe(false);
  });

  it('a paused webhook gets nothing, and events from while it was paused are never sent after resuming', async () => {
    const { call, webhook, key } = await setup(['employee.created']);
    expect((await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: false })).json().active).toBe(false);
    const duringPause = (await call('POST', '/v1/employees', { name: 'Lia', cpf: nextCpf() })).json();
    await waitFor(async () => {
      const events = (await t.request({ method: 'GET', url: '/v1/events', key })).json();
      return events.length === 1;
    });
    expect((await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: true })).json().active).toBe(true);
    const afterResume = (await call('POST', '/v1/employees', { name: 'Mia', cpf: nextCpf() })).json();
    const deliveries = await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
      return list.length > 0 ? list : undefined;
    });
    await new Promise((r) => setTimeout(r, 300));
    const all = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
    expect(all).toHaveLength(1);
    expect(JSON.parse(deliveries[0].requestBody).data.id).toBe(afterResume.id);
    expect(all[0].requestBody).not.toContain(duringPause.id);
  });

  it('a fan-out that runs late never reaches back before the webhook existed or while it was paused', async () => {
    const config = {
      PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
      PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
      PONTUAL_DISPATCHER: 'false',
    };
    const api = await createTestApp(config);
    try {
      const tenant = await api.seedTenant();
      const { key } = await tenant.key();
      const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
        api.request({ method, url, key, payload });
      const before = (await call('POST', '/v1/employees', { name: 'Antes', cpf: nextCpf() })).json();
      const webhook = (
        await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] })
      ).json();
      await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: false });
      const paused = (await call('POST', '/v1/employees', { name: 'Pausa', cpf: nextCpf() })).json();
      await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: true });
      const after = (await call('POST', '/v1/employees', { name: 'Depois', cpf: nextCpf() })).json();
      // Only now does a dispatcher see the three events.
      const dispatcher = await createTestApp({ ...config, PONTUAL_DISPATCHER: 'true' }, api.storage);
      try {
        await dispatcher.app.ready();
        const sent = () =>
          receiver.requests
            .filter((r) => r.headers['x-pontual-event'] === 'employee.created')
            .map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id);
        await waitFor(() => sent().includes(after.id));
        await new Promise((r) => setTimeout(r, 300));
        expect(sent()).not.toContain(before.id);
        expect(sent()).not.toContain(paused.id);
      } finally {
        await dispatcher.close();
      }
    } finally {
      await api.close();
    }
  });

  it('retries failures on the schedule and records each attempt; Retry-After is honoured', async () => {
    const { call, webhook } = await setup(['employee.created']);
    let calls = 0;
    receiver.respond = (request) => {
      if (!request.body.includes(webhook.id) && !request.headers['x-pontual-event']) return { status: 200 };
      calls++;
      return calls <= 2 ? { status: 503, body: 'busy', headers: { 'retry-after': '0' } } : { status: 204 };
    };
    await call('POST', '/v1/employees', { name: 'Nina', cpf: nextCpf() });
    const deliveries = await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
      return list.length === 3 ? list : undefined;
    });
    expect(
      deliveries.map((d: { httpStatus: number; success: boolean }) => [d.httpStatus, d.success]),
    ).toEqual([
      [204, true],
      [503, false],
      [503, false],
    ]);
    expect(deliveries[1]).toMatchObject({ responseBody: 'busy', error: 'receiver answered HTTP 503' });
    const failedOnly = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries?success=false`)).json();
    expect(failedOnly).toHaveLength(2);
    const byEvent = (
      await call('GET', `/v1/webhooks/${webhook.id}/deliveries?event=time_entry.created`)
    ).json();
    expect(byEvent).toEqual([]);
    // One event's attempts, for a delivery's detail; another event's id finds none, a malformed one is a 400.
    const eventId = deliveries[0].eventId as string;
    const attempts = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries?eventId=${eventId}`)).json();
    expect(attempts.map((d: { id: string }) => d.id)).toEqual(deliveries.map((d: { id: string }) => d.id));
    const other = await call('GET', `/v1/webhooks/${webhook.id}/deliveries?eventId=${crypto.randomUUID()}`);
    expect(other.json()).toEqual([]);
    const malformed = await call('GET', `/v1/webhooks/${webhook.id}/deliveries?eventId=nope`);
    expect(malformed.statusCode).toBe(400);
    // Each attempt shows its delivery as it stands now: delivered at the third.
    for (const delivery of deliveries)
      expect(delivery.job).toEqual({ state: 'delivered', attempts: 3, nextAttemptAt: null });
  });

  it('an attempt that failed shows when the next one is due, honouring Retry-After', async () => {
    const { call, webhook } = await setup(['employee.created']);
    receiver.respond = () => ({ status: 503, body: 'busy', headers: { 'retry-after': '3600' } });
    await call('POST', '/v1/employees', { name: 'Paula', cpf: nextCpf() });
    const [attempt] = await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
      return list.length === 1 ? list : undefined;
    });
    expect(attempt.job).toMatchObject({ state: 'pending', attempts: 1 });
    const wait = Date.parse(attempt.job.nextAttemptAt) - Date.parse(attempt.createdAt);
    expect(wait).toBeGreaterThanOrEqual(3_599_000);
    expect(wait).toBeLessThan(3_700_000);
  });

  it('a receiver down for a while, then back: every event is delivered by the retry schedule', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.request({ method, url, key, payload });
    const away = await Receiver.start();
    const url = away.url;
    await away.stop();
    const webhook = (await call('POST', '/v1/webhooks', { url, events: ['employee.created'] })).json();
    for (let i = 0; i < 5; i++) await call('POST', '/v1/employees', { name: `Down ${i}`, cpf: nextCpf() });
    await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json<
        {
          httpStatus: number;
        }[]
      >();
      return list.some((d) => d.httpStatus === 0);
    });
    const back = await Receiver.start(Number(new URL(url).port));
    try {
      // The receipt comes before the attempt is recorded: wait for the records.
      const deliveries = await waitFor(async () => {
        const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json<
          {
            success: boolean;
            error: string | null;
          }[]
        >();
        return list.filter((d) => d.success).length === 5 ? list : undefined;
      });
      expect(new Set(back.requests.map((r) => r.headers['x-pontual-event-id'])).size).toBe(5);
      expect(
        deliveries.filter((d) => !d.success).every((d) => /refused|ECONNREFUSED/i.test(d.error ?? '')),
      ).toBe(true);
    } finally {
      await back.stop();
    }
  });

  it('gives up after the last retry: 1 + 3 attempts', async () => {
    const { call, webhook } = await setup(['employee.created']);
    receiver.respond = () => ({ status: 500, body: 'x'.repeat(20_000) });
    await call('POST', '/v1/employees', { name: 'Olga', cpf: nextCpf() });
    const deliveries = await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
      return list.length === 4 ? list : undefined;
    });
    await new Promise((r) => setTimeout(r, 600));
    const settled = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
    expect(settled).toHaveLength(4);
    expect(deliveries[0].responseBody).toHaveLength(16 * 1024);
    for (const delivery of settled)
      expect(delivery.job).toEqual({ state: 'failed', attempts: 4, nextAttemptAt: null });
  });

  it('a receiver slower than the timeout is a failure with httpStatus 0 and an error', async () => {
    const { call, webhook } = await setup(['employee.created']);
    receiver.respond = (_r, i) => (i >= 0 ? { status: 200, delayMs: 1500 } : { status: 200 });
    await call('POST', '/v1/employees', { name: 'Paulo', cpf: nextCpf() });
    const delivery = await waitFor(
      async () => (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json()[0],
    );
    expect(delivery).toMatchObject({ httpStatus: 0, success: false });
    expect(delivery.error).toContain('timeout');
  });

  it('a redirect is not followed and counts as a failure', async () => {
    const { call, webhook } = await setup(['employee.created']);
    const before = receiver.requests.length;
    receiver.respond = () => ({ status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    await call('POST', '/v1/employees', { name: 'Quim', cpf: nextCpf() });
    const delivery = await waitFor(
      async () => (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json()[0],
    );
    expect(delivery).toMatchObject({ httpStatus: 302, success: false });
    expect(
      receiver.requests
        .slice(before)
        .some((r) => r.body === '' || r.headers['x-pontual-event'] === undefined),
    ).toBe(false);
  });

  it('202 test event reaches only this webhook; redeliver sends the same event again', async () => {
    const { call, webhook } = await setup(['employee.created']);
    const queued = await call('POST', `/v1/webhooks/${webhook.id}/test`);
    expect(queued.statusCode).toBe(202);
    const { eventId } = queued.json();
    const request = await waitFor(() => bodiesWithEvent(eventId)[0]);
    expect(request.headers['x-pontual-event']).toBe('webhook.test');
    expect((await call('GET', '/v1/events')).json()).toEqual([]);
    expect(verifySignature(request.headers['x-pontual-signature'], request.body, webhook.secret)).toBe(true);
    // The attempt is written after the receiver has it, with others answered meanwhile.
    const delivery = await waitFor(
      async () => (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json()[0],
    );
    const again = await call('POST', `/v1/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`);
    expect(again.statusCode).toBe(202);
    await waitFor(() => bodiesWithEvent(eventId).length === 2);
    expect(requestsFor(webhook.id).length).toBeGreaterThanOrEqual(2);
  });

  it('pauses a webhook automatically after 5 days of failed deliveries, and says why', async () => {
    const { call, webhook } = await setup(['employee.created']);
    receiver.respond = () => ({ status: 500 });
    await failingForFiveDays(t.storage, webhook.id);
    await call('POST', '/v1/employees', { name: 'Sara', cpf: nextCpf() });
    const paused = await waitFor(async () => {
      const current = (await call('GET', `/v1/webhooks/${webhook.id}`)).json();
      return current.active ? undefined : current;
    });
    expect(paused.pausedReason).toMatch(/5 days/);
    const resumed = (await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: true })).json();
    expect(resumed).toMatchObject({ active: true, pausedReason: null });
  });

  it('a deleted webhook stops retrying', async () => {
    const { call, webhook } = await setup(['employee.created']);
    receiver.respond = () => ({ status: 500 });
    await call('POST', '/v1/employees', { name: 'Rui', cpf: nextCpf() });
    await waitFor(
      async () => (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json().length >= 1,
    );
    await call('DELETE', `/v1/webhooks/${webhook.id}`);
    const count = receiver.requests.length;
    await new Promise((r) => setTimeout(r, 800));
    const later = receiver.requests.slice(count).filter((r) => r.body.includes('"Rui"'));
    expect(later).toEqual([]);
  });
});

describe('private targets', () => {
  it('400 for localhost and private addresses unless PONTUAL_WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const strict = await createTestApp({}, t.storage);
    try {
      const tenant = await strict.seedTenant();
      const { key } = await tenant.key();
      for (const url of [
        receiver.url,
        'https://localhost/hook',
        'https://10.0.0.8/hook',
        'https://169.254.169.254/latest',
        'https://[::1]/x',
        'https://[::127.0.0.1]/x',
        'https://[::ffff:10.0.0.8]/x',
      ]) {
        const response = await strict.request({
          method: 'POST',
          url: '/v1/webhooks',
          key,
          payload: { url, events: ['employee.created'] },
        });
        expect(response.statusCode, url).toBe(400);
        expect(problem(response).errors?.[0]?.field).toBe('url');
      }
      const ok = await strict.request({
        method: 'POST',
        url: '/v1/webhooks',
        key,
        payload: { url: 'https://hooks.example.com/pontual', events: ['employee.created'] },
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('a host name that resolves to a private address is not reached, and the attempt says only that', async () => {
    const resolve = dns.lookup;
    // The intranet's DNS: one name, one private address; every other name as usual.
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: dns.LookupOptions,
      callback: (
        error: NodeJS.ErrnoException | null,
        address: string | dns.LookupAddress[],
        family?: number,
      ) => void,
    ) => {
      if (hostname !== 'hooks.intranet.example') return resolve(hostname, options, callback);
      callback(null, [{ address: '10.20.30.40', family: 4 }]);
    }) as unknown as typeof dns.lookup);
    const strict = await createTestApp({ ...DELIVERING, PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const tenant = await strict.seedTenant();
      const { key } = await tenant.key();
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        strict.request({ method, url, key, payload });
      const created = await call('POST', '/v1/webhooks', {
        url: 'https://hooks.intranet.example/pontual',
        events: ['employee.created'],
      });
      expect(created.statusCode).toBe(201);
      const webhook = created.json<{ id: string }>();
      await call('POST', `/v1/webhooks/${webhook.id}/test`);
      const deliveries = await waitFor(async () => {
        const response = await call('GET', `/v1/webhooks/${webhook.id}/deliveries`);
        return response.json().length > 0 ? response : undefined;
      });
      expect(deliveries.json()[0]).toMatchObject({
        httpStatus: 0,
        success: false,
        error: 'target not allowed',
      });
      expect(lookup).toHaveBeenCalled();
      // Nowhere the API answers: not the attempt, not the webhook.
      const webhookView = await call('GET', `/v1/webhooks/${webhook.id}`);
      for (const body of [deliveries.body, webhookView.body]) {
        expect(body).not.toContain('10.20.30.40');
        expect(body).not.toMatch(/not a public address/);
      }
    } finally {
      await strict.close();
      lookup.mockRestore();
    }
  });
});

describe('isolation between receivers', () => {
  it('one slow receiver does not delay deliveries to another', async () => {
    const slow = await Receiver.start();
    slow.respond = () => ({ status: 200, delayMs: 900 });
    try {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.request({ method, url, key, payload });
      const slowHook = (
        await call('POST', '/v1/webhooks', { url: slow.url, events: ['employee.created'] })
      ).json();
      const fast = (
        await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] })
      ).json();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push((await call('POST', '/v1/employees', { name: `Rápido ${i}`, cpf: nextCpf() })).json().id);
      await waitFor(
        async () => (await call('GET', `/v1/webhooks/${fast.id}/deliveries`)).json().length === 12,
        10_000,
      );
      // The slow receiver answers in 0.9 s, 4 requests at a time: 12 answers take it at least 2.7 s. When the
      // fast one has all 12, the slow one cannot have finished.
      const slowDone = (await call('GET', `/v1/webhooks/${slowHook.id}/deliveries`)).json();
      expect(slowDone.length).toBeLessThan(12);
    } finally {
      await slow.stop();
    }
  });
});

describe('bursts', () => {
  it('a burst beyond what a dispatcher holds per webhook is delivered in full: each event once, each attempt recorded', async () => {
    const { call, webhook } = await setup(['employee.created']);
    // 4 requests at a time × 4 queued per slot: a dispatcher holds 16 jobs of one webhook at most. The receiver
    // is slow while the burst comes in, so the fan-out leases 16 and leaves the rest to claims.
    let slow = true;
    receiver.respond = () => (slow ? { status: 200, delayMs: 300 } : { status: 200, body: 'ok' });
    const created = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call('POST', '/v1/employees', { name: `Lote ${i}`, cpf: nextCpf() }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(120).fill(201));
    slow = false;
    const ids = new Set(created.map((r) => r.json().id as string));
    const received = () =>
      receiver.requests
        .map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id)
        .filter((id) => ids.has(id));
    await waitFor(() => received().length >= 120, 15_000, 'the whole burst');

    expect(received()).toHaveLength(120);
    expect(new Set(received()).size).toBe(120);
    const database = openTestDatabase(t.storage);
    try {
      const jobs = () =>
        database.db
          .selectFrom('webhookJobs')
          .select(['state', 'attempts', 'leaseUntil'])
          .where('webhookId', '=', webhook.id)
          .execute();
      // Attempts are recorded after their answers, a few at a time.
      await waitFor(async () => (await jobs()).every((j) => j.state === 'delivered'), 5_000);
      expect(await jobs()).toHaveLength(120);
      expect((await jobs()).every((j) => j.attempts === 1 && j.leaseUntil === null)).toBe(true);
      const deliveries = await database.db
        .selectFrom('webhookDeliveries')
        .select(['success', 'httpStatus'])
        .where('webhookId', '=', webhook.id)
        .execute();
      expect(deliveries).toHaveLength(120);
      expect(deliveries.every((d) => d.success === 1 && d.httpStatus === 200)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('webhook reads shared by deliveries', () => {
  // Deliveries may share a read of their webhook for up to a second, the most allowed: a kept read would serve
  // every delivery below, so only the drop that a change causes can make them see the change.
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ...DELIVERING, PONTUAL_WEBHOOK_READ_REUSE_MS: '1000' });
    await app.app.ready();
  });
  afterAll(() => app.close());

  async function deliveredWebhook() {
    const tenant = await app.seedTenant();
    const { key } = await tenant.key();
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      app.request({ method, url, key, payload });
    const webhook = (
      await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] })
    ).json();
    const employee = async () => {
      const created = (await call('POST', '/v1/employees', { name: 'Reuso', cpf: nextCpf() })).json();
      return waitFor(() => receiver.requests.find((r) => JSON.parse(r.body).data.id === created.id));
    };
    // The first delivery reads the webhook, and the dispatcher keeps that read.
    const first = await employee();
    expect(verifySignature(first.headers['x-pontual-signature'], first.body, webhook.secret)).toBe(true);
    // Its success is written after the receiver has it: a streak a test fakes after this must come after it.
    await waitFor(
      async () => (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json().length === 1,
    );
    return { call, webhook, employee, first };
  }

  it('a rotation: the next delivery is signed with the new secret only', async () => {
    const { call, webhook, employee } = await deliveredWebhook();
    const { secret } = (await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`)).json();
    const next = await employee();
    expect(verifySignature(next.headers['x-pontual-signature'], next.body, secret)).toBe(true);
    expect(verifySignature(next.headers['x-pontual-signature'], next.body, webhook.secret)).toBe(false);
  });

  /**
   * Redelivers a paused webhook's delivery of its first event: the new job is cancelled, not sent, so the
   * receiver got that event once.
   */
  async function redeliveryIsCancelled(
    { call, webhook, first }: Awaited<ReturnType<typeof deliveredWebhook>>,
    deliveryId: string,
  ) {
    const again = await call('POST', `/v1/webhooks/${webhook.id}/deliveries/${deliveryId}/redeliver`);
    expect(again.statusCode).toBe(202);
    const database = openTestDatabase(app.storage);
    try {
      const job = await waitFor(() =>
        database.db
          .selectFrom('webhookJobs')
          .select('state')
          .where('webhookId', '=', webhook.id)
          .where('state', '=', 'cancelled')
          .executeTakeFirst(),
      );
      expect(job.state).toBe('cancelled');
    } finally {
      await database.close();
    }
    const eventId = first.headers['x-pontual-event-id'];
    expect(receiver.requests.filter((r) => r.headers['x-pontual-event-id'] === eventId)).toHaveLength(1);
  }

  it('a pause: a redelivery queued after it is cancelled, not sent', async () => {
    const delivered = await deliveredWebhook();
    const { call, webhook } = delivered;
    expect((await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: false })).statusCode).toBe(200);
    const [delivery] = await waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
      return list.length > 0 ? list : undefined;
    });
    await redeliveryIsCancelled(delivered, delivery.id);
  });

  it('an automatic pause: a redelivery queued after it is cancelled, not sent', async () => {
    const delivered = await deliveredWebhook();
    const { call, webhook, employee, first } = delivered;
    await failingForFiveDays(app.storage, webhook.id);
    receiver.respond = () => ({ status: 500 });
    // This failure is delivered with the kept read and pauses the webhook.
    await employee();
    await waitFor(async () =>
      (await call('GET', `/v1/webhooks/${webhook.id}`)).json().active ? undefined : true,
    );
    const deliveries = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json();
    const firstDelivery = deliveries.find(
      (d: { eventId: string }) => d.eventId === first.headers['x-pontual-event-id'],
    );
    await redeliveryIsCancelled(delivered, firstDelivery.id);
  });

  it('a success ends a failure streak begun elsewhere after the webhook was read', async () => {
    const { webhook, employee } = await deliveredWebhook();
    const database = openTestDatabase(app.storage);
    try {
      // Another dispatcher recorded a failure: the streak began an hour ago, after this dispatcher's read.
      await database.db
        .updateTable('webhooks')
        .set({ failingSince: Date.now() - 3_600_000 })
        .where('id', '=', webhook.id)
        .execute();
      await employee();
      const streak = await waitFor(async () => {
        const deliveries = await database.db
          .selectFrom('webhookDeliveries')
          .select('id')
          .where('webhookId', '=', webhook.id)
          .execute();
        if (deliveries.length < 2) return undefined;
        return database.db
          .selectFrom('webhooks')
          .select('failingSince')
          .where('id', '=', webhook.id)
          .executeTakeFirstOrThrow();
      });
      expect(streak.failingSince).toBeNull();
    } finally {
      await database.close();
    }
  });
});
