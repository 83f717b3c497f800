import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { ApiError } from '../../platform/errors.js';

const Readiness = Type.Object({ status: Type.Literal('ready') }, { examples: [{ status: 'ready' }] });
const Liveness = Type.Object(
  {
    status: Type.Literal('ok'),
    eventLoopDelayMs: Type.Number({
      description:
        'Mean delay of the event loop over the last second; past PONTUAL_MAX_EVENT_LOOP_DELAY_MS every request is a 503.',
    }),
    eventLoopUtilization: Type.Number({
      description: 'Share of the last second the event loop was busy, 0–1.',
    }),
  },
  { examples: [{ status: 'ok', eventLoopDelayMs: 10.42, eventLoopUtilization: 0.118 }] },
);

/** Liveness and readiness probes; neither needs a key. */
export const healthRoutes =
  (deps: { database: DatabaseHandle }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['Health'],
          summary: 'The process is alive, and how busy its event loop is',
          description:
            'For liveness probes; no key. A 503 while the event loop is stuck past `PONTUAL_MAX_EVENT_LOOP_DELAY_MS`.',
          response: { 200: Liveness, 503: Type.Ref('Problem') },
        },
      },
      async () => {
        const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
        return {
          status: 'ok',
          // NaN until the delay histogram has a sample (it would be sent as null, which is not a number).
          eventLoopDelayMs: Number.isFinite(eventLoopDelay) ? Math.round(eventLoopDelay * 100) / 100 : 0,
          eventLoopUtilization: Math.round(eventLoopUtilized * 1000) / 1000,
        };
      },
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['Health'],
          summary: 'The database is reachable',
          description:
            'For readiness probes; no key. A 503 with `Retry-After` while the database is unreachable.',
          response: { 200: Readiness, 503: Type.Ref('Problem') },
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
