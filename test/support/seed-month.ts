import type { Insertable } from 'kysely';
import { DateTime } from 'luxon';
import { afdEmployeeRecord } from '../../src/legal/afd.js';
import { markAfdRecord } from '../../src/modules/rep/rep.service.js';
import { timeEntryHash, GENESIS_HASH } from '../../src/modules/rep/hash-chain.js';
import type { Db } from '../../src/platform/db/database.js';
import type {
  RepRecordTable,
  EmployeeTable,
  TenantScope,
  TimeEntryTable,
} from '../../src/platform/db/schema.js';
import { newId } from '../../src/platform/ids.js';
import { LocalClock } from '../../src/platform/local-time.js';

const OFFICE = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

/** Runs `insert` over `rows` 500 at a time: one statement binds at most 32,766 values on SQLite. */
async function inChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * A month of marks written straight into the tables (the API would take minutes to take 124,000 clock-ins):
 * `employees` employees on office hours (each with its AFD type-5 record), four marks a day with a few minutes'
 * jitter every day of `month`, NSRs, the hash chain and the AFD lines computed exactly as the service does.
 */
export async function seedMonth(
  db: Db,
  scope: TenantScope,
  employees: number,
  month: string,
  cpfFor: (n: number) => string,
) {
  const now = Date.now();
  const rows: Insertable<EmployeeTable>[] = Array.from({ length: employees }, (_, i) => ({
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
    schedule: JSON.stringify({ mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE }),
    externalId: null,
    createdAt: now,
    updatedAt: now,
  }));
  await inChunks(rows, (chunk) => db.insertInto('employees').values(chunk).execute());

  const first = DateTime.fromISO(`${month}-01`, { zone: 'America/Sao_Paulo' });
  const recordedAt = first.toMillis();
  const records: RepRecordTable[] = rows.map((employee, i) => ({
    ...scope,
    nsr: i + 1,
    employeeId: employee.id,
    type: '5',
    recordedAt,
    afdRecord: afdEmployeeRecord({
      nsr: i + 1,
      writtenAt: LocalClock.for('America/Sao_Paulo').legalDateTime(recordedAt),
      operation: 'I',
      cpf: employee.cpf,
      name: employee.name,
      responsibleCpf: null,
    }),
  }));
  await inChunks(records, (chunk) => db.insertInto('repRecords').values(chunk).execute());

  let previousHash = GENESIS_HASH;
  let previousAfdHash = '';
  let nsr = records.length;
  let batch: TimeEntryTable[] = [];
  const flush = async () => {
    if (batch.length) await db.insertInto('timeEntries').values(batch).execute();
    batch = [];
  };
  for (let day = first; day.month === first.month; day = day.plus({ days: 1 })) {
    for (const employee of rows) {
      for (const [hour, minute] of [
        [8, 0],
        [12, 0],
        [13, 0],
        [17, 0],
      ] as const) {
        const occurredAt = day.set({ hour, minute: minute + (nsr % 7) }).toMillis();
        const entry = {
          id: newId(),
          employeeId: employee.id,
          occurredAt,
          timezone: 'America/Sao_Paulo',
          source: 'device' as const,
          rep: 'rep_p' as const,
          deviceId: '4003650006783',
          latitude: null,
          longitude: null,
          accuracyMeters: null,
          externalId: null,
          nsr: ++nsr,
          createdAt: occurredAt,
        };
        previousHash = timeEntryHash(previousHash, entry);
        const afdRecord = markAfdRecord(entry, entry.nsr, employee.cpf, previousAfdHash);
        previousAfdHash = afdRecord.slice(-64);
        batch.push({ ...scope, ...entry, hash: previousHash, afdRecord });
        if (batch.length === 500) await flush();
      }
    }
  }
  await flush();
  await db
    .insertInto('repHeads')
    .values({ ...scope, lastNsr: nsr, lastAfdNsr: nsr, lastHash: previousHash, lastAfdHash: previousAfdHash })
    .execute();
  return nsr - records.length;
}
