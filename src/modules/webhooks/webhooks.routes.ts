import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { EVENT_TYPES } from '../../platform/event-types.js';
import { Page, paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { Uuid } from '../../platform/schemas.js';
import { findWebhook, selectDeliveries, selectJobs, selectWebhooks } from './webhooks.repository.js';
import {
  CreateWebhookBody,
  DELIVERY_EXAMPLE,
  DeliverySchema,
  QueuedSchema,
  ReplayBody,
  ReplayQueuedSchema,
  RotateSecretBody,
  UpdateWebhookBody,
  WEBHOOK_EXAMPLE,
  WebhookSchema,
  WebhookWithSecretSchema,
} from './webhooks.schemas.js';
import {
  createWebhook,
  deleteWebhook,
  deliveryView,
  redeliver,
  replayEvents,
  rotateSecret,
  sendTestEvent,
  updateWebhook,
  type WebhookDeps,
  webhookView,
} from './webhooks.service.js';

const tags = ['Webhooks'];
const read = { scope: 'webhooks:read' } as const;
const write = { scope: 'webhooks:write' } as const;

export const webhookRoutes =
  (deps: WebhookDeps & { onQueued: () => void }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(WebhookSchema);
    app.addSchema(WebhookWithSecretSchema);
    app.addSchema(DeliverySchema);
    app.addSchema(QueuedSchema);
    app.addSchema(ReplayQueuedSchema);

    app.post(
      '/webhooks',
      {
        config: write,
        schema: {
          tags,
          summary: 'Create a webhook',
          description: `Returns the signing \`secret\`, once. At most 20 per environment. Events: ${EVENT_TYPES.join(', ')}.`,
          body: CreateWebhookBody,
          response: { 201: Type.Ref('WebhookWithSecret'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createWebhook(deps, principalOf(request), request.body)),
    );

    app.get(
      '/webhooks',
      {
        config: read,
        schema: {
          tags,
          summary: 'List webhooks',
          description: 'Oldest first; the secret is never listed.',
          querystring: Type.Object(PageQuery, { additionalProperties: false }),
          response: { 200: Page(Type.Ref('Webhook'), [WEBHOOK_EXAMPLE]), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        const page = await paginate(selectWebhooks(deps.db, principalOf(request)), request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'asc',
          cursorOf: (w) => [w.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(webhookView);
      },
    );

    app.get(
      '/webhooks/:id',
      {
        config: read,
        schema: {
          tags,
          summary: 'Get a webhook',
          description:
            "Without its secret (shown only on create and rotation). Another tenant's or environment's id is a 404.",
          params: IdParams,
          response: { 200: Type.Ref('Webhook'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findWebhook(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('webhook');
        return webhookView(row);
      },
    );

    app.patch(
      '/webhooks/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Update, pause or resume a webhook',
          description:
            'A paused webhook receives nothing, and events from while it was paused are never sent.',
          params: IdParams,
          body: UpdateWebhookBody,
          response: { 200: Type.Ref('Webhook'), ...problemResponses(400, 404) },
        },
      },
      async (request) => updateWebhook(deps, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/webhooks/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Delete a webhook',
          description: 'Pending retries stop; the delivery history goes with it.',
          params: IdParams,
          response: { 204: Type.Null({ description: 'Deleted.' }), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        await deleteWebhook(deps, principalOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/webhooks/:id/rotate-secret',
      {
        config: write,
        schema: {
          tags,
          summary: 'Rotate the signing secret',
          description:
            'Returns the new secret, once. The body is optional: without `expireCurrentInSeconds` (or with 0) the old secret signs nothing from this moment; with it, every delivery carries both signatures (in `X-Pontual-Signature` and in `webhook-signature`, the new one first) until then.',
          params: IdParams,
          body: RotateSecretBody,
          response: { 200: Type.Ref('WebhookWithSecret'), ...problemResponses(400, 404) },
        },
      },
      async (request) => rotateSecret(deps, principalOf(request), request.params.id, request.body),
    );

    app.post(
      '/webhooks/:id/test',
      {
        config: write,
        schema: {
          tags,
          summary: 'Send a test event',
          description: 'Queues a signed `webhook.test` event for this webhook alone.',
          params: IdParams,
          response: { 202: Type.Ref('WebhookQueued'), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        const { eventId } = await sendTestEvent(deps, principalOf(request), request.params.id);
        deps.onQueued();
        return reply.code(202).send({ eventId, status: 'queued' as const });
      },
    );

    app.get(
      '/webhooks/:id/deliveries',
      {
        config: read,
        schema: {
          tags,
          summary: 'List delivery attempts',
          description: 'Newest first, one entry per attempt; kept 30 days.',
          params: IdParams,
          querystring: Type.Object(
            {
              ...PageQuery,
              event: Type.Optional(Type.String({ maxLength: 64 })),
              eventId: Type.Optional(Uuid({ description: 'Only the attempts to deliver this event.' })),
              success: Type.Optional(Type.Boolean()),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Page(Type.Ref('WebhookDelivery'), [DELIVERY_EXAMPLE]),
            ...problemResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const scope = principalOf(request);
        if (!(await findWebhook(deps.db, scope, request.params.id))) throw ApiError.notFound('webhook');
        let query = selectDeliveries(deps.db, scope, request.params.id);
        if (request.query.event) query = query.where('event', '=', request.query.event);
        if (request.query.eventId) query = query.where('eventId', '=', request.query.eventId);
        if (request.query.success !== undefined)
          query = query.where('success', '=', request.query.success ? 1 : 0);
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'desc',
          cursorOf: (d) => [d.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        const jobIds = [...new Set(page.items.flatMap((d) => (d.jobId ? [d.jobId] : [])))];
        const jobs = new Map((await selectJobs(deps.db, scope, jobIds)).map((job) => [job.id, job]));
        return page.items.map((d) => deliveryView(d, d.jobId ? jobs.get(d.jobId) : undefined));
      },
    );

    app.post(
      '/webhooks/:id/deliveries/:deliveryId/redeliver',
      {
        config: write,
        schema: {
          tags,
          summary: 'Send an event again',
          description: 'Queues the delivery’s event for this webhook again, with a fresh retry schedule.',
          params: Type.Object({ id: Uuid(), deliveryId: Uuid() }, { additionalProperties: false }),
          response: { 202: Type.Ref('WebhookQueued'), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        const { eventId } = await redeliver(
          deps,
          principalOf(request),
          request.params.id,
          request.params.deliveryId,
        );
        deps.onQueued();
        return reply.code(202).send({ eventId, status: 'queued' as const });
      },
    );

    app.post(
      '/webhooks/:id/replay',
      {
        config: write,
        schema: {
          tags,
          summary: 'Replay a window of events',
          description:
            'Queues again, for this webhook alone, the events created in `[since, until)` of the types it subscribes to (with `onlyFailed`, only those whose last attempt to it failed), each with a fresh retry schedule. At most 10,000 events at a time. 409 while the webhook is paused.',
          params: IdParams,
          body: ReplayBody,
          response: { 202: Type.Ref('WebhookReplayQueued'), ...problemResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const { count } = await replayEvents(deps, principalOf(request), request.params.id, request.body);
        if (count > 0) deps.onQueued();
        return reply.code(202).send({ count, status: 'queued' as const });
      },
    );
  };
