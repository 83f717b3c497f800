import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SigningCredentials } from '../../src/modules/certificates/signing-credentials.js';

/** A throw-away CA and a signer's certificate it issued, made with `openssl` in a temp directory. */
export interface ReceiptCertificates {
  dir: string;
  caPem: string;
  credentials: SigningCredentials;
  /** An NSS database (what `pdfsig` validates against) that trusts the CA; undefined without `certutil`. */
  nssDir: string | undefined;
  /** Removes the directory, keys and all. */
  remove(): void;
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes a CA (RSA 2048, valid a day) and a certificate for signing issued by it, like an ICP-Brasil A1 but
 * trusted by no one else. The private keys exist only in the temp directory, for the test's run.
 */
export function makeReceiptCertificates(): ReceiptCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-receipt-ca-'));
  fs.writeFileSync(
    path.join(dir, 'signer.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\nextendedKeyUsage=emailProtection\n',
  );
  run(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '1',
      '-subj',
      '/C=BR/O=Pontual Testes/CN=AC Pontual Testes',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  run(
    'openssl',
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'signer.key',
      '-out',
      'signer.csr',
      '-subj',
      '/C=BR/O=ICP-Brasil/CN=PADARIA ESTRELA LTDA:12345678000195',
    ],
    dir,
  );
  run(
    'openssl',
    [
      'x509',
      '-req',
      '-in',
      'signer.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'signer.pem',
      '-days',
      '1',
      '-sha256',
      '-extfile',
      'signer.ext',
    ],
    dir,
  );
  let nssDir: string | undefined;
  if (hasCommand('certutil')) {
    nssDir = path.join(dir, 'nss');
    fs.mkdirSync(nssDir);
    run('certutil', ['-N', '-d', `sql:${nssDir}`, '--empty-password'], dir);
    run(
      'certutil',
      ['-A', '-d', `sql:${nssDir}`, '-n', 'AC Pontual Testes', '-t', 'CT,C,C', '-i', 'ca.pem'],
      dir,
    );
  }
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  return {
    dir,
    caPem: read('ca.pem'),
    credentials: {
      privateKeyPem: read('signer.key'),
      certificatePem: read('signer.pem'),
      chainPem: [read('ca.pem')],
    },
    nssDir,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
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
