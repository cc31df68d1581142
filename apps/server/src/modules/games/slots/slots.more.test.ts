import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotsPath, type SlotsInitData, type SlotsSpinData } from '@kasa/contract/slots';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asGameSession,
  cashMovements,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  gameLedgerSize,
  openGameSession,
} from '../../providers/game-wallet.test-support.ts';
import { expectAppError } from '../../wallet/wallet.test-support.ts';
import { seededRng, type Rng } from '../../../lib/rng.ts';
import { JACKPOT_DRAW_SPACE } from '../jackpot/jackpot.service.ts';
import { playRound } from './slots.engine.ts';
import { createSlotsService, type SlotsPlayer } from './slots.service.ts';
import { ANATOLIAN_SPICES, BOSPHORUS_NIGHTS, GOLD_RUSH, OLYMPOS_THUNDER } from './slots.titles-more.ts';

// The six titles of issue 11 §5 through the service and the API: the same wallet / ledger / jackpot path as the
// original slots, the buy feature's charge and its free spins, a hold-and-win round and a cluster cascade — books
// balanced after each.

let t: TestApp;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

const cashMoves = (playerId: string) => cashMovements(t.db, playerId, 'all-but-deposits');
const cash = (playerId: string) => cashOf(t, playerId);
const jackpotAccount = async () => (await t.app.services.wallet.houseBalances()).jackpot;

async function booksHold() {
  await expectBooksOk(t);
  expect((await t.app.jackpots.checkPools()).ok).toBe(true);
}

/** The first numbers are `first`, the rest from a seeded generator; the jackpot draw never hits. */
function rigged(first: number[]): Rng {
  const queue = [...first];
  const rest = seededRng(41);
  return (max) => {
    if (max === JACKPOT_DRAW_SPACE) return JACKPOT_DRAW_SPACE - 1;
    return queue.shift() ?? rest(max);
  };
}

const serviceWith = (rng: Rng) =>
  createSlotsService({
    db: t.db,
    clock: t.clock,
    gameWallet: t.app.gameWallet,
    wallet: t.app.services.wallet,
    jackpots: t.app.jackpots,
    rng,
  });

const as = (playerId: string, gameCode: string): SlotsPlayer => ({ playerId, gameCode, locale: 'en' });

describe('buy feature', () => {
  it('charges cost × bet once, feeds the jackpot 1% of it, pays the bought free spins with one win, and shows them', async () => {
    const playerId = await fundedPlayer(t, 200_000);
    const token = await openGameSession(t, playerId, OLYMPOS_THUNDER.code, { locale: 'en' });
    const init = await client.post<SlotsInitData>(SlotsPath.init, {}, asGameSession(token));
    expect(init.body.data).toMatchObject({ mechanic: 'lines', buy: { cost: 33, spins: 12 } });
    expect(init.body.data.buy!.rtp).toBeGreaterThanOrEqual(95);
    expect(init.body.data.buy!.rtp).toBeLessThanOrEqual(97);

    const jackpotBefore = await jackpotAccount();
    const res = await client.post<SlotsSpinData>(SlotsPath.buy, { bet: 10 }, asGameSession(token));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ bought: true, cost: 330, bet: 10, spin: { win: 0 } });
    expect(data.feature!.total).toBeGreaterThanOrEqual(12);
    const paid = Math.round(data.roundWin * 100);
    expect(await cash(playerId)).toBe(200_000 - 33_000 + paid);
    const moves = await cashMoves(playerId);
    expect(moves[0]).toEqual(['bet', -33_000]);
    expect(moves.slice(1).reduce((sum, [, a]) => sum + a, 0)).toBe(paid);
    if (data.jackpot === null) expect(await jackpotAccount()).toBe(jackpotBefore + 330n);
    const round = await t.app.gameWallet.round(playerId, 'kasa', data.roundId);
    expect(round).toMatchObject({ stake: 330, status: 'settled' });
    expect(round.detail).toMatchObject({ bought: true, cost: 330, bet: 10 });

    // The spins are shown one by one like triggered ones; no more money moves.
    let shown = 0;
    let won = 0;
    for (;;) {
      const next = await client.post<{ finished: boolean; spin: { win: number; multiplier: number } }>(
        SlotsPath.freeSpin,
        { roundId: data.roundId },
        asGameSession(token),
      );
      expect(next.status).toBe(200);
      expect(next.body.data.spin.multiplier).toBe(3);
      won += Math.round(next.body.data.spin.win * 100);
      shown++;
      if (next.body.data.finished) break;
    }
    expect(shown).toBe(data.feature!.total);
    expect(won).toBe(paid - Math.round((data.jackpot?.amount ?? 0) * 100));
    expect((await cashMoves(playerId)).length).toBe(moves.length);
    await booksHold();
  });

  it('a title without a buy feature refuses it (400) and nothing moves', async () => {
    const playerId = await fundedPlayer(t, 200_000);
    const token = await openGameSession(t, playerId, GOLD_RUSH.code, { locale: 'tr' });
    const before = await gameLedgerSize(t.db);
    const res = await client.post(SlotsPath.buy, { bet: 1 }, asGameSession(token, 'tr'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Bu oyunda bedava dönüş satın alınamaz.');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await cash(playerId)).toBe(200_000);
  });

  it('a buy the balance cannot cover is refused and changes nothing; a pending feature blocks another buy', async () => {
    // 20 ₺ covers a 1 ₺ spin but not the 33 ₺ buy.
    const poor = await fundedPlayer(t, 2_000);
    const slots = serviceWith(rigged([]));
    await expectAppError(slots.buy(as(poor, OLYMPOS_THUNDER.code), 1), 400, 'e.insufficientFunds');
    expect(await cash(poor)).toBe(2_000);
    const rich = await fundedPlayer(t, 100_000);
    await slots.buy(as(rich, OLYMPOS_THUNDER.code), 1);
    await expectAppError(slots.buy(as(rich, OLYMPOS_THUNDER.code), 1), 409, 'e.slotsFeaturePending');
    await booksHold();
  });
});

describe('hold-and-win through the ledger', () => {
  it('a base spin with six or more coins plays the respins and pays every coin with the spin', async () => {
    // A seed whose first round starts the feature (the service plays the round first, then draws the jackpot).
    let seed = 1;
    while (!playRound(GOLD_RUSH, 500, seededRng(seed)).base.holdAndWin) seed++;
    const source = seededRng(seed);
    const rng: Rng = (max) => (max === JACKPOT_DRAW_SPACE ? JACKPOT_DRAW_SPACE - 1 : source(max));
    const playerId = await fundedPlayer(t, 100_000);
    const slots = serviceWith(rng);
    const spin = await slots.spin(as(playerId, GOLD_RUSH.code), 5);
    expect(spin.spin.coins!.length).toBeGreaterThanOrEqual(6);
    const hw = spin.spin.holdAndWin!;
    expect(hw.respins.at(-1)!.left === 0 || hw.full).toBe(true);
    // Every respin that landed a coin reset the count to 3; the others counted down by one.
    hw.respins.forEach((r, i) => {
      const before = i === 0 ? 3 : hw.respins[i - 1]!.left;
      expect(r.left).toBe(r.landed.length > 0 ? 3 : before - 1);
    });
    const coinSum = hw.coins.reduce((sum, c) => sum + Math.round(c.value * 100), 0);
    expect(Math.round(hw.win * 100)).toBe(coinSum + Math.round(hw.grand * 100));
    const lineSum = spin.spin.lineWins.reduce((sum, w) => sum + Math.round(w.win * 100), 0);
    expect(Math.round(spin.roundWin * 100)).toBe(lineSum + Math.round(hw.win * 100));
    expect(await cash(playerId)).toBe(100_000 - 500 + Math.round(spin.roundWin * 100));
    expect(await cashMoves(playerId)).toEqual([
      ['bet', -500],
      ['win', Math.round(spin.roundWin * 100)],
    ]);
    expect(spin.feature).toBeNull();
    await booksHold();
  });
});

describe('cluster cascade and ways through the API', () => {
  it('Anatolian Spices: init answers the 7×7 cluster grid; a spin pays the whole cascade through the ledger', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const token = await openGameSession(t, playerId, ANATOLIAN_SPICES.code, { locale: 'en' });
    const init = await client.post<SlotsInitData>(SlotsPath.init, {}, asGameSession(token));
    expect(init.body.data).toMatchObject({
      mechanic: 'cluster',
      reels: 7,
      rows: 7,
      cluster: { min: 5 },
      rtp: 95.91,
      buy: null,
    });
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const res = await client.post<SlotsSpinData>(SlotsPath.spin, { bet: 2 }, asGameSession(token));
      expect(res.status).toBe(200);
      const steps = res.body.data.spin.cascades!;
      expect(steps[0]!.grid).toEqual(res.body.data.spin.grid);
      expect(steps.at(-1)!.clusters).toEqual([]);
      const stepSum = steps.reduce((sum, s) => sum + Math.round(s.win * 100), 0);
      expect(Math.round(res.body.data.spin.win * 100)).toBe(stepSum);
      steps.forEach((s, k) => expect(s.multiplier).toBe(Math.min(k + 1, 10)));
      total += Math.round(res.body.data.roundWin * 100);
    }
    expect(await cash(playerId)).toBe(100_000 - 5 * 200 + total);
    await booksHold();
  });

  it('Bosphorus Nights: a spin answers ways wins and the grid; init says 243 ways', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const token = await openGameSession(t, playerId, BOSPHORUS_NIGHTS.code, { locale: 'en' });
    const init = await client.post<SlotsInitData>(SlotsPath.init, {}, asGameSession(token));
    expect(init.body.data).toMatchObject({ mechanic: 'ways', ways: 243, payUnit: 50, lines: [] });
    const res = await client.post<SlotsSpinData>(SlotsPath.spin, { bet: 1 }, asGameSession(token));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.spin.ways)).toBe(true);
    expect(res.body.data.spin.lineWins).toEqual([]);
    await booksHold();
  });
});
