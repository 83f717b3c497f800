// Generated from /v1/openapi.json by `npm run sdk:generate` (openapi-typescript). Do not edit:
// `npm run lint` fails when this file differs from what the served document generates.

export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The process is alive, and how busy its event loop is
     * @description For liveness probes; no key. A 503 while the event loop is stuck past `PONTUAL_MAX_EVENT_LOOP_DELAY_MS`.
     */
    get: operations['getHealthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The database is reachable
     * @description For readiness probes; no key. A 503 with `Retry-After` while the database is unreachable.
     */
    get: operations['getReadyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List audit entries
     * @description Every request made with a key of this tenant and environment (allowed or refused), every change made through the dashboard, and every dashboard or CLI action, newest first. The filters combine.
     */
    get: operations['getAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/employees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List employees
     * @description Oldest first. `q` matches the name (case-insensitive, anywhere) or the start of the CPF. `updatedSince` keeps the employees created or changed at or after that instant (their `updatedAt`), in the same order and pages: to sync, pass the time your previous sync started.
     */
    get: operations['getEmployees'];
    put?: never;
    /**
     * Create an employee
     * @description Fires `employee.created`. CPF, registration and externalId are unique per environment (409).
     */
    post: operations['postEmployees'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/employees/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an employee
     * @description With the schedule in force today in the tenant time zone. Another tenant's or environment's id is a 404.
     */
    get: operations['getEmployeesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update an employee
     * @description Changes any field but `id`. There is no DELETE: set `active: false` to end clock-ins. A new `schedule` is a schedule version in force from today in the tenant time zone (replacing one already from today); earlier days keep theirs.
     */
    patch: operations['patchEmployeesById'];
    trace?: never;
  };
  '/v1/employees/{id}/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an employee's schedule versions
     * @description Each version is in force from `effectiveFrom` until the next one; the first also governs the days before it. Ordered by `effectiveFrom`.
     */
    get: operations['getEmployeesByIdSchedules'];
    put?: never;
    /**
     * Add a schedule version
     * @description The schedule is in force from `effectiveFrom` until the next version: the days before keep theirs. A version already from that date is a 409. The employee’s `schedule` shows the version in force today.
     */
    post: operations['postEmployeesByIdSchedules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/employees/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create up to 1,000 employees
     * @description 1 to 1000 items, each exactly the body of `POST /v1/employees` and answered as that POST would answer it: `results` in item order, each with the status it would have given and the employee's `id` (201) or its problem body (a CPF taken by an earlier item is that item's 409). A bad item fails alone. One request for the rate limit; `Idempotency-Key` replays the whole answer; each employee fires its `employee.created`. Body at most 4 MiB.
     */
    post: operations['postEmployeesBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List clock-in marks
     * @description Ordered by `occurredAt`, then id.
     */
    get: operations['getTimeEntries'];
    put?: never;
    /**
     * Record a clock-in mark
     * @description Marks are immutable: there is no PATCH or DELETE; corrections are adjustments. Never refused because of the schedule. Fires `time_entry.created`.
     */
    post: operations['postTimeEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-entries/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Verify the hash chain
     * @description Re-walks every mark of this environment in NSR order and reports the first broken link: a missing NSR, a mark whose hash does not match its fields, or missing marks at the end. A chain of more than `PONTUAL_LONG_CHAIN_RECORDS` records (1,000,000 unless the operator chose otherwise), or a request with `Prefer: respond-async` from a key that may read export jobs, is verified in the background instead: 202 with a `chain_verification` export job (`Location` names it), whose file is this answer; while one is queued or running, it is answered again. Reading the job needs `reports:read`: a key without it gets 403 for a long chain. A client that goes away stops the walk.
     */
    get: operations['getTimeEntriesVerify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a clock-in mark
     * @description The mark as recorded (marks are immutable). Another tenant's or environment's id is a 404.
     */
    get: operations['getTimeEntriesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-entries/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record up to 1,000 clock-in marks
     * @description 1 to 1000 items, each exactly the body of `POST /v1/time-entries` and answered as that POST would answer it: `results` in item order, each with the status it would have given and the mark's `id` (201) or its problem body. A bad item fails alone. One request for the rate limit; `Idempotency-Key` replays the whole answer; each mark fires its `time_entry.created`. Body at most 2 MiB.
     */
    post: operations['postTimeEntriesBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/imports/afd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a time clock's AFD
     * @description The raw AFD file of a time clock (REP-C), as `text/plain` or `application/octet-stream` (ISO-8859-1; the Portaria 671 layout, or the older Portaria 1510), at most 16 MiB. Answers 202 at once; the import runs in the background (`GET /v1/imports/{id}`). Each mark is matched to an employee by CPF (PIS in 1510 files) and recorded as `POST /v1/time-entries` would with `source: device`, `rep: rep_c`, `deviceId` the clock's serial from the header and `externalId` `<serial>:<nsr>`, so importing the same file again records nothing. A line with a bad CRC, an unknown worker or a date in the future is a problem of that line, not of the file. A body that does not start as an AFD (`0000000001`) is a 400; one whose header cannot be read becomes a `failed` import.
     */
    post: operations['postImportsAfd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an AFD import
     * @description Its status, its counts so far and the first problems with their line numbers.
     */
    get: operations['getImportsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-entries/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The worker's receipt of a mark (comprovante, Portaria 671 arts. 79–80)
     * @description A PDF titled "Comprovante de Registro de Ponto do Trabalhador" with what art. 79 lists: the employer's name, CNPJ/CPF and CEI/CAEPF/CNO (when set), the place of work, the REP-P's INPI number, the worker's name and CPF, the date and time of the mark with its zone, and the NSR and SHA-256 hash of the mark's AFD record (type 7). Available as soon as the mark is recorded. When the company has a signing certificate the PDF carries a PAdES signature (`ETSI.CAdES.detached`: CAdES-BES, SHA-256, as the legal files' `.p7s`). `format=json` gives the same fields. 409 for a mark of a time clock (`rep: rep_c`: the clock issues its receipt) and until the company's CNPJ/CPF, INPI number and address are set. docs/legal-files.md.
     */
    get: operations['getTimeEntriesByIdReceipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List adjustments
     * @description Oldest first.
     */
    get: operations['getAdjustments'];
    put?: never;
    /**
     * Request an adjustment
     * @description Files a pending request to include a forgotten mark (`add`) or disregard a wrong one (`disregard`). Nothing changes until it is approved. A mark on a day of a closed period is a 409 `period_closed` (reopen the period first).
     */
    post: operations['postAdjustments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/adjustments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an adjustment
     * @description With its status and, once decided, who decided and when. Another tenant's or environment's id is a 404.
     */
    get: operations['getAdjustmentsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/adjustments/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an adjustment
     * @description Final: a decided adjustment cannot be decided again (409). An approval changing a day of a closed period is a 409 `period_closed`. Fires `adjustment.approved`. The body is optional.
     */
    post: operations['postAdjustmentsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/adjustments/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject an adjustment
     * @description Final: a decided adjustment cannot be decided again (409). Fires `adjustment.rejected`. The body is optional.
     */
    post: operations['postAdjustmentsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/employees/{id}/workdays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An employee's treated marks per workday
     * @description The marks of each workday after treatment: originals, included marks (approved `add`) and disregarded ones (approved `disregard`), classified E/S in order with pair numbers. A shift that crosses midnight belongs to the day it started (see docs/api.md). At most 62 days.
     */
    get: operations['getEmployeesByIdWorkdays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/holidays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A year's holidays
     * @description The national holidays (computed for any year: the fixed dates, Good Friday, Consciência Negra from 2024) and the tenant's own, in date order. Carnival and Corpus Christi are optional points, listed only when the tenant adds them.
     */
    get: operations['getHolidays'];
    put?: never;
    /**
     * Add a holiday
     * @description A state, municipal or company holiday: every employee of the tenant owes no work that day, and work done is counted apart (`holidayWorkedMinutes`). A date that is already a holiday is a 409.
     */
    post: operations['postHolidays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/holidays/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a holiday
     * @description Only a tenant holiday; the national ones are law.
     */
    delete: operations['deleteHolidaysById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/absences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List absences
     * @description Oldest first.
     */
    get: operations['getAbsences'];
    put?: never;
    /**
     * Request an absence
     * @description Files a pending absence of whole days (`from`–`to`), or of part of one day (`start`–`end`, `from` = `to`). Fires `absence.requested`. No day changes until it is approved. A day of a closed period is a 409 `period_closed` (reopen the period first).
     */
    post: operations['postAbsences'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/absences/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an absence
     * @description With its status and, once decided, who decided and when. Another tenant's or environment's id is a 404.
     */
    get: operations['getAbsencesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/absences/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an absence
     * @description Final: a decided absence cannot be decided again (409). An approval overlapping another approved absence of the employee is a 409, and one inside a closed period a 409 `period_closed`. Fires `absence.approved`. The body is optional.
     */
    post: operations['postAbsencesByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/absences/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject an absence
     * @description Final: a decided absence cannot be decided again (409). Fires `absence.rejected`. The body is optional.
     */
    post: operations['postAbsencesByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/espelho/policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The espelho's policy
     * @description How the period report counts: whether early and late marks of a day offset each other, and the overtime rate bands of each kind of day. The defaults (the law) until one is set.
     */
    get: operations['getEspelhoPolicy'];
    /**
     * Set the espelho's policy
     * @description Replaces the policy of this environment (a collective agreement's bands, the offsetting of early and late marks). Reports are computed when asked, so every period, past ones too, counts with the policy in force when it is read.
     */
    put: operations['putEspelhoPolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-bank/policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The time bank's policy
     * @description Whether period closes post to the bank, the agreement that sets how long credits last (CLT art. 59), the credit multiplier, and what is debited. Disabled until set.
     */
    get: operations['getTimeBankPolicy'];
    /**
     * Set the time bank's policy
     * @description Replaces the policy of this environment. It applies to the closes made after it; closed periods keep what they posted.
     */
    put: operations['putTimeBankPolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/employees/{id}/time-bank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An employee's time bank
     * @description The balance (in counted minutes) and the entries of `from`–`to`, by date: what period closes posted, manual entries, compensations and expiries.
     */
    get: operations['getEmployeeTimeBank'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/time-bank/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a manual time-bank entry
     * @description A correction (`manual`) or hours paid out of the bank (`payout`, negative), with its reason. A date inside a closed period of the employee is a 409 `period_closed`. Fires `time_bank.updated`.
     */
    post: operations['createTimeBankEntry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/periods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List periods
     * @description Newest first.
     */
    get: operations['listPeriods'];
    put?: never;
    /**
     * Close a period
     * @description Freezes the treated days of `from`–`to` (every active employee, or `employeeIds`) as the espelho computes them now, and posts the time bank by the policy: overtime credits, debits, compensation days, and the expiry of credits whose last day has come. From then on an adjustment, an absence or a manual bank entry on those days is a 409 `period_closed` until the period is reopened. A day already in another closed period is a 409. Fires `period.closed` and `time_bank.updated`.
     */
    post: operations['closePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/periods/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a period
     * @description A period close and its status (closing, closed, reopening, reopened). Another tenant's or environment's id is a 404.
     */
    get: operations['getPeriod'];
    put?: never;
    post?: never;
    /**
     * Discard a close that stopped part-way
     * @description A close runs inside one server process; if that process dies (a crash, a kill) the period stays `closing` and its days keep answering 409. Once it has not progressed for 2 minutes it is known dead: this removes what it wrote and opens its days again (closing any of its days again does the same). 409 while it still progresses, and for a closed period (reopen it), a reopening one or a reopened one. Recorded in the audit log.
     */
    delete: operations['discardStalledClose'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/periods/{id}/employees/{employeeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An employee's frozen espelho
     * @description The espelho days of one employee of a closed period exactly as the close computed them (a holiday, a schedule version or a policy added later does not change them), with what the close decided of each for the time bank, and their totals. A period that is not closed is a 409.
     */
    get: operations['getFrozenEspelho'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/periods/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reopen a period
     * @description Reverses the close: removes its time-bank entries (postings and expiries), and opens its days to adjustments and absences again. The period is `reopening` while this runs, its employees a few at a time, and no close of the environment starts meanwhile (409 `reopen_running`); reopening a `reopening` period finishes a reopen that stopped part-way. A period that is neither closed nor reopening, one with a later closed period of one of its employees, or a reopen while a close of the environment runs (`close_running`) is a 409. Fires a `time_bank.updated` per employee whose bank changed, then `period.reopened`; recorded in the audit log. Its frozen days are no longer served and are deleted by the hourly housekeeping.
     */
    post: operations['reopenPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payroll/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payroll rubric codes
     * @description The payroll system's code of each item of the payroll export; null until set.
     */
    get: operations['getPayrollCodes'];
    /**
     * Set the payroll rubric codes
     * @description Replaces the codes of this environment; an item left out has no code.
     */
    put: operations['putPayrollCodes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/payroll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payroll export of a closed period
     * @description Per employee of the period, from its frozen days: normal hours, overtime at 50% and at 100% (what the time bank did not take), night hours (reduced hour), lateness and partial absences, whole days of absence, paid weekly rests lost, and the time-bank payout (credits expired in this close, and payouts dated in it); each in counted minutes, `HH:MM` and centesimal hours (`8,50`), with the rubric code of `/v1/payroll/codes`. JSON (streamed) or `format=csv` (one row per employee and item). A period that is not closed is a 409.
     */
    get: operations['getPayrollReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/periods/{id}/acknowledgements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who acknowledged a period's espelho
     * @description The employees who acknowledged their espelho of this period in the workers’ portal (docs/portal.md), oldest first: when, from which address, user agent and location, and the SHA-256 of the PDF they were served.
     */
    get: operations['listPeriodAcknowledgements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/period': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Period report (espelho de ponto)
     * @description Per employee and workday: the original and treated marks, scheduled, worked (night in reduced hours), night, overtime (and its split by rate, 50% and 100%), late, absence and break minutes after the CLT tolerance, the suppressed break (art. 71 §4) and the rest shortfall between shifts (art. 66), with flags, and period totals. The arithmetic follows the tenant policy (`/v1/espelho/policy`); docs/espelho.md. All active employees unless `employeeId` is given. JSON (streamed); `format=csv`, the CSV for integrations (UTF-8, `,`, minutes as integers, codes in English); `format=csv-br`, the CSV a Brazilian spreadsheet opens as it is (UTF-8 with a byte-order mark, `;`, CR LF, Portuguese headers, dates dd/mm/aaaa, hours hh:mm); or `format=pdf`, the printable espelho (per employee: E/S columns, numbered pages, the declaration and signature lines). A file is named after the employee (or the employer, for every employee) and the period, in ASCII and, in `filename*`, as written.
     */
    get: operations['getReportsPeriod'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/afdt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AFDT file (Portaria 1510)
     * @description The legacy treated-marks file: every original mark of the period (E/S, or D with the reason when an approved adjustment disregarded it) and every approved included mark (I, with the reason). Fixed width. ISO-8859-1, CR LF after every line. `format=zip`: a ZIP holding the same file and `<file name>.p7s`, its detached CAdES-BES signature (DER, SHA-256, with the signing-certificate-v2 attribute) made with the environment's signing certificate (arts. 86–88 of Portaria 671); 409 until a certificate is installed (dashboard, Company page, or `cli certificates import`). See docs/legal-files.md.
     */
    get: operations['getReportsAfdt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/aej': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AEJ file (Portaria 671, Anexo VI)
     * @description The current legal file of treated marks (it replaced the AFDT in 2021): REPs, employments, contract schedules, every treated mark (E/S/D, O/I with the reason), the program, the trailer and the signature marker. Pipe-separated; layout version from PONTUAL_AEJ_LAYOUT_VERSION. ISO-8859-1, CR LF after every line. `format=zip`: a ZIP holding the same file and `<file name>.p7s`, its detached CAdES-BES signature (DER, SHA-256, with the signing-certificate-v2 attribute) made with the environment's signing certificate (arts. 86–88 of Portaria 671); 409 until a certificate is installed (dashboard, Company page, or `cli certificates import`). See docs/legal-files.md.
     */
    get: operations['getReportsAej'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/afd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AFD file (Portaria 671, Anexo V, as a REP-P)
     * @description The source file of the REP-P: in NSR order, every employee added, changed or removed (type 5, with its CRC-16) and every mark (type 7, chained by SHA-256) of the period, the trailer counts and the signature marker. Fixed width; the file name is the one Anexo V gives (`AFD` + INPI number + CNPJ/CPF + `REP_P`); layout version from PONTUAL_AFD_LAYOUT_VERSION. ISO-8859-1, CR LF after every line. `format=zip`: a ZIP holding the same file and `<file name>.p7s`, its detached CAdES-BES signature (DER, SHA-256, with the signing-certificate-v2 attribute) made with the environment's signing certificate (arts. 86–88 of Portaria 671); 409 until a certificate is installed (dashboard, Company page, or `cli certificates import`). See docs/legal-files.md.
     */
    get: operations['getReportsAfd'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List export jobs
     * @description Newest first; finished jobs are kept 7 days.
     */
    get: operations['listExports'];
    put?: never;
    /**
     * Start an export job
     * @description Queues the AEJ, the AFDT or the espelho PDF of `from`–`to` (both required for these), or the verification of the whole hash chain (`chain_verification`, without range or employee), to be made in the background, and answers at once with the job (`Location` names it); while a verification is queued or running, asking for another answers it. Poll `GET /v1/exports/{id}` (or subscribe a webhook to `export.completed` and `export.failed`), then download `GET /v1/exports/{id}/file`. The range, the employee and the identity a legal file needs are checked now, as the report itself checks them (400, 404, 409). The report endpoints answer long ranges of large tenants with the same 202.
     */
    post: operations['createExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/exports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an export job
     * @description Its status and progress; once `done`, its file.
     */
    get: operations['getExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/exports/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an export’s file
     * @description The file of a `done` job, as the report endpoint would send it (same media type and file name), until the job expires; a `chain_verification`’s is the JSON `GET /v1/time-entries/verify` answers. 409 while the job is queued or running, or if it failed.
     */
    get: operations['getExportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List events
     * @description Every event of this environment, oldest first, for reconciliation: follow `Link: rel="next"` to read on from where you stopped.
     */
    get: operations['getEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/events/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Stream events
     * @description The events of this environment as they are recorded, as Server-Sent Events: each message's `id` is the event id, its `event` the type, its `data` the event exactly as `GET /v1/events` lists it (and a webhook delivery carries it). The stream starts after the latest event when it opens; send `Last-Event-ID` with an event id to resume after that event instead. A comment line every 15 s keeps a quiet stream open. At most 5 streams per key are open at once.
     */
    get: operations['getEventsStream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhooks
     * @description Oldest first; the secret is never listed.
     */
    get: operations['getWebhooks'];
    put?: never;
    /**
     * Create a webhook
     * @description Returns the signing `secret`, once. At most 20 per environment. Events: time_entry.created, employee.created, employee.updated, adjustment.requested, adjustment.approved, adjustment.rejected, absence.requested, absence.approved, absence.rejected, period.closed, period.reopened, time_bank.updated, export.completed, export.failed.
     */
    post: operations['postWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook
     * @description Without its secret (shown only on create and rotation). Another tenant's or environment's id is a 404.
     */
    get: operations['getWebhooksById'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook
     * @description Pending retries stop; the delivery history goes with it.
     */
    delete: operations['deleteWebhooksById'];
    options?: never;
    head?: never;
    /**
     * Update, pause or resume a webhook
     * @description A paused webhook receives nothing, and events from while it was paused are never sent.
     */
    patch: operations['patchWebhooksById'];
    trace?: never;
  };
  '/v1/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the signing secret
     * @description Returns the new secret, once. The body is optional: without `expireCurrentInSeconds` (or with 0) the old secret signs nothing from this moment; with it, every delivery carries both signatures (in `X-Pontual-Signature` and in `webhook-signature`, the new one first) until then.
     */
    post: operations['postWebhooksByIdRotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event
     * @description Queues a signed `webhook.test` event for this webhook alone.
     */
    post: operations['postWebhooksByIdTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List delivery attempts
     * @description Newest first, one entry per attempt; kept 30 days.
     */
    get: operations['getWebhooksByIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an event again
     * @description Queues the delivery’s event for this webhook again, with a fresh retry schedule.
     */
    post: operations['postWebhooksByIdDeliveriesByDeliveryIdRedeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replay a window of events
     * @description Queues again, for this webhook alone, the events created in `[since, until)` of the types it subscribes to (with `onlyFailed`, only those whose last attempt to it failed), each with a fresh retry schedule. At most 10,000 events at a time. 409 while the webhook is paused.
     */
    post: operations['postWebhooksByIdReplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'employee.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `employee.created` event
     * @description An employee was created.
     */
    post: operations['receiveEmployeeCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'employee.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `employee.updated` event
     * @description An employee was changed (a PATCH, or a schedule version changing the schedule in force today).
     */
    post: operations['receiveEmployeeUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'time_entry.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `time_entry.created` event
     * @description A clock-in mark was recorded.
     */
    post: operations['receiveTimeEntryCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'adjustment.requested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `adjustment.requested` event
     * @description An adjustment was filed.
     */
    post: operations['receiveAdjustmentRequested'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'adjustment.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `adjustment.approved` event
     * @description An adjustment was approved.
     */
    post: operations['receiveAdjustmentApproved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'adjustment.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `adjustment.rejected` event
     * @description An adjustment was rejected.
     */
    post: operations['receiveAdjustmentRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'absence.requested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `absence.requested` event
     * @description An absence was requested.
     */
    post: operations['receiveAbsenceRequested'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'absence.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `absence.approved` event
     * @description An absence was approved.
     */
    post: operations['receiveAbsenceApproved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'absence.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `absence.rejected` event
     * @description An absence was rejected.
     */
    post: operations['receiveAbsenceRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'period.closed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `period.closed` event
     * @description A period was closed.
     */
    post: operations['receivePeriodClosed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'period.reopened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `period.reopened` event
     * @description A closed period was reopened.
     */
    post: operations['receivePeriodReopened'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'time_bank.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `time_bank.updated` event
     * @description An employee's time bank changed (a manual entry, a close or a reopen).
     */
    post: operations['receiveTimeBankUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'export.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `export.completed` event
     * @description A long export finished; its file is at `GET /v1/exports/{id}/file`.
     */
    post: operations['receiveExportCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'export.failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `export.failed` event
     * @description A long export failed; `error` says why.
     */
    post: operations['receiveExportFailed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The `webhook.test` event
     * @description Sent by `POST /v1/webhooks/{id}/test` to that webhook alone; never listed by `/v1/events`.
     */
    post: operations['receiveWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /**
     * @description RFC 9457 problem details.
     * @example {
     *       "type": "about:blank",
     *       "title": "Bad Request",
     *       "status": 400,
     *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
     *       "code": "invalid_request",
     *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
     *       "errors": [
     *         {
     *           "field": "name",
     *           "message": "must NOT have more than 200 characters",
     *           "reason": "too_long",
     *           "params": {
     *             "limit": 200
     *           }
     *         },
     *         {
     *           "field": "cpf",
     *           "message": "is required",
     *           "reason": "required"
     *         }
     *       ]
     *     }
     * @example {
     *       "type": "about:blank",
     *       "title": "Not Found",
     *       "status": 404,
     *       "detail": "The employee does not exist.",
     *       "code": "not_found",
     *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
     *     }
     * @example {
     *       "type": "about:blank",
     *       "title": "Conflict",
     *       "status": 409,
     *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
     *       "code": "conflict",
     *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
     *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "reason": "duplicate_cpf"
     *     }
     * @example {
     *       "type": "about:blank",
     *       "title": "Too Many Requests",
     *       "status": 429,
     *       "detail": "Rate limit exceeded; see Retry-After.",
     *       "code": "rate_limited",
     *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
     *     }
     */
    Problem: {
      type: string;
      title: string;
      /** Format: int32 */
      status: number;
      detail: string;
      code: string;
      requestId: string;
      /** @description One per invalid field, at most 20; `detail` says how many more there were. */
      errors?: {
        field: string;
        /** @description In English, for a person. */
        message: string;
        /** @description What is wrong, for a program: `required`, `not_allowed`, `format`, `out_of_range`, `too_short`, `too_long`, `too_few_items`, `too_many_items`, `too_small`, `too_large`, `one_of`, `wrong_type`, `pattern`, `invalid`, `blank`, `invalid_cpf`, `invalid_pis`, `invalid_document`, `invalid_timezone`, `overlaps`, `after_to`. Absent where none is defined yet. */
        reason?: string;
        /** @description The reason's values: `limit` (too_short, too_long, too_few_items, too_many_items, too_small, too_large), `values` (one_of), `format` (format), `type` (wrong_type), `field` (overlaps: the field overlapped). */
        params?: {
          [key: string]: string | number;
        };
      }[];
      /**
       * Format: uuid
       * @description On a 409 that runs into another resource (a duplicate, a closed period): its id.
       */
      conflictingId?: string;
      /** @description On a 409, why, for a program (the values it names are in `params`): `duplicate_cpf` (another employee has this CPF); `duplicate_registration` (another employee has this registration); `duplicate_external_id` (another employee or mark has this `externalId`); `duplicate_email` (another dashboard user of the tenant has this e-mail); `duplicate_holiday` (the company already has a holiday on `date`); `duplicate_schedule_version` (the employee already has a schedule version from `date`); `national_holiday` (`date` already is the national holiday `name`); `absence_overlap` (an approved absence of the employee covers `from`–`to`); `already_disregarded` (the mark is already disregarded by another adjustment); `already_decided` (the request was already decided (`status`)); `webhook_limit` (the environment already has `limit` webhooks); `webhook_paused` (the webhook is paused: resume it first); `concurrent_change` (another request changed what this one ran into while it ran: retry it); `last_admin` (the tenant would be left without an active admin: make another user admin first); `own_account` (one's own password or e-mail is changed through the session, with the current password); `period_closed` (a day of the employee is in the closed period `from`–`to`: reopen it first); `period_state` (the period is `status`, not in the state the action needs); `period_overlap` (the employee `employeeId` is in the closed period `from`–`to`, which overlaps the days to close); `overlapping_close` (the period `from`–`to`, which overlaps these days, is being closed: retry once it is done); `close_not_stalled` (the close still progresses (last at `progressAt`): only a stalled close is discarded); `later_period_closed` (the later period `from`–`to` is closed for some of the employees: reopen it first); `reopen_running` (the period `from`–`to` is being reopened (last progressed at `progressAt`): retry once it is done, or reopen it again if that reopen stopped part-way); `close_running` (the period `from`–`to` is being closed: retry the reopen once that close is done); `legal_identity_missing` (the company or the program developer lacks an identity a legal file names (`missing`: the settings to set, comma-separated; `file`: the file asked for)); `certificate_missing` (no signing certificate is installed in this environment); `certificate_not_current` (the installed signing certificate is valid from `notBefore` to `notAfter`, not now); `export_not_ready` (the export job is `status`: its file is ready once it is done); `export_failed` (the export job failed and has no file: create it again); `receipt_by_time_clock` (the mark was taken by a time clock (REP-C), which issues its own receipt); `receipt_without_afd_record` (the mark predates the REP-P's AFD records and has nothing to put on a receipt); `employee_without_email` (the employee has no e-mail to sign in to the portal with); `portal_employee_inactive` (the employee is inactive or past their termination date); `portal_email_taken` (another employee's portal account signs in with this e-mail); `espelho_not_downloaded` (the espelho of this period was not downloaded yet); `espelho_not_served` (no espelho with this `sha256` was served for this period); `idempotency_key_reused` (the `Idempotency-Key` was already used with another request); `idempotency_key_in_progress` (a request with this `Idempotency-Key` is still running: retry later). */
      reason?: string;
      /** @description The values of the reason, as `reason` names them with each: `date`, `from` and `to` are dates, `notBefore`, `notAfter` and `progressAt` instants, lists comma-separated. */
      params?: {
        [key: string]: string | number;
      };
    };
    /**
     * @example {
     *       "id": "01a2041f-5a6b-7c8d-9e0f-1a2b3c4d5e6f",
     *       "date": "2026-01-25",
     *       "name": "Aniversário de São Paulo",
     *       "scope": "municipal"
     *     }
     */
    Holiday: {
      /** @description The tenant holiday; null for a national one (computed, not stored). */
      id: string | null;
      /** Format: date */
      date: string;
      name: string;
      /** @enum {unknown} */
      scope: 'national' | 'state' | 'municipal' | 'company';
    };
    /**
     * @example {
     *       "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *       "kind": "aej",
     *       "from": "2026-01-01",
     *       "to": "2026-12-31",
     *       "employeeId": null,
     *       "status": "done",
     *       "progress": {
     *         "done": 420,
     *         "total": 420
     *       },
     *       "error": null,
     *       "file": {
     *         "name": "AEJ_12345678000195_2026-01-01_2026-12-31.txt",
     *         "mediaType": "text/plain; charset=ISO-8859-1",
     *         "size": 18230112
     *       },
     *       "createdBy": {
     *         "type": "api_key",
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
     *       },
     *       "createdAt": "2027-01-05T12:00:00.000Z",
     *       "startedAt": "2027-01-05T12:00:01.000Z",
     *       "finishedAt": "2027-01-05T12:01:40.000Z",
     *       "expiresAt": "2027-01-12T12:01:40.000Z"
     *     }
     */
    Export: {
      /** Format: uuid */
      id: string;
      /** @enum {unknown} */
      kind: 'aej' | 'afdt' | 'espelho_pdf' | 'chain_verification';
      from: string | null;
      to: string | null;
      employeeId: string | null;
      /**
       * @description `queued` until a worker takes it, `running`, then `done` (the file can be downloaded until `expiresAt`) or `failed` (`error` says why).
       * @enum {unknown}
       */
      status: 'queued' | 'running' | 'done' | 'failed';
      /** @description Updated about once a second while the job runs. */
      progress: {
        /**
         * Format: int32
         * @description Employees written so far (`chain_verification`: records checked).
         */
        done: number;
        /**
         * Format: int32
         * @description Employees in the export (`chain_verification`: records in the chain).
         */
        total: number;
      };
      /** @description Why a `failed` job failed; null otherwise. */
      error: {
        code: string;
        detail: string;
      } | null;
      /** @description The file of a `done` job (`GET /v1/exports/{id}/file`); null otherwise. */
      file: {
        /** @description The file name, as `Content-Disposition` gives it. */
        name: string;
        mediaType: string;
        /**
         * Format: int64
         * @description Bytes.
         */
        size: number;
      } | null;
      createdBy: {
        type: 'api_key' | 'user';
        id: string;
      };
      /** Format: date-time */
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      /** @description When a finished job and its file are removed: 7 days after it finished. */
      expiresAt: string | null;
    };
    /**
     * @example {
     *       "valid": true,
     *       "checked": 1024,
     *       "lastNsr": 1024,
     *       "brokenAt": null
     *     }
     */
    ChainVerification: {
      valid: boolean;
      /**
       * Format: int32
       * @description Records checked: marks, company and employee records (they share the NSR sequence).
       */
      checked: number;
      lastNsr: number | null;
      brokenAt: {
        /** Format: int32 */
        nsr: number;
        timeEntryId: string | null;
        reason: string;
      } | null;
    };
    /**
     * @example {
     *       "id": "01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a80",
     *       "createdAt": "2026-11-22T13:05:09.123Z",
     *       "environment": "live",
     *       "actorType": "api_key",
     *       "keyId": "01a2041c-90ab-7cde-8f01-23456789abcd",
     *       "userId": null,
     *       "action": null,
     *       "method": "POST",
     *       "route": "/v1/employees",
     *       "path": "/v1/employees",
     *       "status": 201,
     *       "ip": "200.160.2.3",
     *       "userAgent": "folha-sync/2.4 (+https://rh.padariasaojorge.com.br)",
     *       "requestId": "01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a81",
     *       "durationMs": 18
     *     }
     */
    AuditEntry: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      createdAt: string;
      environment: 'live' | 'test';
      /** @description Who acted: an API key, a dashboard user, the admin CLI, or nobody signed in (a failed dashboard sign-in). */
      actorType: 'api_key' | 'user' | 'cli' | 'anonymous';
      keyId: string | null;
      userId: string | null;
      /** @description For dashboard and CLI actions, what was done (e.g. `api_key.revoked`); null for API requests. */
      action: string | null;
      method: string;
      /** @description The route template, e.g. `/v1/employees/:id`. */
      route: string;
      /** @description The requested path, without its query string. */
      path: string;
      /** Format: int32 */
      status: number;
      ip: string;
      userAgent: string | null;
      requestId: string;
      /** Format: int32 */
      durationMs: number;
    };
    /**
     * @example {
     *       "id": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "name": "Maria da Silva",
     *       "cpf": "52998224725",
     *       "pis": "12058258837",
     *       "email": null,
     *       "registration": "A-1024",
     *       "jobTitle": "Operadora de caixa",
     *       "admissionDate": "2024-03-01",
     *       "terminationDate": null,
     *       "timezone": null,
     *       "active": true,
     *       "timeBank": true,
     *       "schedule": {
     *         "mon": [
     *           {
     *             "start": "08:00",
     *             "end": "12:00"
     *           },
     *           {
     *             "start": "13:00",
     *             "end": "17:00"
     *           }
     *         ]
     *       },
     *       "externalId": null,
     *       "createdAt": "2026-11-22T13:05:09.123Z",
     *       "updatedAt": "2026-11-22T13:05:09.123Z"
     *     }
     */
    Employee: {
      /** Format: uuid */
      id: string;
      name: string;
      cpf: string;
      pis: string | null;
      email: string | null;
      registration: string | null;
      jobTitle: string | null;
      admissionDate: string | null;
      terminationDate: string | null;
      timezone: string | null;
      active: boolean;
      /** @description Whether the time bank applies to the employee. */
      timeBank: boolean;
      schedule:
        | (
            | {
                mon?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                tue?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                wed?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                thu?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                fri?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                sat?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                sun?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
              }
            | {
                /** @enum {string} */
                type: 'cycle';
                /**
                 * Format: date
                 * @description The date of the cycle’s first day (`days[0]`). `YYYY-MM-DD`, between 1900-01-01 and 2099-12-31.
                 */
                startsOn: string;
                /** @description The intervals of each day of the cycle, in order; an empty day is a rest day. */
                days: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[][];
              }
          )
        | null;
      externalId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @description A schedule in force from `effectiveFrom` until the next version; `null` is no contract schedule.
     * @example {
     *       "id": "01a2041d-1f85-7120-a827-9bf83ca072f0",
     *       "effectiveFrom": "2026-11-02",
     *       "schedule": {
     *         "type": "cycle",
     *         "startsOn": "2026-11-02",
     *         "days": [
     *           [
     *             {
     *               "start": "07:00",
     *               "end": "19:00"
     *             }
     *           ],
     *           []
     *         ]
     *       }
     *     }
     */
    ScheduleVersion: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      schedule:
        | (
            | {
                mon?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                tue?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                wed?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                thu?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                fri?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                sat?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
                sun?: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[];
              }
            | {
                /** @enum {string} */
                type: 'cycle';
                /**
                 * Format: date
                 * @description The date of the cycle’s first day (`days[0]`). `YYYY-MM-DD`, between 1900-01-01 and 2099-12-31.
                 */
                startsOn: string;
                /** @description The intervals of each day of the cycle, in order; an empty day is a rest day. */
                days: {
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  start: string;
                  /**
                   * @description Local time, `HH:MM`.
                   * @example 08:00
                   */
                  end: string;
                }[][];
              }
          )
        | null;
    };
    /**
     * @example {
     *       "id": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e",
     *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "occurredAt": "2026-11-22T11:01:12.000Z",
     *       "timezone": "America/Sao_Paulo",
     *       "source": "device",
     *       "rep": "rep_c",
     *       "deviceId": "00004003650006783",
     *       "location": null,
     *       "externalId": "clock-7-000123",
     *       "nsr": 1024,
     *       "hash": "9f2b5c1e0d7a4b3c8e6f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
     *       "createdAt": "2026-11-22T11:01:12.345Z"
     *     }
     */
    TimeEntry: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      employeeId: string;
      /** Format: date-time */
      occurredAt: string;
      /** @description IANA zone of the workplace when the mark was made. */
      timezone: string;
      /** @enum {unknown} */
      source: 'api' | 'dashboard' | 'device' | 'mobile' | 'web';
      /**
       * @description Which REP took the mark (see the request field).
       * @enum {unknown}
       */
      rep: 'rep_p' | 'rep_c';
      deviceId: string | null;
      location: {
        latitude: number;
        longitude: number;
        accuracyMeters?: number;
      } | null;
      externalId: string | null;
      /**
       * Format: int32
       * @description Sequence number, gapless per tenant and environment.
       */
      nsr: number;
      /** @description SHA-256 chaining this mark to the previous one (see docs/api.md). */
      hash: string;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example {
     *       "id": "01a2041f-2c3d-7e4f-8a9b-0c1d2e3f4a5b",
     *       "status": "done",
     *       "layout": "portaria-671",
     *       "deviceId": "00004003650006783",
     *       "lines": 10000,
     *       "marks": 9870,
     *       "created": 9866,
     *       "duplicates": 0,
     *       "problems": 4,
     *       "firstProblems": [
     *         {
     *           "line": 118,
     *           "message": "the CRC-16 does not match the record"
     *         }
     *       ],
     *       "createdAt": "2026-11-22T11:00:00.000Z",
     *       "startedAt": "2026-11-22T11:00:00.012Z",
     *       "finishedAt": "2026-11-22T11:00:02.481Z"
     *     }
     */
    AfdImport: {
      /** Format: uuid */
      id: string;
      /**
       * @description `queued`, `running`, then `done`, or `failed` when the file has no readable AFD header (the first problem says why).
       * @enum {unknown}
       */
      status: 'queued' | 'running' | 'done' | 'failed';
      /** @description The file's layout, once read. */
      layout: ('portaria-671' | 'portaria-1510') | null;
      /** @description The clock's serial from the header, once read: the marks' `deviceId`. */
      deviceId: string | null;
      /**
       * Format: int32
       * @description Lines in the file, header, trailer and signature included.
       */
      lines: number;
      /**
       * Format: int32
       * @description Mark records (type 3) read so far.
       */
      marks: number;
      /**
       * Format: int32
       * @description Marks recorded.
       */
      created: number;
      /**
       * Format: int32
       * @description Marks already recorded (the same clock and NSR: an earlier import of the file).
       */
      duplicates: number;
      /**
       * Format: int32
       * @description Lines not imported: a bad CRC or length, an unknown worker, a date in the future, a mark refused as `POST /v1/time-entries` would refuse it.
       */
      problems: number;
      /** @description The first 20 problems, with their line numbers (from 1). */
      firstProblems: {
        /** Format: int32 */
        line: number;
        message: string;
      }[];
      /** Format: date-time */
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
    };
    /**
     * @example {
     *       "title": "Comprovante de Registro de Ponto do Trabalhador",
     *       "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e",
     *       "employer": {
     *         "name": "Padaria Estrela Ltda",
     *         "documentType": "cnpj",
     *         "document": "12.345.678/0001-95",
     *         "cei": null
     *       },
     *       "workplace": "Rua Augusta, 1500, São Paulo, SP",
     *       "rep": {
     *         "type": "REP-P",
     *         "inpiNumber": "00000000000012345"
     *       },
     *       "employee": {
     *         "name": "Ana Souza",
     *         "cpf": "529.982.247-25"
     *       },
     *       "markedAt": "2026-11-22T08:01:00-03:00",
     *       "timezone": "America/Sao_Paulo",
     *       "nsr": 1024,
     *       "hash": "5d0c4c5f0b7e2f4f1f9a3e1d2c6b8a7f9e0d1c2b3a4f5e6d7c8b9a0f1e2d3c4b"
     *     }
     */
    Receipt: {
      /** @enum {string} */
      title: 'Comprovante de Registro de Ponto do Trabalhador';
      /** Format: uuid */
      timeEntryId: string;
      employer: {
        name: string;
        /** @enum {unknown} */
        documentType: 'cnpj' | 'cpf';
        /** @description CNPJ or CPF, punctuated (`12.345.678/0001-95`). */
        document: string;
        /** @description CEI/CAEPF/CNO, when the company has one. */
        cei: string | null;
      };
      /** @description The place of work: the company address. */
      workplace: string;
      rep: {
        /** @enum {string} */
        type: 'REP-P';
        /** @description The REP-P's INPI registration number (17 digits). */
        inpiNumber: string;
      };
      employee: {
        name: string;
        /** @description As the mark recorded it, punctuated (`529.982.247-25`). */
        cpf: string;
      };
      /** @description Date and time of the mark in the zone it was made in, with its offset, to the minute as the AFD's type-7 record holds it (`2026-11-22T08:01:00-03:00`). */
      markedAt: string;
      /** @description IANA zone of the mark. */
      timezone: string;
      /**
       * Format: int32
       * @description The mark's NSR in the REP-P's AFD.
       */
      nsr: number;
      /** @description The SHA-256 hash of the mark's AFD type-7 record (lowercase hex). */
      hash: string;
    };
    /**
     * @example {
     *       "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "type": "add",
     *       "occurredAt": "2026-11-20T20:00:00.000Z",
     *       "timeEntryId": null,
     *       "reason": "Esqueceu de registrar a saída",
     *       "status": "approved",
     *       "requestedBy": {
     *         "type": "api_key",
     *         "id": "01a2041c-0000-7000-8000-000000000001"
     *       },
     *       "decisionNote": "Conferido com o gestor",
     *       "decidedAt": "2026-11-21T12:00:00.000Z",
     *       "decidedBy": {
     *         "type": "user",
     *         "id": "01a2041c-0000-7000-8000-000000000002"
     *       },
     *       "createdAt": "2026-11-21T09:30:00.000Z"
     *     }
     */
    Adjustment: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      employeeId: string;
      /** @enum {unknown} */
      type: 'add' | 'disregard';
      occurredAt: string | null;
      timeEntryId: string | null;
      reason: string;
      /** @enum {unknown} */
      status: 'pending' | 'approved' | 'rejected';
      requestedBy: {
        /** @enum {unknown} */
        type: 'api_key' | 'user' | 'employee';
        id: string;
      };
      decisionNote: string | null;
      decidedAt: string | null;
      decidedBy: {
        /** @enum {unknown} */
        type: 'api_key' | 'user';
        id: string;
      } | null;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example {
     *       "date": "2026-11-17",
     *       "weekday": "tue",
     *       "status": "workday",
     *       "holiday": null,
     *       "absence": null,
     *       "complete": true,
     *       "marks": [
     *         {
     *           "at": "2026-11-17T11:01:12.000Z",
     *           "kind": "E",
     *           "source": "O",
     *           "pair": 1,
     *           "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d10",
     *           "adjustmentId": null,
     *           "reason": null
     *         },
     *         {
     *           "at": "2026-11-17T15:00:03.000Z",
     *           "kind": "S",
     *           "source": "O",
     *           "pair": 1,
     *           "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d11",
     *           "adjustmentId": null,
     *           "reason": null
     *         },
     *         {
     *           "at": "2026-11-17T16:02:45.000Z",
     *           "kind": "E",
     *           "source": "O",
     *           "pair": 2,
     *           "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d12",
     *           "adjustmentId": null,
     *           "reason": null
     *         },
     *         {
     *           "at": "2026-11-17T20:00:00.000Z",
     *           "kind": "S",
     *           "source": "I",
     *           "pair": 2,
     *           "timeEntryId": null,
     *           "adjustmentId": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5c",
     *           "reason": "Esqueceu de registrar a saída"
     *         }
     *       ]
     *     }
     */
    Workday: {
      /** Format: date */
      date: string;
      /** @enum {unknown} */
      weekday: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
      /**
       * @description Where the day falls: `not_employed` (before admission or after termination), `future`, `holiday`, `absence` (an approved absence covers the whole day), `rest` (no scheduled work), or `workday`. Only a workday, or the day of an `unjustified` absence, owes minutes.
       * @enum {unknown}
       */
      status: 'not_employed' | 'future' | 'holiday' | 'absence' | 'rest' | 'workday';
      /** @description The holiday on that date, if any, whatever the status. */
      holiday: components['schemas']['Holiday'] | null;
      /** @description The approved absence on that date, if any, whatever the status: the whole-day one, else the earliest part of the day. */
      absence: {
        /** Format: uuid */
        id: string;
        /** @enum {unknown} */
        type:
          | 'medical_certificate'
          | 'vacation'
          | 'leave'
          | 'justified'
          | 'day_off'
          | 'time_bank'
          | 'unjustified';
        /** @description False for `unjustified`: the time it covers is still owed. */
        justified: boolean;
      } | null;
      /** @description False when the effective marks are odd: a mark is missing. */
      complete: boolean;
      marks: {
        /** Format: date-time */
        at: string;
        /**
         * @description Entrada, saída, or desconsiderada.
         * @enum {unknown}
         */
        kind: 'E' | 'S' | 'D';
        /**
         * @description Original, or included by an adjustment.
         * @enum {unknown}
         */
        source: 'O' | 'I';
        pair: number | null;
        timeEntryId: string | null;
        adjustmentId: string | null;
        reason: string | null;
      }[];
    };
    /**
     * @example {
     *       "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "type": "medical_certificate",
     *       "justified": true,
     *       "from": "2026-11-18",
     *       "to": "2026-11-19",
     *       "start": null,
     *       "end": null,
     *       "reason": "Atestado médico, CID não informado",
     *       "status": "approved",
     *       "requestedBy": {
     *         "type": "api_key",
     *         "id": "01a2041c-0000-7000-8000-000000000001"
     *       },
     *       "decisionNote": null,
     *       "decidedAt": "2026-11-20T12:00:00.000Z",
     *       "decidedBy": {
     *         "type": "user",
     *         "id": "01a2041c-0000-7000-8000-000000000002"
     *       },
     *       "createdAt": "2026-11-20T09:30:00.000Z"
     *     }
     */
    Absence: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      employeeId: string;
      /** @enum {unknown} */
      type:
        'medical_certificate' | 'vacation' | 'leave' | 'justified' | 'day_off' | 'time_bank' | 'unjustified';
      /** @description False only for `unjustified`: its time is still owed. */
      justified: boolean;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      start: string | null;
      end: string | null;
      reason: string;
      /** @enum {unknown} */
      status: 'pending' | 'approved' | 'rejected';
      requestedBy: {
        /** @enum {unknown} */
        type: 'api_key' | 'user' | 'employee';
        id: string;
      };
      decisionNote: string | null;
      decidedAt: string | null;
      decidedBy: {
        /** @enum {unknown} */
        type: 'api_key' | 'user';
        id: string;
      } | null;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example {
     *       "offsetting": "daily_total",
     *       "overtimeBands": {
     *         "workingDay": [
     *           {
     *             "afterMinutes": 0,
     *             "rate": 50
     *           },
     *           {
     *             "afterMinutes": 120,
     *             "rate": 100
     *           }
     *         ],
     *         "dayOff": [
     *           {
     *             "afterMinutes": 0,
     *             "rate": 100
     *           }
     *         ],
     *         "restDayOrHoliday": [
     *           {
     *             "afterMinutes": 0,
     *             "rate": 100
     *           }
     *         ]
     *       },
     *       "updatedAt": "2026-11-10T14:22:31.507Z"
     *     }
     */
    EspelhoPolicy: {
      /**
       * @description Past the tolerance: `daily_total` (the default) offsets early and late marks of a day, so only its balance is overtime or lateness; `mark_by_mark` counts every missed scheduled minute as late and what the balance then leaves as overtime (an early return from the break and an early exit are overtime plus lateness).
       * @enum {unknown}
       */
      offsetting: 'daily_total' | 'mark_by_mark';
      overtimeBands: {
        /**
         * @description Overtime of a day that owes its schedule. The law: all at 50% (CLT art. 59 §1).
         * @example [
         *       {
         *         "afterMinutes": 0,
         *         "rate": 50
         *       }
         *     ]
         */
        workingDay: {
          /**
           * Format: int32
           * @description From this overtime minute of the day on (the first band's is 0).
           */
          afterMinutes: number;
          /** @description Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`). */
          rate: 50 | 100;
        }[];
        /**
         * @description Work on a day off that is not the weekly rest (the free Saturday of a Monday-to-Friday week). Default: all at 50%.
         * @example [
         *       {
         *         "afterMinutes": 0,
         *         "rate": 50
         *       }
         *     ]
         */
        dayOff: {
          /**
           * Format: int32
           * @description From this overtime minute of the day on (the first band's is 0).
           */
          afterMinutes: number;
          /** @description Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`). */
          rate: 50 | 100;
        }[];
        /**
         * @description Work on a holiday or on the weekly rest, all of it overtime. The law: all at 100% (Lei 605/1949 art. 9, Súmula 146 TST).
         * @example [
         *       {
         *         "afterMinutes": 0,
         *         "rate": 100
         *       }
         *     ]
         */
        restDayOrHoliday: {
          /**
           * Format: int32
           * @description From this overtime minute of the day on (the first band's is 0).
           */
          afterMinutes: number;
          /** @description Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`). */
          rate: 50 | 100;
        }[];
      };
      /** @description When the policy was last set; null while the defaults stand. */
      updatedAt: string | null;
    };
    /**
     * @example {
     *       "enabled": true,
     *       "agreement": "individual",
     *       "creditMultiplier": 1,
     *       "debitAbsences": true,
     *       "holidayAndRestToBank": false,
     *       "updatedAt": "2026-10-01T12:00:00.000Z"
     *     }
     */
    TimeBankPolicy: {
      /** @description Whether a period close posts to the bank; disabled, every overtime minute is paid. */
      enabled: boolean;
      /**
       * @description How long a credit may wait to be compensated (CLT art. 59): `monthly` within its month (§6), `individual` 6 months (§5), `collective` 12 months (§2). A credit not compensated by then expires into payout.
       * @enum {unknown}
       */
      agreement: 'monthly' | 'individual' | 'collective';
      /** @description Each overtime minute credits this many minutes (1.0: one for one; 1.5: the 50% premium in time). At most two decimals. */
      creditMultiplier: number;
      /** @description Lateness and unjustified absences are debited from the bank instead of discounted from pay. */
      debitAbsences: boolean;
      /** @description Work on holidays and on the weekly rest goes to the bank too; otherwise it is paid at 100%. */
      holidayAndRestToBank: boolean;
      /** @description When the policy was last set; null while the defaults (bank disabled) stand. */
      updatedAt: string | null;
    };
    /**
     * @example {
     *       "id": "01a2041d-1f85-7120-a827-9bf83ca07301",
     *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "date": "2026-10-06",
     *       "kind": "overtime",
     *       "minutes": 90,
     *       "expiresOn": "2027-04-05",
     *       "periodId": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *       "note": "90 overtime minutes × 1",
     *       "createdAt": "2026-11-02T12:00:00.000Z"
     *     }
     */
    TimeBankEntry: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      employeeId: string;
      /** Format: date */
      date: string;
      /**
       * @description `overtime` a credit of a closed day, `absence` lateness or an unjustified absence debited, `compensation` a day off taken from the bank (an absence of type `time_bank`), `manual` a correction, `expiry` a credit not compensated in time (paid: the payroll export's `timeBankPayout`), `payout` hours paid out of the bank.
       * @enum {unknown}
       */
      kind: 'overtime' | 'absence' | 'compensation' | 'manual' | 'expiry' | 'payout';
      /**
       * Format: int32
       * @description Signed: credits are positive, debits negative.
       */
      minutes: number;
      /** @description A credit's last day to be compensated; null on debits. */
      expiresOn: string | null;
      /** @description The period close that posted it; null for manual entries. */
      periodId: string | null;
      note: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example {
     *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "openingBalanceMinutes": 30,
     *       "balanceMinutes": 60,
     *       "entries": [
     *         {
     *           "id": "01a2041d-1f85-7120-a827-9bf83ca07301",
     *           "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *           "date": "2026-10-06",
     *           "kind": "overtime",
     *           "minutes": 90,
     *           "expiresOn": "2027-04-05",
     *           "periodId": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *           "note": "90 overtime minutes × 1",
     *           "createdAt": "2026-11-02T12:00:00.000Z"
     *         },
     *         {
     *           "id": "01a2041d-1f85-7120-a827-9bf83ca07302",
     *           "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *           "date": "2026-10-23",
     *           "kind": "compensation",
     *           "minutes": -60,
     *           "expiresOn": null,
     *           "periodId": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *           "note": "Folga compensada",
     *           "createdAt": "2026-11-02T12:00:00.000Z"
     *         }
     *       ]
     *     }
     */
    TimeBankLedger: {
      /** Format: uuid */
      employeeId: string;
      /**
       * Format: int32
       * @description The balance of the entries before `from` (0 without it).
       */
      openingBalanceMinutes: number;
      /**
       * Format: int32
       * @description The balance of every entry up to `to` (all of them without it).
       */
      balanceMinutes: number;
      /** @description The entries from `from` to `to`, by date. */
      entries: components['schemas']['TimeBankEntry'][];
    };
    /**
     * @example {
     *       "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *       "from": "2026-10-01",
     *       "to": "2026-10-31",
     *       "employeeIds": null,
     *       "employeeCount": 42,
     *       "status": "closed",
     *       "closedAt": "2026-11-02T12:00:00.000Z",
     *       "closedBy": {
     *         "type": "api_key",
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
     *       },
     *       "reopenedAt": null,
     *       "reopenedBy": null
     *     }
     */
    Period: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /** @description The employees the close named; null: every active employee. */
      employeeIds: string[] | null;
      /**
       * Format: int32
       * @description Employees whose days the close froze.
       */
      employeeCount: number;
      /** @description `closing` while the close runs (its days are already refused), `closed`, `reopening` while the reopen runs (no close of the environment starts meanwhile; reopening it again finishes one that stopped part-way), or `reopened` (its postings reversed). */
      status: 'closing' | 'closed' | 'reopening' | 'reopened';
      /** Format: date-time */
      closedAt: string;
      closedBy: {
        type: 'api_key' | 'user';
        id: string;
      };
      reopenedAt: string | null;
      reopenedBy: {
        type: 'api_key' | 'user';
        id: string;
      } | null;
    };
    /**
     * @example {
     *       "normal": "001",
     *       "overtime50": "150",
     *       "overtime100": "200",
     *       "night": "250",
     *       "absenceHours": "301",
     *       "absenceDays": "300",
     *       "dsrLost": "310",
     *       "timeBankPayout": "160",
     *       "updatedAt": "2026-10-01T12:00:00.000Z"
     *     }
     */
    PayrollCodes: {
      normal: string | null;
      overtime50: string | null;
      overtime100: string | null;
      night: string | null;
      absenceHours: string | null;
      absenceDays: string | null;
      dsrLost: string | null;
      timeBankPayout: string | null;
      updatedAt: string | null;
    };
    /**
     * @example {
     *       "periodId": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *       "employeeName": "Maria da Silva",
     *       "acknowledgedAt": "2026-11-03T10:15:42.000Z",
     *       "sha256": "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
     *       "ip": "177.71.128.21",
     *       "userAgent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
     *       "location": {
     *         "latitude": -23.5505,
     *         "longitude": -46.6333,
     *         "accuracyMeters": 12
     *       }
     *     }
     */
    EspelhoAcknowledgement: {
      /** Format: uuid */
      periodId: string;
      /** Format: uuid */
      employeeId: string;
      employeeName: string;
      /** Format: date-time */
      acknowledgedAt: string;
      /** @description SHA-256 (hex) of the espelho PDF the employee was served. */
      sha256: string;
      ip: string;
      userAgent: string | null;
      location: {
        latitude: number;
        longitude: number;
        accuracyMeters?: number;
      } | null;
    };
    /**
     * @description An employee was created.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "employee.created",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "name": "Maria da Silva",
     *         "cpf": "52998224725",
     *         "pis": "12058258837",
     *         "email": null,
     *         "registration": "A-1024",
     *         "jobTitle": "Operadora de caixa",
     *         "admissionDate": "2024-03-01",
     *         "terminationDate": null,
     *         "timezone": null,
     *         "active": true,
     *         "timeBank": true,
     *         "schedule": {
     *           "mon": [
     *             {
     *               "start": "08:00",
     *               "end": "12:00"
     *             },
     *             {
     *               "start": "13:00",
     *               "end": "17:00"
     *             }
     *           ]
     *         },
     *         "externalId": null,
     *         "createdAt": "2026-11-22T13:05:09.123Z",
     *         "updatedAt": "2026-11-22T13:05:09.123Z"
     *       }
     *     }
     */
    EmployeeCreatedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'employee.created';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Employee'];
    };
    /**
     * @description An employee was changed (a PATCH, or a schedule version changing the schedule in force today).
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "employee.updated",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "name": "Maria da Silva",
     *         "cpf": "52998224725",
     *         "pis": "12058258837",
     *         "email": null,
     *         "registration": "A-1024",
     *         "jobTitle": "Supervisora",
     *         "admissionDate": "2024-03-01",
     *         "terminationDate": null,
     *         "timezone": null,
     *         "active": true,
     *         "timeBank": true,
     *         "schedule": {
     *           "mon": [
     *             {
     *               "start": "08:00",
     *               "end": "12:00"
     *             },
     *             {
     *               "start": "13:00",
     *               "end": "17:00"
     *             }
     *           ]
     *         },
     *         "externalId": null,
     *         "createdAt": "2026-11-22T13:05:09.123Z",
     *         "updatedAt": "2026-11-23T12:00:00.000Z"
     *       }
     *     }
     */
    EmployeeUpdatedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'employee.updated';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Employee'];
    };
    /**
     * @description A clock-in mark was recorded.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "time_entry.created",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "occurredAt": "2026-11-22T11:01:12.000Z",
     *         "timezone": "America/Sao_Paulo",
     *         "source": "device",
     *         "rep": "rep_c",
     *         "deviceId": "00004003650006783",
     *         "location": null,
     *         "externalId": "clock-7-000123",
     *         "nsr": 1024,
     *         "hash": "9f2b5c1e0d7a4b3c8e6f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
     *         "createdAt": "2026-11-22T11:01:12.345Z"
     *       }
     *     }
     */
    TimeEntryCreatedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'time_entry.created';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['TimeEntry'];
    };
    /**
     * @description An adjustment was filed.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "adjustment.requested",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "type": "add",
     *         "occurredAt": "2026-11-20T20:00:00.000Z",
     *         "timeEntryId": null,
     *         "reason": "Esqueceu de registrar a saída",
     *         "status": "pending",
     *         "requestedBy": {
     *           "type": "api_key",
     *           "id": "01a2041c-0000-7000-8000-000000000001"
     *         },
     *         "decisionNote": null,
     *         "decidedAt": null,
     *         "decidedBy": null,
     *         "createdAt": "2026-11-21T09:30:00.000Z"
     *       }
     *     }
     */
    AdjustmentRequestedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'adjustment.requested';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Adjustment'];
    };
    /**
     * @description An adjustment was approved.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "adjustment.approved",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "type": "add",
     *         "occurredAt": "2026-11-20T20:00:00.000Z",
     *         "timeEntryId": null,
     *         "reason": "Esqueceu de registrar a saída",
     *         "status": "approved",
     *         "requestedBy": {
     *           "type": "api_key",
     *           "id": "01a2041c-0000-7000-8000-000000000001"
     *         },
     *         "decisionNote": "Conferido com o gestor",
     *         "decidedAt": "2026-11-21T12:00:00.000Z",
     *         "decidedBy": {
     *           "type": "user",
     *           "id": "01a2041c-0000-7000-8000-000000000002"
     *         },
     *         "createdAt": "2026-11-21T09:30:00.000Z"
     *       }
     *     }
     */
    AdjustmentApprovedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'adjustment.approved';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Adjustment'];
    };
    /**
     * @description An adjustment was rejected.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "adjustment.rejected",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "type": "add",
     *         "occurredAt": "2026-11-20T20:00:00.000Z",
     *         "timeEntryId": null,
     *         "reason": "Esqueceu de registrar a saída",
     *         "status": "rejected",
     *         "requestedBy": {
     *           "type": "api_key",
     *           "id": "01a2041c-0000-7000-8000-000000000001"
     *         },
     *         "decisionNote": "Sem comprovação do horário",
     *         "decidedAt": "2026-11-21T12:00:00.000Z",
     *         "decidedBy": {
     *           "type": "user",
     *           "id": "01a2041c-0000-7000-8000-000000000002"
     *         },
     *         "createdAt": "2026-11-21T09:30:00.000Z"
     *       }
     *     }
     */
    AdjustmentRejectedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'adjustment.rejected';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Adjustment'];
    };
    /**
     * @description An absence was requested.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "absence.requested",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "type": "medical_certificate",
     *         "justified": true,
     *         "from": "2026-11-18",
     *         "to": "2026-11-19",
     *         "start": null,
     *         "end": null,
     *         "reason": "Atestado médico, CID não informado",
     *         "status": "pending",
     *         "requestedBy": {
     *           "type": "api_key",
     *           "id": "01a2041c-0000-7000-8000-000000000001"
     *         },
     *         "decisionNote": null,
     *         "decidedAt": null,
     *         "decidedBy": null,
     *         "createdAt": "2026-11-20T09:30:00.000Z"
     *       }
     *     }
     */
    AbsenceRequestedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'absence.requested';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Absence'];
    };
    /**
     * @description An absence was approved.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "absence.approved",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "type": "medical_certificate",
     *         "justified": true,
     *         "from": "2026-11-18",
     *         "to": "2026-11-19",
     *         "start": null,
     *         "end": null,
     *         "reason": "Atestado médico, CID não informado",
     *         "status": "approved",
     *         "requestedBy": {
     *           "type": "api_key",
     *           "id": "01a2041c-0000-7000-8000-000000000001"
     *         },
     *         "decisionNote": null,
     *         "decidedAt": "2026-11-20T12:00:00.000Z",
     *         "decidedBy": {
     *           "type": "user",
     *           "id": "01a2041c-0000-7000-8000-000000000002"
     *         },
     *         "createdAt": "2026-11-20T09:30:00.000Z"
     *       }
     *     }
     */
    AbsenceApprovedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'absence.approved';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Absence'];
    };
    /**
     * @description An absence was rejected.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "absence.rejected",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "type": "medical_certificate",
     *         "justified": true,
     *         "from": "2026-11-18",
     *         "to": "2026-11-19",
     *         "start": null,
     *         "end": null,
     *         "reason": "Atestado médico, CID não informado",
     *         "status": "rejected",
     *         "requestedBy": {
     *           "type": "api_key",
     *           "id": "01a2041c-0000-7000-8000-000000000001"
     *         },
     *         "decisionNote": "Atestado ilegível",
     *         "decidedAt": "2026-11-20T12:00:00.000Z",
     *         "decidedBy": {
     *           "type": "user",
     *           "id": "01a2041c-0000-7000-8000-000000000002"
     *         },
     *         "createdAt": "2026-11-20T09:30:00.000Z"
     *       }
     *     }
     */
    AbsenceRejectedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'absence.rejected';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Absence'];
    };
    /**
     * @description A period was closed.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "period.closed",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *         "from": "2026-10-01",
     *         "to": "2026-10-31",
     *         "employeeIds": null,
     *         "employeeCount": 42,
     *         "status": "closed",
     *         "closedAt": "2026-11-02T12:00:00.000Z",
     *         "closedBy": {
     *           "type": "api_key",
     *           "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
     *         },
     *         "reopenedAt": null,
     *         "reopenedBy": null
     *       }
     *     }
     */
    PeriodClosedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'period.closed';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Period'];
    };
    /**
     * @description A closed period was reopened.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "period.reopened",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *         "from": "2026-10-01",
     *         "to": "2026-10-31",
     *         "employeeIds": null,
     *         "employeeCount": 42,
     *         "status": "reopened",
     *         "closedAt": "2026-11-02T12:00:00.000Z",
     *         "closedBy": {
     *           "type": "api_key",
     *           "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
     *         },
     *         "reopenedAt": "2026-11-03T09:00:00.000Z",
     *         "reopenedBy": {
     *           "type": "user",
     *           "id": "01a2041c-0000-7000-8000-000000000002"
     *         }
     *       }
     *     }
     */
    PeriodReopenedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'period.reopened';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Period'];
    };
    /**
     * @description An employee's time bank changed (a manual entry, a close or a reopen).
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "time_bank.updated",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "balanceMinutes": -60,
     *         "reason": "manual",
     *         "periodId": null,
     *         "entries": [
     *           {
     *             "id": "01a2041d-1f85-7120-a827-9bf83ca07303",
     *             "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *             "date": "2026-11-20",
     *             "kind": "manual",
     *             "minutes": -120,
     *             "expiresOn": null,
     *             "periodId": null,
     *             "note": "Acordo: 2 h pagas",
     *             "createdAt": "2026-11-20T18:30:00.000Z"
     *           }
     *         ]
     *       }
     *     }
     */
    TimeBankUpdatedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'time_bank.updated';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: {
        /** Format: uuid */
        employeeId: string;
        /**
         * Format: int32
         * @description The balance after the change.
         */
        balanceMinutes: number;
        /** @enum {unknown} */
        reason: 'manual' | 'period_closed' | 'period_reopened';
        periodId: string | null;
        /** @description The entries added (or, on a reopen, removed). */
        entries: components['schemas']['TimeBankEntry'][];
      };
    };
    /**
     * @description A long export finished; its file is at `GET /v1/exports/{id}/file`.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "export.completed",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *         "kind": "aej",
     *         "from": "2026-01-01",
     *         "to": "2026-12-31",
     *         "employeeId": null,
     *         "status": "done",
     *         "progress": {
     *           "done": 420,
     *           "total": 420
     *         },
     *         "error": null,
     *         "file": {
     *           "name": "AEJ_12345678000195_2026-01-01_2026-12-31.txt",
     *           "mediaType": "text/plain; charset=ISO-8859-1",
     *           "size": 18230112
     *         },
     *         "createdBy": {
     *           "type": "api_key",
     *           "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
     *         },
     *         "createdAt": "2027-01-05T12:00:00.000Z",
     *         "startedAt": "2027-01-05T12:00:01.000Z",
     *         "finishedAt": "2027-01-05T12:01:40.000Z",
     *         "expiresAt": "2027-01-12T12:01:40.000Z"
     *       }
     *     }
     */
    ExportCompletedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'export.completed';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Export'];
    };
    /**
     * @description A long export failed; `error` says why.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "export.failed",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
     *         "kind": "aej",
     *         "from": "2026-01-01",
     *         "to": "2026-12-31",
     *         "employeeId": null,
     *         "status": "failed",
     *         "progress": {
     *           "done": 130,
     *           "total": 420
     *         },
     *         "error": {
     *           "code": "export_failed",
     *           "detail": "The export failed; create it again."
     *         },
     *         "file": null,
     *         "createdBy": {
     *           "type": "api_key",
     *           "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
     *         },
     *         "createdAt": "2027-01-05T12:00:00.000Z",
     *         "startedAt": "2027-01-05T12:00:01.000Z",
     *         "finishedAt": "2027-01-05T12:01:40.000Z",
     *         "expiresAt": "2027-01-12T12:01:40.000Z"
     *       }
     *     }
     */
    ExportFailedEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'export.failed';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: components['schemas']['Export'];
    };
    /**
     * @description Sent by `POST /v1/webhooks/{id}/test` to that webhook alone; never listed by `/v1/events`.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "webhook.test",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "webhookId": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700",
     *         "message": "This is a test event from Pontual."
     *       }
     *     }
     */
    WebhookTestEvent: {
      /**
       * Format: uuid
       * @description Also sent as `X-Pontual-Event-Id`; deduplicate on it.
       */
      id: string;
      /** @enum {string} */
      event: 'webhook.test';
      /** Format: date-time */
      createdAt: string;
      /** @enum {unknown} */
      environment: 'live' | 'test';
      data: {
        /** Format: uuid */
        webhookId: string;
        message: string;
      };
    };
    /**
     * @description An event, exactly as a webhook delivery body carries it.
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
     *       "event": "time_entry.created",
     *       "createdAt": "2026-11-22T13:10:00.000Z",
     *       "environment": "live",
     *       "data": {
     *         "id": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e",
     *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
     *         "occurredAt": "2026-11-22T11:01:12.000Z",
     *         "timezone": "America/Sao_Paulo",
     *         "source": "device",
     *         "rep": "rep_c",
     *         "deviceId": "00004003650006783",
     *         "location": null,
     *         "externalId": "clock-7-000123",
     *         "nsr": 1024,
     *         "hash": "9f2b5c1e0d7a4b3c8e6f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
     *         "createdAt": "2026-11-22T11:01:12.345Z"
     *       }
     *     }
     */
    Event:
      | components['schemas']['TimeEntryCreatedEvent']
      | components['schemas']['EmployeeCreatedEvent']
      | components['schemas']['EmployeeUpdatedEvent']
      | components['schemas']['AdjustmentRequestedEvent']
      | components['schemas']['AdjustmentApprovedEvent']
      | components['schemas']['AdjustmentRejectedEvent']
      | components['schemas']['AbsenceRequestedEvent']
      | components['schemas']['AbsenceApprovedEvent']
      | components['schemas']['AbsenceRejectedEvent']
      | components['schemas']['PeriodClosedEvent']
      | components['schemas']['PeriodReopenedEvent']
      | components['schemas']['TimeBankUpdatedEvent']
      | components['schemas']['ExportCompletedEvent']
      | components['schemas']['ExportFailedEvent'];
    /**
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700",
     *       "url": "https://payroll.example.com/hooks/pontual",
     *       "events": [
     *         "time_entry.created"
     *       ],
     *       "description": "Payroll sync",
     *       "active": true,
     *       "pausedReason": null,
     *       "previousSecretExpiresAt": null,
     *       "createdAt": "2026-11-22T13:00:00.000Z",
     *       "updatedAt": "2026-11-22T13:00:00.000Z"
     *     }
     */
    Webhook: {
      /** Format: uuid */
      id: string;
      url: string;
      events: string[];
      description: string | null;
      active: boolean;
      /** @description Set when Pontual paused the webhook itself (all deliveries failed for 5 days). */
      pausedReason: string | null;
      /** @description While a rotation’s overlap lasts: when the replaced secret stops signing (until then every delivery carries both signatures). */
      previousSecretExpiresAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700",
     *       "url": "https://payroll.example.com/hooks/pontual",
     *       "events": [
     *         "time_entry.created"
     *       ],
     *       "description": "Payroll sync",
     *       "active": true,
     *       "pausedReason": null,
     *       "previousSecretExpiresAt": null,
     *       "createdAt": "2026-11-22T13:00:00.000Z",
     *       "updatedAt": "2026-11-22T13:00:00.000Z",
     *       "secret": "whsec_Yq3vN8kR2mT6wZ9bC4xF7hJ1pL5sD0gA"
     *     }
     */
    WebhookWithSecret: {
      /** Format: uuid */
      id: string;
      url: string;
      events: string[];
      description: string | null;
      active: boolean;
      /** @description Set when Pontual paused the webhook itself (all deliveries failed for 5 days). */
      pausedReason: string | null;
      /** @description While a rotation’s overlap lasts: when the replaced secret stops signing (until then every delivery carries both signatures). */
      previousSecretExpiresAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description whsec_…: shown only here; sign-check every delivery with it. */
      secret: string;
    };
    /**
     * @example {
     *       "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7c0",
     *       "event": "webhook.test",
     *       "eventId": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
     *       "url": "https://payroll.example.com/hooks/pontual",
     *       "httpStatus": 200,
     *       "durationMs": 143,
     *       "success": true,
     *       "responseBody": "{\"received\":true}",
     *       "error": null,
     *       "requestHeaders": {
     *         "content-type": "application/json",
     *         "user-agent": "Pontual-Webhooks/0.1.0",
     *         "x-pontual-event": "webhook.test",
     *         "x-pontual-event-id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
     *         "x-pontual-delivery": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7c0",
     *         "x-pontual-signature": "t=1795353000,v1=ee46f1377b192321a0de4023b303b96afbe7286c7e4ae32dc169958adeb5da7d",
     *         "webhook-id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
     *         "webhook-timestamp": "1795353000",
     *         "webhook-signature": "v1,BgK7RbacAPYDalJ6auh8p0zmY880vInyYYUzYprZ3z0="
     *       },
     *       "requestBody": "{\"id\":\"01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8\",\"event\":\"webhook.test\",\"createdAt\":\"2026-11-22T13:10:00.000Z\",\"environment\":\"live\",\"data\":{\"webhookId\":\"01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700\",\"message\":\"This is a test event from Pontual.\"}}",
     *       "createdAt": "2026-11-22T13:10:00.143Z",
     *       "job": {
     *         "state": "delivered",
     *         "attempts": 1,
     *         "nextAttemptAt": null
     *       }
     *     }
     */
    WebhookDelivery: {
      /** Format: uuid */
      id: string;
      event: string;
      /** Format: uuid */
      eventId: string;
      url: string;
      /**
       * Format: int32
       * @description 0 when no response came (see `error`).
       */
      httpStatus: number;
      /** Format: int32 */
      durationMs: number;
      success: boolean;
      /** @description The first 16 KiB of the response, as text. */
      responseBody: string;
      error: string | null;
      requestHeaders: {
        [key: string]: string;
      };
      /** @description The event, as it was sent. */
      requestBody: string;
      /** Format: date-time */
      createdAt: string;
      job: {
        /**
         * @description `pending`: another attempt is due at `nextAttemptAt`; `delivered`; `failed`: the retries ran out; `cancelled`: the webhook was deleted.
         * @enum {unknown}
         */
        state: 'pending' | 'delivered' | 'failed' | 'cancelled';
        /**
         * Format: int32
         * @description Attempts made so far.
         */
        attempts: number;
        nextAttemptAt: string | null;
      } | null;
    };
    /**
     * @example {
     *       "eventId": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
     *       "status": "queued"
     *     }
     */
    WebhookQueued: {
      /** Format: uuid */
      eventId: string;
      /** @enum {string} */
      status: 'queued';
    };
    /**
     * @example {
     *       "count": 37,
     *       "status": "queued"
     *     }
     */
    WebhookReplayQueued: {
      /**
       * Format: int32
       * @description Events queued for delivery again.
       */
      count: number;
      /** @enum {string} */
      status: 'queued';
    };
  };
  responses: never;
  parameters: {
    /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
    RequestId: string;
    /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: {
    /** @description This request's id (the `Request-Id` sent, when valid): quote it to support. */
    RequestId: string;
    /** @description Requests left in the window and seconds until it resets: `"default";r=59;t=42`. */
    RateLimit: string;
    /** @description The quota and window in seconds: `"default";q=60;w=60`. */
    RateLimitPolicy: string;
    /** @description Requests allowed per window. */
    XRateLimitLimit: number;
    /** @description Requests left in the current window. */
    XRateLimitRemaining: number;
    /** @description When the window resets, in Unix seconds. */
    XRateLimitReset: number;
    /** @description Seconds to wait before retrying. */
    RetryAfter: number;
    /** @description The next page: `<…?cursor=…>; rel="next"`; absent on the last page. */
    Link: string;
    /** @description This is the stored response of an earlier request with the same `Idempotency-Key`. */
    IdempotentReplayed: 'true';
    /** @description Where the resource a 202 started can be followed (an export job). */
    Location: string;
    /** @description The file name to save the download as. */
    ContentDisposition: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealthz: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "eventLoopDelayMs": 10.42,
           *       "eventLoopUtilization": 0.118
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ok';
            /** @description Mean delay of the event loop over the last second; past PONTUAL_MAX_EVENT_LOOP_DELAY_MS every request is a 503. */
            eventLoopDelayMs: number;
            /** @description Share of the last second the event loop was busy, 0–1. */
            eventLoopUtilization: number;
          };
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description RFC 9457 problem details. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReadyz: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ready"
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ready';
          };
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description RFC 9457 problem details. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAuditLog: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        keyId?: string;
        /** @description Only what this dashboard user did. */
        userId?: string;
        /** @description Who acted: an API key, a dashboard user, the admin CLI, or nobody signed in (a failed dashboard sign-in). */
        actorType?: 'api_key' | 'user' | 'cli' | 'anonymous';
        /** @description Only this dashboard or CLI action; `api_request`: only requests to the API (with a key, or through the dashboard), which have no action. */
        action?:
          | 'user.signed_in'
          | 'user.sign_in_failed'
          | 'user.sign_in_locked'
          | 'user.created'
          | 'user.updated'
          | 'user.removed'
          | 'user.password_reset'
          | 'user.password_changed'
          | 'user.email_changed'
          | 'user.cpf_changed'
          | 'user.sessions_ended'
          | 'api_key.created'
          | 'api_key.revoked'
          | 'company.updated'
          | 'certificate.imported'
          | 'certificate.removed'
          | 'employee.portal_invited'
          | 'employee.portal_password_set'
          | 'api_request';
        status?: number;
        /** @description `success`: a status below 400; `client_error`: 400 to 499 (refused); `server_error`: 500 and above. */
        outcome?: 'success' | 'client_error' | 'server_error';
        /** @description A calendar date `YYYY-MM-DD` (read in the tenant time zone; `to` includes that whole day) or an RFC 3339 instant, between 2000-01-01 and 2099-12-31. */
        from?: string;
        /** @description A calendar date `YYYY-MM-DD` (read in the tenant time zone; `to` includes that whole day) or an RFC 3339 instant, between 2000-01-01 and 2099-12-31. */
        to?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a80",
           *         "createdAt": "2026-11-22T13:05:09.123Z",
           *         "environment": "live",
           *         "actorType": "api_key",
           *         "keyId": "01a2041c-90ab-7cde-8f01-23456789abcd",
           *         "userId": null,
           *         "action": null,
           *         "method": "POST",
           *         "route": "/v1/employees",
           *         "path": "/v1/employees",
           *         "status": 201,
           *         "ip": "200.160.2.3",
           *         "userAgent": "folha-sync/2.4 (+https://rh.padariasaojorge.com.br)",
           *         "requestId": "01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a81",
           *         "durationMs": 18
           *       }
           *     ]
           */
          'application/json': components['schemas']['AuditEntry'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployees: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        active?: boolean;
        q?: string;
        externalId?: string;
        /** @description Only employees whose `updatedAt` is at or after this instant. RFC 3339 with an offset, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z. */
        updatedSince?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *         "name": "Maria da Silva",
           *         "cpf": "52998224725",
           *         "pis": "12058258837",
           *         "email": null,
           *         "registration": "A-1024",
           *         "jobTitle": "Operadora de caixa",
           *         "admissionDate": "2024-03-01",
           *         "terminationDate": null,
           *         "timezone": null,
           *         "active": true,
           *         "timeBank": true,
           *         "schedule": {
           *           "mon": [
           *             {
           *               "start": "08:00",
           *               "end": "12:00"
           *             },
           *             {
           *               "start": "13:00",
           *               "end": "17:00"
           *             }
           *           ]
           *         },
           *         "externalId": null,
           *         "createdAt": "2026-11-22T13:05:09.123Z",
           *         "updatedAt": "2026-11-22T13:05:09.123Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Employee'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postEmployees: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Maria da Silva",
         *       "cpf": "529.982.247-25",
         *       "pis": "120.5825.883-7",
         *       "registration": "A-1024",
         *       "jobTitle": "Operadora de caixa",
         *       "admissionDate": "2024-03-01",
         *       "schedule": {
         *         "mon": [
         *           {
         *             "start": "08:00",
         *             "end": "12:00"
         *           },
         *           {
         *             "start": "13:00",
         *             "end": "17:00"
         *           }
         *         ]
         *       }
         *     }
         */
        'application/json': {
          /** @example Maria da Silva */
          name: string;
          /**
           * @description CPF, 11 digits (punctuation accepted on input); check digits validated.
           * @example 52998224725
           */
          cpf: string;
          pis?: string | null;
          email?: string | null;
          registration?: string | null;
          jobTitle?: string | null;
          admissionDate?: string | null;
          terminationDate?: string | null;
          timezone?: string | null;
          /** @description False ends clock-ins; records are kept. */
          active?: boolean;
          /** @description False leaves the employee out of the time bank: a period close pays their overtime instead of banking it (docs/time-bank.md). Default true. */
          timeBank?: boolean;
          schedule?: unknown | null;
          externalId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Employee'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployeesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Employee'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  patchEmployeesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    /** @description Any field but `id`; `null` clears an optional field. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "jobTitle": "Supervisora",
         *       "active": false,
         *       "terminationDate": "2026-10-31"
         *     }
         */
        'application/json': {
          /** @example Maria da Silva */
          name?: string;
          /**
           * @description CPF, 11 digits (punctuation accepted on input); check digits validated.
           * @example 52998224725
           */
          cpf?: string;
          pis?: string | null;
          email?: string | null;
          registration?: string | null;
          jobTitle?: string | null;
          admissionDate?: string | null;
          terminationDate?: string | null;
          timezone?: string | null;
          /** @description False ends clock-ins; records are kept. */
          active?: boolean;
          /** @description False leaves the employee out of the time bank: a period close pays their overtime instead of banking it (docs/time-bank.md). Default true. */
          timeBank?: boolean;
          schedule?: unknown | null;
          externalId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Employee'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployeesByIdSchedules: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041d-1f85-7120-a827-9bf83ca072e0",
           *         "effectiveFrom": "2024-03-01",
           *         "schedule": {
           *           "mon": [
           *             {
           *               "start": "08:00",
           *               "end": "17:00"
           *             }
           *           ]
           *         }
           *       },
           *       {
           *         "id": "01a2041d-1f85-7120-a827-9bf83ca072f0",
           *         "effectiveFrom": "2026-11-02",
           *         "schedule": {
           *           "type": "cycle",
           *           "startsOn": "2026-11-02",
           *           "days": [
           *             [
           *               {
           *                 "start": "07:00",
           *                 "end": "19:00"
           *               }
           *             ],
           *             []
           *           ]
           *         }
           *       }
           *     ]
           */
          'application/json': components['schemas']['ScheduleVersion'][];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postEmployeesByIdSchedules: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "effectiveFrom": "2026-12-01",
         *       "schedule": {
         *         "mon": [
         *           {
         *             "start": "08:00",
         *             "end": "17:00"
         *           }
         *         ]
         *       }
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description The first day the schedule is in force. `YYYY-MM-DD`, between 1900-01-01 and 2099-12-31.
           */
          effectiveFrom: string;
          schedule: unknown | null;
        };
      };
    };
    responses: {
      /** @description A schedule in force from `effectiveFrom` until the next version; `null` is no contract schedule. */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleVersion'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postEmployeesBatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "items": [
         *         {
         *           "name": "João Pereira dos Santos",
         *           "cpf": "111.444.777-35",
         *           "jobTitle": "Padeiro",
         *           "admissionDate": "2026-11-02"
         *         },
         *         {
         *           "name": "Ana Beatriz Costa",
         *           "cpf": "529.982.247-25",
         *           "registration": "A-1025"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          /** @description Each exactly the body of the single POST, checked on its own. */
          items: {
            /** @example Maria da Silva */
            name: string;
            /**
             * @description CPF, 11 digits (punctuation accepted on input); check digits validated.
             * @example 52998224725
             */
            cpf: string;
            pis?: string | null;
            email?: string | null;
            registration?: string | null;
            jobTitle?: string | null;
            admissionDate?: string | null;
            terminationDate?: string | null;
            timezone?: string | null;
            /** @description False ends clock-ins; records are kept. */
            active?: boolean;
            /** @description False leaves the employee out of the time bank: a period close pays their overtime instead of banking it (docs/time-bank.md). Default true. */
            timeBank?: boolean;
            schedule?: unknown | null;
            externalId?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "index": 0,
           *           "status": 201,
           *           "id": "01a2041d-1f85-7120-a827-9bf83ca072f1"
           *         },
           *         {
           *           "index": 1,
           *           "status": 409,
           *           "error": {
           *             "type": "about:blank",
           *             "title": "Conflict",
           *             "status": 409,
           *             "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *             "code": "conflict",
           *             "requestId": "01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a82",
           *             "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *             "reason": "duplicate_cpf"
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @description One per item, in item order. */
            results: {
              /**
               * Format: int32
               * @description The item's place in `items`, from 0.
               */
              index: number;
              /**
               * Format: int32
               * @description The HTTP status the single POST would have answered.
               */
              status: number;
              /**
               * Format: uuid
               * @description The created resource (a 2xx).
               */
              id?: string;
              error?: components['schemas']['Problem'];
            }[];
          };
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTimeEntries: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        employeeId?: string;
        /** @description A calendar date `YYYY-MM-DD` (read in the tenant time zone; `to` includes that whole day) or an RFC 3339 instant, between 2000-01-01 and 2099-12-31. */
        from?: string;
        /** @description A calendar date `YYYY-MM-DD` (read in the tenant time zone; `to` includes that whole day) or an RFC 3339 instant, between 2000-01-01 and 2099-12-31. */
        to?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e",
           *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *         "occurredAt": "2026-11-22T11:01:12.000Z",
           *         "timezone": "America/Sao_Paulo",
           *         "source": "device",
           *         "rep": "rep_c",
           *         "deviceId": "00004003650006783",
           *         "location": null,
           *         "externalId": "clock-7-000123",
           *         "nsr": 1024,
           *         "hash": "9f2b5c1e0d7a4b3c8e6f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
           *         "createdAt": "2026-11-22T11:01:12.345Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['TimeEntry'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postTimeEntries: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
         *       "occurredAt": "2026-11-22T08:01:12-03:00",
         *       "source": "device",
         *       "rep": "rep_c",
         *       "deviceId": "00004003650006783",
         *       "externalId": "clock-7-000123"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          employeeId: string;
          /**
           * Format: date-time
           * @description When the mark was made; now when absent. At most 5 minutes ahead. RFC 3339 with an offset, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z.
           */
          occurredAt?: string;
          /**
           * @description The collector of Pontual's REP-P that took the mark; `device` for a time clock's mark.
           * @default api
           * @enum {unknown}
           */
          source?: 'api' | 'dashboard' | 'device' | 'mobile' | 'web';
          /**
           * @description Which REP took the mark: `rep_p`, Pontual's REP-P through the collector `source` names (a `device` is one of its collectors, `deviceId` its id); `rep_c`, a time clock (REP-C) whose serial is `deviceId`, with `source: device`. A `rep_c` mark is that clock's record: it is not in Pontual's AFD, and the AEJ and AFDT name the clock (docs/legal-files.md).
           * @default rep_p
           * @enum {unknown}
           */
          rep?: 'rep_p' | 'rep_c';
          /** @description The collector's id, or for a `rep_c` mark the clock's serial (1 to 17 digits). */
          deviceId?: string;
          location?: {
            latitude: number;
            longitude: number;
            accuracyMeters?: number;
          };
          /** @description Your id for the mark; unique (409 names the existing mark). */
          externalId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTimeEntriesVerify: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChainVerification'];
        };
      };
      /** @description The chain is long or `Prefer: respond-async` asked for a job: the `chain_verification` export job, named by `Location` (docs/api.md, "Export jobs"). */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTimeEntriesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postTimeEntriesBatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "items": [
         *         {
         *           "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
         *           "occurredAt": "2026-11-22T08:01:12-03:00",
         *           "source": "device",
         *           "deviceId": "portaria-1",
         *           "externalId": "clock-7-000123"
         *         },
         *         {
         *           "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072f1",
         *           "occurredAt": "2026-11-22T08:03:40-03:00",
         *           "source": "device",
         *           "deviceId": "portaria-1",
         *           "externalId": "clock-7-000124"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          /** @description Each exactly the body of the single POST, checked on its own. */
          items: {
            /** Format: uuid */
            employeeId: string;
            /**
             * Format: date-time
             * @description When the mark was made; now when absent. At most 5 minutes ahead. RFC 3339 with an offset, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z.
             */
            occurredAt?: string;
            /**
             * @description The collector of Pontual's REP-P that took the mark; `device` for a time clock's mark.
             * @default api
             * @enum {unknown}
             */
            source?: 'api' | 'dashboard' | 'device' | 'mobile' | 'web';
            /**
             * @description Which REP took the mark: `rep_p`, Pontual's REP-P through the collector `source` names (a `device` is one of its collectors, `deviceId` its id); `rep_c`, a time clock (REP-C) whose serial is `deviceId`, with `source: device`. A `rep_c` mark is that clock's record: it is not in Pontual's AFD, and the AEJ and AFDT name the clock (docs/legal-files.md).
             * @default rep_p
             * @enum {unknown}
             */
            rep?: 'rep_p' | 'rep_c';
            /** @description The collector's id, or for a `rep_c` mark the clock's serial (1 to 17 digits). */
            deviceId?: string;
            location?: {
              latitude: number;
              longitude: number;
              accuracyMeters?: number;
            };
            /** @description Your id for the mark; unique (409 names the existing mark). */
            externalId?: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "index": 0,
           *           "status": 201,
           *           "id": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e"
           *         },
           *         {
           *           "index": 1,
           *           "status": 409,
           *           "error": {
           *             "type": "about:blank",
           *             "title": "Conflict",
           *             "status": 409,
           *             "detail": "Time entry 01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0f already has this externalId.",
           *             "code": "conflict",
           *             "requestId": "01a2041f-6c2d-7e40-b1a3-2c4d5e6f7a83",
           *             "conflictingId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0f",
           *             "reason": "duplicate_external_id"
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @description One per item, in item order. */
            results: {
              /**
               * Format: int32
               * @description The item's place in `items`, from 0.
               */
              index: number;
              /**
               * Format: int32
               * @description The HTTP status the single POST would have answered.
               */
              status: number;
              /**
               * Format: uuid
               * @description The created resource (a 2xx).
               */
              id?: string;
              error?: components['schemas']['Problem'];
            }[];
          };
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postImportsAfd: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The AFD file. */
    requestBody: {
      content: {
        'text/plain': string;
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "01a2041f-2c3d-7e4f-8a9b-0c1d2e3f4a5b",
           *       "status": "queued"
           *     }
           */
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: 'queued';
          };
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getImportsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AfdImport'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTimeEntriesByIdReceipt: {
    parameters: {
      query?: {
        /** @description The PDF (PAdES-signed when the company has a certificate), or its fields as JSON. */
        format?: 'pdf' | 'json';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receipt: a PDF, or its fields as JSON. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/json': components['schemas']['Receipt'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAdjustments: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        status?: 'pending' | 'approved' | 'rejected';
        employeeId?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
           *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *         "type": "add",
           *         "occurredAt": "2026-11-20T20:00:00.000Z",
           *         "timeEntryId": null,
           *         "reason": "Esqueceu de registrar a saída",
           *         "status": "approved",
           *         "requestedBy": {
           *           "type": "api_key",
           *           "id": "01a2041c-0000-7000-8000-000000000001"
           *         },
           *         "decisionNote": "Conferido com o gestor",
           *         "decidedAt": "2026-11-21T12:00:00.000Z",
           *         "decidedBy": {
           *           "type": "user",
           *           "id": "01a2041c-0000-7000-8000-000000000002"
           *         },
           *         "createdAt": "2026-11-21T09:30:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Adjustment'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAdjustments: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description `add` includes a forgotten mark; `disregard` sets a wrong mark aside. Originals never change. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "add",
         *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
         *       "occurredAt": "2026-11-20T17:00:00-03:00",
         *       "reason": "Esqueceu de registrar a saída"
         *     }
         */
        'application/json':
          | {
              /** @enum {string} */
              type: 'add';
              /** Format: uuid */
              employeeId: string;
              /**
               * Format: date-time
               * @description The instant of the mark to include. RFC 3339 with an offset, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z.
               */
              occurredAt: string;
              /** @description Why (the legal "motivo" printed in the AFDT and the espelho), 1–100 characters. */
              reason: string;
            }
          | {
              /** @enum {string} */
              type: 'disregard';
              /** Format: uuid */
              employeeId: string;
              /**
               * Format: uuid
               * @description The original mark to disregard.
               */
              timeEntryId: string;
              /** @description Why (the legal "motivo" printed in the AFDT and the espelho), 1–100 characters. */
              reason: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Adjustment'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAdjustmentsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Adjustment'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAdjustmentsByIdApprove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "decisionNote": "Conferido com o gestor"
         *     }
         */
        'application/json': {
          decisionNote?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Adjustment'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAdjustmentsByIdReject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "decisionNote": "Conferido com o gestor"
         *     }
         */
        'application/json': {
          decisionNote?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Adjustment'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployeesByIdWorkdays: {
    parameters: {
      query: {
        /** @description First workday. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        from: string;
        /** @description Last workday. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        to: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "date": "2026-11-17",
           *         "weekday": "tue",
           *         "status": "workday",
           *         "holiday": null,
           *         "absence": null,
           *         "complete": true,
           *         "marks": [
           *           {
           *             "at": "2026-11-17T11:01:12.000Z",
           *             "kind": "E",
           *             "source": "O",
           *             "pair": 1,
           *             "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d10",
           *             "adjustmentId": null,
           *             "reason": null
           *           },
           *           {
           *             "at": "2026-11-17T15:00:03.000Z",
           *             "kind": "S",
           *             "source": "O",
           *             "pair": 1,
           *             "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d11",
           *             "adjustmentId": null,
           *             "reason": null
           *           },
           *           {
           *             "at": "2026-11-17T16:02:45.000Z",
           *             "kind": "E",
           *             "source": "O",
           *             "pair": 2,
           *             "timeEntryId": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d12",
           *             "adjustmentId": null,
           *             "reason": null
           *           },
           *           {
           *             "at": "2026-11-17T20:00:00.000Z",
           *             "kind": "S",
           *             "source": "I",
           *             "pair": 2,
           *             "timeEntryId": null,
           *             "adjustmentId": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5c",
           *             "reason": "Esqueceu de registrar a saída"
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['Workday'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHolidays: {
    parameters: {
      query: {
        year: number;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": null,
           *         "date": "2026-01-01",
           *         "name": "Confraternização Universal",
           *         "scope": "national"
           *       },
           *       {
           *         "id": "01a2041f-5a6b-7c8d-9e0f-1a2b3c4d5e6f",
           *         "date": "2026-01-25",
           *         "name": "Aniversário de São Paulo",
           *         "scope": "municipal"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Holiday'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postHolidays: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "date": "2026-01-25",
         *       "name": "Aniversário de São Paulo",
         *       "scope": "municipal"
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          date: string;
          /** @example Aniversário de São Paulo */
          name: string;
          /**
           * @description A state or municipal holiday of the workplace, or a day off the company gives everyone.
           * @enum {unknown}
           */
          scope: 'state' | 'municipal' | 'company';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Holiday'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteHolidaysById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAbsences: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        status?: 'pending' | 'approved' | 'rejected';
        employeeId?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041f-2c4d-7e5f-8a9b-0c1d2e3f4a5b",
           *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *         "type": "medical_certificate",
           *         "justified": true,
           *         "from": "2026-11-18",
           *         "to": "2026-11-19",
           *         "start": null,
           *         "end": null,
           *         "reason": "Atestado médico, CID não informado",
           *         "status": "approved",
           *         "requestedBy": {
           *           "type": "api_key",
           *           "id": "01a2041c-0000-7000-8000-000000000001"
           *         },
           *         "decisionNote": null,
           *         "decidedAt": "2026-11-20T12:00:00.000Z",
           *         "decidedBy": {
           *           "type": "user",
           *           "id": "01a2041c-0000-7000-8000-000000000002"
           *         },
           *         "createdAt": "2026-11-20T09:30:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Absence'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAbsences: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
         *       "type": "medical_certificate",
         *       "from": "2026-11-18",
         *       "to": "2026-11-19",
         *       "reason": "Atestado médico, CID não informado"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          employeeId: string;
          /**
           * @description `medical_certificate` (atestado), `vacation` (férias), `leave` (licença), `justified` (abono), `day_off` (folga), `time_bank` (compensação do banco de horas) or `unjustified` (falta).
           * @enum {unknown}
           */
          type:
            | 'medical_certificate'
            | 'vacation'
            | 'leave'
            | 'justified'
            | 'day_off'
            | 'time_bank'
            | 'unjustified';
          /**
           * Format: date
           * @description First day. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          from: string;
          /**
           * Format: date
           * @description Last day (at most 366 days from `from`). `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          to: string;
          /** @description With `end`: only part of one day (then `from` = `to`). */
          start?: string;
          /** @description After `start`, on the same day. */
          end?: string;
          /** @description Why, 1–100 characters. */
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Absence'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAbsencesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Absence'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAbsencesByIdApprove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "decisionNote": "Conferido com o gestor"
         *     }
         */
        'application/json': {
          decisionNote?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Absence'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAbsencesByIdReject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "decisionNote": "Conferido com o gestor"
         *     }
         */
        'application/json': {
          decisionNote?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Absence'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEspelhoPolicy: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EspelhoPolicy'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putEspelhoPolicy: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "offsetting": "daily_total",
         *       "overtimeBands": {
         *         "workingDay": [
         *           {
         *             "afterMinutes": 0,
         *             "rate": 50
         *           },
         *           {
         *             "afterMinutes": 120,
         *             "rate": 100
         *           }
         *         ],
         *         "dayOff": [
         *           {
         *             "afterMinutes": 0,
         *             "rate": 100
         *           }
         *         ],
         *         "restDayOrHoliday": [
         *           {
         *             "afterMinutes": 0,
         *             "rate": 100
         *           }
         *         ]
         *       }
         *     }
         */
        'application/json': {
          /**
           * @description Past the tolerance: `daily_total` (the default) offsets early and late marks of a day, so only its balance is overtime or lateness; `mark_by_mark` counts every missed scheduled minute as late and what the balance then leaves as overtime (an early return from the break and an early exit are overtime plus lateness).
           * @enum {unknown}
           */
          offsetting: 'daily_total' | 'mark_by_mark';
          overtimeBands: {
            /**
             * @description Overtime of a day that owes its schedule. The law: all at 50% (CLT art. 59 §1).
             * @example [
             *       {
             *         "afterMinutes": 0,
             *         "rate": 50
             *       }
             *     ]
             */
            workingDay: {
              /**
               * Format: int32
               * @description From this overtime minute of the day on (the first band's is 0).
               */
              afterMinutes: number;
              /** @description Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`). */
              rate: 50 | 100;
            }[];
            /**
             * @description Work on a day off that is not the weekly rest (the free Saturday of a Monday-to-Friday week). Default: all at 50%.
             * @example [
             *       {
             *         "afterMinutes": 0,
             *         "rate": 50
             *       }
             *     ]
             */
            dayOff: {
              /**
               * Format: int32
               * @description From this overtime minute of the day on (the first band's is 0).
               */
              afterMinutes: number;
              /** @description Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`). */
              rate: 50 | 100;
            }[];
            /**
             * @description Work on a holiday or on the weekly rest, all of it overtime. The law: all at 100% (Lei 605/1949 art. 9, Súmula 146 TST).
             * @example [
             *       {
             *         "afterMinutes": 0,
             *         "rate": 100
             *       }
             *     ]
             */
            restDayOrHoliday: {
              /**
               * Format: int32
               * @description From this overtime minute of the day on (the first band's is 0).
               */
              afterMinutes: number;
              /** @description Paid with 50% (`overtime50Minutes`) or 100% (`overtime100Minutes`). */
              rate: 50 | 100;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EspelhoPolicy'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTimeBankPolicy: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeBankPolicy'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putTimeBankPolicy: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": true,
         *       "agreement": "individual",
         *       "creditMultiplier": 1,
         *       "debitAbsences": true,
         *       "holidayAndRestToBank": false
         *     }
         */
        'application/json': {
          /** @description Whether a period close posts to the bank; disabled, every overtime minute is paid. */
          enabled: boolean;
          /**
           * @description How long a credit may wait to be compensated (CLT art. 59): `monthly` within its month (§6), `individual` 6 months (§5), `collective` 12 months (§2). A credit not compensated by then expires into payout.
           * @enum {unknown}
           */
          agreement: 'monthly' | 'individual' | 'collective';
          /** @description Each overtime minute credits this many minutes (1.0: one for one; 1.5: the 50% premium in time). At most two decimals. */
          creditMultiplier: number;
          /** @description Lateness and unjustified absences are debited from the bank instead of discounted from pay. */
          debitAbsences: boolean;
          /** @description Work on holidays and on the weekly rest goes to the bank too; otherwise it is paid at 100%. */
          holidayAndRestToBank: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeBankPolicy'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployeeTimeBank: {
    parameters: {
      query?: {
        /** @description First date of the entries listed. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        from?: string;
        /** @description Last date of the entries listed and of the balance. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        to?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeBankLedger'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createTimeBankEntry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
         *       "date": "2026-11-20",
         *       "minutes": -120,
         *       "reason": "Acordo: 2 h pagas"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          employeeId: string;
          /**
           * Format: date
           * @description The day the entry counts on. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          date: string;
          /**
           * Format: int32
           * @description Signed, not 0: a credit is positive (it expires by the agreement), a debit negative.
           */
          minutes: number;
          /**
           * @description `manual` (the default) a correction; `payout` hours paid out of the bank (negative), listed in the payroll export of the period holding its date.
           * @enum {unknown}
           */
          kind?: 'manual' | 'payout';
          /** @description Why: kept as the entry's note. */
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeBankEntry'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPeriods: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        status?: 'closing' | 'closed' | 'reopening' | 'reopened';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
           *         "from": "2026-10-01",
           *         "to": "2026-10-31",
           *         "employeeIds": null,
           *         "employeeCount": 42,
           *         "status": "closed",
           *         "closedAt": "2026-11-02T12:00:00.000Z",
           *         "closedBy": {
           *           "type": "api_key",
           *           "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
           *         },
           *         "reopenedAt": null,
           *         "reopenedBy": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Period'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  closePeriod: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "from": "2026-10-01",
         *       "to": "2026-10-31"
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description First day of the period. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          from: string;
          /**
           * Format: date
           * @description Last day of the period: before today (its days must be over). `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          to: string;
          /** @description Close only these employees; every active employee without it. */
          employeeIds?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Period'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPeriod: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Period'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  discardStalledClose: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFrozenEspelho: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
        employeeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The frozen days. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            period: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              /** Format: date-time */
              closedAt: string;
            };
            employee: {
              /** Format: uuid */
              id: string;
              name: string;
              cpf: string;
              pis: string | null;
              registration: string | null;
            };
            /** @description Whether the close posted the employee to the time bank. */
            inBank: boolean;
            days: {
              /** Format: date */
              date: string;
              /** @enum {unknown} */
              weekday: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
              /** @enum {unknown} */
              status: 'not_employed' | 'future' | 'holiday' | 'absence' | 'rest' | 'workday';
              holiday: components['schemas']['Holiday'] | null;
              absence: {
                /** Format: uuid */
                id: string;
                /** @enum {unknown} */
                type:
                  | 'medical_certificate'
                  | 'vacation'
                  | 'leave'
                  | 'justified'
                  | 'day_off'
                  | 'time_bank'
                  | 'unjustified';
                /** @description False for `unjustified`: the time it covers is still owed. */
                justified: boolean;
              } | null;
              scheduled: {
                start: string;
                end: string;
              }[];
              marks: {
                /** Format: date-time */
                at: string;
                /** @enum {unknown} */
                kind: 'E' | 'S' | 'D';
                /** @enum {unknown} */
                source: 'O' | 'I' | 'P';
                timeEntryId: string | null;
                adjustmentId: string | null;
                reason: string | null;
              }[];
              /**
               * Format: int32
               * @description What the day owes: the contract intervals in force, less justified parts. Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              scheduledMinutes: number;
              /**
               * Format: int32
               * @description The complete E/S pairs. Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              workedMinutes: number;
              /**
               * Format: int32
               * @description The part of `workedMinutes` at night (22:00–05:00, Súmula 60 II extension). Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              nightMinutes: number;
              /**
               * Format: int32
               * @description Past the tolerance, worked − scheduled + late + absence; on a holiday or the weekly rest, all the work. Equal to `overtime50Minutes` + `overtime100Minutes`. Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              overtimeMinutes: number;
              /**
               * Format: int32
               * @description Scheduled minutes missed by late entries and early exits, past the tolerance. Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              lateMinutes: number;
              /**
               * Format: int32
               * @description Scheduled minutes missed on a day without marks, or by a short day off the schedule. Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              absenceMinutes: number;
              /**
               * Format: int32
               * @description The breaks between pairs. Clock minutes.
               */
              breakMinutes: number;
              /**
               * Format: int32
               * @description Worked on a holiday or on the weekly rest (paid in double). Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              holidayWorkedMinutes: number;
              /**
               * Format: int32
               * @description The overtime in the tenant policy’s 50% bands (by default, of working days). Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              overtime50Minutes: number;
              /**
               * Format: int32
               * @description The overtime in the tenant policy’s 100% bands (by default, of holidays and the weekly rest). Counted minutes: a night minute is 60/52.5 of a clock minute.
               */
              overtime100Minutes: number;
              /**
               * Format: int32
               * @description What the longest break lacked of the CLT art. 71 minimum (§4: paid with 50%). Clock minutes.
               */
              suppressedBreakMinutes: number;
              /**
               * Format: int32
               * @description What the rest since the last exit of the shift before lacked of 11 hours (CLT art. 66; paid as overtime, TST OJ 355). Clock minutes.
               */
              restShortfallMinutes: number;
              flags: (
                | 'incomplete'
                | 'absent'
                | 'short_break'
                | 'long_break'
                | 'overtime_over_limit'
                | 'tolerance_exceeded'
                | 'short_rest'
                | 'dsr_lost'
              )[];
              /**
               * Format: int32
               * @description The day's contract in counted minutes, whatever its status.
               */
              contractMinutes: number;
              weeklyRest: boolean;
              /** @description Its overtime went to the bank instead of the payroll. */
              banked: boolean;
              /** @description Its lateness and unjustified absence went to the bank. */
              debited: boolean;
              /**
               * Format: int32
               * @description What a `time_bank` absence took from the bank.
               */
              compensationMinutes: number;
            }[];
            /** @description The totals of the frozen days. */
            totals: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  reopenPeriod: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Period'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPayrollCodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayrollCodes'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putPayrollCodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The payroll system's rubric code of each item; a missing item is null (no code). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "normal": "001",
         *       "overtime50": "150",
         *       "overtime100": "200",
         *       "night": "250",
         *       "absenceHours": "301",
         *       "absenceDays": "300",
         *       "dsrLost": "310",
         *       "timeBankPayout": "160"
         *     }
         */
        'application/json': {
          normal?: string | null;
          overtime50?: string | null;
          overtime100?: string | null;
          night?: string | null;
          absenceHours?: string | null;
          absenceDays?: string | null;
          dsrLost?: string | null;
          timeBankPayout?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayrollCodes'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPayrollReport: {
    parameters: {
      query: {
        periodId: string;
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            period: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
            };
            /** Format: date-time */
            generatedAt: string;
            employees: {
              employee: {
                /** Format: uuid */
                id: string;
                name: string;
                cpf: string;
                pis: string | null;
                registration: string | null;
                externalId: string | null;
              };
              /** @description Whether the close posted the employee to the time bank. */
              inBank: boolean;
              items: {
                normal: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                overtime50: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                overtime100: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                night: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                absenceHours: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                absenceDays: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                dsrLost: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
                timeBankPayout: {
                  code: string | null;
                  /**
                   * Format: int32
                   * @description Counted minutes.
                   */
                  minutes: number;
                  /**
                   * @description Hours and minutes, `HH:MM` (hours may pass 99).
                   * @example 08:30
                   */
                  hhmm: string;
                  /**
                   * @description Centesimal hours with a decimal comma, two decimals.
                   * @example 8,50
                   */
                  hours: string;
                  /**
                   * Format: int32
                   * @description Days, for `absenceDays` and `dsrLost`.
                   */
                  days?: number;
                };
              };
            }[];
          };
          'text/csv': string;
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPeriodAcknowledgements: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "periodId": "01a2041d-1f85-7120-a827-9bf83ca07300",
           *         "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *         "employeeName": "Maria da Silva",
           *         "acknowledgedAt": "2026-11-03T10:15:42.000Z",
           *         "sha256": "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
           *         "ip": "177.71.128.21",
           *         "userAgent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
           *         "location": {
           *           "latitude": -23.5505,
           *           "longitude": -46.6333,
           *           "accuracyMeters": 12
           *         }
           *       }
           *     ]
           */
          'application/json': components['schemas']['EspelhoAcknowledgement'][];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsPeriod: {
    parameters: {
      query: {
        /** @description First workday. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        from: string;
        /** @description Last workday, at most 365 days after `from`. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        to: string;
        employeeId?: string;
        /** @description `json`; `csv` for integrations (its columns never change); `csv-br` for a spreadsheet in Portuguese (Excel, LibreOffice); `pdf` to print and sign. */
        format?: 'json' | 'csv' | 'csv-br' | 'pdf';
        /** @description JSON only: list just the days that carry this flag, and just the employees with such a day (the incomplete days of a month, say). Each employee’s `totals` stay those of the whole period. */
        flag?:
          | 'incomplete'
          | 'absent'
          | 'short_break'
          | 'long_break'
          | 'overtime_over_limit'
          | 'tolerance_exceeded'
          | 'short_rest'
          | 'dsr_lost';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report: JSON `{from, to, generatedAt, employer, employees: [{employee, days, totals}]}`, CSV, or PDF. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** Format: date-time */
            generatedAt: string;
            employer: {
              name: string;
              documentType: ('cnpj' | 'cpf') | null;
              document: string | null;
              cei: string | null;
            };
            employees: {
              employee: {
                /** Format: uuid */
                id: string;
                name: string;
                cpf: string;
                pis: string | null;
                registration: string | null;
                jobTitle: string | null;
                admissionDate: string | null;
                timezone: string;
              };
              days: {
                /** Format: date */
                date: string;
                /** @enum {unknown} */
                weekday: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
                /** @enum {unknown} */
                status: 'not_employed' | 'future' | 'holiday' | 'absence' | 'rest' | 'workday';
                holiday: components['schemas']['Holiday'] | null;
                absence: {
                  /** Format: uuid */
                  id: string;
                  /** @enum {unknown} */
                  type:
                    | 'medical_certificate'
                    | 'vacation'
                    | 'leave'
                    | 'justified'
                    | 'day_off'
                    | 'time_bank'
                    | 'unjustified';
                  /** @description False for `unjustified`: the time it covers is still owed. */
                  justified: boolean;
                } | null;
                scheduled: {
                  start: string;
                  end: string;
                }[];
                marks: {
                  /** Format: date-time */
                  at: string;
                  /** @enum {unknown} */
                  kind: 'E' | 'S' | 'D';
                  /** @enum {unknown} */
                  source: 'O' | 'I' | 'P';
                  timeEntryId: string | null;
                  adjustmentId: string | null;
                  reason: string | null;
                }[];
                /**
                 * Format: int32
                 * @description What the day owes: the contract intervals in force, less justified parts. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                scheduledMinutes: number;
                /**
                 * Format: int32
                 * @description The complete E/S pairs. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                workedMinutes: number;
                /**
                 * Format: int32
                 * @description The part of `workedMinutes` at night (22:00–05:00, Súmula 60 II extension). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                nightMinutes: number;
                /**
                 * Format: int32
                 * @description Past the tolerance, worked − scheduled + late + absence; on a holiday or the weekly rest, all the work. Equal to `overtime50Minutes` + `overtime100Minutes`. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                overtimeMinutes: number;
                /**
                 * Format: int32
                 * @description Scheduled minutes missed by late entries and early exits, past the tolerance. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                lateMinutes: number;
                /**
                 * Format: int32
                 * @description Scheduled minutes missed on a day without marks, or by a short day off the schedule. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                absenceMinutes: number;
                /**
                 * Format: int32
                 * @description The breaks between pairs. Clock minutes.
                 */
                breakMinutes: number;
                /**
                 * Format: int32
                 * @description Worked on a holiday or on the weekly rest (paid in double). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                holidayWorkedMinutes: number;
                /**
                 * Format: int32
                 * @description The overtime in the tenant policy’s 50% bands (by default, of working days). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                overtime50Minutes: number;
                /**
                 * Format: int32
                 * @description The overtime in the tenant policy’s 100% bands (by default, of holidays and the weekly rest). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                overtime100Minutes: number;
                /**
                 * Format: int32
                 * @description What the longest break lacked of the CLT art. 71 minimum (§4: paid with 50%). Clock minutes.
                 */
                suppressedBreakMinutes: number;
                /**
                 * Format: int32
                 * @description What the rest since the last exit of the shift before lacked of 11 hours (CLT art. 66; paid as overtime, TST OJ 355). Clock minutes.
                 */
                restShortfallMinutes: number;
                flags: (
                  | 'incomplete'
                  | 'absent'
                  | 'short_break'
                  | 'long_break'
                  | 'overtime_over_limit'
                  | 'tolerance_exceeded'
                  | 'short_rest'
                  | 'dsr_lost'
                )[];
              }[];
              totals: {
                /**
                 * Format: int32
                 * @description What the day owes: the contract intervals in force, less justified parts. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                scheduledMinutes: number;
                /**
                 * Format: int32
                 * @description The complete E/S pairs. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                workedMinutes: number;
                /**
                 * Format: int32
                 * @description The part of `workedMinutes` at night (22:00–05:00, Súmula 60 II extension). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                nightMinutes: number;
                /**
                 * Format: int32
                 * @description Past the tolerance, worked − scheduled + late + absence; on a holiday or the weekly rest, all the work. Equal to `overtime50Minutes` + `overtime100Minutes`. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                overtimeMinutes: number;
                /**
                 * Format: int32
                 * @description Scheduled minutes missed by late entries and early exits, past the tolerance. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                lateMinutes: number;
                /**
                 * Format: int32
                 * @description Scheduled minutes missed on a day without marks, or by a short day off the schedule. Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                absenceMinutes: number;
                /**
                 * Format: int32
                 * @description The breaks between pairs. Clock minutes.
                 */
                breakMinutes: number;
                /**
                 * Format: int32
                 * @description Worked on a holiday or on the weekly rest (paid in double). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                holidayWorkedMinutes: number;
                /**
                 * Format: int32
                 * @description The overtime in the tenant policy’s 50% bands (by default, of working days). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                overtime50Minutes: number;
                /**
                 * Format: int32
                 * @description The overtime in the tenant policy’s 100% bands (by default, of holidays and the weekly rest). Counted minutes: a night minute is 60/52.5 of a clock minute.
                 */
                overtime100Minutes: number;
                /**
                 * Format: int32
                 * @description What the longest break lacked of the CLT art. 71 minimum (§4: paid with 50%). Clock minutes.
                 */
                suppressedBreakMinutes: number;
                /**
                 * Format: int32
                 * @description What the rest since the last exit of the shift before lacked of 11 hours (CLT art. 66; paid as overtime, TST OJ 355). Clock minutes.
                 */
                restShortfallMinutes: number;
                /**
                 * Format: int32
                 * @description Days with an odd number of marks, awaiting treatment.
                 */
                incompleteDays: number;
                /** Format: int32 */
                absentDays: number;
              };
            }[];
          };
          'text/csv': string;
          'application/pdf': string;
        };
      };
      /** @description The range is long (more than 31 days and more than 20,000 employee-days) or `Prefer: respond-async` asked for a job: the export job, named by `Location` (docs/api.md, "Export jobs"). */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsAfdt: {
    parameters: {
      query: {
        /** @description First workday. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        from: string;
        /** @description Last workday, at most 365 days after `from`. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        to: string;
        /** @description `txt`: the file alone; `zip`: the file and its `.p7s` signature. */
        format?: 'txt' | 'zip';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The AFDT file, or a ZIP of it and its signature. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/zip': string;
        };
      };
      /** @description The range is long (more than 31 days and more than 20,000 employee-days) or `Prefer: respond-async` asked for a job: the export job, named by `Location` (docs/api.md, "Export jobs"). */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsAej: {
    parameters: {
      query: {
        /** @description First workday. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        from: string;
        /** @description Last workday, at most 365 days after `from`. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        to: string;
        /** @description `txt`: the file alone; `zip`: the file and its `.p7s` signature. */
        format?: 'txt' | 'zip';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The AEJ file, or a ZIP of it and its signature. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/zip': string;
        };
      };
      /** @description The range is long (more than 31 days and more than 20,000 employee-days) or `Prefer: respond-async` asked for a job: the export job, named by `Location` (docs/api.md, "Export jobs"). */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getReportsAfd: {
    parameters: {
      query: {
        /** @description First workday. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        from: string;
        /** @description Last workday, at most 365 days after `from`. `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31. */
        to: string;
        /** @description `txt`: the file alone; `zip`: the file and its `.p7s` signature. */
        format?: 'txt' | 'zip';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The AFD file, or a ZIP of it and its signature. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/zip': string;
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listExports: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        status?: 'queued' | 'running' | 'done' | 'failed';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041d-1f85-7120-a827-9bf83ca07300",
           *         "kind": "aej",
           *         "from": "2026-01-01",
           *         "to": "2026-12-31",
           *         "employeeId": null,
           *         "status": "done",
           *         "progress": {
           *           "done": 420,
           *           "total": 420
           *         },
           *         "error": null,
           *         "file": {
           *           "name": "AEJ_12345678000195_2026-01-01_2026-12-31.txt",
           *           "mediaType": "text/plain; charset=ISO-8859-1",
           *           "size": 18230112
           *         },
           *         "createdBy": {
           *           "type": "api_key",
           *           "id": "01a2041d-1f85-7120-a827-9bf83ca07299"
           *         },
           *         "createdAt": "2027-01-05T12:00:00.000Z",
           *         "startedAt": "2027-01-05T12:00:01.000Z",
           *         "finishedAt": "2027-01-05T12:01:40.000Z",
           *         "expiresAt": "2027-01-12T12:01:40.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Export'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createExport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "aej",
         *       "from": "2026-01-01",
         *       "to": "2026-12-31"
         *     }
         */
        'application/json': {
          /**
           * @description `aej` and `afdt`: the legal files (ISO-8859-1 text); `espelho_pdf`: the espelho de ponto as PDF; `chain_verification`: the walk of the whole hash chain that `GET /v1/time-entries/verify` makes, its answer as a JSON file.
           * @enum {unknown}
           */
          kind: 'aej' | 'afdt' | 'espelho_pdf' | 'chain_verification';
          /**
           * Format: date
           * @description First workday (required but for `chain_verification`). `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          from?: string;
          /**
           * Format: date
           * @description Last workday, at most 365 days after `from` (required but for `chain_verification`). `YYYY-MM-DD`, between 2000-01-01 and 2099-12-31.
           */
          to?: string;
          /**
           * Format: uuid
           * @description One employee (`espelho_pdf` only); every active one without it.
           */
          employeeId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExportFile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/pdf': string;
          'application/json': components['schemas']['ChainVerification'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEvents: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        event?:
          | 'time_entry.created'
          | 'employee.created'
          | 'employee.updated'
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
          | 'export.failed';
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b1",
           *         "event": "employee.created",
           *         "createdAt": "2026-11-22T13:10:00.000Z",
           *         "environment": "live",
           *         "data": {
           *           "id": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *           "name": "Maria da Silva",
           *           "cpf": "52998224725",
           *           "pis": "12058258837",
           *           "email": null,
           *           "registration": "A-1024",
           *           "jobTitle": "Operadora de caixa",
           *           "admissionDate": "2024-03-01",
           *           "terminationDate": null,
           *           "timezone": null,
           *           "active": true,
           *           "timeBank": true,
           *           "schedule": {
           *             "mon": [
           *               {
           *                 "start": "08:00",
           *                 "end": "12:00"
           *               },
           *               {
           *                 "start": "13:00",
           *                 "end": "17:00"
           *               }
           *             ]
           *           },
           *           "externalId": null,
           *           "createdAt": "2026-11-22T13:05:09.123Z",
           *           "updatedAt": "2026-11-22T13:05:09.123Z"
           *         }
           *       },
           *       {
           *         "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b9",
           *         "event": "time_entry.created",
           *         "createdAt": "2026-11-22T13:10:00.000Z",
           *         "environment": "live",
           *         "data": {
           *           "id": "01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e",
           *           "employeeId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *           "occurredAt": "2026-11-22T11:01:12.000Z",
           *           "timezone": "America/Sao_Paulo",
           *           "source": "device",
           *           "rep": "rep_c",
           *           "deviceId": "00004003650006783",
           *           "location": null,
           *           "externalId": "clock-7-000123",
           *           "nsr": 1024,
           *           "hash": "9f2b5c1e0d7a4b3c8e6f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
           *           "createdAt": "2026-11-22T11:01:12.345Z"
           *         }
           *       }
           *     ]
           */
          'application/json': components['schemas']['Event'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEventsStream: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events, until the client disconnects. */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Content-Disposition': components['headers']['ContentDisposition'];
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWebhooks: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700",
           *         "url": "https://payroll.example.com/hooks/pontual",
           *         "events": [
           *           "time_entry.created"
           *         ],
           *         "description": "Payroll sync",
           *         "active": true,
           *         "pausedReason": null,
           *         "previousSecretExpiresAt": null,
           *         "createdAt": "2026-11-22T13:00:00.000Z",
           *         "updatedAt": "2026-11-22T13:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Webhook'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postWebhooks: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://payroll.example.com/hooks/pontual",
         *       "events": [
         *         "time_entry.created"
         *       ],
         *       "description": "Payroll sync"
         *     }
         */
        'application/json': {
          /**
           * @description Absolute https URL without credentials; private, loopback and link-local hosts are refused.
           * @example https://payroll.example.com/hooks/pontual
           */
          url: string;
          events: (
            | 'time_entry.created'
            | 'employee.created'
            | 'employee.updated'
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
          )[];
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWebhooksById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteWebhooksById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  patchWebhooksById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "active": false
         *     }
         */
        'application/json': {
          /**
           * @description Absolute https URL without credentials; private, loopback and link-local hosts are refused.
           * @example https://payroll.example.com/hooks/pontual
           */
          url?: string;
          events?: (
            | 'time_entry.created'
            | 'employee.created'
            | 'employee.updated'
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
          )[];
          /** @description false pauses: events while paused are never delivered. */
          active?: boolean;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postWebhooksByIdRotateSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "expireCurrentInSeconds": 3600
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description How long the secret being replaced keeps signing beside the new one, in seconds: 0 (the default) voids it at once.
           * @default 0
           */
          expireCurrentInSeconds?: number;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postWebhooksByIdTest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookQueued'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWebhooksByIdDeliveries: {
    parameters: {
      query?: {
        /** @description Page size (1–200). */
        limit?: number;
        /** @description Opaque cursor from the `Link: rel="next"` header of the previous page. */
        cursor?: string;
        event?: string;
        /** @description Only the attempts to deliver this event. */
        eventId?: string;
        success?: boolean;
      };
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Link: components['headers']['Link'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7c0",
           *         "event": "webhook.test",
           *         "eventId": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
           *         "url": "https://payroll.example.com/hooks/pontual",
           *         "httpStatus": 200,
           *         "durationMs": 143,
           *         "success": true,
           *         "responseBody": "{\"received\":true}",
           *         "error": null,
           *         "requestHeaders": {
           *           "content-type": "application/json",
           *           "user-agent": "Pontual-Webhooks/0.1.0",
           *           "x-pontual-event": "webhook.test",
           *           "x-pontual-event-id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
           *           "x-pontual-delivery": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7c0",
           *           "x-pontual-signature": "t=1795353000,v1=ee46f1377b192321a0de4023b303b96afbe7286c7e4ae32dc169958adeb5da7d",
           *           "webhook-id": "01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8",
           *           "webhook-timestamp": "1795353000",
           *           "webhook-signature": "v1,BgK7RbacAPYDalJ6auh8p0zmY880vInyYYUzYprZ3z0="
           *         },
           *         "requestBody": "{\"id\":\"01a2041f-7d8e-7f90-a1b2-c3d4e5f6a7b8\",\"event\":\"webhook.test\",\"createdAt\":\"2026-11-22T13:10:00.000Z\",\"environment\":\"live\",\"data\":{\"webhookId\":\"01a2041f-7d8e-7f90-a1b2-c3d4e5f6a700\",\"message\":\"This is a test event from Pontual.\"}}",
           *         "createdAt": "2026-11-22T13:10:00.143Z",
           *         "job": {
           *           "state": "delivered",
           *           "attempts": 1,
           *           "nextAttemptAt": null
           *         }
           *       }
           *     ]
           */
          'application/json': components['schemas']['WebhookDelivery'][];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postWebhooksByIdDeliveriesByDeliveryIdRedeliver: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookQueued'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postWebhooksByIdReplay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your id for this request (1–128 of `A-Za-z0-9_.:-`), echoed in the response and the logs. */
        'Request-Id'?: components['parameters']['RequestId'];
        /** @description Retry safely: the first response is stored for 24 hours and replayed for the same key and body; the same key with another body is a 409. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "since": "2026-11-20T00:00:00-03:00",
         *       "until": "2026-11-21T00:00:00-03:00",
         *       "onlyFailed": true
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description Replays the events created at or after this instant… RFC 3339 with an offset, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z.
           */
          since: string;
          /**
           * Format: date-time
           * @description …and before this one (default: now). RFC 3339 with an offset, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z.
           */
          until?: string;
          /**
           * @description Only the events whose last attempt to this webhook failed (given up, or waiting for a retry).
           * @default false
           */
          onlyFailed?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReplayQueued'];
        };
      };
      /** @description The request is invalid (its query, its body, or a POST's `Idempotency-Key`): `errors` names each field. */
      400: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid body: name must NOT have more than 200 characters; cpf is required",
           *       "code": "invalid_request",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "errors": [
           *         {
           *           "field": "name",
           *           "message": "must NOT have more than 200 characters",
           *           "reason": "too_long",
           *           "params": {
           *             "limit": 200
           *           }
           *         },
           *         {
           *           "field": "cpf",
           *           "message": "is required",
           *           "reason": "required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key is missing, invalid, expired or revoked. */
      401: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "The API key is not valid.",
           *       "code": "invalid_api_key",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The API key lacks the scope this operation requires. */
      403: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "This API key lacks the scope \"employees:write\" that this endpoint requires.",
           *       "code": "insufficient_scope",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such resource in this tenant and environment (a malformed id included). */
      404: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "The employee does not exist.",
           *       "code": "not_found",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Employee 01a2041d-1f85-7120-a827-9bf83ca072ef already has this CPF.",
           *       "code": "conflict",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10",
           *       "conflictingId": "01a2041d-1f85-7120-a827-9bf83ca072ef",
           *       "reason": "duplicate_cpf"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is larger than 1 MiB. */
      413: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The request body is too large.",
           *       "code": "payload_too_large",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not `application/json`. */
      415: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "Send the body as application/json.",
           *       "code": "unsupported_media_type",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests (per key, or failed authentications per address); see `Retry-After`. */
      429: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Rate limit exceeded; see Retry-After.",
           *       "code": "rate_limited",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description An unexpected failure on our side; quote `requestId` to support. */
      500: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "Something went wrong on our side. Quote the request id to support.",
           *       "code": "internal_error",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, the server is overloaded, or no report slot came free; see `Retry-After`. */
      503: {
        headers: {
          'Request-Id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'X-RateLimit-Limit': components['headers']['XRateLimitLimit'];
          'X-RateLimit-Remaining': components['headers']['XRateLimitRemaining'];
          'X-RateLimit-Reset': components['headers']['XRateLimitReset'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database is unreachable.",
           *       "code": "service_unavailable",
           *       "requestId": "01a2041d-1f85-7120-a827-9bf83ca07a10"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  receiveEmployeeCreated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmployeeCreatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveEmployeeUpdated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmployeeUpdatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveTimeEntryCreated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TimeEntryCreatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAdjustmentRequested: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdjustmentRequestedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAdjustmentApproved: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdjustmentApprovedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAdjustmentRejected: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdjustmentRejectedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAbsenceRequested: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AbsenceRequestedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAbsenceApproved: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AbsenceApprovedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAbsenceRejected: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AbsenceRejectedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receivePeriodClosed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodClosedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receivePeriodReopened: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodReopenedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveTimeBankUpdated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TimeBankUpdatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveExportCompleted: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportCompletedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveExportFailed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportFailedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveWebhookTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookTestEvent'];
      };
    };
    responses: {
      /** @description Any 2xx acknowledges the delivery; anything else is retried. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
