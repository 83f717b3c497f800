import type { Executor } from '../../platform/db/database.js';
import type { NewTenant, Tenant, UserTable } from '../../platform/db/schema.js';

export async function insertTenant(db: Executor, tenant: NewTenant): Promise<void> {
  await db.insertInto('tenants').values(tenant).execute();
}

export async function insertUser(db: Executor, user: UserTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export function findTenant(db: Executor, id: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
}
