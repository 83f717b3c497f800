import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/cli/listen.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';
import { Receiver, verifySignature, waitFor } from '../support/receiver.js';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  // `app.inject` waits for the response to end, and a stream does not: these tests read it over a socket.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

interface Message {
  id: string;
  event: string;
  data: string;
}

/** An open `GET /v1/events/stream`, its messages collected as they come (written apart from the CLI's parser). */
async function openStream(key: string, lastEventId?: string) {
  const stop = new AbortController();
  const response = await fetch(`${api}/v1/events/stream`, {
    headers: { 'x-api-key': key, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: stop.signal,
  });
  const messages: Message[] = [];
  if (response.ok) {
    void (async () => {
      let text = '';
      for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end).split('\n');
          text = text.slice(end + 2);
          const field = (name: string) =>
            block.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
          if (field('data').length) {
            messages.push({ id: field('id')[0]!, event: field('event')[0]!, data: field('data').join('\n') });
          }
        }
      }
    })().catch(() => undefined);
  }
  return { response, messages, close: () => stop.abort() };
}

/** The `employee.created` event of an employee, as `GET /v1/events` lists it (and its raw JSON). */
async function listedEvent(key: string, employeeId: string) {
  const listed = await t.request({ method: 'GET', url: '/v1/events?event=employee.created&limit=100', key });
  expect(listed.statusCode).toBe(200);
  const events = JSON.parse(listed.body) as { id: string; data: { id: string } }[];
  const event = events.find((e) => e.data.id === employeeId)!;
  return { event, json: JSON.stringify(event) };
}

describe('GET /v1/events/stream', () => {
  it("delivers the key's tenant's events of its environment recorded after connecting, as /v1/events lists them", async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key({ scopes: ['webhooks:read', 'employees:write'] });
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const { key: otherKey } = await (await t.seedTenant()).key();
    const before = await t.hire(key);

    const stream = await openStream(key);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    try {
      await t.hire(otherKey);
      await t.hire(testKey);
      const hired = await t.hire(key);
      const message = await waitFor(() => stream.messages.find((m) => m.data.includes(hired)));
      const { event, json } = await listedEvent(key, hired);
      expect(message).toEqual({ id: event.id, event: 'employee.created', data: json });
      // The other tenant's and the other environment's employees were hired first: nothing but ours came.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(stream.messages).toEqual([message]);
      expect(stream.messages.some((m) => m.data.includes(before))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('resumes after the event named by Last-Event-ID', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const first = await t.hire(key);
    const second = await t.hire(key);
    const { event: firstEvent } = await listedEvent(key, first);
    const { event: secondEvent, json } = await listedEvent(key, second);

    const stream = await openStream(key, firstEvent.id);
    try {
      const message = await waitFor(() => stream.messages[0]);
      expect(message).toEqual({ id: secondEvent.id, event: 'employee.created', data: json });
    } finally {
      stream.close();
    }
  });

  it('refuses a key without webhooks:read (403) and a Last-Event-ID that is no event id (400)', async () => {
    const tenant = await t.seedTenant();
    const { key: narrow } = await tenant.key({ scopes: ['employees:read'] });
    const refused = await t.request({ method: 'GET', url: '/v1/events/stream', key: narrow });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).code).toBe('insufficient_scope');

    const { key } = await tenant.key();
    const bad = await t.request({
      method: 'GET',
      url: '/v1/events/stream',
      key,
      headers: { 'last-event-id': 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('holds at most 5 open streams per key: a 6th is a 429 until one closes', async () => {
    const { key } = await (await t.seedTenant()).key();
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(key)));
    try {
      expect(streams.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await openStream(key);
      expect(sixth.response.status).toBe(429);
      expect(((await sixth.response.json()) as { code: string }).code).toBe('rate_limited');
      streams.pop()!.close();
      const again = await waitFor(async () => {
        const next = await openStream(key);
        if (next.response.status === 200) return next;
        await next.response.body?.cancel();
        return undefined;
      });
      streams.push(again);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('listen', () => {
  it('forwards an event to a local URL, signed with the session secret in both styles', async () => {
    const receiver = await Receiver.start();
    const { key } = await (await t.seedTenant()).key();
    const stop = new AbortController();
    const out: string[] = [];
    let hired: string | undefined;
    const session = listen(
      {
        key,
        forwardTo: receiver.url,
        api,
        signal: stop.signal,
        onConnected: () => {
          void t.hire(key).then((id) => (hired = id));
        },
      },
      { out: (text) => out.push(text), err: (text) => out.push(text) },
    );
    try {
      const received = await waitFor(() =>
        receiver.requests.find((r) => hired !== undefined && r.body.includes(hired)),
      );
      const secret = /whsec_[A-Za-z0-9+/=]+/.exec(out[0]!)![0];
      const { event, json } = await listedEvent(key, hired!);
      expect(received.body).toBe(json);
      expect(received.headers['webhook-id']).toBe(event.id);
      expect(verifySignature(received.headers['x-pontual-signature'], received.body, secret)).toBe(true);
      expect(
        new Webhook(secret).verify(received.body, received.headers as Record<string, string>),
      ).toMatchObject({ id: event.id, event: 'employee.created' });
      await waitFor(() => out.some((line) => line.includes(`employee.created  ${event.id}  -> 200`)));
    } finally {
      stop.abort();
      await session;
      await receiver.stop();
    }
  });
});
