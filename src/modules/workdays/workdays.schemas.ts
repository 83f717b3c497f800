import { type Static, Type } from 'typebox';
import { DayAbsenceSchema } from '../absences/absences.schemas.js';
import { DAY_STATUSES } from './calendar.js';

/** A treated workday as the API shows it (the admin's `/v1/employees/:id/workdays`, the worker's portal). */
export const WorkdaySchema = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    weekday: Type.String(),
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
        at: Type.String({ format: 'date-time' }),
        kind: Type.Enum(['E', 'S', 'D'] as const, { description: 'Entrada, saída, or desconsiderada.' }),
        source: Type.Enum(['O', 'I'] as const, { description: 'Original, or included by an adjustment.' }),
        pair: Type.Union([Type.Integer(), Type.Null()]),
        timeEntryId: Type.Union([Type.String(), Type.Null()]),
        adjustmentId: Type.Union([Type.String(), Type.Null()]),
        reason: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  },
  { $id: 'Workday' },
);
export type WorkdayView = Static<typeof WorkdaySchema>;
