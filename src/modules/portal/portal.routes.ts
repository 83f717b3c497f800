import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  clearSessionCookie,
  registerCookieSession,
  type SessionCookie,
  setSessionCookie,
} from '../../platform/auth/cookie-session.js';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { dashboardScopeOf, sessionUserOf } from '../../platform/auth/session-auth.js';
import { ApiError, sendProblem } from '../../platform/errors.js';
import type { Db } from '../../platform/db/database.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { type RateLimits, setRateLimitHeaders } from '../../platform/rate-limit.js';
import { InstantText } from '../../platform/schemas.js';
import { AbsenceSchema } from '../absences/absences.schemas.js';
import { AdjustmentSchema } from '../adjustments/adjustments.schemas.js';
import type { PdfRenderer } from '../reports/pdf-renderer.js';
import type { ReportSlots } from '../reports/report-slots.js';
import type { ClockIns } from '../time-entries/clock-ins.js';
import { TimeEntrySchema } from '../time-entries/time-entries.schemas.js';
import { type ReceiptDeps, sendReceipt } from '../receipts/receipts.routes.js';
import { ReceiptQuery } from '../receipts/receipts.schemas.js';
import { WorkdaySchema } from '../workdays/workdays.schemas.js';
import {
  acceptInvitation,
  findPortalSession,
  inviteEmployee,
  lookUpInvitation,
  type PortalSession,
  portalSessionView,
  signInWorker,
  signOutWorker,
} from './portal-accounts.service.js';
import {
  AcceptInvitationBody,
  AcknowledgeBody,
  ACKNOWLEDGEMENT_EXAMPLE,
  AcknowledgementSchema,
  DateRangeQuery,
  InvitationLookupBody,
  InvitationSchema,
  PortalAbsenceBody,
  PortalAdjustmentBody,
  PortalClockInBody,
  PortalPeriodSchema,
  PortalSessionSchema,
  PortalSignInBody,
} from './portal.schemas.js';
import {
  acknowledgeEspelho,
  markFromBrowser,
  ownAbsence,
  ownAbsences,
  ownAdjustment,
  ownAdjustments,
  ownClosedPeriods,
  ownDays,
  ownEspelhoPdf,
  ownMark,
  ownMarks,
  periodAcknowledgements,
  requestAbsence,
  requestAdjustment,
  scopeOf,
} from './portal.service.js';

/** The workers' portal API: its own cookie, sent to this path only (never to the dashboard's or `/v1`). */
export const PORTAL_API_PREFIX = '/portal/api';
export const PORTAL_SESSION_COOKIE: SessionCookie = { name: 'pontual_portal', path: PORTAL_API_PREFIX };

declare module 'fastify' {
  interface FastifyRequest {
    portalSession: PortalSession | null;
  }
}

function sessionOf(request: FastifyRequest): PortalSession {
  if (!request.portalSession) throw new Error('sessionOf called on an anonymous portal route');
  return request.portalSession;
}

const hide = { hide: true } as const;

/**
 * The workers' portal API (docs/portal.md), under `/portal/api`: sign-in with the password an invitation set,
 * and the signed-in worker's own marks, days, requests and closed months. The session, its CSRF token and the
 * sign-in allowance are the dashboard's mechanisms (`platform/auth/cookie-session.ts`); what a session may
 * reach is its one employee.
 */
export const portalRoutes =
  (deps: {
    db: Db;
    rateLimits: RateLimits;
    clockIns: ClockIns;
    pdf: PdfRenderer;
    slots: ReportSlots;
    receipts: ReceiptDeps;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = deps;
    app.decorateRequest('portalSession', null);
    await registerCookieSession(app, {
      cookie: PORTAL_SESSION_COOKIE,
      find: (token) => findPortalSession(db, token),
      attach: (request, session) => (request.portalSession = session),
    });
    // A worker's allowance: shared resources (the report slots, the receipt threads, the REP) are not theirs
    // to exhaust, and each mark is a legal record kept forever.
    app.addHook('preHandler', async (request, reply) => {
      const session = request.portalSession;
      if (!session) return;
      const worker = `${session.tenantId}:${session.environment}:${session.employeeId}`;
      const isMark =
        request.method === 'POST' && request.routeOptions.url === `${PORTAL_API_PREFIX}/time-entries`;
      const limit = await (isMark
        ? deps.rateLimits.consumeWorkerMark(worker)
        : deps.rateLimits.consumeWorker(worker));
      setRateLimitHeaders(reply, limit);
      if (!limit.allowed)
        return sendProblem(
          request,
          reply,
          new ApiError(
            429,
            'rate_limited',
            isMark ? 'A mark was just recorded; see Retry-After.' : 'Rate limit exceeded; see Retry-After.',
          ),
        );
    });
    for (const schema of [
      TimeEntrySchema,
      WorkdaySchema,
      AdjustmentSchema,
      AbsenceSchema,
      AcknowledgementSchema,
    ])
      app.addSchema(schema);

    app.post(
      '/session',
      { config: { anonymous: true }, schema: { ...hide, body: PortalSignInBody } },
      async (request, reply) => {
        const { token, session } = await signInWorker(db, deps.rateLimits, request.body, request);
        setSessionCookie(request, reply, PORTAL_SESSION_COOKIE, token);
        return reply.code(201).send(portalSessionView(session));
      },
    );
    app.get('/session', { schema: { ...hide, response: { 200: PortalSessionSchema } } }, async (request) =>
      portalSessionView(sessionOf(request)),
    );
    app.delete('/session', { schema: hide }, async (request, reply) => {
      await signOutWorker(db, sessionOf(request));
      clearSessionCookie(reply, PORTAL_SESSION_COOKIE);
      return reply.code(204).send();
    });

    app.post(
      '/invitation/lookup',
      {
        config: { anonymous: true },
        schema: { ...hide, body: InvitationLookupBody, response: { 200: InvitationSchema } },
      },
      async (request) => lookUpInvitation(db, request.body.token),
    );
    app.post(
      '/invitation/accept',
      { config: { anonymous: true }, schema: { ...hide, body: AcceptInvitationBody } },
      async (request, reply) => {
        const { token, session } = await acceptInvitation(
          db,
          request.body.token,
          request.body.password,
          request,
        );
        setSessionCookie(request, reply, PORTAL_SESSION_COOKIE, token);
        return reply.code(201).send(portalSessionView(session));
      },
    );

    app.get(
      '/time-entries',
      {
        schema: {
          ...hide,
          querystring: DateRangeQuery,
          response: { 200: Type.Array(Type.Ref('TimeEntry')) },
        },
      },
      async (request) => ownMarks(db, sessionOf(request), request.query.from, request.query.to),
    );
    app.get(
      '/time-entries/:id',
      { schema: { ...hide, params: IdParams, response: { 200: Type.Ref('TimeEntry') } } },
      async (request) => ownMark(db, sessionOf(request), request.params.id),
    );
    app.get(
      '/time-entries/:id/receipt',
      { schema: { ...hide, params: IdParams, querystring: ReceiptQuery } },
      async (request, reply) => {
        const session = sessionOf(request);
        return sendReceipt(
          deps.receipts,
          reply,
          { scope: scopeOf(session), timeEntryId: request.params.id, employeeId: session.employeeId },
          request.query.format,
        );
      },
    );
    app.post(
      '/time-entries',
      { schema: { ...hide, body: PortalClockInBody, response: { 201: Type.Ref('TimeEntry') } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await markFromBrowser(deps.clockIns, sessionOf(request), request.body?.location)),
    );

    app.get(
      '/workdays',
      {
        schema: {
          ...hide,
          querystring: DateRangeQuery,
          response: { 200: Type.Array(Type.Ref('Workday')) },
        },
      },
      async (request) => ownDays(db, sessionOf(request), request.query.from, request.query.to),
    );

    app.get(
      '/adjustments',
      { schema: { ...hide, response: { 200: Type.Array(Type.Ref('Adjustment')) } } },
      async (request) => ownAdjustments(db, sessionOf(request)),
    );
    app.get(
      '/adjustments/:id',
      { schema: { ...hide, params: IdParams, response: { 200: Type.Ref('Adjustment') } } },
      async (request) => ownAdjustment(db, sessionOf(request), request.params.id),
    );
    app.post(
      '/adjustments',
      { schema: { ...hide, body: PortalAdjustmentBody, response: { 201: Type.Ref('Adjustment') } } },
      async (request, reply) =>
        reply.code(201).send(await requestAdjustment(db, sessionOf(request), request.body)),
    );

    app.get(
      '/absences',
      { schema: { ...hide, response: { 200: Type.Array(Type.Ref('Absence')) } } },
      async (request) => ownAbsences(db, sessionOf(request)),
    );
    app.get(
      '/absences/:id',
      { schema: { ...hide, params: IdParams, response: { 200: Type.Ref('Absence') } } },
      async (request) => ownAbsence(db, sessionOf(request), request.params.id),
    );
    app.post(
      '/absences',
      { schema: { ...hide, body: PortalAbsenceBody, response: { 201: Type.Ref('Absence') } } },
      async (request, reply) =>
        reply.code(201).send(await requestAbsence(db, sessionOf(request), request.body)),
    );

    app.get(
      '/periods',
      { schema: { ...hide, response: { 200: Type.Array(PortalPeriodSchema) } } },
      async (request) => ownClosedPeriods(db, sessionOf(request)),
    );
    app.get('/periods/:id/espelho.pdf', { schema: { ...hide, params: IdParams } }, async (request, reply) => {
      const pdf = await ownEspelhoPdf(db, sessionOf(request), request.params.id, deps);
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="espelho-${pdf.from}-${pdf.to}.pdf"`)
          // RFC 9530: the acknowledgement names these bytes by their SHA-256.
          .header('Repr-Digest', `sha-256=:${Buffer.from(pdf.sha256, 'hex').toString('base64')}:`)
          .send(pdf.bytes)
      );
    });
    app.post(
      '/periods/:id/acknowledgement',
      {
        schema: {
          ...hide,
          params: IdParams,
          body: AcknowledgeBody,
          response: { 200: Type.Ref('EspelhoAcknowledgement'), 201: Type.Ref('EspelhoAcknowledgement') },
        },
      },
      async (request, reply) => {
        const { created, acknowledgement } = await acknowledgeEspelho(
          db,
          sessionOf(request),
          request.params.id,
          request.body,
          request,
        );
        return reply.code(created ? 201 : 200).send(acknowledgement);
      },
    );
  };

/** The admin's view of the acknowledgements, on `/v1` (and the dashboard's mirror of it). */
export const acknowledgementRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(AcknowledgementSchema);
    app.get(
      '/periods/:id/acknowledgements',
      {
        config: { scope: 'time-bank:read' },
        schema: {
          tags: ['Periods'],
          operationId: 'listPeriodAcknowledgements',
          summary: "Who acknowledged a period's espelho",
          description:
            'The employees who acknowledged their espelho of this period in the workers’ portal (docs/portal.md), oldest first: when, from which address, user agent and location, and the SHA-256 of the PDF they were served.',
          params: IdParams,
          response: {
            200: Type.Array(Type.Ref('EspelhoAcknowledgement'), {
              examples: [[ACKNOWLEDGEMENT_EXAMPLE]],
            }),
            ...problemResponses(404),
          },
        },
      },
      async (request) => periodAcknowledgements(deps.db, principalOf(request), request.params.id),
    );
  };

/**
 * An admin invites an employee to the portal from the dashboard (`/dashboard/api`, in the environment its
 * switch names): the answer is the one-time link to hand over (nothing is e-mailed).
 */
export const portalInvitationRoutes =
  (deps: { db: Db; publicUrl: string | null }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/employees/:id/portal-invitation',
      {
        schema: {
          ...hide,
          params: IdParams,
          response: {
            201: Type.Object({ url: Type.String(), expiresAt: InstantText() }),
          },
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        const invitation = await inviteEmployee(
          deps.db,
          dashboardScopeOf(request),
          request.params.id,
          deps.publicUrl ?? `${request.protocol}://${request.host}`,
          { type: 'user', userId: user.userId, request },
        );
        return reply.code(201).header('Cache-Control', 'no-store').send(invitation);
      },
    );
  };
