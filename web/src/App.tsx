import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { api, type Environment, ProblemError, rememberCsrfToken, type Session } from './api.js';
import { Layout } from './Layout.js';
import { AbsencesPage } from './pages/Absences.js';
import { HolidaysPage } from './pages/Holidays.js';
import { AdjustmentsPage } from './pages/Adjustments.js';
import { ApiKeysPage } from './pages/ApiKeys.js';
import { AuditLogPage } from './pages/AuditLog.js';
import { CompanyPage } from './pages/Company.js';
import { EmployeesPage } from './pages/Employees.js';
import { ReportsPage } from './pages/Reports.js';
import { TimeBankPage } from './pages/TimeBank.js';
import { SignInPage } from './pages/SignIn.js';
import { TimeEntriesPage } from './pages/TimeEntries.js';
import { OverviewPage } from './pages/Overview.js';
import { UsersPage } from './pages/Users.js';
import { WebhooksPage } from './pages/Webhooks.js';
import { SessionContext } from './session.js';

const ENVIRONMENT_KEY = 'pontual.environment';

/** The signed-in session, or null when there is none (401). */
async function currentSession(): Promise<Session | null> {
  try {
    const session = await api<Session>('GET', '/session');
    rememberCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ProblemError && error.status === 401) return null;
    throw error;
  }
}

export function App() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: ['session'], queryFn: currentSession, staleTime: Infinity });
  const [environment, setEnvironment] = useState<Environment>(() =>
    localStorage.getItem(ENVIRONMENT_KEY) === 'test' ? 'test' : 'live',
  );

  if (session.isError) {
    return (
      <main className="centered" role="alert">
        <p>{t('errors.network')}</p>
        <button onClick={() => void session.refetch()}>{t('app.retry')}</button>
      </main>
    );
  }
  if (session.data === undefined) return <p className="centered">{t('app.loading')}</p>;
  const signedIn = (next: Session | null) => {
    rememberCsrfToken(next?.csrfToken ?? '');
    // Nothing read for one user may show for the next.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    queryClient.setQueryData(['session'], next);
  };
  if (session.data === null) return <SignInPage onSignedIn={signedIn} />;

  const state = {
    session: session.data,
    environment,
    setEnvironment: (next: Environment) => {
      localStorage.setItem(ENVIRONMENT_KEY, next);
      setEnvironment(next);
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
          <Route path="/" element={<OverviewPage />} />
          <Route path="/employees" element={<EmployeesPage />} />
          <Route path="/time-entries" element={<TimeEntriesPage />} />
          <Route path="/adjustments" element={<AdjustmentsPage />} />
          <Route path="/absences" element={<AbsencesPage />} />
          <Route path="/holidays" element={<HolidaysPage />} />
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/time-bank" element={<TimeBankPage />} />
          <Route path="/webhooks" element={<WebhooksPage />} />
          <Route path="/audit-log" element={<AuditLogPage />} />
          <Route path="/settings/api" element={<ApiKeysPage />} />
          <Route path="/settings/users" element={<UsersPage />} />
          <Route path="/settings/company" element={<CompanyPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </SessionContext.Provider>
  );
}
