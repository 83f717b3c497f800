import type { Tenant } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';

/** The legal files identify the employer: without its CNPJ/CPF there is nothing valid to export (409). */
export function requireEmployerDocument(tenant: Tenant): { document: string; documentType: 'cnpj' | 'cpf' } {
  if (!tenant.document || !tenant.documentType) {
    throw ApiError.conflict('Set the company CNPJ or CPF before exporting legal files.', {
      reason: 'legal_identity_missing',
      params: { missing: 'document' },
    });
  }
  return { document: tenant.document, documentType: tenant.documentType };
}

/** The program's developer, from the configuration (`PONTUAL_PTRP_DEVELOPER_*`); unset values are null. */
export interface Developer {
  document: string | null;
  name: string | null;
  email: string | null;
}

/**
 * What a legal file names that may be unset: the employer's CNPJ/CPF and the program's developer (the REP-P
 * number and the place of work, once checked, are read from the tenant).
 */
export interface LegalIdentity {
  document: string;
  documentType: 'cnpj' | 'cpf';
  developer: { document: string; name: string; email: string };
}

/** The legal files, and the worker's receipt of a mark (arts. 79–80), which names the same identities. */
export type LegalFile = 'AFDT' | 'AEJ' | 'AFD' | 'receipt';

/**
 * The identities each legal file carries, and where to set each: the employer's CNPJ/CPF and the REP-P's
 * INPI number (all three, and the receipt), the place of work (the AFD's type 2, the receipt), the developer's CNPJ/CPF (AFD header, AEJ 08),
 * name and e-mail (AEJ 08).
 */
const IDENTITIES: {
  files: LegalFile[];
  /** The setting, for a program: the company's field, or the developer's (`developer.…`). */
  setting: string;
  what: string;
  missing: (t: Tenant, d: Developer) => boolean;
}[] = [
  {
    files: ['AFDT', 'AEJ', 'AFD', 'receipt'],
    setting: 'document',
    what: "the company's CNPJ or CPF (company settings, `document`)",
    missing: (t) => !t.document || !t.documentType,
  },
  {
    files: ['AFDT', 'AEJ', 'AFD', 'receipt'],
    setting: 'repNumber',
    what: "the REP-P's INPI registration number (company settings, `repNumber`)",
    missing: (t) => /^0*$/.test(t.repNumber),
  },
  {
    files: ['AFD', 'receipt'],
    setting: 'address',
    what: 'the place of work (company settings, `address`)',
    missing: (t) => !t.address,
  },
  {
    files: ['AEJ', 'AFD'],
    setting: 'developer.document',
    what: "the program developer's CNPJ or CPF (`PONTUAL_PTRP_DEVELOPER_DOCUMENT`)",
    missing: (_, d) => !d.document,
  },
  {
    files: ['AEJ'],
    setting: 'developer.name',
    what: "the program developer's name (`PONTUAL_PTRP_DEVELOPER_NAME`)",
    missing: (_, d) => !d.name,
  },
  {
    files: ['AEJ'],
    setting: 'developer.email',
    what: "the program developer's e-mail (`PONTUAL_PTRP_DEVELOPER_EMAIL`)",
    missing: (_, d) => !d.email,
  },
];

/** The identities `file` names, or a 409 that lists every one still to set. */
export function requireLegalIdentity(file: LegalFile, tenant: Tenant, developer: Developer): LegalIdentity {
  const missing = IDENTITIES.filter((i) => i.files.includes(file) && i.missing(tenant, developer));
  if (missing.length > 0) {
    throw ApiError.conflict(`Set ${missing.map((i) => i.what).join('; ')} before exporting the ${file}.`, {
      reason: 'legal_identity_missing',
      params: { file, missing: missing.map((i) => i.setting).join(', ') },
    });
  }
  return {
    document: tenant.document!,
    documentType: tenant.documentType!,
    developer: {
      document: developer.document ?? '',
      name: developer.name ?? '',
      email: developer.email ?? '',
    },
  };
}
