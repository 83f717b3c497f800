import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { AuditLogWriter } from '../../platform/audit.js';
import { API_REQUEST_ACTION, AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../platform/audit-actions.js';
import type { Db } from '../../platform/db/database.js';
import type { AuditLogRow } from '../../platform/db/schema.js';
import { Page, paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { DATE_OR_INSTANT_DESCRIPTION } from '../../platform/dates.js';
import { InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';
import { toIso } from '../../platform/time.js';
import { tenantRange } from '../tenants/tenants.repository.js';

/** An HTTP method, or a CLI action's verb. */
const MAX_METHOD_LENGTH = 16;

const ActorType = Type.Union(
  [Type.Literal('api_key'), Type.Literal('user'), Type.Literal('cli'), Type.Literal('anonymous')],
  {
    description:
      'Who acted: an API key, a dashboard user, the admin CLI, or nobody signed in (a failed dashboard sign-in).',
  },
);

const AUDIT_ENTRY_EXAMPLE = {
  id: '01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a80',
  createdAt: '2026-11-22T13:05:09.123Z',
  environment: 'live',
  actorType: 'api_key',
  keyId: '01a2041c-90ab-7cde-8f01-23456789abcd',
  userId: null,
  action: null,
  method: 'POST',
  route: '/v1/employees',
  path: '/v1/employees',
  status: 201,
  ip: '200.160.2.3',
  userAgent: 'folha-sync/2.4 (+https://rh.padariasaojorge.com.br)',
  requestId: '01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a81',
  durationMs: 18,
};

const AuditEntrySchema = Type.Object(
  {
    id: Uuid(),
    createdAt: InstantText(),
    environment: Type.Union([Type.Literal('live'), Type.Literal('test')]),
    actorType: ActorType,
    keyId: Nullable(Uuid()),
    userId: Nullable(Text(MAX_LENGTH.code)),
    action: Type.Union([Text(MAX_LENGTH.code), Type.Null()], {
      description:
        'For dashboard and CLI actions, what was done (e.g. `api_key.revoked`); null for API requests.',
    }),
    method: Text(MAX_METHOD_LENGTH),
    route: Text(MAX_LENGTH.url, { description: 'The route template, e.g. `/v1/employees/:id`.' }),
    path: Text(MAX_LENGTH.url, { description: 'The requested path, without its query string.' }),
    status: Int32({ minimum: 100, maximum: 599 }),
    ip: Text(MAX_LENGTH.ip),
    userAgent: Nullable(Text(MAX_LENGTH.userAgent)),
    requestId: Text(MAX_LENGTH.requestId),
    durationMs: Int32(),
  },
  { $id: 'AuditEntry', examples: [AUDIT_ENTRY_EXAMPLE] },
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
            'Every request made with a key of this tenant and environment (allowed or refused), every change made through the dashboard, and every dashboard or CLI action, newest first. The filters combine.',
          querystring: Type.Object(
            {
              ...PageQuery,
              keyId: Type.Optional(Uuid()),
              userId: Type.Optional(
                Text(MAX_LENGTH.code, { description: 'Only what this dashboard user did.' }),
              ),
              actorType: Type.Optional(ActorType),
              action: Type.Optional(
                Type.Enum([...AUDIT_ACTIONS, API_REQUEST_ACTION], {
                  description: `Only this dashboard or CLI action; \`${API_REQUEST_ACTION}\`: only requests to the API (with a key, or through the dashboard), which have no action.`,
                }),
              ),
              status: Type.Optional(Int32({ minimum: 100, maximum: 599 })),
              outcome: Type.Optional(
                Type.Enum(AUDIT_OUTCOMES, {
                  description:
                    '`success`: a status below 400; `client_error`: 400 to 499 (refused); `server_error`: 500 and above.',
                }),
              ),
              from: Type.Optional(Type.String({ maxLength: 40, description: DATE_OR_INSTANT_DESCRIPTION })),
              to: Type.Optional(Type.String({ maxLength: 40, description: DATE_OR_INSTANT_DESCRIPTION })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Page(Type.Ref('AuditEntry'), [AUDIT_ENTRY_EXAMPLE]) },
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
        if (request.query.userId) query = query.where('userId', '=', request.query.userId);
        if (request.query.actorType) query = query.where('actorType', '=', request.query.actorType);
        const { action, outcome } = request.query;
        if (action === API_REQUEST_ACTION) query = query.where('action', 'is', null);
        else if (action) query = query.where('action', '=', action);
        if (request.query.status) query = query.where('status', '=', request.query.status);
        if (outcome === 'success') query = query.where('status', '<', 400);
        else if (outcome === 'client_error')
          query = query.where('status', '>=', 400).where('status', '<', 500);
        else if (outcome === 'server_error') query = query.where('status', '>=', 500);

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
