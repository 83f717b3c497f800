import { DateTime } from 'luxon';
import { formatDocument } from '../../legal/documents.js';
import type { AbsenceType } from '../../platform/db/schema.js';
import type { DayStatus } from '../workdays/calendar.js';
import type { ReportDay } from './period.js';

/*
 * The espelho's words and numbers as a Brazilian employer reads them, shared by the PDF (rendered in a thread)
 * and the spreadsheet CSV (written on the event loop): free of pdfkit.
 */

export const WEEKDAY_PT: Record<string, string> = {
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

export const brDate = (date: string) => DateTime.fromISO(date).toFormat('dd/MM/yyyy');

/** What a day is on the calendar (docs/calendar.md), in words. */
export const STATUS_PT: Record<DayStatus, string> = {
  workday: 'dia útil',
  rest: 'descanso',
  holiday: 'feriado',
  absence: 'ausência',
  not_employed: 'fora do contrato',
  future: 'futuro',
};

/** Minutes as `h:mm` (the PDF's columns). */
export function hours(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Minutes as `hh:mm`, what a spreadsheet reads as a duration: at least two digits of hours, more past 99, and
 * `-hh:mm` below zero.
 */
export function clockHours(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A CPF, CNPJ or CAEPF with its punctuation, or a dash when there is none. */
export const documentText = (document: string | null) => (document ? formatDocument(document) : '—');

export type ReportMark = ReportDay['marks'][number];

/** One column pair of the espelho: an entry and the exit that closes it; either is missing on an incomplete day. */
export interface MarkPair {
  entry: ReportMark | null;
  exit: ReportMark | null;
}

/**
 * The day's treated marks as the E/S pairs of the espelho's columns, in order: each E opens a pair and the S
 * after it closes it. An S with no open pair (the entry forgotten) stands alone, as does an E never closed.
 * Disregarded marks (D) are in no pair.
 */
export function markPairs(marks: readonly ReportMark[]): MarkPair[] {
  const pairs: MarkPair[] = [];
  for (const mark of marks) {
    if (mark.kind === 'E') pairs.push({ entry: mark, exit: null });
    else if (mark.kind === 'S') {
      const open = pairs.at(-1);
      if (open && open.entry && !open.exit) open.exit = mark;
      else pairs.push({ entry: null, exit: mark });
    }
  }
  return pairs;
}
