import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { ApiError } from '../../platform/errors.js';
import type { SigningCredentials } from './signing-credentials.js';

/** What a certificate says of itself: shown after an import and by `show`, never the key. */
export interface CertificateDetails {
  subject: string;
  issuer: string;
  /** Uppercase hexadecimal, as `openssl x509 -serial` prints it. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

export interface ReadPkcs12 {
  credentials: SigningCredentials;
  details: CertificateDetails;
}

/** The curves WebCrypto signs with (the CAdES signer imports the key there). */
const SIGNING_CURVES = new Set(['prime256v1', 'secp384r1', 'secp521r1']);

/** A certificate refused: a 400 naming the field at fault (`password`, or `file` for everything else). */
const refused = (field: 'file' | 'password', message: string) => ApiError.invalidField(field, message);

/**
 * Reads an A1 certificate's PKCS#12 (.p12/.pfx) with its password, and checks what a signature needs: a
 * private key, a certificate that matches it, and a validity period that includes `now`. node-forge reads the
 * container because it knows both the current encryption (PBES2, AES, SHA-256 MAC) and the legacy one (3DES,
 * RC2) that many Brazilian A1 exports still use; Node's crypto then reads the key and the certificates, so
 * RSA and EC keys alike come out as PKCS#8.
 */
export function readPkcs12(bytes: Buffer, password: string, now = new Date()): ReadPkcs12 {
  let container: forge.asn1.Asn1;
  try {
    container = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')), true);
  } catch {
    throw notPkcs12();
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(container, true, password);
  } catch (error) {
    // The MAC check comes first; a container that is not a PFX fails before it, with forge's own message.
    if (error instanceof Error && /password/i.test(error.message)) throw wrongPassword();
    if (error instanceof Error && /PFX|PKCS#12|ASN\.1/i.test(error.message)) throw notPkcs12();
    throw wrongPassword();
  }

  const keys = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(p12, forge.pki.oids.keyBag!),
  ].map(privateKeyOf);
  const certificates = bagsOf(p12, forge.pki.oids.certBag!).map(certificateOf);
  const key = keys[0];
  if (!key) {
    throw refused(
      'file',
      'The PKCS#12 file holds no private key: export the certificate together with its private key.',
    );
  }
  if (certificates.length === 0) throw refused('file', 'The PKCS#12 file holds no certificate.');
  const signer = certificates.find((certificate) => certificate.checkPrivateKey(key));
  if (!signer) {
    throw refused('file', "The PKCS#12 file's private key does not belong to any certificate it holds.");
  }
  const keyType = key.asymmetricKeyType;
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (keyType !== 'rsa' && !(keyType === 'ec' && curve && SIGNING_CURVES.has(curve))) {
    throw refused(
      'file',
      'The certificate key must be RSA or EC on P-256, P-384 or P-521 (an ICP-Brasil A1 is RSA).',
    );
  }
  const details = detailsOf(signer);
  if (now < details.notBefore) {
    throw refused('file', `The certificate is valid only from ${details.notBefore.toISOString()}.`);
  }
  if (now > details.notAfter) {
    throw refused('file', `The certificate expired on ${details.notAfter.toISOString()}.`);
  }
  return {
    details,
    credentials: {
      privateKeyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
      certificatePem: signer.toString(),
      chainPem: chainOf(signer, certificates).map((certificate) => certificate.toString()),
    },
  };
}

export function detailsOf(certificate: X509Certificate): CertificateDetails {
  return {
    subject: distinguishedName(certificate.subject),
    issuer: distinguishedName(certificate.issuer),
    serialNumber: certificate.serialNumber.toUpperCase(),
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  };
}

const notPkcs12 = () => refused('file', 'The file is not a PKCS#12 (.p12 or .pfx) certificate.');
const wrongPassword = () => refused('password', 'The password does not open the PKCS#12 file.');

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

/** forge reads RSA keys only; any other key stays as its ASN.1, which Node's crypto reads. */
function privateKeyOf(bag: forge.pkcs12.Bag): KeyObject {
  const info = bag.key
    ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key))
    : (bag.asn1 as forge.asn1.Asn1 | undefined);
  if (!info) throw refused('file', 'The PKCS#12 file holds a key that cannot be read.');
  try {
    const der = Buffer.from(forge.asn1.toDer(info).getBytes(), 'binary');
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    throw refused('file', 'The PKCS#12 file holds a key that cannot be read.');
  }
}

function certificateOf(bag: forge.pkcs12.Bag): X509Certificate {
  const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : (bag.asn1 as forge.asn1.Asn1 | undefined);
  if (!asn1) throw refused('file', 'The PKCS#12 file holds a certificate that cannot be read.');
  try {
    return new X509Certificate(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
  } catch {
    throw refused('file', 'The PKCS#12 file holds a certificate that cannot be read.');
  }
}

/**
 * The signer's issuers, its issuer first, then that one's: what a verifier needs. Other certificates a file
 * may carry (an exported trust store) are left out: they would swell every signature, past the room a
 * receipt's PDF keeps for one.
 */
function chainOf(signer: X509Certificate, certificates: X509Certificate[]): X509Certificate[] {
  const rest = certificates.filter((certificate) => certificate !== signer);
  const chain: X509Certificate[] = [];
  let current = signer;
  for (;;) {
    const issuer = rest.find((candidate) => !chain.includes(candidate) && current.checkIssued(candidate));
    if (!issuer || issuer === current) break;
    chain.push(issuer);
    current = issuer;
  }
  return chain;
}

/** Node's `C=BR\nO=…\nCN=…` as one line, most specific first: `CN=…, O=…, C=BR`. */
const distinguishedName = (lines: string) => lines.split('\n').filter(Boolean).reverse().join(', ');
