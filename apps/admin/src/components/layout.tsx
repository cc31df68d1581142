import { CanAccess, useGetIdentity, useLogout } from '@refinedev/core';
import type { OpsMe } from '@kasa/contract/ops';
import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { allows, NEEDS } from '../providers/access-control';
import { setLanguage, useT, type TextKey } from '../lib/texts';
import { Toasts } from './ui';

// The frame of every signed-in screen: the menu (only the screens the operator's roles may open), the operator's
// name and roles, the language and sign-out. On a phone the menu folds behind a button.

export const MENU: { to: string; resource: string; label: TextKey; icon: ReactNode }[] = [
  {
    to: '/',
    resource: 'dashboard',
    label: 'nav.dashboard',
    icon: <path d="M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z" />,
  },
  {
    to: '/players',
    resource: 'players',
    label: 'nav.players',
    icon: (
      <path d="M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm0 2c-3 0-8 1.5-8 4.5V21h16v-2.5C20 15.5 15 14 12 14z" />
    ),
  },
  {
    to: '/payments',
    resource: 'payments',
    label: 'nav.payments',
    icon: <path d="M2 6h20v12H2zm2 3v2h16V9zm0 5v2h6v-2z" />,
  },
  {
    to: '/payment-methods',
    resource: 'paymentMethods',
    label: 'nav.paymentMethods',
    icon: <path d="M3 5h18v4H3zm0 6h18v8H3zm3 3v2h4v-2zm8 0v2h4v-2z" />,
  },
  {
    to: '/kyc',
    resource: 'kyc',
    label: 'nav.kyc',
    icon: <path d="M3 5h18v14H3zm3 3v4h5V8zm7 0v1h5V8zm0 3v1h5v-1zM6 14v1h12v-1z" />,
  },
  {
    to: '/protection',
    resource: 'protection',
    label: 'nav.protection',
    icon: <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z" />,
  },
  {
    to: '/chat',
    resource: 'chat',
    label: 'nav.chat',
    icon: <path d="M4 4h16v11H8l-4 4zm4 4v2h8V8zm0 3v2h5v-2z" />,
  },
  {
    to: '/content',
    resource: 'promotions',
    label: 'nav.content',
    icon: <path d="M4 4h16v4H4zm0 6h10v10H4zm12 0h4v10h-4z" />,
  },
  {
    to: '/casino',
    resource: 'casino',
    label: 'nav.casino',
    icon: (
      <path d="M4 4h16v16H4zm4 4a1.5 1.5 0 1 0 0 .01zm8 0a1.5 1.5 0 1 0 0 .01zM12 12a1.5 1.5 0 1 0 0 .01zM8 16a1.5 1.5 0 1 0 0 .01zm8 0a1.5 1.5 0 1 0 0 .01z" />
    ),
  },
  // Sportsbook (docs/decisions/0540)
  {
    to: '/sportsbook',
    resource: 'sportsbook',
    label: 'nav.sportsbook',
    icon: (
      <path d="M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm0 3 2.4 1.7-.9 2.8h-3L9.6 6.7zM5.6 9.3l2.6-.2 1 3-2.3 1.9-1.9-1A7 7 0 0 1 5.6 9.3zm2.8 8.8.3-2.9 2.4-1.8 2.4 1.8.3 2.9A7 7 0 0 1 12 19a7 7 0 0 1-3.6-.9zm8.9-3.1-2.3-1.9 1-3 2.6.2a7 7 0 0 1 .6 3.7z" />
    ),
  },
  {
    to: '/reports',
    resource: 'reports',
    label: 'nav.reports',
    icon: <path d="M4 20V10h3v10zm6 0V4h3v16zm6 0v-7h3v7z" />,
  },
  {
    to: '/audit',
    resource: 'audit',
    label: 'nav.audit',
    icon: <path d="M6 2h9l5 5v15H6zm8 1v5h5M9 12h8v1.5H9zm0 4h8v1.5H9z" />,
  },
  {
    to: '/operators',
    resource: 'operators',
    label: 'nav.operators',
    icon: (
      <path d="M9 11a3.5 3.5 0 1 0-3.5-3.5A3.5 3.5 0 0 0 9 11zm7 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zM2 20v-2c0-2.5 4.5-4 7-4s7 1.5 7 4v2zm15 0v-2a4.6 4.6 0 0 0-1.6-3.4C18 14.8 22 16 22 18v2z" />
    ),
  },
];

/**
 * `/`: the dashboard for roles that may read it; otherwise the first screen the roles allow (a content editor lands
 * on content, not on a refusal).
 */
export function Home({ dashboard }: { dashboard: ReactNode }) {
  const { data: operator } = useGetIdentity<OpsMe>();
  if (!operator) return null;
  const first = MENU.find((item) => {
    const need = NEEDS[`${item.resource}.list`];
    return need ? allows(operator.can, need) : false;
  });
  if (!first || first.resource === 'dashboard') return <>{dashboard}</>;
  return <Navigate to={first.to} replace />;
}

export function Layout() {
  const { t, language } = useT();
  const { data: operator } = useGetIdentity<OpsMe>();
  const { mutate: logout } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('nav.dashboard')}
      </a>
      <aside className={`sidebar${menuOpen ? ' open' : ''}`}>
        <div className="brand">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#f5b700" />
            <path d="M9 7h4v7l7-7h5l-8 8 8 10h-5l-6-7.5-1 1V25H9z" fill="#0b1220" />
          </svg>
          <span>{t('brand')}</span>
          <button
            type="button"
            className="menu-toggle"
            data-testid="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="sr-only">Menu</span>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
            </svg>
          </button>
        </div>
        <nav id="admin-menu" aria-label="Menu">
          <ul>
            {MENU.map((item) => (
              <CanAccess key={item.resource} resource={item.resource} action="list">
                <li>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    data-testid={`nav-${item.resource}`}
                    onClick={() => setMenuOpen(false)}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
                      {item.icon}
                    </svg>
                    {t(item.label)}
                  </NavLink>
                </li>
              </CanAccess>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main-col">
        <header className="topbar">
          <div className="who">
            <strong data-testid="operator-name">{operator?.username ?? ''}</strong>
            <span className="muted">
              {(operator?.roles ?? []).map((role) => t(`operators.roleNames.${role}` as TextKey)).join(', ')}
            </span>
          </div>
          <label className="lang">
            <span className="sr-only">{t('language')}</span>
            <select value={language} onChange={(event) => setLanguage(event.target.value as 'tr' | 'en')}>
              <option value="tr">Türkçe</option>
              <option value="en">English</option>
            </select>
          </label>
          <button type="button" data-testid="sign-out" onClick={() => logout()}>
            {t('signOut')}
          </button>
        </header>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Toasts />
    </div>
  );
}
