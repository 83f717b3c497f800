/**
 * Local dates and times in a named time zone, with `Intl` only (no bundled zone data). The dashboard shows and
 * accepts every time of a mark or an employee in that mark's or employee's zone, not the browser's nor the
 * tenant's (docs/dashboard.md, "Time zones").
 */

/** The zone's offset from UTC at an instant, in minutes (east positive: Manaus is -240). */
export function offsetMinutes(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallClockAsUtc - (instant - (instant % 1000))) / 60_000);
}

/** `+HH:MM` / `-HH:MM` for an offset in minutes. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * The instant of a local date `YYYY-MM-DD` and time `HH:MM` in a zone, as RFC 3339 with the offset the zone
 * has at that moment (not today's, nor at noon: a daylight-saving change between them would shift it by an
 * hour). A time skipped by a change forward is read with the offset after it.
 */
export function instantIn(date: string, time: string, zone: string): string {
  const wallClockAsUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset at a guess, then at the instant that guess gives: the second is right unless the wall-clock
  // time falls in a change's gap or overlap, where either offset names a real instant.
  const guess = offsetMinutes(zone, wallClockAsUtc);
  const offset = offsetMinutes(zone, wallClockAsUtc - guess * 60_000);
  return `${date}T${time}:00${offsetText(offset)}`;
}

/** The calendar date `YYYY-MM-DD` days after (or before) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The local date `YYYY-MM-DD` of an instant in a zone. */
export function localDate(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));
}

/** A zone's place as people name it: `America/Manaus` → `Manaus`, `America/Porto_Velho` → `Porto Velho`. */
export function placeOf(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}
