import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { nextCpf } from '../support/fixtures.js';
import { createStorage, openTestDatabase, TEST_DB, type TestStorage } from '../support/harness.js';
import { Receiver, verifySignature, waitFor } from '../support/receiver.js';
import { ServerProcess } from '../support/server-process.js';

/**
 * The deployment of docs/architecture.md on real processes: two API processes without dispatchers and two
 * `worker` processes, on one PostgreSQL, with Redis for the rate limits.
 */
describe.runIf(TEST_DB === 'postgres')('scale-out: 2 API processes + 2 workers on one PostgreSQL', () => {
  let storage: TestStorage;
  let receiver: Receiver;
  const processes: ServerProcess[] = [];
  let apis: ServerProcess[];
  let database: ReturnType<typeof openTestDatabase>;
  let tenantId: string;

  beforeAll(async () => {
    storage = await createStorage();
    receiver = await Receiver.start();
    database = openTestDatabase(storage);
    await migrateToLatest(database.db);
    tenantId = (await createTenant(database.db, { name: 'Escala', adminEmail: `e${Date.now()}@example.com` }))
      .tenant.id;
    const env = {
      ...storage.env,
      REDIS_URL: 'redis://127.0.0.1:6379',
      PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
      PONTUAL_MASTER_KEY: 'ab'.repeat(32),
    };
    apis = [
      await ServerProcess.start({ ...env, PONTUAL_DISPATCHER: 'false' }),
      await ServerProcess.start({ ...env, PONTUAL_DISPATCHER: 'false' }),
    ];
    processes.push(...apis);
    // The workers keep their reads of a webhook for a second, the most allowed: only the NOTIFY of a change can
    // make them see it within the rotation test.
    const worker = { ...env, PONTUAL_WEBHOOK_READ_REUSE_MS: '1000' };
    for (let i = 0; i < 2; i++) processes.push(await ServerProcess.start(worker, 'src/worker.ts'));
  }, 60_000);

  afterAll(async () => {
    for (const p of processes) await p.stop();
    await database.close();
    await receiver.stop();
    await storage.drop();
  });

  const newKey = async (scopes: Parameters<typeof createApiKey>[1]['scopes'] = 'all') =>
    createApiKey(database.db, { tenantId, environment: 'live', name: 'k', scopes }, { type: 'cli' });
  const call = (api: ServerProcess, key: string, method: string, path: string, body?: object) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('the rate limit holds across both API processes: 61 back-to-back, 60 pass', async () => {
    const { key } = await newKey(['webhooks:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(apis[i % 2]!, key, 'GET', '/v1/webhooks')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });

  it('a revocation is refused at once by both API processes', async () => {
    const { key, id } = await newKey();
    for (const api of apis) expect((await call(api, key, 'GET', '/v1/events')).status).toBe(200);
    await revokeApiKey(database.db, tenantId, id, { type: 'cli' });
    for (const api of apis) expect((await call(api, key, 'GET', '/v1/events')).status).toBe(401);
  });

  it('concurrent clock-ins through both keep the NSR gapless; the workers deliver each event exactly once', async () => {
    const { key } = await newKey();
    expect(
      (
        await call(apis[0]!, key, 'POST', '/v1/webhooks', {
          url: receiver.url,
          events: ['time_entry.created'],
        })
      ).status,
    ).toBe(201);
    const employee = (await (
      await call(apis[1]!, key, 'POST', '/v1/employees', { name: 'Escalável', cpf: nextCpf() })
    ).json()) as {
      id: string;
    };
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(apis[i % 2]!, key, 'POST', '/v1/time-entries', { employeeId: employee.id }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(201));
    const entries = (await Promise.all(responses.map((r) => r.json()))) as { id: string; nsr: number }[];
    // NSR 1 is the service's start (AFD type 6, event 07: the two API processes are one service, one start),
    // NSR 2 the employee's record; the marks take 3 to 42.
    expect(entries.map((e) => e.nsr).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 3),
    );
    const verify = await (await call(apis[0]!, key, 'GET', '/v1/time-entries/verify')).json();
    expect(verify).toMatchObject({ valid: true, checked: 42 });

    const ids = new Set(entries.map((e) => e.id));
    const delivered = () =>
      receiver.requests
        .map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id)
        .filter((id) => ids.has(id));
    await waitFor(() => new Set(delivered()).size === 40, 20_000, 'all 40 delivered');
    await new Promise((r) => setTimeout(r, 1000));
    expect(delivered()).toHaveLength(40);
  });

  it('a rotation through one API process reaches the worker at once: the next deliveries carry the new secret only', async () => {
    // One worker, so that the worker that delivers after the rotation is the one that kept the read from before.
    // This is the last test: the others ran with both.
    await processes.at(-1)!.stop();
    const { key } = await newKey();
    const webhook = (await (
      await call(apis[0]!, key, 'POST', '/v1/webhooks', { url: receiver.url, events: ['employee.created'] })
    ).json()) as { id: string; secret: string };
    /** Creates `count` employees through both API processes; resolves to the deliveries of their events. */
    const deliver = async (count: number) => {
      const created = await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const response = await call(apis[i % 2]!, key, 'POST', '/v1/employees', {
            name: 'Rotação',
            cpf: nextCpf(),
          });
          return ((await response.json()) as { id: string }).id;
        }),
      );
      const requestsOf = () =>
        receiver.requests.filter((r) =>
          created.includes((JSON.parse(r.body) as { data: { id: string } }).data.id),
        );
      // At least once: a duplicate is allowed, a missing event is not.
      const events = () => new Set(requestsOf().map((r) => r.headers['x-pontual-event-id'])).size;
      await waitFor(() => events() === count, 20_000, 'the deliveries');
      return requestsOf();
    };
    const signedWith = (requests: Awaited<ReturnType<typeof deliver>>, secret: string) =>
      requests.filter((r) => verifySignature(r.headers['x-pontual-signature'], r.body, secret)).length;
    const before = await deliver(20);
    expect(signedWith(before, webhook.secret)).toBe(before.length);
    const rotated = await call(apis[1]!, key, 'POST', `/v1/webhooks/${webhook.id}/rotate-secret`);
    const { secret } = (await rotated.json()) as { secret: string };
    const after = await deliver(20);
    expect(signedWith(after, secret)).toBe(after.length);
    expect(signedWith(after, webhook.secret)).toBe(0);
  });
});
