import { isDatabaseUnavailable } from '../../platform/db/errors.js';
import type { TenantScope } from '../../platform/db/schema.js';

interface Pending<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/** Writes one batch; each input's outcome in order: its output, or the error that fails only that input. */
export type BatchWriter<Input, Output> = (scope: TenantScope, batch: Input[]) => Promise<(Output | Error)[]>;

/**
 * Group commit for the writers of a tenant-environment's REP (one instance per kind of writer: clock-ins and
 * employee creates; employee updates and company changes take their NSR in their own transaction). Every REP
 * record takes the next NSR from one head row, so its writers commit one after another, each paying its own
 * commit (an fsync on PostgreSQL).
 * Here they queue per tenant-environment instead: while one batch's transaction runs, whatever arrives waits
 * and is written together in the next one, so a burst of N writers pays for a few commits rather than N. A
 * lone writer is written on the next turn of the event loop, so nothing waits at low load.
 *
 * If the writer throws for a batch of several inputs, nothing of it was committed, and the fault may be one
 * input's: each input is then written again in a batch of its own, so that one bad input never fails
 * another request. Only the database being out of reach fails the whole batch at once. The lane goes on with
 * the next batch either way, since a stuck lane would hang the tenant's later writes.
 */
export class GroupCommit<Input, Output> {
  /** Inputs waiting per tenant-environment; an entry exists from a lane's first input until its writer finds it empty. */
  private readonly lanes = new Map<string, Pending<Input, Output>[]>();

  constructor(
    private readonly maxBatch: number,
    private readonly write: BatchWriter<Input, Output>,
  ) {}

  submit(scope: TenantScope, input: Input): Promise<Output> {
    return new Promise((resolve, reject) => {
      const key = `${scope.tenantId}:${scope.environment}`;
      const pending = { input, resolve, reject };
      const lane = this.lanes.get(key);
      if (lane) {
        lane.push(pending);
        return;
      }
      this.lanes.set(key, [pending]);
      this.drainOnceSettled(key, { tenantId: scope.tenantId, environment: scope.environment }, 1);
    });
  }

  /**
   * Starts a lane's first batch once a turn of the event loop has added nothing to it (or it is full). Not at
   * once: on SQLite, whose queries never yield to the event loop, nothing would ever join a batch that had
   * started. And not after a single turn: a request reaches the lane only after its key (and its employee, if
   * not remembered) have been read, each read shared by the requests of one turn, so requests that arrived a
   * turn or two apart reach it a turn or two apart. A lone writer waits one turn, as before; under load a
   * batch gathers most of the requests in flight (docs/decisions/008-group-commit.md).
   */
  private drainOnceSettled(key: string, scope: TenantScope, seen: number): void {
    setImmediate(() => {
      const waiting = this.lanes.get(key)!.length;
      if (waiting > seen && waiting < this.maxBatch) this.drainOnceSettled(key, scope, waiting);
      else void this.drain(key, scope);
    });
  }

  private async drain(key: string, scope: TenantScope): Promise<void> {
    for (;;) {
      const lane = this.lanes.get(key)!;
      if (lane.length === 0) {
        this.lanes.delete(key);
        return;
      }
      const batch = lane.splice(0, this.maxBatch);
      try {
        await this.writeSettling(scope, batch);
      } catch (error) {
        if (batch.length === 1 || isDatabaseUnavailable(error)) batch.forEach((p) => p.reject(error));
        else for (const pending of batch) await this.writeSettling(scope, [pending]).catch(pending.reject);
      }
    }
  }

  /** Writes a batch and settles each input with its outcome; throws, settling none, if the writer throws. */
  private async writeSettling(scope: TenantScope, batch: Pending<Input, Output>[]): Promise<void> {
    const outcomes = await this.write(
      scope,
      batch.map((p) => p.input),
    );
    outcomes.forEach((outcome, i) =>
      outcome instanceof Error ? batch[i]!.reject(outcome) : batch[i]!.resolve(outcome),
    );
  }
}
