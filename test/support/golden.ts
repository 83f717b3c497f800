import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const GOLDEN_DIR = path.resolve(import.meta.dirname, '../golden');

/**
 * Compares bytes with a file checked in under test/golden. `UPDATE_GOLDEN=1` rewrites the file instead: do it
 * only on purpose, and read the diff as a reviewer would, byte by byte.
 */
export function expectGolden(name: string, bytes: Buffer): void {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.CI) throw new Error(`golden file ${name} is missing`);
    writeFileSync(file, bytes);
  }
  const expected = readFileSync(file);
  expect(bytes.equals(expected), `${name} differs from its golden file`).toBe(true);
}
