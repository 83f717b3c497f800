import type { Executor } from '../../platform/db/database.js';
import type { NewTenant, Tenant, UserTable } from '../../platform/db/schema.js';
import { parseRange } from '../../platform/dates.js';

/** Where a tenant is created without a time zone (PRODUCT.md §4). */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export async function insertTenant(db: Executor, tenant: NewTenant): Promise<void> {
  await db.insertInto('tenants').values(tenant).execute();
}

export async function updateTenantRow(db: Executor, tenant: Tenant): Promise<void> {
  const { id, createdAt: _createdAt, ...fields } = tenant;
  await db.updateTable('tenants').set(fields).where('id', '=', id).execute();
}

export async function insertUser(db: Executor, user: UserTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export function findTenant(db: Executor, id: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The bounds of a `from`/`to` filter, calendar dates read in the tenant's zone. The tenant is read only when
 * a bound is given, so unfiltered lists cost no extra query.
 */
export async function tenantRange(
  db: Executor,
  tenantId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ from: number | undefined; to: number | undefined }> {
  if (query.from === undefined && query.to === undefined) return { from: undefined, to: undefined };
  const tenant = await findTenant(db, tenantId);
  return parseRange(query, tenant?.timezone ?? DEFAULT_TIMEZONE);
}
