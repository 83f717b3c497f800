import { markRecordFields } from '../../legal/afd.js';
import { formatDocument } from '../../legal/documents.js';
import type { Db } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { findEmployee } from '../employees/employees.repository.js';
import { requireLegalIdentity } from '../rep/legal-identity.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { selectTimeEntries } from '../time-entries/time-entries.repository.js';
import { RECEIPT_TITLE, type Receipt } from './receipts.schemas.js';

/** The receipt names no program developer (only the AEJ and the AFD do). */
const NO_DEVELOPER = { document: null, name: null, email: null };

/** `2026-11-22T08:01:00-0300` (Portaria 671's DH) as ISO 8601, `2026-11-22T08:01:00-03:00`. */
const isoOffset = (legalDateTime: string) => legalDateTime.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');

/**
 * The receipt of a mark (Portaria 671 art. 79): the mark as the REP-P recorded it, its AFD type-7 line (NSR,
 * date and time in the mark's zone, CPF, hash), with the employer and the worker as they are now. What the
 * worker can check against the AFD is that line, so its NSR and hash are the receipt's (the API's `nsr` and
 * `hash` of a time entry are Pontual's own sequence and chain; the NSRs differ once a time clock's mark exists).
 *
 * 404 for a mark of another tenant or environment, or of another employee than `employeeId` when given (the
 * query is scoped); 409 for a mark that is not a record of Pontual's REP-P, and until the company's identities
 * the receipt names are set.
 */
export async function receiptOf(
  db: Db,
  scope: TenantScope,
  timeEntryId: string,
  employeeId?: string,
): Promise<Receipt> {
  let query = selectTimeEntries(db, scope).where('id', '=', timeEntryId);
  if (employeeId !== undefined) query = query.where('employeeId', '=', employeeId);
  const entry = await query.executeTakeFirst();
  if (!entry) throw ApiError.notFound('time entry');
  if (entry.rep === 'rep_c') {
    const serial = entry.deviceId ? ` ${entry.deviceId}` : '';
    throw ApiError.conflict(
      `This mark was taken by the time clock (REP-C)${serial}, which issues its own receipt (Portaria 671 art. 79); Pontual issues receipts for the marks of its REP-P only.`,
      { reason: 'receipt_by_time_clock' },
    );
  }
  if (entry.afdRecord === null) {
    throw ApiError.conflict(
      "This mark was recorded before Pontual's REP-P wrote AFD records (migration 007): it has no NSR or hash of the REP-P to put on a receipt.",
      { reason: 'receipt_without_afd_record' },
    );
  }
  const [tenant, employee] = await Promise.all([
    findTenant(db, scope.tenantId),
    findEmployee(db, scope, entry.employeeId),
  ]);
  if (!tenant || !employee) throw ApiError.notFound('time entry');
  const identity = requireLegalIdentity('receipt', tenant, NO_DEVELOPER);
  const record = markRecordFields(entry.afdRecord);
  return {
    title: RECEIPT_TITLE,
    timeEntryId: entry.id,
    employer: {
      name: tenant.name,
      documentType: identity.documentType,
      document: formatDocument(identity.document),
      cei: tenant.cei,
    },
    workplace: tenant.address!,
    rep: { type: 'REP-P', inpiNumber: tenant.repNumber },
    employee: { name: employee.name, cpf: formatDocument(record.cpf) },
    markedAt: isoOffset(record.markedAt),
    timezone: entry.timezone,
    nsr: record.nsr,
    hash: record.hash,
  };
}
