import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfDayNumber,
  datesBetween,
  dayNumber,
  daysInRange,
  parseDate,
  parseInstant,
} from '../../src/platform/dates.js';

describe('parseDate', () => {
  it.each([
    ['1970-01-01', 0],
    ['2000-02-29', 11016],
    ['2026-11-25', 20782],
    ['0000-01-01', -719528],
    ['9999-12-31', 2932896],
  ])('%s is day %i', (date, day) => expect(parseDate(date)).toBe(day));

  it.each(['1900-02-29', '2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00'])(
    '%s is not on the calendar',
    (date) => expect(parseDate(date)).toBeUndefined(),
  );

  it.each([
    '2026-1-01',
    '+002026-01-01',
    '26-01-01',
    '2026/01/01',
    ' 2026-01-01',
    '2026-01-01T00:00:00Z',
    '',
  ])('%j is not a date', (text) => expect(parseDate(text)).toBeUndefined());

  it('agrees with Date for every day of years 1–9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const date = d.toISOString().slice(0, 10);
          expect(parseDate(date)).toBe(Math.floor(d.getTime() / 86_400_000));
          expect(dateOfDayNumber(parseDate(date)!)).toBe(date);
        },
      ),
      { seed: 33, numRuns: 500 },
    );
  });
});

describe('parseInstant', () => {
  it.each([
    ['2026-11-20T08:00:00-03:00', Date.UTC(2026, 10, 20, 11)],
    ['2026-11-20t08:00:00z', Date.UTC(2026, 10, 20, 8)],
    ['2026-11-20T08:00:00.123456789+05:45', Date.UTC(2026, 10, 20, 2, 15, 0, 123)],
    ['2026-11-20T00:30:00+23:59', Date.UTC(2026, 10, 19, 0, 31)],
  ])('%s', (text, epochMs) => expect(parseInstant(text)).toBe(epochMs));

  it.each([
    '2016-12-31T23:59:60Z',
    '2026-11-20T24:00:00Z',
    '2026-11-20T08:60:00Z',
    '2026-11-20T08:00:00+24:00',
    '2026-11-20T08:00:00-03:60',
    '2026-11-20T08:00:00',
    '2026-11-20T08:00Z',
    '2026-11-20 08:00:00Z',
    '2026-02-30T08:00:00Z',
    '2026-11-20T08:00:00+0300',
    '2026-11-20T08:00:00.Z',
  ])('%s is refused', (text) => expect(parseInstant(text)).toBeUndefined());

  it('agrees with Date.parse on every ISO string Date writes for years 0–9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (d) => {
          expect(parseInstant(d.toISOString())).toBe(d.getTime());
        },
      ),
      { seed: 33, numRuns: 500 },
    );
  });
});

describe('walking days', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2099-12-31', 1)).toBe('2100-01-01');
    expect(dayNumber('2100-03-01') - dayNumber('2100-02-28')).toBe(1);
  });

  it('lists every date of a range once, none for a reversed one, even at year 9999', () => {
    expect([...datesBetween('2028-02-27', '2028-03-01')]).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect([...datesBetween('2026-11-02', '2026-11-01')]).toEqual([]);
    expect([...datesBetween('9999-12-30', '9999-12-31')]).toEqual(['9999-12-30', '9999-12-31']);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2026-01-02', '2026-01-01')).toBe(0);
  });
});
