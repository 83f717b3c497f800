import { Type, type Static } from 'typebox';
import { RecordDate } from '../../platform/dates.js';
import { DateText, MAX_LENGTH, Text, Uuid } from '../../platform/schemas.js';

export const TENANT_HOLIDAY_SCOPES = ['state', 'municipal', 'company'] as const;

export const HolidaySchema = Type.Object(
  {
    id: Type.Union([Uuid(), Type.Null()], {
      description: 'The tenant holiday; null for a national one (computed, not stored).',
    }),
    date: DateText(),
    name: Text(MAX_LENGTH.label),
    scope: Type.Enum(['national', ...TENANT_HOLIDAY_SCOPES] as const),
  },
  {
    $id: 'Holiday',
    examples: [
      {
        id: '01a2041f-5a6b-7c8d-9e0f-1a2b3c4d5e6f',
        date: '2026-01-25',
        name: 'Aniversário de São Paulo',
        scope: 'municipal',
      },
    ],
  },
);
export type HolidayView = Static<typeof HolidaySchema>;

export const CreateHolidayBody = Type.Object(
  {
    date: RecordDate(),
    name: Text(MAX_LENGTH.label, { minLength: 1, examples: ['Aniversário de São Paulo'] }),
    scope: Type.Enum(TENANT_HOLIDAY_SCOPES, {
      description: 'A state or municipal holiday of the workplace, or a day off the company gives everyone.',
    }),
  },
  {
    additionalProperties: false,
    examples: [{ date: '2026-01-25', name: 'Aniversário de São Paulo', scope: 'municipal' }],
  },
);
export type CreateHolidayInput = Static<typeof CreateHolidayBody>;
