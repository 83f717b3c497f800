import { ReceiptRenderer } from './src/modules/receipts/receipt-renderer.ts';
const receipt = { title: 'Comprovante de Registro de Ponto do Trabalhador', timeEntryId: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e', employer: { name: 'Padaria Estrela Ltda', documentType: 'cnpj', document: '12.345.678/0001-95', cei: null }, workplace: 'Rua Augusta', rep: { type: 'REP-P', inpiNumber: '00000000000012345' }, employee: { name: 'Ana', cpf: '529.982.247-25' }, markedAt: '2026-11-22T08:01:00-03:00', timezone: 'America/Sao_Paulo', nsr: 1024, hash: 'ab'.repeat(32) } as any;
const r = new ReceiptRenderer(2);
let t = performance.now();
await r.render({ receipt, credentials: null });
console.log('first', performance.now() - t); t = performance.now();
await r.render({ receipt, credentials: null });
console.log('second', performance.now() - t);
await r.close();
