import { describe, expect, it } from 'vitest';
import { formatDay, parseDay, parseWeek } from '../../web/src/schedule-text.js';

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
});
