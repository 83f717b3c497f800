import type { Compilable } from 'kysely';
import type { Executor } from '../../platform/db/database.js';
import type { RepRecordTable, TenantScope, TimeEntryRow } from '../../platform/db/schema.js';
import { GENESIS_HASH } from './hash-chain.js';
import { runTogether } from './together.js';

export interface RepHead {
  /** The first of the NSRs taken. */
  nsr: number;
  /** The first of the REP-P NSRs taken (the AFD's), as many as `nsr`s. */
  afdNsr: number;
  /** The last mark's Pontual hash. */
  lastHash: string;
  /** The last type-7 record's hash ('' before the first). */
  lastAfdHash: string;
  /** The tenant's time zone, the REP's clock for records that carry no zone of their own. */
  timezone: string;
}

const headOf = (tx: Executor, scope: TenantScope) =>
  tx
    .updateTable('repHeads')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);

/**
 * The UPDATE that takes `count` NSRs, all REP-P records (the AFD's NSR moves with them), returning the head as
 * it was left and the tenant's zone.
 */
const advanceHead = (tx: Executor, scope: TenantScope, count: number) =>
  headOf(tx, scope)
    .set((eb) => ({ lastNsr: eb('lastNsr', '+', count), lastAfdNsr: eb('lastAfdNsr', '+', count) }))
    .returning((eb) => [
      'lastNsr',
      'lastAfdNsr',
      'lastHash',
      'lastAfdHash',
      // Read in the same statement: one round trip fewer while the head row is locked.
      eb
        .selectFrom('tenants')
        .select('timezone')
        .whereRef('tenants.id', '=', 'repHeads.tenantId')
        .$asScalar()
        .as('timezone'),
    ]);

/**
 * Takes the next `count` NSRs of the scope's REP-P sequence. The UPDATE locks the head row until the
 * transaction ends, so writers of one tenant-environment take turns and the NSR stays gapless (a rolled-back
 * transaction rolls its increment back too). `writes` are the transaction's other independent writes, sent in
 * the same round trip (`runTogether`).
 */
export async function takeNsr(
  tx: Executor,
  scope: TenantScope,
  count = 1,
  writes: Compilable[] = [],
): Promise<RepHead> {
  let [head] = await runTogether(tx, writes, advanceHead(tx, scope, count));
  if (!head) {
    await tx
      .insertInto('repHeads')
      .values({
        tenantId: scope.tenantId,
        environment: scope.environment,
        lastNsr: 0,
        lastAfdNsr: 0,
        lastHash: GENESIS_HASH,
        lastAfdHash: '',
      })
      .onConflict((oc) => oc.columns(['tenantId', 'environment']).doNothing())
      .execute();
    head = await advanceHead(tx, scope, count).executeTakeFirst();
  }
  if (!head?.timezone) throw new Error('REP head or its tenant missing after insert');
  return {
    nsr: Number(head.lastNsr) - count + 1,
    afdNsr: Number(head.lastAfdNsr) - count + 1,
    lastHash: head.lastHash,
    lastAfdHash: head.lastAfdHash,
    timezone: head.timezone,
  };
}

/** The UPDATE that moves both chains forward after marks are written; not yet run. */
export function chainHeadsUpdate(
  tx: Executor,
  scope: TenantScope,
  to: { afdNsr: number; hash: string; afdHash: string },
) {
  return headOf(tx, scope).set({ lastAfdNsr: to.afdNsr, lastHash: to.hash, lastAfdHash: to.afdHash });
}

export function findRepHead(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('repHeads')
    .select(['lastNsr', 'lastAfdNsr', 'lastHash', 'lastAfdHash'])
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
}

/** The INSERT of marks, not yet run. */
export function marksInsert(tx: Executor, rows: readonly TimeEntryRow[]) {
  return tx.insertInto('timeEntries').values(rows);
}

/** The INSERT of REP records (types 2 and 5), not yet run. */
export function repRecordInsert(tx: Executor, rows: RepRecordTable | RepRecordTable[]) {
  return tx.insertInto('repRecords').values(rows);
}

export function selectRepRecords(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('repRecords')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/** The scope's marks, every field (the REP's type-7 records are the marks' rows). */
export function selectMarks(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeEntries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}
