import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf-text.js';
import {
  acceptInvitation,
  adminSession as adminSessionOf,
  type BrowserSession,
  cookieOf,
  invite as inviteOf,
  invitedWorker,
  PORTAL_PASSWORD,
  portalCall,
  tokenOf,
} from '../support/portal.js';

/** The workers' portal (docs/portal.md): invitations, sign-in, own data only, marks, requests, espelho. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

type Session = BrowserSession;
const PASSWORD = PORTAL_PASSWORD;
const adminSession = (tenant: SeededTenant) => adminSessionOf(t, tenant);
const invite = (admin: Session, employeeId: string, environment: 'live' | 'test' = 'live') =>
  inviteOf(t, admin, employeeId, environment);
const portal = (
  session: Session | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object | null,
  csrf = true,
) => portalCall(t, session, method, url, payload, csrf);
const accept = (url: string) => acceptInvitation(t, url);

/** A tenant with two invited workers (ana, bruno) who set their passwords, and the admin. */
async function workplace(environment: 'live' | 'test' = 'live') {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key({ environment });
  const admin = await adminSession(tenant);
  const ana = await invitedWorker(t, tenant, admin, key, 'Ana', environment);
  const bruno = await invitedWorker(t, tenant, admin, key, 'Bruno', environment);
  return { tenant, key, admin, ana, bruno };
}

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(
    argv,
    { out: (s) => (out += s), err: (s) => (err += s) },
    { NODE_ENV: 'test', PONTUAL_PUBLIC_URL: 'https://ponto.example.com', ...t.storage.env },
  );
  return { code, out, err };
}

describe('invitation', () => {
  it('409 employee_without_email: an employee without an e-mail cannot be invited (dashboard and CLI)', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const id = await t.hire(key);
    const response = await invite(await adminSession(tenant), id);
    expect(response.statusCode).toBe(409);
    expect(problem(response).code).toBe('employee_without_email');
    expect(problem(response).detail).toContain('no e-mail');
    const fromCli = await cli('employees', 'invite', '--tenant', tenant.tenantId, '--employee', id, '--json');
    expect(fromCli.code).toBe(1);
    expect(fromCli.err).toContain('no e-mail');
  });

  it('409: an employee past their termination date is not invited (the link could never be used)', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const id = await t.hire(key, {
      email: 'saiu@example.com',
      admissionDate: '2025-01-01',
      terminationDate: '2026-01-31',
    });
    const response = await invite(await adminSession(tenant), id);
    expect(response.statusCode).toBe(409);
    expect(problem(response).detail).toContain('termination date');
  });

  it('201 from the CLI: {"url"} is a one-time link that sets the password once (then 410 invitation_used)', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key({ environment: 'test' });
    const id = await t.hire(key, { name: 'Carla Dias', email: 'Carla@Example.com' });
    const result = await cli(
      'employees',
      'invite',
      '--tenant',
      tenant.tenantId,
      '--employee',
      id,
      '--env',
      'test',
      '--json',
    );
    expect(result.code, result.err).toBe(0);
    const printed = JSON.parse(result.out) as { url: string };
    expect(Object.keys(printed)).toEqual(['url']);
    expect(printed.url).toMatch(/^https:\/\/ponto\.example\.com\/portal\/invitation#token=[0-9A-Za-z]{43}$/);
    const token = tokenOf(printed.url);

    const lookup = await portal(null, 'POST', '/invitation/lookup', { token });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      employeeName: 'Carla Dias',
      email: 'carla@example.com',
      tenant: { id: tenant.tenantId, name: expect.any(String) },
      environment: 'test',
    });
    // Only the token's hash is stored.
    const stored = await t.app.deps.database.db
      .selectFrom('portalAccounts')
      .selectAll()
      .where('employeeId', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.invitationHash).toBe(createHash('sha256').update(token).digest('hex'));

    const short = await portal(null, 'POST', '/invitation/accept', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    const session = await accept(printed.url);
    expect((await portal(session, 'GET', '/session')).json().employee).toMatchObject({
      id,
      name: 'Carla Dias',
    });

    const again = await portal(null, 'POST', '/invitation/accept', { token, password: PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(problem(again).code).toBe('invitation_used');
    expect((await portal(null, 'POST', '/invitation/lookup', { token })).statusCode).toBe(410);
  });

  it('410 invitation_expired after 7 days; a new invitation voids the previous link (404)', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const admin = await adminSession(tenant);
    const id = await t.hire(key, { email: 'dora@example.com' });
    const first = (await invite(admin, id)).json();
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    await t.app.deps.database.db
      .updateTable('portalAccounts')
      .set({ invitationExpiresAt: Date.now() - 1 })
      .where('employeeId', '=', id)
      .execute();
    const expired = await portal(null, 'POST', '/invitation/accept', {
      token: tokenOf(first.url),
      password: PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect(problem(expired).code).toBe('invitation_expired');

    const second = (await invite(admin, id)).json();
    const voided = await portal(null, 'POST', '/invitation/accept', {
      token: tokenOf(first.url),
      password: PASSWORD,
    });
    expect(voided.statusCode).toBe(404);
    await accept(second.url);
  });

  it('409: two employees cannot share a portal e-mail; 404 for an employee of another tenant', async () => {
    const { tenant, key, admin, ana } = await workplace();
    const twin = await t.hire(key, { email: ana.email.toUpperCase() });
    expect((await invite(admin, twin)).statusCode).toBe(409);
    const other = await t.seedTenant();
    expect((await invite(await adminSession(other), ana.id)).statusCode).toBe(404);
    expect(tenant.tenantId).not.toBe(other.tenantId);
  });
});

describe('sign-in', () => {
  it('201 sets the portal cookie (its own name, Path=/portal/api, HttpOnly, SameSite=Strict); 204 signs out', async () => {
    const { tenant, ana } = await workplace();
    const response = await portal(null, 'POST', '/session', {
      tenant: tenant.tenantId,
      email: ana.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^pontual_portal=[A-Za-z0-9]{43};/);
    expect(cookie).toContain('Path=/portal/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(response.headers['cache-control']).toBe('no-store');
    const session = { cookie: cookieOf(response), csrf: response.json().csrfToken };
    expect(response.json().employee.id).toBe(ana.id);

    expect((await portal(session, 'DELETE', '/session')).statusCode).toBe(204);
    expect((await portal(session, 'GET', '/session')).statusCode).toBe(401);
  });

  it('401 for a wrong password, no cookie, or a dashboard cookie; 403 csrf_failed without the token', async () => {
    const { tenant, admin, ana } = await workplace();
    const wrong = await portal(null, 'POST', '/session', {
      tenant: tenant.tenantId,
      email: ana.email,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(problem(wrong).code).toBe('invalid_credentials');
    expect((await portal(null, 'GET', '/time-entries?from=2026-11-01&to=2026-11-02')).statusCode).toBe(401);
    expect((await portal({ cookie: admin.cookie, csrf: admin.csrf }, 'GET', '/session')).statusCode).toBe(
      401,
    );
    const noCsrf = await portal(ana.session, 'POST', '/time-entries', {}, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(problem(noCsrf).code).toBe('csrf_failed');
  });

  it('429 after 5 failed sign-ins of one account, as on the dashboard', async () => {
    const { tenant, bruno } = await workplace();
    const attempt = (password: string) =>
      portal(null, 'POST', '/session', { tenant: tenant.tenantId, email: bruno.email, password });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(problem(locked).code).toBe('rate_limited');
  });

  it('401: an inactive or terminated employee cannot sign in, and their session stops working', async () => {
    const { tenant, key, ana, bruno } = await workplace();
    const deactivate = await t.request({
      method: 'PATCH',
      url: `/v1/employees/${ana.id}`,
      key,
      payload: { active: false },
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect((await portal(ana.session, 'GET', '/session')).statusCode).toBe(401);
    const signIn = await portal(null, 'POST', '/session', {
      tenant: tenant.tenantId,
      email: ana.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);

    const terminate = await t.request({
      method: 'PATCH',
      url: `/v1/employees/${bruno.id}`,
      key,
      payload: { terminationDate: '2026-02-01' },
    });
    expect(terminate.statusCode, terminate.body).toBe(200);
    expect((await portal(bruno.session, 'GET', '/session')).statusCode).toBe(401);
  });
});

describe('own data only', () => {
  it('200 lists only the worker’s own marks; another employee’s mark, adjustment and absence are 404', async () => {
    const { key, ana, bruno } = await workplace();
    const markOf = async (employeeId: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/time-entries',
          key,
          payload: { employeeId, occurredAt: '2026-11-10T11:00:00Z' },
        })
      ).json().id as string;
    const anaMark = await markOf(ana.id);
    const brunoMark = await markOf(bruno.id);
    const list = await portal(ana.session, 'GET', '/time-entries?from=2026-11-10&to=2026-11-10');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { id: string }) => m.id)).toEqual([anaMark]);
    expect((await portal(ana.session, 'GET', `/time-entries/${anaMark}`)).statusCode).toBe(200);
    expect((await portal(ana.session, 'GET', `/time-entries/${brunoMark}`)).statusCode).toBe(404);

    const days = await portal(ana.session, 'GET', '/workdays?from=2026-11-10&to=2026-11-10');
    expect(days.statusCode).toBe(200);
    const adminDays = await t.request({
      method: 'GET',
      url: `/v1/employees/${ana.id}/workdays?from=2026-11-10&to=2026-11-10`,
      key,
    });
    expect(days.json()).toEqual(adminDays.json());

    const brunoAbsence = await portal(bruno.session, 'POST', '/absences', {
      type: 'justified',
      from: '2026-11-12',
      to: '2026-11-12',
      reason: 'Consulta',
    });
    const brunoAdjustment = await portal(bruno.session, 'POST', '/adjustments', {
      type: 'add',
      occurredAt: '2026-11-10T20:00:00Z',
      reason: 'Esqueci',
    });
    expect((await portal(ana.session, 'GET', `/absences/${brunoAbsence.json().id}`)).statusCode).toBe(404);
    expect((await portal(ana.session, 'GET', `/adjustments/${brunoAdjustment.json().id}`)).statusCode).toBe(
      404,
    );
    expect((await portal(ana.session, 'GET', '/absences')).json()).toEqual([]);
    expect((await portal(ana.session, 'GET', '/adjustments')).json()).toEqual([]);
    const disregard = await portal(ana.session, 'POST', '/adjustments', {
      type: 'disregard',
      timeEntryId: brunoMark,
      reason: 'Not mine',
    });
    expect(disregard.statusCode).toBe(404);
  });

  it('200: the worker downloads the receipt of their own mark (PDF and JSON); another employee’s receipt is 404', async () => {
    const { key, ana, bruno } = await workplace();
    const markOf = async (employeeId: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/time-entries',
          key,
          payload: { employeeId, occurredAt: '2026-11-10T11:00:00Z' },
        })
      ).json<{ id: string; nsr: number }>();
    const anaMark = await markOf(ana.id);
    const brunoMark = await markOf(bruno.id);

    const pdf = await portal(ana.session, 'GET', `/time-entries/${anaMark.id}/receipt`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Comprovante de Registro de Ponto do Trabalhador');
    expect(text).toContain(`NSR ${anaMark.nsr}`);
    const json = await portal(ana.session, 'GET', `/time-entries/${anaMark.id}/receipt?format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ nsr: anaMark.nsr });
    // The API's receipt of the same mark is the same receipt.
    const viaApi = await t.request({
      method: 'GET',
      url: `/v1/time-entries/${anaMark.id}/receipt?format=json`,
      key,
    });
    expect(json.json()).toEqual(viaApi.json());

    const other = await portal(ana.session, 'GET', `/time-entries/${brunoMark.id}/receipt`);
    expect(other.statusCode).toBe(404);
    expect((await portal(null, 'GET', `/time-entries/${anaMark.id}/receipt`)).statusCode).toBe(401);
  });

  it('404 for every id of another tenant, and of the other environment', async () => {
    const a = await workplace();
    const b = await workplace('test');
    const mark = (
      await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key: b.key,
        payload: { employeeId: b.ana.id },
      })
    ).json().id as string;
    const absence = (
      await portal(b.ana.session, 'POST', '/absences', {
        type: 'vacation',
        from: '2026-12-01',
        to: '2026-12-05',
        reason: 'Férias',
      })
    ).json().id as string;
    for (const url of [
      `/time-entries/${mark}`,
      `/absences/${absence}`,
      `/adjustments/${absence}`,
      `/periods/${absence}/espelho.pdf`,
    ])
      expect((await portal(a.ana.session, 'GET', url)).statusCode, url).toBe(404);
  });
});

describe('marks from the browser', () => {
  it('201: source web, with the browser’s location, through the API’s clock-in path (NSR, hash)', async () => {
    const { key, ana } = await workplace();
    const response = await portal(ana.session, 'POST', '/time-entries', {
      location: { latitude: -23.5614, longitude: -46.6559, accuracyMeters: 12 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mark = response.json();
    expect(mark).toMatchObject({ employeeId: ana.id, source: 'web', rep: 'rep_p' });
    const stored = await t.request({ method: 'GET', url: `/v1/time-entries/${mark.id}`, key });
    expect(stored.json()).toMatchObject({
      source: 'web',
      location: { latitude: -23.5614, longitude: -46.6559, accuracyMeters: 12 },
      nsr: expect.any(Number),
    });
    const without = await portal(ana.session, 'POST', '/time-entries');
    expect(without.statusCode).toBe(201);
    expect(without.json().location).toBeNull();
    const forged = await portal(ana.session, 'POST', '/time-entries', { employeeId: ana.id });
    expect(forged.statusCode).toBe(400);
  });
});

describe('a worker’s allowance', () => {
  it('429 past 3 marks a minute from the browser, and past 60 requests a minute, each worker on their own', async () => {
    const { ana, bruno } = await workplace();
    for (let i = 0; i < 3; i++)
      expect((await portal(ana.session, 'POST', '/time-entries', {})).statusCode).toBe(201);
    const fourth = await portal(ana.session, 'POST', '/time-entries', {});
    expect(fourth.statusCode).toBe(429);
    expect(problem(fourth).code).toBe('rate_limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Bruno's allowance is his own.
    expect((await portal(bruno.session, 'POST', '/time-entries', {})).statusCode).toBe(201);

    let status = 200;
    let reads = 0;
    while (status === 200 && reads < 100) {
      status = (await portal(bruno.session, 'GET', '/session')).statusCode;
      reads++;
    }
    // 60 answered, the 61st refused.
    expect(status).toBe(429);
    expect(reads).toBe(61);
  });
});

describe('requests', () => {
  it('201: an adjustment and an absence requested in the portal are in the admin’s queue, filed by the employee', async () => {
    const { key, ana } = await workplace();
    const adjustment = await portal(ana.session, 'POST', '/adjustments', {
      type: 'add',
      occurredAt: '2026-11-11T21:00:00Z',
      reason: 'Esqueci a saída',
    });
    expect(adjustment.statusCode, adjustment.body).toBe(201);
    const absence = await portal(ana.session, 'POST', '/absences', {
      type: 'medical_certificate',
      from: '2026-11-13',
      to: '2026-11-13',
      reason: 'Atestado',
    });
    expect(absence.statusCode, absence.body).toBe(201);
    const requester = { type: 'employee', id: ana.id };
    const adjustments = await t.request({ method: 'GET', url: '/v1/adjustments?status=pending', key });
    expect(adjustments.json()).toEqual([
      expect.objectContaining({ id: adjustment.json().id, requestedBy: requester }),
    ]);
    const absences = await t.request({ method: 'GET', url: '/v1/absences?status=pending', key });
    expect(absences.json()).toEqual([
      expect.objectContaining({ id: absence.json().id, requestedBy: requester }),
    ]);

    const approved = await t.request({
      method: 'POST',
      url: `/v1/absences/${absence.json().id}/approve`,
      key,
    });
    expect(approved.statusCode).toBe(200);
    expect((await portal(ana.session, 'GET', '/absences')).json()[0].status).toBe('approved');
    const forged = await portal(ana.session, 'POST', '/absences', {
      employeeId: ana.id,
      type: 'vacation',
      from: '2026-12-01',
      to: '2026-12-02',
      reason: 'x',
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('espelho of a closed month', () => {
  async function closedOctober() {
    const place = await workplace();
    const { key, ana } = place;
    for (const at of ['2026-10-05T11:00:00Z', '2026-10-05T20:00:00Z'])
      await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId: ana.id, occurredAt: at },
      });
    const closed = await t.request({
      method: 'POST',
      url: '/v1/periods',
      key,
      payload: { from: '2026-10-01', to: '2026-10-31', employeeIds: [ana.id] },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    return { ...place, periodId: closed.json().id as string };
  }

  it('201 stores who, when, from where and the SHA-256 of the PDF served; 200 the second time; the admin sees it', async () => {
    const { key, ana, bruno, periodId } = await closedOctober();
    const periods = await portal(ana.session, 'GET', '/periods');
    expect(periods.json()).toEqual([
      {
        id: periodId,
        from: '2026-10-01',
        to: '2026-10-31',
        closedAt: expect.any(String),
        acknowledgement: null,
      },
    ]);
    expect((await portal(bruno.session, 'GET', '/periods')).json()).toEqual([]);

    const early = await portal(ana.session, 'POST', `/periods/${periodId}/acknowledgement`, {});
    expect(early.statusCode).toBe(409);

    const pdf = await portal(ana.session, 'GET', `/periods/${periodId}/espelho.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sha256 = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect(pdf.headers['repr-digest']).toBe(`sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`);
    // The document is kept: a second download is the same bytes, which an acknowledgement can name.
    const again = await portal(ana.session, 'GET', `/periods/${periodId}/espelho.pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);

    const stranger = await portal(ana.session, 'POST', `/periods/${periodId}/acknowledgement`, {
      sha256: '0'.repeat(64),
    });
    expect(stranger.statusCode).toBe(409);
    const ack = await portal(ana.session, 'POST', `/periods/${periodId}/acknowledgement`, {
      sha256,
      location: { latitude: -23.5, longitude: -46.6 },
    });
    expect(ack.statusCode, ack.body).toBe(201);
    expect(ack.json()).toMatchObject({
      periodId,
      employeeId: ana.id,
      employeeName: 'Ana',
      sha256,
      ip: '127.0.0.1',
      userAgent: 'PortalTest/1.0',
      location: { latitude: -23.5, longitude: -46.6 },
    });
    const twice = await portal(ana.session, 'POST', `/periods/${periodId}/acknowledgement`, null);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(ack.json());
    expect((await portal(ana.session, 'GET', '/periods')).json()[0].acknowledgement).toEqual({
      acknowledgedAt: ack.json().acknowledgedAt,
      sha256,
    });

    // Bruno was not closed in this period: its espelho and acknowledgement are not his.
    expect((await portal(bruno.session, 'GET', `/periods/${periodId}/espelho.pdf`)).statusCode).toBe(404);
    expect((await portal(bruno.session, 'POST', `/periods/${periodId}/acknowledgement`, {})).statusCode).toBe(
      404,
    );

    const seen = await t.request({ method: 'GET', url: `/v1/periods/${periodId}/acknowledgements`, key });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([ack.json()]);
    const other = await t.seedTenant();
    const strangerKey = (await other.key()).key;
    expect(
      (await t.request({ method: 'GET', url: `/v1/periods/${periodId}/acknowledgements`, key: strangerKey }))
        .statusCode,
    ).toBe(404);
  });
});
