import type { Executor } from '../../platform/db/database.js';
import type { EmployeeRow, EmployeeTable, TenantScope } from '../../platform/db/schema.js';

/** Employees of one tenant and environment: every read starts here, so the scope is in the SQL itself. */
export function selectEmployees(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('employees')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findEmployee(db: Executor, scope: TenantScope, id: string): Promise<EmployeeRow | undefined> {
  return selectEmployees(db, scope).where('id', '=', id).executeTakeFirst();
}

/** The employee already holding `cpf`, `registration` or `externalId`, other than `exceptId`. */
export function findEmployeeHolding(
  db: Executor,
  scope: TenantScope,
  column: 'cpf' | 'registration' | 'externalId',
  value: string,
  exceptId?: string,
): Promise<{ id: string } | undefined> {
  let query = db
    .selectFrom('employees')
    .select('id')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where(column, '=', value);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** The INSERT of employees, not yet run (for `runTogether` or `.execute()`). */
export function employeeInsert(db: Executor, rows: EmployeeTable[]) {
  return db.insertInto('employees').values(rows);
}

/** The UPDATE writing an employee's row back, scoped to its tenant and environment; not yet run. */
export function employeeUpdate(db: Executor, scope: TenantScope, row: EmployeeRow) {
  const { id, tenantId, environment, createdAt, ...changes } = row;
  return db
    .updateTable('employees')
    .set(changes)
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('id', '=', id);
}
