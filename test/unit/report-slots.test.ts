import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportSlots } from '../../src/modules/reports/report-slots.js';

/** Whether a promise has settled, after the microtasks now queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('ReportSlots', () => {
  afterEach(() => vi.useRealTimers());

  it('runs up to the limit, lines up as many more in order, and refuses the rest with 503', async () => {
    const slots = new ReportSlots(2);
    const first = await slots.take();
    const second = await slots.take();
    const third = slots.take();
    const fourth = slots.take();
    await expect(slots.take()).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(await settled(third)).toBe(false);

    first();
    first(); // a release is good once: it does not free a second slot
    const releaseThird = await third;
    expect(await settled(fourth)).toBe(false);
    second();
    const releaseFourth = await fourth;

    releaseThird();
    releaseFourth();
    // Both slots are free again, and the line is empty: two run at once, two more may wait.
    const again = [await slots.take(), await slots.take()];
    const inLine = [slots.take(), slots.take()];
    again.forEach((release) => release());
    for (const release of await Promise.all(inLine)) release();
  });

  it('a request waits in line 10 s at most, then is refused; its place goes', async () => {
    vi.useFakeTimers();
    const slots = new ReportSlots(1);
    const held = await slots.take();
    const waiting = slots.take();
    const refused = expect(waiting).rejects.toMatchObject({ status: 503 });
    vi.advanceTimersByTime(10_000);
    await refused;
    held();
    // The slot is free, not handed to the request that gave up.
    const next = await slots.take();
    next();
  });
});
