import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import type { LobbyPage as LobbyPageType } from '../features/casino/components/lobby-page';
import { decodeGameData } from '../features/casino/utils/game-data';
import { RequireAuth } from './protected';
import { OriginalsRoute, ProvablyFairRoute } from './routes/originals';
import { RootLayout } from './root-layout';
import { HomeRoute, NotFoundRoute, contentPageTitleKey } from './routes/pages';

const crumb = (value: RouteHandle['crumb']): RouteHandle => ({ crumb: value });

/**
 * A route whose page loads when it is first visited (docs/decisions/0130): only the home page, the layout and the
 * light pages ship with the first page. The router waits for the code before it shows the route, so navigating
 * keeps the current page on screen until the next one can render.
 */
function onDemand(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const casino = () => import('../features/casino/components/lobby-page');
const lobby = (category: Parameters<typeof LobbyPageType>[0]['category']) =>
  onDemand(async () => {
    const { LobbyPage } = await casino();
    return function Lobby() {
      return <LobbyPage category={category} />;
    };
  });
const dashboard = () => import('./routes/dashboard');

// The sportsbook (features/sports, docs/decisions/0220): every page on demand, none of it on the home page.
const sportsPages = () => import('../features/sports/components/sports-page');
const sports = (live: boolean, book?: 'fcg' | 'betco') =>
  onDemand(async () => {
    const { SportsPage } = await sportsPages();
    return function Sports() {
      return <SportsPage live={live} book={book} />;
    };
  });
const sportsEvent = onDemand(
  async () => (await import('../features/sports/components/event-page')).EventPage,
);

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
          { index: true, ...sports(true) },
          { path: 'fcg', handle: crumb('nav.fcg'), ...sports(true, 'fcg') },
          { path: 'betco', handle: crumb('nav.betco'), ...sports(true, 'betco') },
        ],
      },
      {
        path: 'spor',
        handle: crumb('nav.sports'),
        children: [
          { index: true, ...sports(false) },
          { path: 'fcg', handle: crumb('nav.fcg'), ...sports(false, 'fcg') },
          { path: 'betco', handle: crumb('nav.betco'), ...sports(false, 'betco') },
          { path: 'event/:id', handle: crumb('sports.eventCrumb'), ...sportsEvent },
        ],
      },
      { path: 'casino/live', handle: crumb('nav.liveCasino'), ...lobby('live') },
      { path: 'casino/slot', handle: crumb('nav.slots'), ...lobby('slot') },
      { path: 'casino/bingo', handle: crumb('nav.bingo'), ...lobby('bingo') },
      { path: 'casino/games', handle: crumb('nav.games'), ...lobby('games') },
      { path: 'casino/tvbets', handle: crumb('nav.tvBets'), ...lobby('tvbets') },
      { path: 'casino/search', handle: crumb('nav.search'), ...lobby('search') },
      {
        path: 'casino/play/:data',
        handle: crumb((match, t) => decodeGameData(match.params.data)?.name ?? t('nav.play')),
        ...onDemand(async () => (await import('../features/casino/components/play-page')).PlayPage),
      },
      {
        path: 'promotions',
        handle: crumb('nav.promotions'),
        ...onDemand(
          async () => (await import('../features/content/components/promotions-page')).PromotionsPage,
        ),
      },
      {
        path: 'pages',
        handle: crumb('nav.contents'),
        children: [
          {
            index: true,
            ...onDemand(
              async () => (await import('../features/content/components/contents-page')).ContentsPage,
            ),
          },
          {
            path: ':id',
            handle: crumb((match, t) => {
              const title = contentPageTitleKey(match.params.id);
              return t(title.key, { id: title.id });
            }),
            ...onDemand(
              async () => (await import('../features/content/components/content-page')).ContentPage,
            ),
          },
        ],
      },
      {
        path: 'dashboard',
        handle: crumb('dashboard.title'),
        element: <RequireAuth />,
        children: [
          { index: true, ...onDemand(async () => (await dashboard()).DashboardRoute) },
          {
            path: 'deposit',
            handle: crumb('dashboard.deposit'),
            ...onDemand(async () => (await dashboard()).DepositRoute),
          },
          {
            path: 'withdraw',
            handle: crumb('dashboard.withdraw'),
            ...onDemand(async () => (await dashboard()).WithdrawRoute),
          },
          {
            path: 'game-history',
            handle: crumb('dashboard.gameHistory'),
            ...onDemand(
              async () => (await import('../features/casino/components/game-history-page')).GameHistoryPage,
            ),
          },
          {
            path: 'bonuses',
            handle: crumb('dashboard.bonuses'),
            ...onDemand(async () => (await dashboard()).BonusesRoute),
          },
          {
            path: 'financial-activities',
            handle: crumb('dashboard.financial'),
            ...onDemand(async () => (await dashboard()).FinancialActivitiesRoute),
          },
          {
            path: 'session-history',
            handle: crumb('dashboard.sessionHistory'),
            ...onDemand(async () => (await dashboard()).SessionHistoryRoute),
          },
          {
            path: 'account',
            handle: crumb('dashboard.account'),
            ...onDemand(async () => (await dashboard()).AccountRoute),
          },
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

export type AppRouter = ReturnType<typeof createAppRouter>;
