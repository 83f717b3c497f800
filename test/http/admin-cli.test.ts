import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { SCOPES } from '../../src/platform/auth/scopes.js';
import { createTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the CLI in-process against the running app's database; returns exit code and both streams. */
async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(
    argv,
    { out: (s) => (out += s), err: (s) => (err += s) },
    {
      NODE_ENV: 'test',
      ...t.storage.env,
    },
  );
  return { code, out, err };
}

describe('admin CLI', () => {
  it('tenants create --json prints exactly {tenant, admin:{email,password}} and nothing else', async () => {
    const result = await cli(
      'tenants',
      'create',
      '--name',
      'Padaria Pão Quente',
      '--document',
      '12.ABC.345/01DE-35',
      '--address',
      'Rua Augusta, 1500, São Paulo, SP',
      '--admin-email',
      'dona@padaria.example',
      '--json',
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    const printed = JSON.parse(result.out);
    expect(Object.keys(printed)).toEqual(['tenant', 'admin']);
    expect(printed.tenant).toMatchObject({
      name: 'Padaria Pão Quente',
      document: '12ABC34501DE35',
      documentType: 'cnpj',
      timezone: 'America/Sao_Paulo',
      repNumber: '00000000000000000',
      address: 'Rua Augusta, 1500, São Paulo, SP',
    });
    expect(printed.admin.email).toBe('dona@padaria.example');
    expect(printed.admin.password).toMatch(/^[0-9A-Za-z]{24}$/);
  });

  it('exit 1 with the reason on stderr and nothing on stdout for an invalid document or time zone', async () => {
    for (const args of [
      ['--document', '11111111111'],
      ['--timezone', 'Mars/Olympus'],
    ]) {
      const result = await cli('tenants', 'create', '--name', 'X', ...args, '--json');
      expect(result.code).toBe(1);
      expect(result.out).toBe('');
      expect(result.err).toMatch(/^error: (document|timezone) /);
    }
  });

  it('keys create prints the key once; it works at once; list never shows it; revoke cuts it off', async () => {
    const tenant = JSON.parse((await cli('tenants', 'create', '--name', 'Chaves', '--json')).out).tenant;
    const created = await cli(
      'keys',
      'create',
      '--tenant',
      tenant.id,
      '--name',
      'payroll',
      '--scopes',
      'all',
      '--json',
    );
    expect(created.code).toBe(0);
    const key = JSON.parse(created.out);
    expect(Object.keys(key)).toEqual([
      'id',
      'key',
      'name',
      'scopes',
      'environment',
      'expiresAt',
      'createdAt',
    ]);
    expect(key.key).toMatch(/^pontual_sk_[0-9A-Za-z]{38}$/);
    expect(key.scopes).toEqual([...SCOPES]);
    expect((await t.request({ method: 'GET', url: '/v1/events', key: key.key })).statusCode).toBe(200);

    const test = JSON.parse(
      (
        await cli(
          'keys',
          'create',
          '--tenant',
          tenant.id,
          '--name',
          't',
          '--scopes',
          'employees:read',
          '--env',
          'test',
          '--json',
        )
      ).out,
    );
    expect(test.key).toMatch(/^pontual_test_/);
    expect(test.environment).toBe('test');

    const list = await cli('keys', 'list', '--tenant', tenant.id, '--json');
    expect(list.out).not.toContain(key.key);
    expect(JSON.parse(list.out).map((k: { id: string; status: string }) => [k.id, k.status])).toEqual(
      expect.arrayContaining([[key.id, 'active']]),
    );

    expect((await cli('keys', 'revoke', '--tenant', tenant.id, '--id', key.id)).code).toBe(0);
    expect((await t.request({ method: 'GET', url: '/v1/events', key: key.key })).statusCode).toBe(401);
    const after = JSON.parse((await cli('keys', 'list', '--tenant', tenant.id, '--json')).out);
    expect(after.find((k: { id: string }) => k.id === key.id).status).toBe('revoked');
  });

  it('exit 1 for an unknown scope, an unknown tenant, an expiry in the past', async () => {
    const tenant = JSON.parse((await cli('tenants', 'create', '--name', 'Erros', '--json')).out).tenant;
    for (const args of [
      ['--tenant', tenant.id, '--scopes', 'employees:delete'],
      ['--tenant', '01a2041d-1f85-7120-a827-9bf83ca072ef', '--scopes', 'all'],
      ['--tenant', tenant.id, '--scopes', 'all', '--expires-at', '2020-01-01T00:00:00Z'],
    ]) {
      const result = await cli('keys', 'create', '--name', 'k', ...args, '--json');
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.out).toBe('');
      expect(result.err).toMatch(/^error: /);
    }
  });

  it('migrate reports an up-to-date database', async () => {
    const result = await cli('migrate', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual({ applied: [] });
  });
});
