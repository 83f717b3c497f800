import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_COLUMNS } from '../../src/modules/rep/rep.repository.js';
import { runTogether } from '../../src/modules/rep/together.js';
import { deleteInBatches } from '../../src/platform/db/batched-delete.js';
import { openDatabase } from '../../src/platform/db/database.js';
import { sqliteFile } from '../../src/platform/db/sqlite.js';
import { keyLookup } from '../../src/platform/auth/api-key-auth.js';
import { hashApiKey } from '../../src/platform/auth/api-key.js';
import { scopedRowLookup } from '../../src/platform/batched-lookup.js';
import { prepared } from '../../src/platform/db/prepared.js';
import type { EventRow } from '../../src/platform/db/schema.js';
import { compileOnce, rowInserter } from '../../src/platform/db/statement.js';
import { newId } from '../../src/platform/ids.js';
import { eventsInsert, type NewEvent } from '../../src/platform/outbox.js';
import { createTestApp, TEST_DB, type TestApp } from '../support/harness.js';
import { nextCpf } from '../support/fixtures.js';
import { type CapturedStatement, captureStatements } from '../support/statement-capture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const tenant = await t.seedTenant();
  const { tenantId } = tenant;
  const db = t.app.deps.database.db;
  const event = (data: string): NewEvent => ({
    tenantId,
    environment: 'live',
    type: 'employee.created',
    data,
    at: Date.now(),
  });
  const payloads = async () =>
    (
      await db
        .selectFrom('events')
        .select('payload')
        .where('tenantId', '=', tenantId)
        .orderBy('payload')
        .execute()
    ).map((row) => JSON.parse(row.payload) as string);
  /** An employee of the tenant, made through the API; its id. */
  const anEmployee = async () => t.hire((await tenant.key()).key);
  return { tenantId, db, event, payloads, anEmployee };
}

describe('failed queries', () => {
  it("a failed query's error carries a stack through the code that ran it", async () => {
    const { db } = await setup();
    async function readsATableThatIsNotThere() {
      await sql`select * from no_such_table`.execute(db);
    }
    const error = await readsATableThatIsNotThere().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/no_such_table/);
    expect(error?.stack).toContain('readsATableThatIsNotThere');
  });
});

describe('deleteInBatches', () => {
  it('removes every row its condition selects, across as many statements as it takes, and no other', async () => {
    const { tenantId, db } = await setup();
    const entry = (requestId: string, createdAt: number) => ({
      id: newId(),
      tenantId,
      environment: 'live' as const,
      actorType: 'cli' as const,
      keyId: null,
      userId: null,
      action: 'x',
      method: 'CLI',
      route: 'x',
      path: '/x',
      status: 200,
      ip: '',
      userAgent: null,
      durationMs: 0,
      requestId,
      createdAt,
    });
    // 10 old entries at 3 a statement: 3 + 3 + 3 + 1; the 2 recent ones stay.
    await db
      .insertInto('auditLog')
      .values([
        ...Array.from({ length: 10 }, (_, i) => entry(`old-${i}`, 1_000 + i)),
        entry('recent-1', 5_000),
        entry('recent-2', 6_000),
      ])
      .execute();
    const old = sql<boolean>`${sql.ref('tenantId')} = ${tenantId} and ${sql.ref('createdAt')} < 2000`;
    expect(await deleteInBatches(db, 'auditLog', old, 3)).toBe(10);
    const left = await db
      .selectFrom('auditLog')
      .select('requestId')
      .where('tenantId', '=', tenantId)
      .orderBy('requestId')
      .execute();
    expect(left.map((row) => row.requestId)).toEqual(['recent-1', 'recent-2']);
    expect(await deleteInBatches(db, 'auditLog', old, 3)).toBe(0);
  });
});

describe('compileOnce and rowInserter (statements compiled once)', () => {
  const eventRow = (tenantId: string, payload: string): EventRow => ({
    id: newId(),
    tenantId,
    environment: 'live',
    type: 'employee.created',
    payload: JSON.stringify(payload),
    createdAt: 1,
    dispatchedAt: null,
  });

  it('binds each run its own values by name, in every place a name appears, with one text', async () => {
    const { tenantId, db, event } = await setup();
    await eventsInsert(db, [event('a'), event('b')]).execute();
    const byPayload = compileOnce(db, ['tenantId', 'payload'], (p: { tenantId: string; payload: string }) =>
      db
        .selectFrom('events')
        .select('payload')
        .where('tenantId', '=', p.tenantId)
        .where((eb) => eb.or([eb('payload', '=', p.payload), eb('id', '=', p.payload)])),
    );
    const first = byPayload({ tenantId, payload: '"a"' });
    const second = byPayload({ tenantId, payload: '"b"' });
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([tenantId, '"a"', '"a"']);
    expect((await db.executeQuery(first)).rows).toEqual([{ payload: '"a"' }]);
    expect((await db.executeQuery(second)).rows).toEqual([{ payload: '"b"' }]);
    expect((await db.executeQuery(byPayload({ tenantId: newId(), payload: '"a"' }))).rows).toEqual([]);
  });

  it('refuses, on the first run, a name the statement does not bind as a parameter', async () => {
    const { tenantId, db } = await setup();
    const unused = compileOnce(db, ['tenantId', 'payload'], (p: { tenantId: string; payload: string }) =>
      db.selectFrom('events').select('id').where('tenantId', '=', p.tenantId),
    );
    expect(() => unused({ tenantId, payload: 'x' })).toThrow(/payload did not reach the statement/);
    // A value a builder turns into text at build time (a list encoded as JSON) is not a parameter either.
    const encoded = compileOnce(db, ['payload'], (p: { payload: string }) =>
      db
        .selectFrom('events')
        .select('id')
        .where('payload', '=', JSON.stringify([p.payload])),
    );
    expect(() => encoded({ payload: 'x' })).toThrow(/payload was used as a value/);
    // Nor is one used as a value beside its use as a parameter, which would freeze it into the statement.
    const twice = compileOnce(db, ['payload'], (p: { payload: string }) =>
      db
        .selectFrom('events')
        .select('id')
        .where('payload', '=', p.payload)
        .where('type', '=', `employee.${p.payload}` as 'employee.created'),
    );
    expect(() => twice({ payload: 'x' })).toThrow(/payload was used as a value/);
    // And every name needs a value: undefined would bind NULL where a builder leaves the column out.
    const byTenant = compileOnce(db, ['tenantId'], (p: { tenantId: string }) =>
      db.selectFrom('events').select('id').where('tenantId', '=', p.tenantId),
    );
    expect(() => byTenant({ tenantId: undefined as unknown as string })).toThrow(/no value for tenantId/);
    expect(byTenant({ tenantId }).parameters).toEqual([tenantId]);
  });

  it('refuses an inserter whose statement does not insert its columns into its table', () => {
    const db = t.app.deps.database.db;
    const { dispatchedAt: _, ...fewer } = EVENT_COLUMNS;
    expect(() =>
      rowInserter(db, 'events', fewer, (row: Omit<EventRow, 'dispatchedAt'>) =>
        db.insertInto('events').values({ ...row, dispatchedAt: null }),
      ),
    ).toThrow(/does not insert id, tenant_id/);
    expect(() =>
      rowInserter(db, 'audit_log', EVENT_COLUMNS, (row: EventRow) => db.insertInto('events').values(row)),
    ).toThrow(/into audit_log/);
  });

  it('rowInserter writes any number of rows with one text, and none of them when one fails', async () => {
    const { tenantId, db, payloads } = await setup();
    const insert = rowInserter(db, 'events', EVENT_COLUMNS, (row: EventRow) =>
      db.insertInto('events').values(row),
    );
    const capture = captureStatements();
    try {
      await db.transaction().execute((tx) => insert(tx, [eventRow(tenantId, 'a')]));
      await db.transaction().execute((tx) =>
        insert(
          tx,
          ['b', 'c', 'd'].map((payload) => eventRow(tenantId, payload)),
        ),
      );
    } finally {
      capture.stop();
    }
    const inserts = capture.statements.filter((s) => /insert into "?events/.test(s.sql));
    expect(inserts.length).toBe(TEST_DB === 'postgres' ? 2 : 4);
    expect(new Set(inserts.map((s) => s.sql)).size).toBe(1);
    expect(await payloads()).toEqual(['a', 'b', 'c', 'd']);

    const taken = eventRow(tenantId, 'taken');
    await expect(
      db.transaction().execute((tx) => insert(tx, [eventRow(tenantId, 'lost'), taken, taken])),
    ).rejects.toMatchObject({
      code: TEST_DB === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    expect(await payloads()).toEqual(['a', 'b', 'c', 'd']);
  });
});

/** A clock-in through the API (answered with `status`), and the statements it ran. */
async function capturedClockIn(key: string, employeeId: string, status = 201) {
  const capture = captureStatements();
  try {
    const response = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId },
    });
    expect(response.statusCode, response.body).toBe(status);
  } finally {
    capture.stop();
  }
  return capture.statements;
}

describe("a clock-in's employee read", () => {
  it('selects the columns the clock-in uses, not the whole row', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const reads = (await capturedClockIn(key, employeeId)).filter(
      (s) => /^select .* from (json_each|jsonb_array_elements)\(/s.test(s.sql) && /"employees"/.test(s.sql),
    );
    expect(reads.map((s) => s.sql)).toHaveLength(1);
    const selected = reads[0]!.sql.slice('select '.length, reads[0]!.sql.search(/\s+from /));
    const columns = [...selected.matchAll(/"(\w+)"\s*(?:,|$)/g)].map((m) => m[1]).sort();
    expect(columns).toEqual(['active', 'cpf', 'environment', 'id', 'tenant_id', 'timezone']);
  });

  it('reads a remembered employee no more; after a write found it changed, reads it once again', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const count = (statements: CapturedStatement[], pattern: RegExp) =>
      statements.filter((s) => pattern.test(s.sql)).length;
    const employeeReads = (statements: CapturedStatement[]) => count(statements, /^select [^]*"employees"/);
    const writes = (statements: CapturedStatement[]) =>
      count(statements, /^(with guard as|update "rep_heads")/);

    expect(employeeReads(await capturedClockIn(key, employeeId))).toBe(1);
    expect(employeeReads(await capturedClockIn(key, employeeId))).toBe(0);
    // Behind the API's back: the write refuses the remembered CPF, and the batch is screened on a read.
    const employeeRow = () =>
      t.app.deps.database.db
        .updateTable('employees')
        .where('tenantId', '=', tenant.tenantId)
        .where('id', '=', employeeId);
    await employeeRow().set({ cpf: nextCpf() }).execute();
    const refused = await capturedClockIn(key, employeeId);
    expect([employeeReads(refused), writes(refused)]).toEqual([1, 2]);
    // The second write confirmed it as it now is.
    expect(employeeReads(await capturedClockIn(key, employeeId))).toBe(0);
    // Deactivated: refused by the write, screened out (400), and forgotten, so the next is refused on a read.
    await employeeRow().set({ active: 0 }).execute();
    const deactivated = await capturedClockIn(key, employeeId, 400);
    expect([employeeReads(deactivated), writes(deactivated)]).toEqual([1, 1]);
    const next = await capturedClockIn(key, employeeId, 400);
    expect([employeeReads(next), writes(next)]).toEqual([1, 0]);
  });
});

describe("runTogether (the REP's writes)", () => {
  it('writes and the main statement all land, each with its own parameters; the main rows come back', async () => {
    const { tenantId, db, event, payloads } = await setup();
    const id = newId();
    const rows = await db.transaction().execute((tx) =>
      runTogether(
        tx,
        [eventsInsert(tx, [event('a'), event('b')]), eventsInsert(tx, [event('c')])],
        tx
          .insertInto('events')
          .values({
            id,
            tenantId,
            environment: 'live',
            type: 'employee.created',
            payload: '"d"',
            createdAt: 7,
          })
          .returning(['id', 'createdAt']),
      ),
    );
    expect(rows).toEqual([{ id, createdAt: 7 }]);
    expect(await payloads()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('binds each part its own parameters, whatever their number and order', async () => {
    const { db, event, payloads } = await setup();
    const rows = await db
      .transaction()
      .execute((tx) =>
        runTogether(
          tx,
          [eventsInsert(tx, [event('a')]), eventsInsert(tx, [event('b'), event('c'), event('d')])],
          eventsInsert(tx, [event('e'), event('f')]).returning('payload'),
        ),
      );
    expect(rows.map((row) => row.payload).sort()).toEqual(['"e"', '"f"']);
    expect(await payloads()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('a failing part fails the whole: none of the writes remain', async () => {
    const { tenantId, db, event, payloads } = await setup();
    const [taken] = await eventsInsert(db, [event('first')])
      .returning('id')
      .execute();
    const collide = (executor: typeof db) =>
      runTogether(
        executor,
        [eventsInsert(executor, [event('lost')])],
        executor.insertInto('events').values({
          id: taken!.id,
          tenantId,
          environment: 'live',
          type: 'employee.created',
          payload: '"collides"',
          createdAt: 1,
        }),
      );
    await expect(db.transaction().execute(collide)).rejects.toMatchObject({
      code: TEST_DB === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    expect(await payloads()).toEqual(['first']);
  });

  it('refuses to run outside a transaction, where its parts would not be one unit on SQLite', async () => {
    const { db, event, payloads } = await setup();
    await expect(
      runTogether(db, [eventsInsert(db, [event('lost')])], db.selectNoFrom(sql<number>`1`.as('one'))),
    ).rejects.toThrow(/inside a transaction/);
    expect(await payloads()).toEqual([]);
  });

  it.runIf(TEST_DB === 'postgres')(
    'refuses a statement whose text reads as a placeholder, and writes nothing',
    async () => {
      const { db, event, payloads } = await setup();
      await expect(
        db
          .transaction()
          .execute((tx) =>
            runTogether(
              tx,
              [eventsInsert(tx, [event('lost')])],
              tx.selectNoFrom(sql<string>`'$1'`.as('text')),
            ),
          ),
      ).rejects.toThrow(/placeholder/);
      expect(await payloads()).toEqual([]);
    },
  );
});

describe('pipelined transactions (PostgreSQL)', () => {
  it.runIf(TEST_DB === 'postgres')(
    'the BEGIN sent with the first statement opens a real transaction: one snapshot time, all or nothing',
    async () => {
      const { db, event, payloads } = await setup();
      const startedAt = () => sql<{ at: Date }>`select now() as at`.execute(db);
      const [first, second] = await db.transaction().execute(async (tx) => {
        const one = (await sql<{ at: Date }>`select now() as at`.execute(tx)).rows[0]!.at;
        await sql`select pg_sleep(0.02)`.execute(tx);
        const two = (await sql<{ at: Date }>`select now() as at`.execute(tx)).rows[0]!.at;
        return [one, two];
      });
      expect(second.getTime()).toBe(first.getTime());
      expect((await startedAt()).rows[0]!.at.getTime()).toBeGreaterThan(first.getTime());

      await expect(
        db.transaction().execute(async (tx) => {
          await eventsInsert(tx, [event('rolled back')]).execute();
          await sql`select 1 / 0`.execute(tx);
        }),
      ).rejects.toMatchObject({ code: '22012' });
      expect(await payloads()).toEqual([]);
    },
  );

  it.runIf(TEST_DB === 'postgres')(
    'isolation level, access mode and the dispatcher’s settings travel with the pipelined BEGIN',
    async () => {
      const { db, dispatcherDb } = t.app.deps.database;
      const settings = async (tx: typeof db) =>
        (
          await sql<{
            isolation: string;
            readOnly: string;
            synchronousCommit: string;
            enableBitmapscan: string;
          }>`select
            current_setting('transaction_isolation') as isolation,
            current_setting('transaction_read_only') as read_only,
            current_setting('synchronous_commit') as synchronous_commit,
            current_setting('enable_bitmapscan') as enable_bitmapscan`.execute(tx)
        ).rows[0];
      expect(
        await db.transaction().setIsolationLevel('serializable').setAccessMode('read only').execute(settings),
      ).toEqual({
        isolation: 'serializable',
        readOnly: 'on',
        synchronousCommit: 'on',
        enableBitmapscan: 'on',
      });
      expect(await dispatcherDb.transaction().setIsolationLevel('repeatable read').execute(settings)).toEqual(
        {
          isolation: 'repeatable read',
          readOnly: 'off',
          synchronousCommit: 'off',
          enableBitmapscan: 'on',
        },
      );
    },
  );

  it.runIf(TEST_DB === 'postgres')(
    'a connection lost in the middle of a transaction fails it, writes nothing, and the pool goes on',
    async () => {
      const { db, event, payloads } = await setup();
      await expect(
        db.transaction().execute(async (tx) => {
          await eventsInsert(tx, [event('lost')]).execute();
          await sql`select pg_terminate_backend(pg_backend_pid())`.execute(tx);
          await eventsInsert(tx, [event('never sent')]).execute();
        }),
      ).rejects.toThrow();
      expect(await payloads()).toEqual([]);
      await db.transaction().execute((tx) => eventsInsert(tx, [event('after')]).execute());
      expect(await payloads()).toEqual(['after']);
    },
  );

  it.runIf(TEST_DB === 'postgres')(
    'transactions running at once on the pool each keep their own statements',
    async () => {
      const { db, event, payloads } = await setup();
      const names = Array.from({ length: 12 }, (_, i) => `t${String(i).padStart(2, '0')}`);
      const outcomes = await Promise.allSettled(
        names.map((name, i) =>
          db.transaction().execute(async (tx) => {
            await eventsInsert(tx, [event(name)]).execute();
            if (i % 3 === 0) throw new Error('abandoned');
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
      expect(await payloads()).toEqual(names.filter((_, i) => i % 3 !== 0));
    },
  );
});

describe.runIf(TEST_DB === 'postgres')('prepared statements (PostgreSQL)', () => {
  it("a clock-in's key lookup, employee lookup and write run as named statements, the same names every time", async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    // Two employees, so that the second clock-in reads its employee too (the REP remembers the first).
    const [first, second] = [await t.hire(key), await t.hire(key)];
    const clockIn = async (employeeId: string) => {
      const statements = await capturedClockIn(key, employeeId);
      const nameOf = (pattern: RegExp) => {
        const matching = statements.filter((s) => pattern.test(s.sql));
        expect(matching, pattern.source).toHaveLength(1);
        return matching[0]!.name;
      };
      return [nameOf(/from "api_keys"/), nameOf(/from "employees"/), nameOf(/^with guard as/)];
    };
    const names = await clockIn(first);
    expect(names.every((name) => typeof name === 'string')).toBe(true);
    expect(new Set(names).size).toBe(3);
    expect(await clockIn(second)).toEqual(names);
  });

  it('the key and employee lookups keep a generic plan: planned five times, not on every run', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    // A pool of one connection, so that its prepared statements are the ones this session lists.
    const one = openDatabase({ ...t.config, dbPoolSize: 1 });
    try {
      const findKey = keyLookup(one.db);
      const findEmployee = scopedRowLookup(one.db, 'employees');
      for (let run = 0; run < 12; run++) {
        expect(await findKey(hashApiKey(key))).toMatchObject({ tenantId: tenant.tenantId });
        expect(
          await findEmployee({ tenantId: tenant.tenantId, environment: 'live' }, employeeId),
        ).toMatchObject({
          id: employeeId,
        });
      }
      const { rows } = await sql<{ statement: string; genericPlans: number; customPlans: number }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(one.db);
      const plansOf = (pattern: RegExp) => rows.filter((row) => pattern.test(row.statement));
      for (const pattern of [/from "api_keys"/, /"employees"/]) {
        expect(plansOf(pattern), pattern.source).toHaveLength(1);
        expect(plansOf(pattern)[0]).toMatchObject({ genericPlans: 7, customPlans: 5 });
      }
    } finally {
      await one.close();
    }
  });

  it('a prepared select * whose table a migration changed runs again, on every connection, with the new columns', async () => {
    const db = t.app.deps.database.db;
    const table = `prepared_probe_${Date.now()}`;
    await sql`create table ${sql.table(table)} (a integer)`.execute(db);
    try {
      await sql`insert into ${sql.table(table)} (a) values (1)`.execute(db);
      // Concurrent runs spread over the pool's connections, each preparing the statement.
      const runOnMany = () =>
        Promise.all(
          Array.from({ length: 8 }, async () => {
            const { rows } = await db.executeQuery<Record<string, unknown>>(
              prepared(sql`select * from ${sql.table(table)}`.compile(db)),
            );
            return rows;
          }),
        );
      expect(await runOnMany()).toEqual(Array.from({ length: 8 }, () => [{ a: 1 }]));
      // Another process's migration, say: the prepared statement's result no longer matches the table.
      await sql`alter table ${sql.table(table)} add column b text default 'x'`.execute(db);
      expect(await runOnMany()).toEqual(Array.from({ length: 8 }, () => [{ a: 1, b: 'x' }]));
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(db);
    }
  });

  it('inside a transaction, that refusal fails the transaction once; the next one runs it with the new columns', async () => {
    const table = `prepared_probe_tx_${Date.now()}`;
    await sql`create table ${sql.table(table)} (a integer)`.execute(t.app.deps.database.db);
    // A pool of one connection: the statement prepared before the change is the one the transaction meets.
    const one = openDatabase({ ...t.config, dbPoolSize: 1 });
    try {
      const selectAll = () => prepared(sql`select * from ${sql.table(table)}`.compile(one.db));
      await sql`insert into ${sql.table(table)} (a) values (1)`.execute(one.db);
      expect((await one.db.executeQuery(selectAll())).rows).toEqual([{ a: 1 }]);
      await sql`alter table ${sql.table(table)} add column b text default 'x'`.execute(
        t.app.deps.database.db,
      );
      const inTransaction = () =>
        one.db.transaction().execute(async (tx) => (await tx.executeQuery(selectAll())).rows);
      await expect(inTransaction()).rejects.toThrow(/cached plan must not change result type/);
      expect(await inTransaction()).toEqual([{ a: 1, b: 'x' }]);
    } finally {
      await one.close();
      await sql`drop table ${sql.table(table)}`.execute(t.app.deps.database.db);
    }
  });
});

describe.runIf(TEST_DB === 'sqlite')('SQLite WAL checkpoints', () => {
  /** The ids of the tenant's employees in the database file alone, as its checkpoints left it (not the WAL). */
  function employeesInTheFileAlone(tenantId: string): string[] {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-file-alone-'));
    try {
      const copy = path.join(dir, 'copy.sqlite');
      fs.copyFileSync(sqliteFile(t.config), copy);
      const connection = new SQLite(copy);
      try {
        return connection
          .prepare('select id from employees where tenant_id = ?')
          .pluck()
          .all(tenantId) as string[];
      } finally {
        connection.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('writes reach the database file within seconds, copied by a thread of its own and not by a commit', async () => {
    const { tenantId, anEmployee } = await setup();
    const hired = [await anEmployee(), await anEmployee(), await anEmployee()];
    // A few pages, far below the 10,000 at which a commit checkpoints: only the thread copies them.
    await vi.waitFor(() => expect(employeesInTheFileAlone(tenantId)).toEqual(expect.arrayContaining(hired)), {
      timeout: 5000,
      interval: 200,
    });
  });
});
