import type { Readable } from 'node:stream';
import { DateTime } from 'luxon';
import { type SelectQueryBuilder, sql } from 'kysely';
import {
  aejAbsence,
  type AejAbsenceKind,
  aejEmployment,
  aejHeader,
  aejMark,
  aejProgram,
  aejRep,
  aejSchedule,
  aejTrailer,
} from '../../legal/aej.js';
import { afdHeader, afdSignatureLine, afdTrailer } from '../../legal/afd.js';
import { afdtDetailLine, afdtHeader, afdtTrailer } from '../../legal/afdt.js';
import { countedMinutes, type DayFlag } from '../../legal/clt.js';
import { CRLF, SIGNATURE_MARKER } from '../../legal/text.js';
import { chunks } from '../../platform/chunks.js';
import { BYTE_ORDER_MARK, csvLines, spreadsheetCsvLines } from '../../platform/csv.js';
import { addDays, daysInRange } from '../../platform/dates.js';
import { openSpool } from '../../platform/spool.js';
import { letIoIn } from '../../platform/turns.js';
import { LocalClock } from '../../platform/local-time.js';
import type { Db } from '../../platform/db/database.js';
import type { AbsenceType, Database, EmployeeRow, Tenant, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { findEmployee, scheduleHistories, selectEmployees } from '../employees/employees.repository.js';
import { WEEKDAYS } from '../employees/employees.schemas.js';
import {
  isCycle,
  minutesOf,
  type ScheduleHistory,
  spansBetween,
  versionsBetween,
} from '../employees/schedule.js';
import type { LegalIdentity } from '../rep/legal-identity.js';
import { selectRepRecords } from '../rep/rep.repository.js';
import { recordServiceEvents } from '../rep/rep.service.js';
import { selectTimeEntries } from '../time-entries/time-entries.repository.js';
import { findTenant } from '../tenants/tenants.repository.js';
import {
  fetchWorkdayRows,
  type WorkdaySubject,
  workdaysFromRows,
  zoneOf,
} from '../workdays/workdays.service.js';
import type { CalendarDay } from '../workdays/calendar.js';
import type { WorkdayEntry } from '../workdays/workdays.js';
import { fetchWindow } from '../workdays/workdays.js';
import { holidayCalendar } from '../holidays/holidays.service.js';
import type { HolidayView } from '../holidays/holidays.schemas.js';
import type { PdfRenderer } from './pdf-renderer.js';
import { brDate, clockHours, dayOccurrences, documentText, STATUS_PT, WEEKDAY_PT } from './espelho-words.js';
import {
  LATER_TOTAL_FIELDS,
  type ReportDay,
  reportDays,
  scheduledIntervals,
  TOTAL_FIELDS,
  type Totals,
  totalsOf,
  withoutExcused,
} from './period.js';
import { findEspelhoPolicy } from '../espelho-policy/espelho-policy.repository.js';
import { selectEntries } from '../time-bank/time-bank.repository.js';

const EMPLOYEE_BATCH = 100;
/**
 * The employee-days whose marks are read together: 25 employees of a month, two a year. Queries per batch, not
 * per employee, and about 3,000 marks in memory at once whatever the period: 25 employee-years were 26,000,
 * which lived through young-generation collections and grew the process by the year's AEJ (docs/decisions/037).
 */
const WORKDAY_BATCH_DAYS = 25 * 31;
/**
 * Lines of a legal file written per chunk of the response: small chunks, since the response keeps up to 16 of
 * them queued, but not one per employee, whose few lines each cost the stream and the socket a write
 * (docs/decisions/037).
 */
const LINES_PER_CHUNK = 500;

export interface ReportRequest {
  scope: TenantScope;
  from: string;
  to: string;
  employeeId?: string | undefined;
}

export interface ReportContext extends ReportRequest {
  tenant: Tenant;
  /** The employee asked for (`employeeId`), null for every active one. */
  employee: EmployeeRow | null;
  /** The period's holidays by date, national and the tenant's. */
  holidays: ReadonlyMap<string, HolidayView>;
  /** Told of each batch of employees the report is done with (an export job's progress). */
  onEmployeesDone?: (count: number) => void;
}

/** Checks what can fail before a byte is streamed: the tenant and the employee asked for. */
export async function prepareReport(db: Db, request: ReportRequest): Promise<ReportContext> {
  const tenant = await findTenant(db, request.scope.tenantId);
  if (!tenant) throw ApiError.notFound('tenant');
  const employee = request.employeeId ? await findEmployee(db, request.scope, request.employeeId) : null;
  if (request.employeeId && !employee) throw ApiError.notFound('employee');
  return {
    ...request,
    tenant,
    employee: employee ?? null,
    holidays: await holidayCalendar(db, request.scope, request.from, request.to),
  };
}

/** The employees of a report: the one asked for, or every active one, read in keyset batches. */
async function* reportEmployees(db: Db, context: ReportContext): AsyncGenerator<EmployeeRow> {
  if (context.employeeId) {
    const employee = await findEmployee(db, context.scope, context.employeeId);
    if (employee) yield employee;
    return;
  }
  let after = '';
  for (;;) {
    const batch = await selectEmployees(db, context.scope)
      .where('active', '=', 1)
      .where('id', '>', after)
      .orderBy('id')
      .limit(EMPLOYEE_BATCH)
      .execute();
    yield* batch;
    if (batch.length < EMPLOYEE_BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}

/**
 * Each subject with its treated workdays, read `WORKDAY_BATCH_DAYS` employee-days at a time. Each subject's days are
 * computed, and handed on, in a turn of the event loop of their own: what a report's consumer does with them
 * (format, write) runs in promise jobs, which let no request in, so computed for the whole batch at once, a
 * year's AEJ held the loop over 100 ms with 25 employee-years at a time (docs/decisions/032).
 */
async function* withWorkdays<S extends WorkdaySubject>(
  db: Db,
  context: ReportContext,
  subjects: AsyncIterable<S> | Iterable<S>,
): AsyncGenerator<S & { workdays: CalendarDay[]; schedules: ScheduleHistory }> {
  const batchSize = Math.max(1, Math.floor(WORKDAY_BATCH_DAYS / daysInRange(context.from, context.to)));
  let batch: S[] = [];
  const load = async function* () {
    const rows = await fetchWorkdayRows(db, context.scope, batch, context);
    const now = Date.now();
    for (const [i, subject] of batch.entries()) {
      if (i > 0) await letIoIn();
      yield {
        ...subject,
        workdays: workdaysFromRows(subject, rows[i]!, context, now),
        schedules: rows[i]!.schedules,
      };
    }
    context.onEmployeesDone?.(batch.length);
    batch = [];
  };
  for await (const subject of subjects) {
    batch.push(subject);
    if (batch.length === batchSize) yield* load();
  }
  if (batch.length > 0) yield* load();
}

/** The employees of the report, each with the time zone their days are read in. */
async function* reportSubjects(db: Db, context: ReportContext) {
  for await (const employee of reportEmployees(db, context))
    yield { employee, timezone: zoneOf(employee, context.tenant) };
}

/** Each employee of the report with their treated workdays (what the legal files need). */
async function* employeeWorkdays(db: Db, context: ReportContext) {
  yield* withWorkdays(db, context, reportSubjects(db, context));
}

/**
 * The same with the CLT arithmetic of each day, the totals and the schedule versions of the period (what the
 * espelho needs), by the tenant's policy. The day before the range is read too: its last exit starts the rest
 * (art. 66) the first day's shift ends.
 */
async function* employeeReports(db: Db, context: ReportContext) {
  const policy = await findEspelhoPolicy(db, context.scope);
  const withDayBefore = { ...context, from: addDays(context.from, -1) };
  const subjects = reportSubjects(db, context);
  for await (const { employee, timezone, workdays, schedules } of withWorkdays(db, withDayBefore, subjects)) {
    const [before, ...inRange] = workdays;
    const days = reportDays(timezone, inRange, policy, before!);
    const spans = spansBetween(schedules, context.from, context.to);
    yield { employee, timezone, schedules: spans, days, totals: totalsOf(days) };
  }
}

function employerView(tenant: Tenant) {
  return { name: tenant.name, documentType: tenant.documentType, document: tenant.document, cei: tenant.cei };
}

function employeeHeader(employee: EmployeeRow, timezone: string) {
  return {
    id: employee.id,
    name: employee.name,
    cpf: employee.cpf,
    pis: employee.pis,
    registration: employee.registration,
    jobTitle: employee.jobTitle,
    admissionDate: employee.admissionDate,
    timezone,
  };
}

/**
 * The espelho as JSON, streamed employee by employee so memory stays flat. With `flag`, only the days that
 * carry it and the employees that have one; their totals stay the whole period's.
 */
export async function* periodReportJson(
  db: Db,
  context: ReportContext,
  flag?: DayFlag,
): AsyncGenerator<string> {
  const head = {
    from: context.from,
    to: context.to,
    generatedAt: new Date().toISOString(),
    employer: employerView(context.tenant),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"employees":[`;
  let first = true;
  for await (const report of employeeReports(db, context)) {
    const days = flag ? report.days.filter((day) => day.flags.includes(flag)) : report.days;
    if (days.length === 0 && flag) continue;
    const entry = { employee: employeeHeader(report.employee, report.timezone), days, totals: report.totals };
    yield (first ? '' : ',') + JSON.stringify(entry);
    first = false;
  }
  yield ']}';
}

const CSV_COLUMNS = [
  'employee_id',
  'employee_name',
  'cpf',
  'date',
  'weekday',
  'scheduled',
  'marks',
  'scheduled_minutes',
  'worked_minutes',
  'night_minutes',
  'overtime_minutes',
  'late_minutes',
  'absence_minutes',
  'break_minutes',
  'flags',
  'holiday_worked_minutes',
  'status',
  'holiday',
  'absence_id',
  'absence_type',
  'overtime50_minutes',
  'overtime100_minutes',
  'suppressed_break_minutes',
  'rest_shortfall_minutes',
];

/** The espelho as CSV (UTF-8, header row): one row per employee-day, then a TOTAL row per employee. */
export async function* periodReportCsv(db: Db, context: ReportContext): AsyncGenerator<string> {
  yield csvLines([CSV_COLUMNS]);
  for await (const { employee, timezone, days, totals } of employeeReports(db, context)) {
    const clock = LocalClock.for(timezone);
    const local = (iso: string) => clock.hhmm(Date.parse(iso));
    const rows = days.map((day) => [
      employee.id,
      employee.name,
      employee.cpf,
      day.date,
      day.weekday,
      day.scheduled.map((s) => `${s.start}-${s.end}`).join(' '),
      day.marks.map((m) => `${local(m.at)}${m.kind}${m.source === 'O' ? '' : m.source}`).join(' '),
      ...TOTAL_FIELDS.map((field) => day[field]),
      day.flags.join(' '),
      day.holidayWorkedMinutes,
      day.status,
      day.holiday?.name ?? '',
      day.absence?.id ?? '',
      day.absence?.type ?? '',
      ...LATER_TOTAL_FIELDS.map((field) => day[field]),
    ]);
    rows.push([
      employee.id,
      employee.name,
      employee.cpf,
      'TOTAL',
      '',
      '',
      '',
      ...TOTAL_FIELDS.map((f) => totals[f]),
      '',
      totals.holidayWorkedMinutes,
      '',
      '',
      '',
      '',
      ...LATER_TOTAL_FIELDS.map((field) => totals[field]),
    ]);
    yield csvLines(rows);
  }
}

/** The spreadsheet CSV's columns, after the employee's name, registration and CPF (docs/espelho.md). */
const SPREADSHEET_COLUMNS = [
  'Empregado',
  'Matrícula',
  'CPF',
  'Data',
  'Dia',
  'Situação',
  'Horário previsto',
  'Marcações',
  'Incluídas',
  'Desconsideradas',
  'Previsto',
  'Trabalhado',
  'Noturno',
  'Horas extras',
  'HE 50%',
  'HE 100%',
  'Trabalhado em feriado ou descanso',
  'Atraso',
  'Falta',
  'Intervalo',
  'Intervalo suprimido',
  'Interjornada',
  'Ocorrências',
];

/** The amounts of a day or of the totals, as `hh:mm`, in `SPREADSHEET_COLUMNS` order (Previsto to Interjornada). */
const spreadsheetAmounts = (amounts: Totals | ReportDay) =>
  [
    amounts.scheduledMinutes,
    amounts.workedMinutes,
    amounts.nightMinutes,
    amounts.overtimeMinutes,
    amounts.overtime50Minutes,
    amounts.overtime100Minutes,
    amounts.holidayWorkedMinutes,
    amounts.lateMinutes,
    amounts.absenceMinutes,
    amounts.breakMinutes,
    amounts.suppressedBreakMinutes,
    amounts.restShortfallMinutes,
  ].map((minutes) => ({ own: clockHours(minutes) }));

/** A day's "Ocorrências" beside its "Situação" (which names the holiday): a falta, the absence, the flags. */
function occurrences(day: ReportDay): string {
  const named = dayOccurrences({ absence: day.absence, flags: day.flags });
  return [...(day.flags.includes('absent') && !day.absence ? ['falta'] : []), ...(named ? [named] : [])].join(
    ', ',
  );
}

/**
 * The espelho for a Brazilian spreadsheet (`format=csv-br`): what `periodReportCsv` holds, in Portuguese
 * and as a payroll clerk reads it. A byte-order mark, `;`, CR LF (`spreadsheetCsvLines`); dates dd/mm/aaaa,
 * times and durations `hh:mm` (local times in the employee's zone; durations past 24 h as they are), the CPF
 * punctuated (its leading zeros kept). One row per employee-day, then a Total row per employee.
 */
export async function* periodReportSpreadsheetCsv(db: Db, context: ReportContext): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + spreadsheetCsvLines([SPREADSHEET_COLUMNS]);
  for await (const { employee, timezone, days, totals } of employeeReports(db, context)) {
    const clock = LocalClock.for(timezone);
    const times = (marks: ReportDay['marks']) => marks.map((m) => clock.hhmm(Date.parse(m.at))).join(' ');
    const who = [employee.name, employee.registration ?? '', { own: documentText(employee.cpf) }];
    const rows = days.map((day) => [
      ...who,
      { own: brDate(day.date) },
      { own: WEEKDAY_PT[day.weekday]! },
      day.status === 'holiday' ? `feriado: ${day.holiday?.name ?? ''}` : STATUS_PT[day.status],
      { own: day.scheduled.map((s) => `${s.start}–${s.end}`).join(' ') },
      { own: times(day.marks.filter((m) => m.kind !== 'D')) },
      { own: times(day.marks.filter((m) => m.kind !== 'D' && m.source === 'I')) },
      { own: times(day.marks.filter((m) => m.kind === 'D')) },
      ...spreadsheetAmounts(day),
      occurrences(day),
    ]);
    const summary = [
      ...(totals.incompleteDays ? [`dias incompletos: ${totals.incompleteDays}`] : []),
      ...(totals.absentDays ? [`faltas: ${totals.absentDays}`] : []),
    ];
    rows.push([...who, 'Total', '', '', '', '', '', '', ...spreadsheetAmounts(totals), summary.join(', ')]);
    yield spreadsheetCsvLines(rows);
  }
}

/** 12-digit worker id of the AFDT: the PIS, or the CPF when the employee has no PIS; zero-padded. */
function afdtWorkerId(employee: EmployeeRow): string {
  return (employee.pis ?? employee.cpf).padStart(12, '0');
}

/**
 * The 17-digit number of the REP that took a mark: the clock's serial for a REP-C mark, else (a REP-P mark, or
 * a mark the PTRP included) the tenant's REP-P number. The AFDT and the AEJ name the same REP the AFD implies.
 */
function repNumberOf(entry: WorkdayEntry | null, tenant: Tenant): string {
  return entry?.rep === 'rep_c' ? entry.deviceId!.padStart(17, '0') : tenant.repNumber;
}

/** Each AFDT detail of an employee's workdays: every original mark (E/S or D) and every included mark (I). */
function* afdtDetails(employee: EmployeeRow, timezone: string, workdays: CalendarDay[], tenant: Tenant) {
  const clock = LocalClock.for(timezone);
  for (const day of workdays) {
    for (const mark of day.marks) {
      const local = clock.parts(mark.at);
      yield {
        date: local.date.slice(8, 10) + local.date.slice(5, 7) + local.date.slice(0, 4),
        isoDate: local.date,
        time: clock.hhmm(mark.at, ''),
        workerId: afdtWorkerId(employee),
        rep: repNumberOf(mark.entry, tenant),
        kind: mark.kind,
        pair: mark.pair ?? 0,
        source: mark.source,
        reason: mark.reason,
      };
    }
  }
}

/**
 * The AFDT: header, the details, trailer. The header carries the dates of the first and last details, which
 * only the whole period tells, so the details are computed once into a spool (a temporary file) while their
 * dates are noted, then sent after the header. Nothing is sent before the period is computed: a failure is a
 * whole 5xx, never a cut file.
 */
export async function* afdt(db: Db, context: ReportContext, identity: LegalIdentity): AsyncGenerator<string> {
  const { tenant } = context;
  const { document, documentType } = identity;
  const details = await openSpool();
  try {
    let first: string | null = null;
    let last: string | null = null;
    let sequence = 1;
    for await (const { employee, timezone, workdays } of employeeWorkdays(db, context)) {
      let lines = '';
      for (const detail of afdtDetails(employee, timezone, workdays, tenant)) {
        if (first === null || detail.isoDate < first) first = detail.isoDate;
        if (last === null || detail.isoDate > last) last = detail.isoDate;
        lines += afdtDetailLine(++sequence, detail);
      }
      if (lines) await details.write(lines);
    }
    const now = DateTime.now().setZone(tenant.timezone);
    const ddmmyyyy = (date: string) => DateTime.fromISO(date).toFormat('ddMMyyyy');
    yield afdtHeader(
      { documentType, document, cei: tenant.cei, name: tenant.name },
      ddmmyyyy(first ?? context.from),
      ddmmyyyy(last ?? context.to),
      now.toFormat('ddMMyyyy'),
      now.toFormat('HHmm'),
    );
    yield* details.read();
    yield afdtTrailer(sequence + 1);
  } finally {
    await details.remove();
  }
}

/**
 * The AEJ's tipoAusenOuComp of an absence type. The layout knows only four: a falta (2), a time-bank movement
 * (3) and a day off compensating a holiday (4), the nearest to a folga recorded on a working day; a certificate,
 * vacation, leave or abono has no code, and its day shows in the espelho (docs/legal-files.md).
 */
const AEJ_ABSENCE_KINDS: Partial<Record<AbsenceType, AejAbsenceKind>> = {
  unjustified: 2,
  time_bank: 3,
  day_off: 4,
};

/**
 * The record 07 of an employee's day, if its approved absence has a code and falls on scheduled work (a day of
 * the employment, past, not a holiday, a weekday the schedule has work on, or any day without a schedule).
 * A time-bank day carries the minutes of the schedule it covers, as hours used from the bank.
 */
function aejAbsenceOf(day: CalendarDay, employmentId: number): ReturnType<typeof aejAbsence> | null {
  const kind = day.absence && AEJ_ABSENCE_KINDS[day.absence.type];
  if (!kind || (day.status !== 'absence' && day.status !== 'workday')) return null;
  const contract = scheduledIntervals(day.scheduled ?? []);
  if (day.scheduled !== null && contract.length === 0) return null;
  const covered =
    countedMinutes(contract).total -
    (day.status === 'absence' ? 0 : countedMinutes(withoutExcused(contract, day.excused)).total);
  return aejAbsence({
    employmentId,
    kind,
    date: day.date,
    timeBank: kind === 3 ? { minutes: covered, movement: 2 } : null,
  });
}

/**
 * The AEJ's schedule codes of a rest day (a day of the schedule without work: weekly rest, a cycle's day off)
 * and of a day without a contract schedule, so that a first entry on such a day carries a code, as the layout
 * requires of every first entry.
 */
const REST_DAY = 'FOLGA';
const UNSCHEDULED_DAY = 'SEM_HORARIO';

export interface AejOptions {
  layoutVersion: string;
  program: { name: string; version: string };
}

/**
 * The AEJ, streamed: header; the REPs that took the period's marks (the tenant's REP-P, plus each clock
 * serial as a REP-C); one employment per employee; one contract schedule per distinct day pattern (of the
 * schedule versions in force in the period, weekly or cycles); the treated marks (E/S/D with the pair number,
 * O/I with the reason); the approved absences the layout has a code for (record 07, one per day) and the
 * time bank's movements of the period (07 kind 3: added, or used, expired and paid); the program;
 * the trailer; the signature marker. Employees and schedules are read first (a small pass), the marks then
 * stream employee by employee.
 */
export async function* aej(
  db: Db,
  context: ReportContext,
  options: AejOptions,
  identity: LegalIdentity,
): AsyncGenerator<string> {
  const { tenant, scope } = context;
  const { document, documentType, developer } = identity;
  const counts: Record<string, number> = {};
  const emit = (type: string, line: string) => {
    counts[type] = (counts[type] ?? 0) + 1;
    return line;
  };

  const employees: {
    employee: EmployeeRow;
    employmentId: number;
    timezone: string;
  }[] = [];
  /** Each contract day pattern (by the JSON of its intervals) with its code, `H1`, `H2`… */
  const schedules = new Map<string, { code: string; intervals: { start: string; end: string }[] }>();
  /** Whether some day of the period is a rest day of a schedule, or has no contract schedule at all. */
  let restDays = false;
  let unscheduledDays = false;
  const rows: EmployeeRow[] = [];
  for await (const employee of reportEmployees(db, context)) rows.push(employee);
  for (const batch of chunks(rows, EMPLOYEE_BATCH)) {
    const histories = await scheduleHistories(
      db,
      scope,
      batch.map((employee) => employee.id),
    );
    for (const employee of batch) {
      // Each distinct day pattern of the versions in force in the period gets a code: a weekly one's in
      // weekday order, a cycle's in the order of its days.
      const versions = versionsBetween(histories.get(employee.id)!, context.from, context.to);
      // The first version stands for the days before it too (`versionOn`).
      if (versions.length === 0) unscheduledDays = true;
      for (const { schedule } of versions) {
        if (schedule === null) {
          unscheduledDays = true;
          continue;
        }
        const days = isCycle(schedule) ? schedule.days : WEEKDAYS.map((weekday) => schedule[weekday]);
        for (const intervals of days) {
          if (!intervals?.length) {
            restDays = true;
            continue;
          }
          const key = JSON.stringify(intervals);
          if (!schedules.has(key)) schedules.set(key, { code: `H${schedules.size + 1}`, intervals });
        }
      }
      employees.push({
        employee,
        employmentId: employees.length + 1,
        timezone: zoneOf(employee, tenant),
      });
    }
  }
  /** The code of a day's contract schedule: its pattern's, the rest day's or the no-schedule day's. */
  const scheduleCodeOf = (scheduled: CalendarDay['scheduled']) =>
    scheduled === null
      ? UNSCHEDULED_DAY
      : scheduled.length === 0
        ? REST_DAY
        : schedules.get(JSON.stringify(scheduled))!.code;

  // The clocks (REP-Cs) that took the period's marks: the same window the workdays read marks from. The
  // condition is written as the clock marks' partial index's (migration 035), a literal, so both engines plan
  // with that index whatever the statistics (docs/decisions/037).
  const window = fetchWindow(context.from, context.to, tenant.timezone);
  const clocks = await selectTimeEntries(db, scope)
    .clearSelect()
    .select('deviceId')
    .distinct()
    .where('occurredAt', '>=', window.start)
    .where('occurredAt', '<', window.end)
    .where('rep', '=', sql.lit('rep_c'))
    .orderBy('deviceId')
    .execute();
  /** Each REP's id in the file by its 17-digit number: the REP-P is 1, the clocks follow. */
  const repIds = new Map<string, number>([[tenant.repNumber, 1]]);

  yield emit(
    '01',
    aejHeader({
      documentType,
      document,
      caepf: null,
      cno: tenant.cei,
      name: tenant.name,
      firstDate: context.from,
      lastDate: context.to,
      generatedAt: LocalClock.for(tenant.timezone).legalDateTime(Date.now()),
      version: options.layoutVersion,
    }),
  );
  yield emit('02', aejRep(1, 3, tenant.repNumber));
  for (const { deviceId } of clocks) {
    const serial = deviceId!.padStart(17, '0');
    if (repIds.has(serial)) continue;
    repIds.set(serial, repIds.size + 1);
    yield emit('02', aejRep(repIds.get(serial)!, 1, serial));
  }
  for (const e of employees) yield emit('03', aejEmployment(e.employmentId, e.employee.cpf, e.employee.name));
  for (const { code, intervals } of schedules.values()) {
    const minutes = countedMinutes(
      intervals.map(({ start, end }) => {
        const from = minutesOf(start);
        const to = minutesOf(end);
        return { start: from, end: to <= from ? to + 24 * 60 : to };
      }),
    ).total;
    yield emit(
      '04',
      aejSchedule(
        code,
        minutes,
        intervals.flatMap((i) => [i.start.replace(':', ''), i.end.replace(':', '')]),
      ),
    );
  }
  // A day without contract times still needs a code for its first entry: no duration, no times (00:00).
  if (restDays) yield emit('04', aejSchedule(REST_DAY, 0, ['0000', '0000']));
  if (unscheduledDays) yield emit('04', aejSchedule(UNSCHEDULED_DAY, 0, ['0000', '0000']));

  /**
   * The time bank's movements of the period (docs/time-bank.md): every ledger entry dated in it, but the
   * compensation days, which the absence's own record 07 already carries as hours used. Read for
   * `EMPLOYEE_BATCH` employees at a time, as their marks are written: a year of the whole tenant's ledger was
   * held in memory.
   */
  let bankMovements = new Map<string, Map<string, { minutes: number }[]>>();
  let movementsReadUpTo = 0;
  const movementsOf = async (employmentId: number) => {
    if (employmentId > movementsReadUpTo) {
      const chunk = employees.slice(employmentId - 1, employmentId - 1 + EMPLOYEE_BATCH);
      movementsReadUpTo = employmentId - 1 + chunk.length;
      bankMovements = new Map();
      const entries = await selectEntries(db, scope)
        .clearSelect()
        .select(['employeeId', 'date', 'minutes'])
        .where(
          'employeeId',
          'in',
          chunk.map((e) => e.employee.id),
        )
        .where('date', '>=', context.from)
        .where('date', '<=', context.to)
        .where('kind', '!=', 'compensation')
        .orderBy('employeeId')
        .orderBy('date')
        .orderBy('id')
        .execute();
      for (const entry of entries) {
        const byDate = bankMovements.get(entry.employeeId) ?? new Map<string, { minutes: number }[]>();
        bankMovements.set(entry.employeeId, byDate);
        byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), { minutes: entry.minutes }]);
      }
    }
    return bankMovements.get(employees[employmentId - 1]!.employee.id);
  };

  // Records 07 come after every 05: they go to a spool (a temporary file) as they are made, and follow the
  // marks; held in memory, a year of a large tenant's absences grew the process with the period.
  const absenceLines = await openSpool();
  let marks = '';
  let pending = 0;
  try {
    for await (const e of withWorkdays(db, context, employees)) {
      const clock = LocalClock.for(e.timezone);
      let absences = '';
      const movements = await movementsOf(e.employmentId);
      for (const day of e.workdays) {
        const absence = aejAbsenceOf(day, e.employmentId);
        if (absence) absences += emit('07', absence);
        for (const { minutes } of movements?.get(day.date) ?? [])
          absences += emit(
            '07',
            aejAbsence({
              employmentId: e.employmentId,
              kind: 3,
              date: day.date,
              timeBank: { minutes: Math.abs(minutes), movement: minutes > 0 ? 1 : 2 },
            }),
          );
        for (const mark of day.marks) {
          marks += emit(
            '05',
            aejMark({
              employmentId: e.employmentId,
              at: clock.legalDateTime(mark.at),
              repId: mark.source === 'I' ? null : repIds.get(repNumberOf(mark.entry, tenant))!,
              kind: mark.kind,
              pair: mark.pair ?? 0,
              source: mark.source,
              scheduleCode: mark.kind === 'E' && mark.pair === 1 ? scheduleCodeOf(day.scheduled) : null,
              reason: mark.reason,
            }),
          );
          pending++;
        }
      }
      if (absences) await absenceLines.write(absences);
      if (pending >= LINES_PER_CHUNK) {
        yield marks;
        marks = '';
        pending = 0;
      }
    }
    if (marks) yield marks;
    yield* absenceLines.read();
  } finally {
    await absenceLines.remove();
  }
  yield emit(
    '08',
    aejProgram({
      name: options.program.name,
      version: options.program.version,
      developerDocumentType: developer.document.length === 11 ? 'cpf' : 'cnpj',
      developerDocument: developer.document,
      developerName: developer.name,
      developerEmail: developer.email,
    }),
  );
  yield aejTrailer(counts);
  yield SIGNATURE_MARKER + CRLF;
}

export interface AfdOptions {
  layoutVersion: string;
}

/** AFD lines read per query. */
const AFD_PAGE = 1000;

/**
 * The AFD as the tenant's REP-P, streamed: header; the records written in the period, in NSR order; trailer;
 * signature marker. The period is one NSR range, cut by when the records were written on the REP's clock (the
 * tenant's zone): after the last NSR written before `from`'s midnight, up to the last written before the
 * midnight after `to`. So consecutive periods join with no gap and no overlap, and a mark recorded late (an
 * offline mark synced, a back-dated API call) is in the file of the day it was written, carrying its own
 * marking time. The header's dates are the earliest and latest dates the records carry (docs/legal-files.md).
 * The records were written as lines when they happened; this only reads them in order.
 */
export async function* afd(
  db: Db,
  context: ReportContext,
  options: AfdOptions,
  identity: LegalIdentity,
): AsyncGenerator<string> {
  const { tenant, scope } = context;
  const { document, documentType } = identity;
  const clock = LocalClock.for(tenant.timezone);
  // The service's starts and stops the REP has not recorded yet take their NSRs now, before the cuts.
  await recordServiceEvents(db, scope);
  const marks = selectTimeEntries(db, scope)
    .clearSelect()
    .select(['nsr', 'afdRecord'])
    .where('afdRecord', 'is not', null);
  const otherRecords = selectRepRecords(db, scope).clearSelect().select(['nsr', 'afdRecord']);
  // The cuts, read once (before the header, so a failure is an error answer, not a cut file): lines committed
  // during the download stay out of the file. Each walks the NSR index down from the newest record, so its cost
  // is the records written since the cut, not the tenant's whole history.
  const lastWrittenBefore = async (instant: number) => {
    const latest = (query: SelectQueryBuilder<Database, 'timeEntries' | 'repRecords', { nsr: number }>) =>
      query.orderBy('nsr', 'desc').limit(1);
    const [mark, record] = await Promise.all([
      latest(
        selectTimeEntries(db, scope).clearSelect().select('nsr').where('createdAt', '<', instant),
      ).executeTakeFirst(),
      latest(
        selectRepRecords(db, scope).clearSelect().select('nsr').where('recordedAt', '<', instant),
      ).executeTakeFirst(),
    ]);
    return Math.max(Number(mark?.nsr ?? 0), Number(record?.nsr ?? 0));
  };
  const firstNsr = (await lastWrittenBefore(clock.midnight(context.from))) + 1;
  const lastNsr = await lastWrittenBefore(clock.midnight(addDays(context.to, 1)));
  // The dates of the records, each line's own (the mark's for type 7, the change's or event's for 2, 5, 6).
  const lineDate = sql<string>`substr(afd_record, 11, 10)`;
  const dates = await db
    .selectFrom(
      marks
        .where('nsr', '>=', firstNsr)
        .where('nsr', '<=', lastNsr)
        .unionAll(otherRecords.where('nsr', '>=', firstNsr).where('nsr', '<=', lastNsr))
        .as('period'),
    )
    .select([
      sql<string | null>`min(${lineDate})`.as('first'),
      sql<string | null>`max(${lineDate})`.as('last'),
    ])
    .executeTakeFirstOrThrow();
  // By pages in NSR order, each its own short query: a read never holds a connection (SQLite's only one) for
  // as long as the client takes to download. Each table's part is ordered and limited by itself, so the
  // database walks its NSR index instead of sorting the whole period for every page.
  const page = (afterNsr: number) => {
    // Either table's next lines of the page: its NSRs after `afterNsr`, in order, up to the period's last.
    const next = <TB extends 'timeEntries' | 'repRecords'>(
      query: SelectQueryBuilder<Database, TB, { nsr: number; afdRecord: string | null }>,
    ) => {
      const nsr = sql.ref<number>('nsr');
      return query.where(nsr, '>', afterNsr).where(nsr, '<=', lastNsr).orderBy(nsr).limit(AFD_PAGE);
    };
    return db
      .selectFrom(next(marks).as('marks'))
      .selectAll()
      .unionAll(db.selectFrom(next(otherRecords).as('records')).selectAll())
      .orderBy('nsr')
      .limit(AFD_PAGE)
      .execute();
  };

  yield afdHeader({
    documentType,
    document,
    cno: tenant.cei,
    name: tenant.name,
    inpi: tenant.repNumber,
    firstDate: dates.first ?? context.from,
    lastDate: dates.last ?? context.to,
    generatedAt: clock.legalDateTime(Date.now()),
    layoutVersion: options.layoutVersion,
    developerDocument: identity.developer.document,
  });
  const counts = { '2': 0, '5': 0, '6': 0, '7': 0 };
  let lines = '';
  let pending = 0;
  for (let afterNsr = firstNsr - 1; afterNsr < lastNsr;) {
    const rows = await page(afterNsr);
    for (const { afdRecord } of rows) {
      counts[afdRecord![9] as '2' | '5' | '6' | '7']++;
      lines += afdRecord! + CRLF;
      // Small chunks: the response keeps up to 16 of them queued.
      if (++pending === LINES_PER_CHUNK) {
        yield lines;
        lines = '';
        pending = 0;
      }
    }
    if (rows.length < AFD_PAGE) break;
    afterNsr = rows.at(-1)!.nsr;
  }
  if (lines) yield lines;
  yield afdTrailer(counts);
  yield afdSignatureLine;
}

/**
 * The espelho as PDF: a stream that fills in, one employee section at a time, as the client takes it. The
 * data is read and computed here; the pages are rendered off the event loop (`PdfRenderer`).
 */
export function periodReportPdf(db: Db, context: ReportContext, renderer: PdfRenderer): Readable {
  // The period alone goes to the rendering thread: the context holds what cannot be cloned (`onEmployeesDone`).
  const period = { from: context.from, to: context.to };
  return renderer.render(context.tenant, period, employeeReports(db, context));
}
