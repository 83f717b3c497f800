import { describe, expect, it } from 'vitest';
import { easterSunday, nationalHolidays } from '../../src/legal/holidays.js';

/** Easter Sunday, 2000–2030, from the published ecclesiastical tables. */
const EASTER: Record<number, string> = {
  2000: '04-23',
  2001: '04-15',
  2002: '03-31',
  2003: '04-20',
  2004: '04-11',
  2005: '03-27',
  2006: '04-16',
  2007: '04-08',
  2008: '03-23',
  2009: '04-12',
  2010: '04-04',
  2011: '04-24',
  2012: '04-08',
  2013: '03-31',
  2014: '04-20',
  2015: '04-05',
  2016: '03-27',
  2017: '04-16',
  2018: '04-01',
  2019: '04-21',
  2020: '04-12',
  2021: '04-04',
  2022: '04-17',
  2023: '04-09',
  2024: '03-31',
  2025: '04-20',
  2026: '04-05',
  2027: '03-28',
  2028: '04-16',
  2029: '04-01',
  2030: '04-21',
};

describe('national holidays', () => {
  it.each(Object.entries(EASTER))('Easter %s is on %s', (year, monthDay) => {
    const [month, day] = easterSunday(Number(year));
    expect(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(monthDay);
  });

  it('2026: the nine fixed dates and Good Friday (3 April), in order', () => {
    expect(nationalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Confraternização Universal' },
      { date: '2026-04-03', name: 'Paixão de Cristo (Sexta-feira Santa)' },
      { date: '2026-04-21', name: 'Tiradentes' },
      { date: '2026-05-01', name: 'Dia do Trabalho' },
      { date: '2026-09-07', name: 'Independência do Brasil' },
      { date: '2026-10-12', name: 'Nossa Senhora Aparecida' },
      { date: '2026-11-02', name: 'Finados' },
      { date: '2026-11-15', name: 'Proclamação da República' },
      { date: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { date: '2026-12-25', name: 'Natal' },
    ]);
  });

  it('Good Friday of 2025 and 2027; Good Friday in March when Easter is early', () => {
    const goodFriday = (year: number) =>
      nationalHolidays(year).find((h) => h.name.startsWith('Paixão'))?.date;
    expect(goodFriday(2025)).toBe('2025-04-18');
    expect(goodFriday(2027)).toBe('2027-03-26');
    expect(goodFriday(2008)).toBe('2008-03-21');
  });

  it('Consciência Negra is national from 2024 (Lei 14.759/2023), not before; no Carnival or Corpus Christi', () => {
    expect(nationalHolidays(2023).map((h) => h.date)).not.toContain('2023-11-20');
    expect(nationalHolidays(2024).map((h) => h.date)).toContain('2024-11-20');
    expect(nationalHolidays(2023)).toHaveLength(9);
    expect(
      nationalHolidays(2026)
        .map((h) => h.name)
        .join(),
    ).not.toMatch(/Carnaval|Corpus/);
  });
});
