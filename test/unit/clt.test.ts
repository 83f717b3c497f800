import { describe, expect, it } from 'vitest';
import {
  computeDay,
  countedMinutes,
  type DayInput,
  NIGHT_FACTOR,
  restShortfallMinutes,
  splitOvertime,
} from '../../src/legal/clt.js';

const t = (hhmm: string, nextDay = false) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m! + (nextDay ? 24 * 60 : 0);
};
const OFFICE = [
  { start: t('08:00'), end: t('12:00') },
  { start: t('13:00'), end: t('17:00') },
];
const day = (marks: string[], scheduled = OFFICE, hasSchedule = true, options: Partial<DayInput> = {}) =>
  computeDay({
    scheduled,
    hasSchedule,
    marks: marks.map((m) => (m.endsWith('+') ? t(m.slice(0, -1), true) : t(m))),
    ...options,
  });
const NIGHT = [{ start: t('22:00'), end: t('05:00', true) }];
/** The identity every complete day outside the tolerance keeps (docs/espelho.md). */
const balanced = (r: ReturnType<typeof computeDay>) =>
  r.workedMinutes - r.scheduledMinutes === r.overtimeMinutes - r.lateMinutes - r.absenceMinutes;

describe('CLT day arithmetic', () => {
  it('the night factor is 60/52.5: 7 clock hours are 8 hours', () => {
    expect(NIGHT_FACTOR).toBeCloseTo(8 / 7, 12);
    expect(countedMinutes([{ start: t('22:00'), end: t('05:00', true) }])).toEqual({
      total: 480,
      night: 480,
    });
  });

  it('a day exactly on schedule', () => {
    expect(day(['08:00', '12:00', '13:00', '17:00'])).toEqual({
      scheduledMinutes: 480,
      workedMinutes: 480,
      nightMinutes: 0,
      overtimeMinutes: 0,
      lateMinutes: 0,
      absenceMinutes: 0,
      breakMinutes: 60,
      suppressedBreakMinutes: 0,
      flags: [],
    });
  });

  it('variations within 5 minutes per mark and 10 a day are ignored', () => {
    const result = day(['08:04', '12:00', '13:00', '17:03']);
    expect(result).toMatchObject({ workedMinutes: 479, lateMinutes: 0, overtimeMinutes: 0, flags: [] });
  });

  it('one mark 6 minutes late counts in full (Súmula 366)', () => {
    expect(day(['08:06', '12:00', '13:00', '17:00'])).toMatchObject({
      lateMinutes: 6,
      flags: ['tolerance_exceeded'],
    });
  });

  it('four marks within 5 minutes but 12 in the day: all 12 count', () => {
    expect(day(['08:04', '11:56', '13:04', '17:00'])).toMatchObject({ lateMinutes: 12, overtimeMinutes: 0 });
  });

  it('two hours of overtime, and the art. 59 limit past them', () => {
    expect(day(['08:00', '12:00', '13:00', '19:00'])).toMatchObject({
      overtimeMinutes: 120,
      workedMinutes: 600,
      flags: ['tolerance_exceeded'],
    });
    expect(day(['08:00', '12:00', '13:00', '19:30']).flags).toContain('overtime_over_limit');
  });

  it('a night shift across midnight in reduced hours, with the Súmula 60 extension past 05:00', () => {
    const night = [{ start: t('22:00'), end: t('05:00', true) }];
    expect(day(['22:00', '05:00+'], night)).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 480,
      nightMinutes: 480,
      overtimeMinutes: 0,
    });
    // 22:00–06:00: 8 clock hours, all night (the 05:00–06:00 extension too): 480 × 8/7 = 548.57 → 549.
    // Overtime in the same unit: 549 − 480 = 69 (the hour past 05:00 is a night hour, 60 × 8/7).
    expect(day(['22:00', '06:00+'], night)).toMatchObject({
      workedMinutes: 549,
      nightMinutes: 549,
      overtimeMinutes: 69,
    });
  });

  it('a mixed evening shift counts only its night part reduced', () => {
    // 18:00–23:00: 4 day hours + 1 night hour (60 × 8/7 = 68.57 → 69).
    expect(day(['18:00', '23:00'], [], false)).toMatchObject({ workedMinutes: 309, nightMinutes: 69 });
  });

  it('a break inside a full night still gets the extension', () => {
    const result = day(['22:00', '02:00+', '03:00+', '06:00+'], [], false);
    // Night clock: 22–02 (240) + 03–05 (120) + extension 05–06 (60) = 420 → 480.
    expect(result.nightMinutes).toBe(480);
    expect(result.breakMinutes).toBe(60);
  });

  it('a scheduled day without marks is an absence', () => {
    expect(day([])).toMatchObject({ absenceMinutes: 480, workedMinutes: 0, flags: ['absent'] });
    expect(day([], [])).toMatchObject({ absenceMinutes: 0, flags: [] });
  });

  it('an odd number of marks is incomplete and the open interval is not counted', () => {
    expect(day(['08:00', '12:00', '13:00'])).toMatchObject({
      workedMinutes: 240,
      flags: expect.arrayContaining(['incomplete']),
    });
  });

  it('without a schedule, the 8-hour norm decides overtime and missing time', () => {
    expect(day(['08:00', '12:00', '13:00', '18:00'], [], false)).toMatchObject({
      overtimeMinutes: 60,
      absenceMinutes: 0,
    });
    expect(day(['08:00', '12:00', '13:00', '16:00'], [], false)).toMatchObject({
      overtimeMinutes: 0,
      absenceMinutes: 60,
    });
  });

  it('flags a short break (under 1 h after 6 h of work) and a long one (over 2 h)', () => {
    expect(day(['08:00', '12:00', '12:30', '17:00']).flags).toContain('short_break');
    expect(day(['08:00', '12:00', '14:30', '17:00']).flags).toContain('long_break');
  });

  describe('night days: one unit (counted minutes) throughout (issue 32, item 7)', () => {
    it('marks 22:00–07:00 on a 22:00–05:00 schedule: overtime 137 = 617 − 480', () => {
      // 22:00–07:00 covers the whole night, so 05:00–07:00 is night too (Súmula 60 II): 540 night clock
      // minutes × 8/7 = 617.14 → 617 worked. Scheduled 420 × 8/7 = 480. The exit is 120 clock minutes
      // late, 137 counted ones: overtime 137, whichever the offsetting.
      for (const offsetting of ['daily_total', 'mark_by_mark'] as const) {
        const result = day(['22:00', '07:00+'], NIGHT, true, { offsetting });
        expect(result).toMatchObject({
          scheduledMinutes: 480,
          workedMinutes: 617,
          nightMinutes: 617,
          overtimeMinutes: 137,
          lateMinutes: 0,
          absenceMinutes: 0,
        });
        expect(balanced(result)).toBe(true);
      }
    });

    it('marks 23:00–07:00: 69 counted minutes late, mark by mark; the balance of 51, by the daily total', () => {
      // Not a whole night (from 23:00), so 05:00–07:00 is day time: worked 360 × 8/7 = 411.43 → 411, plus 120
      // = 531. Missed 22:00–23:00 of the schedule: 60 night clock minutes = 68.57 → 69 late. Overtime is what
      // the balance leaves: 531 − 480 + 69 = 120 (05:00–07:00, day minutes).
      const markByMark = day(['23:00', '07:00+'], NIGHT, true, { offsetting: 'mark_by_mark' });
      expect(markByMark).toMatchObject({
        workedMinutes: 531,
        scheduledMinutes: 480,
        lateMinutes: 69,
        overtimeMinutes: 120,
      });
      expect(balanced(markByMark)).toBe(true);
      const dailyTotal = day(['23:00', '07:00+'], NIGHT, true, { offsetting: 'daily_total' });
      expect(dailyTotal).toMatchObject({ lateMinutes: 0, overtimeMinutes: 51 });
      expect(balanced(dailyTotal)).toBe(true);
    });

    it('leaving a night shift early misses reduced minutes: 22:00–04:00 is 69 late', () => {
      // Worked 360 × 8/7 = 411; missed 04:00–05:00 = 60 × 8/7 = 68.57 → 69; 411 − 480 = −69.
      const result = day(['22:00', '04:00+'], NIGHT, true, { offsetting: 'mark_by_mark' });
      expect(result).toMatchObject({ workedMinutes: 411, lateMinutes: 69, overtimeMinutes: 0 });
      expect(balanced(result)).toBe(true);
    });
  });

  describe('offsetting of early and late marks (issue 32, item 9)', () => {
    // Back from lunch 20 minutes early (12:40), out 20 minutes early (16:40): 480 worked, 480 scheduled.
    const marks = ['08:00', '12:00', '12:40', '16:40'];
    it('the daily total (the default) offsets them: no overtime, no lateness', () => {
      expect(day(marks)).toMatchObject({
        workedMinutes: 480,
        overtimeMinutes: 0,
        lateMinutes: 0,
        flags: ['tolerance_exceeded', 'short_break'],
      });
    });
    it('mark by mark: 20 minutes of overtime and 20 late', () => {
      const result = day(marks, OFFICE, true, { offsetting: 'mark_by_mark' });
      expect(result).toMatchObject({ overtimeMinutes: 20, lateMinutes: 20 });
      expect(balanced(result)).toBe(true);
    });
  });

  describe('the suppressed part of a short break (art. 71 §4, issue 32, item 9)', () => {
    it('a 40-minute lunch after more than 6 hours suppressed 20 minutes', () => {
      expect(day(['08:00', '12:00', '12:40', '16:40'])).toMatchObject({
        breakMinutes: 40,
        suppressedBreakMinutes: 20,
      });
    });
    it('no break at all in 6 h 30 suppressed the whole hour; 5 hours need 15 minutes', () => {
      expect(day(['08:00', '14:30'], [], false)).toMatchObject({ suppressedBreakMinutes: 60 });
      expect(day(['08:00', '13:00'], [], false)).toMatchObject({
        suppressedBreakMinutes: 15,
        flags: expect.arrayContaining(['short_break']),
      });
      // Two breaks of 30 minutes: the longest is the break granted, 30 of 60 suppressed.
      expect(day(['08:00', '11:00', '11:30', '14:00', '14:30', '17:30'], [], false)).toMatchObject({
        breakMinutes: 60,
        suppressedBreakMinutes: 30,
      });
    });
    it('a break of the minimum or more suppresses nothing', () => {
      expect(day(['08:00', '12:00', '13:00', '17:00'])).toMatchObject({ suppressedBreakMinutes: 0 });
      expect(day(['08:00', '12:00'], [], false)).toMatchObject({ suppressedBreakMinutes: 0 });
    });
  });

  describe('an incomplete day (issue 32, item 10)', () => {
    it('counts its complete pairs and charges nothing until it is treated', () => {
      // 08:00–12:00 counted; the open 13:00 is not. Without the treatment: no absence of 240, no late.
      expect(day(['08:00', '12:00', '13:00'])).toEqual({
        scheduledMinutes: 480,
        workedMinutes: 240,
        nightMinutes: 0,
        overtimeMinutes: 0,
        lateMinutes: 0,
        absenceMinutes: 0,
        breakMinutes: 0,
        suppressedBreakMinutes: 0,
        flags: ['incomplete'],
      });
      expect(day(['08:00'], [], false)).toMatchObject({ absenceMinutes: 0, flags: ['incomplete'] });
    });
  });

  describe('holidays and the weekly rest', () => {
    it('every worked minute is overtime (at the rest-day rate), with no tolerance and no art. 59 flag', () => {
      const result = day(['08:00', '12:00', '13:00', '16:00'], [], true, { kind: 'paid_in_double' });
      expect(result).toMatchObject({
        scheduledMinutes: 0,
        workedMinutes: 420,
        overtimeMinutes: 420,
        flags: [],
      });
      expect(balanced(result)).toBe(true);
      expect(day(['08:00', '08:08'], [], true, { kind: 'paid_in_double' }).overtimeMinutes).toBe(8);
    });
    it('a day that owes nothing (a justified absence) counts the work and pays none of it', () => {
      expect(day(['08:00', '12:00'], [], true, { kind: 'owing_nothing' })).toMatchObject({
        workedMinutes: 240,
        overtimeMinutes: 0,
      });
    });
  });

  describe('overtime by rate bands (issue 32, item 11)', () => {
    it('one band puts everything at its rate', () => {
      expect(splitOvertime(137, [{ afterMinutes: 0, rate: 50 }])).toEqual({
        overtime50Minutes: 137,
        overtime100Minutes: 0,
      });
      expect(splitOvertime(420, [{ afterMinutes: 0, rate: 100 }])).toEqual({
        overtime50Minutes: 0,
        overtime100Minutes: 420,
      });
    });
    it('a collective agreement: the first 2 hours at 50%, the rest at 100%', () => {
      const bands = [
        { afterMinutes: 0, rate: 50 },
        { afterMinutes: 120, rate: 100 },
      ] as const;
      expect(splitOvertime(150, bands)).toEqual({ overtime50Minutes: 120, overtime100Minutes: 30 });
      expect(splitOvertime(90, bands)).toEqual({ overtime50Minutes: 90, overtime100Minutes: 0 });
      expect(splitOvertime(0, bands)).toEqual({ overtime50Minutes: 0, overtime100Minutes: 0 });
      // Bands may come back to a rate: 0–60 at 50%, 60–90 at 100%, from 90 at 50% again.
      expect(
        splitOvertime(100, [
          { afterMinutes: 0, rate: 50 },
          { afterMinutes: 60, rate: 100 },
          { afterMinutes: 90, rate: 50 },
        ]),
      ).toEqual({ overtime50Minutes: 70, overtime100Minutes: 30 });
    });
  });

  describe('the rest between shifts (art. 66, issue 32, item 8)', () => {
    it('is short of 11 hours by what it lacks', () => {
      // Out at 23:00, in at 07:00: 8 hours of rest, 3 hours short.
      expect(restShortfallMinutes(8 * 60)).toBe(180);
      expect(restShortfallMinutes(11 * 60 - 1)).toBe(1);
      expect(restShortfallMinutes(11 * 60)).toBe(0);
      expect(restShortfallMinutes(15 * 60)).toBe(0);
    });
  });
});
