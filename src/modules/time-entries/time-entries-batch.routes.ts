import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { batchBody, MAX_BATCH_ITEMS, runBatch } from '../../platform/batches.js';
import { problemResponses } from '../../platform/http.js';
import type { ClockIns } from './clock-ins.js';
import { CreateTimeEntryBody, type CreateTimeEntryInput } from './time-entries.schemas.js';

/** 1,000 of the largest marks the schema allows, JSON-escaped, fit (docs/decisions/026-batches.md). */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;

export const timeEntryBatchRoutes =
  (deps: { clockIns: ClockIns }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const body = batchBody(CreateTimeEntryBody, {
      items: [
        {
          employeeId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
          occurredAt: '2026-11-22T08:01:12-03:00',
          source: 'device',
          deviceId: 'portaria-1',
          externalId: 'clock-7-000123',
        },
        {
          employeeId: '01a2041d-1f85-7120-a827-9bf83ca072f1',
          occurredAt: '2026-11-22T08:03:40-03:00',
          source: 'device',
          deviceId: 'portaria-1',
          externalId: 'clock-7-000124',
        },
      ],
      results: [
        { index: 0, status: 201, id: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e' },
        {
          index: 1,
          status: 409,
          error: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'Time entry 01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0f already has this externalId.',
            code: 'conflict',
            requestId: '01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a83',
            conflictingId: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0f',
            reason: 'duplicate_external_id',
          },
        },
      ],
    });
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
          response: { 200: body.results, ...problemResponses(400, 409, 413, 415) },
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
