import type { Executor } from '../../platform/db/database.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';

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
