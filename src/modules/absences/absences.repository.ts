import { type Executor, lockedOnPostgres } from '../../platform/db/database.js';
import type { AbsenceRow, TenantScope } from '../../platform/db/schema.js';

export function selectAbsences(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('absences')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findAbsence(db: Executor, scope: TenantScope, id: string): Promise<AbsenceRow | undefined> {
  return selectAbsences(db, scope).where('id', '=', id).executeTakeFirst();
}

export async function insertAbsence(db: Executor, row: AbsenceRow): Promise<void> {
  await db.insertInto('absences').values(row).execute();
}

/** The approved absences of some employees that touch `from`–`to` (`YYYY-MM-DD`, both included). */
export function approvedAbsencesBetween(
  db: Executor,
  scope: TenantScope,
  employeeIds: string[],
  from: string,
  to: string,
): Promise<AbsenceRow[]> {
  return selectAbsences(db, scope)
    .where('employeeId', 'in', employeeIds)
    .where('status', '=', 'approved')
    .where('dateFrom', '<=', to)
    .where('dateTo', '>=', from)
    .execute();
}

/**
 * Holds the employee's row until the transaction ends, so that approvals of one employee's absences run one
 * after another: each sees the absences the one before approved. On PostgreSQL `FOR NO KEY UPDATE`, which
 * marks referencing the employee do not wait for; SQLite's transactions already run one at a time.
 */
export async function lockEmployee(db: Executor, scope: TenantScope, employeeId: string): Promise<void> {
  const query = db
    .selectFrom('employees')
    .select('id')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', employeeId);
  await lockedOnPostgres(query, db).execute();
}
