import { type Static, Type } from 'typebox';
import type { AdjustmentRow, Requester } from './db/schema.js';
import { InstantText, MAX_LENGTH, Nullable, Text } from './schemas.js';
import { toIso, toIsoOrNull } from './time.js';

/**
 * The state of a request of the request → approve / reject workflow (adjustments, absences; `requests.ts`):
 * filed `pending`, then decided once, `approved` or `rejected`. Apart from the routes, so that the dashboard's
 * types read it without the server.
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type Outcome = 'approved' | 'rejected';

/** The columns of a request's state, the same in each table (adjustments and absences). */
export type RequestRow = Pick<
  AdjustmentRow,
  | 'id'
  | 'status'
  | 'requestedByType'
  | 'requestedById'
  | 'decisionNote'
  | 'decidedAt'
  | 'decidedByType'
  | 'decidedById'
  | 'createdAt'
>;

/** The body of approve and reject: an optional note, or nothing. */
export const DecisionBody = Type.Union(
  [
    Type.Object(
      { decisionNote: Type.Optional(Text(MAX_LENGTH.note, { minLength: 1 })) },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { examples: [{ decisionNote: 'Conferido com o gestor' }] },
);

const ActorSchema = Type.Object({
  type: Type.Enum(['api_key', 'user'] as const),
  id: Text(MAX_LENGTH.code),
});

/** Who filed it: an API key, a dashboard user, or the employee in the workers' portal (docs/portal.md). */
const RequesterSchema = Type.Object({
  type: Type.Enum(['api_key', 'user', 'employee'] as const),
  id: Text(MAX_LENGTH.code),
});

/** The state's properties of a request's schema, last in it, after the kind's own. */
export const RequestStateSchema = {
  status: Type.Enum(REQUEST_STATUSES),
  requestedBy: RequesterSchema,
  decisionNote: Nullable(Text(MAX_LENGTH.note)),
  decidedAt: Nullable(InstantText()),
  decidedBy: Nullable(ActorSchema),
  createdAt: InstantText(),
};
type RequestStateView = Static<ReturnType<typeof Type.Object<typeof RequestStateSchema>>>;

/** The state of a request as the API shows it. */
export function requestStateView(row: RequestRow): RequestStateView {
  return {
    status: row.status,
    requestedBy: { type: row.requestedByType, id: row.requestedById },
    decisionNote: row.decisionNote,
    decidedAt: toIsoOrNull(row.decidedAt),
    decidedBy: row.decidedByType && row.decidedById ? { type: row.decidedByType, id: row.decidedById } : null,
    createdAt: toIso(row.createdAt),
  };
}

/** The state of a request just filed by `actor`. */
export function pendingState(actor: Requester, createdAt: number): Omit<RequestRow, 'id'> {
  return {
    status: 'pending',
    requestedByType: actor.type,
    requestedById: actor.id,
    decisionNote: null,
    decidedAt: null,
    decidedByType: null,
    decidedById: null,
    createdAt,
  };
}
