import { parseInstant } from '../../platform/dates.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { NewEvent } from '../../platform/outbox.js';
import { GroupCommit } from '../rep/group-commit.js';
import {
  type KnownServiceEvents,
  MarkAppender,
  type MarkedEmployee,
  type NewMark,
} from '../rep/rep.service.js';
import { findTimeEntryByExternalId } from './time-entries.repository.js';
import type { CreateTimeEntryInput, TimeEntryView } from './time-entries.schemas.js';
import { timeEntryView } from './time-entries.service.js';

const MAX_AHEAD_MS = 5 * 60 * 1000;
/** Clock-ins of one tenant-environment written in one transaction at most. */
const MAX_BATCH = 64;

/**
 * A clock-in waiting for its batch: the request's input, its employee as the REP's appender gave it when the
 * request arrived (remembered or read), when the mark happened and when it arrived.
 */
interface Mark {
  input: CreateTimeEntryInput;
  employee: MarkedEmployee;
  occurredAt: number;
  at: number;
}

const duplicateExternalId = (id: string) =>
  ApiError.duplicate(`Time entry ${id} already has this externalId.`, id, {
    reason: 'duplicate_external_id',
  });
const notAnActiveEmployee = () => ApiError.invalidField('employeeId', 'is not an active employee');

/**
 * Records clock-in marks (docs/decisions/017-one-clock-in-path.md, 042-remembered-employees.md):
 *
 * 1. each request takes its employee from the REP's appender (`MarkAppender.employee`: as it last read it, or
 *    read now), and an inactive or unknown employee is a 400 at once;
 * 2. the marks of a tenant-environment that arrive while a batch is written wait in its lane and are written
 *    together in the next one (`GroupCommit`, docs/decisions/008-group-commit.md);
 * 3. a batch is screened (a repeated `externalId` within it is a 409 for that mark) and appended to the REP
 *    with its `time_entry.created` events in one write (`MarkAppender`), which also checks that each
 *    employee is still active with the CPF and zone its marks carry. If the REP's head had moved or an
 *    employee changed, nothing was written, and the batch is screened again on the employees and
 *    `externalId`s as they are now.
 *
 * If the write fails, GroupCommit writes the batch's marks again one by one, so only the mark at fault fails
 * (an `externalId` already taken is a 409 naming the holder); the database being away (503) fails the
 * batch's marks at once.
 */
export class ClockIns {
  private readonly lanes: GroupCommit<Mark, TimeEntryView>;
  private readonly appender: MarkAppender;

  constructor(
    private readonly db: Db,
    serviceEvents?: KnownServiceEvents,
  ) {
    this.lanes = new GroupCommit(MAX_BATCH, (scope, batch) => this.commit(scope, batch));
    this.appender = new MarkAppender(db, serviceEvents);
  }

  async record(scope: TenantScope, input: CreateTimeEntryInput): Promise<TimeEntryView> {
    const at = Date.now();
    // The schema has checked the instant and its range (platform/dates.ts).
    const occurredAt = input.occurredAt === undefined ? at : parseInstant(input.occurredAt)!;
    if (occurredAt > at + MAX_AHEAD_MS)
      throw ApiError.invalidField('occurredAt', 'must not be more than 5 minutes in the future');
    if (input.rep === 'rep_c') {
      if (input.source !== 'device') throw ApiError.invalidField('source', 'must be device for a rep_c mark');
      if (!/^(?=.*[1-9])\d{1,17}$/.test(input.deviceId ?? ''))
        throw ApiError.invalidField(
          'deviceId',
          "must be the clock's serial (1 to 17 digits) for a rep_c mark",
        );
    }
    const employee = await this.appender.employee(scope, input.employeeId);
    if (!employee) throw notAnActiveEmployee();
    return this.lanes.submit(scope, { input, employee, occurredAt, at });
  }

  private async commit(scope: TenantScope, batch: Mark[]): Promise<(TimeEntryView | Error)[]> {
    try {
      return await this.write(scope, batch);
    } catch (error) {
      // A failed batch of several marks is written again mark by mark (GroupCommit), which finds the one
      // whose externalId another process raced.
      if (!isUniqueViolation(error) || batch.length > 1) throw error;
      const externalId = batch[0]!.input.externalId;
      const existing =
        externalId === undefined
          ? undefined
          : await findTimeEntryByExternalId(this.db, scope, externalId).catch(() => undefined);
      if (existing) return [duplicateExternalId(existing.id)];
      throw error;
    }
  }

  /** Writes a batch of marks: each mark's answer in order, a view or the error that fails only that mark. */
  private async write(scope: TenantScope, batch: Mark[]): Promise<(TimeEntryView | ApiError)[]> {
    // Each written mark's view is both its answer and its event's payload: made once.
    let views: TimeEntryView[] = [];
    const { batch: screened } = await this.appender.append(
      scope,
      // First as the marks arrived; after the head moved (an employee record among others), as things are now.
      (attempt) =>
        attempt === 0 ? Promise.resolve(screen(scope, batch)) : screenAgain(this.db, scope, batch),
      (written) => {
        views = written.map(timeEntryView);
        return views.map((view, i) => createdEvent(scope, view, written[i]!.createdAt));
      },
    );
    const { results, accepted } = screened;
    accepted.forEach((index, i) => (results[index] = views[i]!));
    return results;
  }
}

/**
 * Reads the batch's employees and the `externalId`s already taken, and screens the marks on them
 * (`screen`).
 */
async function screenAgain(db: Db, scope: TenantScope, batch: Mark[]) {
  const employeeIds = [...new Set(batch.map((mark) => mark.input.employeeId))];
  const externalIds = batch.flatMap((mark) =>
    mark.input.externalId === undefined ? [] : [mark.input.externalId],
  );
  const [employees, taken] = await Promise.all([
    db
      .selectFrom('employees')
      .select(['id', 'cpf', 'timezone'])
      .where('tenantId', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('active', '=', 1)
      .where('id', 'in', employeeIds)
      .execute(),
    externalIds.length === 0
      ? []
      : db
          .selectFrom('timeEntries')
          .select(['id', 'externalId'])
          .where('tenantId', '=', scope.tenantId)
          .where('environment', '=', scope.environment)
          .where('externalId', 'in', externalIds)
          .execute(),
  ]);
  return screen(
    scope,
    batch,
    new Map(employees.map((employee) => [employee.id, employee])),
    new Map(taken.map((row) => [row.externalId!, row.id])),
  );
}

/**
 * Sorts the marks: those of an employee not `active` (when given: the employees as just read) get a 400, those
 * with an `externalId` taken (in `holders`, or by an earlier mark of the batch) a 409; the others are the marks
 * to append, `accepted` holding their places in the batch. Without `holders`, an `externalId` taken in the
 * database fails the write, and GroupCommit writes the batch again mark by mark.
 */
function screen(
  scope: TenantScope,
  batch: Mark[],
  active?: Map<string, MarkedEmployee>,
  holders = new Map<string, string>(),
) {
  const results: (TimeEntryView | ApiError)[] = [];
  const accepted: number[] = [];
  const marks: NewMark[] = [];
  batch.forEach(({ input, employee: asArrived, occurredAt, at }, index) => {
    const employee = active ? active.get(input.employeeId) : asArrived;
    if (!employee) {
      results[index] = notAnActiveEmployee();
      return;
    }
    const id = newId();
    if (input.externalId !== undefined) {
      const holder = holders.get(input.externalId);
      if (holder) {
        results[index] = duplicateExternalId(holder);
        return;
      }
      holders.set(input.externalId, id);
    }
    accepted.push(index);
    marks.push({
      cpf: employee.cpf,
      row: {
        tenantId: scope.tenantId,
        environment: scope.environment,
        id,
        employeeId: employee.id,
        occurredAt,
        timezone: employee.timezone,
        source: input.source ?? 'api',
        rep: input.rep ?? 'rep_p',
        deviceId: input.deviceId ?? null,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        accuracyMeters: input.location?.accuracyMeters ?? null,
        externalId: input.externalId ?? null,
        createdAt: at,
      },
    });
  });
  return { results, accepted, marks };
}

const createdEvent = (scope: TenantScope, view: TimeEntryView, at: number): NewEvent => ({
  tenantId: scope.tenantId,
  environment: scope.environment,
  type: 'time_entry.created',
  data: view,
  at,
});
