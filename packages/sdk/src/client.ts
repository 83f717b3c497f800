import createClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './openapi.js';
import { OPERATIONS } from './operations.js';
import { PontualError } from './problem.js';

/** Every operationId of the document. */
export type OperationId = keyof typeof OPERATIONS;
type PathOf<K extends OperationId> = (typeof OPERATIONS)[K]['path'];
type MethodOf<K extends OperationId> = (typeof OPERATIONS)[K]['method'];
type OperationOf<K extends OperationId> = NonNullable<paths[PathOf<K>][MethodOf<K>]>;

/** What an operation takes: `params` (`path`, `query`, `header`), `body`, `parseAs`, `signal`, `headers`. */
export type OperationInit<K extends OperationId> = MaybeOptionalInit<paths[PathOf<K>], MethodOf<K>>;
/** The init is optional when the operation needs neither a path parameter nor a body. */
type InitArgs<K extends OperationId, Init> =
  undefined extends OperationInit<K> ? [init?: Init] : [init: Init];

/** What a 2xx answers (as `parseAs` reads it; JSON by default); nothing for a 204. */
export type OperationData<K extends OperationId, Init = OperationInit<K>> = Extract<
  FetchResponse<OperationOf<K>, Init, `${string}/${string}`>,
  { data: unknown }
>['data'] extends infer Data
  ? [Data] extends [never]
    ? void
    : Data
  : never;

/** Each operation of the document as a method named by its operationId: resolves with the 2xx body, throws a PontualError otherwise. */
export type Operations = {
  [K in OperationId]: <Init extends OperationInit<K>>(
    ...init: InitArgs<K, Init>
  ) => Promise<OperationData<K, Init>>;
};

/** The operations that list (they take a `cursor`), and what each of their pages holds. */
export type ListOperationId = {
  [K in OperationId]: OperationOf<K> extends { parameters: { query?: { cursor?: string } } }
    ? OperationData<K> extends unknown[]
      ? K
      : never
    : never;
}[OperationId];
export type ListItem<K extends ListOperationId> = OperationData<K> extends (infer Item)[] ? Item : never;

export interface PontualOptions {
  /** An API key (`pontual_sk_…` or `pontual_test_…`); sent as `X-API-Key`. */
  key: string;
  /** Where the API is, e.g. `https://api.example.com` (the part before `/v1`). */
  baseUrl: string;
  /** How many times a 429 is retried, waiting what the answer asks (default 3); then it is thrown. */
  maxRetries?: number;
  /** The longest wait for one retry, in milliseconds (default 60,000): a longer `Retry-After` is thrown at once. */
  maxRetryDelayMs?: number;
  /** The fetch to use (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** How to wait before a retry (default: a timer); given the milliseconds and the 429 that asked for them. */
  sleep?: (ms: number, response: Response) => Promise<void>;
}

/**
 * How long a 429 asks to wait, in milliseconds: `Retry-After` (seconds or an HTTP date), else the `t` of
 * `RateLimit`, else `X-RateLimit-Reset` (Unix seconds); else one second, doubled on each attempt.
 */
export function retryDelayMs(response: Response, attempt: number, now = Date.now()): number {
  const retryAfter = response.headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = /(?:^|;)\s*t=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1];
  if (reset !== undefined) return Number(reset) * 1000;
  const resetAt = response.headers.get('x-ratelimit-reset');
  if (resetAt && /^\d+$/.test(resetAt)) return Math.max(0, Number(resetAt) * 1000 - now);
  return 1000 * 2 ** attempt;
}

/** The `rel="next"` target of a `Link` header, or undefined on the last page. */
export function nextPageUrl(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (match && /;\s*rel="?(?:[^";]*\s)?next(?:\s[^";]*)?"?\s*(?:;|$)/i.test(match[2]!)) return match[1];
  }
  return undefined;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The Pontual client: every operation as a typed method (`pontual.getEmployees({ params: { query } })`),
 * `paginate` to walk a list, and `raw`, openapi-fetch's client, for a call whose response headers matter.
 * Every request carries the key; every POST an `Idempotency-Key` (one per call, kept across its retries, so a
 * retried create never creates twice); a 429 is retried after the wait it asks for.
 */
export interface Pontual extends Operations {
  /** openapi-fetch's client on the same transport: `{ data, error, response }` without throwing. */
  readonly raw: Client<paths>;
  /** Every item of a list, page after page, following each page's `Link: rel="next"`. */
  paginate<K extends ListOperationId>(
    operationId: K,
    ...init: InitArgs<K, OperationInit<K>>
  ): AsyncIterable<ListItem<K>>;
}

export function createPontual(options: PontualOptions): Pontual {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const maxRetries = options.maxRetries ?? 3;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const sleep = options.sleep ?? timer;

  async function transport(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set('x-api-key', options.key);
    if (request.method === 'POST' && !headers.has('idempotency-key')) {
      headers.set('idempotency-key', crypto.randomUUID());
    }
    const prepared = new Request(request, { headers });
    for (let attempt = 0; ; attempt++) {
      const response = await send(prepared.clone());
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const delay = retryDelayMs(response, attempt);
      if (delay > maxRetryDelayMs) return response;
      await response.body?.cancel();
      await sleep(delay, response);
    }
  }

  const raw = createClient<paths>({ baseUrl, fetch: transport });

  /** One operation by its id, untyped inside: the types are the callers' (`Operations`, `paginate`). */
  const perform = raw.request as (
    method: string,
    path: string,
    init: unknown,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

  async function call(operationId: OperationId, init: unknown): Promise<unknown> {
    const { method, path } = OPERATIONS[operationId];
    const { data, error, response } = await perform(method, path, init);
    if (!response.ok) throw new PontualError(response, error);
    return data;
  }

  async function* paginate(operationId: ListOperationId, init?: unknown): AsyncGenerator<unknown> {
    const { method, path } = OPERATIONS[operationId];
    const first = await perform(method, path, init);
    if (!first.response.ok) throw new PontualError(first.response, first.error);
    yield* first.data as unknown[];
    let next = nextPageUrl(first.response.headers.get('link'));
    while (next !== undefined) {
      const url = new URL(next, `${baseUrl}/`);
      // The key goes only where the client was pointed: a page naming another origin is not followed.
      if (url.origin !== new URL(baseUrl).origin)
        throw new Error(`Link leads to another origin: ${url.origin}`);
      const response = await transport(new Request(url, { headers: { accept: 'application/json' } }));
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw new PontualError(response, body);
      yield* body as unknown[];
      next = nextPageUrl(response.headers.get('link'));
    }
  }

  const methods = Object.fromEntries(
    Object.keys(OPERATIONS).map((operationId) => [
      operationId,
      (init?: unknown) => call(operationId as OperationId, init),
    ]),
  ) as Operations;
  return { ...methods, raw, paginate: paginate as Pontual['paginate'] };
}
