import i18n from './i18n.js';

/** A date-time in the interface's language and the tenant's time zone. */
export function formatInstant(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
