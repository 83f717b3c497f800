import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import type { SigningCredentials } from '../../src/modules/certificates/signing-credentials.js';

/**
 * A throw-away certificate authority and A1 certificates made with the `openssl` command at run time, in a
 * temporary directory: no private key is ever committed. Each PKCS#12 is protected by `password`.
 */
export interface TestCertificates {
  directory: string;
  /** The CA's certificate (PEM file): what `openssl cms -verify -CAfile` trusts. */
  caFile: string;
  password: string;
  /** A valid A1 certificate (now − 1 day … now + 1 year), its key and an intermediate-free chain. */
  valid: TestCertificate;
  /** A second valid certificate with another subject, to prove a new import replaces the old one. */
  other: TestCertificate;
  /** Expired yesterday. */
  expired: TestCertificate;
  /** Valid from tomorrow. */
  notYetValid: TestCertificate;
  /** A PKCS#12 holding the certificate only, no private key. */
  withoutKey: Buffer;
  /** A PKCS#12 holding `valid`'s certificate with `other`'s private key. */
  mismatchedKey: Buffer;
  /** `valid` in the legacy encryption (3DES key, RC2-40 certificates) that older exports use. */
  legacy: Buffer;
  /** `valid` as the certificate store hands it to a signer. */
  validCredentials: SigningCredentials;
  /** An NSS database trusting the CA (what `pdfsig` validates against); undefined without `certutil`. */
  nssDir: string | undefined;
  remove(): void;
}

export interface TestCertificate {
  p12: Buffer;
  /** The private key as PEM text, to prove it never shows up anywhere. */
  keyPem: string;
  subjectCn: string;
  serialHex: string;
}

const openssl = (cwd: string, args: string[]) =>
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

/** `YYYYMMDDHHMMSSZ`, the date form `openssl ca -startdate/-enddate` takes. */
const caDate = (at: Date) => `${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

const DAY = 24 * 60 * 60 * 1000;

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function makeTestCertificates(): TestCertificates {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-certs-'));
  const password = 'senha-de-teste-123';
  const at = (name: string) => path.join(directory, name);
  fs.writeFileSync(at('index.txt'), '');
  fs.writeFileSync(at('serial'), '1000\n');
  fs.writeFileSync(
    at('ca.cnf'),
    [
      '[ca]',
      'default_ca = test_ca',
      '[test_ca]',
      `dir = ${directory}`,
      'database = $dir/index.txt',
      'serial = $dir/serial',
      'new_certs_dir = $dir',
      'certificate = $dir/ca.pem',
      'private_key = $dir/ca.key',
      'default_md = sha256',
      'policy = anything',
      'unique_subject = no',
      'copy_extensions = none',
      'x509_extensions = a1',
      '[anything]',
      // The subject keeps this order (C, O, CN), as ICP-Brasil certificates have it.
      'countryName = optional',
      'organizationName = optional',
      'commonName = supplied',
      '[a1]',
      'basicConstraints = critical, CA:false',
      'keyUsage = critical, digitalSignature, nonRepudiation, keyEncipherment',
      'extendedKeyUsage = clientAuth, emailProtection',
      'subjectKeyIdentifier = hash',
      'authorityKeyIdentifier = keyid',
      '',
    ].join('\n'),
  );
  // prettier-ignore
  openssl(directory, [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '30',
    '-subj', '/C=BR/O=Pontual Test/CN=Pontual Test CA', '-addext', 'basicConstraints=critical,CA:true',
    '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]);

  const issue = (name: string, cn: string, notBefore: Date, notAfter: Date): TestCertificate => {
    // prettier-ignore
    openssl(directory, [
      'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj',
      `/C=BR/O=Empresa Teste Ltda/CN=${cn}`,
    ]);
    // prettier-ignore
    openssl(directory, [
      'ca', '-batch', '-config', 'ca.cnf', '-in', `${name}.csr`, '-out', `${name}.pem`, '-notext',
      '-startdate', caDate(notBefore), '-enddate', caDate(notAfter),
    ]);
    // prettier-ignore
    openssl(directory, [
      'pkcs12', '-export', '-inkey', `${name}.key`, '-in', `${name}.pem`, '-certfile', 'ca.pem', '-out',
      `${name}.p12`, '-passout', `pass:${password}`,
    ]);
    const serial = openssl(directory, ['x509', '-in', `${name}.pem`, '-noout', '-serial']).toString('utf8');
    return {
      p12: fs.readFileSync(at(`${name}.p12`)),
      keyPem: fs.readFileSync(at(`${name}.key`), 'utf8'),
      subjectCn: cn,
      serialHex: serial.trim().replace(/^serial=/, ''),
    };
  };

  const now = Date.now();
  const valid = issue(
    'valid',
    'EMPRESA TESTE LTDA:12345678000195',
    new Date(now - DAY),
    new Date(now + 365 * DAY),
  );
  const other = issue(
    'other',
    'OUTRA EMPRESA LTDA:93487056000101',
    new Date(now - DAY),
    new Date(now + 365 * DAY),
  );
  const expired = issue('expired', 'EXPIRADA LTDA', new Date(now - 30 * DAY), new Date(now - DAY));
  const notYetValid = issue('future', 'FUTURA LTDA', new Date(now + DAY), new Date(now + 30 * DAY));

  // prettier-ignore
  openssl(directory, [
    'pkcs12', '-export', '-nokeys', '-in', 'valid.pem', '-out', 'nokey.p12', '-passout', `pass:${password}`,
  ]);
  // prettier-ignore
  openssl(directory, [
    'pkcs12', '-export', '-inkey', 'valid.key', '-in', 'valid.pem', '-out', 'legacy.p12', '-legacy',
    '-passout', `pass:${password}`,
  ]);

  let nssDir: string | undefined;
  if (hasCommand('certutil')) {
    nssDir = at('nss');
    fs.mkdirSync(nssDir);
    execFileSync('certutil', ['-N', '-d', `sql:${nssDir}`, '--empty-password'], { stdio: 'ignore' });
    // prettier-ignore
    execFileSync('certutil', [
      '-A', '-d', `sql:${nssDir}`, '-n', 'Pontual Test CA', '-t', 'CT,C,C', '-i', at('ca.pem'),
    ], { stdio: 'ignore' });
  }

  return {
    directory,
    caFile: at('ca.pem'),
    password,
    valid,
    other,
    expired,
    notYetValid,
    withoutKey: fs.readFileSync(at('nokey.p12')),
    // openssl refuses to pack a key with a certificate it does not match; node-forge packs what it is given.
    mismatchedKey: Buffer.from(
      forge.asn1
        .toDer(
          forge.pkcs12.toPkcs12Asn1(
            forge.pki.privateKeyFromPem(other.keyPem),
            forge.pki.certificateFromPem(fs.readFileSync(at('valid.pem'), 'utf8')),
            password,
            { algorithm: '3des' },
          ),
        )
        .getBytes(),
      'binary',
    ),
    legacy: fs.readFileSync(at('legacy.p12')),
    validCredentials: {
      privateKeyPem: valid.keyPem,
      certificatePem: fs.readFileSync(at('valid.pem'), 'utf8'),
      chainPem: [fs.readFileSync(at('ca.pem'), 'utf8')],
    },
    nssDir,
    remove: () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}

/**
 * What `pdfsig` (poppler) says of a PDF's signatures, validated against `nssDir` when given (the CA trusted
 * there). Revocation checks stay on: with `-no-ocsp`, poppler 22 reports every certificate as "Unknown issue";
 * the test certificates name no OCSP responder, so nothing goes to the network.
 */
export function pdfsig(pdf: Buffer, nssDir: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-pdfsig-'));
  try {
    const file = path.join(dir, 'receipt.pdf');
    fs.writeFileSync(file, pdf);
    const args = [...(nssDir ? ['-nssdir', `sql:${nssDir}`] : []), file];
    try {
      return execFileSync('pdfsig', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      // pdfsig exits non-zero when a signature is invalid; what it printed is the answer.
      const failed = error as { stdout?: string; stderr?: string };
      return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
