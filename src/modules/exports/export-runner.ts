import type { FastifyBaseLogger } from 'fastify';
import { latin1Bytes } from '../../legal/text.js';
import type { Db } from '../../platform/db/database.js';
import type { EventType, ExportJobRow } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent } from '../../platform/outbox.js';
import { type Developer, requireLegalIdentity } from '../rep/legal-identity.js';
import { verifyChain } from '../rep/rep.service.js';
import { espelhoFileName } from '../reports/espelho-file-names.js';
import type { PdfRenderer } from '../reports/pdf-renderer.js';
import type { ReportSlots } from '../reports/report-slots.js';
import { aej, type AejOptions, afdt, periodReportPdf, prepareReport } from '../reports/reports.service.js';
import {
  claimExport,
  finishHeldExport,
  insertChunk,
  releaseHeldExport,
  updateHeldExport,
} from './exports.repository.js';
import { EXPORT_RETENTION_MS, exportView, LEGAL_FILE_OF, progressTotalOf } from './exports.service.js';

/** Bytes per stored chunk of a file. */
const CHUNK_BYTES = 256 * 1024;
/** How often a run renews its lease and writes its progress. */
const HEARTBEAT_MS = 1000;
/** A run that has not renewed its lease for this long is taken as dead: another runner starts the job over. */
export const EXPORT_LEASE_MS = 30_000;
/** Runs a job may start: one whose processes keep dying under it (killed, out of memory) fails after these. */
const MAX_ATTEMPTS = 3;
/** How long a stopping runner waits for its run to wind down before it gives the job back regardless. */
const STOP_WAIT_MS = 5000;

/** The run no longer holds its job: its lease ran out and another runner took it, or the runner is stopping. */
class NotHeld extends Error {}

interface ExportFile {
  name: string;
  mediaType: string;
  bytes: AsyncIterable<Buffer>;
}

async function* latin1(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield latin1Bytes(chunk);
}

export interface ExportRunnerDeps {
  db: Db;
  log: FastifyBaseLogger;
  aej: AejOptions;
  developer: Developer;
  pdf: PdfRenderer;
  /** The process's report slots: a job takes one, as a download does. */
  slots: ReportSlots;
  /** How often the queue is looked at without a poke (other processes' jobs). */
  pollMs?: number;
  /** After a job ended and its event committed (wakes the webhook dispatchers). */
  onFinished?: () => void;
}

/**
 * Runs export jobs (decision 025), one at a time, in the process that runs the webhook dispatcher (`npm start`
 * unless PONTUAL_DISPATCHER=false, and `npm run worker`). A job is claimed under a lease that the run renews
 * every second with its progress; the file is written in chunks, each together with the lease, so a run that
 * lost its job (its lease ran out and another runner took it) writes nothing more. A job whose process died
 * is started over by whichever runner finds its lease run out. The end (done or failed) and its event
 * (`export.completed`, `export.failed`) are written in one transaction.
 */
export class ExportRunner {
  private readonly owner = newId();
  private timer: NodeJS.Timeout | undefined;
  private passing: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private current: { job: ExportJobRow; abort: AbortController; done: Promise<void> } | undefined;

  constructor(private readonly deps: ExportRunnerDeps) {}

  start(): void {
    this.timer = setInterval(() => this.poke(), this.deps.pollMs ?? 1000).unref();
    this.poke();
  }

  /** Looks at the queue now (a job was just created in this process). */
  poke(): void {
    if (this.stopping) return;
    if (this.passing) {
      this.again = true;
      return;
    }
    this.passing = this.pass()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'export runner pass failed'))
      .finally(() => {
        this.passing = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** Stops taking jobs and gives the running one back to the queue, for the next runner to start over. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    const current = this.current;
    if (current) {
      current.abort.abort(new NotHeld('the export runner is stopping'));
      await releaseHeldExport(this.deps.db, current.job, this.owner).catch((error: unknown) =>
        this.deps.log.warn({ err: error, exportId: current.job.id }, 'giving an export back failed'),
      );
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        current.done,
        new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }
    await this.passing;
  }

  private async pass(): Promise<void> {
    while (!this.stopping) {
      const release = await this.deps.slots.take().catch(() => undefined);
      if (!release) return; // every slot busy: the next poll tries again
      try {
        const now = Date.now();
        const job = await claimExport(this.deps.db, this.owner, now, now + EXPORT_LEASE_MS);
        if (!job) return;
        if (job.attempts > MAX_ATTEMPTS) {
          await this.finish(job, {
            status: 'failed',
            error: {
              code: 'export_interrupted',
              detail: 'The export was interrupted too often; create it again.',
            },
          }).catch((error: unknown) =>
            this.deps.log.warn({ err: error, exportId: job.id }, 'failing an export failed'),
          );
          continue;
        }
        const abort = new AbortController();
        const done = this.run(job, abort);
        this.current = { job, abort, done };
        await done;
        this.current = undefined;
      } finally {
        release();
      }
    }
  }

  private async run(job: ExportJobRow, abort: AbortController): Promise<void> {
    const { db, log } = this.deps;
    const { signal } = abort;
    const scope = { tenantId: job.tenantId, environment: job.environment };
    let progressDone = 0;
    let progressTotal = job.progressTotal;
    const renew = () =>
      updateHeldExport(db, job, this.owner, {
        leaseUntil: Date.now() + EXPORT_LEASE_MS,
        progressDone,
        progressTotal,
      });
    const heartbeat = setInterval(() => {
      renew().then(
        (held) => {
          if (!held) abort.abort(new NotHeld('the export lease was lost'));
        },
        (error: unknown) => log.warn({ err: error, exportId: job.id }, 'renewing an export lease failed'),
      );
    }, HEARTBEAT_MS).unref();
    try {
      progressTotal = await progressTotalOf(db, scope, job);
      const file = await this.fileOf(job, signal, (count) => (progressDone += count));
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      /** Writes what is pending as the next chunk, with the lease: nothing if the run lost its job. */
      const flush = async () => {
        const bytes = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        seq++;
        size += bytes.length;
        await db.transaction().execute(async (tx) => {
          const held = await updateHeldExport(tx, job, this.owner, {
            leaseUntil: Date.now() + EXPORT_LEASE_MS,
            progressDone,
            progressTotal,
          });
          if (!held) throw new NotHeld('the export lease was lost');
          await insertChunk(tx, job, seq, bytes);
        });
      };
      for await (const bytes of file.bytes) {
        signal.throwIfAborted();
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      }
      signal.throwIfAborted();
      if (pendingBytes > 0) await flush();
      await this.finish(job, {
        status: 'done',
        file: { name: file.name, mediaType: file.mediaType, size },
        progressDone: progressTotal,
      });
    } catch (error) {
      if (error instanceof NotHeld || signal.aborted) {
        log.info(
          { exportId: job.id, reason: String(signal.reason ?? error) },
          'export run ended without its job',
        );
        return;
      }
      // A refusal the report itself would answer (the employee or the employer's identity gone since) is the
      // job's error as the client would have seen it; anything else is logged, and the job says only that it failed.
      if (!(error instanceof ApiError)) log.error({ err: error, exportId: job.id }, 'export failed');
      const failure =
        error instanceof ApiError
          ? { code: error.code, detail: error.message }
          : { code: 'export_failed', detail: 'The export failed; create it again.' };
      await this.finish(job, { status: 'failed', error: failure }).catch((finishing: unknown) =>
        log.error({ err: finishing, exportId: job.id }, 'recording an export failure failed'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The job's file, made as it is read; `counted` hears of the employees written or the records checked. */
  private async fileOf(
    job: ExportJobRow,
    signal: AbortSignal,
    counted: (count: number) => void,
  ): Promise<ExportFile> {
    const { db } = this.deps;
    const scope = { tenantId: job.tenantId, environment: job.environment };
    if (job.kind === 'chain_verification') {
      return {
        name: `verificacao-da-cadeia_${job.environment}_${new Date(job.createdAt).toISOString().slice(0, 10)}.json`,
        mediaType: 'application/json',
        bytes: (async function* () {
          yield Buffer.from(JSON.stringify(await verifyChain(db, scope, { signal, onChecked: counted })));
        })(),
      };
    }
    // createExport gives every report its range.
    const { dateFrom: from, dateTo: to } = job;
    if (from === null || to === null) throw new Error(`export ${job.id} is a report without its range`);
    const context = {
      ...(await prepareReport(db, { scope, from, to, employeeId: job.employeeId ?? undefined })),
      onEmployeesDone: counted,
    };
    const legalFile = LEGAL_FILE_OF[job.kind];
    if (!legalFile) {
      return {
        name: espelhoFileName(context, 'pdf'),
        mediaType: 'application/pdf',
        bytes: periodReportPdf(db, context, this.deps.pdf),
      };
    }
    const identity = requireLegalIdentity(legalFile, context.tenant, this.deps.developer);
    return {
      name: `${legalFile}_${identity.document}_${from}_${to}.txt`,
      mediaType: 'text/plain; charset=ISO-8859-1',
      bytes: latin1(
        job.kind === 'aej' ? aej(db, context, this.deps.aej, identity) : afdt(db, context, identity),
      ),
    };
  }

  /** Ends a held job as done or failed, with its event, in one transaction (nothing if the run lost it). */
  private async finish(
    job: ExportJobRow,
    end:
      | { status: 'done'; file: { name: string; mediaType: string; size: number }; progressDone: number }
      | { status: 'failed'; error: { code: string; detail: string } },
  ): Promise<void> {
    const now = Date.now();
    const error = end.status === 'failed' ? end.error : undefined;
    await this.deps.db.transaction().execute(async (tx) => {
      const finished = await finishHeldExport(tx, job, this.owner, {
        status: end.status,
        progressDone: end.status === 'done' ? end.progressDone : job.progressDone,
        finishedAt: now,
        expiresAt: now + EXPORT_RETENTION_MS,
        errorCode: error?.code ?? null,
        errorDetail: error?.detail ?? null,
        fileName: end.status === 'done' ? end.file.name : null,
        mediaType: end.status === 'done' ? end.file.mediaType : null,
        fileSize: end.status === 'done' ? end.file.size : null,
      });
      if (!finished) throw new NotHeld('the export lease was lost');
      const type: EventType = end.status === 'done' ? 'export.completed' : 'export.failed';
      await recordEvent(tx, {
        tenantId: job.tenantId,
        environment: job.environment,
        type,
        data: exportView(finished),
        at: now,
      });
    });
    this.deps.onFinished?.();
  }
}
