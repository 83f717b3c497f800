import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SigningCredentials } from './signing-credentials.js';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** RFC 5035: the signer's certificate, bound into what is signed (CAdES-BES requires it). */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

/** WebCrypto's names of the curves `readPkcs12` accepts. */
const WEB_CURVES: Record<string, string> = {
  prime256v1: 'P-256',
  secp384r1: 'P-384',
  secp521r1: 'P-521',
};

const arrayBuffer = (bytes: Buffer): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const pemBody = (pem: string): Buffer =>
  Buffer.from(pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');

/**
 * A detached CAdES-BES signature (RFC 5652 SignedData without the content, DER) over content whose SHA-256
 * is `contentDigest`: signed attributes content-type, message-digest, signing-time and signing-certificate-v2,
 * the signer's certificate and its chain included. Only the digest is needed, so the content itself may be of
 * any size and is never held here. PKI.js builds the CMS; the ESS attribute, which it has no class for, is
 * composed from asn1js's types and PKI.js's IssuerSerial.
 */
export async function detachedCadesSignature(
  credentials: SigningCredentials,
  contentDigest: Buffer,
  signingTime = new Date(),
): Promise<Buffer> {
  const certificateDer = pemBody(credentials.certificatePem);
  const certificate = pkijs.Certificate.fromBER(arrayBuffer(certificateDer));
  const chain = credentials.chainPem.map((pem) => pkijs.Certificate.fromBER(arrayBuffer(pemBody(pem))));

  const essCertIdV2 = new asn1js.Sequence({
    value: [
      // hashAlgorithm is absent: SHA-256 is its DEFAULT, which DER leaves out.
      new asn1js.OctetString({ valueHex: arrayBuffer(createHash('sha256').update(certificateDer).digest()) }),
      new pkijs.IssuerSerial({
        issuer: new pkijs.GeneralNames({
          names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })],
        }),
        serialNumber: certificate.serialNumber,
      }).toSchema(),
    ],
  });
  const attributes = [
    new pkijs.Attribute({
      type: OID.contentType,
      values: [new asn1js.ObjectIdentifier({ value: OID.data })],
    }),
    new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
    new pkijs.Attribute({
      type: OID.messageDigest,
      values: [new asn1js.OctetString({ valueHex: arrayBuffer(contentDigest) })],
    }),
    new pkijs.Attribute({
      type: OID.signingCertificateV2,
      values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })],
    }),
  ];

  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
      }),
    ],
    certificates: [certificate, ...chain],
  });
  // PKI.js signs through the global WebCrypto, which is Node's own (`globalThis.crypto`).
  await signedData.sign(await signingKey(credentials.privateKeyPem), 0, 'SHA-256');
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return Buffer.from(contentInfo.toSchema().toBER(false));
}

/** The key as WebCrypto takes it: RSA PKCS#1 v1.5 or ECDSA, with SHA-256. */
async function signingKey(privateKeyPem: string): Promise<CryptoKey> {
  const key = createPrivateKey(privateKeyPem);
  const pkcs8 = arrayBuffer(key.export({ type: 'pkcs8', format: 'der' }));
  const curve = key.asymmetricKeyDetails?.namedCurve;
  const algorithm =
    key.asymmetricKeyType === 'ec' && curve
      ? { name: 'ECDSA', namedCurve: WEB_CURVES[curve] ?? curve }
      : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  return webcrypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign']) as Promise<CryptoKey>;
}
