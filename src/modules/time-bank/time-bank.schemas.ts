import { Type, type Static } from 'typebox';
import { RecordDate } from '../../platform/dates.js';
import {
  DateText,
  InstantText,
  MAX_LENGTH,
  Nullable,
  SignedInt32,
  Text,
  Uuid,
} from '../../platform/schemas.js';

export const AGREEMENTS = ['monthly', 'individual', 'collective'] as const;
export type Agreement = (typeof AGREEMENTS)[number];

export const TimeBankPolicyBody = Type.Object(
  {
    enabled: Type.Boolean({
      description: 'Whether a period close posts to the bank; disabled, every overtime minute is paid.',
    }),
    agreement: Type.Enum(AGREEMENTS, {
      description:
        'How long a credit may wait to be compensated (CLT art. 59): `monthly` within its month (§6), `individual` 6 months (§5), `collective` 12 months (§2). A credit not compensated by then expires into payout.',
    }),
    creditMultiplier: Type.Number({
      minimum: 1,
      maximum: 3,
      description:
        'Each overtime minute credits this many minutes (1.0: one for one; 1.5: the 50% premium in time). At most two decimals.',
    }),
    debitAbsences: Type.Boolean({
      description:
        'Lateness and unjustified absences are debited from the bank instead of discounted from pay.',
    }),
    holidayAndRestToBank: Type.Boolean({
      description:
        'Work on holidays and on the weekly rest goes to the bank too; otherwise it is paid at 100%.',
    }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        enabled: true,
        agreement: 'individual',
        creditMultiplier: 1,
        debitAbsences: true,
        holidayAndRestToBank: false,
      },
    ],
  },
);
export type TimeBankPolicy = Static<typeof TimeBankPolicyBody>;

export const TimeBankPolicySchema = Type.Object(
  {
    ...TimeBankPolicyBody.properties,
    updatedAt: Type.Union([InstantText(), Type.Null()], {
      description: 'When the policy was last set; null while the defaults (bank disabled) stand.',
    }),
  },
  {
    $id: 'TimeBankPolicy',
    examples: [
      {
        enabled: true,
        agreement: 'individual',
        creditMultiplier: 1,
        debitAbsences: true,
        holidayAndRestToBank: false,
        updatedAt: '2026-10-01T12:00:00.000Z',
      },
    ],
  },
);
export type TimeBankPolicyView = Static<typeof TimeBankPolicySchema>;

export const DEFAULT_TIME_BANK_POLICY: TimeBankPolicy = {
  enabled: false,
  agreement: 'monthly',
  creditMultiplier: 1,
  debitAbsences: false,
  holidayAndRestToBank: false,
};

export const ENTRY_KINDS = ['overtime', 'absence', 'compensation', 'manual', 'expiry', 'payout'] as const;

/** An entry as the API shows it: the example of an entry, and the first of a ledger's. */
const TIME_BANK_ENTRY_EXAMPLE = {
  id: '01a2041d-1f85-7120-a827-9bf83ca07301',
  employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  date: '2026-10-06',
  kind: 'overtime',
  minutes: 90,
  expiresOn: '2027-04-05',
  periodId: '01a2041d-1f85-7120-a827-9bf83ca07300',
  note: '90 overtime minutes × 1',
  createdAt: '2026-11-02T12:00:00.000Z',
};

export const TimeBankEntrySchema = Type.Object(
  {
    id: Uuid(),
    employeeId: Uuid(),
    date: DateText(),
    kind: Type.Enum(ENTRY_KINDS, {
      description:
        "`overtime` a credit of a closed day, `absence` lateness or an unjustified absence debited, `compensation` a day off taken from the bank (an absence of type `time_bank`), `manual` a correction, `expiry` a credit not compensated in time (paid: the payroll export's `timeBankPayout`), `payout` hours paid out of the bank.",
    }),
    minutes: SignedInt32({ description: 'Signed: credits are positive, debits negative.' }),
    expiresOn: Type.Union([DateText(), Type.Null()], {
      description: "A credit's last day to be compensated; null on debits.",
    }),
    periodId: Type.Union([Uuid(), Type.Null()], {
      description: 'The period close that posted it; null for manual entries.',
    }),
    note: Nullable(Text(MAX_LENGTH.note)),
    createdAt: InstantText(),
  },
  {
    $id: 'TimeBankEntry',
    examples: [TIME_BANK_ENTRY_EXAMPLE],
  },
);
export type TimeBankEntryView = Static<typeof TimeBankEntrySchema>;

export const TimeBankLedgerSchema = Type.Object(
  {
    employeeId: Uuid(),
    openingBalanceMinutes: SignedInt32({
      description: 'The balance of the entries before `from` (0 without it).',
    }),
    balanceMinutes: SignedInt32({
      description: 'The balance of every entry up to `to` (all of them without it).',
    }),
    entries: Type.Array(Type.Ref('TimeBankEntry'), {
      description: 'The entries from `from` to `to`, by date.',
    }),
  },
  {
    $id: 'TimeBankLedger',
    examples: [
      {
        employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
        openingBalanceMinutes: 30,
        balanceMinutes: 60,
        entries: [
          TIME_BANK_ENTRY_EXAMPLE,
          {
            id: '01a2041d-1f85-7120-a827-9bf83ca07302',
            employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
            date: '2026-10-23',
            kind: 'compensation',
            minutes: -60,
            expiresOn: null,
            periodId: '01a2041d-1f85-7120-a827-9bf83ca07300',
            note: 'Folga compensada',
            createdAt: '2026-11-02T12:00:00.000Z',
          },
        ],
      },
    ],
  },
);
export type TimeBankLedgerView = Static<typeof TimeBankLedgerSchema>;

export const LedgerQuery = Type.Object(
  {
    from: Type.Optional(RecordDate({ description: 'First date of the entries listed.' })),
    to: Type.Optional(RecordDate({ description: 'Last date of the entries listed and of the balance.' })),
  },
  { additionalProperties: false },
);

export const ManualEntryBody = Type.Object(
  {
    employeeId: Uuid(),
    date: RecordDate({ description: 'The day the entry counts on.' }),
    minutes: SignedInt32({
      minimum: -60_000,
      maximum: 60_000,
      description: 'Signed, not 0: a credit is positive (it expires by the agreement), a debit negative.',
    }),
    kind: Type.Optional(
      Type.Enum(['manual', 'payout'] as const, {
        description:
          '`manual` (the default) a correction; `payout` hours paid out of the bank (negative), listed in the payroll export of the period holding its date.',
      }),
    ),
    reason: Text(MAX_LENGTH.note, { minLength: 1, description: "Why: kept as the entry's note." }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
        date: '2026-11-20',
        minutes: -120,
        reason: 'Acordo: 2 h pagas',
      },
    ],
  },
);
export type ManualEntryInput = Static<typeof ManualEntryBody>;
