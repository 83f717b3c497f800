import type { Compilable } from 'kysely';
import { compiledPerCount, type Executor, runTogether } from '../../platform/db/database.js';
import type { EmployeeRow, RepRecordTable, TenantScope } from '../../platform/db/schema.js';
import { GENESIS_HASH } from './hash-chain.js';

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
 * Takes the next `count` NSRs of the scope's REP-P sequence. The UPDATE locks the head row until the transaction ends,
 * so writers of one tenant-environment take turns and the NSR stays gapless (a rolled-back transaction rolls
 * its increment back too). Marks, company and employee records all take their NSR here. `writes` are the
 * transaction's other independent writes, sent in the same round trip (`runTogether`).
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

/** A REP head as a writer left it: what the next writer chains on (`advanceHeadFrom`). */
export interface ChainHead {
  lastNsr: number;
  lastAfdNsr: number;
  lastHash: string;
  lastAfdHash: string;
  timezone: string;
}

/** What a mark takes from its employee: the CPF goes into its AFD record, the zone into its row. */
export type MarkedEmployee = Pick<EmployeeRow, 'id' | 'cpf' | 'timezone'>;

/**
 * The UPDATE that takes `count` NSRs and moves both chains to `to`, only if the head and the tenant's zone are
 * still `from` and each of `employees` is still active with the CPF and zone the marks were built with (a
 * compare-and-set): it returns the row if it did, none if another writer moved the head, the zone changed or
 * an employee did meanwhile. Not yet run. Under READ COMMITTED an UPDATE that waited for another's lock
 * checks its conditions again on the row that writer committed, so a stale `from` never matches. The zone
 * and the employees are read in the statement's snapshot, as `takeNsr` reads the zone: a change committed
 * while the guard waits holds from the next batch on.
 */
export const advanceHeadFrom = (
  db: Executor,
  scope: TenantScope,
  from: ChainHead,
  count: number,
  to: { afdNsr: number; hash: string; afdHash: string },
  employees: readonly MarkedEmployee[],
) => {
  const parameters: unknown[] = [
    from.lastNsr + count,
    to.afdNsr,
    to.hash,
    to.afdHash,
    scope.tenantId,
    scope.environment,
    from.lastNsr,
    from.lastAfdNsr,
    from.lastHash,
    from.lastAfdHash,
    from.timezone,
  ];
  for (const employee of employees) parameters.push(employee.id, employee.cpf, employee.timezone);
  return advanceHeadStatement(db, employees.length, parameters);
};

/**
 * `advanceHeadFrom`'s statement, compiled once per number of employees (Kysely built and compiled it once a
 * batch). Binds the head's new NSRs and hashes, the scope, the head it must still be (NSRs, hashes and zone),
 * then each employee's id, CPF and zone.
 */
const advanceHeadStatement = compiledPerCount((db, employees) => {
  let update = headOf(db, { tenantId: '', environment: 'live' })
    .set({ lastNsr: 0, lastAfdNsr: 0, lastHash: '', lastAfdHash: '' })
    .where('lastNsr', '=', 0)
    .where('lastAfdNsr', '=', 0)
    .where('lastHash', '=', '')
    .where('lastAfdHash', '=', '')
    .where(
      (eb) =>
        eb
          .selectFrom('tenants')
          .select('timezone')
          .whereRef('tenants.id', '=', 'repHeads.tenantId')
          .$asScalar(),
      '=',
      '',
    );
  for (let i = 0; i < employees; i++) {
    update = update.where((eb) =>
      eb.exists(
        eb
          .selectFrom('employees')
          .select(eb.lit(1).as('found'))
          .whereRef('employees.tenantId', '=', 'repHeads.tenantId')
          .whereRef('employees.environment', '=', 'repHeads.environment')
          .where('employees.id', '=', '')
          .where('employees.active', '=', eb.lit(1))
          .where('employees.cpf', '=', '')
          .where('employees.timezone', 'is not distinct from', ''),
      ),
    );
  }
  return update.returning('lastNsr');
});

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
