import type { Db } from '../../../platform/db/database.js';
import { isIn } from '../../../platform/db/list-parameters.js';
import type { EventRow, WebhookJobRow } from '../../../platform/db/schema.js';
import type { Dialect } from '../../../platform/db/database.js';
import { type JobStore, pendingJob } from './job-store.js';

/** Events fanned out by one transaction at most. */
export const FAN_OUT_BATCH = 200;

/** An active webhook as the fan-out needs it. */
interface Subscriber {
  id: string;
  tenantId: string;
  environment: string;
  events: string;
  activeSince: number;
}

/** A new job with its event, for the dispatcher to queue if it leased it. */
export interface FannedOutJob {
  job: WebhookJobRow;
  event: EventRow;
}

/**
 * Decides, for a job about to be made, whether the fanning-out dispatcher leases it at once (it has room
 * for it) or leaves it for a claim.
 */
export type LeaseChoice = (webhookId: string) => boolean;

/**
 * Turns up to `FAN_OUT_BATCH` undispatched events into jobs, one per active webhook of the event's tenant and
 * environment subscribed to its type (a paused webhook gets none, so it never receives what happened while it
 * was paused), in one transaction that also marks the events dispatched. The jobs `leaseNow` accepts are
 * leased until `leaseUntil` to the caller, and returned with their event, so that they need no claim nor
 * event read of their own. Returns how many events it handled and the jobs leased (once committed).
 */
export async function fanOut(
  dispatcherDb: Db,
  dialect: Dialect,
  store: JobStore,
  leaseUntil: number,
  leaseNow: LeaseChoice,
): Promise<{ handled: number; leased: FannedOutJob[] }> {
  return dispatcherDb.transaction().execute(async (tx) => {
    const events = await store.undispatchedEvents(tx, FAN_OUT_BATCH);
    if (events.length === 0) return { handled: 0, leased: [] };
    const subscribers = await tx
      .selectFrom('webhooks')
      .select(['id', 'tenantId', 'environment', 'events', 'activeSince'])
      .where(isIn(dialect, 'tenantId', [...new Set(events.map((event) => event.tenantId))]))
      .where('active', '=', 1)
      .execute();
    const now = Date.now();
    const jobs = jobsFor(events, subscribers).map(({ webhookId, event }) => ({
      job: pendingJob(event, webhookId, event.id, now, leaseNow(webhookId) ? leaseUntil : null),
      event,
    }));
    await store.markDispatched(tx, events, now);
    const inserted = await store.insertJobs(
      tx,
      jobs.map(({ job }) => job),
    );
    const leased = jobs.filter(({ job }) => job.leaseUntil !== null && inserted.has(job.id));
    return { handled: events.length, leased };
  });
}

/** The (webhook, event) pairs a batch of events makes jobs of, in event order. */
export function jobsFor(
  events: readonly EventRow[],
  subscribers: readonly Subscriber[],
): { webhookId: string; event: EventRow }[] {
  const wanted = subscribers.map((webhook) => ({
    webhook,
    types: new Set(JSON.parse(webhook.events) as string[]),
  }));
  return events.flatMap((event) =>
    wanted
      .filter(
        ({ webhook, types }) =>
          webhook.tenantId === event.tenantId &&
          webhook.environment === event.environment &&
          // A late fan-out must not reach back before the webhook was created or resumed.
          event.createdAt >= webhook.activeSince &&
          types.has(event.type),
      )
      .map(({ webhook }) => ({ webhookId: webhook.id, event })),
  );
}
