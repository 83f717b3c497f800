import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton } from '../feedback.js';
import type { Adjustment, Employee, ProblemError, TimeEntry, Workday } from '../api.js';
import { download, v1 } from '../api.js';
import { EmployeePicker } from '../EmployeePicker.js';
import { formatDayMonth, formatTime, today } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useListParams } from '../Pager.js';
import { useSession } from '../session.js';
import { attempt, Dialog, FieldProblem, FormProblem, Loaded, Table, ZoneLabel } from '../ui.js';
import { fieldText } from '../form-data.js';
import { addDays, instantIn, localDate } from '../zones.js';

type WorkdayMark = Workday['marks'][number];

/**
 * One employee's treated workday, as `/v1/employees/:id/workdays` computes it (docs/api.md, "Workdays"): the
 * original, included and disregarded marks classified E/S in pairs, the day's status, and the pending requests
 * that concern it. Times are in the employee's zone, which a night shift keeps on the day it began. Marks are
 * never edited: an admin files an adjustment instead (a forgotten mark to add, a wrong one to disregard).
 */
export function TimeEntriesPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  // The employee and the day are in the URL, so a day can be linked to (the adjustments queue does) and reloaded.
  const { params, setFilter } = useListParams();
  const employeeId = params.get('employee') ?? '';
  const date = params.get('date') ?? today(session.tenant.timezone);
  const setDate = (value: string) => setFilter('date', value);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [filed, setFiled] = useState(false);
  const [disregarding, setDisregarding] = useState<WorkdayMark | null>(null);
  const employee = useApi<Employee>(environment, employeeId ? `/employees/${employeeId}` : null);
  // The employee's zone, else the tenant's: the zone the API computes the employee's workdays in.
  const zone = employee.data ? (employee.data.timezone ?? session.tenant.timezone) : null;
  const workdays = useApi<Workday[]>(
    environment,
    employeeId && date ? `/employees/${employeeId}/workdays?from=${date}&to=${date}` : null,
  );
  // A night shift's marks run into the next calendar day: the details (device, NSR, receipt) of both days.
  const entries = useApi<TimeEntry[]>(
    environment,
    zone && date
      ? `/time-entries?employeeId=${employeeId}&limit=200` +
          `&from=${encodeURIComponent(instantIn(date, '00:00', zone))}` +
          `&to=${encodeURIComponent(instantIn(addDays(date, 2), '00:00', zone))}`
      : null,
  );
  const pending = useApi<Adjustment[]>(
    environment,
    employeeId ? `/adjustments?status=pending&employeeId=${employeeId}&limit=200` : null,
  );
  const isAdmin = session.user.role === 'admin';

  const chooseEmployee = (id: string) => {
    setFilter('employee', id);
    setFiled(false);
    setProblem(null);
  };

  const file = async (body: object) => {
    setFiled(false);
    const ok = await attempt(setProblem, () =>
      v1(environment, 'POST', '/adjustments', { employeeId, ...body }),
    );
    if (ok) {
      setFiled(true);
      await refreshAll();
    }
    return ok;
  };

  const addForgotten = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!zone) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const day = form.get('nextDay') ? addDays(date, 1) : date;
    const ok = await file({
      type: 'add',
      occurredAt: instantIn(day, fieldText(form, 'time'), zone),
      reason: fieldText(form, 'reason'),
    });
    if (ok) formElement.reset();
  };

  /** The worker's receipt of a REP-P mark (a time clock's mark has the clock's own receipt). */
  const getReceipt = (entryId: string) =>
    void attempt(setProblem, () => download(environment, `/time-entries/${entryId}/receipt`));

  const disregard = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = fieldText(new FormData(event.currentTarget), 'reason');
    if (disregarding && (await file({ type: 'disregard', timeEntryId: disregarding.timeEntryId, reason }))) {
      setDisregarding(null);
    }
  };

  const entryOf = (mark: WorkdayMark) => entries.data?.find((e) => e.id === mark.timeEntryId);
  const pendingDisregard = (mark: WorkdayMark) =>
    pending.data?.some((a) => a.type === 'disregard' && a.timeEntryId === mark.timeEntryId) ?? false;
  /** A time, with its date when it is not the workday's own (the end of a night shift). */
  const timeOf = (iso: string, markZone: string) =>
    localDate(iso, markZone) === date
      ? formatTime(iso, markZone)
      : `${formatTime(iso, markZone)} (${formatDayMonth(iso, markZone)})`;

  return (
    <section>
      <h1>{t('timeEntries.title')}</h1>
      <div className="filters">
        <EmployeePicker value={employeeId} onChange={chooseEmployee} />
        <label>
          {t('common.date')}
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
      </div>
      {filed && (
        <p role="status" className="notice">
          {t('timeEntries.filed')}
        </p>
      )}
      <FormProblem problem={problem} />
      {!employeeId || !zone ? (
        <p className="empty">{t('timeEntries.pick')}</p>
      ) : (
        <Loaded query={workdays}>
          {(days) =>
            days.map((day) => {
              const requests = (pending.data ?? []).filter(
                (a) =>
                  (a.type === 'add' && a.occurredAt && localDate(a.occurredAt, zone) === day.date) ||
                  day.marks.some((m) => m.timeEntryId && m.timeEntryId === a.timeEntryId),
              );
              return (
                <article
                  key={day.date}
                  className={`workday day-${day.status}${day.complete ? '' : ' incomplete'}`}
                  aria-label={t('timeEntries.workday', { date: day.date })}
                >
                  <h2>
                    {t(`reports.status.${day.status}`)}
                    {day.holiday && ` · ${day.holiday.name}`}
                    {day.absence && ` · ${t(`reports.absenceTypes.${day.absence.type}`)}`}{' '}
                    <ZoneLabel zone={zone} />
                  </h2>
                  {!day.complete && (
                    <p className="alert-incomplete" role="status">
                      {t('timeEntries.incomplete')}
                    </p>
                  )}
                  {day.marks.length === 0 ? (
                    <p className="empty">{t('timeEntries.empty')}</p>
                  ) : (
                    <Table
                      headers={[
                        t('timeEntries.time'),
                        t('timeEntries.kind'),
                        t('timeEntries.origin'),
                        t('timeEntries.source'),
                        t('timeEntries.device'),
                        'NSR',
                        t('timeEntries.receipt'),
                        isAdmin && t('keys.columns.actions'),
                      ]}
                    >
                      {day.marks.map((mark) => {
                        const entry = entryOf(mark);
                        return (
                          <tr
                            key={`${mark.at}-${mark.timeEntryId ?? mark.adjustmentId}`}
                            className={mark.kind === 'D' ? 'disregarded' : undefined}
                          >
                            <td>{timeOf(mark.at, entry?.timezone ?? zone)}</td>
                            <td>
                              {t(`timeEntries.kinds.${mark.kind}`)}
                              {mark.pair !== null && (
                                <small> · {t('timeEntries.pair', { pair: mark.pair })}</small>
                              )}
                            </td>
                            <td>
                              {t(`timeEntries.origins.${mark.source}`)}
                              {mark.reason && <small> · {mark.reason}</small>}
                            </td>
                            <td>{entry ? t(`timeEntries.sources.${entry.source}`) : '—'}</td>
                            <td>{entry?.deviceId ?? '—'}</td>
                            <td>{entry?.nsr ?? '—'}</td>
                            <td>
                              {!entry ? (
                                '—'
                              ) : entry.rep === 'rep_p' ? (
                                <button
                                  type="button"
                                  className="secondary"
                                  onClick={() => getReceipt(entry.id)}
                                >
                                  {t('timeEntries.receiptDownload')}
                                </button>
                              ) : (
                                t('timeEntries.receiptFromClock')
                              )}
                            </td>
                            {isAdmin && (
                              <td>
                                {mark.source === 'O' && mark.kind !== 'D' && mark.timeEntryId ? (
                                  pendingDisregard(mark) ? (
                                    t('timeEntries.disregardPending')
                                  ) : (
                                    <button
                                      type="button"
                                      className="secondary"
                                      aria-label={t('timeEntries.disregardAt', {
                                        time: formatTime(mark.at, zone),
                                      })}
                                      onClick={() => {
                                        setProblem(null);
                                        setDisregarding(mark);
                                      }}
                                    >
                                      {t('timeEntries.disregard')}
                                    </button>
                                  )
                                ) : (
                                  '—'
                                )}
                              </td>
                            )}
                          </tr>
                        );
                      })}
                    </Table>
                  )}
                  {requests.length > 0 && (
                    <>
                      <h3>{t('timeEntries.pendingTitle')}</h3>
                      <ul className="pending-requests">
                        {requests.map((a) => (
                          <li key={a.id}>
                            {t(`adjustments.types.${a.type}`)}
                            {a.occurredAt && ` ${timeOf(a.occurredAt, zone)}`}: {a.reason}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </article>
              );
            })
          }
        </Loaded>
      )}
      {isAdmin && zone && (
        <PendingForm className="card" onSubmit={addForgotten} noValidate>
          <h2>{t('timeEntries.addTitle')}</h2>
          <label>
            {t('timeEntries.time')} <ZoneLabel zone={zone} />
            <input name="time" type="time" required />
          </label>
          <label className="inline">
            <input name="nextDay" type="checkbox" /> {t('timeEntries.nextDay')}
          </label>
          <FieldProblem problem={problem} field="occurredAt" />
          <label>
            {t('adjustments.reason')}
            <input name="reason" required maxLength={100} />
          </label>
          <FieldProblem problem={problem} field="reason" />
          <SubmitButton>{t('timeEntries.addSubmit')}</SubmitButton>
        </PendingForm>
      )}
      <Dialog
        open={disregarding !== null}
        title={t('timeEntries.disregardTitle', {
          time: disregarding && zone ? formatTime(disregarding.at, zone) : '',
        })}
        onClose={() => setDisregarding(null)}
      >
        <PendingForm onSubmit={disregard} noValidate>
          <label>
            {t('timeEntries.disregardReason')}
            <input name="reason" required maxLength={100} />
          </label>
          <FieldProblem problem={problem} field="reason" />
          <div className="actions">
            <SubmitButton>{t('timeEntries.disregard')}</SubmitButton>
            <button type="button" className="secondary" onClick={() => setDisregarding(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </PendingForm>
      </Dialog>
    </section>
  );
}
