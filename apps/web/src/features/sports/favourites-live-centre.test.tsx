import type { SportsEvent, SportsHubMessage, SportsTreeSport } from '@kasa/contract/sports-api';
import { SPORTS_EVENT, SPORTS_SUBSCRIBE } from '@kasa/contract/sports-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../lib/bootstrap.fixture';
import { bootstrapStore } from '../../lib/bootstrap';
import { Sidebar } from '../../components/layout/sidebar';
import { lastSocket } from '../../test/fake-socket';
import { mockApi, ok, renderWithApp, signIn, type FetchCall } from '../../test/render';
import { LiveCentrePage } from './components/live-centre-page';
import { NEXT_TV_DRAWS_SOURCE } from './components/tv-draws';
import { SportsPage } from './components/sports-page';
import { FAVOURITE_LEAGUES_KEY, favouritesFirst, reloadGuestFavourites } from './hooks/use-favourite-leagues';
import { resetSportsLive } from './hooks/use-sports-live';

// Favourite leagues and the live centre (docs/decisions/0240).

const tree: SportsTreeSport[] = [
  {
    id: 1,
    key: 'football',
    name: 'Football',
    live: 1,
    prematch: 2,
    leagues: [
      { id: 'tr1', name: 'Süper Lig', category: 'Türkiye', top: true, live: 1, prematch: 1 },
      { id: 'es1', name: 'La Liga', category: 'İspanya', top: false, live: 0, prematch: 1 },
    ],
  },
];

function event(
  id: string,
  leagueId: string,
  league: string,
  home: string,
  away: string,
  live = false,
): SportsEvent {
  return {
    id,
    sportId: 1,
    leagueId,
    league,
    category: leagueId === 'tr1' ? 'Türkiye' : 'İspanya',
    home,
    away,
    startTime: new Date(Date.now() + 3_600_000).toISOString(),
    live,
    status: live ? 'live' : 'not_started',
    period: live ? '2nd_half' : null,
    score: live ? [1, 0] : null,
    clock: live ? { seconds: 3900, running: true } : null,
    highRate: false,
    marketCount: 12,
    markets: [],
    ...(live ? { last: { kind: 'goal', team: '1' as const } } : {}),
  };
}

const derby = event('101', 'tr1', 'Süper Lig', 'Galatasaray', 'Fenerbahçe', true);
const clasico = event('201', 'es1', 'La Liga', 'Real Madrid', 'Barcelona');

function serve(extra?: (call: FetchCall) => [number, unknown] | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.includes('sports/tree')) return ok(tree);
    if (call.url.endsWith('sports/events')) {
      const body = call.body as { live?: boolean };
      return ok(body.live ? { total: 1, events: [derby] } : { total: 2, events: [derby, clasico] });
    }
    return ok(null);
  });
}

const groupNames = () => screen.getAllByTestId('league-group').map((g) => g.getAttribute('aria-label'));

beforeEach(() => {
  resetSportsLive();
  window.localStorage.removeItem(FAVOURITE_LEAGUES_KEY);
  reloadGuestFavourites();
});

afterEach(() => {
  resetSportsLive();
  bootstrapStore.set(null);
});

describe('favourite leagues', () => {
  it('a guest’s star puts the league first in the list and the chips, kept in this browser', async () => {
    serve();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    await screen.findAllByTestId('event-row');
    expect(groupNames()).toEqual(['Süper Lig', 'La Liga']);
    const laLiga = screen.getAllByTestId('league-group')[1]!;
    await userEvent.click(within(laLiga).getByRole('button', { name: 'Add La Liga to favourites' }));
    expect(groupNames()).toEqual(['La Liga', 'Süper Lig']);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITE_LEAGUES_KEY)!)).toEqual(['es1']);
    const chips = within(screen.getByTestId('league-chips')).getAllByRole('button');
    // "All leagues" (the tree), "All", then the starred league before the top one.
    expect(chips.map((c) => c.textContent)).toEqual(['All leagues', 'All', 'La Liga1', 'Süper Lig2']);
    const star = within(screen.getAllByTestId('league-group')[0]!).getByRole('button', {
      name: 'Remove La Liga from favourites',
    });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(groupNames()).toEqual(['Süper Lig', 'La Liga']);
    expect(window.localStorage.getItem(FAVOURITE_LEAGUES_KEY)).toBeNull();
  });

  it('a player’s stars live on the server: the guest’s move there once at login, a star is sent as one change', async () => {
    window.localStorage.setItem(FAVOURITE_LEAGUES_KEY, JSON.stringify(['es1']));
    reloadGuestFavourites();
    let server = ['tr1'];
    const { calls } = serve((call) => {
      if (!call.url.endsWith('sports/favourites')) return undefined;
      if (call.method === 'GET') return ok({ leagueIds: server });
      const body = call.body as { leagueIds: string[]; favourite: boolean };
      server = body.favourite
        ? [...body.leagueIds, ...server.filter((id) => !body.leagueIds.includes(id))]
        : server.filter((id) => !body.leagueIds.includes(id));
      return ok({ leagueIds: server });
    });
    signIn();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    await screen.findAllByTestId('event-row');
    await waitFor(() => expect(groupNames()).toEqual(['La Liga', 'Süper Lig']));
    const posts = () => calls.filter((c) => c.url.endsWith('sports/favourites') && c.method === 'POST');
    expect(posts().map((c) => c.body)).toEqual([{ leagueIds: ['es1'], favourite: true }]);
    expect(window.localStorage.getItem(FAVOURITE_LEAGUES_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Süper Lig from favourites' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toEqual({ leagueIds: ['tr1'], favourite: false });
    expect(groupNames()).toEqual(['La Liga', 'Süper Lig']);
    expect(screen.getByRole('button', { name: 'Add Süper Lig to favourites' })).toBeTruthy();
  });

  it('the league tree shows the starred leagues first and opens a league in the list', async () => {
    window.localStorage.setItem(FAVOURITE_LEAGUES_KEY, JSON.stringify(['es1']));
    reloadGuestFavourites();
    const { calls } = serve();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    await screen.findAllByTestId('event-row');
    await userEvent.click(screen.getByRole('button', { name: 'All leagues' }));
    const treeNav = screen.getByTestId('league-tree');
    const starred = within(within(treeNav).getByTestId('tree-favourites')).getAllByRole('listitem');
    expect(starred.map((li) => li.textContent)).toEqual(['İspanyaLa Liga1']);
    await userEvent.click(within(starred[0]!).getByText('La Liga'));
    await waitFor(() =>
      expect(calls.some((c) => (c.body as { leagueId?: string } | undefined)?.leagueId === 'es1')).toBe(true),
    );
    expect(screen.queryByTestId('league-tree')).toBeNull(); // the drop-down closes on a choice
  });

  it('favouritesFirst keeps the starred order (newest first) and the rest in theirs', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(favouritesFirst(items, (x) => x, ['d', 'b'])).toEqual(['d', 'b', 'a', 'c']);
    expect(favouritesFirst(items, (x) => x, [])).toEqual(items);
  });
});

describe('live centre', () => {
  it('shows every live match with its tracker, score, clock and last event, and the hub moves them', async () => {
    serve();
    renderWithApp(<LiveCentrePage />, { path: '/canli-tv' });
    const cards = await screen.findAllByTestId('live-card');
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByText('Galatasaray')).toBeTruthy();
    expect(card.getByTestId('live-score').textContent).toBe('1 : 0');
    expect(card.getByText(/2nd half · 66'/)).toBeTruthy();
    expect(card.getByTestId('live-last').textContent).toBe('Last event: Goal · Galatasaray');
    expect(cards[0]!.querySelector('.tracker svg')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Markets (12)' }).getAttribute('href')).toBe('/spor/event/101');

    const socket = lastSocket();
    act(() => socket.fire('connect'));
    expect(socket.emitted.find((e) => e.event === SPORTS_SUBSCRIBE)?.args[0]).toEqual(['sports:live']);
    const score: SportsHubMessage = {
      type: 'score',
      eventId: '101',
      sportId: 1,
      status: 'live',
      period: '2nd_half',
      score: [1, 1],
      clock: { seconds: 4200, running: true },
      scoreboard: { last: { kind: 'goal', team: '2' } },
      incidents: [],
    };
    act(() => socket.fire(SPORTS_EVENT, score));
    await waitFor(() => expect(card.getByTestId('live-score').textContent).toBe('1 : 1'));
    expect(card.getByTestId('live-last').textContent).toBe('Last event: Goal · Fenerbahçe');
  });

  it('with no match in play it says so, and the TV draws section shows its empty state without a source', async () => {
    mockApi((call) => (call.url.endsWith('sports/events') ? ok({ total: 0, events: [] }) : ok(null)));
    renderWithApp(<LiveCentrePage />, { path: '/canli-tv' });
    expect(await screen.findByText('No matches in play right now')).toBeTruthy();
    const tv = screen.getByTestId('tv-draws');
    expect(within(tv).getByText('Next TV draws')).toBeTruthy();
    expect(within(tv).getByText('No TV draws scheduled')).toBeTruthy();
  });

  it('the TV draws section lists each game’s next draw soonest first with a countdown, from the source it is given', async () => {
    serve();
    const soon = new Date(Date.now() + 90_000).toISOString();
    const later = new Date(Date.now() + 3_700_000).toISOString();
    const source = async () => [
      { gameId: 2, name: 'Tombala', nextDrawAt: later },
      { gameId: 1, name: 'Lucky 6', nextDrawAt: soon },
    ];
    renderWithApp(<LiveCentrePage tvDrawsSource={source} />, { path: '/canli-tv' });
    const draws = await screen.findAllByTestId('tv-draw');
    expect(draws.map((d) => d.firstChild?.textContent)).toEqual(['Lucky 6', 'Tombala']);
    expect(draws[0]!.textContent).toMatch(/in 01:(29|30)$/);
    expect(draws[1]!.textContent).toMatch(/in 1:01:(39|40)$/);
  });

  it('the left menu’s Live TV opens the live centre inside the site when the option is a path, a new window otherwise', () => {
    bootstrapStore.set(
      bootstrapFixture({ siteOption: [{ key: 'liveTv', value: '/canli-tv', status: true }] }),
    );
    const view = renderWithApp(<Sidebar isOpen isDrawer={false} onNavigate={() => {}} onClose={() => {}} />);
    const inside = screen.getByRole('link', { name: 'Live TV' });
    expect(inside.getAttribute('href')).toBe('/canli-tv');
    expect(inside.getAttribute('target')).toBeNull();
    view.unmount();
    bootstrapStore.set(
      bootstrapFixture({ siteOption: [{ key: 'liveTv', value: 'https://tv.example', status: true }] }),
    );
    renderWithApp(<Sidebar isOpen isDrawer={false} onNavigate={() => {}} onClose={() => {}} />);
    const outside = screen.getByRole('link', { name: 'Live TV' });
    expect(outside.getAttribute('href')).toBe('https://tv.example');
    expect(outside.getAttribute('target')).toBe('_blank');
  });
});

describe('next TV draws from the TV games (originals/tv/next)', () => {
  it('lists each game with a scheduled draw by its name and the time its bets close', async () => {
    const { calls } = mockApi(() =>
      ok([
        {
          game: 'lucky6',
          gameCode: 'kasa-lucky6',
          table: 'lucky6-1',
          roundId: 7,
          seq: 7,
          closesAt: '2026-11-24T21:40:00.000Z',
          resultAt: '2026-11-24T21:41:00.000Z',
          intervalMs: 240000,
          serverTime: '2026-11-24T21:38:00.000Z',
        },
        {
          game: 'keno',
          gameCode: 'kasa-tv-keno',
          table: 'keno-1',
          roundId: null,
          seq: null,
          closesAt: null,
          resultAt: null,
          intervalMs: 180000,
          serverTime: '2026-11-24T21:38:00.000Z',
        },
      ]),
    );
    const draws = await NEXT_TV_DRAWS_SOURCE!();
    expect(calls[0]!.url).toMatch(/\/originals\/tv\/next$/);
    expect(draws).toEqual([
      { gameId: 'kasa-lucky6', name: 'Kasa Lucky 6', nextDrawAt: '2026-11-24T21:40:00.000Z' },
    ]);
  });
});
