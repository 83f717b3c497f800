import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/cookie-session.js';
import { DASHBOARD_SESSION_COOKIE, sessionUserOf } from '../../platform/auth/session-auth.js';
import type { AuditLogWriter } from '../../platform/audit.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import type { RateLimits } from '../../platform/rate-limit.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { tenantView } from '../tenants/tenants.service.js';
import type { SessionUser } from '../../platform/auth/session-auth.js';
import { setOwnCpf } from '../users/users.service.js';
import { changeOwnEmail, changeOwnPassword, signIn, signOut } from './sessions.service.js';

const SignInBody = Type.Object(
  {
    tenant: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The tenant (company) id: e-mails are unique within a tenant only.',
    }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

/** Dashboard sign-in, the current session and sign-out, under /dashboard/api. */
export const sessionRoutes =
  (deps: { db: Db; rateLimits: RateLimits; audit: AuditLogWriter }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const sessionView = async (user: SessionUser) => {
      const [tenant, own] = await Promise.all([
        findTenant(deps.db, user.tenantId),
        deps.db
          .selectFrom('users')
          .select('cpf')
          .where('tenantId', '=', user.tenantId)
          .where('id', '=', user.userId)
          .executeTakeFirst(),
      ]);
      if (!tenant) throw ApiError.notFound('tenant');
      return {
        user: { id: user.userId, email: user.email, role: user.role, cpf: own?.cpf ?? null },
        tenant: tenantView(tenant),
        csrfToken: user.csrfToken,
      };
    };

    app.post(
      '/session',
      { config: { anonymous: true }, schema: { hide: true, body: SignInBody } },
      async (request, reply) => {
        const { token, user } = await signIn(deps.db, deps.rateLimits, deps.audit, {
          ...request.body,
          request,
        });
        setSessionCookie(request, reply, DASHBOARD_SESSION_COOKIE, token);
        return reply.code(201).send(await sessionView(user));
      },
    );

    app.get('/session', { schema: { hide: true } }, async (request) => sessionView(sessionUserOf(request)));

    app.put(
      '/session/password',
      {
        config: { anyRole: true },
        schema: {
          hide: true,
          body: Type.Object(
            {
              currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
              newPassword: Type.String({ maxLength: 1024 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        await changeOwnPassword(deps.db, deps.rateLimits, sessionUserOf(request), request, request.body);
        return reply.code(204).send();
      },
    );

    // The user's own e-mail, the one they sign in with (any role; the current password proves it is them).
    app.put(
      '/session/email',
      {
        config: { anyRole: true },
        schema: {
          hide: true,
          body: Type.Object(
            {
              currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
              email: Type.String({ minLength: 3, maxLength: 254 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) =>
        changeOwnEmail(deps.db, deps.rateLimits, sessionUserOf(request), request, request.body),
    );

    // The user's own CPF, which the AFD's type-2 and type-5 records of their changes carry (any role).
    app.put(
      '/session/cpf',
      {
        config: { anyRole: true },
        schema: {
          hide: true,
          body: Type.Object(
            { cpf: Type.Union([Type.String({ maxLength: 32 }), Type.Null()]) },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        return setOwnCpf(deps.db, { tenantId: user.tenantId, userId: user.userId, request }, request.body);
      },
    );

    app.delete('/session', { config: { anyRole: true }, schema: { hide: true } }, async (request, reply) => {
      await signOut(deps.db, sessionUserOf(request));
      clearSessionCookie(reply, DASHBOARD_SESSION_COOKIE);
      return reply.code(204).send();
    });
  };
