import type { AddressInfo } from 'node:net';
import { createPontual, type Pontual, type PontualOptions } from '../../packages/sdk/src/index.js';
import { ContractChecker, ContractViolation } from './contract.js';
import type { TestApp } from './harness.js';

/** What a response's body is read as for the contract check: JSON media types only (others are files, streams). */
const isJson = (contentType: string | null) => /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType ?? '');

/** Whether a response carries a body, without reading it (a stream's never ends). */
const hasBody = (response: Response) =>
  response.status !== 204 && response.status !== 304 && response.headers.get('content-length') !== '0';

/**
 * A test app listening on 127.0.0.1 (a free port), and SDK clients that reach it over real HTTP. Their fetch
 * checks every response against the document the app serves, as the harness does for `inject`
 * (docs/decisions/030), and records the operationId of each request, so a test can prove it called them all.
 */
export class ListeningApp {
  /** The operationIds of every request the SDK clients made, as the served document names them. */
  readonly called = new Set<string>();
  /** Every request the clients sent (after the SDK added its headers) and the status it got. */
  readonly exchanges: { method: string; url: string; headers: Headers; status: number }[] = [];
  private checker!: ContractChecker;
  private document!: { paths: Record<string, Record<string, { operationId?: string }>> };
  baseUrl!: string;

  constructor(readonly t: TestApp) {}

  async listen(): Promise<this> {
    await this.t.app.listen({ port: 0, host: '127.0.0.1' });
    this.baseUrl = `http://127.0.0.1:${(this.t.app.server.address() as AddressInfo).port}`;
    this.document = this.t.app.swagger() as unknown as typeof this.document;
    this.checker = new ContractChecker(this.document);
    return this;
  }

  /** Every operationId of the document's paths. */
  operationIds(): string[] {
    return Object.values(this.document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
  }

  /** An SDK client on this server with `key`. */
  client(key: string, options: Partial<PontualOptions> = {}): Pontual {
    return createPontual({ key, baseUrl: this.baseUrl, fetch: (request) => this.fetch(request), ...options });
  }

  private async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    const headers = new Headers(request.headers);
    const response = await fetch(request);
    this.exchanges.push({ method: request.method, url: target, headers, status: response.status });
    const operation = this.checker.operationFor(request.method, target);
    const operationId = operation && this.document.paths[operation.path]?.[operation.method]?.operationId;
    if (operationId) this.called.add(operationId);
    const contentType = response.headers.get('content-type');
    const violations = this.checker.check(request.method, target, {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: isJson(contentType) ? await response.clone().text() : hasBody(response) ? '(not JSON)' : '',
    });
    if (violations.length > 0) throw new ContractViolation(violations);
    return response;
  }
}
