import type { components } from './openapi.js';

/** RFC 9457 problem details, as the document declares every error body (`application/problem+json`). */
export type Problem = components['schemas']['Problem'];

/** One invalid field of a 400's `errors`. */
export type FieldError = NonNullable<Problem['errors']>[number];

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const { type, status, code } = body as Record<string, unknown>;
  return typeof type === 'string' && typeof status === 'number' && typeof code === 'string';
}

/**
 * What every call throws for a response that is not 2xx: the problem body as the API sent it, with its
 * fields at hand. A body that is not a problem (a proxy's HTML page) leaves `problem` undefined.
 */
export class PontualError extends Error {
  override readonly name = 'PontualError';
  /** The problem body, undefined when the response carried none. */
  readonly problem: Problem | undefined;

  constructor(
    readonly response: Response,
    body: unknown,
  ) {
    const problem = isProblem(body) ? body : undefined;
    super(
      problem
        ? `${problem.status} ${problem.code}: ${problem.detail}`
        : `HTTP ${response.status} ${response.statusText}`.trim(),
    );
    this.problem = problem;
  }

  get status(): number {
    return this.response.status;
  }
  /** The problem's `type` URI (`about:blank` when `code` and `status` say it all). */
  get type(): string | undefined {
    return this.problem?.type;
  }
  get title(): string | undefined {
    return this.problem?.title;
  }
  get detail(): string | undefined {
    return this.problem?.detail;
  }
  /** What went wrong, for a program: `validation_failed`, `conflict`, `rate_limited`, `not_found`, … */
  get code(): string | undefined {
    return this.problem?.code;
  }
  /** The request's id: quote it to support. */
  get requestId(): string | undefined {
    return this.problem?.requestId ?? this.response.headers.get('request-id') ?? undefined;
  }
  /** A 400's invalid fields, each with its `reason` and `params`. */
  get errors(): FieldError[] {
    return this.problem?.errors ?? [];
  }
  /** On a 409 for a duplicate: the id of the resource that already holds the value. */
  get conflictingId(): string | undefined {
    return this.problem?.conflictingId;
  }
}
