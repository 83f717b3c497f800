import { Type, type Static } from 'typebox';

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

const reason = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'Why (the legal "motivo" printed in the AFDT and the espelho), 1–100 characters.',
});

export const CreateAdjustmentBody = Type.Union(
  [
    Type.Object(
      {
        type: Type.Literal('add'),
        employeeId: Type.String({ format: 'uuid' }),
        occurredAt: Type.String({ format: 'date-time', description: 'The instant of the mark to include.' }),
        reason,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        type: Type.Literal('disregard'),
        employeeId: Type.String({ format: 'uuid' }),
        timeEntryId: Type.String({ format: 'uuid', description: 'The original mark to disregard.' }),
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

export const DecisionBody = Type.Union([
  Type.Object(
    { decisionNote: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

const Actor = Type.Object({
  type: Type.Enum(['api_key', 'user'] as const),
  id: Type.String(),
});

export const AdjustmentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    employeeId: Type.String({ format: 'uuid' }),
    type: Type.Enum(['add', 'disregard'] as const),
    occurredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    timeEntryId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    reason: Type.String(),
    status: Type.Enum(ADJUSTMENT_STATUSES),
    requestedBy: Actor,
    decisionNote: Type.Union([Type.String(), Type.Null()]),
    decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    decidedBy: Type.Union([Actor, Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Adjustment' },
);
export type AdjustmentView = Static<typeof AdjustmentSchema>;
