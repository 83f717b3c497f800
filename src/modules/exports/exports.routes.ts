import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { insufficientScope, principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import type { ExportJobRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { Page, paginate, PageQuery, setNextPageLink } from '../../platform/paging.js';
import type { Developer } from '../rep/legal-identity.js';
import { chainLength } from '../rep/rep.service.js';
import type { LongReports } from '../reports/reports.routes.js';
import type { LongVerifications } from '../time-entries/time-entries.routes.js';
import { selectChunks, selectExports } from './exports.repository.js';
import { createExport, exportView, isLongExport, requireExport } from './exports.service.js';
import {
  CreateExportBody,
  type CreateExportInput,
  EXPORT_EXAMPLE,
  EXPORT_STATUSES,
  type ExportView,
} from './exports.schemas.js';

const tags = ['Exports'];
/** Chunks (256 KiB each) read per query while a file is downloaded. */
const CHUNKS_PER_READ = 4;

/** A job's file, read from its chunks a few at a time as the client takes it. */
async function* fileBytes(db: Db, job: ExportJobRow): AsyncGenerator<Buffer> {
  let after = 0;
  for (;;) {
    const chunks = await selectChunks(db, job, after, CHUNKS_PER_READ);
    for (const chunk of chunks) yield chunk.bytes;
    if (chunks.length < CHUNKS_PER_READ) return;
    after = chunks.at(-1)!.seq;
  }
}

/**
 * Where a job is read, under the prefix the request came by (`/v1`, or the dashboard's mirror of it), absolute
 * when PONTUAL_PUBLIC_URL is set (as the paging links are).
 */
function exportLocation(request: FastifyRequest, publicUrl: string | null, id: string): string {
  const prefix = request.routeOptions.url!.replace(/\/(exports|reports\/[\w-]+|time-entries\/verify)$/, '');
  return `${publicUrl ?? ''}${prefix}/exports/${id}`;
}

/** `Prefer: respond-async` (RFC 7240): the client asks for a job whatever the range. */
function prefersAsync(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  return /(^|[\s,;])respond-async\s*(,|;|$)/i.test(Array.isArray(prefer) ? prefer.join(',') : (prefer ?? ''));
}

/** A hand-off's job: queued, this process's runner woken, and where the job is read. */
async function queue(
  deps: { db: Db; developer: Developer; onQueued: () => void },
  request: FastifyRequest,
  input: CreateExportInput,
): Promise<{ job: ExportView; location: string }> {
  const job = await createExport(deps.db, deps.developer, principalOf(request), input);
  deps.onQueued();
  return { job, location: exportLocation(request, request.server.publicUrl, job.id) };
}

/**
 * The report endpoints' hand-off (`LongReports`): a report of a long range of a large tenant (decision 025),
 * or one asked for with `Prefer: respond-async`, is queued as an export job.
 */
export function longReportsAsJobs(deps: { db: Db; developer: Developer; onQueued: () => void }): LongReports {
  return async (request, report) => {
    const principal = principalOf(request);
    if (!prefersAsync(request) && !(await isLongExport(deps.db, principal, report))) return null;
    return queue(deps, request, report);
  };
}

/**
 * The chain verification's hand-off (`LongVerifications`): a chain longer than `longChainRecords` is verified
 * as a `chain_verification` export job (decision 039), and so is a shorter one asked for with `Prefer:
 * respond-async` by a principal that may read the job. The job is read with `reports:read`: a key without it is
 * refused a long chain rather than handed a job it cannot read, and walks a short one at once.
 */
export function longVerificationsAsJobs(deps: {
  db: Db;
  developer: Developer;
  onQueued: () => void;
  /** PONTUAL_LONG_CHAIN_RECORDS. */
  longChainRecords: number;
}): LongVerifications {
  return async (request) => {
    const principal = principalOf(request);
    const mayReadJobs = principal.scopes.has('reports:read');
    const long = (await chainLength(deps.db, principal)) > deps.longChainRecords;
    if (!long && !(mayReadJobs && prefersAsync(request))) return null;
    if (!mayReadJobs) {
      throw insufficientScope(
        principal,
        'reports:read',
        'that a chain this long needs: it is verified as an export job, which is read with that scope',
      );
    }
    return queue(deps, request, { kind: 'chain_verification' });
  };
}

/** Export jobs: long reports made in the background (docs/api.md, "Export jobs"; decision 025). */
export const exportRoutes =
  (deps: {
    db: Db;
    developer: Developer;
    /** Wakes this process's export runner (it looks every second anyway). */
    onQueued: () => void;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The `Export` schema is added once for the whole app (app.ts): the report endpoints answer it too.
    app.post(
      '/exports',
      {
        // A viewer of the dashboard may start one too: it reads what a report download reads.
        config: { scope: 'reports:read', anyRole: true },
        schema: {
          tags,
          operationId: 'createExport',
          summary: 'Start an export job',
          description:
            'Queues the AEJ, the AFDT or the espelho PDF of `from`–`to` (both required for these), or the verification of the whole hash chain (`chain_verification`, without range or employee), to be made in the background, and answers at once with the job (`Location` names it); while a verification is queued or running, asking for another answers it. Poll `GET /v1/exports/{id}` (or subscribe a webhook to `export.completed` and `export.failed`), then download `GET /v1/exports/{id}/file`. The range, the employee and the identity a legal file needs are checked now, as the report itself checks them (400, 404, 409). The report endpoints answer long ranges of large tenants with the same 202.',
          body: CreateExportBody,
          response: { 202: Type.Ref('Export'), ...problemResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const job = await createExport(deps.db, deps.developer, principalOf(request), request.body);
        deps.onQueued();
        return reply
          .code(202)
          .header('Location', exportLocation(request, app.publicUrl, job.id))
          .send(job);
      },
    );

    app.get(
      '/exports',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags,
          operationId: 'listExports',
          summary: 'List export jobs',
          description: 'Newest first; finished jobs are kept 7 days.',
          querystring: Type.Object(
            { ...PageQuery, status: Type.Optional(Type.Enum(EXPORT_STATUSES)) },
            { additionalProperties: false },
          ),
          response: { 200: Page(Type.Ref('Export'), [EXPORT_EXAMPLE]), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        let query = selectExports(deps.db, principalOf(request));
        if (request.query.status) query = query.where('status', '=', request.query.status);
        const page = await paginate(query, request.query, {
          columns: [{ name: 'id', kind: 'uuid' }],
          direction: 'desc',
          cursorOf: (row) => [row.id],
        });
        setNextPageLink(request, reply, page.nextCursor);
        return page.items.map(exportView);
      },
    );

    app.get(
      '/exports/:id',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags,
          operationId: 'getExport',
          summary: 'Get an export job',
          description: 'Its status and progress; once `done`, its file.',
          params: IdParams,
          response: { 200: Type.Ref('Export'), ...problemResponses(404) },
        },
      },
      async (request) => exportView(await requireExport(deps.db, principalOf(request), request.params.id)),
    );

    app.get(
      '/exports/:id/file',
      {
        config: { scope: 'reports:read' },
        schema: {
          tags,
          operationId: 'getExportFile',
          summary: 'Download an export’s file',
          description:
            'The file of a `done` job, as the report endpoint would send it (same media type and file name), until the job expires; a `chain_verification`’s is the JSON `GET /v1/time-entries/verify` answers. 409 while the job is queued or running, or if it failed.',
          params: IdParams,
          response: {
            200: {
              description: 'The file.',
              content: {
                'text/plain': { schema: Type.Unsafe<Readable>({ type: 'string' }) },
                'application/pdf': { schema: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) },
                'application/json': { schema: Type.Ref('ChainVerification') },
              },
            },
            ...problemResponses(404, 409),
          },
        },
      },
      async (request, reply) => {
        const job = await requireExport(deps.db, principalOf(request), request.params.id);
        if (job.status === 'failed')
          throw ApiError.conflict('The export failed and has no file; create it again.', {
            reason: 'export_failed',
          });
        if (job.status !== 'done' || !job.fileName || !job.mediaType)
          throw ApiError.conflict(`The export is ${job.status}; its file is ready once it is done.`, {
            reason: 'export_not_ready',
            params: { status: job.status },
          });
        return reply
          .type(job.mediaType)
          .header('Content-Length', String(job.fileSize))
          .header('Content-Disposition', `attachment; filename="${job.fileName}"`)
          .send(Readable.from(fileBytes(deps.db, job)));
      },
    );
  };
