import { Type, type Static } from 'typebox';
import { EmploymentDate } from '../../platform/dates.js';

const HHMM = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'Local time, `HH:MM`.' });

export const IntervalSchema = Type.Object(
  { start: HHMM, end: HHMM },
  {
    additionalProperties: false,
    description: 'A work interval; `end` earlier than `start` crosses midnight.',
  },
);

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const day = Type.Optional(Type.Array(IntervalSchema, { maxItems: 6 }));
export const ScheduleSchema = Type.Object(
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
export type Schedule = Static<typeof ScheduleSchema>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const fields = {
  name: Type.String({ minLength: 1, maxLength: 200, examples: ['Maria da Silva'] }),
  cpf: Type.String({
    minLength: 11,
    maxLength: 14,
    description: 'CPF, 11 digits (punctuation accepted on input); check digits validated.',
    examples: ['52998224725'],
  }),
  pis: Type.String({ maxLength: 14, description: 'PIS/PASEP/NIT, 11 digits; check digit validated.' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  registration: Type.String({ minLength: 1, maxLength: 50, description: 'Matrícula; unique when set.' }),
  jobTitle: Type.String({ minLength: 1, maxLength: 100 }),
  admissionDate: EmploymentDate({ examples: ['2024-03-01'] }),
  terminationDate: EmploymentDate(),
  timezone: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'IANA time zone of the workplace; the tenant time zone when absent.',
  }),
  active: Type.Boolean({ description: 'False ends clock-ins; records are kept.' }),
  schedule: ScheduleSchema,
  externalId: Type.String({
    minLength: 1,
    maxLength: 100,
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

export const EmployeeSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    cpf: Type.String(),
    pis: Nullable(Type.String()),
    email: Nullable(Type.String()),
    registration: Nullable(Type.String()),
    jobTitle: Nullable(Type.String()),
    admissionDate: Nullable(Type.String({ format: 'date' })),
    terminationDate: Nullable(Type.String({ format: 'date' })),
    timezone: Nullable(Type.String()),
    active: Type.Boolean(),
    schedule: Nullable(ScheduleSchema),
    externalId: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  {
    $id: 'Employee',
    examples: [
      {
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
        schedule: {
          mon: [
            { start: '08:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
        },
        externalId: null,
        createdAt: '2026-11-22T13:05:09.123Z',
        updatedAt: '2026-11-22T13:05:09.123Z',
      },
    ],
  },
);
export type EmployeeView = Static<typeof EmployeeSchema>;
