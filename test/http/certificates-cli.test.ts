import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { makeTestCertificates, type TestCertificates } from '../support/test-certificates.js';
import { createTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
let certs: TestCertificates;
beforeAll(async () => {
  t = await createTestApp();
  certs = makeTestCertificates();
});
afterAll(async () => {
  await t.close();
  certs.remove();
});

/** Each import opens its PKCS#12 in a thread started for it (from source: through tsx), on a shared machine. */
const SLOW = 60_000;

/** Runs the CLI in-process against the running app's database (and its master key); code and both streams. */
async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(
    argv,
    { out: (s) => (out += s), err: (s) => (err += s) },
    { NODE_ENV: 'test', ...t.storage.env },
  );
  return { code, out, err };
}

const p12File = (name: string, bytes: Buffer) => {
  const file = path.join(certs.directory, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('admin CLI: certificates', () => {
  it(
    'import --json prints exactly {subject, issuer, serialNumber, notBefore, notAfter}; show; remove',
    async () => {
      const tenant = await t.seedTenant();
      const file = p12File('cli-valid.p12', certs.valid.p12);
      const imported = await cli(
        'certificates',
        'import',
        '--tenant',
        tenant.tenantId,
        '--file',
        file,
        '--password',
        certs.password,
        '--json',
      );
      expect(imported).toMatchObject({ code: 0, err: '' });
      const printed = JSON.parse(imported.out);
      expect(Object.keys(printed)).toEqual(['subject', 'issuer', 'serialNumber', 'notBefore', 'notAfter']);
      expect(printed).toMatchObject({
        subject: `CN=${certs.valid.subjectCn}, O=Empresa Teste Ltda, C=BR`,
        issuer: 'CN=Pontual Test CA, O=Pontual Test, C=BR',
        serialNumber: certs.valid.serialHex,
      });
      expect(imported.out).not.toContain(certs.password);

      const shown = await cli('certificates', 'show', '--tenant', tenant.tenantId, '--json');
      expect(shown.code).toBe(0);
      expect(JSON.parse(shown.out)).toMatchObject(printed);
      expect(shown.out).not.toContain('PRIVATE KEY');
      // Installed for live (the default) only.
      const test = await cli('certificates', 'show', '--tenant', tenant.tenantId, '--env', 'test', '--json');
      expect(JSON.parse(test.out)).toBeNull();

      // The server signs with what the CLI installed: same database, same master key.
      const { key } = await tenant.key();
      const zip = await t.request({
        method: 'GET',
        url: '/v1/reports/aej?from=2026-11-01&to=2026-11-02&format=zip',
        key,
      });
      expect(zip.statusCode, zip.body).toBe(200);

      const removed = await cli('certificates', 'remove', '--tenant', tenant.tenantId, '--json');
      expect(removed).toMatchObject({ code: 0, err: '' });
      expect(JSON.parse(removed.out)).toEqual({ removed: true });
      const after = await cli('certificates', 'show', '--tenant', tenant.tenantId, '--json');
      expect(JSON.parse(after.out)).toBeNull();
      const again = await cli('certificates', 'remove', '--tenant', tenant.tenantId);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/^error: The certificate does not exist/);
    },
    SLOW,
  );

  it(
    '--env test installs for the test environment only',
    async () => {
      const tenant = await t.seedTenant();
      const file = p12File('cli-test.p12', certs.other.p12);
      const imported = await cli(
        'certificates',
        'import',
        '--tenant',
        tenant.tenantId,
        '--env',
        'test',
        '--file',
        file,
        '--password',
        certs.password,
        '--json',
      );
      expect(imported.code, imported.err).toBe(0);
      const live = await cli('certificates', 'show', '--tenant', tenant.tenantId, '--json');
      expect(JSON.parse(live.out)).toBeNull();
      const test = await cli('certificates', 'show', '--tenant', tenant.tenantId, '--env', 'test', '--json');
      expect(JSON.parse(test.out).serialNumber).toBe(certs.other.serialHex);
    },
    SLOW,
  );

  it(
    'exit 1 with the reason on stderr, nothing on stdout and nothing stored: wrong password, expired, unknown tenant',
    async () => {
      const tenant = await t.seedTenant();
      for (const [args, reason] of [
        [
          ['--tenant', tenant.tenantId, '--file', p12File('w.p12', certs.valid.p12), '--password', 'nope'],
          /password/,
        ],
        [
          [
            '--tenant',
            tenant.tenantId,
            '--file',
            p12File('e.p12', certs.expired.p12),
            '--password',
            certs.password,
          ],
          /expired/,
        ],
        [
          [
            '--tenant',
            tenant.tenantId,
            '--file',
            path.join(certs.directory, 'absent.p12'),
            '--password',
            'x',
          ],
          /cannot read/,
        ],
        [
          [
            '--tenant',
            '0190f5d4-0000-7000-8000-000000000000',
            '--file',
            p12File('v.p12', certs.valid.p12),
            '--password',
            certs.password,
          ],
          /tenant does not exist/,
        ],
      ] as const) {
        const result = await cli('certificates', 'import', ...args, '--json');
        expect(result.code).toBe(1);
        expect(result.out).toBe('');
        expect(result.err).toMatch(reason);
        expect(result.err).not.toContain(certs.password);
      }
      const shown = await cli('certificates', 'show', '--tenant', tenant.tenantId, '--json');
      expect(JSON.parse(shown.out)).toBeNull();
    },
    SLOW,
  );
});
