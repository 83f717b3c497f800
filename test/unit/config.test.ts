import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../src/platform/config.js';

const load = (env: Record<string, string>) => loadConfig(env, { dotenv: false });

describe('configuration', () => {
  it('defaults make a fresh start work: port 3000, ./data, SQLite, 60 requests a minute', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      rateLimitPerMinute: 60,
      auditRetentionDays: 365,
      dispatcher: true,
      reportConcurrency: 2,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.webhooks.retryScheduleMs).toEqual([
      5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000,
    ]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PONTUAL_RATE_LIMIT_PER_MINUTE', '0'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['PONTUAL_WEBHOOK_RETRY_SCHEDULE', '5,soon'],
    ['PONTUAL_MASTER_KEY', 'short'],
    ['PONTUAL_REPORT_CONCURRENCY', '0'],
    ['PONTUAL_REPORT_STALL_SECONDS', '0'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(name);
  });

  it('production refuses to start without a master key', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/PONTUAL_MASTER_KEY is required in production/);
    expect(load({ NODE_ENV: 'production', PONTUAL_MASTER_KEY: 'ab'.repeat(32) }).masterKey).toHaveLength(32);
  });
});

describe("README's configuration table", () => {
  it('lists every variable the configuration reads, each once', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect([...CONFIG_VARIABLES].sort()).toEqual([...rows].sort());
  });
});
