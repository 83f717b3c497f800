/**
 * Check digits of Brazilian identifiers (reference §5). Each validator takes the bare characters
 * (no dots, dashes or slashes); `normalizeDocument` strips the usual punctuation first.
 */

/** Removes the punctuation people type (`529.982.247-25`, `12.ABC.345/01DE-35`) and upper-cases letters. */
export function normalizeDocument(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

function mod11Digit(sum: number): number {
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (value: string) => /^(.)\1*$/.test(value);

export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const d = [...cpf].map(Number);
  const dv = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += d[i]! * (length + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return dv(9) === d[9] && dv(10) === d[10];
}

/**
 * A person's CPF as typed (`529.982.247-25` or bare digits), bare: a CPF with valid check digits, or null
 * when it is not one.
 */
export function parseCpf(value: string): string | null {
  const cpf = normalizeDocument(value);
  return isValidCpf(cpf) ? cpf : null;
}

/** Numeric and alphanumeric CNPJ (IN RFB 2.229/2024): each character is worth its ASCII code − 48. */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const dv = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += values[i]! * (((length - 1 - i) % 8) + 2);
    return mod11Digit(sum);
  };
  return dv(12) === values[12] && dv(13) === values[13];
}

const PIS_WEIGHTS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidPis(pis: string): boolean {
  if (!/^\d{11}$/.test(pis) || allSame(pis)) return false;
  const sum = PIS_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(pis[i]), 0);
  return mod11Digit(sum) === Number(pis[10]);
}

/** Classifies an employer document: 11 characters is a CPF, 14 a CNPJ. */
export function employerDocumentType(document: string): 'cpf' | 'cnpj' | null {
  if (isValidCpf(document)) return 'cpf';
  if (isValidCnpj(document)) return 'cnpj';
  return null;
}

/**
 * A CPF or CNPJ as Brazilians write it: `529.982.247-25`, `12.345.678/0001-95` (an alphanumeric CNPJ alike,
 * `12.ABC.345/01DE-35`). Anything else is returned as it is.
 */
export function formatDocument(document: string): string {
  if (/^\d{11}$/.test(document)) return document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return document.replace(/^([0-9A-Z]{2})([0-9A-Z]{3})([0-9A-Z]{3})([0-9A-Z]{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
