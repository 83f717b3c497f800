import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { findAdjustment, selectAdjustments } from './adjustments.repository.js';
import {
  ADJUSTMENT_STATUSES,
  AdjustmentSchema,
  CreateAdjustmentBody,
  DecisionBody,
} from './adjustments.schemas.js';
import { adjustmentView, createAdjustment, decideAdjustment } from './adjustments.service.js';

const tags = ['Adjustments'];

export const adjustmentRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(AdjustmentSchema);

    app.post(
      '/adjustments',
      {
        config: { scope: 'adjustments:write' },
        schema: {
          tags,
          summary: 'Request an adjustment',
          description:
            'Files a pending request to include a forgotten mark (`add`) or disregard a wrong one (`disregard`). Nothing changes until it is approved.',
          body: CreateAdjustmentBody,
          response: { 201: Type.Ref('Adjustment'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const adjustment = await createAdjustment(deps.db, principal, actorOf(principal), request.body);
        return reply.code(201).send(adjustment);
      },
    );

    app.get(
      '/adjustments',
      {
        config: { scope: 'adjustments:read' },
        schema: {
          tags,
          summary: 'List adjustments',
          description: 'Oldest first.',
          querystring: Type.Object(
            {
              ...PageQuery,
              status: Type.Optional(Type.Enum(ADJUSTMENT_STATUSES)),
              employeeId: Type.Optional(Type.String({ format: 'uuid' })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(Type.Ref('Adjustment')), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        let query = selectAdjustments(deps.db, principalOf(request));
        if (request.query.status) query = query.where('status', '=', request.query.status);
        if (request.query.employeeId) query = query.where('employeeId', '=', request.query.employeeId);
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'asc',
          cursorOf: (a) => [a.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(adjustmentView);
      },
    );

    app.get(
      '/adjustments/:id',
      {
        config: { scope: 'adjustments:read' },
        schema: {
          tags,
          summary: 'Get an adjustment',
          params: IdParams,
          response: { 200: Type.Ref('Adjustment'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findAdjustment(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('adjustment');
        return adjustmentView(row);
      },
    );

    for (const [action, outcome] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post(
        `/adjustments/:id/${action}`,
        {
          config: { scope: 'adjustments:approve' },
          schema: {
            tags,
            summary: `${action === 'approve' ? 'Approve' : 'Reject'} an adjustment`,
            description: `Final: a decided adjustment cannot be decided again (409). Fires \`adjustment.${outcome}\`. The body is optional.`,
            params: IdParams,
            body: DecisionBody,
            response: { 200: Type.Ref('Adjustment'), ...problemResponses(400, 404, 409) },
          },
        },
        async (request) => {
          const principal = principalOf(request);
          const note = request.body?.decisionNote ?? null;
          return decideAdjustment(deps.db, principal, actorOf(principal), request.params.id, outcome, note);
        },
      );
    }
  };
