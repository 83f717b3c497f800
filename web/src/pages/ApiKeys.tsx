import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton, useFeedback } from '../feedback.js';
import type { ProblemError } from '../api.js';
import { api, type ApiKey, SCOPES } from '../api.js';
import { formatInstant } from '../format.js';
import { refreshAll, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Table } from '../ui.js';
import { fieldText, fieldTexts } from '../form-data.js';

interface CreatedKey {
  id: string;
  key: string;
  name: string;
}

const COLUMNS = [
  'name',
  'environment',
  'hint',
  'scopes',
  'createdAt',
  'expiresAt',
  'lastUsedAt',
  'status',
] as const;

/** Settings › API and integrations: the environment's keys, a form to create one, revocation. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { confirm } = useFeedback();
  const { session, environment } = useSession();
  const keys = useDashboard<ApiKey[]>(`/keys?environment=${environment}`);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [copied, setCopied] = useState(false);
  const isAdmin = session.user.role === 'admin';
  const when = (iso: string | null) => formatInstant(iso, session.tenant.timezone);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const expires = fieldText(form, 'expiresAt');
    await attempt(setProblem, async () => {
      const key = await api<CreatedKey>('POST', '/keys', {
        environment,
        name: fieldText(form, 'name'),
        scopes: fieldTexts(form, 'scopes'),
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
      });
      formElement.reset();
      setCopied(false);
      setCreated(key);
      await refreshAll();
    });
  };

  const revoke = async (key: ApiKey) => {
    const body = t('keys.revokeConfirm', { name: key.name });
    if (!(await confirm({ title: t('keys.revoke'), body, confirm: t('keys.revoke') }))) return;
    await attempt(setProblem, () => api('POST', `/keys/${key.id}/revoke`));
    await refreshAll();
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.key).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section>
      <h1>{t('keys.title')}</h1>
      <p>{t('keys.intro')}</p>

      {created && (
        <div className="once" role="status">
          <h2>{t('keys.created')}</h2>
          <p className="warning">{t('keys.showOnce')}</p>
          <code data-testid="new-key">{created.key}</code>
          <button type="button" onClick={() => void copy()}>
            {copied ? t('keys.copied') : t('keys.copy')}
          </button>
          <button type="button" onClick={() => setCreated(null)}>
            {t('keys.done')}
          </button>
        </div>
      )}

      {isAdmin && (
        <PendingForm className="card" onSubmit={create} noValidate>
          <h2>{t('keys.create')}</h2>
          <label>
            {t('keys.name')}
            <input name="name" required maxLength={100} aria-invalid={!!problem?.forField('name')} />
          </label>
          <FieldProblem problem={problem} field="name" />
          <fieldset>
            <legend>{t('keys.scopes')}</legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="check">
                <input type="checkbox" name="scopes" value={scope} />
                {t(`keys.scopeLabels.${scope}`)} <small>({scope})</small>
              </label>
            ))}
          </fieldset>
          <FieldProblem problem={problem} field="scopes" />
          <label>
            {t('keys.expiresAt')}
            <input name="expiresAt" type="date" />
          </label>
          <FieldProblem problem={problem} field="expiresAt" />
          <FormProblem problem={problem} />
          <SubmitButton>{t('keys.create')}</SubmitButton>
        </PendingForm>
      )}

      <Loaded query={keys} empty={t('keys.empty')}>
        {(list) => (
          <Table
            headers={[
              ...COLUMNS.map((column) => t(`keys.columns.${column}`)),
              isAdmin && t('keys.columns.actions'),
            ]}
          >
            {list.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>{t(`layout.${key.environment}`)}</td>
                <td>
                  <code>…{key.hint}</code>
                </td>
                <td>{key.scopes.join(', ')}</td>
                <td>{when(key.createdAt)}</td>
                <td>{when(key.expiresAt) ?? '—'}</td>
                <td>{when(key.lastUsedAt) ?? t('keys.never')}</td>
                <td className={`status-${key.status}`}>{t(`keys.status.${key.status}`)}</td>
                {isAdmin && (
                  <td>
                    {key.status === 'active' && (
                      <button
                        type="button"
                        onClick={() => void revoke(key)}
                        aria-label={`${t('keys.revoke')} ${key.name}`}
                      >
                        {t('keys.revoke')}
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
