import { Type, type Static } from 'typebox';
import { RecordDate } from '../../platform/dates.js';
import type { AbsenceType } from '../../platform/db/schema.js';
import { RequestStateSchema } from '../../platform/request-state.js';
import { DateText, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

/** Atestado, férias, licença, abono, folga, compensação do banco de horas, falta. */
export const ABSENCE_TYPES = [
  'medical_certificate',
  'vacation',
  'leave',
  'justified',
  'day_off',
  'time_bank',
  'unjustified',
] as const satisfies readonly AbsenceType[];

/** Every type but `unjustified` is justified: the time it covers is not owed (docs/calendar.md). */
export const isJustified = (type: AbsenceType): boolean => type !== 'unjustified';

/** The longest absence one request may cover, in days (a year of vacation or leave, leap day included). */
export const MAX_ABSENCE_DAYS = 366;

const HHMM = Text(MAX_LENGTH.timeOfDay, {
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'Local time in the employee’s zone, `HH:MM`.',
});

export const CreateAbsenceBody = Type.Object(
  {
    employeeId: Uuid(),
    type: Type.Enum(ABSENCE_TYPES, {
      description:
        '`medical_certificate` (atestado), `vacation` (férias), `leave` (licença), `justified` (abono), `day_off` (folga), `time_bank` (compensação do banco de horas) or `unjustified` (falta).',
    }),
    from: RecordDate({ description: 'First day.' }),
    to: RecordDate({ description: `Last day (at most ${MAX_ABSENCE_DAYS} days from \`from\`).` }),
    start: Type.Optional({ ...HHMM, description: 'With `end`: only part of one day (then `from` = `to`).' }),
    end: Type.Optional({ ...HHMM, description: 'After `start`, on the same day.' }),
    reason: Text(MAX_LENGTH.label, { minLength: 1, description: 'Why, 1–100 characters.' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
        type: 'medical_certificate',
        from: '2026-11-18',
        to: '2026-11-19',
        reason: 'Atestado médico, CID não informado',
      },
    ],
  },
);
export type CreateAbsenceInput = Static<typeof CreateAbsenceBody>;

/** An absence as the API answers it, for the OpenAPI document. */
export const ABSENCE_EXAMPLE = {
  id: '01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b',
  employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  type: 'medical_certificate',
  justified: true,
  from: '2026-11-18',
  to: '2026-11-19',
  start: null,
  end: null,
  reason: 'Atestado médico, CID não informado',
  status: 'approved',
  requestedBy: { type: 'api_key', id: '01a2041c-0000-7000-8000-000000000001' },
  decisionNote: null,
  decidedAt: '2026-11-20T12:00:00.000Z',
  decidedBy: { type: 'user', id: '01a2041c-0000-7000-8000-000000000002' },
  createdAt: '2026-11-20T09:30:00.000Z',
};

export const AbsenceSchema = Type.Object(
  {
    id: Uuid(),
    employeeId: Uuid(),
    type: Type.Enum(ABSENCE_TYPES),
    justified: Type.Boolean({ description: 'False only for `unjustified`: its time is still owed.' }),
    from: DateText(),
    to: DateText(),
    start: Nullable(Text(MAX_LENGTH.timeOfDay)),
    end: Nullable(Text(MAX_LENGTH.timeOfDay)),
    reason: Text(MAX_LENGTH.label),
    ...RequestStateSchema,
  },
  {
    $id: 'Absence',
    examples: [ABSENCE_EXAMPLE],
  },
);
export type AbsenceView = Static<typeof AbsenceSchema>;

/** What a day of the calendar says of the approved absence covering it. */
export const DayAbsenceSchema = Type.Object({
  id: Uuid(),
  type: Type.Enum(ABSENCE_TYPES),
  justified: Type.Boolean({ description: 'False for `unjustified`: the time it covers is still owed.' }),
});
export type DayAbsence = Static<typeof DayAbsenceSchema>;
