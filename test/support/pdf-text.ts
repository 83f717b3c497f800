import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's 0x80–0x9F, where it differs from Latin-1 (Node decodes windows-1252 as Latin-1). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text a PDFKit document shows, for assertions: each content stream inflated, the strings of its text
 * operators (`[<hex> kerning <hex>] TJ`) decoded, one operator (a line of text) after the other, joined and
 * with runs of white space made one space, so a phrase reads whole even where the renderer wrapped it.
 * Enough for PDFKit's standard fonts (WinAnsi-encoded); a font embedded as glyph ids would need its ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n/g)) {
    const start = stream.index + stream[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
