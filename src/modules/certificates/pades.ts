import { createHash, X509Certificate } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { detachedCadesSignature } from './cades.js';
import type { SigningCredentials } from './signing-credentials.js';

/**
 * Room for the CMS signature, in bytes: the signer's certificate, an ICP-Brasil chain of three or four CAs
 * (about 1.5–2 kB each) and the RSA signature fit with margin. Unused room is zeros, as PDF readers expect.
 */
const SIGNATURE_ROOM = 16_384;

/** A `Signer` for @signpdf that makes the legal files' CAdES-BES signature over the PDF's byte range. */
class CadesSigner extends Signer {
  constructor(private readonly credentials: SigningCredentials) {
    super();
  }

  override sign(signedBytes: Buffer, signingTime?: Date): Promise<Buffer> {
    return detachedCadesSignature(
      this.credentials,
      createHash('sha256').update(signedBytes).digest(),
      signingTime,
    );
  }
}

/**
 * Signs a PDF with the tenant's certificate: a PAdES baseline signature (ETSI EN 319 142, `ETSI.CAdES.detached`),
 * the same CAdES-BES SignedData as the legal files' `.p7s` (`detachedCadesSignature`: SHA-256,
 * signing-certificate-v2, the signer's certificate and its chain) over the file's byte range, in an invisible
 * signature field, which PDF readers check against the issuing CA (the tests ask poppler's `pdfsig`). pdf-lib
 * adds the field and its placeholder; RSA and EC keys alike.
 */
export async function signPdf(pdf: Buffer, credentials: SigningCredentials): Promise<Buffer> {
  // The document's own metadata (title, producer, dates) stays as the renderer wrote it.
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const commonName = /^CN=(.*)$/m.exec(new X509Certificate(credentials.certificatePem).subject)?.[1];
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: 'Assinado pelo empregador',
    contactInfo: '',
    name: commonName ?? '',
    location: '',
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // A classic cross-reference table: the signer finds the byte range by plain search in the file.
  const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new CadesSigner(credentials));
}
