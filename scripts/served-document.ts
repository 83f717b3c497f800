import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';

/**
 * The OpenAPI document the app serves at `/v1/openapi.json`, for the tools that read it (Spectral, decision
 * 033; the SDK's generator, decision 034): the app is built as the tests build it, on a throwaway SQLite
 * directory, and asked through `inject`, so nothing listens and what they read is what clients get. A fixed
 * configuration, not the environment's: the document must not depend on who runs this.
 */
export async function servedDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-openapi-'));
  try {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
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
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
