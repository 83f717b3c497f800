import type { EspelhoPolicy } from '../espelho-policy/espelho-policy.schemas.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import { reportDays, totalsOf } from '../reports/period.js';
import { type WorkdayRows, type WorkdaySubject, workdaysFromRows } from '../workdays/workdays.service.js';
import { type BankTerms, freezeDays, type Posting, postingsOf } from './freeze.js';

/** A chunk of a period close's employees, with everything their frozen days are computed from. */
export interface FreezeTask {
  /** The period's days, and the day before them: the last exit before the first day bounds its rest. */
  dayBefore: string;
  to: string;
  holidays: ReadonlyMap<string, HolidayView>;
  espelhoPolicy: EspelhoPolicy;
  /** When the close started: which days are still to come. */
  now: number;
  employees: { subject: WorkdaySubject; rows: WorkdayRows; terms: BankTerms }[];
}

/**
 * A frozen day as `insertPeriodDays` reads it. `day` is the day's JSON text as a string, not a nested object:
 * `->>` gives a string back exactly as it was written, while a nested object would come back reformatted
 * (reordered keys and added spaces from PostgreSQL's jsonb), and the frozen espelho splices the stored text as
 * it is.
 */
export interface FrozenDayRow {
  employeeId: string;
  date: string;
  day: string;
}

/**
 * A chunk's frozen period, as the close writes it (decision 022): the event loop receives one string for all
 * its days and binds it as one parameter, rather than an object and a string per day, which a month of days
 * made it allocate by the megabyte.
 */
export interface FrozenChunk {
  /** The JSON text of the chunk's `FrozenDayRow`s, every employee's days in date order. */
  dayRowsJson: string;
  /** Per employee, in the order of `FreezeTask.employees`: the totals as JSON text, and the bank postings. */
  employees: { totalsJson: string; postings: Posting[] }[];
}

/**
 * A piscina task, run in a worker thread (`DayFreezer`): the chunk's employees' treated days, counted by the
 * espelho's arithmetic and frozen with the bank's decisions, with each employee's totals and postings.
 */
export default function freezeEmployees(task: FreezeTask): FrozenChunk {
  const range = { from: task.dayBefore, to: task.to, holidays: task.holidays };
  const dayRows: FrozenDayRow[] = [];
  const employees = task.employees.map(({ subject, rows, terms }) => {
    const [before, ...inRange] = workdaysFromRows(subject, rows, range, task.now);
    const days = freezeDays(
      inRange,
      reportDays(subject.timezone, inRange, task.espelhoPolicy, before!),
      terms,
    );
    for (const day of days)
      dayRows.push({ employeeId: subject.employee.id, date: day.date, day: JSON.stringify(day) });
    return {
      totalsJson: JSON.stringify(totalsOf(days)),
      postings: terms.inBank ? postingsOf(days, terms.policy) : [],
    };
  });
  return { dayRowsJson: JSON.stringify(dayRows), employees };
}
