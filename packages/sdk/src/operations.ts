// Generated from /v1/openapi.json by `npm run sdk:generate` (each operationId with its method and path). Do not edit:
// `npm run lint` fails when this file differs from what the served document generates.

import type { paths } from './openapi.js';

/** Every operation of the document: what the client's typed methods call (client.ts). */
export const OPERATIONS = {
  /** The process is alive, and how busy its event loop is (`GET /healthz`) */
  getHealthz: { method: 'get', path: '/healthz' },
  /** The database is reachable (`GET /readyz`) */
  getReadyz: { method: 'get', path: '/readyz' },
  /** List audit entries (`GET /v1/audit-log`) */
  getAuditLog: { method: 'get', path: '/v1/audit-log' },
  /** List employees (`GET /v1/employees`) */
  getEmployees: { method: 'get', path: '/v1/employees' },
  /** Create an employee (`POST /v1/employees`) */
  postEmployees: { method: 'post', path: '/v1/employees' },
  /** Get an employee (`GET /v1/employees/{id}`) */
  getEmployeesById: { method: 'get', path: '/v1/employees/{id}' },
  /** Update an employee (`PATCH /v1/employees/{id}`) */
  patchEmployeesById: { method: 'patch', path: '/v1/employees/{id}' },
  /** List an employee's schedule versions (`GET /v1/employees/{id}/schedules`) */
  getEmployeesByIdSchedules: { method: 'get', path: '/v1/employees/{id}/schedules' },
  /** Add a schedule version (`POST /v1/employees/{id}/schedules`) */
  postEmployeesByIdSchedules: { method: 'post', path: '/v1/employees/{id}/schedules' },
  /** Create up to 1,000 employees (`POST /v1/employees/batch`) */
  postEmployeesBatch: { method: 'post', path: '/v1/employees/batch' },
  /** List clock-in marks (`GET /v1/time-entries`) */
  getTimeEntries: { method: 'get', path: '/v1/time-entries' },
  /** Record a clock-in mark (`POST /v1/time-entries`) */
  postTimeEntries: { method: 'post', path: '/v1/time-entries' },
  /** Verify the hash chain (`GET /v1/time-entries/verify`) */
  getTimeEntriesVerify: { method: 'get', path: '/v1/time-entries/verify' },
  /** Get a clock-in mark (`GET /v1/time-entries/{id}`) */
  getTimeEntriesById: { method: 'get', path: '/v1/time-entries/{id}' },
  /** Record up to 1,000 clock-in marks (`POST /v1/time-entries/batch`) */
  postTimeEntriesBatch: { method: 'post', path: '/v1/time-entries/batch' },
  /** Import a time clock's AFD (`POST /v1/imports/afd`) */
  postImportsAfd: { method: 'post', path: '/v1/imports/afd' },
  /** Get an AFD import (`GET /v1/imports/{id}`) */
  getImportsById: { method: 'get', path: '/v1/imports/{id}' },
  /** The worker's receipt of a mark (comprovante, Portaria 671 arts. 79–80) (`GET /v1/time-entries/{id}/receipt`) */
  getTimeEntriesByIdReceipt: { method: 'get', path: '/v1/time-entries/{id}/receipt' },
  /** List adjustments (`GET /v1/adjustments`) */
  getAdjustments: { method: 'get', path: '/v1/adjustments' },
  /** Request an adjustment (`POST /v1/adjustments`) */
  postAdjustments: { method: 'post', path: '/v1/adjustments' },
  /** Get an adjustment (`GET /v1/adjustments/{id}`) */
  getAdjustmentsById: { method: 'get', path: '/v1/adjustments/{id}' },
  /** Approve an adjustment (`POST /v1/adjustments/{id}/approve`) */
  postAdjustmentsByIdApprove: { method: 'post', path: '/v1/adjustments/{id}/approve' },
  /** Reject an adjustment (`POST /v1/adjustments/{id}/reject`) */
  postAdjustmentsByIdReject: { method: 'post', path: '/v1/adjustments/{id}/reject' },
  /** An employee's treated marks per workday (`GET /v1/employees/{id}/workdays`) */
  getEmployeesByIdWorkdays: { method: 'get', path: '/v1/employees/{id}/workdays' },
  /** A year's holidays (`GET /v1/holidays`) */
  getHolidays: { method: 'get', path: '/v1/holidays' },
  /** Add a holiday (`POST /v1/holidays`) */
  postHolidays: { method: 'post', path: '/v1/holidays' },
  /** Remove a holiday (`DELETE /v1/holidays/{id}`) */
  deleteHolidaysById: { method: 'delete', path: '/v1/holidays/{id}' },
  /** List absences (`GET /v1/absences`) */
  getAbsences: { method: 'get', path: '/v1/absences' },
  /** Request an absence (`POST /v1/absences`) */
  postAbsences: { method: 'post', path: '/v1/absences' },
  /** Get an absence (`GET /v1/absences/{id}`) */
  getAbsencesById: { method: 'get', path: '/v1/absences/{id}' },
  /** Approve an absence (`POST /v1/absences/{id}/approve`) */
  postAbsencesByIdApprove: { method: 'post', path: '/v1/absences/{id}/approve' },
  /** Reject an absence (`POST /v1/absences/{id}/reject`) */
  postAbsencesByIdReject: { method: 'post', path: '/v1/absences/{id}/reject' },
  /** The espelho's policy (`GET /v1/espelho/policy`) */
  getEspelhoPolicy: { method: 'get', path: '/v1/espelho/policy' },
  /** Set the espelho's policy (`PUT /v1/espelho/policy`) */
  putEspelhoPolicy: { method: 'put', path: '/v1/espelho/policy' },
  /** The time bank's policy (`GET /v1/time-bank/policy`) */
  getTimeBankPolicy: { method: 'get', path: '/v1/time-bank/policy' },
  /** Set the time bank's policy (`PUT /v1/time-bank/policy`) */
  putTimeBankPolicy: { method: 'put', path: '/v1/time-bank/policy' },
  /** An employee's time bank (`GET /v1/employees/{id}/time-bank`) */
  getEmployeeTimeBank: { method: 'get', path: '/v1/employees/{id}/time-bank' },
  /** Add a manual time-bank entry (`POST /v1/time-bank/entries`) */
  createTimeBankEntry: { method: 'post', path: '/v1/time-bank/entries' },
  /** List periods (`GET /v1/periods`) */
  listPeriods: { method: 'get', path: '/v1/periods' },
  /** Close a period (`POST /v1/periods`) */
  closePeriod: { method: 'post', path: '/v1/periods' },
  /** Get a period (`GET /v1/periods/{id}`) */
  getPeriod: { method: 'get', path: '/v1/periods/{id}' },
  /** Discard a close that stopped part-way (`DELETE /v1/periods/{id}`) */
  discardStalledClose: { method: 'delete', path: '/v1/periods/{id}' },
  /** An employee's frozen espelho (`GET /v1/periods/{id}/employees/{employeeId}`) */
  getFrozenEspelho: { method: 'get', path: '/v1/periods/{id}/employees/{employeeId}' },
  /** Reopen a period (`POST /v1/periods/{id}/reopen`) */
  reopenPeriod: { method: 'post', path: '/v1/periods/{id}/reopen' },
  /** The payroll rubric codes (`GET /v1/payroll/codes`) */
  getPayrollCodes: { method: 'get', path: '/v1/payroll/codes' },
  /** Set the payroll rubric codes (`PUT /v1/payroll/codes`) */
  putPayrollCodes: { method: 'put', path: '/v1/payroll/codes' },
  /** Payroll export of a closed period (`GET /v1/reports/payroll`) */
  getPayrollReport: { method: 'get', path: '/v1/reports/payroll' },
  /** Who acknowledged a period's espelho (`GET /v1/periods/{id}/acknowledgements`) */
  listPeriodAcknowledgements: { method: 'get', path: '/v1/periods/{id}/acknowledgements' },
  /** Period report (espelho de ponto) (`GET /v1/reports/period`) */
  getReportsPeriod: { method: 'get', path: '/v1/reports/period' },
  /** AFDT file (Portaria 1510) (`GET /v1/reports/afdt`) */
  getReportsAfdt: { method: 'get', path: '/v1/reports/afdt' },
  /** AEJ file (Portaria 671, Anexo VI) (`GET /v1/reports/aej`) */
  getReportsAej: { method: 'get', path: '/v1/reports/aej' },
  /** AFD file (Portaria 671, Anexo V, as a REP-P) (`GET /v1/reports/afd`) */
  getReportsAfd: { method: 'get', path: '/v1/reports/afd' },
  /** List export jobs (`GET /v1/exports`) */
  listExports: { method: 'get', path: '/v1/exports' },
  /** Start an export job (`POST /v1/exports`) */
  createExport: { method: 'post', path: '/v1/exports' },
  /** Get an export job (`GET /v1/exports/{id}`) */
  getExport: { method: 'get', path: '/v1/exports/{id}' },
  /** Download an export’s file (`GET /v1/exports/{id}/file`) */
  getExportFile: { method: 'get', path: '/v1/exports/{id}/file' },
  /** List events (`GET /v1/events`) */
  getEvents: { method: 'get', path: '/v1/events' },
  /** Stream events (`GET /v1/events/stream`) */
  getEventsStream: { method: 'get', path: '/v1/events/stream' },
  /** List webhooks (`GET /v1/webhooks`) */
  getWebhooks: { method: 'get', path: '/v1/webhooks' },
  /** Create a webhook (`POST /v1/webhooks`) */
  postWebhooks: { method: 'post', path: '/v1/webhooks' },
  /** Get a webhook (`GET /v1/webhooks/{id}`) */
  getWebhooksById: { method: 'get', path: '/v1/webhooks/{id}' },
  /** Delete a webhook (`DELETE /v1/webhooks/{id}`) */
  deleteWebhooksById: { method: 'delete', path: '/v1/webhooks/{id}' },
  /** Update, pause or resume a webhook (`PATCH /v1/webhooks/{id}`) */
  patchWebhooksById: { method: 'patch', path: '/v1/webhooks/{id}' },
  /** Rotate the signing secret (`POST /v1/webhooks/{id}/rotate-secret`) */
  postWebhooksByIdRotateSecret: { method: 'post', path: '/v1/webhooks/{id}/rotate-secret' },
  /** Send a test event (`POST /v1/webhooks/{id}/test`) */
  postWebhooksByIdTest: { method: 'post', path: '/v1/webhooks/{id}/test' },
  /** List delivery attempts (`GET /v1/webhooks/{id}/deliveries`) */
  getWebhooksByIdDeliveries: { method: 'get', path: '/v1/webhooks/{id}/deliveries' },
  /** Send an event again (`POST /v1/webhooks/{id}/deliveries/{deliveryId}/redeliver`) */
  postWebhooksByIdDeliveriesByDeliveryIdRedeliver: {
    method: 'post',
    path: '/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  },
  /** Replay a window of events (`POST /v1/webhooks/{id}/replay`) */
  postWebhooksByIdReplay: { method: 'post', path: '/v1/webhooks/{id}/replay' },
} as const satisfies Record<string, { method: string; path: keyof paths }>;
