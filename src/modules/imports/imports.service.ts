import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import { type ClockMark, readClockAfd, ClockAfdError } from '../../legal/clock-afd.js';
import type { Db } from '../../platform/db/database.js';
import type { AfdImportTable, TenantScope } from '../../platform/db/schema.js';
import type { ApiError } from '../../platform/errors.js';
import { toApiError, validationError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIso, toIsoOrNull } from '../../platform/time.js';
import { compileBodyValidator } from '../../platform/validation.js';
import { findTenant } from '../tenants/tenants.repository.js';
import type { ClockIns } from '../time-entries/clock-ins.js';
import { CreateTimeEntryBody, type CreateTimeEntryInput } from '../time-entries/time-entries.schemas.js';
import {
  type AfdImportRow,
  claimImport,
  findClaimable,
  findEmployeesByDocuments,
  insertImport,
  saveProgress,
  takenExternalIds,
} from './imports.repository.js';
import type { AfdImportView } from './imports.schemas.js';

/** Marks read, matched and recorded together; the progress is saved (and the lease renewed) after each. */
const CHUNK = 500;
/** How long a runner holds an import without saving progress before another process may take it over. */
const LEASE_MS = 60_000;
/** How often a runner looks for imports whose runner died (a new import wakes it at once). */
const POLL_MS = 5_000;
/** Problems listed in an import's view; the rest are counted. */
const LISTED_PROBLEMS = 20;

interface Problem {
  line: number;
  message: string;
}

export function importView(row: AfdImportRow): AfdImportView {
  return {
    id: row.id,
    status: row.status,
    layout: row.layout,
    deviceId: row.deviceId,
    lines: row.lines,
    marks: row.marks,
    created: row.created,
    duplicates: row.duplicates,
    problems: row.problems,
    firstProblems: JSON.parse(row.firstProblems) as Problem[],
    createdAt: toIso(row.createdAt),
    startedAt: toIsoOrNull(row.startedAt),
    finishedAt: toIsoOrNull(row.finishedAt),
  };
}

/**
 * Imports time clocks' AFD files (docs/decisions/027-afd-import.md). `create` stores the file and answers at
 * once; a runner in every API process claims waiting imports one at a time under a lease (a compare-and-set on
 * the row), reads the file (`legal/clock-afd.ts`) and records its marks in chunks through the clock-in path
 * (`ClockIns.record`, as `POST /v1/time-entries` would, each mark's `externalId` `<serial>:<nsr>`), saving its
 * progress and renewing its lease after each chunk. A process that dies leaves its lease to run out, and the
 * next runner resumes from the saved chunk; a mark recorded after the last save is then counted as a
 * duplicate, never recorded twice.
 */
export class AfdImports {
  private readonly owner = randomUUID();
  private readonly validateMark = compileBodyValidator(CreateTimeEntryBody);
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly clockIns: ClockIns,
    private readonly log: FastifyBaseLogger,
  ) {}

  async create(scope: TenantScope, file: Buffer): Promise<{ id: string; status: 'queued' }> {
    const row: AfdImportTable = {
      id: newId(),
      tenantId: scope.tenantId,
      environment: scope.environment,
      status: 'queued',
      file,
      layout: null,
      deviceId: null,
      lines: 0,
      marks: 0,
      created: 0,
      duplicates: 0,
      problems: 0,
      firstProblems: '[]',
      nextMark: 0,
      leaseOwner: null,
      leaseExpiresAt: null,
      createdAt: Date.now(),
      startedAt: null,
      finishedAt: null,
    };
    await insertImport(this.db, row);
    this.wake();
    return { id: row.id, status: 'queued' };
  }

  /** Looks for imports now and every POLL_MS (those whose runner died), until `stop`. */
  start(): void {
    this.stopping = false;
    this.wake();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  /** Stops looking; an import being run stops after its chunk, and its lease is left for the next runner. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs the imports that can be claimed, unless a pass is already running (which then looks again). */
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runPending()
      .catch((error: unknown) => this.log.error({ err: error }, 'AFD import runner failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Claims and runs imports one after another until none can be claimed (tests call it directly). */
  async runPending(): Promise<void> {
    while (!this.stopping) {
      const now = Date.now();
      const candidate = await findClaimable(this.db, now);
      if (!candidate) return;
      const claimed = await claimImport(this.db, candidate, this.owner, now, now + LEASE_MS);
      if (claimed) await this.run(claimed);
    }
  }

  private async run(row: AfdImportTable): Promise<void> {
    const scope: TenantScope = { tenantId: row.tenantId, environment: row.environment };
    let file;
    try {
      file = readClockAfd(row.file.toString('latin1'));
    } catch (error) {
      if (!(error instanceof ClockAfdError)) throw error;
      await saveProgress(this.db, row, this.owner, {
        status: 'failed',
        problems: 1,
        firstProblems: JSON.stringify([{ line: 1, message: error.message }]),
        finishedAt: Date.now(),
        leaseOwner: null,
        leaseExpiresAt: null,
      });
      return;
    }
    const tenantZone = (await findTenant(this.db, scope.tenantId))!.timezone;
    // The file's own problems are counted once, when the first chunk is saved.
    const counts = {
      marks: row.marks,
      created: row.created,
      duplicates: row.duplicates,
      problems: row.problems,
    };
    let listed = JSON.parse(row.firstProblems) as Problem[];
    let pending: Problem[] = row.nextMark === 0 ? [...file.problems] : [];
    for (let start = row.nextMark; ; start += CHUNK) {
      const chunk = file.marks.slice(start, start + CHUNK);
      const outcome = await this.recordChunk(scope, file.serial, tenantZone, chunk);
      counts.marks += chunk.length;
      counts.created += outcome.created;
      counts.duplicates += outcome.duplicates;
      pending.push(...outcome.problems);
      counts.problems += pending.length;
      // The first problems by line: the file's own and each chunk's interleave.
      listed = [...listed, ...pending].sort((a, b) => a.line - b.line).slice(0, LISTED_PROBLEMS);
      pending = [];
      const finished = start + CHUNK >= file.marks.length;
      const saved = await saveProgress(this.db, row, this.owner, {
        ...counts,
        layout: file.layout,
        deviceId: file.serial,
        lines: file.lines,
        firstProblems: JSON.stringify(listed),
        nextMark: start + CHUNK,
        ...(finished
          ? { status: 'done', finishedAt: Date.now(), leaseOwner: null, leaseExpiresAt: null }
          : { leaseExpiresAt: Date.now() + LEASE_MS }),
      });
      if (!saved) {
        this.log.warn({ importId: row.id }, 'AFD import lease lost; another runner has it');
        return;
      }
      if (finished) return;
      if (this.stopping) {
        // Shutting down: the lease is let go, so that the next runner to look resumes at once.
        await saveProgress(this.db, row, this.owner, { leaseExpiresAt: 0 });
        return;
      }
    }
  }

  /**
   * Matches a chunk's marks to employees (CPF, else PIS), skips those whose `<serial>:<nsr>` is recorded
   * already, and records the rest through the clock-in path, all at once (they meet in the tenant's lane).
   */
  private async recordChunk(scope: TenantScope, serial: string, tenantZone: string, chunk: ClockMark[]) {
    const cpfs = [...new Set(chunk.flatMap((mark) => (mark.worker.cpf ? [mark.worker.cpf] : [])))];
    const pisNumbers = [...new Set(chunk.flatMap((mark) => (mark.worker.pis ? [mark.worker.pis] : [])))];
    const externalIdOf = (mark: ClockMark) => `${serial}:${mark.nsr}`;
    const [employees, taken] = await Promise.all([
      chunk.length === 0 ? [] : findEmployeesByDocuments(this.db, scope, cpfs, pisNumbers),
      takenExternalIds(this.db, scope, chunk.map(externalIdOf)),
    ]);
    const byCpf = new Map(employees.map((employee) => [employee.cpf, employee]));
    const byPis = new Map<string, (typeof employees)[number] | null>();
    // A PIS two employees hold names neither.
    for (const employee of employees)
      if (employee.pis) byPis.set(employee.pis, byPis.has(employee.pis) ? null : employee);

    const problems: Problem[] = [];
    let duplicates = 0;
    const submitted = chunk.map(async (mark): Promise<'created' | 'duplicate' | undefined> => {
      const externalId = externalIdOf(mark);
      if (taken.has(externalId)) return 'duplicate';
      const employee =
        (mark.worker.cpf ? byCpf.get(mark.worker.cpf) : undefined) ??
        (mark.worker.pis ? byPis.get(mark.worker.pis) : undefined);
      if (!employee) {
        problems.push({ line: mark.line, message: unknownWorker(mark) });
        return undefined;
      }
      const occurredAt = instantOf(mark, employee.timezone ?? tenantZone);
      if (occurredAt === undefined) {
        problems.push({ line: mark.line, message: 'the date-time does not exist' });
        return undefined;
      }
      const input: CreateTimeEntryInput = {
        employeeId: employee.id,
        occurredAt,
        source: 'device',
        rep: 'rep_c',
        deviceId: serial,
        externalId,
      };
      try {
        // What the single POST's schema would refuse (an instant out of the accepted range) is a problem too.
        if (!this.validateMark(input)) throw validationError(this.validateMark.errors ?? [], 'body');
        await this.clockIns.record(scope, input);
        return 'created';
      } catch (error) {
        const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
        if (apiError.status >= 500) throw error;
        // The same clock's NSR recorded meanwhile, or twice in the file.
        if (apiError.status === 409) return 'duplicate';
        problems.push({ line: mark.line, message: problemMessage(apiError) });
        return undefined;
      }
    });
    const outcomes = await Promise.allSettled(submitted);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    // The database away: the chunk is not saved, and the import is taken up again once the lease runs out.
    if (failure) throw failure.reason;
    let created = 0;
    for (const outcome of outcomes) {
      if (outcome.status !== 'fulfilled') continue;
      if (outcome.value === 'created') created++;
      if (outcome.value === 'duplicate') duplicates++;
    }
    return { created, duplicates, problems };
  }
}

function unknownWorker(mark: ClockMark): string {
  if (mark.worker.cpf && mark.worker.pis)
    return `no employee has CPF or PIS ${mark.worker.cpf} (or two employees share that PIS)`;
  if (mark.worker.cpf) return `no employee has CPF ${mark.worker.cpf}`;
  return `no employee has PIS ${mark.worker.pis} (or two employees share it)`;
}

/** The mark's instant as RFC 3339: a 671 mark carries its offset; a 1510 mark is local time in `zone`. */
function instantOf(mark: ClockMark, zone: string): string | undefined {
  if ('instant' in mark.at) return mark.at.instant;
  const local = DateTime.fromISO(mark.at.local, { zone });
  return local.isValid ? local.toISO({ suppressMilliseconds: true }) : undefined;
}

function problemMessage(error: ApiError): string {
  if (error.errors.some((e) => e.field === 'occurredAt'))
    return `the date-time is refused: ${error.errors.find((e) => e.field === 'occurredAt')!.message}`;
  if (error.errors.some((e) => e.field === 'employeeId')) return 'the employee is not active';
  return error.message;
}
