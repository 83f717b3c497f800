import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDispatcher } from '../../src/modules/webhooks/delivery/dispatcher.js';
import { SecretBox } from '../../src/platform/secrets.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { Receiver, waitFor } from '../support/receiver.js';

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  // The API writes with no dispatcher running, so the whole backlog meets one dispatcher at once.
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000', PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true' });
  receiver = await Receiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

/** A tenant's API, through one key. */
async function tenantApi() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  return (url: string, payload: object) => t.request({ method: 'POST', url, key, payload });
}

/** Creates `count` employees, 50 at a time, each firing `employee.created`. */
async function hire(call: Awaited<ReturnType<typeof tenantApi>>, count: number, name: string) {
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        call('/v1/employees', { name: `${name} ${i + j}`, cpf: nextCpf() }),
      ),
    );
    expect(batch.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
  }
}

/** A dispatcher of the test app's database, not started: the API writes with none running. */
function newDispatcher() {
  return new WebhookDispatcher({
    database: t.app.deps.database,
    secrets: SecretBox.fromConfig(t.config),
    config: t.config,
    log: pino({ level: 'silent' }),
    version: 'test',
  });
}

describe('fan-out of a backlog', () => {
  it('200 events × 20 webhooks (4,000 jobs, more values than SQLite binds in one statement) are all delivered once', async () => {
    const call = await tenantApi();
    const webhooks: string[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await call('/v1/webhooks', {
        url: `${receiver.url}?w=${i}`,
        events: ['employee.created'],
      });
      expect(created.statusCode).toBe(201);
      webhooks.push(created.json().id);
    }
    await hire(call, 200, 'Fila');

    const dispatcher = newDispatcher();
    await dispatcher.start();
    try {
      await waitFor(() => receiver.requests.length >= 4000, 60_000, 'every delivery');
      const perEvent = new Map<string, number>();
      for (const r of receiver.requests) {
        const eventId = r.headers['x-pontual-event-id'] as string;
        perEvent.set(eventId, (perEvent.get(eventId) ?? 0) + 1);
      }
      expect(perEvent.size).toBe(200);
      expect([...perEvent.values()].every((n) => n === 20)).toBe(true);
    } finally {
      await dispatcher.stop();
    }
    const jobs = await t.app.deps.database.db
      .selectFrom('webhookJobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('webhookId', 'in', webhooks)
      .where('state', '=', 'delivered')
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(4000);
  }, 90_000);
});

describe('recording attempts', () => {
  it('writes attempts in groups: fewer than 32 are written once 20 ms have passed, not as each is answered', async () => {
    const call = await tenantApi();
    const created = await call('/v1/webhooks', {
      url: `${receiver.url}?groups`,
      events: ['employee.created'],
    });
    expect(created.statusCode).toBe(201);
    await hire(call, 300, 'Grupo');

    const dispatcher = newDispatcher();
    // Nothing outside the dispatcher shows how its attempts are grouped: watch its one writer of them.
    const recordings: { startedAt: number; answeredAt: number[] }[] = [];
    const { recorder: writer } = dispatcher as unknown as {
      recorder: { write(attempts: { at: number }[]): Promise<void> };
    };
    const record = writer.write.bind(writer);
    writer.write = (attempts) => {
      recordings.push({ startedAt: Date.now(), answeredAt: attempts.map((attempt) => attempt.at) });
      return record(attempts);
    };
    const recorded = () => recordings.reduce((sum, r) => sum + r.answeredAt.length, 0);
    await dispatcher.start();
    try {
      await waitFor(() => recorded() >= 300, 60_000, 'every attempt recorded');
    } finally {
      await dispatcher.stop();
    }
    expect(recorded()).toBe(300);
    // RECORD_GROUP (32) and RECORD_DELAY_MS (20). A timer counts from the event loop's clock, which stands
    // still while a turn's callbacks run (on SQLite, whole transactions): one may fire early by that much, so
    // the bound is loose and a few may miss it. Written as each was answered, they came 2–5 ms apart.
    const early = recordings.filter(
      ({ startedAt, answeredAt }) => answeredAt.length < 32 && startedAt - Math.min(...answeredAt) < 10,
    );
    expect(early.length).toBeLessThanOrEqual(Math.floor(recordings.length / 10));
  }, 90_000);
});
