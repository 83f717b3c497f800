import { describe, expect, it } from 'vitest';
import { computeDay, countedMinutes, NIGHT_FACTOR } from '../../src/legal/clt.js';

const t = (hhmm: string, nextDay = false) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m! + (nextDay ? 24 * 60 : 0);
};
const OFFICE = [
  { start: t('08:00'), end: t('12:00') },
  { start: t('13:00'), end: t('17:00') },
];
const day = (marks: string[], scheduled = OFFICE, hasSchedule = true) =>
  computeDay({
    scheduled,
    hasSchedule,
    marks: marks.map((m) => (m.endsWith('+') ? t(m.slice(0, -1), true) : t(m))),
  });

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
    expect(day(['22:00', '06:00+'], night)).toMatchObject({
      workedMinutes: 549,
      nightMinutes: 549,
      overtimeMinutes: 60,
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
});
