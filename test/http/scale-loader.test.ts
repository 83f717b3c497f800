import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, TEST_DB, type TestApp } from '../support/harness.js';
import { seedYear } from '../support/seed-year.js';

/**
 * The scale bench's bulk loader (`seedYear`) writes what the service writes: its NSRs and both hash chains pass
 * the service's own verification, and a clock-in through the API chains on where it left the REP.
 */

let t: TestApp;
let key: string;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const tenant = await t.seedTenant();
  tenantId = tenant.tenantId;
  ({ key } = await tenant.key());
});

afterAll(async () => {
  await t.close();
});

describe(`the scale bench's loader (${TEST_DB})`, () => {
  it('writes rows whose NSRs and hash chain verify, and on which a clock-in chains', async () => {
    const scope = { tenantId, environment: 'live' as const };
    const days: string[] = [];
    const marks = await seedYear(t.app.deps.database.db, scope, {
      employees: 3,
      firstMonth: '2026-02',
      months: 2,
      cpfFor: () => nextCpf(),
      onDay: (date) => days.push(date),
    });
    // February and March 2026: 20 + 22 working days, four marks each for three employees.
    expect(days).toHaveLength(42);
    expect(days).not.toContain('2026-02-07');
    expect(marks).toBe(42 * 4 * 3);

    const verified = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, brokenAt: null, lastNsr: 3 + marks });

    const listed = await t.request({ method: 'GET', url: '/v1/employees?limit=10', key });
    const employeeId = listed.json<{ id: string }[]>()[0]!.id;
    const clockIn = await t.request({
      method: 'POST',
      url: '/v1/time-entries',
      key,
      payload: { employeeId, source: 'api' },
    });
    expect(clockIn.statusCode).toBe(201);
    expect(clockIn.json()).toMatchObject({ nsr: 3 + marks + 1 });
    const again = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
    expect(again.json()).toMatchObject({ valid: true, lastNsr: 3 + marks + 1 });
  });
});
