import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import type { EventRow } from '../../platform/db/schema.js';
import { problemResponses } from '../../platform/http.js';
import { EVENT_TYPES } from '../../platform/event-types.js';
import { Page, paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { toIso } from '../../platform/time.js';
import { ApiError } from '../../platform/errors.js';
import { EVENT_SCHEMAS, eventExample, EventSchema } from './events.schemas.js';
import { type EventStreams, MAX_STREAMS_PER_KEY, STREAM_KEEP_ALIVE_MS } from './events.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  (deps: { db: Db; streams: EventStreams }): FastifyPluginAsyncTypebox =>
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
          response: {
            200: Page(Type.Ref('Event'), [
              eventExample('employee.created', '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b1'),
              eventExample('time_entry.created', '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9'),
            ]),
            ...problemResponses(400),
          },
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

    app.get(
      '/events/stream',
      {
        config: { scope: 'webhooks:read' },
        schema: {
          tags: ['Webhooks'],
          summary: 'Stream events',
          description: `The events of this environment as they are recorded, as Server-Sent Events: each message's \`id\` is the event id, its \`event\` the type, its \`data\` the event exactly as \`GET /v1/events\` lists it (and a webhook delivery carries it). The stream starts after the latest event when it opens; send \`Last-Event-ID\` with an event id to resume after that event instead. A comment line every ${STREAM_KEEP_ALIVE_MS / 1000} s keeps a quiet stream open. At most ${MAX_STREAMS_PER_KEY} streams per key are open at once.`,
          response: {
            200: {
              description: 'Server-Sent Events, until the client disconnects.',
              content: {
                'text/event-stream': { schema: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string' }) },
              },
            },
            ...problemResponses(400),
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const lastEventId = request.headers['last-event-id'];
        if (lastEventId !== undefined && (typeof lastEventId !== 'string' || !UUID.test(lastEventId))) {
          throw new ApiError(400, 'invalid_request', 'Last-Event-ID must be an event id (a UUID).');
        }
        const stream = await deps.streams.open(
          principal.actor.id,
          principal,
          lastEventId?.toLowerCase(),
          request.log,
        );
        return (
          reply
            .type('text/event-stream; charset=utf-8')
            // A stream ends only when the server stops: its connection goes with it, so the server can close.
            .header('Connection', 'close')
            .send(stream)
        );
      },
    );
  };
