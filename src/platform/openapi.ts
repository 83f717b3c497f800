import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3.1 document is generated from the same route schemas that validate requests, so it cannot
 * drift from the code. Swagger UI renders it at /docs from assets shipped in the package (no CDN).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pontual API',
        version,
        description:
          'Time and attendance for Brazilian employers. Authenticate with the `x-api-key` header; `pontual_sk_` keys act on live data, `pontual_test_` keys on the isolated test environment. Errors are RFC 9457 problem details with a machine-readable `code`. Lists are JSON arrays paged with `limit` and `cursor`; the next page is in the `Link: rel="next"` header. POST accepts an `Idempotency-Key` header.',
      },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      },
      security: [{ apiKey: [] }],
    },
    // The dashboard's mirror of the API is the same routes again: document them once, under /v1.
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/dashboard/') ? { ...schema, hide: true } : schema,
      url,
    }),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
}
