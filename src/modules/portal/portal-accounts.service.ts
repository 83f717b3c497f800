import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  hashForUnknownAccount,
  invalidCredentials,
  newSessionSecrets,
  SESSION_MAX_AGE_MS,
  sessionIdOf,
  sessionTiming,
  takeSignInAttempt,
} from '../../platform/auth/cookie-session.js';
import { type AuditAction, recordAction } from '../../platform/audit.js';
import { hashPassword, randomBase62, sha256Hex, verifyPassword } from '../../platform/crypto.js';
import type { Db, Executor } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { EmployeeRow, Environment, TenantScope } from '../../platform/db/schema.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { ApiError } from '../../platform/errors.js';
import { LocalClock } from '../../platform/local-time.js';
import type { RateLimits } from '../../platform/rate-limit.js';
import { findEmployee } from '../employees/employees.repository.js';
import { checkNewPassword } from '../users/users.service.js';
import type { PortalSessionView, PortalSignInInput } from './portal.schemas.js';

/** An invitation link works for 7 days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The worker a portal session cookie stands for. Every portal query filters on its three ids. */
export interface PortalSession extends TenantScope {
  sessionId: string;
  employeeId: string;
  csrfToken: string;
  email: string;
  name: string;
  registration: string | null;
  tenantName: string;
  /** The zone the worker's days are counted in: their own, else the tenant's. */
  timezone: string;
}

/** Who invites: a dashboard admin (with their request) or the CLI. */
export type Inviter = { type: 'user'; userId: string; request: FastifyRequest } | { type: 'cli' };

/**
 * Whether an employee may use the portal now: active, and not past their termination date (in their zone).
 * An inactive or terminated employee cannot sign in, and their sessions stop working.
 */
function mayUsePortal(
  employee: Pick<EmployeeRow, 'active' | 'terminationDate' | 'timezone'>,
  tenantZone: string,
): boolean {
  if (employee.active !== 1) return false;
  if (employee.terminationDate === null) return true;
  const today = LocalClock.for(employee.timezone ?? tenantZone).parts(Date.now()).date;
  return employee.terminationDate >= today;
}

/**
 * Invites an employee to the portal: a one-time link, valid 7 days, to set their password. Only the token's
 * SHA-256 is stored, and a new invitation replaces the previous one (its link stops working). The employee
 * must have an e-mail (their sign-in name) that no other employee's portal account of the tenant-environment
 * uses. Nothing is sent: the admin hands the link over (docs/portal.md). Returns the link.
 */
export async function inviteEmployee(
  db: Db,
  scope: TenantScope,
  employeeId: string,
  publicUrl: string,
  inviter: Inviter,
): Promise<{ url: string; expiresAt: string }> {
  const employee = await findEmployee(db, scope, employeeId);
  if (!employee) throw ApiError.notFound('employee');
  if (!employee.email)
    throw new ApiError(
      409,
      'employee_without_email',
      'This employee has no e-mail: add one (it is their sign-in name in the portal) and invite again.',
      [],
      { reason: 'employee_without_email' },
    );
  const tenant = await findTenant(db, scope.tenantId);
  if (!mayUsePortal(employee, tenant!.timezone))
    throw ApiError.conflict(
      'This employee is inactive or past their termination date: only employees who may sign in are invited.',
      { reason: 'portal_employee_inactive' },
    );
  const email = employee.email.trim().toLowerCase();
  const token = randomBase62(43);
  const now = Date.now();
  const expiresAt = now + INVITATION_TTL_MS;
  const invitation = {
    email,
    invitationHash: sha256Hex(token),
    invitationExpiresAt: expiresAt,
    invitationUsedAt: null,
    invitedAt: now,
    updatedAt: now,
  };
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('portalAccounts')
        .values({ employeeId: employee.id, ...scope, passwordHash: null, ...invitation })
        .onConflict((oc) => oc.columns(['tenantId', 'employeeId']).doUpdateSet(invitation))
        .execute();
      const audit: AuditAction = {
        tenantId: scope.tenantId,
        environment: scope.environment,
        actorType: inviter.type,
        userId: inviter.type === 'user' ? inviter.userId : null,
        action: 'employee.portal_invited',
        target: `/employees/${employee.id}`,
        ...(inviter.type === 'user' ? { request: inviter.request } : {}),
      };
      await recordAction(tx, audit);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw ApiError.conflict(
        "Another employee's portal account signs in with this e-mail: give this employee their own e-mail.",
        { reason: 'portal_email_taken' },
      );
    throw error;
  }
  return {
    url: `${publicUrl.replace(/\/$/, '')}/portal/invitation#token=${token}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** The account of a pending invitation; a used or expired one is a 410 saying which, an unknown one a 404. */
async function pendingInvitation(db: Executor, token: string) {
  const row = await db
    .selectFrom('portalAccounts')
    .innerJoin('employees', (join) =>
      join
        .onRef('employees.id', '=', 'portalAccounts.employeeId')
        .onRef('employees.tenantId', '=', 'portalAccounts.tenantId'),
    )
    .innerJoin('tenants', 'tenants.id', 'portalAccounts.tenantId')
    .select([
      'portalAccounts.employeeId',
      'portalAccounts.tenantId',
      'portalAccounts.environment',
      'portalAccounts.email',
      'portalAccounts.invitationHash',
      'portalAccounts.invitationExpiresAt',
      'portalAccounts.invitationUsedAt',
      'employees.name',
      'employees.active',
      'employees.terminationDate',
      'employees.timezone',
      'tenants.name as tenantName',
      'tenants.timezone as tenantZone',
    ])
    .where('portalAccounts.invitationHash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('invitation');
  if (row.invitationUsedAt !== null)
    throw new ApiError(
      410,
      'invitation_used',
      'This invitation link was already used. Sign in with your password, or ask for a new invitation.',
    );
  if (row.invitationExpiresAt <= Date.now())
    throw new ApiError(410, 'invitation_expired', 'This invitation link has expired. Ask for a new one.');
  if (!mayUsePortal(row, row.tenantZone))
    throw new ApiError(403, 'forbidden', 'This employee is no longer active and cannot use the portal.');
  return row;
}

/** What an invitation link opens on, so the page can greet the worker (or say why the link is dead). */
export async function lookUpInvitation(db: Db, token: string) {
  const row = await pendingInvitation(db, token);
  return {
    employeeName: row.name,
    email: row.email,
    tenant: { id: row.tenantId, name: row.tenantName },
    environment: row.environment,
  };
}

/**
 * Uses an invitation: sets the worker's password, marks the link used (once: of two concurrent uses, the
 * UPDATE's `invitation_used_at is null` lets one through), ends their other sessions and signs them in.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  request: FastifyRequest,
): Promise<{ token: string; session: PortalSession }> {
  checkNewPassword(password, 'password');
  const row = await pendingInvitation(db, token);
  const passwordHash = await hashPassword(password);
  const scope: TenantScope = { tenantId: row.tenantId, environment: row.environment };
  return db.transaction().execute(async (tx) => {
    const now = Date.now();
    const used = await tx
      .updateTable('portalAccounts')
      .set({ passwordHash, invitationUsedAt: now, updatedAt: now })
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('employeeId', '=', row.employeeId)
      .where('invitationHash', '=', row.invitationHash)
      .where('invitationUsedAt', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n)
      throw new ApiError(410, 'invitation_used', 'This invitation link was already used.');
    await tx
      .deleteFrom('portalSessions')
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('employeeId', '=', row.employeeId)
      .execute();
    await recordAction(tx, {
      ...scope,
      actorType: 'anonymous',
      userId: null,
      action: 'employee.portal_password_set',
      target: `/employees/${row.employeeId}`,
      request,
    });
    return openSession(tx, scope, row.employeeId, now);
  });
}

async function openSession(
  tx: Executor,
  scope: TenantScope,
  employeeId: string,
  now: number,
): Promise<{ token: string; session: PortalSession }> {
  const { token, id, csrfToken } = newSessionSecrets();
  await tx
    .insertInto('portalSessions')
    .values({
      id,
      employeeId,
      ...scope,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + SESSION_MAX_AGE_MS,
    })
    .execute();
  return { token, session: sessionOf((await readSession(tx, id))!) };
}

/**
 * Signs a worker in with the e-mail and password of their portal account, in a tenant and environment (live
 * unless named). Attempts are counted per account and per address as the dashboard's are (429 past the
 * allowance); an unknown e-mail, a wrong password and an inactive or terminated employee get the same 401.
 */
export async function signInWorker(
  db: Db,
  rateLimits: RateLimits,
  input: PortalSignInInput,
  request: FastifyRequest,
): Promise<{ token: string; session: PortalSession }> {
  const environment: Environment = input.environment ?? 'live';
  const email = input.email.trim().toLowerCase();
  const account = `portal:${input.tenant}:${environment}:${email}`;
  await takeSignInAttempt(rateLimits, account, request.ip);
  const row = await db
    .selectFrom('portalAccounts')
    .innerJoin('employees', (join) =>
      join
        .onRef('employees.id', '=', 'portalAccounts.employeeId')
        .onRef('employees.tenantId', '=', 'portalAccounts.tenantId'),
    )
    .innerJoin('tenants', 'tenants.id', 'portalAccounts.tenantId')
    .select([
      'portalAccounts.employeeId',
      'portalAccounts.passwordHash',
      'employees.active',
      'employees.terminationDate',
      'employees.timezone',
      'tenants.timezone as tenantZone',
    ])
    .where('portalAccounts.tenantId', '=', input.tenant)
    .where('portalAccounts.environment', '=', environment)
    .where('portalAccounts.email', '=', email)
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await hashForUnknownAccount()));
  if (!row?.passwordHash || !valid || !mayUsePortal(row, row.tenantZone)) throw invalidCredentials();
  await rateLimits.loginSucceeded(account, request.ip);
  const scope: TenantScope = { tenantId: input.tenant, environment };
  const { passwordHash } = row;
  return db.transaction().execute(async (tx) => {
    // Only while the password is still the one checked: a new invitation used meanwhile wins.
    const still = await tx
      .selectFrom('portalAccounts')
      .select(sql<number>`1`.as('one'))
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('employeeId', '=', row.employeeId)
      .where('passwordHash', '=', passwordHash)
      .executeTakeFirst();
    if (!still) throw invalidCredentials();
    return openSession(tx, scope, row.employeeId, Date.now());
  });
}

/** A session with its worker, whatever its age (the caller judges it). */
function readSession(db: Executor, id: string) {
  return db
    .selectFrom('portalSessions')
    .innerJoin('employees', (join) =>
      join
        .onRef('employees.id', '=', 'portalSessions.employeeId')
        .onRef('employees.tenantId', '=', 'portalSessions.tenantId')
        .onRef('employees.environment', '=', 'portalSessions.environment'),
    )
    .innerJoin('portalAccounts', (join) =>
      join
        .onRef('portalAccounts.employeeId', '=', 'portalSessions.employeeId')
        .onRef('portalAccounts.tenantId', '=', 'portalSessions.tenantId'),
    )
    .innerJoin('tenants', 'tenants.id', 'portalSessions.tenantId')
    .select([
      'portalSessions.id as sessionId',
      'portalSessions.tenantId',
      'portalSessions.environment',
      'portalSessions.employeeId',
      'portalSessions.csrfToken',
      'portalSessions.lastSeenAt',
      'portalSessions.expiresAt',
      'portalAccounts.email',
      'employees.name',
      'employees.registration',
      'employees.active',
      'employees.terminationDate',
      'employees.timezone',
      'tenants.name as tenantName',
      'tenants.timezone as tenantZone',
    ])
    .where('portalSessions.id', '=', id)
    .executeTakeFirst();
}

function sessionOf(row: NonNullable<Awaited<ReturnType<typeof readSession>>>): PortalSession {
  return {
    sessionId: row.sessionId,
    tenantId: row.tenantId,
    environment: row.environment,
    employeeId: row.employeeId,
    csrfToken: row.csrfToken,
    email: row.email,
    name: row.name,
    registration: row.registration,
    tenantName: row.tenantName,
    timezone: row.timezone ?? row.tenantZone,
  };
}

/** The worker of a portal cookie's token, or null: unknown, ended, or an employee who may no longer use it. */
export async function findPortalSession(db: Db, token: string): Promise<PortalSession | null> {
  const id = sessionIdOf(token);
  const row = await readSession(db, id);
  if (!row) return null;
  const now = Date.now();
  const timing = sessionTiming(row, now);
  if (timing === 'ended' || !mayUsePortal(row, row.tenantZone)) {
    await db.deleteFrom('portalSessions').where('tenantId', '=', row.tenantId).where('id', '=', id).execute();
    return null;
  }
  if (timing === 'touch')
    await db
      .updateTable('portalSessions')
      .set({ lastSeenAt: now })
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', id)
      .execute();
  return sessionOf(row);
}

export async function signOutWorker(db: Db, session: PortalSession): Promise<void> {
  await db
    .deleteFrom('portalSessions')
    .where('tenantId', '=', session.tenantId)
    .where('id', '=', session.sessionId)
    .execute();
}

/** The signed-in worker as the portal shows them. */
export function portalSessionView(session: PortalSession): PortalSessionView {
  return {
    employee: {
      id: session.employeeId,
      name: session.name,
      email: session.email,
      registration: session.registration,
    },
    tenant: { id: session.tenantId, name: session.tenantName },
    environment: session.environment,
    timezone: session.timezone,
    csrfToken: session.csrfToken,
  };
}

/** The public address invitation links start with, for the CLI: `PONTUAL_PUBLIC_URL`. */
export function requirePublicUrl(publicUrl: string | null): string {
  if (!publicUrl)
    throw new ApiError(
      400,
      'invalid_request',
      'Set PONTUAL_PUBLIC_URL (the address workers open) to make invitation links.',
    );
  return publicUrl;
}
