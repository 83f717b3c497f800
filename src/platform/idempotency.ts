import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/database.js';
import { isUniqueViolation } from './db/errors.js';
import type { Environment } from './db/schema.js';
import { sha256Hex } from './crypto.js';
import { ApiError } from './errors.js';

const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A request still "in flight" after this long died with its process; a retry may take it over. */
const ABANDONED_AFTER_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface Claim {
  tenantId: string;
  environment: Environment;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

/** A key whose first request has not answered yet (and is not abandoned): the client retries later. */
const stillProcessing = () =>
  ApiError.conflict('A request with this Idempotency-Key is still being processed; retry later.', {
    reason: 'idempotency_key_in_progress',
  });

/**
 * `Idempotency-Key` on POST: the first response is stored for 24 hours and replayed for a retry with the
 * same key and body; the same key with another body, or while the first is still running, is a 409.
 * Keys are scoped to the tenant and environment. A 5xx is not stored, so the client may retry it.
 */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /** preHandler: claims the key, or answers with the stored response. */
  async begin(request: FastifyRequest, reply: FastifyReply, tenantId: string, environment: Environment) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw ApiError.invalidField('Idempotency-Key', 'must be 1–255 visible ASCII characters');
    }
    const claim = { tenantId, environment, key: header };
    const fingerprint = sha256Hex(
      `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`,
    );
    const now = Date.now();

    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.db
          .insertInto('idempotencyKeys')
          .values({ ...claim, fingerprint, state: 'in_flight', lockedAt: now, expiresAt: now + RETENTION_MS })
          .execute();
        request.idempotencyClaim = claim;
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const existing = await this.db
        .selectFrom('idempotencyKeys')
        .selectAll()
        .where((eb) => eb.and(claim))
        .executeTakeFirst();
      if (!existing) continue;
      if (existing.expiresAt <= now) {
        await this.db
          .deleteFrom('idempotencyKeys')
          .where((eb) => eb.and(claim))
          .where('expiresAt', '<=', now)
          .execute();
        continue;
      }
      if (existing.fingerprint !== fingerprint) {
        throw ApiError.conflict('This Idempotency-Key was already used with a different request.', {
          reason: 'idempotency_key_reused',
        });
      }
      if (existing.state === 'done') {
        return reply
          .code(existing.responseStatus ?? 200)
          .header('Idempotent-Replayed', 'true')
          .type(existing.responseContentType ?? 'application/json; charset=utf-8')
          .send(existing.responseBody ?? '');
      }
      const taken = await this.db
        .updateTable('idempotencyKeys')
        .set({ lockedAt: now })
        .where((eb) => eb.and(claim))
        .where('state', '=', 'in_flight')
        .where('lockedAt', '<', now - ABANDONED_AFTER_MS)
        .executeTakeFirst();
      if (taken.numUpdatedRows > 0n) {
        request.idempotencyClaim = claim;
        return;
      }
      throw stillProcessing();
    }
    throw stillProcessing();
  }

  /** onSend: stores the response of a claimed request (or releases the claim after a 5xx). */
  async complete(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 500) {
      await this.db
        .deleteFrom('idempotencyKeys')
        .where((eb) => eb.and(claim))
        .execute();
      return;
    }
    const contentType = reply.getHeader('content-type');
    await this.db
      .updateTable('idempotencyKeys')
      .where((eb) => eb.and(claim))
      .set({
        state: 'done',
        responseStatus: reply.statusCode,
        responseBody: typeof payload === 'string' ? payload : '',
        responseContentType: typeof contentType === 'string' ? contentType : null,
      })
      .execute();
  }
}
