import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { LocalClock } from '../../src/platform/local-time.js';

describe('LocalClock', () => {
  it.each([
    'America/Sao_Paulo',
    'America/Manaus',
    'America/Noronha',
    'America/New_York',
    'Europe/Lisbon',
    'Asia/Kolkata',
  ])('agrees with Luxon in %s, across DST changes, minute by minute over a year', (zone) => {
    const clock = LocalClock.for(zone);
    for (let at = Date.UTC(2018, 10, 1); at < Date.UTC(2019, 11, 1); at += 37 * 60_000 + 13_000) {
      const expected = DateTime.fromMillis(at, { zone });
      const parts = clock.parts(at);
      expect(parts.date).toBe(expected.toISODate());
      expect([parts.hour, parts.minute, parts.offsetMinutes]).toEqual([
        expected.hour,
        expected.minute,
        expected.offset,
      ]);
    }
  });

  it('formats offsets as ±hhmm and adds days across months', () => {
    expect(LocalClock.offsetText(-180)).toBe('-0300');
    expect(LocalClock.offsetText(330)).toBe('+0530');
  });
});
