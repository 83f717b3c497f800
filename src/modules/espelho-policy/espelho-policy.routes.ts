import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { problemResponses } from '../../platform/http.js';
import { findEspelhoPolicy } from './espelho-policy.repository.js';
import { EspelhoPolicyBody, EspelhoPolicySchema } from './espelho-policy.schemas.js';
import { putEspelhoPolicy } from './espelho-policy.service.js';

const tags = ['Reports'];

/** The espelho's arithmetic choices of the tenant-environment (docs/espelho.md). */
export const espelhoPolicyRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(EspelhoPolicySchema);
    app.get(
      '/espelho/policy',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags,
          summary: "The espelho's policy",
          description:
            'How the period report counts: whether early and late marks of a day offset each other, and the overtime rate bands of each kind of day. The defaults (the law) until one is set.',
          response: { 200: Type.Ref('EspelhoPolicy'), ...problemResponses() },
        },
      },
      async (request) => findEspelhoPolicy(deps.db, principalOf(request)),
    );

    app.put(
      '/espelho/policy',
      {
        config: { scope: 'reports:write' },
        schema: {
          tags,
          summary: "Set the espelho's policy",
          description:
            "Replaces the policy of this environment (a collective agreement's bands, the offsetting of early and late marks). Reports are computed when asked, so every period, past ones too, counts with the policy in force when it is read.",
          body: EspelhoPolicyBody,
          response: { 200: Type.Ref('EspelhoPolicy'), ...problemResponses(400) },
        },
      },
      async (request) => putEspelhoPolicy(deps.db, principalOf(request), request.body),
    );
  };
