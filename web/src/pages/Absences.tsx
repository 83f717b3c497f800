import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { type Absence, v1 } from '../api.js';
import { EmployeePicker, useEmployees } from '../EmployeePicker.js';
import { formatInstant } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';
import { fieldText } from '../form-data.js';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Every absence type, in the API's order; the Record makes the compiler name a type left out. */
const ABSENCE_TYPES = Object.keys({
  medical_certificate: true,
  vacation: true,
  leave: true,
  justified: true,
  day_off: true,
  time_bank: true,
  unjustified: true,
} satisfies Record<Absence['type'], true>);

/** The absences queue: an admin requests an absence (whole days, or part of one) and approves or rejects it. */
export function AbsencesPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [employeeId, setEmployeeId] = useState('');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const absences = useApi<Absence[]>(environment, `/absences?status=${status}&limit=200`);
  const employees = useEmployees();
  const nameOf = (id: string) => employees.data?.find((e) => e.id === id)?.name ?? id;
  const zone = session.tenant.timezone;
  const isAdmin = session.user.role === 'admin';

  const request = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => fieldText(form, name);
    const start = text('start');
    const end = text('end');
    const ok = await attempt(setProblem, () =>
      v1(environment, 'POST', '/absences', {
        employeeId,
        type: text('type'),
        from: text('from'),
        to: text('to') || text('from'),
        ...(start || end ? { start, end } : {}),
        reason: text('reason'),
      }),
    );
    if (ok) {
      formElement.reset();
      setStatus('pending');
      await refreshAll();
    }
  };

  const decide = async (absence: Absence, outcome: 'approve' | 'reject') => {
    const note = notes[absence.id]?.trim();
    await attempt(setProblem, () =>
      v1(
        environment,
        'POST',
        `/absences/${absence.id}/${outcome}`,
        note ? { decisionNote: note } : undefined,
      ),
    );
    await refreshAll();
  };

  const period = (absence: Absence) =>
    (absence.from === absence.to ? absence.from : `${absence.from} – ${absence.to}`) +
    (absence.start ? ` ${absence.start}–${absence.end}` : '');

  return (
    <section>
      <h1>{t('absences.title')}</h1>
      {isAdmin && (
        <form className="card" onSubmit={(e) => void request(e)} noValidate>
          <h2>{t('absences.requestTitle')}</h2>
          <EmployeePicker value={employeeId} onChange={setEmployeeId} />
          <FieldProblem problem={problem} field="employeeId" />
          <Select label={t('absences.type')} name="type" defaultValue="medical_certificate">
            {ABSENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`reports.absenceTypes.${type}`)}
              </option>
            ))}
          </Select>
          <label>
            {t('absences.from')}
            <input name="from" type="date" required />
          </label>
          <FieldProblem problem={problem} field="from" />
          <label>
            {t('absences.to')}
            <input name="to" type="date" />
          </label>
          <FieldProblem problem={problem} field="to" />
          <label>
            {t('absences.start')}
            <input name="start" type="time" />
          </label>
          <FieldProblem problem={problem} field="start" />
          <label>
            {t('absences.end')}
            <input name="end" type="time" />
          </label>
          <FieldProblem problem={problem} field="end" />
          <label>
            {t('absences.reason')}
            <input name="reason" required maxLength={100} />
          </label>
          <FieldProblem problem={problem} field="reason" />
          <button type="submit">{t('absences.submit')}</button>
        </form>
      )}
      <div className="filters">
        <Select
          label={t('absences.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`adjustments.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <FormProblem problem={problem} />
      <Loaded query={absences} empty={t('absences.empty')}>
        {(list) => (
          <Table
            headers={[
              t('common.employee'),
              t('absences.type'),
              t('absences.period'),
              t('absences.reason'),
              t('absences.requested'),
              status === 'pending' ? t('absences.decision') : t('absences.note'),
            ]}
          >
            {list.map((absence) => (
              <tr key={absence.id}>
                <td>{nameOf(absence.employeeId)}</td>
                <td>{t(`reports.absenceTypes.${absence.type}`)}</td>
                <td>{period(absence)}</td>
                <td>{absence.reason}</td>
                <td>{formatInstant(absence.createdAt, zone)}</td>
                <td>
                  {absence.status === 'pending' && isAdmin ? (
                    <div className="actions">
                      <label className="inline">
                        <span className="visually-hidden">{t('absences.note')}</span>
                        <input
                          placeholder={t('absences.note')}
                          maxLength={500}
                          value={notes[absence.id] ?? ''}
                          onChange={(e) => setNotes({ ...notes, [absence.id]: e.target.value })}
                        />
                      </label>
                      <button
                        type="button"
                        onClick={() => void decide(absence, 'approve')}
                        aria-label={`${t('absences.approve')}: ${absence.reason}`}
                      >
                        {t('absences.approve')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void decide(absence, 'reject')}
                        aria-label={`${t('absences.reject')}: ${absence.reason}`}
                      >
                        {t('absences.reject')}
                      </button>
                    </div>
                  ) : (
                    (absence.decisionNote ?? '—')
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </section>
  );
}
