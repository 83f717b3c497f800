import { describe, expect, it } from 'vitest';
import { amountCells } from '../../src/modules/reports/espelho-pdf.js';
import { dayOccurrences } from '../../src/modules/reports/espelho-words.js';

describe('the PDF espelho’s amount columns (issue 32, items 7–11)', () => {
  it('a day line shows worked, night, overtime at 50% and 100%, late, absence, suppressed break and rest shortfall', () => {
    // Marks 22:00–07:00 on a 22:00–05:00 schedule (617 worked, 137 overtime), 2 hours short of rest.
    expect(
      amountCells({
        workedMinutes: 617,
        nightMinutes: 617,
        overtime50Minutes: 137,
        overtime100Minutes: 0,
        lateMinutes: 0,
        absenceMinutes: 0,
        suppressedBreakMinutes: 20,
        restShortfallMinutes: 120,
      }),
    ).toEqual(['10:17', '10:17', '2:17', '0:00', '0:00', '0:00', '0:20', '2:00']);
  });

  it('names the short rest among the occurrences', () => {
    expect(dayOccurrences({ absence: null, flags: ['tolerance_exceeded', 'short_rest'] })).toBe(
      'fora da tolerância, interjornada < 11h',
    );
  });
});
