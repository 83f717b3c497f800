import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { runCli } from '../../src/cli/run-cli.js';
import { createTestApp, problem, type TestApp } from '../support/harness.js';

/**
 * Dates at the edges of the calendar (issue 33): one request must never take the service down, and a legal
 * file or report is either whole or absent.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

async function setup() {
  const tenant = await t.seedTenant();
  const { key } = await tenant.key();
  const employeeId = await t.hire(key);
  return { key, employeeId };
}

describe('date ranges at the end of the calendar', () => {
  it('400 for every report and the workdays on 9999-12-31, naming the field and the range', async () => {
    const { key, employeeId } = await setup();
    const urls = [
      '/v1/reports/afdt',
      '/v1/reports/aej',
      '/v1/reports/afd',
      '/v1/reports/period',
      '/v1/reports/period?format=csv',
      '/v1/reports/period?format=pdf',
      `/v1/employees/${employeeId}/workdays`,
    ];
    for (const url of urls) {
      const separator = url.includes('?') ? '&' : '?';
      const response = await t.request({
        method: 'GET',
        url: `${url}${separator}from=9999-12-31&to=9999-12-31`,
        key,
      });
      expect(response.statusCode, url).toBe(400);
      const body = problem(response);
      expect(body.errors?.map((e) => e.field)).toEqual(['from', 'to']);
      expect(body.errors?.[0]?.message).toContain('2099-12-31');
    }
  });

  it('200 for a range that ends on the last accepted day', async () => {
    const { key, employeeId } = await setup();
    const response = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2099-12-01&to=2099-12-31`,
      key,
    });
    expect(response.statusCode).toBe(200);
    const days = response.json<{ date: string }[]>();
    expect(days).toHaveLength(31);
    expect(days.at(-1)?.date).toBe('2099-12-31');
  });

  it('400 for dates that are not on the calendar', async () => {
    const { key, employeeId } = await setup();
    for (const [from, to] of [
      ['2026-02-30', '2026-03-01'],
      ['2026-02-29', '2026-03-01'],
      ['2026-13-01', '2026-12-31'],
      ['+02026-01-01', '2026-01-02'],
      ['2026-1-01', '2026-01-02'],
    ]) {
      const response = await t.request({
        method: 'GET',
        url: `/v1/employees/${employeeId}/workdays?from=${encodeURIComponent(from!)}&to=${to}`,
        key,
      });
      expect(response.statusCode, from).toBe(400);
      expect(problem(response).errors?.[0]?.field).toBe('from');
    }
    const leapDay = await t.request({
      method: 'GET',
      url: `/v1/employees/${employeeId}/workdays?from=2028-02-29&to=2028-03-01`,
      key,
    });
    expect(leapDay.statusCode).toBe(200);
  });
});

describe('instants at the edges of the calendar', () => {
  it('400 for an adjustment in year 0000, naming the field and the range', async () => {
    const { key, employeeId } = await setup();
    const response = await t.request({
      method: 'POST',
      url: '/v1/adjustments',
      key,
      payload: { type: 'add', employeeId, occurredAt: '0000-01-01T00:00:00Z', reason: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = problem(response);
    expect(body.errors).toContainEqual({
      field: 'occurredAt',
      message: 'must be an instant from 2000-01-01T00:00:00Z up to, not including, 2100-01-01T00:00:00Z',
      reason: 'out_of_range',
    });
  });

  it('400 for a leap second, and 201 for every other clock-in sent with it', async () => {
    const { key, employeeId } = await setup();
    const clockIn = (occurredAt: string) =>
      t.request({ method: 'POST', url: '/v1/time-entries', key, payload: { employeeId, occurredAt } });
    const valid = Array.from({ length: 40 }, (_, i) =>
      clockIn(new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString()),
    );
    const [leap, ...others] = await Promise.all([clockIn('2016-12-31T23:59:60Z'), ...valid]);
    expect(leap.statusCode).toBe(400);
    expect(problem(leap).errors?.[0]?.field).toBe('occurredAt');
    expect(others.map((r) => r.statusCode)).toEqual(others.map(() => 201));
  });

  it('400 for instants without an offset, with hour 24, or an offset past ±23:59', async () => {
    const { key, employeeId } = await setup();
    for (const occurredAt of [
      '2026-11-20T08:00:00',
      '2026-11-20T24:00:00Z',
      '2026-11-20T08:00:00+24:00',
      '2026-11-20T08:00:00-03:60',
      '2026-02-30T08:00:00Z',
      '2026-11-20 08:00:00Z',
      '20261120T080000Z',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt },
      });
      expect(response.statusCode, occurredAt).toBe(400);
      expect(problem(response).errors?.[0]?.field, occurredAt).toBe('occurredAt');
    }
  });
});

describe('the CLI reads instants with the same parser', () => {
  it('keys create --expires-at refuses a leap second, year 0000 and a missing offset, naming the range', async () => {
    const tenant = await t.seedTenant();
    const create = async (expiresAt: string) => {
      let err = '';
      const code = await runCli(
        [
          'keys',
          'create',
          '--tenant',
          tenant.tenantId,
          '--name',
          'n',
          '--scopes',
          'all',
          '--expires-at',
          expiresAt,
        ],
        { out: () => {}, err: (text) => (err += text) },
        { NODE_ENV: 'test', ...t.storage.env },
      );
      return { code, err };
    };
    for (const expiresAt of ['2030-12-31T23:59:60Z', '2030-12-31T23:59:59', '2030-02-30T00:00:00Z']) {
      const refused = await create(expiresAt);
      expect(refused.code, expiresAt).not.toBe(0);
      expect(refused.err, expiresAt).toContain('expiresAt');
    }
    const tooLate = await create('9999-12-31T00:00:00Z');
    expect(tooLate.code).not.toBe(0);
    expect(tooLate.err).toContain('2100-01-01T00:00:00Z');
    expect((await create('2030-12-31T23:59:59-03:00')).code).toBe(0);
  });
});

describe('a streamed report that fails part-way', () => {
  it('is cut off, so the client sees an incomplete transfer, and logged as an error; never ended cleanly', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.app.deps.database,
      logStream: { write: (line: string) => lines.push(line) },
    });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = logged.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const { key, employeeId } = await setup();
      await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt: '2026-11-20T08:00:00-03:00' },
      });
      // A second employee whose stored schedule (its schedule version, which the reports read) cannot be read:
      // no request can write one (its schema refuses it), but it fails the report after its first bytes, as a
      // database lost mid-download would.
      const broken = await t.hire(key);
      await t.app.deps.database.db
        .updateTable('scheduleVersions')
        .set({ schedule: '{' })
        .where('employeeId', '=', broken)
        .execute();
      // Both employees' workdays are read together, so the failure comes after each file's header and before
      // its first employee: the files that write a header first are cut; the PDF, whose first bytes are its
      // first employee's pages, the AEJ, which reads every schedule before its header, and the AFDT, which reads
      // the period once for its header's first and last dates, fail before their first byte and are absent
      // (reports.test.ts cuts a PDF part-way). Never a file that ends cleanly.
      const expected: [string, 'cut' | 'absent'][] = [
        ['/v1/reports/period?', 'cut'],
        ['/v1/reports/period?format=csv&', 'cut'],
        ['/v1/reports/period?format=pdf&', 'absent'],
        ['/v1/reports/afdt?', 'absent'],
        ['/v1/reports/aej?', 'absent'],
      ];
      const seen: [string, 'cut' | 'absent'][] = [];
      for (const [path] of expected) {
        const response = await fetch(`http://127.0.0.1:${address.port}${path}from=2026-11-01&to=2026-11-30`, {
          headers: { 'x-api-key': key },
        });
        if (response.status === 500) {
          expect(response.headers.get('content-type'), path).toMatch(/^application\/problem\+json/);
          seen.push([path, 'absent']);
          continue;
        }
        expect(response.status, path).toBe(200);
        await expect(response.arrayBuffer(), path).rejects.toThrow();
        seen.push([path, 'cut']);
      }
      expect(seen).toEqual(expected);
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      // One error logged for each file cut.
      expect(errors.filter((e) => e.level === 50 && e.msg.includes('part-way'))).toHaveLength(2);
    } finally {
      await logged.close();
    }
  });
});
