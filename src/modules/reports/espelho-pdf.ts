import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import type { EmployeeRow, Tenant } from '../../platform/db/schema.js';
import { type Schedule, WEEKDAYS } from '../employees/employees.schemas.js';
import { isCycle, type ScheduledInterval, type ScheduleSpan } from '../employees/schedule.js';
import {
  brDate,
  dayOccurrences,
  documentText,
  hours,
  type MarkPair,
  markPairs,
  type ReportMark,
  WEEKDAY_PT,
} from './espelho-words.js';
import { BOLD, FONT_FILES, REGULAR } from './pdf-fonts.js';
import type { ReportDay, Totals } from './period.js';

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

/** The E/S pairs side by side on a line of the day; a day with more pairs continues on the lines below. */
const PAIRS_PER_LINE = 2;

const COLUMNS = [
  { title: 'Data', width: 46 },
  ...Array.from({ length: PAIRS_PER_LINE }, (_, i) => [
    { title: `E${i + 1}`, width: 30 },
    { title: `S${i + 1}`, width: 30 },
  ]).flat(),
  { title: 'Trab.', width: 32 },
  { title: 'Not.', width: 30 },
  { title: 'HE 50%', width: 31 },
  { title: 'HE 100%', width: 36 },
  { title: 'Atraso', width: 30 },
  { title: 'Falta', width: 30 },
  { title: 'Int. sup.', width: 32 },
  { title: 'Interj.', width: 30 },
  { title: 'Ocorrências', width: 106 },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** A table cell: its text, over `span` columns (one unless said). */
type Cell = string | { text: string; span: number };

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

/**
 * The E1 S1 E2 S2 … cells of a day: pair n in the columns of pair n mod `PAIRS_PER_LINE`, on line
 * n div `PAIRS_PER_LINE` of the cell, so every time stays under its E or S. A mark included by an approved
 * adjustment is starred.
 */
export function pairCells(pairs: readonly MarkPair[], time: (mark: ReportMark) => string): string[] {
  const text = (mark: ReportMark | null) => (mark ? `${time(mark)}${mark.source === 'I' ? '*' : ''}` : '');
  const lines = Math.ceil(pairs.length / PAIRS_PER_LINE);
  return Array.from({ length: PAIRS_PER_LINE }, (_, column) => {
    const inColumn = Array.from({ length: lines }, (_, line) => pairs[line * PAIRS_PER_LINE + column]);
    return [
      inColumn.map((pair) => text(pair?.entry ?? null)).join('\n'),
      inColumn.map((pair) => text(pair?.exit ?? null)).join('\n'),
    ];
  }).flat();
}

/** What a day without marks shows in place of them: where it falls on the calendar (docs/calendar.md). */
function withoutMarks(day: ReportDay): string {
  if (day.status === 'holiday') return `feriado: ${day.holiday?.name ?? ''}`;
  if (day.status === 'rest') return 'descanso';
  if (day.status === 'not_employed') return 'fora do contrato';
  if (day.status === 'future') return '';
  return day.flags.includes('absent') ? 'falta' : '—';
}

/** The declaration the employee signs under (Portaria 671 art. 84 leaves its words to the employer). */
export const DECLARATION =
  'Reconheço a exatidão das marcações e das horas registradas neste espelho de ponto, referente ao período de';

/** Room the signature block needs below the table: it is never split from its declaration. */
const SIGNATURE_BLOCK_HEIGHT = 150;
/** The footer's line, inside the bottom margin. */
const FOOTER_OFFSET = 14;
/** Sections between two fresh starts of pdfkit's word-layout cache (see `boundWordLayouts`). */
export const SECTIONS_PER_LAYOUT_CACHE = 100;

/**
 * The parts of pdfkit's document that would grow with its length. pdfkit has no public way to bound them;
 * `test/unit/espelho-pdf-memory.test.ts` fails if they move.
 */
export interface PdfkitInternals {
  /** The fonts in use, each with the layout of every word it has set. */
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> }>;
  /** The pages held to be numbered (`bufferPages`); `flushPages` writes them and starts a new list. */
  _pageBuffer: { dictionary: { data: object } }[];
}

/**
 * The printable espelho de ponto (Portaria 671 art. 84): one section per employee, starting on a new page,
 * with the employer and employee headers, the period, the schedule, one line per workday with the marks as
 * E/S pairs, the totals, the declaration and the signature lines, and "Página n de m" of the section on each
 * of its pages. The document is a stream: a section's pages leave once it is finished (they are held until
 * then only to be numbered).
 */
export class EspelhoPdf {
  readonly document = new PDFDocument({
    size: 'A4',
    margin: 36,
    bufferPages: true,
    info: { Title: 'Espelho de ponto' },
  });
  private first = true;
  private sections = 0;
  private readonly internals = this.document as unknown as PdfkitInternals;

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
    if (++this.sections % SECTIONS_PER_LAYOUT_CACHE === 0) this.boundWordLayouts();
    const issued = DateTime.now().setZone(this.tenant.timezone).toFormat('dd/MM/yyyy HH:mm');
    const employer = `${this.tenant.documentType === 'cpf' ? 'CPF' : 'CNPJ'} ${documentText(this.tenant.document)}`;
    const period = `${brDate(this.period.from)} a ${brDate(this.period.to)}`;

    doc.font(BOLD).fontSize(14).text('Espelho de Ponto', { align: 'center' });
    doc.moveDown(0.5).fontSize(9).font(BOLD).text('Empregador: ', { continued: true });
    doc
      .font(REGULAR)
      .text(
        `${this.tenant.name} — ${employer}${this.tenant.cei ? ` — CEI/CAEPF/CNO ${this.tenant.cei}` : ''}`,
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
    doc.font(REGULAR).text(`${period}    Emitido em: ${issued}`);
    doc.font(BOLD).text('Horário contratual: ', { continued: true });
    doc.font(REGULAR).text(contractSchedules(schedules).join('\n'));
    doc.moveDown(0.6);

    const header = COLUMNS.map((c) => c.title);
    this.row(header, { header: true });
    const time = (mark: ReportMark) => DateTime.fromISO(mark.at, { zone: timezone }).toFormat('HH:mm');
    for (const day of days) {
      const pairs = markPairs(day.marks);
      const disregarded = day.marks.filter((m) => m.kind === 'D').map(time);
      const occurrences = [
        ...(disregarded.length ? [`desconsiderada: ${disregarded.join(' ')}`] : []),
        dayOccurrences(day),
      ].filter(Boolean);
      this.row(
        [
          `${DateTime.fromISO(day.date).toFormat('dd/MM')} ${WEEKDAY_PT[day.weekday]}`,
          ...(pairs.length
            ? pairCells(pairs, time)
            : [{ text: withoutMarks(day), span: 2 * PAIRS_PER_LINE }]),
          ...amountCells(day),
          occurrences.join(', '),
        ],
        { repeat: header },
      );
    }
    this.row(['Totais', { text: '', span: 2 * PAIRS_PER_LINE }, ...amountCells(totals), ''], {
      bold: true,
      repeat: header,
    });
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
        'E1, S1, E2, S2: entrada e saída de cada par de marcações do dia (um dia com mais pares continua nas linhas seguintes). * marcação incluída por ajuste aprovado; desconsiderada: marcação desconsiderada por ajuste aprovado. Horas em hora noturna reduzida (52min30s), salvo Int. sup. e Interj., em horas de relógio. HE 50%/100%: horas extras por faixa (feriado e descanso semanal a 100%). Int. sup.: intervalo suprimido (CLT art. 71 §4). Interj.: horas faltantes do descanso de 11 h entre jornadas (CLT art. 66).',
      );
    if (reasons.length) doc.text(`Motivos: ${reasons.join(' · ')}`);

    this.signatures(employee, employer, period);
    this.numberPages(employee.name, period);
  }

  /**
   * pdfkit keeps the layout of every word it has set, per font, for the whole document (`layoutCache`), and
   * names, CPFs and reasons are new words for each employee: a month of 4,000 employees held 75 MB of them, so
   * a document's memory grew with its length. Every `SECTIONS_PER_LAYOUT_CACHE` sections the caches start
   * afresh, which bounds them and keeps what they are for (without them, rendering takes 4× as long).
   */
  private boundWordLayouts(): void {
    for (const font of Object.values(this.internals._fontFamilies)) {
      if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
    }
  }

  /** The declaration, the place and date, and the employee's and the employer's signature lines. */
  private signatures(employee: EmployeeRow, employer: string, period: string): void {
    const doc = this.document;
    const left = doc.page.margins.left;
    if (doc.y > doc.page.height - doc.page.margins.bottom - SIGNATURE_BLOCK_HEIGHT) doc.addPage();
    doc.moveDown(1.5).fontSize(9).font(REGULAR).text(`${DECLARATION} ${period}.`, left, doc.y, {
      width: TABLE_WIDTH,
    });
    doc.moveDown(1.5).text('Local e data: ________________________________, ____/____/________', left);
    doc.moveDown(3.5);
    const y = doc.y;
    const signer = (x: number, name: string, document: string, role: string) => {
      doc
        .moveTo(x, y)
        .lineTo(x + 210, y)
        .lineWidth(0.5)
        .stroke();
      doc
        .fontSize(8)
        .font(BOLD)
        .text(name, x, y + 4, { width: 210, align: 'center' });
      doc.font(REGULAR).text(document, { width: 210, align: 'center' });
      doc.text(role, { width: 210, align: 'center' });
    };
    signer(left + 20, employee.name, `CPF ${documentText(employee.cpf)}`, 'Assinatura do empregado');
    signer(left + TABLE_WIDTH - 230, this.tenant.name, employer, 'Assinatura do empregador');
    doc.x = left;
  }

  /**
   * "Página n de m" on each page of the section just written, in the bottom margin, then the pages go out:
   * each employee's espelho is numbered by itself, as it is printed, signed and kept by itself.
   */
  private numberPages(employeeName: string, period: string): void {
    const doc = this.document;
    const { start, count } = doc.bufferedPageRange();
    const label = `Espelho de ponto — ${employeeName.length > 90 ? `${employeeName.slice(0, 89)}…` : employeeName} — ${period}`;
    for (let page = 0; page < count; page++) {
      doc.switchToPage(start + page);
      const bottom = doc.page.margins.bottom;
      // Writing inside the margin would otherwise start a new page.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - bottom + FOOTER_OFFSET;
      const left = doc.page.margins.left;
      doc.fontSize(7.5).font(REGULAR);
      doc.text(label, left, y, { width: TABLE_WIDTH - 80, lineBreak: false });
      doc.text(`Página ${page + 1} de ${count}`, left + TABLE_WIDTH - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
    const written = this.internals._pageBuffer;
    doc.flushPages();
    // A written page stays in the page tree until the end, which needs only its object number from it: its
    // contents and resources (about 1 KB a page, 160 MB in a year of 20,000 employees) can go now.
    for (const page of written) page.dictionary.data = {};
  }

  /**
   * One table line: the column titles (`header`, smaller), a totals line (`bold`) or a day. A line that does
   * not fit starts a new page, which repeats the titles (`repeat`) so every page reads by itself.
   */
  private row(cells: Cell[], options: { header?: boolean; bold?: boolean; repeat?: string[] } = {}): void {
    const doc = this.document;
    const font = () =>
      doc.font(options.header || options.bold ? BOLD : REGULAR).fontSize(options.header ? 7 : 8);
    font();
    const spanned = cells.map((cell) => (typeof cell === 'string' ? { text: cell, span: 1 } : cell));
    let column = 0;
    const placed = spanned.map((cell) => {
      const at = column;
      column += cell.span;
      const x = COLUMNS.slice(0, at).reduce((sum, c) => sum + c.width, 0);
      const width = COLUMNS.slice(at, column).reduce((sum, c) => sum + c.width, 0);
      return { ...cell, x, width };
    });
    // Most cells fit their lines as they are: those are laid out without wrapping, which costs a fraction of
    // it (a year's espelho has some twenty thousand cells per employee); the others are wrapped.
    const lineHeight = doc.currentLineHeight(true);
    const measured = placed.map((cell) => {
      const lines = cell.text.split('\n');
      const fits = lines.every((line) => doc.widthOfString(line) <= cell.width - 4);
      const height = fits
        ? lines.length * lineHeight
        : doc.heightOfString(cell.text, { width: cell.width - 4 });
      return { ...cell, fits, height };
    });
    const height = Math.max(lineHeight, ...measured.map((cell) => cell.height));
    if (doc.y + height + 4 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (options.repeat) this.row(options.repeat, { header: true });
      font();
    }
    const y = doc.y;
    const left = doc.page.margins.left;
    for (const cell of measured) {
      if (!cell.text) continue;
      const at = { x: left + cell.x + 2, y: y + 2 };
      if (cell.fits) {
        cell.text
          .split('\n')
          .forEach((line, i) => doc.text(line, at.x, at.y + i * lineHeight, { lineBreak: false }));
      } else doc.text(cell.text, at.x, at.y, { width: cell.width - 4 });
    }
    doc
      .rect(left, y, TABLE_WIDTH, height + 4)
      .lineWidth(0.3)
      .stroke();
    doc.x = left;
    doc.y = y + height + 4;
  }

  end(): void {
    if (this.first) this.document.fontSize(10).text('Nenhum empregado no período.');
    this.document.end();
  }
}
