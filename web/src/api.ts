import type { Static } from 'typebox';
import type { DeliverySchema } from '../../src/modules/webhooks/webhooks.schemas.js';
import type { ReportDay as Day, Totals } from '../../src/modules/reports/period.js';
import type { HolidayView } from '../../src/modules/holidays/holidays.schemas.js';
import type { WorkdayView } from '../../src/modules/workdays/workdays.schemas.js';
import type { TimeBankEntryView, TimeBankLedgerView } from '../../src/modules/time-bank/time-bank.schemas.js';

/** The dashboard's calls to its own API (`/dashboard/api`): JSON in and out, problems as ProblemError. */

/** One field's error: the API's English `message`, and a `reason` (with `params`) to translate it by. */
export interface FieldError {
  field: string;
  message: string;
  reason?: string;
  params?: Record<string, string | number>;
}

/** An RFC 9457 problem answer, with the fields it blames. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    /** Why a 409 happened, for translation, and the values its message names. */
    readonly reason?: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }

  /**
   * The message for one field, or for something inside it (`schedule.mon` gets `schedule.mon.0`'s). The API
   * names body fields like `/name`, `name` or `/schedule/mon/0`.
   */
  forField(field: string): string | undefined {
    return this.fieldError(field)?.message;
  }

  /** The error of one field, or of something inside it, as `forField` finds it. */
  fieldError(field: string): FieldError | undefined {
    const path = (name: string) => name.replace(/^\//, '').replaceAll('/', '.');
    return this.errors.find((e) => path(e.field) === field || path(e.field).startsWith(`${field}.`));
  }
}

let csrfToken = '';

/** Remembers the session's CSRF token, sent back on every change. */
export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(`/dashboard/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken }),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ProblemError(0, 'network', 'network');
  }
  if (!response.ok) throw await problemOf(response);
  return response;
}

export async function problemOf(response: Response): Promise<ProblemError> {
  const problem = ((await response.json().catch(() => null)) ?? {}) as {
    code?: string;
    detail?: string;
    errors?: FieldError[];
    reason?: string;
    params?: Record<string, string | number>;
  };
  return new ProblemError(
    response.status,
    problem.code ?? 'error',
    problem.detail ?? response.statusText,
    problem.errors ?? [],
    problem.reason,
    problem.params,
  );
}

/** A call to the dashboard's own routes (session, keys, users, company). */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A call to the dashboard's own routes that act in one environment (the signing certificate). */
export async function apiIn<T>(
  environment: Environment,
  method: Method,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await send(method, path, body, { 'pontual-environment': environment });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A call to the API itself, through the dashboard's mirror of `/v1`, in the environment of the switch. */
export async function v1<T>(
  environment: Environment,
  method: Method,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await send(method, `/v1${path}`, body, { 'pontual-environment': environment });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A page of a list from the API, and the cursor of the next page (its `Link: rel="next"`), null on the last. */
export async function v1Page<T>(
  environment: Environment,
  path: string,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const response = await send('GET', `/v1${path}`, undefined, { 'pontual-environment': environment });
  // The link is relative, or absolute under PONTUAL_PUBLIC_URL: only its cursor matters here.
  const link = /<([^>]*)>\s*;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  const nextCursor = link ? new URL(link, window.location.origin).searchParams.get('cursor') : null;
  return { items: (await response.json()) as T[], nextCursor };
}

/** The admin invites an employee to the workers' portal: the one-time link to hand over (docs/portal.md). */
export async function inviteToPortal(
  environment: Environment,
  employeeId: string,
): Promise<{ url: string; expiresAt: string }> {
  const response = await send('POST', `/employees/${employeeId}/portal-invitation`, undefined, {
    'pontual-environment': environment,
  });
  return (await response.json()) as { url: string; expiresAt: string };
}

/** Downloads a file from the API (reports, legal files) under the name the server gives it. */
/**
 * The name a download is saved as, as a browser picks it from `Content-Disposition`: the UTF-8 `filename*`
 * (RFC 6266) when there is one (an espelho: the employee's name as written), else `filename`.
 */
export function downloadName(disposition: string): string {
  const utf8 = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding: the ASCII name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
}

export async function download(environment: Environment, path: string): Promise<void> {
  const response = await send('GET', `/v1${path}`, undefined, { 'pontual-environment': environment });
  const name = downloadName(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type { AcknowledgementView as EspelhoAcknowledgement } from '../../src/modules/portal/portal.schemas.js';

export type Environment = 'live' | 'test';
export type Role = 'admin' | 'viewer';

export interface Session {
  user: { id: string; email: string; role: Role; cpf: string | null };
  tenant: { id: string; name: string; timezone: string };
  csrfToken: string;
}

export interface ApiKey {
  id: string;
  name: string;
  environment: Environment;
  hint: string;
  scopes: string[];
  status: 'active' | 'expired' | 'revoked';
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface User {
  id: string;
  email: string;
  role: Role;
  status: 'active' | 'disabled';
  cpf: string | null;
  createdAt: string;
}

export { SCOPES } from '../../src/platform/auth/scopes.js';
export { API_REQUEST_ACTION, AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../src/platform/audit-actions.js';

export interface AuditEntry {
  id: string;
  actorType: string;
  keyId: string | null;
  userId: string | null;
  action: string | null;
  method: string;
  path: string;
  status: number;
  ip: string;
  durationMs: number;
  createdAt: string;
}

export { EVENT_TYPES } from '../../src/platform/event-types.js';

// The API's resources, as the server's own schemas type them (types only: nothing of the server is bundled).
export type { AbsenceView as Absence } from '../../src/modules/absences/absences.schemas.js';
export type { HolidayView as Holiday } from '../../src/modules/holidays/holidays.schemas.js';
export type { AdjustmentView as Adjustment } from '../../src/modules/adjustments/adjustments.schemas.js';
export type {
  CycleSchedule,
  EmployeeView as Employee,
  Schedule,
  ScheduleVersionView as ScheduleVersion,
} from '../../src/modules/employees/employees.schemas.js';
export type {
  ChainVerificationView as ChainVerification,
  TimeEntryView as TimeEntry,
} from '../../src/modules/time-entries/time-entries.schemas.js';
export type { WebhookView as Webhook } from '../../src/modules/webhooks/webhooks.schemas.js';
export type { ReportDay } from '../../src/modules/reports/period.js';
export type { TimeBankPolicyView as TimeBankPolicy } from '../../src/modules/time-bank/time-bank.schemas.js';
export type { PeriodView as Period } from '../../src/modules/periods/periods.schemas.js';
export type { ExportView as ExportJob } from '../../src/modules/exports/exports.schemas.js';
export type {
  PayrollCodesView as PayrollCodes,
  PayrollItem,
} from '../../src/modules/payroll/payroll.schemas.js';

/** `GET /v1/employees/:id/workdays` (its holiday is a reference in the schema, typed here). */
export type Workday = Omit<WorkdayView, 'holiday'> & { holiday: HolidayView | null };

/** `GET /v1/employees/:id/time-bank` (its entries are a reference in the schema, typed here). */
export type TimeBankLedger = Omit<TimeBankLedgerView, 'entries'> & { entries: TimeBankEntryView[] };

export type Delivery = Static<typeof DeliverySchema>;

/** `GET /v1/reports/period` as JSON (the fields the dashboard shows). */
export interface PeriodReport {
  employees: {
    employee: { id: string; name: string; cpf: string; timezone: string };
    days: Day[];
    totals: Totals;
  }[];
}
