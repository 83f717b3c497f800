import { alpha, CRLF, num } from './text.js';

/**
 * AFDT (Arquivo Fonte de Dados Tratados, Portaria 1510/2009), reference §1: a header of 215 characters,
 * one 155-character detail per original or treated mark, a 10-character trailer. Numbers are zero-padded on
 * the left, text space-padded on the right and truncated; every line ends in CR LF (the last one too).
 * Sequence: header 1, details from 2, trailer last + 1 (the reference's recommendation; UNCONFIRMED).
 */

export interface AfdtEmployer {
  documentType: 'cnpj' | 'cpf';
  document: string;
  cei: string | null;
  name: string;
}

export interface AfdtDetail {
  /** Local date and time of the mark: `ddmmaaaa`, `hhmm`. */
  date: string;
  time: string;
  /** 12 digits: the PIS, or the CPF when the employee has none (both zero-padded). */
  workerId: string;
  /** 17 digits: the serial of the clock that took the mark, or the REP-P identifier. */
  rep: string;
  kind: 'E' | 'S' | 'D';
  /** The E/S pair number within the workday; 0 for a disregarded mark (field 8 for "D" is UNCONFIRMED). */
  pair: number;
  source: 'O' | 'I' | 'P';
  reason: string | null;
}

export function afdtHeader(
  employer: AfdtEmployer,
  firstDate: string,
  lastDate: string,
  generatedDate: string,
  generatedTime: string,
): string {
  return (
    num(1, 9) +
    '1' +
    (employer.documentType === 'cnpj' ? '1' : '2') +
    documentField(employer.document, 14) +
    num(employer.cei ?? '', 12) +
    alpha(employer.name, 150) +
    num(firstDate, 8) +
    num(lastDate, 8) +
    num(generatedDate, 8) +
    num(generatedTime, 4) +
    CRLF
  );
}

/**
 * An employer CNPJ/CPF in a numeric field, zero-padded on the left. An alphanumeric CNPJ (valid from July 2026)
 * is written as it is: how the layouts take letters is UNCONFIRMED (reference §6.6).
 */
export function documentField(document: string, width: number): string {
  if (!/^[0-9A-Z]+$/.test(document) || document.length > width)
    throw new Error(`invalid document "${document}"`);
  return document.padStart(width, '0');
}

export function afdtDetailLine(sequence: number, detail: AfdtDetail): string {
  return (
    num(sequence, 9) +
    '2' +
    num(detail.date, 8) +
    num(detail.time, 4) +
    num(detail.workerId, 12) +
    num(detail.rep, 17) +
    detail.kind +
    num(detail.pair, 2) +
    detail.source +
    alpha(detail.reason, 100) +
    CRLF
  );
}

export function afdtTrailer(sequence: number): string {
  return num(sequence, 9) + '9' + CRLF;
}

/** Reads an AFDT back into fields (used by the tests to check every field we wrote). */
export function parseAfdt(text: string) {
  const lines = text.split(CRLF);
  if (lines.pop() !== '') throw new Error('the file must end with CR LF');
  return lines.map((line) => {
    const type = line[9];
    if (type === '1') {
      return {
        type,
        length: line.length,
        sequence: line.slice(0, 9),
        documentType: line.slice(10, 11),
        document: line.slice(11, 25),
        cei: line.slice(25, 37),
        name: line.slice(37, 187).trimEnd(),
        firstDate: line.slice(187, 195),
        lastDate: line.slice(195, 203),
        generatedDate: line.slice(203, 211),
        generatedTime: line.slice(211, 215),
      };
    }
    if (type === '2') {
      return {
        type,
        length: line.length,
        sequence: line.slice(0, 9),
        date: line.slice(10, 18),
        time: line.slice(18, 22),
        workerId: line.slice(22, 34),
        rep: line.slice(34, 51),
        kind: line.slice(51, 52),
        pair: line.slice(52, 54),
        source: line.slice(54, 55),
        reason: line.slice(55, 155).trimEnd(),
      };
    }
    return { type, length: line.length, sequence: line.slice(0, 9) };
  });
}
