import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/platform/db/database.js';
import { RepTransactions } from '../../src/modules/rep/rep-transactions.js';
import { findRepHead, takeNsr } from '../../src/modules/rep/rep.repository.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

describe('group commit of employee writes', () => {
  it('units queued while a transaction runs share the next one; one that fails is rolled back alone', async () => {
    const { tenantId } = await t.seedTenant();
    const scope = { tenantId, environment: 'live' as const };
    const db = t.app.deps.database.db;
    const rep = new RepTransactions(db);
    const transactions: Tx[] = [];
    const takeOne = (fail?: unknown) =>
      rep.run(scope, async (tx) => {
        transactions.push(tx);
        const { nsr } = await takeNsr(tx, scope);
        if (fail !== undefined) throw fail;
        return nsr;
      });

    const base = Number((await findRepHead(db, scope))?.lastNsr ?? 0);
    const alone = takeOne();
    const together = [takeOne(), takeOne(new Error('boom')), takeOne('not an Error'), takeOne()];
    const outcomes = await Promise.allSettled([alone, ...together]);

    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      base + 1,
      base + 2,
      'boom',
      'not an Error',
      base + 3,
    ]);
    expect(transactions[0]).not.toBe(transactions[1]);
    expect(new Set(transactions.slice(1)).size).toBe(1);
    // The failed units' NSRs were rolled back with them: the sequence has no gap.
    expect(Number((await findRepHead(db, scope))!.lastNsr)).toBe(base + 3);
  });

  it('concurrent employee writes each get their own answer (201, 200, 404, 409) and keep the NSR gapless', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.request({ method, url, key, payload });
    const existing = (await call('POST', '/v1/employees', { name: 'Ana', cpf: nextCpf() })).json();
    const sharedCpf = nextCpf();

    const responses = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        call('POST', '/v1/employees', { name: `E${i}`, cpf: nextCpf() }),
      ),
      call('POST', '/v1/employees', { name: 'Twin 1', cpf: sharedCpf }),
      call('POST', '/v1/employees', { name: 'Twin 2', cpf: sharedCpf }),
      call('PATCH', '/v1/employees/0190a4b8-0000-7000-8000-000000000000', { name: 'Nobody' }),
      call('PATCH', `/v1/employees/${existing.id}`, { name: 'Ana Souza' }),
      call('POST', '/v1/employees', { name: 'Dup', cpf: existing.cpf }),
    ]);

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
    expect([statuses[12], statuses[13]].sort()).toEqual([201, 409]);
    expect(statuses.slice(14)).toEqual([404, 200, 409]);
    expect(problem(responses[16]!).detail).toContain(existing.id);
    expect(responses[15]!.json().name).toBe('Ana Souza');

    // 1 + 12 + 1 employees added (type 5 "I") and one renamed (type 5 "A"): 15 records, NSR 1 to 15.
    const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verify.json()).toEqual({ valid: true, checked: 15, lastNsr: 15, brokenAt: null });
    const events = await t.request({
      method: 'GET',
      url: '/v1/events?event=employee.created&limit=100',
      key,
    });
    expect(events.json()).toHaveLength(14);
  });
});
