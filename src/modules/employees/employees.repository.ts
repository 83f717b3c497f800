import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db/database.js';
import type {
  EmployeeRow,
  EmployeeTable,
  ScheduleVersionRow,
  TenantScope,
} from '../../platform/db/schema.js';
import type { Schedule } from './employees.schemas.js';
import type { ScheduleHistory, ScheduleVersion } from './schedule.js';

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
export function employeeInsert(db: Executor, rows: Insertable<EmployeeTable>[]) {
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

/** Schedule versions of one tenant and environment. */
export function selectScheduleVersions(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('scheduleVersions')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/** The INSERT of schedule versions, not yet run. */
export function scheduleVersionInsert(db: Executor, rows: ScheduleVersionRow[]) {
  return db.insertInto('scheduleVersions').values(rows);
}

/** The schedule versions of the given employees, each employee's in `effectiveFrom` order. */
export async function scheduleHistories(
  db: Executor,
  scope: TenantScope,
  employeeIds: readonly string[],
): Promise<Map<string, ScheduleHistory>> {
  const histories = new Map<string, ScheduleVersion[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return histories;
  const rows = await selectScheduleVersions(db, scope)
    .clearSelect()
    .select(['employeeId', 'effectiveFrom', 'schedule'])
    .where('employeeId', 'in', employeeIds)
    .orderBy('employeeId')
    .orderBy('effectiveFrom')
    .execute();
  for (const row of rows) {
    histories.get(row.employeeId)!.push({
      effectiveFrom: row.effectiveFrom,
      schedule: row.schedule === null ? null : (JSON.parse(row.schedule) as Schedule),
    });
  }
  return histories;
}
