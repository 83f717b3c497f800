import { createPrivateKey } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import type { SigningCredentials } from './signing-credentials.js';

/**
 * Room for the CMS signature, in bytes: the signer's certificate, an ICP-Brasil chain of three or four CAs
 * (about 1.5–2 kB each) and the RSA signature fit with margin. Unused room is zeros, as PDF readers expect.
 */
const SIGNATURE_ROOM = 16_384;

/**
 * Signs a PDF with the tenant's certificate: a PAdES signature (ISO 32000-1 §12.8, ETSI PAdES part 2,
 * `adbe.pkcs7.detached`), a CMS SignedData over the file's byte range with SHA-256, carrying the signer's
 * certificate and its chain, in an invisible signature field, which PDF readers check against the issuing CA
 * (the tests ask poppler's `pdfsig`).
 *
 * The @signpdf packages do the work: pdf-lib adds the signature field and its placeholder, `P12Signer`
 * (node-forge's PKCS#7) signs. It takes a PKCS#12, so the PEMs are packed into one in memory with a passphrase
 * of the moment; nothing is written anywhere. RSA keys only (node-forge's PKCS#7), as ICP-Brasil A1 keys are.
 */
export async function signPdf(pdf: Buffer, credentials: SigningCredentials): Promise<Buffer> {
  const key = forge.pki.privateKeyFromPem(credentials.privateKeyPem);
  const certificate = forge.pki.certificateFromPem(credentials.certificatePem);
  const chain = credentials.chainPem.map((pem) => forge.pki.certificateFromPem(pem));
  const passphrase = forge.util.bytesToHex(forge.random.getBytesSync(16));
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate, ...chain], passphrase, { algorithm: 'aes256' });
  const signer = new P12Signer(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), { passphrase });

  // The document's own metadata (title, producer, dates) stays as the renderer wrote it.
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: 'Assinado pelo empregador',
    contactInfo: '',
    name: commonName?.value ?? '',
    location: '',
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
  });
  // A classic cross-reference table: the signer finds the byte range by plain search in the file.
  const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, signer);
}

/**
 * Whether `signPdf` can sign with these credentials: node-forge's PKCS#7 signs with RSA keys only, and a
 * certificate store may hold an EC key. Asked before a rendering thread is given the work, so that the client
 * gets the reason rather than a 500.
 */
export function isPdfSignableKey(credentials: SigningCredentials): boolean {
  return createPrivateKey(credentials.privateKeyPem).asymmetricKeyType === 'rsa';
}
