import { describe, expect, it } from 'vitest';
import { crc16Kermit, crc16Modbus } from '../../src/legal/afd.js';
import { ClockAfdError, readClockAfd, startsAsAfd } from '../../src/legal/clock-afd.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const hex = (crc: number) => crc.toString(16).toUpperCase().padStart(4, '0');
const withModbus = (record: string) => record + hex(crc16Modbus(latin1(record)));
const withKermit = (record: string) => record + hex(crc16Kermit(latin1(record)));

const SERIAL = '00004003650006783';
const header671 = withModbus(
  '0000000001112345678000195' +
    ''.padEnd(14) +
    'PADARIA PÃO QUENTE LTDA'.padEnd(150) +
    SERIAL +
    '2024-09-112025-03-142025-03-14T15:48:00-0300003107123456000190' +
    'IDCLASS'.padEnd(30),
);
const header1510 =
  '0000000001112345678000195' +
  ''.padEnd(12) +
  'PADARIA'.padEnd(150) +
  SERIAL +
  '110920241403202514032025' +
  '1548';

describe('CRC-16/MODBUS', () => {
  it('gives the check value 4B37 for "123456789" (reference §2.1)', () => {
    expect(hex(crc16Modbus(latin1('123456789')))).toBe('4B37');
  });

  it('gives 6BBA for the reference type-3 body (KERMIT gives B02F)', () => {
    const body = '000000001' + '3' + '2024-09-11T16:06:00-0300' + '52998224725 ';
    expect(hex(crc16Modbus(latin1(body)))).toBe('6BBA');
    expect(hex(crc16Kermit(latin1(body)))).toBe('B02F');
  });
});

describe('readClockAfd', () => {
  it('reads a Portaria 671 file: the serial, type-3 marks (MODBUS or KERMIT CRC), CPFs left-aligned or zero-padded', () => {
    const file = [
      header671,
      withModbus('000000001' + '3' + '2024-09-11T16:06:00-0300' + '52998224725 '),
      withKermit('000000002' + '3' + '2024-09-11T16:07:00-0300' + '052998224725'),
      '000000003' + '6' + '2024-09-11T16:08:00-0300' + '02',
      withModbus('000000004' + '3' + '2024-09-11T16:09:00-0300' + '52998224725 ').slice(0, -4) + '0000',
      withModbus('000000005' + '3' + '2024-09-11T16:10:00+0000' + '1234        '),
      '9999999990000000000000000040000000000000000010000000000000000009',
      'SIGNATURE',
    ].join('\r\n');
    expect(readClockAfd(`${file}\r\n`)).toEqual({
      layout: 'portaria-671',
      serial: SERIAL,
      lines: 8,
      marks: [
        {
          line: 2,
          nsr: 1,
          at: { instant: '2024-09-11T16:06:00-03:00' },
          worker: { cpf: '52998224725', pis: null },
        },
        {
          line: 3,
          nsr: 2,
          at: { instant: '2024-09-11T16:07:00-03:00' },
          worker: { cpf: '52998224725', pis: '52998224725' },
        },
      ],
      problems: [
        { line: 5, message: 'the CRC-16 does not match the record' },
        { line: 6, message: 'the CPF field "1234" names no CPF' },
      ],
    });
  });

  it('reads a Portaria 1510 file with LF endings: PIS and local times', () => {
    const file = [
      header1510,
      '000000001' + '3' + '11092024' + '1606' + '012058258837',
      '0000000023110920241606',
    ].join('\n');
    expect(readClockAfd(file)).toMatchObject({
      layout: 'portaria-1510',
      serial: SERIAL,
      lines: 3,
      marks: [
        { line: 2, nsr: 1, at: { local: '2024-09-11T16:06' }, worker: { cpf: null, pis: '12058258837' } },
      ],
      problems: [{ line: 3, message: 'a type-3 record must be 34 characters, not 22' }],
    });
  });

  it('tells a body that starts as an AFD from one that is not one at all', () => {
    expect(startsAsAfd(latin1(header671))).toBe(true);
    expect(startsAsAfd(latin1('0000000001'))).toBe(true);
    expect(startsAsAfd(latin1('000000000'))).toBe(false);
    expect(startsAsAfd(latin1('<employee/>'))).toBe(false);
  });

  it('fails a file without a readable header', () => {
    expect(() => readClockAfd('hello\r\n')).toThrow(ClockAfdError);
    expect(() => readClockAfd(`${header671.slice(0, -4)}0000\r\n`)).toThrow(
      "the header's CRC-16 does not match",
    );
    const zeroSerial = withModbus(`${header671.slice(0, 189)}${'0'.repeat(17)}${header671.slice(206, -4)}`);
    expect(() => readClockAfd(zeroSerial)).toThrow('is not 17 digits');
  });
});
