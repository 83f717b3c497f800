import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text a PDF shows, for assertions: every page's text (read through the embedded fonts' ToUnicode maps by
 * pdf.js), with runs of white space made one space, so a phrase reads whole even where the renderer wrapped it.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
