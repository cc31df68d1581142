import { QuickSearch } from '../features/casino/components/quick-search';
import { useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { Breadcrumbs } from '../components/layout/breadcrumbs';
import { LiveChat } from '../features/content/components/live-chat';
import { PromoPopup } from '../features/content/components/promo-popup';
import { PromotionDialogHost } from '../features/content/components/promotion-dialog';
import { Snowfall } from '../features/content/components/snowfall';
import { NotificationCenter } from '../features/notifications/components/notification-center';
import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications';
import { useUnreadSync } from '../features/notifications/hooks/use-unread-sync';
import { useBalancePolling } from '../features/wallet/hooks/use-balance-polling';
import { openDialog } from '../lib/dialogs';
import { useHubConnection } from '../lib/hub';
import { captureReferral } from '../lib/referral';
import { getSession } from '../lib/session';
import { DialogHost } from './dialog-host';
import { useGuestNavigationGuard } from './protected';

/** The layout route: shell, breadcrumbs, dialogs, and the URL hooks (?ref=, ?register=). */
export function RootLayout() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  useGuestNavigationGuard();
  // Spec §4: with a session (restored or new) the balance is polled and the notifications fetched.
  useBalancePolling();
  useUnreadSync();
  // Spec §4: the live hub follows the session; its pushes feed the notification list and the balance.
  useHubConnection();
  useLiveNotifications();

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
      <AppShell
        breadcrumbs={location.pathname === '/' ? null : <Breadcrumbs />}
        notifications={<NotificationCenter />}
        search={<QuickSearch />}
      >
        <Outlet />
      </AppShell>
      <DialogHost />
      {/* Content pieces present on every page (issue 5): the promotion dialog, the once-per-content popup, the
          snowfall decoration and the live chat widget, each switched by the bootstrap. */}
      <PromotionDialogHost />
      <PromoPopup />
      <LiveChat />
      <Snowfall />
    </>
  );
}
