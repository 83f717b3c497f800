import { computeDay } from '../../legal/clt.js';
import type { TimeBankEntryKind } from '../../platform/db/schema.js';
import { type ReportDay, scheduledIntervals } from '../reports/period.js';
import { expiresOn } from '../time-bank/ledger.js';
import type { TimeBankPolicy } from '../time-bank/time-bank.schemas.js';
import type { CalendarDay } from '../workdays/calendar.js';

/**
 * A treated day as a period close freezes it (docs/time-bank.md): the espelho's day, and what the close
 * decided of it for the bank, so the payroll export reads the closed month as it was closed.
 */
export interface FrozenDay extends ReportDay {
  /** The counted minutes of the day's contract, whatever its status (a compensation day's value). */
  contractMinutes: number;
  /** The weekly paid rest (DSR): work on it is paid in double, like a holiday's. */
  weeklyRest: boolean;
  /** Its overtime went to the bank instead of the payroll. */
  banked: boolean;
  /** Its lateness and unjustified absence went to the bank instead of being discounted. */
  debited: boolean;
  /** Minutes of the contract a `time_bank` absence took from the bank. */
  compensationMinutes: number;
}

/** The close's view of the bank for one employee: whether they are in it, and the policy then in force. */
export interface BankTerms {
  inBank: boolean;
  policy: TimeBankPolicy;
}

function contractMinutesOf(day: CalendarDay): number {
  if (day.scheduled === null || day.scheduled.length === 0) return 0;
  return computeDay({ scheduled: scheduledIntervals(day.scheduled), hasSchedule: true, marks: [] })
    .scheduledMinutes;
}

/** Freezes an employee's report days (`calendar[i]` is the calendar day of `days[i]`). */
export function freezeDays(calendar: CalendarDay[], days: ReportDay[], terms: BankTerms): FrozenDay[] {
  const { inBank, policy } = terms;
  return days.map((day, i) => {
    const placed = calendar[i]!;
    const contractMinutes = contractMinutesOf(placed);
    const paidInDouble = day.status === 'holiday' || placed.weeklyRest;
    const banked = inBank && day.overtimeMinutes > 0 && (!paidInDouble || policy.holidayAndRestToBank);
    const debited = inBank && policy.debitAbsences && day.lateMinutes + day.absenceMinutes > 0;
    let compensationMinutes = 0;
    if (inBank && day.absence?.type === 'time_bank') {
      if (day.status === 'absence') compensationMinutes = contractMinutes;
      else if (day.status === 'workday')
        compensationMinutes = Math.max(0, contractMinutes - day.scheduledMinutes);
    }
    return { ...day, contractMinutes, weeklyRest: placed.weeklyRest, banked, debited, compensationMinutes };
  });
}

/** An entry a close posts, before it has its ids. */
export interface Posting {
  date: string;
  kind: TimeBankEntryKind;
  minutes: number;
  expiresOn: string | null;
  note: string;
}

/**
 * The ledger entries of an employee's frozen days: each banked day's overtime × the credit multiplier
 * (rounded to the minute), each debited day's lateness and absence, each compensation day's contract.
 */
export function postingsOf(days: FrozenDay[], policy: TimeBankPolicy): Posting[] {
  const postings: Posting[] = [];
  for (const day of days) {
    if (day.banked) {
      const minutes = Math.round(day.overtimeMinutes * policy.creditMultiplier);
      if (minutes > 0)
        postings.push({
          date: day.date,
          kind: 'overtime',
          minutes,
          expiresOn: expiresOn(day.date, policy.agreement),
          note: `${day.overtimeMinutes} overtime minutes × ${policy.creditMultiplier}`,
        });
    }
    if (day.debited)
      postings.push({
        date: day.date,
        kind: 'absence',
        minutes: -(day.lateMinutes + day.absenceMinutes),
        expiresOn: null,
        note: `${day.lateMinutes} late and ${day.absenceMinutes} absent minutes`,
      });
    if (day.compensationMinutes > 0)
      postings.push({
        date: day.date,
        kind: 'compensation',
        minutes: -day.compensationMinutes,
        expiresOn: null,
        note: `absence ${day.absence!.id}`,
      });
  }
  return postings;
}
