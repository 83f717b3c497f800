import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { FastifyReply } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Config } from './config.js';

/**
 * What a per-address limit counts against: an IPv4 address as it is, an IPv6 address by its /64, since one
 * client is routinely given a whole /64 and would otherwise have 2^64 fresh allowances.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

const WINDOW_SECONDS = 60;
/**
 * Sign-in attempts (dashboard and portal) in 15 minutes: 5 per account from one address, 20 per address, and 50
 * per account from all addresses together. An account is not locked by attempts from elsewhere until the
 * last: anyone who knows a worker's e-mail could otherwise keep them from signing in, and so from clocking in.
 */
const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_PER_ACCOUNT_AND_IP = 5;
const LOGIN_FAILURES_PER_IP = 20;
const LOGIN_FAILURES_PER_ACCOUNT = 50;
/**
 * A signed-in worker in the portal: 60 requests a minute, like a key's default; marks from the browser 3 a
 * minute (each is a REP-P record kept forever; a day has a handful).
 */
const WORKER_REQUESTS_PER_MINUTE = 60;
const WORKER_MARKS_PER_MINUTE = 3;

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
  /** What the window has counted so far, this request included. */
  consumed: number;
}

/** Whether a sign-in attempt may be judged; when not, how long to wait and whether this one locked the account. */
export type LoginAttempt = { allowed: true } | { allowed: false; waitMs: number; accountJustLocked: boolean };

/**
 * Fixed one-minute windows from rate-limiter-flexible: 61 back-to-back requests see exactly 60 pass, and a
 * steady one per second never trips. With REDIS_URL the counters live in Redis, so every process shares
 * them; if Redis is unreachable each process falls back to its own memory counters rather than failing.
 */
export class RateLimits {
  private readonly perKey: RateLimiterAbstract;
  private readonly perIpAuthFailures: RateLimiterAbstract;
  private readonly loginAttemptsPerAccountAndIp: RateLimiterAbstract;
  private readonly loginAttemptsPerIp: RateLimiterAbstract;
  private readonly loginAttemptsPerAccount: RateLimiterAbstract;
  private readonly perWorker: RateLimiterAbstract;
  private readonly workerMarks: RateLimiterAbstract;

  private constructor(
    config: Config,
    private readonly redis: Redis | undefined,
  ) {
    this.perKey = this.limiter('key', config.rateLimitPerMinute);
    this.perIpAuthFailures = this.limiter('auth-fail', config.authFailureLimitPerMinute);
    this.loginAttemptsPerAccountAndIp = this.limiter(
      'login-account-ip',
      LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
      LOGIN_WINDOW_SECONDS,
    );
    this.loginAttemptsPerIp = this.limiter('login-ip', LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS);
    this.loginAttemptsPerAccount = this.limiter(
      'login-account',
      LOGIN_FAILURES_PER_ACCOUNT,
      LOGIN_WINDOW_SECONDS,
    );
    this.perWorker = this.limiter('worker', WORKER_REQUESTS_PER_MINUTE);
    this.workerMarks = this.limiter('worker-mark', WORKER_MARKS_PER_MINUTE);
  }

  static create(config: Config): RateLimits {
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    // ioredis reconnects by itself; without a listener an outage would be an unhandled 'error' event.
    redis?.on('error', () => undefined);
    return new RateLimits(config, redis);
  }

  private limiter(name: string, points: number, duration = WINDOW_SECONDS): RateLimiterAbstract {
    const options = { points, duration, keyPrefix: `pontual:rl:${name}` };
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /** Counts one request made with `keyId`. */
  consumeKey(keyId: string): Promise<RateLimitState> {
    return consume(this.perKey, keyId);
  }

  /** Counts one portal request of a signed-in worker (`worker`: tenant, environment and employee). */
  consumeWorker(worker: string): Promise<RateLimitState> {
    return consume(this.perWorker, worker);
  }

  /** Counts one mark a worker records from the browser. */
  consumeWorkerMark(worker: string): Promise<RateLimitState> {
    return consume(this.workerMarks, worker);
  }

  /** Counts one failed authentication from `ip`. */
  recordAuthFailure(ip: string): Promise<RateLimitState> {
    return consume(this.perIpAuthFailures, addressKey(ip));
  }

  /**
   * Takes one sign-in attempt from the allowances of `account` from `ip`, of `ip`, and of `account`, before its
   * password is judged: each count goes up and is checked in one step (one Redis command with REDIS_URL), so
   * however many attempts arrive at once, at most the allowance of them is ever judged. An attempt refused by
   * one allowance gives the ones before it their point back, since nothing was judged; `loginSucceeded` gives
   * all back.
   */
  async takeLoginAttempt(account: string, ip: string): Promise<LoginAttempt> {
    const address = addressKey(ip);
    const steps: [RateLimiterAbstract, string][] = [
      [this.loginAttemptsPerAccountAndIp, `${account}|${address}`],
      [this.loginAttemptsPerIp, address],
      [this.loginAttemptsPerAccount, account],
    ];
    for (const [i, [limiter, key]] of steps.entries()) {
      const state = await consume(limiter, key);
      if (state.allowed) continue;
      await Promise.all(steps.slice(0, i).map(([taken, takenKey]) => taken.reward(takenKey, 1)));
      return {
        allowed: false,
        waitMs: state.resetInMs,
        accountJustLocked: limiter !== this.loginAttemptsPerIp && state.consumed === state.limit + 1,
      };
    }
    return { allowed: true };
  }

  /** A sign-in that succeeded was not a failure: its attempt no longer counts. */
  async loginSucceeded(account: string, ip: string): Promise<void> {
    const address = addressKey(ip);
    await Promise.all([
      this.loginAttemptsPerAccountAndIp.reward(`${account}|${address}`, 1),
      this.loginAttemptsPerIp.reward(address, 1),
      this.loginAttemptsPerAccount.reward(account, 1),
    ]);
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitState> {
  try {
    return toState(limiter.points, await limiter.consume(key), true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return toState(limiter.points, rejection, false);
    throw rejection;
  }
}

function toState(limit: number, res: RateLimiterRes, allowed: boolean): RateLimitState {
  return {
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetInMs: res.msBeforeNext,
    consumed: res.consumedPoints,
  };
}

/**
 * Sets the classic X-RateLimit-* trio and the IETF draft pair (draft-ietf-httpapi-ratelimit-headers-09
 * structured fields); a refusal adds Retry-After.
 */
export function setRateLimitHeaders(reply: FastifyReply, state: RateLimitState): void {
  const resetSeconds = Math.max(0, Math.ceil(state.resetInMs / 1000));
  reply.header('X-RateLimit-Limit', state.limit);
  reply.header('X-RateLimit-Remaining', state.remaining);
  reply.header('X-RateLimit-Reset', Math.ceil((Date.now() + state.resetInMs) / 1000));
  reply.header('RateLimit-Policy', `"default";q=${state.limit};w=${WINDOW_SECONDS}`);
  reply.header('RateLimit', `"default";r=${state.remaining};t=${resetSeconds}`);
  if (!state.allowed) reply.header('Retry-After', Math.max(1, resetSeconds));
}
