import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker, usePageTitle } from './ui.js';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { Environment } from './api.js';
import { useSession } from './session.js';

const NAV = [
  ['/', 'overview'],
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

/**
 * The frame of every signed-in page: a skip link to the content, the tenant, the live/test switch,
 * navigation (behind a menu button on a phone), language, sign-out; and the page's title in the tab.
 */
export function Layout() {
  const { t } = useTranslation();
  const { session, environment, setEnvironment, signOut } = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedInAs = t('layout.signedInAs', {
    email: session.user.email,
    role: t(`roles.${session.user.role}`),
  });
  const current = NAV.find(([path]) => path === pathname)?.[1] ?? 'overview';
  usePageTitle(`${t(`layout.nav.${current}`)} · ${session.tenant.name} · ${t('app.name')}`);
  return (
    <div className={`shell env-${environment}`}>
      <a className="skip-link" href="#content">
        {t('layout.skip')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="menu-button secondary"
          aria-expanded={menuOpen}
          aria-controls="menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('layout.menuButton')}
        </button>
        <strong className="brand">{t('app.name')}</strong>
        <span className="tenant">{session.tenant.name}</span>
        <div className={menuOpen ? 'tools open' : 'tools'}>
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
          <span className="who" title={signedInAs}>
            {signedInAs}
          </span>
          <button type="button" onClick={() => void signOut()}>
            {t('layout.signOut')}
          </button>
        </div>
      </header>
      {environment === 'test' && (
        <p className="test-banner" role="status">
          {t('layout.testBanner')}
        </p>
      )}
      <div className="body">
        <nav id="menu" aria-label={t('layout.menu')} className={menuOpen ? 'open' : undefined}>
          {NAV.map(([path, label]) => (
            // A page chosen from the menu closes it (on a phone it covers the page).
            <NavLink key={path} to={path} end onClick={() => setMenuOpen(false)}>
              {t(`layout.nav.${label}`)}
            </NavLink>
          ))}
        </nav>
        <main id="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
