import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { RECORD_DATES } from '../../platform/date-ranges.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { Int32 } from '../../platform/schemas.js';
import { deleteHoliday } from './holidays.repository.js';
import { CreateHolidayBody } from './holidays.schemas.js';

/** At most one holiday a day: a second on the same date is a 409. */
const MAX_HOLIDAYS_OF_A_YEAR = 366;
import { createHoliday, holidaysOfYear } from './holidays.service.js';

const tags = ['Calendar'];

export const holidayRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/holidays',
      {
        config: { scope: 'calendar:read' },
        schema: {
          tags,
          summary: "A year's holidays",
          description:
            "The national holidays (computed for any year: the fixed dates, Good Friday, Consciência Negra from 2024) and the tenant's own, in date order. Carnival and Corpus Christi are optional points, listed only when the tenant adds them.",
          querystring: Type.Object(
            {
              year: Int32({
                minimum: Number(RECORD_DATES.first.slice(0, 4)),
                maximum: Number(RECORD_DATES.last.slice(0, 4)),
              }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Array(Type.Ref('Holiday'), {
              maxItems: MAX_HOLIDAYS_OF_A_YEAR,
              examples: [
                [
                  { id: null, date: '2026-01-01', name: 'Confraternização Universal', scope: 'national' },
                  {
                    id: '01a2041f-5a6b-7c8d-9e0f-1a2b3c4d5e6f',
                    date: '2026-01-25',
                    name: 'Aniversário de São Paulo',
                    scope: 'municipal',
                  },
                ],
              ],
            }),
            ...problemResponses(400),
          },
        },
      },
      async (request) => holidaysOfYear(deps.db, principalOf(request), request.query.year),
    );

    app.post(
      '/holidays',
      {
        config: { scope: 'calendar:write' },
        schema: {
          tags,
          summary: 'Add a holiday',
          description:
            'A state, municipal or company holiday: every employee of the tenant owes no work that day, and work done is counted apart (`holidayWorkedMinutes`). A date that is already a holiday is a 409.',
          body: CreateHolidayBody,
          response: { 201: Type.Ref('Holiday'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createHoliday(deps.db, principalOf(request), request.body)),
    );

    app.delete(
      '/holidays/:id',
      {
        config: { scope: 'calendar:write' },
        schema: {
          tags,
          summary: 'Remove a holiday',
          description: 'Only a tenant holiday; the national ones are law.',
          params: IdParams,
          response: { 204: Type.Null(), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        if (!(await deleteHoliday(deps.db, principalOf(request), request.params.id)))
          throw ApiError.notFound('holiday');
        return reply.code(204).send(null);
      },
    );
  };
