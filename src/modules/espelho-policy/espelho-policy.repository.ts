import type { Executor } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';
import {
  DEFAULT_ESPELHO_POLICY,
  type EspelhoPolicy,
  type EspelhoPolicyView,
} from './espelho-policy.schemas.js';

/** The tenant-environment's policy as the API shows it: the stored one, else the defaults. */
export async function findEspelhoPolicy(db: Executor, scope: TenantScope): Promise<EspelhoPolicyView> {
  const row = await db
    .selectFrom('espelhoPolicies')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_ESPELHO_POLICY, updatedAt: null };
  return {
    offsetting: row.offsetting,
    overtimeBands: JSON.parse(row.overtimeBands) as EspelhoPolicy['overtimeBands'],
    updatedAt: toIso(row.updatedAt),
  };
}

/** Replaces the tenant-environment's policy (one row per tenant-environment). */
export async function storeEspelhoPolicy(
  db: Executor,
  scope: TenantScope,
  policy: EspelhoPolicy,
  updatedAt: number,
): Promise<void> {
  const fields = {
    offsetting: policy.offsetting,
    overtimeBands: JSON.stringify(policy.overtimeBands),
    updatedAt,
  };
  await db
    .insertInto('espelhoPolicies')
    .values({ tenantId: scope.tenantId, environment: scope.environment, ...fields })
    .onConflict((oc) => oc.columns(['tenantId', 'environment']).doUpdateSet(fields))
    .execute();
}
