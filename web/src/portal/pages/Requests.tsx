import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../form-data.js';
import type { ProblemError } from '../../api.js';
import { formatInstant, today } from '../../format.js';
import { refreshAll } from '../../queries.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select } from '../../ui.js';
import { useWorker } from '../PortalApp.js';
import { type Absence, type Adjustment, instantIn, portal } from '../portal-api.js';
import { usePortal } from '../queries.js';

const ABSENCE_TYPES = [
  'medical_certificate',
  'vacation',
  'leave',
  'justified',
  'day_off',
  'time_bank',
] as const;

/** Requests: ask for a forgotten mark to be included, or for an absence; the list with each one's state. */
export function RequestsPage() {
  const { t } = useTranslation();
  const { session } = useWorker();
  const zone = session.timezone;
  const adjustments = usePortal<Adjustment[]>('/adjustments');
  const absences = usePortal<Absence[]>('/absences');
  const [adjustmentProblem, setAdjustmentProblem] = useState<ProblemError | null>(null);
  const [absenceProblem, setAbsenceProblem] = useState<ProblemError | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const requestAdjustment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const ok = await attempt(setAdjustmentProblem, () =>
      portal('POST', '/adjustments', {
        type: 'add',
        occurredAt: instantIn(fieldText(form, 'date'), fieldText(form, 'time'), zone),
        reason: fieldText(form, 'reason'),
      }),
    );
    if (ok) {
      formElement.reset();
      setSent(t('portal.requests.sent'));
      await refreshAll();
    }
  };

  const requestAbsence = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const ok = await attempt(setAbsenceProblem, () =>
      portal('POST', '/absences', {
        type: fieldText(form, 'type'),
        from: fieldText(form, 'from'),
        to: fieldText(form, 'to'),
        reason: fieldText(form, 'reason'),
      }),
    );
    if (ok) {
      formElement.reset();
      setSent(t('portal.requests.sent'));
      await refreshAll();
    }
  };

  const day = today(zone);
  return (
    <section>
      <h1>{t('portal.requests.title')}</h1>
      {sent && (
        <p role="status" className="success">
          {sent}
        </p>
      )}
      <details className="card" open>
        <summary>{t('portal.requests.adjustment')}</summary>
        <form onSubmit={(e) => void requestAdjustment(e)}>
          <p className="hint">{t('portal.requests.adjustmentHint')}</p>
          <div className="row">
            <label>
              {t('portal.requests.date')}
              <input type="date" name="date" defaultValue={day} max={day} required />
            </label>
            <label>
              {t('portal.requests.time')}
              <input type="time" name="time" required />
            </label>
          </div>
          <FieldProblem problem={adjustmentProblem} field="occurredAt" />
          <label>
            {t('portal.requests.reason')}
            <input name="reason" maxLength={100} required />
          </label>
          <FormProblem problem={adjustmentProblem} />
          <button type="submit">{t('portal.requests.sendAdjustment')}</button>
        </form>
      </details>
      <details className="card" open>
        <summary>{t('portal.requests.absence')}</summary>
        <form onSubmit={(e) => void requestAbsence(e)}>
          <Select label={t('portal.requests.absenceType')} name="type" defaultValue="medical_certificate">
            {ABSENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`reports.absenceTypes.${type}`)}
              </option>
            ))}
          </Select>
          <div className="row">
            <label>
              {t('portal.days.from')}
              <input type="date" name="from" defaultValue={day} required />
            </label>
            <label>
              {t('portal.days.to')}
              <input type="date" name="to" defaultValue={day} required />
            </label>
          </div>
          <FieldProblem problem={absenceProblem} field="to" />
          <label>
            {t('portal.requests.reason')}
            <input name="reason" maxLength={100} required />
          </label>
          <FormProblem problem={absenceProblem} />
          <button type="submit">{t('portal.requests.sendAbsence')}</button>
        </form>
      </details>

      <h2>{t('portal.requests.mine')}</h2>
      <Loaded query={absences}>
        {(absenceList) => (
          <Loaded query={adjustments}>
            {(adjustmentList) => {
              const items = [
                ...absenceList.map((a) => ({
                  id: a.id,
                  createdAt: a.createdAt,
                  status: a.status,
                  what: `${t(`reports.absenceTypes.${a.type}`)}: ${a.from}${a.to === a.from ? '' : ` – ${a.to}`}`,
                  reason: a.reason,
                  note: a.decisionNote,
                })),
                ...adjustmentList.map((a) => ({
                  id: a.id,
                  createdAt: a.createdAt,
                  status: a.status,
                  what: `${t(`adjustments.types.${a.type}`)}: ${formatInstant(a.occurredAt, zone) ?? ''}`,
                  reason: a.reason,
                  note: a.decisionNote,
                })),
              ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
              if (items.length === 0) return <p className="empty">{t('portal.requests.none')}</p>;
              return (
                <ul className="requests">
                  {items.map((item) => (
                    <li key={item.id}>
                      <div>
                        <strong>{item.what}</strong>
                        <span className={`badge status-${item.status}`}>
                          {t(`adjustments.statuses.${item.status}`)}
                        </span>
                      </div>
                      <div className="muted">
                        {item.reason}
                        {item.note ? ` — ${item.note}` : ''}
                      </div>
                    </li>
                  ))}
                </ul>
              );
            }}
          </Loaded>
        )}
      </Loaded>
    </section>
  );
}
