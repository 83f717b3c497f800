import { parseInstant } from '../../platform/dates.js';
import { type Db, isUniqueViolation } from '../../platform/db/database.js';
import type { Actor, AdjustmentRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent } from '../../platform/outbox.js';
import { toIso, toIsoOrNull } from '../../platform/time.js';
import { findEmployee } from '../employees/employees.repository.js';
import { findTimeEntry } from '../time-entries/time-entries.repository.js';
import { decide, findAdjustment, insertAdjustment, isDisregarded } from './adjustments.repository.js';
import type { AdjustmentView, CreateAdjustmentInput } from './adjustments.schemas.js';

const MAX_AHEAD_MS = 5 * 60 * 1000;

export function adjustmentView(row: AdjustmentRow): AdjustmentView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    type: row.type,
    occurredAt: toIsoOrNull(row.occurredAt),
    timeEntryId: row.timeEntryId,
    reason: row.reason,
    status: row.status,
    requestedBy: { type: row.requestedByType, id: row.requestedById },
    decisionNote: row.decisionNote,
    decidedAt: toIsoOrNull(row.decidedAt),
    decidedBy: row.decidedByType && row.decidedById ? { type: row.decidedByType, id: row.decidedById } : null,
    createdAt: toIso(row.createdAt),
  };
}

/** Files a pending adjustment. It changes nothing until approved. */
export async function createAdjustment(
  db: Db,
  scope: TenantScope,
  actor: Actor,
  input: CreateAdjustmentInput,
): Promise<AdjustmentView> {
  const now = Date.now();
  const reason = input.reason.trim();
  if (reason.length === 0) throw ApiError.invalidField('reason', 'must not be blank');
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
      if (await isDisregarded(tx, scope, entry.id))
        throw ApiError.conflict('This mark is already disregarded.');
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
      status: 'pending',
      requestedByType: actor.type,
      requestedById: actor.id,
      decisionNote: null,
      decidedAt: null,
      decidedByType: null,
      decidedById: null,
      createdAt: now,
    };
    await insertAdjustment(tx, row);
    return adjustmentView(row);
  });
}

/**
 * Approves or rejects a pending adjustment, once: a second decision (or the loser of two concurrent ones) is
 * a 409. The decision and its `adjustment.approved` / `adjustment.rejected` event commit together.
 */
export async function decideAdjustment(
  db: Db,
  scope: TenantScope,
  actor: Actor,
  id: string,
  outcome: 'approved' | 'rejected',
  decisionNote: string | null,
): Promise<AdjustmentView> {
  try {
    return await db.transaction().execute(async (tx) => {
      const decidedAt = Date.now();
      const decision = {
        status: outcome,
        decisionNote,
        decidedAt,
        decidedByType: actor.type,
        decidedById: actor.id,
      };
      if (!(await decide(tx, scope, id, decision))) {
        const existing = await findAdjustment(tx, scope, id);
        if (!existing) throw ApiError.notFound('adjustment');
        throw ApiError.conflict(`This adjustment was already ${existing.status}.`);
      }
      const row = (await findAdjustment(tx, scope, id))!;
      const view = adjustmentView(row);
      await recordEvent(tx, {
        ...scope,
        type: outcome === 'approved' ? 'adjustment.approved' : 'adjustment.rejected',
        data: view,
        at: decidedAt,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw ApiError.conflict('This mark is already disregarded by another adjustment.');
    throw error;
  }
}
