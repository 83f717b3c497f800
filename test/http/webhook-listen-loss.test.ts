import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, openTestDatabase, TEST_DB, type TestApp } from '../support/harness.js';
import { Receiver, waitFor } from '../support/receiver.js';

/**
 * A dispatcher hears of other processes' changes to webhooks by NOTIFY; once its LISTEN connection is gone it
 * can hear of none, so it must stop sharing webhook reads between deliveries. Its own file: the test kills
 * every LISTEN connection of this process, and another app here would lose its own.
 */
describe.runIf(TEST_DB === 'postgres')('a dispatcher that loses its LISTEN connection', () => {
  let app: TestApp;
  let before: Receiver;
  let after: Receiver;
  beforeAll(async () => {
    // Reads may be shared for a second, the most allowed: only the end of sharing can make the change show.
    app = await createTestApp({
      PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
      PONTUAL_DISPATCHER: 'true',
      PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
      PONTUAL_WEBHOOK_READ_REUSE_MS: '1000',
    });
    await app.app.ready();
    [before, after] = await Promise.all([Receiver.start(), Receiver.start()]);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([before.stop(), after.stop()]);
  });

  it('reads each webhook afresh: a change no NOTIFY announces reaches the next delivery', async () => {
    const tenant = await app.seedTenant();
    const { key } = await tenant.key();
    const post = async (url: string, payload: object) =>
      (await app.request({ method: 'POST', url, key, payload })).json();
    const webhook = await post('/v1/webhooks', { url: before.url, events: ['employee.created'] });
    const employee = () => post('/v1/employees', { name: 'Escuta', cpf: nextCpf() });
    const receivedBy = (receiver: Receiver, id: string) =>
      receiver.requests.find((r) => JSON.parse(r.body).data.id === id);
    // The first delivery reads the webhook, and the dispatcher keeps that read for a second: what follows takes
    // a few milliseconds here (were it to take more than that second, the test could not tell).
    const first = await employee();
    await waitFor(() => receivedBy(before, first.id));
    const dispatcher = app.app.deps.dispatcher!;

    const database = openTestDatabase(app.storage);
    try {
      const { rows: listening } = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where application_name = ${`pontual listen ${process.pid}`} and datname = current_database()
      `.execute(database.db);
      expect(listening).toHaveLength(1);
      expect(dispatcher.listenLost).toBe(false);
      // By pid, in a statement of its own: in one WHERE with the filter, PostgreSQL may call it on every row.
      await sql`select pg_terminate_backend(${listening[0]!.pid})`.execute(database.db);
      await waitFor(() => dispatcher.listenLost || undefined);
      // As another process would, but without the NOTIFY that would tell this one.
      await database.db
        .updateTable('webhooks')
        .set({ url: after.url })
        .where('id', '=', webhook.id)
        .execute();
    } finally {
      await database.close();
    }

    const second = await employee();
    await waitFor(() => receivedBy(after, second.id));
    expect(receivedBy(before, second.id)).toBeUndefined();
  });
});
