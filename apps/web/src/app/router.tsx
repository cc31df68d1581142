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
// Player protection's reality check also comes due on the sportsbook (a bet is refused until it is answered).
const playWatcher = () => import('../features/responsible-gaming/components/play-session-watcher');
const sports = (live: boolean, book?: 'fcg' | 'betco') =>
  onDemand(async () => {
    const [{ SportsPage }, { PlaySessionWatcher }] = await Promise.all([sportsPages(), playWatcher()]);
    return function Sports() {
      return (
        <>
          <SportsPage live={live} book={book} />
          <PlaySessionWatcher start={false} />
        </>
      );
    };
  });
const sportsEvent = onDemand(async () => {
  const [{ EventPage }, { PlaySessionWatcher }] = await Promise.all([
    import('../features/sports/components/event-page'),
    playWatcher(),
  ]);
  return function SportsEvent() {
    return (
      <>
        <EventPage />
        <PlaySessionWatcher start={false} />
      </>
    );
  };
});
const myBetsPages = () => import('../features/sports/components/my-bets-page');
// The live centre the left menu's Live TV opens (site option liveTv = '/canli-tv', docs/decisions/0240).
const liveCentre = onDemand(
  async () => (await import('../features/sports/components/live-centre-page')).LiveCentrePage,
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
          {
            path: 'bahislerim',
            handle: crumb('sports.mybets.title'),
            ...onDemand(async () => (await myBetsPages()).MyBetsPage),
          },
        ],
      },
      { path: 'canli-tv', handle: crumb('nav.liveTv'), ...liveCentre },
      { path: 'casino/live', handle: crumb('nav.liveCasino'), ...lobby('live') },
      { path: 'casino/slot', handle: crumb('nav.slots'), ...lobby('slot') },
      { path: 'casino/bingo', handle: crumb('nav.bingo'), ...lobby('bingo') },
      { path: 'casino/games', handle: crumb('nav.games'), ...lobby('games') },
      { path: 'casino/tvbets', handle: crumb('nav.tvBets'), ...lobby('tvbets') },
      { path: 'casino/search', handle: crumb('nav.search'), ...lobby('search') },
      {
        path: 'casino/play/:data',
        handle: crumb((match, t) => decodeGameData(match.params.data)?.name ?? t('nav.play')),
        // The game with player protection's watcher beside it: the session clock and the reality check.
        ...onDemand(async () => {
          const [{ PlayPage }, { PlaySessionWatcher }] = await Promise.all([
            import('../features/casino/components/play-page'),
            playWatcher(),
          ]);
          return function Play() {
            return (
              <>
                <PlayPage />
                <PlaySessionWatcher />
              </>
            );
          };
        }),
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
            path: 'bet-history',
            handle: crumb('dashboard.betHistory'),
            ...onDemand(async () => (await myBetsPages()).BetHistoryPage),
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
          {
            path: 'responsible-gaming',
            handle: crumb('dashboard.responsibleGaming'),
            ...onDemand(async () => (await import('./routes/responsible-gaming')).ResponsibleGamingRoute),
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
