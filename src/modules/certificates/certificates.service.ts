import type { FastifyRequest } from 'fastify';
import { recordAction } from '../../platform/audit.js';
import type { Db, Executor } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets.js';
import { toIso } from '../../platform/time.js';
import { findTenant } from '../tenants/tenants.repository.js';
import {
  deleteCertificateRow,
  findCertificateRow,
  type SigningCertificateRow,
  storeCertificateRow,
} from './certificates.repository.js';
import type { CertificateView } from './certificates.schemas.js';
import { openPkcs12 } from './open-pkcs12.js';
import type { SigningCredentials } from './signing-credentials.js';

/** Who installs or removes a certificate: a dashboard user (with their request) or the CLI. */
export type CertificateActor =
  { type: 'user'; userId: string; request: Pick<FastifyRequest, 'ip' | 'headers' | 'id'> } | { type: 'cli' };

const TARGET = '/company/certificate';

const certificateView = (row: SigningCertificateRow): CertificateView => ({
  subject: row.subject,
  issuer: row.issuer,
  serialNumber: row.serialNumber,
  notBefore: toIso(row.notBefore),
  notAfter: toIso(row.notAfter),
  installedAt: toIso(row.createdAt),
});

/**
 * Installs the tenant-environment's A1 certificate from its PKCS#12 and password, replacing the one it had.
 * Refused (400, nothing stored) when the password is wrong, the file is no PKCS#12, it holds no key or a key of
 * another certificate, or the certificate is expired or not yet valid. The key is kept encrypted under the
 * master key; the password is not kept at all.
 */
export async function importCertificate(
  db: Db,
  secrets: SecretBox,
  scope: TenantScope,
  input: { file: Buffer; password: string },
  actor: CertificateActor,
): Promise<CertificateView> {
  const { details, credentials } = await openPkcs12(input.file, input.password);
  const row: SigningCertificateRow = {
    tenantId: scope.tenantId,
    environment: scope.environment,
    subject: details.subject,
    issuer: details.issuer,
    serialNumber: details.serialNumber,
    notBefore: details.notBefore.getTime(),
    notAfter: details.notAfter.getTime(),
    certificatePem: credentials.certificatePem,
    chainPem: JSON.stringify(credentials.chainPem),
    privateKeyEncrypted: secrets.encrypt(credentials.privateKeyPem),
    createdAt: Date.now(),
  };
  await db.transaction().execute(async (tx) => {
    if (!(await findTenant(tx, scope.tenantId))) throw ApiError.notFound('tenant');
    await storeCertificateRow(tx, row);
    await recordAction(tx, { ...auditOf(scope, actor), action: 'certificate.imported', target: TARGET });
  });
  return certificateView(row);
}

/** The tenant-environment's certificate as shown, or null when none is installed. */
export async function findCertificate(db: Executor, scope: TenantScope): Promise<CertificateView | null> {
  const row = await findCertificateRow(db, scope);
  return row ? certificateView(row) : null;
}

/** Removes the tenant-environment's certificate (its encrypted key with it); 404 when there is none. */
export async function removeCertificate(db: Db, scope: TenantScope, actor: CertificateActor): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (!(await deleteCertificateRow(tx, scope))) throw ApiError.notFound('certificate');
    await recordAction(tx, { ...auditOf(scope, actor), action: 'certificate.removed', target: TARGET });
  });
}

/**
 * The tenant-environment's signing credentials, decrypted for one signature, or null when it has no
 * certificate or its certificate is outside its validity period at `now` (an expired certificate signs
 * nothing). The legal files' CAdES and the receipt's PAdES both call this; never log what it returns.
 */
export async function signingCredentialsFor(
  db: Executor,
  secrets: SecretBox,
  scope: TenantScope,
  now = Date.now(),
): Promise<SigningCredentials | null> {
  const row = await findCertificateRow(db, scope);
  if (!row || now < row.notBefore || now > row.notAfter) return null;
  return credentialsOf(row, secrets);
}

/**
 * Like `signingCredentialsFor`, for a download that cannot be made without a signature: a 409 that says how
 * to install a certificate when there is none, or that the installed one is not valid now.
 */
export async function requireSigningCredentials(
  db: Executor,
  secrets: SecretBox,
  scope: TenantScope,
  now = Date.now(),
): Promise<SigningCredentials> {
  const row = await findCertificateRow(db, scope);
  if (!row) {
    throw ApiError.conflict(
      `No signing certificate is installed for the ${scope.environment} environment: install the company's A1 certificate (PKCS#12) on the dashboard's Company page, or with \`cli certificates import --tenant ID --file PATH --password P --env ${scope.environment}\`.`,
      { reason: 'certificate_missing' },
    );
  }
  if (now > row.notAfter || now < row.notBefore) {
    throw ApiError.conflict(
      `The installed signing certificate is valid from ${toIso(row.notBefore)} to ${toIso(row.notAfter)}, not now: install a current one on the dashboard's Company page or with \`cli certificates import\`.`,
      {
        reason: 'certificate_not_current',
        params: { notBefore: toIso(row.notBefore), notAfter: toIso(row.notAfter) },
      },
    );
  }
  return credentialsOf(row, secrets);
}

const credentialsOf = (row: SigningCertificateRow, secrets: SecretBox): SigningCredentials => ({
  privateKeyPem: secrets.decrypt(row.privateKeyEncrypted),
  certificatePem: row.certificatePem,
  chainPem: JSON.parse(row.chainPem) as string[],
});

const auditOf = (scope: TenantScope, actor: CertificateActor) =>
  actor.type === 'user'
    ? {
        tenantId: scope.tenantId,
        environment: scope.environment,
        actorType: 'user' as const,
        userId: actor.userId,
        request: actor.request,
      }
    : { tenantId: scope.tenantId, environment: scope.environment, actorType: 'cli' as const, userId: null };
