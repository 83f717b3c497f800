/**
 * Brazil's national holidays, known for every year without configuration (docs/calendar.md): the fixed dates of
 * Lei 662/1949 and Lei 6.802/1980, Good Friday from the date of Easter, and Consciência Negra (20 November) from
 * 2024 on (Lei 14.759/2023). Carnival and Corpus Christi are optional points ("pontos facultativos"), not
 * holidays: a tenant that observes them adds them as its own.
 */

export interface NationalHoliday {
  /** `YYYY-MM-DD`. */
  date: string;
  name: string;
}

const FIXED: { month: number; day: number; name: string; since?: number }[] = [
  { month: 1, day: 1, name: 'Confraternização Universal' },
  { month: 4, day: 21, name: 'Tiradentes' },
  { month: 5, day: 1, name: 'Dia do Trabalho' },
  { month: 9, day: 7, name: 'Independência do Brasil' },
  { month: 10, day: 12, name: 'Nossa Senhora Aparecida' },
  { month: 11, day: 2, name: 'Finados' },
  { month: 11, day: 15, name: 'Proclamação da República' },
  { month: 11, day: 20, name: 'Dia Nacional de Zumbi e da Consciência Negra', since: 2024 },
  { month: 12, day: 25, name: 'Natal' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Easter Sunday of a Gregorian year as `[month, day]`: the anonymous Gregorian algorithm (Meeus/Jones/Butcher),
 * exact for every Gregorian year.
 */
export function easterSunday(year: number): [month: number, day: number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** The national holidays of a year, in date order. */
export function nationalHolidays(year: number): NationalHoliday[] {
  const [easterMonth, easterDay] = easterSunday(year);
  const goodFriday = new Date(Date.UTC(year, easterMonth - 1, easterDay - 2));
  const holidays = FIXED.filter((holiday) => holiday.since === undefined || year >= holiday.since).map(
    (holiday) => ({ date: `${year}-${pad(holiday.month)}-${pad(holiday.day)}`, name: holiday.name }),
  );
  holidays.push({
    date: goodFriday.toISOString().slice(0, 10),
    name: 'Paixão de Cristo (Sexta-feira Santa)',
  });
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}
