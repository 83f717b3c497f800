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
 * An employee's frozen period, as the close writes it: each day and the totals already JSON text (a string
 * crosses back from the thread as one copy; a month of day objects took the event loop milliseconds to
 * receive), and the bank postings when the employee is in the bank.
 */
export interface FrozenEmployee {
  days: { date: string; json: string }[];
  totalsJson: string;
  postings: Posting[];
}

/**
 * A piscina task, run in a worker thread (`DayFreezer`): each employee's treated days, counted by the espelho's
 * arithmetic and frozen with the bank's decisions, in the order of `task.employees`.
 */
export default function freezeEmployees(task: FreezeTask): FrozenEmployee[] {
  const range = { from: task.dayBefore, to: task.to, holidays: task.holidays };
  return task.employees.map(({ subject, rows, terms }) => {
    const [before, ...inRange] = workdaysFromRows(subject, rows, range, task.now);
    const days = freezeDays(
      inRange,
      reportDays(subject.timezone, inRange, task.espelhoPolicy, before!),
      terms,
    );
    return {
      days: days.map((day) => ({ date: day.date, json: JSON.stringify(day) })),
      totalsJson: JSON.stringify(totalsOf(days)),
      postings: terms.inBank ? postingsOf(days, terms.policy) : [],
    };
  });
}
