import type { Executor } from '../../platform/db/database.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { GENESIS_HASH } from './hash-chain.js';

export function selectTimeEntries(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeEntries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findTimeEntry(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<TimeEntryRow | undefined> {
  return selectTimeEntries(db, scope).where('id', '=', id).executeTakeFirst();
}

export function findTimeEntryByExternalId(db: Executor, scope: TenantScope, externalId: string) {
  return db
    .selectFrom('timeEntries')
    .select('id')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

/**
 * Advances the chain head of the scope and returns the new NSR with the previous hash. The UPDATE locks the
 * head row until the transaction ends, so concurrent clock-ins of one tenant-environment take turns and the
 * NSR stays gapless (a rolled-back transaction rolls its increment back too).
 */
export async function advanceChain(
  tx: Executor,
  scope: TenantScope,
): Promise<{ nsr: number; previousHash: string }> {
  const advance = () =>
    tx
      .updateTable('timeEntryChains')
      .set((eb) => ({ lastNsr: eb('lastNsr', '+', 1) }))
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .returning(['lastNsr', 'lastHash'])
      .executeTakeFirst();
  let head = await advance();
  if (!head) {
    await tx
      .insertInto('timeEntryChains')
      .values({
        tenantId: scope.tenantId,
        environment: scope.environment,
        lastNsr: 0,
        lastHash: GENESIS_HASH,
      })
      .onConflict((oc) => oc.columns(['tenantId', 'environment']).doNothing())
      .execute();
    head = await advance();
  }
  if (!head) throw new Error('time entry chain head missing after insert');
  return { nsr: Number(head.lastNsr), previousHash: head.lastHash };
}

export async function insertTimeEntry(tx: Executor, row: TimeEntryRow): Promise<void> {
  await tx.insertInto('timeEntries').values(row).execute();
  await tx
    .updateTable('timeEntryChains')
    .set({ lastHash: row.hash })
    .where('tenantId', '=', row.tenantId)
    .where('environment', '=', row.environment)
    .execute();
}

export function findChainHead(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeEntryChains')
    .select(['lastNsr', 'lastHash'])
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
}
