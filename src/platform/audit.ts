import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { chunks } from './chunks.js';
import type { Db, Executor } from './db/database.js';
import type { AuditActionName } from './audit-actions.js';
import { newId } from './ids.js';
import type { AuditLogTable, Environment } from './db/schema.js';
import { rowInserter } from './db/statement.js';

export type AuditEntry = AuditLogTable;

const FLUSH_INTERVAL_MS = 250;
/** Entries buffered that start a flush at once, without waiting for the timer. */
const FLUSH_AT = 500;
/** Entries one `insertEntries` call writes at most: bounds PostgreSQL's JSON parameter after an outage. */
const ENTRIES_PER_INSERT = 100;

/** Every column of an entry, as the database names them (`rowInserter`). */
const AUDIT_COLUMNS = {
  id: 'id',
  tenantId: 'tenant_id',
  environment: 'environment',
  actorType: 'actor_type',
  keyId: 'key_id',
  userId: 'user_id',
  action: 'action',
  method: 'method',
  route: 'route',
  path: 'path',
  status: 'status',
  ip: 'ip',
  userAgent: 'user_agent',
  requestId: 'request_id',
  durationMs: 'duration_ms',
  createdAt: 'created_at',
} as const satisfies Record<keyof AuditLogTable, string>;
/** Entries kept while the database is unreachable; past it the oldest are dropped (and logged). */
const MAX_BUFFERED = 50_000;

/**
 * Buffers audit entries and writes them in batches off the request path, together with the keys'
 * `lastUsedAt` (one UPDATE per key per flush, however many requests it made). `close()` writes what is left,
 * so a clean shutdown loses nothing; a killed process loses at most the last quarter second.
 */
export class AuditLogWriter {
  private buffer: AuditEntry[] = [];
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly insertEntries: ReturnType<typeof rowInserter<AuditEntry>>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.insertEntries = rowInserter(db, 'audit_log', AUDIT_COLUMNS, (entry: AuditEntry) =>
      db.insertInto('auditLog').values(entry),
    );
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(entry: AuditEntry): void {
    this.buffer.push(entry);
    if (this.buffer.length > MAX_BUFFERED) {
      const dropped = this.buffer.splice(0, this.buffer.length - MAX_BUFFERED);
      this.log.error({ dropped: dropped.length }, 'audit buffer full; oldest entries dropped');
    }
    if (this.buffer.length >= FLUSH_AT) void this.flush().catch(() => undefined);
  }

  /** Writes everything recorded so far. Concurrent callers share one write and then flush the rest. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.write(batch)
      .catch((error: unknown) => {
        this.buffer = batch.concat(this.buffer);
        this.log.warn({ err: error, pending: this.buffer.length }, 'audit flush failed; will retry');
        throw error;
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(batch: AuditEntry[]): Promise<void> {
    // Each key's last use, with its tenant: every statement on a tenant's table names it (decision 023).
    const lastUse = new Map<string, { tenantId: string; at: number }>();
    for (const entry of batch) {
      if (entry.keyId && entry.tenantId && entry.actorType === 'api_key' && entry.status !== 401) {
        const at = Math.max(lastUse.get(entry.keyId)?.at ?? 0, entry.createdAt);
        lastUse.set(entry.keyId, { tenantId: entry.tenantId, at });
      }
    }
    await this.db.transaction().execute(async (tx) => {
      for (const part of chunks(batch, ENTRIES_PER_INSERT)) await this.insertEntries(tx, part);
      for (const [keyId, { tenantId, at }] of lastUse) {
        await tx
          .updateTable('apiKeys')
          .set({ lastUsedAt: at })
          .where('tenantId', '=', tenantId)
          .where('id', '=', keyId)
          .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', at)]))
          .execute();
      }
    });
  }
}

/** The audit entry of one HTTP request, for whoever made it. */
export function requestAuditEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  who: Pick<AuditEntry, 'tenantId' | 'environment' | 'actorType' | 'keyId' | 'userId'>,
): AuditEntry {
  // Typed as a string, but read from the socket: undefined once a client left before the response ended
  // (a closed event stream).
  const ip: string | undefined = request.ip;
  // Spelled out, not spread: a spread in an object literal takes V8's slow path, microseconds a request.
  return {
    id: newId(),
    tenantId: who.tenantId,
    environment: who.environment,
    actorType: who.actorType,
    keyId: who.keyId,
    userId: who.userId,
    action: null,
    method: request.method,
    route: request.routeOptions.url ?? '',
    path: request.url.split('?', 1)[0]!.slice(0, 2048),
    status: reply.statusCode,
    ip: ip ?? '',
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    requestId: request.id,
    durationMs: Math.round(reply.elapsedTime),
    createdAt: Date.now(),
  };
}

export interface AuditAction {
  tenantId: string;
  /**
   * The environment acted in, or `both` for what belongs to the whole tenant (sign-ins, users, company data):
   * written to each environment's log, so whichever one the tenant reads shows it.
   */
  environment: Environment | 'both';
  actorType: 'user' | 'cli' | 'anonymous';
  userId: string | null;
  /** What happened, as `<resource>.<verb>`, e.g. `api_key.created`: one of audit-actions.ts, which names them. */
  action: AuditActionName;
  /** The resource acted on, e.g. `/api-keys/<id>`. */
  target: string;
  /** The dashboard request the action came from: its address, user agent and id go in the entry. */
  request?: Pick<FastifyRequest, 'ip' | 'headers' | 'id'>;
  /** 200 unless the action was refused (a failed sign-in is 401). */
  status?: number;
}

/**
 * Records a dashboard or CLI action (key created or revoked, sign-in, …) straight away, in the caller's
 * transaction when it has one, so the action and its audit entry commit together.
 */
export async function recordAction(db: Executor, action: AuditAction): Promise<void> {
  await db.insertInto('auditLog').values(actionEntries(action)).execute();
}

/** The entries of an action: one, or one per environment for a tenant-wide action (sharing a `requestId`). */
export function actionEntries(action: AuditAction): AuditEntry[] {
  const now = Date.now();
  const requestId = action.request?.id ?? newId();
  const environments: Environment[] = action.environment === 'both' ? ['live', 'test'] : [action.environment];
  return environments.map((environment) => ({
    id: newId(),
    tenantId: action.tenantId,
    environment,
    actorType: action.actorType,
    keyId: null,
    userId: action.userId,
    action: action.action,
    method: action.actorType === 'cli' ? 'CLI' : 'DASHBOARD',
    route: action.action,
    path: action.target,
    status: action.status ?? 200,
    ip: action.request?.ip ?? '',
    userAgent: action.request?.headers['user-agent']?.slice(0, 512) ?? null,
    requestId,
    durationMs: 0,
    createdAt: now,
  }));
}
