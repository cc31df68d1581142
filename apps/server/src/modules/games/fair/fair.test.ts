import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeDiceRoll,
  computeMinesLayout,
  type DiceRollData,
  dicePayout,
  diceWinOutcomes,
  type FairClientSeedData,
  FairPath,
  type FairRotateData,
  type FairStateData,
  MINES_ABANDON_AFTER_MS,
  MINES_TILES,
  type MinesData,
  minesPayout,
} from '@kasa/contract/fair';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asGameSession,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  gameLedgerSize,
  openGameSession,
} from '../../providers/game-wallet.test-support.ts';
import { nodeHmac } from './fair.service.ts';

let t: TestApp;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

interface Player {
  playerId: string;
  dice: string;
  mines: string;
}

/** A player with `cash` kuruş and a game session for each game (what casino/originalslaunchurl hands the frame). */
async function player(cash = 100_000): Promise<Player> {
  const playerId = await fundedPlayer(t, cash);
  return {
    playerId,
    dice: await openGameSession(t, playerId, 'kasa-dice'),
    mines: await openGameSession(t, playerId, 'kasa-mines'),
  };
}

const post = <T>(path: string, body: unknown, token: string, locale: 'tr' | 'en' = 'en') =>
  client.post<T>(path, body, asGameSession(token, locale));

const cash = (playerId: string) => cashOf(t, playerId);
const booksOk = () => expectBooksOk(t);

/** The secret server seed of the player's active pair, read straight from the table (tests only). */
async function secretSeed(
  playerId: string,
): Promise<{ serverSeed: string; clientSeed: string; nonce: number }> {
  const row = await t.db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
}

async function state(p: Player): Promise<FairStateData> {
  const res = await post<FairStateData>(FairPath.state, {}, p.dice);
  expect(res.status).toBe(200);
  return res.body.data;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('seeds', () => {
  it('commits a hash before play, counts nonces per bet, and rotation reveals the seed behind the shown hash', async () => {
    const p = await player();
    const first = await state(p);
    expect(first.seed.nonce).toBe(0);
    expect(first.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.previousSeeds).toEqual([]);

    const rolls: DiceRollData[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post<DiceRollData>(
        FairPath.diceRoll,
        { amount: 1, target: 50, direction: 'under' },
        p.dice,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.bet.nonce).toBe(i);
      expect(res.body.data.bet.serverSeedHash).toBe(first.seed.serverSeedHash);
      rolls.push(res.body.data);
    }
    expect(rolls[2]!.seed.nonce).toBe(3);

    const rotated = await post<FairRotateData>(FairPath.rotate, {}, p.dice);
    expect(rotated.status).toBe(200);
    expect(rotated.body.message).toBe('Server seed rotated. The previous seed is revealed.');
    const { revealed, seed } = rotated.body.data;
    expect(sha256(revealed.serverSeed)).toBe(first.seed.serverSeedHash);
    expect(revealed).toMatchObject({
      serverSeedHash: first.seed.serverSeedHash,
      clientSeed: first.seed.clientSeed,
      bets: 3,
    });
    expect(seed.nonce).toBe(0);
    expect(seed.serverSeedHash).not.toBe(first.seed.serverSeedHash);
    expect(seed.clientSeed).toBe(first.seed.clientSeed);

    // Every roll reproduces from the revealed seed.
    for (const { bet } of rolls) {
      const roll = await computeDiceRoll(nodeHmac, {
        serverSeed: revealed.serverSeed,
        clientSeed: bet.clientSeed,
        nonce: bet.nonce,
      });
      expect(roll / 100).toBe(bet.roll);
    }
    // The recall of each round now carries the server seed too.
    const recall = await t.app.gameWallet.round(p.playerId, 'kasa', rolls[0]!.bet.roundId);
    expect(recall.detail).toMatchObject({
      game: 'dice',
      serverSeed: revealed.serverSeed,
      serverSeedHash: first.seed.serverSeedHash,
      nonce: 0,
      roll: rolls[0]!.bet.roll,
    });
    const after = await state(p);
    expect(after.previousSeeds).toEqual([revealed]);
    expect(after.seed).toEqual(seed);
  });

  it('a rotation can set a new client seed; a client seed change keeps the server seed and the nonce', async () => {
    const p = await player();
    const before = await state(p);
    await post(FairPath.diceRoll, { amount: 1, target: 50, direction: 'over' }, p.dice);
    const changed = await post<FairClientSeedData>(
      FairPath.clientSeed,
      { clientSeed: 'my-lucky_seed' },
      p.mines,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Client seed updated.');
    expect(changed.body.data.seed).toEqual({
      serverSeedHash: before.seed.serverSeedHash,
      clientSeed: 'my-lucky_seed',
      nonce: 1,
    });
    const roll = await post<DiceRollData>(
      FairPath.diceRoll,
      { amount: 1, target: 50, direction: 'over' },
      p.dice,
    );
    expect(roll.body.data.bet).toMatchObject({ clientSeed: 'my-lucky_seed', nonce: 1 });

    const rotated = await post<FairRotateData>(FairPath.rotate, { clientSeed: 'fresh' }, p.dice);
    expect(rotated.body.data.seed).toMatchObject({ clientSeed: 'fresh', nonce: 0 });
    expect(rotated.body.data.revealed.bets).toBe(2);

    const bad = await post(FairPath.clientSeed, { clientSeed: 'has space' }, p.dice, 'tr');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'İstemci tohumu 1–64 karakter olmalı; yalnızca harf, rakam, - ve _ kullanılabilir.',
    );
  });
});

describe('dice', () => {
  it('a win pays floor(stake × 99 / chance) and a loss pays nothing, each settled and recorded in one go', async () => {
    const p = await player(100_000);
    await state(p);
    const { serverSeed, clientSeed } = await secretSeed(p.playerId);
    const roll = await computeDiceRoll(nodeHmac, { serverSeed, clientSeed, nonce: 0 });
    // A target the known roll beats, and (next nonce) one it misses.
    const winTarget = Math.min(Math.max(roll + 1, 100), 9800); // under: wins when roll < target
    const win = await post<DiceRollData>(
      FairPath.diceRoll,
      { amount: 12.34, target: winTarget / 100, direction: 'under' },
      p.dice,
    );
    expect(win.status).toBe(200);
    const expectedPayout = dicePayout(1_234, diceWinOutcomes(winTarget, 'under'));
    expect(win.body.data.bet).toMatchObject({ roll: roll / 100, win: roll < winTarget, amount: 12.34 });
    if (roll < winTarget) {
      expect(win.body.data.bet.payout).toBe(expectedPayout / 100);
      expect(win.body.message).toMatch(/^You won ₺/);
    }
    expect(await cash(p.playerId)).toBe(100_000 - 1_234 + (roll < winTarget ? expectedPayout : 0));

    const roll1 = await computeDiceRoll(nodeHmac, { serverSeed, clientSeed, nonce: 1 });
    const loseTarget = Math.min(Math.max(roll1, 100), 9800); // under: loses when roll >= target
    const before = await cash(p.playerId);
    const lose = await post<DiceRollData>(
      FairPath.diceRoll,
      { amount: 5, target: loseTarget / 100, direction: 'under' },
      p.dice,
    );
    const lost = roll1 >= loseTarget;
    expect(lose.body.data.bet).toMatchObject({ roll: roll1 / 100, win: !lost, nonce: 1 });
    if (lost) {
      expect(lose.body.data.bet.payout).toBe(0);
      expect(lose.body.message).toBe('You lost.');
      expect(await cash(p.playerId)).toBe(before - 500);
      expect(lose.body.data.balance).toBe((before - 500) / 100);
    }
    const recall = await t.app.gameWallet.round(p.playerId, 'kasa', lose.body.data.bet.roundId);
    expect(recall).toMatchObject({ gameCode: 'kasa-dice', stake: 5, status: 'settled' });
    expect(recall.detail).not.toHaveProperty('serverSeed');
    expect(recall.transactions.map((x) => x.type)).toEqual(['bet', 'win']);
    await booksOk();
  });

  it('reaches both outcomes exactly over many rolls: cash = start − stakes + Σ payouts', async () => {
    const p = await player(100_000);
    let expected = 100_000;
    const outcomes = new Set<boolean>();
    for (let i = 0; i < 12; i++) {
      const res = await post<DiceRollData>(
        FairPath.diceRoll,
        { amount: 2, target: 50, direction: 'over' },
        p.dice,
      );
      expect(res.status).toBe(200);
      const { bet } = res.body.data;
      outcomes.add(bet.win);
      expect(bet.payout).toBe(bet.win ? dicePayout(200, 4999) / 100 : 0);
      expect(bet.win).toBe(bet.roll > 50);
      expected += -200 + Math.round(bet.payout * 100);
    }
    expect(await cash(p.playerId)).toBe(expected);
    expect(outcomes.size).toBe(2);
    await booksOk();
  });

  it('insufficient funds changes nothing: no money, no round, the nonce not used', async () => {
    const p = await player(50);
    const before = await state(p);
    const size = await gameLedgerSize(t.db);
    const res = await post(FairPath.diceRoll, { amount: 1, target: 50, direction: 'over' }, p.dice);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your balance is not enough for this operation.');
    expect(await gameLedgerSize(t.db)).toEqual(size);
    expect((await state(p)).seed).toEqual(before.seed);
    expect((await state(p)).dice).toEqual([]);
    expect(await cash(p.playerId)).toBe(50);
  });

  it('validates limits with messages in the request language', async () => {
    const p = await player();
    const stake = await post(FairPath.diceRoll, { amount: 0.5, target: 50, direction: 'over' }, p.dice, 'tr');
    expect(stake.status).toBe(400);
    expect(stake.body.message).toBe('Bahis tutarı ₺1,00 ile ₺10.000,00 arasında olmalıdır.');
    const chance = await post(FairPath.diceRoll, { amount: 1, target: 99.5, direction: 'over' }, p.dice);
    expect(chance.body.message).toBe('The win chance must be between 1% and 98%.');
    const big = await post(FairPath.diceRoll, { amount: 10_000.01, target: 50, direction: 'over' }, p.dice);
    expect(big.status).toBe(400);
  });

  it('needs a game session of this game', async () => {
    const p = await player();
    const none = await client.post(
      FairPath.diceRoll,
      { amount: 1, target: 50, direction: 'over' },
      { locale: 'en' },
    );
    expect(none.status).toBe(401);
    const wrong = await post(FairPath.diceRoll, { amount: 1, target: 50, direction: 'over' }, p.mines);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('This game session is not valid for this game.');
    const slots = await openGameSession(t, p.playerId, 'kasa-slots-pharaoh');
    expect((await post(FairPath.state, {}, slots)).status).toBe(403);
    await t.app.gameSessions.revoke((await t.app.gameSessions.find(p.dice))!.sessionId);
    expect((await post(FairPath.state, {}, p.dice)).status).toBe(401);
  });
});

describe('mines', () => {
  async function start(p: Player, amount: number, mines: number) {
    const res = await post<MinesData>(FairPath.minesStart, { amount, mines }, p.mines);
    expect(res.status).toBe(200);
    return res.body.data;
  }
  async function layoutOf(p: Player, nonce: number, mines: number) {
    const { serverSeed, clientSeed } = await secretSeed(p.playerId);
    return computeMinesLayout(nodeHmac, { serverSeed, clientSeed, nonce }, mines);
  }
  const safeTiles = (layout: number[]) =>
    Array.from({ length: MINES_TILES }, (_, i) => i).filter((tile) => !layout.includes(tile));

  it('fixes the layout at the bet, hides it while open, pays the exact multiplier on cash-out', async () => {
    const p = await player(100_000);
    const started = await start(p, 10, 3);
    expect(started.round).toMatchObject({
      status: 'open',
      mines: 3,
      revealed: [],
      layout: null,
      nextMultiplier: 1.125,
    });
    expect(started.balance).toBe(990);
    const layout = await layoutOf(p, started.round.nonce, 3);
    const stored = await t.db
      .selectFrom('fair_rounds')
      .select('mines_layout')
      .where('round_id', '=', started.round.roundId)
      .executeTakeFirstOrThrow();
    expect(stored.mines_layout).toEqual(layout);
    const recallOpen = await t.app.gameWallet.round(p.playerId, 'kasa', started.round.roundId);
    expect(recallOpen.status).toBe('open');
    expect(recallOpen.detail).not.toHaveProperty('layout');

    const [a, b] = safeTiles(layout);
    const one = await post<MinesData>(
      FairPath.minesReveal,
      { roundId: started.round.roundId, tile: a },
      p.mines,
    );
    expect(one.body.message).toBe('Safe tile!');
    expect(one.body.data.round).toMatchObject({
      status: 'open',
      revealed: [a],
      multiplier: 1.125,
      layout: null,
    });
    const again = await post(FairPath.minesReveal, { roundId: started.round.roundId, tile: a }, p.mines);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This tile is already open.');
    const two = await post<MinesData>(
      FairPath.minesReveal,
      { roundId: started.round.roundId, tile: b },
      p.mines,
    );
    expect(two.body.data.round.payout).toBe(minesPayout(1_000, 3, 2) / 100);

    const out = await post<MinesData>(FairPath.minesCashout, { roundId: started.round.roundId }, p.mines);
    expect(out.status).toBe(200);
    expect(out.body.data.round).toMatchObject({ status: 'won', layout, revealed: [a, b], payout: 12.85 });
    expect(await cash(p.playerId)).toBe(100_000 - 1_000 + 1_285);
    expect(out.body.data.balance).toBe(1_002.85);
    const recall = await t.app.gameWallet.round(p.playerId, 'kasa', started.round.roundId);
    expect(recall).toMatchObject({ stake: 10, payout: 12.85, status: 'settled' });
    expect(recall.detail).toMatchObject({ mines: 3, layout, revealed: [a, b], result: 'won' });
    await booksOk();
  });

  it('a mine loses the stake and shows every mine', async () => {
    const p = await player(10_000);
    const started = await start(p, 20, 5);
    const layout = await layoutOf(p, started.round.nonce, 5);
    const safe = safeTiles(layout)[0]!;
    await post(FairPath.minesReveal, { roundId: started.round.roundId, tile: safe }, p.mines);
    const boom = await post<MinesData>(
      FairPath.minesReveal,
      { roundId: started.round.roundId, tile: layout[0] },
      p.mines,
      'tr',
    );
    expect(boom.status).toBe(200);
    expect(boom.body.message).toBe('Mayına bastınız.');
    expect(boom.body.data.round).toMatchObject({
      status: 'lost',
      hit: layout[0],
      layout,
      revealed: [safe],
      payout: 0,
    });
    expect(await cash(p.playerId)).toBe(8_000);
    const late = await post(FairPath.minesCashout, { roundId: started.round.roundId }, p.mines);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This round is over.');
    expect(await cash(p.playerId)).toBe(8_000);
    await booksOk();
  });

  it('cashes out by itself when the last safe tile opens (24 mines: 24.75×)', async () => {
    const p = await player(10_000);
    const started = await start(p, 4, 24);
    const [safe] = safeTiles(await layoutOf(p, started.round.nonce, 24));
    const res = await post<MinesData>(
      FairPath.minesReveal,
      { roundId: started.round.roundId, tile: safe },
      p.mines,
    );
    expect(res.body.data.round).toMatchObject({ status: 'won', multiplier: 24.75, payout: 99 });
    expect(await cash(p.playerId)).toBe(10_000 - 400 + 9_900);
  });

  it('concurrent cash-outs (and a reveal racing them) settle the round once', async () => {
    const p = await player(10_000);
    const started = await start(p, 10, 2);
    const layout = await layoutOf(p, started.round.nonce, 2);
    const [a, b] = safeTiles(layout);
    await post(FairPath.minesReveal, { roundId: started.round.roundId, tile: a }, p.mines);
    const size = await gameLedgerSize(t.db);
    const results = await Promise.all([
      post<MinesData>(FairPath.minesCashout, { roundId: started.round.roundId }, p.mines),
      post<MinesData>(FairPath.minesCashout, { roundId: started.round.roundId }, p.mines),
      post<MinesData>(FairPath.minesReveal, { roundId: started.round.roundId, tile: b }, p.mines),
    ]);
    const codes = results.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    const settled = await t.db
      .selectFrom('fair_rounds')
      .selectAll()
      .where('round_id', '=', started.round.roundId)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('won');
    const payout = Number(settled.payout);
    expect(payout).toBe(minesPayout(1_000, 2, settled.mines_revealed.length));
    // One win row, one ledger movement.
    const after = await gameLedgerSize(t.db);
    expect(after.game - size.game).toBe(1);
    expect(after.ledger - size.ledger).toBe(1);
    expect(await cash(p.playerId)).toBe(10_000 - 1_000 + payout);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.message).toBe('This round is over.');
    await booksOk();
  });

  it('an open round is resumed from state, blocks a second round and rotation, and cannot be cashed out with no tile', async () => {
    const p = await player(10_000);
    const started = await start(p, 5, 3);
    const resumed = await state(p);
    expect(resumed.openMines).toMatchObject({ roundId: started.round.roundId, status: 'open', layout: null });
    const second = await post(FairPath.minesStart, { amount: 5, mines: 3 }, p.mines);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have an unfinished Mines round. Finish it first.');
    const rotate = await post(FairPath.rotate, {}, p.mines);
    expect(rotate.status).toBe(409);
    const early = await post(FairPath.minesCashout, { roundId: started.round.roundId }, p.mines);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Open at least one safe tile before cashing out.');
    const other = await player(10_000);
    const foreign = await post(FairPath.minesCashout, { roundId: started.round.roundId }, other.mines);
    expect(foreign.status).toBe(404);
    // Dice keeps working beside it, on the next nonce.
    const dice = await post<DiceRollData>(
      FairPath.diceRoll,
      { amount: 1, target: 50, direction: 'over' },
      p.dice,
    );
    expect(dice.body.data.bet.nonce).toBe(started.round.nonce + 1);
    expect(await cash(p.playerId)).toBe(10_000 - 500 - 100 + Math.round(dice.body.data.bet.payout * 100));
  });

  it('abandoned rounds are cashed out after 24 hours at their multiplier (none opened: stake × 0.99)', async () => {
    const p = await player(10_000);
    const q = await player(10_000);
    const withTile = await start(p, 10, 3);
    const [a] = safeTiles(await layoutOf(p, withTile.round.nonce, 3));
    await post(FairPath.minesReveal, { roundId: withTile.round.roundId, tile: a }, p.mines);
    const untouched = await start(q, 10, 3);

    t.clock.advance(MINES_ABANDON_AFTER_MS - 60_000);
    expect(await t.app.fair.settleAbandoned(t.clock.now())).toBe(0);
    t.clock.advance(120_000);
    // These two, and any round earlier tests of this file left open.
    expect(await t.app.fair.settleAbandoned(t.clock.now())).toBeGreaterThanOrEqual(2);

    expect(await cash(p.playerId)).toBe(10_000 - 1_000 + 1_125);
    expect(await cash(q.playerId)).toBe(10_000 - 1_000 + 990);
    // (The game sessions have expired by now; the player's next launch shows this.)
    const pState = await t.app.fair.state(p.playerId);
    expect(pState.openMines).toBeNull();
    expect(pState.mines[0]).toMatchObject({
      roundId: withTile.round.roundId,
      status: 'won',
      autoSettled: true,
    });
    const qRecall = await t.app.gameWallet.round(q.playerId, 'kasa', untouched.round.roundId);
    expect(qRecall.detail).toMatchObject({ autoSettled: true, payout: 9.9 });
    expect(await t.app.fair.settleAbandoned(t.clock.now())).toBe(0);
    await booksOk();
  });

  it('validates the mines count and tile', async () => {
    const p = await player();
    const count = await post(FairPath.minesStart, { amount: 1, mines: 0 }, p.mines, 'tr');
    expect(count.body.message).toBe('Mayın sayısı 1 ile 24 arasında olmalıdır.');
    const started = await start(p, 1, 1);
    const tile = await post(FairPath.minesReveal, { roundId: started.round.roundId, tile: 25 }, p.mines);
    expect(tile.status).toBe(400);
    expect(tile.body.message).toBe('Invalid tile. Choose a tile from 0 to 24.');
    const unknown = await post(FairPath.minesReveal, { roundId: 'nope', tile: 1 }, p.mines);
    expect(unknown.status).toBe(404);
  });
});
