import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { Page, paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import { DATE_OR_INSTANT_DESCRIPTION } from '../../platform/dates.js';
import { Uuid } from '../../platform/schemas.js';
import { tenantRange } from '../tenants/tenants.repository.js';
import { findTimeEntry, selectTimeEntries } from './time-entries.repository.js';
import { CreateTimeEntryBody, TIME_ENTRY_EXAMPLE, TimeEntrySchema } from './time-entries.schemas.js';
import type { ClockIns } from './clock-ins.js';
import { verifyChain } from '../rep/rep.service.js';
import { timeEntryView } from './time-entries.service.js';

const tags = ['Time entries'];

/**
 * The verification of a long chain made as an export job instead (src/modules/exports, wired in app.ts): the job
 * and where it is read, answered with 202; or null to verify now.
 */
export type LongVerifications = (
  request: FastifyRequest,
) => Promise<{ job: unknown; location: string } | null>;

export const timeEntryRoutes =
  (deps: { db: Db; clockIns: ClockIns; longVerifications: LongVerifications }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(TimeEntrySchema);

    app.post(
      '/time-entries',
      {
        config: { scope: 'time-entries:write' },
        schema: {
          tags,
          summary: 'Record a clock-in mark',
          description:
            'Marks are immutable: there is no PATCH or DELETE; corrections are adjustments. Never refused because of the schedule. Fires `time_entry.created`.',
          body: CreateTimeEntryBody,
          response: { 201: Type.Ref('TimeEntry'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const entry = await deps.clockIns.record(principalOf(request), request.body);
        return reply.code(201).send(entry);
      },
    );

    app.get(
      '/time-entries',
      {
        config: { scope: 'time-entries:read' },
        schema: {
          tags,
          summary: 'List clock-in marks',
          description: 'Ordered by `occurredAt`, then id.',
          querystring: Type.Object(
            {
              ...PageQuery,
              employeeId: Type.Optional(Uuid()),
              from: Type.Optional(Type.String({ maxLength: 40, description: DATE_OR_INSTANT_DESCRIPTION })),
              to: Type.Optional(Type.String({ maxLength: 40, description: DATE_OR_INSTANT_DESCRIPTION })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Page(Type.Ref('TimeEntry'), [TIME_ENTRY_EXAMPLE]), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        const scope = principalOf(request);
        let query = selectTimeEntries(deps.db, scope);
        const range = await tenantRange(deps.db, scope.tenantId, request.query);
        if (request.query.employeeId) query = query.where('employeeId', '=', request.query.employeeId);
        const page = await paginate(query, request.query, {
          columns: [
            { name: 'occurredAt', kind: 'instant' },
            { name: 'id', kind: 'uuid' },
          ],
          direction: 'asc',
          cursorOf: (e) => [e.occurredAt, e.id],
          range,
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(timeEntryView);
      },
    );

    app.get(
      '/time-entries/verify',
      {
        config: { scope: 'time-entries:read' },
        schema: {
          tags,
          summary: 'Verify the hash chain',
          description:
            'Re-walks every mark of this environment in NSR order and reports the first broken link: a missing NSR, a mark whose hash does not match its fields, or missing marks at the end. A chain of more than `PONTUAL_LONG_CHAIN_RECORDS` records (1,000,000 unless the operator chose otherwise), or a request with `Prefer: respond-async` from a key that may read export jobs, is verified in the background instead: 202 with a `chain_verification` export job (`Location` names it), whose file is this answer; while one is queued or running, it is answered again. Reading the job needs `reports:read`: a key without it gets 403 for a long chain. A client that goes away stops the walk.',
          response: {
            200: Type.Ref('ChainVerification'),
            202: Type.Ref('Export', {
              description:
                'The chain is long or `Prefer: respond-async` asked for a job: the `chain_verification` export job, named by `Location` (docs/api.md, "Export jobs").',
            }),
            ...problemResponses(403),
          },
        },
      },
      async (request, reply) => {
        // Listened for first: a client that leaves while the chain's length is read stops the walk too.
        const left = new AbortController();
        const leave = () => left.abort(new Error('the client went away'));
        reply.raw.once('close', leave);
        try {
          const deferred = await deps.longVerifications(request);
          if (deferred) return reply.code(202).header('Location', deferred.location).send(deferred.job);
          return await verifyChain(deps.db, principalOf(request), { signal: left.signal });
        } catch (error) {
          if (error !== left.signal.reason) throw error;
          request.log.info('chain verification stopped: the client went away');
          return reply.hijack(); // nobody is left to answer
        } finally {
          reply.raw.off('close', leave);
        }
      },
    );

    app.get(
      '/time-entries/:id',
      {
        config: { scope: 'time-entries:read' },
        schema: {
          tags,
          summary: 'Get a clock-in mark',
          description:
            "The mark as recorded (marks are immutable). Another tenant's or environment's id is a 404.",
          params: IdParams,
          response: { 200: Type.Ref('TimeEntry'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findTimeEntry(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('time entry');
        return timeEntryView(row);
      },
    );
  };
