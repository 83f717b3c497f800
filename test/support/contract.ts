import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DATE_FORMATS } from '../../src/platform/dates.js';

/**
 * Checks a response against the OpenAPI document the app serves (issue 34, docs/decisions/030): its status is
 * declared for the operation, its media type is declared for that status, its body is valid against the
 * declared schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses), and every header it carries is declared.
 * The harness runs it on every response a test receives (test/support/harness.ts).
 */

type Json = Record<string, unknown>;

/**
 * Headers no operation declares: HTTP's own framing and dates, and what the server adds to every answer of
 * every route alike (helmet's protections, `Cache-Control: no-store`), documented in docs/security.md.
 * OpenAPI itself says a declared `Content-Type` header is ignored: the media type is checked instead.
 */
const UNDECLARED_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  parameters: number;
  pointer: string;
}

export interface CheckedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export class ContractChecker {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(this.ajv);
    for (const [name, format] of Object.entries(DATE_FORMATS)) this.ajv.addFormat(name, format);
    // OpenAPI's own formats: a byte stream, and integer widths (each schema also states its limits).
    for (const name of ['binary', 'int32', 'int64']) this.ajv.addFormat(name, true);
    this.ajv.addSchema(document, 'openapi.json');
    const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        if (!item[method]) continue;
        const parameters = path.split('{').length - 1;
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        this.operations.push({
          method,
          path,
          pattern: new RegExp(`^${source}/?$`),
          parameters,
          pointer: `#/paths/${escapePointer(path)}/${method}`,
        });
      }
    }
    // A literal segment wins over a parameter (`/time-entries/verify` before `/time-entries/{id}`).
    this.operations.sort((a, b) => a.parameters - b.parameters);
    // What most responses share, compiled now rather than in a test's first request (some tests time theirs).
    // The rest is compiled when first needed: all of it at once took seconds per test file.
    const components = (document.components ?? {}) as { schemas?: Json; headers?: Json };
    if (components.schemas?.Problem) this.validator('#/components/schemas/Problem');
    for (const name of Object.keys(components.headers ?? {}))
      this.validator(`#/components/headers/${name}/schema`);
  }

  /** What in `value` the schema at `pointer` (`#/components/schemas/…`) refuses; empty when it is valid. */
  validate(pointer: string, value: unknown, what = 'value'): string[] {
    const validate = this.validator(pointer);
    return validate(value) ? [] : [`${what}: ${this.ajv.errorsText(validate.errors, { dataVar: what })}`];
  }

  /** The operation a request reached, or undefined for a path the document does not describe. */
  operationFor(method: string, url: string): Operation | undefined {
    const path = url.split('?', 1)[0]!;
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    return this.operations.find((operation) => operation.method === wanted && operation.pattern.test(path));
  }

  /** What in this response the document does not declare; empty when it matches. */
  check(method: string, url: string, response: CheckedResponse): string[] {
    const operation = this.operationFor(method, url);
    if (!operation) return [];
    const where = `${method.toUpperCase()} ${operation.path} → ${response.statusCode}`;
    const responses = this.at(`${operation.pointer}/responses`) as Record<string, Json>;
    const code = String(response.statusCode);
    const key = [code, `${code[0]}XX`, 'default'].find((candidate) => responses[candidate]);
    if (!key) return [`${where}: status not declared (declared: ${Object.keys(responses).join(', ')})`];
    let pointer = `${operation.pointer}/responses/${key}`;
    let declared = responses[key]!;
    while (typeof declared.$ref === 'string') {
      pointer = declared.$ref;
      declared = this.at(pointer) as Json;
    }
    return [
      ...this.checkHeaders(where, pointer, declared, response),
      ...this.checkBody(where, pointer, declared, method, response),
    ];
  }

  private checkHeaders(where: string, pointer: string, declared: Json, response: CheckedResponse): string[] {
    const headers = Object.fromEntries(
      Object.entries((declared.headers ?? {}) as Record<string, Json>).map(([name, header]) => [
        name.toLowerCase(),
        { name, header },
      ]),
    );
    const problems: string[] = [];
    for (const [name, value] of Object.entries(response.headers)) {
      const lower = name.toLowerCase();
      if (UNDECLARED_HEADERS.has(lower) || value === undefined) continue;
      const entry = headers[lower];
      if (!entry) {
        problems.push(`${where}: header ${name} not declared`);
        continue;
      }
      const headerPointer =
        typeof entry.header.$ref === 'string'
          ? entry.header.$ref
          : `${pointer}/headers/${escapePointer(entry.name)}`;
      const schema = (this.at(headerPointer) as Json).schema as Json | undefined;
      if (!schema) continue;
      const text = String(value);
      const typed = schema.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
      const validate = this.validator(`${headerPointer}/schema`);
      if (!validate(typed))
        problems.push(`${where}: header ${name}: ${this.ajv.errorsText(validate.errors)} (${text})`);
    }
    return problems;
  }

  private checkBody(
    where: string,
    pointer: string,
    declared: Json,
    method: string,
    response: CheckedResponse,
  ): string[] {
    const content = declared.content as Record<string, Json> | undefined;
    const contentType = response.headers['content-type'];
    const hasBody = response.body.length > 0 && method.toLowerCase() !== 'head';
    if (!content) return hasBody ? [`${where}: a body was sent, the document declares none`] : [];
    if (contentType === undefined) return hasBody ? [`${where}: a body without a media type`] : [];
    const mediaType = String(contentType).split(';', 1)[0]!.trim().toLowerCase();
    if (!content[mediaType]) {
      return [
        `${where}: media type ${mediaType} not declared (declared: ${Object.keys(content).join(', ')})`,
      ];
    }
    if (!hasBody || !mediaType.endsWith('json') || !content[mediaType].schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return [`${where}: the ${mediaType} body is not JSON`];
    }
    const validate = this.validator(`${pointer}/content/${escapePointer(mediaType)}/schema`);
    if (validate(body)) return [];
    return [
      `${where}: body does not match the document: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`,
    ];
  }

  private validator(at: string): ValidateFunction {
    // A schema that only names another is compiled once, as what it names (every problem is one Problem).
    let pointer = at;
    for (
      let node = this.at(pointer) as Json;
      typeof node.$ref === 'string' && Object.keys(node).length === 1;
    ) {
      pointer = node.$ref;
      node = this.at(pointer) as Json;
    }
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  private at(pointer: string): unknown {
    let node: unknown = this.document;
    for (const segment of pointer.replace(/^#\//, '').split('/')) {
      node = (node as Json)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return node;
  }
}

/** What a test receives when a response breaks the document: it fails the test that caused it. */
export class ContractViolation extends Error {
  constructor(readonly violations: string[]) {
    super(`The response does not match /v1/openapi.json:\n${violations.join('\n')}`);
    this.name = 'ContractViolation';
  }
}

/**
 * Makes every `app.inject` of this app check its response against the document the app serves (read once,
 * when the app is ready): a response the document does not declare rejects with a ContractViolation.
 */
export function checkEveryResponse(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  let checker: ContractChecker | undefined;
  // Read when the app is ready (its routes all known), before its first request is answered: the document
  // `/v1/openapi.json` serves is this one.
  app.addHook('onReady', async () => {
    checker = new ContractChecker(app.swagger() as Record<string, unknown>);
  });
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET');
    const target = typeof options === 'string' ? options : (options.url ?? options.path);
    const url = typeof target === 'string' ? target : (target?.pathname ?? '/');
    if (!checker) throw new Error('The app answered before its onReady hooks ran: the document is unknown.');
    const violations = checker.check(method, url, response);
    if (violations.length > 0) throw new ContractViolation(violations);
    return response;
  };
  // The chained form (`inject()` without options) and the callback form are passed through unchecked.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as typeof app.inject;
}
