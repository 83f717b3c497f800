import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { problemResponses } from '../../platform/http.js';
import { requestRoutes } from '../../platform/requests.js';
import { selectAdjustments } from './adjustments.repository.js';
import { ADJUSTMENT_EXAMPLE, AdjustmentSchema, CreateAdjustmentBody } from './adjustments.schemas.js';
import { ADJUSTMENT_REQUESTS, createAdjustment, decideAdjustment } from './adjustments.service.js';

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
            'Files a pending request to include a forgotten mark (`add`) or disregard a wrong one (`disregard`). Nothing changes until it is approved. A mark on a day of a closed period is a 409 `period_closed` (reopen the period first).',
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

    requestRoutes(app, deps.db, {
      kind: ADJUSTMENT_REQUESTS,
      path: '/adjustments',
      tags,
      schema: 'Adjustment',
      example: ADJUSTMENT_EXAMPLE,
      scopes: { read: 'adjustments:read', approve: 'adjustments:approve' },
      select: selectAdjustments,
      decide: (principal, actor, decision) => decideAdjustment(deps.db, principal, actor, decision),
      approvalNote: 'An approval changing a day of a closed period is a 409 `period_closed`.',
    });
  };
