import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { afdFileName } from '../../legal/afd.js';
import { DAY_FLAGS } from '../../legal/clt.js';
import { latin1Bytes } from '../../legal/text.js';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import { RecordDate } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { problemResponses } from '../../platform/http.js';
import { Uuid } from '../../platform/schemas.js';
import type { SecretBox } from '../../platform/secrets.js';
import { requireSigningCredentials } from '../certificates/certificates.service.js';
import { parseDateRange } from '../workdays/workdays.service.js';
import {
  aej,
  type AejOptions,
  afd,
  type AfdOptions,
  afdt,
  periodReportCsv,
  periodReportJson,
  periodReportPdf,
  periodReportSpreadsheetCsv,
  prepareReport,
  type ReportContext,
} from './reports.service.js';
import {
  type Developer,
  type LegalFile,
  type LegalIdentity,
  requireLegalIdentity,
} from '../rep/legal-identity.js';
import { espelhoDisposition } from './espelho-file-names.js';
import type { PdfRenderer } from './pdf-renderer.js';
import { MAX_REPORT_DAYS, PeriodReportSchema } from './reports.schemas.js';
import type { ReportSlots } from './report-slots.js';
import { signedZip } from './signed-zip.js';

const tags = ['Reports'];
const range = {
  from: RecordDate({ description: 'First workday.' }),
  to: RecordDate({ description: `Last workday, at most ${MAX_REPORT_DAYS - 1} days after \`from\`.` }),
};

/** A streamed body in the OpenAPI document: documented by its JSON schema, sent as a Node stream. */
const streamed = (schema: object) => Type.Unsafe<Readable>(schema);

async function* latin1(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield latin1Bytes(chunk);
}

/**
 * A report's stream, made once it holds a slot; the slot goes back when the stream closes, however it ends.
 * A download whose client takes nothing for `stalledMs` is dropped (the connection aborted), so a client
 * that stops reading cannot keep a slot.
 */
async function inSlot(slots: ReportSlots, stalledMs: number, report: () => Readable): Promise<Readable> {
  const release = await slots.take();
  let source: Readable;
  try {
    source = report();
  } catch (error) {
    release();
    throw error;
  }
  source.once('close', release);
  // Chunks pass through only as the client takes them (backpressure), so a chunk is the sign of progress.
  // With none for `stalledMs`, the client is at fault only if bytes wait for it; a slow source is waited for.
  const stall = setTimeout(() => {
    if (sent.readableLength > 0) sent.destroy(new Error('report download stalled'));
    else stall.refresh();
  }, stalledMs);
  const sent = new Transform({
    transform(chunk, _encoding, callback) {
      stall.refresh();
      callback(null, chunk);
    },
  });
  // An error on either side destroys both: a failure part-way aborts the connection.
  pipeline(source, sent, () => clearTimeout(stall));
  return sent;
}

/**
 * A long report made as an export job instead (src/modules/exports, wired in app.ts): the job and where it is
 * read, answered with 202; or null to answer the report now.
 */
export type LongReports = (
  request: FastifyRequest,
  report: { kind: 'aej' | 'afdt' | 'espelho_pdf'; from: string; to: string; employeeId?: string | undefined },
) => Promise<{ job: unknown; location: string } | null>;

/** The 202 of a report made as an export job (the `Export` schema is shared, app.ts). */
const asJob = {
  202: Type.Ref('Export', {
    description:
      'The range is long (more than 31 days and more than 20,000 employee-days) or `Prefer: respond-async` asked for a job: the export job, named by `Location` (docs/api.md, "Export jobs").',
  }),
};

export const reportRoutes =
  (deps: {
    db: Db;
    aej: AejOptions;
    afd: AfdOptions;
    developer: Developer;
    slots: ReportSlots;
    /** How long a download may take nothing before it is dropped. */
    stalledMs: number;
    pdf: PdfRenderer;
    /** Opens the tenant's signing key for the signed ZIPs of the legal files. */
    secrets: SecretBox;
    longReports: LongReports;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/reports/period',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags,
          summary: 'Period report (espelho de ponto)',
          description:
            'Per employee and workday: the original and treated marks, scheduled, worked (night in reduced hours), night, overtime (and its split by rate, 50% and 100%), late, absence and break minutes after the CLT tolerance, the suppressed break (art. 71 §4) and the rest shortfall between shifts (art. 66), with flags, and period totals. The arithmetic follows the tenant policy (`/v1/espelho/policy`); docs/espelho.md. All active employees unless `employeeId` is given. JSON (streamed); `format=csv`, the CSV for integrations (UTF-8, `,`, minutes as integers, codes in English); `format=csv-br`, the CSV a Brazilian spreadsheet opens as it is (UTF-8 with a byte-order mark, `;`, CR LF, Portuguese headers, dates dd/mm/aaaa, hours hh:mm); or `format=pdf`, the printable espelho (per employee: E/S columns, numbered pages, the declaration and signature lines). A file is named after the employee (or the employer, for every employee) and the period, in ASCII and, in `filename*`, as written.',
          querystring: Type.Object(
            {
              ...range,
              employeeId: Type.Optional(Uuid()),
              format: Type.Optional(
                Type.Enum(['json', 'csv', 'csv-br', 'pdf'] as const, {
                  default: 'json',
                  description:
                    '`json`; `csv` for integrations (its columns never change); `csv-br` for a spreadsheet in Portuguese (Excel, LibreOffice); `pdf` to print and sign.',
                }),
              ),
              flag: Type.Optional(
                Type.Enum(DAY_FLAGS, {
                  description:
                    'JSON only: list just the days that carry this flag, and just the employees with such a day (the incomplete days of a month, say). Each employee’s `totals` stay those of the whole period.',
                }),
              ),
            },
            { additionalProperties: false },
          ),
          response: {
            200: {
              description:
                'The report: JSON `{from, to, generatedAt, employer, employees: [{employee, days, totals}]}`, CSV, or PDF.',
              content: {
                'application/json': { schema: streamed(PeriodReportSchema) },
                'text/csv': { schema: streamed({ type: 'string' }) },
                'application/pdf': { schema: streamed({ type: 'string', format: 'binary' }) },
              },
            },
            ...asJob,
            ...problemResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { from, to, employeeId, format, flag } = request.query;
        parseDateRange(from, to, MAX_REPORT_DAYS);
        if (flag && format && format !== 'json') {
          throw ApiError.invalidField(
            'flag',
            'filters the JSON espelho only; the CSV and PDF hold every day',
            'not_allowed',
          );
        }
        const context = await prepareReport(deps.db, { scope: principalOf(request), from, to, employeeId });
        if (format === 'pdf') {
          const deferred = await deps.longReports(request, { kind: 'espelho_pdf', from, to, employeeId });
          if (deferred) return reply.code(202).header('Location', deferred.location).send(deferred.job);
          const pdf = await inSlot(deps.slots, deps.stalledMs, () =>
            periodReportPdf(deps.db, context, deps.pdf),
          );
          return reply
            .type('application/pdf')
            .header('Content-Disposition', espelhoDisposition(context, 'pdf'))
            .send(pdf);
        }
        if (format === 'csv' || format === 'csv-br') {
          const write = format === 'csv' ? periodReportCsv : periodReportSpreadsheetCsv;
          const csv = await inSlot(deps.slots, deps.stalledMs, () => Readable.from(write(deps.db, context)));
          return reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', espelhoDisposition(context, 'csv'))
            .send(csv);
        }
        const json = await inSlot(deps.slots, deps.stalledMs, () =>
          Readable.from(periodReportJson(deps.db, context, flag)),
        );
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );

    /**
     * The legal files share everything but their writer: a range, the employer's document, Latin-1 bytes; and,
     * with `format=zip`, the same bytes in a ZIP beside their detached CAdES signature (`.p7s`).
     */
    const legalFile = (
      name: LegalFile,
      summary: string,
      description: string,
      write: (context: ReportContext, identity: LegalIdentity) => AsyncIterable<string>,
      fileName = (context: ReportContext, document: string) =>
        `${name}_${document}_${context.from}_${context.to}.txt`,
      kind: 'aej' | 'afdt' | null = null,
    ) =>
      app.get(
        `/reports/${name.toLowerCase()}`,
        {
          config: { scope: 'reports:read' },
          schema: {
            tags,
            summary,
            description: `${description} ISO-8859-1, CR LF after every line. \`format=zip\`: a ZIP holding the same file and \`<file name>.p7s\`, its detached CAdES-BES signature (DER, SHA-256, with the signing-certificate-v2 attribute) made with the environment's signing certificate (arts. 86–88 of Portaria 671); 409 until a certificate is installed (dashboard, Company page, or \`cli certificates import\`). See docs/legal-files.md.`,
            querystring: Type.Object(
              {
                ...range,
                format: Type.Optional(
                  Type.Enum(['txt', 'zip'] as const, {
                    default: 'txt',
                    description: '`txt`: the file alone; `zip`: the file and its `.p7s` signature.',
                  }),
                ),
              },
              { additionalProperties: false },
            ),
            response: {
              200: {
                description: `The ${name} file, or a ZIP of it and its signature.`,
                content: {
                  'text/plain': { schema: streamed({ type: 'string' }) },
                  'application/zip': { schema: streamed({ type: 'string', format: 'binary' }) },
                },
              },
              ...(kind ? asJob : {}),
              ...problemResponses(400, 409, 503),
            },
          },
        },
        async (request, reply) => {
          const { from, to, format } = request.query;
          parseDateRange(from, to, MAX_REPORT_DAYS);
          const scope = principalOf(request);
          const context = await prepareReport(deps.db, { scope, from, to });
          const identity = requireLegalIdentity(name, context.tenant, deps.developer);
          // A job makes the file alone: a signed ZIP is always answered directly.
          const deferred =
            kind && format !== 'zip' ? await deps.longReports(request, { kind, from, to }) : null;
          if (deferred) return reply.code(202).header('Location', deferred.location).send(deferred.job);
          const downloadName = fileName(context, identity.document);
          const bytes = () => Readable.from(latin1(write(context, identity)));
          if (format === 'zip') {
            const credentials = await requireSigningCredentials(deps.db, deps.secrets, scope);
            const zip = await inSlot(deps.slots, deps.stalledMs, () =>
              signedZip(bytes(), downloadName, credentials),
            );
            return reply
              .type('application/zip')
              .header(
                'Content-Disposition',
                `attachment; filename="${downloadName.replace(/\.txt$/, '')}.zip"`,
              )
              .send(zip);
          }
          const file = await inSlot(deps.slots, deps.stalledMs, bytes);
          return reply
            .type('text/plain; charset=ISO-8859-1')
            .header('Content-Disposition', `attachment; filename="${downloadName}"`)
            .send(file);
        },
      );

    legalFile(
      'AFDT',
      'AFDT file (Portaria 1510)',
      'The legacy treated-marks file: every original mark of the period (E/S, or D with the reason when an approved adjustment disregarded it) and every approved included mark (I, with the reason). Fixed width.',
      (context, identity) => afdt(deps.db, context, identity),
      undefined,
      'afdt',
    );
    legalFile(
      'AEJ',
      'AEJ file (Portaria 671, Anexo VI)',
      'The current legal file of treated marks (it replaced the AFDT in 2021): REPs, employments, contract schedules, every treated mark (E/S/D, O/I with the reason), the program, the trailer and the signature marker. Pipe-separated; layout version from PONTUAL_AEJ_LAYOUT_VERSION.',
      (context, identity) => aej(deps.db, context, deps.aej, identity),
      undefined,
      'aej',
    );
    legalFile(
      'AFD',
      'AFD file (Portaria 671, Anexo V, as a REP-P)',
      'The source file of the REP-P: in NSR order, every employee added, changed or removed (type 5, with its CRC-16) and every mark (type 7, chained by SHA-256) of the period, the trailer counts and the signature marker. Fixed width; the file name is the one Anexo V gives (`AFD` + INPI number + CNPJ/CPF + `REP_P`); layout version from PONTUAL_AFD_LAYOUT_VERSION.',
      (context, identity) => afd(deps.db, context, deps.afd, identity),
      (context, document) => afdFileName(context.tenant.repNumber, document),
    );
  };
