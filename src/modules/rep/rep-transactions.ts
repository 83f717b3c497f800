import { sql } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { GroupCommit } from './group-commit.js';
import { takeNsr } from './rep.repository.js';

type Work = (tx: Tx) => Promise<unknown>;

/** Units of work of a tenant-environment sharing one transaction at most. */
const MAX_BATCH = 32;

/**
 * Runs the transactions that may write a REP record (employee changes, which take an NSR for their type-5
 * record) with group commit (see `GroupCommit`). The units of work queued for a tenant-environment while a
 * transaction runs share the next one, each in a savepoint of its own: a unit that fails (a 409, a 404) is
 * rolled back alone and answered with its error, and the others commit together. A unit sees the writes of
 * the units before it, as it would had they committed first.
 */
export class RepTransactions {
  private readonly lanes: GroupCommit<Work, unknown>;

  constructor(db: Db) {
    this.lanes = new GroupCommit(MAX_BATCH, (scope, batch) =>
      db.transaction().execute(async (tx) => {
        // The head row first: every REP writer locks it before any other row, so the writers of two
        // processes never wait for each other in a cycle.
        await takeNsr(tx, scope, 0);
        const outcomes: unknown[] = [];
        for (const work of batch) {
          await sql`savepoint rep_unit`.execute(tx);
          try {
            outcomes.push(await work(tx));
          } catch (error) {
            await sql`rollback to savepoint rep_unit`.execute(tx);
            outcomes.push(error instanceof Error ? error : new Error(String(error)));
          }
          await sql`release savepoint rep_unit`.execute(tx);
        }
        return outcomes;
      }),
    );
  }

  /** Runs `work` in a transaction of the scope's REP lane; resolves once that transaction has committed. */
  run<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    // The lane holds units of every result type; this one resolves with what `work` returned.
    return this.lanes.submit(scope, work) as Promise<T>;
  }
}
