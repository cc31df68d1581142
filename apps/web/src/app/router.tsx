import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import { RequireAuth } from './protected';
import { RootLayout } from './root-layout';
import {
  AccountRoute,
  BonusesRoute,
  CasinoPlayRoute,
  CasinoRoute,
  ContentPageRoute,
  ContentsRoute,
  DashboardRoute,
  DashboardSectionRoute,
  DepositRoute,
  FinancialActivitiesRoute,
  WithdrawRoute,
  HomeRoute,
  LiveSportsRoute,
  NotFoundRoute,
  PromotionsRoute,
  SessionHistoryRoute,
  SportsRoute,
  contentPageTitleKey,
  decodeGameData,
} from './routes/pages';

const crumb = (value: RouteHandle['crumb']): RouteHandle => ({ crumb: value });

/** Every route of spec §2, inside the layout. Labels for the breadcrumb bar come from each route's handle. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'livespor',
        handle: crumb('nav.liveBettings'),
        children: [
          { index: true, element: <LiveSportsRoute /> },
          { path: 'fcg', handle: crumb('nav.fcg'), element: <LiveSportsRoute provider="fcg" /> },
          { path: 'betco', handle: crumb('nav.betco'), element: <LiveSportsRoute provider="betco" /> },
        ],
      },
      {
        path: 'spor',
        handle: crumb('nav.sports'),
        children: [
          { index: true, element: <SportsRoute /> },
          { path: 'fcg', handle: crumb('nav.fcg'), element: <SportsRoute provider="fcg" /> },
          { path: 'betco', handle: crumb('nav.betco'), element: <SportsRoute provider="betco" /> },
        ],
      },
      { path: 'casino/live', handle: crumb('nav.liveCasino'), element: <CasinoRoute category="live" /> },
      { path: 'casino/slot', handle: crumb('nav.slots'), element: <CasinoRoute category="slot" /> },
      { path: 'casino/bingo', handle: crumb('nav.bingo'), element: <CasinoRoute category="bingo" /> },
      { path: 'casino/games', handle: crumb('nav.games'), element: <CasinoRoute category="games" /> },
      { path: 'casino/tvbets', handle: crumb('nav.tvBets'), element: <CasinoRoute category="tvbets" /> },
      {
        path: 'casino/play/:data',
        handle: crumb((match, t) => decodeGameData(match.params.data)?.name ?? t('nav.play')),
        element: <CasinoPlayRoute />,
      },
      { path: 'promotions', handle: crumb('nav.promotions'), element: <PromotionsRoute /> },
      {
        path: 'pages',
        handle: crumb('nav.contents'),
        children: [
          { index: true, element: <ContentsRoute /> },
          {
            path: ':id',
            handle: crumb((match, t) => {
              const title = contentPageTitleKey(match.params.id);
              return t(title.key, { id: title.id });
            }),
            element: <ContentPageRoute />,
          },
        ],
      },
      {
        path: 'dashboard',
        handle: crumb('dashboard.title'),
        element: <RequireAuth />,
        children: [
          { index: true, element: <DashboardRoute /> },
          {
            path: 'deposit',
            handle: crumb('dashboard.deposit'),
            element: <DepositRoute />,
          },
          {
            path: 'withdraw',
            handle: crumb('dashboard.withdraw'),
            element: <WithdrawRoute />,
          },
          {
            path: 'game-history',
            handle: crumb('dashboard.gameHistory'),
            element: <DashboardSectionRoute section="game-history" />,
          },
          {
            path: 'bonuses',
            handle: crumb('dashboard.bonuses'),
            element: <BonusesRoute />,
          },
          {
            path: 'financial-activities',
            handle: crumb('dashboard.financial'),
            element: <FinancialActivitiesRoute />,
          },
          {
            path: 'session-history',
            handle: crumb('dashboard.sessionHistory'),
            element: <SessionHistoryRoute />,
          },
          { path: 'account', handle: crumb('dashboard.account'), element: <AccountRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
