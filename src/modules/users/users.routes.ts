import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sessionUserOf } from '../../platform/auth/session-auth.js';
import type { Db } from '../../platform/db/database.js';
import {
  addUser,
  changeEmail,
  endSessions,
  listUsers,
  removeUser,
  resetPassword,
  type UserActor,
  updateUser,
} from './users.service.js';

const Role = Type.Enum(['admin', 'viewer'] as const);
const UserParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** The signed-in admin acting on users (the session layer lets only admins change anything here). */
function actorOf(request: FastifyRequest): UserActor {
  const user = sessionUserOf(request);
  return { tenantId: user.tenantId, userId: user.userId, request };
}

/**
 * The tenant's dashboard users: admins add, change, disable, remove them, change their e-mails, reset their
 * passwords and end their sessions; viewers only look. The tenant always keeps an active admin (409 otherwise).
 */
export const userRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get('/users', { schema: { hide: true } }, async (request) =>
      listUsers(deps.db, sessionUserOf(request).tenantId),
    );

    app.post(
      '/users',
      {
        schema: {
          hide: true,
          body: Type.Object(
            {
              email: Type.String({ maxLength: 254 }),
              password: Type.String({ maxLength: 1024 }),
              role: Role,
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => reply.code(201).send(await addUser(deps.db, actorOf(request), request.body)),
    );

    app.patch(
      '/users/:id',
      {
        schema: {
          hide: true,
          params: UserParams,
          body: Type.Object(
            { role: Type.Optional(Role), status: Type.Optional(Type.Enum(['active', 'disabled'] as const)) },
            { additionalProperties: false, minProperties: 1 },
          ),
        },
      },
      async (request) => updateUser(deps.db, actorOf(request), request.params.id, request.body),
    );

    app.put(
      '/users/:id/password',
      {
        schema: {
          hide: true,
          params: UserParams,
          body: Type.Object({ password: Type.String({ maxLength: 1024 }) }, { additionalProperties: false }),
        },
      },
      async (request, reply) => {
        await resetPassword(deps.db, actorOf(request), request.params.id, request.body.password);
        return reply.code(204).send();
      },
    );

    app.put(
      '/users/:id/email',
      {
        schema: {
          hide: true,
          params: UserParams,
          body: Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
        },
      },
      async (request) => changeEmail(deps.db, actorOf(request), request.params.id, request.body.email),
    );

    app.delete('/users/:id', { schema: { hide: true, params: UserParams } }, async (request, reply) => {
      await removeUser(deps.db, actorOf(request), request.params.id);
      return reply.code(204).send();
    });

    app.delete(
      '/users/:id/sessions',
      { schema: { hide: true, params: UserParams } },
      async (request, reply) => {
        await endSessions(deps.db, actorOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
