import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACCARAT_GAME_CODE,
  BACCARAT_TABLE,
  BaccaratApiPath,
  type BaccaratBetResult,
  type BaccaratPlayerState,
  type BaccaratRound,
} from '@kasa/contract/baccarat';
import { baccaratCoup, type BaccaratHand } from '@kasa/contract/baccarat-rules';
import { RouletteApiPath, type LiveTableState } from '@kasa/contract/roulette';
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
import type { BaccaratService } from './baccarat.service.ts';

// Punto banco on the shared-round engine (docs/decisions/0311), with the test clock and the dealer stepped by hand
// (app.baccarat.tick()). To test each payout the round's committed seed is replaced, before the close, by one whose
// coup has the wanted result (found by dealing candidate seeds with the contract's own shuffle).

let t: TestApp;
let baccarat: BaccaratService;

beforeAll(async () => {
  t = await createTestApp();
  baccarat = t.app.baccarat;
});
afterAll(async () => t.close());

const cash = (playerId: string) => cashOf(t, playerId);
const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

async function latest() {
  return t.db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', BACCARAT_TABLE)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function openRound() {
  for (let guard = 0; guard < 20; guard++) {
    await baccarat.tick();
    const round = await latest().catch(() => null);
    if (round?.phase === 'betting' && t.clock.now() < round.closes_at) return round;
    if (round?.phase === 'betting') t.clock.set(round.closes_at);
    else if (round) t.clock.set(new Date(round.result_at.getTime() + baccarat.timings.pauseMs));
  }
  throw new Error('no open round');
}

async function closeRound(round: { closes_at: Date }) {
  t.clock.set(round.closes_at);
  return baccarat.tick();
}

/** Replaces the open round's seed with the first candidate whose coup satisfies `want`; returns that coup. */
async function rig(round: { id: string; seq: number }, want: (h: BaccaratHand) => boolean) {
  for (let i = 0; i < 2_000; i++) {
    const seed = createHash('sha256').update(`rig:${i}`).digest('hex');
    const hand = await baccaratCoup(hmac, seed, BACCARAT_TABLE, round.seq);
    if (!want(hand)) continue;
    await t.db
      .updateTable('table_rounds')
      .set({ server_seed: seed, seed_hash: createHash('sha256').update(seed).digest('hex') })
      .where('id', '=', round.id)
      .execute();
    return hand;
  }
  throw new Error('no seed found');
}

const bet = (
  playerId: string,
  roundId: string,
  stakes: { spot: string; amount: number }[],
  requestId = randomUUID(),
) => baccarat.placeBet(playerId, { roundId: Number(roundId), requestId, stakes } as never);

const tickets = (playerId: string) =>
  t.db.selectFrom('table_tickets').selectAll().where('player_id', '=', playerId).execute();

describe('baccarat: the betting window', () => {
  it('commits to the seed: hash published when betting opens, the coup dealt from the revealed seed', async () => {
    const round = await openRound();
    const snap = await baccarat.snapshot(BACCARAT_TABLE);
    expect(snap.round).toMatchObject({
      roundId: Number(round.id),
      phase: 'betting',
      serverSeed: null,
      outcome: null,
    });
    expect(await closeRound(round)).toEqual(['settled']);
    const settled = await baccarat.round(Number(round.id));
    expect(createHash('sha256').update(settled.serverSeed!).digest('hex')).toBe(snap.round?.seedHash);
    expect(settled.outcome).toEqual(
      await baccaratCoup(hmac, settled.serverSeed!, BACCARAT_TABLE, settled.seq),
    );
    const stats = (await baccarat.snapshot(BACCARAT_TABLE)).stats;
    expect(stats.history.at(-1)?.winner).toBe(settled.outcome?.winner);
  });

  it('refuses bets once the window closed by the clock or the round is settled, writing nothing', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    t.clock.set(round.closes_at);
    const before = await gameLedgerSize(t.db);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'banker', amount: 10 }]),
      409,
      'e.tableBettingClosed',
    );
    await closeRound(round);
    t.clock.set(new Date(round.closes_at.getTime() - 1_000));
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'banker', amount: 10 }]),
      409,
      'e.tableBettingClosed',
    );
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await tickets(playerId)).toEqual([]);
    expect(await cash(playerId)).toBe(10_000);
  });
});

describe('baccarat: payouts', () => {
  // Stakes: Player 10, Banker 10, Tie 2, Player Pair 1, Banker Pair 1 (lira) = ₺24 = 2 400 kuruş.
  const all = [
    { spot: 'player', amount: 10 },
    { spot: 'banker', amount: 10 },
    { spot: 'tie', amount: 2 },
    { spot: 'playerPair', amount: 1 },
    { spot: 'bankerPair', amount: 1 },
  ];
  const cases: [string, (h: BaccaratHand) => boolean, number][] = [
    // Player 1:1 → 2 000; the rest lose.
    ['player wins 1:1', (h) => h.winner === 'player' && !h.playerPair && !h.bankerPair, 2_000],
    // Banker 0.95:1 → 1 000 + 950.
    [
      'banker wins 0.95:1 (5 % commission)',
      (h) => h.winner === 'banker' && !h.playerPair && !h.bankerPair,
      1_950,
    ],
    // Tie 8:1 → 1 800, Player and Banker pushed → 1 000 + 1 000.
    [
      'a tie pays 8:1 and pushes Player and Banker',
      (h) => h.winner === 'tie' && !h.playerPair && !h.bankerPair,
      3_800,
    ],
    // Player pair 11:1 → 1 200, with the player's win 2 000.
    ['player pair pays 11:1', (h) => h.winner === 'player' && h.playerPair && !h.bankerPair, 3_200],
    ['banker pair pays 11:1', (h) => h.winner === 'banker' && h.bankerPair && !h.playerPair, 3_150],
  ];
  for (const [name, want, payout] of cases) {
    it(name, async () => {
      const playerId = await fundedPlayer(t, 100_000);
      const round = await openRound();
      await bet(playerId, round.id, all);
      expect(await cash(playerId)).toBe(100_000 - 2_400);
      const hand = await rig(round, want);
      await closeRound(round);
      const settled = await baccarat.round(Number(round.id));
      expect(settled.outcome).toEqual(hand);
      expect(await cashMovements(t.db, playerId)).toEqual([
        ['bet', -2_400],
        ['win', payout],
      ]);
      const recall = await t.app.gameWallet.round(playerId, 'kasa', `baccarat:${round.id}`);
      expect(recall.detail).toMatchObject({
        game: 'baccarat',
        winner: hand.winner,
        serverSeed: settled.serverSeed,
      });
      await expectBooksOk(t);
    });
  }

  it('settles a round once, even when closed twice at the same time and again later', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const round = await openRound();
    await bet(playerId, round.id, [{ spot: 'player', amount: 20 }]);
    await rig(round, (h) => h.winner === 'player');
    t.clock.set(round.closes_at);
    const [a, b] = await Promise.all([
      baccarat.engine.closeRound(round.id),
      baccarat.engine.closeRound(round.id),
    ]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    expect(await baccarat.engine.closeRound(round.id)).toBeNull();
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -2_000],
      ['win', 4_000],
    ]);
    expect((await tickets(playerId))[0]).toMatchObject({ status: 'settled', payout: '4000' });
    await expectBooksOk(t);
  });

  it('holds the table limits over the whole round and returns a repeated request’s ticket', async () => {
    const playerId = await fundedPlayer(t, 5_000_000);
    const round = await openRound();
    await expectAppError(bet(playerId, round.id, [{ spot: 'tie', amount: 2_501 }]), 400, 'e.baccaratSideMax');
    await bet(playerId, round.id, [{ spot: 'banker', amount: 15_000 }]);
    const before = await cash(playerId);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'banker', amount: 5_001 }]),
      400,
      'e.baccaratMainMax',
    );
    expect(await cash(playerId)).toBe(before);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'banker', amount: 0.5 }]),
      400,
      'e.baccaratChipMin',
    );
    const id = randomUUID();
    const first = await bet(playerId, round.id, [{ spot: 'player', amount: 5 }], id);
    const again = await bet(playerId, round.id, [{ spot: 'player', amount: 5 }], id);
    expect(again.ticket.ticketId).toBe(first.ticket.ticketId);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'player', amount: 6 }], id),
      409,
      'e.baccaratRequestReused',
    );
    expect(await cash(playerId)).toBe(before - 500);
    await closeRound(round);
    await expectBooksOk(t);
  });
});

describe('baccarat: HTTP', () => {
  const client = () => api(t.app);
  const session = async (playerId: string, code = BACCARAT_GAME_CODE) =>
    asGameSession(await openGameSession(t, playerId, code), 'en');

  it('shows the table, takes a bet with the baccarat session, refuses others, and lists the live tile', async () => {
    const playerId = await fundedPlayer(t, 50_000);
    const round = await openRound();
    const opts = await session(playerId);
    const state = await client().post<BaccaratPlayerState>(BaccaratApiPath.state, {}, opts);
    expect(state.body.data).toMatchObject({
      table: BACCARAT_TABLE,
      balance: 500,
      round: { roundId: Number(round.id) },
    });
    const placed = await client().post<BaccaratBetResult>(
      BaccaratApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), stakes: [{ spot: 'banker', amount: 12.5 }] },
      opts,
    );
    expect(placed.body.message).toBe('Your bet of ₺12,50 is placed.');
    expect(placed.body.data.balance).toBe(487.5);
    const tr = await client().post(
      BaccaratApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), stakes: [{ spot: 'tie', amount: 3_000 }] },
      { ...opts, locale: 'tr' },
    );
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe(
      'Beraberlik ve çift bahislerinin her birine en fazla ₺2.500,00 yatırılabilir.',
    );
    const unknown = await client().post(
      BaccaratApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), stakes: [{ spot: 'dragon', amount: 1 }] },
      opts,
    );
    expect(unknown.status).toBe(400);
    const wrong = await client().post(BaccaratApiPath.state, {}, await session(playerId, 'kasa-roulette'));
    expect(wrong.status).toBe(403);

    await closeRound(round);
    const rounds = await client().get<BaccaratRound[]>(`${BaccaratApiPath.rounds}?take=5`);
    expect(rounds.body.data[0]).toMatchObject({ roundId: Number(round.id), phase: 'settled' });
    const one = await client().get<BaccaratRound>(`${BaccaratApiPath.round}?id=${round.id}`);
    expect(one.body.data.outcome?.player.length).toBeGreaterThanOrEqual(2);
    const asRoulette = await client().get(`${RouletteApiPath.round}?id=${round.id}`);
    expect(asRoulette.status).toBe(404);
    const live = await client().get<LiveTableState[]>(RouletteApiPath.live);
    expect(live.body.data.map((s) => s.gameCode)).toContain(BACCARAT_GAME_CODE);
  });
});
