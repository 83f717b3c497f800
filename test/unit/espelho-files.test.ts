import { describe, expect, it } from 'vitest';
import { asciiSlug, contentDisposition } from '../../src/platform/content-disposition.js';
import { BYTE_ORDER_MARK, spreadsheetCsvLines } from '../../src/platform/csv.js';
import { espelhoDisposition, espelhoFileName } from '../../src/modules/reports/espelho-file-names.js';
import { pairCells } from '../../src/modules/reports/espelho-pdf.js';
import { clockHours, markPairs, type ReportMark } from '../../src/modules/reports/espelho-words.js';

const mark = (at: string, kind: ReportMark['kind'], source: ReportMark['source'] = 'O'): ReportMark => ({
  at,
  kind,
  source,
  timeEntryId: null,
  adjustmentId: null,
  reason: null,
});

describe('durations for a spreadsheet', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [480, '08:00'],
    [1530, '25:30'],
    [6000, '100:00'],
    [-90, '-01:30'],
  ])('%i minutes are %s', (minutes, text) => expect(clockHours(minutes)).toBe(text));
});

describe('the spreadsheet CSV dialect', () => {
  it('`;` between cells, CR LF, quotes only around `;`, `"` and line breaks; a formula neutralised, own text as is', () => {
    expect(BYTE_ORDER_MARK).toBe('\uFEFF');
    expect(
      spreadsheetCsvLines([
        ['Silva; Ana', 'O "Ana"', 'linha\num', 'a,b', '=1+1', { own: '-01:30' }, null],
        ['fim'],
      ]),
    ).toBe('"Silva; Ana";"O ""Ana""";"linha\num";a,b;\'=1+1;-01:30;\r\nfim\r\n');
  });
});

describe('the E/S pairs of a day', () => {
  const at = (hhmm: string) => `2026-11-16T${hhmm}:00-03:00`;
  const time = (m: ReportMark) => m.at.slice(11, 16);

  it('pairs each entry with the exit after it; disregarded marks stay out; a lone mark stands alone', () => {
    const pairs = markPairs([
      mark(at('12:00'), 'S'),
      mark(at('13:00'), 'E'),
      mark(at('13:01'), 'D'),
      mark(at('17:00'), 'S', 'I'),
      mark(at('18:00'), 'E'),
    ]);
    expect(pairs.map((p) => [p.entry && time(p.entry), p.exit && time(p.exit)])).toEqual([
      [null, '12:00'],
      ['13:00', '17:00'],
      ['18:00', null],
    ]);
  });

  it('two pairs per line; the third goes under the first, each time under its E or S; included ones starred', () => {
    const pairs = markPairs(
      ['08:00', '10:00', '10:15', '12:00', '13:00', '17:00'].map((hhmm, i) =>
        mark(at(hhmm), i % 2 ? 'S' : 'E', hhmm === '17:00' ? 'I' : 'O'),
      ),
    );
    expect(pairCells(pairs, time)).toEqual(['08:00\n13:00', '10:00\n17:00*', '10:15\n', '12:00\n']);
  });
});

describe('download names', () => {
  it('an ASCII slug of the name: accents dropped, words joined by dashes, cut between words', () => {
    expect(asciiSlug('Maria da Conceição Ação', 60)).toBe('maria-da-conceicao-acao');
    expect(asciiSlug("  João d'Ávila / Souza ", 60)).toBe('joao-d-avila-souza');
    expect(asciiSlug('Ana Beatriz Nascimento', 14)).toBe('ana-beatriz');
    expect(asciiSlug('王小明', 60)).toBe('');
  });

  it('an espelho after the employee, or the employer for every employee; `empregado` when nothing is Latin', () => {
    const period = { from: '2026-11-01', to: '2026-11-30', tenant: { name: 'Padaria Pão Quente Ltda' } };
    expect(espelhoFileName({ ...period, employee: { name: 'Maria da Silva' } }, 'csv')).toBe(
      'espelho-maria-da-silva-2026-11-01-a-2026-11-30.csv',
    );
    expect(espelhoFileName({ ...period, employee: null }, 'pdf')).toBe(
      'espelho-padaria-pao-quente-ltda-2026-11-01-a-2026-11-30.pdf',
    );
    expect(espelhoFileName({ ...period, employee: { name: '王小明' } }, 'pdf')).toBe(
      'espelho-empregado-2026-11-01-a-2026-11-30.pdf',
    );
    expect(espelhoDisposition({ ...period, employee: { name: 'Conceição (Ana)' } }, 'pdf')).toBe(
      `attachment; filename="espelho-conceicao-ana-2026-11-01-a-2026-11-30.pdf"; filename*=UTF-8''espelho-Concei%C3%A7%C3%A3o%20%28Ana%29-2026-11-01-a-2026-11-30.pdf`,
    );
  });

  it('the name as written loses what a file name cannot hold, and is shortened to keep the header within 255', () => {
    expect(contentDisposition('inline', 'a.pdf', ['', 'a/b"c', '.pdf'])).toBe(
      `inline; filename="a.pdf"; filename*=UTF-8''a_b_c.pdf`,
    );
    const long = contentDisposition('attachment', 'espelho.pdf', ['espelho-', 'Ação '.repeat(40), '.pdf']);
    expect(long.length).toBeLessThanOrEqual(255);
    const written = decodeURIComponent(long.split("UTF-8''")[1]!);
    expect(written).toMatch(/^espelho-Ação Ação .*\.pdf$/);
    expect('Ação '.repeat(40).startsWith(written.slice('espelho-'.length, -'.pdf'.length))).toBe(true);
  });
});
