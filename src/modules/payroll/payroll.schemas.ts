import { Type, type Static } from 'typebox';
import { DateText, InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

/** The items of the payroll export, in the order of the CSV (docs/time-bank.md). */
export const PAYROLL_ITEMS = [
  'normal',
  'overtime50',
  'overtime100',
  'night',
  'absenceHours',
  'absenceDays',
  'dsrLost',
  'timeBankPayout',
] as const;
export type PayrollItem = (typeof PAYROLL_ITEMS)[number];

const Code = Type.Union([Type.String({ minLength: 1, maxLength: 30 }), Type.Null()]);

const ITEM_TEXT: Record<PayrollItem, string> = {
  normal:
    'Normal hours: the scheduled minutes owed and not missed (those the bank took count as worked), with the days taken from the bank.',
  overtime50: 'Overtime paid at 50% (what the bank did not take).',
  overtime100: 'Overtime paid at 100%: rest days and holidays (what the bank did not take).',
  night: 'Night hours in reduced hours (CLT art. 73), for the night premium.',
  absenceHours: 'Lateness and partial absences discounted (not debited from the bank).',
  absenceDays: 'Whole days of unjustified absence discounted (not debited from the bank).',
  dsrLost: 'Paid weekly rests lost to an unjustified absence (Lei 605/1949 art. 6).',
  timeBankPayout: 'Time-bank credits paid: expired in this close, or paid out within the period.',
};

/** Rubric codes as a payroll system numbers them, for the OpenAPI document. */
const PAYROLL_CODES_EXAMPLE: Record<PayrollItem, string> = {
  normal: '001',
  overtime50: '150',
  overtime100: '200',
  night: '250',
  absenceHours: '301',
  absenceDays: '300',
  dsrLost: '310',
  timeBankPayout: '160',
};

export const PayrollCodesBody = Type.Object(
  Object.fromEntries(
    PAYROLL_ITEMS.map((item) => [
      item,
      Type.Optional(
        Type.Union([Type.String({ minLength: 1, maxLength: 30, description: ITEM_TEXT[item] }), Type.Null()]),
      ),
    ]),
  ) as Record<PayrollItem, Type.TOptional<Type.TUnion<[Type.TString, Type.TNull]>>>,
  {
    additionalProperties: false,
    description: "The payroll system's rubric code of each item; a missing item is null (no code).",
    examples: [PAYROLL_CODES_EXAMPLE],
  },
);
export type PayrollCodesInput = Static<typeof PayrollCodesBody>;

export const PayrollCodesSchema = Type.Object(
  {
    ...Object.fromEntries(PAYROLL_ITEMS.map((item) => [item, Code])),
    updatedAt: Nullable(InstantText()),
  } as Record<PayrollItem, typeof Code> & { updatedAt: Type.TUnion<[Type.TString, Type.TNull]> },
  { $id: 'PayrollCodes', examples: [{ ...PAYROLL_CODES_EXAMPLE, updatedAt: '2026-10-01T12:00:00.000Z' }] },
);
export type PayrollCodes = Record<PayrollItem, string | null>;
export type PayrollCodesView = PayrollCodes & { updatedAt: string | null };

/** `HH:MM` or `H,HH` of a period's minutes: an int32 of minutes is at most eight digits of hours. */
const MAX_HOURS_LENGTH = 12;

const Amount = Type.Object({
  code: Code,
  minutes: Int32({ description: 'Counted minutes.' }),
  hhmm: Text(MAX_HOURS_LENGTH, {
    pattern: '^\\d{2,}:[0-5]\\d$',
    description: 'Hours and minutes, `HH:MM` (hours may pass 99).',
    examples: ['08:30'],
  }),
  hours: Text(MAX_HOURS_LENGTH, {
    pattern: '^\\d+,\\d{2}$',
    description: 'Centesimal hours with a decimal comma, two decimals.',
    examples: ['8,50'],
  }),
  days: Type.Optional(Int32({ description: 'Days, for `absenceDays` and `dsrLost`.' })),
});

/** The payroll export's JSON, as the OpenAPI document shows it. */
export const PayrollReportSchema = Type.Object(
  {
    period: Type.Object({
      id: Uuid(),
      from: DateText(),
      to: DateText(),
    }),
    generatedAt: InstantText(),
    employees: Type.Array(
      Type.Object({
        employee: Type.Object({
          id: Uuid(),
          name: Text(MAX_LENGTH.name),
          cpf: Text(11),
          pis: Nullable(Text(11)),
          registration: Nullable(Text(MAX_LENGTH.label)),
          externalId: Nullable(Text(MAX_LENGTH.label)),
        }),
        inBank: Type.Boolean({ description: 'Whether the close posted the employee to the time bank.' }),
        items: Type.Object(Object.fromEntries(PAYROLL_ITEMS.map((item) => [item, Amount]))),
      }),
    ),
  },
  {
    examples: [
      {
        period: { id: '01a2041d-1f85-7120-a827-9bf83ca07300', from: '2026-10-01', to: '2026-10-31' },
        generatedAt: '2026-11-02T12:05:00.000Z',
        employees: [
          {
            employee: {
              id: '01a2041d-1f85-7120-a827-9bf83ca072ef',
              name: 'Maria da Silva',
              cpf: '52998224725',
              pis: '12058258837',
              registration: 'A-1024',
              externalId: null,
            },
            inBank: false,
            items: {
              normal: amountExample('normal', 10_560),
              overtime50: amountExample('overtime50', 150),
              overtime100: amountExample('overtime100', 0),
              night: amountExample('night', 0),
              absenceHours: amountExample('absenceHours', 30),
              absenceDays: { ...amountExample('absenceDays', 0), days: 0 },
              dsrLost: { ...amountExample('dsrLost', 0), days: 0 },
              timeBankPayout: amountExample('timeBankPayout', 0),
            },
          },
        ],
      },
    ],
  },
);

/** An item of the payroll export's example: its code and its minutes written the three ways. */
function amountExample(item: PayrollItem, minutes: number) {
  const hours = Math.floor(minutes / 60);
  return {
    code: PAYROLL_CODES_EXAMPLE[item],
    minutes,
    hhmm: `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    hours: (minutes / 60).toFixed(2).replace('.', ','),
  };
}

/** The CSV of the payroll export's example: one row per item of its employee. */
export const PAYROLL_CSV_EXAMPLE = [
  'employee_id,employee_name,cpf,registration,external_id,item,code,minutes,hhmm,hours,days',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,normal,001,10560,176:00,"176,00",',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,overtime50,150,150,02:30,"2,50",',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,overtime100,200,0,00:00,"0,00",',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,night,250,0,00:00,"0,00",',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,absenceHours,301,30,00:30,"0,50",',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,absenceDays,300,0,00:00,"0,00",0',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,dsrLost,310,0,00:00,"0,00",0',
  '01a2041d-1f85-7120-a827-9bf83ca072ef,Maria da Silva,52998224725,A-1024,,timeBankPayout,160,0,00:00,"0,00",',
]
  .map((line) => `${line}\n`)
  .join('');
