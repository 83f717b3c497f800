import { Type, type Static } from 'typebox';
import { RecordDate } from '../../platform/dates.js';
import {
  DateText,
  InstantText,
  Int32,
  MAX_LENGTH,
  Nullable,
  SignedInt32,
  Text,
  Uuid,
} from '../../platform/schemas.js';
import { REPORT_DAY_EXAMPLE, REPORT_TOTALS_EXAMPLE, ReportDaySchema } from '../reports/reports.schemas.js';

/** A period closes at most this many days (a month, or two for the odd payroll calendar). */
export const MAX_PERIOD_DAYS = 62;
/** At most this many employees named in one close (without the list, every active employee). */
export const MAX_PERIOD_EMPLOYEES = 1000;

export const ClosePeriodBody = Type.Object(
  {
    from: RecordDate({ description: 'First day of the period.' }),
    to: RecordDate({ description: 'Last day of the period: before today (its days must be over).' }),
    employeeIds: Type.Optional(
      Type.Array(Uuid(), {
        minItems: 1,
        maxItems: MAX_PERIOD_EMPLOYEES,
        description: 'Close only these employees; every active employee without it.',
      }),
    ),
  },
  { additionalProperties: false, examples: [{ from: '2026-10-01', to: '2026-10-31' }] },
);
export type ClosePeriodInput = Static<typeof ClosePeriodBody>;

const ActorSchema = Type.Object({
  type: Type.Union([Type.Literal('api_key'), Type.Literal('user')]),
  id: Text(MAX_LENGTH.code),
});

/** A period as the API answers it, for the OpenAPI document. */
export const PERIOD_EXAMPLE = {
  id: '01a2041d-1f85-7120-a827-9bf83ca07300',
  from: '2026-10-01',
  to: '2026-10-31',
  employeeIds: null,
  employeeCount: 42,
  status: 'closed',
  closedAt: '2026-11-02T12:00:00.000Z',
  closedBy: { type: 'api_key', id: '01a2041d-1f85-7120-a827-9bf83ca07299' },
  reopenedAt: null,
  reopenedBy: null,
};

export const PeriodSchema = Type.Object(
  {
    id: Uuid(),
    from: DateText(),
    to: DateText(),
    employeeIds: Type.Union([Type.Array(Uuid(), { maxItems: MAX_PERIOD_EMPLOYEES }), Type.Null()], {
      description: 'The employees the close named; null: every active employee.',
    }),
    employeeCount: Int32({ description: 'Employees whose days the close froze.' }),
    status: Type.Union(
      [Type.Literal('closing'), Type.Literal('closed'), Type.Literal('reopening'), Type.Literal('reopened')],
      {
        description:
          '`closing` while the close runs (its days are already refused), `closed`, `reopening` while the reopen runs (no close of the environment starts meanwhile; reopening it again finishes one that stopped part-way), or `reopened` (its postings reversed).',
      },
    ),
    closedAt: InstantText(),
    closedBy: ActorSchema,
    reopenedAt: Nullable(InstantText()),
    reopenedBy: Type.Union([ActorSchema, Type.Null()]),
  },
  {
    $id: 'Period',
    examples: [PERIOD_EXAMPLE],
  },
);
export type PeriodView = Static<typeof PeriodSchema>;

/** The frozen espelho of one employee of a closed period, as the OpenAPI document shows it (sent as text). */
export const FrozenEspelhoSchema = Type.Object(
  {
    period: Type.Object({
      id: Uuid(),
      from: DateText(),
      to: DateText(),
      closedAt: InstantText(),
    }),
    employee: Type.Object({
      id: Uuid(),
      name: Text(MAX_LENGTH.name),
      cpf: Text(MAX_LENGTH.document),
      pis: Nullable(Text(MAX_LENGTH.document)),
      registration: Nullable(Text(MAX_LENGTH.label)),
    }),
    inBank: Type.Boolean({ description: 'Whether the close posted the employee to the time bank.' }),
    days: Type.Array(
      Type.Object({
        ...ReportDaySchema.properties,
        contractMinutes: Int32({
          description: "The day's contract in counted minutes, whatever its status.",
        }),
        weeklyRest: Type.Boolean(),
        banked: Type.Boolean({ description: 'Its overtime went to the bank instead of the payroll.' }),
        debited: Type.Boolean({ description: 'Its lateness and unjustified absence went to the bank.' }),
        compensationMinutes: Int32({ description: 'What a `time_bank` absence took from the bank.' }),
      }),
      { maxItems: MAX_PERIOD_DAYS },
    ),
    totals: Type.Record(Type.String(), SignedInt32(), { description: 'The totals of the frozen days.' }),
  },
  {
    examples: [
      {
        period: {
          id: '01a2041d-1f85-7120-a827-9bf83ca07300',
          from: '2026-11-01',
          to: '2026-11-30',
          closedAt: '2026-12-01T12:00:00.000Z',
        },
        employee: {
          id: '01a2041d-1f85-7120-a827-9bf83ca072ef',
          name: 'Maria da Silva',
          cpf: '52998224725',
          pis: '12058258837',
          registration: 'A-1024',
        },
        inBank: true,
        days: [
          {
            ...REPORT_DAY_EXAMPLE,
            contractMinutes: 480,
            weeklyRest: false,
            banked: false,
            debited: false,
            compensationMinutes: 0,
          },
        ],
        totals: REPORT_TOTALS_EXAMPLE,
      },
    ],
  },
);
