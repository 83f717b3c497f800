import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../../src/app.js';
import { checkEveryResponse } from './contract.js';
import { nextCpf } from './fixtures.js';
import { createApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import type { Scope } from '../../src/platform/auth/scopes.js';
import { type Config, loadConfig } from '../../src/platform/config.js';
import { openDatabase } from '../../src/platform/db/database.js';
import type { Environment } from '../../src/platform/db/schema.js';
import { randomBase62 } from '../../src/platform/crypto.js';

export const TEST_DB = process.env.PONTUAL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Where a test app keeps its data: a temp directory (SQLite) or a fresh schema (PostgreSQL). */
export interface TestStorage {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createStorage(): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-test-'));
  if (TEST_DB === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `t_${randomBase62(12).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL is required for the postgres test project and is unreachable at ${PG_URL}: ${String(error)}`,
    );
  });
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The REP-P number (INPI) of every seeded tenant. */
export const SEEDED_REP_NUMBER = '00000000000012345';

export function testConfig(storage: TestStorage, overrides: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PONTUAL_AUTH_FAILURE_LIMIT_PER_MINUTE: '100000',
      PONTUAL_DB_POOL_SIZE: '4',
      PONTUAL_DISPATCHER: 'false',
      // Tests build several servers in one process, and building one holds the event loop for a second or
      // more on a busy machine: the watchdog would refuse the other servers' requests. Its own test enables it.
      PONTUAL_MAX_EVENT_LOOP_DELAY_MS: '0',
      // The developer the AFD and AEJ name (they are refused without it).
      PONTUAL_PTRP_DEVELOPER_DOCUMENT: '93487056000101',
      PONTUAL_PTRP_DEVELOPER_NAME: 'Pontual Tecnologia Ltda',
      PONTUAL_PTRP_DEVELOPER_EMAIL: 'legal@pontual.example',
      ...storage.env,
      ...overrides,
    },
    { dotenv: false },
  );
}

export interface SeededTenant {
  tenantId: string;
  timezone: string;
  /** The dashboard administrator `tenants create` made, as the sign-in form takes it (with its tenant). */
  admin: { tenant: string; email: string; password: string };
  /** A key of this tenant, `all` scopes unless named. */
  key(options?: {
    environment?: Environment;
    scopes?: Scope[] | 'all';
    expiresAt?: string;
  }): Promise<{ id: string; key: string }>;
}

export interface TestApp {
  app: App;
  config: Config;
  storage: TestStorage;
  /** A fresh tenant with its own keys: each test seeds its own, so tests never see each other's data. */
  /**
   * A fresh tenant with the identities the legal files need (CNPJ, REP-P number, place of work) unless
   * `document` is null or `legalIdentity` false.
   */
  seedTenant(options?: {
    name?: string;
    timezone?: string;
    document?: string | null;
    legalIdentity?: boolean;
  }): Promise<SeededTenant>;
  /** `app.inject` with the key in `x-api-key` (when given). */
  request(options: InjectOptions & { key?: string }): Promise<LightMyRequestResponse>;
  /** An employee created through the API with `key` (a fresh CPF unless `fields` name one); its id. */
  hire(key: string, fields?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database (one per test file); close it in afterAll. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  existing?: TestStorage,
): Promise<TestApp> {
  const storage = existing ?? (await createStorage());
  const config = testConfig(storage, overrides);
  const app = await buildApp({ config, logger: false });
  // Every response a test receives is checked against /v1/openapi.json (issue 34).
  checkEveryResponse(app);
  const db = app.deps.database.db;
  const testApp: TestApp = {
    app,
    config,
    storage,
    async seedTenant(options = {}) {
      const { tenant, admin } = await createTenant(db, {
        name: options.name ?? `Tenant ${randomBase62(6)}`,
        document: options.document === null ? undefined : (options.document ?? '12345678000195'),
        timezone: options.timezone,
        ...(options.legalIdentity === false
          ? {}
          : { repNumber: SEEDED_REP_NUMBER, address: 'Rua Augusta, 1500, São Paulo, SP' }),
        adminEmail: `admin-${randomBase62(10).toLowerCase()}@example.com`,
      });
      return {
        tenantId: tenant.id,
        timezone: tenant.timezone,
        admin: { tenant: tenant.id, ...admin },
        key: async ({ environment = 'live', scopes = 'all', expiresAt } = {}) => {
          const created = await createApiKey(
            db,
            { tenantId: tenant.id, environment, name: 'test key', scopes, expiresAt },
            { type: 'cli' },
          );
          return { id: created.id, key: created.key };
        },
      };
    },
    request({ key, headers, ...options }) {
      return app.inject({ ...options, headers: { ...headers, ...(key ? { 'x-api-key': key } : {}) } });
    },
    async hire(key, fields = {}) {
      const response = await testApp.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        payload: { name: 'Ana Souza', cpf: nextCpf(), ...fields },
      });
      if (response.statusCode !== 201) throw new Error(`hire: HTTP ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>().id;
    },
    async close() {
      await app.close();
      if (!existing) await storage.drop();
    },
  };
  return testApp;
}

/** Opens the test database directly, for assertions on what was stored. */
export function openTestDatabase(storage: TestStorage) {
  return openDatabase(testConfig(storage));
}

/** Asserts the RFC 9457 problem shape and returns the body. */
export function problem(response: LightMyRequestResponse) {
  const body = response.json<{
    type: string;
    title: string;
    status: number;
    detail: string;
    code: string;
    requestId: string;
    errors?: { field: string; message: string }[];
    conflictingId?: string;
  }>();
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) {
    throw new Error(
      `expected a problem body, got ${String(response.headers['content-type'])}: ${response.body}`,
    );
  }
  if (body.status !== response.statusCode || body.requestId !== response.headers['request-id']) {
    throw new Error(`problem body does not match the response: ${response.body}`);
  }
  return body;
}
