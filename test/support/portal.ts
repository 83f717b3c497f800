import type { LightMyRequestResponse } from 'fastify';
import type { SeededTenant, TestApp } from './harness.js';

/** A browser session of the dashboard or the portal: its cookie and CSRF token. */
export interface BrowserSession {
  cookie: string;
  csrf: string;
}

export const PORTAL_PASSWORD = 'correct horse battery';

export const cookieOf = (response: LightMyRequestResponse): string =>
  String(response.headers['set-cookie']).split(';', 1)[0]!;

/** Signs the tenant's admin in to the dashboard. */
export async function adminSession(t: TestApp, tenant: SeededTenant): Promise<BrowserSession> {
  const response = await t.request({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
  if (response.statusCode !== 201) throw new Error(`admin sign-in: ${response.statusCode} ${response.body}`);
  return { cookie: cookieOf(response), csrf: response.json<{ csrfToken: string }>().csrfToken };
}

/** The dashboard's "Invite to the portal" action, in an environment. */
export function invite(
  t: TestApp,
  admin: BrowserSession,
  employeeId: string,
  environment: 'live' | 'test' = 'live',
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: `/dashboard/api/employees/${employeeId}/portal-invitation`,
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'pontual-environment': environment },
  });
}

export const tokenOf = (url: string): string => new URL(url).hash.replace('#token=', '');

/** A call to the portal's API with a worker's session (or none). */
export function portalCall(
  t: TestApp,
  session: BrowserSession | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object | null,
  csrf = true,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url: `/portal/api${url}`,
    headers: {
      ...(session ? { cookie: session.cookie } : {}),
      ...(session && csrf && method !== 'GET' ? { 'x-csrf-token': session.csrf } : {}),
      'user-agent': 'PortalTest/1.0',
    },
    ...(payload === undefined ? {} : { payload: payload ?? undefined }),
  });
}

/** Uses an invitation link: the worker's session. */
export async function acceptInvitation(
  t: TestApp,
  url: string,
  password = PORTAL_PASSWORD,
): Promise<BrowserSession> {
  const response = await portalCall(t, null, 'POST', '/invitation/accept', { token: tokenOf(url), password });
  if (response.statusCode !== 201) throw new Error(`accept: ${response.statusCode} ${response.body}`);
  return { cookie: cookieOf(response), csrf: response.json<{ csrfToken: string }>().csrfToken };
}

let hired = 0;
/** Hires an employee with an e-mail through `key`, invites them and sets their password: id, e-mail, session. */
export async function invitedWorker(
  t: TestApp,
  tenant: SeededTenant,
  admin: BrowserSession,
  key: string,
  name: string,
  environment: 'live' | 'test' = 'live',
): Promise<{ id: string; email: string; session: BrowserSession }> {
  const email = `${name.toLowerCase()}.${++hired}.${tenant.tenantId.slice(-6)}@example.com`;
  const id = await t.hire(key, { name, email, admissionDate: '2026-01-01' });
  const invited = await invite(t, admin, id, environment);
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  return { id, email, session: await acceptInvitation(t, invited.json<{ url: string }>().url) };
}
