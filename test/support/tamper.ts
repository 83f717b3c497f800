import type { Db } from '../../src/platform/db/database.js';

/**
 * Changes the tenant's second mark (by NSR) behind the service, as someone with the database could: its stored
 * time no longer matches its hash, so the chain breaks there. The mark, as the verification should name it.
 */
export async function breakSecondMark(db: Db, tenantId: string): Promise<{ id: string; nsr: number }> {
  const [, second] = await db
    .selectFrom('timeEntries')
    .select(['id', 'nsr'])
    .where('tenantId', '=', tenantId)
    .orderBy('nsr')
    .execute();
  if (!second) throw new Error('the tenant has fewer than two marks');
  await db
    .updateTable('timeEntries')
    .set({ occurredAt: 0 })
    .where('tenantId', '=', tenantId)
    .where('id', '=', second.id)
    .execute();
  return { id: second.id, nsr: Number(second.nsr) };
}
