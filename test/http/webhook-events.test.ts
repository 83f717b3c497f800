import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../support/harness.js';
import { Receiver, waitFor } from '../support/receiver.js';

/**
 * The events of PRODUCT §11 ("More events"), each delivered to a webhook that subscribed to it, and never to
 * one that did not: `employee.updated`, `adjustment.requested`, and the calendar's `absence.*`.
 */

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({
    PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
    PONTUAL_DISPATCHER: 'true',
    PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  await t.app.ready();
  receiver = await Receiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

interface Delivered {
  id: string;
  event: string;
  data: { id: string } & Record<string, unknown>;
}

async function setup(events: string[]) {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const created = await call('POST', '/v1/webhooks', { url: receiver.url, events });
  expect(created.statusCode).toBe(201);
  const webhook = created.json<{ id: string }>();
  const employeeId = await t.hire(key, { name: 'Renata Alves' });
  /** The bodies the receiver got of events of type `event` about the resource `resourceId`. */
  const received = (event: string, resourceId: string) =>
    receiver.requests
      .map((r) => JSON.parse(r.body) as Delivered)
      .filter((body) => body.event === event && body.data.id === resourceId);
  /** Waits for the webhook's delivery log to hold `count` successful attempts. */
  const deliveries = (count: number) =>
    waitFor(async () => {
      const list = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json<
        { event: string; success: boolean }[]
      >();
      return list.length >= count ? list : undefined;
    });
  return { tenantId: tenant.tenantId, key, call, webhook, employeeId, received, deliveries };
}

type Call = Awaited<ReturnType<typeof setup>>['call'];

/** The events the log holds of `type`, as the API lists them. */
async function logged(call: Call, type: string): Promise<Delivered[]> {
  return (await call('GET', `/v1/events?event=${type}`)).json<Delivered[]>();
}

/** An absence request body for one day. */
const absence = (employeeId: string, from: string) => ({
  employeeId,
  type: 'medical_certificate',
  from,
  to: from,
  reason: 'Atestado médico',
});

describe('employee.updated', () => {
  it('a PATCH fires it with the employee as the API now returns it', async () => {
    const { call, employeeId, received } = await setup(['employee.updated']);
    const patched = await call('PATCH', `/v1/employees/${employeeId}`, { jobTitle: 'Supervisora' });
    expect(patched.statusCode).toBe(200);
    const [delivery] = await waitFor(() => {
      const got = received('employee.updated', employeeId);
      return got.length > 0 ? got : undefined;
    });
    expect(delivery!.data).toEqual(patched.json());
    expect(await logged(call, 'employee.updated')).toEqual([
      expect.objectContaining({ id: delivery!.id, data: patched.json() }),
    ]);
  });

  it('a schedule version that changes today’s schedule fires it too; one dated later does not yet', async () => {
    const { call, key, received } = await setup(['employee.updated']);
    // Admitted two months ago (its first version dates from then); the new version is in force from last month.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const employeeId = await t.hire(key, { admissionDate: daysAgo(60) });
    const schedule = { mon: [{ start: '08:00', end: '12:00' }] };
    const today = await call('POST', `/v1/employees/${employeeId}/schedules`, {
      effectiveFrom: daysAgo(30),
      schedule,
    });
    expect(today.statusCode).toBe(201);
    const later = await call('POST', `/v1/employees/${employeeId}/schedules`, {
      effectiveFrom: `${new Date().getUTCFullYear() + 1}-01-01`,
      schedule: null,
    });
    expect(later.statusCode).toBe(201);
    const [delivery] = await waitFor(() => {
      const got = received('employee.updated', employeeId);
      return got.length > 0 ? got : undefined;
    });
    const employee = (await call('GET', `/v1/employees/${employeeId}`)).json();
    expect(delivery!.data).toEqual(employee);
    expect(delivery!.data.schedule).toEqual(schedule);
    expect(await logged(call, 'employee.updated')).toHaveLength(1);
  });

  it('a PATCH refused (400, 404) fires nothing', async () => {
    const { call, employeeId } = await setup(['employee.updated']);
    expect((await call('PATCH', `/v1/employees/${employeeId}`, { cpf: '11111111111' })).statusCode).toBe(400);
    expect(
      (await call('PATCH', '/v1/employees/0190a000-0000-7000-8000-000000000000', { jobTitle: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(await logged(call, 'employee.updated')).toEqual([]);
  });
});

describe('adjustment.requested', () => {
  it('filing an adjustment fires it with the pending adjustment', async () => {
    const { call, employeeId, received } = await setup(['adjustment.requested']);
    const filed = await call('POST', '/v1/adjustments', {
      type: 'add',
      employeeId,
      occurredAt: '2026-11-20T12:00:00Z',
      reason: 'Esqueceu de marcar',
    });
    expect(filed.statusCode).toBe(201);
    const adjustment = filed.json<{ id: string; status: string }>();
    expect(adjustment.status).toBe('pending');
    const [delivery] = await waitFor(() => {
      const got = received('adjustment.requested', adjustment.id);
      return got.length > 0 ? got : undefined;
    });
    expect(delivery!.data).toEqual(adjustment);
  });
});

describe('absence.*', () => {
  it('absence.requested, absence.approved and absence.rejected are delivered to a subscriber', async () => {
    const { call, employeeId, received } = await setup([
      'absence.requested',
      'absence.approved',
      'absence.rejected',
    ]);
    const first = (await call('POST', '/v1/absences', absence(employeeId, '2026-11-18'))).json<{
      id: string;
    }>();
    const second = (await call('POST', '/v1/absences', absence(employeeId, '2026-11-19'))).json<{
      id: string;
    }>();
    const approved = await call('POST', `/v1/absences/${first.id}/approve`);
    const rejected = await call('POST', `/v1/absences/${second.id}/reject`);
    expect([approved.statusCode, rejected.statusCode]).toEqual([200, 200]);
    const expected: [string, string, unknown][] = [
      ['absence.requested', first.id, first],
      ['absence.requested', second.id, second],
      ['absence.approved', first.id, approved.json()],
      ['absence.rejected', second.id, rejected.json()],
    ];
    for (const [event, id, data] of expected) {
      const [delivery] = await waitFor(
        () => {
          const got = received(event, id);
          return got.length > 0 ? got : undefined;
        },
        10_000,
        `${event} of ${id}`,
      );
      expect(delivery!.data).toEqual(data);
    }
  });
});

describe('existing subscriptions', () => {
  it('a webhook of the older events receives none of the new ones', async () => {
    const { call, employeeId, deliveries, webhook, tenantId } = await setup([
      'employee.created',
      'adjustment.approved',
      'absence.approved',
    ]);
    await call('PATCH', `/v1/employees/${employeeId}`, { jobTitle: 'Caixa' });
    const adjustment = (
      await call('POST', '/v1/adjustments', {
        type: 'add',
        employeeId,
        occurredAt: '2026-11-20T12:00:00Z',
        reason: 'r',
      })
    ).json<{ id: string }>();
    await call('POST', `/v1/adjustments/${adjustment.id}/approve`);
    const requested = (await call('POST', '/v1/absences', absence(employeeId, '2026-11-18'))).json<{
      id: string;
    }>();
    await call('POST', `/v1/absences/${requested.id}/approve`);
    // Once every event of the tenant is fanned out, the webhook's jobs are all it will ever be sent.
    const database = openTestDatabase(t.storage);
    try {
      await waitFor(async () => {
        const waiting = await database.db
          .selectFrom('events')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('dispatchedAt', 'is', null)
          .execute();
        return waiting.length === 0;
      });
      const jobs = await database.db
        .selectFrom('webhookJobs')
        .innerJoin('events', 'events.id', 'webhookJobs.eventId')
        .select('events.type')
        .where('webhookJobs.webhookId', '=', webhook.id)
        .execute();
      expect(jobs.map((job) => job.type).sort()).toEqual([
        'absence.approved',
        'adjustment.approved',
        'employee.created',
      ]);
    } finally {
      await database.close();
    }
    // Every event is in the log, including those this webhook did not subscribe to.
    const types = (await call('GET', '/v1/events?limit=100')).json<Delivered[]>().map((e) => e.event);
    expect(types.sort()).toEqual([
      'absence.approved',
      'absence.requested',
      'adjustment.approved',
      'adjustment.requested',
      'employee.created',
      'employee.updated',
    ]);
    const list = await deliveries(3);
    expect(list.map((d) => d.event).sort()).toEqual([
      'absence.approved',
      'adjustment.approved',
      'employee.created',
    ]);
  });
});

describe('subscribing', () => {
  it('the new events can be chosen when creating a webhook; unknown ones are refused', async () => {
    const { call } = await setup(['employee.created']);
    const created = await call('POST', '/v1/webhooks', {
      url: receiver.url,
      events: ['employee.updated', 'adjustment.requested'],
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('POST', '/v1/webhooks', { url: receiver.url, events: ['employee.deleted'] })).statusCode,
    ).toBe(400);
  });
});
