import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { CasinoCategoryId } from '@kasa/contract/casino';
import { FairPath, type FairRotateData, MINES_ABANDON_AFTER_MS, type MinesData } from '@kasa/contract/fair';
import {
  computeHiloCards,
  computeKenoDraw,
  computeLimbo,
  computePlinko,
  type HiloData,
  hiloPayout,
  hiloRank,
  hiloWinningRanks,
  InstantPath,
  type InstantStateData,
  KENO_TABLES,
  type KenoPlayData,
  type LimboPlayData,
  payoutOf,
  PLINKO_TABLES,
  type PlinkoDropData,
} from '@kasa/contract/instant';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signUp } from '../../payment/payment.test-support.ts';
import {
  asGameSession,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  gameLedgerSize,
  openGameSession,
} from '../../providers/game-wallet.test-support.ts';
import { nodeHmac } from './fair.service.ts';

// Plinko, Limbo, Keno and Hi-Lo through their endpoints (decision 0300): outcomes recomputed from the seeds, money
// through the game wallet and the ledger, bad input refused with nothing moved, Hi-Lo's cash-out and abandonment.

let t: TestApp;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

type Game = 'plinko' | 'limbo' | 'keno' | 'hilo' | 'mines' | 'dice';

async function player(cash = 100_000) {
  const playerId = await fundedPlayer(t, cash);
  const sessions = {} as Record<Game, string>;
  for (const game of ['plinko', 'limbo', 'keno', 'hilo', 'mines', 'dice'] as const) {
    sessions[game] = await openGameSession(t, playerId, `kasa-${game}`);
  }
  return { playerId, ...sessions };
}

const post = <T>(path: string, body: unknown, token: string, locale: 'tr' | 'en' = 'en') =>
  client.post<T>(path, body, asGameSession(token, locale));

/** The player's active pair with its secret server seed (tests only): what the next bet will use. */
async function nextSeeds(playerId: string) {
  const row = await t.db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
}

async function ready(p: { playerId: string; plinko: string }) {
  const res = await post<InstantStateData>(InstantPath.state, {}, p.plinko);
  expect(res.status).toBe(200);
  return nextSeeds(p.playerId);
}

describe('plinko', () => {
  it('drops the ball along the path of the seeds and pays the slot of the table, through the ledger', async () => {
    const p = await player();
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
    ] as const) {
      const seeds = await ready(p);
      const expected = await computePlinko(nodeHmac, seeds, rows);
      const multiplier = PLINKO_TABLES[rows]![risk][expected.slot]!;
      const before = await cashOf(t, p.playerId);
      const res = await post<PlinkoDropData>(InstantPath.plinkoDrop, { amount: 12.34, rows, risk }, p.plinko);
      expect(res.status).toBe(200);
      const { bet } = res.body.data;
      expect(bet).toMatchObject({
        game: 'plinko',
        rows,
        risk,
        path: expected.path,
        slot: expected.slot,
        multiplier: multiplier / 100,
        payout: payoutOf(1_234, multiplier) / 100,
        nonce: seeds.nonce,
        win: multiplier >= 100,
      });
      expect(res.body.message).toMatch(multiplier >= 100 ? /^You won ₺/ : /^Added to your balance: ₺/);
      expect(await cashOf(t, p.playerId)).toBe(before - 1_234 + payoutOf(1_234, multiplier));
      expect(Math.round(res.body.data.balance * 100)).toBe(await cashOf(t, p.playerId));
      const recall = await t.app.gameWallet.round(p.playerId, 'kasa', bet.roundId);
      expect(recall.detail).toMatchObject({
        game: 'plinko',
        rows,
        risk,
        slot: expected.slot,
        nonce: seeds.nonce,
      });
    }
    await expectBooksOk(t);
  });
});

describe('limbo', () => {
  it('wins at a target at or under the result (paying target × stake) and loses above it', async () => {
    const p = await player();
    let seeds = await ready(p);
    const result = await computeLimbo(nodeHmac, seeds);
    const winTarget = Math.max(101, Math.min(result, 100_000_000));
    const before = await cashOf(t, p.playerId);
    const won = await post<LimboPlayData>(
      InstantPath.limboPlay,
      { amount: 10, target: winTarget / 100 },
      p.limbo,
    );
    expect(won.status).toBe(200);
    const wins = result >= winTarget;
    expect(won.body.data.bet).toMatchObject({ result: result / 100, target: winTarget / 100, win: wins });
    expect(await cashOf(t, p.playerId)).toBe(before - 1_000 + (wins ? payoutOf(1_000, winTarget) : 0));

    seeds = await nextSeeds(p.playerId);
    const next = await computeLimbo(nodeHmac, seeds);
    const loseTarget = Math.max(101, Math.min(next + 1, 100_000_000));
    const mid = await cashOf(t, p.playerId);
    const lost = await post<LimboPlayData>(
      InstantPath.limboPlay,
      { amount: 10, target: loseTarget / 100 },
      p.limbo,
    );
    expect(lost.body.data.bet.result).toBe(next / 100);
    if (next < loseTarget) {
      expect(lost.body.data.bet).toMatchObject({ win: false, payout: 0 });
      expect(lost.body.message).toBe('You lost.');
      expect(await cashOf(t, p.playerId)).toBe(mid - 1_000);
    }
    await expectBooksOk(t);
  });
});

describe('keno', () => {
  it('draws 10 of 40 from the seeds and pays the paytable row of the hits', async () => {
    const p = await player();
    const seeds = await ready(p);
    const drawn = await computeKenoDraw(nodeHmac, seeds);
    // Five of the drawn numbers and two that are not: 5 hits out of 7 picks.
    const missing = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
    const picks = [...drawn.slice(0, 5), ...missing.slice(0, 2)];
    const multiplier = KENO_TABLES[7]!.medium[5]!;
    const before = await cashOf(t, p.playerId);
    const res = await post<KenoPlayData>(InstantPath.kenoPlay, { amount: 5, picks, risk: 'medium' }, p.keno);
    expect(res.status).toBe(200);
    expect(res.body.data.bet).toMatchObject({
      drawn,
      hits: 5,
      picks: [...picks].sort((a, b) => a - b),
      multiplier: multiplier / 100,
      payout: payoutOf(500, multiplier) / 100,
    });
    expect(await cashOf(t, p.playerId)).toBe(before - 500 + payoutOf(500, multiplier));
    await expectBooksOk(t);
  });
});

describe('bad input', () => {
  it('is refused with a localised message, no money moved and no nonce used', async () => {
    const p = await player(50_000);
    await ready(p);
    const size = await gameLedgerSize(t.db);
    const cash = await cashOf(t, p.playerId);
    const { nonce } = await nextSeeds(p.playerId);
    const cases: Array<[string, unknown, string, string]> = [
      [
        InstantPath.plinkoDrop,
        { amount: 1, rows: 20, risk: 'low' },
        p.plinko,
        'Sıra sayısı 8 ile 16 arasında olmalıdır.',
      ],
      [
        InstantPath.plinkoDrop,
        { amount: 1, rows: 8, risk: 'wild' },
        p.plinko,
        'Risk düzeyi düşük, orta veya yüksek olmalıdır.',
      ],
      [
        InstantPath.plinkoDrop,
        { amount: 0.5, rows: 8, risk: 'low' },
        p.plinko,
        'Bahis tutarı ₺1,00 ile ₺10.000,00 arasında olmalıdır.',
      ],
      [
        InstantPath.limboPlay,
        { amount: 1, target: 1 },
        p.limbo,
        'Hedef çarpan 1,01 ile 1.000.000 arasında, en fazla iki ondalıklı olmalıdır.',
      ],
      [
        InstantPath.kenoPlay,
        { amount: 1, picks: [3, 3], risk: 'low' },
        p.keno,
        '1 ile 40 arasından 1–10 farklı sayı seçin.',
      ],
      [
        InstantPath.hiloGuess,
        { roundId: 'x', guess: 'up' },
        p.hilo,
        'Tahmin yüksek, düşük, aynı veya geç olmalıdır.',
      ],
    ];
    for (const [path, body, token, message] of cases) {
      const res = await post(path, body, token, 'tr');
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // A stake over the balance: refused by the wallet, rolled back with its nonce.
    const broke = await post(InstantPath.limboPlay, { amount: 1_000, target: 2 }, p.limbo, 'tr');
    expect(broke.status).toBeGreaterThanOrEqual(400);
    expect(broke.status).toBeLessThan(500);
    // Another game's session.
    const wrong = await post(InstantPath.plinkoDrop, { amount: 1, rows: 8, risk: 'low' }, p.dice, 'en');
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('This game session is not valid for this game.');

    expect(await gameLedgerSize(t.db)).toEqual(size);
    expect(await cashOf(t, p.playerId)).toBe(cash);
    expect((await nextSeeds(p.playerId)).nonce).toBe(nonce);
  });
});

/** The right guess for `to` after `from` (same when equal). */
const rightGuess = (from: number, to: number) =>
  hiloRank(to) > hiloRank(from) ? 'higher' : hiloRank(to) < hiloRank(from) ? 'lower' : 'same';
/** A wrong guess that is allowed on `from`. */
function wrongGuess(from: number, to: number): 'higher' | 'lower' | 'same' {
  const a = hiloRank(from);
  const b = hiloRank(to);
  if (a === b) return a === 13 ? 'lower' : 'higher';
  return 'same';
}

describe('hi-lo', () => {
  it('deals the cards of the seeds; right guesses grow the multiplier and a cash-out pays it once', async () => {
    const p = await player();
    const seeds = await ready(p);
    const cards = await computeHiloCards(nodeHmac, seeds, 6);
    const before = await cashOf(t, p.playerId);
    const start = await post<HiloData>(InstantPath.hiloStart, { amount: 20 }, p.hilo);
    expect(start.status).toBe(200);
    const { round } = start.body.data;
    expect(round).toMatchObject({ status: 'open', startCard: cards[0], steps: [], multiplier: 1 });
    expect(await cashOf(t, p.playerId)).toBe(before - 2_000);

    // Cashing out before a right guess is refused; a skip moves to the next card without changing the multiplier.
    const early = await post(InstantPath.hiloCashout, { roundId: round.roundId }, p.hilo);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Make at least one right guess before cashing out.');
    const skipped = await post<HiloData>(
      InstantPath.hiloGuess,
      { roundId: round.roundId, guess: 'skip' },
      p.hilo,
    );
    expect(skipped.body.data.round.steps).toEqual([
      { guess: 'skip', card: cards[1], correct: true, multiplier: 1 },
    ]);

    const chances: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const guess = rightGuess(cards[i]!, cards[i + 1]!);
      const res = await post<HiloData>(InstantPath.hiloGuess, { roundId: round.roundId, guess }, p.hilo);
      expect(res.status).toBe(200);
      chances.push(hiloWinningRanks(hiloRank(cards[i]!), guess));
      expect(res.body.data.round.status).toBe('open');
      expect(res.body.data.round.payout).toBe(hiloPayout(2_000, chances) / 100);
    }
    // Rotation would reveal the next cards: refused while the round is open.
    const rotate = await post<FairRotateData>(FairPath.rotate, {}, p.hilo);
    expect(rotate.status).toBe(409);
    expect(rotate.body.message).toBe('You have an unfinished Hi-Lo round. Finish it first.');

    const paid = await post<HiloData>(InstantPath.hiloCashout, { roundId: round.roundId }, p.hilo);
    expect(paid.status).toBe(200);
    expect(paid.body.data.round).toMatchObject({ status: 'won', payout: hiloPayout(2_000, chances) / 100 });
    expect(await cashOf(t, p.playerId)).toBe(before - 2_000 + hiloPayout(2_000, chances));
    const again = await post(InstantPath.hiloCashout, { roundId: round.roundId }, p.hilo);
    expect(again.status).toBe(409);
    expect(await cashOf(t, p.playerId)).toBe(before - 2_000 + hiloPayout(2_000, chances));

    const recall = await t.app.gameWallet.round(p.playerId, 'kasa', round.roundId);
    expect(recall.detail).toMatchObject({ game: 'hilo', cards: cards.slice(0, 5), result: 'won' });
    // The state answers the round in the game's history; after rotation its seed reproduces every card.
    const state = await post<InstantStateData>(InstantPath.state, {}, p.hilo);
    expect(state.body.data.rounds[0]).toMatchObject({ roundId: round.roundId, status: 'won' });
    expect(state.body.data.openHilo).toBeNull();
    const rotated = await post<FairRotateData>(FairPath.rotate, {}, p.hilo);
    expect(rotated.status).toBe(200);
    expect(
      await computeHiloCards(nodeHmac, { ...seeds, serverSeed: rotated.body.data.revealed.serverSeed }, 5),
    ).toEqual(cards.slice(0, 5));
    await expectBooksOk(t);
  });

  it('a wrong guess loses the stake; a guess on a settled round is refused', async () => {
    const p = await player();
    const seeds = await ready(p);
    const cards = await computeHiloCards(nodeHmac, seeds, 2);
    const before = await cashOf(t, p.playerId);
    const start = await post<HiloData>(InstantPath.hiloStart, { amount: 3 }, p.hilo);
    const roundId = start.body.data.round.roundId;
    const guess = wrongGuess(cards[0]!, cards[1]!);
    const lost = await post<HiloData>(InstantPath.hiloGuess, { roundId, guess }, p.hilo, 'tr');
    expect(lost.status).toBe(200);
    expect(lost.body.data.round).toMatchObject({ status: 'lost', payout: 0, multiplier: 0 });
    expect(lost.body.message).toBe('Yanlış tahmin.');
    expect(await cashOf(t, p.playerId)).toBe(before - 300);
    const late = await post(InstantPath.hiloGuess, { roundId, guess: 'same' }, p.hilo);
    expect(late.status).toBe(409);
    await expectBooksOk(t);
  });

  it('an impossible guess is refused; one open round per game, Mines and Hi-Lo side by side', async () => {
    const p = await player();
    const start = await post<HiloData>(InstantPath.hiloStart, { amount: 1 }, p.hilo);
    const { round } = start.body.data;
    const rank = hiloRank(round.startCard);
    if (rank === 1 || rank === 13) {
      const impossible = rank === 1 ? 'lower' : 'higher';
      const res = await post(InstantPath.hiloGuess, { roundId: round.roundId, guess: impossible }, p.hilo);
      expect(res.status).toBe(400);
      expect(round.next?.[impossible]).toBeNull();
    } else {
      expect(round.next?.higher).toBeGreaterThan(1);
      expect(round.next?.lower).toBeGreaterThan(1);
    }
    expect(round.next?.same).toBeCloseTo(12.87, 2);
    const second = await post(InstantPath.hiloStart, { amount: 1 }, p.hilo);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have an unfinished Hi-Lo round. Finish it first.');
    const mines = await post<MinesData>(FairPath.minesStart, { amount: 1, mines: 3 }, p.mines);
    expect(mines.status).toBe(200);
    const state = await post<InstantStateData>(InstantPath.state, {}, p.hilo);
    expect(state.body.data.openHilo?.roundId).toBe(round.roundId);
    expect(state.body.data.openMines?.roundId).toBe(mines.body.data.round.roundId);
  });

  it('an abandoned round is settled by the mines sweep at its current multiplier (stake × 0.99 with no right guess)', async () => {
    const p = await player();
    const before = await cashOf(t, p.playerId);
    const untouched = await post<HiloData>(InstantPath.hiloStart, { amount: 10 }, p.hilo);
    expect(untouched.status).toBe(200);
    // Not yet stale: this round stays open.
    await t.app.fair.settleAbandoned(new Date(t.clock.now().getTime() + 60_000));
    expect((await post<InstantStateData>(InstantPath.state, {}, p.hilo)).body.data.openHilo?.roundId).toBe(
      untouched.body.data.round.roundId,
    );
    const later = new Date(t.clock.now().getTime() + MINES_ABANDON_AFTER_MS + 1_000);
    expect(await t.app.fair.settleAbandoned(later)).toBeGreaterThanOrEqual(1);
    const recall = await t.app.gameWallet.round(p.playerId, 'kasa', untouched.body.data.round.roundId);
    expect(recall.detail).toMatchObject({ result: 'won', autoSettled: true, payout: 9.9 });
    expect(await cashOf(t, p.playerId)).toBe(before - 1_000 + 990);

    // With one right guess: the multiplier after it.
    const seeds = await nextSeeds(p.playerId);
    const cards = await computeHiloCards(nodeHmac, seeds, 2);
    const start = await post<HiloData>(InstantPath.hiloStart, { amount: 10 }, p.hilo);
    const guess = rightGuess(cards[0]!, cards[1]!);
    await post(InstantPath.hiloGuess, { roundId: start.body.data.round.roundId, guess }, p.hilo);
    const mid = await cashOf(t, p.playerId);
    expect(
      await t.app.fair.settleAbandoned(new Date(t.clock.now().getTime() + MINES_ABANDON_AFTER_MS + 1_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await cashOf(t, p.playerId)).toBe(
      mid + hiloPayout(1_000, [hiloWinningRanks(hiloRank(cards[0]!), guess)]),
    );
    await expectBooksOk(t);
  });
});

describe('money', () => {
  it('two Hi-Lo cash-outs racing pay once', async () => {
    const p = await player();
    const seeds = await ready(p);
    const cards = await computeHiloCards(nodeHmac, seeds, 2);
    const start = await post<HiloData>(InstantPath.hiloStart, { amount: 10 }, p.hilo);
    const roundId = start.body.data.round.roundId;
    const guess = rightGuess(cards[0]!, cards[1]!);
    await post(InstantPath.hiloGuess, { roundId, guess }, p.hilo);
    const before = await cashOf(t, p.playerId);
    const [a, b] = await Promise.all([
      post(InstantPath.hiloCashout, { roundId }, p.hilo),
      post(InstantPath.hiloCashout, { roundId }, p.hilo),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const paid = hiloPayout(1_000, [hiloWinningRanks(hiloRank(cards[0]!), guess)]);
    expect(await cashOf(t, p.playerId)).toBe(before + paid);
    await expectBooksOk(t);
  });

  it('after random play of all four games: cash = deposit − stakes + payouts, nonces consecutive, books balance', async () => {
    const p = await player(200_000);
    await ready(p);
    let rng = 12345;
    const random = () => {
      rng = (rng * 1_103_515_245 + 12_345) % 2 ** 31;
      return rng / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let expected = 200_000;
    const nonces: number[] = [];
    for (let i = 0; i < 24; i++) {
      const stake = 100 + Math.floor(random() * 900);
      const amount = stake / 100;
      const game = pick(['plinko', 'limbo', 'keno', 'hilo'] as const);
      if (game === 'plinko') {
        const res = await post<PlinkoDropData>(
          InstantPath.plinkoDrop,
          { amount, rows: 8 + Math.floor(random() * 9), risk: pick(['low', 'medium', 'high'] as const) },
          p.plinko,
        );
        expected += Math.round(res.body.data.bet.payout * 100) - stake;
        nonces.push(res.body.data.bet.nonce);
      } else if (game === 'limbo') {
        const res = await post<LimboPlayData>(
          InstantPath.limboPlay,
          { amount, target: pick([1.01, 1.5, 2, 3.33, 10]) },
          p.limbo,
        );
        expected += Math.round(res.body.data.bet.payout * 100) - stake;
        nonces.push(res.body.data.bet.nonce);
      } else if (game === 'keno') {
        const count = 1 + Math.floor(random() * 10);
        const picks = [...new Set(Array.from({ length: 40 }, (_, n) => n + 1))]
          .sort(() => random() - 0.5)
          .slice(0, count);
        const res = await post<KenoPlayData>(
          InstantPath.kenoPlay,
          { amount, picks, risk: pick(['low', 'medium', 'high'] as const) },
          p.keno,
        );
        expected += Math.round(res.body.data.bet.payout * 100) - stake;
        nonces.push(res.body.data.bet.nonce);
      } else {
        const start = await post<HiloData>(InstantPath.hiloStart, { amount }, p.hilo);
        let round = start.body.data.round;
        nonces.push(round.nonce);
        expected -= stake;
        for (let step = 0; step < 3 && round.status === 'open'; step++) {
          const options = (['higher', 'lower', 'same'] as const).filter((g) => round.next?.[g] !== null);
          const res = await post<HiloData>(
            InstantPath.hiloGuess,
            { roundId: round.roundId, guess: pick(options) },
            p.hilo,
          );
          round = res.body.data.round;
        }
        if (round.status === 'open' && round.steps.some((s) => s.guess !== 'skip' && s.correct)) {
          const res = await post<HiloData>(InstantPath.hiloCashout, { roundId: round.roundId }, p.hilo);
          round = res.body.data.round;
        }
        if (round.status === 'open') {
          await t.app.fair.settleAbandoned(
            new Date(t.clock.now().getTime() + MINES_ABANDON_AFTER_MS + 1_000),
          );
          const state = await post<InstantStateData>(InstantPath.state, {}, p.hilo);
          round = state.body.data.rounds.find((r) => r.roundId === round.roundId) as typeof round;
        }
        expected += Math.round(round.payout * 100);
      }
      expect(await cashOf(t, p.playerId), `after bet ${i} (${game})`).toBe(expected);
    }
    expect(nonces).toEqual(nonces.map((_, i) => nonces[0]! + i));
    await expectBooksOk(t);
  });
});

describe('catalog', () => {
  it('lists the four games in the Games category with their artwork, and launches them', async () => {
    for (const code of ['kasa-plinko', 'kasa-limbo', 'kasa-hilo', 'kasa-keno']) {
      const game = t.app.casino.findGame(code);
      expect(game, code).toBeTruthy();
      expect(game?.rtp).toBe(99);
      const art = await t.app.inject({ method: 'GET', url: `/media/games/${code}.svg` });
      expect(art.statusCode).toBe(200);
      expect(art.body).toMatch(/^<svg /);
      expect(art.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    const members = await t.db
      .selectFrom('casino_category_games')
      .select('game_code')
      .where('category_id', '=', CasinoCategoryId.TableInstant)
      .execute();
    expect(members.map((m) => m.game_code)).toEqual(
      expect.arrayContaining(['kasa-plinko', 'kasa-limbo', 'kasa-hilo', 'kasa-keno']),
    );
    const { token } = await signUp(t, 'en');
    for (const code of ['kasa-plinko', 'kasa-hilo']) {
      const res = await client.post<string>(ApiPath.originalsLaunch, { code, isMobile: true }, { token });
      expect(res.status).toBe(200);
      expect(res.body.data.startsWith(`/originals/${code}?session=`)).toBe(true);
    }
  });
});
