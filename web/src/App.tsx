import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { api, type Environment, ProblemError, rememberCsrfToken, type Session } from './api.js';
import { Layout } from './Layout.js';
import { ApiKeysPage } from './pages/ApiKeys.js';
import { SignInPage } from './pages/SignIn.js';
import { UsersPage } from './pages/Users.js';
import { SessionContext } from './session.js';

const ENVIRONMENT_KEY = 'pontual.environment';

export function App() {
  const { t } = useTranslation();
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [environment, setEnvironmentState] = useState<Environment>(() =>
    localStorage.getItem(ENVIRONMENT_KEY) === 'test' ? 'test' : 'live',
  );

  const signedIn = useCallback((next: Session | null) => {
    rememberCsrfToken(next?.csrfToken ?? '');
    setSession(next);
  }, []);

  const load = useCallback(() => {
    setFailed(false);
    api<Session>('GET', '/session')
      .then(signedIn)
      .catch((error: unknown) => {
        if (error instanceof ProblemError && error.status === 401) signedIn(null);
        else setFailed(true);
      });
  }, [signedIn]);
  useEffect(load, [load]);

  if (failed) {
    return (
      <main className="centered" role="alert">
        <p>{t('errors.network')}</p>
        <button onClick={load}>{t('app.retry')}</button>
      </main>
    );
  }
  if (session === undefined) return <p className="centered">{t('app.loading')}</p>;
  if (session === null) return <SignInPage onSignedIn={signedIn} />;

  const state = {
    session,
    environment,
    setEnvironment: (next: Environment) => {
      localStorage.setItem(ENVIRONMENT_KEY, next);
      setEnvironmentState(next);
    },
    signOut: async () => {
      await api('DELETE', '/session').catch(() => undefined);
      signedIn(null);
    },
  };
  return (
    <SessionContext.Provider value={state}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/settings/api" element={<ApiKeysPage />} />
          <Route path="/settings/users" element={<UsersPage />} />
          <Route path="*" element={<Navigate to="/settings/api" replace />} />
        </Route>
      </Routes>
    </SessionContext.Provider>
  );
}
