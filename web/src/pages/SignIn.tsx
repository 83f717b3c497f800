import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ProblemError, type Session } from '../api.js';
import { LanguagePicker, usePageTitle } from '../ui.js';
import { problemText } from '../problems.js';
import { fieldText } from '../form-data.js';

/** The company last signed in to, offered again next time. */
const COMPANY_KEY = 'pontual.company';

/**
 * The company (tenant id) to offer: from a sign-in link (`/?company=…`, which admins hand over from the
 * Users page), else the one last signed in to in this browser. E-mails are unique within a company only.
 */
function companyToOffer(): string {
  return (
    new URLSearchParams(window.location.search).get('company') ?? localStorage.getItem(COMPANY_KEY) ?? ''
  );
}

export function SignInPage({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [company] = useState(companyToOffer);
  usePageTitle(t('signIn.title'));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const tenant = fieldText(form, 'company').trim();
      const session = await api<Session>('POST', '/session', {
        tenant,
        email: form.get('email'),
        password: form.get('password'),
      });
      localStorage.setItem(COMPANY_KEY, tenant);
      onSignedIn(session);
    } catch (failure) {
      const problem = failure instanceof ProblemError ? failure : null;
      setError(
        problem?.status === 401
          ? t('signIn.failed')
          : problem?.status === 429
            ? problemText(problem)
            : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="centered sign-in">
      <h1>{t('signIn.title')}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          {t('signIn.company')}
          <input name="company" defaultValue={company} autoComplete="organization" required />
        </label>
        <label>
          {t('signIn.email')}
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
      <LanguagePicker />
    </main>
  );
}
