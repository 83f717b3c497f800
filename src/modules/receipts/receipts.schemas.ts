import { Type, type Static } from 'typebox';
import { Int32, MAX_LENGTH, Text, Uuid } from '../../platform/schemas.js';

/** The heading art. 79 I prescribes, word for word. */
export const RECEIPT_TITLE = 'Comprovante de Registro de Ponto do Trabalhador';

export const ReceiptSchema = Type.Object(
  {
    title: Type.Literal(RECEIPT_TITLE),
    timeEntryId: Uuid(),
    employer: Type.Object({
      name: Text(MAX_LENGTH.name),
      documentType: Type.Enum(['cnpj', 'cpf'] as const),
      document: Text(MAX_LENGTH.document, { description: 'CNPJ or CPF, punctuated (`12.345.678/0001-95`).' }),
      cei: Type.Union([Text(MAX_LENGTH.document), Type.Null()], {
        description: 'CEI/CAEPF/CNO, when the company has one.',
      }),
    }),
    workplace: Text(MAX_LENGTH.name, { description: 'The place of work: the company address.' }),
    rep: Type.Object({
      type: Type.Literal('REP-P'),
      inpiNumber: Text(MAX_LENGTH.document, {
        description: "The REP-P's INPI registration number (17 digits).",
      }),
    }),
    employee: Type.Object({
      name: Text(MAX_LENGTH.name),
      cpf: Text(MAX_LENGTH.document, {
        description: 'As the mark recorded it, punctuated (`529.982.247-25`).',
      }),
    }),
    markedAt: Text(MAX_LENGTH.instant, {
      description:
        "Date and time of the mark in the zone it was made in, with its offset, to the minute as the AFD's type-7 record holds it (`2026-11-22T08:01:00-03:00`).",
    }),
    timezone: Text(MAX_LENGTH.timezone, { description: 'IANA zone of the mark.' }),
    nsr: Int32({ minimum: 1, description: "The mark's NSR in the REP-P's AFD." }),
    hash: Text(MAX_LENGTH.digest, {
      description: "The SHA-256 hash of the mark's AFD type-7 record (lowercase hex).",
    }),
  },
  {
    $id: 'Receipt',
    examples: [
      {
        title: RECEIPT_TITLE,
        timeEntryId: '01a2041e-0b3c-7a11-9d2e-5f6a7b8c9d0e',
        employer: {
          name: 'Padaria Estrela Ltda',
          documentType: 'cnpj',
          document: '12.345.678/0001-95',
          cei: null,
        },
        workplace: 'Rua Augusta, 1500, São Paulo, SP',
        rep: { type: 'REP-P', inpiNumber: '00000000000012345' },
        employee: { name: 'Ana Souza', cpf: '529.982.247-25' },
        markedAt: '2026-11-22T08:01:00-03:00',
        timezone: 'America/Sao_Paulo',
        nsr: 1024,
        hash: '5d0c4c5f0b7e2f4f1f9a3e1d2c6b8a7f9e0d1c2b3a4f5e6d7c8b9a0f1e2d3c4b',
      },
    ],
  },
);
export type Receipt = Static<typeof ReceiptSchema>;

export const ReceiptQuery = Type.Object(
  {
    format: Type.Optional(
      Type.Enum(['pdf', 'json'] as const, {
        default: 'pdf',
        description: 'The PDF (PAdES-signed when the company has a certificate), or its fields as JSON.',
      }),
    ),
  },
  { additionalProperties: false },
);
