import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dashboardScopeOf, sessionUserOf } from '../../platform/auth/session-auth.js';
import type { Db } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets.js';
import { CertificateImportSchema } from './certificates.schemas.js';
import { findCertificate, importCertificate, removeCertificate } from './certificates.service.js';

/** Base64 as browsers' FileReader and btoa write it (padding optional). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The signing certificate on the dashboard's Company page, per environment (the `pontual-environment`
 * header, as on the API mirror). Anyone signed in sees what is installed (a certificate is public; the
 * Reports page asks before it offers the signed download); installing and removing need an admin and the
 * CSRF token, like every dashboard change.
 */
export const certificateRoutes =
  (deps: { db: Db; secrets: SecretBox }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get('/company/certificate', { schema: { hide: true } }, async (request) => ({
      certificate: await findCertificate(deps.db, dashboardScopeOf(request)),
    }));

    app.put(
      '/company/certificate',
      { schema: { hide: true, body: CertificateImportSchema } },
      async (request) => {
        const { file, password } = request.body;
        if (!BASE64.test(file)) throw ApiError.invalidField('file', 'must be the file in base64');
        const user = sessionUserOf(request);
        return {
          certificate: await importCertificate(
            deps.db,
            deps.secrets,
            dashboardScopeOf(request),
            { file: Buffer.from(file, 'base64'), password },
            { type: 'user', userId: user.userId, request },
          ),
        };
      },
    );

    app.delete('/company/certificate', { schema: { hide: true } }, async (request, reply) => {
      const user = sessionUserOf(request);
      await removeCertificate(deps.db, dashboardScopeOf(request), {
        type: 'user',
        userId: user.userId,
        request,
      });
      return reply.code(204).send();
    });
  };
