import { type Static, Type } from 'typebox';
import { DayAbsenceSchema } from '../absences/absences.schemas.js';
import { DAY_STATUSES } from './calendar.js';
import { WEEKDAYS } from '../employees/employees.schemas.js';
import { DateText, InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

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
  { $id: 'Workday' },
);
export type WorkdayView = Static<typeof WorkdaySchema>;
