import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuditLogWriter, requestAuditEntry } from '../audit.js';
import { constantTimeEqual } from '../crypto.js';
import type { UserTable } from '../db/schema.js';
import { ApiError, sendProblem } from '../errors.js';
import { missingScope } from './api-key-auth.js';
import { SCOPES } from './scopes.js';

export const SESSION_COOKIE = 'pontual_session';
/** A session lasts at most this long, however active (the sessions module also ends idle ones). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Dashboard routes anyone may call (sign-in). */
    anonymous?: boolean;
    /** Dashboard changes a viewer may make too (sign-out); every other change needs an admin. */
    anyRole?: boolean;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The signed-in user of a dashboard route (set by the hooks below on every non-anonymous route). */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('sessionUserOf called on an anonymous route');
  return request.sessionUser;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: DASHBOARD_API_PREFIX,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: DASHBOARD_API_PREFIX });
}

/**
 * Session authentication for the dashboard's API: the HttpOnly cookie names the session (API keys are not
 * looked at here, as cookies are not on `/v1`); every change must echo the session's CSRF token in
 * `x-csrf-token`, and needs the admin role unless the route says otherwise.
 */
export async function registerSessionAuth(
  app: FastifyInstance,
  deps: { findSessionUser: (token: string) => Promise<SessionUser | null> },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.anonymous) return;
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await deps.findSessionUser(token) : null;
    if (!user) {
      if (token) clearSessionCookie(reply);
      return sendProblem(request, reply, new ApiError(401, 'unauthenticated', 'Sign in to continue.'));
    }
    if (!SAFE_METHODS.has(request.method)) {
      const presented = request.headers['x-csrf-token'];
      if (typeof presented !== 'string' || !constantTimeEqual(presented, user.csrfToken)) {
        return sendProblem(
          request,
          reply,
          new ApiError(403, 'csrf_failed', 'The request did not carry this session’s CSRF token.'),
        );
      }
      if (user.role !== 'admin' && !request.routeOptions.config.anyRole) {
        return sendProblem(
          request,
          reply,
          new ApiError(403, 'forbidden', 'Viewers can look but not change anything.'),
        );
      }
    }
    request.sessionUser = user;
  });
}

/** The dashboard's environment switch travels in this header on every call to the API mirror. */
export const ENVIRONMENT_HEADER = 'pontual-environment';
const ADMIN_SCOPES = new Set<string>(SCOPES);
const VIEWER_SCOPES = new Set<string>(SCOPES.filter((scope) => scope.endsWith(':read')));

/**
 * The dashboard's mirror of `/v1` (under `/dashboard/api/v1`): the same routes, schemas and services, acting
 * for the signed-in user in the environment the dashboard names. Admins hold every scope and viewers the
 * `:read` ones; each request is audited with the user as the actor.
 */
export function registerDashboardPrincipal(app: FastifyInstance, deps: { audit: AuditLogWriter }): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    const user = sessionUserOf(request);
    const environment = request.headers[ENVIRONMENT_HEADER];
    if (environment !== 'live' && environment !== 'test') {
      return sendProblem(
        request,
        reply,
        ApiError.invalidField(ENVIRONMENT_HEADER, 'must be the header live or test'),
      );
    }
    request.principal = {
      tenantId: user.tenantId,
      environment,
      scopes: user.role === 'admin' ? ADMIN_SCOPES : VIEWER_SCOPES,
      actor: { type: 'user', id: user.userId },
    };
    const missing = missingScope(request, request.principal);
    if (missing) return sendProblem(request, reply, missing);
  });
  app.addHook('onResponse', async (request, reply) => {
    const user = request.sessionUser;
    if (!user) return;
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
