import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import type { SigningCredentials } from '../certificates/signing-credentials.js';
import type { ReceiptRenderer } from './receipt-renderer.js';
import { ReceiptQuery, ReceiptSchema } from './receipts.schemas.js';
import { receiptOf } from './receipts.service.js';

/** The tenant-environment's signing certificate, decrypted for one signature, or null when it has none. */
export type CredentialsFor = (scope: TenantScope) => Promise<SigningCredentials | null>;

/** What answering a receipt takes. */
export interface ReceiptDeps {
  db: Db;
  renderer: ReceiptRenderer;
  credentialsFor: CredentialsFor;
}

/**
 * Answers the receipt of a mark of `scope` (and of `employeeId`, when given: the portal's worker): the PDF,
 * signed with the tenant's certificate when one is installed, or its fields as JSON. The API's route and the
 * portal's use it.
 */
export async function sendReceipt(
  deps: ReceiptDeps,
  reply: FastifyReply,
  mark: { scope: TenantScope; timeEntryId: string; employeeId?: string },
  format: 'pdf' | 'json' | undefined,
): Promise<FastifyReply> {
  const { scope } = mark;
  const receipt = await receiptOf(deps.db, scope, mark.timeEntryId, mark.employeeId);
  if (format === 'json') return reply.type('application/json').send(receipt);
  const credentials = await deps.credentialsFor(scope);
  const pdf = await deps.renderer.render({ receipt, credentials });
  return reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      `attachment; filename="comprovante-ponto-nsr-${String(receipt.nsr).padStart(9, '0')}.pdf"`,
    )
    .send(pdf);
}

export const receiptRoutes =
  (deps: ReceiptDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(ReceiptSchema);

    app.get(
      '/time-entries/:id/receipt',
      {
        config: { scope: 'time-entries:read' },
        schema: {
          tags: ['Time entries'],
          summary: "The worker's receipt of a mark (comprovante, Portaria 671 arts. 79–80)",
          description:
            "A PDF titled \"Comprovante de Registro de Ponto do Trabalhador\" with what art. 79 lists: the employer's name, CNPJ/CPF and CEI/CAEPF/CNO (when set), the place of work, the REP-P's INPI number, the worker's name and CPF, the date and time of the mark with its zone, and the NSR and SHA-256 hash of the mark's AFD record (type 7). Available as soon as the mark is recorded. When the company has a signing certificate the PDF carries a PAdES signature (`ETSI.CAdES.detached`: CAdES-BES, SHA-256, as the legal files' `.p7s`). `format=json` gives the same fields. 409 for a mark of a time clock (`rep: rep_c`: the clock issues its receipt) and until the company's CNPJ/CPF, INPI number and address are set. docs/legal-files.md.",
          params: IdParams,
          querystring: ReceiptQuery,
          response: {
            200: {
              description: 'The receipt: a PDF, or its fields as JSON.',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
                'application/json': { schema: Type.Ref('Receipt') },
              },
            },
            ...problemResponses(404, 409, 503),
          },
        },
      },
      async (request, reply) =>
        sendReceipt(
          deps,
          reply,
          { scope: principalOf(request), timeEntryId: request.params.id },
          request.query.format,
        ),
    );
  };
