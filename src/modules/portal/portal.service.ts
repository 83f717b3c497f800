import type { FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { sha256Hex } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type {
  EmployeeRow,
  EspelhoAcknowledgementRow,
  Requester,
  TenantScope,
} from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso } from '../../platform/time.js';
import { absenceView, createAbsence } from '../absences/absences.service.js';
import { selectAbsences } from '../absences/absences.repository.js';
import { adjustmentView, createAdjustment } from '../adjustments/adjustments.service.js';
import { selectAdjustments } from '../adjustments/adjustments.repository.js';
import { findEmployee } from '../employees/employees.repository.js';
import { findPeriod } from '../periods/periods.repository.js';
import { frozenEspelhoSection } from '../periods/periods.service.js';
import type { PdfRenderer } from '../reports/pdf-renderer.js';
import type { ReportSlots } from '../reports/report-slots.js';
import type { ClockIns } from '../time-entries/clock-ins.js';
import { selectTimeEntries } from '../time-entries/time-entries.repository.js';
import { timeEntryView } from '../time-entries/time-entries.service.js';
import type { TimeEntryView } from '../time-entries/time-entries.schemas.js';
import { employeeZone, parseDateRange, treatedDays, workdayView } from '../workdays/workdays.service.js';
import type { PortalSession } from './portal-accounts.service.js';
import type {
  AcknowledgeInput,
  AcknowledgementView,
  PortalAbsenceInput,
  PortalAdjustmentInput,
  PortalPeriodView,
} from './portal.schemas.js';

/**
 * What a signed-in worker reads and does in the portal (docs/portal.md), through the same services the admin
 * uses. Every query names the tenant, the environment AND the worker's employee id in its SQL: another
 * employee's mark, request, day or espelho is a 404, as a record of another tenant is.
 */

/** At most this many days a list of marks or days covers. */
const MAX_DAYS = 62;

export const scopeOf = (session: PortalSession): TenantScope => ({
  tenantId: session.tenantId,
  environment: session.environment,
});
const requesterOf = (session: PortalSession): Requester => ({ type: 'employee', id: session.employeeId });

async function ownEmployee(db: Db, session: PortalSession): Promise<EmployeeRow> {
  const employee = await findEmployee(db, scopeOf(session), session.employeeId);
  if (!employee) throw ApiError.notFound('employee');
  return employee;
}

/** The worker's own marks of the days `from`–`to` (in their zone), newest first. */
export async function ownMarks(
  db: Db,
  session: PortalSession,
  from: string,
  to: string,
): Promise<TimeEntryView[]> {
  parseDateRange(from, to, MAX_DAYS);
  const scope = scopeOf(session);
  const zone = await employeeZone(db, scope, await ownEmployee(db, session));
  const start = DateTime.fromISO(from, { zone }).toMillis();
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).toMillis();
  const rows = await selectTimeEntries(db, scope)
    .where('employeeId', '=', session.employeeId)
    .where('occurredAt', '>=', start)
    .where('occurredAt', '<', end)
    .orderBy('occurredAt', 'desc')
    .orderBy('nsr', 'desc')
    .execute();
  return rows.map(timeEntryView);
}

/** One of the worker's marks; another's is a 404. */
export async function ownMark(db: Db, session: PortalSession, id: string): Promise<TimeEntryView> {
  const row = await selectTimeEntries(db, scopeOf(session))
    .where('employeeId', '=', session.employeeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('time entry');
  return timeEntryView(row);
}

/** A mark from the browser: the API's clock-in path, source `web`, with the location the browser gave. */
export function markFromBrowser(
  clockIns: ClockIns,
  session: PortalSession,
  location: { latitude: number; longitude: number; accuracyMeters?: number } | undefined,
): Promise<TimeEntryView> {
  return clockIns.record(scopeOf(session), {
    employeeId: session.employeeId,
    source: 'web',
    rep: 'rep_p',
    ...(location ? { location } : {}),
  });
}

/** The worker's treated days: exactly what the admin's `/v1/employees/:id/workdays` shows. */
export async function ownDays(db: Db, session: PortalSession, from: string, to: string) {
  parseDateRange(from, to, MAX_DAYS);
  const days = await treatedDays(db, scopeOf(session), await ownEmployee(db, session), from, to);
  return days.map(workdayView);
}

export async function ownAdjustments(db: Db, session: PortalSession) {
  const rows = await selectAdjustments(db, scopeOf(session))
    .where('employeeId', '=', session.employeeId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(adjustmentView);
}

export async function ownAdjustment(db: Db, session: PortalSession, id: string) {
  const row = await selectAdjustments(db, scopeOf(session))
    .where('employeeId', '=', session.employeeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('adjustment');
  return adjustmentView(row);
}

/** Files an adjustment of the worker's own marks, with the worker as its requester; it joins the admin's queue. */
export async function requestAdjustment(db: Db, session: PortalSession, input: PortalAdjustmentInput) {
  // Disregarding another employee's mark: a 404, as reading it is.
  if (input.type === 'disregard') await ownMark(db, session, input.timeEntryId);
  return createAdjustment(db, scopeOf(session), requesterOf(session), {
    ...input,
    employeeId: session.employeeId,
  });
}

export async function ownAbsences(db: Db, session: PortalSession) {
  const rows = await selectAbsences(db, scopeOf(session))
    .where('employeeId', '=', session.employeeId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(absenceView);
}

export async function ownAbsence(db: Db, session: PortalSession, id: string) {
  const row = await selectAbsences(db, scopeOf(session))
    .where('employeeId', '=', session.employeeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('absence');
  return absenceView(row);
}

/** Files an absence for the worker, with the worker as its requester; it joins the admin's queue. */
export function requestAbsence(db: Db, session: PortalSession, input: PortalAbsenceInput) {
  return createAbsence(db, scopeOf(session), requesterOf(session), {
    ...input,
    employeeId: session.employeeId,
  });
}

/**
 * The closed periods the worker was closed in, newest first, each with their acknowledgement if any; only
 * `periodId`'s when given.
 */
export async function ownClosedPeriods(
  db: Db,
  session: PortalSession,
  periodId?: string,
): Promise<PortalPeriodView[]> {
  let query = db
    .selectFrom('periods')
    .innerJoin('periodEmployees', (join) =>
      join
        .onRef('periodEmployees.periodId', '=', 'periods.id')
        .onRef('periodEmployees.tenantId', '=', 'periods.tenantId')
        .onRef('periodEmployees.environment', '=', 'periods.environment'),
    )
    .leftJoin('espelhoAcknowledgements', (join) =>
      join
        .onRef('espelhoAcknowledgements.periodId', '=', 'periods.id')
        .onRef('espelhoAcknowledgements.employeeId', '=', 'periodEmployees.employeeId')
        .onRef('espelhoAcknowledgements.tenantId', '=', 'periods.tenantId')
        .onRef('espelhoAcknowledgements.environment', '=', 'periods.environment'),
    )
    .select([
      'periods.id',
      'periods.dateFrom',
      'periods.dateTo',
      'periods.closedAt',
      'espelhoAcknowledgements.acknowledgedAt',
      'espelhoAcknowledgements.sha256',
    ])
    .where('periods.tenantId', '=', session.tenantId)
    .where('periods.environment', '=', session.environment)
    .where('periodEmployees.employeeId', '=', session.employeeId)
    .where('periods.status', '=', 'closed')
    .where('periodEmployees.status', '=', 'closed')
    .orderBy('periods.dateFrom', 'desc');
  if (periodId !== undefined) query = query.where('periods.id', '=', periodId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.dateFrom,
    to: row.dateTo,
    closedAt: toIso(row.closedAt),
    acknowledgement:
      row.acknowledgedAt === null || row.sha256 === null
        ? null
        : { acknowledgedAt: toIso(row.acknowledgedAt), sha256: row.sha256 },
  }));
}

/**
 * The worker's espelho of a closed period as a PDF: the days the close froze, through the espelho's renderer,
 * rendered once and kept (`espelho_documents`), so that every download is the same document and an
 * acknowledgement names one the employer can produce again. Each download is logged. Another employee's
 * period, or one they were not closed in, is a 404.
 */
export async function ownEspelhoPdf(
  db: Db,
  session: PortalSession,
  periodId: string,
  renderer: { pdf: PdfRenderer; slots: ReportSlots },
): Promise<{ bytes: Buffer; sha256: string; from: string; to: string }> {
  const scope = scopeOf(session);
  const [period] = await ownClosedPeriods(db, session, periodId);
  if (!period) throw ApiError.notFound('period');
  const document =
    (await keptEspelho(db, session, periodId)) ?? (await keepEspelho(db, session, periodId, renderer));
  await db
    .insertInto('espelhoDeliveries')
    .values({
      id: newId(),
      ...scope,
      periodId,
      employeeId: session.employeeId,
      sha256: document.sha256,
      servedAt: Date.now(),
    })
    .execute();
  return { bytes: document.pdf, sha256: document.sha256, from: period.from, to: period.to };
}

function keptEspelho(db: Db, session: PortalSession, periodId: string) {
  return db
    .selectFrom('espelhoDocuments')
    .select(['sha256', 'pdf'])
    .where('tenantId', '=', session.tenantId)
    .where('environment', '=', session.environment)
    .where('periodId', '=', periodId)
    .where('employeeId', '=', session.employeeId)
    .executeTakeFirst();
}

/** Renders the worker's espelho of the period and keeps it; when two downloads race, the first kept wins. */
async function keepEspelho(
  db: Db,
  session: PortalSession,
  periodId: string,
  renderer: { pdf: PdfRenderer; slots: ReportSlots },
): Promise<{ sha256: string; pdf: Buffer }> {
  const scope = scopeOf(session);
  const { tenant, period, section } = await frozenEspelhoSection(db, scope, periodId, session.employeeId);
  const release = await renderer.slots.take();
  let pdf: Buffer;
  try {
    const chunks: Buffer[] = [];
    const sections = async function* () {
      yield section;
    };
    for await (const chunk of renderer.pdf.render(tenant, period, sections()))
      chunks.push(Buffer.from(chunk as Uint8Array));
    pdf = Buffer.concat(chunks);
  } finally {
    release();
  }
  const document = { sha256: sha256Hex(pdf), pdf };
  try {
    await db
      .insertInto('espelhoDocuments')
      .values({ ...scope, periodId, employeeId: session.employeeId, ...document, createdAt: Date.now() })
      .execute();
    return document;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await keptEspelho(db, session, periodId))!;
  }
}

function acknowledgementView(row: EspelhoAcknowledgementRow & { employeeName: string }): AcknowledgementView {
  return {
    periodId: row.periodId,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    acknowledgedAt: toIso(row.acknowledgedAt),
    sha256: row.sha256,
    ip: row.ip,
    userAgent: row.userAgent,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : {
            latitude: row.latitude,
            longitude: row.longitude,
            ...(row.accuracyMeters === null ? {} : { accuracyMeters: row.accuracyMeters }),
          },
  };
}

function selectAcknowledgements(db: Db, scope: TenantScope, periodId: string) {
  return db
    .selectFrom('espelhoAcknowledgements')
    .innerJoin('employees', 'employees.id', 'espelhoAcknowledgements.employeeId')
    .selectAll('espelhoAcknowledgements')
    .select('employees.name as employeeName')
    .where('espelhoAcknowledgements.tenantId', '=', scope.tenantId)
    .where('espelhoAcknowledgements.environment', '=', scope.environment)
    .where('employees.tenantId', '=', scope.tenantId)
    .where('employees.environment', '=', scope.environment)
    .where('espelhoAcknowledgements.periodId', '=', periodId);
}

/**
 * The worker acknowledges a closed period's espelho: who (the session's employee), when, from where (the
 * address and user agent of the request, the browser's location if given) and which PDF (the SHA-256 of the
 * kept document they were served; none served, or another `sha256`, is a 409). Idempotent: once
 * acknowledged, a second acknowledgement changes nothing and answers the first (`created: false`).
 */
export async function acknowledgeEspelho(
  db: Db,
  session: PortalSession,
  periodId: string,
  input: AcknowledgeInput,
  request: FastifyRequest,
): Promise<{ created: boolean; acknowledgement: AcknowledgementView }> {
  const scope = scopeOf(session);
  const existing = () =>
    selectAcknowledgements(db, scope, periodId)
      .where('espelhoAcknowledgements.employeeId', '=', session.employeeId)
      .executeTakeFirst();
  const [ownPeriod] = await ownClosedPeriods(db, session, periodId);
  if (!ownPeriod) throw ApiError.notFound('period');
  const before = await existing();
  if (before) return { created: false, acknowledgement: acknowledgementView(before) };
  const document = await db
    .selectFrom('espelhoDocuments')
    .select('sha256')
    .where('tenantId', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('periodId', '=', periodId)
    .where('employeeId', '=', session.employeeId)
    .executeTakeFirst();
  if (!document)
    throw ApiError.conflict('Download the espelho of this period before acknowledging it.', {
      reason: 'espelho_not_downloaded',
    });
  if (input?.sha256 && input.sha256 !== document.sha256)
    throw ApiError.conflict(
      'No espelho with this SHA-256 was served to you for this period: acknowledge the one you downloaded.',
      { reason: 'espelho_not_served', params: { sha256: input.sha256 } },
    );
  const location = input?.location;
  try {
    await db
      .insertInto('espelhoAcknowledgements')
      .values({
        id: newId(),
        ...scope,
        periodId,
        employeeId: session.employeeId,
        sha256: document.sha256,
        acknowledgedAt: Date.now(),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
        accuracyMeters: location?.accuracyMeters ?? null,
      })
      .execute();
  } catch (error) {
    // A concurrent acknowledgement won: it stands.
    if (!isUniqueViolation(error)) throw error;
    return { created: false, acknowledgement: acknowledgementView((await existing())!) };
  }
  return { created: true, acknowledgement: acknowledgementView((await existing())!) };
}

/** Who acknowledged a period's espelho, for the admin (`GET /v1/periods/:id/acknowledgements`). */
export async function periodAcknowledgements(
  db: Db,
  scope: TenantScope,
  periodId: string,
): Promise<AcknowledgementView[]> {
  if (!(await findPeriod(db, scope, periodId))) throw ApiError.notFound('period');
  const rows = await selectAcknowledgements(db, scope, periodId)
    .orderBy('espelhoAcknowledgements.acknowledgedAt')
    .execute();
  return rows.map(acknowledgementView);
}
