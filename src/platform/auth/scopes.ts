/**
 * Every scope a key can hold: the spec's seven plus Pontual's adjustment, audit, calendar and absence scopes,
 * `reports:write` (the espelho's policy), and the time bank's and period close's (docs/time-bank.md).
 */
export const SCOPES = [
  'time-entries:read',
  'time-entries:write',
  'employees:read',
  'employees:write',
  'reports:read',
  'reports:write',
  'webhooks:read',
  'webhooks:write',
  'adjustments:read',
  'adjustments:write',
  'adjustments:approve',
  'audit-log:read',
  'calendar:read',
  'calendar:write',
  'absences:read',
  'absences:write',
  'absences:approve',
  'time-bank:read',
  'time-bank:write',
  'periods:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
