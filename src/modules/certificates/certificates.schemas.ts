import { type Static, Type } from 'typebox';
import { InstantText } from '../../platform/schemas.js';

/** What a certificate says of itself; its private key is never shown. */
export const CertificateSchema = Type.Object(
  {
    subject: Type.String({ description: 'The holder, most specific first: `CN=…, O=…, C=BR`.' }),
    issuer: Type.String({ description: 'The issuing certificate authority, in the same form.' }),
    serialNumber: Type.String({ description: 'Uppercase hexadecimal.' }),
    notBefore: InstantText(),
    notAfter: InstantText(),
    installedAt: InstantText(),
  },
  { additionalProperties: false },
);
export type CertificateView = Static<typeof CertificateSchema>;

/** The dashboard's upload: the PKCS#12 file in base64 (a few kilobytes) and its password. */
export const CertificateImportSchema = Type.Object(
  {
    file: Type.String({
      minLength: 1,
      maxLength: 256 * 1024,
      description: 'The .p12 or .pfx file, base64.',
    }),
    password: Type.String({ maxLength: 1024, description: 'The PKCS#12 password.' }),
  },
  { additionalProperties: false },
);
