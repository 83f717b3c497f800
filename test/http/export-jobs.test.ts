import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAej } from '../../src/legal/aej.js';
import { claimExport } from '../../src/modules/exports/exports.repository.js';
import { runHousekeeping } from '../../src/platform/housekeeping.js';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';
import { breakSecondMark } from '../support/tamper.js';
import { pdfText } from '../support/pdf-text.js';

/** The app whose process runs export jobs (the runner runs where the dispatcher does). */
let t: TestApp;
/** An API process without a runner, on a database of its own: its jobs wait until `withRunner` runs them. */
let idle: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_DISPATCHER: 'true', PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  idle = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await idle.close();
  await t.close();
});

/** Starts a process with a runner on `idle`'s database, runs `check` and stops it. */
async function withRunner(check: (runner: TestApp) => Promise<void>): Promise<void> {
  const runner = await createTestApp({ PONTUAL_DISPATCHER: 'true' }, idle.storage);
  try {
    await check(runner);
  } finally {
    await runner.close();
  }
}

interface ExportBody {
  id: string;
  kind: string;
  status: string;
  progress: { done: number; total: number };
  error: { code: string; detail: string } | null;
  file: { name: string; mediaType: string; size: number } | null;
  expiresAt: string | null;
}

async function untilFinished(app: TestApp, key: string, id: string): Promise<ExportBody> {
  for (let i = 0; i < 600; i++) {
    const response = await app.request({ method: 'GET', url: `/v1/exports/${id}`, key });
    expect(response.statusCode).toBe(200);
    const job = response.json<ExportBody>();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

/** A tenant with two employees who clocked in on 2026-11-16. */
async function tenantWithMarks(app: TestApp = t): Promise<{ tenant: SeededTenant; key: string }> {
  const tenant = await app.seedTenant();
  const { key } = await tenant.key();
  for (const name of ['Ana Conceição', 'Bruno Lima']) {
    const employeeId = await app.hire(key, { name });
    for (const at of ['2026-11-16T11:00:00.000Z', '2026-11-16T15:00:00.000Z']) {
      const mark = await app.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt: at },
      });
      expect(mark.statusCode).toBe(201);
    }
  }
  return { tenant, key };
}

/** The AEJ's records but the header, which carries the time it was generated. */
const aejBody = (bytes: Buffer) => parseAej(bytes.toString('latin1')).filter((record) => record[0] !== '01');

describe('POST /v1/exports', () => {
  it('202 queues the AEJ; the job runs, the file is the AEJ the report endpoint writes, and export.completed is announced', async () => {
    const { key } = await tenantWithMarks();
    const created = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'aej', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(created.statusCode).toBe(202);
    const job = created.json<ExportBody>();
    expect(created.headers.location).toBe(`/v1/exports/${job.id}`);
    expect(job).toMatchObject({ kind: 'aej', status: 'queued', progress: { done: 0, total: 2 }, file: null });

    const done = await untilFinished(t, key, job.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: { done: 2, total: 2 },
      error: null,
      file: {
        name: 'AEJ_12345678000195_2026-11-01_2026-11-30.txt',
        mediaType: 'text/plain; charset=ISO-8859-1',
      },
    });
    expect(Date.parse(done.expiresAt!) - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);

    const file = await t.request({ method: 'GET', url: `/v1/exports/${job.id}/file`, key });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="AEJ_12345678000195_2026-11-01_2026-11-30.txt"',
    );
    expect(file.rawPayload.length).toBe(done.file!.size);
    expect(file.rawPayload.includes(Buffer.from('Conceição', 'latin1'))).toBe(true);
    const direct = await t.request({
      method: 'GET',
      url: '/v1/reports/aej?from=2026-11-01&to=2026-11-30',
      key,
    });
    expect(direct.statusCode).toBe(200);
    expect(aejBody(file.rawPayload)).toEqual(aejBody(direct.rawPayload));
    expect(aejBody(file.rawPayload).filter((record) => record[0] === '05')).toHaveLength(4);

    const events = await t.request({ method: 'GET', url: '/v1/events?event=export.completed', key });
    const announced = events.json<{ data: ExportBody }[]>();
    expect(announced).toHaveLength(1);
    expect(announced[0]!.data).toMatchObject({ id: job.id, status: 'done', file: done.file });
  });

  it('the espelho PDF of one employee: application/pdf, its pages hold the employee', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key, { name: 'Carla Espelho' });
    const created = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'espelho_pdf', from: '2026-11-01', to: '2026-11-30', employeeId },
    });
    expect(created.statusCode).toBe(202);
    const done = await untilFinished(t, key, created.json<ExportBody>().id);
    expect(done.file).toMatchObject({
      name: 'espelho-carla-espelho-2026-11-01-a-2026-11-30.pdf',
      mediaType: 'application/pdf',
    });
    const file = await t.request({ method: 'GET', url: `/v1/exports/${done.id}/file`, key });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="espelho-carla-espelho-2026-11-01-a-2026-11-30.pdf"',
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(file.rawPayload)).toContain('Carla Espelho');
  });

  it('400 for a bad range or an employee on a legal file, 404 for an unknown employee, 409 without the employer identity; nothing queued', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key);
    const post = (payload: object) => t.request({ method: 'POST', url: '/v1/exports', key, payload });
    const refusals: [object, number, string?][] = [
      [{ kind: 'aej', from: '2026-11-30', to: '2026-11-01' }, 400, 'from'],
      [{ kind: 'aej', from: '2025-01-01', to: '2026-12-31' }, 400, 'to'],
      [{ kind: 'aej', from: '2026-11-01', to: '2026-11-30', employeeId }, 400, 'employeeId'],
      [{ kind: 'afd', from: '2026-11-01', to: '2026-11-30' }, 400],
      [{ kind: 'aej', from: '2026-11-01', to: '2026-11-30', extra: 1 }, 400],
      [{ kind: 'espelho_pdf', from: '2026-11-01', to: '2026-11-30', employeeId: crypto.randomUUID() }, 404],
    ];
    for (const [payload, status, field] of refusals) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = problem(response);
      if (field) expect(body.errors?.[0]?.field).toBe(field);
    }
    const anonymous = await t.seedTenant({ document: null });
    const { key: anonymousKey } = await anonymous.key();
    const noDocument = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key: anonymousKey,
      payload: { kind: 'afdt', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(noDocument.statusCode).toBe(409);
    expect(problem(noDocument).code).toBe('conflict');
    for (const k of [key, anonymousKey])
      expect((await t.request({ method: 'GET', url: '/v1/exports', key: k })).json()).toEqual([]);
  });
});

describe('long reports answer 202 with a job', () => {
  it('a year of 55 employees is a job; a year of 54 and a month of 55 answer directly', async () => {
    // A process without a runner: the jobs stay queued (the runner's work is proven above and below).
    const api = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const tenant = await api.seedTenant();
      const { key } = await tenant.key();
      const hireMany = async (count: number) => {
        // In parallel: creates of one tenant are written together (employee-creates.ts).
        for (let i = 0; i < count; i += 9)
          await Promise.all(Array.from({ length: Math.min(9, count - i) }, () => api.hire(key)));
      };
      const get = (url: string) => api.request({ method: 'GET', url, key });
      await hireMany(54);
      // 54 × 365 = 19,710 employee-days: under the bound.
      expect((await get('/v1/reports/afdt?from=2026-01-01&to=2026-12-31')).statusCode).toBe(200);
      await hireMany(1);
      // 55 × 31: a month is never a job.
      expect((await get('/v1/reports/afdt?from=2026-01-01&to=2026-01-31')).statusCode).toBe(200);
      // 55 × 365 = 20,075.
      for (const [url, kind] of [
        ['/v1/reports/aej?from=2026-01-01&to=2026-12-31', 'aej'],
        ['/v1/reports/afdt?from=2026-01-01&to=2026-12-31', 'afdt'],
        ['/v1/reports/period?from=2026-01-01&to=2026-12-31&format=pdf', 'espelho_pdf'],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(202);
        const job = response.json<ExportBody>();
        expect(job).toMatchObject({ kind, status: 'queued', progress: { done: 0, total: 55 } });
        expect(response.headers.location).toBe(`/v1/exports/${job.id}`);
        expect((await get(response.headers.location!)).json()).toEqual(job);
      }
      // The espelho in JSON and CSV, the AFD and a signed ZIP are never jobs.
      for (const url of [
        '/v1/reports/period?from=2026-01-01&to=2026-12-31&format=csv',
        '/v1/reports/afd?from=2026-01-01&to=2026-12-31',
      ])
        expect((await get(url)).statusCode, url).toBe(200);

      const page = await get('/v1/exports?limit=2');
      expect(page.json<ExportBody[]>().map((e) => e.kind)).toEqual(['espelho_pdf', 'afdt']);
      const next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link))![1]!;
      const rest = await get(next);
      expect(rest.json<ExportBody[]>().map((e) => e.kind)).toEqual(['aej']);
      expect(rest.headers.link).toBeUndefined();
      expect((await get('/v1/exports?status=queued')).json()).toHaveLength(3);
      expect((await get('/v1/exports?status=done')).json()).toEqual([]);
    } finally {
      await api.close();
    }
  }, 120_000);

  it('Prefer: respond-async asks for a job whatever the range', async () => {
    const { key } = await tenantWithMarks();
    const asked = await t.request({
      method: 'GET',
      url: '/v1/reports/aej?from=2026-11-16&to=2026-11-20',
      key,
      headers: { prefer: 'respond-async, wait=10' },
    });
    expect(asked.statusCode).toBe(202);
    const job = await untilFinished(t, key, asked.json<ExportBody>().id);
    expect(job).toMatchObject({ status: 'done', progress: { done: 2, total: 2 } });
    // Another preference is no request for a job.
    const other = await t.request({
      method: 'GET',
      url: '/v1/reports/aej?from=2026-11-16&to=2026-11-20',
      key,
      headers: { prefer: 'respond-asyncx' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("the dashboard's mirror", () => {
  it('a viewer starts an export and reads it under the mirror, though they change nothing else', async () => {
    const tenant = await t.seedTenant();
    const signIn = async (credentials: { tenant: string; email: string; password: string }) => {
      const response = await t.request({
        method: 'POST',
        url: '/dashboard/api/session',
        payload: credentials,
      });
      expect(response.statusCode, response.body).toBe(201);
      return {
        cookie: String(response.headers['set-cookie']).split(';', 1)[0]!,
        csrf: response.json<{ csrfToken: string }>().csrfToken,
      };
    };
    const call = (
      session: { cookie: string; csrf: string },
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) =>
      t.request({
        method,
        url,
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'pontual-environment': 'live' },
        ...(payload ? { payload } : {}),
      });
    const admin = await signIn(tenant.admin);
    const viewerCredentials = {
      tenant: tenant.tenantId,
      email: `viewer-${Date.now()}@example.com`,
      password: 'a first password',
    };
    const added = await call(admin, 'POST', '/dashboard/api/users', {
      email: viewerCredentials.email,
      password: viewerCredentials.password,
      role: 'viewer',
    });
    expect(added.statusCode, added.body).toBe(201);
    const viewer = await signIn(viewerCredentials);

    const created = await call(viewer, 'POST', '/dashboard/api/v1/exports', {
      kind: 'afdt',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(created.statusCode, created.body).toBe(202);
    const job = created.json<ExportBody>();
    expect(created.headers.location).toBe(`/dashboard/api/v1/exports/${job.id}`);
    expect((await call(viewer, 'GET', created.headers.location!)).json()).toMatchObject({ id: job.id });
    expect(
      (await call(viewer, 'POST', '/dashboard/api/v1/employees', { name: 'Ana', cpf: '52998224725' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /v1/exports/{id}', () => {
  it('another tenant, the other environment and a key without reports:read never see the job', async () => {
    const { tenant, key } = await tenantWithMarks();
    const created = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'afdt', from: '2026-11-01', to: '2026-11-30' },
    });
    const { id } = created.json<ExportBody>();
    await untilFinished(t, key, id);
    const stranger = await (await t.seedTenant()).key();
    const testEnvironment = await tenant.key({ environment: 'test' });
    for (const other of [stranger.key, testEnvironment.key]) {
      for (const url of [`/v1/exports/${id}`, `/v1/exports/${id}/file`]) {
        const response = await t.request({ method: 'GET', url, key: other });
        expect(response.statusCode, url).toBe(404);
        expect(problem(response).code).toBe('not_found');
      }
      expect((await t.request({ method: 'GET', url: '/v1/exports', key: other })).json()).toEqual([]);
    }
    const unscoped = await tenant.key({ scopes: ['employees:read'] });
    for (const request of [
      { method: 'GET' as const, url: `/v1/exports/${id}` },
      {
        method: 'POST' as const,
        url: '/v1/exports',
        payload: { kind: 'aej', from: '2026-11-01', to: '2026-11-02' },
      },
    ]) {
      const response = await t.request({ ...request, key: unscoped.key });
      expect(response.statusCode).toBe(403);
    }
    const malformed = await t.request({ method: 'GET', url: '/v1/exports/not-an-id', key });
    expect(malformed.statusCode).toBe(404);
    const badCursor = await t.request({ method: 'GET', url: '/v1/exports?cursor=abc', key });
    expect(badCursor.statusCode).toBe(400);
  });

  it('a queued job has no file yet (409); a job whose report turns impossible fails with the reason and export.failed', async () => {
    const { tenant, key } = await tenantWithMarks(idle);
    const created = await idle.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'aej', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(created.statusCode).toBe(202);
    const { id } = created.json<ExportBody>();
    const early = await idle.request({ method: 'GET', url: `/v1/exports/${id}/file`, key });
    expect(early.statusCode).toBe(409);
    expect(problem(early).detail).toMatch(/queued|running/);
    // The employer's document is removed before a runner takes the job: the AEJ cannot be written.
    await idle.app.deps.database.db
      .updateTable('tenants')
      .set({ document: null, documentType: null })
      .where('id', '=', tenant.tenantId)
      .execute();
    await withRunner(async (runner) => {
      const failed = await untilFinished(runner, key, id);
      expect(failed).toMatchObject({ status: 'failed', file: null, error: { code: 'conflict' } });
      expect(failed.error!.detail).toMatch(/CNPJ or CPF/);
    });
    const file = await idle.request({ method: 'GET', url: `/v1/exports/${id}/file`, key });
    expect(file.statusCode).toBe(409);
    const events = await idle.request({ method: 'GET', url: '/v1/events?event=export.failed', key });
    expect(events.json<{ data: ExportBody }[]>().map((e) => e.data)).toMatchObject([
      { id, status: 'failed' },
    ]);
  }, 60_000);
});

describe('the job queue', () => {
  it('a job is claimed by one runner at a time; a run whose lease ran out is taken over and starts over; too many attempts fail it', async () => {
    const { key } = await tenantWithMarks(idle);
    const db = idle.app.deps.database.db;
    const created = await idle.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'afdt', from: '2026-11-01', to: '2026-11-30' },
    });
    const { id } = created.json<ExportBody>();
    // No runner runs on this database: the claims are made here, as two runners would make them.
    const now = Date.now();
    const [first, second] = await Promise.all([
      claimExport(db, 'runner-a', now, now + 30_000),
      claimExport(db, 'runner-b', now, now + 30_000),
    ]);
    const claims = [first, second].filter((job) => job?.id === id);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ status: 'running', attempts: 1 });
    // Within the lease nobody else takes it; once it ran out, the next claim does.
    expect((await claimExport(db, 'runner-c', now + 29_000, now + 59_000))?.id).not.toBe(id);
    const retaken = await claimExport(db, 'runner-c', now + 31_000, now + 61_000);
    expect(retaken).toMatchObject({ id, leaseOwner: 'runner-c', attempts: 2 });
    // Its third run died too (the lease ran out): the next runner fails it rather than trying a fourth time.
    await db.updateTable('exportJobs').set({ attempts: 3, leaseUntil: 0 }).where('id', '=', id).execute();
    await withRunner(async (runner) => {
      const failed = await untilFinished(runner, key, id);
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'export_interrupted' } });
    });
  }, 60_000);

  it('housekeeping removes a finished job and its file once it expires', async () => {
    const { key } = await tenantWithMarks();
    const created = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'afdt', from: '2026-11-01', to: '2026-11-30' },
    });
    const done = await untilFinished(t, key, created.json<ExportBody>().id);
    const db = t.app.deps.database.db;
    const chunks = () =>
      db.selectFrom('exportChunks').select('seq').where('exportId', '=', done.id).execute();
    expect((await chunks()).length).toBeGreaterThan(0);
    await runHousekeeping(db, t.config, Date.parse(done.expiresAt!) - 1);
    expect((await t.request({ method: 'GET', url: `/v1/exports/${done.id}`, key })).statusCode).toBe(200);
    const after = await runHousekeeping(db, t.config, Date.parse(done.expiresAt!));
    expect(after.exports).toBeGreaterThanOrEqual(1);
    expect((await t.request({ method: 'GET', url: `/v1/exports/${done.id}`, key })).statusCode).toBe(404);
    expect(await chunks()).toEqual([]);
  });
});

describe('chain_verification jobs (decision 039)', () => {
  const verifyNow = async (key: string) =>
    (await t.request({ method: 'GET', url: '/v1/time-entries/verify', key })).json<unknown>();
  const fileOf = async (key: string, id: string) =>
    t.request({ method: 'GET', url: `/v1/exports/${id}/file`, key });

  it('202 queues the walk of the whole chain; its progress counts records and its file is what GET /v1/time-entries/verify answers', async () => {
    const { key } = await tenantWithMarks();
    const created = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'chain_verification' },
    });
    expect(created.statusCode, created.body).toBe(202);
    // Two employee records and four marks.
    expect(created.json()).toMatchObject({
      kind: 'chain_verification',
      from: null,
      to: null,
      progress: { total: 6 },
    });
    const job = await untilFinished(t, key, created.json<ExportBody>().id);
    expect(job).toMatchObject({ status: 'done', progress: { done: 6, total: 6 } });
    expect(job.file).toMatchObject({ mediaType: 'application/json' });
    expect(job.file!.name).toMatch(/^verificacao-da-cadeia_live_\d{4}-\d{2}-\d{2}\.json$/);
    const file = await fileOf(key, job.id);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.json()).toEqual({ valid: true, checked: 6, lastNsr: 6, brokenAt: null });
    expect(file.json()).toEqual(await verifyNow(key));
  });

  it('a broken chain: the job is done and its file names the first broken link', async () => {
    const { tenant, key } = await tenantWithMarks();
    const second = await breakSecondMark(t.app.deps.database.db, tenant.tenantId);
    const created = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'chain_verification' },
    });
    const job = await untilFinished(t, key, created.json<ExportBody>().id);
    expect(job.status).toBe('done');
    const verification = (await fileOf(key, job.id)).json();
    expect(verification).toMatchObject({
      valid: false,
      brokenAt: { nsr: second.nsr, timeEntryId: second.id, reason: 'hash does not match the mark' },
    });
    expect(verification).toEqual(await verifyNow(key));
  });

  it('400 for a range or an employee on a verification, and for a report without its range; nothing queued', async () => {
    const { key } = await tenantWithMarks();
    for (const [payload, field] of [
      [{ kind: 'chain_verification', from: '2026-11-01' }, 'from'],
      [{ kind: 'chain_verification', employeeId: '01a2041d-1f85-7120-a827-9bf83ca07300' }, 'employeeId'],
      [{ kind: 'aej', to: '2026-11-30' }, 'from'],
      [{ kind: 'espelho_pdf', from: '2026-11-01' }, 'to'],
    ] as const) {
      const response = await t.request({ method: 'POST', url: '/v1/exports', key, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problem(response).errors?.map((e) => e.field)).toContain(field);
    }
    expect((await t.request({ method: 'GET', url: '/v1/exports', key })).json()).toEqual([]);
  });

  it('GET /v1/time-entries/verify with Prefer: respond-async answers 202 with the job, unless the key could not read it', async () => {
    const { tenant, key } = await tenantWithMarks();
    const deferred = await t.request({
      method: 'GET',
      url: '/v1/time-entries/verify',
      key,
      headers: { prefer: 'respond-async' },
    });
    expect(deferred.statusCode, deferred.body).toBe(202);
    const { id } = deferred.json<ExportBody>();
    expect(deferred.headers.location).toBe(`/v1/exports/${id}`);
    const job = await untilFinished(t, key, id);
    expect(job).toMatchObject({ kind: 'chain_verification', status: 'done' });
    expect((await fileOf(key, id)).json()).toEqual(await verifyNow(key));
    // A key that may not read jobs: the preference is ignored (RFC 7240 lets it be) and the short chain walked.
    const reader = await tenant.key({ scopes: ['time-entries:read'] });
    const now = await t.request({
      method: 'GET',
      url: '/v1/time-entries/verify',
      key: reader.key,
      headers: { prefer: 'respond-async' },
    });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ valid: true, checked: 6 });
    expect((await t.request({ method: 'GET', url: '/v1/exports', key })).json<ExportBody[]>()).toHaveLength(
      1,
    );
  });

  it('a chain longer than PONTUAL_LONG_CHAIN_RECORDS is a job (one at a time); 403 for a key that could not read it', async () => {
    const { tenant, key } = await tenantWithMarks(idle);
    // Six records: long for a process whose bound is five; the idle process (a million) walks it at once.
    expect((await idle.request({ method: 'GET', url: '/v1/time-entries/verify', key })).statusCode).toBe(200);
    const bounded = await createTestApp({ PONTUAL_LONG_CHAIN_RECORDS: '5' }, idle.storage);
    try {
      const deferred = await bounded.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      expect(deferred.statusCode, deferred.body).toBe(202);
      const { id, status } = deferred.json<ExportBody>();
      expect(status).toBe('queued');
      // Asked again while it waits (a retry, a schedule): the same job, by either door.
      const again = await bounded.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      expect(again.json<ExportBody>().id).toBe(id);
      const posted = await bounded.request({
        method: 'POST',
        url: '/v1/exports',
        key,
        payload: { kind: 'chain_verification' },
      });
      expect(posted.statusCode).toBe(202);
      expect(posted.json<ExportBody>().id).toBe(id);

      const reader = await tenant.key({ scopes: ['time-entries:read'] });
      const refused = await bounded.request({
        method: 'GET',
        url: '/v1/time-entries/verify',
        key: reader.key,
      });
      expect(refused.statusCode).toBe(403);
      expect(problem(refused)).toMatchObject({ code: 'insufficient_scope' });
      expect(problem(refused).detail).toContain('"reports:read"');
      expect((await bounded.request({ method: 'GET', url: '/v1/exports', key })).json()).toHaveLength(1);
    } finally {
      await bounded.close();
    }
  });
});
