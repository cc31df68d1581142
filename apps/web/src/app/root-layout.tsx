import { useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { Breadcrumbs } from '../components/layout/breadcrumbs';
import { openDialog } from '../lib/dialogs';
import { captureReferral } from '../lib/referral';
import { getSession } from '../lib/session';
import { DialogHost } from './dialog-host';
import { useGuestNavigationGuard } from './protected';

/** The layout route: shell, breadcrumbs, dialogs, and the URL hooks (?ref=, ?register=). */
export function RootLayout() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  useGuestNavigationGuard();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  useEffect(() => {
    captureReferral(location.search);
    const registerTab = searchParams.get('register');
    if (registerTab === null) return;
    // `?register=fast` (or `?register`) opens the register dialog on that tab; the parameter is then dropped.
    if (getSession() === null) openDialog('register', { tab: registerTab === 'fast' ? 'fast' : 'default' });
    const next = new URLSearchParams(searchParams);
    next.delete('register');
    setSearchParams(next, { replace: true });
  }, [location.search, searchParams, setSearchParams]);

  return (
    <>
      <AppShell breadcrumbs={location.pathname === '/' ? null : <Breadcrumbs />}>
        <Outlet />
      </AppShell>
      <DialogHost />
    </>
  );
}
