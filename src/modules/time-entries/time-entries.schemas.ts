import { Type, type Static } from 'typebox';
import { Instant } from '../../platform/dates.js';
import { InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

export const SOURCES = ['api', 'dashboard', 'device', 'mobile', 'web'] as const;
export const REPS = ['rep_p', 'rep_c'] as const;

/** Where a mark (or a portal acknowledgement) was made, as the browser or device reported it. */
export const LocationSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    accuracyMeters: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);

export const CreateTimeEntryBody = Type.Object(
  {
    employeeId: Uuid(),
    occurredAt: Type.Optional(
      Instant({ description: 'When the mark was made; now when absent. At most 5 minutes ahead.' }),
    ),
    source: Type.Optional(
      Type.Enum(SOURCES, {
        default: 'api',
        description: "The collector of Pontual's REP-P that took the mark; `device` for a time clock's mark.",
      }),
    ),
    rep: Type.Optional(
      Type.Enum(REPS, {
        default: 'rep_p',
        description:
          "Which REP took the mark: `rep_p`, Pontual's REP-P through the collector `source` names (a `device` is one of its collectors, `deviceId` its id); `rep_c`, a time clock (REP-C) whose serial is `deviceId`, with `source: device`. A `rep_c` mark is that clock's record: it is not in Pontual's AFD, and the AEJ and AFDT name the clock (docs/legal-files.md).",
      }),
    ),
    deviceId: Type.Optional(
      Text(MAX_LENGTH.code, {
        minLength: 1,
        description: "The collector's id, or for a `rep_c` mark the clock's serial (1 to 17 digits).",
      }),
    ),
    location: Type.Optional(LocationSchema),
    externalId: Type.Optional(
      Text(MAX_LENGTH.label, {
        minLength: 1,
        description: 'Your id for the mark; unique (409 names the existing mark).',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
        occurredAt: '2026-11-22T08:01:12-03:00',
        source: 'device',
        rep: 'rep_c',
        deviceId: '00004003650006783',
        externalId: 'clock-7-000123',
      },
    ],
  },
);
export type CreateTimeEntryInput = Static<typeof CreateTimeEntryBody>;

/** A mark as the API answers it, for the OpenAPI document (its list and `time_entry.created` show it too). */
export const TIME_ENTRY_EXAMPLE = {
  id: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e',
  employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  occurredAt: '2026-11-22T11:01:12.000Z',
  timezone: 'America/Sao_Paulo',
  source: 'device',
  rep: 'rep_c',
  deviceId: '00004003650006783',
  location: null,
  externalId: 'clock-7-000123',
  nsr: 1024,
  hash: '9f2b5c1e0d7a4b3c8e6f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d',
  createdAt: '2026-11-22T11:01:12.345Z',
};

export const TimeEntrySchema = Type.Object(
  {
    id: Uuid(),
    employeeId: Uuid(),
    occurredAt: InstantText(),
    timezone: Text(MAX_LENGTH.timezone, {
      description: 'IANA zone of the workplace when the mark was made.',
    }),
    source: Type.Enum(SOURCES),
    rep: Type.Enum(REPS, { description: 'Which REP took the mark (see the request field).' }),
    deviceId: Nullable(Text(MAX_LENGTH.code)),
    location: Nullable(LocationSchema),
    externalId: Nullable(Text(MAX_LENGTH.label)),
    nsr: Int32({ minimum: 1, description: 'Sequence number, gapless per tenant and environment.' }),
    hash: Text(MAX_LENGTH.digest, {
      description: 'SHA-256 chaining this mark to the previous one (see docs/api.md).',
    }),
    createdAt: InstantText(),
  },
  {
    $id: 'TimeEntry',
    examples: [TIME_ENTRY_EXAMPLE],
  },
);
export type TimeEntryView = Static<typeof TimeEntrySchema>;

export const ChainVerificationSchema = Type.Object(
  {
    valid: Type.Boolean(),
    checked: Int32({
      description: 'Records checked: marks, company and employee records (they share the NSR sequence).',
    }),
    lastNsr: Nullable(Int32()),
    brokenAt: Type.Union([
      Type.Object({
        nsr: Int32(),
        timeEntryId: Nullable(Uuid()),
        reason: Text(MAX_LENGTH.message),
      }),
      Type.Null(),
    ]),
  },
  {
    $id: 'ChainVerification',
    examples: [{ valid: true, checked: 1024, lastNsr: 1024, brokenAt: null }],
  },
);
export type ChainVerificationView = Static<typeof ChainVerificationSchema>;
