import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createStorage, openTestDatabase } from '../support/harness.js';
import { ServerProcess } from '../support/server-process.js';

describe('the server process', () => {
  it('SIGTERM finishes in-flight requests, flushes the audit log and exits 0', async () => {
    const storage = await createStorage();
    try {
      const database = openTestDatabase(storage);
      await migrateToLatest(database.db);
      const { tenant } = await createTenant(database.db, {
        name: 'Vida',
        adminEmail: `v${Date.now()}@example.com`,
      });
      const { key } = await createApiKey(
        database.db,
        { tenantId: tenant.id, environment: 'live', name: 'k', scopes: 'all' },
        { type: 'cli' },
      );
      const server = await ServerProcess.start(storage.env);
      const headers = { 'x-api-key': key, 'content-type': 'application/json' };
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ready' });
      const inFlight = Array.from({ length: 10 }, (_, i) =>
        fetch(`${server.url}/v1/employees`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Vivo ${i}`, cpf: ['52998224725', '02973937078'][i % 2] }),
        }).then((r) => r.status),
      );
      await new Promise((r) => setTimeout(r, 20));
      const exit = server.stop();
      const statuses = await Promise.all(inFlight.map((p) => p.catch(() => 0)));
      expect(await exit).toBe(0);
      // Requests arriving once shutdown began are turned away with 503 before any route runs; every request
      // that was handled is in the audit log and every acknowledged write in the database.
      expect(statuses.every((s) => [0, 201, 409, 503].includes(s))).toBe(true);
      const answered = statuses.filter((s) => s === 201 || s === 409).length;
      expect(answered).toBeGreaterThan(0);
      const audited = await database.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', tenant.id)
        .where('route', '=', '/v1/employees')
        .executeTakeFirstOrThrow();
      expect(Number(audited.n)).toBeGreaterThanOrEqual(answered);
      const created = statuses.filter((s) => s === 201).length;
      const employees = await database.db
        .selectFrom('employees')
        .select('id')
        .where('tenantId', '=', tenant.id)
        .execute();
      expect(employees.length).toBeGreaterThanOrEqual(created);
      expect(created).toBeGreaterThanOrEqual(1);
      await database.close();
    } finally {
      await storage.drop();
    }
  }, 60_000);
});
