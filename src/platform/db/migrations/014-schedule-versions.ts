import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { newId } from '../../ids.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/** Employees copied per INSERT: well under both engines' limits on bound parameters. */
const CHUNK = 500;

/**
 * Schedules with history (docs/calendar.md, "Schedules"): each employee's schedule becomes a list of versions,
 * each in force from a date. An existing employee's current schedule (or none) becomes its first version, in
 * force from its admission date, or from its creation date in the tenant's zone when it has none.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('schedule_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    // No foreign key: a new employee's first version is written in the very statement that writes the
    // employee (`runTogether`), whose parts cannot refer to one another's rows.
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One version a date per employee; also the index every read of an employee's versions uses.
  await db.schema
    .createIndex('schedule_versions_one_per_date')
    .on('schedule_versions')
    .columns(['tenant_id', 'environment', 'employee_id', 'effective_from'])
    .unique()
    .execute();

  const employees: {
    id: string;
    tenantId: string;
    environment: string;
    admissionDate: string | null;
    schedule: string | null;
    createdAt: number | string;
    timezone: string;
  }[] = await db
    .selectFrom('employees as e')
    .innerJoin('tenants as t', 't.id', 'e.tenantId')
    .select([
      'e.id',
      'e.tenantId',
      'e.environment',
      'e.admissionDate',
      'e.schedule',
      'e.createdAt',
      't.timezone',
    ])
    .execute();
  const now = Date.now();
  const versions = employees.map((e) => ({
    id: newId(),
    tenantId: e.tenantId,
    environment: e.environment,
    employeeId: e.id,
    effectiveFrom:
      e.admissionDate ?? DateTime.fromMillis(Number(e.createdAt), { zone: e.timezone }).toISODate()!,
    schedule: e.schedule,
    createdAt: now,
  }));
  for (let i = 0; i < versions.length; i += CHUNK) {
    await db
      .insertInto('schedule_versions')
      .values(versions.slice(i, i + CHUNK))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('schedule_versions').execute();
}
