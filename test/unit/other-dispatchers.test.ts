import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtherDispatchers } from '../../src/modules/webhooks/delivery/other-dispatchers.js';
import type { DatabaseHandle } from '../../src/platform/db/database.js';

/** A database whose NOTIFYs stay in flight until `answer()` is called. */
function slowNotifications() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const database = {
    notify: (_channel: string, payload = '') => {
      sent.push(payload.split(' ')[0]!);
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  } as unknown as DatabaseHandle;
  const answer = async () => {
    for (const resolve of waiting.splice(0)) resolve();
    await new Promise((r) => setImmediate(r));
  };
  return { database, sent, answer };
}

describe('OtherDispatchers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one NOTIFY per kind of work while one is in flight, and one more for what came meanwhile', async () => {
    const { database, sent, answer } = slowNotifications();
    const others = new OtherDispatchers(database);

    others.wake('events');
    for (let i = 0; i < 50; i++) others.wake('events');
    others.wake('jobs');
    expect(sent).toEqual(['events']);

    await answer();
    await vi.advanceTimersByTimeAsync(5);
    expect(sent).toEqual(['events', 'events', 'jobs']);

    await answer();
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5);
    others.wake('events');
    expect(sent).toEqual(['events', 'events', 'jobs', 'events']);
  });

  it('sends the next NOTIFY no sooner than 5 ms after the last', async () => {
    const { database, sent, answer } = slowNotifications();
    const others = new OtherDispatchers(database);
    others.wake('events');
    await answer();
    others.wake('jobs');
    await vi.advanceTimersByTimeAsync(4);
    expect(sent).toEqual(['events']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['events', 'jobs']);
  });

  it('a failed NOTIFY does not stop the next ones', async () => {
    const sent: string[] = [];
    const database = {
      notify: async (_channel: string, payload = '') => {
        sent.push(payload);
        throw new Error('connection lost');
      },
    } as unknown as DatabaseHandle;
    const others = new OtherDispatchers(database);
    others.wake('events');
    await vi.advanceTimersByTimeAsync(5);
    others.wake('jobs');
    await vi.advanceTimersByTimeAsync(5);
    expect(sent.map((payload) => payload.split(' ')[0])).toEqual(['events', 'jobs']);
  });

  it('a NOTIFY that never answers is given up after 5 s, and the next is sent', async () => {
    const sent: string[] = [];
    const database = {
      notify: (_channel: string, payload = '') => {
        sent.push(payload.split(' ')[0]!);
        return sent.length === 1 ? new Promise<void>(() => undefined) : Promise.resolve();
      },
    } as unknown as DatabaseHandle;
    const others = new OtherDispatchers(database);
    others.wake('events');
    others.wake('jobs');
    expect(sent).toEqual(['events']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual(['events', 'jobs']);
  });
});
