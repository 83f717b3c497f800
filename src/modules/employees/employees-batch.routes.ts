import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { batchBody, MAX_BATCH_ITEMS, runBatch } from '../../platform/batches.js';
import { problemResponses } from '../../platform/http.js';
import type { EmployeeCreates } from './employee-creates.js';
import { CreateEmployeeBody, type CreateEmployeeInput } from './employees.schemas.js';

/** 1,000 employees with a full weekly schedule each fit (docs/decisions/026-batches.md). */
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

export const employeeBatchRoutes =
  (deps: { employeeCreates: EmployeeCreates }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const body = batchBody(CreateEmployeeBody, {
      items: [
        {
          name: 'João Pereira dos Santos',
          cpf: '111.444.777-35',
          jobTitle: 'Padeiro',
          admissionDate: '2026-11-02',
        },
        { name: 'Ana Beatriz Costa', cpf: '529.982.247-25', registration: 'A-1025' },
      ],
      results: [
        { index: 0, status: 201, id: '01a2041d-1f85-7120-a827-9bf83ca072f1' },
        {
          index: 1,
          status: 409,
          error: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.',
            code: 'conflict',
            requestId: '01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a82',
            conflictingId: '01a2041d-1f85-7120-a827-9bf83ca072ef',
            reason: 'duplicate_cpf',
          },
        },
      ],
    });
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
          response: { 200: body.results, ...problemResponses(400, 409, 413, 415) },
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
