import type { Compilable } from 'kysely';
import { IANAZone } from 'luxon';
import { isValidCpf, isValidPis, normalizeDocument } from '../../legal/documents.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { EmployeeRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError, type FieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { eventsInsert } from '../../platform/outbox.js';
import { searchKey } from '../../platform/search.js';
import {
  employeeInsert,
  employeeUpdate,
  findEmployee,
  findEmployeeHolding,
  scheduleVersionInsert,
} from './employees.repository.js';
import type { CreateEmployeeInput, EmployeeView, UpdateEmployeeInput } from './employees.schemas.js';
import { appendEmployeeRecords, employeeOperation, type RecordActor } from '../rep/rep.service.js';
import { employeeView } from './employee-view.js';
import { scheduleErrors } from './schedule.js';
import { putScheduleVersion, scheduleVersionRow, tenantToday } from './schedules.service.js';

/** Applies the input on top of `base` (a new employee or the stored one) and checks what JSON Schema cannot. */
function applyInput(base: EmployeeRow, input: UpdateEmployeeInput): EmployeeRow {
  const row: EmployeeRow = { ...base };
  const errors: FieldError[] = [];
  const set = <K extends keyof EmployeeRow>(key: K, value: EmployeeRow[K] | undefined) => {
    if (value !== undefined) row[key] = value;
  };
  set('name', input.name?.trim());
  if (input.cpf !== undefined) {
    row.cpf = normalizeDocument(input.cpf);
    if (!isValidCpf(row.cpf))
      errors.push({ field: 'cpf', message: 'is not a valid CPF', reason: 'invalid_cpf' });
  }
  if (input.pis !== undefined) {
    row.pis = input.pis === null ? null : normalizeDocument(input.pis);
    if (row.pis !== null && !isValidPis(row.pis))
      errors.push({ field: 'pis', message: 'is not a valid PIS/PASEP', reason: 'invalid_pis' });
  }
  set('email', input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null));
  set('registration', input.registration);
  set('jobTitle', input.jobTitle);
  set('admissionDate', input.admissionDate);
  set('terminationDate', input.terminationDate);
  set('externalId', input.externalId);
  if (input.active !== undefined) row.active = input.active ? 1 : 0;
  if (input.timeBank !== undefined) row.timeBank = input.timeBank ? 1 : 0;
  if (input.timezone !== undefined) {
    row.timezone = input.timezone;
    if (row.timezone !== null && !IANAZone.isValidZone(row.timezone)) {
      errors.push({ field: 'timezone', message: 'is not an IANA time zone', reason: 'invalid_timezone' });
    }
  }
  if (input.schedule !== undefined) {
    row.schedule = input.schedule === null ? null : JSON.stringify(input.schedule);
    if (input.schedule) errors.push(...scheduleErrors(input.schedule));
  }
  if (row.name.length === 0) errors.push({ field: 'name', message: 'must not be blank', reason: 'blank' });
  row.searchName = searchKey(row.name);
  if (row.admissionDate && row.terminationDate && row.terminationDate < row.admissionDate) {
    errors.push({ field: 'terminationDate', message: 'must not be before admissionDate' });
  }
  if (errors.length > 0)
    throw ApiError.invalid(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '));
  return row;
}

const UNIQUE_FIELDS = [
  ['cpf', 'CPF', 'duplicate_cpf'],
  ['registration', 'registration', 'duplicate_registration'],
  ['externalId', 'externalId', 'duplicate_external_id'],
] as const;

/**
 * Runs `write` in a transaction and turns a collision on CPF, registration or externalId into a 409 naming
 * the employee that holds the value (`written()` is the row the transaction wrote). The unique indexes
 * decide, so a write pays no lookup before it and two concurrent writers cannot both pass a check; the holder
 * is looked up only after a collision.
 */
async function writeUniquely<T>(
  db: Db,
  scope: TenantScope,
  written: () => EmployeeRow | undefined,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    const row = written();
    // Only the employees table's own indexes: a collision elsewhere is a fault, not the client's conflict.
    if (!isUniqueViolation(error, 'employees') || !row) throw error;
    for (const [column, label, reason] of UNIQUE_FIELDS) {
      const value = row[column];
      if (value === null) continue;
      const holder = await findEmployeeHolding(db, scope, column, value, row.id);
      if (holder)
        throw ApiError.duplicate(`Employee ${holder.id} already has this ${label}.`, holder.id, { reason });
    }
    // The holder changed its value since the collision.
    throw ApiError.conflict('Another employee already has this CPF, registration or externalId.', {
      reason: 'concurrent_change',
    });
  }
}

/**
 * Runs the changes' `writes` and the AFD type-5 records they call for (if any), in order, in the transaction
 * that makes them. The writes share one statement with the one taking the NSRs (`takeNsr`), so the tenant's REP
 * head row, which every other mark and record of the tenant-environment waits for, is held from that
 * statement to the commit: one more statement (the type-5 lines, which carry the NSRs) and the commit itself.
 */
async function writeWithRepRecords(
  tx: Tx,
  scope: TenantScope,
  changes: { before: EmployeeRow | null; after: EmployeeRow; actor: RecordActor }[],
  writes: [Compilable, ...Compilable[]],
): Promise<void> {
  const recorded = changes.flatMap(({ before, after, actor }) => {
    const operation = employeeOperation(before, after);
    return operation ? [{ employee: after, operation, at: after.updatedAt, actor }] : [];
  });
  if (recorded.length > 0) await appendEmployeeRecords(tx, scope, recorded, writes);
  else for (const write of writes) await tx.executeQuery(write.compile());
}

/** A new employee's row from the input; a 400 naming each invalid field. */
export function newEmployee(scope: TenantScope, input: CreateEmployeeInput): EmployeeRow {
  const now = Date.now();
  const blank: EmployeeRow = {
    id: newId(),
    tenantId: scope.tenantId,
    environment: scope.environment,
    name: '',
    cpf: '',
    pis: null,
    email: null,
    registration: null,
    jobTitle: null,
    admissionDate: null,
    terminationDate: null,
    timezone: null,
    active: 1,
    timeBank: 1,
    schedule: null,
    externalId: null,
    searchName: '',
    createdAt: now,
    updatedAt: now,
  };
  return applyInput(blank, input);
}

/**
 * Creates one employee in its own transaction, outside any lane (seeding: the bench and the soak), as the CLI
 * would (its type-5 record carries the tenant's responsible CPF).
 */
export function createEmployee(
  db: Db,
  scope: TenantScope,
  input: CreateEmployeeInput,
): Promise<EmployeeView> {
  return insertEmployee(db, scope, { row: newEmployee(scope, input), actor: { type: 'cli' } });
}

/** A new employee's row and who creates it (whose CPF its type-5 record carries). */
export interface EmployeeCreate {
  row: EmployeeRow;
  actor: RecordActor;
}

/** Writes one new employee in its own transaction; a collision is a 409 naming the holder. */
export function insertEmployee(db: Db, scope: TenantScope, create: EmployeeCreate): Promise<EmployeeView> {
  return writeUniquely(
    db,
    scope,
    () => create.row,
    async (tx) => (await insertEmployees(tx, scope, [create]))[0]!,
  );
}

/**
 * Writes new employees, their `employee.created` events and the type-5 records of the active ones, in order
 * and in `tx`: the rows and events travel with the statement that takes the NSRs. A collision on a unique
 * field fails the whole write (the caller tells which row, see `EmployeeCreates`).
 */
export async function insertEmployees(
  tx: Tx,
  scope: TenantScope,
  creates: EmployeeCreate[],
): Promise<EmployeeView[]> {
  const rows = creates.map((c) => c.row);
  const views = rows.map(employeeView);
  // Each new employee's first schedule version (none, when it has no schedule): from its admission, else today.
  const today = rows.some((row) => row.admissionDate === null)
    ? await tenantToday(tx, scope.tenantId)
    : undefined;
  const firstVersions = rows.map((row) =>
    scheduleVersionRow(scope, row.id, row.admissionDate ?? today!, row.schedule),
  );
  await writeWithRepRecords(
    tx,
    scope,
    creates.map(({ row, actor }) => ({ before: null, after: row, actor })),
    [
      employeeInsert(tx, rows),
      eventsInsert(
        tx,
        views.map((view, i) => ({ ...scope, type: 'employee.created', data: view, at: rows[i]!.createdAt })),
      ),
      scheduleVersionInsert(tx, firstVersions),
    ],
  );
  return views;
}

export function updateEmployee(
  db: Db,
  scope: TenantScope,
  id: string,
  input: UpdateEmployeeInput,
  actor: RecordActor,
): Promise<EmployeeView> {
  let row: EmployeeRow | undefined;
  return writeUniquely(
    db,
    scope,
    () => row,
    async (tx) => {
      const stored = await findEmployee(tx, scope, id);
      if (!stored) throw ApiError.notFound('employee');
      row = applyInput({ ...stored, updatedAt: Date.now() }, input);
      // A new schedule is in force from today: the days before keep the version they had.
      if (input.schedule !== undefined) {
        const today = await tenantToday(tx, scope.tenantId);
        await putScheduleVersion(tx, scheduleVersionRow(scope, id, today, row.schedule));
      }
      const view = employeeView(row);
      await writeWithRepRecords(
        tx,
        scope,
        [{ before: stored, after: row, actor }],
        [
          employeeUpdate(tx, scope, row),
          eventsInsert(tx, [{ ...scope, type: 'employee.updated', data: view, at: row.updatedAt }]),
        ],
      );
      return view;
    },
  );
}
