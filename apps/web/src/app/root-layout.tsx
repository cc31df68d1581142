import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { Breadcrumbs } from '../components/layout/breadcrumbs';
import { QuickSearch } from '../features/casino/components/quick-search';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { LiveChat } from '../features/content/components/live-chat';
import { Snowfall } from '../features/content/components/snowfall';
import { openDialog } from '../lib/dialogs';
import { useOpenPromotion } from '../lib/promotion-dialog';
import { captureReferral } from '../lib/referral';
import { getSession, useAuth } from '../lib/session';
import { useAfterIdle } from '../lib/use-after-idle';
import { DialogHost } from './dialog-host';
import { useGuestNavigationGuard } from './protected';

// Loaded when needed, not with the first page (docs/decisions/0130): the player's session machinery (Socket.IO, the
// balance poll), the notification list, the promotion dialog (DOMPurify) and the popup.
const PlayerSession = lazy(async () => ({ default: (await import('./player-session')).PlayerSession }));
const NotificationCenter = lazy(async () => ({
  default: (await import('../features/notifications/components/notification-center')).NotificationCenter,
}));
const PromotionDialogHost = lazy(async () => ({
  default: (await import('../features/content/components/promotion-dialog')).PromotionDialogHost,
}));
const PromoPopup = lazy(async () => ({
  default: (await import('../features/content/components/promo-popup')).PromoPopup,
}));
// Player protection: no promotion popup for a player in a time-out, self-exclusion or closure.
const MarketingGate = lazy(async () => ({
  default: (await import('../features/responsible-gaming/components/marketing-gate')).MarketingGate,
}));

// Player protection: the six-monthly reminder to review one's limits, after login (docs/decisions/0440).
const LimitReviewReminder = lazy(async () => ({
  default: (await import('../features/responsible-gaming/components/limit-review-reminder'))
    .LimitReviewReminder,
}));

/** The popup waits this long after the page went idle: it must not compete with the page's first paints. */
const POPUP_AFTER_IDLE_MS = 1000;

/** The layout route: shell, breadcrumbs, dialogs, and the URL hooks (?ref=, ?register=). */
export function RootLayout() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const promotion = useOpenPromotion();
  const isIdle = useAfterIdle(POPUP_AFTER_IDLE_MS);
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
      <AppShell
        breadcrumbs={location.pathname === '/' ? null : <Breadcrumbs />}
        notifications={
          <Suspense fallback={null}>
            <NotificationCenter />
          </Suspense>
        }
        search={<QuickSearch />}
      >
        <Outlet />
      </AppShell>
      <DialogHost />
      {/* Spec §4: with a session (restored or new) the balance is polled, the notifications fetched and the live hub
          joined; its pushes feed the notification list and the balance. */}
      <Suspense fallback={null}>{isLoggedIn ? <PlayerSession /> : null}</Suspense>
      {/* Content pieces present on every page (issue 5): the promotion dialog, the once-per-content popup (after the
          page went idle), the snowfall decoration and the live chat widget, each switched by the bootstrap. */}
      <Suspense fallback={null}>{promotion ? <PromotionDialogHost /> : null}</Suspense>
      <Suspense fallback={null}>
        {isIdle ? (
          <MarketingGate>
            <PromoPopup />
          </MarketingGate>
        ) : null}
      </Suspense>
      <Suspense fallback={null}>{isLoggedIn && isIdle ? <LimitReviewReminder /> : null}</Suspense>
      {/* An external widget when chat-site-id/chat-div-id are set, otherwise our own chat (issue 13 §3). */}
      <LiveChat />
      <ChatLauncher />
      <Snowfall />
    </>
  );
}
