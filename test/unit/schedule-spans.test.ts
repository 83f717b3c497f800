import { describe, expect, it } from 'vitest';
import { type ScheduleHistory, spansBetween } from '../../src/modules/employees/schedule.js';
import { contractSchedules } from '../../src/modules/reports/espelho-pdf.js';

const OFFICE = { mon: [{ start: '08:00', end: '17:00' }], fri: [{ start: '08:00', end: '12:00' }] };
const TWELVE_36 = {
  type: 'cycle' as const,
  startsOn: '2026-11-12',
  days: [[{ start: '19:00', end: '07:00' }], []],
};
const history: ScheduleHistory = [
  { effectiveFrom: '2026-10-01', schedule: null },
  { effectiveFrom: '2026-11-02', schedule: OFFICE },
  { effectiveFrom: '2026-11-12', schedule: TWELVE_36 },
];

describe('the schedule versions of a period', () => {
  it('each version in force, with the days of the period it governs', () => {
    // November 2026: the office version from the 2nd (the period's 1st is the one before, null); the cycle from
    // the 12th, so the office version ends on the 11th; the cycle runs to the period's end, the 30th.
    expect(spansBetween(history, '2026-11-01', '2026-11-30')).toEqual([
      { from: '2026-11-01', to: '2026-11-01', schedule: null },
      { from: '2026-11-02', to: '2026-11-11', schedule: OFFICE },
      { from: '2026-11-12', to: '2026-11-30', schedule: TWELVE_36 },
    ]);
    // 5–11 November: only the office version, cut to the period on both sides.
    expect(spansBetween(history, '2026-11-05', '2026-11-11')).toEqual([
      { from: '2026-11-05', to: '2026-11-11', schedule: OFFICE },
    ]);
    // A period before the first version is governed by it (docs/calendar.md, "Versions").
    expect(spansBetween(history, '2026-09-01', '2026-09-30')).toEqual([
      { from: '2026-09-01', to: '2026-09-30', schedule: null },
    ]);
    expect(spansBetween([], '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('the espelho header prints each with its dates; a cycle as its pattern and start date', () => {
    expect(contractSchedules(spansBetween(history, '2026-11-01', '2026-11-30'))).toEqual([
      '01/11/2026 a 01/11/2026: sem horário contratual (jornada de 8 h como referência)',
      '02/11/2026 a 11/11/2026: seg 08:00–17:00; sex 08:00–12:00',
      '12/11/2026 a 30/11/2026: ciclo de 2 dias desde 12/11/2026: dia 1 19:00–07:00; dia 2 folga',
    ]);
    expect(contractSchedules([])).toEqual(['sem horário contratual (jornada de 8 h como referência)']);
  });
});
