import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { addDays, datesBetween } from '../../src/platform/dates.js';
import { LocalClock } from '../../src/platform/local-time.js';
import {
  createStorage,
  createTestApp,
  openTestDatabase,
  problem,
  testConfig,
  type TestApp,
} from '../support/harness.js';
import { migrateThrough } from '../support/migrations.js';

/** Schedules with history and cycles (issue 25; docs/calendar.md, "Schedules"). Tenants are in São Paulo (−03:00). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

const MORNING_AND_AFTERNOON = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
/** Monday to Friday, 8 hours a day. */
const OFFICE = {
  mon: MORNING_AND_AFTERNOON,
  tue: MORNING_AND_AFTERNOON,
  wed: MORNING_AND_AFTERNOON,
  thu: MORNING_AND_AFTERNOON,
  fri: MORNING_AND_AFTERNOON,
};
const SIX_HOURS = [{ start: '08:00', end: '14:00' }];
/** Monday to Saturday, 6 hours a day. */
const SIX_DAYS = {
  mon: SIX_HOURS,
  tue: SIX_HOURS,
  wed: SIX_HOURS,
  thu: SIX_HOURS,
  fri: SIX_HOURS,
  sat: SIX_HOURS,
};

async function setup() {
  const tenant = await t.seedTenant({ timezone: 'America/Sao_Paulo' });
  const { key } = await tenant.key();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, key, payload });
  const mark = async (employeeId: string, occurredAt: string) =>
    expect((await call('POST', '/v1/time-entries', { employeeId, occurredAt })).statusCode).toBe(201);
  return { tenant, key, call, mark };
}
type Call = Awaited<ReturnType<typeof setup>>['call'];

interface Day {
  date: string;
  status: string;
  scheduled: { start: string; end: string }[];
  scheduledMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  absenceMinutes: number;
  overtimeMinutes: number;
  lateMinutes: number;
  marks: { at: string; kind: string }[];
}

async function reportDays(call: Call, employeeId: string, from: string, to: string): Promise<Day[]> {
  const response = await call('GET', `/v1/reports/period?from=${from}&to=${to}&employeeId=${employeeId}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ employees: { days: Day[] }[] }>().employees[0]!.days;
}

const today = () => LocalClock.for('America/Sao_Paulo').parts(Date.now()).date;

describe('schedule versions', () => {
  it('a new version changes the days from its effectiveFrom on, and none before', async () => {
    const { call, mark } = await setup();
    const ana = (
      await call('POST', '/v1/employees', {
        name: 'Ana',
        cpf: '52998224725',
        admissionDate: '2026-11-02',
        schedule: OFFICE,
      })
    ).json<{ id: string }>().id;
    // Tuesday 10 November 2026, 08:00–12:00 and 13:00–17:00: exactly the office day, 480 minutes.
    for (const time of ['08:00', '12:00', '13:00', '17:00']) await mark(ana, `2026-11-10T${time}:00-03:00`);
    const before = await reportDays(call, ana, '2026-11-09', '2026-11-14');

    const added = await call('POST', `/v1/employees/${ana}/schedules`, {
      effectiveFrom: '2026-11-12',
      schedule: SIX_DAYS,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: expect.any(String), effectiveFrom: '2026-11-12', schedule: SIX_DAYS });
    const after = await reportDays(call, ana, '2026-11-09', '2026-11-14');

    // Monday 9 to Wednesday 11: the office version still, byte for byte. Tuesday 10: 480 scheduled, 480 worked.
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after[1]).toMatchObject({ status: 'workday', scheduledMinutes: 480, workedMinutes: 480 });
    // Thursday 12 and Friday 13: 08:00–14:00, 360 minutes owed, all absent (no marks).
    expect(before[3]).toMatchObject({ status: 'workday', scheduledMinutes: 480, absenceMinutes: 480 });
    expect(after[3]).toMatchObject({ status: 'workday', scheduledMinutes: 360, absenceMinutes: 360 });
    expect(after[4]).toMatchObject({ scheduled: SIX_HOURS, scheduledMinutes: 360 });
    // Saturday 14: a rest day under the office version, a 6-hour workday under the new one.
    expect(before[5]).toMatchObject({ date: '2026-11-14', status: 'rest', scheduledMinutes: 0 });
    expect(after[5]).toMatchObject({ date: '2026-11-14', status: 'workday', scheduledMinutes: 360 });
  });

  it('GET lists the versions by effectiveFrom; a second one of the same date is a 409', async () => {
    const { call, key } = await setup();
    const id = await t.hire(key, {
      admissionDate: '2026-03-01',
      schedule: OFFICE,
    });
    const september = await call('POST', `/v1/employees/${id}/schedules`, {
      effectiveFrom: '2026-09-01',
      schedule: SIX_DAYS,
    });
    expect(september.statusCode).toBe(201);
    // Earlier than the last one, and without a schedule (the CLT's 8-hour norm from then on).
    expect(
      (await call('POST', `/v1/employees/${id}/schedules`, { effectiveFrom: '2026-06-01', schedule: null }))
        .statusCode,
    ).toBe(201);
    const duplicate = await call('POST', `/v1/employees/${id}/schedules`, {
      effectiveFrom: '2026-09-01',
      schedule: OFFICE,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(problem(duplicate).detail).toContain('2026-09-01');
    expect(problem(duplicate).conflictingId).toBe(september.json<{ id: string }>().id);

    const versions = await call('GET', `/v1/employees/${id}/schedules`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toEqual([
      { id: expect.any(String), effectiveFrom: '2026-03-01', schedule: OFFICE },
      { id: expect.any(String), effectiveFrom: '2026-06-01', schedule: null },
      { id: expect.any(String), effectiveFrom: '2026-09-01', schedule: SIX_DAYS },
    ]);
    // The employee shows the version in force today (from 2026-09-01 on).
    expect((await call('GET', `/v1/employees/${id}`)).json().schedule).toEqual(SIX_DAYS);
  });

  it('PATCH of schedule adds a version from today in the tenant zone; past days keep the old one', async () => {
    const { call, key } = await setup();
    const id = await t.hire(key, { admissionDate: '2026-11-02', schedule: OFFICE });
    const patched = await call('PATCH', `/v1/employees/${id}`, { schedule: SIX_DAYS });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().schedule).toEqual(SIX_DAYS);
    // A second PATCH the same day replaces today's version rather than adding another.
    expect((await call('PATCH', `/v1/employees/${id}`, { schedule: SIX_DAYS })).statusCode).toBe(200);
    expect((await call('GET', `/v1/employees/${id}/schedules`)).json()).toEqual([
      { id: expect.any(String), effectiveFrom: '2026-11-02', schedule: OFFICE },
      { id: expect.any(String), effectiveFrom: today(), schedule: SIX_DAYS },
    ]);
    // Tuesday 10 November 2026 (before today) is still an office day: 480 minutes owed, not 360.
    const [tuesday] = await reportDays(call, id, '2026-11-10', '2026-11-10');
    expect(tuesday).toMatchObject({ scheduled: MORNING_AND_AFTERNOON, scheduledMinutes: 480 });
  });

  it('creating an employee creates its first version: from admission, else from today', async () => {
    const { call, key } = await setup();
    const admitted = await t.hire(key, { admissionDate: '2025-01-06', schedule: OFFICE });
    const unscheduled = await t.hire(key);
    expect((await call('GET', `/v1/employees/${admitted}/schedules`)).json()).toEqual([
      { id: expect.any(String), effectiveFrom: '2025-01-06', schedule: OFFICE },
    ]);
    expect((await call('GET', `/v1/employees/${unscheduled}/schedules`)).json()).toEqual([
      { id: expect.any(String), effectiveFrom: today(), schedule: null },
    ]);
  });

  it('a version dated in the future shows on the employee once its day comes', async () => {
    const { call, key, tenant } = await setup();
    const id = await t.hire(key, { admissionDate: '2026-11-02', schedule: OFFICE });
    const tomorrow = addDays(today(), 1);
    const added = await call('POST', `/v1/employees/${id}/schedules`, {
      effectiveFrom: tomorrow,
      schedule: SIX_DAYS,
    });
    expect(added.statusCode).toBe(201);
    expect((await call('GET', `/v1/employees/${id}`)).json().schedule).toEqual(OFFICE);
    // Its day comes with no write to the employee: here, a version written straight into today.
    const { db, close } = openTestDatabase(t.storage);
    try {
      await db
        .updateTable('scheduleVersions')
        .set({ effectiveFrom: today() })
        .where('tenantId', '=', tenant.tenantId)
        .where('employeeId', '=', id)
        .where('effectiveFrom', '=', tomorrow)
        .execute();
    } finally {
      await close();
    }
    expect((await call('GET', `/v1/employees/${id}`)).json().schedule).toEqual(SIX_DAYS);
    const listed = (await call('GET', '/v1/employees')).json<{ id: string; schedule: unknown }[]>();
    expect(listed.find((e) => e.id === id)!.schedule).toEqual(SIX_DAYS);
  });

  it("another tenant's employee is a 404; writing needs employees:write", async () => {
    const { call } = await setup();
    const other = await setup();
    const theirs = await t.hire(other.key, { schedule: OFFICE });
    expect((await call('GET', `/v1/employees/${theirs}/schedules`)).statusCode).toBe(404);
    const write = await call('POST', `/v1/employees/${theirs}/schedules`, {
      effectiveFrom: '2026-09-01',
      schedule: SIX_DAYS,
    });
    expect(write.statusCode).toBe(404);
    expect((await other.call('GET', `/v1/employees/${theirs}/schedules`)).json()).toHaveLength(1);

    const readOnly = (await other.tenant.key({ scopes: ['employees:read'] })).key;
    const refused = await t.request({
      method: 'POST',
      url: `/v1/employees/${theirs}/schedules`,
      key: readOnly,
      payload: { effectiveFrom: '2026-09-01', schedule: SIX_DAYS },
    });
    expect(refused.statusCode).toBe(403);
    const read = await t.request({ method: 'GET', url: `/v1/employees/${theirs}/schedules`, key: readOnly });
    expect(read.statusCode).toBe(200);
  });
});

describe('cycles', () => {
  // 12x36 from Wednesday 16 September 2026: day 0 of the cycle is a 12-hour shift, day 1 is off. Two weeks,
  // 14–27 September (no holiday). Day index = (date − 16 Sep) mod 2, negative differences included:
  // 14 Sep → −2 mod 2 = 0 (shift), 15 Sep → −1 mod 2 = 1 (off), 16 → 0, 17 → 1, … so the shifts fall on the
  // even dates 14, 16, …, 26 and the odd dates 15, 17, …, 27 are rest days.
  const FROM = '2026-09-14';
  const TO = '2026-09-27';
  const dates = [...datesBetween(FROM, TO)];
  const shiftDates = dates.filter((date) => Number(date.slice(8)) % 2 === 0);
  const cycle = (start: string, end: string) => ({
    type: 'cycle',
    startsOn: '2026-09-16',
    days: [[{ start, end }], []],
  });

  it('12x36 by day: each shift day owes its 12 hours, the day off is rest', async () => {
    const { call, key, mark } = await setup();
    const id = await t.hire(key, { admissionDate: '2026-09-01', schedule: cycle('07:00', '19:00') });
    for (const date of shiftDates) {
      await mark(id, `${date}T07:00:00-03:00`);
      await mark(id, `${date}T19:00:00-03:00`);
    }
    const days = await reportDays(call, id, FROM, TO);
    for (const day of days) {
      if (shiftDates.includes(day.date)) {
        // 07:00–19:00 is all day time: 720 minutes scheduled and worked, nothing owed or extra.
        expect(day).toMatchObject({
          status: 'workday',
          scheduledMinutes: 720,
          workedMinutes: 720,
          absenceMinutes: 0,
          overtimeMinutes: 0,
        });
      } else {
        expect(day).toMatchObject({ status: 'rest', scheduledMinutes: 0, workedMinutes: 0, marks: [] });
      }
    }
  });

  it('12x36 by night: the marks after midnight belong to the night the shift started; the next day is rest', async () => {
    const { call, key, mark } = await setup();
    const id = await t.hire(key, { admissionDate: '2026-09-01', schedule: cycle('19:00', '07:00') });
    for (const date of shiftDates) {
      await mark(id, `${date}T19:00:00-03:00`);
      const next = String(Number(date.slice(8)) + 1).padStart(2, '0');
      await mark(id, `${date.slice(0, 8)}${next}T07:00:00-03:00`);
    }
    const days = await reportDays(call, id, FROM, TO);
    for (const day of days) {
      if (shiftDates.includes(day.date)) {
        // 19:00–07:00: 720 clock minutes; 22:00–05:00 is night (420), and the shift covers that whole night and
        // goes on to 07:00, so 05:00–07:00 is night as well (Súmula 60): 540 night clock minutes, counted in
        // reduced hours as 540 × 60/52.5 = 617.14 → 617. Counted: 720 − 540 + 617 = 797, scheduled and worked.
        expect(day.marks.map((m) => m.kind)).toEqual(['E', 'S']);
        expect(day).toMatchObject({
          status: 'workday',
          scheduledMinutes: 797,
          workedMinutes: 797,
          nightMinutes: 617,
          absenceMinutes: 0,
          overtimeMinutes: 0,
          lateMinutes: 0,
        });
      } else {
        // The 07:00 exit was grouped on the previous day: the day off has no marks and owes nothing.
        expect(day).toMatchObject({ status: 'rest', scheduledMinutes: 0, workedMinutes: 0, marks: [] });
      }
    }
  });

  it('12x36 by night: an exit 2 h 30 after the scheduled end still closes the night it started', async () => {
    const { call, key, mark } = await setup();
    const id = await t.hire(key, { admissionDate: '2026-09-01', schedule: cycle('19:00', '07:00') });
    // Wednesday 16 September is a shift day (index 0): in at 19:00, out on the 17th at 09:30, 14 h 30 later.
    // Without a schedule an open pair is closed after midnight only up to 12 h after its entry; the cycle's
    // night interval ends at 07:00, and marks until 10:00 (3 h after it) belong to the 16th.
    await mark(id, '2026-09-16T19:00:00-03:00');
    await mark(id, '2026-09-17T09:30:00-03:00');
    const [shift, off] = await reportDays(call, id, '2026-09-16', '2026-09-17');
    expect(shift!.marks.map((m) => m.kind)).toEqual(['E', 'S']);
    expect(shift).toMatchObject({ status: 'workday', absenceMinutes: 0 });
    expect(off).toMatchObject({ date: '2026-09-17', status: 'rest', marks: [] });
  });

  it("the AEJ gives each of a cycle's day patterns a contract schedule code (record 04)", async () => {
    const { call, key, mark } = await setup();
    const id = await t.hire(key, { admissionDate: '2026-09-01', schedule: cycle('19:00', '07:00') });
    await mark(id, '2026-09-16T19:00:00-03:00');
    await mark(id, '2026-09-17T07:00:00-03:00');
    const aej = await call('GET', `/v1/reports/aej?from=${FROM}&to=${TO}`);
    expect(aej.statusCode).toBe(200);
    const lines = aej.body.split('\r\n');
    // One pattern (19:00–07:00, 797 counted minutes as above) → one record 04, code H1; the cycle's day off
    // is a rest day, whose first entries would refer to FOLGA.
    expect(lines.filter((line) => line.startsWith('04|'))).toEqual([
      '04|H1|797|1900|0700',
      '04|FOLGA|0|0000|0000',
    ]);
    const marks = lines.filter((line) => line.startsWith('05|'));
    expect(marks).toHaveLength(2);
    expect(marks[0]).toContain('|H1|');
  });
});

describe('validation', () => {
  it('bad cycles and versions are 400s naming the field', async () => {
    const { call, key } = await setup();
    const id = await t.hire(key, { schedule: OFFICE });
    const fieldsOf = async (payload: object) => {
      const response = await call('POST', `/v1/employees/${id}/schedules`, payload);
      expect(response.statusCode).toBe(400);
      return problem(response).errors!.map((e: { field: string }) => e.field);
    };
    const version = (schedule: object) => ({ effectiveFrom: '2026-11-02', schedule });
    const shift = [{ start: '07:00', end: '19:00' }];
    expect(await fieldsOf(version({ type: 'cycle', startsOn: '2026-11-02', days: [] }))).toContain(
      'schedule.days',
    );
    expect(
      await fieldsOf(version({ type: 'cycle', startsOn: '2026-11-02', days: Array(63).fill(shift) })),
    ).toContain('schedule.days');
    expect(await fieldsOf(version({ type: 'cycle', startsOn: '2026-02-30', days: [shift] }))).toContain(
      'schedule.startsOn',
    );
    expect(
      await fieldsOf(
        version({ type: 'cycle', startsOn: '2026-11-02', days: [[{ start: '24:00', end: '07:00' }]] }),
      ),
    ).toContain('schedule.days.0.0.start');
    expect(
      await fieldsOf(version({ type: 'cycle', startsOn: '2026-11-02', days: [shift], every: 2 })),
    ).toContain('schedule.every');
    expect(await fieldsOf(version({ type: 'weekly', startsOn: '2026-11-02', days: [shift] }))).toContain(
      'schedule.type',
    );
    // A bad cycle is told what is wrong with it as a cycle, not that it is no weekly pattern (nor the reverse).
    for (const schedule of [
      { type: 'cycle', startsOn: '2026-11-02', days: [[{ start: '7:00', end: '19:00' }]] },
      { mon: [{ start: '7:00', end: '19:00' }] },
    ]) {
      const response = await call('POST', `/v1/employees/${id}/schedules`, version(schedule));
      const errors = problem(response).errors!;
      expect(errors[0]!.field).toMatch(/^schedule\.(days\.0|mon)\.0\.start$/);
      expect(errors.map((e: { message: string }) => e.message).join()).not.toMatch(/then|else|type|days/);
    }
    expect(await fieldsOf({ schedule: OFFICE })).toContain('effectiveFrom');
    expect(await fieldsOf({ effectiveFrom: '2026-11-31', schedule: OFFICE })).toContain('effectiveFrom');

    // What JSON Schema cannot see: overlaps within a day, across midnight, and from the last day into the first.
    const overlaps = async (days: object[]) => {
      const response = await call(
        'POST',
        `/v1/employees/${id}/schedules`,
        version({ type: 'cycle', startsOn: '2026-11-02', days }),
      );
      expect(response.statusCode).toBe(400);
      return problem(response).errors;
    };
    expect(
      await overlaps([
        [
          { start: '07:00', end: '19:00' },
          { start: '18:00', end: '20:00' },
        ],
      ]),
    ).toEqual([
      {
        field: 'schedule.days.0.1',
        message: 'overlaps schedule.days.0.0',
        reason: 'overlaps',
        params: { field: 'schedule.days.0.0' },
      },
    ]);
    expect(await overlaps([[{ start: '19:00', end: '07:00' }], [{ start: '06:00', end: '10:00' }]])).toEqual([
      {
        field: 'schedule.days.1.0',
        message: 'overlaps schedule.days.0.0',
        reason: 'overlaps',
        params: { field: 'schedule.days.0.0' },
      },
    ]);
    expect(await overlaps([[{ start: '06:00', end: '10:00' }], [{ start: '20:00', end: '08:00' }]])).toEqual([
      {
        field: 'schedule.days.0.0',
        message: 'overlaps schedule.days.1.0',
        reason: 'overlaps',
        params: { field: 'schedule.days.1.0' },
      },
    ]);
    expect(await overlaps([[{ start: '07:00', end: '07:00' }]])).toEqual([
      { field: 'schedule.days.0.0', message: 'start and end must differ' },
    ]);
    // The same checks guard PATCH and create.
    const cycleOverlap = {
      type: 'cycle',
      startsOn: '2026-11-02',
      days: [[{ start: '19:00', end: '07:00' }], [{ start: '06:00', end: '10:00' }]],
    };
    expect((await call('PATCH', `/v1/employees/${id}`, { schedule: cycleOverlap })).statusCode).toBe(400);
    const created = await call('POST', '/v1/employees', {
      name: 'X',
      cpf: '02973937078',
      schedule: cycleOverlap,
    });
    expect(created.statusCode).toBe(400);
    expect((await call('GET', `/v1/employees/${id}/schedules`)).json()).toHaveLength(1);
  });
});

describe('migration 014 on a database with employees', () => {
  it("makes each employee's current schedule its first version, from admission or creation (tenant zone)", async () => {
    const storage = await createStorage();
    const { db, close } = openDatabase(testConfig(storage));
    try {
      await migrateThrough(db, '013');
      const now = Date.now();
      await db
        .insertInto('tenants')
        .values({
          id: 't1',
          name: 't1',
          document: null,
          documentType: null,
          cei: null,
          timezone: 'America/Sao_Paulo',
          repNumber: '0'.repeat(17),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const employee = (
        id: string,
        fields: { admissionDate: string | null; schedule: string | null; createdAt: number },
      ) => ({
        id,
        tenantId: 't1',
        environment: 'live' as const,
        name: id,
        cpf: id,
        pis: null,
        email: null,
        registration: null,
        jobTitle: null,
        terminationDate: null,
        timezone: null,
        active: 1,
        externalId: null,
        searchName: id,
        updatedAt: fields.createdAt,
        ...fields,
      });
      const office = JSON.stringify(OFFICE);
      await db
        .insertInto('employees')
        .values([
          employee('admitted', { admissionDate: '2024-03-01', schedule: office, createdAt: now }),
          // Created 1 March 2026 at 02:00 UTC, which is still 28 February at 23:00 in São Paulo.
          employee('unadmitted', {
            admissionDate: null,
            schedule: office,
            createdAt: Date.parse('2026-03-01T02:00:00Z'),
          }),
          employee('unscheduled', { admissionDate: '2025-05-05', schedule: null, createdAt: now }),
        ])
        .execute();

      await migrateToLatest(db);

      const versions = await db
        .selectFrom('scheduleVersions')
        .select(['tenantId', 'environment', 'employeeId', 'effectiveFrom', 'schedule'])
        .orderBy('employeeId')
        .execute();
      expect(versions).toEqual([
        {
          tenantId: 't1',
          environment: 'live',
          employeeId: 'admitted',
          effectiveFrom: '2024-03-01',
          schedule: office,
        },
        {
          tenantId: 't1',
          environment: 'live',
          employeeId: 'unadmitted',
          effectiveFrom: '2026-02-28',
          schedule: office,
        },
        {
          tenantId: 't1',
          environment: 'live',
          employeeId: 'unscheduled',
          effectiveFrom: '2025-05-05',
          schedule: null,
        },
      ]);
      // The employee rows are untouched.
      expect(await db.selectFrom('employees').select(['id', 'schedule']).orderBy('id').execute()).toEqual([
        { id: 'admitted', schedule: office },
        { id: 'unadmitted', schedule: office },
        { id: 'unscheduled', schedule: null },
      ]);
    } finally {
      await close();
      await storage.drop();
    }
  });
});
