import { Authenticated, CanAccess, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import { lazy, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { Home, Layout } from './components/layout';
import { Page } from './components/ui';
import { useT } from './lib/texts';
import { AuditPage } from './pages/audit';
import { KycPage } from './pages/kyc';
import { LoginPage } from './pages/login';
import { OperatorsPage } from './pages/operators';
import { PaymentMethodsPage } from './pages/payment-methods';
import { PaymentsPage } from './pages/payments';
import { PlayerShowPage } from './pages/player-show';
import { PlayersPage } from './pages/players';
import { ProtectionPage } from './pages/protection';
import { accessControlProvider } from './providers/access-control';
import { auditLogProvider } from './providers/audit-log-provider';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { notificationProvider } from './providers/notification-provider';

// The back office (docs/decisions/0520): Refine in headless mode — its auth, data, access-control, audit-log and
// notification providers over the operator API (/api/ops/…), our own screens. Served under /admin/.

// The two heavy screens load on demand: the dashboard with its chart library, the content editor with Tiptap.
const DashboardPage = lazy(async () => ({ default: (await import('./pages/dashboard')).DashboardPage }));
const ReportsPage = lazy(async () => ({ default: (await import('./pages/reports')).ReportsPage }));
const CasinoPage = lazy(async () => ({ default: (await import('./pages/casino')).CasinoPage }));
const ChatPage = lazy(async () => ({ default: (await import('./pages/chat')).ChatPage }));
// Sportsbook (docs/decisions/0540)
const SportsbookPage = lazy(async () => ({ default: (await import('./pages/sportsbook')).SportsbookPage }));
const SportsEventPage = lazy(async () => ({ default: (await import('./pages/sportsbook')).SportsEventPage }));
const PromotionsPage = lazy(async () => ({ default: (await import('./pages/content')).PromotionsPage }));
const PromotionEditPage = lazy(async () => ({
  default: (await import('./pages/content')).PromotionEditPage,
}));
// Content (docs/decisions/0550)
const ContentPagesPage = lazy(async () => ({
  default: (await import('./pages/content-pages')).ContentPagesPage,
}));
const ContentPageEditPage = lazy(async () => ({
  default: (await import('./pages/content-pages')).ContentPageEditPage,
}));
const BannersPage = lazy(async () => ({ default: (await import('./pages/content-banners')).BannersPage }));
const BannerEditPage = lazy(async () => ({
  default: (await import('./pages/content-banners')).BannerEditPage,
}));
const PopupPage = lazy(async () => ({ default: (await import('./pages/content-site')).PopupPage }));
const FooterColumnsPage = lazy(async () => ({
  default: (await import('./pages/content-texts')).FooterColumnsPage,
}));
const TranslationsPage = lazy(async () => ({
  default: (await import('./pages/content-texts')).TranslationsPage,
}));
const SiteOptionsPage = lazy(async () => ({
  default: (await import('./pages/content-site')).SiteOptionsPage,
}));
// Content (docs/decisions/0550) end.

const RESOURCES = [
  { name: 'dashboard', list: '/' },
  { name: 'players', list: '/players', show: '/players/:id' },
  { name: 'payments', list: '/payments' },
  { name: 'paymentMethods', list: '/payment-methods' },
  { name: 'kyc', list: '/kyc' },
  { name: 'protection', list: '/protection' },
  { name: 'chat', list: '/chat' },
  { name: 'casino', list: '/casino' },
  // Sportsbook (docs/decisions/0540)
  { name: 'sportsbook', list: '/sportsbook', show: '/sportsbook/:id' },
  { name: 'reports', list: '/reports' },
  { name: 'promotions', list: '/content', edit: '/content/promotions/:id' },
  // Content (docs/decisions/0550)
  { name: 'contentPages', list: '/content/pages', edit: '/content/pages/:id' },
  { name: 'banners', list: '/content/banners', edit: '/content/banners/:id' },
  { name: 'popup', list: '/content/popup' },
  { name: 'siteOptions', list: '/content/site-options' },
  { name: 'contentCategories', list: '/content/columns' },
  { name: 'translations', list: '/content/translations' },
  // Content (docs/decisions/0550) end.
  { name: 'audit', list: '/audit' },
  { name: 'operators', list: '/operators' },
];

function Guarded(props: { resource: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <CanAccess
      resource={props.resource}
      action="list"
      fallback={
        <Page title={t('forbidden')}>
          <p className="muted">{t('forbidden')}</p>
        </Page>
      }
    >
      {props.children}
    </CanAccess>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        auditLogProvider={auditLogProvider}
        notificationProvider={notificationProvider}
        resources={RESOURCES}
        options={{
          disableTelemetry: true,
          syncWithLocation: false,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: 1, staleTime: 5_000 } } } },
        }}
      >
        <Routes>
          <Route
            element={
              <Authenticated key="signed-in" fallback={<CatchAllNavigate to="/login" />}>
                <Layout />
              </Authenticated>
            }
          >
            <Route
              index
              element={
                <Home
                  dashboard={
                    <Guarded resource="dashboard">
                      <DashboardPage />
                    </Guarded>
                  }
                />
              }
            />
            <Route
              path="/players"
              element={
                <Guarded resource="players">
                  <Outlet />
                </Guarded>
              }
            >
              <Route index element={<PlayersPage />} />
              <Route path=":id" element={<PlayerShowPage />} />
            </Route>
            <Route
              path="/payments"
              element={
                <Guarded resource="payments">
                  <PaymentsPage />
                </Guarded>
              }
            />
            <Route
              path="/payment-methods"
              element={
                <Guarded resource="paymentMethods">
                  <PaymentMethodsPage />
                </Guarded>
              }
            />
            <Route
              path="/kyc"
              element={
                <Guarded resource="kyc">
                  <KycPage />
                </Guarded>
              }
            />
            <Route
              path="/reports"
              element={
                <Guarded resource="reports">
                  <ReportsPage />
                </Guarded>
              }
            />
            <Route
              path="/casino"
              element={
                <Guarded resource="casino">
                  <CasinoPage />
                </Guarded>
              }
            />
            {/* Sportsbook (docs/decisions/0540) */}
            <Route
              path="/sportsbook"
              element={
                <Guarded resource="sportsbook">
                  <Outlet />
                </Guarded>
              }
            >
              <Route index element={<SportsbookPage />} />
              <Route path=":id" element={<SportsEventPage />} />
            </Route>
            <Route
              path="/chat"
              element={
                <Guarded resource="chat">
                  <ChatPage />
                </Guarded>
              }
            />
            <Route
              path="/content"
              element={
                <Guarded resource="promotions">
                  <Outlet />
                </Guarded>
              }
            >
              <Route index element={<PromotionsPage />} />
              <Route path="promotions/:id" element={<PromotionEditPage />} />
              {/* Content (docs/decisions/0550) */}
              <Route path="pages" element={<ContentPagesPage />} />
              <Route path="pages/:id" element={<ContentPageEditPage />} />
              <Route path="banners" element={<BannersPage />} />
              <Route path="banners/:id" element={<BannerEditPage />} />
              <Route path="popup" element={<PopupPage />} />
              <Route path="site-options" element={<SiteOptionsPage />} />
              <Route path="columns" element={<FooterColumnsPage />} />
              <Route path="translations" element={<TranslationsPage />} />
              {/* Content (docs/decisions/0550) end. */}
            </Route>
            <Route
              path="/protection"
              element={
                <Guarded resource="protection">
                  <ProtectionPage />
                </Guarded>
              }
            />
            <Route
              path="/audit"
              element={
                <Guarded resource="audit">
                  <AuditPage />
                </Guarded>
              }
            />
            <Route
              path="/operators"
              element={
                <Guarded resource="operators">
                  <OperatorsPage />
                </Guarded>
              }
            />
            <Route
              path="*"
              element={
                <Guarded resource="dashboard">
                  <DashboardPage />
                </Guarded>
              }
            />
          </Route>
          <Route
            element={
              <Authenticated key="signed-out" fallback={<Outlet />}>
                <NavigateToResource resource="dashboard" />
              </Authenticated>
            }
          >
            <Route path="/login" element={<LoginPage />} />
          </Route>
        </Routes>
      </Refine>
    </BrowserRouter>
  );
}
