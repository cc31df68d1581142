import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import { ContentPage } from '../features/content/components/content-page';
import { ContentsPage } from '../features/content/components/contents-page';
import { PromotionsPage } from '../features/content/components/promotions-page';
import { GameHistoryPage } from '../features/casino/components/game-history-page';
import { LobbyPage } from '../features/casino/components/lobby-page';
import { PlayPage } from '../features/casino/components/play-page';
import { decodeGameData } from '../features/casino/utils/game-data';
import { RequireAuth } from './protected';
import { OriginalsRoute, ProvablyFairRoute } from './routes/originals';
import { RootLayout } from './root-layout';
import {
  AccountRoute,
  BonusesRoute,
  DashboardRoute,
  DepositRoute,
  FinancialActivitiesRoute,
  WithdrawRoute,
  HomeRoute,
  LiveSportsRoute,
  NotFoundRoute,
  SessionHistoryRoute,
  SportsRoute,
  contentPageTitleKey,
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
      { path: 'casino/live', handle: crumb('nav.liveCasino'), element: <LobbyPage category="live" /> },
      { path: 'casino/slot', handle: crumb('nav.slots'), element: <LobbyPage category="slot" /> },
      { path: 'casino/bingo', handle: crumb('nav.bingo'), element: <LobbyPage category="bingo" /> },
      { path: 'casino/games', handle: crumb('nav.games'), element: <LobbyPage category="games" /> },
      { path: 'casino/tvbets', handle: crumb('nav.tvBets'), element: <LobbyPage category="tvbets" /> },
      { path: 'casino/search', handle: crumb('nav.search'), element: <LobbyPage category="search" /> },
      {
        path: 'casino/play/:data',
        handle: crumb((match, t) => decodeGameData(match.params.data)?.name ?? t('nav.play')),
        element: <PlayPage />,
      },
      { path: 'promotions', handle: crumb('nav.promotions'), element: <PromotionsPage /> },
      {
        path: 'pages',
        handle: crumb('nav.contents'),
        children: [
          { index: true, element: <ContentsPage /> },
          {
            path: ':id',
            handle: crumb((match, t) => {
              const title = contentPageTitleKey(match.params.id);
              return t(title.key, { id: title.id });
            }),
            element: <ContentPage />,
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
            element: <GameHistoryPage />,
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
      { path: 'provably-fair/:game', handle: crumb('nav.provablyFair'), element: <ProvablyFairRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  // In-house game clients fill the game frame: no site layout around them.
  { path: 'originals/:code', element: <OriginalsRoute /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
