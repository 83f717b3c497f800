import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual, hashPassword, randomBase62, sha256Hex } from '../crypto.js';
import { ApiError, sendProblem } from '../errors.js';
import type { RateLimits } from '../rate-limit.js';

/**
 * The one way a browser signs in here, shared by the administrators' dashboard (`session-auth.ts`) and the
 * workers' portal (docs/portal.md): a random token in an HttpOnly, SameSite=Strict cookie scoped to one API
 * path (only its SHA-256 is stored), a CSRF token echoed in `x-csrf-token` on every change, sessions that
 * end after 12 hours or 2 idle ones, and sign-in attempts counted per account and per address.
 */

/** A session lasts at most this long, however active. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** …and ends after this long without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** `lastSeenAt` is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A session cookie: its name and the one API path it is sent to. */
export interface SessionCookie {
  name: string;
  path: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes of a session-authenticated scope anyone may call (sign-in). */
    anonymous?: boolean;
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: SessionCookie,
  token: string,
): void {
  reply.setCookie(spec.name, token, {
    path: spec.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, spec: SessionCookie): void {
  reply.clearCookie(spec.name, { path: spec.path });
}

/** A new session's secrets: the cookie's token, the stored id (its SHA-256) and the CSRF token. */
export function newSessionSecrets(): { token: string; id: string; csrfToken: string } {
  const token = randomBase62(43);
  return { token, id: sha256Hex(token), csrfToken: randomBase62(32) };
}

/** The stored id of a cookie's token. */
export const sessionIdOf = (token: string): string => sha256Hex(token);

/** Whether a stored session has ended (too old or idle too long), is due a `lastSeenAt` write, or is fresh. */
export function sessionTiming(
  row: { expiresAt: number; lastSeenAt: number },
  now: number,
): 'ended' | 'touch' | 'fresh' {
  if (row.expiresAt <= now || row.lastSeenAt + SESSION_IDLE_MS <= now) return 'ended';
  return now - row.lastSeenAt >= TOUCH_EVERY_MS ? 'touch' : 'fresh';
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Authenticates every route of `app` (but the `anonymous` ones) by the session cookie: no cookie, or one of
 * no live session, is a 401 (and the stale cookie is cleared); a change without the session's CSRF token is
 * a 403. `authorize` may refuse a change the session's holder may not make; `attach` hands the session to
 * the request.
 */
export async function registerCookieSession<S extends { csrfToken: string }>(
  app: FastifyInstance,
  deps: {
    cookie: SessionCookie;
    find: (token: string) => Promise<S | null>;
    authorize?: (request: FastifyRequest, session: S) => ApiError | null;
    attach: (request: FastifyRequest, session: S) => void;
  },
): Promise<void> {
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.anonymous) return;
    const token = request.cookies[deps.cookie.name];
    const session = token ? await deps.find(token) : null;
    if (!session) {
      if (token) clearSessionCookie(reply, deps.cookie);
      return sendProblem(request, reply, new ApiError(401, 'unauthenticated', 'Sign in to continue.'));
    }
    if (!SAFE_METHODS.has(request.method)) {
      const presented = request.headers['x-csrf-token'];
      if (typeof presented !== 'string' || !constantTimeEqual(presented, session.csrfToken)) {
        return sendProblem(
          request,
          reply,
          new ApiError(403, 'csrf_failed', 'The request did not carry this session’s CSRF token.'),
        );
      }
      const refused = deps.authorize?.(request, session);
      if (refused) return sendProblem(request, reply, refused);
    }
    deps.attach(request, session);
  });
}

/** The one answer to a failed sign-in, whatever failed: the company, the e-mail, the password or the account. */
export const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'The company, the e-mail or the password is not right.');

let unknownAccountHash: Promise<string> | undefined;
/** Checked against so that an unknown account costs the same scrypt work as a wrong password. */
export const hashForUnknownAccount = (): Promise<string> =>
  (unknownAccountHash ??= hashPassword(randomBase62(24)));

/**
 * Takes one sign-in attempt from the allowances of `account` and of the request's address (5 per account from
 * one address, 20 per address, 50 per account in 15 minutes, `RateLimits.takeLoginAttempt`), before the
 * password is judged; refused, a
 * 429 saying how long to wait (`onLocked` runs for the attempt that locked the account).
 */
export async function takeSignInAttempt(
  rateLimits: RateLimits,
  account: string,
  ip: string,
  onLocked?: () => Promise<void>,
): Promise<void> {
  const attempt = await rateLimits.takeLoginAttempt(account, ip);
  if (attempt.allowed) return;
  if (attempt.accountJustLocked) await onLocked?.();
  throw new ApiError(
    429,
    'rate_limited',
    `Too many failed attempts. Try again in ${Math.ceil(attempt.waitMs / 60_000)} minute(s).`,
  );
}
