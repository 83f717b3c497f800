/**
 * Every scope a key can hold: the spec's seven plus Pontual's adjustment, audit, calendar and absence scopes, and
 * `reports:write` (the espelho's policy).
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
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
