import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '@kasa/contract/enums';
import {
  SlotsPath,
  type SlotsFreeSpinData,
  type SlotsInitData,
  type SlotsSpinData,
} from '@kasa/contract/slots';
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
import { JACKPOT_DRAW_SPACE, JACKPOT_INSTANCES } from '../jackpot/jackpot.service.ts';
import { createSlotsService, type SlotsPlayer } from './slots.service.ts';
import { SULTANS_GOLD } from './slots.titles.ts';

let t: TestApp;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

/** A Turkish game session of the title (Sultan's Gold unless told) → its token. */
const session = (playerId: string, gameCode = SULTANS_GOLD.code) =>
  openGameSession(t, playerId, gameCode, { locale: 'tr' });

/** The player's ledger movements on cash but the deposits, oldest first: [kind, amount]. */
const cashMoves = (playerId: string) => cashMovements(t.db, playerId, 'all-but-deposits');

async function booksHold() {
  await expectBooksOk(t);
  expect((await t.app.jackpots.checkPools()).ok).toBe(true);
}

const cash = (playerId: string) => cashOf(t, playerId);
const jackpotAccount = async () => (await t.app.services.wallet.houseBalances()).jackpot;

/** Stops that show a scatter on reels 0-2 (3 chests: free spins) and anything on reels 3-4. */
function triggerStops(): number[] {
  return SULTANS_GOLD.strips.map((strip, r) => (r < 3 ? strip.indexOf('chest') : 0));
}

/**
 * An RNG for the service: the first spin's stops are `first`, every other number comes from a seeded generator, and
 * the jackpot draw answers `draw`.
 */
function rigged(first: number[] | null, draw: number): Rng {
  const queue = [...(first ?? [])];
  const rest = seededRng(99);
  return (max) => {
    if (max === JACKPOT_DRAW_SPACE) return draw;
    const next = queue.shift();
    return next ?? rest(max);
  };
}

function serviceWith(rng: Rng) {
  return createSlotsService({
    db: t.db,
    clock: t.clock,
    gameWallet: t.app.gameWallet,
    wallet: t.app.services.wallet,
    jackpots: t.app.jackpots,
    rng,
  });
}

const player = (playerId: string): SlotsPlayer => ({ playerId, gameCode: SULTANS_GOLD.code, locale: 'tr' });

describe('slots API', () => {
  it('init answers the title, its rules and the player balance; a missing session is 401', async () => {
    const playerId = await fundedPlayer(t, 5_000);
    const res = await client.post<SlotsInitData>(SlotsPath.init, {}, asGameSession(await session(playerId)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'kasa-slots-sultans-gold',
      name: "Sultan's Gold",
      rtp: 96.1,
      reels: 5,
      rows: 3,
      balance: 50,
      betLevels: [1, 2, 5, 10, 20, 50, 100],
      feature: null,
      lastSpin: null,
    });
    expect(res.body.data.lines).toHaveLength(20);
    expect(res.body.data.jackpots.map((j) => j.instanceName)).toEqual(JACKPOT_INSTANCES.map((i) => i.name));
    expect((await client.post(SlotsPath.init, {})).status).toBe(401);
    expect((await client.post(SlotsPath.init, {}, asGameSession('x'.repeat(43)))).status).toBe(401);
  });

  it('a session of another game is refused', async () => {
    const playerId = await fundedPlayer(t, 5_000);
    const res = await client.post(SlotsPath.init, {}, asGameSession(await session(playerId, 'kasa-dice')));
    expect(res.status).toBe(404);
  });

  it('a spin debits the bet and credits the round win exactly, records the round and feeds the jackpot', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const token = await session(playerId);
    const jackpotBefore = await jackpotAccount();
    const res = await client.post<SlotsSpinData>(SlotsPath.spin, { bet: 10 }, asGameSession(token));
    expect(res.status).toBe(200);
    const data = res.body.data;
    const roundWin = Math.round(data.roundWin * 100);
    expect(data.balance * 100).toBe(100_000 - 1_000 + roundWin);
    expect(await cash(playerId)).toBe(100_000 - 1_000 + roundWin);
    const moves = await cashMoves(playerId);
    expect(moves[0]).toEqual(['bet', -1_000]);
    expect(moves.slice(1).reduce((sum, [, a]) => sum + a, 0)).toBe(roundWin);
    // 1% of the bet went game → jackpot (unless this spin hit a level, which the CSPRNG almost never does).
    if (data.jackpot === null) expect(await jackpotAccount()).toBe(jackpotBefore + 10n);
    const round = await t.app.gameWallet.round(playerId, 'kasa', data.roundId);
    expect(round).toMatchObject({ stake: 10, status: 'settled', gameCode: SULTANS_GOLD.code });
    expect(round.detail).toMatchObject({ game: 'slots', bet: 10, base: { stops: data.spin.stops } });
    await booksHold();
  });

  it('a bet that is not one of the levels is refused in the request language', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const token = await session(playerId);
    const tr = await client.post(SlotsPath.spin, { bet: 3 }, asGameSession(token, 'tr'));
    expect(tr.status).toBe(400);
    expect(tr.body.message).toContain('1 ₺ ile 100 ₺');
    const en = await client.post(SlotsPath.spin, { bet: 1000 }, asGameSession(token, 'en'));
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('between ₺1 and ₺100');
  });

  it('insufficient funds: 400 and nothing changes — no movement, round, pool share', async () => {
    const playerId = await fundedPlayer(t, 50);
    const token = await session(playerId);
    const before = await gameLedgerSize(t.db);
    const jackpotBefore = await jackpotAccount();
    const pools = await t.app.jackpots.checkPools();
    const res = await client.post(SlotsPath.spin, { bet: 1 }, asGameSession(token, 'en'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your balance is not enough for this operation.');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await jackpotAccount()).toBe(jackpotBefore);
    expect(await t.app.jackpots.checkPools()).toEqual(pools);
    expect(await cash(playerId)).toBe(50);
    const rounds = await t.db
      .selectFrom('slot_rounds')
      .select('id')
      .where('player_id', '=', playerId)
      .execute();
    expect(rounds).toEqual([]);
  });
});

describe('free spins', () => {
  it('are decided and paid with the paid spin, shown one by one without any debit, and survive a reconnect', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const slots = serviceWith(rigged(triggerStops(), JACKPOT_DRAW_SPACE - 1));
    const spin = await slots.spin(player(playerId), 5);
    expect(spin.spin.scatter.count).toBeGreaterThanOrEqual(3);
    expect(spin.feature).toMatchObject({ total: expect.any(Number), shown: 0, multiplier: 2 });
    const total = spin.feature!.total;
    expect(total).toBeGreaterThanOrEqual(10);
    const paid = Math.round(spin.roundWin * 100);
    expect(await cash(playerId)).toBe(100_000 - 500 + paid);
    expect(await cashMoves(playerId)).toEqual(
      paid > 0
        ? [
            ['bet', -500],
            ['win', paid],
          ]
        : [['bet', -500]],
    );

    // A new paid spin waits until the feature has been shown.
    await expectAppError(slots.spin(player(playerId), 5), 409, 'e.slotsFeaturePending');

    // Show two, "disconnect", and find the feature where it was.
    const shown: SlotsFreeSpinData[] = [];
    shown.push(await slots.freeSpin(player(playerId), spin.roundId));
    shown.push(await slots.freeSpin(player(playerId), spin.roundId));
    const back = await slots.init(player(playerId));
    expect(back.feature).toMatchObject({ roundId: spin.roundId, total, shown: 2 });
    expect(back.lastSpin).toEqual(shown[1]!.spin);
    while (shown.length < total) shown.push(await slots.freeSpin(player(playerId), spin.roundId));
    expect(shown.at(-1)!.finished).toBe(true);
    expect(shown.map((s) => s.index)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(shown.every((s) => s.spin.multiplier === 2)).toBe(true);
    const featureWin = shown.reduce((sum, s) => sum + Math.round(s.spin.win * 100), 0);
    expect(Math.round(spin.spin.win * 100) + featureWin).toBe(paid);
    await expectAppError(slots.freeSpin(player(playerId), spin.roundId), 404, 'e.slotsFeatureUnknown');

    // Showing them moved no money: still one bet and one win.
    expect(await cash(playerId)).toBe(100_000 - 500 + paid);
    expect((await cashMoves(playerId)).length).toBe(paid > 0 ? 2 : 1);
    expect((await slots.init(player(playerId))).feature).toBeNull();
    await slots.spin(player(playerId), 1);
    await booksHold();
  });

  it('a player cannot reveal another player’s free spins', async () => {
    const owner = await fundedPlayer(t, 100_000);
    const other = await fundedPlayer(t, 100_000);
    const slots = serviceWith(rigged(triggerStops(), JACKPOT_DRAW_SPACE - 1));
    const spin = await slots.spin(player(owner), 1);
    await expectAppError(slots.freeSpin(player(other), spin.roundId), 404, 'e.slotsFeatureUnknown');
  });
});

describe('jackpot', () => {
  it('a hit pays the level through the ledger (jackpot → cash), restarts it from its seed and notifies', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const [clover] = JACKPOT_INSTANCES;
    const level = clover!.levels[0]!;
    // Feed the pools first so the level holds more than its seed.
    const feeder = await fundedPlayer(t, 1_000_000);
    const quiet = serviceWith(rigged(null, JACKPOT_DRAW_SPACE - 1));
    for (let i = 0; i < 5; i++) {
      await quiet.spin({ ...player(feeder) }, 100);
      const pending = await quiet.init(player(feeder));
      if (pending.feature) {
        for (let k = pending.feature.shown; k < pending.feature.total; k++) {
          await quiet.freeSpin(player(feeder), pending.feature.roundId);
        }
      }
    }
    const before = (await t.app.jackpots.tickers())[0]!.levels.find((l) => l.level === 1)!.value;
    expect(before).toBeGreaterThan(level.seed / 100);
    const jackpotBefore = await jackpotAccount();

    // Draw 0 lands in the first level's range (Clover Chance, Clubs).
    const lucky = serviceWith(rigged(null, 0));
    const spin = await lucky.spin(player(playerId), 1);
    expect(spin.jackpot).toMatchObject({ instanceName: 'Clover Chance', level: 1, levelName: 'Clubs' });
    const won = Math.round(spin.jackpot!.amount * 100);
    // The level's value plus this bet's share of it, whole kuruş.
    expect(won).toBe(Math.floor(before * 100 + 1 * 0.12));
    const moves = await cashMoves(playerId);
    expect(moves).toContainEqual(['jackpot_payout', won]);
    expect(await cash(playerId)).toBe(100_000 - 100 + Math.round(spin.roundWin * 100));
    expect(Math.round(spin.roundWin * 100)).toBe(
      won + moves.filter(([k]) => k === 'win').reduce((s, [, a]) => s + a, 0),
    );
    // The jackpot account paid it (and received this bet's 1 kuruş).
    expect(await jackpotAccount()).toBe(jackpotBefore + 1n - BigInt(won));
    const after = (await t.app.jackpots.tickers())[0]!.levels.find((l) => l.level === 1)!.value;
    expect(after).toBeGreaterThanOrEqual(level.seed / 100);
    expect(after).toBeLessThan(level.seed / 100 + 0.01);

    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('type', '=', NotificationType.Jackpot)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe('Jackpot kazandınız!');
    const cards = await t.app.jackpots.bootstrapCards();
    expect(cards.egtJackpotCards.map((c) => c.instanceName)).toEqual(['Clover Chance', 'High Cash']);
    expect(cards.egtJackpotCards.every((c) => c.levelStats.length === 4)).toBe(true);
    expect(cards.egtJackpotCards[0]!.levelStats[0]).toMatchObject({ winCount: 1, largestWin: won / 100 });
    expect(cards.jackpotCards[0]).toMatchObject({
      instanceName: 'Kasa Link',
      currentLevelI: expect.any(Number),
    });
    await booksHold();
  });

  it('GET casino/eqyptquest answers the quest jackpot with currentLevelI', async () => {
    const res = await client.get<{ instanceName: string; currentLevelI: number }>('casino/eqyptquest');
    expect(res.status).toBe(200);
    expect(res.body.data.instanceName).toBe('Egypt Quest');
    expect(res.body.data.currentLevelI).toBeGreaterThanOrEqual(2500);
    expect(res.body.data.currentLevelI).not.toBe(14000);
  });
});
