import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton, useFeedback } from '../feedback.js';
import type { ProblemError } from '../api.js';
import {
  download,
  type EspelhoAcknowledgement,
  type PayrollCodes,
  type PayrollItem,
  type Period,
  type TimeBankLedger,
  type TimeBankPolicy,
  v1,
} from '../api.js';
import { EmployeePicker } from '../EmployeePicker.js';
import { fieldText } from '../form-data.js';
import { formatDate, formatInstant, formatMinutes } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';

const AGREEMENTS = ['monthly', 'individual', 'collective'] as const;
/** The payroll export's items, in its order. */
const PAYROLL_ITEMS: readonly PayrollItem[] = [
  'normal',
  'overtime50',
  'overtime100',
  'night',
  'absenceHours',
  'absenceDays',
  'dsrLost',
  'timeBankPayout',
];

/** A period's ends as the interface writes dates, for the texts that name its range. */
const rangeOf = (period: Period) => ({
  from: formatDate(period.from, { weekday: false }),
  to: formatDate(period.to, { weekday: false }),
});

/**
 * The time bank (docs/time-bank.md): its policy, the periods to close and reopen with their payroll export,
 * the payroll rubric codes, and each employee's balance with its entries. Admins change; viewers read.
 */
export function TimeBankPage() {
  const { t } = useTranslation();
  const { confirm } = useFeedback();
  const { session, environment } = useSession();
  const isAdmin = session.user.role === 'admin';
  const zone = session.tenant.timezone;
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [employeeId, setEmployeeId] = useState('');
  const [acknowledgementsOf, setAcknowledgementsOf] = useState<Period | null>(null);
  const policy = useApi<TimeBankPolicy>(environment, '/time-bank/policy');
  const periods = useApi<Period[]>(environment, '/periods?limit=50');
  const codes = useApi<PayrollCodes>(environment, '/payroll/codes');
  const ledger = useApi<TimeBankLedger>(
    environment,
    employeeId ? `/employees/${employeeId}/time-bank` : null,
  );

  const savePolicy = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ok = await attempt(setProblem, () =>
      v1(environment, 'PUT', '/time-bank/policy', {
        enabled: form.get('enabled') === 'on',
        agreement: fieldText(form, 'agreement'),
        creditMultiplier: Number(fieldText(form, 'creditMultiplier')),
        debitAbsences: form.get('debitAbsences') === 'on',
        holidayAndRestToBank: form.get('holidayAndRestToBank') === 'on',
      }),
    );
    if (ok) await refreshAll();
  };

  const close = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const ok = await attempt(setProblem, () =>
      v1(environment, 'POST', '/periods', { from: fieldText(form, 'from'), to: fieldText(form, 'to') }),
    );
    if (ok) {
      formElement.reset();
      await refreshAll();
    }
  };

  /** Reopens a closed period, or finishes the reopen of one left `reopening`. */
  const reopen = async (period: Period) => {
    const action = period.status === 'reopening' ? 'finishReopen' : 'reopen';
    const body = t(`timeBank.${action}Confirm`, rangeOf(period));
    const label = t(`timeBank.${action}`);
    if (!(await confirm({ title: label, body, confirm: label }))) return;
    await attempt(setProblem, () => v1(environment, 'POST', `/periods/${period.id}/reopen`));
    await refreshAll();
  };

  const saveCodes = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      PAYROLL_ITEMS.map((item) => [item, fieldText(form, item).trim() || null]),
    );
    const ok = await attempt(setProblem, () => v1(environment, 'PUT', '/payroll/codes', body));
    if (ok) await refreshAll();
  };

  const get = (path: string) => void attempt(setProblem, () => download(environment, path));

  return (
    <section>
      <h1>{t('timeBank.title')}</h1>
      <p>{t('timeBank.intro')}</p>
      <FormProblem problem={problem} />

      <Loaded query={policy}>
        {(current) => (
          <PendingForm className="card" onSubmit={savePolicy} noValidate>
            <h2>{t('timeBank.policy')}</h2>
            <fieldset disabled={!isAdmin}>
              <label className="check">
                <input name="enabled" type="checkbox" defaultChecked={current.enabled} />
                {t('timeBank.enabled')}
              </label>
              <Select label={t('timeBank.agreement')} name="agreement" defaultValue={current.agreement}>
                {AGREEMENTS.map((agreement) => (
                  <option key={agreement} value={agreement}>
                    {t(`timeBank.agreements.${agreement}`)}
                  </option>
                ))}
              </Select>
              <label>
                {t('timeBank.creditMultiplier')}
                <input
                  name="creditMultiplier"
                  type="number"
                  min={1}
                  max={3}
                  step={0.01}
                  defaultValue={current.creditMultiplier}
                />
              </label>
              <FieldProblem problem={problem} field="creditMultiplier" />
              <label className="check">
                <input name="debitAbsences" type="checkbox" defaultChecked={current.debitAbsences} />
                {t('timeBank.debitAbsences')}
              </label>
              <label className="check">
                <input
                  name="holidayAndRestToBank"
                  type="checkbox"
                  defaultChecked={current.holidayAndRestToBank}
                />
                {t('timeBank.holidayAndRestToBank')}
              </label>
              {isAdmin && <SubmitButton>{t('common.save')}</SubmitButton>}
            </fieldset>
          </PendingForm>
        )}
      </Loaded>

      <div className="card">
        <h2>{t('timeBank.periods')}</h2>
        {isAdmin && (
          <PendingForm onSubmit={close} noValidate>
            <label>
              {t('timeBank.from')}
              <input name="from" type="date" required />
            </label>
            <FieldProblem problem={problem} field="from" />
            <label>
              {t('timeBank.to')}
              <input name="to" type="date" required />
            </label>
            <FieldProblem problem={problem} field="to" />
            <SubmitButton>{t('timeBank.close')}</SubmitButton>
          </PendingForm>
        )}
        <Loaded query={periods}>
          {(list) => (
            <Table
              headers={[
                t('timeBank.from'),
                t('timeBank.to'),
                t('timeBank.employees'),
                t('timeBank.status'),
                t('timeBank.closedAt'),
                '',
              ]}
            >
              {list.map((period) => (
                <tr key={period.id}>
                  <td>{formatDate(period.from, { weekday: false })}</td>
                  <td>{formatDate(period.to, { weekday: false })}</td>
                  <td>{period.employeeCount}</td>
                  <td>{t(`timeBank.statuses.${period.status}`)}</td>
                  <td>{formatInstant(period.closedAt, zone)}</td>
                  <td className="actions">
                    {period.status === 'closed' && (
                      <>
                        <button
                          type="button"
                          onClick={() => get(`/reports/payroll?periodId=${period.id}&format=csv`)}
                        >
                          {t('timeBank.payrollCsv')}
                        </button>
                        <button type="button" onClick={() => get(`/reports/payroll?periodId=${period.id}`)}>
                          {t('timeBank.payrollJson')}
                        </button>
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => setAcknowledgementsOf(period)}
                        >
                          {t('timeBank.acknowledgements')}
                        </button>
                        {isAdmin && (
                          <button type="button" className="danger" onClick={() => void reopen(period)}>
                            {t('timeBank.reopen')}
                          </button>
                        )}
                      </>
                    )}
                    {period.status === 'reopening' && isAdmin && (
                      <button type="button" className="danger" onClick={() => void reopen(period)}>
                        {t('timeBank.finishReopen')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Loaded>
        {acknowledgementsOf && <Acknowledgements period={acknowledgementsOf} zone={zone} />}
      </div>

      <Loaded query={codes}>
        {(current) => (
          <PendingForm className="card" onSubmit={saveCodes} noValidate>
            <h2>{t('timeBank.codes')}</h2>
            <fieldset disabled={!isAdmin}>
              {PAYROLL_ITEMS.map((item) => (
                <label key={item}>
                  {t(`timeBank.items.${item}`)}
                  <input name={item} maxLength={30} defaultValue={current[item] ?? ''} />
                </label>
              ))}
              {isAdmin && <SubmitButton>{t('common.save')}</SubmitButton>}
            </fieldset>
          </PendingForm>
        )}
      </Loaded>

      <div className="card">
        <h2>{t('timeBank.balance')}</h2>
        <div className="filters">
          <EmployeePicker value={employeeId} onChange={setEmployeeId} />
        </div>
        {employeeId && (
          <Loaded query={ledger}>
            {(current) => (
              <>
                <p>
                  {t('timeBank.balanceIs')} <strong>{formatMinutes(current.balanceMinutes)}</strong>
                </p>
                <Table
                  headers={[
                    t('common.date'),
                    t('timeBank.kind'),
                    t('timeBank.minutes'),
                    t('timeBank.expiresOn'),
                    t('timeBank.note'),
                  ]}
                >
                  {current.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDate(entry.date)}</td>
                      <td>{t(`timeBank.kinds.${entry.kind}`)}</td>
                      <td>{formatMinutes(entry.minutes)}</td>
                      <td>{entry.expiresOn ?? ''}</td>
                      <td>{entry.note ?? ''}</td>
                    </tr>
                  ))}
                </Table>
                {isAdmin && <ManualEntryForm employeeId={employeeId} />}
              </>
            )}
          </Loaded>
        )}
      </div>
    </section>
  );
}

/** `hh:mm` (or `h:mm`) as minutes; NaN when it is not one. */
function minutesOf(text: string): number {
  const match = /^(\d{1,4}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * An admin's manual entry in an employee's bank (`POST /v1/time-bank/entries`): a correction, credit or debit,
 * or hours paid out of the bank, with its reason. A day of a closed period is refused by the API (409).
 */
function ManualEntryForm({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [kind, setKind] = useState<'manual' | 'payout'>('manual');
  const [added, setAdded] = useState(false);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const duration = minutesOf(fieldText(form, 'duration'));
    const debit = kind === 'payout' || fieldText(form, 'direction') === 'debit';
    setAdded(false);
    const ok = await attempt(setProblem, () =>
      v1(environment, 'POST', '/time-bank/entries', {
        employeeId,
        date: fieldText(form, 'date'),
        kind,
        // An unreadable duration goes as is, so the API names the field.
        minutes: Number.isNaN(duration) ? fieldText(form, 'duration') : debit ? -duration : duration,
        reason: fieldText(form, 'reason'),
      }),
    );
    if (ok) {
      formElement.reset();
      setKind('manual');
      setAdded(true);
      await refreshAll();
    }
  };

  return (
    <PendingForm onSubmit={add} noValidate aria-labelledby="manual-entry">
      <h3 id="manual-entry">{t('timeBank.manualEntry')}</h3>
      <FormProblem problem={problem} />
      <Select
        label={t('timeBank.kind')}
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.currentTarget.value as 'manual' | 'payout')}
      >
        <option value="manual">{t('timeBank.kinds.manual')}</option>
        <option value="payout">{t('timeBank.kinds.payout')}</option>
      </Select>
      {kind === 'manual' && (
        <Select label={t('timeBank.direction')} name="direction" defaultValue="credit">
          <option value="credit">{t('timeBank.credit')}</option>
          <option value="debit">{t('timeBank.debit')}</option>
        </Select>
      )}
      <label>
        {t('timeBank.duration')}
        <input name="duration" placeholder="02:30" inputMode="numeric" required />
      </label>
      <FieldProblem problem={problem} field="minutes" />
      <label>
        {t('common.date')}
        <input name="date" type="date" required />
      </label>
      <FieldProblem problem={problem} field="date" />
      <label>
        {t('timeBank.reason')}
        <input name="reason" maxLength={500} required />
      </label>
      <FieldProblem problem={problem} field="reason" />
      <SubmitButton>{t('timeBank.addEntry')}</SubmitButton>
      {added && <p role="status">{t('timeBank.entryAdded')}</p>}
    </PendingForm>
  );
}

/** Who acknowledged a closed period's espelho in the workers' portal (docs/portal.md). */
function Acknowledgements({ period, zone }: { period: Period; zone: string }) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const acknowledgements = useApi<EspelhoAcknowledgement[]>(
    environment,
    `/periods/${period.id}/acknowledgements`,
  );
  return (
    <section className="acknowledgements" aria-label={t('timeBank.acknowledgements')}>
      <h3>{t('timeBank.acknowledgementsOf', rangeOf(period))}</h3>
      <Loaded query={acknowledgements} empty={t('timeBank.noAcknowledgements')}>
        {(list) => (
          <Table
            headers={[
              t('common.employee'),
              t('timeBank.acknowledgedAt'),
              t('timeBank.ackFrom'),
              t('timeBank.pdf'),
            ]}
          >
            {list.map((ack) => (
              <tr key={ack.employeeId}>
                <td>{ack.employeeName}</td>
                <td>{formatInstant(ack.acknowledgedAt, zone)}</td>
                <td>
                  {ack.ip}
                  {ack.location
                    ? ` (${ack.location.latitude.toFixed(5)}, ${ack.location.longitude.toFixed(5)})`
                    : ''}
                </td>
                <td>
                  <code title={ack.sha256}>{ack.sha256.slice(0, 16)}…</code>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </section>
  );
}
