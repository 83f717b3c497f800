import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from '../../src/platform/batched-lookup.js';

const nextTurn = () => new Promise((r) => setImmediate(r));

/** A store whose reads stay in flight until `answer()`; each read sees the store as it is when it starts. */
function slowStore() {
  const rows = new Map<string, number>();
  const queries: string[][] = [];
  const pending: (() => void)[] = [];
  const load = (keys: string[]) => {
    queries.push(keys);
    const seen = new Map(keys.flatMap((key) => (rows.has(key) ? [[key, rows.get(key)!] as const] : [])));
    return new Promise<Map<string, number>>((resolve) => pending.push(() => resolve(seen)));
  };
  const answer = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await nextTurn();
  };
  return { rows, queries, load, answer };
}

describe('batchedLookup', () => {
  it('reads the keys asked for in one turn of the event loop in one query', async () => {
    const store = slowStore();
    store.rows.set('a', 1).set('b', 2);
    const find = batchedLookup(store.load);

    const found = [find('a'), find('b'), find('a'), find('missing')];
    expect(store.queries).toEqual([]);
    await nextTurn();
    expect(store.queries).toEqual([['a', 'b', 'missing']]);
    await store.answer();
    expect(await Promise.all(found)).toEqual([1, 2, 1, undefined]);
  });

  it('reads the keys asked for while a query runs together, in the next query', async () => {
    const store = slowStore();
    store.rows.set('a', 1).set('b', 2);
    const find = batchedLookup(store.load);

    const first = find('a');
    await nextTurn();
    const rest = [find('b'), find('a'), find('missing')];
    await nextTurn();
    expect(store.queries).toEqual([['a']]);

    await store.answer();
    expect(store.queries).toEqual([['a'], ['b', 'a', 'missing']]);
    await store.answer();
    expect(await first).toBe(1);
    expect(await Promise.all(rest)).toEqual([2, 1, undefined]);
  });

  it('never answers from a read that started before it was asked for', async () => {
    const store = slowStore();
    store.rows.set('key', 1);
    const find = batchedLookup(store.load);

    const before = find('key');
    await nextTurn();
    store.rows.set('key', 2); // e.g. the key is revoked while the first read is in flight
    const after = find('key');

    await store.answer();
    await store.answer();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(store.queries).toEqual([['key'], ['key']]);
  });

  it('puts at most maxBatch keys in one query', async () => {
    const store = slowStore();
    const find = batchedLookup(store.load, 3);
    const all = ['0', '1', '2', '3', '4', '5', '6'].map((key) => find(key));
    await nextTurn();
    for (let i = 0; i < 3; i++) await store.answer();
    await Promise.all(all);
    expect(store.queries).toEqual([['0', '1', '2'], ['3', '4', '5'], ['6']]);
  });

  it('a failed query fails its own batch only; what was asked for meanwhile is read by the next', async () => {
    let fail: (error: Error) => void = () => undefined;
    const queries: string[][] = [];
    const find = batchedLookup((keys: string[]) => {
      queries.push(keys);
      if (queries.length === 1) return new Promise<Map<string, number>>((_, reject) => (fail = reject));
      return Promise.resolve(new Map(keys.map((key) => [key, key.length])));
    });
    const failing = find('abc');
    await nextTurn();
    const queued = find('abcd');
    fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    expect(await queued).toBe(4);
    expect(queries).toEqual([['abc'], ['abcd']]);
  });

  it('a query that never answers fails its readers with ETIMEDOUT after 10 s, and the next batch goes ahead', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      const find = batchedLookup((keys: string[]) =>
        calls++ === 0
          ? new Promise<Map<string, number>>(() => undefined)
          : Promise.resolve(new Map([[keys[0]!, 1]])),
      );
      const stuck = find('a');
      const settled = stuck.catch((error: unknown) => error);
      await nextTurn();
      const next = find('b');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await settled).toMatchObject({ code: 'ETIMEDOUT' });
      await nextTurn();
      expect(await next).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
