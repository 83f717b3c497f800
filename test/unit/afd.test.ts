import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  afdCompanyRecord,
  afdEmployeeRecord,
  afdFileName,
  afdHeader,
  afdMarkRecord,
  afdSensitiveEventRecord,
  afdSignatureLine,
  afdTrailer,
  crc16Kermit,
  isChainedMarkRecord,
  isSealedRecord,
  parseAfd,
} from '../../src/legal/afd.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('CRC-16/KERMIT', () => {
  it('gives the check value 2189 for "123456789" (Anexo V)', () => {
    expect(crc16Kermit(latin1('123456789')).toString(16)).toBe('2189');
  });

  it('gives B02F for the reference type-3 body', () => {
    const body = '000000001' + '3' + '2024-09-11T16:06:00-0300' + '52998224725 ';
    expect(crc16Kermit(latin1(body)).toString(16).toUpperCase()).toBe('B02F');
  });
});

const header = afdHeader({
  documentType: 'cnpj',
  document: '12345678000195',
  cno: null,
  name: 'Padaria Conceição Ltda',
  inpi: '12345678901234567',
  firstDate: '2026-11-16',
  lastDate: '2026-11-20',
  generatedAt: '2026-11-21T09:30:00-0300',
  layoutVersion: '003',
  developerDocument: '02973937078',
});

describe('AFD records', () => {
  it('type 1 is 302 characters with every field where Anexo V puts it, and a KERMIT CRC', () => {
    expect(header.endsWith('\r\n')).toBe(true);
    const line = header.slice(0, -2);
    expect(line).toHaveLength(302);
    expect(line.slice(0, 39)).toBe('000000000' + '1' + '1' + '12345678000195' + ' '.repeat(14));
    expect(line.slice(39, 189)).toBe('Padaria Conceição Ltda'.padEnd(150, ' '));
    expect(line.slice(189, 253)).toBe(
      '12345678901234567' + '2026-11-16' + '2026-11-20' + '2026-11-21T09:30:00-0300' + '003',
    );
    expect(line.slice(253, 268)).toBe('2' + '02973937078   ');
    expect(line.slice(268, 298)).toBe(' '.repeat(30));
    const crc = crc16Kermit(latin1(line.slice(0, 298)));
    expect(line.slice(298)).toBe(crc.toString(16).toUpperCase().padStart(4, '0'));
  });

  it('type 5 is 118 characters: CPF left-aligned, the name in Latin-1, a blank responsible CPF and the CRC', () => {
    const line = afdEmployeeRecord({
      nsr: 1,
      writtenAt: '2026-11-16T07:00:00-0300',
      operation: 'I',
      cpf: '52998224725',
      name: 'Ana Conceição',
      responsibleCpf: null,
    });
    expect(line).toHaveLength(118);
    expect(line.slice(0, 114)).toBe(
      '000000001' +
        '5' +
        '2026-11-16T07:00:00-0300' +
        'I' +
        '52998224725 ' +
        'Ana Conceição'.padEnd(52, ' ') +
        '    ' +
        ' '.repeat(11),
    );
    expect(line.slice(114)).toBe(
      crc16Kermit(latin1(line.slice(0, 114)))
        .toString(16)
        .toUpperCase()
        .padStart(4, '0'),
    );
    expect(isSealedRecord(line, 1)).toBe(true);
    expect(isSealedRecord(line.replace('Ana', 'Ane'), 1)).toBe(false);
    expect(isSealedRecord(line, 2)).toBe(false);
  });

  it('type 7 is 137 characters; its hash is SHA-256 of the first 73 characters and the previous hash', () => {
    const mark = {
      nsr: 3,
      markedAt: '2026-11-16T08:00:00-0300',
      cpf: '52998224725',
      writtenAt: '2026-11-16T08:00:00-0300',
      collector: '04' as const,
      offline: false,
    };
    const first = afdMarkRecord(mark, '');
    expect(first).toHaveLength(137);
    const body =
      '000000003' +
      '7' +
      '2026-11-16T08:00:00-0300' +
      '52998224725 ' +
      '2026-11-16T08:00:00-0300' +
      '04' +
      '0';
    expect(first.slice(0, 73)).toBe(body);
    expect(first.slice(73)).toBe(createHash('sha256').update(body).digest('hex'));
    const second = afdMarkRecord({ ...mark, nsr: 4, offline: true }, first.slice(73));
    expect(second[72]).toBe('1');
    expect(second.slice(73)).toBe(
      createHash('sha256')
        .update(second.slice(0, 73) + first.slice(73))
        .digest('hex'),
    );
    expect(isChainedMarkRecord(second, 4, first.slice(73))).toBe(true);
    expect(isChainedMarkRecord(second, 4, '')).toBe(false);
    expect(isChainedMarkRecord(second.replace('08:00', '07:00'), 4, first.slice(73))).toBe(false);
  });

  it('type 2 is 331 characters: the company as it now is, with blank responsible CPF and place of work', () => {
    const line = afdCompanyRecord({
      nsr: 7,
      writtenAt: '2026-11-21T10:00:00-0300',
      responsibleCpf: null,
      documentType: 'cnpj',
      document: '11222333000181',
      cno: '123456789012',
      name: 'Padaria Conceição Ltda',
      workplace: null,
    });
    expect(line).toHaveLength(331);
    expect(line.slice(0, 77)).toBe(
      '000000007' +
        '2' +
        '2026-11-21T10:00:00-0300' +
        ' '.repeat(14) +
        '1' +
        '11222333000181' +
        '123456789012  ',
    );
    expect(line.slice(77, 227)).toBe('Padaria Conceição Ltda'.padEnd(150, ' '));
    expect(line.slice(227, 327)).toBe(' '.repeat(100));
    expect(isSealedRecord(line, 7)).toBe(true);
    expect(isSealedRecord(line.replace('Padaria', 'Padarie'), 7)).toBe(false);
    const [parsed] = parseAfd(line + '\r\n' + afdSignatureLine);
    expect(parsed).toMatchObject({
      type: '2',
      crcValid: true,
      fields: { document: '11222333000181', cno: '123456789012' },
    });
  });

  it('the trailer counts types 2 to 7 in 9 digits each (the reference file S14 trailer)', () => {
    expect(afdTrailer({ '2': 8, '3': 104, '4': 190, '5': 10219, '6': 132, '7': 0 })).toBe(
      '9999999990000000080000001040000001900000102190000001320000000009\r\n',
    );
  });

  it('type 6 is 36 characters with no CRC: the reference file S14 event 02 line, and 07 and 08', () => {
    const line = afdSensitiveEventRecord({ nsr: 1, at: '2024-09-11T15:57:00-0300', event: '02' });
    expect(line).toBe('00000000162024-09-11T15:57:00-030002');
    expect(line).toHaveLength(36);
    expect(afdSensitiveEventRecord({ nsr: 123456789, at: '2026-11-16T07:00:00-0300', event: '07' })).toBe(
      '12345678962026-11-16T07:00:00-030007',
    );
    expect(afdSensitiveEventRecord({ nsr: 42, at: '2026-11-16T19:30:00-0200', event: '08' })).toBe(
      '00000004262026-11-16T19:30:00-020008',
    );
    expect(isSealedRecord(line, 1)).toBe(true);
    expect(isSealedRecord(line, 2)).toBe(false);
    expect(isSealedRecord(line.slice(0, -2) + '05', 1)).toBe(false);
    expect(isSealedRecord(line + ' ', 1)).toBe(false);
    expect(() =>
      afdSensitiveEventRecord({ nsr: 1, at: '2026-11-16T07:00:00-0300', event: '05' as '07' }),
    ).toThrow('invalid sensitive event');
  });

  it('names the file AFD + INPI + CNPJ + REP_P', () => {
    expect(afdFileName('12345678901234567', '12345678000195')).toBe(
      'AFD1234567890123456712345678000195REP_P.txt',
    );
  });

  it('parses back what it writes and refuses a file without the signature marker or with a short line', () => {
    const employee = afdEmployeeRecord({
      nsr: 1,
      writtenAt: '2026-11-16T07:00:00-0300',
      operation: 'E',
      cpf: '52998224725',
      name: 'Ana',
      responsibleCpf: '02973937078',
    });
    const event = afdSensitiveEventRecord({ nsr: 2, at: '2026-11-16T07:05:00-0300', event: '08' });
    const file =
      header + employee + '\r\n' + event + '\r\n' + afdTrailer({ '5': 1, '6': 1 }) + afdSignatureLine;
    const records = parseAfd(file);
    expect(records.map((r) => r.type)).toEqual(['1', '5', '6', '9']);
    expect(records[0]).toMatchObject({
      crcValid: true,
      fields: { name: 'Padaria Conceição Ltda', inpi: '12345678901234567' },
    });
    expect(records[1]).toMatchObject({
      crcValid: true,
      fields: { operation: 'E', cpf: '52998224725', responsibleCpf: '02973937078' },
    });
    expect(records[2]!.fields).toEqual({
      nsr: '000000002',
      type: '6',
      at: '2026-11-16T07:05:00-0300',
      event: '08',
    });
    expect(records[3]!.fields).toMatchObject({ type5: '000000001', type6: '000000001', type7: '000000000' });
    expect(() => parseAfd(header + afdTrailer({}))).toThrow('signature marker');
    expect(() => parseAfd(header.slice(1) + afdTrailer({}) + afdSignatureLine)).toThrow();
  });
});
