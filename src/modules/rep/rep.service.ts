import { afdCompanyRecord, afdEmployeeRecord, afdMarkRecord, type Collector } from '../../legal/afd.js';
import type { Compilable } from 'kysely';
import type { Executor } from '../../platform/db/database.js';
import type {
  EmployeeRow,
  Environment,
  Tenant,
  TenantScope,
  TimeEntrySource,
} from '../../platform/db/schema.js';
import { LocalClock } from '../../platform/local-time.js';
import { requireEmployerDocument } from './legal-identity.js';
import { repRecordInsert, takeNsr } from './rep.repository.js';

/**
 * What an employee change means to the REP (the AFD's type 5): added when created or reactivated, removed
 * when deactivated, changed when the name or CPF (the fields type 5 carries) changed; otherwise nothing.
 */
export function employeeOperation(before: EmployeeRow | null, after: EmployeeRow): 'I' | 'A' | 'E' | null {
  if (!before) return after.active === 1 ? 'I' : null;
  if (before.active !== after.active) return after.active === 1 ? 'I' : 'E';
  if (after.active === 1 && (before.name !== after.name || before.cpf !== after.cpf)) return 'A';
  return null;
}

/** An employee change the REP records (type 5). */
export interface EmployeeChange {
  employee: EmployeeRow;
  operation: 'I' | 'A' | 'E';
  at: number;
}

/**
 * Writes the type-5 records of employee changes, in order and with consecutive NSRs, inside the transaction
 * that makes the changes, each on the employee's clock (the tenant's when the employee has no zone of its
 * own). `writes`, the changes' own statements, go with the statement that takes the NSRs (`takeNsr`).
 */
export async function recordEmployeeChanges(
  tx: Executor,
  scope: TenantScope,
  changes: EmployeeChange[],
  writes: Compilable[] = [],
): Promise<void> {
  const head = await takeNsr(tx, scope, changes.length, writes);
  await repRecordInsert(
    tx,
    changes.map(({ employee, operation, at }, i) => {
      return {
        tenantId: scope.tenantId,
        environment: scope.environment,
        nsr: head.nsr + i,
        type: '5' as const,
        employeeId: employee.id,
        recordedAt: at,
        afdRecord: afdEmployeeRecord({
          nsr: head.afdNsr + i,
          writtenAt: LocalClock.for(employee.timezone ?? head.timezone).legalDateTime(at),
          operation,
          cpf: employee.cpf,
          name: employee.name,
          responsibleCpf: null,
        }),
      };
    }),
  ).execute();
}

const ENVIRONMENTS: Environment[] = ['live', 'test'];

/** Whether a change of the company's data concerns the REP (the fields type 2 carries). */
export function companyChanged(before: Tenant, after: Tenant): boolean {
  return (
    after.document !== null &&
    (before.name !== after.name ||
      before.document !== after.document ||
      before.cei !== after.cei ||
      before.address !== after.address)
  );
}

/**
 * Writes the type-2 record of a change of the company's data in both environments' sequences (each is a REP
 * of its own), inside the transaction that makes the change. The place of work is the company's address; the
 * person's CPF is not known to Pontual and stays blank.
 */
export async function recordCompanyChange(tx: Executor, tenant: Tenant, at: number): Promise<void> {
  const { document, documentType } = requireEmployerDocument(tenant);
  for (const environment of ENVIRONMENTS) {
    const scope = { tenantId: tenant.id, environment };
    const { nsr, afdNsr } = await takeNsr(tx, scope);
    await repRecordInsert(tx, {
      ...scope,
      nsr,
      type: '2',
      employeeId: null,
      recordedAt: at,
      afdRecord: afdCompanyRecord({
        nsr: afdNsr,
        writtenAt: LocalClock.for(tenant.timezone).legalDateTime(at),
        responsibleCpf: null,
        documentType,
        document,
        cno: tenant.cei,
        name: tenant.name,
        workplace: tenant.address,
      }),
    }).execute();
  }
}

/** Type 7 field 6. An integration posting marks (`api`) is "another electronic device". */
const COLLECTORS: Record<TimeEntrySource, Collector> = {
  mobile: '01',
  web: '02',
  dashboard: '02',
  device: '04',
  api: '05',
};

/** A mark recorded a minute or more after it happened was collected offline and sent later. */
const OFFLINE_AFTER_MS = 60_000;

/** The AFD type-7 line of a new REP-P mark, with its REP-P NSR, chained to the previous type-7 hash. */
export function markAfdRecord(
  mark: { occurredAt: number; createdAt: number; timezone: string; source: TimeEntrySource },
  afdNsr: number,
  cpf: string,
  previousAfdHash: string,
): string {
  const clock = LocalClock.for(mark.timezone);
  return afdMarkRecord(
    {
      nsr: afdNsr,
      markedAt: clock.legalDateTime(mark.occurredAt),
      cpf,
      writtenAt: clock.legalDateTime(mark.createdAt),
      collector: COLLECTORS[mark.source],
      offline: mark.createdAt - mark.occurredAt >= OFFLINE_AFTER_MS,
    },
    previousAfdHash,
  );
}
