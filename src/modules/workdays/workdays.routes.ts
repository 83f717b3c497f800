import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { RecordDate } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { findEmployee } from '../employees/employees.repository.js';
import { WORKDAY_EXAMPLE, WorkdaySchema } from './workdays.schemas.js';
import { parseDateRange, treatedDays, workdayView } from './workdays.service.js';

/** At most this many days a request. */
export const MAX_DAYS = 62;

export const workdayRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(WorkdaySchema);
    app.get(
      '/employees/:id/workdays',
      {
        config: { scope: 'time-entries:read' },
        schema: {
          tags: ['Time entries'],
          summary: "An employee's treated marks per workday",
          description: `The marks of each workday after treatment: originals, included marks (approved \`add\`) and disregarded ones (approved \`disregard\`), classified E/S in order with pair numbers. A shift that crosses midnight belongs to the day it started (see docs/api.md). At most ${MAX_DAYS} days.`,
          params: IdParams,
          querystring: Type.Object(
            {
              from: RecordDate({ description: 'First workday.' }),
              to: RecordDate({ description: 'Last workday.' }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Array(Type.Ref('Workday'), { maxItems: MAX_DAYS, examples: [[WORKDAY_EXAMPLE]] }),
            ...problemResponses(400, 404),
          },
        },
      },
      async (request) => {
        const scope = principalOf(request);
        const { from, to } = request.query;
        parseDateRange(from, to, MAX_DAYS);
        const employee = await findEmployee(deps.db, scope, request.params.id);
        if (!employee) throw ApiError.notFound('employee');
        return (await treatedDays(deps.db, scope, employee, from, to)).map(workdayView);
      },
    );
  };
