import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countSystemLines,
  linePayoutKurus,
  NAMED_SYSTEMS,
  potentialPayoutKurus,
} from '@kasa/contract/sports-bets';
import {
  type MyBetsData,
  OpsSportsPath,
  type PlaceBetData,
  type PlaceBetRequest,
  SportsBetsPath,
} from '@kasa/contract/sports-bets-api';
import { liraToKurus } from '@kasa/contract/wallet';
import { DEV_OPERATOR_TOKEN } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { cashOf, expectBooksOk, fund, fundedPlayer } from '../providers/game-wallet.test-support.ts';
import { testFeed, type TestFeed } from '../sports/sports.test-support.ts';
import { createSportsBetsService } from './sports-bets.service.ts';
import { expectAppError } from '../wallet/wallet.test-support.ts';

let t: TestApp;
let feed: TestFeed;
const T0 = new Date('2026-11-28T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  feed = testFeed(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  // Each test starts a minute later with a fresh heartbeat from both producers.
  t.clock.advance(60_000);
  await feed.alive();
});

const request = (over: Partial<PlaceBetRequest> & Pick<PlaceBetRequest, 'legs'>) => ({
  type: 'single' as const,
  stake: 10,
  acceptOdds: 'none' as const,
  requestId: randomUUID(),
  ...over,
});

const place = (playerId: string, body: Parameters<typeof request>[0]) =>
  t.app.sportsBets.placeBet(playerId, request(body), 'en');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Home-win selections of `n` new pre-match events. */
async function homeWins(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const eventId = await feed.event();
    out.push({ eventId, ...(await feed.selection(eventId, '1x2', '1')) });
  }
  return out;
}

describe('placement', () => {
  it('a single debits its stake once and is open with the price taken; a retry with the same request id answers the same bet', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [leg] = await homeWins(1);
    const body = request({ legs: [{ selectionId: leg!.selectionId, odds: leg!.odds }], stake: 25 });
    const first = await t.app.sportsBets.placeBet(player, body, 'en');
    expect(first.replayed).toBe(false);
    expect(first.bet).toMatchObject({ type: 'single', status: 'open', stake: 25, lines: 1, live: false });
    expect(first.bet.legs[0]).toMatchObject({ selectionId: leg!.selectionId, odds: leg!.odds, result: null });
    expect(first.bet.potentialPayout).toBe(potentialPayoutKurus(2500, [leg!.odds]) / 100);
    expect(await cashOf(t, player)).toBe(100_000 - 2500);
    expect(first.balance).toBe(975);

    const again = await t.app.sportsBets.placeBet(player, body, 'en');
    expect(again.replayed).toBe(true);
    expect(again.bet.id).toBe(first.bet.id);
    expect(await cashOf(t, player)).toBe(100_000 - 2500);
    // The same id with another stake is not the same request.
    await expectAppError(
      t.app.sportsBets.placeBet(player, { ...body, stake: 30 }, 'en'),
      409,
      'e.idempotencyConflict',
    );
  });

  it('ten concurrent requests with one request id place one bet and debit once', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [leg] = await homeWins(1);
    const body = request({ legs: [{ selectionId: leg!.selectionId, odds: leg!.odds }], stake: 10 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.app.sportsBets.placeBet(player, body, 'en')),
    );
    expect(new Set(results.map((r) => r.bet.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await cashOf(t, player)).toBe(100_000 - 1000);
    const mine = await t.app.sportsBets.myBets(player, { skip: 0, take: 20 }, 'en');
    expect(mine.total).toBe(1);
  });

  it('a combo takes one stake on the product of its legs; a combo of four at 1.30+ carries the boost', async () => {
    const player = await fundedPlayer(t, 100_000);
    const legs = await homeWins(4);
    const placed = await place(player, {
      type: 'combo',
      legs: legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds })),
      stake: 10,
    });
    expect(placed.bet).toMatchObject({ type: 'combo', lines: 1, stake: 10, boostPercent: 5 });
    expect(placed.bet.totalOdds).toBeCloseTo(
      legs.reduce((p, l) => p * l.odds, 1),
      2,
    );
    expect(await cashOf(t, player)).toBe(100_000 - 1000);
    // Two legs of one event are refused.
    const eventId = legs[0]!.eventId;
    const over = await feed.selection(eventId, 'ou:2.5', 'over');
    await expectAppError(
      place(player, {
        type: 'combo',
        legs: [
          { selectionId: legs[0]!.selectionId, odds: legs[0]!.odds },
          { selectionId: over.selectionId, odds: over.odds },
        ],
      }),
      400,
      'e.sportsBetSameEvent',
    );
  });

  it('a system bet stakes per line: a Trixie of three is 4 lines, a Yankee of four 11, 2/4 six', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const legs = await homeWins(4);
    const three = legs.slice(0, 3).map((l) => ({ selectionId: l.selectionId, odds: l.odds }));
    const four = legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds }));
    const before = await cashOf(t, player);
    const trixie = await place(player, { type: 'system', system: 'trixie', legs: three, stake: 2 });
    expect(trixie.bet).toMatchObject({ lines: 4, stakePerLine: 2, stake: 8, system: 'trixie' });
    const yankee = await place(player, { type: 'system', system: 'yankee', legs: four, stake: 1 });
    expect(yankee.bet.lines).toBe(countSystemLines(NAMED_SYSTEMS.yankee));
    expect(yankee.bet.stake).toBe(11);
    const doubles = await place(player, { type: 'system', system: '2/4', legs: four, stake: 1.5 });
    expect(doubles.bet).toMatchObject({ lines: 6, stake: 9 });
    expect(await cashOf(t, player)).toBe(before - 800 - 1100 - 900);
    await expectAppError(
      place(player, { type: 'system', system: 'yankee', legs: three, stake: 1 }),
      400,
      'e.sportsBetSystemLegs',
    );
    await expectAppError(
      place(player, { type: 'system', system: '9/4', legs: four, stake: 1 }),
      400,
      'e.sportsBetSystemCode',
    );
  });

  it('limits: min stake, max stake (lower on the High Rate book), max payout, per event, and the player factor', async () => {
    const player = await fundedPlayer(t, 50_000_000);
    const [leg] = await homeWins(1);
    const single = { selectionId: leg!.selectionId, odds: leg!.odds };
    await expectAppError(place(player, { legs: [single], stake: 0.5 }), 400, 'e.sportsBetMinStake');
    await expectAppError(place(player, { legs: [single], stake: 50_001 }), 400, 'e.sportsBetMaxStake');
    const fcg = await feed.selection(leg!.eventId, '1x2', '1', 'fcg');
    await expectAppError(place(player, { legs: [fcg], stake: 5_001 }), 400, 'e.sportsBetMaxStake');
    // fcg's odds are the better ones (its margin is lower).
    expect(fcg.odds).toBeGreaterThanOrEqual(leg!.odds);
    // 5 legs near 1.9: 50 000 × ~25 is over the 1 000 000 max payout.
    const five = await homeWins(5);
    await expectAppError(
      place(player, {
        type: 'combo',
        legs: five.map((l) => ({ selectionId: l.selectionId, odds: l.odds })),
        stake: 50_000,
      }),
      400,
      'e.sportsBetMaxPayout',
    );
    // Per event: 100 000 in all on one event.
    await place(player, { legs: [single], stake: 50_000 });
    await place(player, { legs: [single], stake: 40_000 });
    const error = await refusal(place(player, { legs: [single], stake: 10_001 }));
    expect(error.messageRef.split(':')[0]).toBe('e.sportsBetMaxStakeEvent');
    await place(player, { legs: [single], stake: 10_000 });
    // The operator's factor scales the max stakes.
    await t.app.sportsBets.setStakeFactor(player, 0.1);
    const [other] = await homeWins(1);
    await expectAppError(
      place(player, { legs: [{ selectionId: other!.selectionId, odds: other!.odds }], stake: 5_001 }),
      400,
      'e.sportsBetMaxStake',
    );
    await place(player, { legs: [{ selectionId: other!.selectionId, odds: other!.odds }], stake: 5_000 });
  });

  it('odds changes: none refuses any change naming the selection and its price; higher takes a rise only; any takes either', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event();
    const seen = await feed.selection(eventId, '1x2', '1');
    // The home win drifts out (longer odds).
    await feed.prices(eventId, [{ key: '1x2', probs: { '1': 0.4, x: 0.3, '2': 0.3 } }]);
    const drifted = await feed.selection(eventId, '1x2', '1');
    expect(drifted.odds).toBeGreaterThan(seen.odds);
    const leg = { selectionId: seen.selectionId, odds: seen.odds };

    const none = await refusal(place(player, { legs: [leg], acceptOdds: 'none' }));
    expect(none.status).toBe(409);
    expect(none.messageRef.split(':')[0]).toBe('e.sportsBetOddsChanged');
    expect(none.data).toEqual({
      code: 'e.sportsBetOddsChanged',
      selectionId: seen.selectionId,
      odds: drifted.odds,
    });
    const higher = await place(player, { legs: [leg], acceptOdds: 'higher' });
    expect(higher.bet.legs[0]!.odds).toBe(drifted.odds);

    // Now it shortens below what the player saw: higher refuses, any accepts at the new price.
    await feed.prices(eventId, [{ key: '1x2', probs: { '1': 0.6, x: 0.2, '2': 0.2 } }]);
    const shortened = await feed.selection(eventId, '1x2', '1');
    expect(shortened.odds).toBeLessThan(seen.odds);
    const error = await refusal(place(player, { legs: [leg], acceptOdds: 'higher' }));
    expect(error.messageRef.split(':')[0]).toBe('e.sportsBetOddsChanged');
    const any = await place(player, { legs: [leg], acceptOdds: 'any' });
    expect(any.bet.legs[0]!.odds).toBe(shortened.odds);
  });

  it('suspended markets, unknown selections and a silent feed are refused, and nothing is debited', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event();
    const leg = await feed.selection(eventId, '1x2', '1');
    await feed.betStop(eventId);
    await expectAppError(place(player, { legs: [leg] }), 409, 'e.sportsBetMarketClosed');
    await expectAppError(
      place(player, { legs: [{ selectionId: 'betco:999999999', odds: 2 }] }),
      400,
      'e.sportsBetSelectionUnknown',
    );
    const [open] = await homeWins(1);
    t.clock.advance(30_000); // no heartbeat for 30 s: the feed is down
    await expectAppError(
      place(player, { legs: [{ selectionId: open!.selectionId, odds: open!.odds }] }),
      409,
      'e.sportsBetFeedDown',
    );
    expect(await cashOf(t, player)).toBe(100_000);
  });
});

describe('live bets', () => {
  it('a live bet waits for its delay, then is accepted if nothing changed', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event({ live: true });
    const leg = await feed.selection(eventId, '1x2', '1');
    const placed = await place(player, { legs: [leg], stake: 10 });
    expect(placed.bet).toMatchObject({ status: 'pending', live: true });
    expect(new Date(placed.bet.acceptAt!).getTime()).toBe(t.clock.now().getTime() + 8_000);
    expect(await cashOf(t, player)).toBe(100_000 - 1000);
    expect(await t.app.sportsBets.decide(placed.bet.id)).toBe('early');
    t.clock.advance(8_000);
    await feed.alive();
    expect(await t.app.sportsBets.decide(placed.bet.id)).toBe('accepted');
    expect(await t.app.sportsBets.decide(placed.bet.id)).toBe('skipped');
    const mine = await t.app.sportsBets.myBets(player, { status: 'open', skip: 0, take: 5 }, 'en');
    expect(mine.bets[0]).toMatchObject({ id: placed.bet.id, status: 'open', acceptAt: null });
    const notes = await t.app.services.notification.list(player, 0, 5);
    expect(['Your live bet was accepted', 'Canlı bahsiniz kabul edildi']).toContain(notes[0]!.title);
  });

  it('on its own, the in-process timer decides a live bet at the end of its delay, and the queue’s job one whose timer is gone', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event({ live: true });
    const leg = await feed.selection(eventId, '1x2', '1');
    // A second service over the same app with its timers on (the app's own has none under NODE_ENV=test).
    const withTimers = createSportsBetsService({
      db: t.db,
      clock: t.clock,
      sports: t.app.sports,
      gameWallet: t.app.gameWallet,
      notification: t.app.services.notification,
      jobs: t.app.jobs,
      log: t.app.log,
      timers: true,
    });
    const placedAt = Date.now();
    const byTimer = await withTimers.placeBet(player, request({ legs: [leg] }), 'en');
    const byJob = await place(player, { legs: [leg] });
    t.clock.advance(8_000);
    await feed.alive();
    const statusOf = async (id: string) => (await betsById(player)).get(id)!.status;
    const started = Date.now();
    while ((await statusOf(byTimer.bet.id)) === 'pending' && Date.now() - started < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(byTimer.bet.id)).toBe('open');
    // Its job cannot start before 10 s after the placing (the delay + 2 s): this was the timer.
    expect(Date.now() - placedAt).toBeLessThan(10_000);
    while ((await statusOf(byJob.bet.id)) === 'pending' && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(byJob.bet.id)).toBe('open');
    expect(Date.now() - placedAt).toBeGreaterThanOrEqual(10_000);
    withTimers.stop();
  }, 40_000);

  it('a live bet whose market is suspended during the delay is refused and its stake returned', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event({ live: true });
    const leg = await feed.selection(eventId, '1x2', '1');
    const placed = await place(player, { legs: [leg], stake: 10 });
    await feed.betStop(eventId); // a goal during the delay
    t.clock.advance(8_000);
    await feed.alive();
    // The sweep finds it past its delay (as after a node died holding the timer).
    expect(await t.app.sportsBets.sweep()).toMatchObject({ decided: 1 });
    expect(await cashOf(t, player)).toBe(100_000);
    const [bet] = (await t.app.sportsBets.myBets(player, { status: 'settled', skip: 0, take: 5 }, 'en')).bets;
    expect(bet).toMatchObject({ id: placed.bet.id, status: 'refused' });
    expect(bet!.refusal).toMatchObject({ code: 'e.sportsBetMarketClosed', selectionId: leg.selectionId });
    expect(bet!.refusal!.message).toContain('is not open for betting now');
    await expectBooksOk(t);
  });

  it('a price that moves during the delay is refused under none and taken under any', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event({ live: true });
    const leg = await feed.selection(eventId, '1x2', '1');
    const strict = await place(player, { legs: [leg], acceptOdds: 'none' });
    const loose = await place(player, { legs: [leg], acceptOdds: 'any' });
    await feed.prices(eventId, [{ key: '1x2', probs: { '1': 0.6, x: 0.2, '2': 0.2 } }]);
    const moved = await feed.selection(eventId, '1x2', '1');
    t.clock.advance(8_000);
    await feed.alive();
    expect(await t.app.sportsBets.decide(strict.bet.id)).toBe('refused');
    expect(await t.app.sportsBets.decide(loose.bet.id)).toBe('accepted');
    const { bets } = await t.app.sportsBets.myBets(player, { skip: 0, take: 5 }, 'tr');
    const refused = bets.find((b) => b.id === strict.bet.id)!;
    expect(refused.refusal).toMatchObject({ code: 'e.sportsBetOddsChanged', odds: moved.odds });
    expect(refused.refusal!.message).toContain('oran');
    expect(bets.find((b) => b.id === loose.bet.id)!.legs[0]!.odds).toBe(moved.odds);
    expect(await cashOf(t, player)).toBe(100_000 - 1000);
  });
});

describe('settlement', () => {
  it('singles win and lose, a combo pays its product with a void leg at 1.00, and a retried job pays nothing twice', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a, b, c] = await homeWins(3);
    const win = await place(player, { legs: [a!], stake: 10 });
    const lose = await place(player, { legs: [b!], stake: 10 });
    const combo = await place(player, { type: 'combo', legs: [a!, b!, c!], stake: 10 });
    const afterStakes = await cashOf(t, player);

    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await feed.settle(b!.eventId, [{ key: '1x2', results: { '1': 'lost', x: 'won', '2': 'lost' } }]);
    await feed.cancel(c!.eventId, [{ key: '1x2' }]);
    const marketIds = await marketsOf([a!.eventId, b!.eventId, c!.eventId]);
    await t.app.sportsBets.settleMarkets(marketIds);
    await t.app.sportsBets.settleMarkets(marketIds); // a job delivered twice

    const winPay = linePayoutKurus(1000, [{ odds: a!.odds, result: 'won' }]);
    expect(await cashOf(t, player)).toBe(afterStakes + winPay);
    const bets = await betsById(player);
    expect(bets.get(win.bet.id)).toMatchObject({ status: 'won', payout: winPay / 100 });
    expect(bets.get(lose.bet.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(bets.get(combo.bet.id)).toMatchObject({ status: 'lost' });
    expect(bets.get(combo.bet.id)!.legs.map((l) => l.result)).toEqual(['won', 'lost', 'void']);
    await expectBooksOk(t);
  });

  it('a combo with a void leg pays the product of the others; Asian quarter lines pay half won and half lost', async () => {
    const player = await fundedPlayer(t, 100_000);
    const markets = [{ key: 'ah' as const, param: -0.25, probs: { '1': 0.5, '2': 0.5 } }];
    const e1 = await feed.event({ markets });
    const e2 = await feed.event({ markets });
    const [w] = await homeWins(1);
    const h1 = await feed.selection(e1, 'ah:-0.25', '1');
    const h2 = await feed.selection(e2, 'ah:-0.25', '2');
    const halfWon = await place(player, { legs: [h1], stake: 10 });
    const halfLost = await place(player, { legs: [h2], stake: 10 });
    const combo = await place(player, { type: 'combo', legs: [w!, h1], stake: 10 });
    const before = await cashOf(t, player);

    await feed.settle(e1, [{ key: 'ah', param: -0.25, results: { '1': 'half_won', '2': 'half_lost' } }]);
    await feed.settle(e2, [{ key: 'ah', param: -0.25, results: { '1': 'half_won', '2': 'half_lost' } }]);
    await feed.settle(w!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([e1, e2, w!.eventId]));

    const hw = linePayoutKurus(1000, [{ odds: h1.odds, result: 'half_won' }]);
    const hl = linePayoutKurus(1000, [{ odds: h2.odds, result: 'half_lost' }]);
    const cb = linePayoutKurus(1000, [
      { odds: w!.odds, result: 'won' },
      { odds: h1.odds, result: 'half_won' },
    ]);
    expect(hl).toBe(500);
    expect(await cashOf(t, player)).toBe(before + hw + hl + cb);
    const bets = await betsById(player);
    expect(bets.get(halfWon.bet.id)).toMatchObject({ status: 'won', payout: hw / 100 });
    expect(bets.get(halfLost.bet.id)).toMatchObject({ status: 'won', payout: 5 });
    expect(bets.get(combo.bet.id)).toMatchObject({ status: 'won', payout: cb / 100 });
    await expectBooksOk(t);
  });

  it('a void bet returns its stake; a dead heat pays the odds times its factor', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a, b] = await homeWins(2);
    const refunded = await place(player, { legs: [a!], stake: 10 });
    const heat = await place(player, { legs: [b!], stake: 10 });
    const before = await cashOf(t, player);
    await feed.cancel(a!.eventId, [{ key: '1x2' }]);
    await feed.settle(b!.eventId, [
      { key: '1x2', results: { '1': 'won', x: 'lost', '2': 'won' }, deadHeat: { '1': 0.5, '2': 0.5 } },
    ]);
    await t.app.sportsBets.settleMarkets(await marketsOf([a!.eventId, b!.eventId]));
    const dh = linePayoutKurus(1000, [{ odds: b!.odds, result: 'won', deadHeatFactor: 0.5 }]);
    expect(await cashOf(t, player)).toBe(before + 1000 + dh);
    const bets = await betsById(player);
    expect(bets.get(refunded.bet.id)).toMatchObject({ status: 'void', payout: 10 });
    expect(bets.get(heat.bet.id)!.legs[0]).toMatchObject({ result: 'won', deadHeatFactor: 0.5 });
  });

  it('a rollback takes the win back and a corrected result pays again: the ledger shows both', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    const bet = await place(player, { legs: [a!], stake: 10 });
    const before = await cashOf(t, player);
    const marketIds = await marketsOf([a!.eventId]);
    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(marketIds);
    const pay = linePayoutKurus(1000, [{ odds: a!.odds, result: 'won' }]);
    expect(await cashOf(t, player)).toBe(before + pay);

    await feed.rollback(a!.eventId, [{ key: '1x2' }]);
    await t.app.sportsBets.settleMarkets(marketIds);
    expect(await cashOf(t, player)).toBe(before);
    expect((await betsById(player)).get(bet.bet.id)).toMatchObject({ status: 'open', payout: null });

    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'lost', x: 'won', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(marketIds);
    expect(await cashOf(t, player)).toBe(before);
    expect((await betsById(player)).get(bet.bet.id)).toMatchObject({ status: 'lost' });
    const moves = await t.db
      .selectFrom('game_transactions')
      .select(['external_id', 'kind', 'status'])
      .where('provider', '=', 'sports')
      .where('round_id', '=', bet.bet.id)
      .orderBy('id')
      .execute();
    expect(moves.map((m) => [m.external_id, m.kind])).toEqual([
      [`bet:${bet.bet.id}`, 'bet'],
      [`win:${bet.bet.id}:1`, 'win'],
      [`rbwin:${bet.bet.id}:1`, 'rollback'],
    ]);
    await expectBooksOk(t);
  });

  it('the sweep settles a closed market that no job announced (an operator’s cancel)', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    await place(player, { legs: [a!], stake: 10 });
    const before = await cashOf(t, player);
    // The operator's path tells no listener: only the sweep can find it.
    await t.app.sports.setMarketStatus(a!.eventId, '1x2', 'cancelled');
    const swept = await t.app.sportsBets.sweep();
    expect(swept.markets).toBeGreaterThanOrEqual(1);
    expect(await cashOf(t, player)).toBe(before + 1000);
  });

  it('a settlement from the feed reaches the bets through the job queue', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    await place(player, { legs: [a!], stake: 10 });
    const before = await cashOf(t, player);
    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    const paid = before + linePayoutKurus(1000, [{ odds: a!.odds, result: 'won' }]);
    for (let i = 0; i < 100 && (await cashOf(t, player)) !== paid; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cashOf(t, player)).toBe(paid);
  });
});

describe('cash-out', () => {
  it('quotes from the current prices, pays the value within the tolerance, and settlement then pays nothing', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    const bet = await place(player, { legs: [a!], stake: 10 });
    const quote = await t.app.sportsBets.cashoutQuote(player, bet.bet.id);
    expect(quote.available).toBe(true);
    // About the expected value 10 × p × odds (p ≈ 0.5) less the 5 % fee.
    expect(quote.amount).toBeGreaterThan(10 * 0.45 * a!.odds * 0.95);
    expect(quote.amount).toBeLessThan(10 * 0.55 * a!.odds * 0.95);
    // Asking for more than the value (beyond the tolerance) is refused with the value now.
    const refusedAsk = await refusal(t.app.sportsBets.cashout(player, bet.bet.id, quote.amount! * 1.1, 'en'));
    expect(refusedAsk.messageRef.split(':')[0]).toBe('e.sportsCashoutChanged');
    expect(refusedAsk.data).toEqual({ amount: quote.amount });
    const before = await cashOf(t, player);
    const done = await t.app.sportsBets.cashout(player, bet.bet.id, quote.amount!, 'en');
    expect(done.paid).toBe(quote.amount);
    expect(done.bet).toMatchObject({ status: 'cashed_out', cashedOut: quote.amount });
    expect(await cashOf(t, player)).toBe(before + liraToKurus(quote.amount!));
    await expectAppError(
      t.app.sportsBets.cashout(player, bet.bet.id, quote.amount!, 'en'),
      409,
      'e.sportsCashoutUnavailable',
    );
    // The match is won afterwards: the leg shows it, no more money moves.
    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([a!.eventId]));
    expect(await cashOf(t, player)).toBe(before + liraToKurus(quote.amount!));
    expect((await betsById(player)).get(bet.bet.id)!.legs[0]!.result).toBe('won');
    await expectBooksOk(t);
  });

  it('a partial cash-out pays part now and the bet runs on, on a smaller stake, to its settlement', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    const bet = await place(player, { legs: [a!], stake: 10 });
    const quote = await t.app.sportsBets.cashoutQuote(player, bet.bet.id);
    const value = liraToKurus(quote.amount!);
    const before = await cashOf(t, player);
    const half = Math.floor(value / 2);
    const done = await t.app.sportsBets.cashout(player, bet.bet.id, quote.amount!, 'en', half / 100);
    expect(done.paid).toBe(half / 100);
    // The stake taken off is rounded up: ceil(1000 × half / value).
    const left = 1000 - Math.ceil((1000 * half) / value);
    expect(done.bet).toMatchObject({
      status: 'open',
      stake: 10,
      openStake: left / 100,
      cashedOut: half / 100,
    });
    // More than the value now is refused.
    await expectAppError(
      t.app.sportsBets.cashout(player, bet.bet.id, quote.amount!, 'en', 1_000),
      409,
      'e.sportsCashoutChanged',
    );
    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([a!.eventId]));
    const win = linePayoutKurus(left, [{ odds: a!.odds, result: 'won' }]);
    expect(await cashOf(t, player)).toBe(before + half + win);
    expect((await betsById(player)).get(bet.bet.id)).toMatchObject({ status: 'won', payout: win / 100 });
    await expectBooksOk(t);
  });

  it('is refused while a leg’s market is suspended, and for another player’s bet', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    const bet = await place(player, { legs: [a!], stake: 10 });
    await feed.betStop(a!.eventId);
    expect(await t.app.sportsBets.cashoutQuote(player, bet.bet.id)).toMatchObject({
      available: false,
      reason: 'suspended',
    });
    await expectAppError(
      t.app.sportsBets.cashout(player, bet.bet.id, 5, 'en'),
      409,
      'e.sportsCashoutSuspended',
    );
    const other = await fundedPlayer(t, 0);
    await expectAppError(t.app.sportsBets.cashoutQuote(other, bet.bet.id), 404, 'e.sportsBetNotFound');
  });
});

describe('races', () => {
  it('a live bet racing a bet stop is never accepted: refused at placement or at the end of its delay', async () => {
    const player = await fundedPlayer(t, 100_000);
    const eventId = await feed.event({ live: true });
    const leg = await feed.selection(eventId, '1x2', '1');
    const [placed] = await Promise.all([
      place(player, { legs: [leg] }).then(
        (r) => r,
        (e: unknown) => e,
      ),
      feed.betStop(eventId),
    ]);
    if (placed instanceof AppError) expect(placed.messageRef.split(':')[0]).toBe('e.sportsBetMarketClosed');
    else {
      t.clock.advance(8_000);
      await feed.alive();
      const bet = (placed as PlaceBetData).bet;
      expect(['refused', 'skipped']).toContain(await t.app.sportsBets.decide(bet.id));
      expect((await betsById(player)).get(bet.id)!.status).toBe('refused');
    }
    expect(await cashOf(t, player)).toBe(100_000);
    await expectBooksOk(t);
  });

  it('a cash-out racing a settlement: exactly one of them pays', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    const bet = await place(player, { legs: [a!], stake: 10 });
    const quote = await t.app.sportsBets.cashoutQuote(player, bet.bet.id);
    const before = await cashOf(t, player);
    const marketIds = await marketsOf([a!.eventId]);
    const [cashed] = await Promise.all([
      t.app.sportsBets.cashout(player, bet.bet.id, quote.amount!, 'en').then(
        (r) => r,
        (e: unknown) => e,
      ),
      feed
        .settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }])
        .then(() => t.app.sportsBets.settleMarkets(marketIds)),
    ]);
    await t.app.sportsBets.settleMarkets(marketIds);
    const win = linePayoutKurus(1000, [{ odds: a!.odds, result: 'won' }]);
    const final = (await betsById(player)).get(bet.bet.id)!;
    if (cashed instanceof AppError) {
      expect(final.status).toBe('won');
      expect(await cashOf(t, player)).toBe(before + win);
    } else {
      expect(final.status).toBe('cashed_out');
      expect(await cashOf(t, player)).toBe(before + liraToKurus(quote.amount!));
    }
    await expectBooksOk(t);
  });
});

describe('over HTTP', () => {
  const nextIp = ipSequence(71);
  it('guests get 401; a player places, lists open and settled bets, and the books balance', async () => {
    const client = api(t.app);
    const [a] = await homeWins(1);
    const body = request({ legs: [{ selectionId: a!.selectionId, odds: a!.odds }], stake: 5 });
    expect((await client.post(SportsBetsPath.placeBet, body)).status).toBe(401);
    const player = await registerPlayer(client, nextIp());
    const session = await t.app.services.auth.authenticate(player.token);
    await fund(t, session!.playerId, 10_000);
    const placed = await client.post<PlaceBetData>(SportsBetsPath.placeBet, body, { token: player.token });
    expect(placed.status).toBe(200);
    expect(placed.body.data.bet.status).toBe('open');
    const invalid = await client.post(
      SportsBetsPath.placeBet,
      { ...body, requestId: 'x' },
      { token: player.token },
    );
    expect(invalid.status).toBe(400);
    const open = await client.post<MyBetsData>(
      SportsBetsPath.myBets,
      { status: 'open' },
      { token: player.token },
    );
    expect(open.body.data.bets.map((b) => b.id)).toEqual([placed.body.data.bet.id]);
    const settled = await client.post<MyBetsData>(
      SportsBetsPath.myBets,
      { status: 'settled' },
      { token: player.token },
    );
    expect(settled.body.data.total).toBe(0);

    // The operator lowers this player's max stakes to a thousandth: 50 lira.
    const factor = { playerId: session!.playerId, factor: 0.001 };
    expect((await client.post(OpsSportsPath.stakeFactor, factor, { token: player.token })).status).toBe(401);
    expect((await client.post(OpsSportsPath.stakeFactor, factor, { token: DEV_OPERATOR_TOKEN })).status).toBe(
      200,
    );
    const [b] = await homeWins(1);
    const big = await client.post(
      SportsBetsPath.placeBet,
      request({ legs: [{ selectionId: b!.selectionId, odds: b!.odds }], stake: 51 }),
      { token: player.token, locale: 'en' },
    );
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('maximum stake');
    await expectBooksOk(t);
  });
});

async function marketsOf(eventIds: string[]): Promise<string[]> {
  const rows = await t.db
    .selectFrom('sports_markets')
    .select('id')
    .where('event_id', 'in', eventIds)
    .execute();
  return rows.map((r) => r.id);
}

async function betsById(playerId: string) {
  const { bets } = await t.app.sportsBets.myBets(playerId, { skip: 0, take: 100 }, 'en');
  return new Map(bets.map((b) => [b.id, b]));
}
