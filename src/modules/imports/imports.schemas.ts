import { type Static, Type } from 'typebox';

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const AfdImportSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: Type.Enum(IMPORT_STATUSES, {
      description:
        '`queued`, `running`, then `done`, or `failed` when the file has no readable AFD header (the first problem says why).',
    }),
    layout: Type.Union([Type.Enum(['portaria-671', 'portaria-1510']), Type.Null()], {
      description: "The file's layout, once read.",
    }),
    deviceId: Type.Union([Type.String(), Type.Null()], {
      description: "The clock's serial from the header, once read: the marks' `deviceId`.",
    }),
    lines: Type.Integer({ description: 'Lines in the file, header, trailer and signature included.' }),
    marks: Type.Integer({ description: 'Mark records (type 3) read so far.' }),
    created: Type.Integer({ description: 'Marks recorded.' }),
    duplicates: Type.Integer({
      description: 'Marks already recorded (the same clock and NSR: an earlier import of the file).',
    }),
    problems: Type.Integer({
      description:
        'Lines not imported: a bad CRC or length, an unknown worker, a date in the future, a mark refused as `POST /v1/time-entries` would refuse it.',
    }),
    firstProblems: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() }), {
      description: 'The first 20 problems, with their line numbers (from 1).',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
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

export const AfdImportQueuedSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: Type.Literal('queued'),
});
