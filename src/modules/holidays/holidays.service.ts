import { nationalHolidays } from '../../legal/holidays.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { HolidayRow, TenantScope } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { holidaysBetween, insertHoliday, selectHolidays } from './holidays.repository.js';
import type { CreateHolidayInput, HolidayView } from './holidays.schemas.js';

const tenantHolidayView = (row: HolidayRow): HolidayView => ({
  id: row.id,
  date: row.date,
  name: row.name,
  scope: row.scope,
});

/**
 * The holidays from `from` to `to` (`YYYY-MM-DD`, both included) by date: the national ones of those years and
 * the tenant's own. A date is one holiday, the national one where both fall (a tenant cannot add one there).
 */
export async function holidayCalendar(
  db: Db,
  scope: TenantScope,
  from: string,
  to: string,
): Promise<Map<string, HolidayView>> {
  const calendar = new Map<string, HolidayView>();
  for (const row of await holidaysBetween(db, scope, from, to))
    calendar.set(row.date, tenantHolidayView(row));
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const { date, name } of nationalHolidays(year)) {
      if (date >= from && date <= to) calendar.set(date, { id: null, date, name, scope: 'national' });
    }
  }
  return calendar;
}

/** A year's holidays, national and the tenant's, in date order. */
export async function holidaysOfYear(db: Db, scope: TenantScope, year: number): Promise<HolidayView[]> {
  const calendar = await holidayCalendar(db, scope, `${year}-01-01`, `${year}-12-31`);
  return [...calendar.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Adds a tenant holiday: a 409 when the date already is one (national, or the tenant's own). */
export async function createHoliday(
  db: Db,
  scope: TenantScope,
  input: CreateHolidayInput,
): Promise<HolidayView> {
  const name = input.name.trim();
  if (name.length === 0) throw ApiError.invalidField('name', 'must not be blank', 'blank');
  const national = nationalHolidays(Number(input.date.slice(0, 4))).find((h) => h.date === input.date);
  if (national)
    throw ApiError.conflict(`${input.date} is already a national holiday (${national.name}).`, {
      reason: 'national_holiday',
      params: { date: input.date, name: national.name },
    });
  const row: HolidayRow = {
    id: newId(),
    tenantId: scope.tenantId,
    environment: scope.environment,
    date: input.date,
    name,
    scope: input.scope,
    createdAt: Date.now(),
  };
  try {
    await insertHoliday(db, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const holder = await selectHolidays(db, scope)
      .clearSelect()
      .select('id')
      .where('date', '=', input.date)
      .executeTakeFirst();
    const detail = { reason: 'duplicate_holiday', params: { date: input.date } } as const;
    throw holder
      ? ApiError.duplicate(`${input.date} already is the company's holiday ${holder.id}.`, holder.id, detail)
      : ApiError.conflict(`${input.date} already is a holiday of this company.`, detail);
  }
  return tenantHolidayView(row);
}
