import { Type, type Static } from 'typebox';
import { Instant } from '../../platform/dates.js';
import { EVENT_TYPES } from '../../platform/event-types.js';
import { InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';
import { RESPONSE_BODY_LIMIT } from './delivery/sender.js';

const url = Text(MAX_LENGTH.url, {
  minLength: 1,
  description: 'Absolute https URL without credentials; private, loopback and link-local hosts are refused.',
  examples: ['https://payroll.example.com/hooks/pontual'],
});
const events = Type.Array(Type.Enum(EVENT_TYPES), {
  minItems: 1,
  uniqueItems: true,
  maxItems: EVENT_TYPES.length,
});
const description = Text(MAX_LENGTH.note);

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

/** The longest overlap a rotation may give the secret it replaces: a day. */
export const MAX_SECRET_OVERLAP_SECONDS = 86_400;

export const RotateSecretBody = Type.Union(
  [
    Type.Object(
      {
        expireCurrentInSeconds: Type.Optional(
          Int32({
            maximum: MAX_SECRET_OVERLAP_SECONDS,
            default: 0,
            description:
              'How long the secret being replaced keeps signing beside the new one, in seconds: 0 (the default) voids it at once.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { examples: [{ expireCurrentInSeconds: 3600 }] },
);
export type RotateSecretInput = Static<typeof RotateSecretBody>;

const webhookFields = {
  id: Uuid(),
  url: Text(MAX_LENGTH.url),
  events: Type.Array(Text(MAX_LENGTH.code), { maxItems: EVENT_TYPES.length }),
  description: Nullable(Text(MAX_LENGTH.note)),
  active: Type.Boolean(),
  pausedReason: Type.Union([Text(MAX_LENGTH.message), Type.Null()], {
    description: 'Set when Pontual paused the webhook itself (all deliveries failed for 5 days).',
  }),
  previousSecretExpiresAt: Type.Union([InstantText(), Type.Null()], {
    description:
      'While a rotation’s overlap lasts: when the replaced secret stops signing (until then every delivery carries both signatures).',
  }),
  createdAt: InstantText(),
  updatedAt: InstantText(),
};

/** A webhook as the API answers it, for the OpenAPI document. */
export const WEBHOOK_EXAMPLE = {
  id: '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700',
  url: 'https://payroll.example.com/hooks/pontual',
  events: ['time_entry.created'],
  description: 'Payroll sync',
  active: true,
  pausedReason: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-22T13:00:00.000Z',
  updatedAt: '2026-11-22T13:00:00.000Z',
};
/** The secret of the example webhook: the signatures of the delivery example are made with it. */
const SECRET_EXAMPLE = 'whsec_Yq3vN8kR2mT6wZ9bC4xF7hJ1pL5sD0gA';

export const WebhookSchema = Type.Object(webhookFields, { $id: 'Webhook', examples: [WEBHOOK_EXAMPLE] });
export const WebhookWithSecretSchema = Type.Object(
  {
    ...webhookFields,
    secret: Text(MAX_LENGTH.secret, {
      description: 'whsec_…: shown only here; sign-check every delivery with it.',
    }),
  },
  { $id: 'WebhookWithSecret', examples: [{ ...WEBHOOK_EXAMPLE, secret: SECRET_EXAMPLE }] },
);
export type WebhookView = Static<typeof WebhookSchema>;

/**
 * An event's JSON as delivered. The largest, `time_bank.updated`, lists at most 10,000 entries of a few hundred
 * characters each (events.schemas.ts).
 */
const MAX_EVENT_BODY_LENGTH = 16 * 1024 * 1024;

/** A delivery of the example webhook's test event, signed with its secret, for the OpenAPI document. */
export const DELIVERY_EXAMPLE = {
  id: '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7c0',
  event: 'webhook.test',
  eventId: '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8',
  url: 'https://payroll.example.com/hooks/pontual',
  httpStatus: 200,
  durationMs: 143,
  success: true,
  responseBody: '{"received":true}',
  error: null,
  requestHeaders: {
    'content-type': 'application/json',
    'user-agent': 'Pontual-Webhooks/0.1.0',
    'x-pontual-event': 'webhook.test',
    'x-pontual-event-id': '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8',
    'x-pontual-delivery': '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7c0',
    'x-pontual-signature': 't=1795353000,v1=ee46f1377b192321a0de4023b303b96afbe7286c7e4ae32dc169958adeb5da7d',
    'webhook-id': '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8',
    'webhook-timestamp': '1795353000',
    'webhook-signature': 'v1,BgK7RbacAPYDalJ6auh8p0zmY880vInyYYUzYprZ3z0=',
  },
  requestBody:
    '{"id":"01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8","event":"webhook.test","createdAt":"2026-11-22T13:10:00.000Z","environment":"live","data":{"webhookId":"01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700","message":"This is a test event from Pontual."}}',
  createdAt: '2026-11-22T13:10:00.143Z',
  job: { state: 'delivered', attempts: 1, nextAttemptAt: null },
};

export const DeliverySchema = Type.Object(
  {
    id: Uuid(),
    event: Text(MAX_LENGTH.code),
    eventId: Uuid(),
    url: Text(MAX_LENGTH.url),
    httpStatus: Int32({ maximum: 999, description: '0 when no response came (see `error`).' }),
    durationMs: Int32(),
    success: Type.Boolean(),
    responseBody: Text(RESPONSE_BODY_LIMIT, { description: 'The first 16 KiB of the response, as text.' }),
    error: Nullable(Text(MAX_LENGTH.message)),
    requestHeaders: Type.Record(Type.String(), Text(MAX_LENGTH.message)),
    requestBody: Text(MAX_EVENT_BODY_LENGTH, { description: 'The event, as it was sent.' }),
    createdAt: InstantText(),
    job: Nullable(
      Type.Object(
        {
          state: Type.Enum(['pending', 'delivered', 'failed', 'cancelled'] as const, {
            description:
              '`pending`: another attempt is due at `nextAttemptAt`; `delivered`; `failed`: the retries ran out; `cancelled`: the webhook was deleted.',
          }),
          attempts: Int32({ minimum: 0, description: 'Attempts made so far.' }),
          nextAttemptAt: Nullable(InstantText()),
        },
        {
          additionalProperties: false,
          description:
            'The delivery of this event to this webhook as it stands now, across its attempts; null when its record is gone.',
        },
      ),
    ),
  },
  {
    $id: 'WebhookDelivery',
    examples: [DELIVERY_EXAMPLE],
  },
);

export const QueuedSchema = Type.Object(
  { eventId: Uuid(), status: Type.Literal('queued') },
  { $id: 'WebhookQueued', examples: [{ eventId: '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8', status: 'queued' }] },
);

/** Events one replay queues at most: a wider window is refused, to be replayed in parts. */
export const MAX_REPLAYED_EVENTS = 10_000;

export const ReplayBody = Type.Object(
  {
    since: Instant({ description: 'Replays the events created at or after this instant…' }),
    until: Type.Optional(Instant({ description: '…and before this one (default: now).' })),
    onlyFailed: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Only the events whose last attempt to this webhook failed (given up, or waiting for a retry).',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ since: '2026-11-20T00:00:00-03:00', until: '2026-11-21T00:00:00-03:00', onlyFailed: true }],
  },
);
export type ReplayInput = Static<typeof ReplayBody>;

export const ReplayQueuedSchema = Type.Object(
  {
    count: Int32({ description: 'Events queued for delivery again.' }),
    status: Type.Literal('queued'),
  },
  { $id: 'WebhookReplayQueued', examples: [{ count: 37, status: 'queued' }] },
);
