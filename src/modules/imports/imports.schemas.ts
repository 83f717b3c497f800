import { type Static, Type } from 'typebox';
import { InstantText, Int32, MAX_LENGTH, Nullable, Text, Uuid } from '../../platform/schemas.js';

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const AfdImportSchema = Type.Object(
  {
    id: Uuid(),
    status: Type.Enum(IMPORT_STATUSES, {
      description:
        '`queued`, `running`, then `done`, or `failed` when the file has no readable AFD header (the first problem says why).',
    }),
    layout: Type.Union([Type.Enum(['portaria-671', 'portaria-1510']), Type.Null()], {
      description: "The file's layout, once read.",
    }),
    deviceId: Type.Union([Text(MAX_LENGTH.code), Type.Null()], {
      description: "The clock's serial from the header, once read: the marks' `deviceId`.",
    }),
    lines: Int32({ description: 'Lines in the file, header, trailer and signature included.' }),
    marks: Int32({ description: 'Mark records (type 3) read so far.' }),
    created: Int32({ description: 'Marks recorded.' }),
    duplicates: Int32({
      description: 'Marks already recorded (the same clock and NSR: an earlier import of the file).',
    }),
    problems: Int32({
      description:
        'Lines not imported: a bad CRC or length, an unknown worker, a date in the future, a mark refused as `POST /v1/time-entries` would refuse it.',
    }),
    firstProblems: Type.Array(
      Type.Object({ line: Int32({ minimum: 1 }), message: Text(MAX_LENGTH.message) }),
      {
        maxItems: 20,
        description: 'The first 20 problems, with their line numbers (from 1).',
      },
    ),
    createdAt: InstantText(),
    startedAt: Nullable(InstantText()),
    finishedAt: Nullable(InstantText()),
  },
  {
    $id: 'AfdImport',
    examples: [
      {
        id: '01a2041f-2c3d-7e4f-8a9b-0c1d2e3f4a5b',
        status: 'done',
        layout: 'portaria-671',
        deviceId: '00004003650006783',
        lines: 10_000,
        marks: 9_870,
        created: 9_866,
        duplicates: 0,
        problems: 4,
        firstProblems: [{ line: 118, message: 'the CRC-16 does not match the record' }],
        createdAt: '2026-11-22T11:00:00.000Z',
        startedAt: '2026-11-22T11:00:00.012Z',
        finishedAt: '2026-11-22T11:00:02.481Z',
      },
    ],
  },
);
export type AfdImportView = Static<typeof AfdImportSchema>;

export const AfdImportQueuedSchema = Type.Object(
  { id: Uuid(), status: Type.Literal('queued') },
  { examples: [{ id: '01a2041f-2c3d-7e4f-8a9b-0c1d2e3f4a5b', status: 'queued' }] },
);
