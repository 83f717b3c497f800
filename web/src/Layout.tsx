import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './ui.js';
import { NavLink, Outlet } from 'react-router';
import type { Environment } from './api.js';
import { useSession } from './session.js';

const NAV = [
  ['/employees', 'employees'],
  ['/time-entries', 'timeEntries'],
  ['/adjustments', 'adjustments'],
  ['/absences', 'absences'],
  ['/holidays', 'holidays'],
  ['/reports', 'reports'],
  ['/time-bank', 'timeBank'],
  ['/webhooks', 'webhooks'],
  ['/audit-log', 'auditLog'],
  ['/settings/api', 'keys'],
  ['/settings/users', 'users'],
  ['/settings/company', 'company'],
] as const;

/** The frame of every signed-in page: the tenant, the live/test switch, navigation, language, sign-out. */
export function Layout() {
  const { t } = useTranslation();
  const { session, environment, setEnvironment, signOut } = useSession();
  return (
    <div className={`shell env-${environment}`}>
      <header className="topbar">
        <strong className="brand">{t('app.name')}</strong>
        <span className="tenant">{session.tenant.name}</span>
        <fieldset className="env-switch">
          <legend>{t('layout.environment')}</legend>
          {(['live', 'test'] as Environment[]).map((env) => (
            <label key={env}>
              <input
                type="radio"
                name="environment"
                value={env}
                checked={environment === env}
                onChange={() => setEnvironment(env)}
              />
              {t(`layout.${env}`)}
            </label>
          ))}
        </fieldset>
        <LanguagePicker />
        <span className="who">
          {t('layout.signedInAs', { email: session.user.email, role: t(`roles.${session.user.role}`) })}
        </span>
        <button type="button" onClick={() => void signOut()}>
          {t('layout.signOut')}
        </button>
      </header>
      {environment === 'test' && (
        <p className="test-banner" role="status">
          {t('layout.testBanner')}
        </p>
      )}
      <div className="body">
        <nav aria-label={t('layout.menu')}>
          {NAV.map(([path, label]) => (
            <NavLink key={path} to={path}>
              {t(`layout.nav.${label}`)}
            </NavLink>
          ))}
        </nav>
        <main>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
