import type { Compilable } from 'kysely';
import { compiledPerCount, type Executor } from '../../platform/db/database.js';
import type { TenantScope, TimeEntryRow } from '../../platform/db/schema.js';

export function selectTimeEntries(db: Executor, scope: TenantScope) {
  return db
    .selectFrom('timeEntries')
    .selectAll()
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

export function findTimeEntry(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<TimeEntryRow | undefined> {
  return selectTimeEntries(db, scope).where('id', '=', id).executeTakeFirst();
}

export function findTimeEntryByExternalId(db: Executor, scope: TenantScope, externalId: string) {
  return db
    .selectFrom('timeEntries')
    .select('id')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

/** Every column of a mark, with values of the right types, only to compile the INSERT from. */
const SHAPE_OF_A_MARK: TimeEntryRow = {
  id: '',
  tenantId: '',
  environment: 'live',
  employeeId: '',
  occurredAt: 0,
  timezone: '',
  source: 'api',
  deviceId: '',
  latitude: 0,
  longitude: 0,
  accuracyMeters: 0,
  externalId: '',
  nsr: 0,
  hash: '',
  afdRecord: '',
  createdAt: 0,
};
const COLUMNS = Object.keys(SHAPE_OF_A_MARK) as (keyof TimeEntryRow)[];

const marksInsert = compiledPerCount((executor, count) =>
  executor.insertInto('timeEntries').values(new Array<TimeEntryRow>(count).fill(SHAPE_OF_A_MARK)),
);

/**
 * The INSERT of a batch of marks, not yet run, compiled once per batch size: Kysely spent more building and
 * compiling a 20-mark INSERT (16 values a mark) than SQLite spent running it.
 */
export function timeEntriesInsert(tx: Executor, rows: TimeEntryRow[]): Compilable {
  return marksInsert(
    tx,
    rows.length,
    rows.flatMap((row) => COLUMNS.map((column) => row[column])),
  );
}
