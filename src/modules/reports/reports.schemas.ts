import { Type } from 'typebox';
import { DAY_FLAGS } from '../../legal/clt.js';
import { DayAbsenceSchema } from '../absences/absences.schemas.js';
import { DAY_STATUSES } from '../workdays/calendar.js';
import { DateText, InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';
import { MAX_DAY_INTERVALS, WEEKDAYS } from '../employees/employees.schemas.js';

const counted = (description: string) =>
  Int32({
    description: `${description} Counted minutes: a night minute is 60/52.5 of a clock minute.`,
  });
const clock = (description: string) => Int32({ description: `${description} Clock minutes.` });

/** The longest report: a year and a day (reports.routes.ts). */
export const MAX_REPORT_DAYS = 366;

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
  date: DateText(),
  weekday: Type.Enum(WEEKDAYS),
  status: Type.Enum(DAY_STATUSES),
  holiday: Nullable(Type.Ref('Holiday')),
  absence: Nullable(DayAbsenceSchema),
  scheduled: Type.Array(Type.Object({ start: Text(MAX_LENGTH.timeOfDay), end: Text(MAX_LENGTH.timeOfDay) }), {
    maxItems: MAX_DAY_INTERVALS,
  }),
  marks: Type.Array(
    Type.Object({
      at: InstantText(),
      kind: Type.Enum(['E', 'S', 'D'] as const),
      source: Type.Enum(['O', 'I', 'P'] as const),
      timeEntryId: Nullable(Uuid()),
      adjustmentId: Nullable(Uuid()),
      reason: Nullable(Text(MAX_LENGTH.label)),
    }),
  ),
  ...amounts,
  flags: Type.Array(Type.Enum(DAY_FLAGS), { maxItems: DAY_FLAGS.length }),
});

/** The period report's JSON, as documented in the OpenAPI document (it is streamed, not serialized by it). */
export const PeriodReportSchema = Type.Object({
  from: DateText(),
  to: DateText(),
  generatedAt: InstantText(),
  employer: Type.Object({
    name: Text(MAX_LENGTH.name),
    documentType: Nullable(Type.Enum(['cnpj', 'cpf'] as const)),
    document: Nullable(Text(MAX_LENGTH.document)),
    cei: Nullable(Text(MAX_LENGTH.document)),
  }),
  employees: Type.Array(
    Type.Object({
      employee: Type.Object({
        id: Uuid(),
        name: Text(MAX_LENGTH.name),
        cpf: Text(MAX_LENGTH.document),
        pis: Nullable(Text(MAX_LENGTH.document)),
        registration: Nullable(Text(MAX_LENGTH.label)),
        jobTitle: Nullable(Text(MAX_LENGTH.label)),
        admissionDate: Nullable(DateText()),
        timezone: Text(MAX_LENGTH.timezone),
      }),
      days: Type.Array(ReportDaySchema, { maxItems: MAX_REPORT_DAYS }),
      totals: Type.Object({
        ...amounts,
        incompleteDays: Int32({
          description: 'Days with an odd number of marks, awaiting treatment.',
        }),
        absentDays: Int32(),
      }),
    }),
  ),
});
