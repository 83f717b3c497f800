import { Type, type Static } from 'typebox';
import { EVENT_TYPES } from '../../platform/event-types.js';

const url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'Absolute https URL without credentials; private, loopback and link-local hosts are refused.',
  examples: ['https://payroll.example.com/hooks/pontual'],
});
const events = Type.Array(Type.Enum(EVENT_TYPES), {
  minItems: 1,
  uniqueItems: true,
  maxItems: EVENT_TYPES.length,
});
const description = Type.String({ maxLength: 500 });

export const CreateWebhookBody = Type.Object(
  { url, events, description: Type.Optional(description) },
  {
    additionalProperties: false,
    examples: [
      {
        url: 'https://payroll.example.com/hooks/pontual',
        events: ['time_entry.created'],
        description: 'Payroll sync',
      },
    ],
  },
);
export type CreateWebhookInput = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(url),
    events: Type.Optional(events),
    active: Type.Optional(
      Type.Boolean({ description: 'false pauses: events while paused are never delivered.' }),
    ),
    description: Type.Optional(Type.Union([description, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ active: false }] },
);
export type UpdateWebhookInput = Static<typeof UpdateWebhookBody>;

const webhookFields = {
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  pausedReason: Type.Union([Type.String(), Type.Null()], {
    description: 'Set when Pontual paused the webhook itself (all deliveries failed for 5 days).',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const WebhookSchema = Type.Object(webhookFields, { $id: 'Webhook' });
export const WebhookWithSecretSchema = Type.Object(
  {
    ...webhookFields,
    secret: Type.String({ description: 'whsec_…: shown only here; sign-check every delivery with it.' }),
  },
  { $id: 'WebhookWithSecret' },
);
export type WebhookView = Static<typeof WebhookSchema>;

export const DeliverySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    event: Type.String(),
    eventId: Type.String({ format: 'uuid' }),
    url: Type.String(),
    httpStatus: Type.Integer({ description: '0 when no response came (see `error`).' }),
    durationMs: Type.Integer(),
    success: Type.Boolean(),
    responseBody: Type.String({ description: 'The first 16 KiB of the response, as text.' }),
    error: Type.Union([Type.String(), Type.Null()]),
    requestHeaders: Type.Record(Type.String(), Type.String()),
    requestBody: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'WebhookDelivery' },
);

export const QueuedSchema = Type.Object(
  { eventId: Type.String({ format: 'uuid' }), status: Type.Literal('queued') },
  { $id: 'WebhookQueued' },
);
