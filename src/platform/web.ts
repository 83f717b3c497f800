import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError, sendProblem } from './errors.js';

/** Where `vite build` puts the dashboard (the same place from src/ under tsx and from dist/). */
const WEB_ROOT = fileURLToPath(new URL('../../dist/web/', import.meta.url));
/**
 * The dashboard loads nothing from elsewhere and is never framed (clickjacking): its own scripts, styles and
 * API only, images from itself or data: URIs (the favicon).
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";
/** Paths that are never the single-page app: a miss there is a problem body, not index.html. */
const NOT_THE_APP = /^\/(v1|dashboard\/api|portal\/api|docs|healthz|readyz)(\/|$)/;
/** The workers' portal, a second page of the same build (docs/portal.md): its deep links get its index.html. */
const PORTAL = /^\/portal(\/|$)/;

/**
 * Serves the dashboard (a React single-page app) at `/` and the workers' portal at `/portal/`: their built
 * files, and the right index.html for any other GET that asks for HTML, so deep links work. Without a build (`npm run build`) the API runs on and `/` is a 404.
 */
export async function registerDashboardApp(app: FastifyInstance): Promise<void> {
  if (!existsSync(`${WEB_ROOT}index.html`)) {
    app.log.warn('the dashboard is not built (npm run build); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: WEB_ROOT,
    wildcard: false,
    index: 'index.html',
    setHeaders: (reply, filePath) => {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Frame-Options', 'DENY');
      // Vite names assets by content hash: cache them for good; index.html must always be fresh.
      reply.header(
        'Cache-Control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Any other GET is a page of the app (deep links), unless it belongs to the API or asks for something else.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (NOT_THE_APP.test(path) || !request.headers.accept?.includes('text/html')) {
      return sendProblem(request, reply, ApiError.notFound('route'));
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('X-Frame-Options', 'DENY')
      .sendFile(PORTAL.test(path) ? 'portal/index.html' : 'index.html');
  });
}
