import type { Executor } from '../../platform/db/database.js';
import type { TenantScope, WebhookRow } from '../../platform/db/schema.js';

export function selectWebhooks(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findWebhook(db: Executor, scope: TenantScope, id: string): Promise<WebhookRow | undefined> {
  return selectWebhooks(db, scope).where('id', '=', id).executeTakeFirst();
}

export async function countWebhooks(db: Executor, scope: TenantScope): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateWebhookRow(
  db: Executor,
  scope: TenantScope,
  id: string,
  changes: Partial<WebhookRow>,
) {
  await db
    .updateTable('webhooks')
    .set(changes)
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', id)
    .execute();
}

export function selectDeliveries(db: Executor, scope: TenantScope, webhookId: string) {
  return db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('webhookId', '=', webhookId);
}

/** The delivery jobs behind a page of attempts, as they stand now. */
export function selectJobs(db: Executor, scope: TenantScope, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhookJobs')
    .select(['id', 'state', 'attempts', 'nextAttemptAt'])
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', 'in', ids)
    .execute();
}
