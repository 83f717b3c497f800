import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWalCheckpointer } from '../../src/platform/db/wal-checkpointer.js';

describe('the WAL checkpointer thread', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns and stops when it cannot open the database, without failing the process; stop() resolves', async () => {
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const checkpointer = startWalCheckpointer(path.join(os.tmpdir(), 'no-such-directory', 'x.sqlite'));
    await vi.waitFor(() =>
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining('SQLite WAL checkpointer')),
    );
    await expect(checkpointer.stop()).resolves.toBeUndefined();
  });

  it('stops at once, however early and however often stop() is called', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-checkpointer-'));
    try {
      const file = path.join(dir, 'db.sqlite');
      const connection = new SQLite(file);
      connection.pragma('journal_mode = WAL');
      const checkpointer = startWalCheckpointer(file);
      await expect(Promise.all([checkpointer.stop(), checkpointer.stop()])).resolves.toEqual([
        undefined,
        undefined,
      ]);
      await expect(checkpointer.stop()).resolves.toBeUndefined();
      connection.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
