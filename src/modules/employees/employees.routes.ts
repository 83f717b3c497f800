import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SqlBool } from 'kysely';
import { Type } from 'typebox';
import { normalizeDocument } from '../../legal/documents.js';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { EMPLOYMENT_DATES } from '../../platform/date-ranges.js';
import { daysInRange, Instant, parseInstant } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, likeLiteral, problemResponses } from '../../platform/http.js';
import { Page, paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { searchKey } from '../../platform/search.js';
import { findEmployee, selectEmployees } from './employees.repository.js';
import {
  CreateEmployeeBody,
  CreateScheduleVersionBody,
  EMPLOYEE_EXAMPLE,
  EmployeeSchema,
  SCHEDULE_VERSION_EXAMPLE,
  ScheduleVersionSchema,
  UpdateEmployeeBody,
} from './employees.schemas.js';
import type { EmployeeCreates } from './employee-creates.js';
import { employeeView } from './employee-view.js';
import { updateEmployee } from './employees.service.js';
import { addScheduleVersion, listScheduleVersions, withScheduleOfToday } from './schedules.service.js';

/** At most one version a day (a second from the same date is a 409), over the employment dates accepted. */
const MAX_SCHEDULE_VERSIONS = daysInRange(EMPLOYMENT_DATES.first, EMPLOYMENT_DATES.last);

const tags = ['Employees'];

export const employeeRoutes =
  (deps: { db: Db; employeeCreates: EmployeeCreates }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(EmployeeSchema);
    app.addSchema(ScheduleVersionSchema);

    app.post(
      '/employees',
      {
        config: { scope: 'employees:write' },
        schema: {
          tags,
          summary: 'Create an employee',
          description:
            'Fires `employee.created`. CPF, registration and externalId are unique per environment (409).',
          body: CreateEmployeeBody,
          response: { 201: Type.Ref('Employee'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const employee = await deps.employeeCreates.create(principal, request.body, principal.actor);
        return reply.code(201).send(employee);
      },
    );

    app.get(
      '/employees',
      {
        config: { scope: 'employees:read' },
        schema: {
          tags,
          summary: 'List employees',
          description:
            'Oldest first. `q` matches the name (case-insensitive, anywhere) or the start of the CPF. `updatedSince` keeps the employees created or changed at or after that instant (their `updatedAt`), in the same order and pages: to sync, pass the time your previous sync started.',
          querystring: Type.Object(
            {
              ...PageQuery,
              active: Type.Optional(Type.Boolean()),
              q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
              externalId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
              updatedSince: Type.Optional(
                Instant({ description: 'Only employees whose `updatedAt` is at or after this instant.' }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Page(Type.Ref('Employee'), [EMPLOYEE_EXAMPLE]), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        const { active, q, externalId, updatedSince } = request.query;
        let query = selectEmployees(deps.db, principalOf(request));
        // The schema checked the instant and its range.
        if (updatedSince !== undefined) query = query.where('updatedAt', '>=', parseInstant(updatedSince)!);
        if (active !== undefined) query = query.where('active', '=', active ? 1 : 0);
        if (externalId !== undefined) query = query.where('externalId', '=', externalId);
        if (q !== undefined) {
          const name = `%${likeLiteral(searchKey(q))}%`;
          const digits = normalizeDocument(q);
          const cpf = /^\d+$/.test(digits) ? `${digits}%` : null;
          query = query.where(
            cpf
              ? sql<SqlBool>`(search_name like ${name} escape '\\' or cpf like ${cpf})`
              : sql<SqlBool>`search_name like ${name} escape '\\'`,
          );
        }
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'asc',
          cursorOf: (e) => [e.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return (await withScheduleOfToday(deps.db, principalOf(request), page.items)).map(employeeView);
      },
    );

    app.get(
      '/employees/:id',
      {
        config: { scope: 'employees:read' },
        schema: {
          tags,
          summary: 'Get an employee',
          description:
            "With the schedule in force today in the tenant time zone. Another tenant's or environment's id is a 404.",
          params: IdParams,
          response: { 200: Type.Ref('Employee'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findEmployee(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('employee');
        const [current] = await withScheduleOfToday(deps.db, principalOf(request), [row]);
        return employeeView(current!);
      },
    );

    app.patch(
      '/employees/:id',
      {
        config: { scope: 'employees:write' },
        schema: {
          tags,
          summary: 'Update an employee',
          description:
            'Changes any field but `id`. There is no DELETE: set `active: false` to end clock-ins. A new `schedule` is a schedule version in force from today in the tenant time zone (replacing one already from today); earlier days keep theirs.',
          params: IdParams,
          body: UpdateEmployeeBody,
          response: { 200: Type.Ref('Employee'), ...problemResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return updateEmployee(deps.db, principal, request.params.id, request.body, principal.actor);
      },
    );

    app.get(
      '/employees/:id/schedules',
      {
        config: { scope: 'employees:read' },
        schema: {
          tags,
          summary: "List an employee's schedule versions",
          description:
            'Each version is in force from `effectiveFrom` until the next one; the first also governs the days before it. Ordered by `effectiveFrom`.',
          params: IdParams,
          response: {
            200: Type.Array(Type.Ref('ScheduleVersion'), {
              maxItems: MAX_SCHEDULE_VERSIONS,
              examples: [
                [
                  {
                    id: '01a2041d-1f85-7120-a827-9bf83ca072e0',
                    effectiveFrom: '2024-03-01',
                    schedule: { mon: [{ start: '08:00', end: '17:00' }] },
                  },
                  SCHEDULE_VERSION_EXAMPLE,
                ],
              ],
            }),
            ...problemResponses(404),
          },
        },
      },
      async (request) => listScheduleVersions(deps.db, principalOf(request), request.params.id),
    );

    app.post(
      '/employees/:id/schedules',
      {
        config: { scope: 'employees:write' },
        schema: {
          tags,
          summary: 'Add a schedule version',
          description:
            'The schedule is in force from `effectiveFrom` until the next version: the days before keep theirs. A version already from that date is a 409. The employee’s `schedule` shows the version in force today.',
          params: IdParams,
          body: CreateScheduleVersionBody,
          response: { 201: Type.Ref('ScheduleVersion'), ...problemResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const version = await addScheduleVersion(
          deps.db,
          principalOf(request),
          request.params.id,
          request.body,
        );
        return reply.code(201).send(version);
      },
    );
  };
