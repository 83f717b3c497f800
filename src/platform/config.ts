import { isIP } from 'node:net';
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
  PONTUAL_TRUST_PROXY: Type.String({ minLength: 1, default: 'false' }),
  PONTUAL_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 30_000 }),
  PONTUAL_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
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
  // About ten seconds of walking (decision 039).
  PONTUAL_LONG_CHAIN_RECORDS: Type.Integer({ minimum: 1, default: 1_000_000 }),
  // Under the 120 s after which an idle connection is closed anyway.
  PONTUAL_REPORT_STALL_SECONDS: Type.Integer({ minimum: 1, maximum: 110, default: 60 }),
  PONTUAL_AEJ_LAYOUT_VERSION: Type.String({ pattern: '^\\d{3}$', default: '001' }),
  PONTUAL_AFD_LAYOUT_VERSION: Type.String({ pattern: '^\\d{3}$', default: '003' }),
  // No defaults: a placeholder would make files that name no one; the AEJ and AFD are refused until set.
  PONTUAL_PTRP_DEVELOPER_DOCUMENT: Type.Optional(Type.String({ pattern: '^(\\d{11}|[0-9A-Z]{12}\\d{2})$' })),
  PONTUAL_PTRP_DEVELOPER_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
  PONTUAL_PTRP_DEVELOPER_EMAIL: Type.Optional(Type.String({ minLength: 3, maxLength: 50 })),
  PONTUAL_MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
});
type Env = Static<typeof EnvSchema>;

/** Every variable the configuration reads (README's configuration table lists each). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.properties);

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
  /**
   * Which peers may tell the client's address and protocol in `X-Forwarded-*` (Fastify's `trustProxy`): none,
   * the nearest this many hops, or peers at these addresses, CIDR ranges or proxy-addr names (`loopback`, …).
   */
  trustProxy: false | number | string[];
  /** How long a client has to send a whole request, headers and body (headers alone: at most 10 s of it). */
  requestTimeoutMs: number;
  /** Where clients reach the API (`https://api.example.com`, no trailing slash), for absolute links; null: relative links. */
  publicUrl: string | null;
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
  /** A hash chain of more records is verified as an export job rather than in the request. */
  longChainRecords: number;
  legalFiles: {
    /** The AEJ and AFD layout versions written in their headers; the published ones are in dispute (reference §2.2). */
    aejLayoutVersion: string;
    afdLayoutVersion: string;
    /** Who develops the PTRP (the program that treats marks), for the AFD header and the AEJ's record 08. */
    developer: { document: string | null; name: string | null; email: string | null };
  };
  /** Past this mean event-loop delay every request, probes included, is a 503 (0: never). */
  maxEventLoopDelayMs: number;
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
    trustProxy: parseTrustProxy(env.PONTUAL_TRUST_PROXY),
    requestTimeoutMs: env.PONTUAL_REQUEST_TIMEOUT_MS,
    publicUrl: parsePublicUrl(env.PONTUAL_PUBLIC_URL),
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
    longChainRecords: env.PONTUAL_LONG_CHAIN_RECORDS,
    legalFiles: {
      aejLayoutVersion: env.PONTUAL_AEJ_LAYOUT_VERSION,
      afdLayoutVersion: env.PONTUAL_AFD_LAYOUT_VERSION,
      developer: {
        document: env.PONTUAL_PTRP_DEVELOPER_DOCUMENT ?? null,
        name: env.PONTUAL_PTRP_DEVELOPER_NAME ?? null,
        email: env.PONTUAL_PTRP_DEVELOPER_EMAIL ?? null,
      },
    },
    maxEventLoopDelayMs: env.PONTUAL_MAX_EVENT_LOOP_DELAY_MS,
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

/** An http(s) origin, optionally with a path prefix; no credentials, query or fragment. */
function parsePublicUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    value.includes('?') ||
    value.includes('#')
  ) {
    throw new ConfigError(
      'Invalid configuration: PONTUAL_PUBLIC_URL must be an http(s) URL such as https://api.example.com, without credentials, query or fragment',
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** proxy-addr's names for address ranges, accepted in place of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, or an IP address with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `false`, a hop count, or a comma-separated list of proxy addresses. `true` is refused: it believes the
 * first address of any client's `X-Forwarded-For`, so every client could choose its own address (and escape
 * its per-address limits, and write what it likes in the audit log).
 */
function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && entries.every((entry) => PROXY_RANGE_NAMES.has(entry) || isAddressOrRange(entry))) {
    return entries;
  }
  throw new ConfigError(
    `Invalid configuration: PONTUAL_TRUST_PROXY must be false, the number of proxies in front of the service ` +
      `(1 behind one load balancer), or their addresses (10.0.0.0/8,192.0.2.7, or loopback); got ${JSON.stringify(value)}` +
      (text === 'true' ? ': true would trust any client to name its own address' : ''),
  );
}
