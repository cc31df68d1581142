import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  computeDiceRoll,
  type DiceRollData,
  dicePayout,
  diceWinOutcomes,
  FAIR_GAME_CODE,
  FairPath,
  type FairStateData,
} from '@kasa/contract/fair';
import { InstantPath, type PlinkoDropData } from '@kasa/contract/instant';
import { sql } from 'kysely';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asGameSession,
  cashMovements,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  gameLedgerSize,
  lockPlayer,
  openGameSession,
  wagerKeys,
} from '../../providers/game-wallet.test-support.ts';
import { FAIR_PROVIDER, nodeHmac } from './fair.service.ts';

// The one-call round (decision 0180): Dice, Plinko, Limbo and Keno rounds over HTTP go through
// kasa_fair_instant_round (migration 0042) — one statement — whenever the node's seed hint is right, and through the
// TypeScript path otherwise. These tests prove the two write the same thing and that every refusal and fallback
// leaves nothing behind.

let t: TestApp;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const roll = (token: string, body: { amount: number; target: number; direction: 'over' | 'under' }) =>
  client.post<DiceRollData>(FairPath.diceRoll, body, asGameSession(token, 'en'));

/** A funded player with a Dice session whose seed hint this node holds (the frame's first call is the state). */
async function dicePlayer(cash = 100_000) {
  const playerId = await fundedPlayer(t, cash);
  const token = await openGameSession(t, playerId, 'kasa-dice');
  const state = await client.post<FairStateData>(FairPath.state, {}, asGameSession(token, 'en'));
  expect(state.status).toBe(200);
  return { playerId, token };
}

/** Which path played the rounds: the one-call path prepares them with instantRoundInOneCall, the other calls instantRound. */
function watchPaths() {
  const gw = t.app.gameWallet;
  return {
    oneCall: vi.spyOn(gw, 'instantRoundInOneCall'),
    typescript: vi.spyOn(gw, 'instantRound'),
  };
}

async function activeSeed(playerId: string) {
  return t.db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/**
 * Everything a round wrote, without ids, uuids, times, the house shard and request hashes (those two depend on the
 * player; the replay test below proves the hashes equal): what must be equal whichever path wrote it.
 */
async function roundFootprint(roundId: string) {
  const { rows: ledger } = await sql<Record<string, unknown>>`
    select t.kind, t.idempotency_key, t.metadata, t.cash_after, t.bonus_after,
           a.owner_type, a.kind as account, e.amount
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id
     where t.idempotency_key in (${`game:kasa:${roundId}:bet`}, ${`game:kasa:${roundId}:win`})
     order by t.id, e.id`.execute(t.db);
  const { rows: game } = await sql<Record<string, unknown>>`
    select g.kind, g.external_id, g.amount, g.status, g.original_external_id,
           (g.ledger_transaction_id is null) as unlinked, l.idempotency_key as linked_key
      from game_transactions g left join ledger_transactions l on l.id = g.ledger_transaction_id
     where g.round_id = ${roundId} order by g.kind`.execute(t.db);
  const { rows: rounds } = await sql<Record<string, unknown>>`
    select provider, game_code, stake, payout, status, detail from game_rounds where round_id = ${roundId}`.execute(
    t.db,
  );
  const { rows: fair } = await sql<Record<string, unknown>>`
    select game, game_code, nonce, client_seed, stake, payout, status, dice_target, dice_direction, dice_roll,
           instant, mines_revealed, auto_settled, (settled_at = created_at) as settled_at_once
      from fair_rounds where round_id = ${roundId}`.execute(t.db);
  return JSON.parse(JSON.stringify({ ledger, game, rounds, fair }).replaceAll(roundId, '<round>')) as unknown;
}

describe('one-call rounds: the path', () => {
  it('a Dice round over HTTP goes in one call once the seed hint is known, with the outcome the seeds give', async () => {
    const p = await dicePlayer();
    const paths = watchPaths();
    const seeds = await activeSeed(p.playerId);
    const res = await roll(p.token, { amount: 10, target: 50, direction: 'over' });
    expect(res.status).toBe(200);
    expect(paths.oneCall).toHaveBeenCalledTimes(1);
    expect(paths.typescript).not.toHaveBeenCalled();
    const bet = res.body.data.bet;
    const expected = await computeDiceRoll(nodeHmac, {
      serverSeed: seeds.server_seed,
      clientSeed: seeds.client_seed,
      nonce: seeds.nonce,
    });
    expect(bet.roll).toBe(expected / 100);
    expect(bet.nonce).toBe(seeds.nonce);
    const payout = expected > 5000 ? dicePayout(1_000, diceWinOutcomes(5000, 'over')) : 0;
    expect(await cashOf(t, p.playerId)).toBe(100_000 - 1_000 + payout);
    expect(res.body.data.balance).toBe((100_000 - 1_000 + payout) / 100);
    expect(res.body.data.seed.nonce).toBe(seeds.nonce + 1);
    expect((await activeSeed(p.playerId)).nonce).toBe(seeds.nonce + 1);
    await expectBooksOk(t);
  });

  it('writes exactly what the TypeScript path writes (ledger, game transactions, round, fair round)', async () => {
    // Two players with the same seeds and the same bets: one plays through the service (TypeScript path), the other
    // over HTTP (one call). Same nonce, same outcome → the same rows but for ids, round ids, players and times.
    const a = await dicePlayer();
    const b = await dicePlayer();
    const seedA = await activeSeed(a.playerId);
    await t.db
      .updateTable('fair_seeds')
      .set({
        server_seed: seedA.server_seed,
        server_seed_hash: seedA.server_seed_hash,
        client_seed: seedA.client_seed,
      })
      .where('id', '=', (await activeSeed(b.playerId)).id)
      .execute();
    // b's hint still holds the old seeds: the first call is 'stale' and falls back; the state call refreshes it.
    await client.post(FairPath.state, {}, asGameSession(b.token, 'en'));
    for (const target of [5000, 2500, 9000, 400]) {
      const slow = await t.app.fair.rollDice(a.playerId, { stake: 1_234, target, direction: 'over' });
      const paths = watchPaths();
      const fast = await roll(b.token, { amount: 12.34, target: target / 100, direction: 'over' });
      expect(fast.status).toBe(200);
      expect(paths.oneCall).toHaveBeenCalledTimes(1);
      expect(paths.typescript).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      expect(fast.body.data.bet.roll).toBe(slow.bet.roll);
      const withoutPlayer = (fp: unknown, playerId: string) =>
        JSON.parse(
          JSON.stringify(fp)
            .replaceAll(`"${playerId}"`, '"<player>"')
            .replaceAll(`:${playerId},`, ':"<player>",'),
        ) as unknown;
      const slowRows = await roundFootprint(slow.bet.roundId);
      const fastRows = await roundFootprint(fast.body.data.bet.roundId);
      expect(withoutPlayer(fastRows, b.playerId)).toEqual(withoutPlayer(slowRows, a.playerId));
      expect({ ...fast.body.data.bet, roundId: '', createdAt: '' }).toEqual({
        ...slow.bet,
        roundId: '',
        createdAt: '',
      });
    }
    await expectBooksOk(t);
  });

  it('a one-call round is idempotent through the wallet: the same bet and win again are replays', async () => {
    const p = await dicePlayer();
    const res = await roll(p.token, { amount: 5, target: 2, direction: 'over' });
    expect(res.status).toBe(200);
    const bet = res.body.data.bet;
    const before = await gameLedgerSize(t.db);
    // The TypeScript path given the same round: both ids taken with the same request hashes → the stored result.
    const again = await t.app.gameWallet.instantRound({
      provider: FAIR_PROVIDER,
      playerId: p.playerId,
      gameCode: FAIR_GAME_CODE.dice,
      roundId: bet.roundId,
      betTransactionId: `${bet.roundId}:bet`,
      winTransactionId: `${bet.roundId}:win`,
      stake: 500,
      payout: Math.round(bet.payout * 100),
      detail: {},
    });
    expect(again.replayed).toBe(true);
    expect(await gameLedgerSize(t.db)).toEqual(before);
    // The wallet's own key: the bet movement planned again matches the stored request hash.
    const replay = await t.app.services.wallet.debitBet({
      key: `game:kasa:${bet.roundId}:bet`,
      playerId: p.playerId,
      amount: 500,
      meta: { gameCode: FAIR_GAME_CODE.dice, roundId: bet.roundId },
    });
    expect(replay.replayed).toBe(true);
    expect(await gameLedgerSize(t.db)).toEqual(before);
  });
});

describe('one-call rounds: refusals and fallbacks write nothing', () => {
  it('insufficient funds: 400 e.insufficientFunds, nothing written, the nonce not taken', async () => {
    const p = await dicePlayer(500);
    const nonce = (await activeSeed(p.playerId)).nonce;
    const before = await gameLedgerSize(t.db);
    const res = await roll(p.token, { amount: 10, target: 50, direction: 'over' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toMatch(/not enough/i);
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect((await activeSeed(p.playerId)).nonce).toBe(nonce);
    expect(await cashOf(t, p.playerId)).toBe(500);
    // The next affordable bet takes that same nonce.
    const ok = await roll(p.token, { amount: 5, target: 50, direction: 'over' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.bet.nonce).toBe(nonce);
  });

  it('a revoked game session is refused by the call even though this node remembers it', async () => {
    const p = await dicePlayer();
    expect((await roll(p.token, { amount: 1, target: 50, direction: 'over' })).status).toBe(200);
    const session = await t.app.gameSessions.find(p.token);
    await t.app.gameSessions.revoke(session!.sessionId);
    const before = await gameLedgerSize(t.db);
    const res = await roll(p.token, { amount: 1, target: 50, direction: 'over' });
    expect(res.status).toBe(401);
    expect(await gameLedgerSize(t.db)).toEqual(before);
  });

  it('a locked player is refused (403 e.gamePlayerLocked) and nothing is written', async () => {
    const p = await dicePlayer();
    expect((await roll(p.token, { amount: 1, target: 50, direction: 'over' })).status).toBe(200);
    await lockPlayer(t, p.playerId);
    const before = await gameLedgerSize(t.db);
    const res = await roll(p.token, { amount: 1, target: 50, direction: 'over' });
    expect(res.status).toBe(403);
    expect(await gameLedgerSize(t.db)).toEqual(before);
  });

  it('a client seed changed elsewhere (another node): the late hint writes nothing and the round uses the new seed', async () => {
    const p = await dicePlayer();
    const seed = await activeSeed(p.playerId);
    await t.db
      .updateTable('fair_seeds')
      .set({ client_seed: 'changed-elsewhere' })
      .where('id', '=', seed.id)
      .execute();
    const paths = watchPaths();
    const res = await roll(p.token, { amount: 1, target: 50, direction: 'over' });
    expect(res.status).toBe(200);
    expect(paths.oneCall).toHaveBeenCalledTimes(1);
    expect(paths.typescript).toHaveBeenCalledTimes(1);
    const expected = await computeDiceRoll(nodeHmac, {
      serverSeed: seed.server_seed,
      clientSeed: 'changed-elsewhere',
      nonce: seed.nonce,
    });
    expect(res.body.data.bet).toMatchObject({
      clientSeed: 'changed-elsewhere',
      nonce: seed.nonce,
      roll: expected / 100,
    });
    // Only one round written, the hint refreshed: the next round is one call again.
    expect(await cashMovements(t.db, p.playerId)).toHaveLength(res.body.data.bet.win ? 2 : 1);
    vi.restoreAllMocks();
    const next = watchPaths();
    expect((await roll(p.token, { amount: 1, target: 50, direction: 'over' })).body.data.bet.nonce).toBe(
      seed.nonce + 1,
    );
    expect(next.typescript).not.toHaveBeenCalled();
    await expectBooksOk(t);
  });

  it('a player with an active bonus is played on the TypeScript path, so the wager is counted', async () => {
    const p = await dicePlayer();
    await t.app.services.bonus.grant({
      playerId: p.playerId,
      definitionId: 3,
      amount: 1_000,
      reference: 'one-call-bonus',
    });
    const paths = watchPaths();
    const res = await roll(p.token, { amount: 5, target: 50, direction: 'over' });
    expect(res.status).toBe(200);
    expect(paths.typescript).toHaveBeenCalledTimes(1);
    expect(await wagerKeys(t.db, p.playerId)).toEqual([`game:kasa:${res.body.data.bet.roundId}:bet`]);
    await expectBooksOk(t);
  });

  it('a player with a loss limit is played on the TypeScript path: the limit binds, a bet over it writes nothing', async () => {
    const p = await dicePlayer();
    await t.app.services.responsibleGaming.setLimit(p.playerId, { kind: 'loss', period: 'day', amount: 10 });
    const paths = watchPaths();
    const before = await gameLedgerSize(t.db);
    const over = await roll(p.token, { amount: 20, target: 50, direction: 'over' });
    expect(over.status).toBe(403);
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(paths.typescript).toHaveBeenCalledTimes(1);
    const within = await roll(p.token, { amount: 5, target: 50, direction: 'over' });
    expect(within.status).toBe(200);
    await expectBooksOk(t);
  });

  it('a self-excluded player is refused by the one-call route too', async () => {
    const p = await dicePlayer();
    expect((await roll(p.token, { amount: 1, target: 50, direction: 'over' })).status).toBe(200);
    await t.app.services.responsibleGaming.selfExclude(p.playerId, '6m');
    const before = await gameLedgerSize(t.db);
    const res = await roll(p.token, { amount: 1, target: 50, direction: 'over' });
    expect(res.status).toBe(403);
    expect(await gameLedgerSize(t.db)).toEqual(before);
  });

  it('a Plinko drop goes in one call too', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const token = await openGameSession(t, playerId, FAIR_GAME_CODE.plinko);
    await client.post(InstantPath.state, {}, asGameSession(token, 'en'));
    const paths = watchPaths();
    const res = await client.post<PlinkoDropData>(
      InstantPath.plinkoDrop,
      { amount: 2, rows: 8, risk: 'low' },
      asGameSession(token, 'en'),
    );
    expect(res.status).toBe(200);
    expect(paths.oneCall).toHaveBeenCalledTimes(1);
    expect(paths.typescript).not.toHaveBeenCalled();
    expect(await cashOf(t, playerId)).toBe(10_000 - 200 + Math.round(res.body.data.bet.payout * 100));
    await expectBooksOk(t);
  });
});

describe('one-call rounds: races', () => {
  it('30 rounds of one player at once: never below zero, nonces consecutive and unique, books hold', async () => {
    const p = await dicePlayer(5_000);
    const first = (await activeSeed(p.playerId)).nonce;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => roll(p.token, { amount: 3, target: 50, direction: 'over' })),
    );
    const played = answers.filter((r) => r.status === 200);
    for (const r of answers) expect([200, 400]).toContain(r.status);
    expect(played.length).toBeGreaterThan(0);
    const nonces = played.map((r) => r.body.data.bet.nonce).sort((x, y) => x - y);
    expect(nonces).toEqual(Array.from({ length: played.length }, (_, i) => first + i));
    expect((await activeSeed(p.playerId)).nonce).toBe(first + played.length);
    const moved = (await cashMovements(t.db, p.playerId)).reduce((sum, [, amount]) => sum + amount, 0);
    expect(await cashOf(t, p.playerId)).toBe(5_000 + moved);
    expect(await cashOf(t, p.playerId)).toBeGreaterThanOrEqual(0);
    await expectBooksOk(t);
  });
});
