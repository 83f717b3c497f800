import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import {
  createStorage,
  createTestApp,
  openTestDatabase,
  TEST_DB,
  type TestStorage,
} from '../support/harness.js';
import { Receiver, waitFor } from '../support/receiver.js';
import { ServerProcess } from '../support/server-process.js';
import { nextCpf } from '../support/fixtures.js';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await Receiver.start();
});
afterAll(() => receiver.stop());

async function seed(storage: TestStorage) {
  const database = openTestDatabase(storage);
  try {
    await migrateToLatest(database.db);
    const { tenant } = await createTenant(database.db, {
      name: 'Durável Ltda',
      adminEmail: `d${Date.now()}@example.com`,
    });
    const { key } = await createApiKey(
      database.db,
      { tenantId: tenant.id, environment: 'live', name: 'k', scopes: 'all' },
      { type: 'cli' },
    );
    return key;
  } finally {
    await database.close();
  }
}

const employeeIdsReceived = () =>
  new Set(
    receiver.requests
      .filter((r) => r.headers['x-pontual-event'] === 'employee.created')
      .map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id),
  );

describe('webhook durability', () => {
  it('kill -9 in the middle of a write burst loses no acknowledged write and no acknowledged event', async () => {
    const storage = await createStorage();
    const env = {
      ...storage.env,
      PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
      PONTUAL_WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2,0.2',
      PONTUAL_WEBHOOK_TIMEOUT_MS: '2000',
      PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
    };
    try {
      const key = await seed(storage);
      let server = await ServerProcess.start(env);
      const headers = { 'x-api-key': key, 'content-type': 'application/json' };
      const hook = await fetch(`${server.url}/v1/webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: receiver.url, events: ['employee.created'] }),
      });
      expect(hook.status).toBe(201);

      const acknowledged: string[] = [];
      let sent = 0;
      const burst = Array.from({ length: 8 }, async () => {
        while (sent < 400) {
          sent++;
          try {
            const response = await fetch(`${server.url}/v1/employees`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ name: `Burst ${sent}`, cpf: nextCpf() }),
            });
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
          } catch {
            return; // the server is gone
          }
        }
      });
      await waitFor(() => acknowledged.length >= 30, 20_000, '30 acknowledged writes');
      await server.kill();
      await Promise.all(burst);
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);

      server = await ServerProcess.start(env);
      try {
        for (const id of acknowledged) {
          const response = await fetch(`${server.url}/v1/employees/${id}`, { headers });
          expect(response.status, id).toBe(200);
        }
        await waitFor(
          () => acknowledged.every((id) => employeeIdsReceived().has(id)),
          30_000,
          'every acknowledged event delivered',
        );
      } finally {
        await server.stop();
      }
    } finally {
      await storage.drop();
    }
  }, 90_000);

  it.runIf(TEST_DB === 'postgres')(
    'two dispatchers on one PostgreSQL deliver each event once',
    async () => {
      const config = {
        PONTUAL_DISPATCHER: 'true',
        PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
        PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
      };
      const first = await createTestApp(config);
      const second = await createTestApp(config, first.storage);
      try {
        await first.app.ready();
        await second.app.ready();
        const tenant = await first.seedTenant();
        const { key } = await tenant.key();
        const hook = await first.request({
          method: 'POST',
          url: '/v1/webhooks',
          key,
          payload: { url: receiver.url, events: ['employee.created'] },
        });
        expect(hook.statusCode).toBe(201);
        const ids: string[] = [];
        for (let i = 0; i < 40; i++) {
          const app = i % 2 ? first : second;
          const response = await app.request({
            method: 'POST',
            url: '/v1/employees',
            key,
            payload: { name: `Par ${i}`, cpf: nextCpf() },
          });
          ids.push(response.json().id);
        }
        await waitFor(() => ids.every((id) => employeeIdsReceived().has(id)), 20_000, 'all 40 delivered');
        await new Promise((r) => setTimeout(r, 500));
        const counts = new Map<string, number>();
        for (const r of receiver.requests) {
          const body = JSON.parse(r.body) as { data: { id: string } };
          if (ids.includes(body.data.id)) counts.set(body.data.id, (counts.get(body.data.id) ?? 0) + 1);
        }
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        expect(counts.size).toBe(40);
      } finally {
        await second.close();
        await first.close();
      }
    },
    60_000,
  );
});
