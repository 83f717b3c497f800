import { recordAction } from '../../platform/audit.js';
import { hashPassword } from '../../platform/crypto.js';
import { type Db, isUniqueViolation } from '../../platform/db/database.js';
import type { UserTable } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso } from '../../platform/time.js';

export interface UserView {
  id: string;
  email: string;
  role: UserTable['role'];
  createdAt: string;
}

const view = (row: Pick<UserTable, 'id' | 'email' | 'role' | 'createdAt'>): UserView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: toIso(row.createdAt),
});

export async function listUsers(db: Db, tenantId: string): Promise<UserView[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .orderBy('email')
    .execute();
  return rows.map(view);
}

/**
 * Adds a user to the tenant with a first password the admin hands over (Pontual sends no e-mail). An e-mail
 * signs in to one tenant only, so one already in use anywhere is a 409.
 */
export async function addUser(
  db: Db,
  tenantId: string,
  actorId: string,
  input: { email: string; password: string; role: UserTable['role'] },
): Promise<UserView> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw ApiError.invalidField('email', 'is not an e-mail address');
  if (input.password.length < 12) throw ApiError.invalidField('password', 'must have at least 12 characters');
  const now = Date.now();
  const row = {
    id: newId(),
    tenantId,
    email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('users').values(row).execute();
      await recordAction(tx, {
        tenantId,
        environment: 'both',
        actorType: 'user',
        userId: actorId,
        action: 'user.created',
        target: `/users/${row.id}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.conflict('A user with this e-mail already exists.');
    throw error;
  }
  return view(row);
}
