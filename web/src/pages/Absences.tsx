import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton } from '../feedback.js';
import type { ProblemError } from '../api.js';
import { type Absence, v1 } from '../api.js';
import { EmployeeName, EmployeePicker } from '../EmployeePicker.js';
import { formatDate, formatInstant } from '../format.js';
import { refreshAll } from '../queries.js';
import { RequestQueue, type RequestStatus } from '../RequestQueue.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, Select } from '../ui.js';
import { fieldText } from '../form-data.js';

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
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [employeeId, setEmployeeId] = useState('');
  const [problem, setProblem] = useState<ProblemError | null>(null);
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

  const period = (absence: Absence) =>
    (absence.from === absence.to
      ? formatDate(absence.from)
      : `${formatDate(absence.from, { weekday: false })} – ${formatDate(absence.to, { weekday: false })}`) +
    (absence.start ? ` ${absence.start}–${absence.end}` : '');

  return (
    <section>
      <h1>{t('absences.title')}</h1>
      {isAdmin && (
        <PendingForm className="card" onSubmit={request} noValidate>
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
          <SubmitButton>{t('absences.submit')}</SubmitButton>
        </PendingForm>
      )}
      <RequestQueue<Absence>
        path="/absences"
        texts="absences"
        columns={[
          { header: t('common.employee'), cell: (a) => <EmployeeName id={a.employeeId} /> },
          { header: t('absences.type'), cell: (a) => t(`reports.absenceTypes.${a.type}`) },
          { header: t('absences.period'), cell: period },
          { header: t('absences.reason'), cell: (a) => a.reason },
          { header: t('absences.requested'), cell: (a) => formatInstant(a.createdAt, zone) },
        ]}
        canDecide={isAdmin}
        status={status}
        setStatus={setStatus}
        problem={problem}
        setProblem={setProblem}
      />
    </section>
  );
}
