import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text a PDF shows, for assertions: every page's text (read through the embedded fonts' ToUnicode maps by
 * pdf.js), with runs of white space made one space. Where the renderer wrapped a phrase, the break reads as a
 * space (even after a dash): compare a long phrase through `withoutSpaces`.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The text of each page, in order, as `pdfText` reads it. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** A text without its white space, to compare phrases whatever the PDF's line breaks. */
export const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
