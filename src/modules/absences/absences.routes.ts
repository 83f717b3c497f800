import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { problemResponses } from '../../platform/http.js';
import { requestRoutes } from '../../platform/requests.js';
import { selectAbsences } from './absences.repository.js';
import { ABSENCE_EXAMPLE, AbsenceSchema, CreateAbsenceBody } from './absences.schemas.js';
import { ABSENCE_REQUESTS, createAbsence } from './absences.service.js';

const tags = ['Absences'];

export const absenceRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(AbsenceSchema);

    app.post(
      '/absences',
      {
        config: { scope: 'absences:write' },
        schema: {
          tags,
          summary: 'Request an absence',
          description:
            'Files a pending absence of whole days (`from`–`to`), or of part of one day (`start`–`end`, `from` = `to`). Fires `absence.requested`. No day changes until it is approved. A day of a closed period is a 409 `period_closed` (reopen the period first).',
          body: CreateAbsenceBody,
          response: { 201: Type.Ref('Absence'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const absence = await createAbsence(deps.db, principal, actorOf(principal), request.body);
        return reply.code(201).send(absence);
      },
    );

    requestRoutes(app, deps.db, {
      kind: ABSENCE_REQUESTS,
      path: '/absences',
      tags,
      schema: 'Absence',
      example: ABSENCE_EXAMPLE,
      scopes: { read: 'absences:read', approve: 'absences:approve' },
      select: selectAbsences,
      approvalNote:
        'An approval overlapping another approved absence of the employee is a 409, and one inside a closed period a 409 `period_closed`.',
    });
  };
