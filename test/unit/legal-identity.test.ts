import { describe, expect, it } from 'vitest';
import { requireLegalIdentity } from '../../src/modules/rep/legal-identity.js';
import type { Tenant } from '../../src/platform/db/schema.js';

const tenant: Tenant = {
  id: 't',
  name: 'Padaria',
  document: '12345678000195',
  documentType: 'cnpj',
  cei: null,
  timezone: 'America/Sao_Paulo',
  repNumber: '12345678901234567',
  address: 'Rua Augusta, 1500, São Paulo, SP',
  responsibleCpf: null,
  createdAt: 0,
  updatedAt: 0,
};
const developer = { document: '93487056000101', name: 'Pontual Tecnologia', email: 'legal@pontual.example' };

describe('requireLegalIdentity', () => {
  it('gives the identities when every one a file names is set', () => {
    expect(requireLegalIdentity('AEJ', tenant, developer)).toEqual({
      document: '12345678000195',
      documentType: 'cnpj',
      developer,
    });
  });

  it('409 naming the configuration variables a file needs: the AEJ all three, the AFD the document, the AFDT none', () => {
    const unset = { document: null, name: null, email: null };
    expect(() => requireLegalIdentity('AEJ', tenant, unset)).toThrow(
      "Set the program developer's CNPJ or CPF (`PONTUAL_PTRP_DEVELOPER_DOCUMENT`); the program developer's name (`PONTUAL_PTRP_DEVELOPER_NAME`); the program developer's e-mail (`PONTUAL_PTRP_DEVELOPER_EMAIL`) before exporting the AEJ.",
    );
    expect(() => requireLegalIdentity('AFD', tenant, { ...developer, document: null })).toThrow(
      /^Set the program developer's CNPJ or CPF \(`PONTUAL_PTRP_DEVELOPER_DOCUMENT`\) before exporting the AFD\.$/,
    );
    expect(requireLegalIdentity('AFDT', tenant, unset).document).toBe('12345678000195');
  });

  it('409 for a REP-P number of zeros (the default) and a missing CNPJ/CPF', () => {
    expect(() =>
      requireLegalIdentity('AFDT', { ...tenant, repNumber: '0'.repeat(17), document: null }, developer),
    ).toThrow(/CNPJ or CPF.*`repNumber`/);
  });
});
