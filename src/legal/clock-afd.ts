import { crc16Kermit, crc16Modbus } from './afd.js';

/**
 * Reads the AFD a time clock (REP-C) exports, to import its marks (reference §1.6 and §2.1–2.2):
 *
 * - **Portaria 671** (layout 003): a 302-character header whose field 7 is the clock's serial; marks are type 3
 *   (50 characters: NSR, `3`, `AAAA-MM-ddThh:mm:00ZZZZZ`, the worker's CPF in 12, CRC-16). Records 1 to 5 end
 *   in a CRC-16 of the line: MODBUS on REP-C clocks (the real file S14), KERMIT on REP-A and REP-P; either is
 *   accepted.
 * - **Portaria 1510**: a 232-character header (the serial at 188–204); marks are type 3 (34 characters: NSR,
 *   `3`, `ddmmaaaa`, `hhmm` in the clock's local time, the worker's PIS in 12), without CRCs.
 *
 * Only marks are read; other records (company, clock adjustments, employees, events) are checked for their
 * length and CRC and otherwise skipped. What follows the trailer (`999999999…`) is the signature. A line that
 * cannot be read is a problem of that line; only a file without a readable header fails as a whole.
 * ISO-8859-1, CR LF (a bare LF, as files stored in git have, is accepted).
 */

export type ClockAfdLayout = 'portaria-671' | 'portaria-1510';

/** Who made a mark: the identifiers the line may stand for (art. 96 §2: a 12-digit field may be `0`+PIS). */
export interface ClockWorker {
  cpf: string | null;
  pis: string | null;
}

export interface ClockMark {
  /** 1-based line number in the file. */
  line: number;
  nsr: number;
  /** 671: an RFC 3339 instant with the clock's offset; 1510: `YYYY-MM-DDThh:mm`, the clock's local time. */
  at: { instant: string } | { local: string };
  worker: ClockWorker;
}

export interface ClockAfdProblem {
  line: number;
  message: string;
}

export interface ClockAfd {
  layout: ClockAfdLayout;
  /** The clock's serial (header field 7), 17 digits. */
  serial: string;
  /** Lines in the file, the header, trailer and signature included. */
  lines: number;
  marks: ClockMark[];
  problems: ClockAfdProblem[];
}

/** A file that is not a clock's AFD at all. */
export class ClockAfdError extends Error {}

const LAYOUTS = {
  'portaria-671': {
    headerLength: 302,
    serialAt: 189,
    lengths: { '2': 331, '3': 50, '4': 73, '5': 118, '6': 36, '7': 137 } as Record<string, number>,
    trailerLength: 64,
    withCrc: new Set(['2', '3', '4', '5']),
  },
  'portaria-1510': {
    headerLength: 232,
    serialAt: 187,
    lengths: { '2': 299, '3': 34, '4': 34, '5': 87 } as Record<string, number>,
    trailerLength: 46,
    withCrc: new Set<string>(),
  },
} as const;

const DATE_TIME_671 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([-+]\d{2})(\d{2})$/;
const DATE_TIME_1510 = /^(\d{2})(\d{2})(\d{4})(\d{2})(\d{2})$/;

/** Whether the line's last 4 characters are the CRC-16 (MODBUS or KERMIT) of what precedes them. */
function hasValidCrc(line: string): boolean {
  const bytes = Buffer.from(line.slice(0, -4), 'latin1');
  const written = line.slice(-4).toUpperCase();
  const hex = (crc: number) => crc.toString(16).toUpperCase().padStart(4, '0');
  return written === hex(crc16Modbus(bytes)) || written === hex(crc16Kermit(bytes));
}

/** The worker a 671 CPF field (12) names: 11 digits, or 12 with a leading `0` (padding, or `0`+PIS) or `9`. */
function worker671(field: string): ClockWorker | undefined {
  const digits = field.trim();
  if (/^\d{11}$/.test(digits)) return { cpf: digits, pis: null };
  if (/^0\d{11}$/.test(digits)) return { cpf: digits.slice(1), pis: digits.slice(1) };
  if (/^9\d{11}$/.test(digits)) return { cpf: digits.slice(1), pis: null };
  return undefined;
}

/** The worker a 1510 PIS field (12) names: 11 digits, zero-padded or not. */
function worker1510(field: string): ClockWorker | undefined {
  const digits = field.trim();
  if (/^\d{11}$/.test(digits)) return { cpf: null, pis: digits };
  if (/^0\d{11}$/.test(digits)) return { cpf: null, pis: digits.slice(1) };
  return undefined;
}

const HEADER_START = '0000000001';

/** Whether the bytes start as an AFD does (NSR 000000000, type 1): what is not an AFD at all is refused at once. */
export function startsAsAfd(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, HEADER_START.length)).toString('latin1') === HEADER_START;
}

/** Reads a clock's AFD from its ISO-8859-1 text; throws ClockAfdError when it has no readable header. */
export function readClockAfd(text: string): ClockAfd {
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.at(-1) === '') lines.pop();
  const header = lines[0] ?? '';
  if (!header.startsWith(HEADER_START))
    throw new ClockAfdError('line 1 is not an AFD header (NSR 000000000, type 1)');
  const layoutName = (Object.keys(LAYOUTS) as ClockAfdLayout[]).find(
    (name) => LAYOUTS[name].headerLength === header.length,
  );
  if (!layoutName)
    throw new ClockAfdError(
      `line 1 is ${header.length} characters: an AFD header has 302 (Portaria 671) or 232 (Portaria 1510)`,
    );
  const layout = LAYOUTS[layoutName];
  if (layoutName === 'portaria-671' && !hasValidCrc(header))
    throw new ClockAfdError("line 1: the header's CRC-16 does not match");
  const serial = header.slice(layout.serialAt, layout.serialAt + 17);
  if (!/^(?=.*[1-9])\d{17}$/.test(serial))
    throw new ClockAfdError(`line 1: the clock's serial "${serial.trim()}" is not 17 digits`);

  const marks: ClockMark[] = [];
  const problems: ClockAfdProblem[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    const number = index + 1;
    const problem = (message: string) => problems.push({ line: number, message });
    if (line.startsWith('999999999')) {
      if (line.length !== layout.trailerLength)
        problem(`the trailer must be ${layout.trailerLength} characters, not ${line.length}`);
      break;
    }
    const type = line[9] ?? '';
    const length = layout.lengths[type];
    if (length === undefined) {
      problem(line === '' ? 'is blank' : `record type "${type}" is not one of this layout's`);
      continue;
    }
    if (line.length !== length) {
      problem(`a type-${type} record must be ${length} characters, not ${line.length}`);
      continue;
    }
    if (!/^\d{9}$/.test(line.slice(0, 9))) {
      problem('the NSR is not 9 digits');
      continue;
    }
    if (layout.withCrc.has(type) && !hasValidCrc(line)) {
      problem('the CRC-16 does not match the record');
      continue;
    }
    if (type !== '3') {
      if (type === '7') problem("a type-7 record is a REP-P's mark, not a clock's: not imported");
      continue;
    }
    const nsr = Number(line.slice(0, 9));
    if (layoutName === 'portaria-671') {
      const dateTime = DATE_TIME_671.exec(line.slice(10, 34));
      const worker = worker671(line.slice(34, 46));
      if (!dateTime) problem('the date-time is not AAAA-MM-ddThh:mm:00ZZZZZ');
      else if (!worker) problem(`the CPF field "${line.slice(34, 46).trim()}" names no CPF`);
      else
        marks.push({
          line: number,
          nsr,
          at: { instant: `${dateTime[1]}${dateTime[2]}:${dateTime[3]}` },
          worker,
        });
    } else {
      const dateTime = DATE_TIME_1510.exec(line.slice(10, 22));
      const worker = worker1510(line.slice(22, 34));
      if (!dateTime) problem('the date and time are not ddmmaaaa hhmm');
      else if (!worker) problem(`the PIS field "${line.slice(22, 34).trim()}" names no PIS`);
      else {
        const [, day, month, year, hour, minute] = dateTime;
        marks.push({ line: number, nsr, at: { local: `${year}-${month}-${day}T${hour}:${minute}` }, worker });
      }
    }
  }
  return { layout: layoutName, serial, lines: lines.length, marks, problems };
}
