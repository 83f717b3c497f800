import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
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

  /** The instants (ms) at which a zone's offset changes between `from` and `to`, found with Luxon. */
  function transitions(zone: string, from: number, to: number): number[] {
    const luxon = IANAZone.create(zone);
    const step = 12 * 60 * 60_000;
    const found: number[] = [];
    for (let at = from; at < to; at += step) {
      const before = luxon.offset(at);
      if (luxon.offset(at + step) === before) continue;
      let [first, last] = [at, at + step];
      while (last - first > 1) {
        const middle = Math.floor((first + last) / 2);
        if (luxon.offset(middle) === before) first = middle;
        else last = middle;
      }
      found.push(last);
    }
    return found;
  }

  const expectLuxon = (clock: LocalClock, zone: string, at: number) => {
    const expected = DateTime.fromMillis(at, { zone });
    const parts = clock.parts(at);
    expect(
      [parts.date, parts.hour, parts.minute, parts.offsetMinutes],
      `${zone} at ${new Date(at).toISOString()}`,
    ).toEqual([expected.toISODate(), expected.hour, expected.minute, expected.offset]);
  };

  // Changes at :30 UTC (St_Johns, Adelaide), by 30 minutes (Lord_Howe), and two ordinary zones.
  it.each([
    'America/St_Johns',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'America/Sao_Paulo',
    'Europe/Berlin',
  ])('agrees with Luxon in %s on every minute around each change of offset, and at any instant', (zone) => {
    const changes = transitions(zone, Date.UTC(2005, 0, 1), Date.UTC(2030, 0, 1));
    expect(changes.length).toBeGreaterThan(10);
    const clock = LocalClock.for(zone);
    // In time order, so the first instant asked in the hour of a change is before the change.
    for (const change of changes) {
      for (let at = change - 90 * 60_000; at <= change + 90 * 60_000; at += 60_000) {
        expectLuxon(clock, zone, at);
      }
      for (const at of [change - 1, change, change + 1]) expectLuxon(clock, zone, at);
    }
    const nearChange = fc
      .constantFrom(...changes)
      .chain((change) => fc.integer({ min: change - 2 * 60 * 60_000, max: change + 2 * 60 * 60_000 }));
    const anywhere = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(fc.oneof(nearChange, anywhere), (at) => expectLuxon(clock, zone, at)),
      { numRuns: 2000 },
    );
  });

  it('formats offsets as ±hhmm and adds days across months', () => {
    expect(LocalClock.offsetText(-180)).toBe('-0300');
    expect(LocalClock.offsetText(330)).toBe('+0530');
  });
});

describe('LocalClock.midnight', () => {
  it.each([
    'America/Sao_Paulo',
    'America/Santiago',
    'America/Havana',
    'America/St_Johns',
    'Australia/Lord_Howe',
  ])('%s: the first instant of every day 2000–2030, DST days included (checked with Luxon)', (zone) => {
    const clock = LocalClock.for(zone);
    const dateOf = (at: number) => DateTime.fromMillis(at, { zone }).toISODate();
    for (let day = DateTime.fromISO('2000-01-01', { zone }); day.year <= 2030; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      const midnight = clock.midnight(date);
      // Of that date, and the millisecond before is of the day before. (Luxon's own startOf('day') takes the
      // later of two midnights where the clocks went back over one, as in Havana on 2000-10-29.)
      expect(dateOf(midnight), `${zone} ${date}`).toBe(date);
      expect(dateOf(midnight - 1), `${zone} ${date}`).toBe(day.minus({ days: 1 }).toISODate());
    }
  });
});
