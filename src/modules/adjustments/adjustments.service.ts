import { parseInstant } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { Actor, AdjustmentRow, Requester, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toIsoOrNull } from '../../platform/time.js';
import { pendingState, requestStateView } from '../../platform/request-state.js';
import { type Decision, decideRequest, type RequestKind } from '../../platform/requests.js';
import { assertInstantOpen } from '../closed-periods/closed-periods.js';
import { findEmployee } from '../employees/employees.repository.js';
import { findTimeEntry } from '../time-entries/time-entries.repository.js';
import { disregardOf, findAdjustment, insertAdjustment } from './adjustments.repository.js';
import type { AdjustmentView, CreateAdjustmentInput } from './adjustments.schemas.js';
import { recordEvent } from '../../platform/outbox.js';

const MAX_AHEAD_MS = 5 * 60 * 1000;

export function adjustmentView(row: AdjustmentRow): AdjustmentView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    type: row.type,
    occurredAt: toIsoOrNull(row.occurredAt),
    timeEntryId: row.timeEntryId,
    reason: row.reason,
    ...requestStateView(row),
  };
}

/** Files a pending adjustment. It changes nothing until approved. */
export async function createAdjustment(
  db: Db,
  scope: TenantScope,
  actor: Requester,
  input: CreateAdjustmentInput,
): Promise<AdjustmentView> {
  const now = Date.now();
  const reason = input.reason.trim();
  if (reason.length === 0) throw ApiError.invalidField('reason', 'must not be blank', 'blank');
  let occurredAt: number | null = null;
  if (input.type === 'add') {
    occurredAt = parseInstant(input.occurredAt)!; // checked, with its range, by the route's schema
    if (occurredAt > now + MAX_AHEAD_MS)
      throw ApiError.invalidField('occurredAt', 'must not be in the future');
  }
  return db.transaction().execute(async (tx) => {
    const employee = await findEmployee(tx, scope, input.employeeId);
    if (!employee) throw ApiError.invalidField('employeeId', 'is not an employee of this environment');
    if (input.type === 'disregard') {
      const entry = await findTimeEntry(tx, scope, input.timeEntryId);
      if (!entry || entry.employeeId !== employee.id) {
        throw ApiError.invalidField('timeEntryId', 'is not a mark of this employee');
      }
      const disregard = await disregardOf(tx, scope, entry.id);
      if (disregard)
        throw ApiError.duplicate(
          `This mark is already disregarded by the adjustment ${disregard}.`,
          disregard,
          {
            reason: 'already_disregarded',
          },
        );
      await assertInstantOpen(tx, scope, employee, entry.occurredAt);
    } else {
      await assertInstantOpen(tx, scope, employee, occurredAt!);
    }
    const row: AdjustmentRow = {
      id: newId(),
      tenantId: scope.tenantId,
      environment: scope.environment,
      employeeId: employee.id,
      type: input.type,
      occurredAt,
      timeEntryId: input.type === 'disregard' ? input.timeEntryId : null,
      reason,
      ...pendingState(actor, now),
    };
    await insertAdjustment(tx, row);
    const view = adjustmentView(row);
    await recordEvent(tx, { ...scope, type: 'adjustment.requested', data: view, at: row.createdAt });
    return view;
  });
}

/**
 * Adjustments as requests: approving one changes the treated marks (`workdays`), nothing else here. The day
 * it changes must not be in a closed period (409 `period_closed`, docs/time-bank.md).
 */
export const ADJUSTMENT_REQUESTS: RequestKind<AdjustmentRow, AdjustmentView> = {
  table: 'adjustments',
  noun: 'adjustment',
  find: findAdjustment,
  view: adjustmentView,
  async beforeApproval(tx, scope, pending) {
    const employee = await findEmployee(tx, scope, pending.employeeId);
    const at =
      pending.occurredAt ??
      (pending.timeEntryId === null
        ? undefined
        : (await findTimeEntry(tx, scope, pending.timeEntryId))?.occurredAt);
    if (employee && at !== undefined) await assertInstantOpen(tx, scope, employee, at);
  },
};

/**
 * Approves or rejects a pending adjustment (`decideRequest`). Two approved `disregard`s of one mark are
 * refused by the database's unique index: the later one is a 409.
 */
export async function decideAdjustment(
  db: Db,
  scope: TenantScope,
  actor: Actor,
  decision: Decision,
): Promise<AdjustmentView> {
  try {
    return await decideRequest(db, scope, actor, ADJUSTMENT_REQUESTS, decision);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another disregard of the same mark was approved first (the unique index on approved disregards).
    const adjustment = await findAdjustment(db, scope, decision.id);
    const disregard = adjustment?.timeEntryId && (await disregardOf(db, scope, adjustment.timeEntryId));
    throw disregard
      ? ApiError.duplicate(`This mark is already disregarded by the adjustment ${disregard}.`, disregard, {
          reason: 'already_disregarded',
        })
      : ApiError.conflict('This mark is already disregarded by another adjustment.', {
          reason: 'already_disregarded',
        });
  }
}
