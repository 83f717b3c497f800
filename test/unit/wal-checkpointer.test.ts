import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import checkpoint, { close } from '../../src/platform/db/wal-checkpoint-thread.js';
import { startWalCheckpointer } from '../../src/platform/db/wal-checkpointer.js';

/**
 * Runs `use` on a fresh WAL database in a temporary directory whose connection never checkpoints, after a
 * commit of 2,000 rows of 100 bytes (about 50 pages, in the WAL only until a checkpoint copies them).
 */
async function withUncheckpointedDatabase(
  use: (file: string, connection: SQLite.Database, insert: SQLite.Statement) => unknown,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-checkpointer-'));
  const file = path.join(dir, 'db.sqlite');
  const connection = new SQLite(file);
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('wal_autocheckpoint = 0');
    connection.exec('create table t (x text)');
    const insert = connection.prepare('insert into t values (?)');
    connection.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run('x'.repeat(100));
    })();
    await use(file, connection, insert);
  } finally {
    connection.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the WAL checkpointer thread', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns and stops when it cannot open the database, without failing the process; stop() resolves', async () => {
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const checkpointer = startWalCheckpointer(path.join(os.tmpdir(), 'no-such-directory', 'x.sqlite'));
    // Run from source, the thread loads its module through tsx first: up to a second or so on a busy machine.
    await vi.waitFor(
      () => expect(warnings).toHaveBeenCalledWith(expect.stringContaining('SQLite WAL checkpointer')),
      { timeout: 10_000 },
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

  it('copies the WAL into the database file from its thread while the connection never checkpoints', async () => {
    await withUncheckpointedDatabase(async (file) => {
      const before = fs.statSync(file).size;
      const checkpointer = startWalCheckpointer(file);
      try {
        await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(before + 100_000), {
          timeout: 10_000,
        });
      } finally {
        await checkpointer.stop();
      }
    });
  });

  it("the thread's checkpoint copies every commit, so the next one starts the WAL over, and says whether another came", async () => {
    await withUncheckpointedDatabase((file, connection, insert) => {
      const walFrames = () => (connection.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
      try {
        expect(checkpoint(file)).toEqual({ problem: null, writerBusy: true });
        expect(checkpoint(file)).toEqual({ problem: null, writerBusy: false });
        // Every frame was copied, so this commit writes the WAL from its start: its own page or two.
        insert.run('y');
        expect(walFrames()).toBeLessThan(5);
        expect(checkpoint(file)).toEqual({ problem: null, writerBusy: true });
        // Another commit of the same size is a commit all the same.
        insert.run('z');
        expect(checkpoint(file)).toEqual({ problem: null, writerBusy: true });
        expect(checkpoint(file)).toEqual({ problem: null, writerBusy: false });
      } finally {
        close();
      }
    });
  });
});
