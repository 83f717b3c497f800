import { describe, expect, it } from 'vitest';
import {
  employerDocumentType,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidPis,
  normalizeDocument,
} from '../../src/legal/documents.js';

const n = normalizeDocument;

describe('check digits (reference §5 vectors)', () => {
  it.each(['029.739.370-78', '529.982.247-25'])('valid CPF %s', (cpf) =>
    expect(isValidCpf(n(cpf))).toBe(true),
  );
  it.each(['111.111.111-11', '529.982.247-26', '5299822472', 'abc'])('invalid CPF %s', (cpf) =>
    expect(isValidCpf(n(cpf))).toBe(false),
  );
  it.each(['93.487.056/0001-01', '12.345.678/0001-95', '98.765.432/0002-79', '12.ABC.345/01DE-35'])(
    'valid CNPJ %s',
    (cnpj) => expect(isValidCnpj(n(cnpj))).toBe(true),
  );
  it.each(['11.111.111/0001-11', '12.345.678/0001-96', '12.ABC.345/01DE-36', '12.ABC.345/01DE-3A'])(
    'invalid CNPJ %s',
    (cnpj) => expect(isValidCnpj(n(cnpj))).toBe(false),
  );
  it.each(['120.5825.883-7', '120.4664.181-9', '120.6505.135-5', '065.92639.71-0'])('valid PIS %s', (pis) =>
    expect(isValidPis(n(pis))).toBe(true),
  );
  it.each(['120.6505.135-4', '000.0000.000-0'])('invalid PIS %s', (pis) =>
    expect(isValidPis(n(pis))).toBe(false),
  );

  it('classifies employer documents and lower-case letters are normalized', () => {
    expect(employerDocumentType('52998224725')).toBe('cpf');
    expect(employerDocumentType(n('12.abc.345/01de-35'))).toBe('cnpj');
    expect(employerDocumentType('123')).toBeNull();
  });
});

describe('formatDocument: the Brazilian way of writing them', () => {
  it('punctuates a CPF, a CNPJ and an alphanumeric CNPJ; leaves anything else as it is', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('123456789012')).toBe('123456789012');
  });
});
