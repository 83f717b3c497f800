import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db, Dialect } from '../../platform/db/database.js';
import { problemResponses } from '../../platform/http.js';
import { Uuid } from '../../platform/schemas.js';
import { findPayrollCodes } from './payroll.repository.js';
import {
  PAYROLL_CSV_EXAMPLE,
  PayrollCodesBody,
  PayrollCodesSchema,
  PayrollReportSchema,
} from './payroll.schemas.js';
import { payrollCsv, payrollJson, payrollPeriod, putPayrollCodes } from './payroll.service.js';

/** The payroll export of a closed period and the tenant's rubric codes (docs/time-bank.md). */
export const payrollRoutes =
  (deps: { db: Db; dialect: Dialect }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(PayrollCodesSchema);

    app.get(
      '/payroll/codes',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags: ['Payroll'],
          operationId: 'getPayrollCodes',
          summary: 'The payroll rubric codes',
          description: "The payroll system's code of each item of the payroll export; null until set.",
          response: { 200: Type.Ref('PayrollCodes'), ...problemResponses() },
        },
      },
      async (request) => findPayrollCodes(deps.db, principalOf(request)),
    );

    app.put(
      '/payroll/codes',
      {
        config: { scope: 'reports:write' },
        schema: {
          tags: ['Payroll'],
          operationId: 'putPayrollCodes',
          summary: 'Set the payroll rubric codes',
          description: 'Replaces the codes of this environment; an item left out has no code.',
          body: PayrollCodesBody,
          response: { 200: Type.Ref('PayrollCodes'), ...problemResponses(400) },
        },
      },
      async (request) => putPayrollCodes(deps.db, principalOf(request), request.body),
    );

    app.get(
      '/reports/payroll',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags: ['Payroll'],
          operationId: 'getPayrollReport',
          summary: 'Payroll export of a closed period',
          description:
            'Per employee of the period, from its frozen days: normal hours, overtime at 50% and at 100% (what the time bank did not take), night hours (reduced hour), lateness and partial absences, whole days of absence, paid weekly rests lost, and the time-bank payout (credits expired in this close, and payouts dated in it); each in counted minutes, `HH:MM` and centesimal hours (`8,50`), with the rubric code of `/v1/payroll/codes`. JSON (streamed) or `format=csv` (one row per employee and item). A period that is not closed is a 409.',
          querystring: Type.Object(
            {
              periodId: Uuid(),
              format: Type.Optional(Type.Enum(['json', 'csv'] as const, { default: 'json' })),
            },
            { additionalProperties: false },
          ),
          response: {
            200: {
              description: 'The export.',
              content: {
                'application/json': { schema: Type.Unsafe<Readable>(PayrollReportSchema) },
                'text/csv': {
                  schema: Type.Unsafe<Readable>({ type: 'string', examples: [PAYROLL_CSV_EXAMPLE] }),
                },
              },
            },
            ...problemResponses(400, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const scope = principalOf(request);
        const period = await payrollPeriod(deps.db, scope, request.query.periodId);
        if (request.query.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header(
              'Content-Disposition',
              `attachment; filename="folha-${period.dateFrom}-${period.dateTo}.csv"`,
            )
            .send(Readable.from(payrollCsv(deps.db, deps.dialect, scope, period)));
        return reply
          .type('application/json; charset=utf-8')
          .send(Readable.from(payrollJson(deps.db, deps.dialect, scope, period)));
      },
    );
  };
