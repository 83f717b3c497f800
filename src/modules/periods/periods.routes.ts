import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { actorOf, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db, Dialect } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { Page, PageQuery, paginate, setNextPageLink } from '../../platform/paging.js';
import { Uuid } from '../../platform/schemas.js';
import { findPeriod, periodView, selectPeriods } from './periods.repository.js';
import { ClosePeriodBody, FrozenEspelhoSchema, PERIOD_EXAMPLE, PeriodSchema } from './periods.schemas.js';
import type { DayFreezer } from './day-freezer.js';
import {
  CLOSE_STALL_MS,
  closePeriod,
  discardStalledClose,
  frozenEspelho,
  reopenPeriod,
} from './periods.service.js';

const tags = ['Periods'];

/** The period close (fechamento): close, list, read, reopen, discard a dead close (docs/time-bank.md). */
export const periodRoutes =
  (deps: { db: Db; dialect: Dialect; freezer: DayFreezer }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(PeriodSchema);

    app.post(
      '/periods',
      {
        config: { scope: 'periods:write' },
        schema: {
          tags,
          operationId: 'closePeriod',
          summary: 'Close a period',
          description:
            'Freezes the treated days of `from`–`to` (every active employee, or `employeeIds`) as the espelho computes them now, and posts the time bank by the policy: overtime credits, debits, compensation days, and the expiry of credits whose last day has come. From then on an adjustment, an absence or a manual bank entry on those days is a 409 `period_closed` until the period is reopened. A day already in another closed period is a 409. Fires `period.closed` and `time_bank.updated`.',
          body: ClosePeriodBody,
          response: { 201: Type.Ref('Period'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const period = await closePeriod(
          deps.db,
          deps.dialect,
          deps.freezer,
          principal,
          actorOf(principal),
          request.body,
        );
        return reply.code(201).send(period);
      },
    );

    app.get(
      '/periods',
      {
        config: { scope: 'time-bank:read' },
        schema: {
          tags,
          operationId: 'listPeriods',
          summary: 'List periods',
          description: 'Newest first.',
          querystring: Type.Object(
            {
              ...PageQuery,
              status: Type.Optional(Type.Enum(['closing', 'closed', 'reopening', 'reopened'] as const)),
            },
            { additionalProperties: false },
          ),
          response: { 200: Page(Type.Ref('Period'), [PERIOD_EXAMPLE]), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        let query = selectPeriods(deps.db, principalOf(request));
        if (request.query.status) query = query.where('status', '=', request.query.status);
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'desc',
          cursorOf: (row) => [row.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(periodView);
      },
    );

    app.get(
      '/periods/:id',
      {
        config: { scope: 'time-bank:read' },
        schema: {
          tags,
          operationId: 'getPeriod',
          summary: 'Get a period',
          description:
            "A period close and its status (closing, closed, reopening, reopened). Another tenant's or environment's id is a 404.",
          params: IdParams,
          response: { 200: Type.Ref('Period'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findPeriod(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('period');
        return periodView(row);
      },
    );

    app.get(
      '/periods/:id/employees/:employeeId',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags,
          operationId: 'getFrozenEspelho',
          summary: "An employee's frozen espelho",
          description:
            'The espelho days of one employee of a closed period exactly as the close computed them (a holiday, a schedule version or a policy added later does not change them), with what the close decided of each for the time bank, and their totals. A period that is not closed is a 409.',
          params: Type.Object({ id: Uuid(), employeeId: Uuid() }, { additionalProperties: false }),
          response: {
            200: {
              description: 'The frozen days.',
              content: {
                'application/json': { schema: Type.Unsafe<Readable | string>(FrozenEspelhoSchema) },
              },
            },
            ...problemResponses(404, 409),
          },
        },
      },
      async (request, reply) => {
        const body = await frozenEspelho(
          deps.db,
          principalOf(request),
          request.params.id,
          request.params.employeeId,
        );
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.post(
      '/periods/:id/reopen',
      {
        config: { scope: 'periods:write' },
        schema: {
          tags,
          operationId: 'reopenPeriod',
          summary: 'Reopen a period',
          description:
            'Reverses the close: removes its time-bank entries (postings and expiries), and opens its days to adjustments and absences again. The period is `reopening` while this runs, its employees a few at a time, and no close of the environment starts meanwhile (409 `reopen_running`); reopening a `reopening` period finishes a reopen that stopped part-way. A period that is neither closed nor reopening, one with a later closed period of one of its employees, or a reopen while a close of the environment runs (`close_running`) is a 409. Fires a `time_bank.updated` per employee whose bank changed, then `period.reopened`; recorded in the audit log. Its frozen days are no longer served and are deleted by the hourly housekeeping.',
          params: IdParams,
          response: { 200: Type.Ref('Period'), ...problemResponses(404, 409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return reopenPeriod(deps.db, deps.dialect, principal, actorOf(principal), request.params.id);
      },
    );

    app.delete(
      '/periods/:id',
      {
        config: { scope: 'periods:write' },
        schema: {
          tags,
          operationId: 'discardStalledClose',
          summary: 'Discard a close that stopped part-way',
          description: `A close runs inside one server process; if that process dies (a crash, a kill) the period stays \`closing\` and its days keep answering 409. Once it has not progressed for ${CLOSE_STALL_MS / 60_000} minutes it is known dead: this removes what it wrote and opens its days again (closing any of its days again does the same). 409 while it still progresses, and for a closed period (reopen it), a reopening one or a reopened one. Recorded in the audit log.`,
          params: IdParams,
          response: { 204: Type.Null(), ...problemResponses(404, 409) },
        },
      },
      async (request, reply) => {
        await discardStalledClose(deps.db, deps.dialect, principalOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
