import i18n from './i18n.js';

/** A date-time in the interface's language and a time zone (the tenant's, or a mark's or employee's). */
export function formatInstant(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** Minutes as `h:mm` (the espelho's way of writing durations). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** `HH:MM` of an instant in a time zone. */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** Today's date `YYYY-MM-DD` in a time zone. */
export function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/** Day and month of an instant in a zone (`21/11` in pt-BR), beside a time that is not on the day shown. */
export function formatDayMonth(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** A CPF the Brazilian way: 529.982.247-25 (anything but 11 digits is shown as it is). */
export function formatCpf(cpf: string | null): string {
  if (!cpf) return '';
  return /^\d{11}$/.test(cpf) ? cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : cpf;
}

/**
 * A calendar date `YYYY-MM-DD` the interface's way, with its weekday (`seg., 23/11/2026` in pt-BR) or, for
 * the ends of a range, without (`23/11/2026`).
 */
export function formatDate(date: string, { weekday = true } = {}): string {
  return new Intl.DateTimeFormat(i18n.language, {
    ...(weekday ? { weekday: 'short' as const } : {}),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
