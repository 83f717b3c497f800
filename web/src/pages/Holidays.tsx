import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton } from '../feedback.js';
import type { ProblemError } from '../api.js';
import { type Holiday, v1 } from '../api.js';
import { formatDate, today } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';
import { fieldText } from '../form-data.js';

const TENANT_SCOPES = ['municipal', 'state', 'company'] as const;

/** A year's holidays, national and the company's own; an admin adds and removes the company's. */
export function HolidaysPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const [year, setYear] = useState(() => Number(today(session.tenant.timezone).slice(0, 4)));
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const holidays = useApi<Holiday[]>(environment, `/holidays?year=${year}`);
  const isAdmin = session.user.role === 'admin';

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => fieldText(form, name);
    const ok = await attempt(setProblem, () =>
      v1(environment, 'POST', '/holidays', { date: text('date'), name: text('name'), scope: text('scope') }),
    );
    if (ok) {
      formElement.reset();
      await refreshAll();
    }
  };

  const remove = async (holiday: Holiday) => {
    await attempt(setProblem, () => v1(environment, 'DELETE', `/holidays/${holiday.id}`));
    await refreshAll();
  };

  return (
    <section>
      <h1>{t('holidays.title')}</h1>
      <p>{t('holidays.intro')}</p>
      {isAdmin && (
        <PendingForm className="card" onSubmit={add} noValidate>
          <h2>{t('holidays.add')}</h2>
          <label>
            {t('common.date')}
            <input name="date" type="date" required />
          </label>
          <FieldProblem problem={problem} field="date" />
          <label>
            {t('holidays.name')}
            <input name="name" required maxLength={100} />
          </label>
          <FieldProblem problem={problem} field="name" />
          <Select label={t('holidays.scope')} name="scope" defaultValue="municipal">
            {TENANT_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`holidays.scopes.${scope}`)}
              </option>
            ))}
          </Select>
          <SubmitButton>{t('holidays.submit')}</SubmitButton>
        </PendingForm>
      )}
      <div className="filters">
        <label>
          {t('holidays.year')}
          <input
            type="number"
            min={2000}
            max={2099}
            value={year}
            onChange={(e) => e.target.valueAsNumber && setYear(e.target.valueAsNumber)}
          />
        </label>
      </div>
      <FormProblem problem={problem} />
      <Loaded query={holidays}>
        {(list) => (
          <Table headers={[t('common.date'), t('holidays.name'), t('holidays.scope'), isAdmin && '']}>
            {list.map((holiday) => (
              <tr key={holiday.date}>
                <td>{formatDate(holiday.date)}</td>
                <td>{holiday.name}</td>
                <td>{t(`holidays.scopes.${holiday.scope}`)}</td>
                {isAdmin && (
                  <td>
                    {holiday.id && (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void remove(holiday)}
                        aria-label={`${t('holidays.remove')}: ${holiday.name}`}
                      >
                        {t('holidays.remove')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </section>
  );
}
