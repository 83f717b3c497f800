import { DateTime } from 'luxon';
import { MarkAppender, type NewMark } from '../../src/modules/rep/rep.service.js';
import type { Db } from '../../src/platform/db/database.js';
import type { TenantScope } from '../../src/platform/db/schema.js';
import { deviceMark, seedEmployees } from './seed-month.js';

/** Marks a statement: large enough that a year of thousands of employees loads in minutes, not hours. */
const BATCH = 2000;
const MARK_TIMES = [
  [8, 0],
  [12, 0],
  [13, 0],
  [17, 0],
] as const;

export interface YearOptions {
  employees: number;
  /** The first month, `YYYY-MM`; the marks run for `months` months from its first day. */
  firstMonth: string;
  months: number;
  cpfFor: (n: number) => string;
  /** The first employee's number (names and CPFs), so that two tenants seeded in one database differ. */
  firstNumber?: number;
  /** Called after each day is written, with the marks written so far. */
  onDay?: (date: string, marks: number) => void;
}

/**
 * The scale bench's bulk loader (`npm run bench -- --scale N`, docs/performance.md): `employees` employees on
 * office hours, each with four marks every working day (Monday to Friday) of `months` months, a few minutes'
 * jitter on each. Everything goes through the REP's own API, as a clock-in's does: the employees and their
 * AFD type-5 records through `seedEmployees`, the marks through `MarkAppender`, so the rows, NSRs, AFD lines
 * and both hash chains are the ones the service would write, and `GET /v1/time-entries/verify` checks them.
 * Only the batch differs (2,000 marks a statement where a clock-in lane takes at most 64) and what a clock-in
 * writes beside its mark: no `time_entry.created` events, no audit entries. Generated and written a day at a
 * time, so its memory is one day's marks. Returns the number of marks.
 */
export async function seedYear(db: Db, scope: TenantScope, options: YearOptions): Promise<number> {
  const first = DateTime.fromISO(`${options.firstMonth}-01`, { zone: 'America/Sao_Paulo' });
  const end = first.plus({ months: options.months });
  const employees = await seedEmployees(
    db,
    scope,
    options.employees,
    first.toMillis(),
    options.cpfFor,
    options.firstNumber,
  );
  const appender = new MarkAppender(db);
  let written = 0;
  for (let day = first; day < end; day = day.plus({ days: 1 })) {
    if (day.weekday > 5) continue;
    const times = MARK_TIMES.map(([hour, minute]) => day.set({ hour, minute }).toMillis());
    const marks: NewMark[] = [];
    for (const employee of employees)
      for (const at of times)
        marks.push(deviceMark(scope, employee, at + ((written + marks.length) % 7) * 60_000));
    for (let i = 0; i < marks.length; i += BATCH) {
      const chunk = marks.slice(i, i + BATCH);
      await appender.append(
        scope,
        async () => ({ marks: chunk }),
        () => [],
      );
    }
    written += marks.length;
    options.onDay?.(day.toISODate()!, written);
  }
  return written;
}
