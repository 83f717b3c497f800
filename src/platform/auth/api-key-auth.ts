import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuditLogWriter, requestAuditEntry } from '../audit.js';
import { batchedLookup } from '../batched-lookup.js';
import { constantTimeEqual } from '../crypto.js';
import { type Db, dialectOf } from '../db/database.js';
import { isIn } from '../db/list-parameters.js';
import { prepared } from '../db/prepared.js';
import type { Actor, Environment } from '../db/schema.js';
import { compileOnce } from '../db/statement.js';
import { ApiError, sendProblem } from '../errors.js';
import type { IdempotencyStore } from '../idempotency.js';
import { type RateLimits, setRateLimitHeaders } from '../rate-limit.js';
import { hashApiKey, parseApiKey } from './api-key.js';
import type { Scope } from './scopes.js';

/**
 * Who an API request acts for: an API key on `/v1`, a signed-in user on the dashboard's mirror of it. Every
 * query of tenant data filters on both `tenantId` and `environment`.
 */
export interface ApiPrincipal {
  tenantId: string;
  environment: Environment;
  scopes: ReadonlySet<string>;
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a key needs for this route. */
    scope?: Scope;
    /** Served without a key (the OpenAPI document). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: ApiPrincipal | null;
    /** The key a refused request presented, when it named one: the audit log records it. */
    presentedKey: { keyId: string; tenantId: string; environment: Environment } | null;
    /** False for a request refused because its address keeps failing: it writes no audit entry. */
    audited: boolean;
  }
}

export interface ApiKeyAuthDeps {
  findKeyByHash: ReturnType<typeof keyLookup>;
  rateLimits: RateLimits;
  audit: AuditLogWriter;
  idempotency: IdempotencyStore;
}

/** The authenticated principal of a route that requires a key (always set once the hooks have run). */
export function principalOf(request: FastifyRequest): ApiPrincipal {
  if (!request.principal) throw new Error('principalOf called on a route without key authentication');
  return request.principal;
}

/**
 * The one query every keyed request runs: the keys asked for together are read by one query (see
 * `batchedLookup`). One key, the usual case, is read by a statement compiled once (`compileOnce`) comparing
 * with `=`, whose generic plan PostgreSQL keeps; several by their hashes bound as one list, whose length
 * PostgreSQL cannot know, so it plans that text on each run (decision 040).
 */
export function keyLookup(db: Db) {
  const dialect = dialectOf(db);
  const columns = ['id', 'tenantId', 'environment', 'keyHash', 'scopes', 'expiresAt', 'revokedAt'] as const;
  const oneKey = compileOnce(db, ['keyHash'], (p: { keyHash: string }) =>
    db.selectFrom('apiKeys').select(columns).where('keyHash', '=', p.keyHash),
  );
  return batchedLookup(async (hashes: string[]) => {
    const { rows } = await db.executeQuery(
      hashes.length === 1
        ? oneKey({ keyHash: hashes[0]! })
        : prepared(
            db
              .selectFrom('apiKeys')
              .select(columns)
              .where(isIn(dialect, 'keyHash', hashes)),
          ),
    );
    return new Map(rows.map((row) => [row.keyHash, row]));
  });
}

/**
 * The /v1 request pipeline, registered once on the /v1 scope:
 * key check (401) → per-key rate limit (429) → scope (403) → validation (400) → idempotency → handler,
 * then an audit entry for every request, allowed or refused.
 * The key is looked up on every request (concurrent requests' keys in one query) so a revocation or expiry
 * applies to the very next request in every process; no cache can let a revoked key through.
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: ApiKeyAuthDeps): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('presentedKey', null);
  app.decorateRequest('audited', true);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const principal = await authenticate(request, reply, deps);
    if (!principal) return reply;
    const limit = await deps.rateLimits.consumeKey(principal.actor.id);
    setRateLimitHeaders(reply, limit);
    if (!limit.allowed) {
      return sendProblem(
        request,
        reply,
        new ApiError(429, 'rate_limited', 'Rate limit exceeded; see Retry-After.'),
      );
    }
    const missing = missingScope(request, principal);
    if (missing) return sendProblem(request, reply, missing);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.principal) return;
    await deps.idempotency.begin(request, reply, request.principal.tenantId, request.principal.environment);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    await deps.idempotency.complete(request, reply, payload);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.public || !request.audited) return;
    // Set for every request that named a real key, refused or not.
    const key = request.presentedKey;
    deps.audit.record(
      requestAuditEntry(request, reply, {
        tenantId: key?.tenantId ?? null,
        environment: key?.environment ?? null,
        actorType: key ? 'api_key' : 'anonymous',
        keyId: key?.keyId ?? null,
        userId: null,
      }),
    );
  });
}

/**
 * Resolves the key or answers 401. Only failures count against the address's allowance: once it is used
 * up they get 429 instead, while a valid key from the same address still works (a shared NAT is not locked
 * out by one bad client). A failure past the allowance writes no audit entry, but the first of each window
 * does, so the log shows the address was cut off: an anonymous client writes at most allowance + 1 entries a
 * minute per address.
 */
async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ApiKeyAuthDeps,
): Promise<ApiPrincipal | null> {
  const refuse = async (error: ApiError) => {
    const state = await deps.rateLimits.recordAuthFailure(request.ip);
    if (!state.allowed) {
      request.audited = state.consumed === state.limit + 1;
      setRateLimitHeaders(reply, state);
      sendProblem(
        request,
        reply,
        new ApiError(429, 'rate_limited', 'Too many failed authentications from this address.'),
      );
      return null;
    }
    sendProblem(request, reply, error);
    return null;
  };

  const value = request.headers['x-api-key'];
  if (typeof value !== 'string' || value.length === 0) {
    return refuse(new ApiError(401, 'missing_api_key', 'Send your API key in the x-api-key header.'));
  }
  const invalid = () => new ApiError(401, 'invalid_api_key', 'The API key is not valid.');
  const environment = parseApiKey(value);
  if (!environment) return refuse(invalid());

  const hash = hashApiKey(value);
  const row = await deps.findKeyByHash(hash);
  if (!row || row.environment !== environment || !constantTimeEqual(row.keyHash, hash))
    return refuse(invalid());

  request.presentedKey = { keyId: row.id, tenantId: row.tenantId, environment: row.environment };
  if (row.revokedAt !== null) {
    return refuse(new ApiError(401, 'revoked_api_key', 'This API key was revoked.'));
  }
  if (row.expiresAt !== null && row.expiresAt <= Date.now()) {
    return refuse(new ApiError(401, 'expired_api_key', 'This API key has expired.'));
  }
  const principal: ApiPrincipal = {
    tenantId: row.tenantId,
    environment: row.environment,
    scopes: new Set(JSON.parse(row.scopes) as string[]),
    actor: { type: 'api_key', id: row.id },
  };
  request.principal = principal;
  return principal;
}

/** The 403 for a principal without the scope the route requires, or null when it has it. */
export function missingScope(request: FastifyRequest, principal: ApiPrincipal): ApiError | null {
  const scope = request.routeOptions.config.scope;
  if (!scope || principal.scopes.has(scope)) return null;
  return insufficientScope(principal, scope);
}

/** The 403 for a principal without `scope`, which the request needs (`why`). */
export function insufficientScope(
  principal: ApiPrincipal,
  scope: Scope,
  why = 'that this endpoint requires',
): ApiError {
  const who = principal.actor.type === 'api_key' ? 'This API key' : 'Your role';
  return new ApiError(403, 'insufficient_scope', `${who} lacks the scope "${scope}" ${why}.`);
}

/** The key or user as the actor of a change (who requested or decided). */
export function actorOf(principal: ApiPrincipal): Actor {
  return principal.actor;
}
