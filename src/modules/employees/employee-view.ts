import type { EmployeeRow } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';
import type { EmployeeView, Schedule } from './employees.schemas.js';

/**
 * An employee as the API returns it, and as its events (`employee.created`, `employee.updated`) carry it. In a
 * file of its own so that the schedule versions, which change an employee too, can announce it without
 * importing the employee service (which imports them).
 */
export function employeeView(row: EmployeeRow): EmployeeView {
  return {
    id: row.id,
    name: row.name,
    cpf: row.cpf,
    pis: row.pis,
    email: row.email,
    registration: row.registration,
    jobTitle: row.jobTitle,
    admissionDate: row.admissionDate,
    terminationDate: row.terminationDate,
    timezone: row.timezone,
    active: row.active === 1,
    timeBank: row.timeBank === 1,
    schedule: row.schedule === null ? null : (JSON.parse(row.schedule) as Schedule),
    externalId: row.externalId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
