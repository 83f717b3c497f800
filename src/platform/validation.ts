import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import { DATE_FORMATS } from './dates.js';

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/**
 * Bodies up to this many bytes have every error listed; larger ones that fail only their first.
 * Listing every error walks the whole input and makes an object per error: 100,000 unknown fields took 30 ms
 * of validation alone. Up to 16 KiB it stays around a millisecond. Query strings, params and headers are
 * bounded by the header size limit (16 KiB) and always have every error listed.
 */
const EVERY_ERROR_BODY_LIMIT = 16 * 1024;

/** Parsed bodies larger than EVERY_ERROR_BODY_LIMIT, marked by the JSON body parser (app.ts). */
const largeBodies = new WeakSet<object>();

/** Called by the body parser with what it parsed and the length of its text. */
export function noteBodySize(body: unknown, length: number): void {
  if (length > EVERY_ERROR_BODY_LIMIT && typeof body === 'object' && body !== null) largeBodies.add(body);
}

/** The errors of a failed validation; `partial` when only the first was looked for (a large body). */
type ValidationErrors = ErrorObject[] & { partial?: true };

/**
 * One schema compiled twice: `firstError` stops at the first error (its cost grows with the input only when
 * the input is valid), `everyError` lists them all, and runs only on a failed input small enough to list.
 * So a client sees every mistake of an ordinary request, and a hostile one costs no more than its parsing.
 * `everyError` is compiled when first needed: most routes never see a bad request, and compiling every schema
 * twice at start made the start half as slow again.
 */
function boundedValidator(firstError: ValidateFunction, compileEveryError: () => ValidateFunction) {
  let everyError: ValidateFunction | undefined;
  const validate = (data: unknown, dataContext?: Parameters<ValidateFunction>[1]): boolean => {
    if (firstError(data, dataContext)) {
      validate.errors = null;
      return true;
    }
    if (typeof data === 'object' && data !== null && largeBodies.has(data)) {
      validate.errors = Object.assign([...(firstError.errors ?? [])], { partial: true as const });
    } else {
      everyError ??= compileEveryError();
      everyError(data, dataContext);
      validate.errors = everyError.errors ?? [];
    }
    return false;
  };
  validate.errors = null as ValidationErrors | null;
  // Fastify passes the parent object when the compiled function has this, so that Ajv may coerce a root value.
  validate.schemaEnv = firstError.schemaEnv;
  return validate;
}

/** An Ajv instance as every validator here uses it, with the given shared schemas (`$ref` targets). */
function ajvFor(allErrors: boolean, coerceTypes: false | 'array', sharedSchemas: Record<string, unknown>) {
  const ajv = addFormats.default(
    new Ajv.default({
      allErrors,
      coerceTypes,
      // Each error carries its schema, so a date out of range is told the field's whole range.
      verbose: true,
      removeAdditional: false,
      useDefaults: true,
      strict: false,
      validateSchema: false, // checkAgainstMetaSchema does it, once per schema
    }),
  );
  // The one strict parser of dates and instants (platform/dates.ts) replaces ajv-formats' own.
  for (const [name, format] of Object.entries(DATE_FORMATS)) ajv.addFormat(name, format);
  for (const schema of Object.values(sharedSchemas)) ajv.addSchema(schema as object);
  return ajv;
}

/**
 * Checks schemas against the JSON Schema meta-schema, once each: a mistake in a route's schema fails the start.
 * One instance for the process, since compiling the meta-schema in every validator instance (four per plugin
 * scope with shared schemas, and the routes are registered under /v1 and the dashboard's mirror) was most of
 * the start's CPU time.
 */
const metaSchemaCheck = new Ajv.default({ strict: false });
const checkedSchemas = new WeakSet<object>();
function checkAgainstMetaSchema(schema: object): void {
  if (checkedSchemas.has(schema)) return;
  // Throws on an invalid schema; the answer is a promise only for `$async` schemas, which the routes never use.
  void metaSchemaCheck.validateSchema(schema, true);
  checkedSchemas.add(schema);
}

/**
 * Two kinds of validator: query strings, params and headers are coerced from text; bodies are taken exactly
 * as sent (no coercion, no silent removal of unknown fields). Fastify calls this factory for every plugin
 * scope that adds shared schemas, passing them in.
 */
function buildValidatorFor(sharedSchemas: Record<string, unknown>) {
  for (const schema of Object.values(sharedSchemas)) checkAgainstMetaSchema(schema as object);
  const body = { first: ajvFor(false, false, sharedSchemas), every: ajvFor(true, false, sharedSchemas) };
  const text = { first: ajvFor(false, 'array', sharedSchemas), every: ajvFor(true, 'array', sharedSchemas) };
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    checkAgainstMetaSchema(schema);
    const ajv = httpPart === 'body' ? body : text;
    return boundedValidator(ajv.first.compile(schema), () => ajv.every.compile(schema));
  };
}

let standaloneBodies: { first: Ajv.default; every: Ajv.default } | undefined;

/**
 * A body validator outside Fastify's routes, exactly as a route's body is validated (the same options, every
 * error listed): a batch checks each item with the single POST's own schema (platform/batches.ts). The
 * schema must be self-contained (no `$ref` to a shared schema).
 */
export function compileBodyValidator(schema: object): BodyValidator {
  checkAgainstMetaSchema(schema);
  standaloneBodies ??= { first: ajvFor(false, false, {}), every: ajvFor(true, false, {}) };
  const { first, every } = standaloneBodies;
  return boundedValidator(first.compile(schema), () => every.compile(schema));
}

export type BodyValidator = ReturnType<typeof boundedValidator>;

// Fastify's typings describe the compiler as taking a bare schema; at run time it gets the route part.
export const buildValidator = buildValidatorFor as unknown as ValidatorFactory;
