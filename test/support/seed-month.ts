import { DateTime } from 'luxon';
import { appendEmployeeRecords, MarkAppender, type NewMark } from '../../src/modules/rep/rep.service.js';
import type { Db } from '../../src/platform/db/database.js';
import type { EmployeeRow, TenantScope } from '../../src/platform/db/schema.js';
import { newId } from '../../src/platform/ids.js';

const OFFICE = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

/** Runs `insert` over `rows` 500 at a time: one statement binds at most 32,766 values on SQLite. */
async function inChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * `employees` employees on office hours, numbered from `firstNumber` (CPFs `cpfFor(number + 1000)`), written as
 * rows and with their AFD type-5 records (NSRs through the REP's API) recorded at `hiredAt`.
 */
export async function seedEmployees(
  db: Db,
  scope: TenantScope,
  employees: number,
  hiredAt: number,
  cpfFor: (n: number) => string,
  firstNumber = 0,
): Promise<EmployeeRow[]> {
  const now = Date.now();
  const rows: EmployeeRow[] = Array.from({ length: employees }, (_, j) => {
    const i = firstNumber + j;
    return {
      id: newId(),
      ...scope,
      name: `Funcionário ${i}`,
      searchName: `funcionario ${i}`,
      cpf: cpfFor(i + 1000),
      pis: null,
      email: null,
      registration: null,
      jobTitle: 'Operador',
      admissionDate: '2024-01-01',
      terminationDate: null,
      timezone: null,
      active: 1,
      timeBank: 1,
      schedule: JSON.stringify({ mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE }),
      externalId: null,
      createdAt: now,
      updatedAt: now,
    };
  });
  await inChunks(rows, (chunk) => db.insertInto('employees').values(chunk).execute());
  await inChunks(rows, (chunk) =>
    db.transaction().execute((tx) =>
      appendEmployeeRecords(
        tx,
        scope,
        chunk.map((employee) => ({ employee, operation: 'I', at: hiredAt, actor: { type: 'cli' } })),
      ),
    ),
  );
  return rows;
}

/** A device mark of `employee` at `occurredAt`, as a clock-in makes it (received when it occurred). */
export function deviceMark(scope: TenantScope, employee: EmployeeRow, occurredAt: number): NewMark {
  return {
    cpf: employee.cpf,
    row: {
      ...scope,
      id: newId(),
      employeeId: employee.id,
      occurredAt,
      // The employee's zone, or none: the mark then takes the tenant's.
      timezone: employee.timezone,
      source: 'device',
      rep: 'rep_p',
      deviceId: '4003650006783',
      latitude: null,
      longitude: null,
      accuracyMeters: null,
      externalId: null,
      createdAt: occurredAt,
    },
  };
}

/**
 * A month of marks written through the REP's API in batches of 500 (the HTTP API would take minutes to take
 * 124,000 clock-ins): `employees` employees on office hours (each with its AFD type-5 record), four marks a
 * day with a few minutes' jitter every day of `month`. Returns the number of marks.
 */
export async function seedMonth(
  db: Db,
  scope: TenantScope,
  employees: number,
  month: string,
  cpfFor: (n: number) => string,
) {
  const first = DateTime.fromISO(`${month}-01`, { zone: 'America/Sao_Paulo' });
  const rows = await seedEmployees(db, scope, employees, first.toMillis(), cpfFor);

  const marks: NewMark[] = [];
  for (let day = first; day.month === first.month; day = day.plus({ days: 1 })) {
    for (const employee of rows) {
      for (const [hour, minute] of [
        [8, 0],
        [12, 0],
        [13, 0],
        [17, 0],
      ] as const) {
        const occurredAt = day.set({ hour, minute: minute + ((rows.length + marks.length) % 7) }).toMillis();
        marks.push(deviceMark(scope, employee, occurredAt));
      }
    }
  }
  const appender = new MarkAppender(db);
  await inChunks(marks, (chunk) =>
    appender.append(
      scope,
      async () => ({ marks: chunk }),
      () => [],
    ),
  );
  return marks.length;
}
