import { describe, expect, it } from 'vitest';
import { addDays, instantIn, localDate, offsetMinutes, placeOf } from '../../web/src/zones.js';

describe("the dashboard's local times in a zone", () => {
  it('reads a local time with the offset the zone has at that moment', () => {
    // A Manaus employee's forgotten mark filed at 12:00 is 16:00Z, not 15:00Z (São Paulo's offset).
    expect(instantIn('2026-11-20', '12:00', 'America/Manaus')).toBe('2026-11-20T12:00:00-04:00');
    expect(Date.parse(instantIn('2026-11-20', '12:00', 'America/Manaus'))).toBe(
      Date.parse('2026-11-20T16:00:00Z'),
    );
    expect(instantIn('2026-11-20', '12:00', 'America/Sao_Paulo')).toBe('2026-11-20T12:00:00-03:00');
    expect(instantIn('2026-11-20', '08:30', 'America/Noronha')).toBe('2026-11-20T08:30:00-02:00');
    expect(instantIn('2026-11-20', '23:59', 'Asia/Kolkata')).toBe('2026-11-20T23:59:00+05:30');
    expect(instantIn('2026-11-20', '00:00', 'UTC')).toBe('2026-11-20T00:00:00+00:00');
  });

  it('follows daylight saving time as it was on the date', () => {
    // São Paulo kept summer time until 2019: -02:00 in January 2018, -03:00 in July.
    expect(instantIn('2018-01-15', '12:00', 'America/Sao_Paulo')).toBe('2018-01-15T12:00:00-02:00');
    expect(instantIn('2018-07-15', '12:00', 'America/Sao_Paulo')).toBe('2018-07-15T12:00:00-03:00');
    // New York the night of its 2026 change forward (02:00 became 03:00 on 8 March).
    expect(instantIn('2026-03-08', '01:30', 'America/New_York')).toBe('2026-03-08T01:30:00-05:00');
    expect(instantIn('2026-03-08', '03:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
  });

  it('gives offsets, local dates, day arithmetic and place names', () => {
    expect(offsetMinutes('America/Manaus', Date.parse('2026-11-20T16:00:00Z'))).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', Date.parse('2026-11-20T16:00:00.500Z'))).toBe(330);
    // 02:30Z on the 21st is still the 20th in Manaus.
    expect(localDate('2026-11-21T02:30:00Z', 'America/Manaus')).toBe('2026-11-20');
    expect(localDate('2026-11-21T02:30:00Z', 'UTC')).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(placeOf('America/Manaus')).toBe('Manaus');
    expect(placeOf('America/Porto_Velho')).toBe('Porto Velho');
    expect(placeOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(placeOf('UTC')).toBe('UTC');
  });
});
