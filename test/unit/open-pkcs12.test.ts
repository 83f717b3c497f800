import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPkcs12 } from '../../src/modules/certificates/open-pkcs12.js';
import { ApiError } from '../../src/platform/errors.js';
import { makeTestCertificates, type TestCertificates } from '../support/test-certificates.js';

let certs: TestCertificates;
/** `valid`, asking for 3 million key-derivation iterations. */
let slow: Buffer;
beforeAll(() => {
  certs = makeTestCertificates();
  // prettier-ignore
  execFileSync('openssl', [
    'pkcs12', '-export', '-inkey', 'valid.key', '-in', 'valid.pem', '-out', 'slow.p12', '-iter', '3000000',
    '-maciter', '-passout', `pass:${certs.password}`,
  ], { cwd: certs.directory, stdio: 'ignore' });
  slow = fs.readFileSync(path.join(certs.directory, 'slow.p12'));
});
afterAll(() => certs.remove());

describe('openPkcs12 (in a thread of its own)', () => {
  it('answers what the file holds, or the refusal with its field', async () => {
    const read = await openPkcs12(certs.valid.p12, certs.password);
    expect(read.details.serialNumber).toBe(certs.valid.serialHex);
    expect(read.details.notAfter).toBeInstanceOf(Date);
    expect(read.credentials.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const refused = await openPkcs12(certs.valid.p12, 'wrong').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).errors).toEqual([{ field: 'password', message: expect.any(String) }]);
  });

  it('a file asking for millions of key-derivation iterations is refused when time is up; the event loop runs on meanwhile', async () => {
    // Due at once: it runs before the open settles only if the derivation leaves the event loop free (done on
    // this thread, the open would settle first and its continuation, a microtask, would run before any timer).
    let timerRanMeanwhile = false;
    setTimeout(() => (timerRanMeanwhile = true), 0);
    const refused = await openPkcs12(slow, certs.password, 1500).catch((error: unknown) => error);
    expect(timerRanMeanwhile).toBe(true);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors[0]).toEqual({
      field: 'file',
      message: expect.stringMatching(/too long/),
    });
  }, 30_000);

  it('opens two files at once at most: a third is a 503 at once, and once they end a file opens again', async () => {
    const first = openPkcs12(slow, certs.password, 1500).catch((error: unknown) => error);
    const second = openPkcs12(slow, certs.password, 1500).catch((error: unknown) => error);
    const third = await openPkcs12(certs.valid.p12, certs.password).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(ApiError);
    expect((third as ApiError).status).toBe(503);
    for (const refused of await Promise.all([first, second])) expect((refused as ApiError).status).toBe(400);
    expect((await openPkcs12(certs.valid.p12, certs.password)).details.subject).toContain(
      'EMPRESA TESTE LTDA',
    );
  }, 30_000);
});
