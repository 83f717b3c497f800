import { useQuery } from '@tanstack/react-query';
import { portal } from './portal-api.js';

/** A read of the portal's API. */
export function usePortal<T>(path: string) {
  return useQuery({ queryKey: ['portal', path], queryFn: () => portal<T>('GET', path) });
}

/** The date `days` before `date` (`YYYY-MM-DD`). */
export function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
