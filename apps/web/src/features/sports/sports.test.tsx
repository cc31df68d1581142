import type { SportsEvent, SportsHubMessage, SportsTreeSport } from '@kasa/contract/sports-api';
import { SPORTS_EVENT, SPORTS_SUBSCRIBE } from '@kasa/contract/sports-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialogStore } from '../../lib/dialogs';
import { getSession } from '../../lib/session';
import { lastSocket } from '../../test/fake-socket';
import { fail, mockApi, ok, renderRoutes, renderWithApp, signIn, type FetchCall } from '../../test/render';
import { BetSlip } from './components/bet-slip';
import { EventPage } from './components/event-page';
import { SportsPage } from './components/sports-page';
import { resetSportsLive } from './hooks/use-sports-live';
import {
  SLIP_STORAGE_KEY,
  reloadSlip,
  slipFigures,
  slipStore,
  type SlipSelection,
  type SlipState,
} from './utils/slip-store';

const tree: SportsTreeSport[] = [
  {
    id: 1,
    key: 'football',
    name: 'Football',
    live: 1,
    prematch: 1,
    leagues: [{ id: 'tr1', name: 'Süper Lig', category: 'Türkiye', top: true, live: 1, prematch: 1 }],
  },
];

function footballEvent(
  id: string,
  home: string,
  away: string,
  odds: [number, number, number],
  live = false,
): SportsEvent {
  return {
    id,
    sportId: 1,
    leagueId: 'tr1',
    league: 'Süper Lig',
    category: 'Türkiye',
    home,
    away,
    startTime: new Date(Date.now() + 3_600_000).toISOString(),
    live,
    status: live ? 'live' : 'not_started',
    period: live ? '2nd_half' : null,
    score: live ? [1, 0] : null,
    clock: live ? { seconds: 3900, running: true } : null,
    highRate: true,
    marketCount: 24,
    markets: [
      {
        id: '1x2',
        key: '1x2',
        name: 'Match Result',
        status: 'active',
        main: true,
        selections: [
          { id: `betco:${id}1`, outcome: '1', name: home, odds: odds[0] },
          { id: `betco:${id}2`, outcome: 'x', name: 'Draw', odds: odds[1] },
          { id: `betco:${id}3`, outcome: '2', name: away, odds: odds[2] },
        ],
      },
      {
        id: 'ou:2.5',
        key: 'ou',
        name: 'Over/Under 2.5',
        status: 'active',
        line: 2.5,
        main: true,
        selections: [
          { id: `betco:${id}4`, outcome: 'under', name: 'Under 2.5', odds: 1.9 },
          { id: `betco:${id}5`, outcome: 'over', name: 'Over 2.5', odds: 1.95 },
        ],
      },
    ],
  };
}

const derby = footballEvent('101', 'Galatasaray', 'Fenerbahçe', [2.1, 3.4, 3.25], true);
const other = footballEvent('102', 'Beşiktaş', 'Trabzonspor', [1.85, 3.6, 4.2]);

function serveSports(extra?: (call: FetchCall) => [number, unknown] | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.includes('sports/tree')) return ok(tree);
    if (call.url.endsWith('sports/events')) {
      const body = call.body as { book?: string };
      return ok(body.book === 'fcg' ? { total: 0, events: [] } : { total: 2, events: [derby, other] });
    }
    return ok(null);
  });
}

const sel = (
  id: string,
  eventId: string,
  odds: number,
  extra: Partial<SlipSelection> = {},
): SlipSelection => ({
  id,
  eventId,
  sportId: 1,
  book: 'betco',
  home: `Home ${eventId}`,
  away: `Away ${eventId}`,
  marketId: '1x2',
  marketName: 'Match Result',
  name: `Pick ${id}`,
  odds,
  taken: odds,
  status: 'active',
  live: false,
  ...extra,
});

function setSlip(state: Partial<SlipState>) {
  slipStore.set({ selections: [], type: 'single', system: null, stake: 10, acceptOdds: 'higher', ...state });
}

const limits = { minStake: 1, maxStake: 50_000 };

beforeEach(() => {
  resetSportsLive();
  setSlip({});
});

afterEach(() => {
  resetSportsLive();
});

describe('sports list', () => {
  it('renders the league group, both teams, the live score and clock, and the prices of the main markets', async () => {
    serveSports();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    const rows = await screen.findAllByTestId('event-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('Süper Lig')).toBeTruthy();
    const first = within(rows[0]!);
    expect(first.getByText('Galatasaray', { selector: '.ev__name' })).toBeTruthy();
    expect(first.getByText('Fenerbahçe', { selector: '.ev__name' })).toBeTruthy();
    expect(first.getByText("66'")).toBeTruthy();
    expect(first.getByText('2nd half')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Galatasaray 2.10' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Draw 3.40' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Over 2.5 1.95' })).toBeTruthy();
    // "+N": every market of the event's page, linking there.
    const more = first.getByTestId('event-more');
    expect(more.textContent).toBe('+24');
    expect(more.getAttribute('href')).toBe('/spor/event/101');
    expect(more.getAttribute('aria-label')).toBe('24 markets');
    // The sport tab carries its count.
    expect(screen.getByRole('tab', { name: /Football\s*2/ })).toBeTruthy();
  });

  it('an odds button adds the selection to the slip (stored) and a second tap removes it', async () => {
    serveSports();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    const button = await screen.findByRole('button', { name: 'Beşiktaş 1.85' });
    await userEvent.click(button);
    expect(slipStore.get().selections.map((s) => s.id)).toEqual(['betco:1021']);
    expect(JSON.parse(window.localStorage.getItem(SLIP_STORAGE_KEY)!).selections[0].odds).toBe(1.85);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(slipStore.get().selections).toEqual([]);
  });

  it('a live price change over the hub moves the price with an up flash, and a bet stop locks the market', async () => {
    serveSports();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    await screen.findAllByTestId('event-row');
    const socket = lastSocket();
    act(() => socket.fire('connect'));
    expect(socket.emitted.find((e) => e.event === SPORTS_SUBSCRIBE)?.args[0]).toEqual(['sports:sport:1']);
    const odds: SportsHubMessage = {
      type: 'odds',
      eventId: '101',
      book: 'betco',
      markets: [
        {
          id: '1x2',
          status: 'active',
          main: true,
          selections: [
            { id: 'betco:1011', odds: 2.3 },
            { id: 'betco:1012', odds: 3.2 },
          ],
        },
      ],
    };
    act(() => socket.fire(SPORTS_EVENT, odds));
    const up = await screen.findByRole('button', { name: 'Galatasaray 2.30' });
    expect(up.className).toContain('odds--up');
    expect(screen.getByRole('button', { name: 'Draw 3.20' }).className).toContain('odds--down');
    // The other book's prices do not touch this page's buttons.
    act(() =>
      socket.fire(SPORTS_EVENT, {
        ...odds,
        book: 'fcg',
        markets: [{ ...odds.markets[0]!, selections: [{ id: 'fcg:1011', odds: 2.5 }] }],
      }),
    );
    expect(screen.getByRole('button', { name: 'Galatasaray 2.30' })).toBeTruthy();
    act(() =>
      socket.fire(SPORTS_EVENT, { type: 'suspend', eventId: '101', marketIds: 'all', reason: 'goal' }),
    );
    const locked = (await screen.findByRole('button', {
      name: 'Galatasaray Suspended',
    })) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Beşiktaş 1.85' })).toBeTruthy();
  });

  it('a score message moves the live score', async () => {
    serveSports();
    renderWithApp(<SportsPage live={false} book="betco" />, { path: '/spor/betco' });
    const rows = await screen.findAllByTestId('event-row');
    const socket = lastSocket();
    act(() => socket.fire('connect'));
    act(() =>
      socket.fire(SPORTS_EVENT, {
        type: 'score',
        eventId: '101',
        sportId: 1,
        status: 'live',
        period: '2nd_half',
        score: [2, 0],
        clock: { seconds: 4200, running: true },
        scoreboard: {},
        incidents: [],
      } satisfies SportsHubMessage),
    );
    expect(await within(rows[0]!).findByText("71'")).toBeTruthy();
    expect(within(rows[0]!).getByText('2')).toBeTruthy();
  });
});

describe('bet slip', () => {
  it('system 2/3 and Trixie: lines, total stake and max payout with the contract arithmetic', () => {
    const selections = [sel('betco:1', 'e1', 2), sel('betco:2', 'e2', 3), sel('betco:3', 'e3', 1.5)];
    const two = slipFigures(
      { selections, type: 'system', system: '2/3', stake: 10, acceptOdds: 'none' },
      limits,
    );
    // 10 × (2·3 + 2·1.5 + 3·1.5) = 135
    expect(two).toMatchObject({ lines: 3, totalStakeKurus: 3000, payoutKurus: 13_500, problem: null });
    const trixie = slipFigures(
      { selections, type: 'system', system: 'trixie', stake: 10, acceptOdds: 'none' },
      limits,
    );
    // the three doubles and the treble 10 × 9 = 90
    expect(trixie).toMatchObject({ lines: 4, totalStakeKurus: 4000, payoutKurus: 22_500 });
    const combo = slipFigures(
      { selections, type: 'combo', system: null, stake: 10, acceptOdds: 'none' },
      limits,
    );
    expect(combo).toMatchObject({ lines: 1, totalStakeKurus: 1000, payoutKurus: 9000, totalOdds: 9 });
    const singles = slipFigures(
      { selections, type: 'single', system: null, stake: 10, acceptOdds: 'none' },
      limits,
    );
    expect(singles).toMatchObject({ lines: 3, totalStakeKurus: 3000, payoutKurus: 6500 });
    // Two legs of one match cannot go in a combo.
    const same = slipFigures(
      {
        selections: [sel('betco:1', 'e1', 2), sel('betco:9', 'e1', 1.8, { marketId: 'ou:2.5' })],
        type: 'combo',
        system: null,
        stake: 10,
        acceptOdds: 'none',
      },
      limits,
    );
    expect(same.problem).toBe('sameEvent');
  });

  it('shows the system figures on screen and switches the system', async () => {
    setSlip({
      selections: [sel('betco:1', 'e1', 2), sel('betco:2', 'e2', 3), sel('betco:3', 'e3', 1.5)],
      type: 'system',
      system: '2/3',
      stake: 10,
    });
    renderWithApp(<BetSlip />);
    expect(screen.getByTestId('slip-lines').textContent).toBe('3');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('₺30,00');
    expect(screen.getByTestId('slip-payout').textContent).toBe('₺135,00');
    await userEvent.selectOptions(screen.getByTestId('system-select'), 'trixie');
    expect(screen.getByTestId('slip-lines').textContent).toBe('4');
    expect(screen.getByTestId('slip-payout').textContent).toBe('₺225,00');
  });

  it('a guest placing a bet gets the login dialog and nothing is sent', async () => {
    const { calls } = mockApi(() => ok(null));
    setSlip({ selections: [sel('betco:1', 'e1', 2)] });
    renderWithApp(<BetSlip />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(dialogStore.get().map((d) => d.kind)).toEqual(['login']);
    expect(calls.filter((c) => c.url.includes('placebet'))).toEqual([]);
  });

  it('a player places a combo: one placebet with the legs, the stake, the policy and a request id; the balance follows', async () => {
    signIn();
    const { calls } = mockApi((call) =>
      call.url.endsWith('sports/placebet')
        ? ok({ bet: { status: 'open' }, balance: 1000, replayed: false })
        : ok(null),
    );
    setSlip({
      selections: [sel('betco:1', 'e1', 2), sel('betco:2', 'e2', 1.5)],
      type: 'combo',
      stake: 20,
      acceptOdds: 'any',
    });
    renderWithApp(<BetSlip />);
    await userEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(slipStore.get().selections).toEqual([]));
    const placed = calls.filter((c) => c.url.endsWith('sports/placebet'));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toMatchObject({
      type: 'combo',
      stake: 20,
      acceptOdds: 'any',
      legs: [
        { selectionId: 'betco:1', odds: 2 },
        { selectionId: 'betco:2', odds: 1.5 },
      ],
    });
    expect((placed[0]!.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(getSession()?.balance).toBe(1000);
    expect(await screen.findByText('Your bet is placed.')).toBeTruthy();
  });

  it('a refused bet keeps the slip, shows the server message, and a retry sends the same request id', async () => {
    signIn();
    let n = 0;
    const { calls } = mockApi((call) => {
      if (!call.url.endsWith('sports/placebet')) return ok(null);
      n += 1;
      return n === 1
        ? fail(409, 'Odds changed: Pick betco:1 is now 1.80')
        : ok({ bet: { status: 'open' }, balance: 5, replayed: false });
    });
    setSlip({ selections: [sel('betco:1', 'e1', 2)] });
    renderWithApp(<BetSlip />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('Odds changed: Pick betco:1 is now 1.80')).toBeTruthy();
    expect(slipStore.get().selections).toHaveLength(1);
    await userEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(slipStore.get().selections).toEqual([]));
    const ids = calls
      .filter((c) => c.url.endsWith('sports/placebet'))
      .map((c) => (c.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('a price that drops under "accept higher" asks for acceptance before placing', async () => {
    signIn();
    const { calls } = mockApi(() => ok(null));
    setSlip({ selections: [sel('betco:1', 'e1', 2)], acceptOdds: 'higher' });
    slipStore.set((s) => ({ ...s, selections: s.selections.map((x) => ({ ...x, odds: 1.8 })) }));
    renderWithApp(<BetSlip />);
    const button = screen.getByTestId('place-bet');
    expect(button.textContent).toBe('Accept odds changes');
    await userEvent.click(button);
    expect(slipStore.get().selections[0]!.taken).toBe(1.8);
    expect(calls.filter((c) => c.url.includes('placebet'))).toEqual([]);
    expect(screen.getByTestId('place-bet').textContent).toBe('Place bet');
  });

  it('is kept across page loads', () => {
    setSlip({ selections: [sel('betco:7', 'e7', 2.4)], stake: 75 });
    slipStore.set({ selections: [], type: 'single', system: null, stake: 1, acceptOdds: 'none' });
    window.localStorage.setItem(
      SLIP_STORAGE_KEY,
      JSON.stringify({
        selections: [sel('betco:7', 'e7', 2.4)],
        type: 'single',
        system: null,
        stake: 75,
        acceptOdds: 'any',
      }),
    );
    reloadSlip();
    expect(slipStore.get()).toMatchObject({ stake: 75, acceptOdds: 'any' });
    expect(slipStore.get().selections[0]!.id).toBe('betco:7');
  });
});

describe('event page', () => {
  it('groups every market (lines of a type together), follows the score and timeline live, and the slip follows the price', async () => {
    const event = {
      ...derby,
      markets: [
        ...derby.markets,
        {
          id: 'ou:1.5',
          key: 'ou' as const,
          name: 'Over/Under 1.5',
          status: 'active' as const,
          line: 1.5,
          main: false,
          selections: [
            { id: 'betco:1016', outcome: 'under', name: 'Under 1.5', odds: 3.1 },
            { id: 'betco:1017', outcome: 'over', name: 'Over 1.5', odds: 1.33 },
          ],
        },
      ],
    };
    mockApi((call) => {
      if (call.url.includes('sports/event/101')) return ok(event);
      if (call.url.includes('sports/state/101'))
        return ok({
          id: '101',
          sportId: 1,
          status: 'live',
          period: '2nd_half',
          score: [1, 0],
          clock: { seconds: 3900, running: true },
          scoreboard: { stats: { corners: [3, 1] } },
          incidents: [{ seq: 4, kind: 'goal', team: '1', clock: 1200, score: [1, 0], value: null }],
        });
      return ok(null);
    });
    renderRoutes([{ path: '/spor/event/:id', element: <EventPage /> }], '/spor/event/101');
    const groups = await screen.findAllByTestId('market-group');
    // Match Result, then one Over/Under card with both lines.
    expect(groups.map((g) => within(g).getByRole('button', { expanded: true }).textContent)).toEqual([
      'Match Result',
      'Over/Under',
    ]);
    expect(within(groups[1]!).getByText('1.5')).toBeTruthy();
    expect(within(groups[1]!).getByText('2.5')).toBeTruthy();
    // The timeline's goal, and the tracker naming the last happening.
    expect((await screen.findAllByText('Goal')).length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Over 1.5 1.33' }));
    expect(slipStore.get().selections[0]).toMatchObject({ id: 'betco:1017', odds: 1.33, marketId: 'ou:1.5' });

    const socket = lastSocket();
    act(() => socket.fire('connect'));
    expect(socket.emitted.find((e) => e.event === SPORTS_SUBSCRIBE)?.args[0]).toEqual(['sports:event:101']);
    act(() =>
      socket.fire(SPORTS_EVENT, {
        type: 'score',
        eventId: '101',
        sportId: 1,
        status: 'live',
        period: '2nd_half',
        score: [1, 1],
        clock: { seconds: 4000, running: true },
        scoreboard: { stats: { corners: [3, 2] }, last: { kind: 'goal', team: '2' } },
        incidents: [{ seq: 9, kind: 'goal', team: '2', clock: 3990, score: [1, 1], value: null }],
      } satisfies SportsHubMessage),
    );
    expect(await screen.findByText('1 : 1')).toBeTruthy();
    expect(screen.getAllByText('Goal')).toHaveLength(3);
    act(() =>
      socket.fire(SPORTS_EVENT, {
        type: 'odds',
        eventId: '101',
        book: 'betco',
        markets: [
          { id: 'ou:1.5', status: 'active', main: false, selections: [{ id: 'betco:1017', odds: 1.2 }] },
        ],
      } satisfies SportsHubMessage),
    );
    await screen.findByRole('button', { name: 'Over 1.5 1.20' });
    // The slip keeps the accepted price beside the new one until the player accepts.
    expect(slipStore.get().selections[0]).toMatchObject({ odds: 1.2, taken: 1.33 });
  });
});
