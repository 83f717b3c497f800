import { type TNumberOptions, type TSchema, type TStringOptions, Type } from 'typebox';

/**
 * The length of every string the API takes or gives, in one place: what requests are refused past (a 400
 * naming the field, reason `too_long`) and what the OpenAPI document declares, so that a client can size its
 * storage (docs/api.md "Limits"; docs/decisions/033-openapi-lint-and-limits.md). Formatted values take the
 * length of their format; free text takes a limit no legitimate value comes near.
 */
export const MAX_LENGTH = {
  /** A UUID, lowercase with hyphens. */
  uuid: 36,
  /** `YYYY-MM-DD`. */
  date: 10,
  /** RFC 3339 with nine fraction digits and an offset: `2026-11-22T13:05:09.123456789-03:00`. */
  instant: 35,
  /** A date or an instant, as the list filters take them (platform/dates.ts `parseRange`). */
  dateOrInstant: 40,
  /** `HH:MM`. */
  timeOfDay: 5,
  /** A request's id (`Request-Id`: 1–128 of `A-Za-z0-9_.:-`, else a UUID). */
  requestId: 128,
  /** An IPv6 address written out in full, with an embedded IPv4. */
  ip: 45,
  /** What is kept of a `User-Agent` (platform/audit.ts, the portal's acknowledgements). */
  userAgent: 512,
  /** A machine word: an event type, an error code, a scope, a file kind. */
  code: 64,
  /** An IANA time zone. */
  timezone: 64,
  /** A CPF, CNPJ, CEI, PIS or INPI number, punctuated or not. */
  document: 32,
  /** A person's, a company's or a key's name. */
  name: 200,
  /** A label or an id from another system: a job title, an external id, a holiday's name, a reason. */
  label: 100,
  /** A note a person writes: a decision, a time-bank reason, a description. */
  note: 500,
  /** A message the API writes: a problem's detail, a field's message, a failure's cause. */
  message: 2000,
  /** A URL (a webhook's target). */
  url: 2048,
  /** A SHA-256 or similar digest, hex or base64. */
  digest: 128,
  /** A webhook signing secret (`whsec_` and base64). */
  secret: 128,
} as const;

/** The bounds of JSON Schema integer formats (int64 to what a JSON number holds exactly). */
const INT32_MAX = 2 ** 31 - 1;

/** A string of at most `maxLength` characters (also `enum`, `pattern` or `format` where it has one). */
export const Text = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ ...options, maxLength });

/** A resource id. */
export const Uuid = (options: TStringOptions = {}) =>
  Type.String({ ...options, format: 'uuid', maxLength: MAX_LENGTH.uuid });

/** A date as responses give it (requests take RecordDate or EmploymentDate, with their ranges). */
export const DateText = (options: TStringOptions = {}) =>
  Type.String({ ...options, format: 'date', maxLength: MAX_LENGTH.date });

/** An instant as responses give it (requests take Instant, with its range). */
export const InstantText = (options: TStringOptions = {}) =>
  Type.String({ ...options, format: 'date-time', maxLength: MAX_LENGTH.instant });

/** A 32-bit integer: a count, minutes, a status; `minimum` 0 unless given. */
export const Int32 = (options: TNumberOptions = {}) =>
  Type.Integer({ minimum: 0, maximum: INT32_MAX, ...options, format: 'int32' });

/** A signed 32-bit integer: a balance, a signed amount of minutes. */
export const SignedInt32 = (options: TNumberOptions = {}) => Int32({ minimum: -(2 ** 31), ...options });

/** A 64-bit integer (bytes, epoch milliseconds, NSR), up to what a JSON number holds exactly. */
export const Int64 = (options: TNumberOptions = {}) =>
  Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    ...options,
    format: 'int64',
  });

/** `schema` or `null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
