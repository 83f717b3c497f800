import { DateTime } from 'luxon';
import type { TimeBankEntryKind } from '../../platform/db/schema.js';
import type { Agreement } from './time-bank.schemas.js';

/**
 * The time bank's arithmetic, pure (docs/time-bank.md): when a credit expires, and which credits are still
 * open (not compensated) after the debits, oldest first.
 */

/** The last day a credit of `date` may be compensated under the agreement (CLT art. 59 §§2, 5, 6). */
export function expiresOn(date: string, agreement: Agreement): string {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  const last =
    agreement === 'monthly'
      ? day.endOf('month')
      : day.plus({ months: agreement === 'individual' ? 6 : 12 }).minus({ days: 1 });
  return last.toISODate()!;
}

export interface LedgerItem {
  id: string;
  date: string;
  kind: TimeBankEntryKind;
  minutes: number;
  expiresOn: string | null;
  sourceId: string | null;
}

/** A credit with what is left of it. */
export interface OpenCredit {
  entry: LedgerItem;
  remaining: number;
}

/** Same day: credits first, then debits, then expiries (which the day's debits may still precede). */
function rank(item: LedgerItem): number {
  if (item.kind === 'expiry') return 2;
  return item.minutes > 0 ? 0 : 1;
}

/**
 * Walks the entries in date order: a debit consumes the oldest credits still valid on its date (FIFO); what no
 * credit covers is a deficit, which the next credits pay first (a negative balance is hours owed, and never
 * expires). An expiry closes the credit it names. Returns the credits with minutes left, oldest first.
 */
export function openCredits(items: readonly LedgerItem[]): OpenCredit[] {
  const sorted = [...items].sort(
    (a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b) || a.id.localeCompare(b.id),
  );
  const lots: OpenCredit[] = [];
  const byId = new Map<string, OpenCredit>();
  let deficit = 0;
  for (const item of sorted) {
    if (item.kind === 'expiry') {
      const lot = item.sourceId === null ? undefined : byId.get(item.sourceId);
      if (lot) lot.remaining = 0;
      continue;
    }
    if (item.minutes > 0) {
      const paid = Math.min(deficit, item.minutes);
      deficit -= paid;
      const lot = { entry: item, remaining: item.minutes - paid };
      byId.set(item.id, lot);
      if (lot.remaining > 0) lots.push(lot);
      continue;
    }
    let debit = -item.minutes;
    for (const lot of lots) {
      if (debit === 0) break;
      if (lot.remaining === 0 || (lot.entry.expiresOn !== null && lot.entry.expiresOn < item.date)) continue;
      const taken = Math.min(lot.remaining, debit);
      lot.remaining -= taken;
      debit -= taken;
    }
    deficit += debit;
  }
  return lots.filter((lot) => lot.remaining > 0);
}

/** The open credits whose last day is on or before `until`: what a close up to `until` expires. */
export function expiredCredits(items: readonly LedgerItem[], until: string): OpenCredit[] {
  return openCredits(items).filter((lot) => lot.entry.expiresOn !== null && lot.entry.expiresOn <= until);
}
