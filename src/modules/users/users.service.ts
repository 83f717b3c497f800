import type { FastifyRequest } from 'fastify';
import { recordAction } from '../../platform/audit.js';
import type { AuditActionName } from '../../platform/audit-actions.js';
import { parseCpf } from '../../legal/documents.js';
import { hashPassword } from '../../platform/crypto.js';
import type { Db, Executor } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { UserTable } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso } from '../../platform/time.js';

export interface UserView {
  id: string;
  email: string;
  role: UserTable['role'];
  status: 'active' | 'disabled';
  /** The CPF the AFD's type-2 and type-5 records of the user's changes carry; null until they record it. */
  cpf: string | null;
  createdAt: string;
}

/** Who changes users: the signed-in admin, in their tenant, from this request. */
export interface UserActor {
  tenantId: string;
  userId: string;
  request: FastifyRequest;
}

type UserRow = Pick<UserTable, 'id' | 'email' | 'role' | 'createdAt' | 'disabledAt' | 'cpf'>;

const view = (row: UserRow): UserView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.disabledAt === null ? 'active' : 'disabled',
  cpf: row.cpf,
  createdAt: toIso(row.createdAt),
});

export const MIN_PASSWORD_LENGTH = 12;

export function checkNewPassword(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw ApiError.invalidField(field, `must have at least ${MIN_PASSWORD_LENGTH} characters`);
}

/** A user's e-mail as stored (trimmed, lower case); a 400 naming `field` unless it looks like one. */
export function checkedEmail(input: string, field: string): string {
  const email = input.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw ApiError.invalidField(field, 'is not an e-mail address');
  return email;
}

/** The 409 for an e-mail another user of the tenant has (and nothing about other tenants). */
export const emailTaken = () =>
  ApiError.conflict('A user with this e-mail already exists here.', { reason: 'duplicate_email' });

export async function listUsers(db: Db, tenantId: string): Promise<UserView[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'createdAt', 'disabledAt', 'cpf'])
    .where('tenantId', '=', tenantId)
    .orderBy('email')
    .execute();
  return rows.map(view);
}

/**
 * Adds a user to the tenant with a first password the admin hands over (Pontual sends no e-mail). E-mails
 * are unique within a tenant only: a 409 says the e-mail is taken here, and nothing about other tenants.
 */
export async function addUser(
  db: Db,
  actor: UserActor,
  input: { email: string; password: string; role: UserTable['role'] },
): Promise<UserView> {
  const email = checkedEmail(input.email, 'email');
  checkNewPassword(input.password, 'password');
  const now = Date.now();
  const row = {
    id: newId(),
    tenantId: actor.tenantId,
    email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    createdAt: now,
    updatedAt: now,
    disabledAt: null,
    cpf: null,
  };
  try {
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('users').values(row).execute();
      await audit(tx, actor, 'user.created', row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return view(row);
}

/**
 * Changes a user's role or disables/enables them. A demoted or disabled user's sessions end at once. The
 * tenant must keep an active admin: the change is undone (409 `last_admin`) when it would leave none.
 */
export async function updateUser(
  db: Db,
  actor: UserActor,
  userId: string,
  input: { role?: UserTable['role'] | undefined; status?: UserView['status'] | undefined },
): Promise<UserView> {
  return changeUser(db, actor, userId, async (tx, user) => {
    const now = Date.now();
    const role = input.role ?? user.role;
    const disabledAt =
      input.status === undefined
        ? user.disabledAt
        : input.status === 'disabled'
          ? (user.disabledAt ?? now)
          : null;
    await tx
      .updateTable('users')
      .set({ role, disabledAt, updatedAt: now })
      .where('tenantId', '=', actor.tenantId)
      .where('id', '=', userId)
      .execute();
    const demoted = user.role === 'admin' && role !== 'admin';
    if (demoted || (user.disabledAt === null && disabledAt !== null)) await endSessionsOf(tx, actor, userId);
    await audit(tx, actor, 'user.updated', userId);
    return view({ ...user, role, disabledAt });
  });
}

/**
 * Sets a new password an admin hands over; the user's sessions end at once. Not one's own: that proves the
 * current password (`PUT /session/password`), so a session left open cannot take the account over.
 */
export async function resetPassword(
  db: Db,
  actor: UserActor,
  userId: string,
  password: string,
): Promise<void> {
  if (userId === actor.userId)
    throw ApiError.conflict(
      'Change your own password with PUT /dashboard/api/session/password and the current one.',
      { reason: 'own_account' },
    );
  checkNewPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  await changeUser(db, actor, userId, async (tx) => {
    await setPasswordHash(tx, actor.tenantId, userId, passwordHash);
    await endSessionsOf(tx, actor, userId);
    await audit(tx, actor, 'user.password_reset', userId);
  });
}

/**
 * An admin changes another user's e-mail, the login they sign in with. Unique within the tenant: a 409 names
 * the user who has it (`conflictingId`). The user's sessions end, as at a password reset: a changed login is
 * a change of credentials, and whoever holds a session under the old one signs in again with the new one.
 * Not one's own: that proves the current password (`PUT /session/email`), so a session left open cannot move
 * the account to another address.
 */
export async function changeEmail(
  db: Db,
  actor: UserActor,
  userId: string,
  input: string,
): Promise<UserView> {
  if (userId === actor.userId)
    throw ApiError.conflict(
      'Change your own e-mail with PUT /dashboard/api/session/email and the current password.',
      { reason: 'own_account' },
    );
  const email = checkedEmail(input, 'email');
  try {
    return await changeUser(db, actor, userId, async (tx, user) => {
      if (user.email === email) return view(user);
      const holder = await emailHolder(tx, actor.tenantId, email);
      if (holder) throw emailTakenBy(holder.id);
      await tx
        .updateTable('users')
        .set({ email, updatedAt: Date.now() })
        .where('tenantId', '=', actor.tenantId)
        .where('id', '=', userId)
        .execute();
      await endSessionsOf(tx, actor, userId);
      await audit(tx, actor, 'user.email_changed', userId);
      return view({ ...user, email });
    });
  } catch (error) {
    // Another change took the e-mail between the check and the update (the tenant's row serializes users'
    // changes, but not one's own e-mail change).
    if (!isUniqueViolation(error)) throw error;
    const holder = await emailHolder(db, actor.tenantId, email);
    throw holder ? emailTakenBy(holder.id) : emailTaken();
  }
}

const emailTakenBy = (holderId: string) =>
  ApiError.duplicate('A user with this e-mail already exists here.', holderId, { reason: 'duplicate_email' });

function emailHolder(db: Executor, tenantId: string, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Removes a user and their sessions; their past actions stay in the audit log under their id. */
export async function removeUser(db: Db, actor: UserActor, userId: string): Promise<void> {
  await changeUser(db, actor, userId, async (tx) => {
    await endSessionsOf(tx, actor, userId);
    await tx.deleteFrom('users').where('tenantId', '=', actor.tenantId).where('id', '=', userId).execute();
    await audit(tx, actor, 'user.removed', userId);
  });
}

/** Signs a user out everywhere. */
export async function endSessions(db: Db, actor: UserActor, userId: string): Promise<void> {
  await changeUser(db, actor, userId, async (tx) => {
    await endSessionsOf(tx, actor, userId);
    await audit(tx, actor, 'user.sessions_ended', userId);
  });
}

export async function setPasswordHash(
  db: Executor,
  tenantId: string,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: Date.now() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/**
 * Runs a change to one of the tenant's users (404 for anyone else's) in a transaction that holds the tenant's
 * row, so that two admins changing users at once are serialized (on PostgreSQL too, where two demotions
 * could otherwise each see the other admin still active), and then checks that an active admin is left.
 */
async function changeUser<T>(
  db: Db,
  actor: UserActor,
  userId: string,
  change: (tx: Executor, user: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('tenants')
      .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
      .where('id', '=', actor.tenantId)
      .execute();
    const user = await tx
      .selectFrom('users')
      .select(['id', 'email', 'role', 'createdAt', 'disabledAt', 'cpf'])
      .where('tenantId', '=', actor.tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw ApiError.notFound('user');
    const result = await change(tx, user);
    const admins = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenantId', '=', actor.tenantId)
      .where('role', '=', 'admin')
      .where('disabledAt', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(admins.count) === 0) throw ApiError.lastAdmin();
    return result;
  });
}

async function endSessionsOf(tx: Executor, actor: UserActor, userId: string): Promise<void> {
  await tx
    .deleteFrom('sessions')
    .where('tenantId', '=', actor.tenantId)
    .where('userId', '=', userId)
    .execute();
}

function audit(tx: Executor, actor: UserActor, action: AuditActionName, userId: string): Promise<void> {
  return recordAction(tx, {
    tenantId: actor.tenantId,
    environment: 'both',
    actorType: 'user',
    userId: actor.userId,
    action,
    target: `/users/${userId}`,
    request: actor.request,
  });
}

/**
 * Records (or, with null, clears) the signed-in user's own CPF, which the AFD records of their changes carry;
 * a 400 unless it has valid check digits. Only the person can say what their CPF is: no admin sets another's.
 */
export async function setOwnCpf(
  db: Db,
  actor: UserActor,
  input: { cpf: string | null },
): Promise<{ cpf: string | null }> {
  const cpf = input.cpf === null ? null : parseCpf(input.cpf);
  if (input.cpf !== null && cpf === null)
    throw ApiError.invalidField('cpf', 'is not a valid CPF', 'invalid_cpf');
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ cpf, updatedAt: Date.now() })
      .where('tenantId', '=', actor.tenantId)
      .where('id', '=', actor.userId)
      .execute();
    await recordAction(tx, {
      tenantId: actor.tenantId,
      environment: 'both',
      actorType: 'user',
      userId: actor.userId,
      action: 'user.cpf_changed',
      target: `/users/${actor.userId}`,
      request: actor.request,
    });
  });
  return { cpf };
}
