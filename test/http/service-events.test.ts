import { describe, expect, it } from 'vitest';
import { parseAfd } from '../../src/legal/afd.js';
import { createApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { LocalClock } from '../../src/platform/local-time.js';
import { nextCpf } from '../support/fixtures.js';
import { createStorage, openTestDatabase, SEEDED_REP_NUMBER } from '../support/harness.js';
import { ServerProcess } from '../support/server-process.js';

/** The tests start servers one after another: on a loaded machine each start takes longer than usual. */
const READY_WITHIN_MS = 60_000;

const ZONE = 'America/Sao_Paulo';

/**
 * The AFD's type-6 events on the real server (decision 019): 07 at each start, 08 at each clean stop, 02 and
 * 07 at a start after a kill -9; each REP records them before its next NSR (a mark, an employee record) or
 * before its AFD is read, and a start writes to no REP.
 */
describe('sensitive events (AFD type 6) across starts and stops of the server', () => {
  it('07 at a start, 08 then 07 across a clean restart, 02 and 07 after a kill -9; NSRs and the chain hold', async () => {
    const storage = await createStorage();
    const servers: ServerProcess[] = [];
    const database = openTestDatabase(storage);
    try {
      await migrateToLatest(database.db);
      const seed = async (name: string) => {
        const { tenant } = await createTenant(database.db, {
          name,
          document: '12345678000195',
          repNumber: SEEDED_REP_NUMBER,
          address: 'Rua Augusta, 1500, São Paulo, SP',
          timezone: ZONE,
          adminEmail: `${name.toLowerCase()}${Date.now()}@example.com`,
        });
        const { key } = await createApiKey(
          database.db,
          { tenantId: tenant.id, environment: 'live', name: 'k', scopes: 'all' },
          { type: 'cli' },
        );
        return { tenantId: tenant.id, key };
      };
      const first = await seed('Primeira');
      const second = await seed('Segunda');
      const env = {
        ...storage.env,
        PONTUAL_PTRP_DEVELOPER_DOCUMENT: '93487056000101',
        PONTUAL_PTRP_DEVELOPER_NAME: 'Pontual Tecnologia Ltda',
        PONTUAL_PTRP_DEVELOPER_EMAIL: 'legal@pontual.example',
      };
      const start = async () => {
        const server = await ServerProcess.start(env, 'src/main.ts', READY_WITHIN_MS);
        servers.push(server);
        return server;
      };
      const call = async (
        server: ServerProcess,
        key: string,
        method: string,
        path: string,
        body?: object,
      ) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (response.status >= 300)
          throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return response;
      };
      const hire = async (server: ServerProcess, key: string) =>
        (
          (await (
            await call(server, key, 'POST', '/v1/employees', { name: 'Ana', cpf: nextCpf() })
          ).json()) as {
            id: string;
          }
        ).id;
      const mark = (server: ServerProcess, key: string, employeeId: string) =>
        call(server, key, 'POST', '/v1/time-entries', { employeeId });
      const afd = async (server: ServerProcess, key: string) => {
        const clock = LocalClock.for(ZONE);
        const today = clock.legalDateTime(Date.now()).slice(0, 10);
        const yesterday = clock.legalDateTime(Date.now() - 86_400_000).slice(0, 10);
        const response = await call(server, key, 'GET', `/v1/reports/afd?from=${yesterday}&to=${today}`);
        return parseAfd(Buffer.from(await response.arrayBuffer()).toString('latin1'));
      };
      /** Each record's type (and event, for type 6), in file order; the NSRs checked to run 1, 2, 3… */
      const sequence = (records: ReturnType<typeof parseAfd>) => {
        const body = records.filter((r) => r.type !== '1' && r.type !== '9');
        expect(body.map((r) => Number(r.fields.nsr))).toEqual(body.map((_, i) => i + 1));
        const trailer = records.at(-1)!.fields;
        for (const type of ['2', '5', '6', '7'])
          expect(Number(trailer[`type${type}`]), `type ${type} count`).toBe(
            body.filter((r) => r.type === type).length,
          );
        return body.map((r) => (r.type === '6' ? `6:${r.fields.event}` : r.type));
      };
      const storedRecords = async (tenantId: string) =>
        (
          await database.db
            .selectFrom('repRecords')
            .select('type')
            .where('tenantId', '=', tenantId)
            .where('environment', '=', 'live')
            .orderBy('nsr')
            .execute()
        ).map((r) => r.type);

      // A start: 07. The second tenant's REP records it with its first record.
      const a = await start();
      const employee = await hire(a, first.key);
      await mark(a, first.key, employee);
      await hire(a, second.key);
      expect(sequence(await afd(a, first.key))).toEqual(['6:07', '5', '7']);
      expect(await storedRecords(second.tenantId)).toEqual(['6', '5']);

      // A clean stop and a start: 08 and 07, recorded by the next mark before it.
      expect(await a.stop()).toBe(0);
      const b = await start();
      await mark(b, first.key, employee);
      expect(sequence(await afd(b, first.key))).toEqual(['6:07', '5', '7', '6:08', '6:07', '7']);

      // kill -9 and a start: 02 (power restored) and 07, recorded by the next employee record before it.
      await b.kill();
      const c = await start();
      await hire(c, first.key);
      expect(sequence(await afd(c, first.key))).toEqual([
        ...['6:07', '5', '7', '6:08', '6:07', '7'],
        ...['6:02', '6:07', '5'],
      ]);
      const instances = await database.db
        .selectFrom('serviceInstances')
        .select(['cleanStop'])
        .orderBy('startedAt')
        .execute();
      expect(instances.map((i) => i.cleanStop)).toEqual([1, 0, null]);

      // A clean stop and a start with no write: reading the AFD records the 08 and the 07.
      expect(await c.stop()).toBe(0);
      const d = await start();
      // The starts wrote to no REP: the second tenant's still holds what its one write left.
      expect(await storedRecords(second.tenantId)).toEqual(['6', '5']);
      const records = await afd(d, first.key);
      expect(sequence(records)).toEqual([
        ...['6:07', '5', '7', '6:08', '6:07', '7'],
        ...['6:02', '6:07', '5', '6:08', '6:07'],
      ]);
      expect(sequence(await afd(d, second.key))).toEqual([
        '6:07',
        '5',
        '6:08',
        '6:07',
        '6:02',
        '6:07',
        '6:08',
        '6:07',
      ]);
      const sixes = records.filter((r) => r.type === '6');
      for (const r of sixes) expect(r.line).toMatch(/^\d{9}6\d{4}-\d\d-\d\dT\d\d:\d\d:00-0300\d\d$/);
      // The marks' chain and the REP-P NSRs still verify, with the type-6 records among them.
      for (const { key } of [first, second]) {
        const verification = (await (await call(d, key, 'GET', '/v1/time-entries/verify')).json()) as {
          valid: boolean;
          checked: number;
        };
        expect(verification.valid).toBe(true);
      }
      const verified = (await (await call(d, first.key, 'GET', '/v1/time-entries/verify')).json()) as {
        checked: number;
      };
      expect(verified.checked).toBe(11);
      // Marks taken after the events chain on: the next mark is NSR 12.
      await mark(d, first.key, employee);
      expect(sequence(await afd(d, first.key)).at(-1)).toBe('7');
      // A type-6 line altered behind the API's back (07 made 01) breaks the verification at its NSR.
      const { afdRecord } = await database.db
        .selectFrom('repRecords')
        .select('afdRecord')
        .where('tenantId', '=', second.tenantId)
        .where('nsr', '=', 1)
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('repRecords')
        .set({ afdRecord: afdRecord.slice(0, -2) + '01' })
        .where('tenantId', '=', second.tenantId)
        .where('nsr', '=', 1)
        .execute();
      expect(await (await call(d, second.key, 'GET', '/v1/time-entries/verify')).json()).toMatchObject({
        valid: false,
        brokenAt: { nsr: 1, reason: 'type-6 record is not a whole event line' },
      });
      expect(await d.stop()).toBe(0);
    } finally {
      for (const server of servers) await server.kill();
      await database.close();
      await storage.drop();
    }
  }, 400_000);

  it('several processes on one database are one service: 07 when the first starts, 08 when the last stops', async () => {
    const storage = await createStorage();
    const servers: ServerProcess[] = [];
    const database = openTestDatabase(storage);
    try {
      await migrateToLatest(database.db);
      const events = async () =>
        (await database.db.selectFrom('serviceEvents').select('event').orderBy('id').execute()).map(
          (e) => e.event,
        );
      for (let i = 0; i < 2; i++)
        servers.push(await ServerProcess.start(storage.env, 'src/main.ts', READY_WITHIN_MS));
      expect(await events()).toEqual(['07']);
      // One process killed while another serves, and a third joining: the service never stopped.
      await servers[0]!.kill();
      servers.push(await ServerProcess.start(storage.env, 'src/main.ts', READY_WITHIN_MS));
      expect(await events()).toEqual(['07']);
      const instances = await database.db
        .selectFrom('serviceInstances')
        .select('cleanStop')
        .orderBy('startedAt')
        .execute();
      expect(instances.map((i) => i.cleanStop)).toEqual([0, null, null]);
      // One of two stopping cleanly: still available; the last: 08.
      expect(await servers[1]!.stop()).toBe(0);
      expect(await events()).toEqual(['07']);
      expect(await servers[2]!.stop()).toBe(0);
      expect(await events()).toEqual(['07', '08']);
    } finally {
      for (const server of servers) await server.kill();
      await database.close();
      await storage.drop();
    }
  }, 400_000);
});
