import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import type { EventRow } from '../../platform/db/schema.js';
import { problemResponses } from '../../platform/http.js';
import { EVENT_TYPES } from '../../platform/event-types.js';
import { paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { toIso } from '../../platform/time.js';
import { EVENT_SCHEMAS, EventSchema } from './events.schemas.js';

/** The delivery body of an event: `{"id","event","createdAt","environment","data"}`. */
export function eventView(row: EventRow) {
  return {
    id: row.id,
    event: row.type,
    createdAt: toIso(row.createdAt),
    environment: row.environment,
    data: JSON.parse(row.payload) as unknown,
  };
}

export const eventRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const schema of EVENT_SCHEMAS) app.addSchema(schema);
    app.addSchema(EventSchema);
    app.get(
      '/events',
      {
        config: { scope: 'webhooks:read' },
        schema: {
          tags: ['Webhooks'],
          summary: 'List events',
          description:
            'Every event of this environment, oldest first, for reconciliation: follow `Link: rel="next"` to read on from where you stopped.',
          querystring: Type.Object(
            { ...PageQuery, event: Type.Optional(Type.Enum(EVENT_TYPES)) },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(Type.Ref('Event')), ...problemResponses(400) },
        },
        // Each event's data is the resource as stored, already as the API returns it: written as it is, with
        // no serializer built from the schema (whose refs name other modules' resources).
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request, reply) => {
        const { tenantId, environment } = principalOf(request);
        let query = deps.db
          .selectFrom('events')
          .selectAll()
          .where('tenantId', '=', tenantId)
          .where('environment', '=', environment)
          // Test events belong to one webhook's delivery log, not to the business record.
          .where('type', '!=', 'webhook.test');
        if (request.query.event) query = query.where('type', '=', request.query.event);
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'asc',
          cursorOf: (e) => [e.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(eventView);
      },
    );
  };
