import { readFile } from 'node:fs/promises';
import { Command, CommanderError, Option } from 'commander';
import {
  findCertificate,
  importCertificate,
  removeCertificate,
} from '../modules/certificates/certificates.service.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../modules/keys/keys.service.js';
import { inviteEmployee, requirePublicUrl } from '../modules/portal/portal-accounts.service.js';
import { createTenant } from '../modules/tenants/tenants.service.js';
import { loadConfig } from '../platform/config.js';
import { type DatabaseHandle, openDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { ApiError } from '../platform/errors.js';
import { SecretBox } from '../platform/secrets.js';
import { listen } from './listen.js';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const stdio: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * The admin CLI (`npm run --silent cli -- …`). It opens the same DATA_DIR / DATABASE_URL as the server and
 * works while the server runs. `--json` prints pure JSON on stdout; errors go to stderr with exit code 1.
 * Returns the exit code, so tests drive it in-process.
 */
export async function runCli(
  argv: string[],
  io: CliIo = stdio,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let database: DatabaseHandle | undefined;
  const db = async () => {
    if (!database) {
      database = openDatabase(loadConfig(env));
      await migrateToLatest(database.db);
    }
    return database.db;
  };
  const print = (json: boolean, value: unknown, human: string) =>
    io.out(json ? `${JSON.stringify(value)}\n` : `${human}\n`);

  const program = new Command('pontual')
    .description('Pontual administration')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });

  program
    .command('migrate')
    .description('apply pending database migrations')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      database = openDatabase(loadConfig(env));
      const applied = await migrateToLatest(database.db);
      print(
        !!opts.json,
        { applied },
        applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date',
      );
    });

  const tenants = program.command('tenants').description('manage tenants');
  tenants
    .command('create')
    .description('create a tenant and its first dashboard administrator')
    .requiredOption('--name <name>', 'legal name')
    .option('--document <cnpj-or-cpf>', 'CNPJ (numeric or alphanumeric) or CPF')
    .option('--timezone <iana>', 'IANA time zone (default America/Sao_Paulo)')
    .option('--rep-number <digits>', 'REP-P identifier (número do REP), 17 digits')
    .option('--address <text>', 'place of work, for the AFD (up to 100 characters)')
    .option('--admin-email <email>', 'administrator e-mail')
    .option('--admin-password <password>', 'administrator password (generated when absent)')
    .option('--json', 'print JSON')
    .action(async (opts: Record<string, string | boolean | undefined>) => {
      const result = await createTenant(await db(), {
        name: String(opts.name),
        document: opts.document as string | undefined,
        timezone: opts.timezone as string | undefined,
        repNumber: opts.repNumber as string | undefined,
        address: opts.address as string | undefined,
        adminEmail: opts.adminEmail as string | undefined,
        adminPassword: opts.adminPassword as string | undefined,
      });
      print(
        !!opts.json,
        result,
        `tenant ${result.tenant.id} (${result.tenant.name})\nadmin ${result.admin.email} / ${result.admin.password}`,
      );
    });

  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key; its value is printed once')
    .requiredOption('--tenant <id>', 'tenant id')
    .requiredOption('--name <name>', 'key name')
    .requiredOption('--scopes <list>', 'comma-separated scopes, or "all"')
    .addOption(new Option('--env <environment>', 'environment').choices(['live', 'test']).default('live'))
    .option('--expires-at <iso8601>', 'expiry instant')
    .option('--json', 'print JSON')
    .action(
      async (opts: {
        tenant: string;
        name: string;
        scopes: string;
        env: 'live' | 'test';
        expiresAt?: string;
        json?: boolean;
      }) => {
        const scopes =
          opts.scopes === 'all'
            ? 'all'
            : opts.scopes
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
        const created = await createApiKey(
          await db(),
          {
            tenantId: opts.tenant,
            environment: opts.env,
            name: opts.name,
            scopes,
            expiresAt: opts.expiresAt,
          },
          { type: 'cli' },
        );
        print(!!opts.json, created, `${created.key}\n(id ${created.id}; shown once, store it now)`);
      },
    );
  keys
    .command('list')
    .description("list a tenant's keys (never their values)")
    .requiredOption('--tenant <id>', 'tenant id')
    .addOption(new Option('--env <environment>', 'only this environment').choices(['live', 'test']))
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; env?: 'live' | 'test'; json?: boolean }) => {
      const list = await listApiKeys(await db(), opts.tenant, opts.env);
      print(
        !!opts.json,
        list,
        list
          .map((k) => `${k.id}  ${k.environment}  ${k.status.padEnd(7)}  ${k.hint}  ${k.name}`)
          .join('\n') || '(no keys)',
      );
    });
  keys
    .command('revoke')
    .description('revoke a key; it is refused from the next request on')
    .requiredOption('--tenant <id>', 'tenant id')
    .requiredOption('--id <keyId>', 'key id')
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; id: string; json?: boolean }) => {
      const revoked = await revokeApiKey(await db(), opts.tenant, opts.id, { type: 'cli' });
      print(!!opts.json, revoked, `revoked ${revoked.id} (${revoked.name})`);
    });

  const certificates = program
    .command('certificates')
    .description("manage a tenant's A1 signing certificate (one per environment)");
  const environmentOption = () =>
    new Option('--env <environment>', 'environment').choices(['live', 'test']).default('live');
  certificates
    .command('import')
    .description('install a PKCS#12 (.p12/.pfx) certificate, replacing the one installed')
    .requiredOption('--tenant <id>', 'tenant id')
    .requiredOption('--file <path>', 'the .p12 or .pfx file')
    .requiredOption('--password <password>', 'the PKCS#12 password')
    .addOption(environmentOption())
    .option('--json', 'print JSON')
    .action(
      async (opts: {
        tenant: string;
        file: string;
        password: string;
        env: 'live' | 'test';
        json?: boolean;
      }) => {
        const file = await readFile(opts.file).catch((error: NodeJS.ErrnoException) => {
          throw new Error(`cannot read ${opts.file}: ${error.code ?? 'error'}`);
        });
        const installed = await importCertificate(
          await db(),
          SecretBox.fromConfig(loadConfig(env)),
          { tenantId: opts.tenant, environment: opts.env },
          { file, password: opts.password },
          { type: 'cli' },
        );
        const { subject, issuer, serialNumber, notBefore, notAfter } = installed;
        print(
          !!opts.json,
          { subject, issuer, serialNumber, notBefore, notAfter },
          `installed ${subject}\nissuer ${issuer}\nserial ${serialNumber}\nvalid ${notBefore} to ${notAfter}`,
        );
      },
    );
  certificates
    .command('show')
    .description('show the installed certificate (never its key)')
    .requiredOption('--tenant <id>', 'tenant id')
    .addOption(environmentOption())
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; env: 'live' | 'test'; json?: boolean }) => {
      const installed = await findCertificate(await db(), { tenantId: opts.tenant, environment: opts.env });
      print(
        !!opts.json,
        installed,
        installed
          ? `${installed.subject}\nissuer ${installed.issuer}\nserial ${installed.serialNumber}\nvalid ${installed.notBefore} to ${installed.notAfter}`
          : '(no certificate)',
      );
    });
  certificates
    .command('remove')
    .description('remove the installed certificate and its key')
    .requiredOption('--tenant <id>', 'tenant id')
    .addOption(environmentOption())
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; env: 'live' | 'test'; json?: boolean }) => {
      await removeCertificate(await db(), { tenantId: opts.tenant, environment: opts.env }, { type: 'cli' });
      print(!!opts.json, { removed: true }, 'certificate removed');
    });

  const employees = program.command('employees').description("employees' access to the workers' portal");
  employees
    .command('invite')
    .description(
      'invite an employee (who must have an e-mail) to the portal: prints a one-time link, valid 7 days, to set ' +
        'their password; a new invitation voids the previous one. Nothing is e-mailed: hand the link over.',
    )
    .requiredOption('--tenant <id>', 'tenant id')
    .requiredOption('--employee <id>', 'employee id')
    .addOption(new Option('--env <environment>', 'environment').choices(['live', 'test']).default('live'))
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; employee: string; env: 'live' | 'test'; json?: boolean }) => {
      const publicUrl = requirePublicUrl(loadConfig(env).publicUrl);
      const { url } = await inviteEmployee(
        await db(),
        { tenantId: opts.tenant, environment: opts.env },
        opts.employee,
        publicUrl,
        { type: 'cli' },
      );
      print(!!opts.json, { url }, `${url}\n(valid 7 days, once; hand it to the employee)`);
    });

  program
    .command('listen')
    .description(
      "forward the key's environment's events, as they happen, to a local URL, signed with a secret made " +
        'for this session (printed first); runs until interrupted',
    )
    .requiredOption('--key <key>', 'API key with the webhooks:read scope')
    .requiredOption('--forward-to <url>', 'where each event is POSTed')
    .option('--api <url>', 'the API base URL (default http://127.0.0.1:$PORT)')
    .action(async (opts: { key: string; forwardTo: string; api?: string }) => {
      const interrupted = new AbortController();
      process.once('SIGINT', () => interrupted.abort());
      await listen(
        {
          key: opts.key,
          forwardTo: opts.forwardTo,
          api: opts.api ?? `http://127.0.0.1:${env.PORT ?? 3000}`,
          signal: interrupted.signal,
        },
        io,
      );
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
    io.err(`error: ${message}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
