import net from 'node:net';
import { Agent, request } from 'undici';
import {
  FORBIDDEN_ADDRESS_CODE,
  isForbiddenAddress,
  safeLookup,
  TARGET_NOT_ALLOWED,
} from '../target-policy.js';

export const RESPONSE_BODY_LIMIT = 16 * 1024;

export interface SendResult {
  httpStatus: number;
  responseBody: string;
  durationMs: number;
  /** Why no usable response came (timeout, refused connection, forbidden address…); null on any answer. */
  error: string | null;
  retryAfterMs: number | null;
}

/**
 * POSTs one webhook request. Redirects are not followed (a 3xx is a failure); the response body is read up
 * to 16 KiB; the whole exchange is bounded by `timeoutMs`. Unless private targets are allowed, the address
 * is checked when the connection is made (DNS rebinding), and IP-literal URLs before sending.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly options: { timeoutMs: number; allowPrivateTargets: boolean }) {
    this.agent = new Agent({
      connect: options.allowPrivateTargets
        ? { timeout: options.timeoutMs }
        : { timeout: options.timeoutMs, lookup: safeLookup },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 30_000,
    });
  }

  async send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (!this.options.allowPrivateTargets && net.isIP(host) && isForbiddenAddress(host)) {
      return failure(0, elapsed(), TARGET_NOT_ALLOWED);
    }
    try {
      const response = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const responseBody = await readLimited(response.body);
      return {
        httpStatus: response.statusCode,
        responseBody,
        durationMs: elapsed(),
        error: null,
        retryAfterMs: parseRetryAfter(response.headers['retry-after']),
      };
    } catch (error) {
      return failure(0, elapsed(), describe(error, this.options.timeoutMs));
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

function failure(httpStatus: number, durationMs: number, error: string): SendResult {
  return { httpStatus, responseBody: '', durationMs, error, retryAfterMs: null };
}

async function readLimited(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_BODY_LIMIT) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
}

/** What the usual connection failures record, by error code. */
const FAILURES: Record<string, string> = {
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
};

/**
 * The error an attempt records, which the tenant reads. Fixed texts by error code, never an error's own
 * message: those name the address connected to (`connect ECONNREFUSED 10.0.0.5:443`), and where a host
 * name resolved is not the tenant's to learn. A forbidden target says only that it is not allowed.
 */
function describe(error: unknown, timeoutMs: number): string {
  const { name, code, cause } = error as { name?: string; code?: string; cause?: unknown };
  if (
    name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return `timeout: no complete response within ${timeoutMs} ms`;
  }
  if (code === FORBIDDEN_ADDRESS_CODE) return TARGET_NOT_ALLOWED;
  if (cause) return describe(cause, timeoutMs);
  if (!code) return 'request failed';
  return `${FAILURES[code] ?? 'request failed'} (${code})`;
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
function parseRetryAfter(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
