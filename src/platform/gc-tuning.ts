import v8 from 'node:v8';

/**
 * Imported first by `main.ts`, before anything allocates much.
 *
 * With V8's allocation-site pretenuring on, about a third of the server processes measured promoted 45 MB of
 * short-lived objects out of the young generation for each AFDT of 124,000 marks, instead of 6 MB, and their
 * resident memory grew by 50–110 MB between major GCs. None of 17 processes with it turned off did
 * (verified on Node 20.20, where setting the flag at run time takes effect: V8 then makes no pretenuring
 * decisions). docs/performance.md, "2026-11-23, night".
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
