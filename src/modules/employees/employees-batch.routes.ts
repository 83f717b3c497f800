import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { batchBody, BatchResultsSchema, MAX_BATCH_ITEMS, runBatch } from '../../platform/batches.js';
import { problemResponses } from '../../platform/http.js';
import type { EmployeeCreates } from './employee-creates.js';
import { CreateEmployeeBody, type CreateEmployeeInput } from './employees.schemas.js';

/** 1,000 employees with a full weekly schedule each fit (docs/decisions/026-batches.md). */
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

export const employeeBatchRoutes =
  (deps: { employeeCreates: EmployeeCreates }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const body = batchBody(CreateEmployeeBody);
    app.post(
      '/employees/batch',
      {
        config: { scope: 'employees:write' },
        bodyLimit: BATCH_BODY_LIMIT,
        validatorCompiler: body.validatorCompiler,
        schema: {
          tags: ['Employees'],
          summary: 'Create up to 1,000 employees',
          description: `1 to ${MAX_BATCH_ITEMS} items, each exactly the body of \`POST /v1/employees\` and answered as that POST would answer it: \`results\` in item order, each with the status it would have given and the employee's \`id\` (201) or its problem body (a CPF taken by an earlier item is that item's 409). A bad item fails alone. One request for the rate limit; \`Idempotency-Key\` replays the whole answer; each employee fires its \`employee.created\`. Body at most 4 MiB.`,
          body: body.schema,
          response: { 200: BatchResultsSchema, ...problemResponses(400, 409, 413, 415) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // The envelope was validated; each item is checked by runBatch against the single POST's schema.
        const items: unknown[] = request.body.items;
        return runBatch<CreateEmployeeInput>(request, items, body.itemValidator, 201, (item) =>
          deps.employeeCreates.create(principal, item, principal.actor),
        );
      },
    );
  };
