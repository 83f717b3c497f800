import { describe, expect, it } from 'vitest';
import type { TimeBankEntryKind } from '../../src/platform/db/schema.js';
import {
  expiredCredits,
  expiresOn,
  type LedgerItem,
  openCredits,
} from '../../src/modules/time-bank/ledger.js';
import { centesimal, hhmm } from '../../src/modules/payroll/payroll.service.js';

/** The time bank's arithmetic (docs/time-bank.md): expiry dates by agreement, FIFO compensation. */

describe('expiresOn', () => {
  it('monthly: the last day of the month (CLT art. 59 §6)', () => {
    expect(expiresOn('2026-02-10', 'monthly')).toBe('2026-02-28');
    expect(expiresOn('2028-02-10', 'monthly')).toBe('2028-02-29');
    expect(expiresOn('2026-12-31', 'monthly')).toBe('2026-12-31');
  });
  it('individual: six months less a day (§5); collective: twelve (§2)', () => {
    expect(expiresOn('2026-03-10', 'individual')).toBe('2026-09-09');
    expect(expiresOn('2026-08-31', 'individual')).toBe('2027-02-27');
    expect(expiresOn('2026-03-10', 'collective')).toBe('2027-03-09');
    expect(expiresOn('2028-02-29', 'collective')).toBe('2029-02-27');
  });
});

let next = 0;
const item = (
  date: string,
  kind: TimeBankEntryKind,
  minutes: number,
  expires: string | null = null,
  sourceId: string | null = null,
): LedgerItem => ({
  id: `e${String(++next).padStart(4, '0')}`,
  date,
  kind,
  minutes,
  expiresOn: expires,
  sourceId,
});

describe('openCredits (first in, first out)', () => {
  it('a debit consumes the oldest credit first', () => {
    const a = item('2026-03-02', 'overtime', 100, '2026-03-31');
    const b = item('2026-03-03', 'overtime', 50, '2026-03-31');
    const open = openCredits([b, item('2026-03-04', 'absence', -120), a]);
    expect(open.map((lot) => [lot.entry.id, lot.remaining])).toEqual([[b.id, 30]]);
  });

  it('a deficit is paid by the next credits first, and a credit of the same day comes before the debit', () => {
    const debit = item('2026-03-02', 'absence', -60);
    const sameDay = item('2026-03-02', 'overtime', 20, '2026-03-31');
    const later = item('2026-03-05', 'overtime', 100, '2026-03-31');
    // 20 − 60 = −40 owed; the 100 of the 5th pays the 40 first: 60 open.
    expect(openCredits([debit, later, sameDay]).map((lot) => [lot.entry.id, lot.remaining])).toEqual([
      [later.id, 60],
    ]);
  });

  it('a debit after a credit expired does not touch it; an expiry closes its credit', () => {
    const old = item('2026-01-10', 'overtime', 90, '2026-01-31');
    const fresh = item('2026-02-02', 'overtime', 30, '2026-02-28');
    const debit = item('2026-02-05', 'absence', -60);
    // The debit finds only the 30 of February valid: 30 owed remain, the 90 of January stay open (to expire).
    expect(openCredits([old, fresh, debit]).map((lot) => [lot.entry.id, lot.remaining])).toEqual([
      [old.id, 90],
    ]);
    expect(expiredCredits([old, fresh, debit], '2026-02-28').map((lot) => lot.remaining)).toEqual([90]);
    const expired = item('2026-02-01', 'expiry', -90, null, old.id);
    expect(openCredits([old, fresh, debit, expired])).toEqual([]);
  });

  it('expiredCredits takes only the credits whose last day is on or before the date', () => {
    const a = item('2026-03-02', 'overtime', 10, '2026-09-01');
    const b = item('2026-03-20', 'overtime', 20, '2026-09-19');
    expect(expiredCredits([a, b], '2026-09-10').map((lot) => lot.entry.id)).toEqual([a.id]);
    expect(expiredCredits([a, b], '2026-09-19').map((lot) => lot.entry.id)).toEqual([a.id, b.id]);
  });
});

describe('payroll formats', () => {
  it('HH:MM past 99 hours, and centesimal hours with a decimal comma', () => {
    expect([0, 30, 510, 10560, 6001].map(hhmm)).toEqual(['00:00', '00:30', '08:30', '176:00', '100:01']);
    expect([0, 20, 30, 510, 10560, 1].map(centesimal)).toEqual([
      '0,00',
      '0,33',
      '0,50',
      '8,50',
      '176,00',
      '0,02',
    ]);
  });
});
