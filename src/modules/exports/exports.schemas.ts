import { Type, type Static } from 'typebox';
import { RecordDate } from '../../platform/dates.js';
import {
  DateText,
  InstantText,
  Int32,
  Int64,
  MAX_LENGTH,
  Nullable,
  Text,
  Uuid,
} from '../../platform/schemas.js';

/**
 * What an export job can produce: the long-running reports (the AFD already streams in flat time and memory),
 * and the verification of the REP's whole chain (decision 039).
 */
export const EXPORT_KINDS = ['aej', 'afdt', 'espelho_pdf', 'chain_verification'] as const;
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A job's range, like a report's: at most a year and a day. */
export const MAX_EXPORT_DAYS = 366;

export const CreateExportBody = Type.Object(
  {
    kind: Type.Enum(EXPORT_KINDS, {
      description:
        '`aej` and `afdt`: the legal files (ISO-8859-1 text); `espelho_pdf`: the espelho de ponto as PDF; `chain_verification`: the walk of the whole hash chain that `GET /v1/time-entries/verify` makes, its answer as a JSON file.',
    }),
    from: Type.Optional(
      RecordDate({ description: 'First workday (required but for `chain_verification`).' }),
    ),
    to: Type.Optional(
      RecordDate({
        description: `Last workday, at most ${MAX_EXPORT_DAYS - 1} days after \`from\` (required but for \`chain_verification\`).`,
      }),
    ),
    employeeId: Type.Optional(
      Uuid({
        description: 'One employee (`espelho_pdf` only); every active one without it.',
      }),
    ),
  },
  { additionalProperties: false, examples: [{ kind: 'aej', from: '2026-01-01', to: '2026-12-31' }] },
);
export type CreateExportInput = Static<typeof CreateExportBody>;

/** What `Content-Disposition` carries (openapi.ts declares the header with the same limit). */
const MAX_FILE_NAME_LENGTH = 255;

const ActorSchema = Type.Object({
  type: Type.Union([Type.Literal('api_key'), Type.Literal('user')]),
  id: Text(MAX_LENGTH.code),
});

/** An export as the API answers it, for the OpenAPI document. */
export const EXPORT_EXAMPLE = {
  id: '01a2041d-1f85-7120-a827-9bf83ca07300',
  kind: 'aej',
  from: '2026-01-01',
  to: '2026-12-31',
  employeeId: null,
  status: 'done',
  progress: { done: 420, total: 420 },
  error: null,
  file: {
    name: 'AEJ_12345678000195_2026-01-01_2026-12-31.txt',
    mediaType: 'text/plain; charset=ISO-8859-1',
    size: 18230112,
  },
  createdBy: { type: 'api_key', id: '01a2041d-1f85-7120-a827-9bf83ca07299' },
  createdAt: '2027-01-05T12:00:00.000Z',
  startedAt: '2027-01-05T12:00:01.000Z',
  finishedAt: '2027-01-05T12:01:40.000Z',
  expiresAt: '2027-01-12T12:01:40.000Z',
};

export const ExportSchema = Type.Object(
  {
    id: Uuid(),
    kind: Type.Enum(EXPORT_KINDS),
    from: Nullable(DateText({ description: 'The range; null for a `chain_verification`.' })),
    to: Nullable(DateText()),
    employeeId: Nullable(Uuid()),
    status: Type.Enum(EXPORT_STATUSES, {
      description:
        '`queued` until a worker takes it, `running`, then `done` (the file can be downloaded until `expiresAt`) or `failed` (`error` says why).',
    }),
    progress: Type.Object(
      {
        done: Int32({ description: 'Employees written so far (`chain_verification`: records checked).' }),
        total: Int32({
          description: 'Employees in the export (`chain_verification`: records in the chain).',
        }),
      },
      { description: 'Updated about once a second while the job runs.' },
    ),
    error: Type.Union(
      [Type.Object({ code: Text(MAX_LENGTH.code), detail: Text(MAX_LENGTH.message) }), Type.Null()],
      {
        description: 'Why a `failed` job failed; null otherwise.',
      },
    ),
    file: Type.Union(
      [
        Type.Object({
          name: Text(MAX_FILE_NAME_LENGTH, {
            description: 'The file name, as `Content-Disposition` gives it.',
          }),
          mediaType: Text(MAX_LENGTH.code),
          size: Int64({ description: 'Bytes.' }),
        }),
        Type.Null(),
      ],
      { description: 'The file of a `done` job (`GET /v1/exports/{id}/file`); null otherwise.' },
    ),
    createdBy: ActorSchema,
    createdAt: InstantText(),
    startedAt: Nullable(InstantText()),
    finishedAt: Nullable(InstantText()),
    expiresAt: Type.Union([InstantText(), Type.Null()], {
      description: 'When a finished job and its file are removed: 7 days after it finished.',
    }),
  },
  {
    $id: 'Export',
    examples: [EXPORT_EXAMPLE],
  },
);
export type ExportView = Static<typeof ExportSchema>;
