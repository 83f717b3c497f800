import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sessionUserOf } from '../../platform/auth/session-auth.js';
import type { Db } from '../../platform/db/database.js';
import { IdParams } from '../../platform/http.js';
import { createApiKey, listApiKeys, revokeApiKey } from './keys.service.js';

const Environment = Type.Enum(['live', 'test'] as const);

/** API keys under the dashboard's settings › API and integrations: list, create (shown once), revoke. */
export const keyRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/keys',
      {
        schema: {
          hide: true,
          querystring: Type.Object({ environment: Environment }, { additionalProperties: false }),
        },
      },
      async (request) => listApiKeys(deps.db, sessionUserOf(request).tenantId, request.query.environment),
    );

    app.post(
      '/keys',
      {
        schema: {
          hide: true,
          body: Type.Object(
            {
              environment: Environment,
              name: Type.String({ maxLength: 200 }),
              scopes: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 32 }),
              expiresAt: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        const created = await createApiKey(
          deps.db,
          { tenantId: user.tenantId, ...request.body },
          { type: 'user', userId: user.userId },
        );
        return reply.code(201).header('Cache-Control', 'no-store').send(created);
      },
    );

    app.post('/keys/:id/revoke', { schema: { hide: true, params: IdParams } }, async (request) => {
      const user = sessionUserOf(request);
      return revokeApiKey(deps.db, user.tenantId, request.params.id, { type: 'user', userId: user.userId });
    });
  };
