import { Type } from 'typebox';
import { DAY_FLAGS } from '../../legal/clt.js';
import { DayAbsenceSchema } from '../absences/absences.schemas.js';
import { DAY_STATUSES } from '../workdays/calendar.js';

const counted = (description: string) =>
  Type.Integer({
    description: `${description} Counted minutes: a night minute is 60/52.5 of a clock minute.`,
  });
const clock = (description: string) => Type.Integer({ description: `${description} Clock minutes.` });

/** The amounts of a day, and of the period's totals (docs/espelho.md). */
const amounts = {
  scheduledMinutes: counted('What the day owes: the contract intervals in force, less justified parts.'),
  workedMinutes: counted('The complete E/S pairs.'),
  nightMinutes: counted('The part of `workedMinutes` at night (22:00–05:00, Súmula 60 II extension).'),
  overtimeMinutes: counted(
    'Past the tolerance, worked − scheduled + late + absence; on a holiday or the weekly rest, all the work. Equal to `overtime50Minutes` + `overtime100Minutes`.',
  ),
  lateMinutes: counted('Scheduled minutes missed by late entries and early exits, past the tolerance.'),
  absenceMinutes: counted(
    'Scheduled minutes missed on a day without marks, or by a short day off the schedule.',
  ),
  breakMinutes: clock('The breaks between pairs.'),
  holidayWorkedMinutes: counted('Worked on a holiday or on the weekly rest (paid in double).'),
  overtime50Minutes: counted('The overtime in the tenant policy’s 50% bands (by default, of working days).'),
  overtime100Minutes: counted(
    'The overtime in the tenant policy’s 100% bands (by default, of holidays and the weekly rest).',
  ),
  suppressedBreakMinutes: clock(
    'What the longest break lacked of the CLT art. 71 minimum (§4: paid with 50%).',
  ),
  restShortfallMinutes: clock(
    'What the rest since the last exit of the shift before lacked of 11 hours (CLT art. 66; paid as overtime, TST OJ 355).',
  ),
};

export const ReportDaySchema = Type.Object({
  date: Type.String({ format: 'date' }),
  weekday: Type.String(),
  status: Type.Enum(DAY_STATUSES),
  holiday: Type.Union([Type.Ref('Holiday'), Type.Null()]),
  absence: Type.Union([DayAbsenceSchema, Type.Null()]),
  scheduled: Type.Array(Type.Object({ start: Type.String(), end: Type.String() })),
  marks: Type.Array(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      kind: Type.Enum(['E', 'S', 'D'] as const),
      source: Type.Enum(['O', 'I', 'P'] as const),
      timeEntryId: Type.Union([Type.String(), Type.Null()]),
      adjustmentId: Type.Union([Type.String(), Type.Null()]),
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  ...amounts,
  flags: Type.Array(Type.Enum(DAY_FLAGS)),
});

/** The period report's JSON, as documented in the OpenAPI document (it is streamed, not serialized by it). */
export const PeriodReportSchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  generatedAt: Type.String({ format: 'date-time' }),
  employer: Type.Object({
    name: Type.String(),
    documentType: Type.Union([Type.Enum(['cnpj', 'cpf'] as const), Type.Null()]),
    document: Type.Union([Type.String(), Type.Null()]),
    cei: Type.Union([Type.String(), Type.Null()]),
  }),
  employees: Type.Array(
    Type.Object({
      employee: Type.Object({
        id: Type.String({ format: 'uuid' }),
        name: Type.String(),
        cpf: Type.String(),
        pis: Type.Union([Type.String(), Type.Null()]),
        registration: Type.Union([Type.String(), Type.Null()]),
        jobTitle: Type.Union([Type.String(), Type.Null()]),
        admissionDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
        timezone: Type.String(),
      }),
      days: Type.Array(ReportDaySchema),
      totals: Type.Object({
        ...amounts,
        incompleteDays: Type.Integer({
          description: 'Days with an odd number of marks, awaiting treatment.',
        }),
        absentDays: Type.Integer(),
      }),
    }),
  ),
});
