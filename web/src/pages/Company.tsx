import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton } from '../feedback.js';
import type { ProblemError } from '../api.js';
import { api } from '../api.js';
import { refreshAll, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded } from '../ui.js';
import { fieldText } from '../form-data.js';
import { CompanyResponsibleCpf } from './ResponsibleCpf.js';
import { CompanyCertificate } from './CompanyCertificate.js';

interface Company {
  name: string;
  document: string | null;
  cei: string | null;
  timezone: string;
  repNumber: string;
  address: string | null;
}

const FIELDS = ['name', 'document', 'cei', 'timezone', 'repNumber', 'address'] as const;
/** Fields that are cleared (null) when left empty. */
const CLEARABLE: readonly string[] = ['document', 'cei', 'address'];

/** Company settings: the employer data printed on the espelho and written in the legal files. */
export function CompanyPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const company = useDashboard<Company>('/company');
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [saved, setSaved] = useState(false);
  const isAdmin = session.user.role === 'admin';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      FIELDS.map((field) => {
        const value = fieldText(form, field).trim();
        return [field, value || (CLEARABLE.includes(field) ? null : value)];
      }),
    );
    setSaved(false);
    if (await attempt(setProblem, () => api('PATCH', '/company', body))) {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['session'] });
      await refreshAll();
    }
  };

  return (
    <section>
      <h1>{t('company.title')}</h1>
      <p>{t('company.intro')}</p>
      <Loaded query={company}>
        {(data) => (
          <PendingForm className="card" onSubmit={save} noValidate>
            {FIELDS.map((field) => (
              <div key={field}>
                <label>
                  {t(`company.fields.${field}`)}
                  <input
                    name={field}
                    defaultValue={data[field] ?? ''}
                    readOnly={!isAdmin}
                    aria-invalid={!!problem?.forField(field)}
                  />
                </label>
                <FieldProblem problem={problem} field={field} />
              </div>
            ))}
            <FormProblem problem={problem} />
            {saved && (
              <p className="notice" role="status">
                {t('company.saved')}
              </p>
            )}
            {isAdmin && <SubmitButton>{t('common.save')}</SubmitButton>}
          </PendingForm>
        )}
      </Loaded>
      <CompanyResponsibleCpf />
      <CompanyCertificate />
    </section>
  );
}
