import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  comboBoostKurus,
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
import { signInOperator } from '../ops/ops.test-support.ts';
import { AppError } from '../../lib/app-error.ts';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { cashOf, expectBooksOk, fund, fundedPlayer } from '../providers/game-wallet.test-support.ts';
import { testFeed, type TestFeed } from '../sports/sports.test-support.ts';
import { randomPhone } from '../../test/fixtures.ts';
import { meetsSportsRule } from '../bonus/bonus.service.ts';
import { createSportsBetsService } from './sports-bets.service.ts';
import { SETTLE_CHUNK, wageringLegs } from './sports-bets.settlement.ts';
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
      bonus: t.app.services.bonus,
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

describe('batch settlement (docs/decisions/0250)', () => {
  it('600 winners settle in chunks of 250: a crash in the second chunk leaves the first paid and the rest untouched, a rerun pays the rest, each exactly once', async () => {
    const BETS = 600;
    const PLAYERS = 30;
    const players: string[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(t, 100_000));
    const [a] = await homeWins(1);
    const placed: { id: string; playerId: string }[] = [];
    for (let i = 0; i < BETS; i++) {
      const playerId = players[i % PLAYERS]!;
      const { bet } = await place(playerId, { legs: [a!], stake: 1 });
      placed.push({ id: bet.id, playerId });
    }
    placed.sort((x, y) => Number(BigInt(x.id) - BigInt(y.id)));
    const cashBefore = new Map<string, number>();
    for (const p of players) cashBefore.set(p, await cashOf(t, p));
    const pay = linePayoutKurus(100, [{ odds: a!.odds, result: 'won' }]);
    const paidKeys = async () => {
      const rows = await t.db
        .selectFrom('ledger_transactions')
        .select('idempotency_key')
        .where(
          'idempotency_key',
          'in',
          placed.map((b) => `game:sports:win:${b.id}:1`),
        )
        .execute();
      return rows.map((r) => r.idempotency_key!);
    };
    const retries = async () =>
      (await t.app.jobs.counts())
        .filter((c) => c.queue === 'sports-bets-settle' && c.state === 'retry')
        .reduce((n, c) => n + c.count, 0);

    // The crash: every win after the first chunk's and ten of the second's throws, as a dead database would. The
    // feed's settlement job is the one that crashes (the same service and wallet the test calls).
    const retriesBefore = await retries();
    const win = t.app.gameWallet.win;
    let calls = 0;
    const spy = vi.spyOn(t.app.gameWallet, 'win').mockImplementation((input, tx) => {
      if (++calls > SETTLE_CHUNK + 10) return Promise.reject(new Error('connection lost'));
      return win(input, tx);
    });
    try {
      await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
      for (let i = 0; i < 300 && (await retries()) === retriesBefore; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await retries()).toBeGreaterThan(retriesBefore);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBeGreaterThan(SETTLE_CHUNK + 10);
    // The first chunk committed whole; the second (its ten wins rolled back) and the third did not start.
    const first = new Set(placed.slice(0, SETTLE_CHUNK).map((b) => `game:sports:win:${b.id}:1`));
    const afterCrash = await paidKeys();
    expect(afterCrash.length).toBe(SETTLE_CHUNK);
    expect(afterCrash.every((k) => first.has(k))).toBe(true);
    const statuses = await t.db
      .selectFrom('sports_bets')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        placed.map((b) => b.id),
      )
      .orderBy('id')
      .execute();
    expect(statuses.slice(0, SETTLE_CHUNK).every((b) => b.status === 'settled')).toBe(true);
    expect(statuses.slice(SETTLE_CHUNK).every((b) => b.status === 'open')).toBe(true);
    const legs = await t.db
      .selectFrom('sports_bet_legs')
      .select('result')
      .where(
        'bet_id',
        'in',
        placed.slice(SETTLE_CHUNK).map((b) => b.id),
      )
      .execute();
    expect(legs.every((l) => l.result === null)).toBe(true);
    await expectBooksOk(t);

    // The rerun settles the rest; every winner is paid exactly once, and a second run pays nothing more.
    const markets = await marketsOf([a!.eventId]);
    expect(await t.app.sportsBets.settleMarkets(markets)).toBe(BETS - SETTLE_CHUNK);
    const paid = await paidKeys();
    expect(paid.length).toBe(BETS);
    expect(new Set(paid).size).toBe(BETS);
    for (const p of players) expect(await cashOf(t, p)).toBe(cashBefore.get(p)! + (BETS / PLAYERS) * pay);
    expect(await t.app.sportsBets.settleMarkets(markets)).toBe(0);
    expect((await paidKeys()).length).toBe(BETS);
    for (const p of players) expect(await cashOf(t, p)).toBe(cashBefore.get(p)! + (BETS / PLAYERS) * pay);
    const rounds = await t.db
      .selectFrom('game_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('provider', '=', 'sports')
      .where('kind', '=', 'win')
      .where(
        'round_id',
        'in',
        placed.map((b) => b.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(rounds.n)).toBe(BETS);
    await expectBooksOk(t);
  }, 240_000);
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

describe('the combo boost promotion (docs/decisions/0240)', () => {
  it('a winning combo of four pays its boost as a ledger line of its own (game:sports:boost:<bet>:1), on top of the win, once', async () => {
    const player = await fundedPlayer(t, 100_000);
    const legs = await homeWins(4);
    const placed = await place(player, { type: 'combo', legs, stake: 10 });
    expect(placed.bet.boostPercent).toBe(5);
    const afterStake = await cashOf(t, player);
    for (const l of legs)
      await feed.settle(l.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    const markets = await marketsOf(legs.map((l) => l.eventId));
    await t.app.sportsBets.settleMarkets(markets);
    await t.app.sportsBets.settleMarkets(markets);

    const win = linePayoutKurus(
      1000,
      legs.map((l) => ({ odds: l.odds, result: 'won' as const })),
    );
    const boost = comboBoostKurus(
      1000,
      win,
      legs.map((l) => ({ odds: l.odds, result: 'won' as const })),
    );
    expect(boost).toBe(Math.floor(((win - 1000) * 5) / 100));
    expect(await cashOf(t, player)).toBe(afterStake + win + boost);
    const line = await t.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'kind'])
      .where('idempotency_key', 'in', [
        `game:sports:win:${placed.bet.id}:1`,
        `game:sports:boost:${placed.bet.id}:1`,
      ])
      .orderBy('idempotency_key')
      .execute();
    expect(line.map((l) => l.idempotency_key)).toEqual([
      `game:sports:boost:${placed.bet.id}:1`,
      `game:sports:win:${placed.bet.id}:1`,
    ]);
    expect((await betsById(player)).get(placed.bet.id)).toMatchObject({
      status: 'won',
      payout: (win + boost) / 100,
      boost: boost / 100,
    });
    await expectBooksOk(t);
  });
});

describe('bonus wagering (docs/decisions/0240)', () => {
  /** A funded player holding the trial bonus (₺100, wagering ₺1.000); its progress in lira. */
  async function playerWithBonus() {
    const player = await fundedPlayer(t, 100_000);
    await t.app.services.players.setVerifiedPhone(player, randomPhone());
    await t.app.services.bonus.claimTrial(player, `fp-${player}`, 'en');
    return player;
  }
  const progressOf = async (player: string) =>
    (await t.app.services.bonus.list(player, 'en')).map((b) => b.wageringProgress);
  /** A pre-match event whose home win is priced about 1.2 (under the bonus's 1.50). */
  async function shortPrice() {
    const eventId = await feed.event({ markets: [{ key: '1x2', probs: { '1': 0.8, x: 0.1, '2': 0.1 } }] });
    return { eventId, ...(await feed.selection(eventId, '1x2', '1')) };
  }

  it('a bet counts its stake when settled, not when placed; a combo counts, a leg under 1.50 keeps a bet out, a void leg is left out', async () => {
    const player = await playerWithBonus();
    const [a, b, c] = await homeWins(3);
    const low = await shortPrice();
    expect(a!.odds).toBeGreaterThanOrEqual(1.5);
    expect(low.odds).toBeLessThan(1.5);
    await place(player, { legs: [a!], stake: 10 }); // won: counts
    await place(player, { type: 'combo', legs: [a!, b!], stake: 10 }); // lost: counts
    await place(player, { type: 'combo', legs: [a!, c!], stake: 10 }); // c void, a won: counts on a alone
    await place(player, { type: 'combo', legs: [a!, low], stake: 10 }); // a leg at 1.2: does not count
    await place(player, { legs: [low], stake: 10 }); // does not count
    expect(await progressOf(player)).toEqual([0]);

    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await feed.settle(b!.eventId, [{ key: '1x2', results: { '1': 'lost', x: 'won', '2': 'lost' } }]);
    await feed.cancel(c!.eventId, [{ key: '1x2' }]);
    await feed.settle(low.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    const markets = await marketsOf([a!.eventId, b!.eventId, c!.eventId, low.eventId]);
    await t.app.sportsBets.settleMarkets(markets);
    expect(await progressOf(player)).toEqual([30]);
    // A job delivered twice, and a rollback with the result given again, count nothing more.
    await t.app.sportsBets.settleMarkets(markets);
    await feed.rollback(a!.eventId, [{ key: '1x2' }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([a!.eventId]));
    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([a!.eventId]));
    expect(await progressOf(player)).toEqual([30]);
    await expectBooksOk(t);
  });

  it('cashed-out bets (whole or in part), a live bet refused after its delay and a void bet never count', async () => {
    const player = await playerWithBonus();
    const [a, b, d] = await homeWins(3);
    const whole = await place(player, { legs: [a!], stake: 10 });
    const part = await place(player, { legs: [b!], stake: 10 });
    await place(player, { legs: [d!], stake: 10 });
    const wholeQuote = await t.app.sportsBets.cashoutQuote(player, whole.bet.id);
    await t.app.sportsBets.cashout(player, whole.bet.id, wholeQuote.amount!, 'en');
    const partQuote = await t.app.sportsBets.cashoutQuote(player, part.bet.id);
    await t.app.sportsBets.cashout(player, part.bet.id, partQuote.amount!, 'en', partQuote.amount! / 2);
    const liveEvent = await feed.event({ live: true });
    const liveLeg = await feed.selection(liveEvent, '1x2', '1');
    const live = await place(player, { legs: [liveLeg], stake: 10 });
    await feed.betStop(liveEvent);
    t.clock.advance(8_000);
    await feed.alive();
    expect(await t.app.sportsBets.decide(live.bet.id)).toBe('refused');

    await feed.settle(a!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await feed.settle(b!.eventId, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
    await feed.cancel(d!.eventId, [{ key: '1x2' }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([a!.eventId, b!.eventId, d!.eventId]));
    const bets = await betsById(player);
    expect(bets.get(part.bet.id)).toMatchObject({ status: 'won' });
    expect(await progressOf(player)).toEqual([0]);
    await expectBooksOk(t);
  });

  it('the rule is the bonus’s: every counting leg at its smallest price or more; a bonus without a sports rule takes none', () => {
    expect(meetsSportsRule({ sports_min_odds: 150 }, [150, 320])).toBe(true);
    expect(meetsSportsRule({ sports_min_odds: 150 }, [149, 320])).toBe(false);
    expect(meetsSportsRule({ sports_min_odds: null }, [500])).toBe(false);
    expect(meetsSportsRule({ sports_min_odds: 150 }, [])).toBe(false);
    const open = { cashed_out: null, status: 'open' as const };
    expect(
      wageringLegs(open, 'won', [
        { odds: 190, result: 'won' },
        { odds: 120, result: 'void' },
      ]),
    ).toEqual([190]);
    expect(wageringLegs(open, 'void', [{ odds: 190, result: 'void' }])).toBeNull();
    expect(
      wageringLegs({ cashed_out: '500', status: 'open' }, 'won', [{ odds: 190, result: 'won' }]),
    ).toBeNull();
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

describe('my bets', () => {
  it('the tabs: open lists pending and open, cashout leaves out a combo with a lost leg, settled the rest; each open bet of the page comes with its cash-out quote', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a, b, c] = await homeWins(3);
    const single = await place(player, { legs: [a!], stake: 10 });
    const combo = await place(player, { type: 'combo', legs: [b!, c!], stake: 10 });
    const lost = await place(player, { legs: [c!], stake: 10 });
    // b loses: the combo stays open (c is to play) but can no longer be cashed out; c is settled below.
    await feed.settle(b!.eventId, [{ key: '1x2', results: { '1': 'lost', x: 'won', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([b!.eventId]));
    const liveEvent = await feed.event({ live: true });
    const pending = await place(player, { legs: [await feed.selection(liveEvent, '1x2', '1')] });
    await feed.betStop(a!.eventId);

    const ids = async (status?: 'open' | 'cashout' | 'settled') =>
      (
        await t.app.sportsBets.myBets(player, { ...(status ? { status } : {}), skip: 0, take: 20 }, 'en')
      ).bets.map((x) => x.id);
    expect(await ids('open')).toEqual([pending.bet.id, lost.bet.id, combo.bet.id, single.bet.id]);
    expect(await ids('cashout')).toEqual([lost.bet.id, single.bet.id]);
    expect(await ids('settled')).toEqual([]);
    await feed.settle(c!.eventId, [{ key: '1x2', results: { '1': 'lost', x: 'won', '2': 'lost' } }]);
    await t.app.sportsBets.settleMarkets(await marketsOf([c!.eventId]));
    expect(await ids('settled')).toEqual([lost.bet.id, combo.bet.id]);
    expect(await ids('cashout')).toEqual([single.bet.id]);

    // Quotes: one per open bet of the page (not the pending one), a's market suspended.
    const open = await t.app.sportsBets.myBets(player, { status: 'open', skip: 0, take: 20 }, 'en');
    expect(open.quotes).toEqual([
      { betId: single.bet.id, available: false, reason: 'suspended', amount: null },
    ]);
    // The matches of the open legs, as they stand: the one in play live with its score.
    expect(new Map(open.events.map((e) => [e.id, e.live]))).toEqual(
      new Map([
        [liveEvent, true],
        [a!.eventId, false],
      ]),
    );
    expect(open.events.find((e) => e.id === liveEvent)!.score).not.toBeNull();
    await feed.prices(a!.eventId, [{ key: '1x2', probs: { '1': 0.5, x: 0.25, '2': 0.25 } }]);
    const again = await t.app.sportsBets.myBets(player, { status: 'cashout', skip: 0, take: 20 }, 'en');
    const quote = await t.app.sportsBets.cashoutQuote(player, single.bet.id);
    expect(quote.available).toBe(true);
    expect(again.quotes).toEqual([quote]);
  });

  it('filters by the time placed ([from, to)) and pages newest first with the total', async () => {
    const player = await fundedPlayer(t, 100_000);
    const [a] = await homeWins(1);
    const first = await place(player, { legs: [a!] });
    t.clock.advance(3_600_000);
    await feed.alive();
    const middle = t.clock.now().toISOString();
    const [b] = await homeWins(1);
    const second = await place(player, { legs: [b!] });
    const third = await place(player, { legs: [b!] });
    const list = (input: { from?: string; to?: string; skip?: number; take?: number }) =>
      t.app.sportsBets.myBets(player, { skip: 0, take: 20, ...input }, 'en');
    expect((await list({ from: middle })).bets.map((b) => b.id)).toEqual([third.bet.id, second.bet.id]);
    expect((await list({ to: middle })).bets.map((b) => b.id)).toEqual([first.bet.id]);
    const page = await list({ skip: 1, take: 1 });
    expect(page.total).toBe(3);
    expect(page.bets.map((b) => b.id)).toEqual([second.bet.id]);
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
    // A date range the wrong way round, or an unknown tab, is a clear 400.
    const backwards = await client.post(
      SportsBetsPath.myBets,
      { from: '2026-11-29T00:00:00Z', to: '2026-11-28T00:00:00Z' },
      { token: player.token },
    );
    expect(backwards.status).toBe(400);
    expect(
      (await client.post(SportsBetsPath.myBets, { status: 'lost' }, { token: player.token })).status,
    ).toBe(400);

    // The operator lowers this player's max stakes to a thousandth: 50 lira.
    const factor = { playerId: session!.playerId, factor: 0.001 };
    expect((await client.post(OpsSportsPath.stakeFactor, factor, { token: player.token })).status).toBe(401);
    const trader = await signInOperator(t.app, ['trader']);
    expect((await client.post(OpsSportsPath.stakeFactor, factor, { token: trader.token })).status).toBe(200);
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
