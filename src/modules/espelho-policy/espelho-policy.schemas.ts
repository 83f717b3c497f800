import { Type, type Static } from 'typebox';
import { OFFSETTINGS } from '../../legal/clt.js';
import { InstantText, Int32 } from '../../platform/schemas.js';

const Bands = (description: string, example: { afterMinutes: number; rate: 50 | 100 }[]) =>
  Type.Array(
    Type.Object(
      {
        afterMinutes: Int32({
          maximum: 24 * 60,
          description: "From this overtime minute of the day on (the first band's is 0).",
        }),
        rate: Type.Union([Type.Literal(50), Type.Literal(100)], {
          description: 'Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`).',
        }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 10, description, examples: [example] },
  );

export const EspelhoPolicyBody = Type.Object(
  {
    offsetting: Type.Enum(OFFSETTINGS, {
      description:
        'Past the tolerance: `daily_total` (the default) offsets early and late marks of a day, so only its balance is overtime or lateness; `mark_by_mark` counts every missed scheduled minute as late and what the balance then leaves as overtime (an early return from the break and an early exit are overtime plus lateness).',
    }),
    overtimeBands: Type.Object(
      {
        workingDay: Bands('Overtime of a day that owes its schedule. The law: all at 50% (CLT art. 59 §1).', [
          { afterMinutes: 0, rate: 50 },
        ]),
        dayOff: Bands(
          'Work on a day off that is not the weekly rest (the free Saturday of a Monday-to-Friday week). Default: all at 50%.',
          [{ afterMinutes: 0, rate: 50 }],
        ),
        restDayOrHoliday: Bands(
          'Work on a holiday or on the weekly rest, all of it overtime. The law: all at 100% (Lei 605/1949 art. 9, Súmula 146 TST).',
          [{ afterMinutes: 0, rate: 100 }],
        ),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        offsetting: 'daily_total',
        overtimeBands: {
          workingDay: [
            { afterMinutes: 0, rate: 50 },
            { afterMinutes: 120, rate: 100 },
          ],
          dayOff: [{ afterMinutes: 0, rate: 100 }],
          restDayOrHoliday: [{ afterMinutes: 0, rate: 100 }],
        },
      },
    ],
  },
);
export type EspelhoPolicy = Static<typeof EspelhoPolicyBody>;

export const EspelhoPolicySchema = Type.Object(
  {
    ...EspelhoPolicyBody.properties,
    updatedAt: Type.Union([InstantText(), Type.Null()], {
      description: 'When the policy was last set; null while the defaults stand.',
    }),
  },
  {
    $id: 'EspelhoPolicy',
    examples: [
      {
        offsetting: 'daily_total',
        overtimeBands: {
          workingDay: [
            { afterMinutes: 0, rate: 50 },
            { afterMinutes: 120, rate: 100 },
          ],
          dayOff: [{ afterMinutes: 0, rate: 100 }],
          restDayOrHoliday: [{ afterMinutes: 0, rate: 100 }],
        },
        updatedAt: '2026-11-10T14:22:31.507Z',
      },
    ],
  },
);
export type EspelhoPolicyView = Static<typeof EspelhoPolicySchema>;

/** The law's own arithmetic, until a tenant sets another (docs/espelho.md). */
export const DEFAULT_ESPELHO_POLICY: EspelhoPolicy = {
  offsetting: 'daily_total',
  overtimeBands: {
    workingDay: [{ afterMinutes: 0, rate: 50 }],
    dayOff: [{ afterMinutes: 0, rate: 50 }],
    restDayOrHoliday: [{ afterMinutes: 0, rate: 100 }],
  },
};
