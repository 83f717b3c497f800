import { sql } from 'kysely';
import { chunks } from '../../platform/chunks.js';
import type { Executor } from '../../platform/db/database.js';
import type { TenantScope, TimeBankEntryRow } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';
import {
  DEFAULT_TIME_BANK_POLICY,
  type TimeBankEntryView,
  type TimeBankPolicy,
  type TimeBankPolicyView,
} from './time-bank.schemas.js';

/** The tenant-environment's policy as the API shows it: the stored one, else the defaults (disabled). */
export async function findTimeBankPolicy(db: Executor, scope: TenantScope): Promise<TimeBankPolicyView> {
  const row = await db
    .selectFrom('timeBankPolicies')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_TIME_BANK_POLICY, updatedAt: null };
  return {
    enabled: row.enabled === 1,
    agreement: row.agreement,
    creditMultiplier: row.creditMultiplierPercent / 100,
    debitAbsences: row.debitAbsences === 1,
    holidayAndRestToBank: row.holidayAndRestToBank === 1,
    updatedAt: toIso(row.updatedAt),
  };
}

/** Replaces the tenant-environment's policy (one row per tenant-environment). */
export async function storeTimeBankPolicy(
  db: Executor,
  scope: TenantScope,
  policy: TimeBankPolicy,
  updatedAt: number,
): Promise<void> {
  const fields = {
    enabled: policy.enabled ? 1 : 0,
    agreement: policy.agreement,
    creditMultiplierPercent: Math.round(policy.creditMultiplier * 100),
    debitAbsences: policy.debitAbsences ? 1 : 0,
    holidayAndRestToBank: policy.holidayAndRestToBank ? 1 : 0,
    updatedAt,
  };
  await db
    .insertInto('timeBankPolicies')
    .values({ tenantId: scope.tenantId, environment: scope.environment, ...fields })
    .onConflict((oc) => oc.columns(['tenantId', 'environment']).doUpdateSet(fields))
    .execute();
}

/** Ledger entries of one tenant and environment. */
export function selectEntries(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeBankEntries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/** Rows per INSERT: 14 columns each stay far below SQLite's 32,766 parameters. */
const INSERT_CHUNK = 500;

export async function insertEntries(db: Executor, rows: TimeBankEntryRow[]): Promise<void> {
  for (const part of chunks(rows, INSERT_CHUNK))
    await db.insertInto('timeBankEntries').values(part).execute();
}

/** The sum of an employee's entries up to `to` (every entry without it), and before `from` when given. */
export async function balances(
  db: Executor,
  scope: TenantScope,
  employeeId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ opening: number; closing: number }> {
  const row = await db
    .selectFrom('timeBankEntries')
    .select([
      sql<
        number | string | null
      >`sum(case when ${from === undefined ? sql`0 = 1` : sql`date < ${from}`} then minutes else 0 end)`.as(
        'opening',
      ),
      sql<
        number | string | null
      >`sum(case when ${to === undefined ? sql`1 = 1` : sql`date <= ${to}`} then minutes else 0 end)`.as(
        'closing',
      ),
    ])
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('employeeId', '=', employeeId)
    .executeTakeFirstOrThrow();
  return { opening: Number(row.opening ?? 0), closing: Number(row.closing ?? 0) };
}

export function entryView(row: TimeBankEntryRow): TimeBankEntryView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    date: row.date,
    kind: row.kind,
    minutes: row.minutes,
    expiresOn: row.expiresOn,
    periodId: row.periodId,
    note: row.note,
    createdAt: toIso(row.createdAt),
  };
}
