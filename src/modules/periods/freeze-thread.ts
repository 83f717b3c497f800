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
 * A chunk's frozen period, as the close writes it. Its days are one JSON text, an array of
 * `{ employeeId, date, day }` whose `day` is the day's own JSON text, which the close's INSERT reads as rows
 * (`jsonRows`): the event loop neither receives nor binds an object or a string per day, which a month of
 * days made it allocate by the megabyte (decision 022). Per employee, in the task's order: the totals as JSON
 * text, and the bank postings when the employee is in the bank.
 */
export interface FrozenChunk {
  daysJson: string;
  employees: { totalsJson: string; postings: Posting[] }[];
}

/**
 * A piscina task, run in a worker thread (`DayFreezer`): each employee's treated days, counted by the espelho's
 * arithmetic and frozen with the bank's decisions, in the order of `task.employees`.
 */
export default function freezeEmployees(task: FreezeTask): FrozenChunk {
  const range = { from: task.dayBefore, to: task.to, holidays: task.holidays };
  const dayRows: { employeeId: string; date: string; day: string }[] = [];
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
  return { daysJson: JSON.stringify(dayRows), employees };
}
