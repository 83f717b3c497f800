import { signPdf } from '../certificates/pades.js';
import type { SigningCredentials } from '../certificates/signing-credentials.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type { Receipt } from './receipts.schemas.js';

/** A receipt to render, and the tenant's certificate to sign it with, if it has one. */
export interface ReceiptRendering {
  receipt: Receipt;
  credentials: SigningCredentials | null;
}

/** A piscina task, run in a worker thread: the receipt's PDF, PAdES-signed when credentials are given. */
export default async function renderReceipt({ receipt, credentials }: ReceiptRendering): Promise<Uint8Array> {
  const pdf = await renderReceiptPdf(receipt, { signed: credentials !== null });
  return new Uint8Array(credentials ? await signPdf(pdf, credentials) : pdf);
}
