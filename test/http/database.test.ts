import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Db,
  type Executor,
  isUniqueViolation,
  preparedQuery,
  runTogether,
  sqliteFile,
  valuesInsert,
  writeIfGuarded,
} from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { eventRows, eventsInsert, type NewEvent } from '../../src/platform/outbox.js';
import type { TimeEntryRow } from '../../src/platform/db/schema.js';
import { createTestApp, TEST_DB, type TestApp } from '../support/harness.js';

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

/** A mark's row with values of every kind (its employee need not exist unless it is inserted). */
function aMark(tenantId: string, nsr: number): TimeEntryRow {
  return {
    id: newId(),
    tenantId,
    environment: 'live',
    employeeId: newId(),
    occurredAt: 1_700_000_000_000 + nsr,
    timezone: 'America/Sao_Paulo',
    source: nsr % 2 === 0 ? 'device' : 'api',
    rep: nsr % 2 === 0 ? 'rep_c' : 'rep_p',
    deviceId: nsr % 2 === 0 ? '4003650006783' : null,
    latitude: nsr % 3 === 0 ? -23.5 : null,
    longitude: nsr % 3 === 0 ? -46.6 : null,
    accuracyMeters: nsr % 2 === 1 ? 12.5 : null,
    externalId: nsr % 2 === 0 ? `x-${nsr}` : null,
    nsr,
    hash: 'h'.repeat(64),
    afdRecord: `record ${nsr} "quoted" \\ ção`,
    createdAt: 1_700_000_000_500 + nsr,
  };
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

describe('runTogether', () => {
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

  it('binds each part its own parameters wherever the part with the most of them comes', async () => {
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

  it('atomic outside a transaction too: one statement on PostgreSQL, a transaction of their own on SQLite', async () => {
    const { db, event, payloads } = await setup();
    const [taken] = await eventsInsert(db, [event('first')])
      .returning('id')
      .execute();
    await expect(
      runTogether(
        db,
        [eventsInsert(db, [event('lost')])],
        db.updateTable('events').set({ tenantId: 'no such tenant' }).where('id', '=', taken!.id),
      ),
    ).rejects.toMatchObject({
      code: TEST_DB === 'postgres' ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY',
    });
    expect(await payloads()).toEqual(['first']);
  });

  it.runIf(TEST_DB === 'postgres')(
    'refuses a statement whose text reads as a placeholder, and writes nothing',
    async () => {
      const { db, event, payloads } = await setup();
      await expect(
        runTogether(db, [eventsInsert(db, [event('lost')])], db.selectNoFrom(sql<string>`'$1'`.as('text'))),
      ).rejects.toThrow(/placeholder/);
      expect(await payloads()).toEqual([]);
    },
  );
});

describe('writeIfGuarded', () => {
  /** A compare-and-set on the tenant's name, the guard of these tests. */
  const renameIf = (db: Db, tenantId: string, from: string, to: string) =>
    db
      .updateTable('tenants')
      .set({ name: to })
      .where('id', '=', tenantId)
      .where('name', '=', from)
      .returning('name');

  it("writes every table's rows, all columns as given, when the guard updates its row; returns the guard's rows", async () => {
    const { tenantId, db, event, anEmployee } = await setup();
    const [tenant] = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).execute();
    const events = eventRows([event('a'), event('b')]);
    const mark = { ...aMark(tenantId, 1), employeeId: await anEmployee() };
    const written = await writeIfGuarded(db, renameIf(db, tenantId, tenant!.name, 'Renamed'), [
      { table: 'events', rows: events },
      { table: 'timeEntries', rows: [mark] },
      { table: 'repRecords', rows: [] },
    ]);
    expect(written).toEqual([{ name: 'Renamed' }]);
    const stored = await db
      .selectFrom('events')
      .selectAll()
      .where(
        'id',
        'in',
        events.map((row) => row.id),
      )
      .orderBy('payload')
      .execute();
    expect(stored).toEqual(events.map((row) => ({ ...row, dispatchedAt: null })));
    expect(await db.selectFrom('timeEntries').selectAll().where('id', '=', mark.id).execute()).toEqual([
      mark,
    ]);
  });

  it('writes nothing and returns no row when the guard finds its row changed', async () => {
    const { tenantId, db, event, payloads } = await setup();
    const written = await writeIfGuarded(db, renameIf(db, tenantId, 'not its name', 'Renamed'), [
      { table: 'events', rows: eventRows([event('lost')]) },
    ]);
    expect(written).toEqual([]);
    expect(await payloads()).toEqual([]);
    const [tenant] = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).execute();
    expect(tenant!.name).not.toBe('Renamed');
  });

  it('refuses to run inside a transaction, whose commit it could not be', async () => {
    const { tenantId, db, event, payloads } = await setup();
    await expect(
      db
        .transaction()
        .execute((tx) =>
          writeIfGuarded(tx, renameIf(tx, tenantId, 'any', 'Renamed'), [
            { table: 'events', rows: eventRows([event('lost')]) },
          ]),
        ),
    ).rejects.toThrow(/transaction of its own/);
    expect(await payloads()).toEqual([]);
  });

  it("an insert's unique violation fails the whole: the guard's update is undone too", async () => {
    const { tenantId, db, event, payloads } = await setup();
    const [tenant] = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).execute();
    const [first] = eventRows([event('first')]);
    await db.insertInto('events').values(first!).execute();
    await expect(
      writeIfGuarded(db, renameIf(db, tenantId, tenant!.name, 'Renamed'), [
        { table: 'events', rows: [...eventRows([event('lost')]), { ...first!, payload: '"again"' }] },
      ]),
    ).rejects.toSatisfy(isUniqueViolation);
    expect(await payloads()).toEqual(['first']);
    const [after] = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).execute();
    expect(after!.name).toBe(tenant!.name);
  });
});

describe('statements compiled once per count', () => {
  it("the marks' INSERT binds what Kysely's own INSERT of the same rows binds, for every batch size", async () => {
    const { tenantId, db } = await setup();
    const mark = (nsr: number) => aMark(tenantId, nsr);
    for (const count of [1, 3, 1, 20]) {
      const rows = Array.from({ length: count }, (_, i) => mark(i + 1));
      const ours = valuesInsert(db, 'timeEntries', rows).compile();
      const kysely = db.insertInto('timeEntries').values(rows).compile();
      expect(ours.sql).toBe(kysely.sql);
      expect(ours.parameters).toEqual(kysely.parameters);
    }
  });
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

describe('statements prepared on the server (PostgreSQL)', () => {
  const employeeById = (db: Db) =>
    preparedQuery(db.selectFrom('employees').selectAll().where('tenantId', '=', '').where('id', '=', ''));

  /** The statements prepared on `connection` with `text`, and how often each ran. */
  const preparedAs = async (connection: Db, text: string) =>
    (
      await sql<{
        runs: number;
      }>`select generic_plans + custom_plans as runs from pg_prepared_statements where statement = ${text}`.execute(
        connection,
      )
    ).rows;

  it.runIf(TEST_DB === 'postgres')(
    'a compile-once statement is parsed once per connection and then run by name',
    async () => {
      const { tenantId, db, anEmployee } = await setup();
      const id = await anEmployee();
      const byId = employeeById(db);
      const text = db
        .selectFrom('employees')
        .selectAll()
        .where('tenantId', '=', '')
        .where('id', '=', '')
        .compile().sql;
      await db.connection().execute(async (connection) => {
        for (let run = 0; run < 3; run++) expect(await byId(connection, tenantId, id)).toHaveLength(1);
        expect(await preparedAs(connection, text)).toEqual([{ runs: 3 }]);
      });
    },
  );

  /**
   * Runs `after` on one connection that has run the employee lookup, once a migration has added a column to
   * the table under it (dropped again afterwards).
   */
  async function afterAColumnIsAdded(
    after: (connection: Db, lookup: (executor: Executor) => Promise<unknown[]>) => Promise<void>,
  ) {
    const { tenantId, db, anEmployee } = await setup();
    const id = await anEmployee();
    const byId = employeeById(db);
    const lookup = (executor: Executor) => byId(executor, tenantId, id);
    await db.connection().execute(async (connection) => {
      expect(await lookup(connection)).toHaveLength(1);
      await sql`alter table employees add column added_by_a_migration text`.execute(connection);
      try {
        await after(connection, lookup);
      } finally {
        await sql`alter table employees drop column added_by_a_migration`.execute(connection);
      }
    });
  }

  it.runIf(TEST_DB === 'postgres')(
    'a migration that changes the columns under a prepared select * does not fail the runs after it',
    () =>
      afterAColumnIsAdded(async (connection, lookup) => {
        expect(await lookup(connection)).toMatchObject([{ addedByAMigration: null }]);
        expect(await lookup(connection)).toHaveLength(1);
      }),
  );

  it.runIf(TEST_DB === 'postgres')(
    'inside a transaction that refusal fails the transaction with its own error, once; the next run answers',
    () =>
      afterAColumnIsAdded(async (connection, lookup) => {
        await expect(connection.transaction().execute(lookup)).rejects.toMatchObject({ code: '0A000' });
        expect(await connection.transaction().execute(lookup)).toHaveLength(1);
      }),
  );
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
