import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { AdjustmentRow, TimeEntryRow } from '../../src/platform/db/schema.js';
import type { Schedule } from '../../src/modules/employees/employees.schemas.js';
import { buildWorkdays } from '../../src/modules/workdays/workdays.js';

const ZONE = 'America/Sao_Paulo';
let counter = 0;

/** An original mark at local `YYYY-MM-DD HH:MM` in São Paulo. */
function mark(local: string): TimeEntryRow {
  const id = `entry-${String(++counter).padStart(4, '0')}`;
  return {
    id,
    tenantId: 't',
    environment: 'live',
    employeeId: 'e',
    occurredAt: DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm', { zone: ZONE }).toMillis(),
    timezone: ZONE,
    source: 'api',
    rep: 'rep_p',
    deviceId: null,
    latitude: null,
    longitude: null,
    accuracyMeters: null,
    externalId: null,
    nsr: counter,
    hash: '',
    afdRecord: null,
    createdAt: 0,
  };
}

function approved(fields: Partial<AdjustmentRow> & Pick<AdjustmentRow, 'type' | 'reason'>): AdjustmentRow {
  return {
    id: `adj-${++counter}`,
    tenantId: 't',
    environment: 'live',
    employeeId: 'e',
    occurredAt: null,
    timeEntryId: null,
    status: 'approved',
    requestedByType: 'api_key',
    requestedById: 'k',
    decisionNote: null,
    decidedAt: 1,
    decidedByType: 'api_key',
    decidedById: 'k',
    createdAt: 0,
    ...fields,
  };
}

/** Each day as `date: kind@HH:MM(source)` strings, for readable assertions. */
function summary(input: Parameters<typeof buildWorkdays>[0]) {
  return Object.fromEntries(
    buildWorkdays(input).map((day) => [
      day.date,
      day.marks.map((m) => {
        const time = DateTime.fromMillis(m.at, { zone: ZONE }).toFormat('HH:mm');
        return `${m.kind}${m.pair ?? ''}@${time}${m.source === 'I' ? '+' : ''}`;
      }),
    ]),
  );
}

const base = { timezone: ZONE, schedules: [], adjustments: [] as AdjustmentRow[] };
/** One schedule version in force over every day of these tests. */
const always = (schedule: Schedule) => [{ effectiveFrom: '2000-01-01', schedule }];

describe('buildWorkdays', () => {
  it('classifies a regular day as E/S pairs', () => {
    const entries = ['08:00', '12:00', '13:00', '17:00'].map((t) => mark(`2026-11-16 ${t}`));
    expect(summary({ ...base, from: '2026-11-16', to: '2026-11-16', entries })).toEqual({
      '2026-11-16': ['E1@08:00', 'S1@12:00', 'E2@13:00', 'S2@17:00'],
    });
  });

  it('a forgotten mark leaves the day incomplete; an approved add completes it as an included mark', () => {
    const entries = ['08:00', '12:00', '13:00'].map((t) => mark(`2026-11-16 ${t}`));
    const incomplete = buildWorkdays({ ...base, from: '2026-11-16', to: '2026-11-17', entries });
    expect(incomplete[0]!.effectiveCount).toBe(3);
    const add = approved({
      type: 'add',
      reason: 'Esqueceu a saída',
      occurredAt: DateTime.fromISO('2026-11-16T17:00', { zone: ZONE }).toMillis(),
    });
    const days = buildWorkdays({
      ...base,
      from: '2026-11-16',
      to: '2026-11-16',
      entries,
      adjustments: [add],
    });
    expect(days[0]!.effectiveCount).toBe(4);
    expect(days[0]!.marks[3]).toMatchObject({
      kind: 'S',
      pair: 2,
      source: 'I',
      adjustmentId: add.id,
      reason: 'Esqueceu a saída',
    });
    // The next morning's marks stay on their own day: the open pair was more than 12 hours old.
    const nextMorning = mark('2026-11-17 08:00');
    expect(
      summary({ ...base, from: '2026-11-16', to: '2026-11-17', entries: [...entries, nextMorning] }),
    ).toEqual({
      '2026-11-16': ['E1@08:00', 'S1@12:00', 'E2@13:00'],
      '2026-11-17': ['E1@08:00'],
    });
  });

  it('a duplicate mark, disregarded, is kept as D and the others re-pair', () => {
    const entries = ['08:00', '08:01', '12:00', '13:00', '17:00'].map((t) => mark(`2026-11-16 ${t}`));
    const disregard = approved({
      type: 'disregard',
      reason: 'Marcação duplicada',
      timeEntryId: entries[1]!.id,
    });
    expect(
      summary({ ...base, from: '2026-11-16', to: '2026-11-16', entries, adjustments: [disregard] }),
    ).toEqual({
      '2026-11-16': ['E1@08:00', 'D@08:01', 'S1@12:00', 'E2@13:00', 'S2@17:00'],
    });
  });

  it('pending and rejected adjustments change nothing', () => {
    const entries = [mark('2026-11-16 08:00')];
    const pending = approved({
      type: 'disregard',
      reason: 'x',
      timeEntryId: entries[0]!.id,
      status: 'pending',
    });
    const rejected = approved({
      type: 'add',
      reason: 'y',
      occurredAt: entries[0]!.occurredAt + 3600_000,
      status: 'rejected',
    });
    expect(
      summary({ ...base, from: '2026-11-16', to: '2026-11-16', entries, adjustments: [pending, rejected] }),
    ).toEqual({
      '2026-11-16': ['E1@08:00'],
    });
  });

  it('a night shift across midnight with a break belongs to the day it started (no schedule)', () => {
    const entries = [
      '2026-11-16 22:00',
      '2026-11-17 02:00',
      '2026-11-17 03:00',
      '2026-11-17 06:00',
      '2026-11-17 22:00',
    ].map(mark);
    expect(summary({ ...base, from: '2026-11-16', to: '2026-11-17', entries })).toEqual({
      '2026-11-16': ['E1@22:00', 'S1@02:00', 'E2@03:00', 'S2@06:00'],
      '2026-11-17': ['E1@22:00'],
    });
  });

  it('a break taken just before midnight still keeps the night shift together (no schedule)', () => {
    const entries = ['2026-11-16 22:00', '2026-11-16 23:30', '2026-11-17 00:30', '2026-11-17 06:00'].map(
      mark,
    );
    expect(summary({ ...base, from: '2026-11-16', to: '2026-11-17', entries })).toEqual({
      '2026-11-16': ['E1@22:00', 'S1@23:30', 'E2@00:30', 'S2@06:00'],
      '2026-11-17': [],
    });
  });

  it('overtime until late evening does not swallow the next morning (no schedule)', () => {
    const entries = ['2026-11-16 08:00', '2026-11-16 23:30', '2026-11-17 07:00', '2026-11-17 16:00'].map(
      mark,
    );
    expect(summary({ ...base, from: '2026-11-16', to: '2026-11-17', entries })).toEqual({
      '2026-11-16': ['E1@08:00', 'S1@23:30'],
      '2026-11-17': ['E1@07:00', 'S1@16:00'],
    });
  });

  it('with a schedule, marks until 3 h after a night interval ends belong to the day it started', () => {
    const schedule: Schedule = {
      mon: [{ start: '22:00', end: '05:00' }],
      tue: [{ start: '22:00', end: '05:00' }],
    };
    const entries = ['2026-11-16 21:55', '2026-11-17 05:10', '2026-11-17 07:30', '2026-11-17 21:58'].map(
      mark,
    );
    expect(
      summary({ ...base, schedules: always(schedule), from: '2026-11-16', to: '2026-11-17', entries }),
    ).toEqual({
      '2026-11-16': ['E1@21:55', 'S1@05:10', 'E2@07:30'],
      '2026-11-17': ['E1@21:58'],
    });
  });

  it('with a day-only schedule nothing crosses midnight', () => {
    const schedule: Schedule = { mon: [{ start: '08:00', end: '17:00' }] };
    const entries = ['2026-11-16 20:00', '2026-11-17 00:30'].map(mark);
    expect(
      summary({ ...base, schedules: always(schedule), from: '2026-11-16', to: '2026-11-17', entries }),
    ).toEqual({
      '2026-11-16': ['E1@20:00'],
      '2026-11-17': ['E1@00:30'],
    });
  });

  it('marks outside the range are not returned, but a night shift starting the day before is seen whole', () => {
    const entries = ['2026-11-15 22:00', '2026-11-16 04:00', '2026-11-16 08:00'].map(mark);
    expect(summary({ ...base, from: '2026-11-16', to: '2026-11-16', entries })).toEqual({
      '2026-11-16': ['E1@08:00'],
    });
  });
});
