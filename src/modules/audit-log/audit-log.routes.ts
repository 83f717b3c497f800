import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { AuditLogWriter } from '../../platform/audit.js';
import type { Db } from '../../platform/db/database.js';
import type { AuditLogRow } from '../../platform/db/schema.js';
import { paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { DATE_OR_INSTANT_DESCRIPTION } from '../../platform/dates.js';
import { toIso } from '../../platform/time.js';
import { tenantRange } from '../tenants/tenants.repository.js';

const AuditEntrySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    createdAt: Type.String({ format: 'date-time' }),
    environment: Type.Union([Type.Literal('live'), Type.Literal('test')]),
    actorType: Type.Union(
      [Type.Literal('api_key'), Type.Literal('user'), Type.Literal('cli'), Type.Literal('anonymous')],
      {
        description:
          'Who acted: an API key, a dashboard user, the admin CLI, or nobody signed in (a failed dashboard sign-in).',
      },
    ),
    keyId: Type.Union([Type.String(), Type.Null()]),
    userId: Type.Union([Type.String(), Type.Null()]),
    action: Type.Union([Type.String(), Type.Null()], {
      description:
        'For dashboard and CLI actions, what was done (e.g. `api_key.revoked`); null for API requests.',
    }),
    method: Type.String(),
    route: Type.String({ description: 'The route template, e.g. `/v1/employees/:id`.' }),
    path: Type.String({ description: 'The requested path, without its query string.' }),
    status: Type.Integer(),
    ip: Type.String(),
    userAgent: Type.Union([Type.String(), Type.Null()]),
    requestId: Type.String(),
    durationMs: Type.Integer(),
  },
  { $id: 'AuditEntry' },
);

function auditEntryView(row: AuditLogRow) {
  return {
    id: row.id,
    createdAt: toIso(row.createdAt),
    environment: row.environment,
    actorType: row.actorType,
    keyId: row.keyId,
    userId: row.userId,
    action: row.action,
    method: row.method,
    route: row.route,
    path: row.path,
    status: row.status,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
    durationMs: row.durationMs,
  };
}

export const auditLogRoutes =
  (deps: { db: Db; audit: AuditLogWriter }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(AuditEntrySchema);

    app.get(
      '/audit-log',
      {
        config: { scope: 'audit-log:read' },
        schema: {
          tags: ['Audit log'],
          summary: 'List audit entries',
          description:
            'Every request made with a key of this tenant and environment (allowed or refused) and every dashboard or CLI action, newest first.',
          querystring: Type.Object(
            {
              ...PageQuery,
              keyId: Type.Optional(Type.String({ format: 'uuid' })),
              status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
              from: Type.Optional(Type.String({ maxLength: 40, description: DATE_OR_INSTANT_DESCRIPTION })),
              to: Type.Optional(Type.String({ maxLength: 40, description: DATE_OR_INSTANT_DESCRIPTION })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(Type.Ref('AuditEntry')) },
        },
      },
      async (request, reply) => {
        const { tenantId, environment } = principalOf(request);
        const range = await tenantRange(deps.db, tenantId, request.query);
        // Entries still buffered in this process are written first, so a read sees every earlier request.
        await deps.audit.flush();

        let query = deps.db
          .selectFrom('auditLog')
          .selectAll()
          .where('tenantId', '=', tenantId)
          .where('environment', '=', environment);
        if (request.query.keyId) query = query.where('keyId', '=', request.query.keyId);
        if (request.query.status) query = query.where('status', '=', request.query.status);

        const page = await paginate(query, request.query, {
          columns: [
            { name: 'createdAt', kind: 'instant' },
            { name: 'id', kind: 'uuid' },
          ],
          direction: 'desc',
          cursorOf: (row) => [row.createdAt, row.id],
          range,
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(auditEntryView);
      },
    );
  };
