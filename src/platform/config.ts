import path from 'node:path';
import { envSchema } from 'env-schema';
import { Type, type Static } from 'typebox';

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
);

/** Every environment variable Pontual reads. Defaults make `npm start` work on a fresh machine. */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  LOG_LEVEL: { ...LogLevel, default: 'info' },
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  PONTUAL_DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  PONTUAL_SQLITE_SYNCHRONOUS: Type.Union([Type.Literal('NORMAL'), Type.Literal('FULL')], {
    default: 'NORMAL',
  }),
  PONTUAL_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 60 }),
  PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 30 }),
  PONTUAL_AUDIT_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 365 }),
  PONTUAL_TRUST_PROXY: Type.Boolean({ default: false }),
  PONTUAL_MASTER_KEY: Type.Optional(Type.String({ pattern: '^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$' })),
  PONTUAL_DISPATCHER: Type.Boolean({ default: true }),
  PONTUAL_WEBHOOK_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  PONTUAL_WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 10_000 }),
  PONTUAL_WEBHOOK_RETRY_SCHEDULE: Type.Optional(
    Type.String({ pattern: '^\\d+(\\.\\d+)?(,\\d+(\\.\\d+)?)*$' }),
  ),
  PONTUAL_WEBHOOK_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 256, default: 16 }),
  PONTUAL_WEBHOOK_PER_ENDPOINT_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 64, default: 4 }),
  PONTUAL_WEBHOOK_READ_REUSE_MS: Type.Integer({ minimum: 0, maximum: 1000, default: 20 }),
  PONTUAL_REPORT_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 64, default: 2 }),
  PONTUAL_REPORT_STALL_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
  PONTUAL_AEJ_LAYOUT_VERSION: Type.String({ pattern: '^\\d{3}$', default: '001' }),
  PONTUAL_AFD_LAYOUT_VERSION: Type.String({ pattern: '^\\d{3}$', default: '003' }),
  PONTUAL_PTRP_DEVELOPER_DOCUMENT: Type.String({
    pattern: '^(\\d{11}|[0-9A-Z]{12}\\d{2})$',
    default: '00000000000000',
  }),
  PONTUAL_PTRP_DEVELOPER_NAME: Type.String({ minLength: 1, maxLength: 150, default: 'Pontual' }),
  PONTUAL_PTRP_DEVELOPER_EMAIL: Type.String({
    minLength: 3,
    maxLength: 50,
    default: 'suporte@pontual.invalid',
  }),
});
type Env = Static<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  /** `undefined` selects the embedded SQLite database in `dataDir`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dbPoolSize: number;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  rateLimitPerMinute: number;
  authFailureLimitPerMinute: number;
  auditRetentionDays: number;
  trustProxy: boolean;
  /** 32 bytes that encrypt webhook secrets; absent outside production means a key file in `dataDir`. */
  masterKey: Buffer | undefined;
  /** Run the webhook dispatcher inside the API process (`npm start`); `worker` runs it alone. */
  dispatcher: boolean;
  webhooks: {
    allowPrivateTargets: boolean;
    timeoutMs: number;
    /** Delays before each retry, in milliseconds. */
    retryScheduleMs: number[];
    concurrency: number;
    perEndpointConcurrency: number;
    /** How long deliveries may share one read of their webhook (`WebhookReads`); 0: one read per delivery. */
    readReuseMs: number;
  };
  /** Reports (espelho in any format, AFDT, AEJ, AFD) generated at once; as many more wait in line. */
  reportConcurrency: number;
  /** A report download whose client takes nothing for this long is dropped, freeing its slot. */
  reportStallMs: number;
  legalFiles: {
    /** The AEJ and AFD layout versions written in their headers; the published ones are in dispute (reference §2.2). */
    aejLayoutVersion: string;
    afdLayoutVersion: string;
    /** Who develops the PTRP (the program that treats marks), for the AEJ's record 08. */
    developer: { document: string; name: string; email: string };
  };
}

/** 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight attempts over about a day and a quarter. */
const DEFAULT_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000];

export class ConfigError extends Error {}

/**
 * Reads and validates the configuration. A `.env` file in the working directory is read too; real
 * environment variables win over it. A bad value throws a ConfigError naming the variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, options = { dotenv: true }): Config {
  let env: Env;
  try {
    env = envSchema<Env>({ schema: EnvSchema, data: source, dotenv: options.dotenv });
  } catch (error) {
    const message = (error as Error).message.replaceAll('env/', '');
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dbPoolSize: env.PONTUAL_DB_POOL_SIZE,
    sqliteSynchronous: env.PONTUAL_SQLITE_SYNCHRONOUS,
    rateLimitPerMinute: env.PONTUAL_RATE_LIMIT_PER_MINUTE,
    authFailureLimitPerMinute: env.PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE,
    auditRetentionDays: env.PONTUAL_AUDIT_RETENTION_DAYS,
    trustProxy: env.PONTUAL_TRUST_PROXY,
    masterKey: parseMasterKey(env.PONTUAL_MASTER_KEY, env.NODE_ENV),
    dispatcher: env.PONTUAL_DISPATCHER,
    webhooks: {
      allowPrivateTargets: env.PONTUAL_WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: env.PONTUAL_WEBHOOK_TIMEOUT_MS,
      retryScheduleMs: (
        env.PONTUAL_WEBHOOK_RETRY_SCHEDULE?.split(',').map(Number) ?? DEFAULT_RETRY_SCHEDULE_SECONDS
      ).map((seconds) => Math.round(seconds * 1000)),
      concurrency: env.PONTUAL_WEBHOOK_CONCURRENCY,
      perEndpointConcurrency: env.PONTUAL_WEBHOOK_PER_ENDPOINT_CONCURRENCY,
      readReuseMs: env.PONTUAL_WEBHOOK_READ_REUSE_MS,
    },
    reportConcurrency: env.PONTUAL_REPORT_CONCURRENCY,
    reportStallMs: env.PONTUAL_REPORT_STALL_SECONDS * 1000,
    legalFiles: {
      aejLayoutVersion: env.PONTUAL_AEJ_LAYOUT_VERSION,
      afdLayoutVersion: env.PONTUAL_AFD_LAYOUT_VERSION,
      developer: {
        document: env.PONTUAL_PTRP_DEVELOPER_DOCUMENT,
        name: env.PONTUAL_PTRP_DEVELOPER_NAME,
        email: env.PONTUAL_PTRP_DEVELOPER_EMAIL,
      },
    },
  };
}

function parseMasterKey(value: string | undefined, nodeEnv: Env['NODE_ENV']): Buffer | undefined {
  if (!value) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'Invalid configuration: PONTUAL_MASTER_KEY is required in production (32 bytes as 64 hex characters or base64)',
      );
    }
    return undefined;
  }
  return Buffer.from(value, value.length === 64 ? 'hex' : 'base64');
}
