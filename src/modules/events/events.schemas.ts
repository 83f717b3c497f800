import { type TSchema, Type } from 'typebox';
import type { EventType } from '../../platform/db/schema.js';
import { EVENT_TYPES } from '../../platform/event-types.js';
import { InstantText, Nullable, Uuid } from '../../platform/schemas.js';

/** What `time_bank.updated` carries: the employee's balance after the change, and the entries it made. */
const TimeBankUpdateSchema = Type.Object({
  employeeId: Uuid(),
  balanceMinutes: Type.Integer({
    format: 'int32',
    minimum: -2147483648,
    maximum: 2147483647,
    description: 'The balance after the change.',
  }),
  reason: Type.Enum(['manual', 'period_closed', 'period_reopened'] as const),
  periodId: Nullable(Uuid()),
  entries: Type.Array(Type.Ref('TimeBankEntry'), {
    maxItems: 10000,
    description: 'The entries added (or, on a reopen, removed).',
  }),
});

const WebhookTestSchema = Type.Object({
  webhookId: Uuid(),
  message: Type.String({ maxLength: 200 }),
});

/**
 * Each event's `data`, by type: the resource as the API returns it. A `Record` of every EventType, so that a
 * new event does not compile until its payload is declared here (and so in the OpenAPI document).
 */
const EVENT_DATA: Record<EventType, { data: TSchema; description: string }> = {
  'employee.created': { data: Type.Ref('Employee'), description: 'An employee was created.' },
  'employee.updated': {
    data: Type.Ref('Employee'),
    description:
      'An employee was changed (a PATCH, or a schedule version changing the schedule in force today).',
  },
  'time_entry.created': { data: Type.Ref('TimeEntry'), description: 'A clock-in mark was recorded.' },
  'adjustment.requested': { data: Type.Ref('Adjustment'), description: 'An adjustment was filed.' },
  'adjustment.approved': { data: Type.Ref('Adjustment'), description: 'An adjustment was approved.' },
  'adjustment.rejected': { data: Type.Ref('Adjustment'), description: 'An adjustment was rejected.' },
  'absence.requested': { data: Type.Ref('Absence'), description: 'An absence was requested.' },
  'absence.approved': { data: Type.Ref('Absence'), description: 'An absence was approved.' },
  'absence.rejected': { data: Type.Ref('Absence'), description: 'An absence was rejected.' },
  'period.closed': { data: Type.Ref('Period'), description: 'A period was closed.' },
  'period.reopened': { data: Type.Ref('Period'), description: 'A closed period was reopened.' },
  'time_bank.updated': {
    data: TimeBankUpdateSchema,
    description: "An employee's time bank changed (a manual entry, a close or a reopen).",
  },
  'export.completed': {
    data: Type.Ref('Export'),
    description: 'A long export finished; its file is at `GET /v1/exports/{id}/file`.',
  },
  'export.failed': { data: Type.Ref('Export'), description: 'A long export failed; `error` says why.' },
  'webhook.test': {
    data: WebhookTestSchema,
    description: 'Sent by `POST /v1/webhooks/{id}/test` to that webhook alone; never listed by `/v1/events`.',
  },
};

/** `employee.created` → `EmployeeCreatedEvent`. */
function eventSchemaId(type: EventType): string {
  return `${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;
}

/** One schema per event type, exactly as a webhook delivery body (and `/v1/events`) carries it. */
export const EVENT_SCHEMAS = (Object.keys(EVENT_DATA) as EventType[]).map((type) =>
  Type.Object(
    {
      id: Uuid({
        description: 'Also sent as `X-Pontual-Event-Id`; deduplicate on it.',
      }),
      event: Type.Literal(type),
      createdAt: InstantText(),
      environment: Type.Enum(['live', 'test'] as const),
      data: EVENT_DATA[type].data,
    },
    { $id: eventSchemaId(type), description: EVENT_DATA[type].description },
  ),
);

/** Any event `/v1/events` lists (all but `webhook.test`), told apart by `event`. */
export const EventSchema = Type.Union(
  EVENT_TYPES.map((type) => Type.Ref(eventSchemaId(type))),
  { $id: 'Event', description: 'An event, exactly as a webhook delivery body carries it.' },
);

/** The events a webhook receives, for the OpenAPI document's `webhooks`. */
export const WEBHOOK_EVENTS = (Object.keys(EVENT_DATA) as EventType[]).map((type) => ({
  event: type,
  schema: eventSchemaId(type),
  description: EVENT_DATA[type].description,
}));
