import { describe, expect, it } from 'vitest';
import {
  CYCLE_PRESETS,
  cyclePattern,
  formatDay,
  parseCycle,
  parseDay,
  parseWeek,
} from '../../web/src/schedule-text.js';

const blankWeek = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };

describe('the dashboard schedule text', () => {
  it('reads intervals separated by commas, with a hyphen or an en dash and any spacing', () => {
    expect(parseDay('08:00-12:00, 13:00 – 17:00')).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(parseDay('22:00–06:00')).toEqual([{ start: '22:00', end: '06:00' }]);
    expect(parseDay('  ')).toEqual([]);
    expect(parseDay('08:00-12:00,')).toEqual([{ start: '08:00', end: '12:00' }]);
  });

  it('refuses what is not an interval', () => {
    for (const text of ['8:00-12:00', '08:00', '08:00-24:00', '08:60-09:00', '08:00 12:00', 'manhã']) {
      expect(parseDay(text), text).toBeNull();
    }
  });

  it('writes a day back as it reads it', () => {
    const intervals = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    expect(formatDay(intervals)).toBe('08:00–12:00, 13:00–17:00');
    expect(parseDay(formatDay(intervals))).toEqual(intervals);
    expect(formatDay(undefined)).toBe('');
  });

  it('a week leaves days off out, is null when empty, and names the unreadable days', () => {
    expect(parseWeek({ ...blankWeek, mon: '08:00-12:00', fri: '22:00-06:00' })).toEqual({
      schedule: { mon: [{ start: '08:00', end: '12:00' }], fri: [{ start: '22:00', end: '06:00' }] },
    });
    expect(parseWeek(blankWeek)).toEqual({ schedule: null });
    expect(parseWeek({ ...blankWeek, tue: 'x', sun: '9-5' })).toEqual({ unreadable: ['tue', 'sun'] });
  });

  it('a cycle is its start and one day a field, blank days off; the unreadable days are named by index', () => {
    // The 12x36 preset by night: day 1 the 19:00–07:00 shift, day 2 off.
    expect(parseCycle('2026-11-09', ['19:00-07:00', ''])).toEqual({
      schedule: { type: 'cycle', startsOn: '2026-11-09', days: [[{ start: '19:00', end: '07:00' }], []] },
    });
    expect(parseCycle('2026-11-09', ['07:00-19:00', 'x', '', '9-5'])).toEqual({ unreadable: [1, 3] });
    // The presets read back: 24x72 is four days, the first two 12-hour intervals; 6x1 is six of 7 h 20 and one off.
    const twentyFour = parseCycle('2026-11-09', CYCLE_PRESETS['24x72']);
    expect(twentyFour).toEqual({
      schedule: {
        type: 'cycle',
        startsOn: '2026-11-09',
        days: [
          [
            { start: '07:00', end: '19:00' },
            { start: '19:00', end: '07:00' },
          ],
          [],
          [],
          [],
        ],
      },
    });
    const sixOne = parseCycle('2026-11-09', CYCLE_PRESETS['6x1']);
    expect('schedule' in sixOne && sixOne.schedule.days.map((day) => day.length)).toEqual([
      2, 2, 2, 2, 2, 2, 0,
    ]);
  });

  it('tells a cycle from a week', () => {
    const cycle = { type: 'cycle' as const, startsOn: '2026-11-09', days: [[], []] };
    expect(cyclePattern(cycle)).toBe(cycle);
    expect(cyclePattern({ mon: [] })).toBeUndefined();
    expect(cyclePattern(null)).toBeUndefined();
  });
});
