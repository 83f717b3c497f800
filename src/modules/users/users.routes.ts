import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sessionUserOf } from '../../platform/auth/session-auth.js';
import type { Db } from '../../platform/db/database.js';
import { addUser, listUsers } from './users.service.js';

/** The tenant's dashboard users: admins change things, viewers only look. */
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
              role: Type.Enum(['admin', 'viewer'] as const),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        return reply.code(201).send(await addUser(deps.db, user.tenantId, user.userId, request.body));
      },
    );
  };
