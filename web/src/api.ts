/** The dashboard's calls to its own API (`/dashboard/api`): JSON in and out, problems as ProblemError. */

export interface FieldError {
  field: string;
  message: string;
}

/** An RFC 9457 problem answer, with the fields it blames. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  /** The message for one field (the API names body fields like `/name` or `name`). */
  forField(field: string): string | undefined {
    return this.errors.find((e) => e.field.replace(/^\//, '') === field)?.message;
  }
}

let csrfToken = '';

/** Remembers the session's CSRF token, sent back on every change. */
export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/dashboard/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ProblemError(0, 'network', 'network');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (data ?? {}) as { code?: string; detail?: string; errors?: FieldError[] };
    throw new ProblemError(
      response.status,
      problem.code ?? 'error',
      problem.detail ?? response.statusText,
      problem.errors ?? [],
    );
  }
  return data as T;
}

export type Environment = 'live' | 'test';
export type Role = 'admin' | 'viewer';

export interface Session {
  user: { id: string; email: string; role: Role };
  tenant: { id: string; name: string; timezone: string };
  csrfToken: string;
}

export interface ApiKey {
  id: string;
  name: string;
  environment: Environment;
  hint: string;
  scopes: string[];
  status: 'active' | 'expired' | 'revoked';
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface User {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
}

export { SCOPES } from '../../src/platform/auth/scopes.js';
