import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { DestinationStream } from 'pino';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { absenceRoutes } from './modules/absences/absences.routes.js';
import { adjustmentRoutes } from './modules/adjustments/adjustments.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { EmployeeCreates } from './modules/employees/employee-creates.js';
import { employeeRoutes } from './modules/employees/employees.routes.js';
import { employeeBatchRoutes } from './modules/employees/employees-batch.routes.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { EventStreams } from './modules/events/events.service.js';
import { WEBHOOK_EVENTS } from './modules/events/events.schemas.js';
import { ExportRunner } from './modules/exports/export-runner.js';
import {
  exportRoutes,
  longReportsAsJobs,
  longVerificationsAsJobs,
} from './modules/exports/exports.routes.js';
import { ExportSchema } from './modules/exports/exports.schemas.js';
import { ChainVerificationSchema } from './modules/time-entries/time-entries.schemas.js';
import { PdfRenderer } from './modules/reports/pdf-renderer.js';
import { ReportSlots } from './modules/reports/report-slots.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { ClockIns } from './modules/time-entries/clock-ins.js';
import { KnownServiceEvents } from './modules/rep/rep.service.js';
import { ServiceAvailability } from './modules/rep/service-availability.js';
import { timeEntryRoutes } from './modules/time-entries/time-entries.routes.js';
import { timeEntryBatchRoutes } from './modules/time-entries/time-entries-batch.routes.js';
import { AfdImports } from './modules/imports/imports.service.js';
import { importRoutes } from './modules/imports/imports.routes.js';
import { ReceiptRenderer } from './modules/receipts/receipt-renderer.js';
import { type CredentialsFor, receiptRoutes } from './modules/receipts/receipts.routes.js';
import { signingCredentialsFor } from './modules/certificates/certificates.service.js';
import { workdayRoutes } from './modules/workdays/workdays.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { holidayRoutes } from './modules/holidays/holidays.routes.js';
import { espelhoPolicyRoutes } from './modules/espelho-policy/espelho-policy.routes.js';
import { timeBankRoutes } from './modules/time-bank/time-bank.routes.js';
import { periodRoutes } from './modules/periods/periods.routes.js';
import { DayFreezer } from './modules/periods/day-freezer.js';
import { payrollRoutes } from './modules/payroll/payroll.routes.js';
import { HolidaySchema } from './modules/holidays/holidays.schemas.js';
import { AuditLogWriter } from './platform/audit.js';
import { keyLookup, registerApiKeyAuth } from './platform/auth/api-key-auth.js';
import type { Config } from './platform/config.js';
import { type DatabaseHandle, openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { ApiError, ProblemSchema, registerErrorHandling, toApiError } from './platform/errors.js';
import { loggerOptions } from './platform/logging.js';
import { IdempotencyStore } from './platform/idempotency.js';
import { registerOpenApi } from './platform/openapi.js';
import { RateLimits } from './platform/rate-limit.js';
import { SecretBox } from './platform/secrets.js';
import { WebhookDispatcher } from './modules/webhooks/delivery/dispatcher.js';
import { type DispatcherWork, OtherDispatchers } from './modules/webhooks/delivery/other-dispatchers.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { keyRoutes } from './modules/keys/keys.routes.js';
import { sessionRoutes } from './modules/sessions/sessions.routes.js';
import { findSessionUser } from './modules/sessions/sessions.service.js';
import { userRoutes } from './modules/users/users.routes.js';
import { companyRoutes } from './modules/tenants/company.routes.js';
import { certificateRoutes } from './modules/certificates/certificates.routes.js';
import {
  DASHBOARD_API_PREFIX,
  registerDashboardPrincipal,
  registerSessionAuth,
} from './platform/auth/session-auth.js';
import { registerDashboardApp } from './platform/web.js';
import {
  acknowledgementRoutes,
  PORTAL_API_PREFIX,
  portalInvitationRoutes,
  portalRoutes,
} from './modules/portal/portal.routes.js';
import { buildValidator, noteBodySize } from './platform/validation.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

const BODY_LIMIT = 1024 * 1024;
/** The largest body a route without authentication reads: a sign-in is well under 8 KiB. */
const ANONYMOUS_BODY_LIMIT = 16 * 1024;
/** Headers must arrive within this (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * A connection that sends and reads nothing for this long is closed: a client that stopped reading its
 * answer no longer holds the server's buffers. Longer than any answer takes to start.
 */
const IDLE_CONNECTION_TIMEOUT_MS = 120_000;
const REQUEST_ID = /^[\w.:-]{1,128}$/;
/** Paths whose answers must never be stored by a browser or a proxy cache. */
const PRIVATE_ANSWERS = /^\/(v1|dashboard\/api|portal\/api)(\/|\?|$)/;
/** Browsers reach the service over HTTPS only, for a year, once they have seen it over HTTPS. */
const STRICT_TRANSPORT_SECURITY = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/** A `\u0000` escape in JSON text: one not preceded by an odd number of backslashes (which would escape it). */
const JSON_NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;
/** Text that may escape half of a UTF-16 surrogate pair: the parsed body is then searched for a lone half. */
const JSON_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** True when a string (a value or a key) anywhere in `value` holds half of a surrogate pair without the other. */
function holdsLoneSurrogate(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

/** What every request is answered while the event loop is stuck (a 503 with Retry-After). */
class Overloaded extends ApiError {
  constructor() {
    super(503, 'service_unavailable', 'The server is overloaded; retry shortly.');
  }
}

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); opened from `config` when absent. */
  database?: DatabaseHandle;
  /** `false`: no logs (tests). */
  logger?: false;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
}

export type App = FastifyInstance & { deps: AppDeps };

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  audit: AuditLogWriter;
  rateLimits: RateLimits;
  dispatcher: WebhookDispatcher | undefined;
  /** Runs export jobs where the dispatcher runs (background work): undefined with PONTUAL_DISPATCHER=false. */
  exportRunner: ExportRunner | undefined;
  clockIns: ClockIns;
  /** Time clocks' AFD files being imported (the runner of this process). */
  afdImports: AfdImports;
  /** The REP-P service's starts and stops (AFD type 6): `npm start` starts it; closing the app stops it. */
  serviceAvailability: ServiceAvailability;
}

/**
 * One log line per request, written when it completes, with the request id, route, status, duration and
 * key id. Never headers or bodies: that is where keys and personal data travel. A client's error is named by
 * its code only, since its message may quote the body (a password in malformed JSON); a server's error is
 * logged in full (platform/logging.ts).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  /** A streamed response (a report, a legal file) that failed after its first bytes was cut off: an error. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ path: request.url.split('?', 1)[0] }, 'client closed the response early');
    } else {
      reply.log.error(
        { err: error, path: request.url.split('?', 1)[0] },
        'response cut off: a streamed body failed part-way',
      );
    }
  }
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        path: request.url.split('?', 1)[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        actor: request.principal?.actor,
        ...(error && reply.statusCode >= 500 ? { err: error } : {}),
        ...(error && reply.statusCode < 500 ? { errorCode: toApiError(error as FastifyError).code } : {}),
      },
      'request',
    );
  }
}

/**
 * Builds the whole service without listening: tests inject requests into it, `main.ts` listens.
 * Every dependency is created and wired here, by hand, in one place.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const { trustProxy } = config;
  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase(config);
  await migrateToLatest(database.db);

  const app = Fastify({
    logger: options.logger ?? { ...loggerOptions(config.logLevel), stream: options.logStream },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // A client that trickles its headers or body is cut off (408) once its time is up, so slow connections
    // cannot pile up. Node checks every connection's deadline once a second.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    // A hop count as proxy-addr reads one (Fastify accepts the number too, but its typings do not say so).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildValidator } },
    // The message is for logs only (clients get the problem body): short, and free of what the client sent.
    schemaErrorFormatter: (_errors, part) => new Error(`invalid ${part}`),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // A route anyone may call (the sign-in) parses a stranger's body before anything is known about them: it
  // takes a small one (JSON.parse of a whole megabyte holds the event loop for tens of milliseconds).
  app.addHook('onRoute', (route) => {
    if (route.config?.anonymous || route.config?.public) route.bodyLimit ??= ANONYMOUS_BODY_LIMIT;
  });
  app.removeContentTypeParser('text/plain');
  // An empty JSON body is no body: action endpoints (approve, reject) take an optional one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Bodies are decoded strictly: invalid UTF-8 is a 400, not text quietly mended with U+FFFD.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, parsed) => {
    let text: string;
    try {
      text = utf8.decode(bytes as Buffer);
    } catch {
      return parsed(new ApiError(400, 'invalid_request', 'The body is not valid UTF-8.'), undefined);
    }
    if (text === '') return parsed(null, undefined);
    // The validator lists every error of a small body, only the first of a large one (platform/validation.ts).
    const done = (error: Error | null, body?: unknown) => {
      if (!error) noteBodySize(body, (bytes as Buffer).length);
      parsed(error, body);
    };
    // PostgreSQL cannot store U+0000 in text: refused here for every body, on both engines, as a 400.
    if (text.includes('\\u0000') && JSON_NUL_ESCAPE.test(text))
      return done(new ApiError(400, 'invalid_request', 'The body must not contain U+0000 (NUL).'), undefined);
    if (!JSON_SURROGATE_ESCAPE.test(text)) return parseJson(request, text, done);
    // Half a surrogate pair is no Unicode text: each engine would store something else than what was hashed
    // and answered (better-sqlite3 and pg mend it each their own way), so it is refused like invalid UTF-8.
    return parseJson(request, text, (error: Error | null, body?: unknown) =>
      !error && holdsLoneSurrogate(body)
        ? done(
            new ApiError(
              400,
              'invalid_request',
              'The body must not contain half of a UTF-16 surrogate pair.',
            ),
            undefined,
          )
        : done(error, body),
    );
  });

  const audit = new AuditLogWriter(database.db, app.log);
  const rateLimits = RateLimits.create(config);
  const idempotency = new IdempotencyStore(database.db);
  const secrets = SecretBox.fromConfig(config);
  const dispatcher = config.dispatcher
    ? new WebhookDispatcher({ database, secrets, config, log: app.log, version })
    : undefined;
  const serviceEvents = new KnownServiceEvents();
  const serviceAvailability = new ServiceAvailability(database.db, serviceEvents, app.log);
  const clockIns = new ClockIns(database.db, serviceEvents);
  const afdImports = new AfdImports(database.db, clockIns, app.log);
  const employeeCreates = new EmployeeCreates(database.db);
  const otherDispatchers = new OtherDispatchers(database);
  /** After a write commits: wake this process's dispatcher, and (PostgreSQL) the other processes' ones. */
  const wakeDispatchers = (work: DispatcherWork) => {
    dispatcher?.poke(work);
    otherDispatchers.wake(work);
  };

  app.decorate('publicUrl', config.publicUrl);
  app.addSchema(ProblemSchema);
  // Shared by the holidays and the workdays (each day names its holiday).
  app.addSchema(HolidaySchema);
  // Shared by the export jobs, the report endpoints and the chain's verification (a long one is answered with
  // its job, whose file is the verification).
  app.addSchema(ExportSchema);
  app.addSchema(ChainVerificationSchema);
  registerErrorHandling(app);
  await registerOpenApi(app, { version, publicUrl: config.publicUrl, webhookEvents: WEBHOOK_EVENTS });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Request-Id', request.id);
    // What the API and the dashboard's API answer is a tenant's data (or a key, a session): no cache keeps it.
    if (PRIVATE_ANSWERS.test(request.url)) reply.header('Cache-Control', 'no-store');
  });
  await app.register(helmet, {
    // The dashboard's pages carry their own policy (platform/web.ts); the API answers JSON, which runs nothing.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent only over HTTPS (RFC 6797 §7.2 forbids it over plain HTTP), by the hook below.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.helmet({ strictTransportSecurity: STRICT_TRANSPORT_SECURITY });
  });
  // The watchdog: samples the event loop's delay (reported by /healthz) and answers 503 while it is stuck.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    customError: Overloaded,
  });

  await app.register(healthRoutes({ database }));
  // One bound for the whole process, shared by `/v1` and the dashboard; a PDF renders in a thread of its slot.
  const reportSlots = new ReportSlots(config.reportConcurrency);
  const pdfRenderer = new PdfRenderer(config.reportConcurrency);
  const dayFreezer = new DayFreezer();
  const receiptRenderer = new ReceiptRenderer(config.reportConcurrency);
  const aejOptions = {
    layoutVersion: config.legalFiles.aejLayoutVersion,
    program: { name: 'Pontual', version },
  };
  const exportRunner = config.dispatcher
    ? new ExportRunner({
        db: database.db,
        log: app.log,
        aej: aejOptions,
        developer: config.legalFiles.developer,
        pdf: pdfRenderer,
        slots: reportSlots,
        onFinished: () => wakeDispatchers('events'),
      })
    : undefined;
  const eventStreams = new EventStreams(database.db);
  const exportJobs = {
    db: database.db,
    developer: config.legalFiles.developer,
    onQueued: () => exportRunner?.poke(),
  };
  const deps: AppDeps = {
    config,
    database,
    audit,
    rateLimits,
    dispatcher,
    exportRunner,
    clockIns,
    afdImports,
    serviceAvailability,
  };
  // A receipt is PAdES-signed with the tenant's certificate when one is installed and valid.
  const credentialsFor: CredentialsFor = (scope) => signingCredentialsFor(database.db, secrets, scope);
  /** The API's routes, registered twice: on `/v1` for API keys and on the dashboard's mirror for users. */
  const apiRoutes = async (api: FastifyInstance) => {
    await api.register(auditLogRoutes({ db: database.db, audit }));
    await api.register(employeeRoutes({ db: database.db, employeeCreates }));
    await api.register(employeeBatchRoutes({ employeeCreates }));
    await api.register(
      timeEntryRoutes({
        db: database.db,
        clockIns,
        longVerifications: longVerificationsAsJobs({
          ...exportJobs,
          longChainRecords: config.longChainRecords,
        }),
      }),
    );
    await api.register(timeEntryBatchRoutes({ clockIns }));
    await api.register(importRoutes({ db: database.db, imports: afdImports }));
    await api.register(receiptRoutes({ db: database.db, renderer: receiptRenderer, credentialsFor }));
    await api.register(adjustmentRoutes({ db: database.db }));
    await api.register(workdayRoutes({ db: database.db }));
    await api.register(holidayRoutes({ db: database.db }));
    await api.register(absenceRoutes({ db: database.db }));
    await api.register(espelhoPolicyRoutes({ db: database.db }));
    await api.register(timeBankRoutes({ db: database.db }));
    await api.register(periodRoutes({ db: database.db, dialect: database.dialect, freezer: dayFreezer }));
    await api.register(payrollRoutes({ db: database.db, dialect: database.dialect }));
    await api.register(acknowledgementRoutes({ db: database.db }));
    await api.register(
      reportRoutes({
        db: database.db,
        aej: aejOptions,
        afd: { layoutVersion: config.legalFiles.afdLayoutVersion },
        developer: config.legalFiles.developer,
        slots: reportSlots,
        stalledMs: config.reportStallMs,
        pdf: pdfRenderer,
        secrets,
        longReports: longReportsAsJobs(exportJobs),
      }),
    );
    await api.register(exportRoutes(exportJobs));
    await api.register(eventRoutes({ db: database.db, streams: eventStreams }));
    await api.register(
      webhookRoutes({
        db: database.db,
        secrets,
        allowPrivateTargets: config.webhooks.allowPrivateTargets,
        onQueued: () => wakeDispatchers('jobs'),
        onChanged: () => dispatcher?.webhooksChanged(),
      }),
    );
    api.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300) wakeDispatchers('events');
    });
  };

  await app.register(
    async (v1) => {
      registerApiKeyAuth(v1, { findKeyByHash: keyLookup(database.db), rateLimits, audit, idempotency });
      v1.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await apiRoutes(v1);
    },
    { prefix: '/v1' },
  );

  // The dashboard's own API: session cookies and CSRF tokens, no API keys (docs/dashboard.md).
  await app.register(
    async (dashboard) => {
      await registerSessionAuth(dashboard, {
        findSessionUser: (token) => findSessionUser(database.db, token),
      });
      await dashboard.register(sessionRoutes({ db: database.db, rateLimits, audit }));
      await dashboard.register(keyRoutes({ db: database.db }));
      await dashboard.register(userRoutes({ db: database.db }));
      await dashboard.register(companyRoutes({ db: database.db }));
      await dashboard.register(certificateRoutes({ db: database.db, secrets }));
      await dashboard.register(portalInvitationRoutes({ db: database.db, publicUrl: config.publicUrl }));
      await dashboard.register(
        async (mirror) => {
          registerDashboardPrincipal(mirror, { audit });
          await apiRoutes(mirror);
        },
        { prefix: '/v1' },
      );
    },
    { prefix: DASHBOARD_API_PREFIX },
  );
  // The workers' portal API: its own session cookie, scoped to one employee (docs/portal.md).
  await app.register(
    portalRoutes({
      db: database.db,
      rateLimits,
      clockIns,
      pdf: pdfRenderer,
      slots: reportSlots,
      receipts: { db: database.db, renderer: receiptRenderer, credentialsFor },
    }),
    { prefix: PORTAL_API_PREFIX },
  );
  await registerDashboardApp(app);

  // Open event streams never end on their own: ended first, so that closing the server does not wait on them.
  app.addHook('preClose', async () => eventStreams.closeAll());
  app.addHook('onReady', async () => {
    await dispatcher?.start();
    exportRunner?.start();
    afdImports.start();
  });
  app.addHook('onClose', async () => {
    await dispatcher?.stop();
    // Before the renderer and the database close: a job under way goes back to the queue.
    await exportRunner?.stop();
    await afdImports.stop();
    // After the last request was answered, before the database closes: the service's 08 if this was its last
    // process. A failure is logged, not thrown: the next start finds the stop unclean and records a 02.
    await serviceAvailability
      .stop()
      .catch((error: unknown) => app.log.error({ err: error }, 'recording the service stop failed'));
    await audit.close();
    await rateLimits.close();
    await pdfRenderer.close();
    await dayFreezer.close();
    await receiptRenderer.close();
    if (ownsDatabase) await database.close();
  });

  return Object.assign(app, { deps });
}
