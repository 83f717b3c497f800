import type { Static } from 'typebox';
import type { AbsenceView } from '../../../src/modules/absences/absences.schemas.js';
import type { AdjustmentView } from '../../../src/modules/adjustments/adjustments.schemas.js';
import type {
  AcknowledgementView,
  PortalPeriodView,
  PortalSessionView,
} from '../../../src/modules/portal/portal.schemas.js';
import type { TimeEntryView } from '../../../src/modules/time-entries/time-entries.schemas.js';
import type { WorkdaySchema } from '../../../src/modules/workdays/workdays.schemas.js';
import { ProblemError, problemOf } from '../api.js';

/** The portal's calls to its own API (`/portal/api`): JSON in and out, problems as ProblemError. */

export type PortalSession = PortalSessionView;
export type Mark = TimeEntryView;
export type Workday = Static<typeof WorkdaySchema>;
export type Adjustment = AdjustmentView;
export type Absence = AbsenceView;
export type ClosedPeriod = PortalPeriodView;
export type Acknowledgement = AcknowledgementView;
export interface Location {
  latitude: number;
  longitude: number;
  accuracyMeters?: number;
}

let csrfToken = '';

/** Remembers the session's CSRF token, sent back on every change. */
export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

async function send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/portal/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ProblemError(0, 'network', 'network');
  }
  if (!response.ok) throw await problemOf(response);
  return response;
}

export async function portal<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A closed month's espelho PDF, with the SHA-256 (hex) of its bytes the server states (`Repr-Digest`). */
export async function fetchEspelho(
  periodId: string,
): Promise<{ blob: Blob; sha256: string | null; name: string }> {
  const response = await send('GET', `/periods/${periodId}/espelho.pdf`);
  const digest = /sha-256=:([A-Za-z0-9+/=]+):/.exec(response.headers.get('repr-digest') ?? '')?.[1];
  const sha256 = digest
    ? Array.from(atob(digest), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
    : null;
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'espelho.pdf';
  return { blob: await response.blob(), sha256, name };
}

/**
 * The browser's location, if the worker allows it (and it comes within 10 seconds); otherwise nothing, and
 * the mark or acknowledgement goes without it.
 */
export function currentLocation(): Promise<Location | undefined> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: Math.min(position.coords.accuracy, 100_000),
        }),
      () => resolve(undefined),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/** The instant of a wall-clock date and time in a time zone, as ISO 8601 UTC. */
export function instantIn(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
    return asUtc - instant;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}
