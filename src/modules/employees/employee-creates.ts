import type { Db } from '../../platform/db/database.js';
import { isDatabaseUnavailable } from '../../platform/db/errors.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { GroupCommit } from '../rep/group-commit.js';
import type { RecordActor } from '../rep/rep.service.js';
import type { CreateEmployeeInput, EmployeeView } from './employees.schemas.js';
import { type EmployeeCreate, insertEmployee, insertEmployees, newEmployee } from './employees.service.js';

/** Employee creates of one tenant-environment written in one transaction at most. */
const MAX_BATCH = 64;

/**
 * Creates employees with group commit (see `GroupCommit`; a lane of their own, beside the clock-ins'): every
 * active new employee takes an NSR for its type-5 record, so the creates of a tenant-environment take turns on
 * its REP head row, and under load each turn waited for the ones before it (on PostgreSQL at 200 creates a
 * second on a busy machine, 34 ms per create on that row: docs/decisions/008-group-commit.md). Creates that
 * arrive while the lane's transaction runs are written together in the next one: one INSERT of the employees,
 * one of their events, one NSR range, one INSERT of their type-5 records. A lone create is written by itself.
 *
 * If a batch's transaction fails for any other reason than the database being away, its creates are written
 * one by one, so each gets its own answer: a collision on CPF, registration or externalId (with a stored
 * employee, or within the batch) is a 409 naming the holder for that create only. The database away fails
 * the batch's remaining creates at once (503).
 */
export class EmployeeCreates {
  private readonly lanes: GroupCommit<EmployeeCreate, EmployeeView>;

  constructor(private readonly db: Db) {
    this.lanes = new GroupCommit(MAX_BATCH, (scope, rows) => this.commit(scope, rows));
  }

  /**
   * Creates the employee as `actor` (whose CPF its type-5 record carries); a 400 (checked before it joins the
   * lane) or a 409 fails only this create.
   */
  async create(scope: TenantScope, input: CreateEmployeeInput, actor: RecordActor): Promise<EmployeeView> {
    return this.lanes.submit(scope, { row: newEmployee(scope, input), actor });
  }

  private async commit(scope: TenantScope, rows: EmployeeCreate[]): Promise<(EmployeeView | Error)[]> {
    if (rows.length > 1) {
      try {
        return await this.db.transaction().execute((tx) => insertEmployees(tx, scope, rows));
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
      }
    }
    const outcomes: (EmployeeView | Error)[] = [];
    for (const row of rows) {
      try {
        outcomes.push(await insertEmployee(this.db, scope, row));
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        outcomes.push(error as Error);
      }
    }
    return outcomes;
  }
}
