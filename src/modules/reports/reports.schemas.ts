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

/** The amounts of a day or of totals that count nothing: each example names only what it counts. */
const noAmounts = Object.fromEntries(Object.keys(amounts).map((field) => [field, 0]));

/** A day as the reports give it, for the OpenAPI document: 08:00–12:00 and 13:00–17:00, the exit included. */
export const REPORT_DAY_EXAMPLE = {
  date: '2026-11-17',
  weekday: 'tue',
  status: 'workday',
  holiday: null,
  absence: null,
  scheduled: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  marks: [
    {
      at: '2026-11-17T11:01:12.000Z',
      kind: 'E',
      source: 'O',
      timeEntryId: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d10',
      adjustmentId: null,
      reason: null,
    },
    {
      at: '2026-11-17T15:00:03.000Z',
      kind: 'S',
      source: 'O',
      timeEntryId: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d11',
      adjustmentId: null,
      reason: null,
    },
    {
      at: '2026-11-17T16:02:45.000Z',
      kind: 'E',
      source: 'O',
      timeEntryId: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d12',
      adjustmentId: null,
      reason: null,
    },
    {
      at: '2026-11-17T20:00:00.000Z',
      kind: 'S',
      source: 'I',
      timeEntryId: null,
      adjustmentId: '01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5c',
      reason: 'Esqueceu de registrar a saída',
    },
  ],
  ...noAmounts,
  scheduledMinutes: 480,
  workedMinutes: 477,
  breakMinutes: 62,
  flags: [],
};

/** The totals of the example day alone. */
export const REPORT_TOTALS_EXAMPLE = {
  ...noAmounts,
  scheduledMinutes: 480,
  workedMinutes: 477,
  breakMinutes: 62,
  incompleteDays: 0,
  absentDays: 0,
};

/** The period report's JSON, as documented in the OpenAPI document (it is streamed, not serialized by it). */
export const PeriodReportSchema = Type.Object(
  {
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
  },
  {
    examples: [
      {
        from: '2026-11-17',
        to: '2026-11-17',
        generatedAt: '2026-11-26T12:30:00.000Z',
        employer: {
          name: 'Padaria São Jorge Ltda',
          documentType: 'cnpj',
          document: '11222333000181',
          cei: null,
        },
        employees: [
          {
            employee: {
              id: '01a2041d-1f85-7120-a827-9bf83ca072ef',
              name: 'Maria da Silva',
              cpf: '52998224725',
              pis: '12058258837',
              registration: 'A-1024',
              jobTitle: 'Operadora de caixa',
              admissionDate: '2024-03-01',
              timezone: 'America/Sao_Paulo',
            },
            days: [REPORT_DAY_EXAMPLE],
            totals: REPORT_TOTALS_EXAMPLE,
          },
        ],
      },
    ],
  },
);
