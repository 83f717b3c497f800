import { hash } from 'node:crypto';
import { alpha, CRLF, latin1Bytes, num, SIGNATURE_MARKER } from './text.js';

/**
 * AFD (Arquivo Fonte de Dados, Portaria 671/2021 Anexo V) as a REP-P writes it, reference §2.1–2.2: a
 * 302-character header (type 1), the records of the period in NSR order — company data changed (type 2, 331),
 * employees added, changed or removed (type 5, 118), sensitive events (type 6, 36) and marks (type 7, 137) —
 * a 64-character trailer (type 9) and the signature marker line.
 * ISO-8859-1, CR LF after every line. Types 1 to 5 end in a CRC-16/KERMIT of the line; type 6 has no CRC;
 * type 7 carries a SHA-256 that chains it to the previous type-7 record.
 *
 * Types 2, 5, 6 and 7 are written once, when the change or the mark happens, and stored as they were written (a
 * REP's memory); only the header and the trailer are made at export time.
 */

/** CRC-16/KERMIT (CCITT-TRUE): poly 0x1021 reflected (0x8408), init 0, no final xor. "123456789" → 2189. */
export function crc16Kermit(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return crc;
}

/**
 * CRC-16/MODBUS: poly 0x8005 reflected (0xA001), init 0xFFFF, no final xor. "123456789" → 4B37. What REP-C
 * clocks write on records 1 to 5 (reference §2.1: every CRC of the real REP-C file S14).
 */
export function crc16Modbus(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The record followed by its CRC as 4 uppercase hex digits, computed over the record's Latin-1 bytes. */
function withCrc(record: string): string {
  return record + crc16Kermit(latin1Bytes(record)).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A CPF, CNPJ or other identifier in an AFD numeric field: left-aligned and padded with spaces, as Anexo V rule
 * 7 says and real files do (reference §2.1.7). An alphanumeric CNPJ is written as it is (UNCONFIRMED, §6.6).
 */
export function idField(value: string | null, width: number): string {
  const text = value ?? '';
  if (!/^[0-9A-Z]*$/.test(text) || text.length > width) throw new Error(`invalid identifier "${text}"`);
  return text.padEnd(width, ' ');
}

/** Where a mark was collected (type 7 field 6). */
export type Collector = '01' | '02' | '03' | '04' | '05';

export interface AfdHeader {
  documentType: 'cnpj' | 'cpf';
  document: string;
  /** CNO or CAEPF. */
  cno: string | null;
  name: string;
  /** The REP-P's INPI registration number, 17 digits. */
  inpi: string;
  /** `AAAA-MM-dd`. */
  firstDate: string;
  lastDate: string;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ`. */
  generatedAt: string;
  layoutVersion: string;
  developerDocument: string;
}

export function afdHeader(h: AfdHeader): string {
  return (
    withCrc(
      '000000000' +
        '1' +
        (h.documentType === 'cnpj' ? '1' : '2') +
        idField(h.document, 14) +
        idField(h.cno, 14) +
        alpha(h.name, 150) +
        num(h.inpi, 17) +
        h.firstDate +
        h.lastDate +
        h.generatedAt +
        num(h.layoutVersion, 3) +
        (h.developerDocument.length === 11 ? '2' : '1') +
        idField(h.developerDocument, 14) +
        // The model is a REP-C field.
        alpha('', 30),
    ) + CRLF
  );
}

export interface AfdCompanyRecord {
  nsr: number;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ`. */
  writtenAt: string;
  /** CPF of the person who made the change; blank when no person with a CPF is known. */
  responsibleCpf: string | null;
  documentType: 'cnpj' | 'cpf';
  document: string;
  cno: string | null;
  name: string;
  /** Where the work is done; blank when the company has not said. */
  workplace: string | null;
}

/** Type 2, without the line ending (stored as written). */
export function afdCompanyRecord(r: AfdCompanyRecord): string {
  return withCrc(
    num(r.nsr, 9) +
      '2' +
      r.writtenAt +
      idField(r.responsibleCpf, 14) +
      (r.documentType === 'cnpj' ? '1' : '2') +
      idField(r.document, 14) +
      idField(r.cno, 14) +
      alpha(r.name, 150) +
      alpha(r.workplace, 100),
  );
}

export interface AfdEmployeeRecord {
  nsr: number;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ`. */
  writtenAt: string;
  /** I added, A changed, E removed. */
  operation: 'I' | 'A' | 'E';
  cpf: string;
  name: string;
  /** CPF of the person who made the change; blank when an API key did it (no person is known). */
  responsibleCpf: string | null;
}

/** Type 5, without the line ending (stored as written). */
export function afdEmployeeRecord(r: AfdEmployeeRecord): string {
  return withCrc(
    num(r.nsr, 9) +
      '5' +
      r.writtenAt +
      r.operation +
      idField(r.cpf, 12) +
      alpha(r.name, 52) +
      // "Other identification data": its content is not specified.
      alpha('', 4) +
      idField(r.responsibleCpf, 11),
  );
}

/**
 * Type 6 events a REP-P records (reference §2.2): 02 power restored (the service back after it ended without a
 * clean stop), 07 the REP-P available, 08 unavailable. The others (01, 03–06) are a REP-C's.
 */
export type SensitiveEvent = '02' | '07' | '08';

export const SENSITIVE_EVENTS: readonly SensitiveEvent[] = ['02', '07', '08'];

export interface AfdSensitiveEventRecord {
  nsr: number;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ` of the event. */
  at: string;
  event: SensitiveEvent;
}

/** Type 6, without the line ending (stored as written): 36 characters, no CRC. */
export function afdSensitiveEventRecord(r: AfdSensitiveEventRecord): string {
  if (!SENSITIVE_EVENTS.includes(r.event)) throw new Error(`invalid sensitive event "${String(r.event)}"`);
  return num(r.nsr, 9) + '6' + r.at + r.event;
}

export interface AfdMarkRecord {
  nsr: number;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ` of the mark. */
  markedAt: string;
  cpf: string;
  /** `AAAA-MM-ddThh:mm:00ZZZZZ` when the mark was recorded. */
  writtenAt: string;
  collector: Collector;
  offline: boolean;
}

/**
 * Type 7, without the line ending (stored as written). Its hash is the lowercase hex SHA-256 of the record's
 * first 73 characters followed by the previous type-7 record's hash ("" for the first record): the reading
 * most implementations take of Anexo V, whose concatenation rule is UNCONFIRMED (reference §2.2, §6.2).
 */
export function afdMarkRecord(r: AfdMarkRecord, previousHash: string): string {
  const body =
    num(r.nsr, 9) +
    '7' +
    r.markedAt +
    idField(r.cpf, 12) +
    r.writtenAt +
    r.collector +
    (r.offline ? '1' : '0');
  return body + afdMarkHash(body, previousHash);
}

export function afdMarkHash(body: string, previousHash: string): string {
  return hash('sha256', latin1Bytes(body + previousHash), 'hex');
}

/** Whether a stored type-7 line holds this NSR and its hash chains it to `previousHash`. */
export function isChainedMarkRecord(line: string, nsr: number, previousHash: string): boolean {
  return (
    line.length === 137 &&
    line.slice(0, 10) === num(nsr, 9) + '7' &&
    afdMarkHash(line.slice(0, 73), previousHash) === line.slice(73)
  );
}

/** The fields of a stored type-7 line that identify the mark: its NSR, marking date-time and hash (layout §2.2). */
export function markRecordFields(line: string): { nsr: number; markedAt: string; cpf: string; hash: string } {
  return {
    nsr: Number(line.slice(0, 9)),
    markedAt: line.slice(10, 34),
    cpf: line.slice(34, 46).trim(),
    hash: line.slice(73),
  };
}

const SEALED_LENGTHS: Record<string, number> = { '2': 331, '5': 118 };
const SENSITIVE_EVENT_LINE = /^[0-9]{9}6[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:00[-+][0-9]{4}(0[278])$/;

/**
 * Whether a stored type-2, type-5 or type-6 line holds this NSR and is whole: types 2 and 5 by their length and
 * CRC; type 6, which has no CRC, by its shape (36 characters, a REP-P's event code).
 */
export function isSealedRecord(line: string, nsr: number): boolean {
  if (line[9] === '6') return line.slice(0, 9) === num(nsr, 9) && SENSITIVE_EVENT_LINE.test(line);
  return (
    line.slice(0, 9) === num(nsr, 9) &&
    line.length === SEALED_LENGTHS[line[9] ?? ''] &&
    withCrc(line.slice(0, -4)) === line
  );
}

/** Counts of record types 2 to 7; the header and the trailer are not counted. */
export function afdTrailer(counts: Partial<Record<'2' | '3' | '4' | '5' | '6' | '7', number>>): string {
  return (
    '999999999' +
    (['2', '3', '4', '5', '6', '7'] as const).map((t) => num(counts[t] ?? 0, 9)).join('') +
    '9' +
    CRLF
  );
}

export const afdSignatureLine = SIGNATURE_MARKER + CRLF;

/** `AFD` + INPI number + employer CNPJ/CPF + `REP_P`, the name Anexo V gives (extension UNCONFIRMED). */
export const afdFileName = (inpi: string, document: string) => `AFD${inpi}${document}REP_P.txt`;

export type AfdRecord =
  | { type: '1'; line: string; fields: Record<string, string>; crcValid: boolean }
  | { type: '2'; line: string; fields: Record<string, string>; crcValid: boolean }
  | { type: '5'; line: string; fields: Record<string, string>; crcValid: boolean }
  | { type: '6'; line: string; fields: Record<string, string> }
  | { type: '7'; line: string; fields: Record<string, string> }
  | { type: '9'; line: string; fields: Record<string, string> };

const LAYOUTS = {
  '1': [
    ['nsr', 9],
    ['type', 1],
    ['documentType', 1],
    ['document', 14],
    ['cno', 14],
    ['name', 150],
    ['inpi', 17],
    ['firstDate', 10],
    ['lastDate', 10],
    ['generatedAt', 24],
    ['layoutVersion', 3],
    ['developerDocumentType', 1],
    ['developerDocument', 14],
    ['model', 30],
    ['crc', 4],
  ],
  '2': [
    ['nsr', 9],
    ['type', 1],
    ['writtenAt', 24],
    ['responsibleCpf', 14],
    ['documentType', 1],
    ['document', 14],
    ['cno', 14],
    ['name', 150],
    ['workplace', 100],
    ['crc', 4],
  ],
  '5': [
    ['nsr', 9],
    ['type', 1],
    ['writtenAt', 24],
    ['operation', 1],
    ['cpf', 12],
    ['name', 52],
    ['other', 4],
    ['responsibleCpf', 11],
    ['crc', 4],
  ],
  '6': [
    ['nsr', 9],
    ['type', 1],
    ['at', 24],
    ['event', 2],
  ],
  '7': [
    ['nsr', 9],
    ['type', 1],
    ['markedAt', 24],
    ['cpf', 12],
    ['writtenAt', 24],
    ['collector', 2],
    ['offline', 1],
    ['hash', 64],
  ],
  '9': [
    ['nsr', 9],
    ['type2', 9],
    ['type3', 9],
    ['type4', 9],
    ['type5', 9],
    ['type6', 9],
    ['type7', 9],
    ['type', 1],
  ],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;

/**
 * Reads an AFD back (the tests check every field we wrote with it): each line cut into its fields, trimmed of
 * padding, the CRCs of types 1, 2 and 5 recomputed (type 6 has none). Throws on a wrong line length, a missing CR LF or a missing
 * signature marker.
 */
export function parseAfd(text: string): AfdRecord[] {
  const lines = text.split(CRLF);
  if (lines.pop() !== '') throw new Error('the file must end with CR LF');
  if (lines.pop() !== SIGNATURE_MARKER) throw new Error('the last line must be the signature marker');
  return lines.map((line) => {
    const type = line.startsWith('999999999') ? '9' : line[9];
    if (type !== '1' && type !== '2' && type !== '5' && type !== '6' && type !== '7' && type !== '9')
      throw new Error(`unknown record "${line}"`);
    const layout = LAYOUTS[type];
    const width = layout.reduce((sum, [, length]) => sum + length, 0);
    if (line.length !== width) throw new Error(`type ${type} must be ${width} characters: "${line}"`);
    const fields: Record<string, string> = {};
    let at = 0;
    for (const [name, length] of layout) {
      fields[name] = line.slice(at, at + length).trimEnd();
      at += length;
    }
    if (type === '1' || type === '2' || type === '5') {
      return { type, line, fields, crcValid: withCrc(line.slice(0, -4)) === line };
    }
    return { type, line, fields };
  });
}
