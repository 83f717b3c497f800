import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { nextCpf } from '../support/fixtures.js';
import { openTestDatabase, TEST_DB } from '../support/harness.js';
import { PrivatePostgres } from '../support/private-postgres.js';
import { waitFor } from '../support/receiver.js';
import { ServerProcess } from '../support/server-process.js';

interface Outcome {
  kind: 'employee' | 'clock-in' | 'read';
  status: number;
  code: string | undefined;
  ms: number;
  id?: string;
}

/**
 * PostgreSQL crashes and comes back while the API is under load: /readyz says so, every request in between
 * ends quickly with a 503 problem body (no hang, no 500), the same process recovers by itself, and every
 * write acknowledged before the crash is still there.
 */
describe.runIf(TEST_DB === 'postgres')('PostgreSQL restarted under load', () => {
  let cluster: PrivatePostgres;
  let server: ServerProcess;
  let key: string;
  let employeeId: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-restart-'));

  beforeAll(async () => {
    cluster = await PrivatePostgres.create();
    const storage = { env: { DATABASE_URL: cluster.url, DATA_DIR: dataDir }, drop: async () => undefined };
    const database = openTestDatabase(storage);
    try {
      await migrateToLatest(database.db);
      const { tenant } = await createTenant(database.db, { name: 'Queda', adminEmail: 'queda@example.com' });
      ({ key } = await createApiKey(
        database.db,
        { tenantId: tenant.id, environment: 'live', name: 'load', scopes: 'all' },
        { type: 'cli' },
      ));
    } finally {
      await database.close();
    }
    server = await ServerProcess.start({
      ...storage.env,
      PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000',
      PONTUAL_MASTER_KEY: 'cd'.repeat(32),
    });
    const employee = await fetch(`${server.url}/v1/employees`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Marca', cpf: nextCpf() }),
    });
    employeeId = ((await employee.json()) as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One request of the load, timed: an employee created, a clock-in (group-committed), or a read. */
  async function call(kind: 'employee' | 'clock-in' | 'read'): Promise<Outcome> {
    const started = Date.now();
    const url = { employee: '/v1/employees', 'clock-in': '/v1/time-entries', read: '/v1/employees?limit=5' }[
      kind
    ];
    const body = { employee: { name: 'Carga', cpf: nextCpf() }, 'clock-in': { employeeId }, read: null }[
      kind
    ];
    const response = await fetch(`${server.url}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as { code?: string; id?: string };
    return { kind, status: response.status, code: answer.code, ms: Date.now() - started, id: answer.id };
  }

  it('503 problem bodies while it is down, /readyz says so, and the same process recovers', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const kinds = ['employee', 'clock-in', 'clock-in', 'read', 'clock-in', 'employee'] as const;
    const workers = kinds.map(async (kind) => {
      while (running) {
        outcomes.push(await call(kind));
        await new Promise((r) => setTimeout(r, 5));
      }
    });
    await waitFor(
      () => outcomes.filter((o) => o.status === 201).length >= 20,
      10_000,
      'writes before the crash',
    );

    cluster.crash();
    const downAt = outcomes.length;
    await waitFor(
      async () => (await fetch(`${server.url}/readyz`)).status === 503,
      10_000,
      '/readyz to report the database down',
    );
    await waitFor(() => outcomes.slice(downAt).filter((o) => o.status === 503).length >= 10, 10_000, '503s');

    cluster.start();
    await waitFor(async () => (await fetch(`${server.url}/readyz`)).ok, 30_000, '/readyz to recover');
    const upAt = outcomes.length;
    await waitFor(
      () => outcomes.slice(upAt).filter((o) => o.status === 201).length >= 10,
      15_000,
      'writes after',
    );
    running = false;
    await Promise.all(workers);

    const during = outcomes.slice(downAt, upAt);
    expect(during.filter((o) => o.status !== 503 && o.status >= 300)).toEqual([]);
    expect(during.filter((o) => o.status === 503).every((o) => o.code === 'service_unavailable')).toBe(true);
    expect(Math.max(...outcomes.map((o) => o.status))).toBeLessThan(504);
    // Bounded: the pool's 5 s connection timeout is the longest a request may wait for a dead database.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(10_000);

    const acknowledgedMarks = outcomes
      .filter((o) => o.status === 201 && o.kind === 'clock-in')
      .map((o) => o.id!);
    for (const id of acknowledgedMarks) {
      const mark = await fetch(`${server.url}/v1/time-entries/${id}`, { headers: { 'x-api-key': key } });
      expect(mark.status, id).toBe(200);
    }
    const verify = await fetch(`${server.url}/v1/time-entries/verify`, { headers: { 'x-api-key': key } });
    expect(((await verify.json()) as { valid: boolean }).valid).toBe(true);
    const acknowledged = outcomes.filter((o) => o.status === 201 && o.kind === 'employee').map((o) => o.id!);
    const listed = new Set<string>();
    let cursor = '';
    for (;;) {
      const page = await fetch(`${server.url}/v1/employees?limit=200${cursor}`, {
        headers: { 'x-api-key': key },
      });
      for (const employee of (await page.json()) as { id: string }[]) listed.add(employee.id);
      const next = /<[^>]*[?&]cursor=([^&>]+)[^>]*>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
      if (!next) break;
      cursor = `&cursor=${next}`;
    }
    expect(acknowledged.filter((id) => !listed.has(id))).toEqual([]);
  }, 90_000);
});
