import { Type, type Static } from 'typebox';
import { Instant } from '../../platform/dates.js';
import { RequestStateSchema } from '../../platform/request-state.js';
import { InstantText, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

const reason = Text(MAX_LENGTH.label, {
  minLength: 1,
  description: 'Why (the legal "motivo" printed in the AFDT and the espelho), 1–100 characters.',
});

export const CreateAdjustmentBody = Type.Union(
  [
    Type.Object(
      {
        type: Type.Literal('add'),
        employeeId: Uuid(),
        occurredAt: Instant({ description: 'The instant of the mark to include.' }),
        reason,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        type: Type.Literal('disregard'),
        employeeId: Uuid(),
        timeEntryId: Uuid({ description: 'The original mark to disregard.' }),
        reason,
      },
      { additionalProperties: false },
    ),
  ],
  {
    description:
      '`add` includes a forgotten mark; `disregard` sets a wrong mark aside. Originals never change.',
    examples: [
      {
        type: 'add',
        employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
        occurredAt: '2026-11-20T17:00:00-03:00',
        reason: 'Esqueceu de registrar a saída',
      },
    ],
  },
);
export type CreateAdjustmentInput = Static<typeof CreateAdjustmentBody>;

/** An adjustment as the API answers it, for the OpenAPI document. */
export const ADJUSTMENT_EXAMPLE = {
  id: '01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b',
  employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
  type: 'add',
  occurredAt: '2026-11-20T20:00:00.000Z',
  timeEntryId: null,
  reason: 'Esqueceu de registrar a saída',
  status: 'approved',
  requestedBy: { type: 'api_key', id: '01a2041c-0000-7000-8000-000000000001' },
  decisionNote: 'Conferido com o gestor',
  decidedAt: '2026-11-21T12:00:00.000Z',
  decidedBy: { type: 'user', id: '01a2041c-0000-7000-8000-000000000002' },
  createdAt: '2026-11-21T09:30:00.000Z',
};

export const AdjustmentSchema = Type.Object(
  {
    id: Uuid(),
    employeeId: Uuid(),
    type: Type.Enum(['add', 'disregard'] as const),
    occurredAt: Nullable(InstantText()),
    timeEntryId: Nullable(Uuid()),
    reason: Text(MAX_LENGTH.label),
    ...RequestStateSchema,
  },
  {
    $id: 'Adjustment',
    examples: [ADJUSTMENT_EXAMPLE],
  },
);
export type AdjustmentView = Static<typeof AdjustmentSchema>;
