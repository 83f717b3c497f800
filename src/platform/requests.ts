import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { type Static, Type } from 'typebox';
import { actorOf, type ApiPrincipal, principalOf } from './auth/api-key-auth.js';
import type { Scope } from './auth/scopes.js';
import type { Db, Executor } from './db/database.js';
import type { Actor, Database, EventType, TenantScope } from './db/schema.js';
import { ApiError } from './errors.js';
import { IdParams, problemResponses } from './http.js';
import { recordEvent } from './outbox.js';
import { Page, paginate, PageQuery, setNextPageLink } from './paging.js';
import { DecisionBody, type Outcome, REQUEST_STATUSES, type RequestRow } from './request-state.js';
import { Uuid } from './schemas.js';

/**
 * The request → approve / reject workflow that adjustments and absences share (docs/api.md): a request is
 * filed `pending`, then decided once, `approved` or `rejected`; deciding a decided one is a 409. Each kind
 * keeps its own fields, creation and checks; this is its routes and the decision (the state and its view are
 * in `request-state.ts`).
 */

/** The tables of the requests. */
type RequestTable = 'adjustments' | 'absences';

/** One kind of request: where its rows are, what it is called, how it reads and shows. */
export interface RequestKind<Row extends RequestRow, View> {
  table: RequestTable;
  /** Singular, lower case: names its 404, its 409 and its events (`absence.approved`). */
  noun: 'adjustment' | 'absence';
  find: (db: Executor, scope: TenantScope, id: string) => Promise<Row | undefined>;
  view: (row: Row) => View;
  /** Checks an approval of a pending request may make, inside the decision's transaction (a 409, say). */
  beforeApproval?: (tx: Executor, scope: TenantScope, pending: Row) => Promise<void>;
}

/** A decision on a request: its id, the outcome and the decider's optional note. */
export interface Decision {
  id: string;
  outcome: Outcome;
  note: string | null;
}

/**
 * Approves or rejects a pending request, once: a second decision (or the loser of two concurrent ones) is a
 * 409. The `status = 'pending'` condition of the UPDATE is the arbiter: of two concurrent decisions exactly
 * one changes a row. The decision and its `<noun>.approved` / `<noun>.rejected` event commit together.
 */
export async function decideRequest<Row extends RequestRow, View>(
  db: Db,
  scope: TenantScope,
  actor: Actor,
  kind: RequestKind<Row, View>,
  decision: Decision,
): Promise<View> {
  return db.transaction().execute(async (tx) => {
    const pending = await kind.find(tx, scope, decision.id);
    if (!pending) throw ApiError.notFound(kind.noun);
    if (decision.outcome === 'approved' && pending.status === 'pending')
      await kind.beforeApproval?.(tx, scope, pending);
    const decidedAt = Date.now();
    const state = {
      status: decision.outcome,
      decisionNote: decision.note,
      decidedAt,
      decidedByType: actor.type,
      decidedById: actor.id,
    };
    const updated = await tx
      .updateTable(kind.table)
      .set(state)
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('id', '=', decision.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      const existing = (await kind.find(tx, scope, decision.id))!;
      throw ApiError.conflict(`This ${kind.noun} was already ${existing.status}.`, {
        reason: 'already_decided',
        params: { status: existing.status },
      });
    }
    const view = kind.view({ ...pending, ...state });
    const type: EventType = `${kind.noun}.${decision.outcome}`;
    await recordEvent(tx, { ...scope, type, data: view, at: decidedAt });
    return view;
  });
}

/** What `requestRoutes` registers for one kind of request. */
export interface RequestRoutes<Row extends RequestRow, View> {
  kind: RequestKind<Row, View>;
  /** The collection's path (`/absences`) and OpenAPI tags. */
  path: string;
  tags: string[];
  /** The `$id` of the request's schema, registered by the caller. */
  schema: string;
  /** A request as the API answers it: the list's example page in the OpenAPI document. */
  example: unknown;
  scopes: { read: Scope; approve: Scope };
  /** The request's rows of a scope (the list's query). */
  select: (db: Db, scope: TenantScope) => SelectQueryBuilder<Database, RequestTable, Row>;
  /** Said of the approval in the OpenAPI description, after its finality. */
  approvalNote?: string;
  /** Decides, for a kind whose decision does more (`decideRequest` by default). */
  decide?: (principal: ApiPrincipal, actor: Actor, decision: Decision) => Promise<View>;
}

/**
 * Registers a kind of request's list (`GET path`, oldest first, filtered by `status` and `employeeId`), its
 * read (`GET path/:id`) and its decisions (`POST path/:id/approve|reject`, with `scopes.approve`). Filing one
 * (`POST path`) is the kind's own route.
 */
export function requestRoutes<Row extends RequestRow & { employeeId: string }, View>(
  app: FastifyInstance,
  db: Db,
  routes: RequestRoutes<Row, View>,
): void {
  const { kind, path, tags, schema, scopes } = routes;
  const ref = Type.Ref(schema);
  const decide =
    routes.decide ??
    ((principal: ApiPrincipal, actor: Actor, decision: Decision) =>
      decideRequest(db, principal, actor, kind, decision));

  app.get<{ Querystring: { limit: number; cursor?: string; status?: Row['status']; employeeId?: string } }>(
    path,
    {
      config: { scope: scopes.read },
      schema: {
        tags,
        summary: `List ${path.slice(1)}`,
        description: 'Oldest first.',
        querystring: Type.Object(
          {
            ...PageQuery,
            status: Type.Optional(Type.Enum(REQUEST_STATUSES)),
            employeeId: Type.Optional(Uuid()),
          },
          { additionalProperties: false },
        ),
        response: { 200: Page(ref, [routes.example]), ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      let query = routes.select(db, principalOf(request));
      if (request.query.status) query = query.where('status', '=', request.query.status);
      if (request.query.employeeId) query = query.where('employeeId', '=', request.query.employeeId);
      const page = await paginate(query, request.query, {
        columns: [{ name: 'id', kind: 'uuid' }],
        direction: 'asc',
        cursorOf: (row) => [row.id],
      });
      setNextPageLink(request, reply, page.nextCursor);
      return page.items.map(kind.view);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id`,
    {
      config: { scope: scopes.read },
      schema: {
        tags,
        summary: `Get an ${kind.noun}`,
        description: `With its status and, once decided, who decided and when. Another tenant's or environment's id is a 404.`,
        params: IdParams,
        response: { 200: ref, ...problemResponses(404) },
      },
    },
    async (request) => {
      const row = await kind.find(db, principalOf(request), request.params.id);
      if (!row) throw ApiError.notFound(kind.noun);
      return kind.view(row);
    },
  );

  for (const [action, outcome] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post<{ Params: { id: string }; Body: Static<typeof DecisionBody> }>(
      `${path}/:id/${action}`,
      {
        config: { scope: scopes.approve },
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} an ${kind.noun}`,
          description: `Final: a decided ${kind.noun} cannot be decided again (409).${action === 'approve' && routes.approvalNote ? ` ${routes.approvalNote}` : ''} Fires \`${kind.noun}.${outcome}\`. The body is optional.`,
          params: IdParams,
          body: DecisionBody,
          response: { 200: ref, ...problemResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const note = request.body?.decisionNote ?? null;
        return decide(principal, actorOf(principal), { id: request.params.id, outcome, note });
      },
    );
  }
}
