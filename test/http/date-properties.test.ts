import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber } from '../../src/platform/dates.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/harness.js';

/**
 * Every endpoint that takes a date or an instant, over the whole range JSON and the schema formats allow
 * (years 0000–9999 and beyond, offsets past ±23:59, leap days and seconds, empty and huge ranges), through a
 * real socket: each answer is a 2xx whose body is whole, or a 4xx problem; never a 5xx, never a cut body; and
 * `/healthz` answers within a second throughout (issue 33).
 *
 * The seed is fixed, so a run is reproducible. A longer run:
 *   PONTUAL_PROPERTY_RUNS=2000 npx vitest run --project sqlite test/http/date-properties.test.ts
 */
const RUNS = Number(process.env.PONTUAL_PROPERTY_RUNS ?? 25);
const SEED = Number(process.env.PONTUAL_PROPERTY_SEED ?? 20261125);
const HEALTH_BOUND_MS = 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const year = fc.oneof(
  fc.integer({ min: 0, max: 9999 }),
  fc.integer({ min: 1995, max: 2105 }),
  fc.constantFrom(0, 1, 1899, 1900, 1999, 2000, 2099, 2100, 9999, 10000, 275760),
);
/** `YYYY-MM-DD` shapes, most on the calendar, some not (month 0 or 13, day 0 or 32, 29 February). */
const calendarText = fc
  .tuple(year, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${y < 10000 ? pad(y, 4) : y}-${pad(m)}-${pad(d)}`);
const oddDate = fc.constantFrom(
  '',
  '2026-1-1',
  '+002026-01-01',
  '-000001-01-01',
  '２０２６-０１-０１',
  '2026-01-01T00:00:00Z',
  '2026-02-29',
  '2028-02-29',
  '0000-01-01',
  '9999-12-31',
  'x'.repeat(3000),
);
/** A date near the accepted range, as a day number (the ranges then have real days to report). */
const nearDay = fc.integer({ min: dayNumber('1999-12-20'), max: dayNumber('2100-01-10') });
const date = fc.oneof(calendarText, oddDate, nearDay.map(dateOfDayNumber), fc.string({ maxLength: 12 }));
/** `from`/`to`: often a real range (empty, a day, up to past the 366-day limit), sometimes anything. */
const dateRange = fc.oneof(
  fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -1, max: 60 })).map(([start, days]) => ({
    from: dateOfDayNumber(dayNumber('2026-11-23') + start),
    to: dateOfDayNumber(dayNumber('2026-11-23') + start + days),
  })),
  fc.tuple(nearDay, fc.integer({ min: -3, max: 400 })).map(([from, days]) => ({
    from: dateOfDayNumber(from),
    to: dateOfDayNumber(from + days),
  })),
  fc.record({ from: date, to: date }),
);

const offset = fc.oneof(
  fc.constantFrom('Z', 'z', '', '+0300', '-03', '+24:00', '-23:59', '+23:59', '+14:00'),
  fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 60 }))
    .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
);
const clockTime = fc
  .tuple(
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 60 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom('', '.5', '.123', '.123456789', '.'),
  )
  .map(([h, m, s, fraction]) => `${pad(h)}:${pad(m)}:${pad(s)}${fraction}`);
const instant = fc.oneof(
  fc
    .tuple(
      fc.oneof(calendarText, nearDay.map(dateOfDayNumber)),
      fc.constantFrom('T', 't', ' '),
      clockTime,
      offset,
    )
    .map(([d, separator, time, zone]) => `${d}${separator}${time}${zone}`),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2016-12-31T23:59:60Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', 'now', ''),
);

let t: TestApp;
let base: string;
let key: string;
let employeeId: string;
let health: { worstMs: number; stop: () => Promise<void> };

/** Polls `/healthz` every 50 ms until stopped, keeping the slowest answer. */
function watchHealth() {
  let running = true;
  const state = { worstMs: 0, stop: async () => {} };
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.text();
      state.worstMs = Math.max(state.worstMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  state.stop = async () => {
    running = false;
    await loop;
  };
  return state;
}

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '10000000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  const tenant = await t.seedTenant();
  ({ key } = await tenant.key());
  employeeId = await t.hire(key, {
    schedule: { mon: [{ start: '22:00', end: '05:00' }], tue: [{ start: '08:00', end: '17:00' }] },
  });
  for (const occurredAt of ['2026-11-23T22:01:00-03:00', '2026-11-24T05:02:00-03:00', '2000-01-01T00:00:00Z'])
    await call('POST', '/v1/time-entries', { employeeId, occurredAt });
  health = watchHealth();
});
afterAll(async () => {
  await health.stop();
  await t.close();
});

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

/** A request through the socket; the body is read whole, so a cut transfer fails the test here. */
async function call(method: string, path: string, payload?: unknown): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A 4xx problem, or a 2xx whose body `isWhole` accepts; never a 5xx. */
function expectWholeOrRefused(answer: Answer, what: string, isWhole: (body: Buffer) => boolean) {
  expect(answer.status, `${what}: ${answer.body.toString('latin1').slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.type, what).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answer.body.toString('utf8')).status, what).toBe(answer.status);
  } else {
    expect(isWhole(answer.body), `${what}: the body is not whole`).toBe(true);
  }
}

const parsesAsJson = (body: Buffer) => {
  JSON.parse(body.toString('utf8'));
  return true;
};
const endsWith = (ending: string) => (body: Buffer) => body.toString('latin1').endsWith(ending);
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

const REPORTS: [string, (body: Buffer) => boolean][] = [
  ['/v1/reports/period', parsesAsJson],
  ['/v1/reports/period?format=csv&', endsWith('\n')],
  [
    '/v1/reports/period?format=pdf&',
    (body) => body.subarray(0, 5).toString() === '%PDF-' && endsWith('%%EOF\n')(body),
  ],
  ['/v1/reports/afdt', (body) => /\r\n\d{9}9\r\n$/.test(body.toString('latin1'))],
  ['/v1/reports/aej', endsWith('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ') + '\r\n')],
  ['/v1/reports/afd', endsWith('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ') + '\r\n')],
];

describe('every date and instant the API takes', () => {
  it.each(REPORTS)('%s: a whole file or a 4xx, for any from/to', async (path, isWhole) => {
    await fc.assert(
      fc.asyncProperty(dateRange, async (range) => {
        const url = `${path}${path.endsWith('&') ? '' : '?'}${query(range)}`;
        expectWholeOrRefused(await call('GET', url), url, isWhole);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('workdays: whole JSON or a 4xx, for any from/to', async () => {
    await fc.assert(
      fc.asyncProperty(dateRange, async (range) => {
        const url = `/v1/employees/${employeeId}/workdays?${query(range)}`;
        expectWholeOrRefused(await call('GET', url), url, parsesAsJson);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it.each(['/v1/time-entries', '/v1/audit-log'])(
    '%s list: whole JSON or a 4xx, for any from/to, dates or instants',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ from: fc.oneof(date, instant), to: fc.oneof(date, instant) }),
          async (range) => {
            const url = `${path}?${query(range)}`;
            expectWholeOrRefused(await call('GET', url), url, parsesAsJson);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );

  it('clock-ins and included marks: 201 or a 4xx, for any instant', async () => {
    await fc.assert(
      fc.asyncProperty(instant, async (occurredAt) => {
        const mark = await call('POST', '/v1/time-entries', { employeeId, occurredAt });
        expectWholeOrRefused(mark, `clock-in ${occurredAt}`, parsesAsJson);
        const adjustment = await call('POST', '/v1/adjustments', {
          type: 'add',
          employeeId,
          occurredAt,
          reason: 'property test',
        });
        expectWholeOrRefused(adjustment, `adjustment ${occurredAt}`, parsesAsJson);
        if (adjustment.status === 201) {
          const { id } = JSON.parse(adjustment.body.toString('utf8')) as { id: string };
          expectWholeOrRefused(await call('POST', `/v1/adjustments/${id}/approve`), 'approve', parsesAsJson);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('employees: 201 or a 4xx, for any admission and termination date', async () => {
    await fc.assert(
      fc.asyncProperty(date, date, async (admissionDate, terminationDate) => {
        const created = await call('POST', '/v1/employees', {
          name: 'Ana',
          cpf: nextCpf(),
          admissionDate,
          terminationDate,
        });
        expectWholeOrRefused(created, `employee ${admissionDate} ${terminationDate}`, parsesAsJson);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('/healthz answered within a second all along', async () => {
    await health.stop();
    expect(health.worstMs).toBeLessThan(HEALTH_BOUND_MS);
  });
});
