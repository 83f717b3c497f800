import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPkcs12 } from '../../src/modules/certificates/pkcs12.js';
import type { SigningCredentials } from '../../src/modules/certificates/signing-credentials.js';
import { signedZip } from '../../src/modules/reports/signed-zip.js';
import { makeTestCertificates, type TestCertificates } from '../support/test-certificates.js';

let certs: TestCertificates;
let credentials: SigningCredentials;
beforeAll(() => {
  certs = makeTestCertificates();
  credentials = readPkcs12(certs.valid.p12, certs.password).credentials;
});
afterAll(() => certs.remove());

const CHUNK = Buffer.from(`${'0000000017'.repeat(30)}\r\n`.repeat(200), 'latin1');

/** A file of `chunks` chunks, counting how many were read. */
function countedFile(chunks: number, failAt?: number) {
  const state = { read: 0, destroyed: false };
  const file = new Readable({
    read() {
      if (state.read === failAt) return this.destroy(new Error('the database went away'));
      if (state.read === chunks) return this.push(null);
      state.read += 1;
      this.push(CHUNK);
    },
    destroy(error, callback) {
      state.destroyed = true;
      callback(error);
    },
  });
  return { file, state };
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('signedZip', () => {
  it('holds the file byte for byte and a .p7s that openssl verifies over it', async () => {
    const { file } = countedFile(50);
    const zip = await collect(signedZip(file, 'AFD.txt', credentials));
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual(['AFD.txt', 'AFD.txt.p7s']);
    const content = Buffer.from(entries['AFD.txt']!);
    expect(content.equals(Buffer.concat(Array.from({ length: 50 }, () => CHUNK)))).toBe(true);
    fs.writeFileSync(path.join(certs.directory, 'unit.txt'), content);
    fs.writeFileSync(path.join(certs.directory, 'unit.p7s'), entries['AFD.txt.p7s']!);
    execFileSync(
      'openssl',
      ['cms', '-verify', '-binary', '-inform', 'DER', '-in', 'unit.p7s', '-content', 'unit.txt', '-CAfile', 'ca.pem', '-out', '/dev/null'], // prettier-ignore
      { cwd: certs.directory, stdio: 'ignore' },
    );
  });

  it('reads the file only as fast as the ZIP is taken (memory stays bounded)', async () => {
    // 60 KB chunks: 10,000 of them would be 600 MB.
    const { file, state } = countedFile(10_000);
    const zip = signedZip(file, 'AFD.txt', credentials);
    zip.resume();
    await sleep(50);
    zip.pause();
    await sleep(200);
    const readWhilePaused = state.read;
    await sleep(200);
    expect(state.read).toBe(readWhilePaused);
    // Some was read while the ZIP flowed, and nothing more once it was paused: the buffers in between are full.
    expect(state.read).toBeGreaterThan(0);
    expect(state.read).toBeLessThan(10_000);
    zip.destroy();
    await sleep(10);
    expect(state.destroyed).toBe(true);
  });

  it('a file that fails part-way fails the ZIP (the download aborts rather than ending short)', async () => {
    const { file } = countedFile(100, 20);
    await expect(collect(signedZip(file, 'AFD.txt', credentials))).rejects.toThrow('the database went away');
  });
});
