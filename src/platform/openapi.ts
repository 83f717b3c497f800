import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** A JSON object of the document, read and completed loosely: its shape is OpenAPI's, checked by Spectral. */
type Json = Record<string, unknown>;

/** The tags of the document, each described once; operations name them (`schema.tags`). */
const TAGS: Record<string, string> = {
  Health: 'Liveness and readiness probes, for load balancers and orchestrators; no key.',
  'Audit log': 'Every keyed request and every dashboard or CLI action, kept for the retention period.',
  Employees: 'The people who clock in, with their schedule versions.',
  'Time entries': 'Immutable clock-in marks (NSR, hash chain), their receipts, and the treated workdays.',
  Adjustments: 'Requests to add, disregard or annotate a mark, approved or rejected.',
  Calendar: "The tenant's own holidays (national ones are built in).",
  Absences: 'Absences (leave, sick notes, time off) with their approval workflow.',
  Reports: 'The espelho de ponto (JSON, CSV, PDF), its policy, and the legal files AFDT, AEJ and AFD.',
  Exports: 'Long reports (a year of AEJ, AFDT or espelho PDF) made in the background, and their files.',
  'Time bank': "The time-bank policy and each employee's ledger.",
  Periods: 'Period closes: frozen days, time-bank postings, reopening.',
  Payroll: 'Rubric codes and the payroll export of a closed period.',
  Webhooks: 'Signed event deliveries to your endpoints, and the events themselves.',
};

/** Response headers, declared once as components and referenced from every response that can carry them. */
const HEADERS: Record<string, { name: string; description: string; schema: Json }> = {
  RequestId: {
    name: 'Request-Id',
    description: "This request's id (the `Request-Id` sent, when valid): quote it to support.",
    schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\w.:-]{1,128}$' },
  },
  RateLimit: {
    name: 'RateLimit',
    description: 'Requests left in the window and seconds until it resets: `"default";r=59;t=42`.',
    schema: { type: 'string', maxLength: 100 },
  },
  RateLimitPolicy: {
    name: 'RateLimit-Policy',
    description: 'The quota and window in seconds: `"default";q=60;w=60`.',
    schema: { type: 'string', maxLength: 100 },
  },
  XRateLimitLimit: {
    name: 'X-RateLimit-Limit',
    description: 'Requests allowed per window.',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2147483647 },
  },
  XRateLimitRemaining: {
    name: 'X-RateLimit-Remaining',
    description: 'Requests left in the current window.',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2147483647 },
  },
  XRateLimitReset: {
    name: 'X-RateLimit-Reset',
    description: 'When the window resets, in Unix seconds.',
    schema: { type: 'integer', format: 'int64', minimum: 0, maximum: 9007199254740991 },
  },
  RetryAfter: {
    name: 'Retry-After',
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86400 },
  },
  Link: {
    name: 'Link',
    description: 'The next page: `<…?cursor=…>; rel="next"`; absent on the last page.',
    schema: { type: 'string', maxLength: 4096 },
  },
  IdempotentReplayed: {
    name: 'Idempotent-Replayed',
    description: 'This is the stored response of an earlier request with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
  Location: {
    name: 'Location',
    description: 'Where the resource a 202 started can be followed (an export job).',
    schema: { type: 'string', maxLength: 2048 },
  },
  ContentDisposition: {
    name: 'Content-Disposition',
    description: 'The file name to save the download as.',
    schema: { type: 'string', maxLength: 255 },
  },
};

const RATE_LIMIT_HEADERS = [
  'RateLimit',
  'RateLimitPolicy',
  'XRateLimitLimit',
  'XRateLimitRemaining',
  'XRateLimitReset',
];

/** Request headers every operation (Request-Id) or every POST (Idempotency-Key) reads. */
const PARAMETERS: Record<string, Json> = {
  RequestId: {
    name: 'Request-Id',
    in: 'header',
    required: false,
    description: 'Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs.',
    schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\w.:-]{1,128}$' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]{1,255}$' },
  },
};

/** What each problem status means, when the route does not say more. */
const PROBLEMS: Record<number, string> = {
  400: "The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field.",
  401: 'The API key is missing, invalid, expired or revoked.',
  403: 'The API key lacks the scope this operation requires.',
  404: 'No such resource in this tenant and environment (a malformed id included).',
  409: 'The request conflicts with the current state.',
  413: 'The body is larger than 1 MiB.',
  415: 'The body is not `application/json`.',
  429: 'Too many requests (per key, or failed authentications per address); see `Retry-After`.',
  500: 'An unexpected failure on our side; quote `requestId` to support.',
  503: 'The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`.',
};
/** A problem body of each status, as the API writes it: the example every operation's problem response shows. */
const problemExample = (status: number, title: string, code: string, detail: string, more: Json = {}) => ({
  type: 'about:blank',
  title,
  status,
  detail,
  code,
  requestId: '01a2041d-1f85-7120-a827-9bf83ca07a10',
  ...more,
});
const PROBLEM_EXAMPLES: Record<number, Json> = {
  400: problemExample(
    400,
    'Bad Request',
    'invalid_request',
    'Invalid body: name must NOT have more than 200 characters; cpf is required',
    {
      errors: [
        {
          field: 'name',
          message: 'must NOT have more than 200 characters',
          reason: 'too_long',
          params: { limit: 200 },
        },
        { field: 'cpf', message: 'is required', reason: 'required' },
      ],
    },
  ),
  401: problemExample(401, 'Unauthorized', 'invalid_api_key', 'The API key is not valid.'),
  403: problemExample(
    403,
    'Forbidden',
    'insufficient_scope',
    'This API key lacks the scope "employees:write" that this endpoint requires.',
  ),
  404: problemExample(404, 'Not Found', 'not_found', 'The employee does not exist.'),
  409: problemExample(
    409,
    'Conflict',
    'conflict',
    'Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.',
    { conflictingId: '01a2041d-1f85-7120-a827-9bf83ca072ef', reason: 'duplicate_cpf' },
  ),
  413: problemExample(413, 'Payload Too Large', 'payload_too_large', 'The request body is too large.'),
  415: problemExample(
    415,
    'Unsupported Media Type',
    'unsupported_media_type',
    'Send the body as application/json.',
  ),
  429: problemExample(429, 'Too Many Requests', 'rate_limited', 'Rate limit exceeded; see Retry-After.'),
  500: problemExample(
    500,
    'Internal Server Error',
    'internal_error',
    'Something went wrong on our side. Quote the request id to support.',
  ),
  503: problemExample(503, 'Service Unavailable', 'service_unavailable', 'The database is unreachable.'),
};
/** The description problemResponses (platform/http.ts) gives: replaced by the status's own. */
const GENERIC_PROBLEM_DESCRIPTION = 'Problem details';
const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const headerRefs = (names: string[]): Json =>
  Object.fromEntries(names.map((name) => [HEADERS[name]!.name, { $ref: `#/components/headers/${name}` }]));

/** `get /v1/employees/{id}/schedules` → `getEmployeesByIdSchedules`: unique, and stable for generated clients. */
function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', parameter[1]!] : segment.split(/[-_.]/);
    });
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** The headers a response of this operation can carry, by who answers it (a key's request or a probe). */
function responseHeaders(
  operation: { method: string; keyed: boolean; list: boolean },
  status: number,
  media: string[],
) {
  const names = ['RequestId'];
  // Every keyed request but a refused key is counted (and told its limit) before anything else can fail.
  if (operation.keyed && status !== 401) names.push(...RATE_LIMIT_HEADERS);
  if (status === 429 || status === 503) names.push('RetryAfter');
  if (status === 202) names.push('Location');
  if (operation.list && status === 200) names.push('Link');
  if (operation.keyed && operation.method === 'post' && status < 500) names.push('IdempotentReplayed');
  if (media.some((type) => !type.includes('json'))) names.push('ContentDisposition');
  return headerRefs(names);
}

function problemResponse(status: number, description: string, headers: Json): Json {
  return {
    description,
    headers,
    content: {
      [PROBLEM_MEDIA_TYPE]: {
        schema: { $ref: '#/components/schemas/Problem' },
        ...(PROBLEM_EXAMPLES[status] ? { example: PROBLEM_EXAMPLES[status] } : {}),
      },
    },
  };
}

/**
 * Completes one operation from what every route shares, so that no route has to repeat it: the problem
 * responses the pipeline can give (with their real media type), the headers of every response, the request
 * headers, an operationId, and what a query default or a nullable body means for a client.
 */
function completeOperation(method: string, path: string, operation: Json): void {
  const keyed = path.startsWith('/v1/');
  const parameters = (operation.parameters ?? []) as Json[];
  const list = parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'cursor');
  const body = operation.requestBody as
    { required?: boolean; content?: Record<string, { schema?: Json }> } | undefined;

  operation.operationId ??= derivedOperationId(method, path);
  // A parameter with a default need not be sent (`limit`): TypeBox lists it as required all the same.
  for (const parameter of parameters) {
    if ((parameter.schema as Json | undefined)?.default !== undefined) parameter.required = false;
  }
  // A body that may be null may be left out (approve, reject): an empty JSON body is no body (app.ts).
  const bodySchema = body?.content?.['application/json']?.schema;
  if (body && Array.isArray(bodySchema?.anyOf) && bodySchema.anyOf.some((s: Json) => s.type === 'null'))
    body.required = false;
  operation.parameters = [
    ...parameters,
    { $ref: '#/components/parameters/RequestId' },
    ...(keyed && method === 'post' ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
  if (!keyed) operation.security = [];

  const statuses = new Set<number>([500, 503]);
  if (keyed) {
    for (const status of [401, 403, 429]) statuses.add(status);
    if (path.includes('{')) statuses.add(404);
    const query = parameters.some((parameter) => parameter.in === 'query');
    if (body || query || BODY_METHODS.has(method)) statuses.add(400);
    if (BODY_METHODS.has(method)) {
      statuses.add(413);
      statuses.add(415);
    }
  }
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  for (const status of statuses) responses[status] ??= { description: GENERIC_PROBLEM_DESCRIPTION };
  const shape = { method, keyed, list };
  for (const [code, response] of Object.entries(responses)) {
    const status = Number(code);
    const content = response.content as Record<string, unknown> | undefined;
    if (status >= 400) {
      const description =
        response.description === GENERIC_PROBLEM_DESCRIPTION || !response.description
          ? (PROBLEMS[status] ?? GENERIC_PROBLEM_DESCRIPTION)
          : (response.description as string);
      responses[code] = problemResponse(
        status,
        description,
        responseHeaders(shape, status, [PROBLEM_MEDIA_TYPE]),
      );
    } else {
      response.headers = {
        ...responseHeaders(shape, status, Object.keys(content ?? {})),
        ...(response.headers as Json),
      };
    }
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

export interface OpenApiOptions {
  version: string;
  /** `PONTUAL_PUBLIC_URL`: where clients reach the API; the document's server. */
  publicUrl: string | null;
  /** The events a webhook receives: each one's name and its schema's `$id` (the document's `webhooks`). */
  webhookEvents: { event: string; schema: string; description: string }[];
}

/**
 * The OpenAPI 3.1 document is generated from the same route schemas that validate requests, so it cannot
 * drift from the code; what every route shares (problem responses, headers, request headers) is added here,
 * once, for every route (docs/decisions/030-the-openapi-document.md). Swagger UI renders it at /docs from
 * assets shipped in the package (no CDN).
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pontual API',
        version: options.version,
        description:
          'Time and attendance for Brazilian employers. Authenticate with the `x-api-key` header; `pontual_sk_` keys act on live data, `pontual_test_` keys on the isolated test environment. Errors are RFC 9457 problem details (`application/problem+json`) with a machine-readable `code`. Lists are JSON arrays paged with `limit` and `cursor`; the next page is in the `Link: rel="next"` header. POST accepts an `Idempotency-Key` header. Every response the test suite receives is checked against this document.',
      },
      servers: [
        options.publicUrl
          ? { url: options.publicUrl, description: 'production: this deployment' }
          : { url: '/', description: 'local development: the server that serves this document' },
      ],
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
    transformObject: (generated) => {
      // Registered with `openapi` options, so the document is always an OpenAPI one.
      if (!('openapiObject' in generated)) return generated.swaggerObject;
      const document = generated.openapiObject as Json;
      const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
      for (const [path, item] of Object.entries(paths)) {
        for (const method of METHODS) if (item[method]) completeOperation(method, path, item[method]);
      }
      // Each server says whom it serves (OWASP API9): this deployment's API is for its integrators.
      for (const server of (document.servers ?? []) as Json[]) server['x-internal'] = false;
      const components = document.components as Json;
      // The shared problem schema shows the problems a client meets most: a 400's field errors, a 404, a
      // duplicate's 409 and a 429.
      const schemas = components.schemas as Record<string, Json>;
      schemas.Problem = {
        ...schemas.Problem,
        examples: [400, 404, 409, 429].map((status) => PROBLEM_EXAMPLES[status]),
      };
      components.headers = Object.fromEntries(
        Object.entries(HEADERS).map(([key, { description, schema }]) => [key, { description, schema }]),
      );
      components.parameters = PARAMETERS;
      const used = new Set(
        Object.values(paths).flatMap((item) =>
          METHODS.flatMap((method) => (item[method]?.tags as string[] | undefined) ?? []),
        ),
      );
      // Every tag an operation names is declared, in TAGS' order; one TAGS does not know yet has no description.
      document.tags = [
        ...Object.keys(TAGS).filter((name) => used.has(name)),
        ...[...used].filter((name) => !(name in TAGS)),
      ].map((name) => ({ name, ...(TAGS[name] ? { description: TAGS[name] } : {}) }));
      document.webhooks = Object.fromEntries(
        options.webhookEvents.map(({ event, schema, description }) => [
          event,
          {
            post: {
              operationId: derivedOperationId('receive', `/${event}`),
              summary: `The \`${event}\` event`,
              description,
              tags: ['Webhooks'],
              security: [],
              parameters: [],
              requestBody: {
                required: true,
                content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
              },
              responses: {
                '200': { description: 'Any 2xx acknowledges the delivery; anything else is retried.' },
              },
            },
          },
        ]),
      );
      return document;
    },
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
