import { type Static, Type } from 'typebox';
import { DayAbsenceSchema } from '../absences/absences.schemas.js';
import { DAY_STATUSES } from './calendar.js';
import { WEEKDAYS } from '../employees/employees.schemas.js';
import { DateText, InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

/** A workday as the API answers it, for the OpenAPI document: a forgotten exit included by an adjustment. */
export const WORKDAY_EXAMPLE = {
  date: '2026-11-17',
  weekday: 'tue',
  status: 'workday',
  holiday: null,
  absence: null,
  complete: true,
  marks: [
    originalMark('2026-11-17T11:01:12.000Z', 'E', 1, '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d10'),
    originalMark('2026-11-17T15:00:03.000Z', 'S', 1, '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d11'),
    originalMark('2026-11-17T16:02:45.000Z', 'E', 2, '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d12'),
    {
      at: '2026-11-17T20:00:00.000Z',
      kind: 'S',
      source: 'I',
      pair: 2,
      timeEntryId: null,
      adjustmentId: '01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5c',
      reason: 'Esqueceu de registrar a saída',
    },
  ],
};
/** A mark of the example as it was made (`source: O`). */
function originalMark(at: string, kind: string, pair: number, timeEntryId: string) {
  return { at, kind, source: 'O', pair, timeEntryId, adjustmentId: null, reason: null };
}

/** A treated workday as the API shows it (the admin's `/v1/employees/:id/workdays`, the worker's portal). */
export const WorkdaySchema = Type.Object(
  {
    date: DateText(),
    weekday: Type.Enum(WEEKDAYS),
    status: Type.Enum(DAY_STATUSES, {
      description:
        'Where the day falls: `not_employed` (before admission or after termination), `future`, `holiday`, `absence` (an approved absence covers the whole day), `rest` (no scheduled work), or `workday`. Only a workday, or the day of an `unjustified` absence, owes minutes.',
    }),
    holiday: Type.Union([Type.Ref('Holiday'), Type.Null()], {
      description: 'The holiday on that date, if any, whatever the status.',
    }),
    absence: Type.Union([DayAbsenceSchema, Type.Null()], {
      description:
        'The approved absence on that date, if any, whatever the status: the whole-day one, else the earliest part of the day.',
    }),
    complete: Type.Boolean({ description: 'False when the effective marks are odd: a mark is missing.' }),
    marks: Type.Array(
      Type.Object({
        at: InstantText(),
        kind: Type.Enum(['E', 'S', 'D'] as const, { description: 'Entrada, saída, or desconsiderada.' }),
        source: Type.Enum(['O', 'I'] as const, { description: 'Original, or included by an adjustment.' }),
        pair: Nullable(Int32({ minimum: 1 })),
        timeEntryId: Nullable(Uuid()),
        adjustmentId: Nullable(Uuid()),
        reason: Nullable(Text(MAX_LENGTH.label)),
      }),
    ),
  },
  { $id: 'Workday', examples: [WORKDAY_EXAMPLE] },
);
export type WorkdayView = Static<typeof WorkdaySchema>;
