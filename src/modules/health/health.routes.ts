import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';

const Status = Type.Object({ status: Type.String() });

/** Liveness and readiness probes; neither needs a key. */
export const healthRoutes =
  (deps: { database: DatabaseHandle }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['Health'], summary: 'The process is alive', response: { 200: Status } } },
      async () => ({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['Health'],
          summary: 'The database is reachable',
          response: { 200: Status, 503: Type.Ref('Problem') },
        },
      },
      async (_request, reply) => {
        try {
          await deps.database.ping();
        } catch {
          reply.header('Retry-After', '5');
          throw new ApiError(503, 'service_unavailable', 'The database is unreachable.');
        }
        return { status: 'ready' };
      },
    );
  };
