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

export const RotateSecretBody = Type.Union([
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
    { additionalProperties: false, examples: [{ expireCurrentInSeconds: 3600 }] },
  ),
  Type.Null(),
]);
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

export const WebhookSchema = Type.Object(webhookFields, { $id: 'Webhook' });
export const WebhookWithSecretSchema = Type.Object(
  {
    ...webhookFields,
    secret: Text(MAX_LENGTH.secret, {
      description: 'whsec_…: shown only here; sign-check every delivery with it.',
    }),
  },
  { $id: 'WebhookWithSecret' },
);
export type WebhookView = Static<typeof WebhookSchema>;

/**
 * An event's JSON as delivered. The largest, `time_bank.updated`, lists at most 10,000 entries of a few hundred
 * characters each (events.schemas.ts).
 */
const MAX_EVENT_BODY_LENGTH = 16 * 1024 * 1024;

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
  },
  { $id: 'WebhookDelivery' },
);

export const QueuedSchema = Type.Object(
  { eventId: Uuid(), status: Type.Literal('queued') },
  { $id: 'WebhookQueued' },
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
  { $id: 'WebhookReplayQueued' },
);
