import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPdf } from '../../src/modules/certificates/pades.js';
import { ReceiptRenderer } from '../../src/modules/receipts/receipt-renderer.js';
import type { Receipt } from '../../src/modules/receipts/receipts.schemas.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, SEEDED_REP_NUMBER, type TestApp } from '../support/harness.js';
import { readAfd } from '../support/legal-reader.js';
import { pdfText, withoutSpaces } from '../support/pdf-text.js';
import { makeTestCertificates, pdfsig, type TestCertificates } from '../support/test-certificates.js';

/** The worker's receipt of a mark (Portaria 671 arts. 79–80; docs/legal-files.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** A tenant (CNPJ 12.345.678/0001-95, CEI set) with one employee and one REP-P mark at 08:05:30 in São Paulo. */
async function markedTenant() {
  const tenant = await t.seedTenant({ name: 'Padaria Estrela Ltda', timezone: 'America/Sao_Paulo' });
  await t.app.deps.database.db
    .updateTable('tenants')
    .set({ cei: '123456789012' })
    .where('id', '=', tenant.tenantId)
    .execute();
  const { key } = await tenant.key();
  const cpf = nextCpf();
  const employeeId = await t.hire(key, { name: 'Łukasz Gonçalves', cpf });
  const created = await t.request({
    method: 'POST',
    url: '/v1/time-entries',
    key,
    payload: { employeeId, occurredAt: '2026-11-16T08:05:30-03:00' },
  });
  expect(created.statusCode).toBe(201);
  const entry = created.json<{ id: string; nsr: number; hash: string }>();
  return { tenant, key, cpf, employeeId, entry };
}

/** The mark's type-7 record in the AFD of the days around today (the AFD holds the records written then). */
async function afdMark(key: string, nsr: number) {
  const today = DateTime.now().setZone('America/Sao_Paulo');
  const response = await t.request({
    method: 'GET',
    url: `/v1/reports/afd?from=${today.minus({ days: 1 }).toISODate()}&to=${today.toISODate()}`,
    key,
  });
  expect(response.statusCode).toBe(200);
  const record = readAfd(response.rawPayload).records.find((r) => r.nsr === nsr);
  if (record?.type !== '7') throw new Error(`no type-7 record with NSR ${nsr}`);
  return record;
}

const receiptUrl = (id: string, query = '') => `/v1/time-entries/${id}/receipt${query}`;

/** The first PDF starts the rendering thread, which loads its modules through tsx: seconds on a busy machine. */
const PDF_TIMEOUT = { timeout: 60_000 };

describe('GET /v1/time-entries/:id/receipt', PDF_TIMEOUT, () => {
  it('200: a PDF with every art. 79 item of the mark, right after the clock-in', async () => {
    const { key, cpf, entry } = await markedTenant();
    const response = await t.request({ method: 'GET', url: receiptUrl(entry.id), key });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="comprovante-ponto-nsr-${String(entry.nsr).padStart(9, '0')}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const afd = await afdMark(key, entry.nsr);
    expect(afd.hash).toMatch(/^[0-9a-f]{64}$/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Comprovante de Registro de Ponto do Trabalhador'); // I
    expect(text).toContain('Padaria Estrela Ltda'); // II: name
    expect(text).toContain('CNPJ 12.345.678/0001-95'); // II: CNPJ, formatted
    expect(text).toContain('CEI/CAEPF/CNO 123456789012'); // II: CEI/CAEPF/CNO, when set
    expect(text).toContain('Rua Augusta, 1500, São Paulo, SP'); // III: place of work
    expect(text).toContain(SEEDED_REP_NUMBER); // IV: the REP-P's INPI number
    expect(text).toContain('Łukasz Gonçalves'); // V: the worker, as written
    expect(text).toContain(`CPF ${formatCpf(cpf)}`); // V: CPF, formatted
    expect(text).toContain('16/11/2026 08:05 (UTC-03:00, America/Sao_Paulo)'); // VI: date, time and zone
    expect(text).toContain(`NSR ${entry.nsr}`); // VII
    expect(withoutSpaces(text)).toContain(afd.hash); // VIII: the hash of the mark's AFD record
    expect(text).not.toContain('assinado digitalmente'); // no certificate, no signature claimed
  });

  it('200: format=json gives the same fields, the NSR and hash those of the AFD record', async () => {
    const { key, cpf, entry } = await markedTenant();
    const response = await t.request({ method: 'GET', url: receiptUrl(entry.id, '?format=json'), key });
    expect(response.statusCode).toBe(200);
    const afd = await afdMark(key, entry.nsr);
    expect(afd.markedAt).toBe('2026-11-16T08:05:00-0300');
    expect(response.json()).toEqual({
      title: 'Comprovante de Registro de Ponto do Trabalhador',
      timeEntryId: entry.id,
      employer: {
        name: 'Padaria Estrela Ltda',
        documentType: 'cnpj',
        document: '12.345.678/0001-95',
        cei: '123456789012',
      },
      workplace: 'Rua Augusta, 1500, São Paulo, SP',
      rep: { type: 'REP-P', inpiNumber: SEEDED_REP_NUMBER },
      employee: { name: 'Łukasz Gonçalves', cpf: formatCpf(cpf) },
      markedAt: '2026-11-16T08:05:00-03:00',
      timezone: 'America/Sao_Paulo',
      nsr: afd.nsr,
      hash: afd.hash,
    });
  });

  it('200: an employer identified by CPF prints "CPF" and the CPF formatted; no CEI line without one', async () => {
    const tenant = await t.seedTenant({ document: '52998224725' });
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const entry = (
      await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: { employeeId } })
    ).json<{ id: string }>();
    const json = (await t.request({ method: 'GET', url: receiptUrl(entry.id, '?format=json'), key })).json();
    expect(json.employer).toMatchObject({ documentType: 'cpf', document: '529.982.247-25', cei: null });
    const pdf = await t.request({ method: 'GET', url: receiptUrl(entry.id), key });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CPF 529.982.247-25');
    expect(text).not.toContain('CEI/CAEPF/CNO');
  });

  it("404: an unknown id, another tenant's mark, the other environment's mark", async () => {
    const { tenant, entry } = await markedTenant();
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const other = await t.seedTenant();
    const { key: otherKey } = await other.key();
    const { key } = await tenant.key();
    for (const [k, id] of [
      [key, '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e'],
      [otherKey, entry.id],
      [testKey, entry.id],
    ] as const) {
      for (const query of ['', '?format=json']) {
        const response = await t.request({ method: 'GET', url: receiptUrl(id, query), key: k });
        expect(response.statusCode).toBe(404);
        expect(problem(response).code).toBe('not_found');
      }
    }
  });

  it('403: a key without time-entries:read', async () => {
    const { tenant, entry } = await markedTenant();
    const { key } = await tenant.key({ scopes: ['time-entries:write', 'employees:read'] });
    const response = await t.request({ method: 'GET', url: receiptUrl(entry.id), key });
    expect(response.statusCode).toBe(403);
    expect(problem(response).detail).toContain('time-entries:read');
  });

  it("409: a time clock's mark (rep_c): the clock issues its own receipt", async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const created = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId, source: 'device', rep: 'rep_c', deviceId: '00004003650006783' },
    });
    expect(created.statusCode).toBe(201);
    const response = await t.request({ method: 'GET', url: receiptUrl(created.json().id), key });
    expect(response.statusCode).toBe(409);
    expect(problem(response).detail).toContain('time clock (REP-C) 00004003650006783');
  });

  it('409: until the company has its CNPJ/CPF, INPI number and place of work, naming each', async () => {
    const tenant = await t.seedTenant({ legalIdentity: false });
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const entry = (
      await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: { employeeId } })
    ).json<{ id: string }>();
    for (const query of ['', '?format=json']) {
      const response = await t.request({ method: 'GET', url: receiptUrl(entry.id, query), key });
      expect(response.statusCode).toBe(409);
      const { detail } = problem(response);
      expect(detail).toContain('INPI registration number');
      expect(detail).toContain('place of work');
      expect(detail).not.toContain('CNPJ');
    }
  });
});

describe("the dashboard's mirror: /dashboard/api/v1/time-entries/:id/receipt", PDF_TIMEOUT, () => {
  it("200: a signed-in user downloads the receipt in the dashboard's environment; 404 in the other", async () => {
    const { tenant, entry } = await markedTenant();
    const signIn = await t.request({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
    expect(signIn.statusCode).toBe(201);
    const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0]!;
    const get = (environment: 'live' | 'test') =>
      t.request({
        method: 'GET',
        url: `/dashboard/api${receiptUrl(entry.id)}`,
        headers: { cookie, 'pontual-environment': environment },
      });
    const live = await get('live');
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(live.rawPayload)).toContain(`NSR ${entry.nsr}`);
    expect((await get('test')).statusCode).toBe(404);
  });
});

describe('PAdES: signPdf on a real receipt', PDF_TIMEOUT, () => {
  let certificates: TestCertificates;
  beforeAll(() => {
    certificates = makeTestCertificates();
  });
  afterAll(() => certificates.remove());

  async function signedReceipt() {
    const { key, entry } = await markedTenant();
    const pdf = (await t.request({ method: 'GET', url: receiptUrl(entry.id), key })).rawPayload;
    return { pdf, signed: await signPdf(pdf, certificates.validCredentials), entry };
  }

  it('pdfsig: the signature is valid, SHA-256, over the whole file, and the certificate trusted through the CA', async () => {
    expect(
      certificates.nssDir,
      'certutil (libnss3-tools) makes the NSS database pdfsig trusts',
    ).toBeDefined();
    const { signed, entry } = await signedReceipt();
    const report = pdfsig(signed, certificates.nssDir);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Signer Certificate Common Name: EMPRESA TESTE LTDA:12345678000195');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    // Without the CA, the same signature is intact but its issuer unknown: the trust came from the CA.
    expect(pdfsig(signed, undefined)).toContain("Certificate Validation: Certificate issuer isn't Trusted.");
    // The signed file still reads as the receipt.
    expect(await pdfText(signed)).toContain(`NSR ${entry.nsr}`);
  });

  it("the receipt renderer signs in its thread when given the tenant's credentials, and the PDF says so", async () => {
    const { key, entry } = await markedTenant();
    const receipt = (
      await t.request({ method: 'GET', url: receiptUrl(entry.id, '?format=json'), key })
    ).json<Receipt>();
    const renderer = new ReceiptRenderer(1);
    try {
      const pdf = await renderer.render({ receipt, credentials: certificates.validCredentials });
      const report = pdfsig(pdf, certificates.nssDir);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Certificate Validation: Certificate is Trusted.');
      expect(await pdfText(pdf)).toContain('Documento assinado digitalmente com o certificado do empregador');
    } finally {
      await renderer.close();
    }
  });

  it("200: once the company installs its certificate, the route's receipt is signed with it; unsigned in the other environment", async () => {
    const { tenant, key, entry } = await markedTenant();
    const signIn = await t.request({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
    expect(signIn.statusCode).toBe(201);
    const installed = await t.request({
      method: 'PUT',
      url: '/dashboard/api/company/certificate',
      headers: {
        cookie: String(signIn.headers['set-cookie']).split(';', 1)[0]!,
        'x-csrf-token': signIn.json<{ csrfToken: string }>().csrfToken,
        'pontual-environment': 'live',
      },
      payload: { file: certificates.valid.p12.toString('base64'), password: certificates.password },
    });
    expect(installed.statusCode, installed.body).toBe(200);

    const pdf = (await t.request({ method: 'GET', url: receiptUrl(entry.id), key })).rawPayload;
    const report = pdfsig(pdf, certificates.nssDir);
    expect(report).toContain(`Signer Certificate Common Name: ${certificates.valid.subjectCn}`);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');

    // The test environment has no certificate: its receipts are not signed.
    const { key: testKey } = await tenant.key({ environment: 'test' });
    const employeeId = await t.hire(testKey);
    const testMark = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key: testKey,
      payload: { employeeId, occurredAt: '2026-11-16T09:00:00-03:00' },
    });
    expect(testMark.statusCode).toBe(201);
    const unsigned = await t.request({
      method: 'GET',
      url: receiptUrl(testMark.json<{ id: string }>().id),
      key: testKey,
    });
    expect(unsigned.statusCode).toBe(200);
    expect(pdfsig(unsigned.rawPayload, certificates.nssDir)).not.toContain('Signature Validation');
  });

  it('pdfsig: one byte changed inside the signed range makes the signature invalid', async () => {
    const { signed } = await signedReceipt();
    const [, firstRangeLength] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)/
      .exec(signed.toString('latin1'))!
      .slice(1)
      .map(Number);
    // A byte in the middle of the page's content stream, so the file still parses.
    const content = signed.indexOf('stream\n');
    const at = content + 7 + 10;
    expect(at).toBeLessThan(firstRangeLength!);
    const tampered = Buffer.from(signed);
    tampered[at] = tampered[at]! ^ 0x01;
    const report = pdfsig(tampered, certificates.nssDir);
    expect(report).toContain('Signature Validation: Digest Mismatch.');
    expect(report).not.toContain('Signature is Valid.');
    expect(pdfsig(signed, certificates.nssDir)).toContain('Signature Validation: Signature is Valid.');
  });
});
