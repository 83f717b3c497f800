import { type Static, Type } from 'typebox';
import { Instant, RecordDate } from '../../platform/dates.js';
import { DateText, InstantText, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';
import { CreateAbsenceBody } from '../absences/absences.schemas.js';
import { LocationSchema } from '../time-entries/time-entries.schemas.js';

const Environment = Type.Enum(['live', 'test'] as const);
/** An invitation's token: 43 base62 characters (anything else is no token of ours). */
const InvitationToken = Type.String({ pattern: '^[0-9A-Za-z]{43}$' });
const Password = Type.String({ maxLength: 1024 });

export const PortalSignInBody = Type.Object(
  {
    tenant: Type.String({ minLength: 1, maxLength: 64, description: 'The company id the invitation named.' }),
    environment: Type.Optional(Environment),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type PortalSignInInput = Static<typeof PortalSignInBody>;

export const InvitationLookupBody = Type.Object({ token: InvitationToken }, { additionalProperties: false });
export const AcceptInvitationBody = Type.Object(
  { token: InvitationToken, password: Password },
  { additionalProperties: false },
);

export const DateRangeQuery = Type.Object(
  { from: RecordDate({ description: 'First day.' }), to: RecordDate({ description: 'Last day.' }) },
  { additionalProperties: false },
);

export const PortalClockInBody = Type.Union([
  Type.Object({ location: Type.Optional(LocationSchema) }, { additionalProperties: false }),
  Type.Null(),
]);

const reason = Type.String({ minLength: 1, maxLength: 100 });
/** The worker's own adjustment: the admin API's, for themselves (no `employeeId`). */
export const PortalAdjustmentBody = Type.Union([
  Type.Object(
    { type: Type.Literal('add'), occurredAt: Instant({ description: 'The forgotten mark.' }), reason },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('disregard'), timeEntryId: Uuid(), reason },
    { additionalProperties: false },
  ),
]);
export type PortalAdjustmentInput = Static<typeof PortalAdjustmentBody>;

/** The worker's own absence: the admin API's, for themselves (no `employeeId`). */
export const PortalAbsenceBody = Type.Omit(CreateAbsenceBody, ['employeeId'], {
  additionalProperties: false,
});
export type PortalAbsenceInput = Static<typeof PortalAbsenceBody>;

export const AcknowledgeBody = Type.Union([
  Type.Object(
    {
      sha256: Type.Optional(
        Type.String({
          pattern: '^[0-9a-f]{64}$',
          description: 'The SHA-256 (hex) of the PDF acknowledged; the last one served when absent.',
        }),
      ),
      location: Type.Optional(LocationSchema),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
export type AcknowledgeInput = Static<typeof AcknowledgeBody>;

const Location = Type.Union([LocationSchema, Type.Null()]);

/** An acknowledgement as the API answers it, for the OpenAPI document. */
export const ACKNOWLEDGEMENT_EXAMPLE = {
  periodId: '01a2041d-1f85-7120-a827-9bf83ca07300',
  employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  employeeName: 'Maria da Silva',
  acknowledgedAt: '2026-11-03T10:15:42.000Z',
  sha256: '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b',
  ip: '177.71.128.21',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  location: { latitude: -23.5505, longitude: -46.6333, accuracyMeters: 12 },
};

/** An employee's acknowledgement of a closed period's espelho, as the admin sees it. */
export const AcknowledgementSchema = Type.Object(
  {
    periodId: Uuid(),
    employeeId: Uuid(),
    employeeName: Text(MAX_LENGTH.name),
    acknowledgedAt: InstantText(),
    sha256: Text(MAX_LENGTH.digest, {
      description: 'SHA-256 (hex) of the espelho PDF the employee was served.',
    }),
    ip: Text(MAX_LENGTH.ip),
    userAgent: Nullable(Text(MAX_LENGTH.userAgent)),
    location: Location,
  },
  {
    $id: 'EspelhoAcknowledgement',
    examples: [ACKNOWLEDGEMENT_EXAMPLE],
  },
);
export type AcknowledgementView = Static<typeof AcknowledgementSchema>;

/** A closed period as the worker sees it: its range and their acknowledgement, if any. */
export const PortalPeriodSchema = Type.Object({
  id: Uuid(),
  from: DateText(),
  to: DateText(),
  closedAt: InstantText(),
  acknowledgement: Type.Union([
    Type.Object({
      acknowledgedAt: InstantText(),
      sha256: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type PortalPeriodView = Static<typeof PortalPeriodSchema>;

/** The signed-in worker: who they are, their company, and the session's CSRF token. */
export const PortalSessionSchema = Type.Object({
  employee: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    registration: Type.Union([Type.String(), Type.Null()]),
  }),
  tenant: Type.Object({ id: Type.String(), name: Type.String() }),
  environment: Environment,
  timezone: Type.String({ description: "The zone the worker's days are counted in." }),
  csrfToken: Type.String(),
});
export type PortalSessionView = Static<typeof PortalSessionSchema>;

/** What an invitation link opens on: whose account, in which company (before the password is set). */
export const InvitationSchema = Type.Object({
  employeeName: Type.String(),
  email: Type.String(),
  tenant: Type.Object({ id: Type.String(), name: Type.String() }),
  environment: Environment,
});
