import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { DecisionBody } from '../adjustments/adjustments.schemas.js';
import { findAbsence, selectAbsences } from './absences.repository.js';
import { ABSENCE_STATUSES, AbsenceSchema, CreateAbsenceBody } from './absences.schemas.js';
import { absenceView, createAbsence, decideAbsence } from './absences.service.js';

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
            'Files a pending absence of whole days (`from`–`to`), or of part of one day (`start`–`end`, `from` = `to`). Fires `absence.requested`. No day changes until it is approved.',
          body: CreateAbsenceBody,
          response: { 201: Type.Ref('Absence'), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const absence = await createAbsence(deps.db, principal, actorOf(principal), request.body);
        return reply.code(201).send(absence);
      },
    );

    app.get(
      '/absences',
      {
        config: { scope: 'absences:read' },
        schema: {
          tags,
          summary: 'List absences',
          description: 'Oldest first.',
          querystring: Type.Object(
            {
              ...PageQuery,
              status: Type.Optional(Type.Enum(ABSENCE_STATUSES)),
              employeeId: Type.Optional(Type.String({ format: 'uuid' })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(Type.Ref('Absence')), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        let query = selectAbsences(deps.db, principalOf(request));
        if (request.query.status) query = query.where('status', '=', request.query.status);
        if (request.query.employeeId) query = query.where('employeeId', '=', request.query.employeeId);
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'asc',
          cursorOf: (a) => [a.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(absenceView);
      },
    );

    app.get(
      '/absences/:id',
      {
        config: { scope: 'absences:read' },
        schema: {
          tags,
          summary: 'Get an absence',
          params: IdParams,
          response: { 200: Type.Ref('Absence'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findAbsence(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('absence');
        return absenceView(row);
      },
    );

    for (const [action, outcome] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post(
        `/absences/:id/${action}`,
        {
          config: { scope: 'absences:approve' },
          schema: {
            tags,
            summary: `${action === 'approve' ? 'Approve' : 'Reject'} an absence`,
            description: `Final: a decided absence cannot be decided again (409).${action === 'approve' ? ' An approval overlapping another approved absence of the employee is a 409.' : ''} Fires \`absence.${outcome}\`. The body is optional.`,
            params: IdParams,
            body: DecisionBody,
            response: { 200: Type.Ref('Absence'), ...problemResponses(400, 404, 409) },
          },
        },
        async (request) => {
          const principal = principalOf(request);
          const note = request.body?.decisionNote ?? null;
          return decideAbsence(deps.db, principal, actorOf(principal), request.params.id, outcome, note);
        },
      );
    }
  };
