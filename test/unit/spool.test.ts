import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSpool } from '../../src/platform/spool.js';

// Each test spools into a directory of its own, so that exports running elsewhere cannot change what it counts.
let parent: string;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'spool-test-'));
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

describe('the spool', () => {
  it('gives back what was written, in order, with letters of several bytes split across read chunks', async () => {
    const spool = await openSpool(parent);
    // 'Ł' is two bytes in UTF-8 and '€' three: 30,000 pieces of 10 or 11 bytes cross the 64 KiB reads at
    // every offset within a letter.
    const pieces = Array.from(
      { length: 30_000 },
      (_, i) => `${i % 2 ? 'Ł' : '€'}${String(i).padStart(6, '0')}\r\n`,
    );
    for (const piece of pieces) await spool.write(piece);
    let text = '';
    for await (const chunk of spool.read()) text += chunk;
    await spool.remove();
    expect(text).toBe(pieces.join(''));
  });

  it('leaves no file behind once removed, whether it was read whole, in part or not at all', async () => {
    const unread = await openSpool(parent);
    await unread.write('never read');
    const partly = await openSpool(parent);
    await partly.write('x'.repeat(200_000));
    for await (const chunk of partly.read()) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    expect(fs.readdirSync(parent)).toHaveLength(2);
    await unread.remove();
    await partly.remove();
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it('is readable by its own user only', async () => {
    const spool = await openSpool(parent);
    const [directory] = fs.readdirSync(parent).map((name) => path.join(parent, name));
    expect(fs.statSync(directory!).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(directory!, 'body')).mode & 0o777).toBe(0o600);
    await spool.remove();
  });
});
