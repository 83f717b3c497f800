import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/platform/rate-limit.js';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, key) => expect(addressKey(ip)).toBe(key));
});
