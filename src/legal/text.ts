/**
 * Text helpers shared by the legal file writers (AFDT, AFD, AEJ): fixed-width fields, Latin-1
 * transliteration and the CR LF line ending the Portarias require.
 */

import anyAscii from 'any-ascii';

export const CRLF = '\r\n';

/**
 * The last line of an AEJ or a REP-P AFD: the real signature is a detached CAdES `.p7s` beside the file
 * (reference §2.2).
 */
export const SIGNATURE_MARKER = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ');

/**
 * Maps text to what ISO-8859-1 can carry: characters inside Latin-1 stay (á, ç, ã, ß…); every other letter is
 * transliterated with `any-ascii`, a maintained table covering every Unicode code point (Latin Extended,
 * Vietnamese, Greek, Cyrillic, CJK romanization, symbols: Ł → L, ğ → g, ễ → e, Œ → Oe, “ → "); whatever it
 * cannot carry becomes `?`.
 * Control characters become spaces so a name can never break a line.
 */
export function toLatin1(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) {
      out += ' ';
    } else if (code <= 0xff) {
      out += char;
    } else {
      const latin = anyAscii(char);
      out += latin && /^[\u0020-\u007e\u00a0-\u00ff]+$/.test(latin) ? latin : '?';
    }
  }
  return out;
}

/** A numeric field: digits only, right-aligned, left-padded with zeros; an over-long value is an error. */
export function num(value: string | number, width: number): string {
  const text = String(value);
  if (!/^\d*$/.test(text)) throw new Error(`numeric field holds "${text}"`);
  if (text.length > width) throw new Error(`"${text}" does not fit ${width} digits`);
  return text.padStart(width, '0');
}

/** An alphanumeric field: Latin-1, left-aligned, right-padded with spaces, truncated to the width. */
export function alpha(value: string | null | undefined, width: number): string {
  return toLatin1(value ?? '')
    .slice(0, width)
    .padEnd(width, ' ');
}

/** Encodes finished lines as ISO-8859-1 bytes. Their fields went through `alpha`/`num`, so every character fits. */
export function latin1Bytes(text: string): Buffer {
  if (/[\u0100-\uffff]/.test(text)) {
    throw new Error('text outside ISO-8859-1 reached the encoder');
  }
  return Buffer.from(text, 'latin1');
}
