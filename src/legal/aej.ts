import { CRLF, SIGNATURE_MARKER, toLatin1 } from './text.js';

/**
 * AEJ (Arquivo Eletrônico de Jornada, Portaria 671/2021 Anexo VI), reference §2.3: pipe-separated records of
 * variable length, ISO-8859-1, CR LF after every line, ending with the signature marker line. Record types
 * 01 header, 02 REPs, 03 employments, 04 contract schedules, 05 marks, 07 absences, 08 the PTRP, 99 trailer.
 */

/** Printable ASCII but the separator: what most fields are (numbers, dates, codes), and need no mapping. */
const PLAIN = /^[\x20-\x7b\x7d\x7e]*$/;

/**
 * A field value: Latin-1, without the separator or line breaks it could smuggle in. Numbers and plain text
 * skip the mapping: a year's AEJ formats eight fields a mark, millions of them (docs/decisions/037).
 */
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (PLAIN.test(value)) return value.trim();
  return toLatin1(value)
    .replace(/[|\r\n]/g, ' ')
    .trim();
}

export function aejRecord(type: string, ...fields: (string | number | null | undefined)[]): string {
  let line = type;
  for (const value of fields) line += '|' + field(value);
  return line + CRLF;
}

export interface AejHeader {
  documentType: 'cnpj' | 'cpf';
  document: string;
  caepf: string | null;
  cno: string | null;
  name: string;
  /** `AAAA-MM-dd`. */
  firstDate: string;
  lastDate: string;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ`. */
  generatedAt: string;
  version: string;
}

export const aejHeader = (h: AejHeader) =>
  aejRecord(
    '01',
    h.documentType === 'cnpj' ? 1 : 2,
    h.document,
    h.caepf,
    h.cno,
    h.name.slice(0, 150),
    h.firstDate,
    h.lastDate,
    h.generatedAt,
    h.version,
  );

/** tpRep: 1 REP-C, 2 REP-A, 3 REP-P. */
export const aejRep = (id: number, repType: 1 | 2 | 3, number: string) =>
  aejRecord('02', id, repType, number);

export const aejEmployment = (id: number, cpf: string, name: string) =>
  aejRecord('03', id, cpf, name.slice(0, 150));

/** durJornada in minutes, counting the reduced night hour; then the entry/exit times `hhmm` in order. */
export const aejSchedule = (code: string, durationMinutes: number, times: string[]) =>
  aejRecord('04', code, durationMinutes, ...times);

export interface AejMark {
  employmentId: number;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ`. */
  at: string;
  repId: number | null;
  kind: 'E' | 'S' | 'D';
  pair: number;
  source: 'O' | 'I' | 'P' | 'X' | 'T';
  scheduleCode: string | null;
  reason: string | null;
}

export const aejMark = (m: AejMark) =>
  aejRecord(
    '05',
    m.employmentId,
    m.at,
    m.repId,
    m.kind,
    m.pair,
    m.source,
    m.scheduleCode,
    m.reason === null ? null : m.reason.slice(0, 150),
  );

/** tipoAusenOuComp: 1 DSR, 2 unjustified absence, 3 time-bank movement, 4 day off compensating a holiday. */
export type AejAbsenceKind = 1 | 2 | 3 | 4;

export interface AejAbsence {
  employmentId: number;
  kind: AejAbsenceKind;
  /** `AAAA-MM-dd`. */
  date: string;
  /** qtMinutos and tipoMovBH (1 hours added to the bank, 2 hours used): required for a time-bank movement. */
  timeBank: { minutes: number; movement: 1 | 2 } | null;
}

export const aejAbsence = (a: AejAbsence) =>
  aejRecord('07', a.employmentId, a.kind, a.date, a.timeBank?.minutes, a.timeBank?.movement);

export interface AejProgram {
  name: string;
  version: string;
  developerDocumentType: 'cnpj' | 'cpf';
  developerDocument: string;
  developerName: string;
  developerEmail: string;
}

export const aejProgram = (p: AejProgram) =>
  aejRecord(
    '08',
    p.name,
    p.version.slice(0, 8),
    p.developerDocumentType === 'cnpj' ? 1 : 2,
    p.developerDocument,
    p.developerName,
    p.developerEmail.slice(0, 50),
  );

/** The trailer counts records of types 01 to 08, in order. */
export const aejTrailer = (counts: Record<string, number>) =>
  aejRecord('99', ...['01', '02', '03', '04', '05', '06', '07', '08'].map((type) => counts[type] ?? 0));

/** Splits an AEJ back into records of fields (the tests read every field we wrote). */
export function parseAej(text: string): string[][] {
  const lines = text.split(CRLF);
  if (lines.pop() !== '') throw new Error('the file must end with CR LF');
  if (lines.pop() !== SIGNATURE_MARKER) throw new Error('the last line must be the signature marker');
  return lines.map((line) => line.split('|'));
}
