import { createHash } from 'node:crypto';

/**
 * Our own reader of the AFD (Portaria 671 Anexo V, REP-P), the AEJ (Anexo VI) and the AFDT (Portaria 1510),
 * written from ../shared/reference/brazil-time-records.md and not from the writers in src/legal, so that a
 * test reads the files as an auditor would. Every check throws an Error naming the line at fault.
 */

const CRLF = '\r\n';
const SIGNATURE = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ');

/** The lines of a file that must end every line, the last too, with CR LF. */
function linesOf(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  if (!text.endsWith(CRLF)) throw new Error('the file must end with CR LF');
  const lines = text.slice(0, -2).split(CRLF);
  lines.forEach((line, i) => {
    if (/[\r\n]/.test(line)) throw new Error(`line ${i + 1} has a bare CR or LF`);
  });
  return lines;
}

/** CRC-16/KERMIT (the annex's choice for REP-A and REP-P): poly 0x1021 reflected, init 0, no final xor. */
function kermit(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** 1-based inclusive positions, as the reference's tables print them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

export interface AfdRecord {
  nsr: number;
  type: '2' | '5' | '7';
  /** `AAAA-MM-dd` of the record's first date-time (the mark's, for type 7). */
  date: string;
  line: string;
  /** Type 5 and 7. */
  cpf?: string;
  /** Type 7: the mark's date-time, the collector, the offline flag and the hash. */
  markedAt?: string;
  collector?: string;
  offline?: string;
  hash?: string;
  /** Type 2: the place of work; type 5: the name. */
  workplace?: string;
  name?: string;
}

export interface AfdFile {
  header: { document: string; inpi: string; firstDate: string; lastDate: string; developerDocument: string };
  records: AfdRecord[];
}

const AFD_LENGTHS: Record<string, number> = { '2': 331, '3': 50, '4': 73, '5': 118, '6': 36, '7': 137 };

/**
 * Reads a REP-P AFD and checks it alone: line lengths, CRCs of types 1 to 5, NSRs consecutive, the type-7
 * hashes chained to each other (the first one is checked against the file before, `checkAfdSequence`), the
 * trailer's counts, the signature line, and the header's first and last dates equal to the records'.
 */
export function readAfd(bytes: Buffer): AfdFile {
  const lines = linesOf(bytes);
  if (lines.pop() !== SIGNATURE) throw new Error('the last line must be the signature marker');
  const trailer = lines.pop() ?? '';
  const headerLine = lines.shift() ?? '';
  if (headerLine.length !== 302 || !headerLine.startsWith('0000000001'))
    throw new Error(`bad header: "${headerLine}"`);
  if (kermit(headerLine.slice(0, 298)) !== headerLine.slice(298)) throw new Error('header CRC');
  const header = {
    document: at(headerLine, 12, 25).trimEnd(),
    inpi: at(headerLine, 190, 206),
    firstDate: at(headerLine, 207, 216),
    lastDate: at(headerLine, 217, 226),
    developerDocument: at(headerLine, 255, 268).trimEnd(),
  };
  const counts: Record<string, number> = {};
  const records = lines.map((line, i): AfdRecord => {
    const type = line[9]!;
    if (line.length !== AFD_LENGTHS[type]) throw new Error(`line ${i + 2}: type ${type} of ${line.length}`);
    if (type !== '2' && type !== '5' && type !== '7')
      throw new Error(`line ${i + 2}: type ${type} in a REP-P AFD`);
    counts[type] = (counts[type] ?? 0) + 1;
    if (type !== '7' && kermit(line.slice(0, -4)) !== line.slice(-4)) throw new Error(`line ${i + 2}: CRC`);
    const base = { nsr: Number(at(line, 1, 9)), type, date: at(line, 11, 20), line } as const;
    if (type === '2') return { ...base, workplace: at(line, 228, 327).trimEnd() };
    if (type === '5') return { ...base, cpf: at(line, 36, 47).trimEnd(), name: at(line, 48, 99).trimEnd() };
    return {
      ...base,
      markedAt: at(line, 11, 34),
      cpf: at(line, 35, 46).trimEnd(),
      collector: at(line, 71, 72),
      offline: at(line, 73, 73),
      hash: at(line, 74, 137),
    };
  });
  records.forEach((r, i) => {
    if (i > 0 && r.nsr !== records[i - 1]!.nsr + 1)
      throw new Error(`NSR ${r.nsr} follows ${records[i - 1]!.nsr}: the sequence has a gap`);
  });
  const marks = records.filter((r) => r.type === '7');
  marks.forEach((r, i) => {
    if (i > 0 && r.hash !== sha256(r.line.slice(0, 73) + marks[i - 1]!.hash))
      throw new Error(`type 7 NSR ${r.nsr} does not chain to NSR ${marks[i - 1]!.nsr}`);
  });
  const expectedTrailer =
    '999999999' +
    ['2', '3', '4', '5', '6', '7'].map((t) => String(counts[t] ?? 0).padStart(9, '0')).join('') +
    '9';
  if (trailer !== expectedTrailer) throw new Error(`trailer "${trailer}", expected "${expectedTrailer}"`);
  const dates = records.map((r) => r.date).sort();
  if (dates.length && (header.firstDate !== dates[0] || header.lastDate !== dates.at(-1)))
    throw new Error(
      `header dates ${header.firstDate}–${header.lastDate}, records ${dates[0]}–${dates.at(-1)}`,
    );
  return { header, records };
}

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'latin1')).digest('hex');

/**
 * Checks consecutive AFDs of one REP-P, oldest first, the first starting the sequence: each file's first NSR
 * follows the last of the file before (no gap, no overlap), and its first type-7 hash chains to the last
 * type-7 hash before it ("" before the first of all).
 */
export function checkAfdSequence(files: AfdFile[]): void {
  let lastNsr = 0;
  let lastHash = '';
  files.forEach((file, n) => {
    const first = file.records[0];
    if (first && first.nsr !== lastNsr + 1)
      throw new Error(`file ${n + 1} starts at NSR ${first.nsr}, after NSR ${lastNsr}`);
    const marks = file.records.filter((r) => r.type === '7');
    if (marks[0] && marks[0].hash !== sha256(marks[0].line.slice(0, 73) + lastHash))
      throw new Error(`file ${n + 1}: NSR ${marks[0].nsr} does not chain to the file before`);
    lastNsr = file.records.at(-1)?.nsr ?? lastNsr;
    lastHash = marks.at(-1)?.hash ?? lastHash;
  });
}

export interface AejFile {
  header: { firstDate: string; lastDate: string };
  reps: Map<string, { type: string; number: string }>;
  employments: Map<string, { cpf: string; name: string }>;
  schedules: Map<string, { minutes: number; times: string[] }>;
  marks: {
    employment: string;
    at: string;
    rep: string;
    kind: string;
    seq: string;
    source: string;
    schedule: string;
    reason: string;
  }[];
  absences: { employment: string; kind: string; date: string; minutes: string; movement: string }[];
  program: string[];
}

/**
 * Reads an AEJ and checks it alone: every record's field count, the REP of every original mark declared in a
 * 02, the contract schedule code on every first entry (E, sequence 1) declared in a 04, every employment
 * declared in a 03, and the trailer's counts.
 */
export function readAej(bytes: Buffer): AejFile {
  const lines = linesOf(bytes);
  if (lines.pop() !== SIGNATURE) throw new Error('the last line must be the signature marker');
  const file: AejFile = {
    header: { firstDate: '', lastDate: '' },
    reps: new Map(),
    employments: new Map(),
    schedules: new Map(),
    marks: [],
    absences: [],
    program: [],
  };
  const counts: Record<string, number> = {};
  let trailer: string[] = [];
  for (const line of lines) {
    const [type, ...f] = line.split('|');
    counts[type!] = (counts[type!] ?? 0) + 1;
    const arity = (n: number) => {
      if (f.length !== n) throw new Error(`record ${type} needs ${n} fields: "${line}"`);
    };
    if (type === '01') {
      arity(9);
      file.header = { firstDate: f[5]!, lastDate: f[6]! };
    } else if (type === '02') {
      arity(3);
      file.reps.set(f[0]!, { type: f[1]!, number: f[2]! });
    } else if (type === '03') {
      arity(3);
      file.employments.set(f[0]!, { cpf: f[1]!, name: f[2]! });
    } else if (type === '04') {
      if (f.length < 4 || f.length % 2 !== 0) throw new Error(`record 04 needs entry/exit pairs: "${line}"`);
      file.schedules.set(f[0]!, { minutes: Number(f[1]), times: f.slice(2) });
    } else if (type === '05') {
      arity(8);
      const [employment, at, rep, kind, seq, source, schedule, reason] = f;
      file.marks.push({
        employment: employment!,
        at: at!,
        rep: rep!,
        kind: kind!,
        seq: seq!,
        source: source!,
        schedule: schedule!,
        reason: reason!,
      });
    } else if (type === '07') {
      arity(5);
      const [employment, kind, date, minutes, movement] = f;
      if (!['1', '2', '3', '4'].includes(kind!)) throw new Error(`record 07 of kind ${kind}`);
      if (kind === '3' && (!minutes || !movement))
        throw new Error(`a time-bank 07 needs minutes and movement: "${line}"`);
      file.absences.push({
        employment: employment!,
        kind: kind!,
        date: date!,
        minutes: minutes!,
        movement: movement!,
      });
    } else if (type === '08') {
      arity(6);
      file.program = f;
    } else if (type === '99') {
      trailer = f;
    } else throw new Error(`unknown record "${line}"`);
  }
  const expected = ['01', '02', '03', '04', '05', '06', '07', '08'].map((t) => String(counts[t] ?? 0));
  if (trailer.join('|') !== expected.join('|'))
    throw new Error(`trailer ${trailer.join('|')}, counted ${expected.join('|')}`);
  for (const m of [...file.marks, ...file.absences]) {
    if (!file.employments.has(m.employment)) throw new Error(`employment ${m.employment} is not declared`);
  }
  for (const m of file.marks) {
    if (m.source === 'O' && !file.reps.has(m.rep))
      throw new Error(`mark ${m.at}: REP ${m.rep} is not declared`);
    if (m.kind === 'E' && m.seq === '1' && !file.schedules.has(m.schedule))
      throw new Error(`mark ${m.at}: a first entry needs a declared contract schedule, has "${m.schedule}"`);
    if ((m.kind === 'D' || m.source === 'I') && !m.reason) throw new Error(`mark ${m.at} needs a reason`);
  }
  return file;
}

export interface AfdtFile {
  header: { firstDate: string; lastDate: string };
  details: {
    date: string;
    time: string;
    worker: string;
    rep: string;
    kind: string;
    pair: string;
    source: string;
    reason: string;
  }[];
}

/** `ddmmaaaa` → `aaaa-mm-dd`. */
const isoOf = (ddmmaaaa: string) => `${ddmmaaaa.slice(4)}-${ddmmaaaa.slice(2, 4)}-${ddmmaaaa.slice(0, 2)}`;

/**
 * Reads an AFDT and checks it alone: lengths 215/155/10, sequence header 1, details from 2, trailer last + 1,
 * and the header's first and last dates equal to the details'. Dates are returned as `aaaa-mm-dd`.
 */
export function readAfdt(bytes: Buffer): AfdtFile {
  const lines = linesOf(bytes);
  const headerLine = lines.shift() ?? '';
  const trailer = lines.pop() ?? '';
  if (headerLine.length !== 215 || !headerLine.startsWith('0000000011'))
    throw new Error(`bad header "${headerLine}"`);
  const header = { firstDate: isoOf(at(headerLine, 188, 195)), lastDate: isoOf(at(headerLine, 196, 203)) };
  const details = lines.map((line, i) => {
    if (line.length !== 155 || at(line, 10, 10) !== '2') throw new Error(`detail ${i + 2}: "${line}"`);
    if (Number(at(line, 1, 9)) !== i + 2) throw new Error(`detail ${i + 2} has sequence ${at(line, 1, 9)}`);
    return {
      date: isoOf(at(line, 11, 18)),
      time: at(line, 19, 22),
      worker: at(line, 23, 34),
      rep: at(line, 35, 51),
      kind: at(line, 52, 52),
      pair: at(line, 53, 54),
      source: at(line, 55, 55),
      reason: at(line, 56, 155).trimEnd(),
    };
  });
  if (trailer !== String(lines.length + 2).padStart(9, '0') + '9') throw new Error(`trailer "${trailer}"`);
  const dates = details.map((d) => d.date).sort();
  if (dates.length && (header.firstDate !== dates[0] || header.lastDate !== dates.at(-1)))
    throw new Error(
      `header dates ${header.firstDate}–${header.lastDate}, details ${dates[0]}–${dates.at(-1)}`,
    );
  return { header, details };
}

/**
 * Checks that every original mark is attributed to exactly one REP across the three files of one period
 * (written on time, so the AFD holds the marks of the AEJ's days): a mark the AEJ gives to the REP-P (tpRep 3)
 * is a type-7 record of the AFD and carries the REP-P's number in the AFDT; a mark the AEJ gives to a REP-C
 * (tpRep 1) is in no record of our AFD and carries that clock's serial in the AFDT; and every type-7 record of
 * the AFD is a REP-P mark of the AEJ. `workers` maps each CPF to the AFDT's 12-digit worker id.
 */
export function checkRepAttribution(
  files: { afd: AfdFile; aej: AejFile; afdt: AfdtFile },
  workers: Map<string, string>,
): { repP: number; repC: number } {
  const { afd, aej, afdt } = files;
  const afdMarks = new Map(
    afd.records.filter((r) => r.type === '7').map((r) => [`${r.cpf} ${r.markedAt}`, r]),
  );
  const afdtOriginals = new Map(
    afdt.details.filter((d) => d.source === 'O').map((d) => [`${d.worker} ${d.date} ${d.time}`, d]),
  );
  let repP = 0;
  let repC = 0;
  for (const mark of aej.marks.filter((m) => m.source === 'O')) {
    const { cpf } = aej.employments.get(mark.employment)!;
    const rep = aej.reps.get(mark.rep)!;
    const inAfd = afdMarks.get(`${cpf} ${mark.at}`);
    const afdtKey = `${workers.get(cpf)} ${mark.at.slice(0, 10)} ${mark.at.slice(11, 13)}${mark.at.slice(14, 16)}`;
    const inAfdt = afdtOriginals.get(afdtKey);
    if (!inAfdt) throw new Error(`mark ${cpf} ${mark.at} of the AEJ is not in the AFDT`);
    if (inAfdt.rep !== rep.number.padStart(17, '0'))
      throw new Error(`mark ${cpf} ${mark.at}: the AEJ says REP ${rep.number}, the AFDT ${inAfdt.rep}`);
    if (rep.type === '3') {
      if (!inAfd) throw new Error(`mark ${cpf} ${mark.at} of the REP-P is not in the AFD`);
      if (rep.number !== afd.header.inpi)
        throw new Error(`the AEJ's REP-P is ${rep.number}, the AFD's ${afd.header.inpi}`);
      afdMarks.delete(`${cpf} ${mark.at}`);
      repP++;
    } else if (rep.type === '1') {
      if (inAfd) throw new Error(`mark ${cpf} ${mark.at} of REP-C ${rep.number} is also a record of our AFD`);
      repC++;
    } else throw new Error(`REP type ${rep.type}`);
  }
  if (afdMarks.size > 0)
    throw new Error(`AFD marks not attributed to the REP-P in the AEJ: ${[...afdMarks.keys()].join(', ')}`);
  return { repP, repC };
}
