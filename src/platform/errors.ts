import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { formatMessage, rangeMessage } from './date-ranges.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { Int32, MAX_LENGTH, Text, Uuid } from './schemas.js';

export type ErrorCode =
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'expired_api_key'
  | 'revoked_api_key'
  | 'insufficient_scope'
  | 'unauthenticated'
  | 'invalid_credentials'
  | 'csrf_failed'
  | 'forbidden'
  | 'invalid_request'
  | 'not_found'
  | 'conflict'
  | 'last_admin'
  | 'period_closed'
  | 'employee_without_email'
  | 'invitation_used'
  | 'invitation_expired'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error';

/**
 * What is wrong with a field, for a program (the dashboard translates by it): the `message` is English for a
 * person. Not every message has one yet; a client falls back to the message (docs/api.md, "Errors").
 */
export type FieldReason =
  | 'required'
  | 'not_allowed'
  | 'format'
  | 'out_of_range'
  | 'too_short'
  | 'too_long'
  | 'too_few_items'
  | 'too_many_items'
  | 'too_small'
  | 'too_large'
  | 'one_of'
  | 'wrong_type'
  | 'pattern'
  | 'invalid'
  | 'blank'
  | 'invalid_cpf'
  | 'invalid_pis'
  | 'invalid_document'
  | 'invalid_timezone'
  | 'overlaps'
  | 'after_to'
  | 'wrong_password';

export interface FieldError {
  field: string;
  message: string;
  reason?: FieldReason;
  /** The values the reason speaks of: `limit` for lengths and counts, `field` for the other side of an overlap. */
  params?: Record<string, string | number>;
}

/**
 * Why a request conflicts with the data (every 409), for a program (the dashboard translates by it), with the
 * values its message names in `params`. A reason, once answered, keeps its name: clients branch on it.
 */
export type ConflictReason =
  | 'duplicate_cpf'
  | 'duplicate_registration'
  | 'duplicate_external_id'
  | 'duplicate_email'
  | 'duplicate_holiday'
  | 'duplicate_schedule_version'
  | 'national_holiday'
  | 'absence_overlap'
  | 'already_disregarded'
  | 'already_decided'
  | 'webhook_limit'
  | 'webhook_paused'
  | 'concurrent_change'
  | 'last_admin'
  | 'own_account'
  | 'period_closed'
  | 'period_state'
  | 'period_overlap'
  | 'overlapping_close'
  | 'close_not_stalled'
  | 'later_period_closed'
  | 'reopen_running'
  | 'close_running'
  | 'legal_identity_missing'
  | 'certificate_missing'
  | 'certificate_not_current'
  | 'export_not_ready'
  | 'export_failed'
  | 'receipt_by_time_clock'
  | 'receipt_without_afd_record'
  | 'employee_without_email'
  | 'portal_employee_inactive'
  | 'portal_email_taken'
  | 'espelho_not_downloaded'
  | 'espelho_not_served'
  | 'idempotency_key_reused'
  | 'idempotency_key_in_progress';

/**
 * What each reason means, with its `params`: the OpenAPI document's description of `reason`. Typed by
 * `ConflictReason`, so a new reason fails the typecheck until it is described.
 */
export const CONFLICT_REASONS: Record<ConflictReason, string> = {
  duplicate_cpf: 'another employee has this CPF',
  duplicate_registration: 'another employee has this registration',
  duplicate_external_id: 'another employee or mark has this `externalId`',
  duplicate_email: 'another dashboard user of the tenant has this e-mail',
  duplicate_holiday: 'the company already has a holiday on `date`',
  duplicate_schedule_version: 'the employee already has a schedule version from `date`',
  national_holiday: '`date` already is the national holiday `name`',
  absence_overlap: 'an approved absence of the employee covers `from`–`to`',
  already_disregarded: 'the mark is already disregarded by another adjustment',
  already_decided: 'the request was already decided (`status`)',
  webhook_limit: 'the environment already has `limit` webhooks',
  webhook_paused: 'the webhook is paused: resume it first',
  concurrent_change: 'another request changed what this one ran into while it ran: retry it',
  last_admin: 'the tenant would be left without an active admin: make another user admin first',
  own_account: "one's own password or e-mail is changed through the session, with the current password",
  period_closed: 'a day of the employee is in the closed period `from`–`to`: reopen it first',
  period_state: 'the period is `status`, not in the state the action needs',
  period_overlap:
    'the employee `employeeId` is in the closed period `from`–`to`, which overlaps the days to close',
  overlapping_close:
    'the period `from`–`to`, which overlaps these days, is being closed: retry once it is done',
  close_not_stalled: 'the close still progresses (last at `progressAt`): only a stalled close is discarded',
  later_period_closed: 'the later period `from`–`to` is closed for some of the employees: reopen it first',
  reopen_running:
    'the period `from`–`to` is being reopened (last progressed at `progressAt`): retry once it is done, or reopen it again if that reopen stopped part-way',
  close_running: 'the period `from`–`to` is being closed: retry the reopen once that close is done',
  legal_identity_missing:
    'the company or the program developer lacks an identity a legal file names (`missing`: the settings to set, comma-separated; `file`: the file asked for)',
  certificate_missing: 'no signing certificate is installed in this environment',
  certificate_not_current:
    'the installed signing certificate is valid from `notBefore` to `notAfter`, not now',
  export_not_ready: 'the export job is `status`: its file is ready once it is done',
  export_failed: 'the export job failed and has no file: create it again',
  receipt_by_time_clock: 'the mark was taken by a time clock (REP-C), which issues its own receipt',
  receipt_without_afd_record: "the mark predates the REP-P's AFD records and has nothing to put on a receipt",
  employee_without_email: 'the employee has no e-mail to sign in to the portal with',
  portal_employee_inactive: 'the employee is inactive or past their termination date',
  portal_email_taken: "another employee's portal account signs in with this e-mail",
  espelho_not_downloaded: 'the espelho of this period was not downloaded yet',
  espelho_not_served: 'no espelho with this `sha256` was served for this period',
  idempotency_key_reused: 'the `Idempotency-Key` was already used with another request',
  idempotency_key_in_progress: 'a request with this `Idempotency-Key` is still running: retry later',
};

/** What a 409 adds to its problem: the holder of a duplicate value, and why, for a program. */
export interface ConflictDetail {
  /** The existing resource a duplicate collided with, so a client can go to it without parsing `detail`. */
  conflictingId?: string;
  reason?: ConflictReason;
  params?: Record<string, string | number>;
}

/** What a 409's caller says: its reason, and the reason's values. */
type ReasonedConflict = Required<Pick<ConflictDetail, 'reason'>> & Pick<ConflictDetail, 'params'>;

/** The one error type of Pontual: everything a client is told about a failure goes through it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    readonly conflict: ConflictDetail = {},
  ) {
    super(message);
  }

  static invalid(errors: FieldError[], message = 'The request is invalid.'): ApiError {
    return new ApiError(400, 'invalid_request', message, errors);
  }
  static invalidField(
    field: string,
    message: string,
    reason?: FieldReason,
    params?: FieldError['params'],
  ): ApiError {
    return ApiError.invalid(
      [{ field, message, ...(reason ? { reason } : {}), ...(params ? { params } : {}) }],
      `${field}: ${message}`,
    );
  }
  static notFound(what = 'resource'): ApiError {
    return new ApiError(404, 'not_found', `The ${what} does not exist.`);
  }
  /** A 409 `conflict`: its reason is required, so that every 409 gives one (docs/api.md, "Errors"). */
  static conflict(message: string, detail: ReasonedConflict): ApiError {
    return new ApiError(409, 'conflict', message, [], detail);
  }
  /** A 409 for a duplicate: `conflictingId` names the resource that already holds the value. */
  static duplicate(message: string, conflictingId: string, detail: ReasonedConflict): ApiError {
    return new ApiError(409, 'conflict', message, [], { ...detail, conflictingId });
  }
  /** A change to the tenant's users that would leave it no active admin (docs/dashboard.md). */
  static lastAdmin(): ApiError {
    return new ApiError(
      409,
      'last_admin',
      'The tenant must keep an active admin: make another user admin first.',
      [],
      { reason: 'last_admin' },
    );
  }
  /**
   * A change to a day of a closed period (docs/time-bank.md): refused until the period is reopened.
   * `conflictingId` names the period.
   */
  static periodClosed(message: string, periodId: string, params: { from: string; to: string }): ApiError {
    return new ApiError(409, 'period_closed', message, [], {
      conflictingId: periodId,
      reason: 'period_closed',
      params,
    });
  }
}

/** At most this many field errors are reported; the detail says how many more there were. */
export const MAX_REPORTED_ERRORS = 20;

/** RFC 9457 problem details, with Pontual's `code`, `requestId` and field `errors`. */
export const ProblemSchema = Type.Object(
  {
    type: Text(MAX_LENGTH.url),
    title: Text(MAX_LENGTH.label),
    status: Int32({ minimum: 400, maximum: 599 }),
    detail: Text(MAX_LENGTH.message),
    code: Text(MAX_LENGTH.code),
    requestId: Text(MAX_LENGTH.requestId),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          field: Text(MAX_LENGTH.message),
          message: Text(MAX_LENGTH.message, { description: 'In English, for a person.' }),
          reason: Type.Optional(
            Text(MAX_LENGTH.code, {
              description:
                'What is wrong, for a program: `required`, `not_allowed`, `format`, `out_of_range`, `too_short`, `too_long`, `too_few_items`, `too_many_items`, `too_small`, `too_large`, `one_of`, `wrong_type`, `pattern`, `invalid`, `blank`, `invalid_cpf`, `invalid_pis`, `invalid_document`, `invalid_timezone`, `overlaps`, `after_to`. Absent where none is defined yet.',
            }),
          ),
          params: Type.Optional(
            Type.Record(Type.String(), Type.Union([Text(MAX_LENGTH.message), Type.Number()]), {
              description:
                "The reason's values: `limit` (too_short, too_long, too_few_items, too_many_items, too_small, too_large), `values` (one_of), `format` (format), `type` (wrong_type), `field` (overlaps: the field overlapped).",
            }),
          ),
        }),
        {
          maxItems: MAX_REPORTED_ERRORS,
          description: `One per invalid field, at most ${MAX_REPORTED_ERRORS}; \`detail\` says how many more there were.`,
        },
      ),
    ),
    conflictingId: Type.Optional(
      Uuid({
        description: 'On a 409 that runs into another resource (a duplicate, a closed period): its id.',
      }),
    ),
    reason: Type.Optional(
      Text(MAX_LENGTH.code, {
        description: `On a 409, why, for a program (the values it names are in \`params\`): ${Object.entries(
          CONFLICT_REASONS,
        )
          .map(([reason, meaning]) => `\`${reason}\` (${meaning})`)
          .join('; ')}.`,
      }),
    ),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Text(MAX_LENGTH.message), Type.Number()]), {
        description:
          'The values of the reason, as `reason` names them with each: `date`, `from` and `to` are dates, `notBefore`, `notAfter` and `progressAt` instants, lists comma-separated.',
      }),
    ),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details.' },
);

export type Problem = Static<typeof ProblemSchema>;

/** The problem body of `error`: what a response carries, and what a batch's item carries (platform/batches.ts). */
export function problemBody(error: ApiError, requestId: string): Problem {
  return {
    type: 'about:blank',
    title: STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    detail: error.message,
    code: error.code,
    requestId,
    ...(error.errors.length > 0 ? { errors: error.errors } : {}),
    ...(error.conflict.conflictingId === undefined ? {} : { conflictingId: error.conflict.conflictingId }),
    ...(error.conflict.reason === undefined ? {} : { reason: error.conflict.reason }),
    ...(error.conflict.params === undefined ? {} : { params: error.conflict.params }),
  };
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const body = problemBody(error, request.id);
  return reply.code(error.status).type('application/problem+json; charset=utf-8').send(JSON.stringify(body));
}

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** The schema holding the failed keyword (the validators run with Ajv's `verbose`). */
  parentSchema?: Record<string, unknown>;
}

/**
 * Errors of a value checked against a union (`anyOf`) judged against the variant it meant only, not against
 * every variant: an adjustment is told what is wrong with it as an `add` (its `type`), not that it also lacks
 * a disregard's `timeEntryId`; a schedule is told what is wrong with it, not that it is not `null`. A variant
 * is ruled out when its `type` (a `const`) is not the value's, or when it is `null` and the value is not. If
 * one variant is left, its errors stand for the union's; if the `type` names none, one error lists the types
 * there are. Other unions keep every error.
 */
function judgedByTheirVariant(errors: AjvError[]): AjvError[] {
  let judged = errors;
  for (const union of errors.filter((error) => error.keyword === 'anyOf')) {
    const variants = union.parentSchema?.anyOf;
    if (!Array.isArray(variants)) continue;
    const prefix = `${union.schemaPath}/`;
    const variantOf = (error: AjvError) => Number(error.schemaPath.slice(prefix.length).split('/')[0]);
    const inside = judged.filter((error) => error.schemaPath.startsWith(prefix));
    const typeMisses = inside.filter(
      (error) => error.keyword === 'const' && error.instancePath === `${union.instancePath}/type`,
    );
    const ruledOut = new Set(typeMisses.map(variantOf));
    for (const error of inside)
      if (
        error.keyword === 'type' &&
        error.params.type === 'null' &&
        error.instancePath === union.instancePath
      )
        ruledOut.add(variantOf(error));
    const left = variants.map((_, index) => index).filter((index) => !ruledOut.has(index));
    if (ruledOut.size === 0 || left.length > 1) continue;
    const outside = judged.filter((error) => error !== union && !error.schemaPath.startsWith(prefix));
    if (left.length === 1) {
      judged = [...outside, ...inside.filter((error) => variantOf(error) === left[0])];
      continue;
    }
    if (typeMisses.length === 0) continue;
    judged = [
      ...outside,
      {
        instancePath: `${union.instancePath}/type`,
        schemaPath: union.schemaPath,
        keyword: 'enum',
        params: { allowedValues: typeMisses.map((error) => error.params.allowedValue) },
      },
    ];
  }
  return judged;
}

const RANGE_KEYWORDS = new Set(['formatMinimum', 'formatMaximum', 'formatExclusiveMaximum']);
/** Field names come from the client (an unknown field can be a megabyte long): cut before they are echoed. */
const MAX_FIELD_LENGTH = 100;

function shortened(text: string): string {
  return text.length > MAX_FIELD_LENGTH ? `${text.slice(0, MAX_FIELD_LENGTH)}…` : text;
}

/** What a 400 says of a value outside a list: every allowed value, as JSON writes it. */
function oneOfMessage(allowed: readonly unknown[]): string {
  return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
}

/** Ajv's keywords whose `params.limit` is the reason's limit. */
const LIMIT_REASONS: Record<string, FieldReason> = {
  minLength: 'too_short',
  maxLength: 'too_long',
  minItems: 'too_few_items',
  maxItems: 'too_many_items',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
};

/** `/location/latitude` → `location.latitude`; `required` and `additionalProperties` name the field itself. */
function fieldErrorFromAjv(error: AjvError): FieldError {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const join = (name: unknown) => shortened(base ? `${base}.${String(name)}` : String(name));
  if (error.keyword === 'required')
    return { field: join(error.params.missingProperty), message: 'is required', reason: 'required' };
  if (error.keyword === 'additionalProperties') {
    return {
      field: join(error.params.additionalProperty),
      message: 'is not an allowed field',
      reason: 'not_allowed',
    };
  }
  const field = shortened(base) || '(body)';
  if (error.keyword === 'format') {
    const message = formatMessage(error.params.format);
    const format = String(error.params.format);
    if (message) return { field, message, reason: 'format', params: { format } };
  }
  if (RANGE_KEYWORDS.has(error.keyword) && error.parentSchema)
    return { field, message: rangeMessage(error.parentSchema), reason: 'out_of_range' };
  const message = error.message ?? 'is invalid';
  const limitReason = LIMIT_REASONS[error.keyword];
  if (limitReason && typeof error.params.limit === 'number')
    return { field, message, reason: limitReason, params: { limit: error.params.limit } };
  if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues))
    return {
      field,
      message: oneOfMessage(error.params.allowedValues),
      reason: 'one_of',
      params: { values: error.params.allowedValues.join(', ') },
    };
  if (error.keyword === 'type')
    return { field, message, reason: 'wrong_type', params: { type: String(error.params.type) } };
  if (error.keyword === 'pattern') {
    // A field whose schema gives an example is told it, rather than its regular expression alone.
    const example = (error.parentSchema?.examples as unknown[] | undefined)?.[0];
    const told = typeof example === 'string' ? `must be written like "${example}" (${message})` : message;
    return { field, message: told, reason: 'pattern' };
  }
  return { field, message, reason: 'invalid' };
}

/**
 * One error per field (the first found), at most MAX_REPORTED_ERRORS of them, in one pass: a body with
 * 100,000 unknown fields must cost no more to answer than one with two.
 */
export function validationError(validation: AjvError[] & { partial?: true }, part: string): ApiError {
  const fields = new Set<string>();
  const errors: FieldError[] = [];
  for (const ajvError of judgedByTheirVariant(validation)) {
    // An if/then/else (a schedule: weekly or cycle) failed: the chosen branch's own errors name the fields.
    if (ajvError.keyword === 'if') continue;
    const fieldError = fieldErrorFromAjv(ajvError);
    if (fields.has(fieldError.field)) continue;
    fields.add(fieldError.field);
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(fieldError);
  }
  const omitted = fields.size - errors.length;
  let detail = `Invalid ${part}: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`;
  if (omitted > 0) detail += ` (and ${omitted} more ${omitted === 1 ? 'error' : 'errors'} not listed)`;
  // A large input is checked only up to its first error (platform/validation.ts): there may be others.
  else if (validation.partial) detail += ' (checked up to its first error; there may be others)';
  return ApiError.invalid(errors, detail);
}

/** `1 MiB`, `16 KiB`: a body limit as a 413 names it. */
function bytesText(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/**
 * Maps Fastify's own errors (validation, body parsing, limits) and anything unexpected onto ApiError;
 * `bodyLimit`, the route's, is what a 413 names.
 */
export function toApiError(
  error: FastifyError & { validation?: AjvError[]; validationContext?: string },
  bodyLimit?: number,
): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    // A malformed id in the path is a resource that does not exist, not a bad request.
    if (error.validationContext === 'params') return ApiError.notFound();
    return validationError(error.validation, error.validationContext ?? 'request');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'payload_too_large',
        bodyLimit === undefined
          ? 'The request body is larger than this route accepts (1 MiB; 16 KiB for the sign-in).'
          : `The request body is larger than this route accepts (${bytesText(bodyLimit)}).`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ApiError.invalidField('(body)', 'is empty; send a JSON object');
  }
  if (error.statusCode === 400) return ApiError.invalidField('(body)', 'is not valid JSON');
  if (error.statusCode === 413)
    return new ApiError(413, 'payload_too_large', 'The request body is too large.');
  if (error.statusCode === 415)
    return new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.');
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, 'service_unavailable', 'The database is unreachable; retry shortly.');
  }
  return new ApiError(
    500,
    'internal_error',
    'Something went wrong on our side. Quote the request id to support.',
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, request.routeOptions.bodyLimit);
    // A 503 is the database being away, which readiness reports too: worth a warning, not an error.
    if (apiError.status === 503) request.log.warn({ err: error }, 'request refused: service unavailable');
    else if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (apiError.status === 503) reply.header('Retry-After', '5');
    return sendProblem(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, ApiError.notFound('route')));
}
