import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them (camelCase here, snake_case in SQL via CamelCasePlugin).
 * Instants are epoch milliseconds in a BIGINT column on both engines: sortable, compact, and free of
 * the two engines' different date types. They become ISO 8601 strings only at the API boundary.
 */
export interface Database {
  holidays: HolidayTable;
  espelhoPolicies: EspelhoPolicyTable;
  timeBankPolicies: TimeBankPolicyTable;
  payrollCodes: PayrollCodesTable;
  periods: PeriodTable;
  periodEmployees: PeriodEmployeeTable;
  periodDays: PeriodDayTable;
  timeBankEntries: TimeBankEntryTable;
  absences: AbsenceTable;
  tenants: TenantTable;
  users: UserTable;
  sessions: SessionTable;
  apiKeys: ApiKeyTable;
  auditLog: AuditLogTable;
  idempotencyKeys: IdempotencyKeyTable;
  employees: EmployeeTable;
  scheduleVersions: ScheduleVersionTable;
  events: EventTable;
  timeEntries: TimeEntryTable;
  repHeads: RepHeadTable;
  repRecords: RepRecordTable;
  serviceInstances: ServiceInstanceTable;
  serviceEvents: ServiceEventTable;
  adjustments: AdjustmentTable;
  webhooks: WebhookTable;
  webhookJobs: WebhookJobTable;
  webhookDeliveries: WebhookDeliveryTable;
  signingCertificates: SigningCertificateTable;
  portalAccounts: PortalAccountTable;
  portalSessions: PortalSessionTable;
  espelhoDeliveries: EspelhoDeliveryTable;
  espelhoDocuments: EspelhoDocumentTable;
  espelhoAcknowledgements: EspelhoAcknowledgementTable;
  exportJobs: ExportJobTable;
  exportChunks: ExportChunkTable;
  afdImports: AfdImportTable;
}

export type Environment = 'live' | 'test';

export interface TenantTable {
  id: string;
  name: string;
  document: string | null;
  documentType: 'cnpj' | 'cpf' | null;
  cei: string | null;
  timezone: string;
  repNumber: string;
  /** The place of work (street, number, city, state), for the AFD's type-2 records. */
  address: string | null;
  /**
   * The CPF the AFD's type-2 and type-5 records carry for changes no person with a CPF made (API keys, the
   * CLI); blank when null.
   */
  responsibleCpf: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface UserTable {
  id: string;
  tenantId: string;
  email: string;
  passwordHash: string;
  role: 'admin' | 'viewer';
  createdAt: number;
  updatedAt: number;
  /** When an admin disabled the user: a disabled user cannot sign in and has no sessions. */
  disabledAt: number | null;
  /** The user's CPF, carried by the AFD's type-2 and type-5 records of the changes they make. */
  cpf: string | null;
}

/** A dashboard sign-in. `id` is the SHA-256 of the cookie's token, so a database leak opens no session. */
export interface SessionTable {
  id: string;
  userId: string;
  tenantId: string;
  /** Sent back by the dashboard in `x-csrf-token` on every change. */
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export interface ApiKeyTable {
  id: string;
  tenantId: string;
  environment: Environment;
  name: string;
  keyHash: string;
  hint: string;
  /** JSON array of scope names. */
  scopes: string;
  expiresAt: number | null;
  revokedAt: number | null;
  lastUsedAt: number | null;
  createdBy: string;
  createdAt: number;
}

export interface AuditLogTable {
  id: string;
  /** Null for requests whose key named no tenant (missing or unknown key). */
  tenantId: string | null;
  environment: Environment | null;
  actorType: 'api_key' | 'user' | 'cli' | 'anonymous';
  keyId: string | null;
  userId: string | null;
  /** What a dashboard or CLI action did, e.g. `api_key.revoked`; null for plain API requests. */
  action: string | null;
  method: string;
  route: string;
  path: string;
  status: number;
  ip: string;
  userAgent: string | null;
  requestId: string;
  durationMs: number;
  createdAt: number;
}

export interface IdempotencyKeyTable {
  tenantId: string;
  environment: Environment;
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  responseStatus: number | null;
  responseBody: string | null;
  responseContentType: string | null;
  lockedAt: number;
  expiresAt: number;
}

export type Tenant = Selectable<TenantTable>;
export type NewTenant = Insertable<TenantTable>;
export type ApiKeyRow = Selectable<ApiKeyTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

export interface EmployeeTable {
  id: string;
  tenantId: string;
  environment: Environment;
  name: string;
  cpf: string;
  pis: string | null;
  email: string | null;
  registration: string | null;
  jobTitle: string | null;
  /** Calendar dates as `YYYY-MM-DD` text. */
  admissionDate: string | null;
  terminationDate: string | null;
  timezone: string | null;
  /** 1 or 0: SQLite has no boolean type. */
  active: number;
  /** JSON of the schedule in force today (as of the last write): the newest one in `schedule_versions`. */
  schedule: string | null;
  externalId: string | null;
  /** `name` in searchable form (platform/search.ts). */
  searchName: string;
  /** 1: in the time bank when the tenant's policy is enabled; 0: left out (docs/time-bank.md). Default 1. */
  timeBank: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** The transactional outbox: written in the same transaction as the change it announces. */
export interface EventTable {
  id: string;
  tenantId: string;
  environment: Environment;
  type: EventType;
  /** JSON of the resource as the API returns it. */
  payload: string;
  createdAt: number;
  /** When the dispatcher fanned the event out to webhook jobs; null until then. */
  dispatchedAt: number | null;
}

export type EventType =
  | 'employee.created'
  | 'employee.updated'
  | 'time_entry.created'
  | 'adjustment.requested'
  | 'adjustment.approved'
  | 'adjustment.rejected'
  | 'absence.requested'
  | 'absence.approved'
  | 'absence.rejected'
  | 'period.closed'
  | 'period.reopened'
  | 'time_bank.updated'
  | 'export.completed'
  | 'export.failed'
  /** Sent by `POST /v1/webhooks/:id/test` to that webhook only; never fanned out. */
  | 'webhook.test';

export type EmployeeRow = Selectable<EmployeeTable>;

/** An employee's schedule from a date on; the versions of an employee have distinct dates. */
export interface ScheduleVersionTable {
  id: string;
  tenantId: string;
  environment: Environment;
  employeeId: string;
  /** `YYYY-MM-DD`: the first day this version is in force. */
  effectiveFrom: string;
  /** JSON of the weekly pattern or cycle; null: no contract schedule. */
  schedule: string | null;
  createdAt: number;
}
export type ScheduleVersionRow = Selectable<ScheduleVersionTable>;
export type EventRow = Selectable<EventTable>;

/** The tenant and environment a request acts in: every query of tenant data filters on both. */
export interface TenantScope {
  tenantId: string;
  environment: Environment;
}

export type TimeEntrySource = 'api' | 'dashboard' | 'device' | 'mobile' | 'web';
export type TimeEntryRep = 'rep_p' | 'rep_c';

/** A clock-in mark. Never updated or deleted: corrections are adjustments. */
export interface TimeEntryTable {
  id: string;
  tenantId: string;
  environment: Environment;
  employeeId: string;
  occurredAt: number;
  /** The IANA zone the mark was made in: the employee's, else the tenant's, at the time of the mark. */
  timezone: string;
  source: TimeEntrySource;
  /**
   * Which REP took the mark: Pontual's REP-P (through the collector `source` names) or a time clock, a REP-C
   * whose serial is `deviceId`. A REP-C mark is no record of the REP-P: no AFD line, no REP-P NSR.
   */
  rep: TimeEntryRep;
  deviceId: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMeters: number | null;
  externalId: string | null;
  /**
   * Número sequencial de registro: the REP-P's sequence per tenant and environment, gapless across marks and
   * employee records (Portaria 671 numbers every AFD record in one sequence).
   */
  nsr: number;
  hash: string;
  /** The AFD type-7 line as written with the mark; null for a REP-C mark and marks older than migration 007. */
  afdRecord: string | null;
  createdAt: number;
}

/**
 * The head of a tenant-environment's REP-P record sequence: the last NSR given (marks and employee records
 * share it), the last mark's hash (Pontual's chain) and the last type-7 hash (the AFD's chain). Updating this
 * one row serializes the writers of one sequence, which is what keeps the NSR gapless.
 */
export interface RepHeadTable {
  tenantId: string;
  environment: Environment;
  lastNsr: number;
  /** The last NSR of the REP-P's own records (the AFD's lines): REP-C marks take a `lastNsr` but not this. */
  lastAfdNsr: number;
  lastHash: string;
  lastAfdHash: string;
  /** The last service event (`service_events.id`) this REP has recorded as a type-6 line. */
  lastServiceEvent: number;
}

/**
 * A REP-P record other than a mark, as the AFD line written when it happened: the company's data changed
 * (type 2), an employee was added, changed or removed (type 5), or a service event (type 6; its `recordedAt`
 * is when the event happened, which the REP records before its next NSR).
 */
export interface RepRecordTable {
  tenantId: string;
  environment: Environment;
  nsr: number;
  type: '2' | '5' | '6';
  /** The employee of a type-5 record. */
  employeeId: string | null;
  recordedAt: number;
  afdRecord: string;
}

/**
 * A server process serving the API (`npm start`), from its start to its stop: its heartbeat says it is alive;
 * `cleanStop` says how it ended (1 a graceful shutdown, 0 found dead by another process).
 */
export interface ServiceInstanceTable {
  id: string;
  host: string;
  pid: number;
  startedAt: number;
  heartbeatAt: number;
  stoppedAt: number | null;
  cleanStop: number | null;
}

/** An event of the service as a whole (AFD type 6), recorded once; every REP records it as its own line. */
export interface ServiceEventTable {
  /** Consecutive from 1, in the order the events happened. */
  id: number;
  event: '02' | '07' | '08';
  occurredAt: number;
  /** The instance whose start or stop it was. */
  instanceId: string;
}

export type TimeEntryRow = Selectable<TimeEntryTable>;

/** Who acted: an API key (id) or a dashboard user (id). */
export type ActorType = 'api_key' | 'user';
/** Who filed a request (an adjustment, an absence): an actor, or the employee in the workers' portal. */
export type RequesterType = ActorType | 'employee';

/** A request to treat marks: include a forgotten one (`add`) or disregard a wrong one (`disregard`). */
export interface AdjustmentTable {
  id: string;
  tenantId: string;
  environment: Environment;
  employeeId: string;
  type: 'add' | 'disregard';
  /** For `add`: the instant of the included mark. */
  occurredAt: number | null;
  /** For `disregard`: the original mark. */
  timeEntryId: string | null;
  /** The legal "motivo", 1–100 characters. */
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  requestedByType: RequesterType;
  requestedById: string;
  decisionNote: string | null;
  decidedAt: number | null;
  decidedByType: ActorType | null;
  decidedById: string | null;
  createdAt: number;
}

export type AdjustmentRow = Selectable<AdjustmentTable>;

/** A tenant's own holiday; national holidays are computed, not stored. */
export interface HolidayTable {
  id: string;
  tenantId: string;
  environment: Environment;
  /** `YYYY-MM-DD`. */
  date: string;
  name: string;
  scope: 'state' | 'municipal' | 'company';
  createdAt: number;
}

export type HolidayRow = Selectable<HolidayTable>;

/** A tenant-environment's espelho policy (docs/espelho.md); without a row, the defaults stand. */
export interface EspelhoPolicyTable {
  tenantId: string;
  environment: Environment;
  offsetting: 'daily_total' | 'mark_by_mark';
  /** JSON `{workingDay, dayOff, restDayOrHoliday}`, each a list of `{afterMinutes, rate}`. */
  overtimeBands: string;
  updatedAt: number;
}

/** A tenant-environment's time-bank policy (docs/time-bank.md); without a row, the bank is disabled. */
export interface TimeBankPolicyTable {
  tenantId: string;
  environment: Environment;
  enabled: number;
  agreement: 'monthly' | 'individual' | 'collective';
  /** Hundredths of the multiplier: 150 is 1.5. */
  creditMultiplierPercent: number;
  debitAbsences: number;
  holidayAndRestToBank: number;
  updatedAt: number;
}

/** A tenant-environment's payroll rubric codes, JSON `{normal, overtime50, …}`. */
export interface PayrollCodesTable {
  tenantId: string;
  environment: Environment;
  codes: string;
  updatedAt: number;
}

/** A period close (fechamento): the range, who closed it and, once reopened, who reopened it. */
export interface PeriodTable {
  id: string;
  tenantId: string;
  environment: Environment;
  dateFrom: string;
  dateTo: string;
  /** JSON list of the employees the close asked for; null: every active employee. */
  employeeIds: string | null;
  employeeCount: number;
  /** `closing` while the close runs: its days are already refused. */
  status: 'closing' | 'closed' | 'reopening' | 'reopened';
  /** When the close began. */
  closedAt: number;
  /** While `closing`, when it last wrote (null in rows from before migration 023: `closedAt` then). */
  progressAt: number | null;
  closedByType: ActorType;
  closedById: string;
  reopenedAt: number | null;
  reopenedByType: ActorType | null;
  reopenedById: string | null;
}

/** An employee of a period: their days `dateFrom`–`dateTo` are closed while `status` is `closed`. */
export interface PeriodEmployeeTable {
  periodId: string;
  employeeId: string;
  tenantId: string;
  environment: Environment;
  dateFrom: string;
  dateTo: string;
  status: 'closed' | 'reopened';
  /** 1 when the close posted the employee's hours to the bank. */
  inBank: number;
  /** JSON of the frozen days' totals. */
  totals: string;
}

/** A treated day as the close froze it (JSON of the espelho's day, with `contractMinutes`). */
export interface PeriodDayTable {
  periodId: string;
  employeeId: string;
  date: string;
  tenantId: string;
  environment: Environment;
  day: string;
}

export type TimeBankEntryKind = 'overtime' | 'absence' | 'compensation' | 'manual' | 'expiry' | 'payout';

/** One movement of an employee's time bank (docs/time-bank.md). */
export interface TimeBankEntryTable {
  id: string;
  tenantId: string;
  environment: Environment;
  employeeId: string;
  date: string;
  kind: TimeBankEntryKind;
  /** Signed: a credit is positive, a debit negative. */
  minutes: number;
  /** A credit's last day to be compensated; null on debits. */
  expiresOn: string | null;
  /** The close that posted it; null for manual entries. */
  periodId: string | null;
  /** An expiry's credit. */
  sourceId: string | null;
  note: string | null;
  createdAt: number;
  createdByType: ActorType;
  createdById: string;
}

export type TimeBankEntryRow = Selectable<TimeBankEntryTable>;
export type PeriodRow = Selectable<PeriodTable>;

export type AbsenceType =
  'medical_certificate' | 'vacation' | 'leave' | 'justified' | 'day_off' | 'time_bank' | 'unjustified';

/** An absence of an employee (docs/calendar.md): whole days `dateFrom`–`dateTo`, or part of one day. */
export interface AbsenceTable {
  id: string;
  tenantId: string;
  environment: Environment;
  employeeId: string;
  type: AbsenceType;
  /** `YYYY-MM-DD`, both included. */
  dateFrom: string;
  dateTo: string;
  /** `HH:MM` in the employee's zone, both or neither: part of one day (`dateFrom` = `dateTo`). */
  startTime: string | null;
  endTime: string | null;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  requestedByType: RequesterType;
  requestedById: string;
  decisionNote: string | null;
  decidedAt: number | null;
  decidedByType: ActorType | null;
  decidedById: string | null;
  createdAt: number;
}

export type AbsenceRow = Selectable<AbsenceTable>;

export interface Actor {
  type: ActorType;
  id: string;
}

/** Who files a request: an actor, or an employee for themselves (docs/portal.md). */
export interface Requester {
  type: RequesterType;
  id: string;
}

export interface WebhookTable {
  id: string;
  tenantId: string;
  environment: Environment;
  url: string;
  /** JSON array of event names. */
  events: string;
  description: string | null;
  /** 1 active, 0 paused. */
  active: number;
  /** When it was created or last resumed: only events from then on are fanned out to it. */
  activeSince: number;
  /** Why the webhook was paused by Pontual itself (auto-pause), for the dashboard. */
  pausedReason: string | null;
  /** AES-256-GCM under the master key; see platform/secrets.ts. */
  secretEncrypted: string;
  /** The secret a rotation with overlap replaced: it still signs, beside the current one, until its expiry. */
  previousSecretEncrypted: string | null;
  /** When the previous secret stops signing (epoch ms); null without one. */
  previousSecretExpiresAt: number | null;
  /** Start of the current run of failed deliveries; null after a success. */
  failingSince: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface WebhookJobTable {
  id: string;
  tenantId: string;
  environment: Environment;
  webhookId: string;
  eventId: string;
  state: 'pending' | 'delivered' | 'failed' | 'cancelled';
  attempts: number;
  nextAttemptAt: number;
  /** While set and in the future, a dispatcher holds the job; past it, any dispatcher may take it again. */
  leaseUntil: number | null;
  createdAt: number;
}

export interface WebhookDeliveryTable {
  id: string;
  tenantId: string;
  environment: Environment;
  webhookId: string;
  jobId: string | null;
  eventId: string;
  event: string;
  url: string;
  /** JSON object of the request headers sent. */
  requestHeaders: string;
  requestBody: string;
  httpStatus: number;
  durationMs: number;
  success: number;
  responseBody: string;
  error: string | null;
  createdAt: number;
}

export type WebhookRow = Selectable<WebhookTable>;
export type WebhookJobRow = Selectable<WebhookJobTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;

/** A tenant-environment's A1 certificate (one at most): what it says of itself, and its key, encrypted. */
export interface SigningCertificateTable {
  tenantId: string;
  environment: Environment;
  /** One line, most specific first: `CN=…, O=…, C=BR`. */
  subject: string;
  issuer: string;
  /** Uppercase hexadecimal. */
  serialNumber: string;
  notBefore: number;
  notAfter: number;
  certificatePem: string;
  /** JSON array of PEM certificates, the signer's issuer first. */
  chainPem: string;
  /** The PKCS#8 PEM private key, AES-256-GCM under the master key; see platform/secrets.ts. */
  privateKeyEncrypted: string;
  createdAt: number;
}
/**
 * An employee's access to the workers' portal (docs/portal.md). The invitation's token is stored as its
 * SHA-256 only; a new invitation replaces it, and a used one stays (marked) so its link says it was used.
 */
export interface PortalAccountTable {
  employeeId: string;
  tenantId: string;
  environment: Environment;
  /** The sign-in e-mail, lower case: the employee's when last invited; unique in a tenant-environment. */
  email: string;
  /** Null until an invitation is used. */
  passwordHash: string | null;
  invitationHash: string;
  invitationExpiresAt: number;
  invitationUsedAt: number | null;
  invitedAt: number;
  updatedAt: number;
}

/** A portal sign-in, as `SessionTable` is a dashboard one: `id` is the SHA-256 of the cookie's token. */
export interface PortalSessionTable {
  id: string;
  employeeId: string;
  tenantId: string;
  environment: Environment;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** The espelho PDF of a closed period served to a worker, kept as served: what an acknowledgement names. */
export interface EspelhoDocumentTable {
  tenantId: string;
  environment: Environment;
  periodId: string;
  employeeId: string;
  sha256: string;
  pdf: Buffer;
  createdAt: number;
}

/** Each download of a kept espelho by its employee (when, and which document): the worker's access log. */
export interface EspelhoDeliveryTable {
  id: string;
  tenantId: string;
  environment: Environment;
  periodId: string;
  employeeId: string;
  sha256: string;
  servedAt: number;
}

/** An employee's acknowledgement of a closed period's espelho: when, from where, and of which PDF. */
export interface EspelhoAcknowledgementTable {
  id: string;
  tenantId: string;
  environment: Environment;
  periodId: string;
  employeeId: string;
  sha256: string;
  acknowledgedAt: number;
  ip: string;
  userAgent: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMeters: number | null;
}
export type EspelhoAcknowledgementRow = Selectable<EspelhoAcknowledgementTable>;

export type ExportKind = 'aej' | 'afdt' | 'espelho_pdf' | 'chain_verification';
export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

/** A long export run in the background (docs/decisions/025-export-jobs.md). */
export interface ExportJobTable {
  id: string;
  tenantId: string;
  environment: Environment;
  kind: ExportKind;
  /** The report's range; none for a chain verification, which reads the whole chain. */
  dateFrom: string | null;
  dateTo: string | null;
  employeeId: string | null;
  status: ExportStatus;
  /** Employees written of `progressTotal` (a chain verification: records checked). */
  progressDone: number;
  progressTotal: number;
  /** Runs started: a job whose runs keep dying (its process killed each time) fails after a few. */
  attempts: number;
  /** The run holding the job while `status` is `running`, and until when; another may take it after. */
  leaseOwner: string | null;
  leaseUntil: number | null;
  errorCode: string | null;
  errorDetail: string | null;
  fileName: string | null;
  mediaType: string | null;
  fileSize: number | null;
  createdByType: ActorType;
  createdById: string;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** When a finished job and its file are removed (housekeeping). */
  expiresAt: number | null;
}

export type ExportJobRow = Selectable<ExportJobTable>;

/** A finished export's file, in order of `seq`. */
export interface ExportChunkTable {
  tenantId: string;
  environment: Environment;
  exportId: string;
  seq: number;
  bytes: Buffer;
}

/** A time clock's AFD being imported, or imported (docs/decisions/027-afd-import.md). */
export interface AfdImportTable {
  id: string;
  tenantId: string;
  environment: Environment;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** The file as sent (ISO-8859-1 bytes). */
  file: Buffer;
  layout: 'portaria-671' | 'portaria-1510' | null;
  /** The clock's serial, from the header, once read. */
  deviceId: string | null;
  lines: number;
  marks: number;
  created: number;
  duplicates: number;
  problems: number;
  /** JSON `[{line, message}]`, the first problems found. */
  firstProblems: string;
  /** Where the next chunk of marks starts: what a runner that takes the import over resumes from. */
  nextMark: number;
  leaseOwner: string | null;
  leaseExpiresAt: number | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}
