import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { findTimeBankPolicy } from './time-bank.repository.js';
import {
  LedgerQuery,
  ManualEntryBody,
  TimeBankEntrySchema,
  TimeBankLedgerSchema,
  TimeBankPolicyBody,
  TimeBankPolicySchema,
} from './time-bank.schemas.js';
import { addManualEntry, putTimeBankPolicy, timeBankLedger } from './time-bank.service.js';

const tags = ['Time bank'];

/** The time bank (banco de horas): its policy, each employee's ledger, manual entries (docs/time-bank.md). */
export const timeBankRoutes =
  (deps: { db: Db }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(TimeBankPolicySchema);
    app.addSchema(TimeBankEntrySchema);
    app.addSchema(TimeBankLedgerSchema);

    app.get(
      '/time-bank/policy',
      {
        config: { scope: 'time-bank:read' },
        schema: {
          tags,
          operationId: 'getTimeBankPolicy',
          summary: "The time bank's policy",
          description:
            'Whether period closes post to the bank, the agreement that sets how long credits last (CLT art. 59), the credit multiplier, and what is debited. Disabled until set.',
          response: { 200: Type.Ref('TimeBankPolicy'), ...problemResponses() },
        },
      },
      async (request) => findTimeBankPolicy(deps.db, principalOf(request)),
    );

    app.put(
      '/time-bank/policy',
      {
        config: { scope: 'time-bank:write' },
        schema: {
          tags,
          operationId: 'putTimeBankPolicy',
          summary: "Set the time bank's policy",
          description:
            'Replaces the policy of this environment. It applies to the closes made after it; closed periods keep what they posted.',
          body: TimeBankPolicyBody,
          response: { 200: Type.Ref('TimeBankPolicy'), ...problemResponses(400) },
        },
      },
      async (request) => putTimeBankPolicy(deps.db, principalOf(request), request.body),
    );

    app.get(
      '/employees/:id/time-bank',
      {
        config: { scope: 'time-bank:read' },
        schema: {
          tags,
          operationId: 'getEmployeeTimeBank',
          summary: "An employee's time bank",
          description:
            'The balance (in counted minutes) and the entries of `from`–`to`, by date: what period closes posted, manual entries, compensations and expiries.',
          params: IdParams,
          querystring: LedgerQuery,
          response: { 200: Type.Ref('TimeBankLedger'), ...problemResponses(400, 404) },
        },
      },
      async (request) =>
        timeBankLedger(
          deps.db,
          principalOf(request),
          request.params.id,
          request.query.from,
          request.query.to,
        ),
    );

    app.post(
      '/time-bank/entries',
      {
        config: { scope: 'time-bank:write' },
        schema: {
          tags,
          operationId: 'createTimeBankEntry',
          summary: 'Add a manual time-bank entry',
          description:
            'A correction (`manual`) or hours paid out of the bank (`payout`, negative), with its reason. A date inside a closed period of the employee is a 409 `period_closed`. Fires `time_bank.updated`.',
          body: ManualEntryBody,
          response: { 201: Type.Ref('TimeBankEntry'), ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const entry = await addManualEntry(deps.db, principal, actorOf(principal), request.body);
        return reply.code(201).send(entry);
      },
    );
  };
