import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameTransactionKind } from '@kasa/contract/enums';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectAppError } from '../wallet/wallet.test-support.ts';
import type { GameWalletService } from './game-wallet.service.ts';
import {
  cashMovements,
  expectBooksOk,
  fund,
  fundedPlayer,
  gameLedgerSize,
  gameSessionRequest,
  lockPlayer,
  openGameSession,
  wagerKeys,
} from './game-wallet.test-support.ts';

let t: TestApp;
let gw: GameWalletService;
let seq = 0;
const id = (prefix = 'tx') => `${prefix}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  gw = t.app.gameWallet;
});
afterAll(async () => t.close());

const ref = (
  playerId: string,
  over: Partial<{ provider: string; roundId: string; gameCode: string }> = {},
) => ({
  provider: over.provider ?? 'kasa',
  transactionId: id(),
  playerId,
  gameCode: over.gameCode ?? 'kasa-dice',
  roundId: over.roundId ?? id('round'),
});

const booksOk = () => expectBooksOk(t);

describe('game wallet: instant rounds (bet and win at once)', () => {
  const round = (playerId: string, stake: number, payout: number) => {
    const roundId = id('round');
    return {
      provider: 'kasa',
      playerId,
      gameCode: 'kasa-dice',
      roundId,
      betTransactionId: `${roundId}:bet`,
      winTransactionId: `${roundId}:win`,
      stake,
      payout,
      detail: { game: 'dice', roll: 12.34 },
    };
  };

  it('moves the stake and the payout, records the round with its recall and links both transactions', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const input = round(playerId, 1_000, 1_980);
    expect(await gw.instantRound(input)).toMatchObject({ replayed: false, balance: 10_980, bonusBalance: 0 });
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -1_000],
      ['win', 1_980],
    ]);
    const recall = await gw.round(playerId, 'kasa', input.roundId);
    expect(recall).toMatchObject({ stake: 10, payout: 19.8, status: 'settled', detail: input.detail });
    expect(recall.transactions.map((tx) => [tx.type, tx.amount])).toEqual([
      ['bet', 10],
      ['win', 19.8],
    ]);
    for (const txId of [input.betTransactionId, input.winTransactionId]) {
      expect((await gw.transaction('kasa', txId))?.ledger_transaction_id).not.toBeNull();
    }
    // A loss: the stake only, the win of 0 recorded without a movement.
    const lost = round(playerId, 500, 0);
    expect((await gw.instantRound(lost)).balance).toBe(10_480);
    expect((await gw.transaction('kasa', lost.winTransactionId))?.ledger_transaction_id).toBeNull();
    await booksOk();
  });

  it('the same round again answers the stored result and moves nothing; changed data or half of it is refused', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const input = round(playerId, 1_000, 2_000);
    const first = await gw.instantRound(input);
    const size = await gameLedgerSize(t.db);
    expect(await gw.instantRound(input)).toEqual({ ...first, replayed: true });
    await expectAppError(gw.instantRound({ ...input, payout: 3_000 }), 409, 'e.idempotencyConflict');
    // Only the bet id taken (the win id new): refused, and the new win id not used up.
    const half = { ...input, winTransactionId: id('other-win') };
    await expectAppError(gw.instantRound(half), 409, 'e.idempotencyConflict');
    expect(await gw.transaction('kasa', half.winTransactionId)).toBeUndefined();
    expect(await gameLedgerSize(t.db)).toEqual(size);
    expect(await gw.balance(playerId)).toEqual({ cash: 11_000, bonus: 0 });
    await booksOk();
  });

  it('refused for insufficient funds inside a caller’s transaction, it leaves nothing and the caller goes on', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const size = await gameLedgerSize(t.db);
    const refused = round(playerId, 5_000, 10_000);
    const kept = round(playerId, 400, 0);
    await t.db.transaction().execute(async (trx) => {
      await expectAppError(gw.instantRound(refused, trx), 400, 'e.insufficientFunds');
      await gw.instantRound(kept, trx);
    });
    expect(await gw.transaction('kasa', refused.betTransactionId)).toBeUndefined();
    expect(await gw.transaction('kasa', refused.winTransactionId)).toBeUndefined();
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -400]]);
    expect((await gameLedgerSize(t.db)).ledger).toBe(size.ledger + 1);
    // The refused ids were given back: the same round goes through once the money is there.
    await fund(t, playerId, 10_000);
    expect((await gw.instantRound(refused)).replayed).toBe(false);
    await booksOk();
  });
});

describe('game wallet: bets', () => {
  it('debits cash and answers the balance; the wager is counted under its ledger key while a bonus is active', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const bet = { ...ref(playerId), amount: 2_500 };
    const r = await gw.bet(bet);
    expect(r).toMatchObject({ replayed: false, balance: 7_500, bonusBalance: 0 });
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -2_500]]);
    // No active bonus: nothing to wager, nothing written for it.
    expect(await wagerKeys(t.db, playerId)).toEqual([]);
    expect(await gw.balance(playerId)).toEqual({ cash: 7_500, bonus: 0 });

    await t.app.services.bonus.grant({ playerId, definitionId: 3, amount: 1_000, reference: id('grant') });
    const wagered = { ...ref(playerId), amount: 500 };
    await gw.bet(wagered);
    expect(await wagerKeys(t.db, playerId)).toEqual([`game:kasa:${wagered.transactionId}`]);
    const [bonus] = await t.app.services.bonus.list(playerId, 'en');
    expect(bonus?.wageringProgress).toBe(5);
    await booksOk();
  });

  it('a repeat with the same data returns the stored result and moves nothing', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const bet = { ...ref(playerId), amount: 1_000 };
    const first = await gw.bet(bet);
    const before = await gameLedgerSize(t.db);
    const again = await gw.bet(bet);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -1_000]]);
    await booksOk();
  });

  it('a repeat with changed data is refused with 409 and moves nothing', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const bet = { ...ref(playerId), amount: 1_000 };
    await gw.bet(bet);
    const other = await fundedPlayer(t, 10_000);
    const before = await gameLedgerSize(t.db);
    await expectAppError(gw.bet({ ...bet, amount: 1_001 }), 409, 'e.idempotencyConflict');
    await expectAppError(gw.bet({ ...bet, roundId: 'other' }), 409, 'e.idempotencyConflict');
    await expectAppError(gw.win({ ...bet, amount: 1_000 }), 409, 'e.idempotencyConflict');
    await expectAppError(gw.bet({ ...bet, playerId: other }), 409, 'e.idempotencyConflict');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await gw.balance(playerId)).toEqual({ cash: 9_000, bonus: 0 });
  });

  it('insufficient funds: 400 e.insufficientFunds and nothing written (no transaction, round or wager)', async () => {
    const playerId = await fundedPlayer(t, 500);
    const before = await gameLedgerSize(t.db);
    const bet = { ...ref(playerId), amount: 501 };
    await expectAppError(gw.bet(bet), 400, 'e.insufficientFunds');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await wagerKeys(t.db, playerId)).toEqual([]);
    // The id was not used up: the same bet succeeds once the money is there.
    await fund(t, playerId, 1);
    expect((await gw.bet(bet)).balance).toBe(0);
    await booksOk();
  });

  it("inside a caller's transaction a refused bet leaves nothing and the caller's work goes on", async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const kept = { ...ref(playerId), amount: 400 };
    await t.db.transaction().execute(async (trx) => {
      await expectAppError(gw.bet({ ...ref(playerId), amount: 5_000 }, trx), 400, 'e.insufficientFunds');
      await gw.bet(kept, trx);
    });
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -400]]);
    // And a bet whose caller's transaction fails is gone with it.
    const lost = { ...ref(playerId), amount: 100 };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await gw.bet(lost, trx);
        throw new Error('game state write failed');
      }),
    ).rejects.toThrow('game state write failed');
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -400]]);
    expect((await gw.bet(lost)).replayed).toBe(false);
    await booksOk();
  });

  it('refuses malformed calls as programming errors', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    await expect(gw.bet({ ...ref(playerId), amount: 0 })).rejects.toThrow(RangeError);
    await expect(gw.bet({ ...ref(playerId), amount: 1.5 })).rejects.toThrow(RangeError);
    await expect(gw.win({ ...ref(playerId), amount: -1 })).rejects.toThrow(RangeError);
    await expect(gw.bet({ ...ref(playerId, { provider: 'Bad Name' }), amount: 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(gw.bet({ ...ref(playerId), transactionId: '', amount: 1 })).rejects.toThrow(RangeError);
  });
});

describe('game wallet: wins and rounds', () => {
  it('credits a win, settles the round, and a win of 0 is recorded without a ledger movement', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const roundId = id('round');
    await gw.bet({ ...ref(playerId, { roundId }), amount: 300 });
    const won = await gw.win({ ...ref(playerId, { roundId }), amount: 900 });
    expect(won).toMatchObject({ replayed: false, balance: 1_600 });

    const lostRound = id('round');
    await gw.bet({ ...ref(playerId, { roundId: lostRound }), amount: 100 });
    const ledgerBefore = await gameLedgerSize(t.db);
    const zero = await gw.win({ ...ref(playerId, { roundId: lostRound }), amount: 0 });
    expect(zero).toMatchObject({ replayed: false, balance: 1_500 });
    const after = await gameLedgerSize(t.db);
    expect(after.ledger).toBe(ledgerBefore.ledger);
    expect(after.game).toBe(ledgerBefore.game + 1);

    expect(await gw.round(playerId, 'kasa', roundId)).toMatchObject({
      stake: 3,
      payout: 9,
      status: 'settled',
      transactions: [
        { type: 'bet', amount: 3, rolledBack: false },
        { type: 'win', amount: 9, rolledBack: false },
      ],
    });
    expect(await gw.round(playerId, 'kasa', lostRound)).toMatchObject({
      stake: 1,
      payout: 0,
      status: 'settled',
    });
    await booksOk();
  });

  it('accepts a win after the game session ended (expired)', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const token = await openGameSession(t, playerId, 'kasa-aviator', { locale: 'tr' });
    const roundId = id('round');
    await gw.bet({ ...ref(playerId, { roundId }), amount: 200 });
    t.clock.advance(13 * 60 * 60 * 1000);
    expect(await t.app.gameSessions.find(token)).toBeNull();
    const won = await gw.win({ ...ref(playerId, { roundId }), amount: 500 });
    expect(won.balance).toBe(1_300);
    await booksOk();
  });

  it('recordRound writes the recall; history lists bets and wins newest first with filters and paging', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const roundId = id('round');
    await t.db.transaction().execute(async (trx) => {
      await gw.bet({ ...ref(playerId, { roundId, gameCode: 'kasa-mines' }), amount: 1_000 }, trx);
      await gw.win({ ...ref(playerId, { roundId, gameCode: 'kasa-mines' }), amount: 2_550 }, trx);
      await gw.recordRound(
        {
          provider: 'kasa',
          roundId,
          playerId,
          gameCode: 'kasa-mines',
          stake: 1_000,
          payout: 2_550,
          status: 'settled',
          detail: { mines: 3, picks: [4, 9], serverSeedHash: 'abc' },
          createdAt: t.clock.now(),
          settledAt: t.clock.now(),
        },
        trx,
      );
    });
    t.clock.advance(1_000);
    await gw.bet({ ...ref(playerId, { gameCode: 'kasa-dice' }), amount: 700 });
    await gw.win({ ...ref(playerId, { gameCode: 'kasa-dice' }), amount: 0 });

    const recall = await gw.round(playerId, 'kasa', roundId);
    expect(recall).toMatchObject({
      gameCode: 'kasa-mines',
      stake: 10,
      payout: 25.5,
      status: 'settled',
      detail: { mines: 3, picks: [4, 9], serverSeedHash: 'abc' },
    });
    expect(recall.transactions.map((x) => x.type)).toEqual(['bet', 'win']);

    const all = await gw.history(playerId, { skip: 0, take: 10 });
    expect(all.total).toBe(3); // the win of 0 moved no money: not listed
    expect(all.items.map((i) => [i.kind, i.gameCode, i.amount])).toEqual([
      [GameTransactionKind.Bet, 'kasa-dice', 7],
      [GameTransactionKind.Win, 'kasa-mines', 25.5],
      [GameTransactionKind.Bet, 'kasa-mines', 10],
    ]);
    const mines = await gw.history(playerId, { gameCode: 'kasa-mines', skip: 1, take: 1 });
    expect(mines.total).toBe(2);
    expect(mines.items.map((i) => i.kind)).toEqual([GameTransactionKind.Bet]);
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await gw.history(playerId, { from: tomorrow, skip: 0, take: 10 })).total).toBe(0);
    const other = await fundedPlayer(t, 0);
    expect((await gw.history(other, { skip: 0, take: 10 })).total).toBe(0);
    await expectAppError(gw.round(other, 'kasa', roundId), 404, 'e.gameRoundUnknown');
  });
});

describe('game wallet: rollbacks', () => {
  it('rolls a bet back once: a repeat replays, a second rollback id is acknowledged, nothing moves twice', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const roundId = id('round');
    const bet = { ...ref(playerId, { roundId }), amount: 600 };
    await gw.bet(bet);
    const rb = { ...ref(playerId, { roundId }), originalTransactionId: bet.transactionId };
    expect(await gw.rollback(rb)).toMatchObject({ replayed: false, balance: 1_000 });
    expect(await gw.rollback(rb)).toMatchObject({ replayed: true, balance: 1_000 });
    const before = await gameLedgerSize(t.db);
    expect(await gw.rollback({ ...rb, transactionId: id() })).toMatchObject({
      replayed: false,
      balance: 1_000,
    });
    expect((await gameLedgerSize(t.db)).ledger).toBe(before.ledger);
    // The rolled-back bet repeated: stored result, still nothing moves.
    expect(await gw.bet(bet)).toMatchObject({ replayed: true, balance: 1_000 });
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -600],
      ['rollback', 600],
    ]);
    expect(await gw.round(playerId, 'kasa', roundId)).toMatchObject({ stake: 0, status: 'cancelled' });
    expect((await gw.history(playerId, { skip: 0, take: 10 })).total).toBe(0);
    await booksOk();
  });

  it('a rollback of an unknown bet is acknowledged with the balance and the late bet is refused (409)', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const lateId = id('late');
    const before = await gameLedgerSize(t.db);
    const ack = await gw.rollback({ ...ref(playerId), originalTransactionId: lateId });
    expect(ack).toMatchObject({ replayed: false, balance: 1_000, bonusBalance: 0 });
    expect((await gameLedgerSize(t.db)).ledger).toBe(before.ledger);
    await expectAppError(
      gw.bet({ ...ref(playerId), transactionId: lateId, amount: 100 }),
      409,
      'e.gameTxRolledBack',
    );
    await expectAppError(
      gw.win({ ...ref(playerId), transactionId: lateId, amount: 100 }),
      409,
      'e.gameTxRolledBack',
    );
    expect(await cashMovements(t.db, playerId)).toEqual([]);
    expect(await wagerKeys(t.db, playerId)).toEqual([]);
    await booksOk();
  });

  it('rolls a win back while the player still has it; otherwise refuses with insufficient funds', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const win = { ...ref(playerId), amount: 800 };
    await gw.win(win);
    expect(await gw.rollback({ ...ref(playerId), originalTransactionId: win.transactionId })).toMatchObject({
      balance: 1_000,
    });

    const spent = { ...ref(playerId), amount: 500 };
    await gw.win(spent);
    await gw.bet({ ...ref(playerId), amount: 1_400 });
    const before = await gameLedgerSize(t.db);
    await expectAppError(
      gw.rollback({ ...ref(playerId), originalTransactionId: spent.transactionId }),
      400,
      'e.insufficientFunds',
    );
    expect(await gameLedgerSize(t.db)).toEqual(before);
    await booksOk();
  });

  it("refuses a rollback of another player's transaction", async () => {
    const a = await fundedPlayer(t, 1_000);
    const b = await fundedPlayer(t, 1_000);
    const bet = { ...ref(a), amount: 100 };
    await gw.bet(bet);
    await expectAppError(
      gw.rollback({ ...ref(b), originalTransactionId: bet.transactionId }),
      409,
      'e.idempotencyConflict',
    );
    expect(await gw.balance(a)).toEqual({ cash: 900, bonus: 0 });
  });

  it('a win of 0 rolled back is acknowledged without a movement', async () => {
    const playerId = await fundedPlayer(t, 100);
    const zero = { ...ref(playerId), amount: 0 };
    await gw.win(zero);
    const before = await gameLedgerSize(t.db);
    expect(await gw.rollback({ ...ref(playerId), originalTransactionId: zero.transactionId })).toMatchObject({
      balance: 100,
    });
    expect((await gameLedgerSize(t.db)).ledger).toBe(before.ledger);
  });
});

describe('game sessions', () => {
  it('creates a 256-bit token stored hashed, authenticates it from x-game-session, refuses unknown/expired/revoked', async () => {
    const playerId = await fundedPlayer(t, 0);
    const s = await t.app.gameSessions.create({
      playerId,
      gameCode: 'kasa-dice',
      provider: 'kasa',
      locale: 'en',
    });
    expect(Buffer.from(s.token, 'base64url')).toHaveLength(32);
    const stored = await t.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('id', '=', s.sessionId)
      .executeTakeFirst();
    expect(stored?.token_hash).not.toContain(s.token);
    expect(await t.app.gameSessions.authenticate(gameSessionRequest(s.token))).toEqual({
      sessionId: s.sessionId,
      playerId,
      gameCode: 'kasa-dice',
      locale: 'en',
    });
    await expectAppError(t.app.gameSessions.authenticate(gameSessionRequest()), 401, 'e.unauthorized');
    await expectAppError(
      t.app.gameSessions.authenticate(gameSessionRequest('x'.repeat(43))),
      401,
      'e.unauthorized',
    );
    await t.app.gameSessions.revoke(s.sessionId);
    await expectAppError(t.app.gameSessions.authenticate(gameSessionRequest(s.token)), 401, 'e.unauthorized');
    expect(await t.app.gameSessions.find(s.token, { allowEnded: true })).toMatchObject({ playerId });

    const later = await openGameSession(t, playerId, 'kasa-dice', { locale: 'tr' });
    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    await expectAppError(t.app.gameSessions.authenticate(gameSessionRequest(later)), 401, 'e.unauthorized');
  });

  it('a locked player cannot start a game or play a new round', async () => {
    const playerId = await fundedPlayer(t, 0);
    const token = await openGameSession(t, playerId, 'kasa-dice', { locale: 'tr' });
    await lockPlayer(t, playerId);
    await expectAppError(
      t.app.gameSessions.authenticate(gameSessionRequest(token)),
      403,
      'e.gamePlayerLocked',
    );
    await expectAppError(
      t.app.gameSessions.create({ playerId, gameCode: 'kasa-dice', provider: 'kasa', locale: 'tr' }),
      403,
      'e.gamePlayerLocked',
    );
  });
});
