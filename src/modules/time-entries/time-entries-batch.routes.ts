import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { batchBody, BatchResultsSchema, MAX_BATCH_ITEMS, runBatch } from '../../platform/batches.js';
import { problemResponses } from '../../platform/http.js';
import type { ClockIns } from './clock-ins.js';
import { CreateTimeEntryBody, type CreateTimeEntryInput } from './time-entries.schemas.js';

/** 1,000 of the largest marks the schema allows, JSON-escaped, fit (docs/decisions/026-batches.md). */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;

export const timeEntryBatchRoutes =
  (deps: { clockIns: ClockIns }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const body = batchBody(CreateTimeEntryBody);
    app.post(
      '/time-entries/batch',
      {
        config: { scope: 'time-entries:write' },
        bodyLimit: BATCH_BODY_LIMIT,
        validatorCompiler: body.validatorCompiler,
        schema: {
          tags: ['Time entries'],
          summary: 'Record up to 1,000 clock-in marks',
          description: `1 to ${MAX_BATCH_ITEMS} items, each exactly the body of \`POST /v1/time-entries\` and answered as that POST would answer it: \`results\` in item order, each with the status it would have given and the mark's \`id\` (201) or its problem body. A bad item fails alone. One request for the rate limit; \`Idempotency-Key\` replays the whole answer; each mark fires its \`time_entry.created\`. Body at most 2 MiB.`,
          body: body.schema,
          response: { 200: BatchResultsSchema, ...problemResponses(400, 409, 413, 415) },
        },
      },
      async (request) => {
        const scope = principalOf(request);
        // The envelope was validated; each item is checked by runBatch against the single POST's schema.
        const items: unknown[] = request.body.items;
        return runBatch<CreateTimeEntryInput>(request, items, body.itemValidator, 201, (item) =>
          deps.clockIns.record(scope, item),
        );
      },
    );
  };
