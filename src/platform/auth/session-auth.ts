import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditLogWriter, requestAuditEntry } from '../audit.js';
import type { TenantScope, UserTable } from '../db/schema.js';
import { ApiError, sendProblem } from '../errors.js';
import { missingScope } from './api-key-auth.js';
import { registerCookieSession, type SessionCookie } from './cookie-session.js';
import { SCOPES } from './scopes.js';

/** The signed-in user a session cookie stands for (the sessions module finds it). */
export interface SessionUser {
  sessionId: string;
  userId: string;
  tenantId: string;
  email: string;
  role: UserTable['role'];
  csrfToken: string;
}
/** The cookie is only sent to the dashboard's API, never to `/v1` or the static files. */
export const DASHBOARD_API_PREFIX = '/dashboard/api';
export const DASHBOARD_SESSION_COOKIE: SessionCookie = {
  name: 'pontual_session',
  path: DASHBOARD_API_PREFIX,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Dashboard changes a viewer may make too (sign-out); every other change needs an admin. */
    anyRole?: boolean;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** The signed-in user of a dashboard route (set by the hooks below on every non-anonymous route). */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('sessionUserOf called on an anonymous route');
  return request.sessionUser;
}

/**
 * Session authentication for the dashboard's API (`cookie-session.ts`: the HttpOnly cookie, the CSRF token);
 * API keys are not looked at here, as cookies are not on `/v1`. Every change needs the admin role unless the
 * route says otherwise.
 */
export async function registerSessionAuth(
  app: FastifyInstance,
  deps: { findSessionUser: (token: string) => Promise<SessionUser | null> },
): Promise<void> {
  app.decorateRequest('sessionUser', null);
  await registerCookieSession(app, {
    cookie: DASHBOARD_SESSION_COOKIE,
    find: deps.findSessionUser,
    authorize: (request, user) =>
      user.role !== 'admin' && !request.routeOptions.config.anyRole
        ? new ApiError(403, 'forbidden', 'Viewers can look but not change anything.')
        : null,
    attach: (request, user) => (request.sessionUser = user),
  });
}

/** The dashboard's environment switch travels in this header on every call to the API mirror. */
export const ENVIRONMENT_HEADER = 'pontual-environment';
const ADMIN_SCOPES = new Set<string>(SCOPES);
const VIEWER_SCOPES = new Set<string>(SCOPES.filter((scope) => scope.endsWith(':read')));

/** The signed-in user's tenant in the environment of the dashboard's switch (the `pontual-environment` header). */
export function dashboardScopeOf(request: FastifyRequest): TenantScope {
  const environment = request.headers[ENVIRONMENT_HEADER];
  if (environment !== 'live' && environment !== 'test')
    throw ApiError.invalidField(ENVIRONMENT_HEADER, 'must be the header live or test');
  return { tenantId: sessionUserOf(request).tenantId, environment };
}

/**
 * The dashboard's mirror of `/v1` (under `/dashboard/api/v1`): the same routes, schemas and services, acting
 * for the signed-in user in the environment the dashboard names. Admins hold every scope and viewers the
 * `:read` ones; each request but a read (GET, HEAD) is audited with the user as the actor.
 */
export function registerDashboardPrincipal(app: FastifyInstance, deps: { audit: AuditLogWriter }): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    const user = sessionUserOf(request);
    request.principal = {
      ...dashboardScopeOf(request),
      scopes: user.role === 'admin' ? ADMIN_SCOPES : VIEWER_SCOPES,
      actor: { type: 'user', id: user.userId },
    };
    const missing = missingScope(request, request.principal);
    if (missing) return sendProblem(request, reply, missing);
  });
  app.addHook('onResponse', async (request, reply) => {
    const user = request.sessionUser;
    // A page of the dashboard reads through here on every view: those reads would bury the changes in the
    // log, so only what may change something is written (docs/decisions/035, 2026-11-26).
    if (!user || request.method === 'GET' || request.method === 'HEAD') return;
    deps.audit.record(
      requestAuditEntry(request, reply, {
        tenantId: user.tenantId,
        environment: request.principal?.environment ?? null,
        actorType: 'user',
        keyId: null,
        userId: user.userId,
      }),
    );
  });
}
