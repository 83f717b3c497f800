import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../form-data.js';
import { useNavigate } from 'react-router';
import { ProblemError } from '../../api.js';
import { FieldProblem, FormProblem, LanguagePicker } from '../../ui.js';
import { portal, type PortalSession } from '../portal-api.js';

interface Invitation {
  employeeName: string;
  email: string;
  tenant: { id: string; name: string };
}

/**
 * The invitation link's page (`/portal/invitation#token=…`): the token travels in the fragment, so it never
 * reaches a server log or a Referer. Greets the worker and sets their password; a used or expired link says so.
 */
export function SetPasswordPage({ onSignedIn }: { onSignedIn: (session: PortalSession) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [dead, setDead] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    portal<Invitation>('POST', '/invitation/lookup', { token }).then(setInvitation, (failure: unknown) => {
      const code = failure instanceof ProblemError ? failure.code : 'error';
      setDead(
        code === 'invitation_used'
          ? t('portal.invitation.used')
          : code === 'invitation_expired'
            ? t('portal.invitation.expired')
            : failure instanceof ProblemError && failure.status === 403
              ? failure.message
              : t('portal.invitation.unknown'),
      );
    });
  }, [token, t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = fieldText(form, 'password');
    if (password !== fieldText(form, 'confirm')) {
      setProblem(new ProblemError(400, 'mismatch', t('portal.invitation.mismatch')));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const session = await portal<PortalSession>('POST', '/invitation/accept', { token, password });
      window.history.replaceState(null, '', '/portal/');
      onSignedIn(session);
      void navigate('/', { replace: true });
    } catch (failure) {
      setProblem(failure instanceof ProblemError ? failure : new ProblemError(0, 'error', String(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="centered sign-in">
      <h1>{t('portal.invitation.title')}</h1>
      {dead ? (
        <p className="error" role="alert">
          {dead}
        </p>
      ) : !invitation ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <p>
            {t('portal.invitation.greeting', {
              name: invitation.employeeName,
              company: invitation.tenant.name,
            })}
          </p>
          <label>
            {t('signIn.email')}
            <input name="email" value={invitation.email} readOnly autoComplete="username" />
          </label>
          <label>
            {t('portal.invitation.password')}
            <input name="password" type="password" autoComplete="new-password" minLength={12} required />
          </label>
          <FieldProblem problem={problem} field="password" />
          <label>
            {t('portal.invitation.confirm')}
            <input name="confirm" type="password" autoComplete="new-password" minLength={12} required />
          </label>
          <FormProblem problem={problem} />
          <button type="submit" disabled={busy}>
            {t('portal.invitation.submit')}
          </button>
        </form>
      )}
      <LanguagePicker />
    </main>
  );
}
