import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton } from '../feedback.js';
import type { ProblemError } from '../api.js';
import { api } from '../api.js';
import { fieldText } from '../form-data.js';
import { formatCpf } from '../format.js';
import { refreshAll, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded } from '../ui.js';

/**
 * The responsible person of the AFD's types 2 and 5 (docs/legal-files.md): a user's own CPF, carried by the
 * records of the changes they make, and the company's responsible CPF, carried by those made with API keys
 * or the CLI. Without one the field is blank, which the law does not allow: a notice says so.
 */

/** A CPF form of one field: saved with PUT/PATCH `path`, cleared when left empty. */
function CpfForm({
  title,
  help,
  missing,
  cpf,
  field,
  save,
  editable = true,
}: {
  title: string;
  help: string;
  missing: string;
  cpf: string | null;
  field: string;
  save: (cpf: string | null) => Promise<unknown>;
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = fieldText(new FormData(event.currentTarget), field).trim();
    setSaved(false);
    if (await attempt(setProblem, () => save(value || null))) setSaved(true);
  };

  return (
    <PendingForm className="card" onSubmit={submit} noValidate>
      <h2>{title}</h2>
      <p>{help}</p>
      {!cpf && (
        <p className="notice" role="note">
          {missing}
        </p>
      )}
      <label>
        {t('responsibleCpf.cpf')}
        <input
          name={field}
          inputMode="numeric"
          placeholder="000.000.000-00"
          defaultValue={formatCpf(cpf)}
          readOnly={!editable}
          aria-invalid={!!problem?.forField(field)}
        />
      </label>
      <FieldProblem problem={problem} field={field} />
      <FormProblem problem={problem} />
      {saved && <p role="status">{t('responsibleCpf.saved')}</p>}
      {editable && <SubmitButton>{t('responsibleCpf.save')}</SubmitButton>}
    </PendingForm>
  );
}

/** Company page: the CPF carried by the records of changes made with API keys or the CLI. */
export function CompanyResponsibleCpf() {
  const { t } = useTranslation();
  const { session } = useSession();
  const company = useDashboard<{ responsibleCpf: string | null }>('/company');
  return (
    <Loaded query={company}>
      {(data) => (
        <CpfForm
          title={t('responsibleCpf.companyTitle')}
          help={t('responsibleCpf.companyHelp')}
          missing={t('responsibleCpf.missing')}
          cpf={data.responsibleCpf}
          field="responsibleCpf"
          editable={session.user.role === 'admin'}
          save={async (cpf) => {
            await api('PATCH', '/company', { responsibleCpf: cpf });
            await refreshAll();
          }}
        />
      )}
    </Loaded>
  );
}

/** Users page: the signed-in user's own CPF, carried by the records of the changes they make. */
export function OwnCpfForm() {
  const { t } = useTranslation();
  const { session } = useSession();
  const queryClient = useQueryClient();
  return (
    <CpfForm
      title={t('responsibleCpf.ownTitle')}
      help={t('responsibleCpf.ownHelp')}
      missing={t('responsibleCpf.missing')}
      cpf={session.user.cpf}
      field="cpf"
      save={async (cpf) => {
        await api('PUT', '/session/cpf', { cpf });
        await queryClient.invalidateQueries({ queryKey: ['session'] });
        await refreshAll();
      }}
    />
  );
}
