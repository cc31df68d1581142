import { SPORTS_EVENT, SPORTS_SUBSCRIBE, type SportsHubMessage } from '@kasa/contract/sports-api';
import type { CashoutQuoteData, MyBetsEvent, SportsBet, SportsBetLeg } from '@kasa/contract/sports-bets-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unreadCountStore } from '../../lib/notifications';
import { getSession } from '../../lib/session';
import { lastSocket } from '../../test/fake-socket';
import { fail, mockApi, ok, renderWithApp, signIn, type FetchCall } from '../../test/render';
import { SlipTabs } from './components/bet-slip';
import { MyBets, rangeBounds } from './components/my-bets';
import { REQUOTE_DEBOUNCE_MS } from './hooks/use-bet-quotes-live';
import { resetSportsLive } from './hooks/use-sports-live';

function leg(over: Partial<SportsBetLeg> = {}): SportsBetLeg {
  return {
    selectionId: 'betco:11',
    eventId: 'e1',
    sportId: 1,
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    startTime: '2026-11-28T17:00:00.000Z',
    market: '1x2',
    marketName: 'Match Result',
    selectionName: 'Galatasaray',
    odds: 2.1,
    live: false,
    result: null,
    deadHeatFactor: null,
    ...over,
  };
}

function bet(over: Partial<SportsBet> = {}): SportsBet {
  return {
    id: '501',
    type: 'single',
    system: null,
    status: 'open',
    stake: 10,
    stakePerLine: 10,
    openStake: 10,
    lines: 1,
    totalOdds: 2.1,
    potentialPayout: 21,
    boostPercent: 0,
    payout: null,
    boost: null,
    cashedOut: null,
    acceptOdds: 'none',
    live: false,
    acceptAt: null,
    refusal: null,
    createdAt: '2026-11-28T12:00:00.000Z',
    settledAt: null,
    legs: [leg()],
    ...over,
  };
}

const quote = (betId: string, amount: number | null, reason: CashoutQuoteData['reason'] = null) => ({
  betId,
  available: amount !== null,
  reason: amount === null ? (reason ?? 'suspended') : null,
  amount,
});

const open = bet();
const combo = bet({
  id: '502',
  type: 'combo',
  totalOdds: 3.78,
  potentialPayout: 37.8,
  legs: [
    leg({ result: 'won' }),
    leg({
      selectionId: 'betco:22',
      eventId: 'e2',
      home: 'Beşiktaş',
      away: 'Trabzonspor',
      selectionName: 'Over 2.5',
      marketName: 'Over/Under 2.5',
      odds: 1.8,
    }),
  ],
});

type Handler = (call: FetchCall) => [number, unknown] | undefined;

function serve(bets: SportsBet[], quotes: CashoutQuoteData[], extra?: Handler, events: MyBetsEvent[] = []) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.endsWith('sports/mybets')) return ok({ total: bets.length, bets, quotes, events });
    return ok(null);
  });
}

beforeEach(() => {
  resetSportsLive();
});

afterEach(() => {
  resetSportsLive();
});

describe('My Bets', () => {
  it('shows each bet with its legs and their results, stake, odds, potential payout, status and bet id', async () => {
    signIn();
    serve([combo, open], [quote('502', 20.5), quote('501', 9.4)]);
    renderWithApp(<MyBets />);
    const cards = await screen.findAllByTestId('mybets-bet');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Combo (2)')).toBeTruthy();
    expect(first.getByTestId('mybets-status').textContent).toBe('Open');
    expect(first.getAllByTestId('mybets-leg').map((l) => l.getAttribute('data-result'))).toEqual([
      'won',
      'open',
    ]);
    expect(first.getByRole('img', { name: 'Won' })).toBeTruthy();
    expect(first.getByText('Over/Under 2.5')).toBeTruthy();
    expect(first.getByText('Beşiktaş – Trabzonspor', { exact: false })).toBeTruthy();
    expect(first.getByText('3.78')).toBeTruthy();
    expect(first.getByTestId('mybets-potential').textContent).toBe('₺37,80');
    expect(first.getByTestId('mybets-id').textContent).toBe('Bet ID 502');
    expect(first.getByTestId('cashout-amount').textContent).toBe('₺20,50');
  });

  it('tabs, the date range and pages ask sports/mybets with status, from/to and skip', async () => {
    signIn();
    const many = Array.from({ length: 10 }, (_, i) => bet({ id: String(600 + i) }));
    const { calls } = mockApi((call) =>
      call.url.endsWith('sports/mybets') ? ok({ total: 25, bets: many, quotes: [], events: [] }) : ok(null),
    );
    renderWithApp(<MyBets />);
    await screen.findAllByTestId('mybets-bet');
    const bodies = () => calls.filter((c) => c.url.endsWith('sports/mybets')).map((c) => c.body);
    expect(bodies()[0]).toEqual({ status: 'open', skip: 0, take: 10 });
    await userEvent.click(screen.getByRole('tab', { name: /Cash Out/ }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ status: 'cashout', skip: 0, take: 10 }));
    await userEvent.click(screen.getByRole('tab', { name: /Settled/ }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ status: 'settled' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    const week = rangeBounds('week');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ status: 'settled', ...week, skip: 0, take: 10 }));
    expect(Date.parse(week.to!) - Date.parse(week.from!)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    await userEvent.click(screen.getByRole('button', { name: '›' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ skip: 10 }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /All/ }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ ...week, skip: 0, take: 10 }));
  });

  it('a system bet shows its lines; settled bets show the payout, a refused one its reason', async () => {
    signIn();
    const system = bet({
      id: '700',
      type: 'system',
      system: '2/3',
      lines: 3,
      stake: 30,
      totalOdds: null,
      status: 'won',
      payout: 42,
      legs: [
        leg({ result: 'won' }),
        leg({ selectionId: 'betco:2', eventId: 'e2', result: 'won', odds: 2 }),
        leg({ selectionId: 'betco:3', eventId: 'e3', result: 'lost', odds: 3 }),
      ],
    });
    const refused = bet({
      id: '701',
      status: 'refused',
      refusal: {
        code: 'e.sportsBetOddsChanged',
        message: 'The odds of Galatasaray changed to 1.90',
        selectionId: 'betco:11',
        odds: 1.9,
      },
    });
    serve([system, refused], []);
    renderWithApp(<MyBets initialTab="all" />);
    const cards = await screen.findAllByTestId('mybets-bet');
    const sys = within(cards[0]!);
    expect(sys.getByText('System 2/3')).toBeTruthy();
    expect(sys.getByText('₺10,00 per line')).toBeTruthy();
    const lines = sys.getByTestId('mybets-lines');
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['A + B4.20', 'A + C6.30', 'B + C6.00']);
    expect(sys.getByTestId('mybets-payout').textContent).toBe('₺42,00');
    expect(sys.queryByTestId('cashout-button')).toBeNull();
    expect(within(cards[1]!).getByText('The odds of Galatasaray changed to 1.90')).toBeTruthy();
  });

  it('an open leg of a match in play shows its score and clock, and a score message moves them', async () => {
    signIn();
    const live: MyBetsEvent = {
      id: 'e2',
      sportId: 1,
      status: 'live',
      live: true,
      period: '2nd_half',
      score: [1, 0],
      clock: { seconds: 3900, running: false },
    };
    serve([combo], [quote('502', 20.5)], undefined, [live]);
    renderWithApp(<MyBets />);
    const shown = await screen.findByTestId('mybets-leg-live');
    // Only the open leg of the match in play; the won leg keeps its kick-off time.
    expect(screen.getAllByTestId('mybets-leg-live')).toHaveLength(1);
    expect(shown.textContent).toBe("1 - 066'");
    const socket = lastSocket();
    act(() => socket.fire('connect'));
    act(() =>
      socket.fire(SPORTS_EVENT, {
        type: 'score',
        eventId: 'e2',
        sportId: 1,
        status: 'live',
        period: '2nd_half',
        score: [1, 1],
        clock: { seconds: 4200, running: false },
        scoreboard: {},
        incidents: [],
      } satisfies SportsHubMessage),
    );
    await waitFor(() => expect(screen.getByTestId('mybets-leg-live').textContent).toBe("1 - 171'"));
  });

  it('the slip’s My Bets tab carries the number of open bets', async () => {
    signIn();
    const { calls } = serve([open, combo, bet({ id: '503' })], []);
    renderWithApp(<SlipTabs view="slip" onView={() => undefined} count={2} />);
    await waitFor(() => expect(screen.getByTestId('slip-mybets-tab').textContent).toBe('My Bets3'));
    expect(calls.find((c) => c.url.endsWith('sports/mybets'))!.body).toEqual({
      status: 'open',
      skip: 0,
      take: 1,
    });
  });

  it('a notification (a bet settled, a live bet decided) reads the list again', async () => {
    signIn();
    const { calls } = serve([open], [quote('501', 9.4)]);
    renderWithApp(<MyBets />);
    await screen.findByTestId('mybets-bet');
    const lists = () => calls.filter((c) => c.url.endsWith('sports/mybets')).length;
    const before = lists();
    act(() => unreadCountStore.set((n) => n + 1));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('a guest is asked to log in and nothing is fetched', async () => {
    const { calls } = mockApi(() => ok(null));
    renderWithApp(<MyBets />);
    expect(await screen.findByText('Log in to see your bets')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('mybets'))).toEqual([]);
  });
});

describe('cash-out', () => {
  it('asks with the amount, cashes out at it, and the balance takes the answer', async () => {
    signIn();
    const { calls } = serve([open], [quote('501', 9.4)], (call) =>
      call.url.endsWith('sports/cashout')
        ? ok({ bet: { ...open, status: 'cashed_out', cashedOut: 9.4 }, paid: 9.4, balance: 109.4 })
        : undefined,
    );
    renderWithApp(<MyBets />);
    await userEvent.click(await screen.findByTestId('cashout-button'));
    expect(screen.getByText('Close this bet for ₺9,40?')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('sports/cashout'))).toEqual([]);
    await userEvent.click(screen.getByTestId('cashout-confirm-button'));
    await waitFor(() => expect(getSession()?.balance).toBe(109.4));
    expect(calls.filter((c) => c.url.endsWith('sports/cashout')).map((c) => c.body)).toEqual([
      { betId: '501', amount: 9.4 },
    ]);
    expect(await screen.findByText('Cashed out: ₺9,40 added to your balance.')).toBeTruthy();
  });

  it('a partial cash-out takes the chosen share now and shows the stake that runs on', async () => {
    signIn();
    const { calls } = serve([open], [quote('501', 9.4)], (call) =>
      call.url.endsWith('sports/cashout')
        ? ok({ bet: { ...open, openStake: 8, cashedOut: 1.88 }, paid: 1.88, balance: 101.88 })
        : undefined,
    );
    renderWithApp(<MyBets />);
    await userEvent.click(await screen.findByTestId('cashout-button'));
    await userEvent.click(screen.getByTestId('cashout-partial'));
    // Half of ₺9,40; the stake taken off is rounded up as the server does: ₺5,00 keeps running.
    expect(screen.getByTestId('cashout-partial-text').textContent).toBe(
      'Take ₺4,70 now; the bet runs on with a ₺5,00 stake.',
    );
    fireEvent.change(screen.getByTestId('cashout-share'), { target: { value: '20' } });
    expect(screen.getByTestId('cashout-partial-text').textContent).toBe(
      'Take ₺1,88 now; the bet runs on with a ₺8,00 stake.',
    );
    expect(screen.getByTestId('cashout-confirm-button').textContent).toBe('Confirm cash out ₺1,88');
    await userEvent.click(screen.getByTestId('cashout-confirm-button'));
    await waitFor(() => expect(getSession()?.balance).toBe(101.88));
    expect(calls.filter((c) => c.url.endsWith('sports/cashout')).map((c) => c.body)).toEqual([
      { betId: '501', amount: 9.4, partial: 1.88 },
    ]);
    expect(
      await screen.findByText('Partial cash out: ₺1,88 added; the bet runs on with ₺8,00.'),
    ).toBeTruthy();
  });

  it('a value that changed is quoted again and the player asked again with the new amount', async () => {
    signIn();
    let attempts = 0;
    const { calls } = serve([open], [quote('501', 9.4)], (call) => {
      if (call.url.endsWith('sports/cashoutquote')) return ok(quote('501', 8.1));
      if (!call.url.endsWith('sports/cashout')) return undefined;
      attempts += 1;
      return attempts === 1
        ? fail(409, 'The cash-out value changed to ₺8,10.', { amount: 8.1 })
        : ok({ bet: { ...open, status: 'cashed_out' }, paid: 8.1, balance: 58.1 });
    });
    renderWithApp(<MyBets />);
    await userEvent.click(await screen.findByTestId('cashout-button'));
    await userEvent.click(screen.getByTestId('cashout-confirm-button'));
    expect(await screen.findByText('The cash-out value changed to ₺8,10. Confirm again.')).toBeTruthy();
    expect(getSession()?.balance).not.toBe(58.1);
    await userEvent.click(screen.getByTestId('cashout-confirm-button'));
    await waitFor(() => expect(getSession()?.balance).toBe(58.1));
    expect(calls.filter((c) => c.url.endsWith('sports/cashout')).map((c) => c.body)).toEqual([
      { betId: '501', amount: 9.4 },
      { betId: '501', amount: 8.1 },
    ]);
  });

  it('a suspended market disables the button with the reason; a market closing during the confirmation does too', async () => {
    signIn();
    const second = bet({ id: '503', legs: [leg({ eventId: 'e3' })] });
    let closed = false;
    mockApi((call) => {
      if (call.url.endsWith('sports/mybets'))
        return ok({
          total: 2,
          events: [],
          bets: [open, second],
          quotes: [
            quote('501', null, 'suspended'),
            closed ? quote('503', null, 'suspended') : quote('503', 12),
          ],
        });
      if (call.url.endsWith('sports/cashoutquote')) return ok(quote('503', null, 'suspended'));
      if (call.url.endsWith('sports/cashout')) {
        closed = true;
        return fail(409, 'Cash-out is suspended.');
      }
      return ok(null);
    });
    renderWithApp(<MyBets />);
    const cards = await screen.findAllByTestId('mybets-bet');
    const suspended = within(cards[0]!).getByTestId('cashout-button');
    expect((suspended as HTMLButtonElement).disabled).toBe(true);
    expect(suspended.textContent).toBe('Cash out suspended');
    expect(within(cards[0]!).getByTestId('cashout-reason').textContent).toContain('suspended');
    await userEvent.click(within(cards[1]!).getByTestId('cashout-button'));
    await userEvent.click(within(cards[1]!).getByTestId('cashout-confirm-button'));
    await waitFor(() =>
      expect((within(cards[1]!).getByTestId('cashout-button') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(within(cards[1]!).queryByTestId('cashout-confirm')).toBeNull();
  });

  it('a price message of a bet’s event asks for the quote again and the new value shows', async () => {
    signIn();
    let quotes = 0;
    const { calls } = serve([open], [quote('501', 9.4)], (call) => {
      if (!call.url.endsWith('sports/cashoutquote')) return undefined;
      quotes += 1;
      return ok(quote('501', 11.25));
    });
    renderWithApp(<MyBets />);
    expect((await screen.findByTestId('cashout-amount')).textContent).toBe('₺9,40');
    const socket = lastSocket();
    act(() => socket.fire('connect'));
    expect(socket.emitted.find((e) => e.event === SPORTS_SUBSCRIBE)?.args[0]).toEqual(['sports:event:e1']);
    const message: SportsHubMessage = {
      type: 'odds',
      eventId: 'e1',
      book: 'betco',
      markets: [{ id: '1x2', status: 'active', main: true, selections: [{ id: 'betco:11', odds: 1.7 }] }],
    };
    // A burst (both books, several messages) asks once.
    act(() => {
      socket.fire(SPORTS_EVENT, message);
      socket.fire(SPORTS_EVENT, { ...message, book: 'fcg' });
    });
    await waitFor(() => expect(screen.getByTestId('cashout-amount').textContent).toBe('₺11,25'), {
      timeout: REQUOTE_DEBOUNCE_MS + 2_000,
    });
    expect(quotes).toBe(1);
    // Another event's prices ask nothing.
    act(() => socket.fire(SPORTS_EVENT, { ...message, eventId: 'e9' }));
    await new Promise((resolve) => setTimeout(resolve, REQUOTE_DEBOUNCE_MS + 100));
    expect(calls.filter((c) => c.url.endsWith('sports/cashoutquote'))).toHaveLength(1);
  });
});
