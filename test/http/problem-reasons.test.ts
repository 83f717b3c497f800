import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as employeesRepository from '../../src/modules/employees/employees.repository.js';
import type { ConflictReason } from '../../src/platform/errors.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';
import { adminSession, invite, invitedWorker, portalCall } from '../support/portal.js';

/**
 * The race `concurrent_change` answers, which no sequence of requests provokes on its own: the employee
 * holding a value a write collided with changes it before the holder is looked up. While `holderChanged`,
 * the lookup finds no holder, as it would then; otherwise it is the real one.
 */
const race = vi.hoisted(() => ({ holderChanged: false }));
vi.mock('../../src/modules/employees/employees.repository.js', async (importOriginal) => {
  const actual = await importOriginal<typeof employeesRepository>();
  return {
    ...actual,
    findEmployeeHolding: (...args: Parameters<typeof actual.findEmployeeHolding>) =>
      race.holderChanged ? Promise.resolve(undefined) : actual.findEmployeeHolding(...args),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A field error as the body carries it, with its machine-readable reason. */
interface ReasonedError {
  field: string;
  message: string;
  reason?: string;
  params?: Record<string, string | number>;
}

async function refusal(key: string, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) {
  const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(400);
  return problem(response).errors as ReasonedError[];
}

describe('field errors carry a reason a program can translate, beside the English message', () => {
  it('for what the schema checks: required, unknown fields, lengths', async () => {
    const { key } = await (await t.seedTenant()).key();
    expect(await refusal(key, 'POST', '/v1/employees', { cpf: '52998224725', nickname: 'Zé' })).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'is required', reason: 'required' },
        { field: 'nickname', message: 'is not an allowed field', reason: 'not_allowed' },
      ]),
    );
    const [tooLong] = await refusal(key, 'POST', '/v1/employees', {
      name: 'x'.repeat(500),
      cpf: '52998224725',
    });
    expect(tooLong).toMatchObject({
      field: 'name',
      reason: 'too_long',
      params: { limit: expect.any(Number) },
    });
    expect(tooLong!.message).toBeTruthy();
  });

  it('for what the schema checks: counts, formats, allowed values', async () => {
    const { key } = await (await t.seedTenant()).key();

    const [noScopes] = await refusal(key, 'POST', '/v1/webhooks', {
      url: 'https://example.com/hook',
      events: [],
    });
    expect(noScopes).toMatchObject({ field: 'events', reason: 'too_few_items', params: { limit: 1 } });
    expect(noScopes!.message).toBe('must NOT have fewer than 1 items');

    const [badDate] = await refusal(key, 'POST', '/v1/employees', {
      name: 'Ana',
      cpf: '52998224725',
      admissionDate: '20-11-2026',
    });
    expect(badDate).toMatchObject({ field: 'admissionDate', reason: 'format', params: { format: 'date' } });

    const [badStatus] = await refusal(key, 'GET', '/v1/adjustments?status=maybe');
    expect(badStatus).toMatchObject({ field: 'status', reason: 'one_of' });
    expect(String(badStatus!.params?.values)).toContain('pending');
  });

  it('for what the services check: CPF, PIS, zone, blank, overlaps, ranges', async () => {
    const { key } = await (await t.seedTenant()).key();
    const errors = await refusal(key, 'POST', '/v1/employees', {
      name: '   ',
      cpf: '52998224726',
      pis: '12345678901',
      timezone: 'America/Atlantis',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'cpf', message: 'is not a valid CPF', reason: 'invalid_cpf' },
        { field: 'pis', message: 'is not a valid PIS/PASEP', reason: 'invalid_pis' },
        { field: 'timezone', message: 'is not an IANA time zone', reason: 'invalid_timezone' },
        { field: 'name', message: 'must not be blank', reason: 'blank' },
      ]),
    );
    expect(
      await refusal(key, 'POST', '/v1/employees', {
        name: 'Ana',
        cpf: '52998224725',
        schedule: {
          tue: [
            { start: '08:00', end: '12:00' },
            { start: '11:00', end: '14:00' },
          ],
        },
      }),
    ).toEqual([
      {
        field: 'schedule.tue.1',
        message: 'overlaps schedule.tue.0',
        reason: 'overlaps',
        params: { field: 'schedule.tue.0' },
      },
    ]);
    const id = await t.hire(key);
    expect(await refusal(key, 'GET', `/v1/employees/${id}/workdays?from=2026-11-20&to=2026-11-10`)).toEqual([
      { field: 'from', message: 'must not be after to', reason: 'after_to' },
    ]);
  });

  it('documents the reason in the OpenAPI problem schema', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    const item = response.json().components.schemas.Problem.properties.errors.items;
    expect(Object.keys(item.properties)).toEqual(['field', 'message', 'reason', 'params']);
    expect(item.required).toEqual(['field', 'message']);
  });
});

/** Every conflict reason: a reason added to `ConflictReason` fails the typecheck until it is named here. */
const EVERY_CONFLICT_REASON: Record<ConflictReason, true> = {
  duplicate_cpf: true,
  duplicate_registration: true,
  duplicate_external_id: true,
  duplicate_email: true,
  duplicate_holiday: true,
  duplicate_schedule_version: true,
  national_holiday: true,
  absence_overlap: true,
  already_disregarded: true,
  already_decided: true,
  webhook_limit: true,
  webhook_paused: true,
  concurrent_change: true,
  last_admin: true,
  own_account: true,
  period_closed: true,
  period_state: true,
  period_overlap: true,
  overlapping_close: true,
  close_not_stalled: true,
  later_period_closed: true,
  reopen_running: true,
  close_running: true,
  legal_identity_missing: true,
  certificate_missing: true,
  certificate_not_current: true,
  export_not_ready: true,
  export_failed: true,
  receipt_by_time_clock: true,
  receipt_without_afd_record: true,
  employee_without_email: true,
  portal_employee_inactive: true,
  portal_email_taken: true,
  espelho_not_downloaded: true,
  espelho_not_served: true,
  idempotency_key_reused: true,
  idempotency_key_in_progress: true,
};

describe('a 409 conflict carries a reason and its values a program can translate, beside the English detail', () => {
  /**
   * What a 409 says for a program: its reason, the reason's values and the resource it ran into, each absent
   * unless the body carries it, so that `toEqual` also proves what a body leaves out. Its `code` is
   * `conflict` unless named (the 409s older than reasons have their own, kept beside the reason).
   */
  function conflictOf(response: LightMyRequestResponse, code = 'conflict') {
    expect(response.statusCode, response.body).toBe(409);
    const body = problem(response) as ReturnType<typeof problem> & {
      reason?: string;
      params?: Record<string, string | number>;
    };
    expect(body).toMatchObject({ type: 'about:blank', code });
    const { reason, params, conflictingId } = body;
    return { reason, params, conflictingId };
  }

  async function conflict(
    key: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    code?: string,
  ) {
    return conflictOf(await t.request({ method, url, key, ...(payload ? { payload } : {}) }), code);
  }

  /** Sends `method url` with `key`, expecting success; the created or changed resource's id. */
  async function succeed(key: string, method: 'POST' | 'PATCH', url: string, payload?: object) {
    const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string }>().id;
  }

  it('for a duplicate CPF, a holiday, an overlapping absence and a request decided twice', async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { cpf: '52998224725' });
    expect(await conflict(key, 'POST', '/v1/employees', { name: 'Outra Ana', cpf: '52998224725' })).toEqual({
      reason: 'duplicate_cpf',
      conflictingId: ana,
    });
    expect(
      await conflict(key, 'POST', '/v1/holidays', { date: '2026-11-20', name: 'Zumbi', scope: 'company' }),
    ).toEqual({
      reason: 'national_holiday',
      params: { date: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
    });
    const anniversary = await succeed(key, 'POST', '/v1/holidays', {
      date: '2026-01-25',
      name: 'Aniversário da cidade',
      scope: 'municipal',
    });
    expect(
      await conflict(key, 'POST', '/v1/holidays', {
        date: '2026-01-25',
        name: 'De novo',
        scope: 'municipal',
      }),
    ).toEqual({ reason: 'duplicate_holiday', params: { date: '2026-01-25' }, conflictingId: anniversary });
    const vacation = { employeeId: ana, type: 'vacation', reason: 'Férias' };
    const first = await succeed(key, 'POST', '/v1/absences', {
      ...vacation,
      from: '2026-12-01',
      to: '2026-12-10',
    });
    await succeed(key, 'POST', `/v1/absences/${first}/approve`);
    const second = await succeed(key, 'POST', '/v1/absences', {
      ...vacation,
      from: '2026-12-08',
      to: '2026-12-12',
    });
    expect(await conflict(key, 'POST', `/v1/absences/${second}/approve`)).toEqual({
      reason: 'absence_overlap',
      params: { from: '2026-12-01', to: '2026-12-10' },
      conflictingId: first,
    });
    expect(await conflict(key, 'POST', `/v1/absences/${first}/reject`)).toEqual({
      reason: 'already_decided',
      params: { status: 'approved' },
    });
  });

  it("for an employee's duplicate registration or externalId, and a second schedule version of a date", async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { registration: 'A-1', externalId: 'rh-1' });
    const bruno = await t.hire(key);
    expect(
      await conflict(key, 'POST', '/v1/employees', { name: 'Bruno', cpf: nextCpf(), registration: 'A-1' }),
    ).toEqual({ reason: 'duplicate_registration', conflictingId: ana });
    expect(await conflict(key, 'PATCH', `/v1/employees/${bruno}`, { externalId: 'rh-1' })).toEqual({
      reason: 'duplicate_external_id',
      conflictingId: ana,
    });
    const mark = await succeed(key, 'POST', '/v1/time-entries', { employeeId: ana, externalId: 'clock-1' });
    expect(
      await conflict(key, 'POST', '/v1/time-entries', { employeeId: bruno, externalId: 'clock-1' }),
    ).toEqual({ reason: 'duplicate_external_id', conflictingId: mark });
    const september = await succeed(key, 'POST', `/v1/employees/${ana}/schedules`, {
      effectiveFrom: '2026-09-01',
      schedule: null,
    });
    expect(
      await conflict(key, 'POST', `/v1/employees/${ana}/schedules`, {
        effectiveFrom: '2026-09-01',
        schedule: null,
      }),
    ).toEqual({
      reason: 'duplicate_schedule_version',
      params: { date: '2026-09-01' },
      conflictingId: september,
    });
  });

  it('for a mark already disregarded, when requested and when approved', async () => {
    const { key } = await (await t.seedTenant()).key();
    const employeeId = await t.hire(key);
    const timeEntryId = await succeed(key, 'POST', '/v1/time-entries', {
      employeeId,
      occurredAt: '2026-11-20T08:00:00-03:00',
    });
    const disregard = { type: 'disregard', employeeId, timeEntryId };
    const first = await succeed(key, 'POST', '/v1/adjustments', { ...disregard, reason: 'duplicada' });
    const pending = await succeed(key, 'POST', '/v1/adjustments', { ...disregard, reason: 'também' });
    await succeed(key, 'POST', `/v1/adjustments/${first}/approve`);
    const expected = { reason: 'already_disregarded', conflictingId: first };
    expect(await conflict(key, 'POST', `/v1/adjustments/${pending}/approve`)).toEqual(expected);
    expect(await conflict(key, 'POST', '/v1/adjustments', { ...disregard, reason: 'de novo' })).toEqual(
      expected,
    );
  });

  it("for a webhook past the environment's limit, and a replay while the webhook is paused", async () => {
    const { key } = await (await t.seedTenant()).key();
    const hook = (n: number) => ({ url: `https://example.com/hooks/${n}`, events: ['employee.created'] });
    const webhooks: string[] = [];
    for (let n = 0; n < 20; n++) webhooks.push(await succeed(key, 'POST', '/v1/webhooks', hook(n)));
    expect(await conflict(key, 'POST', '/v1/webhooks', hook(20))).toEqual({
      reason: 'webhook_limit',
      params: { limit: 20 },
    });
    await succeed(key, 'PATCH', `/v1/webhooks/${webhooks[0]}`, { active: false });
    expect(
      await conflict(key, 'POST', `/v1/webhooks/${webhooks[0]}/replay`, { since: '2026-11-20T08:00:00Z' }),
    ).toEqual({ reason: 'webhook_paused' });
  });

  /** The tenant's admin signed in to the dashboard: their id, and a call to its users' routes. */
  async function usersOfAdmin(tenant: SeededTenant) {
    const signedIn = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: tenant.admin,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const adminId = signedIn.json<{ user: { id: string } }>().user.id;
    const headers = {
      cookie: String(signedIn.headers['set-cookie']).split(';', 1)[0]!,
      'x-csrf-token': signedIn.json<{ csrfToken: string }>().csrfToken,
    };
    const users = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
      t.request({ method, url: `/dashboard/api/users${url}`, headers, payload });
    return { adminId, users };
  }

  it("for a dashboard user's e-mail another user of the tenant has, when added and when changed", async () => {
    const tenant = await t.seedTenant();
    const { adminId, users } = await usersOfAdmin(tenant);
    const newUser = { password: 'long enough password', role: 'viewer' };
    // Adding does not name the holder (changing does, below).
    const taken = conflictOf(await users('POST', '', { ...newUser, email: tenant.admin.email }));
    expect(taken).toMatchObject({ reason: 'duplicate_email' });
    expect(taken.params).toBeUndefined();
    const added = await users('POST', '', { ...newUser, email: 'bia@example.com' });
    expect(added.statusCode, added.body).toBe(201);
    const bia = added.json<{ id: string }>().id;
    expect(conflictOf(await users('PUT', `/${bia}/email`, { email: tenant.admin.email }))).toEqual({
      reason: 'duplicate_email',
      conflictingId: adminId,
    });
  });

  it("for the tenant's last admin, and one's own password or e-mail changed as another user's", async () => {
    const tenant = await t.seedTenant();
    const { adminId, users } = await usersOfAdmin(tenant);
    // Its own code, kept beside the reason.
    expect(conflictOf(await users('PATCH', `/${adminId}`, { role: 'viewer' }), 'last_admin')).toEqual({
      reason: 'last_admin',
    });
    const ownAccount = { reason: 'own_account' };
    expect(
      conflictOf(await users('PUT', `/${adminId}/password`, { password: 'a takeover password' })),
    ).toEqual(ownAccount);
    expect(conflictOf(await users('PUT', `/${adminId}/email`, { email: 'me@example.com' }))).toEqual(
      ownAccount,
    );
  });

  it("for an employee's value whose holder changed it between the collision and the lookup", async () => {
    const { key } = await (await t.seedTenant()).key();
    await t.hire(key, { cpf: '52998224725' });
    race.holderChanged = true;
    try {
      expect(await conflict(key, 'POST', '/v1/employees', { name: 'Outra Ana', cpf: '52998224725' })).toEqual(
        {
          reason: 'concurrent_change',
        },
      );
    } finally {
      race.holderChanged = false;
    }
  });

  it('for a write into a closed period, a close over closed days, and a period in another state', async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { admissionDate: '2026-01-01' });
    const march = await succeed(key, 'POST', '/v1/periods', {
      from: '2026-03-01',
      to: '2026-03-31',
      employeeIds: [ana],
    });
    // Its own code, kept beside the reason.
    const closedMarch = {
      reason: 'period_closed',
      params: { from: '2026-03-01', to: '2026-03-31' },
      conflictingId: march,
    };
    for (const [url, payload] of [
      [
        '/v1/adjustments',
        { employeeId: ana, type: 'add', occurredAt: '2026-03-10T18:00:00-03:00', reason: 'x' },
      ],
      [
        '/v1/absences',
        { employeeId: ana, type: 'vacation', from: '2026-03-30', to: '2026-04-02', reason: 'x' },
      ],
      ['/v1/time-bank/entries', { employeeId: ana, date: '2026-03-31', minutes: 60, reason: 'x' }],
    ] as const)
      expect(await conflict(key, 'POST', url, payload, 'period_closed'), url).toEqual(closedMarch);
    expect(
      await conflict(key, 'POST', '/v1/periods', {
        from: '2026-03-15',
        to: '2026-04-15',
        employeeIds: [ana],
      }),
    ).toEqual({
      reason: 'period_overlap',
      params: { employeeId: ana, from: '2026-03-01', to: '2026-03-31' },
      conflictingId: march,
    });
    // A closed period is reopened, not discarded.
    expect(await conflict(key, 'DELETE', `/v1/periods/${march}`)).toEqual({
      reason: 'period_state',
      params: { status: 'closed' },
    });
    const april = await succeed(key, 'POST', '/v1/periods', {
      from: '2026-04-01',
      to: '2026-04-30',
      employeeIds: [ana],
    });
    expect(await conflict(key, 'POST', `/v1/periods/${march}/reopen`)).toEqual({
      reason: 'later_period_closed',
      params: { from: '2026-04-01', to: '2026-04-30' },
      conflictingId: april,
    });
    await succeed(key, 'POST', `/v1/periods/${april}/reopen`);
    const reopened = { reason: 'period_state', params: { status: 'reopened' } };
    expect(await conflict(key, 'POST', `/v1/periods/${april}/reopen`)).toEqual(reopened);
    expect(await conflict(key, 'GET', `/v1/periods/${april}/employees/${ana}`)).toEqual(reopened);
    expect(await conflict(key, 'GET', `/v1/reports/payroll?periodId=${april}`)).toEqual(reopened);
  });

  it('for a close still running: discarding it, and closing its days', async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { admissionDate: '2026-01-01' });
    const february = { from: '2026-02-01', to: '2026-02-28', employeeIds: [ana] };
    const running = await succeed(key, 'POST', '/v1/periods', february);
    // As a close leaves its period while it runs: `closing`, and progressing a moment ago.
    const progressAt = Date.now();
    await t.app.deps.database.db
      .updateTable('periods')
      .set({ status: 'closing', progressAt })
      .where('id', '=', running)
      .execute();
    expect(await conflict(key, 'DELETE', `/v1/periods/${running}`)).toEqual({
      reason: 'close_not_stalled',
      params: { progressAt: new Date(progressAt).toISOString() },
    });
    expect(await conflict(key, 'POST', '/v1/periods', february)).toEqual({
      reason: 'overlapping_close',
      params: { from: '2026-02-01', to: '2026-02-28' },
      conflictingId: running,
    });
  });

  it('for a reopen still running: closing any days; for a close still running: reopening any period', async () => {
    const { key } = await (await t.seedTenant()).key();
    const ana = await t.hire(key, { admissionDate: '2026-01-01' });
    const db = t.app.deps.database.db;
    const january = await succeed(key, 'POST', '/v1/periods', {
      from: '2026-01-05',
      to: '2026-01-09',
      employeeIds: [ana],
    });
    // As a reopen leaves its period while it runs, or when its process died part-way.
    const progressAt = Date.now();
    await db
      .updateTable('periods')
      .set({ status: 'reopening', progressAt })
      .where('id', '=', january)
      .execute();
    expect(await conflict(key, 'POST', '/v1/periods', { from: '2026-02-02', to: '2026-02-06' })).toEqual({
      reason: 'reopen_running',
      params: { from: '2026-01-05', to: '2026-01-09', progressAt: new Date(progressAt).toISOString() },
      conflictingId: january,
    });

    await db.updateTable('periods').set({ status: 'closed' }).where('id', '=', january).execute();
    const february = await succeed(key, 'POST', '/v1/periods', {
      from: '2026-02-02',
      to: '2026-02-06',
      employeeIds: [ana],
    });
    // As a close leaves its period while it writes its employees' rows, a moment ago.
    await db
      .updateTable('periods')
      .set({ status: 'closing', progressAt: Date.now() })
      .where('id', '=', february)
      .execute();
    expect(await conflict(key, 'POST', `/v1/periods/${january}/reopen`)).toEqual({
      reason: 'close_running',
      params: { from: '2026-02-02', to: '2026-02-06' },
      conflictingId: february,
    });
    // Once that close has not progressed for 2 minutes its process is known dead: the reopen discards it.
    await db
      .updateTable('periods')
      .set({ progressAt: Date.now() - 3 * 60_000 })
      .where('id', '=', february)
      .execute();
    await succeed(key, 'POST', `/v1/periods/${january}/reopen`);
    expect((await t.request({ method: 'GET', url: `/v1/periods/${february}`, key })).statusCode).toBe(404);
  });

  it('for a legal file or a receipt without the identities it names, and a signature without a current certificate', async () => {
    const unidentified = await t.seedTenant({ legalIdentity: false });
    const { key: bare } = await unidentified.key();
    const mark = await succeed(bare, 'POST', '/v1/time-entries', { employeeId: await t.hire(bare) });
    expect(await conflict(bare, 'GET', `/v1/time-entries/${mark}/receipt`)).toEqual({
      reason: 'legal_identity_missing',
      params: { file: 'receipt', missing: 'repNumber, address' },
    });
    const { key: undocumented } = await (await t.seedTenant({ document: null })).key();
    expect(
      await conflict(undocumented, 'POST', '/v1/exports', {
        kind: 'aej',
        from: '2026-11-01',
        to: '2026-11-02',
      }),
    ).toEqual({ reason: 'legal_identity_missing', params: { file: 'AEJ', missing: 'document' } });

    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const signedAfd = '/v1/reports/afd?from=2026-11-01&to=2026-11-02&format=zip';
    expect(await conflict(key, 'GET', signedAfd)).toEqual({ reason: 'certificate_missing' });
    // A certificate as the dashboard stores one, expired: the validity is checked before the key is opened.
    await t.app.deps.database.db
      .insertInto('signingCertificates')
      .values({
        tenantId: tenant.tenantId,
        environment: 'live',
        subject: 'CN=EXPIRADA LTDA, C=BR',
        issuer: 'CN=AC TESTE, C=BR',
        serialNumber: '01',
        notBefore: Date.parse('2025-01-01T00:00:00Z'),
        notAfter: Date.parse('2026-01-01T00:00:00Z'),
        certificatePem: '',
        chainPem: '[]',
        privateKeyEncrypted: '',
        createdAt: Date.now(),
      })
      .execute();
    expect(await conflict(key, 'GET', signedAfd)).toEqual({
      reason: 'certificate_not_current',
      params: { notBefore: '2025-01-01T00:00:00.000Z', notAfter: '2026-01-01T00:00:00.000Z' },
    });
  });

  it("for a receipt of a time clock's mark, or of a mark without an AFD record", async () => {
    const { key } = await (await t.seedTenant()).key();
    const employeeId = await t.hire(key);
    const clocked = await succeed(key, 'POST', '/v1/time-entries', {
      employeeId,
      source: 'device',
      rep: 'rep_c',
      deviceId: '00004003650006783',
    });
    expect(await conflict(key, 'GET', `/v1/time-entries/${clocked}/receipt`)).toEqual({
      reason: 'receipt_by_time_clock',
    });
    const older = await succeed(key, 'POST', '/v1/time-entries', { employeeId });
    // As a mark recorded before the REP-P wrote AFD records (migration 007) is stored.
    await t.app.deps.database.db
      .updateTable('timeEntries')
      .set({ afdRecord: null })
      .where('id', '=', older)
      .execute();
    expect(await conflict(key, 'GET', `/v1/time-entries/${older}/receipt`)).toEqual({
      reason: 'receipt_without_afd_record',
    });
  });

  it("for an export job's file before it is made, and after the job failed", async () => {
    const { key } = await (await t.seedTenant()).key();
    await t.hire(key);
    const queued = await t.request({
      method: 'POST',
      url: '/v1/exports',
      key,
      payload: { kind: 'aej', from: '2026-11-01', to: '2026-11-02' },
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const { id } = queued.json<{ id: string }>();
    // This process runs no jobs (PONTUAL_DISPATCHER is off): the job stays queued.
    expect(await conflict(key, 'GET', `/v1/exports/${id}/file`)).toEqual({
      reason: 'export_not_ready',
      params: { status: 'queued' },
    });
    await t.app.deps.database.db
      .updateTable('exportJobs')
      .set({ status: 'failed', errorCode: 'conflict', errorDetail: 'Set the company CNPJ or CPF.' })
      .where('id', '=', id)
      .execute();
    expect(await conflict(key, 'GET', `/v1/exports/${id}/file`)).toEqual({ reason: 'export_failed' });
  });

  it('for a portal invitation, and an espelho acknowledged before it was served or other than it', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const admin = await adminSession(t, tenant);
    const invitation = async (employeeId: string) => invite(t, admin, employeeId);
    // Its own code, kept beside the reason.
    expect(conflictOf(await invitation(await t.hire(key)), 'employee_without_email')).toEqual({
      reason: 'employee_without_email',
    });
    const gone = await t.hire(key, {
      email: 'saiu@example.com',
      admissionDate: '2025-01-01',
      terminationDate: '2026-01-31',
    });
    expect(conflictOf(await invitation(gone))).toEqual({ reason: 'portal_employee_inactive' });
    const ana = await invitedWorker(t, tenant, admin, key, 'Ana');
    const twin = await t.hire(key, { email: ana.email.toUpperCase() });
    expect(conflictOf(await invitation(twin))).toEqual({ reason: 'portal_email_taken' });

    const october = await succeed(key, 'POST', '/v1/periods', {
      from: '2026-10-01',
      to: '2026-10-31',
      employeeIds: [ana.id],
    });
    const acknowledge = (payload: object) =>
      portalCall(t, ana.session, 'POST', `/periods/${october}/acknowledgement`, payload);
    expect(conflictOf(await acknowledge({}))).toEqual({ reason: 'espelho_not_downloaded' });
    const pdf = await portalCall(t, ana.session, 'GET', `/periods/${october}/espelho.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const sha256 = '0'.repeat(64);
    expect(conflictOf(await acknowledge({ sha256 }))).toEqual({
      reason: 'espelho_not_served',
      params: { sha256 },
    });
  }, 60_000); // the espelho's PDF starts the rendering thread: seconds on a busy machine

  it('for an Idempotency-Key used with another request, or whose first request still runs', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const create = (payload: object) =>
      t.request({
        method: 'POST',
        url: '/v1/employees',
        key,
        headers: { 'idempotency-key': 'k-1' },
        payload,
      });
    const ida = { name: 'Ida', cpf: nextCpf() };
    expect((await create(ida)).statusCode).toBe(201);
    expect(conflictOf(await create({ name: 'Outra', cpf: nextCpf() }))).toEqual({
      reason: 'idempotency_key_reused',
    });
    // The key's row as it stands while its first request runs (claimed a moment ago, no response stored): a
    // retry cannot be timed into that window by requests alone.
    await t.app.deps.database.db
      .updateTable('idempotencyKeys')
      .set({
        state: 'in_flight',
        lockedAt: Date.now(),
        responseStatus: null,
        responseBody: null,
        responseContentType: null,
      })
      .where('tenantId', '=', tenant.tenantId)
      .where('key', '=', 'k-1')
      .execute();
    expect(conflictOf(await create(ida))).toEqual({ reason: 'idempotency_key_in_progress' });
  });

  it('documents the reason in the OpenAPI problem schema', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    const properties = response.json().components.schemas.Problem.properties;
    for (const reason of Object.keys(EVERY_CONFLICT_REASON))
      expect(properties.reason.description).toContain(`\`${reason}\``);
    expect(properties.params.type).toBe('object');
  });
});
