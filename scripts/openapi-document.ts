/**
 * Writes the OpenAPI document the app serves at /v1/openapi.json to a file, for Spectral to lint
 * (`npm run lint:openapi`; docs/decisions/033-openapi-lint-and-limits.md). The app is built without listening,
 * on a throwaway SQLite directory, and the document read by inject: what is linted is what clients get.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';

const output = process.argv[2];
if (!output) throw new Error('usage: tsx scripts/openapi-document.ts <output.json>');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-openapi-'));
try {
  const config = loadConfig(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PONTUAL_DISPATCHER: 'false',
      PONTUAL_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    { dotenv: false },
  );
  const app = await buildApp({ config, logger: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /v1/openapi.json answered ${response.statusCode}: ${response.body}`);
    }
    fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
    fs.writeFileSync(output, `${JSON.stringify(response.json(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
