import { describe, expect, it } from 'vitest';
import { csvLines, neutralisedCell } from '../../src/platform/csv.js';

describe('CSV cells', () => {
  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '\n=1+1'])(
    'a text cell starting a formula (%j) starts with a quote',
    (text) => expect(neutralisedCell(text)).toBe(`'${text}`),
  );

  it('leaves other text, numbers (negative ones too) and empty cells as they are', () => {
    expect(neutralisedCell('Ana = Souza')).toBe('Ana = Souza');
    expect(neutralisedCell('08:00E 12:00S')).toBe('08:00E 12:00S');
    expect(neutralisedCell(-30)).toBe(-30);
    expect(neutralisedCell(null)).toBeNull();
    expect(csvLines([['-2+3', -2, 'a,b', null]])).toBe(`'-2+3,-2,"a,b",\n`);
  });
});
