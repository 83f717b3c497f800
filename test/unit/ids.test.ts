import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';

describe('newId', () => {
  it('makes UUIDv7s that carry the time they were made', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(validate(id) && version(id)).toBe(7);
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(after + 1);
  });

  it('sorts ids made within one millisecond in the order they were made, across refills of the random pool', () => {
    const ids = Array.from({ length: 5000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draws fresh random bits for every id', () => {
    const tails = new Set(Array.from({ length: 1000 }, () => newId().slice(-12)));
    expect(tails.size).toBe(1000);
  });
});
