import type { FastifyError, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import { problemBody, toApiError, validationError } from './errors.js';
import { Int32, Uuid } from './schemas.js';
import { type BodyValidator, compileBodyValidator } from './validation.js';

/** Items a batch takes at most (PRODUCT §11). */
export const MAX_BATCH_ITEMS = 1000;

const BatchResultsSchema = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        index: Int32({ maximum: MAX_BATCH_ITEMS - 1, description: "The item's place in `items`, from 0." }),
        status: Int32({
          minimum: 200,
          maximum: 599,
          description: 'The HTTP status the single POST would have answered.',
        }),
        id: Type.Optional(Uuid({ description: 'The created resource (a 2xx).' })),
        error: Type.Optional(
          Type.Ref('Problem', { description: 'The problem body the single POST would have answered.' }),
        ),
      }),
      { maxItems: MAX_BATCH_ITEMS, description: 'One per item, in item order.' },
    ),
  },
  { additionalProperties: false },
);
export type BatchResults = Static<typeof BatchResultsSchema>;

/**
 * A batch route's body schema, its validator and its results' schema. The document shows `items` as the single
 * POST's bodies; the route itself checks only the envelope (an object with 1 to MAX_BATCH_ITEMS items), so that
 * one bad item fails alone: `runBatch` checks each item with the single POST's schema. `example` is a body and
 * the results it gets, for the document.
 */
export function batchBody<Item extends TSchema>(
  item: Item,
  example: { items: unknown[]; results: BatchResults['results'] },
) {
  const envelope = compileBodyValidator(
    Type.Object(
      { items: Type.Array(Type.Unknown(), { minItems: 1, maxItems: MAX_BATCH_ITEMS }) },
      { additionalProperties: false },
    ),
  );
  const validatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
    if (httpPart !== 'body') throw new Error(`a batch route validates its body only, not its ${httpPart}`);
    return envelope;
  };
  return {
    schema: Type.Object(
      {
        items: Type.Array(item, {
          minItems: 1,
          maxItems: MAX_BATCH_ITEMS,
          description: 'Each exactly the body of the single POST, checked on its own.',
        }),
      },
      { additionalProperties: false, examples: [{ items: example.items }] },
    ),
    results: Type.Object(BatchResultsSchema.properties, {
      additionalProperties: false,
      examples: [{ results: example.results }],
    }),
    validatorCompiler,
    itemValidator: compileBodyValidator(item),
  };
}

/**
 * Answers each item as the single POST would: an item that fails the single POST's schema gets its 400, the
 * others go to `create` all at once (so clock-ins and employee creates meet in their group-commit lanes as
 * concurrent single POSTs do), and each gets `created` and its resource's id, or its own error's status and
 * problem body. `items` must have passed `batchBody`'s envelope.
 */
export async function runBatch<Item>(
  request: FastifyRequest,
  items: unknown[],
  itemValidator: BodyValidator,
  created: number,
  create: (item: Item) => Promise<{ id: string }>,
): Promise<BatchResults> {
  const outcomes = items.map((item) => {
    // The schema fills the item's defaults in place, as it does a single POST's body.
    if (itemValidator(item)) return create(item as Item);
    return Promise.reject(validationError(itemValidator.errors ?? [], 'body'));
  });
  const settled = await Promise.allSettled(outcomes);
  return {
    results: settled.map((outcome, index) => {
      if (outcome.status === 'fulfilled') return { index, status: created, id: outcome.value.id };
      const error = toApiError(outcome.reason as FastifyError);
      // As the error handler logs a single POST's failure (platform/errors.ts).
      if (error.status === 503) request.log.warn({ err: outcome.reason, index }, 'batch item refused');
      else if (error.status >= 500) request.log.error({ err: outcome.reason, index }, 'batch item failed');
      return { index, status: error.status, error: problemBody(error, request.id) };
    }),
  };
}
