import { Webhook } from 'standardwebhooks';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PontualError,
  verifyPontualSignature,
  verifyStandardWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type Pontual,
} from '../../packages/sdk/src/index.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp } from '../support/harness.js';
import { Receiver, waitFor } from '../support/receiver.js';
import { ListeningApp } from '../support/sdk.js';

/**
 * The SDK (packages/sdk, docs/decisions/034) against a server really listening on 127.0.0.1: every operation
 * of the served document called through it, paging by `Link`, the 429 backoff, problems as typed errors, and
 * both signature helpers on real deliveries. Every response is checked against the document (test/support/sdk.ts).
 */

let server: ListeningApp;
let receiver: Receiver;
beforeAll(async () => {
  const t = await createTestApp({
    PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
    // Webhook deliveries and export jobs run in this process; the receiver is on this machine.
    PONTUAL_DISPATCHER: 'true',
    PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  server = await new ListeningApp(t).listen();
  receiver = await Receiver.start();
});
afterAll(async () => {
  await server?.t.close();
  await receiver?.stop();
});

const two = (n: number) => String(n).padStart(2, '0');
/**
 * The month before the one of two days ago, whole: days past in every time zone, whatever day the test runs
 * (on the 1st, last month's last day is still today in São Paulo for three hours).
 */
function lastMonth() {
  const now = new Date(Date.now() - 2 * 86_400_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (d: number) => `${first.getUTCFullYear()}-${two(first.getUTCMonth() + 1)}-${two(d)}`;
  return { from: day(1), to: day(last.getUTCDate()), day, year: now.getUTCFullYear() };
}

async function client(): Promise<Pontual> {
  const tenant = await server.t.seedTenant();
  const { key } = await tenant.key();
  return server.client(key);
}

/** The error a call rejects with. */
async function rejection(promise: Promise<unknown>): Promise<PontualError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PontualError);
  return error as PontualError;
}

describe('every operation through the SDK', () => {
  it(
    'employees, marks, imports, adjustments, calendar, absences, policies, the bank, periods, payroll, reports, exports, events, webhooks, audit',
    {
      timeout: 120_000,
    },
    async () => {
      const pontual = await client();
      const month = lastMonth();

      expect(await pontual.getHealthz()).toMatchObject({ status: 'ok' });
      expect(await pontual.getReadyz()).toMatchObject({ status: 'ready' });

      // Employees and their schedules.
      const employee = await pontual.postEmployees({
        body: { name: 'Ana Souza', cpf: nextCpf(), admissionDate: `${month.year - 1}-01-02` },
      });
      const employeeId = employee.id;
      expect(await pontual.getEmployeesById({ params: { path: { id: employeeId } } })).toMatchObject({
        name: 'Ana Souza',
      });
      expect(
        await pontual.patchEmployeesById({
          params: { path: { id: employeeId } },
          body: { jobTitle: 'Caixa' },
        }),
      ).toMatchObject({ jobTitle: 'Caixa' });
      await pontual.postEmployeesByIdSchedules({
        params: { path: { id: employeeId } },
        body: { effectiveFrom: month.from, schedule: null },
      });
      expect(
        await pontual.getEmployeesByIdSchedules({ params: { path: { id: employeeId } } }),
      ).not.toHaveLength(0);
      const batch = await pontual.postEmployeesBatch({
        body: {
          items: [
            { name: 'Bruno Lima', cpf: nextCpf() },
            { name: 'Sem CPF', cpf: '111' },
          ],
        },
      });
      expect(batch.results.map((result) => result.status)).toEqual([201, 400]);
      expect((await pontual.getEmployees({ params: { query: { limit: 10 } } })).length).toBe(2);

      // Marks, one by one and as a batch, the chain, a receipt.
      const mark = await pontual.postTimeEntries({
        body: { employeeId, occurredAt: `${month.day(10)}T08:00:00-03:00` },
      });
      await pontual.postTimeEntriesBatch({
        body: {
          items: ['12:00', '13:00', '17:00'].map((time) => ({
            employeeId,
            occurredAt: `${month.day(10)}T${time}:00-03:00`,
          })),
        },
      });
      expect(await pontual.getTimeEntriesById({ params: { path: { id: mark.id } } })).toMatchObject({
        id: mark.id,
      });
      expect(await pontual.getTimeEntries({ params: { query: { employeeId } } })).toHaveLength(4);
      expect(await pontual.getTimeEntriesVerify()).toMatchObject({ valid: true });
      expect(
        await pontual.getTimeEntriesByIdReceipt({
          params: { path: { id: mark.id }, query: { format: 'json' } },
        }),
      ).toMatchObject({ nsr: mark.nsr });

      // An AFD import: a body that starts as one but whose header cannot be read becomes a failed import.
      const imported = await pontual.postImportsAfd({
        body: `0000000001${'x'.repeat(40)}\r\n`,
        bodySerializer: (body: unknown) => body as string,
        headers: { 'content-type': 'text/plain' },
      });
      expect(imported.status).toBe('queued');
      await waitFor(
        async () =>
          (await pontual.getImportsById({ params: { path: { id: imported.id } } })).status === 'failed',
        30_000,
        'the import to fail',
      );

      // Adjustments: one approved, one rejected.
      const request = (day: number) =>
        pontual.postAdjustments({
          body: {
            type: 'add',
            employeeId,
            occurredAt: `${month.day(day)}T18:00:00-03:00`,
            reason: 'Esqueceu',
          },
        });
      const approved = await request(11);
      const rejected = await request(12);
      expect(await pontual.getAdjustmentsById({ params: { path: { id: approved.id } } })).toMatchObject({
        status: 'pending',
      });
      expect(await pontual.getAdjustments({ params: { query: { status: 'pending' } } })).toHaveLength(2);
      await pontual.postAdjustmentsByIdApprove({ params: { path: { id: approved.id } } });
      await pontual.postAdjustmentsByIdReject({
        params: { path: { id: rejected.id } },
        body: { decisionNote: 'Sem prova' },
      });
      expect(
        await pontual.getEmployeesByIdWorkdays({
          params: { path: { id: employeeId }, query: { from: month.day(10), to: month.day(10) } },
        }),
      ).toHaveLength(1);

      // The calendar.
      const holiday = await pontual.postHolidays({
        body: { date: `${month.year}-12-08`, name: 'Aniversário da empresa', scope: 'company' },
      });
      expect(await pontual.getHolidays({ params: { query: { year: month.year } } })).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: holiday.id })]),
      );
      // A national holiday has no id; the tenant's own always has one.
      expect(holiday.id).toEqual(expect.any(String));
      await pontual.deleteHolidaysById({ params: { path: { id: holiday.id! } } });

      // Absences: one approved, one rejected.
      const absence = (day: number) =>
        pontual.postAbsences({
          body: {
            employeeId,
            type: 'justified',
            from: month.day(day),
            to: month.day(day),
            reason: 'Consulta',
          },
        });
      const leave = await absence(20);
      const refused = await absence(21);
      expect(await pontual.getAbsencesById({ params: { path: { id: leave.id } } })).toMatchObject({
        id: leave.id,
      });
      expect(await pontual.getAbsences({ params: { query: { employeeId } } })).toHaveLength(2);
      await pontual.postAbsencesByIdApprove({ params: { path: { id: leave.id } } });
      await pontual.postAbsencesByIdReject({ params: { path: { id: refused.id } } });

      // Policies and the time bank.
      const espelho = await pontual.getEspelhoPolicy();
      await pontual.putEspelhoPolicy({
        body: { offsetting: espelho.offsetting, overtimeBands: espelho.overtimeBands },
      });
      await pontual.getTimeBankPolicy();
      await pontual.putTimeBankPolicy({
        body: {
          enabled: true,
          agreement: 'individual',
          creditMultiplier: 1,
          debitAbsences: false,
          holidayAndRestToBank: false,
        },
      });
      await pontual.createTimeBankEntry({
        body: { employeeId, date: month.day(15), minutes: 30, reason: 'Acerto' },
      });
      expect(await pontual.getEmployeeTimeBank({ params: { path: { id: employeeId } } })).toMatchObject({
        balanceMinutes: 30,
      });

      // The period: closed, read, paid, refused a discard (it is not stalled), reopened.
      const period = await pontual.closePeriod({
        body: { from: month.from, to: month.to, employeeIds: [employeeId] },
      });
      expect(period.status).toBe('closed');
      expect(await pontual.getPeriod({ params: { path: { id: period.id } } })).toMatchObject({
        id: period.id,
      });
      expect(await pontual.listPeriods()).toHaveLength(1);
      expect(
        await pontual.getFrozenEspelho({ params: { path: { id: period.id, employeeId } } }),
      ).toMatchObject({ employee: expect.objectContaining({ id: employeeId }) });
      expect(await pontual.listPeriodAcknowledgements({ params: { path: { id: period.id } } })).toEqual([]);
      await pontual.getPayrollCodes();
      await pontual.putPayrollCodes({ body: { normal: '0001', overtime50: '0050' } });
      expect(
        await pontual.getPayrollReport({ params: { query: { periodId: period.id, format: 'json' } } }),
      ).toMatchObject({ period: expect.objectContaining({ id: period.id }) });
      const notStalled = await rejection(
        pontual.discardStalledClose({ params: { path: { id: period.id } } }),
      );
      expect(notStalled.status).toBe(409);
      expect(await pontual.reopenPeriod({ params: { path: { id: period.id } } })).toMatchObject({
        status: 'reopened',
      });

      // Reports and legal files.
      expect(
        await pontual.getReportsPeriod({
          params: { query: { from: month.day(10), to: month.day(10), employeeId } },
        }),
      ).toBeTruthy();
      for (const file of [
        pontual.getReportsAfdt({ params: { query: { from: month.from, to: month.to } }, parseAs: 'text' }),
        pontual.getReportsAej({ params: { query: { from: month.from, to: month.to } }, parseAs: 'text' }),
        pontual.getReportsAfd({ params: { query: { from: month.from, to: month.to } }, parseAs: 'text' }),
      ]) {
        // Each legal file names the employer's CNPJ.
        expect(await file).toContain('12345678000195');
      }

      // An export job, run by this process, and its file.
      const job = await pontual.createExport({ body: { kind: 'afdt', from: month.from, to: month.to } });
      expect(await pontual.listExports()).toEqual([expect.objectContaining({ id: job.id })]);
      await waitFor(
        async () => (await pontual.getExport({ params: { path: { id: job.id } } })).status === 'done',
        60_000,
        'the export',
      );
      expect(await pontual.getExportFile({ params: { path: { id: job.id } }, parseAs: 'text' })).toContain(
        '12345678000195',
      );

      // Events, listed and streamed.
      expect((await pontual.getEvents({ params: { query: { event: 'employee.created' } } })).length).toBe(2);
      const stop = new AbortController();
      const stream = await pontual.getEventsStream({ parseAs: 'stream', signal: stop.signal });
      expect(stream).not.toBeNull();
      stop.abort();

      // Webhooks: created, read, changed, tested, redelivered, replayed, rotated, deleted.
      const webhook = await pontual.postWebhooks({
        body: { url: receiver.url, events: ['employee.created'] },
      });
      expect(await pontual.getWebhooks()).toEqual([expect.objectContaining({ id: webhook.id })]);
      expect(await pontual.getWebhooksById({ params: { path: { id: webhook.id } } })).toMatchObject({
        url: receiver.url,
      });
      await pontual.patchWebhooksById({ params: { path: { id: webhook.id } }, body: { description: 'SDK' } });
      await pontual.postWebhooksByIdTest({ params: { path: { id: webhook.id } } });
      const delivery = await waitFor(
        async () => (await pontual.getWebhooksByIdDeliveries({ params: { path: { id: webhook.id } } }))[0],
        30_000,
        'the test delivery',
      );
      await pontual.postWebhooksByIdDeliveriesByDeliveryIdRedeliver({
        params: { path: { id: webhook.id, deliveryId: delivery.id } },
      });
      expect(
        await pontual.postWebhooksByIdReplay({
          params: { path: { id: webhook.id } },
          body: { since: new Date(Date.now() - 3_600_000).toISOString() },
        }),
      ).toMatchObject({ status: 'queued', count: 2 });
      await pontual.postWebhooksByIdRotateSecret({ params: { path: { id: webhook.id } } });
      await pontual.deleteWebhooksById({ params: { path: { id: webhook.id } } });

      // The audit log is written in batches on a timer (platform/audit.ts): the calls above appear in time.
      await waitFor(
        async () => (await pontual.getAuditLog({ params: { query: { limit: 5 } } })).length === 5,
        10_000,
        'the audit entries',
      );
    },
  );
});

describe('paging', () => {
  it('walks 250 employees by following Link, 50 a page', async () => {
    const pontual = await client();
    const items = Array.from({ length: 250 }, (_, i) => ({ name: `Pessoa ${i}`, cpf: nextCpf() }));
    const created = await pontual.postEmployeesBatch({ body: { items } });
    expect(created.results.every((result) => result.status === 201)).toBe(true);

    const before = server.exchanges.length;
    const seen: string[] = [];
    for await (const employee of pontual.paginate('getEmployees', { params: { query: { limit: 50 } } })) {
      seen.push(employee.cpf);
    }
    expect(seen.sort()).toEqual(items.map((item) => item.cpf).sort());
    // The first page, then each Link: five pages, the last with no Link.
    const pages = server.exchanges.slice(before);
    expect(pages).toHaveLength(5);
    expect(pages.slice(1).every((page) => page.url.includes('cursor='))).toBe(true);
  });
});

describe('problems', () => {
  it('a duplicate CPF is a PontualError carrying the problem: its type, code, detail and conflictingId', async () => {
    const pontual = await client();
    const cpf = nextCpf();
    const first = await pontual.postEmployees({ body: { name: 'Ana', cpf } });
    const error = await rejection(pontual.postEmployees({ body: { name: 'Outra Ana', cpf } }));
    // Pontual's problems are `about:blank` (RFC 9457 §4.2.1): the status and `code` say what happened.
    expect(error.type).toBe('about:blank');
    expect(error.problem).toMatchObject({ status: 409, code: 'conflict', title: 'Conflict' });
    expect(error.conflictingId).toBe(first.id);
    expect(error.requestId).toBe(error.response.headers.get('request-id'));

    const invalid = await rejection(pontual.postEmployees({ body: { name: '', cpf: '123' } }));
    expect(invalid.status).toBe(400);
    expect(invalid.errors.map((field) => field.field).sort()).toEqual(['cpf', 'name']);
  });
});

describe('backoff on 429', () => {
  let limited: ListeningApp;
  beforeAll(async () => {
    limited = await new ListeningApp(await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '2' })).listen();
  });
  afterAll(() => limited?.t.close());

  it('waits what Retry-After asks and retries, with the same Idempotency-Key; past maxRetries the 429 is thrown', async () => {
    const tenant = await limited.t.seedTenant();
    const { id: keyId, key } = await tenant.key();
    /** What the end of the window does: the key's count starts again (the limiter's public `delete`). */
    const windowEnds = () =>
      (limited.t.app.deps.rateLimits as unknown as { perKey: RateLimiterAbstract }).perKey.delete(keyId);
    const waits: { ms: number; retryAfter: string | null }[] = [];
    const pontual = limited.client(key, {
      sleep: async (ms, response) => {
        waits.push({ ms, retryAfter: response.headers.get('retry-after') });
        await windowEnds();
      },
    });
    await pontual.getEvents();
    await pontual.getEvents();
    const before = limited.exchanges.length;
    const employee = await pontual.postEmployees({ body: { name: 'Paciente', cpf: nextCpf() } });

    const attempts = limited.exchanges.slice(before);
    expect(attempts.map((attempt) => attempt.status)).toEqual([429, 201]);
    expect(waits).toHaveLength(1);
    expect(waits[0]!.ms).toBe(Number(waits[0]!.retryAfter) * 1000);
    expect(waits[0]!.ms).toBeGreaterThan(0);
    const [first, retry] = attempts.map((attempt) => attempt.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(await pontual.getEmployees()).toEqual([expect.objectContaining({ id: employee.id })]);

    // Out of retries: the 429's problem is thrown.
    const impatient = limited.client(key, { maxRetries: 0 });
    const error = await rejection(impatient.getEvents());
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limited');
  });
});

describe('webhook signature helpers on real deliveries', () => {
  it('verify the spec header and the Standard Webhooks headers, refuse another secret, a changed body, an old timestamp', async () => {
    const pontual = await client();
    const webhook = await pontual.postWebhooks({ body: { url: receiver.url, events: ['employee.created'] } });
    const employee = await pontual.postEmployees({ body: { name: 'Vera Lúcia', cpf: nextCpf() } });
    const delivery = await waitFor(
      () =>
        receiver.requests.find(
          (request) => (JSON.parse(request.body) as { data: { id: string } }).data.id === employee.id,
        ),
      30_000,
      'the delivery',
    );
    const { body, headers } = delivery;
    const spec = headers['x-pontual-signature'] as string;

    expect(verifyPontualSignature(body, spec, webhook.secret)).toBe(true);
    expect(verifyStandardWebhook(body, headers, webhook.secret)).toBe(true);
    // The helpers agree with the standardwebhooks package.
    expect(new Webhook(webhook.secret).verify(body, headers as Record<string, string>)).toEqual(
      JSON.parse(body),
    );
    const event = verifyWebhook(Buffer.from(body), headers, webhook.secret);
    expect(event.event).toBe('employee.created');
    expect(event.event === 'employee.created' && event.data.id).toBe(employee.id);
    // Without the Standard Webhooks headers, the spec's header decides.
    const onlySpec = { 'x-pontual-signature': spec };
    expect(verifyWebhook(body, onlySpec, webhook.secret).id).toBe(event.id);

    const otherSecret = `whsec_${'A'.repeat(32)}`;
    const changed = body.replace('Vera', 'Vero');
    expect(verifyPontualSignature(body, spec, otherSecret)).toBe(false);
    expect(verifyStandardWebhook(body, headers, otherSecret)).toBe(false);
    expect(verifyPontualSignature(changed, spec, webhook.secret)).toBe(false);
    expect(verifyStandardWebhook(changed, headers, webhook.secret)).toBe(false);
    expect(() => verifyWebhook(changed, headers, webhook.secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(changed, onlySpec, webhook.secret)).toThrow(WebhookVerificationError);
    // Six minutes on, the same delivery is a replay: refused by both (default tolerance five minutes).
    const later = { now: Date.now() + 6 * 60_000 };
    expect(verifyPontualSignature(body, spec, webhook.secret, later)).toBe(false);
    expect(verifyStandardWebhook(body, headers, webhook.secret, later)).toBe(false);
    expect(verifyStandardWebhook(body, headers, webhook.secret, { ...later, toleranceSeconds: 600 })).toBe(
      true,
    );
  });

  it('during a rotation overlap both secrets verify the same delivery', async () => {
    const pontual = await client();
    const webhook = await pontual.postWebhooks({ body: { url: receiver.url, events: ['employee.created'] } });
    const rotated = await pontual.postWebhooksByIdRotateSecret({
      params: { path: { id: webhook.id } },
      body: { expireCurrentInSeconds: 3600 },
    });
    const employee = await pontual.postEmployees({ body: { name: 'Rita Rotação', cpf: nextCpf() } });
    const delivery = await waitFor(
      () =>
        receiver.requests.find(
          (request) => (JSON.parse(request.body) as { data: { id: string } }).data.id === employee.id,
        ),
      30_000,
      'the delivery',
    );
    for (const secret of [rotated.secret, webhook.secret]) {
      expect(
        verifyPontualSignature(delivery.body, delivery.headers['x-pontual-signature'] as string, secret),
      ).toBe(true);
      expect(verifyStandardWebhook(delivery.body, delivery.headers, secret)).toBe(true);
    }
  });
});

describe('coverage', () => {
  it('the tests above called every operation of the served document through the SDK', () => {
    const missing = server.operationIds().filter((operationId) => !server.called.has(operationId));
    expect(missing).toEqual([]);
  });
});
