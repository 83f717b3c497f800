import type { Db, Executor } from '../../platform/db/database.js';
import type { TenantKey } from '../../platform/db/list-parameters.js';
import type { AfdImportTable, EmployeeRow, TenantScope } from '../../platform/db/schema.js';

/** An import without its file: what its view and its runner's bookkeeping need. */
export type AfdImportRow = Omit<AfdImportTable, 'file'>;

const COLUMNS = [
  'id',
  'tenantId',
  'environment',
  'status',
  'layout',
  'deviceId',
  'lines',
  'marks',
  'created',
  'duplicates',
  'problems',
  'firstProblems',
  'nextMark',
  'leaseOwner',
  'leaseExpiresAt',
  'createdAt',
  'startedAt',
  'finishedAt',
] as const;

export async function insertImport(db: Executor, row: AfdImportTable): Promise<void> {
  await db.insertInto('afdImports').values(row).execute();
}

export function findImport(db: Executor, scope: TenantScope, id: string): Promise<AfdImportRow | undefined> {
  return db
    .selectFrom('afdImports')
    .select(COLUMNS)
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The oldest import waiting, or running under a lease that has run out (its process died): its primary key,
 * which the claim and the runner's writes find it by (docs/decisions/023).
 */
export function findClaimable(db: Db, now: number): Promise<TenantKey | undefined> {
  return db
    .selectFrom('afdImports')
    .select(['tenantId', 'id'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('leaseExpiresAt', '<', now)]),
      ]),
    )
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes the import for `owner` until `expiresAt`, if it is still claimable: a compare-and-set, so of two
 * processes that found it, one takes it. The import with its file, or undefined.
 */
export async function claimImport(db: Db, key: TenantKey, owner: string, now: number, expiresAt: number) {
  const taken = await db
    .updateTable('afdImports')
    .set((eb) => ({
      status: 'running',
      leaseOwner: owner,
      leaseExpiresAt: expiresAt,
      startedAt: eb.fn.coalesce('startedAt', eb.val(now)),
    }))
    .where('tenantId', '=', key.tenantId)
    .where('id', '=', key.id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('leaseExpiresAt', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return undefined;
  return db
    .selectFrom('afdImports')
    .selectAll()
    .where('tenantId', '=', key.tenantId)
    .where('id', '=', key.id)
    .executeTakeFirst();
}

/** What a runner records as it goes; false when it no longer holds the lease (it must stop). */
export async function saveProgress(
  db: Db,
  key: TenantKey,
  owner: string,
  progress: Partial<Omit<AfdImportTable, 'id' | 'tenantId' | 'environment' | 'file' | 'createdAt'>>,
): Promise<boolean> {
  const saved = await db
    .updateTable('afdImports')
    .set(progress)
    .where('tenantId', '=', key.tenantId)
    .where('id', '=', key.id)
    .where('leaseOwner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return saved.numUpdatedRows > 0n;
}

/** The employees of the scope holding any of these CPFs or PIS numbers. */
export function findEmployeesByDocuments(
  db: Db,
  scope: TenantScope,
  cpfs: string[],
  pisNumbers: string[],
): Promise<Pick<EmployeeRow, 'id' | 'cpf' | 'pis' | 'timezone'>[]> {
  return db
    .selectFrom('employees')
    .select(['id', 'cpf', 'pis', 'timezone'])
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where((eb) =>
      eb.or([
        ...(cpfs.length > 0 ? [eb('cpf', 'in', cpfs)] : []),
        ...(pisNumbers.length > 0 ? [eb('pis', 'in', pisNumbers)] : []),
      ]),
    )
    .execute();
}

/** Which of these `externalId`s the scope's marks already hold. */
export async function takenExternalIds(
  db: Db,
  scope: TenantScope,
  externalIds: string[],
): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('timeEntries')
    .select('externalId')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('externalId', 'in', externalIds)
    .execute();
  return new Set(rows.map((row) => row.externalId!));
}
