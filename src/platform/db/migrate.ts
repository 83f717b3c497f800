import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';
import * as foundation from './migrations/001-foundation.js';
import * as employeesAndEvents from './migrations/002-employees-and-events.js';
import * as timeEntries from './migrations/003-time-entries.js';
import * as adjustments from './migrations/004-adjustments.js';
import * as webhooks from './migrations/005-webhooks.js';
import * as employeeSearchName from './migrations/006-employee-search-name.js';
import * as repRecords from './migrations/007-rep-records.js';
import * as sessions from './migrations/008-sessions.js';
import * as webhookActiveSince from './migrations/009-webhook-active-since.js';
import * as partialExternalIdIndex from './migrations/010-partial-external-id-index.js';
import * as tenantActionsInEachEnvironment from './migrations/011-tenant-actions-in-each-environment.js';
import * as usersPerTenant from './migrations/012-users-per-tenant.js';
import * as holidays from './migrations/013-holidays.js';
import * as scheduleVersions from './migrations/014-schedule-versions.js';
import * as absences from './migrations/015-absences.js';
import * as workplaceAndRep from './migrations/016-workplace-and-rep.js';
import * as espelhoPolicies from './migrations/017-espelho-policies.js';
import * as duePartialIndexes from './migrations/018-due-partial-indexes.js';
import * as timeBankAndPeriods from './migrations/019-time-bank-and-periods.js';
import * as signingCertificates from './migrations/020-signing-certificates.js';
import * as serviceEventsAndResponsibleCpf from './migrations/021-service-events-and-responsible-cpf.js';
import * as employeePortal from './migrations/022-employee-portal.js';
import * as periodCloseProgress from './migrations/023-period-close-progress.js';
import * as espelhoDocuments from './migrations/024-espelho-documents.js';
import * as auditLogByTime from './migrations/025-audit-log-by-time.js';
import * as exportJobs from './migrations/027-export-jobs.js';
import * as afdImports from './migrations/028-afd-imports.js';
import * as webhookSecretOverlap from './migrations/030-webhook-secret-overlap.js';
import * as employeesUpdatedAt from './migrations/031-employees-updated-at.js';
import * as sessionIndexesByTenant from './migrations/034-session-indexes-by-tenant.js';
import * as clockMarksIndex from './migrations/035-clock-marks-index.js';
import * as tenantLeadingKeys from './migrations/036-tenant-leading-keys.js';
import * as exportJobsWithoutRange from './migrations/037-export-jobs-without-range.js';

/** Migrations are listed here, in order, so they ship inside the build with no directory scanning. */
export const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-employees-and-events': employeesAndEvents,
  '003-time-entries': timeEntries,
  '004-adjustments': adjustments,
  '005-webhooks': webhooks,
  '006-employee-search-name': employeeSearchName,
  '007-rep-records': repRecords,
  '008-sessions': sessions,
  '009-webhook-active-since': webhookActiveSince,
  '010-partial-external-id-index': partialExternalIdIndex,
  '011-tenant-actions-in-each-environment': tenantActionsInEachEnvironment,
  '012-users-per-tenant': usersPerTenant,
  '013-holidays': holidays,
  '014-schedule-versions': scheduleVersions,
  '015-absences': absences,
  '016-workplace-and-rep': workplaceAndRep,
  '017-espelho-policies': espelhoPolicies,
  '018-due-partial-indexes': duePartialIndexes,
  '019-time-bank-and-periods': timeBankAndPeriods,
  '020-signing-certificates': signingCertificates,
  '021-service-events-and-responsible-cpf': serviceEventsAndResponsibleCpf,
  '022-employee-portal': employeePortal,
  '023-period-close-progress': periodCloseProgress,
  '024-espelho-documents': espelhoDocuments,
  '025-audit-log-by-time': auditLogByTime,
  '027-export-jobs': exportJobs,
  '028-afd-imports': afdImports,
  '030-webhook-secret-overlap': webhookSecretOverlap,
  '031-employees-updated-at': employeesUpdatedAt,
  '034-session-indexes-by-tenant': sessionIndexesByTenant,
  '035-clock-marks-index': clockMarksIndex,
  '036-tenant-leading-keys': tenantLeadingKeys,
  '037-export-jobs-without-range': exportJobsWithoutRange,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration. Safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its migration tables in every schema unless told which one; on PostgreSQL, another
  // schema's tables (another deployment, a test run beside this one) would be taken for ours.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
