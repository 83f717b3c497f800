import { IANAZone } from 'luxon';
import { employerDocumentType, normalizeDocument, parseCpf } from '../../legal/documents.js';
import { type AuditAction, recordAction } from '../../platform/audit.js';
import { appendCompanyRecord, companyChanged } from '../rep/rep.service.js';
import { hashPassword, randomBase62 } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/db/schema.js';
import { ApiError, type FieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso } from '../../platform/time.js';
import {
  DEFAULT_TIMEZONE,
  findTenant,
  insertTenant,
  insertUser,
  updateTenantRow,
} from './tenants.repository.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateTenantInput {
  name: string;
  document?: string | undefined;
  timezone?: string | undefined;
  repNumber?: string | undefined;
  address?: string | undefined;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

export interface TenantView {
  id: string;
  name: string;
  document: string | null;
  documentType: 'cnpj' | 'cpf' | null;
  /** CEI or CNO of the workplace, when there is one. */
  cei: string | null;
  timezone: string;
  repNumber: string;
  /** The place of work, for the AFD's type-2 records. */
  address: string | null;
  /**
   * The CPF of the person responsible for changes made with API keys or the CLI, which the AFD's type-2 and
   * type-5 records of those changes carry; null: blank, which the law does not allow for long.
   */
  responsibleCpf: string | null;
  createdAt: string;
  updatedAt: string;
}

export function tenantView(tenant: Tenant): TenantView {
  return {
    id: tenant.id,
    name: tenant.name,
    document: tenant.document,
    documentType: tenant.documentType,
    cei: tenant.cei,
    timezone: tenant.timezone,
    repNumber: tenant.repNumber,
    address: tenant.address,
    responsibleCpf: tenant.responsibleCpf,
    createdAt: toIso(tenant.createdAt),
    updatedAt: toIso(tenant.updatedAt),
  };
}

export interface CompanyInput {
  name?: string | undefined;
  document?: string | null | undefined;
  timezone?: string | undefined;
  repNumber?: string | undefined;
  cei?: string | null | undefined;
  address?: string | null | undefined;
  responsibleCpf?: string | null | undefined;
}

/**
 * What is wrong with the company's data (legal name, CNPJ/CPF, time zone, REP-P number, CEI/CNO, place of
 * work: at most the 100 characters of the AFD's type-2 field).
 */
function companyErrors(input: CompanyInput): FieldError[] {
  const errors: FieldError[] = [];
  const name = input.name?.trim();
  if (name !== undefined && (name.length < 1 || name.length > 150))
    errors.push({ field: 'name', message: 'must be 1–150 characters' });
  if (input.document && !employerDocumentType(normalizeDocument(input.document)))
    errors.push({ field: 'document', message: 'is not a valid CNPJ or CPF', reason: 'invalid_document' });
  if (input.timezone !== undefined && !IANAZone.isValidZone(input.timezone))
    errors.push({ field: 'timezone', message: 'is not an IANA time zone', reason: 'invalid_timezone' });
  if (input.repNumber !== undefined && !/^\d{17}$/.test(input.repNumber))
    errors.push({ field: 'repNumber', message: 'must be 17 digits' });
  if (input.cei && !/^\d{12}$/.test(normalizeDocument(input.cei)))
    errors.push({ field: 'cei', message: 'must be 12 digits (CEI or CNO)' });
  const address = input.address?.trim();
  if (address !== undefined && address.length > 100)
    errors.push({ field: 'address', message: 'must be at most 100 characters' });
  if (input.responsibleCpf && !parseCpf(input.responsibleCpf))
    errors.push({ field: 'responsibleCpf', message: 'is not a valid CPF', reason: 'invalid_cpf' });
  return errors;
}

/** Changes the company's data; recorded in the audit log as the user's action, from their request. */
export async function updateCompany(
  db: Db,
  tenantId: string,
  userId: string,
  input: CompanyInput,
  request: AuditAction['request'],
): Promise<TenantView> {
  const errors = companyErrors(input);
  if (errors.length > 0)
    throw ApiError.invalid(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '));
  return db.transaction().execute(async (tx) => {
    const stored = await findTenant(tx, tenantId);
    if (!stored) throw ApiError.notFound('tenant');
    const document =
      input.document === undefined
        ? stored.document
        : input.document
          ? normalizeDocument(input.document)
          : null;
    const tenant: Tenant = {
      ...stored,
      name: input.name?.trim() ?? stored.name,
      document,
      documentType: document ? employerDocumentType(document) : null,
      timezone: input.timezone ?? stored.timezone,
      repNumber: input.repNumber ?? stored.repNumber,
      cei: input.cei === undefined ? stored.cei : input.cei ? normalizeDocument(input.cei) : null,
      address: input.address === undefined ? stored.address : input.address?.trim() || null,
      responsibleCpf:
        input.responsibleCpf === undefined
          ? stored.responsibleCpf
          : input.responsibleCpf
            ? parseCpf(input.responsibleCpf)
            : null,
      updatedAt: Date.now(),
    };
    await updateTenantRow(tx, tenant);
    if (companyChanged(stored, tenant))
      await appendCompanyRecord(tx, tenant, tenant.updatedAt, { type: 'user', id: userId });
    await recordAction(tx, {
      tenantId,
      environment: 'both',
      actorType: 'user',
      userId,
      action: 'company.updated',
      target: `/company`,
      request,
    });
    return tenantView(tenant);
  });
}

/**
 * Creates a tenant with its first dashboard administrator, in one transaction. When no password is given a
 * strong one is generated and returned once (the caller shows it; only its scrypt hash is stored).
 */
export async function createTenant(
  db: Db,
  input: CreateTenantInput,
): Promise<{ tenant: TenantView; admin: { email: string; password: string } }> {
  const errors = companyErrors(input);
  const name = input.name.trim();
  const document = input.document ? normalizeDocument(input.document) : null;
  const documentType = document ? employerDocumentType(document) : null;
  const timezone = input.timezone ?? DEFAULT_TIMEZONE;
  const repNumber = input.repNumber ?? '0'.repeat(17);
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
    address: input.address?.trim() || null,
    timezone,
    repNumber,
    responsibleCpf: null,
    createdAt: now,
    updatedAt: now,
  };
  const passwordHash = await hashPassword(password);
  // A new tenant has no users yet: its admin's e-mail cannot be taken (e-mails are unique per tenant).
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
      disabledAt: null,
      cpf: null,
    });
  });
  return { tenant: tenantView(tenant), admin: { email, password } };
}
