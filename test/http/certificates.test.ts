import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { makeTestCertificates, type TestCertificates } from '../support/test-certificates.js';
import {
  createTestApp,
  problem,
  SEEDED_REP_NUMBER,
  type SeededTenant,
  testConfig,
  type TestApp,
} from '../support/harness.js';

let t: TestApp;
let certs: TestCertificates;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  certs = makeTestCertificates();
});
afterAll(async () => {
  await t.close();
  certs.remove();
});

type Environment = 'live' | 'test';

/** Each import opens its PKCS#12 in a thread started for it (from source: through tsx), on a shared machine. */
const SLOW = { timeout: 60_000 };

interface Signed {
  cookie: string;
  csrf: string;
}

async function signIn(tenant: SeededTenant, on: App = t.app): Promise<Signed> {
  const response = await on.inject({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
  expect(response.statusCode, response.body).toBe(201);
  return {
    cookie: String(response.headers['set-cookie']).split(';', 1)[0]!,
    csrf: response.json<{ csrfToken: string }>().csrfToken,
  };
}

/** A call to the dashboard's certificate routes, in an environment. */
function certificateCall(
  session: Signed,
  method: 'GET' | 'PUT' | 'DELETE',
  environment: Environment = 'live',
  payload?: object,
  options: { csrf?: boolean; on?: App } = {},
) {
  return (options.on ?? t.app).inject({
    method,
    url: '/dashboard/api/company/certificate',
    headers: {
      cookie: session.cookie,
      'pontual-environment': environment,
      ...(method !== 'GET' && options.csrf !== false ? { 'x-csrf-token': session.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

const upload = (p12: Buffer, password = certs.password) => ({ file: p12.toString('base64'), password });

async function install(session: Signed, environment: Environment = 'live', p12 = certs.valid.p12) {
  const response = await certificateCall(session, 'PUT', environment, upload(p12));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ certificate: Record<string, string> }>().certificate;
}

const installed = async (session: Signed, environment: Environment = 'live') => {
  const response = await certificateCall(session, 'GET', environment);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ certificate: Record<string, string> | null }>().certificate;
};

describe('installing the signing certificate (dashboard)', SLOW, () => {
  it('200 installs a PKCS#12: subject, issuer, serial and validity are shown, never the key', async () => {
    const tenant = await t.seedTenant();
    const session = await signIn(tenant);
    const response = await certificateCall(session, 'PUT', 'live', upload(certs.valid.p12));
    expect(response.statusCode, response.body).toBe(200);
    const certificate = response.json<{ certificate: Record<string, string> }>().certificate;
    expect(certificate).toEqual({
      subject: `CN=${certs.valid.subjectCn}, O=Empresa Teste Ltda, C=BR`,
      issuer: 'CN=Pontual Test CA, O=Pontual Test, C=BR',
      serialNumber: certs.valid.serialHex,
      notBefore: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      notAfter: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      installedAt: expect.any(String),
    });
    expect(Date.parse(certificate.notBefore!)).toBeLessThan(Date.now());
    expect(Date.parse(certificate.notAfter!)).toBeGreaterThan(Date.now());
    expect(response.body).not.toContain('PRIVATE KEY');
    expect(await installed(session)).toEqual(certificate);
    // At rest: the key encrypted under the master key (SecretBox's `v1.` form), the password nowhere.
    const row = await t.app.deps.database.db
      .selectFrom('signingCertificates')
      .selectAll()
      .where('tenantId', '=', tenant.tenantId)
      .executeTakeFirstOrThrow();
    expect(row.environment).toBe('live');
    expect(row.privateKeyEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(row)).not.toContain(certs.password);
  });

  it('200 accepts the legacy PKCS#12 encryption (3DES key, RC2 certificates) of older exports', async () => {
    const session = await signIn(await t.seedTenant());
    expect((await install(session, 'live', certs.legacy)).serialNumber).toBe(certs.valid.serialHex);
  });

  it('200 a new import replaces the installed certificate', async () => {
    const session = await signIn(await t.seedTenant());
    await install(session);
    const replaced = await install(session, 'live', certs.other.p12);
    expect(replaced.subject).toContain(certs.other.subjectCn);
    expect((await installed(session))?.serialNumber).toBe(certs.other.serialHex);
  });

  const refusals: [string, () => object, 'file' | 'password', RegExp][] = [
    ['a wrong password', () => upload(certs.valid.p12, 'not-the-password'), 'password', /password/],
    ['an expired certificate', () => upload(certs.expired.p12), 'file', /expired on \d{4}-/],
    ['a certificate not yet valid', () => upload(certs.notYetValid.p12), 'file', /valid only from \d{4}-/],
    [
      'a file that is no PKCS#12',
      () => upload(Buffer.from('not a certificate at all')),
      'file',
      /not a PKCS#12/,
    ],
    ['a PKCS#12 without its private key', () => upload(certs.withoutKey), 'file', /no private key/],
    ['a key of another certificate', () => upload(certs.mismatchedKey), 'file', /does not belong/],
    ['a file that is not base64', () => ({ file: 'not base64!', password: 'x' }), 'file', /base64/],
  ];
  for (const [what, body, field, message] of refusals) {
    it(`400 refuses ${what}, naming the field, and stores nothing (the installed one stays)`, async () => {
      const session = await signIn(await t.seedTenant());
      expect(await installed(session)).toBeNull();
      const first = await certificateCall(session, 'PUT', 'live', body());
      expect(first.statusCode, first.body).toBe(400);
      expect(problem(first).errors).toEqual([{ field, message: expect.stringMatching(message) }]);
      expect(await installed(session)).toBeNull();

      const kept = await install(session);
      const again = await certificateCall(session, 'PUT', 'live', body());
      expect(again.statusCode).toBe(400);
      expect(await installed(session)).toEqual(kept);
    });
  }

  it('204 removes the certificate; a second removal is a 404', async () => {
    const session = await signIn(await t.seedTenant());
    await install(session);
    const removed = await certificateCall(session, 'DELETE');
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await installed(session)).toBeNull();
    const again = await certificateCall(session, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(problem(again).code).toBe('not_found');
  });

  it('403 without the CSRF token; 400 without the environment header', async () => {
    const session = await signIn(await t.seedTenant());
    const noCsrf = await certificateCall(session, 'PUT', 'live', upload(certs.valid.p12), { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(problem(noCsrf).code).toBe('csrf_failed');
    const noEnvironment = await t.app.inject({
      method: 'GET',
      url: '/dashboard/api/company/certificate',
      headers: { cookie: session.cookie },
    });
    expect(noEnvironment.statusCode).toBe(400);
    expect(await installed(session)).toBeNull();
  });

  it('403 for a viewer, who sees the installed certificate but can neither install nor remove one', async () => {
    const tenant = await t.seedTenant();
    const admin = await signIn(tenant);
    const viewer = {
      tenant: tenant.tenantId,
      email: `viewer-${tenant.tenantId}@example.com`,
      password: 'a viewer password',
    };
    const added = await t.app.inject({
      method: 'POST',
      url: '/dashboard/api/users',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      payload: { email: viewer.email, password: viewer.password, role: 'viewer' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const signedIn = await t.app.inject({ method: 'POST', url: '/dashboard/api/session', payload: viewer });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const session = {
      cookie: String(signedIn.headers['set-cookie']).split(';', 1)[0]!,
      csrf: signedIn.json<{ csrfToken: string }>().csrfToken,
    };
    const refused = await certificateCall(session, 'PUT', 'live', upload(certs.valid.p12));
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).code).toBe('forbidden');
    expect(await installed(admin)).toBeNull();
    const kept = await install(admin);
    expect(await installed(session)).toEqual(kept);
    expect((await certificateCall(session, 'DELETE')).statusCode).toBe(403);
    expect(await installed(admin)).toEqual(kept);
  });

  it('200/204 imports and removals are in the audit log of their environment, with the user', async () => {
    const tenant = await t.seedTenant();
    const session = await signIn(tenant);
    await install(session, 'test');
    expect((await certificateCall(session, 'DELETE', 'test')).statusCode).toBe(204);
    const { key } = await tenant.key({ environment: 'test' });
    const log = await t.request({ method: 'GET', url: '/v1/audit-log?limit=100', key });
    expect(log.statusCode, log.body).toBe(200);
    const actions = log
      .json<{ action: string | null; actorType: string; path: string }[]>()
      .filter((entry) => entry.action?.startsWith('certificate.'));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'certificate.imported',
      'certificate.removed',
    ]);
    expect(
      actions.every((entry) => entry.actorType === 'user' && entry.path === '/company/certificate'),
    ).toBe(true);
  });
});

/** A tenant with one employee and a mark today, its session and a key in each environment. */
async function tenantWithMarks() {
  const tenant = await t.seedTenant();
  const session = await signIn(tenant);
  const live = (await tenant.key()).key;
  const test = (await tenant.key({ environment: 'test' })).key;
  for (const key of [live, test]) {
    const employeeId = await t.hire(key, { name: 'Ana Conceição' });
    const mark = await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: { employeeId } });
    expect(mark.statusCode, mark.body).toBe(201);
  }
  const today = DateTime.now().setZone('America/Sao_Paulo');
  const range = `from=${today.minus({ days: 1 }).toISODate()!}&to=${today.toISODate()!}`;
  return { tenant, session, live, test, range };
}

/** The ZIP's entries, by name. */
const unzipped = (body: Buffer) =>
  Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );

// prettier-ignore
const VERIFY = [
  'cms', '-verify', '-binary', '-inform', 'DER', '-in', 'file.p7s', '-content', 'file.txt', '-out', '/dev/null',
  '-no-CApath', '-no-CAstore',
];

/** `openssl cms -verify` of a detached signature over `content`, trusting the test CA only: its exit status. */
function verify(content: Buffer, signature: Buffer): { ok: boolean; output: string } {
  const directory = fs.mkdtempSync(path.join(certs.directory, 'verify-'));
  fs.writeFileSync(path.join(directory, 'file.txt'), content);
  fs.writeFileSync(path.join(directory, 'file.p7s'), signature);
  try {
    // PRODUCT.md's command. No `-purpose any` is needed: the certificate carries the emailProtection
    // extended key usage that openssl's default S/MIME signing purpose asks for, as ICP-Brasil A1 ones do.
    const output = execFileSync('openssl', [...VERIFY, '-CAfile', certs.caFile], {
      cwd: directory,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output: output.toString() };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: Buffer }).stderr ?? error) };
  }
}

describe('signed legal files (format=zip)', SLOW, () => {
  afterEach(() => vi.useRealTimers());

  const FILES = [
    { file: 'afd', name: (document: string) => `AFD${SEEDED_REP_NUMBER}${document}REP_P.txt` },
    { file: 'aej', name: (document: string) => `AEJ_${document}_` },
    { file: 'afdt', name: (document: string) => `AFDT_${document}_` },
  ];
  for (const { file, name } of FILES) {
    it(`200 the ${file.toUpperCase()} ZIP holds the very bytes of the plain download and a .p7s openssl verifies`, async () => {
      const { session, live, range } = await tenantWithMarks();
      await install(session);
      // One instant for both downloads: the files' headers carry their generation time.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const plain = await t.request({ method: 'GET', url: `/v1/reports/${file}?${range}`, key: live });
      const zip = await t.request({
        method: 'GET',
        url: `/v1/reports/${file}?${range}&format=zip`,
        key: live,
      });
      vi.useRealTimers();
      expect(plain.statusCode, plain.body).toBe(200);
      expect(zip.statusCode, zip.body).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const plainName = /filename="([^"]+)"/.exec(String(plain.headers['content-disposition']))![1]!;
      expect(plainName.startsWith(name('12345678000195'))).toBe(true);
      expect(zip.headers['content-disposition']).toBe(
        `attachment; filename="${plainName.replace(/\.txt$/, '')}.zip"`,
      );

      const entries = unzipped(zip.rawPayload);
      expect(Object.keys(entries)).toEqual([plainName, `${plainName}.p7s`]);
      const content = entries[plainName]!;
      const signature = entries[`${plainName}.p7s`]!;
      expect(content.equals(plain.rawPayload)).toBe(true);
      if (file !== 'afdt') expect(content.toString('latin1')).toContain('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S');

      const verified = verify(content, signature);
      expect(verified, verified.output).toMatchObject({ ok: true });

      const tampered = Buffer.from(content);
      const middle = Math.floor(tampered.length / 2);
      tampered[middle] = tampered[middle]! ^ 0x01;
      expect(verify(tampered, signature).ok).toBe(false);
    });
  }

  it('200 the .p7s is CAdES-BES: SHA-256, content-type, message-digest, signing-time and signing-certificate-v2', async () => {
    const { session, live, range } = await tenantWithMarks();
    await install(session);
    const zip = await t.request({ method: 'GET', url: `/v1/reports/afd?${range}&format=zip`, key: live });
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = unzipped(zip.rawPayload);
    const signature = Object.entries(entries).find(([entry]) => entry.endsWith('.p7s'))![1];
    const directory = fs.mkdtempSync(path.join(certs.directory, 'print-'));
    fs.writeFileSync(path.join(directory, 'file.p7s'), signature);
    const printed = execFileSync(
      'openssl',
      ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'file.p7s'],
      { cwd: directory },
    ).toString();
    expect(printed).toContain('(1.2.840.113549.1.9.16.2.47)');
    for (const attribute of ['contentType', 'messageDigest', 'signingTime']) {
      expect(printed).toContain(`object: ${attribute} (`);
    }
    expect(printed).toContain('algorithm: sha256 (2.16.840.1.101.3.4.2.1)');
    // Detached: the SignedData carries no content.
    expect(printed).toMatch(/eContent: <ABSENT>/);
  });

  it('409 without a certificate, saying how to install one; the plain download is unchanged', async () => {
    const { live, range } = await tenantWithMarks();
    for (const file of ['afd', 'aej', 'afdt']) {
      const zip = await t.request({
        method: 'GET',
        url: `/v1/reports/${file}?${range}&format=zip`,
        key: live,
      });
      expect(zip.statusCode, zip.body).toBe(409);
      expect(problem(zip).detail).toMatch(/Company page.*certificates import/);
      const plain = await t.request({ method: 'GET', url: `/v1/reports/${file}?${range}`, key: live });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
    }
  });

  it('409 in the other environment and for another tenant: a certificate signs only for its own', async () => {
    const owner = await tenantWithMarks();
    await install(owner.session, 'live');
    const stranger = await tenantWithMarks();
    expect(await installed(owner.session, 'test')).toBeNull();
    expect(await installed(stranger.session, 'live')).toBeNull();
    for (const [key, range] of [
      [owner.test, owner.range],
      [stranger.live, stranger.range],
      [stranger.test, stranger.range],
    ] as const) {
      const zip = await t.request({ method: 'GET', url: `/v1/reports/afd?${range}&format=zip`, key });
      expect(zip.statusCode, zip.body).toBe(409);
    }
    // And removing the stranger's (absent) certificate does not touch the owner's.
    expect((await certificateCall(stranger.session, 'DELETE', 'live')).statusCode).toBe(404);
    expect(await installed(owner.session, 'live')).not.toBeNull();
  });

  it('400 for a format that is neither txt nor zip', async () => {
    const { live, range } = await tenantWithMarks();
    const response = await t.request({
      method: 'GET',
      url: `/v1/reports/aej?${range}&format=p7s`,
      key: live,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('secrets stay out of the logs', SLOW, () => {
  it('400 and 200 alike: neither the password, the key, nor the PKCS#12 reaches a log line, even at trace', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const traced = await buildApp({ config: testConfig(t.storage, { LOG_LEVEL: 'trace' }), logStream });
    try {
      const { tenant, live, range } = await tenantWithMarks();
      const session = await signIn(tenant, traced);
      const wrong = await certificateCall(session, 'PUT', 'live', upload(certs.valid.p12, 'wrong-Pw-123'), {
        on: traced,
      });
      expect(wrong.statusCode).toBe(400);
      const good = await certificateCall(session, 'PUT', 'live', upload(certs.valid.p12), { on: traced });
      expect(good.statusCode, good.body).toBe(200);
      const zip = await traced.inject({
        method: 'GET',
        url: `/v1/reports/afd?${range}&format=zip`,
        headers: { 'x-api-key': live },
      });
      expect(zip.statusCode).toBe(200);
    } finally {
      await traced.close();
    }
    expect(lines.length).toBeGreaterThan(3);
    const log = lines.join('\n');
    const keyLines = certs.valid.keyPem.split('\n').filter((line) => line.length > 40);
    for (const secret of [
      certs.password,
      'wrong-Pw-123',
      'PRIVATE KEY',
      ...keyLines,
      certs.valid.p12.toString('base64').slice(0, 40),
      certs.valid.p12.toString('base64').slice(-60, -20),
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
