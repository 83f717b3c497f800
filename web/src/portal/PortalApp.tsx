import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, Route, Routes, useLocation } from 'react-router';
import { ProblemError } from '../api.js';
import { queryClient } from '../queries.js';
import { LanguagePicker } from '../ui.js';
import { DaysPage } from './pages/Days.js';
import { EspelhoPage } from './pages/Espelho.js';
import { HomePage } from './pages/Home.js';
import { RequestsPage } from './pages/Requests.js';
import { SetPasswordPage } from './pages/SetPassword.js';
import { PortalSignInPage } from './pages/SignIn.js';
import { portal, type PortalSession, rememberCsrfToken } from './portal-api.js';

interface PortalState {
  session: PortalSession;
  signOut: () => Promise<void>;
}
const PortalContext = createContext<PortalState | null>(null);

/** The signed-in worker (inside the signed-in pages only). */
export function useWorker(): PortalState {
  const state = useContext(PortalContext);
  if (!state) throw new Error('useWorker outside a signed-in page');
  return state;
}

/** The company and environment last signed in to, offered on the sign-in page. */
export const LAST_COMPANY_KEY = 'pontual.portal.company';

/**
 * The portal's pages: set a password (the invitation link), sign in, and the signed-in worker's home, days,
 * requests and espelho. A 401 anywhere (the session ended) goes back to the sign-in page.
 */
export function PortalApp() {
  const { t } = useTranslation();
  const [session, setSession] = useState<PortalSession | null | undefined>(undefined);
  const location = useLocation();

  const signedIn = useCallback((next: PortalSession) => {
    rememberCsrfToken(next.csrfToken);
    localStorage.setItem(
      LAST_COMPANY_KEY,
      JSON.stringify({ tenant: next.tenant.id, environment: next.environment }),
    );
    setSession(next);
  }, []);

  useEffect(() => {
    portal<PortalSession>('GET', '/session').then(signedIn, () => setSession(null));
  }, [signedIn]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error: unknown = event.query.state.error;
        if (error instanceof ProblemError && error.status === 401) setSession(null);
      }),
    [],
  );

  const signOut = async () => {
    await portal('DELETE', '/session').catch(() => undefined);
    queryClient.clear();
    setSession(null);
  };

  if (location.pathname === '/invitation') return <SetPasswordPage onSignedIn={signedIn} />;
  if (session === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  if (session === null)
    return (
      <Routes>
        <Route path="/sign-in" element={<PortalSignInPage onSignedIn={signedIn} />} />
        <Route path="*" element={<Navigate to="/sign-in" replace />} />
      </Routes>
    );
  return (
    <PortalContext.Provider value={{ session, signOut }}>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<HomePage />} />
          <Route path="days" element={<DaysPage />} />
          <Route path="requests" element={<RequestsPage />} />
          <Route path="espelho" element={<EspelhoPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </PortalContext.Provider>
  );
}

const NAV = [
  ['/', 'home'],
  ['/days', 'days'],
  ['/requests', 'requests'],
  ['/espelho', 'espelho'],
] as const;

function PortalLayout() {
  const { t } = useTranslation();
  const { session, signOut } = useWorker();
  return (
    <div className={`portal env-${session.environment}`}>
      <header className="portal-top">
        <div>
          <strong>{session.employee.name}</strong>
          <span className="tenant">{session.tenant.name}</span>
          {session.environment === 'test' && <span className="badge">{t('portal.testEnvironment')}</span>}
        </div>
        <button type="button" className="secondary" onClick={() => void signOut()}>
          {t('layout.signOut')}
        </button>
      </header>
      <nav className="portal-nav" aria-label={t('portal.nav.label')}>
        {NAV.map(([to, key]) => (
          <NavLink key={to} to={to} end={to === '/'}>
            {t(`portal.nav.${key}`)}
          </NavLink>
        ))}
      </nav>
      <main className="portal-main">
        <Outlet />
      </main>
      <footer className="portal-footer">
        <LanguagePicker />
      </footer>
    </div>
  );
}
