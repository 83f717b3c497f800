import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { startsAsAfd } from '../../legal/clock-afd.js';
import { principalOf } from '../../platform/auth/api-key-auth.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import { IdParams, problemResponses } from '../../platform/http.js';
import { findImport } from './imports.repository.js';
import { AfdImportQueuedSchema, AfdImportSchema } from './imports.schemas.js';
import { type AfdImports, importView } from './imports.service.js';

/**
 * A clock's AFD of 300,000 marks (a year of 4 marks a day for 250 workers) at 52 bytes a line fits; a file of
 * 10,000 lines is about half a megabyte (docs/decisions/027-afd-import.md).
 */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
const FILE_TYPES = ['text/plain', 'application/octet-stream'];

const tags = ['Time entries'];

export const importRoutes =
  (deps: { db: Db; imports: AfdImports }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addSchema(AfdImportSchema);
    // The file is read as it was sent, bytes (ISO-8859-1), in this plugin's routes only.
    app.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/imports/afd',
      {
        config: { scope: 'time-entries:write' },
        bodyLimit: IMPORT_BODY_LIMIT,
        // The body is the raw file, read by the import itself: its schema is for the document only.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary: "Import a time clock's AFD",
          description:
            "The raw AFD file of a time clock (REP-C), as `text/plain` or `application/octet-stream` (ISO-8859-1; the Portaria 671 layout, or the older Portaria 1510), at most 16 MiB. Answers 202 at once; the import runs in the background (`GET /v1/imports/{id}`). Each mark is matched to an employee by CPF (PIS in 1510 files) and recorded as `POST /v1/time-entries` would with `source: device`, `rep: rep_c`, `deviceId` the clock's serial from the header and `externalId` `<serial>:<nsr>`, so importing the same file again records nothing. A line with a bad CRC, an unknown worker or a date in the future is a problem of that line, not of the file. A body that does not start as an AFD (`0000000001`) is a 400; one whose header cannot be read becomes a `failed` import.",
          consumes: FILE_TYPES,
          body: Type.String({ format: 'binary', description: 'The AFD file.' }),
          response: { 202: AfdImportQueuedSchema, ...problemResponses(400, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const file: unknown = request.body;
        if (file === undefined) throw ApiError.invalidField('(body)', 'is empty; send the AFD file');
        if (!Buffer.isBuffer(file))
          throw new ApiError(
            415,
            'unsupported_media_type',
            'Send the AFD file itself as text/plain or application/octet-stream.',
          );
        if (file.length === 0) throw ApiError.invalidField('(body)', 'is empty; send the AFD file');
        if (!startsAsAfd(file))
          throw ApiError.invalidField(
            '(body)',
            'is not an AFD: its first line must be the header (000000000 1…)',
          );
        const created = await deps.imports.create(principalOf(request), file);
        return reply.code(202).send(created);
      },
    );

    app.get(
      '/imports/:id',
      {
        config: { scope: 'time-entries:write' },
        schema: {
          tags,
          summary: 'Get an AFD import',
          description: 'Its status, its counts so far and the first problems with their line numbers.',
          params: IdParams,
          response: { 200: Type.Ref('AfdImport'), ...problemResponses(404) },
        },
      },
      async (request) => {
        const row = await findImport(deps.db, principalOf(request), request.params.id);
        if (!row) throw ApiError.notFound('import');
        return importView(row);
      },
    );
  };
