import { IANAZone } from 'luxon';
import { employerDocumentType, normalizeDocument } from '../../legal/documents.js';
import { hashPassword, randomBase62 } from '../../platform/crypto.js';
import { type Db, isUniqueViolation } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/db/schema.js';
import { ApiError, type FieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso } from '../../platform/time.js';
import { DEFAULT_TIMEZONE, insertTenant, insertUser } from './tenants.repository.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateTenantInput {
  name: string;
  document?: string | undefined;
  timezone?: string | undefined;
  repNumber?: string | undefined;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

export interface TenantView {
  id: string;
  name: string;
  document: string | null;
  documentType: 'cnpj' | 'cpf' | null;
  timezone: string;
  repNumber: string;
  createdAt: string;
  updatedAt: string;
}

export function tenantView(tenant: Tenant): TenantView {
  return {
    id: tenant.id,
    name: tenant.name,
    document: tenant.document,
    documentType: tenant.documentType,
    timezone: tenant.timezone,
    repNumber: tenant.repNumber,
    createdAt: toIso(tenant.createdAt),
    updatedAt: toIso(tenant.updatedAt),
  };
}

/**
 * Creates a tenant with its first dashboard administrator, in one transaction. When no password is given a
 * strong one is generated and returned once (the caller shows it; only its scrypt hash is stored).
 */
export async function createTenant(
  db: Db,
  input: CreateTenantInput,
): Promise<{ tenant: TenantView; admin: { email: string; password: string } }> {
  const errors: FieldError[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > 150)
    errors.push({ field: 'name', message: 'must be 1–150 characters' });
  const document = input.document ? normalizeDocument(input.document) : null;
  const documentType = document ? employerDocumentType(document) : null;
  if (document && !documentType) errors.push({ field: 'document', message: 'is not a valid CNPJ or CPF' });
  const timezone = input.timezone ?? DEFAULT_TIMEZONE;
  if (!IANAZone.isValidZone(timezone))
    errors.push({ field: 'timezone', message: 'is not an IANA time zone' });
  const repNumber = input.repNumber ?? '0'.repeat(17);
  if (!/^\d{17}$/.test(repNumber)) errors.push({ field: 'repNumber', message: 'must be 17 digits' });
  const tenantId = newId();
  const email = (input.adminEmail ?? `admin-${tenantId.slice(-12)}@pontual.invalid`).trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    errors.push({ field: 'adminEmail', message: 'is not an e-mail address' });
  const password = input.adminPassword ?? randomBase62(24);
  if (password.length < 12)
    errors.push({ field: 'adminPassword', message: 'must have at least 12 characters' });
  if (errors.length > 0)
    throw ApiError.invalid(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '));

  const now = Date.now();
  const tenant: Tenant = {
    id: tenantId,
    name,
    document,
    documentType,
    cei: null,
    timezone,
    repNumber,
    createdAt: now,
    updatedAt: now,
  };
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (tx) => {
      await insertTenant(tx, tenant);
      await insertUser(tx, {
        id: newId(),
        tenantId,
        email,
        passwordHash,
        role: 'admin',
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.conflict(`A user with the e-mail ${email} already exists.`);
    throw error;
  }
  return { tenant: tenantView(tenant), admin: { email, password } };
}
