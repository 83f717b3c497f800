import type { ApiPrincipal } from '../../platform/auth/api-key-auth.js';
import { daysInRange } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import type { ExportJobRow, ExportKind, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso, toIsoOrNull } from '../../platform/time.js';
import { type Developer, type LegalFile, requireLegalIdentity } from '../rep/legal-identity.js';
import { chainLength } from '../rep/rep.service.js';
import { prepareReport } from '../reports/reports.service.js';
import { parseDateRange } from '../workdays/workdays.service.js';
import {
  countActiveEmployees,
  findExport,
  findUnfinishedVerification,
  insertExport,
} from './exports.repository.js';
import { type CreateExportInput, MAX_EXPORT_DAYS, type ExportView } from './exports.schemas.js';

/** How long a finished job and its file are kept (then housekeeping removes them). */
export const EXPORT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A report request becomes a job past both bounds (decision 025): more than a month, and more than this many
 * employee-days: a year of 54 employees stays a request, of 55 is a job. Its cost grows with employee-days: the
 * issue's year of 5,000 employees took minutes; a year of 50 employees' espelho PDF takes a few seconds.
 */
export const LONG_EXPORT_DAYS = 31;
export const LONG_EXPORT_EMPLOYEE_DAYS = 20_000;

/** The legal file whose identity an export needs (the employer's, and the program developer's for the AEJ). */
export const LEGAL_FILE_OF: Record<ExportKind, LegalFile | null> = {
  aej: 'AEJ',
  afdt: 'AFDT',
  espelho_pdf: null,
  chain_verification: null,
};

/** The employees an export writes: the one it names, or every active one. */
export async function employeesOf(db: Db, scope: TenantScope, employeeId: string | null | undefined) {
  return employeeId ? 1 : countActiveEmployees(db, scope);
}

/** What a job's progress counts up to: the employees a report writes, the records a verification checks. */
export async function progressTotalOf(
  db: Db,
  scope: TenantScope,
  job: Pick<ExportJobRow, 'kind' | 'employeeId'>,
): Promise<number> {
  return job.kind === 'chain_verification' ? chainLength(db, scope) : employeesOf(db, scope, job.employeeId);
}

/** Whether a report of `from`–`to` is long enough to be a job rather than a request (the range is valid). */
export async function isLongExport(
  db: Db,
  scope: TenantScope,
  report: { from: string; to: string; employeeId?: string | undefined },
): Promise<boolean> {
  const days = daysInRange(report.from, report.to);
  if (days <= LONG_EXPORT_DAYS) return false;
  return days * (await employeesOf(db, scope, report.employeeId)) > LONG_EXPORT_EMPLOYEE_DAYS;
}

export function exportView(row: ExportJobRow): ExportView {
  return {
    id: row.id,
    kind: row.kind,
    from: row.dateFrom,
    to: row.dateTo,
    employeeId: row.employeeId,
    status: row.status,
    progress: { done: Math.min(row.progressDone, row.progressTotal), total: row.progressTotal },
    error: row.errorCode ? { code: row.errorCode, detail: row.errorDetail ?? '' } : null,
    file:
      row.status === 'done' && row.fileName && row.mediaType
        ? { name: row.fileName, mediaType: row.mediaType, size: Number(row.fileSize ?? 0) }
        : null,
    createdBy: { type: row.createdByType, id: row.createdById },
    createdAt: toIso(row.createdAt),
    startedAt: toIsoOrNull(row.startedAt),
    finishedAt: toIsoOrNull(row.finishedAt),
    expiresAt: toIsoOrNull(row.expiresAt),
  };
}

/**
 * Queues an export. What can be known wrong now is refused now, as the report itself would refuse it: the
 * range (400), the employee (404), the employer's or the developer's identity of a legal file (409).
 */
export async function createExport(
  db: Db,
  developer: Developer,
  principal: ApiPrincipal,
  input: CreateExportInput,
): Promise<ExportView> {
  const { kind, from, to, employeeId } = input;
  const scope = { tenantId: principal.tenantId, environment: principal.environment };
  if (kind === 'chain_verification') {
    for (const [field, value] of Object.entries({ from, to, employeeId }))
      if (value !== undefined)
        throw ApiError.invalidField(
          field,
          'a chain_verification walks the whole chain: no range nor employee',
        );
    // One walk at a time: a client that asks again (a retry, a schedule) is given the one under way.
    const unfinished = await findUnfinishedVerification(db, scope);
    if (unfinished) return exportView(unfinished);
  } else {
    if (from === undefined || to === undefined)
      throw ApiError.invalidField(from === undefined ? 'from' : 'to', `required for an ${kind} export`);
    parseDateRange(from, to, MAX_EXPORT_DAYS);
    if (employeeId && kind !== 'espelho_pdf')
      throw ApiError.invalidField('employeeId', 'only an espelho_pdf export is of one employee');
    const context = await prepareReport(db, { scope, from, to, employeeId });
    const legalFile = LEGAL_FILE_OF[kind];
    if (legalFile) requireLegalIdentity(legalFile, context.tenant, developer);
  }
  const row: ExportJobRow = {
    id: newId(),
    tenantId: scope.tenantId,
    environment: scope.environment,
    kind,
    dateFrom: from ?? null,
    dateTo: to ?? null,
    employeeId: employeeId ?? null,
    status: 'queued',
    progressDone: 0,
    progressTotal: await progressTotalOf(db, scope, { kind, employeeId: employeeId ?? null }),
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    errorCode: null,
    errorDetail: null,
    fileName: null,
    mediaType: null,
    fileSize: null,
    createdByType: principal.actor.type,
    createdById: principal.actor.id,
    createdAt: Date.now(),
    startedAt: null,
    finishedAt: null,
    expiresAt: null,
  };
  await insertExport(db, row);
  return exportView(row);
}

/** A job of the tenant-environment, or 404 (another tenant's or environment's is no different). */
export async function requireExport(db: Db, scope: TenantScope, id: string): Promise<ExportJobRow> {
  const row = await findExport(db, scope, id);
  if (!row) throw ApiError.notFound('export');
  return row;
}
