import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { adjustmentRoutes } from './modules/adjustments/adjustments.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { EmployeeCreates } from './modules/employees/employee-creates.js';
import { employeeRoutes } from './modules/employees/employees.routes.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { ClockIns } from './modules/time-entries/clock-ins.js';
import { timeEntryRoutes } from './modules/time-entries/time-entries.routes.js';
import { workdayRoutes } from './modules/workdays/workdays.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { AuditLogWriter } from './platform/audit.js';
import { keyLookup, registerApiKeyAuth } from './platform/auth/api-key-auth.js';
import type { Config } from './platform/config.js';
import { type DatabaseHandle, openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { ApiError, ProblemSchema, registerErrorHandling } from './platform/errors.js';
import { IdempotencyStore } from './platform/idempotency.js';
import { registerOpenApi } from './platform/openapi.js';
import { RateLimits } from './platform/rate-limit.js';
import { SecretBox } from './platform/secrets.js';
import { type DispatcherWork, OtherDispatchers, WebhookDispatcher } from './modules/webhooks/dispatcher.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { keyRoutes } from './modules/keys/keys.routes.js';
import { sessionRoutes } from './modules/sessions/sessions.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { companyRoutes } from './modules/tenants/company.routes.js';
import {
  DASHBOARD_API_PREFIX,
  registerDashboardPrincipal,
  registerSessionAuth,
} from './platform/auth/session-auth.js';
import { registerDashboardApp } from './platform/web.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

const BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

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

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); opened from `config` when absent. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export type App = FastifyInstance & { deps: AppDeps };

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  audit: AuditLogWriter;
  rateLimits: RateLimits;
  dispatcher: WebhookDispatcher | undefined;
  clockIns: ClockIns;
}

/**
 * One log line per request, written when it completes, with the request id, route, status, duration and
 * key id. Never headers or bodies: that is where keys and personal data travel.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
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
        ...(error ? { err: error } : {}),
      },
      'request',
    );
  }
}

/**
 * Two validators: query strings, params and headers are coerced from text; bodies are taken exactly as sent
 * (no coercion, no silent removal of unknown fields). Fastify calls this factory for every plugin scope that
 * adds shared schemas, passing them in.
 */
function buildValidator(sharedSchemas: Record<string, unknown>) {
  const common = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false } as const;
  const body = addFormats.default(new Ajv.default({ ...common, coerceTypes: false }));
  const text = addFormats.default(new Ajv.default({ ...common, coerceTypes: 'array' }));
  for (const schema of Object.values(sharedSchemas)) {
    body.addSchema(schema as object);
    text.addSchema(schema as object);
  }
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? body : text).compile(schema);
}

/**
 * Builds the whole service without listening: tests inject requests into it, `main.ts` listens.
 * Every dependency is created and wired here, by hand, in one place.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase(config);
  await migrateToLatest(database.db);

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers["x-api-key"]', 'req.headers.cookie', 'req.headers.authorization'],
        remove: true,
      },
    },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's typings describe the compiler as taking a bare schema; at run time it gets the route part.
    schemaController: { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.removeContentTypeParser('text/plain');
  // An empty JSON body is no body: action endpoints (approve, reject) take an optional one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Bodies are decoded strictly: invalid UTF-8 is a 400, not text quietly mended with U+FFFD.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new ApiError(400, 'invalid_request', 'The body is not valid UTF-8.'), undefined);
    }
    if (text === '') return done(null, undefined);
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
  const clockIns = new ClockIns(database.db);
  const deps: AppDeps = { config, database, audit, rateLimits, dispatcher, clockIns };
  const employeeCreates = new EmployeeCreates(database.db);
  const otherDispatchers = new OtherDispatchers(database);
  /** After a write commits: wake this process's dispatcher, and (PostgreSQL) the other processes' ones. */
  const wakeDispatchers = (work: DispatcherWork) => {
    dispatcher?.poke(work);
    otherDispatchers.wake(work);
  };

  app.addSchema(ProblemSchema);
  registerErrorHandling(app);
  await registerOpenApi(app, version);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Request-Id', request.id);
  });

  await app.register(healthRoutes({ database }));
  /** The API's routes, registered twice: on `/v1` for API keys and on the dashboard's mirror for users. */
  const apiRoutes = async (api: FastifyInstance) => {
    await api.register(auditLogRoutes({ db: database.db, audit }));
    await api.register(employeeRoutes({ db: database.db, employeeCreates }));
    await api.register(timeEntryRoutes({ db: database.db, clockIns }));
    await api.register(adjustmentRoutes({ db: database.db }));
    await api.register(workdayRoutes({ db: database.db }));
    await api.register(
      reportRoutes({
        db: database.db,
        aej: {
          layoutVersion: config.legalFiles.aejLayoutVersion,
          program: { name: 'Pontual', version, developer: config.legalFiles.developer },
        },
        afd: {
          layoutVersion: config.legalFiles.afdLayoutVersion,
          developerDocument: config.legalFiles.developer.document,
        },
      }),
    );
    await api.register(eventRoutes({ db: database.db }));
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
      await registerSessionAuth(dashboard, { db: database.db });
      await dashboard.register(sessionRoutes({ db: database.db, rateLimits, audit }));
      await dashboard.register(keyRoutes({ db: database.db }));
      await dashboard.register(userRoutes({ db: database.db }));
      await dashboard.register(companyRoutes({ db: database.db }));
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
  await registerDashboardApp(app);

  app.addHook('onReady', async () => {
    await dispatcher?.start();
  });
  app.addHook('onClose', async () => {
    await dispatcher?.stop();
    await audit.close();
    await rateLimits.close();
    if (ownsDatabase) await database.close();
  });

  return Object.assign(app, { deps }) as unknown as App;
}
