// Game frames are not loaded in tests (happy-dom would fetch their addresses).
// @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
import type { CasinoCategory } from '@kasa/contract/casino';
import type { CasinoGame } from '@kasa/contract/casino';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogStore } from '../../../lib/dialogs';
import { openGame, openGameBySearch } from '../../../lib/game-launch';
import { getSession } from '../../../lib/session';
import { fail, mockApi, ok, renderRoutes, renderWithApp, signIn } from '../../../test/render';
import { encodeGameData } from '../utils/game-data';
import { GameGrid } from './game-row';
import { GameTile } from './game-tile';
import { PlayPage } from './play-page';
import { QuickSearch } from './quick-search';
import { RoundRecall } from './round-recall';
import { distinctRows } from './lobby-page';

const game = (code: string, name: string, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  gameCode: code,
  name,
  providerName: 'Kasa Originals',
  mainProviderId: 1,
  system: 'kasa',
  productId: null,
  systemCategory: 3,
  imageUrl: `/media/games/${code}.svg`,
  isLive: false,
  type: 'slot',
  rtp: 96.5,
  volatility: 'high',
  tags: [],
  isNew: false,
  isFeatured: false,
  isFavorite: false,
  ...extra,
});

const sultan = game('kasa-slots-sultans-gold', "Sultan's Gold");
const aviator = game('kasa-aviator', 'Kasa Aviator', { type: 'crash', systemCategory: 5 });
const dice = game('kasa-dice', 'Dice', { type: 'instant', systemCategory: 6 });

const openDialogs = () => dialogStore.get().map((d) => d.kind);

describe('game tile', () => {
  it('shows name, provider, RTP and volatility', () => {
    renderWithApp(<GameTile game={sultan} isFavorite={false} />);
    const tile = screen.getByTestId('game-tile');
    expect(within(tile).getByText("Sultan's Gold")).toBeTruthy();
    expect(within(tile).getByText('Kasa Originals')).toBeTruthy();
    expect(within(tile).getByTestId('game-rtp').textContent).toBe('RTP 96.5%');
    expect(within(tile).getByText('High')).toBeTruthy();
  });

  it('shows an in-house live table’s seconds left and last numbers on its tile, from the table’s live state', async () => {
    const serverTime = new Date().toISOString();
    const { calls } = mockApi(() =>
      ok([
        {
          gameCode: 'kasa-roulette',
          table: 'roulette-1',
          serverTime,
          phase: 'betting',
          closesAt: new Date(Date.parse(serverTime) + 9_500).toISOString(),
          players: 3,
          last: [17, 0, 32],
        },
      ]),
    );
    const roulette = game('kasa-roulette', 'Kasa Roulette', {
      type: 'live',
      isLive: true,
      systemCategory: 8,
    });
    renderWithApp(<GameTile game={roulette} isFavorite={false} />);
    const state = await screen.findByTestId('live-table-state');
    expect(state.textContent).toMatch(/^(10|9) s17032$/);
    expect(calls[0]?.url).toContain('originals/tables/live');
    // Other games have no live state.
    renderWithApp(<GameTile game={sultan} isFavorite={false} />);
    expect(screen.getAllByTestId('live-table-state')).toHaveLength(1);
  });

  it('shows a Tombala room’s next game countdown, players, pool and jackpot on its tile', async () => {
    const serverTime = new Date().toISOString();
    const { calls } = mockApi(() =>
      ok([
        {
          gameCode: 'kasa-tombala-cinar',
          room: 'cinar',
          serverTime,
          phase: 'selling',
          startsAt: new Date(Date.parse(serverTime) + 42_500).toISOString(),
          players: 4,
          pool: 18,
          jackpot: 1234.5,
          called: 0,
        },
      ]),
    );
    const room = game('kasa-tombala-cinar', 'Çınar Tombala', {
      type: 'bingo',
      isLive: true,
      systemCategory: 10,
    });
    renderWithApp(<GameTile game={room} isFavorite={false} />);
    const state = await screen.findByTestId('tombala-live-state');
    expect(state.textContent).toMatch(/^Game in 0:4[23]4 playersPool ₺18Jackpot ₺1\.234,5$/);
    expect(calls[0]?.url).toContain('originals/tombala/live');
    expect(screen.queryByTestId('live-table-state')).toBeNull();
  });

  it('a guest clicking the heart or the game gets the login dialog and nothing is called', async () => {
    const { calls } = mockApi(() => ok(null));
    renderWithApp(<GameTile game={sultan} isFavorite={false} />);
    await userEvent.click(screen.getByRole('button', { name: "Add Sultan's Gold to favourites" }));
    expect(openDialogs()).toEqual(['login']);
    dialogStore.set([]);
    await userEvent.click(screen.getByRole('button', { name: "Play Sultan's Gold" }));
    // The opener is registered by the quick search; without it a guest's click must still not launch anything.
    expect(calls.filter((c) => c.url.includes('togglefavorite') || c.url.includes('launch'))).toEqual([]);
  });

  it('a player’s toggle shows the server’s message (success added, warning removed) and the mark follows the list', async () => {
    signIn();
    let favorites: CasinoGame[] = [];
    const { calls } = mockApi((call) => {
      if (call.url.endsWith('casino/togglefavorite')) {
        const isAdded = favorites.length === 0;
        favorites = isAdded ? [{ ...sultan, isFavorite: true }] : [];
        return ok(
          { isFavorite: isAdded, favorites: favorites.map((g) => g.gameCode) },
          isAdded ? 'Added to favorites' : 'Removed from favorites',
        );
      }
      if (call.url.endsWith('casino/favorites')) return ok(favorites);
      return ok([]);
    });
    renderWithApp(<GameGrid testId="grid" title="All games" games={[sultan, dice]} />);
    const heart = () => within(screen.getAllByTestId('game-tile')[0]!).getByTestId('game-favorite');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('casino/favorites'))).toBe(true));
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(heart());
    const added = await screen.findByText('Added to favorites');
    expect(added.closest('[data-testid="toast"]')?.getAttribute('data-kind')).toBe('success');
    expect(calls.find((c) => c.url.endsWith('casino/togglefavorite'))?.body).toEqual({
      code: 'kasa-slots-sultans-gold',
      providerId: 1,
    });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe("Remove Sultan's Gold from favourites");

    await userEvent.click(heart());
    const removed = await screen.findByText('Removed from favorites');
    expect(removed.closest('[data-testid="toast"]')?.getAttribute('data-kind')).toBe('warning');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
  });

  it('a refused toggle shows the error and keeps the mark', async () => {
    signIn();
    mockApi((call) =>
      call.url.endsWith('togglefavorite') ? fail(404, 'The game could not be found.') : ok([]),
    );
    renderWithApp(<GameTile game={sultan} isFavorite={false} />);
    await userEvent.click(screen.getByRole('button', { name: "Add Sultan's Gold to favourites" }));
    const error = await screen.findByText('The game could not be found.');
    expect(error.closest('[data-testid="toast"]')?.getAttribute('data-kind')).toBe('error');
  });
});

describe('header quick search', () => {
  it('searches casino/games with take 4, flattens the provider groups and lists at most four games', async () => {
    const { calls } = mockApi(() =>
      ok([[sultan, aviator], [dice], [game('x-4', 'Four'), game('x-5', 'Five')]]),
    );
    renderWithApp(<QuickSearch />, { path: '/casino/slot' });
    await userEvent.type(screen.getByTestId('quick-search-input'), 'ka');
    const options = await screen.findAllByTestId('quick-search-option');
    expect(options.map((o) => o.getAttribute('data-code'))).toEqual([
      'kasa-slots-sultans-gold',
      'kasa-aviator',
      'kasa-dice',
      'x-4',
    ]);
    const search = calls.filter((c) => c.url.endsWith('casino/games'));
    expect(search.at(-1)?.body).toEqual({ search: 'ka', live: false, skip: 0, take: 4 });
  });

  it('searches live games while on live casino', async () => {
    const { calls } = mockApi(() => ok([]));
    renderWithApp(<QuickSearch />, { path: '/casino/live' });
    await userEvent.type(screen.getByTestId('quick-search-input'), 'rulet');
    await screen.findByTestId('quick-search-empty');
    expect(calls.at(-1)?.body).toMatchObject({ search: 'rulet', live: true });
  });

  it('a failing search is silent: an empty result and no error notice (spec §8)', async () => {
    mockApi(() => fail(500, 'Something went wrong.'));
    renderWithApp(<QuickSearch />, { path: '/casino/slot' });
    await userEvent.type(screen.getByTestId('quick-search-input'), 'aviator');
    await screen.findByTestId('quick-search-empty');
    expect(screen.queryAllByTestId('quick-search-option')).toEqual([]);
    expect(screen.queryAllByTestId('toast')).toEqual([]);
  });
});

describe('game opener (lib/game-launch), registered by the quick search', () => {
  it('a guest opening a game gets the login dialog; a player goes to /casino/play/{encoded}', async () => {
    mockApi(() => ok([]));
    const { router } = renderWithApp(<QuickSearch />, { path: '/casino/slot' });
    act(() => openGame(sultan));
    expect(openDialogs()).toEqual(['login']);
    expect(router.state.location.pathname).toBe('/casino/slot');

    act(() => signIn());
    act(() => openGame(sultan));
    expect(router.state.location.pathname).toBe(
      `/casino/play/${encodeGameData({
        gameCode: sultan.gameCode,
        name: sultan.name,
        providerName: sultan.providerName,
        mainProviderId: sultan.mainProviderId,
        system: sultan.system,
        productId: sultan.productId,
        systemCategory: sultan.systemCategory,
      })}`,
    );
    expect(router.state.location.state).toEqual({ from: '/casino/slot' });
  });

  it('openBySearch opens the first game of the flattened search (the Aviator menu item, not live)', async () => {
    signIn();
    const { calls } = mockApi(() => ok([[aviator], [dice]]));
    const { router } = renderWithApp(<QuickSearch />, { path: '/' });
    act(() => openGameBySearch('Aviator', false));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/play\//));
    expect(calls[0]?.body).toEqual({ search: 'Aviator', live: false, skip: 0, take: 4 });
    expect(router.state.location.pathname).toContain(
      encodeGameData({
        gameCode: aviator.gameCode,
        name: aviator.name,
        providerName: aviator.providerName,
        mainProviderId: aviator.mainProviderId,
        system: aviator.system,
        productId: aviator.productId,
        systemCategory: aviator.systemCategory,
      }),
    );
  });
});

describe('play page', () => {
  const playRoutes = [
    { path: '/casino/play/:data', element: <PlayPage /> },
    { path: '/casino/games', element: <p>games lobby</p> },
    { path: '/casino/slot', element: <p>slots lobby</p> },
  ];
  const pathFor = (g: CasinoGame) => `/casino/play/${encodeGameData(g)}`;

  it('launches an in-house game and shows it in a frame; a frame message "exit" from it closes the game', async () => {
    signIn();
    const { calls } = mockApi(() => ok('/originals/kasa-dice?session=abc'));
    const { router } = renderRoutes(playRoutes, pathFor(dice));
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/originals/kasa-dice?session=abc`);
    // Frames do not load here: the frame's window is a stand-in the test posts from.
    const frameWindow = { name: 'game frame' } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    expect(calls[0]).toMatchObject({ url: '/api/casino/originalslaunchurl', body: { code: 'kasa-dice' } });

    // A message from anywhere else is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: 'exit', origin: window.location.origin, source: window }),
      );
    });
    expect(router.state.location.pathname).toBe(pathFor(dice));

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: 'exit', origin: window.location.origin, source: frameWindow }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/games'));
  });

  it('reload asks for a new launch and shows the notice bottom centre', async () => {
    signIn();
    let launches = 0;
    mockApi(() => {
      launches += 1;
      return ok(`/originals/kasa-dice?session=s${launches}`);
    });
    renderRoutes(playRoutes, pathFor(dice));
    await screen.findByTestId('game-frame');
    fireEvent.click(screen.getByTestId('play-reload'));
    expect((await screen.findByTestId('play-reload-notice')).textContent).toBe(
      'Game will be reloaded. Please wait...',
    );
    await waitFor(() => expect(screen.getByTestId('game-frame').getAttribute('src')).toContain('session=s2'));
  });

  it('runs SoftGamings markup only in the sandboxed /game-frame page: posted to it once on load, never in our document', async () => {
    signIn();
    const markup = '<div id="sg-game">game</div><script>window.parent.hacked = true</script>';
    mockApi(() => ok(markup));
    const { router } = renderRoutes(
      playRoutes,
      pathFor(game('sg-1', 'SG Game', { providerName: 'SoftGamings', system: '998' })),
    );
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.dataset.kind).toBe('markup');
    // Our frame page with its own CSP (a srcdoc frame would inherit the site's and block the provider's scripts).
    expect(frame.getAttribute('src')).toBe('/game-frame');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(/\s+/);
    expect(sandbox).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    expect(sandbox).not.toContain('allow-same-origin');
    expect(document.getElementById('sg-game')).toBeNull();
    expect(document.body.innerHTML).not.toContain('sg-game');

    // Frames do not load here: the frame's window is a stand-in that records what is posted to it.
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const frameWindow = {
      postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
    } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    expect(posted).toEqual([]);
    fireEvent.load(frame);
    expect(posted).toEqual([{ message: { type: 'kasa:markup', html: markup }, targetOrigin: '*' }]);
    // A second load is the provider navigating its frame: it does not get the markup again.
    fireEvent.load(frame);
    expect(posted).toHaveLength(1);

    // "exit" from another window, even one speaking as the opaque origin, is ignored …
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'exit', origin: 'null', source: window }));
    });
    expect(router.state.location.pathname).toBe(
      pathFor(game('sg-1', 'SG Game', { providerName: 'SoftGamings', system: '998' })),
    );
    // … and from the markup frame (origin "null") it closes the game.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: 'exit', origin: 'null', source: frameWindow }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).not.toContain('/casino/play/'));
  });

  it('an EGT launch failure shows the message and closes the game (spec §8)', async () => {
    signIn();
    mockApi(() => fail(503, 'The provider is unavailable.'));
    const { router } = renderRoutes(
      playRoutes,
      pathFor(game('egt-1', 'Burning Hot', { providerName: 'Egt Digital' })),
    );
    expect(await screen.findByText('The provider is unavailable.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/slot'));
  });

  it('a guest is asked to log in and nothing is launched', async () => {
    const { calls } = mockApi(() => ok('/x'));
    renderRoutes(playRoutes, pathFor(dice));
    expect(await screen.findByTestId('play-login')).toBeTruthy();
    expect(openDialogs()).toEqual(['login']);
    expect(calls).toEqual([]);
    expect(getSession()).toBeNull();
  });
});

describe('round recall', () => {
  const round = (detail: Record<string, unknown>) => ({
    provider: 'kasa',
    roundId: 'r-1',
    gameCode: 'kasa-slots-sultans-gold',
    gameName: "Sultan's Gold",
    stake: 500,
    payout: 1500,
    status: 'settled' as const,
    detail,
    createdAt: '2026-01-01T10:00:00.000Z',
    settledAt: '2026-01-01T10:00:01.000Z',
    providerName: 'Kasa Originals',
    transactions: [],
  });

  it('draws slot symbols as glyphs named in the page language, not as raw ids; winning cells and lines stand out', () => {
    renderWithApp(
      <RoundRecall
        round={round({
          grid: [
            ['camel', 'T', 'seal'],
            ['camel', 'A', 'ruby'],
            ['camel', 'mystery', 'J'],
          ],
          lineWins: [
            {
              line: 0,
              symbol: 'camel',
              count: 3,
              positions: [
                [0, 0],
                [1, 0],
                [2, 0],
              ],
              win: 10,
            },
          ],
        })}
      />,
    );
    const cells = within(screen.getByTestId('recall-slots')).getAllByRole('img');
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Camel',
      'Ten',
      'Royal seal',
      'Camel',
      'Ace',
      'Ruby',
      'Camel',
      'mystery',
      'Jack',
    ]);
    expect(cells[0]!.getAttribute('title')).toBe('Camel');
    expect(cells[0]!.textContent).toBe('🐫');
    expect(cells[1]!.textContent).toBe('10');
    expect(cells[7]!.textContent).toBe('MYS');
    expect(screen.queryByText('SEAL')).toBeNull();
    expect(cells.filter((cell) => cell.className.includes('slot-window__cell--win'))).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Winning lines' }).textContent).toContain('Camel × 3');
  });

  it('shows Keno and Hi-Lo rounds as labelled facts (no raw keys) with the verification link', () => {
    const keno = renderWithApp(
      <RoundRecall
        round={round({
          game: 'keno',
          result: 'won',
          risk: 'high',
          picks: [3, 9, 30],
          drawn: [9, 3, 1, 2, 4, 5, 6, 7, 8, 10],
          hits: 2,
          multiplier: 17.16,
          autoSettled: false,
        })}
      />,
    );
    const facts = screen.getByTestId('recall-keno');
    expect(facts.textContent).toContain('High');
    expect(facts.textContent).toContain('3✓ 9✓ 30');
    expect(facts.textContent).toContain('17.16×');
    expect(screen.queryByText('picks')).toBeNull();
    expect(screen.queryByText('risk')).toBeNull();
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe('/provably-fair/keno');
    keno.unmount();

    renderWithApp(
      <RoundRecall
        round={round({
          game: 'hilo',
          result: 'won',
          cards: [20, 32, 4],
          guesses: ['higher', 'lower'],
          autoSettled: true,
          multiplier: 1.5,
        })}
      />,
    );
    const hilo = screen.getByTestId('recall-hilo');
    expect(hilo.textContent).toContain('6♠  ▲ 9♠  ▼ 2♠');
    expect(hilo.textContent).toContain('Settled automatically');
    expect(screen.queryByText('autoSettled')).toBeNull();
  });

  it('a Mines round shows the multiplier cut like the game (1.4795 → 1.47×) and none of its internal keys', () => {
    renderWithApp(
      <RoundRecall
        round={round({
          game: 'mines',
          mines: 3,
          revealed: [0, 1],
          layout: [5, 6, 7],
          hit: null,
          multiplier: 1.4795,
          won: true,
          chainId: 'c-1',
          position: 17,
          autoSettled: false,
        })}
      />,
    );
    expect(screen.getByTestId('recall-mines').textContent).toContain('1.47×');
    for (const key of ['won', 'chainId', 'position', 'autoSettled', 'true', 'false', 'c-1'])
      expect(screen.queryByText(key)).toBeNull();
  });

  it('recalls a roulette round: the winning number, every bet by its name with what it paid, no raw keys', () => {
    renderWithApp(
      <RoundRecall
        round={round({
          game: 'roulette',
          table: 'roulette-1',
          round: 12,
          roundId: 57,
          stake: 15,
          payout: 36,
          bets: [
            { spot: 'split:17-20', amount: 2, payout: 36 },
            { spot: 'dozen:3', amount: 10, payout: 0 },
            { spot: 'red', amount: 3, payout: 0 },
          ],
          pocket: 17,
          color: 'black',
          serverSeedHash: 'ab'.repeat(32),
          serverSeed: 'cd'.repeat(32),
        })}
      />,
    );
    const recall = screen.getByTestId('recall-roulette');
    expect(recall.textContent).toContain('17');
    expect(recall.textContent).toContain('17/20: ₺2,00 · won ₺36,00');
    expect(recall.textContent).toContain('Dozen 3: ₺10,00');
    expect(recall.textContent).toContain('Red: ₺3,00');
    for (const raw of ['table', 'pocket', 'bets', 'color']) expect(screen.queryByText(raw)).toBeNull();
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/provably-fair/roulette?round=57',
    );
  });

  it('recalls a baccarat round: both hands, the winner, every bet by name with what it paid, no raw keys', () => {
    renderWithApp(
      <RoundRecall
        round={round({
          game: 'baccarat',
          table: 'baccarat-1',
          round: 3,
          roundId: 88,
          stake: 12,
          payout: 19.5,
          bets: [
            { spot: 'banker', amount: 10, payout: 19.5 },
            { spot: 'tie', amount: 2, payout: 0 },
          ],
          playerCards: 'K♠ 4♥ 2♣',
          bankerCards: '9♥ 10♦',
          playerTotal: 6,
          bankerTotal: 9,
          winner: 'banker',
          serverSeedHash: 'ab'.repeat(32),
          serverSeed: 'cd'.repeat(32),
        })}
      />,
    );
    const recall = screen.getByTestId('recall-baccarat');
    expect(recall.textContent).toContain('Player: K♠ 4♥ 2♣ (6) · Banker: 9♥ 10♦ (9)');
    expect(recall.textContent).toContain('Banker: ₺10,00 · won ₺19,50');
    expect(recall.textContent).toContain('Tie: ₺2,00');
    for (const raw of ['winner', 'playerCards', 'bankerTotal', 'bets'])
      expect(screen.queryByText(raw)).toBeNull();
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/provably-fair/baccarat?round=88',
    );
  });

  it('recalls a blackjack round: the dealer, each hand with its result, every bet with what it paid, no raw keys', () => {
    renderWithApp(
      <RoundRecall
        round={round({
          game: 'blackjack',
          table: 'blackjack-1',
          round: 5,
          roundId: 91,
          stake: 22,
          payout: 40,
          bets: [
            { spot: 'hand1', amount: 20, payout: 40 },
            { spot: 'pairs', amount: 2, payout: 0 },
          ],
          hands: [{ cards: '5♠ 6♥ 9♦', total: 20, result: 'win' }],
          dealerCards: '10♣ 7♦',
          dealerTotal: 17,
          shoe: 2,
          shoePositions: [40, 45],
          serverSeedHash: 'ab'.repeat(32),
        })}
      />,
    );
    const recall = screen.getByTestId('recall-blackjack');
    expect(recall.textContent).toContain('10♣ 7♦ (17)');
    expect(recall.textContent).toContain('5♠ 6♥ 9♦ (20) · Win');
    expect(recall.textContent).toContain('Hand 1: ₺20,00 · paid ₺40,00');
    expect(recall.textContent).toContain('Perfect Pairs: ₺2,00');
    for (const raw of ['dealerCards', 'hands', 'bets']) expect(screen.queryByText(raw)).toBeNull();
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/provably-fair/blackjack?round=91',
    );
  });
});

describe('lobby rows (distinctRows)', () => {
  const game = (gameCode: string) => ({ gameCode }) as CasinoGame;
  const category = (id: number, name: string, codes: string[]) =>
    ({ id, name, slugList: ['games'], imageUrl: '', games: codes.map(game) }) as CasinoCategory;

  it('keeps a one-game category such as Crash, drops a repeat of an earlier row and a row of the whole page', () => {
    const rows = distinctRows(
      [
        category(1, 'Originals', ['a', 'b', 'c', 'd']),
        category(2, 'Popular', ['a', 'b']),
        category(3, 'New', ['b', 'a']),
        category(4, 'Crash Oyunları', ['d']),
      ],
      4,
    );
    expect(rows.map((row) => row.name)).toEqual(['Popular', 'Crash Oyunları']);
  });
});
