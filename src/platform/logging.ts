import type { LoggerOptions } from 'pino';

/**
 * What Pontual's logs may hold: never a secret, at any level. Keys, session cookies, CSRF tokens and
 * passwords travel in headers and bodies, so neither is ever logged: requests are logged by method and path
 * (app.ts), and errors by the fields below. Anything that copied a whole object into a log line (Node's parse
 * errors carry the raw bytes of the request in `rawPacket`, logged by Fastify at `trace`) loses it here.
 */

/** An error message can quote what the client sent (V8's JSON errors quote the body): at most this much. */
const MAX_MESSAGE_LENGTH = 500;
/** Causes are followed this deep. */
const MAX_CAUSE_DEPTH = 3;

/** Header names whose values authenticate someone; removed if a header set ever reaches a log line. */
const SECRET_HEADERS = ['x-api-key', 'authorization', 'proxy-authorization', 'cookie', 'x-csrf-token'];

/** An error's name, message, code, status and stack, and its causes': no other property of it. */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message.slice(0, MAX_MESSAGE_LENGTH),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    // The stack's first line repeats the message: cut the same way.
    stack: error.stack?.replace(error.message, error.message.slice(0, MAX_MESSAGE_LENGTH)),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: errorForLog(error.cause, depth + 1) }
      : {}),
  };
}

/** A request as Fastify hands it to a serializer: its method and path, without the query string. */
function requestForLog(request: { method?: string; url?: string }): Record<string, unknown> {
  return { method: request.method, path: request.url?.split('?', 1)[0] };
}

function replyForLog(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** The pino options of every Pontual process (the API and the worker). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: errorForLog, error: errorForLog, req: requestForLog, res: replyForLog },
    redact: {
      paths: SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]).concat([
        'res.headers["set-cookie"]',
      ]),
      remove: true,
    },
  };
}
