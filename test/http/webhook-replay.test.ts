import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';
import { nextCpf } from '../support/fixtures.js';
import { Receiver, waitFor } from '../support/receiver.js';

/** `POST /v1/webhooks/:id/replay` (PRODUCT §11, "Replay"). */

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({
    PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
    PONTUAL_DISPATCHER: 'true',
    PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
    // One quick retry, then the job is given up.
    PONTUAL_WEBHOOK_RETRY_SCHEDULE: '0.2',
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

interface Event {
  id: string;
  event: string;
  createdAt: string;
  data: { id: string };
}

async function setup(events = ['employee.created']) {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const webhook = (await call('POST', '/v1/webhooks', { url: receiver.url, events })).json<{ id: string }>();
  /** Hires an employee; its `employee.created` event as `GET /v1/events` lists it. */
  const hire = async (name: string): Promise<Event> => {
    const employee = (await call('POST', '/v1/employees', { name, cpf: nextCpf() })).json<{ id: string }>();
    const events = (await call('GET', '/v1/events?event=employee.created&limit=200')).json<Event[]>();
    return events.find((e) => e.data.id === employee.id)!;
  };
  /** How many times the receiver got `event`. */
  const timesSent = (event: Event) =>
    receiver.requests.filter((r) => r.headers['webhook-id'] === event.id).length;
  const replay = (payload: object) => call('POST', `/v1/webhooks/${webhook.id}/replay`, payload);
  return { tenant, key, call, webhook, hire, timesSent, replay };
}

/** An instant 1 ms after `iso`. */
const justAfter = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

describe('replay', () => {
  it('202 queues again the window’s events the webhook subscribes to, and they are delivered again', async () => {
    const { call, hire, timesSent, replay } = await setup();
    const first = await hire('Ana');
    const second = await hire('Bia');
    const third = await hire('Cris');
    // Not subscribed to: never replayed.
    const employeeId = second.data.id;
    expect((await call('PATCH', `/v1/employees/${employeeId}`, { jobTitle: 'Caixa' })).statusCode).toBe(200);
    for (const event of [first, second, third]) await waitFor(() => timesSent(event) === 1);

    const middle = await replay({ since: second.createdAt, until: third.createdAt });
    expect(middle.statusCode).toBe(202);
    expect(middle.json()).toEqual({ count: 1, status: 'queued' });
    await waitFor(() => timesSent(second) === 2);

    const all = await replay({ since: first.createdAt });
    expect(all.json()).toEqual({ count: 3, status: 'queued' });
    for (const event of [first, second, third]) await waitFor(() => timesSent(event) >= 2);
    await waitFor(() => timesSent(second) === 3);
    const updated = (await call('GET', '/v1/events?event=employee.updated')).json<Event[]>();
    expect(updated).toHaveLength(1);
    expect(receiver.requests.filter((r) => r.headers['webhook-id'] === updated[0]!.id)).toEqual([]);

    const none = await replay({ since: justAfter(third.createdAt) });
    expect(none.json()).toEqual({ count: 0, status: 'queued' });
  });

  it('onlyFailed: only the events whose last attempt failed', async () => {
    const { call, webhook, hire, timesSent, replay } = await setup();
    const delivered = await hire('Duda');
    await waitFor(() => timesSent(delivered) === 1);
    receiver.respond = () => ({ status: 503 });
    const failed = await hire('Edu');
    // Both attempts (the first and its one retry) fail, and the job is given up.
    await waitFor(async () => {
      const attempts = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries?success=false`)).json<
        unknown[]
      >();
      return attempts.length === 2;
    });
    receiver.respond = () => ({ status: 200, body: 'ok' });
    const replayed = await replay({ since: delivered.createdAt, onlyFailed: true });
    expect(replayed.json()).toEqual({ count: 1, status: 'queued' });
    await waitFor(async () => {
      const ok = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries?success=true`)).json<
        { eventId: string }[]
      >();
      return ok.some((d) => d.eventId === failed.id);
    });
    expect(timesSent(delivered)).toBe(1);
    expect(timesSent(failed)).toBe(3);
    // Delivered now: nothing failed is left to replay.
    expect((await replay({ since: delivered.createdAt, onlyFailed: true })).json()).toEqual({
      count: 0,
      status: 'queued',
    });
  });

  it('only this tenant’s and environment’s events; 404 for another tenant’s or environment’s webhook', async () => {
    const mine = await setup();
    const event = await mine.hire('Fábio');
    const stranger = await setup();
    await stranger.hire('Gil');
    const { key: testKey } = await mine.tenant.key({ environment: 'test' });
    await t.request({
      method: 'POST',
      url: '/v1/employees',
      key: testKey,
      payload: { name: 'Hana', cpf: nextCpf() },
    });
    expect((await mine.replay({ since: event.createdAt })).json()).toEqual({ count: 1, status: 'queued' });
    for (const key of [stranger.key, testKey]) {
      const response = await t.request({
        method: 'POST',
        url: `/v1/webhooks/${mine.webhook.id}/replay`,
        key,
        payload: { since: event.createdAt },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('400 for a bad window, naming the field; 409 while the webhook is paused; 403 without the scope', async () => {
    const { tenant, call, webhook, replay } = await setup();
    const cases: [object, string, RegExp][] = [
      [{}, 'since', /required/],
      [{ since: '2026-11-20T08:00:00' }, 'since', /offset/],
      [{ since: '2026-11-20T08:00:00Z', until: '2026-11-20T08:00:00Z' }, 'until', /after since/],
      [{ since: '2026-11-20T08:00:00Z', until: '2026-11-19T08:00:00Z' }, 'until', /after since/],
      [{ since: '2099-11-20T08:00:00Z' }, 'since', /in the past/],
      [{ since: '2026-11-20T08:00:00Z', onlyFailed: 'yes' }, 'onlyFailed', /boolean/],
      [{ since: '2026-11-20T08:00:00Z', webhookId: webhook.id }, 'webhookId', /not an allowed field/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await replay(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = problem(response).errors?.find((e) => e.field === field);
      expect(error?.message, JSON.stringify(payload)).toMatch(message);
    }
    await call('PATCH', `/v1/webhooks/${webhook.id}`, { active: false });
    const paused = await replay({ since: '2026-11-20T08:00:00Z' });
    expect(paused.statusCode).toBe(409);
    expect(problem(paused).detail).toMatch(/resume/);
    const { key: reader } = await tenant.key({ scopes: ['webhooks:read'] });
    const forbidden = await t.request({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/replay`,
      key: reader,
      payload: { since: '2026-11-20T08:00:00Z' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
