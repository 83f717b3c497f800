import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sessionUserOf } from '../../platform/auth/session-auth.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { findTenant } from './tenants.repository.js';
import { tenantView, updateCompany } from './tenants.service.js';

/** Company settings in the dashboard: the employer data the reports and legal files print. */
export const companyRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get('/company', { schema: { hide: true } }, async (request) => {
      const tenant = await findTenant(deps.db, sessionUserOf(request).tenantId);
      if (!tenant) throw ApiError.notFound('tenant');
      return tenantView(tenant);
    });

    app.patch(
      '/company',
      {
        schema: {
          hide: true,
          body: Type.Object(
            {
              name: Type.Optional(Type.String({ maxLength: 200 })),
              document: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
              timezone: Type.Optional(Type.String({ maxLength: 64 })),
              repNumber: Type.Optional(Type.String({ maxLength: 32 })),
              cei: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
              address: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
              responsibleCpf: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
            },
            { additionalProperties: false, minProperties: 1 },
          ),
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        return updateCompany(deps.db, user.tenantId, user.userId, request.body, request);
      },
    );
  };
