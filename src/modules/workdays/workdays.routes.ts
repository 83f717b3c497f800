import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { RecordDate } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { toIso } from '../../platform/time.js';
import { DayAbsenceSchema } from '../absences/absences.schemas.js';
import { findEmployee } from '../employees/employees.repository.js';
import { holidayCalendar } from '../holidays/holidays.service.js';
import { DAY_STATUSES } from './calendar.js';
import { employeeZone, loadWorkdays, parseDateRange } from './workdays.service.js';

const MAX_DAYS = 62;

const WorkdaySchema = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    weekday: Type.String(),
    status: Type.Enum(DAY_STATUSES, {
      description:
        'Where the day falls: `not_employed` (before admission or after termination), `future`, `holiday`, `absence` (an approved absence covers the whole day), `rest` (no scheduled work), or `workday`. Only a workday, or the day of an `unjustified` absence, owes minutes.',
    }),
    holiday: Type.Union([Type.Ref('Holiday'), Type.Null()], {
      description: 'The holiday on that date, if any, whatever the status.',
    }),
    absence: Type.Union([DayAbsenceSchema, Type.Null()], {
      description:
        'The approved absence on that date, if any, whatever the status: the whole-day one, else the earliest part of the day.',
    }),
    complete: Type.Boolean({ description: 'False when the effective marks are odd: a mark is missing.' }),
    marks: Type.Array(
      Type.Object({
        at: Type.String({ format: 'date-time' }),
        kind: Type.Enum(['E', 'S', 'D'] as const, { description: 'Entrada, saída, or desconsiderada.' }),
        source: Type.Enum(['O', 'I'] as const, { description: 'Original, or included by an adjustment.' }),
        pair: Type.Union([Type.Integer(), Type.Null()]),
        timeEntryId: Type.Union([Type.String(), Type.Null()]),
        adjustmentId: Type.Union([Type.String(), Type.Null()]),
        reason: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  },
  { $id: 'Workday' },
);

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
          response: { 200: Type.Array(Type.Ref('Workday')), ...problemResponses(400, 404) },
        },
      },
      async (request) => {
        const scope = principalOf(request);
        const { from, to } = request.query;
        parseDateRange(from, to, MAX_DAYS);
        const employee = await findEmployee(deps.db, scope, request.params.id);
        if (!employee) throw ApiError.notFound('employee');
        const timezone = await employeeZone(deps.db, scope, employee);
        const holidays = await holidayCalendar(deps.db, scope, from, to);
        const days = await loadWorkdays(deps.db, scope, { employee, timezone }, { from, to, holidays });
        return days.map((day) => ({
          date: day.date,
          weekday: day.weekday,
          status: day.status,
          holiday: day.holiday,
          absence: day.absence,
          complete: day.effectiveCount % 2 === 0,
          marks: day.marks.map((m) => ({
            at: toIso(m.at),
            kind: m.kind,
            source: m.source,
            pair: m.pair,
            timeEntryId: m.timeEntryId,
            adjustmentId: m.adjustmentId,
            reason: m.reason,
          })),
        }));
      },
    );
  };
