import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/modules/rep/group-commit.js';
import type { TenantScope } from '../../src/platform/db/schema.js';

const nextTurn = () => new Promise((r) => setImmediate(r));
const tenantA: TenantScope = { tenantId: 'a', environment: 'live' };
const tenantB: TenantScope = { tenantId: 'b', environment: 'live' };

/** A writer whose batches stay open until `commit()`; it doubles each input, and fails on negative ones. */
function slowWriter() {
  const batches: { scope: string; inputs: number[] }[] = [];
  const open: (() => void)[] = [];
  const write = (scope: TenantScope, inputs: number[]) => {
    batches.push({ scope: scope.tenantId, inputs });
    return new Promise<(number | Error)[]>((resolve) =>
      open.push(() => resolve(inputs.map((n) => (n < 0 ? new Error(`refused ${n}`) : n * 2)))),
    );
  };
  const commit = async () => {
    for (const resolve of open.splice(0)) resolve();
    await nextTurn();
  };
  return { batches, write, commit };
}

describe('GroupCommit', () => {
  it('writes a lone input after one turn of the event loop', async () => {
    const writer = slowWriter();
    const lanes = new GroupCommit(64, writer.write);
    const output = lanes.submit(tenantA, 1);
    expect(writer.batches).toEqual([]);
    await nextTurn();
    expect(writer.batches).toEqual([{ scope: 'a', inputs: [1] }]);
    await writer.commit();
    expect(await output).toBe(2);
  });

  it('starts a batch once a turn adds nothing to it, so inputs of consecutive turns share it, per tenant-environment', async () => {
    const writer = slowWriter();
    const lanes = new GroupCommit(64, writer.write);
    const outputs = [1, 2].map((n) => lanes.submit(tenantA, n));
    const other = lanes.submit(tenantB, 10);
    await nextTurn();
    expect(writer.batches).toEqual([{ scope: 'b', inputs: [10] }]);
    outputs.push(lanes.submit(tenantA, 3));
    await nextTurn();
    expect(writer.batches).toEqual([{ scope: 'b', inputs: [10] }]);
    await nextTurn();
    expect(writer.batches).toEqual([
      { scope: 'b', inputs: [10] },
      { scope: 'a', inputs: [1, 2, 3] },
    ]);
    await writer.commit();
    expect(await Promise.all(outputs)).toEqual([2, 4, 6]);
    expect(await other).toBe(20);
  });

  it('starts a full batch on the next turn, without waiting for the lane to settle', async () => {
    const writer = slowWriter();
    const lanes = new GroupCommit(3, writer.write);
    const outputs = [1, 2, 3, 4].map((n) => lanes.submit(tenantA, n));
    await nextTurn();
    expect(writer.batches.map((b) => b.inputs)).toEqual([[1, 2, 3]]);
    await writer.commit();
    expect(writer.batches.map((b) => b.inputs)).toEqual([[1, 2, 3], [4]]);
    await writer.commit();
    expect(await Promise.all(outputs)).toEqual([2, 4, 6, 8]);
  });

  it('what arrives while a batch is being written waits for it, then goes in the next batch (at most maxBatch)', async () => {
    const writer = slowWriter();
    const lanes = new GroupCommit(2, writer.write);
    const first = lanes.submit(tenantA, 1);
    await nextTurn();
    const later = [2, 3, 4].map((n) => lanes.submit(tenantA, n));
    await nextTurn();
    expect(writer.batches.map((b) => b.inputs)).toEqual([[1]]);
    await writer.commit();
    expect(writer.batches.map((b) => b.inputs)).toEqual([[1], [2, 3]]);
    await writer.commit();
    await writer.commit();
    expect(writer.batches.map((b) => b.inputs)).toEqual([[1], [2, 3], [4]]);
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
  });

  it("an input's own error fails that input only; a writer that throws has each input written alone, and the lane goes on", async () => {
    const writer = slowWriter();
    const lanes = new GroupCommit(64, writer.write);
    const mixed = Promise.allSettled([lanes.submit(tenantA, 1), lanes.submit(tenantA, -1)]);
    await nextTurn();
    await nextTurn();
    await writer.commit();
    const [ok, refused] = await mixed;
    expect(ok).toEqual({ status: 'fulfilled', value: 2 });
    expect(refused).toMatchObject({ status: 'rejected', reason: new Error('refused -1') });

    const batches: number[][] = [];
    const poisoned = new GroupCommit<number, number>(64, async (_scope, inputs) => {
      batches.push(inputs);
      if (inputs.includes(Number.NaN)) throw new RangeError('Invalid time value');
      return inputs;
    });
    const outcomes = await Promise.allSettled([1, Number.NaN, 3].map((n) => poisoned.submit(tenantA, n)));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new RangeError('Invalid time value') },
      { status: 'fulfilled', value: 3 },
    ]);
    expect(batches).toEqual([[1, Number.NaN, 3], [1], [Number.NaN], [3]]);
    expect(await poisoned.submit(tenantA, 4)).toBe(4);
  });

  it('the database out of reach fails the whole batch at once, and the lane goes on', async () => {
    let calls = 0;
    const flaky = new GroupCommit<number, number>(64, async (_scope, inputs) => {
      if (calls++ === 0) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return inputs;
    });
    const failed = await Promise.allSettled([flaky.submit(tenantA, 1), flaky.submit(tenantA, 2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await flaky.submit(tenantA, 3)).toBe(3);
  });
});
