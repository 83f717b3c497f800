import { type TSchema, Type } from 'typebox';
import type { EventType } from '../../platform/db/schema.js';
import { EVENT_TYPES } from '../../platform/event-types.js';
import { InstantText, Nullable, Uuid } from '../../platform/schemas.js';
import { ABSENCE_EXAMPLE } from '../absences/absences.schemas.js';
import { ADJUSTMENT_EXAMPLE } from '../adjustments/adjustments.schemas.js';
import { EMPLOYEE_EXAMPLE } from '../employees/employees.schemas.js';
import { EXPORT_EXAMPLE } from '../exports/exports.schemas.js';
import { PERIOD_EXAMPLE } from '../periods/periods.schemas.js';
import { TIME_ENTRY_EXAMPLE } from '../time-entries/time-entries.schemas.js';

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

/** What a request's `data` is before its decision. */
const PENDING = { status: 'pending', decisionNote: null, decidedAt: null, decidedBy: null };

const TIME_BANK_UPDATE_EXAMPLE = {
  employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  balanceMinutes: -60,
  reason: 'manual',
  periodId: null,
  entries: [
    {
      id: '01a2041d-1f85-7120-a827-9bf83ca07303',
      employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
      date: '2026-11-20',
      kind: 'manual',
      minutes: -120,
      expiresOn: null,
      periodId: null,
      note: 'Acordo: 2 h pagas',
      createdAt: '2026-11-20T18:30:00.000Z',
    },
  ],
};

/**
 * Each event's `data`, by type: the resource as the API returns it. A `Record` of every EventType, so that a
 * new event does not compile until its payload is declared here (and so in the OpenAPI document).
 */
const EVENT_DATA: Record<EventType, { data: TSchema; description: string; example: unknown }> = {
  'employee.created': {
    data: Type.Ref('Employee'),
    example: EMPLOYEE_EXAMPLE,
    description: 'An employee was created.',
  },
  'employee.updated': {
    data: Type.Ref('Employee'),
    example: { ...EMPLOYEE_EXAMPLE, jobTitle: 'Supervisora', updatedAt: '2026-11-23T12:00:00.000Z' },
    description:
      'An employee was changed (a PATCH, or a schedule version changing the schedule in force today).',
  },
  'time_entry.created': {
    data: Type.Ref('TimeEntry'),
    example: TIME_ENTRY_EXAMPLE,
    description: 'A clock-in mark was recorded.',
  },
  'adjustment.requested': {
    data: Type.Ref('Adjustment'),
    example: { ...ADJUSTMENT_EXAMPLE, ...PENDING },
    description: 'An adjustment was filed.',
  },
  'adjustment.approved': {
    data: Type.Ref('Adjustment'),
    example: ADJUSTMENT_EXAMPLE,
    description: 'An adjustment was approved.',
  },
  'adjustment.rejected': {
    data: Type.Ref('Adjustment'),
    example: { ...ADJUSTMENT_EXAMPLE, status: 'rejected', decisionNote: 'Sem comprovação do horário' },
    description: 'An adjustment was rejected.',
  },
  'absence.requested': {
    data: Type.Ref('Absence'),
    example: { ...ABSENCE_EXAMPLE, ...PENDING },
    description: 'An absence was requested.',
  },
  'absence.approved': {
    data: Type.Ref('Absence'),
    example: ABSENCE_EXAMPLE,
    description: 'An absence was approved.',
  },
  'absence.rejected': {
    data: Type.Ref('Absence'),
    example: { ...ABSENCE_EXAMPLE, status: 'rejected', decisionNote: 'Atestado ilegível' },
    description: 'An absence was rejected.',
  },
  'period.closed': { data: Type.Ref('Period'), example: PERIOD_EXAMPLE, description: 'A period was closed.' },
  'period.reopened': {
    data: Type.Ref('Period'),
    example: {
      ...PERIOD_EXAMPLE,
      status: 'reopened',
      reopenedAt: '2026-11-03T09:00:00.000Z',
      reopenedBy: { type: 'user', id: '01a2041c-0000-7000-8000-000000000002' },
    },
    description: 'A closed period was reopened.',
  },
  'time_bank.updated': {
    data: TimeBankUpdateSchema,
    example: TIME_BANK_UPDATE_EXAMPLE,
    description: "An employee's time bank changed (a manual entry, a close or a reopen).",
  },
  'export.completed': {
    data: Type.Ref('Export'),
    example: EXPORT_EXAMPLE,
    description: 'A long export finished; its file is at `GET /v1/exports/{id}/file`.',
  },
  'export.failed': {
    data: Type.Ref('Export'),
    example: {
      ...EXPORT_EXAMPLE,
      status: 'failed',
      progress: { done: 130, total: 420 },
      error: { code: 'export_failed', detail: 'The export failed; create it again.' },
      file: null,
    },
    description: 'A long export failed; `error` says why.',
  },
  'webhook.test': {
    data: WebhookTestSchema,
    example: {
      webhookId: '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700',
      message: 'This is a test event from Pontual.',
    },
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
    {
      $id: eventSchemaId(type),
      description: EVENT_DATA[type].description,
      examples: [eventExample(type)],
    },
  ),
);

/** An event of `type` as delivered, for the OpenAPI document. */
export function eventExample(type: EventType, id = '01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9') {
  return {
    id,
    event: type,
    createdAt: '2026-11-22T13:10:00.000Z',
    environment: 'live',
    data: EVENT_DATA[type].example,
  };
}

/** Any event `/v1/events` lists (all but `webhook.test`), told apart by `event`. */
export const EventSchema = Type.Union(
  EVENT_TYPES.map((type) => Type.Ref(eventSchemaId(type))),
  {
    $id: 'Event',
    description: 'An event, exactly as a webhook delivery body carries it.',
    examples: [eventExample('time_entry.created')],
  },
);

/** The events a webhook receives, for the OpenAPI document's `webhooks`. */
export const WEBHOOK_EVENTS = (Object.keys(EVENT_DATA) as EventType[]).map((type) => ({
  event: type,
  schema: eventSchemaId(type),
  description: EVENT_DATA[type].description,
}));
