import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { BOLD, FONT_FILES, REGULAR } from '../reports/pdf-fonts.js';
import type { Receipt } from './receipts.schemas.js';

/** `2026-11-22T08:01:00-03:00` as the receipt prints it: `22/11/2026 08:01 (UTC-03:00, America/Sao_Paulo)`. */
export function markedAtText(receipt: Pick<Receipt, 'markedAt' | 'timezone'>): string {
  const at = DateTime.fromISO(receipt.markedAt, { setZone: true });
  return `${at.toFormat('dd/MM/yyyy HH:mm')} (UTC${at.toFormat('ZZ')}, ${receipt.timezone})`;
}

/** The receipt's lines, label and value, in the order of art. 79 (the title, item I, is the heading). */
export function receiptLines(receipt: Receipt): [string, string][] {
  const { employer, employee } = receipt;
  return [
    ['Empregador', employer.name],
    [employer.documentType === 'cpf' ? 'CPF' : 'CNPJ', employer.document],
    ...(employer.cei ? [['CEI/CAEPF/CNO', employer.cei] as [string, string]] : []),
    ['Local de prestação do serviço', receipt.workplace],
    ['REP-P, número de registro no INPI', receipt.rep.inpiNumber],
    ['Trabalhador', employee.name],
    ['CPF', employee.cpf],
    ['Data e hora da marcação', markedAtText(receipt)],
    ['NSR', String(receipt.nsr)],
    ['Código hash (SHA-256)', receipt.hash],
  ];
}

/**
 * The receipt as a one-page A5 PDF, in the embedded DejaVu fonts (every name prints as written). Run in a
 * thread of the `ReceiptRenderer` (receipt-renderer.ts says why), never on the event loop.
 */
export function renderReceiptPdf(receipt: Receipt, options: { signed: boolean }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: receipt.title, Subject: `NSR ${receipt.nsr}` },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(13).text(receipt.title, { align: 'center' });
  doc.moveDown(1);
  for (const [label, value] of receiptLines(receipt)) {
    doc.font(BOLD).fontSize(8).text(label);
    doc.font(REGULAR).fontSize(10).text(value);
    doc.moveDown(0.5);
  }
  doc.moveDown(1);
  doc
    .font(REGULAR)
    .fontSize(7)
    .text(
      `Registro eletrônico de ponto via programa (REP-P), Portaria MTP 671/2021, arts. 79 e 80. Marcação ${receipt.timeEntryId}.` +
        (options.signed ? ' Documento assinado digitalmente com o certificado do empregador (PAdES).' : ''),
    );
  doc.end();
  return ended;
}
