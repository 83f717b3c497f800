import { describe, expect, it } from 'vitest';
import { chunks } from '../../src/platform/chunks.js';

describe('chunks', () => {
  it('splits in order into parts of the size, the last one shorter; nothing for nothing', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2], 5)).toEqual([[1, 2]]);
    expect(chunks([], 3)).toEqual([]);
  });

  it('refuses a size below 1, which would never end', () => {
    for (const size of [0, -1, 0.5]) expect(() => chunks([1], size)).toThrow(RangeError);
  });
});
