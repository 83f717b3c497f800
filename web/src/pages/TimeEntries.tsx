import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { download, type TimeEntry, v1 } from '../api.js';
import { EmployeePicker } from '../EmployeePicker.js';
import { formatTime, today } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Table } from '../ui.js';
import { fieldText } from '../form-data.js';

/**
 * One employee's marks on one day. Marks are never edited: an admin files an adjustment instead (a forgotten
 * mark to add, a wrong one to disregard), which then waits in the adjustments queue for a decision.
 */
export function TimeEntriesPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const zone = session.tenant.timezone;
  const [employeeId, setEmployeeId] = useState('');
  const [date, setDate] = useState(() => today(zone));
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [filed, setFiled] = useState(false);
  const entries = useApi<TimeEntry[]>(
    environment,
    employeeId ? `/time-entries?employeeId=${employeeId}&from=${date}&to=${date}&limit=200` : null,
  );
  const isAdmin = session.user.role === 'admin';

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
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const time = fieldText(form, 'time');
    const offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', '');
    const ok = await file({
      type: 'add',
      occurredAt: `${date}T${time}:00${offset || '+00:00'}`,
      reason: fieldText(form, 'reason'),
    });
    if (ok) formElement.reset();
  };

  /** The worker's receipt of a REP-P mark (a time clock's mark has the clock's own receipt). */
  const getReceipt = (entry: TimeEntry) =>
    void attempt(setProblem, () => download(environment, `/time-entries/${entry.id}/receipt`));

  const disregard = async (entry: TimeEntry) => {
    const reason = window.prompt(t('timeEntries.disregardReason'));
    if (reason) await file({ type: 'disregard', timeEntryId: entry.id, reason });
  };

  return (
    <section>
      <h1>{t('timeEntries.title')}</h1>
      <div className="filters">
        <EmployeePicker value={employeeId} onChange={setEmployeeId} />
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
      {!employeeId ? (
        <p className="empty">{t('timeEntries.pick')}</p>
      ) : (
        <Loaded query={entries} empty={t('timeEntries.empty')}>
          {(list) => (
            <Table
              headers={[
                t('timeEntries.time'),
                t('timeEntries.source'),
                t('timeEntries.device'),
                'NSR',
                t('timeEntries.receipt'),
                isAdmin && t('keys.columns.actions'),
              ]}
            >
              {list.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatTime(entry.occurredAt, entry.timezone)}</td>
                  <td>{entry.source}</td>
                  <td>{entry.deviceId ?? '—'}</td>
                  <td>{entry.nsr}</td>
                  <td>
                    {entry.rep === 'rep_p' ? (
                      <button type="button" className="secondary" onClick={() => getReceipt(entry)}>
                        {t('timeEntries.receiptDownload')}
                      </button>
                    ) : (
                      t('timeEntries.receiptFromClock')
                    )}
                  </td>
                  {isAdmin && (
                    <td>
                      <button type="button" className="secondary" onClick={() => void disregard(entry)}>
                        {t('timeEntries.disregard')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </Table>
          )}
        </Loaded>
      )}
      {isAdmin && employeeId && (
        <form className="card" onSubmit={(e) => void addForgotten(e)} noValidate>
          <h2>{t('timeEntries.addTitle')}</h2>
          <label>
            {t('timeEntries.time')}
            <input name="time" type="time" required />
          </label>
          <FieldProblem problem={problem} field="occurredAt" />
          <label>
            {t('adjustments.reason')}
            <input name="reason" required maxLength={100} />
          </label>
          <FieldProblem problem={problem} field="reason" />
          <button type="submit">{t('timeEntries.addSubmit')}</button>
        </form>
      )}
    </section>
  );
}
