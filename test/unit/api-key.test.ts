import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, parseApiKey } from '../../src/platform/auth/api-key.js';

describe('API key format', () => {
  it('live and test keys: prefix, 32 random base62 characters, 6-character checksum', () => {
    const live = generateApiKey('live');
    const test = generateApiKey('test');
    expect(live.value).toMatch(/^pontual_sk_[0-9A-Za-z]{38}$/);
    expect(test.value).toMatch(/^pontual_test_[0-9A-Za-z]{38}$/);
    expect(parseApiKey(live.value)).toBe('live');
    expect(parseApiKey(test.value)).toBe('test');
    expect(live.hint).toBe(`pontual_sk_…${live.value.slice(-4)}`);
    expect(live.hash).toBe(createHash('sha256').update(live.value).digest('hex'));
    expect(hashApiKey(live.value)).toBe(live.hash);
  });

  it('any changed character fails the checksum', () => {
    const { value } = generateApiKey('live');
    for (let i = 'pontual_sk_'.length; i < value.length; i++) {
      const swapped = value.slice(0, i) + (value[i] === 'a' ? 'b' : 'a') + value.slice(i + 1);
      expect(parseApiKey(swapped), `position ${i}`).toBeNull();
    }
  });

  it('rejects other shapes', () => {
    for (const value of [
      '',
      'pontual_sk_',
      'sk_live_abc',
      `pontual_sk_${'a'.repeat(38)}`,
      `pontual_live_${'a'.repeat(38)}`,
    ]) {
      expect(parseApiKey(value)).toBeNull();
    }
  });

  it('keys do not repeat', () => {
    const values = new Set(Array.from({ length: 1000 }, () => generateApiKey('live').value));
    expect(values.size).toBe(1000);
  });
});
