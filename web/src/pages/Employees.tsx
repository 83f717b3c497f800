import { type FormEvent, useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton, useFeedback } from '../feedback.js';
import {
  type CycleSchedule,
  type Employee,
  inviteToPortal,
  ProblemError,
  type Schedule,
  type ScheduleVersion,
  v1,
} from '../api.js';
import { Pager, useDebouncedFilter, useListParams } from '../Pager.js';
import { refreshAll, useApi, useApiPage } from '../queries.js';
import {
  CYCLE_PRESETS,
  cyclePattern,
  formatDay,
  MAX_CYCLE_DAYS,
  parseCycle,
  parseWeek,
  SCHEDULE_KINDS,
  type ScheduleKind,
  WEEKDAYS,
  type Weekday,
  weeklyPattern,
} from '../schedule-text.js';
import { formatCpf, formatDate } from '../format.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';
import { fieldText, fieldTexts } from '../form-data.js';

const FIELDS = [
  ['name', 'text', true],
  ['cpf', 'text', true],
  ['pis', 'text', false],
  ['email', 'email', false],
  ['registration', 'text', false],
  ['jobTitle', 'text', false],
  ['admissionDate', 'date', false],
  ['terminationDate', 'date', false],
  ['timezone', 'text', false],
  ['externalId', 'text', false],
] as const;

/** The weekday's name in the interface's language (2026-11-16 is a Monday). */
function weekdayName(language: string, index: number): string {
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 16 + index),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/**
 * The schedule: a week's intervals, one text field a day, or a cycle (12x36, 24x72, 6x1 or any rotating one)
 * from a start date, one text field a cycle day; see `schedule-text.ts` for what each accepts. A preset fills
 * the cycle's days, which stay editable (19:00–07:00 for the night 12x36). An employee whose schedule today is
 * a cycle opens on it, as a rotating cycle.
 */
function ScheduleFields({ employee, problem }: { employee: Employee | null; problem: ProblemError | null }) {
  const { t, i18n } = useTranslation();
  const current = cyclePattern(employee?.schedule);
  const [kind, setKind] = useState<ScheduleKind>(current ? 'rotating' : 'weekly');
  const [cycleDays, setCycleDays] = useState<string[]>(
    current ? current.days.map((intervals) => formatDay(intervals)) : CYCLE_PRESETS['12x36'],
  );
  const choose = (next: ScheduleKind) => {
    setKind(next);
    if (next !== 'weekly' && next !== 'rotating') setCycleDays(CYCLE_PRESETS[next]);
  };
  const resize = (length: number) => setCycleDays(Array.from({ length }, (_, i) => cycleDays[i] ?? ''));
  return (
    <fieldset>
      <legend>{t('employees.schedule.title')}</legend>
      <Select
        label={t('employees.schedule.kind')}
        name="scheduleKind"
        value={kind}
        onChange={(e) => choose(e.target.value as ScheduleKind)}
      >
        {SCHEDULE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`employees.schedule.kinds.${k}`)}
          </option>
        ))}
      </Select>
      {kind === 'weekly' ? (
        <>
          <p>{t('employees.schedule.hint')}</p>
          <div className="grid">
            {WEEKDAYS.map((day, index) => (
              <div key={day}>
                <label>
                  {weekdayName(i18n.language, index)}
                  <input
                    name={`schedule.${day}`}
                    defaultValue={formatDay(weeklyPattern(employee?.schedule)?.[day])}
                    placeholder={day === 'sat' || day === 'sun' ? '' : '08:00–12:00, 13:00–17:00'}
                    aria-invalid={!!problem?.forField(`schedule.${day}`)}
                  />
                </label>
                <FieldProblem problem={problem} field={`schedule.${day}`} />
              </div>
            ))}
          </div>
        </>
      ) : (
        <>
          <p>{t('employees.schedule.cycleHint')}</p>
          <div className="grid">
            <div>
              <label>
                {t('employees.schedule.startsOn')}
                <input
                  name="schedule.startsOn"
                  type="date"
                  defaultValue={current?.startsOn ?? ''}
                  aria-invalid={!!problem?.forField('schedule.startsOn')}
                />
              </label>
              <FieldProblem problem={problem} field="schedule.startsOn" />
            </div>
            {kind === 'rotating' && (
              <div>
                <label>
                  {t('employees.schedule.cycleLength')}
                  <input
                    type="number"
                    min={1}
                    max={MAX_CYCLE_DAYS}
                    value={cycleDays.length}
                    onChange={(e) =>
                      resize(Math.min(MAX_CYCLE_DAYS, Math.max(1, Number(e.target.value) || 1)))
                    }
                  />
                </label>
              </div>
            )}
            {cycleDays.map((text, index) => (
              <div key={index}>
                <label>
                  {t('employees.schedule.cycleDay', { day: index + 1 })}
                  <input
                    name="schedule.days"
                    value={text}
                    onChange={(e) =>
                      setCycleDays(cycleDays.map((d, i) => (i === index ? e.target.value : d)))
                    }
                    aria-invalid={!!problem?.forField(`schedule.days.${index}`)}
                  />
                </label>
                <FieldProblem problem={problem} field={`schedule.days.${index}`} />
              </div>
            ))}
          </div>
        </>
      )}
      {employee && (
        <>
          <label>
            {t('employees.schedule.effectiveFrom')}
            <input name="effectiveFrom" type="date" aria-invalid={!!problem?.forField('effectiveFrom')} />
          </label>
          <FieldProblem problem={problem} field="effectiveFrom" />
          <ScheduleVersions employee={employee} />
        </>
      )}
    </fieldset>
  );
}

/** The schedule the form holds (`ScheduleFields`), whether it differs from the employee's, or what is unreadable. */
function scheduleOfForm(
  form: FormData,
  employee: Employee | null,
  t: TFunction,
): { schedule: Schedule | null; changed: boolean } | { problem: ProblemError } {
  const text = (field: string) => fieldText(form, field).trim();
  const unreadable = (fields: string[]) => {
    const message = t('employees.schedule.unreadable');
    const errors = fields.map((field) => ({ field, message }));
    return { problem: new ProblemError(400, 'invalid_request', message, errors) };
  };
  if (text('scheduleKind') === 'weekly') {
    const week = parseWeek(
      Object.fromEntries(WEEKDAYS.map((day) => [day, text(`schedule.${day}`)])) as Record<Weekday, string>,
    );
    if ('unreadable' in week) return unreadable(week.unreadable.map((day) => `schedule.${day}`));
    const changed =
      cyclePattern(employee?.schedule) !== undefined ||
      WEEKDAYS.some(
        (day) => formatDay(week.schedule?.[day]) !== formatDay(weeklyPattern(employee?.schedule)?.[day]),
      );
    return { schedule: week.schedule, changed };
  }
  const cycle = parseCycle(
    text('schedule.startsOn'),
    fieldTexts(form, 'schedule.days').map((day) => day.trim()),
  );
  if ('unreadable' in cycle) return unreadable(cycle.unreadable.map((i) => `schedule.days.${i}`));
  const changed = JSON.stringify(cycle.schedule) !== JSON.stringify(cyclePattern(employee?.schedule));
  return { schedule: cycle.schedule, changed };
}

/** A schedule as one line: the week's days, or a cycle's days from its start. */
function scheduleSummary(schedule: Schedule | null, language: string, t: TFunction): string {
  if (schedule === null) return t('employees.schedule.none');
  const week = weeklyPattern(schedule);
  if (!week) {
    const cycle = schedule as CycleSchedule;
    const days = cycle.days.map((intervals) => formatDay(intervals) || t('employees.schedule.off'));
    return t('employees.schedule.cycle', {
      startsOn: formatDate(cycle.startsOn, { weekday: false }),
      days: days.join(' · '),
    });
  }
  return WEEKDAYS.flatMap((day, index) =>
    week[day]?.length ? [`${weekdayName(language, index)} ${formatDay(week[day])}`] : [],
  ).join('; ');
}

/** The employee's schedule versions, each in force from its date until the next one's. */
function ScheduleVersions({ employee }: { employee: Employee }) {
  const { t, i18n } = useTranslation();
  const { environment } = useSession();
  const versions = useApi<ScheduleVersion[]>(environment, `/employees/${employee.id}/schedules`);
  return (
    <Loaded query={versions} empty={t('employees.schedule.noVersions')}>
      {(list) => (
        <Table headers={[t('employees.schedule.versionFrom'), t('employees.schedule.title')]}>
          {list.map((version) => (
            <tr key={version.id}>
              <td>{formatDate(version.effectiveFrom, { weekday: false })}</td>
              <td>{scheduleSummary(version.schedule, i18n.language, t)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Loaded>
  );
}

/**
 * Create or edit. A create sends the fields filled in; an edit sends only what changed since the form was
 * opened (an emptied optional field as null), so it never overwrites what someone else changed meanwhile.
 */
function EmployeeForm({ employee, onDone }: { employee: Employee | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => fieldText(form, field).trim();
    const body: Record<string, unknown> = {};
    for (const [field, , required] of FIELDS) {
      const value = text(field);
      if (!employee) {
        if (value) body[field] = value;
      } else if (value !== (employee[field] ?? '')) {
        body[field] = value || (required ? '' : null);
      }
    }
    const timeBank = form.get('timeBank') === 'on';
    if (employee ? timeBank !== employee.timeBank : !timeBank) body.timeBank = timeBank;
    const edited = scheduleOfForm(form, employee, t);
    if ('problem' in edited) {
      setProblem(edited.problem);
      return;
    }
    // A schedule change with a date is a version in force from that date; without one, the PATCH makes it
    // a version from today.
    const effectiveFrom = employee ? text('effectiveFrom') : '';
    const version = edited.changed && effectiveFrom ? { effectiveFrom, schedule: edited.schedule } : null;
    if (edited.changed && !version) body.schedule = edited.schedule;
    if (employee && Object.keys(body).length === 0 && !version) return onDone();
    const saved = await attempt(setProblem, async () => {
      if (!employee) return v1(environment, 'POST', '/employees', body);
      if (version) await v1(environment, 'POST', `/employees/${employee.id}/schedules`, version);
      if (Object.keys(body).length > 0) await v1(environment, 'PATCH', `/employees/${employee.id}`, body);
    });
    if (saved) {
      await refreshAll();
      onDone();
    }
  };

  return (
    <PendingForm className="card" onSubmit={submit} noValidate>
      <h2>{employee ? t('employees.edit', { name: employee.name }) : t('employees.create')}</h2>
      <div className="grid">
        {FIELDS.map(([field, type, required]) => (
          <div key={field}>
            <label>
              {t(`employees.fields.${field}`)}
              <input
                name={field}
                type={type}
                required={required}
                defaultValue={employee?.[field] ?? ''}
                aria-invalid={!!problem?.forField(field)}
              />
            </label>
            <FieldProblem problem={problem} field={field} />
          </div>
        ))}
      </div>
      <label className="check">
        <input name="timeBank" type="checkbox" defaultChecked={employee?.timeBank ?? true} />
        {t('employees.fields.timeBank')}
      </label>
      <ScheduleFields employee={employee} problem={problem} />
      <FormProblem problem={problem} />
      <SubmitButton>{t('common.save')}</SubmitButton>
      <button type="button" className="secondary" onClick={onDone}>
        {t('common.cancel')}
      </button>
    </PendingForm>
  );
}

/** Employees: search, create, edit (with the schedule, weekly or a cycle), deactivate and reactivate. */
export function EmployeesPage() {
  const { t } = useTranslation();
  const { confirm } = useFeedback();
  const { session, environment } = useSession();
  const { params: filters, setFilter, page, cursor, goTo } = useListParams();
  const [q, setQ] = useDebouncedFilter('q', filters, setFilter);
  const status = filters.get('active') ?? 'all';
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [invitation, setInvitation] = useState<{ name: string; url: string } | null>(null);
  const params = new URLSearchParams({ limit: '200' });
  const applied = filters.get('q');
  if (applied) params.set('q', applied);
  if (status !== 'all') params.set('active', status);
  if (cursor) params.set('cursor', cursor);
  const employees = useApiPage<Employee>(environment, `/employees?${params}`);
  const isAdmin = session.user.role === 'admin';

  const setActive = async (employee: Employee, active: boolean) => {
    const question = {
      title: t('employees.deactivate'),
      body: t('employees.deactivateConfirm', { name: employee.name }),
      confirm: t('employees.deactivate'),
    };
    if (!active && !(await confirm(question))) return;
    await attempt(setProblem, () => v1(environment, 'PATCH', `/employees/${employee.id}`, { active }));
    await refreshAll();
  };

  const invite = async (employee: Employee) => {
    setInvitation(null);
    await attempt(setProblem, async () => {
      const { url } = await inviteToPortal(environment, employee.id);
      setInvitation({ name: employee.name, url });
    });
  };

  return (
    <section>
      <h1>{t('employees.title')}</h1>
      <div className="filters">
        <label>
          {t('employees.search')}
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} />
        </label>
        <Select
          label={t('employees.status')}
          value={status}
          onChange={(e) => setFilter('active', e.target.value === 'all' ? '' : e.target.value)}
        >
          <option value="all">{t('employees.all')}</option>
          <option value="true">{t('employees.active')}</option>
          <option value="false">{t('employees.inactive')}</option>
        </Select>
        {isAdmin && editing === null && (
          <button type="button" onClick={() => setEditing('new')}>
            {t('employees.create')}
          </button>
        )}
      </div>
      {editing !== null && (
        <EmployeeForm
          key={editing === 'new' ? 'new' : editing.id}
          employee={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <FormProblem problem={problem} />
      {invitation && (
        <div className="card invitation" role="status">
          <h2>{t('employees.inviteTitle', { name: invitation.name })}</h2>
          <p>{t('employees.inviteHint')}</p>
          <input
            readOnly
            value={invitation.url}
            aria-label={t('employees.inviteLink')}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" onClick={() => void navigator.clipboard?.writeText(invitation.url)}>
            {t('employees.copy')}
          </button>
          <button type="button" className="secondary" onClick={() => setInvitation(null)}>
            {t('employees.close')}
          </button>
        </div>
      )}
      <Loaded query={employees} empty={(data) => (data.items.length === 0 ? t('employees.empty') : null)}>
        {({ items: list, nextCursor }) => (
          <>
            <Table
              headers={[
                t('employees.fields.name'),
                t('employees.fields.cpf'),
                t('employees.fields.registration'),
                t('employees.fields.jobTitle'),
                t('employees.status'),
                isAdmin && t('keys.columns.actions'),
              ]}
            >
              {list.map((employee) => (
                <tr key={employee.id}>
                  <td>{employee.name}</td>
                  <td>{formatCpf(employee.cpf)}</td>
                  <td>{employee.registration ?? '—'}</td>
                  <td>{employee.jobTitle ?? '—'}</td>
                  <td>{employee.active ? t('employees.active') : t('employees.inactive')}</td>
                  {isAdmin && (
                    <td className="actions">
                      <button
                        type="button"
                        onClick={() => setEditing(employee)}
                        aria-label={`${t('common.edit')} ${employee.name}`}
                      >
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        className="secondary"
                        onClick={() => void setActive(employee, !employee.active)}
                        aria-label={`${employee.active ? t('employees.deactivate') : t('employees.reactivate')} ${employee.name}`}
                      >
                        {employee.active ? t('employees.deactivate') : t('employees.reactivate')}
                      </button>
                      {employee.active && (
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => void invite(employee)}
                          aria-label={`${t('employees.invite')} ${employee.name}`}
                        >
                          {t('employees.invite')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </Table>
            <Pager page={page} nextCursor={nextCursor} goTo={goTo} />
          </>
        )}
      </Loaded>
    </section>
  );
}
