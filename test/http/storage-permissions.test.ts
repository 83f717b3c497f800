import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteFile } from '../../src/platform/db/sqlite.js';
import { createStorage, createTestApp, TEST_DB } from '../support/harness.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** The embedded database holds personal data and password hashes: nobody but its owner may read it. */
describe.skipIf(TEST_DB !== 'sqlite')('SQLite files are owner-only', () => {
  it('a new data directory is 0700 and the database, its WAL and SHM are 0600', async () => {
    const storage = await createStorage();
    const dataDir = path.join(storage.env.DATA_DIR!, 'fresh');
    const t = await createTestApp({ DATA_DIR: dataDir }, storage);
    try {
      const tenant = await t.seedTenant();
      await t.hire((await tenant.key()).key);
      const file = sqliteFile(t.config);
      expect(modeOf(dataDir).toString(8)).toBe('700');
      for (const each of [file, `${file}-wal`, `${file}-shm`]) {
        expect(fs.existsSync(each), each).toBe(true);
        expect(modeOf(each).toString(8), each).toBe('600');
      }
    } finally {
      await t.close();
      await storage.drop();
    }
  });

  it('an existing world-readable directory and database are tightened on start', async () => {
    const storage = await createStorage();
    const first = await createTestApp({}, storage);
    const file = sqliteFile(first.config);
    await first.seedTenant();
    await first.app.close();
    fs.chmodSync(storage.env.DATA_DIR!, 0o755);
    for (const each of [file, `${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(each)) fs.chmodSync(each, 0o644);
    }

    const again = await createTestApp({}, storage);
    try {
      expect(modeOf(storage.env.DATA_DIR!).toString(8)).toBe('700');
      await again.seedTenant();
      for (const each of [file, `${file}-wal`, `${file}-shm`]) {
        expect(modeOf(each).toString(8), each).toBe('600');
      }
    } finally {
      await again.close();
      await storage.drop();
    }
  });
});
