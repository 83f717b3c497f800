import v8 from 'node:v8';

/**
 * Imported first by the entry points (`main.ts`, `worker.ts`), before anything allocates much.
 *
 * V8's allocation-site pretenuring, in about a third of server processes, settled early on allocating what
 * the exports allocate in bulk straight in the old generation. In those processes an AFDT of 124,000 marks
 * promoted 45 MB of short-lived objects out of the young generation instead of 6 MB, and the server's
 * resident memory grew by 50–110 MB per export until a major GC. Without pretenuring, 6 MB in every process
 * measured (docs/performance.md, "Export memory").
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
