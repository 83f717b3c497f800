import type { Executor } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';
import { PAYROLL_ITEMS, type PayrollCodes, type PayrollCodesView } from './payroll.schemas.js';

const NO_CODES = Object.fromEntries(PAYROLL_ITEMS.map((item) => [item, null])) as PayrollCodes;

/** The tenant-environment's rubric codes: the stored ones, else none. */
export async function findPayrollCodes(db: Executor, scope: TenantScope): Promise<PayrollCodesView> {
  const row = await db
    .selectFrom('payrollCodes')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .executeTakeFirst();
  if (!row) return { ...NO_CODES, updatedAt: null };
  const stored = JSON.parse(row.codes) as Partial<PayrollCodes>;
  const codes = Object.fromEntries(PAYROLL_ITEMS.map((item) => [item, stored[item] ?? null])) as PayrollCodes;
  return { ...codes, updatedAt: toIso(row.updatedAt) };
}

export async function storePayrollCodes(
  db: Executor,
  scope: TenantScope,
  codes: PayrollCodes,
  updatedAt: number,
): Promise<void> {
  const fields = { codes: JSON.stringify(codes), updatedAt };
  await db
    .insertInto('payrollCodes')
    .values({ tenantId: scope.tenantId, environment: scope.environment, ...fields })
    .onConflict((oc) => oc.columns(['tenantId', 'environment']).doUpdateSet(fields))
    .execute();
}
