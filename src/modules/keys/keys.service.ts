import { requireInstant } from '../../platform/dates.js';
import { generateApiKey } from '../../platform/auth/api-key.js';
import { isScope, SCOPES, type Scope } from '../../platform/auth/scopes.js';
import { recordAction } from '../../platform/audit.js';
import type { Db } from '../../platform/db/database.js';
import type { ApiKeyRow, Environment } from '../../platform/db/schema.js';
import { ApiError, type FieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso, toIsoOrNull } from '../../platform/time.js';
import { findTenant } from '../tenants/tenants.repository.js';

/** Who creates or revokes a key: keys are managed from the dashboard and the CLI, never with a key. */
export type KeyActor = { type: 'cli' } | { type: 'user'; userId: string };

export interface CreateKeyInput {
  tenantId: string;
  environment: Environment;
  name: string;
  scopes: readonly string[] | 'all';
  expiresAt?: string | null | undefined;
}

export interface ApiKeyView {
  id: string;
  name: string;
  environment: Environment;
  hint: string;
  scopes: Scope[];
  status: 'active' | 'expired' | 'revoked';
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export function apiKeyView(row: ApiKeyRow, now = Date.now()): ApiKeyView {
  const status =
    row.revokedAt !== null
      ? 'revoked'
      : row.expiresAt !== null && row.expiresAt <= now
        ? 'expired'
        : 'active';
  return {
    id: row.id,
    name: row.name,
    environment: row.environment,
    hint: row.hint,
    scopes: JSON.parse(row.scopes) as Scope[],
    status,
    expiresAt: toIsoOrNull(row.expiresAt),
    lastUsedAt: toIsoOrNull(row.lastUsedAt),
    revokedAt: toIsoOrNull(row.revokedAt),
    createdAt: toIso(row.createdAt),
  };
}

async function requireTenant(db: Db, tenantId: string): Promise<void> {
  if (!(await findTenant(db, tenantId))) throw ApiError.notFound('tenant');
}

/** Creates a key and returns its value: the only moment the value exists outside the caller's hands. */
export async function createApiKey(
  db: Db,
  input: CreateKeyInput,
  actor: KeyActor,
): Promise<{
  id: string;
  key: string;
  name: string;
  scopes: Scope[];
  environment: Environment;
  expiresAt: string | null;
  createdAt: string;
}> {
  const errors: FieldError[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100)
    errors.push({ field: 'name', message: 'must be 1–100 characters' });
  const scopes = input.scopes === 'all' ? [...SCOPES] : [...new Set(input.scopes)];
  const unknown = scopes.filter((s) => !isScope(s));
  if (scopes.length === 0) errors.push({ field: 'scopes', message: 'must name at least one scope' });
  if (unknown.length > 0)
    errors.push({ field: 'scopes', message: `unknown scope(s): ${unknown.join(', ')}` });
  let expiresAt: number | null = null;
  if (input.expiresAt) {
    try {
      expiresAt = requireInstant('expiresAt', input.expiresAt);
      if (expiresAt <= Date.now()) errors.push({ field: 'expiresAt', message: 'must be in the future' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(...error.errors);
    }
  }
  if (errors.length > 0)
    throw ApiError.invalid(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '));
  await requireTenant(db, input.tenantId);

  const generated = generateApiKey(input.environment);
  const now = Date.now();
  const row: ApiKeyRow = {
    id: newId(),
    tenantId: input.tenantId,
    environment: input.environment,
    name,
    keyHash: generated.hash,
    hint: generated.hint,
    scopes: JSON.stringify(scopes),
    expiresAt,
    revokedAt: null,
    lastUsedAt: null,
    createdBy: actor.type === 'cli' ? 'cli' : actor.userId,
    createdAt: now,
  };
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('apiKeys').values(row).execute();
    await recordAction(tx, {
      tenantId: row.tenantId,
      environment: row.environment,
      actorType: actor.type,
      userId: actor.type === 'user' ? actor.userId : null,
      action: 'api_key.created',
      target: `/api-keys/${row.id}`,
    });
  });
  const view = apiKeyView(row, now);
  return {
    id: row.id,
    key: generated.value,
    name: row.name,
    scopes: view.scopes,
    environment: row.environment,
    expiresAt: view.expiresAt,
    createdAt: view.createdAt,
  };
}

export async function listApiKeys(
  db: Db,
  tenantId: string,
  environment?: Environment,
): Promise<ApiKeyView[]> {
  await requireTenant(db, tenantId);
  let query = db.selectFrom('apiKeys').selectAll().where('tenantId', '=', tenantId);
  if (environment) query = query.where('environment', '=', environment);
  const rows = await query.orderBy('id', 'desc').execute();
  const now = Date.now();
  return rows.map((row) => apiKeyView(row, now));
}

/** Revokes a key of the tenant; from the next request on, in every process, the key gets a 401. */
export async function revokeApiKey(
  db: Db,
  tenantId: string,
  keyId: string,
  actor: KeyActor,
): Promise<ApiKeyView> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('apiKeys')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', keyId)
      .executeTakeFirst();
    if (!row) throw ApiError.notFound('API key');
    if (row.revokedAt !== null) return apiKeyView(row);
    const revokedAt = Date.now();
    await tx
      .updateTable('apiKeys')
      .set({ revokedAt })
      .where('tenantId', '=', tenantId)
      .where('id', '=', keyId)
      .execute();
    await recordAction(tx, {
      tenantId,
      environment: row.environment,
      actorType: actor.type,
      userId: actor.type === 'user' ? actor.userId : null,
      action: 'api_key.revoked',
      target: `/api-keys/${keyId}`,
    });
    return apiKeyView({ ...row, revokedAt });
  });
}
