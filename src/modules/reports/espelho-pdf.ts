import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { formatDocument } from '../../legal/documents.js';
import type { AbsenceType, EmployeeRow, Tenant } from '../../platform/db/schema.js';
import { type Schedule, WEEKDAYS } from '../employees/employees.schemas.js';
import { isCycle, type ScheduledInterval, type ScheduleSpan } from '../employees/schedule.js';
import { BOLD, FONT_FILES, REGULAR } from './pdf-fonts.js';
import type { ReportDay, Totals } from './period.js';

const WEEKDAY_PT: Record<string, string> = {
  mon: 'seg',
  tue: 'ter',
  wed: 'qua',
  thu: 'qui',
  fri: 'sex',
  sat: 'sáb',
  sun: 'dom',
};
const FLAG_PT: Record<string, string> = {
  incomplete: 'incompleto',
  absent: 'falta',
  short_break: 'intervalo curto',
  long_break: 'intervalo longo',
  overtime_over_limit: 'HE > 2h',
  tolerance_exceeded: 'fora da tolerância',
  short_rest: 'interjornada < 11h',
  dsr_lost: 'DSR perdido',
};
const ABSENCE_PT: Record<AbsenceType, string> = {
  medical_certificate: 'atestado',
  vacation: 'férias',
  leave: 'licença',
  justified: 'abono',
  day_off: 'folga',
  time_bank: 'compensação BH',
  unjustified: 'falta injustificada',
};

/**
 * The day line's "Ocorrências": the holiday worked on (a day without marks names it in their place), the
 * absence's type (atestado, férias…), then the flags but `absent`.
 */
export function dayOccurrences(
  day: Pick<ReportDay, 'absence' | 'flags'> & Partial<Pick<ReportDay, 'status' | 'holiday' | 'marks'>>,
): string {
  const workedHoliday = day.status === 'holiday' && (day.marks?.length ?? 0) > 0;
  return [
    ...(workedHoliday ? [`feriado: ${day.holiday?.name ?? ''}`] : []),
    ...(day.absence ? [ABSENCE_PT[day.absence.type]] : []),
    ...day.flags.filter((f) => f !== 'absent').map((f) => FLAG_PT[f]),
  ].join(', ');
}

const brDate = (date: string) => DateTime.fromISO(date).toFormat('dd/MM/yyyy');

function scheduleText(schedule: Schedule | null): string {
  if (schedule === null) return 'sem horário contratual (jornada de 8 h como referência)';
  const intervalsText = (intervals: ScheduledInterval[]) =>
    intervals.length ? intervals.map((i) => `${i.start}–${i.end}`).join(', ') : 'folga';
  if (isCycle(schedule)) {
    return (
      `ciclo de ${schedule.days.length} dias desde ${brDate(schedule.startsOn)}: ` +
      schedule.days.map((intervals, i) => `dia ${i + 1} ${intervalsText(intervals)}`).join('; ')
    );
  }
  return WEEKDAYS.filter((weekday) => schedule[weekday]?.length)
    .map((weekday) => `${WEEKDAY_PT[weekday]} ${intervalsText(schedule[weekday]!)}`)
    .join('; ');
}

/**
 * The "Horário contratual" of the header: each schedule version in force during the period, with the days of
 * the period it governs (docs/calendar.md, "Schedules"), one line each.
 */
export function contractSchedules(spans: ScheduleSpan[]): string[] {
  if (spans.length === 0) return [scheduleText(null)];
  return spans.map(({ from, to, schedule }) => `${brDate(from)} a ${brDate(to)}: ${scheduleText(schedule)}`);
}

/** Minutes as `h:mm`. */
export function hours(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

const documentText = (document: string | null) => (document ? formatDocument(document) : '—');

const COLUMNS = [
  { title: 'Data', width: 50 },
  { title: 'Marcações', width: 126 },
  { title: 'Trab.', width: 32 },
  { title: 'Not.', width: 30 },
  { title: 'HE 50%', width: 32 },
  { title: 'HE 100%', width: 34 },
  { title: 'Atraso', width: 30 },
  { title: 'Falta', width: 30 },
  { title: 'Int. sup.', width: 32 },
  { title: 'Interj.', width: 30 },
  { title: 'Ocorrências', width: 80 },
];

/** The amount columns of a day line or of the totals line, in `COLUMNS` order (Trab. to Interj.). */
export function amountCells(
  amounts: Pick<
    ReportDay,
    | 'workedMinutes'
    | 'nightMinutes'
    | 'overtime50Minutes'
    | 'overtime100Minutes'
    | 'lateMinutes'
    | 'absenceMinutes'
    | 'suppressedBreakMinutes'
    | 'restShortfallMinutes'
  >,
): string[] {
  return [
    hours(amounts.workedMinutes),
    hours(amounts.nightMinutes),
    hours(amounts.overtime50Minutes),
    hours(amounts.overtime100Minutes),
    hours(amounts.lateMinutes),
    hours(amounts.absenceMinutes),
    hours(amounts.suppressedBreakMinutes),
    hours(amounts.restShortfallMinutes),
  ];
}

/** What a day without marks shows in place of them: where it falls on the calendar (docs/calendar.md). */
function withoutMarks(day: ReportDay): string {
  if (day.status === 'holiday') return `feriado: ${day.holiday?.name ?? ''}`;
  if (day.status === 'rest') return 'descanso';
  if (day.status === 'not_employed') return 'fora do contrato';
  if (day.status === 'future') return '';
  return day.flags.includes('absent') ? 'falta' : '—';
}

/**
 * The printable espelho de ponto (Portaria 671 art. 84): one section per employee, starting on a new page,
 * with the employer and employee headers, the period, the schedule, one line per workday, the totals and the
 * signature lines. The document is a stream: pages leave as they are finished.
 */
export class EspelhoPdf {
  readonly document = new PDFDocument({
    size: 'A4',
    margin: 36,
    bufferPages: false,
    info: { Title: 'Espelho de ponto' },
  });
  private first = true;

  constructor(
    private readonly tenant: Tenant,
    private readonly period: { from: string; to: string },
  ) {
    for (const [name, file] of Object.entries(FONT_FILES)) this.document.registerFont(name, file);
    this.document.font(REGULAR);
  }

  addEmployee(
    employee: EmployeeRow,
    timezone: string,
    schedules: ScheduleSpan[],
    days: ReportDay[],
    totals: Totals,
  ): void {
    const doc = this.document;
    if (!this.first) doc.addPage();
    this.first = false;
    const issued = DateTime.now().setZone(this.tenant.timezone).toFormat('dd/MM/yyyy HH:mm');

    doc.font(BOLD).fontSize(14).text('Espelho de Ponto', { align: 'center' });
    doc.moveDown(0.5).fontSize(9).font(BOLD).text('Empregador: ', { continued: true });
    doc
      .font(REGULAR)
      .text(
        `${this.tenant.name} — ${this.tenant.documentType === 'cpf' ? 'CPF' : 'CNPJ'} ${documentText(this.tenant.document)}${this.tenant.cei ? ` — CEI/CAEPF/CNO ${this.tenant.cei}` : ''}`,
      );
    doc.font(BOLD).text('Empregado: ', { continued: true });
    doc
      .font(REGULAR)
      .text(
        `${employee.name} — CPF ${documentText(employee.cpf)}${employee.pis ? ` — PIS ${employee.pis}` : ''}`,
      );
    doc.font(BOLD).text('Admissão: ', { continued: true });
    doc
      .font(REGULAR)
      .text(
        `${employee.admissionDate ? brDate(employee.admissionDate) : '—'}    Cargo: ${employee.jobTitle ?? '—'}`,
      );
    doc.font(BOLD).text('Período: ', { continued: true });
    doc
      .font(REGULAR)
      .text(`${brDate(this.period.from)} a ${brDate(this.period.to)}    Emitido em: ${issued}`);
    doc.font(BOLD).text('Horário contratual: ', { continued: true });
    doc.font(REGULAR).text(contractSchedules(schedules).join('\n'));
    doc.moveDown(0.6);

    this.row(
      COLUMNS.map((c) => c.title),
      true,
    );
    for (const day of days) {
      const marks = day.marks
        .map((m) => {
          const time = DateTime.fromISO(m.at, { zone: timezone }).toFormat('HH:mm');
          return m.kind === 'D' ? `(${time})D` : `${time}${m.source === 'I' ? '*' : ''}`;
        })
        .join(' ');
      this.row([
        `${DateTime.fromISO(day.date).toFormat('dd/MM')} ${WEEKDAY_PT[day.weekday]}`,
        marks || withoutMarks(day),
        ...amountCells(day),
        dayOccurrences(day),
      ]);
    }
    this.row(['Totais', '', ...amountCells(totals), ''], true);
    const reasons = days.flatMap((d) =>
      d.marks
        .filter((m) => m.reason)
        .map(
          (m) =>
            `${DateTime.fromISO(m.at, { zone: timezone }).toFormat('dd/MM HH:mm')} ${m.kind === 'D' ? 'desconsiderada' : 'incluída'}: ${m.reason}`,
        ),
    );
    doc
      .moveDown(0.5)
      .fontSize(7.5)
      .font(REGULAR)
      .text(
        '* marcação incluída por ajuste aprovado; (hh:mm)D marcação desconsiderada. Horas em hora noturna reduzida (52min30s), salvo Int. sup. e Interj., em horas de relógio. HE 50%/100%: horas extras por faixa (feriado e descanso semanal a 100%). Int. sup.: intervalo suprimido (CLT art. 71 §4). Interj.: horas faltantes do descanso de 11 h entre jornadas (CLT art. 66).',
      );
    if (reasons.length) doc.text(`Motivos: ${reasons.join(' · ')}`);

    doc.moveDown(3);
    const y = doc.y;
    doc.moveTo(60, y).lineTo(260, y).stroke();
    doc.moveTo(330, y).lineTo(530, y).stroke();
    doc.fontSize(8).text(employee.name, 60, y + 4, { width: 200, align: 'center' });
    doc.text(this.tenant.name, 330, y + 4, { width: 200, align: 'center' });
    doc.x = doc.page.margins.left;
  }

  private row(cells: string[], bold = false): void {
    const doc = this.document;
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? BOLD : REGULAR).fontSize(8);
    let height = 0;
    cells.forEach((cell, i) => {
      const width = COLUMNS[i]!.width;
      doc.text(cell, x + 2, y + 2, { width: width - 4 });
      height = Math.max(height, doc.y - y);
      x += width;
    });
    doc
      .rect(
        doc.page.margins.left,
        y,
        COLUMNS.reduce((a, c) => a + c.width, 0),
        height + 2,
      )
      .lineWidth(0.3)
      .stroke();
    doc.x = doc.page.margins.left;
    doc.y = y + height + 2;
  }

  end(): void {
    if (this.first) this.document.fontSize(10).text('Nenhum empregado no período.');
    this.document.end();
  }
}
