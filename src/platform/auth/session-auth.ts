import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  findSessionUser,
  SESSION_MAX_AGE_MS,
  type SessionUser,
} from '../../modules/sessions/sessions.service.js';
import { constantTimeEqual } from '../crypto.js';
import type { Db } from '../db/database.js';
import { ApiError, sendProblem } from '../errors.js';

export const SESSION_COOKIE = 'pontual_session';
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
export async function registerSessionAuth(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.anonymous) return;
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(deps.db, token) : null;
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
