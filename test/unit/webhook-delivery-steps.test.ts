import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobsFor } from '../../src/modules/webhooks/delivery/fan-out.js';
import { outcomeOf } from '../../src/modules/webhooks/delivery/recorder.js';
import type { Attempt } from '../../src/modules/webhooks/delivery/send.js';
import type { EventRow, WebhookJobRow, WebhookRow } from '../../src/platform/db/schema.js';

const event = (id: string, fields: Partial<EventRow> = {}): EventRow => ({
  id,
  tenantId: 't1',
  environment: 'live',
  type: 'employee.created',
  payload: '{}',
  createdAt: 1000,
  dispatchedAt: null,
  ...fields,
});

const subscriber = (id: string, fields: Partial<Parameters<typeof jobsFor>[1][number]> = {}) => ({
  id,
  tenantId: 't1',
  environment: 'live',
  events: '["employee.created","time_entry.created"]',
  activeSince: 500,
  ...fields,
});

describe('jobsFor (fan-out)', () => {
  it('pairs each event with the webhooks of its tenant and environment subscribed to it and active before it', () => {
    const events = [
      event('e1'),
      event('e2', { type: 'adjustment.approved' }),
      event('e3', { environment: 'test' }),
      event('e4', { tenantId: 't2' }),
      event('e5', { createdAt: 400 }),
    ];
    const subscribers = [
      subscriber('w1'),
      subscriber('w2', { events: '["adjustment.approved"]' }),
      subscriber('w3', { environment: 'test' }),
      subscriber('w4', { activeSince: 1001 }),
    ];
    expect(jobsFor(events, subscribers).map(({ webhookId, event: { id } }) => `${id}→${webhookId}`)).toEqual([
      'e1→w1',
      'e2→w2',
      'e3→w3',
    ]);
  });
});

const job: WebhookJobRow = {
  id: 'j1',
  tenantId: 't1',
  environment: 'live',
  webhookId: 'w1',
  eventId: 'e1',
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 1000,
  leaseUntil: 90_000,
  createdAt: 1000,
};

const attempt = (httpStatus: number, fields: { attempts?: number; retryAfterMs?: number | null } = {}) =>
  ({
    job: { ...job, attempts: fields.attempts ?? 0 },
    webhook: {} as WebhookRow,
    event: event('e1'),
    deliveryId: 'd1',
    headers: {},
    body: '{}',
    result: {
      httpStatus,
      responseBody: '',
      durationMs: 5,
      error: null,
      retryAfterMs: fields.retryAfterMs ?? null,
    },
    at: 10_000,
  }) satisfies Attempt;

describe('outcomeOf (recorder)', () => {
  const schedule = [1000, 60_000];
  afterEach(() => vi.restoreAllMocks());

  it('a 2xx finishes the job', () => {
    expect(outcomeOf(attempt(204), schedule)).toMatchObject({ success: true, retry: undefined });
  });

  it('a failure is due again after its scheduled delay, jittered by ±20%', () => {
    // Math.random() 0.5: no jitter; 0: −20%; 0.999…: almost +20%.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(outcomeOf(attempt(500), schedule).retry).toEqual({
      tenantId: 't1',
      id: 'j1',
      leaseUntil: 90_000,
      state: 'pending',
      attempts: 1,
      nextAttemptAt: 11_000,
    });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(outcomeOf(attempt(0, { attempts: 1 }), schedule).retry).toEqual({
      tenantId: 't1',
      id: 'j1',
      leaseUntil: 90_000,
      state: 'pending',
      attempts: 2,
      nextAttemptAt: 10_000 + 48_000,
    });
  });

  it('a Retry-After pushes the next attempt later, never earlier, and one beyond a day is ignored', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(outcomeOf(attempt(429, { retryAfterMs: 5000 }), schedule).retry?.nextAttemptAt).toBe(15_000);
    expect(outcomeOf(attempt(429, { retryAfterMs: 200 }), schedule).retry?.nextAttemptAt).toBe(11_000);
    expect(
      outcomeOf(attempt(503, { retryAfterMs: 25 * 60 * 60 * 1000 }), schedule).retry?.nextAttemptAt,
    ).toBe(11_000);
  });

  it('a failure past the schedule fails the job for good, keeping its last due time', () => {
    expect(outcomeOf(attempt(302, { attempts: 2 }), schedule).retry).toEqual({
      tenantId: 't1',
      id: 'j1',
      leaseUntil: 90_000,
      state: 'failed',
      attempts: 3,
      nextAttemptAt: 1000,
    });
  });
});
