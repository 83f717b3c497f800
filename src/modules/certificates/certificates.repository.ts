import type { Executor } from '../../platform/db/database.js';
import type { SigningCertificateTable, TenantScope } from '../../platform/db/schema.js';

export type SigningCertificateRow = SigningCertificateTable;

/** The tenant-environment's certificate row, its encrypted key included. */
export function findCertificateRow(
  db: Executor,
  scope: TenantScope,
): Promise<SigningCertificateRow | undefined> {
  return db
    .selectFrom('signingCertificates')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
}

/** Stores the tenant-environment's certificate, replacing the one it had (one at most). */
export async function storeCertificateRow(db: Executor, row: SigningCertificateRow): Promise<void> {
  const { tenantId: _tenantId, environment: _environment, ...fields } = row;
  await db
    .insertInto('signingCertificates')
    .values(row)
    .onConflict((oc) => oc.columns(['tenantId', 'environment']).doUpdateSet(fields))
    .execute();
}

/** Deletes the tenant-environment's certificate; whether there was one. */
export async function deleteCertificateRow(db: Executor, scope: TenantScope): Promise<boolean> {
  const result = await db
    .deleteFrom('signingCertificates')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
