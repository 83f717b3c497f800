import { randomBase62 } from '../../platform/crypto.js';
import { parseInstant } from '../../platform/dates.js';
import { type Db, dialectOf, type Tx } from '../../platform/db/database.js';
import { isIn } from '../../platform/db/list-parameters.js';
import type {
  TenantScope,
  WebhookDeliveryRow,
  WebhookJobTable,
  WebhookRow,
} from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { SecretBox } from '../../platform/secrets.js';
import { toIso } from '../../platform/time.js';
import { JobStore, pendingJob } from './delivery/job-store.js';
import { urlProblem } from './target-policy.js';
import { announceWebhookChange } from './webhook-changes.js';
import { countWebhooks, findWebhook, updateWebhookRow } from './webhooks.repository.js';
import {
  type CreateWebhookInput,
  MAX_REPLAYED_EVENTS,
  type ReplayInput,
  type RotateSecretInput,
  type UpdateWebhookInput,
  type WebhookView,
} from './webhooks.schemas.js';

export const MAX_WEBHOOKS = 20;

export interface WebhookDeps {
  db: Db;
  secrets: SecretBox;
  allowPrivateTargets: boolean;
  /**
   * Called once a change to a webhook (its URL, events, state or secret, or its deletion) has committed, to tell
   * this process's dispatcher; the others hear of it from the NOTIFY the commit sent (`announceWebhookChange`).
   */
  onChanged: () => void;
}

export function webhookView(row: WebhookRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    active: row.active === 1,
    pausedReason: row.pausedReason,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > Date.now()
        ? toIso(row.previousSecretExpiresAt)
        : null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** An attempt with its job as it stands now: whether, and when, another attempt follows. */
export function deliveryView(
  row: WebhookDeliveryRow,
  job: Pick<WebhookJobTable, 'state' | 'attempts' | 'nextAttemptAt'> | undefined,
) {
  return {
    id: row.id,
    event: row.event,
    eventId: row.eventId,
    url: row.url,
    httpStatus: row.httpStatus,
    durationMs: row.durationMs,
    success: row.success === 1,
    responseBody: row.responseBody,
    error: row.error,
    requestHeaders: JSON.parse(row.requestHeaders) as Record<string, string>,
    requestBody: row.requestBody,
    createdAt: toIso(row.createdAt),
    job: job
      ? {
          state: job.state,
          attempts: job.attempts,
          nextAttemptAt: job.state === 'pending' ? toIso(job.nextAttemptAt) : null,
        }
      : null,
  };
}

function newSecret(): string {
  return `whsec_${randomBase62(32)}`;
}

function checkUrl(url: string, allowPrivate: boolean): void {
  const problem = urlProblem(url, allowPrivate);
  if (problem) throw ApiError.invalidField('url', problem);
}

export async function createWebhook(deps: WebhookDeps, scope: TenantScope, input: CreateWebhookInput) {
  checkUrl(input.url, deps.allowPrivateTargets);
  const secret = newSecret();
  const now = Date.now();
  const row: WebhookRow = {
    id: newId(),
    tenantId: scope.tenantId,
    environment: scope.environment,
    url: input.url,
    events: JSON.stringify(input.events),
    description: input.description ?? null,
    active: 1,
    activeSince: now,
    pausedReason: null,
    secretEncrypted: deps.secrets.encrypt(secret),
    previousSecretEncrypted: null,
    previousSecretExpiresAt: null,
    failingSince: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.transaction().execute(async (tx) => {
    if ((await countWebhooks(tx, scope)) >= MAX_WEBHOOKS) {
      throw ApiError.conflict(`An environment has at most ${MAX_WEBHOOKS} webhooks.`, {
        reason: 'webhook_limit',
        params: { limit: MAX_WEBHOOKS },
      });
    }
    await tx.insertInto('webhooks').values(row).execute();
  });
  return { ...webhookView(row), secret };
}

/**
 * Runs a change to a webhook in a transaction whose commit announces it to the other processes' dispatchers
 * (`announceWebhookChange`), then tells this process's own: both drop the webhook reads they share.
 */
async function changeWebhook<T>(deps: WebhookDeps, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction().execute(async (tx) => {
    const changed = await change(tx);
    await announceWebhookChange(tx);
    return changed;
  });
  deps.onChanged();
  return result;
}

export async function updateWebhook(
  deps: WebhookDeps,
  scope: TenantScope,
  id: string,
  input: UpdateWebhookInput,
) {
  if (input.url !== undefined) checkUrl(input.url, deps.allowPrivateTargets);
  return changeWebhook(deps, async (tx) => {
    const row = await findWebhook(tx, scope, id);
    if (!row) throw ApiError.notFound('webhook');
    const changes: Partial<WebhookRow> = { updatedAt: Date.now() };
    if (input.url !== undefined) changes.url = input.url;
    if (input.events !== undefined) changes.events = JSON.stringify(input.events);
    if (input.description !== undefined) changes.description = input.description;
    if (input.active !== undefined) {
      changes.active = input.active ? 1 : 0;
      // Resuming starts afresh: no reason shown, no failure streak, and no event from while it was paused.
      if (input.active) {
        Object.assign(changes, { pausedReason: null, failingSince: null });
        if (row.active !== 1) changes.activeSince = changes.updatedAt;
      }
    }
    await updateWebhookRow(tx, scope, id, changes);
    return webhookView({ ...row, ...changes });
  });
}

/** Deletes the webhook; its pending jobs and delivery history go with it (ON DELETE CASCADE). */
export async function deleteWebhook(deps: WebhookDeps, scope: TenantScope, id: string): Promise<void> {
  await changeWebhook(deps, async (tx) => {
    const result = await tx
      .deleteFrom('webhooks')
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw ApiError.notFound('webhook');
  });
}

/**
 * Replaces the secret. With `expireCurrentInSeconds` 0 (the spec's behaviour) the old one signs nothing from
 * this moment in this process, nor in the others once the rotation's NOTIFY reaches them (see
 * `WebhookReads`); otherwise it keeps signing beside the new one until then. An overlap still running is cut
 * short: only the secret being replaced can be the previous one.
 */
export async function rotateSecret(
  deps: WebhookDeps,
  scope: TenantScope,
  id: string,
  input: RotateSecretInput | null | undefined,
) {
  const overlapSeconds = input?.expireCurrentInSeconds ?? 0;
  const secret = newSecret();
  return changeWebhook(deps, async (tx) => {
    const row = await findWebhook(tx, scope, id);
    if (!row) throw ApiError.notFound('webhook');
    const now = Date.now();
    const changes: Partial<WebhookRow> = {
      secretEncrypted: deps.secrets.encrypt(secret),
      previousSecretEncrypted: overlapSeconds > 0 ? row.secretEncrypted : null,
      previousSecretExpiresAt: overlapSeconds > 0 ? now + overlapSeconds * 1000 : null,
      updatedAt: now,
    };
    await updateWebhookRow(tx, scope, id, changes);
    return { ...webhookView({ ...row, ...changes }), secret };
  });
}

/** Queues a signed `webhook.test` event for this webhook alone (paused or not: it is an explicit request). */
export async function sendTestEvent(
  deps: WebhookDeps,
  scope: TenantScope,
  id: string,
): Promise<{ eventId: string }> {
  return deps.db.transaction().execute(async (tx) => {
    const webhook = await findWebhook(tx, scope, id);
    if (!webhook) throw ApiError.notFound('webhook');
    const now = Date.now();
    const eventId = newId();
    await tx
      .insertInto('events')
      .values({
        id: eventId,
        tenantId: scope.tenantId,
        environment: scope.environment,
        type: 'webhook.test',
        payload: JSON.stringify({ webhookId: id, message: 'This is a test event from Pontual.' }),
        createdAt: now,
        dispatchedAt: now,
      })
      .execute();
    await tx
      .insertInto('webhookJobs')
      .values(pendingJob(scope, id, eventId, now))
      .execute();
    return { eventId };
  });
}

/** Sends a delivered (or failed) event to the webhook again, as a fresh job with a fresh retry schedule. */
export async function redeliver(
  deps: WebhookDeps,
  scope: TenantScope,
  webhookId: string,
  deliveryId: string,
) {
  return deps.db.transaction().execute(async (tx) => {
    const delivery = await tx
      .selectFrom('webhookDeliveries')
      .select(['eventId'])
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('webhookId', '=', webhookId)
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery) throw ApiError.notFound('delivery');
    const now = Date.now();
    await tx
      .updateTable('webhookJobs')
      .set({ state: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null })
      .where('webhookId', '=', webhookId)
      .where('eventId', '=', delivery.eventId)
      .execute();
    return { eventId: delivery.eventId };
  });
}

/**
 * Queues again, for this webhook alone, the events of `[since, until)` (until: now) of the types it subscribes
 * to, and with `onlyFailed` only those whose last attempt to it failed (its job given up, or waiting for a
 * retry). Each goes out as a fresh job with a fresh retry schedule, as a redelivery does; receivers
 * deduplicate on the event id. A paused webhook is refused: its jobs would be cancelled, not sent.
 */
export async function replayEvents(
  deps: WebhookDeps,
  scope: TenantScope,
  id: string,
  input: ReplayInput,
): Promise<{ count: number }> {
  // The schema checked both instants and their range.
  const since = parseInstant(input.since)!;
  const until = input.until === undefined ? Date.now() : parseInstant(input.until)!;
  if (until <= since) {
    throw input.until === undefined
      ? ApiError.invalidField('since', 'must be in the past (until defaults to now)')
      : ApiError.invalidField('until', `must be after since (${input.since})`);
  }
  return deps.db.transaction().execute(async (tx) => {
    const webhook = await findWebhook(tx, scope, id);
    if (!webhook) throw ApiError.notFound('webhook');
    if (webhook.active !== 1)
      throw ApiError.conflict('The webhook is paused: resume it (PATCH {"active": true}) before replaying.', {
        reason: 'webhook_paused',
      });
    const dialect = dialectOf(tx);
    let events = tx
      .selectFrom('events')
      .select('id')
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('createdAt', '>=', since)
      .where('createdAt', '<', until)
      .where(isIn(dialect, 'type', JSON.parse(webhook.events) as string[]));
    if (input.onlyFailed) {
      events = events.where((eb) =>
        eb.exists(
          eb
            .selectFrom('webhookJobs')
            .select('webhookJobs.id')
            .whereRef('webhookJobs.eventId', '=', 'events.id')
            .where('webhookJobs.webhookId', '=', id)
            .where((eb) =>
              eb.or([
                eb('webhookJobs.state', '=', 'failed'),
                eb.and([eb('webhookJobs.state', '=', 'pending'), eb('webhookJobs.attempts', '>', 0)]),
              ]),
            ),
        ),
      );
    }
    const eventIds = (
      await events
        .orderBy('id')
        .limit(MAX_REPLAYED_EVENTS + 1)
        .execute()
    ).map((e) => e.id);
    if (eventIds.length > MAX_REPLAYED_EVENTS) {
      throw ApiError.invalidField(
        'since',
        `the window holds more than ${MAX_REPLAYED_EVENTS} events; replay it in parts (a later since, or an earlier until)`,
      );
    }
    const now = Date.now();
    const count = await new JobStore(dialect).requeue(
      tx,
      eventIds.map((eventId) => pendingJob(scope, id, eventId, now)),
    );
    return { count };
  });
}
