import { Type, type Static } from 'typebox';
import { EmploymentDate } from '../../platform/dates.js';
import { DateText, InstantText, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

const HHMM = Text(MAX_LENGTH.timeOfDay, {
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'Local time, `HH:MM`.',
  examples: ['08:00'],
});

export const IntervalSchema = Type.Object(
  { start: HHMM, end: HHMM },
  {
    additionalProperties: false,
    description: 'A work interval; `end` earlier than `start` crosses midnight.',
  },
);

/** A CPF or a PIS with its punctuation (`529.982.247-25`); stored and answered as its 11 digits. */
const MAX_CPF_LENGTH = 14;
const MAX_REGISTRATION_LENGTH = 50;
/** RFC 5321's limit on an address. */
const MAX_EMAIL_LENGTH = 254;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The intervals of one day, at most. */
export const MAX_DAY_INTERVALS = 6;
const DayIntervals = Type.Array(IntervalSchema, { maxItems: MAX_DAY_INTERVALS });
const day = Type.Optional(DayIntervals);
export const WeeklyScheduleSchema = Type.Object(
  { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
  {
    additionalProperties: false,
    description:
      'Weekly working pattern: intervals per weekday, in the employee time zone. Intervals may not overlap, also across midnight.',
    examples: [
      {
        mon: [
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
        fri: [{ start: '22:00', end: '06:00' }],
      },
    ],
  },
);
export type WeeklySchedule = Static<typeof WeeklyScheduleSchema>;

/** The longest cycle: two months of rotating shifts. */
export const MAX_CYCLE_DAYS = 62;
export const CycleScheduleSchema = Type.Object(
  {
    type: Type.Literal('cycle'),
    startsOn: EmploymentDate({ description: 'The date of the cycle’s first day (`days[0]`).' }),
    days: Type.Array(DayIntervals, {
      minItems: 1,
      maxItems: MAX_CYCLE_DAYS,
      description: 'The intervals of each day of the cycle, in order; an empty day is a rest day.',
    }),
  },
  {
    additionalProperties: false,
    description:
      'A repeating cycle of days from `startsOn` (12x36, 24x72, 6x1, rotating shifts): day D follows `days[(D − startsOn) mod days.length]`. Intervals may not overlap, also across midnight and from the last day into the first.',
    examples: [
      {
        type: 'cycle',
        startsOn: '2026-11-02',
        days: [[{ start: '07:00', end: '19:00' }], []],
      },
    ],
  },
);
export type CycleSchedule = Static<typeof CycleScheduleSchema>;

export type Schedule = WeeklySchedule | CycleSchedule;

/**
 * What requests accept: a cycle when the object has `type`, else a weekly pattern. A condition rather than
 * `anyOf`, so that a bad weekly schedule is told only what is wrong with it as a weekly one (and a bad cycle
 * only as a cycle), not every way it fails to be the other kind.
 */
export const ScheduleInput = Type.Unsafe<Schedule>(
  Type.Dependent(
    Type.Object({ type: Type.Unknown() }, { required: ['type'] }),
    CycleScheduleSchema,
    WeeklyScheduleSchema,
    { description: 'A weekly pattern, or a cycle (`"type": "cycle"`).' },
  ),
);
/** What responses carry: either kind. */
export const ScheduleSchema = Type.Union([WeeklyScheduleSchema, CycleScheduleSchema], {
  description: 'A weekly pattern, or a cycle (`"type": "cycle"`).',
});

const fields = {
  name: Text(MAX_LENGTH.name, { minLength: 1, examples: ['Maria da Silva'] }),
  cpf: Text(MAX_CPF_LENGTH, {
    minLength: 11,
    description: 'CPF, 11 digits (punctuation accepted on input); check digits validated.',
    examples: ['52998224725'],
  }),
  pis: Text(MAX_CPF_LENGTH, { description: 'PIS/PASEP/NIT, 11 digits; check digit validated.' }),
  email: Text(MAX_EMAIL_LENGTH, { format: 'email' }),
  registration: Text(MAX_REGISTRATION_LENGTH, { minLength: 1, description: 'Matrícula; unique when set.' }),
  jobTitle: Text(MAX_LENGTH.label, { minLength: 1 }),
  admissionDate: EmploymentDate({ examples: ['2024-03-01'] }),
  terminationDate: EmploymentDate(),
  timezone: Text(MAX_LENGTH.timezone, {
    minLength: 1,
    description: 'IANA time zone of the workplace; the tenant time zone when absent.',
  }),
  active: Type.Boolean({ description: 'False ends clock-ins; records are kept.' }),
  timeBank: Type.Boolean({
    description:
      'False leaves the employee out of the time bank: a period close pays their overtime instead of banking it (docs/time-bank.md). Default true.',
  }),
  schedule: ScheduleInput,
  externalId: Text(MAX_LENGTH.label, {
    minLength: 1,
    description: 'Your system’s id; unique when set.',
  }),
};

/** Optional on create and on update; `null` clears a field. */
const optionalFields = {
  pis: Type.Optional(Nullable(fields.pis)),
  email: Type.Optional(Nullable(fields.email)),
  registration: Type.Optional(Nullable(fields.registration)),
  jobTitle: Type.Optional(Nullable(fields.jobTitle)),
  admissionDate: Type.Optional(Nullable(fields.admissionDate)),
  terminationDate: Type.Optional(Nullable(fields.terminationDate)),
  timezone: Type.Optional(Nullable(fields.timezone)),
  active: Type.Optional(fields.active),
  timeBank: Type.Optional(fields.timeBank),
  schedule: Type.Optional(Nullable(fields.schedule)),
  externalId: Type.Optional(Nullable(fields.externalId)),
};

export const CreateEmployeeBody = Type.Object(
  { name: fields.name, cpf: fields.cpf, ...optionalFields },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Maria da Silva',
        cpf: '529.982.247-25',
        pis: '120.5825.883-7',
        registration: 'A-1024',
        jobTitle: 'Operadora de caixa',
        admissionDate: '2024-03-01',
        schedule: {
          mon: [
            { start: '08:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
        },
      },
    ],
  },
);
export type CreateEmployeeInput = Static<typeof CreateEmployeeBody>;

export const UpdateEmployeeBody = Type.Object(
  { name: Type.Optional(fields.name), cpf: Type.Optional(fields.cpf), ...optionalFields },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'Any field but `id`; `null` clears an optional field.',
    examples: [{ jobTitle: 'Supervisora', active: false, terminationDate: '2026-10-31' }],
  },
);
export type UpdateEmployeeInput = Static<typeof UpdateEmployeeBody>;

/** An employee as the API answers it, for the OpenAPI document (its lists and events show it too). */
export const EMPLOYEE_EXAMPLE = {
  id: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  name: 'Maria da Silva',
  cpf: '52998224725',
  pis: '12058258837',
  email: null,
  registration: 'A-1024',
  jobTitle: 'Operadora de caixa',
  admissionDate: '2024-03-01',
  terminationDate: null,
  timezone: null,
  active: true,
  timeBank: true,
  schedule: {
    mon: [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
  },
  externalId: null,
  createdAt: '2026-11-22T13:05:09.123Z',
  updatedAt: '2026-11-22T13:05:09.123Z',
};

export const EmployeeSchema = Type.Object(
  {
    id: Uuid(),
    name: Text(MAX_LENGTH.name),
    cpf: Text(11, { pattern: '^\\d{11}$' }),
    pis: Nullable(Text(11, { pattern: '^\\d{11}$' })),
    email: Nullable(Text(MAX_EMAIL_LENGTH)),
    registration: Nullable(Text(MAX_REGISTRATION_LENGTH)),
    jobTitle: Nullable(Text(MAX_LENGTH.label)),
    admissionDate: Nullable(DateText()),
    terminationDate: Nullable(DateText()),
    timezone: Nullable(Text(MAX_LENGTH.timezone)),
    active: Type.Boolean(),
    timeBank: Type.Boolean({ description: 'Whether the time bank applies to the employee.' }),
    schedule: Nullable(ScheduleSchema),
    externalId: Nullable(Text(MAX_LENGTH.label)),
    createdAt: InstantText(),
    updatedAt: InstantText(),
  },
  {
    $id: 'Employee',
    examples: [EMPLOYEE_EXAMPLE],
  },
);
export type EmployeeView = Static<typeof EmployeeSchema>;

/** A schedule version as the API answers it, for the OpenAPI document. */
export const SCHEDULE_VERSION_EXAMPLE = {
  id: '01a2041d-1f85-7120-a827-9bf83ca072f0',
  effectiveFrom: '2026-11-02',
  schedule: { type: 'cycle', startsOn: '2026-11-02', days: [[{ start: '07:00', end: '19:00' }], []] },
};

export const ScheduleVersionSchema = Type.Object(
  {
    id: Uuid(),
    effectiveFrom: DateText(),
    schedule: Nullable(ScheduleSchema),
  },
  {
    $id: 'ScheduleVersion',
    description:
      'A schedule in force from `effectiveFrom` until the next version; `null` is no contract schedule.',
    examples: [SCHEDULE_VERSION_EXAMPLE],
  },
);
export type ScheduleVersionView = Static<typeof ScheduleVersionSchema>;

export const CreateScheduleVersionBody = Type.Object(
  {
    effectiveFrom: EmploymentDate({ description: 'The first day the schedule is in force.' }),
    schedule: Nullable(ScheduleInput),
  },
  {
    additionalProperties: false,
    examples: [{ effectiveFrom: '2026-12-01', schedule: { mon: [{ start: '08:00', end: '17:00' }] } }],
  },
);
export type CreateScheduleVersionInput = Static<typeof CreateScheduleVersionBody>;
