import type { FastifyRequest } from 'fastify';
import {
  hashForUnknownAccount,
  invalidCredentials,
  newSessionSecrets,
  SESSION_MAX_AGE_MS,
  sessionIdOf,
  sessionTiming,
  takeSignInAttempt,
} from '../../platform/auth/cookie-session.js';
import type { SessionUser } from '../../platform/auth/session-auth.js';
import { sql } from 'kysely';
import type { AuditActionName } from '../../platform/audit-actions.js';
import { actionEntries, type AuditLogWriter, recordAction } from '../../platform/audit.js';
import { constantTimeEqual, hashPassword, verifyPassword } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/database.js';
import type { UserTable } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import type { RateLimits } from '../../platform/rate-limit.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { checkedEmail, checkNewPassword, emailTaken, setPasswordHash } from '../users/users.service.js';

/**
 * Signs a user in to a tenant. E-mails are unique within a tenant only, so the sign-in names the tenant and
 * nothing it answers depends on other tenants. Each attempt is counted before its password is judged, and
 * refused (429) once the account or the address has used up its attempts; an unknown e-mail, a wrong password
 * and a disabled user get the same 401. The tenant's audit log (both environments) shows the sign-ins, the
 * failed ones and the attempt that locked the account, not the rest of a lockout, so a flood writes nothing
 * more. Refusals go through the buffered writer, off the response path, so a known and an unknown e-mail also
 * take the same time. Returns the cookie's token (only its hash is stored).
 */
export async function signIn(
  db: Db,
  rateLimits: RateLimits,
  audit: AuditLogWriter,
  input: { tenant: string; email: string; password: string; request: FastifyRequest },
): Promise<{ token: string; user: SessionUser }> {
  const { request } = input;
  const email = input.email.trim().toLowerCase();
  const findUser = () =>
    db
      .selectFrom('users')
      .selectAll()
      .where('tenantId', '=', input.tenant)
      .where('email', '=', email)
      .executeTakeFirst();
  const account = `${input.tenant}:${email}`;
  const recordRefusal = (user: UserTable, action: AuditActionName, status: number) => {
    const entries = actionEntries({
      tenantId: user.tenantId,
      environment: 'both',
      actorType: 'anonymous',
      userId: null,
      action,
      target: `/users/${user.id}`,
      request,
      status,
    });
    for (const entry of entries) audit.record(entry);
  };

  await takeSignInAttempt(rateLimits, account, request.ip, async () => {
    const user = await findUser();
    if (user) recordRefusal(user, 'user.sign_in_locked', 429);
  });
  const user = await findUser();
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await hashForUnknownAccount()));
  // A disabled user gets the same answer as a wrong password.
  if (!user || !valid || user.disabledAt !== null) {
    if (user) recordRefusal(user, 'user.sign_in_failed', 401);
    throw invalidCredentials();
  }
  await rateLimits.loginSucceeded(account, request.ip);

  const { token, id, csrfToken } = newSessionSecrets();
  const now = Date.now();
  const session = {
    id,
    userId: user.id,
    tenantId: user.tenantId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_MAX_AGE_MS,
  };
  await db.transaction().execute(async (tx) => {
    // Only while the user is as the password check found them: a password reset, a disabling or a removal
    // that commits meanwhile must not leave a session opened with what no longer holds.
    const opened = await tx
      .insertInto('sessions')
      .columns(['id', 'userId', 'tenantId', 'csrfToken', 'createdAt', 'lastSeenAt', 'expiresAt'])
      .expression(
        tx
          .selectFrom('users')
          .select([
            sql.val(session.id).as('id'),
            'id as userId',
            'tenantId',
            sql.val(session.csrfToken).as('csrfToken'),
            sql.val(now).as('createdAt'),
            sql.val(now).as('lastSeenAt'),
            sql.val(session.expiresAt).as('expiresAt'),
          ])
          .where('id', '=', user.id)
          .where('tenantId', '=', user.tenantId)
          .where('passwordHash', '=', user.passwordHash)
          .where('disabledAt', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    if (!opened) throw invalidCredentials();
    await recordAction(tx, {
      tenantId: user.tenantId,
      environment: 'both',
      actorType: 'user',
      userId: user.id,
      action: 'user.signed_in',
      target: `/users/${user.id}`,
      request,
    });
  });
  return {
    token,
    user: {
      sessionId: session.id,
      userId: user.id,
      tenantId: user.tenantId,
      email: user.email,
      role: user.role,
      csrfToken: session.csrfToken,
    },
  };
}

/** The user of a session cookie's token, or null when it is unknown, expired or idle too long. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const id = sessionIdOf(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'sessions.userId').onRef('users.tenantId', '=', 'sessions.tenantId'),
    )
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.tenantId',
      'sessions.csrfToken',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.email',
      'users.role',
    ])
    .where('sessions.id', '=', id)
    .where('users.disabledAt', 'is', null)
    .executeTakeFirst();
  const now = Date.now();
  if (!row || !constantTimeEqual(row.id, id)) return null;
  const timing = sessionTiming(row, now);
  if (timing === 'ended') {
    await db.deleteFrom('sessions').where('tenantId', '=', row.tenantId).where('id', '=', id).execute();
    return null;
  }
  if (timing === 'touch') {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now })
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', id)
      .execute();
  }
  return {
    sessionId: row.id,
    userId: row.userId,
    tenantId: row.tenantId,
    email: row.email,
    role: row.role,
    csrfToken: row.csrfToken,
  };
}

export async function signOut(db: Db, user: SessionUser): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('tenantId', '=', user.tenantId)
    .where('id', '=', user.sessionId)
    .execute();
}

/**
 * Proves the signed-in user knows their current password before a change to their account; a wrong guess
 * counts against the sign-in allowances like a failed sign-in.
 */
async function proveCurrentPassword(
  db: Db,
  rateLimits: RateLimits,
  user: SessionUser,
  request: FastifyRequest,
  currentPassword: string,
): Promise<void> {
  const account = `${user.tenantId}:${user.email}`;
  await takeSignInAttempt(rateLimits, account, request.ip);
  const stored = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('tenantId', '=', user.tenantId)
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(currentPassword, stored.passwordHash)))
    throw ApiError.invalidField('currentPassword', 'is not your password', 'wrong_password');
  await rateLimits.loginSucceeded(account, request.ip);
}

/**
 * A user changes their own password, proving the current one; guesses at it count against the same
 * allowance as sign-ins. Every other session of the user ends; this one goes on.
 */
export async function changeOwnPassword(
  db: Db,
  rateLimits: RateLimits,
  user: SessionUser,
  request: FastifyRequest,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  checkNewPassword(input.newPassword, 'newPassword');
  await proveCurrentPassword(db, rateLimits, user, request, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (tx) => {
    await setPasswordHash(tx, user.tenantId, user.userId, passwordHash);
    await tx
      .deleteFrom('sessions')
      .where('tenantId', '=', user.tenantId)
      .where('userId', '=', user.userId)
      .where('id', '!=', user.sessionId)
      .execute();
    await recordAction(tx, {
      tenantId: user.tenantId,
      environment: 'both',
      actorType: 'user',
      userId: user.userId,
      action: 'user.password_changed',
      target: `/users/${user.userId}`,
      request,
    });
  });
}

/**
 * Changes the signed-in user's own e-mail (what they sign in with), proving the current password as a
 * password change does, so a session left open cannot move the account to another address. The e-mail is
 * unique within the tenant (409 otherwise); sessions stay, since the person is the same.
 */
export async function changeOwnEmail(
  db: Db,
  rateLimits: RateLimits,
  user: SessionUser,
  request: FastifyRequest,
  input: { currentPassword: string; email: string },
): Promise<{ email: string }> {
  const email = checkedEmail(input.email, 'email');
  await proveCurrentPassword(db, rateLimits, user, request, input.currentPassword);
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ email, updatedAt: Date.now() })
        .where('tenantId', '=', user.tenantId)
        .where('id', '=', user.userId)
        .execute();
      await recordAction(tx, {
        tenantId: user.tenantId,
        environment: 'both',
        actorType: 'user',
        userId: user.userId,
        action: 'user.email_changed',
        target: `/users/${user.userId}`,
        request,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { email };
}
