import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../form-data.js';
import { ProblemError } from '../../api.js';
import { LanguagePicker } from '../../ui.js';
import { LAST_COMPANY_KEY } from '../PortalApp.js';
import { portal, type PortalSession } from '../portal-api.js';

/** The company and environment to sign in to: `?company=…` from a link, else the last one in this browser. */
function companyToOffer(): { tenant: string; environment: 'live' | 'test' } {
  const fromLink = new URLSearchParams(window.location.search).get('company');
  if (fromLink) return { tenant: fromLink, environment: 'live' };
  try {
    const last = JSON.parse(localStorage.getItem(LAST_COMPANY_KEY) ?? 'null') as {
      tenant: string;
      environment: 'live' | 'test';
    } | null;
    if (last) return last;
  } catch {
    // Nothing usable remembered.
  }
  return { tenant: '', environment: 'live' };
}

export function PortalSignInPage({ onSignedIn }: { onSignedIn: (session: PortalSession) => void }) {
  const { t } = useTranslation();
  const [offered] = useState(companyToOffer);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(
        await portal<PortalSession>('POST', '/session', {
          tenant: fieldText(form, 'company').trim(),
          environment: offered.environment,
          email: form.get('email'),
          password: form.get('password'),
        }),
      );
    } catch (failure) {
      const problem = failure instanceof ProblemError ? failure : null;
      setError(
        problem?.status === 401
          ? t('portal.signIn.failed')
          : problem?.status === 429
            ? problem.message
            : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="centered sign-in">
      <h1>{t('portal.signIn.title')}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          {t('signIn.company')}
          <input name="company" defaultValue={offered.tenant} autoComplete="organization" required />
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
      <p className="hint">{t('portal.signIn.hint')}</p>
      <LanguagePicker />
    </main>
  );
}
