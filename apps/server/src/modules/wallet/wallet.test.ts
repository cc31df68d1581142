import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { BalanceResponse, type BalanceData } from '@kasa/contract/wallet';
import { registration } from '../../test/fixtures.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  HOUSE_ACCOUNTS,
  HOUSE_SHARDS,
  houseShardOf,
  type HouseAccount,
  type WalletService,
} from './wallet.service.ts';
import { createPlayer, expectAppError, ledgerSize } from './wallet.test-support.ts';

let t: TestApp;
let wallet: WalletService;
let client: ReturnType<typeof api>;
let keySeq = 0;
const key = (prefix = 'test') => `${prefix}:${++keySeq}`;

beforeAll(async () => {
  t = await createTestApp();
  wallet = t.app.services.wallet;
  client = api(t.app);
});
afterAll(async () => t.close());

/** A player holding `cash` and `bonus` kuruş. */
async function fundedPlayer(cash: number, bonus = 0): Promise<string> {
  const playerId = await createPlayer(t);
  if (cash > 0) await wallet.creditDeposit({ key: key('fund'), playerId, amount: cash });
  if (bonus > 0) await wallet.grantBonus({ playerId, amount: bonus });
  return playerId;
}

type Snapshot = { cash: number; bonus: number } & Record<HouseAccount, bigint>;
async function snapshot(playerId: string): Promise<Snapshot> {
  return { ...(await wallet.getBalances(playerId)), ...(await wallet.houseBalances()) };
}

describe('wallet accounts', () => {
  it('opens a cash and a bonus account at zero when a player registers', async () => {
    const res = await client.post<SessionData>(ApiPath.register, registration(), { ip: '10.9.0.1' });
    expect(res.status).toBe(200);
    const rows = await t.db
      .selectFrom('wallet_accounts')
      .select(['kind', 'balance'])
      .where('player_id', '=', res.body.data.usercode)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'bonus', balance: '0' },
      { kind: 'cash', balance: '0' },
    ]);
  });

  it('gives the seeded demo player accounts too', async () => {
    const demo = await t.app.services.players.findByUsername('kasademo');
    expect(await wallet.getBalances(demo!.id)).toEqual({ cash: 0, bonus: 0 });
    const count = await t.db
      .selectFrom('wallet_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('player_id', '=', demo!.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe('2');
  });

  it(`spreads every house account over ${HOUSE_SHARDS} rows`, async () => {
    const rows = await t.db
      .selectFrom('wallet_accounts')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('shards')])
      .where('owner_type', '=', 'house')
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    expect(rows).toEqual(HOUSE_ACCOUNTS.map((kind) => ({ kind, shards: String(HOUSE_SHARDS) })));
  });
});

describe('movements', () => {
  const AMOUNT = 1_000;
  const cases: Array<{
    name: string;
    run: (playerId: string) => Promise<unknown>;
    cash: number;
    bonus: number;
    house: Partial<Record<HouseAccount, number>>;
  }> = [
    {
      name: 'creditDeposit: payment clearing → cash',
      run: (playerId) => wallet.creditDeposit({ key: key(), playerId, amount: AMOUNT }),
      cash: AMOUNT,
      bonus: 0,
      house: { payment_clearing: -AMOUNT },
    },
    {
      name: 'reserveWithdrawal: cash → pending withdrawals',
      run: (playerId) => wallet.reserveWithdrawal({ playerId, amount: AMOUNT }),
      cash: -AMOUNT,
      bonus: 0,
      house: { pending_withdrawals: AMOUNT },
    },
    {
      name: 'confirmWithdrawal: pending withdrawals → payment clearing',
      run: async (playerId) => {
        await wallet.reserveWithdrawal({ playerId, amount: AMOUNT });
        return wallet.confirmWithdrawal({ playerId, amount: AMOUNT });
      },
      cash: -AMOUNT,
      bonus: 0,
      house: { payment_clearing: AMOUNT },
    },
    {
      name: 'releaseWithdrawal: pending withdrawals → cash',
      run: async (playerId) => {
        await wallet.reserveWithdrawal({ playerId, amount: AMOUNT });
        return wallet.releaseWithdrawal({ playerId, amount: AMOUNT });
      },
      cash: 0,
      bonus: 0,
      house: {},
    },
    {
      name: 'debitBet: cash → game',
      run: (playerId) => wallet.debitBet({ key: key(), playerId, amount: AMOUNT }),
      cash: -AMOUNT,
      bonus: 0,
      house: { game: AMOUNT },
    },
    {
      name: 'creditWin: game → cash',
      run: (playerId) => wallet.creditWin({ key: key(), playerId, amount: AMOUNT }),
      cash: AMOUNT,
      bonus: 0,
      house: { game: -AMOUNT },
    },
    {
      name: 'rollback of a bet: game → cash, the bet undone',
      run: async (playerId) => {
        const bet = key();
        await wallet.debitBet({ key: bet, playerId, amount: AMOUNT });
        return wallet.rollback({ key: key(), playerId, originalKey: bet });
      },
      cash: 0,
      bonus: 0,
      house: {},
    },
    {
      name: 'grantBonus: bonus cost → bonus',
      run: (playerId) => wallet.grantBonus({ playerId, amount: AMOUNT }),
      cash: 0,
      bonus: AMOUNT,
      house: { bonus_cost: -AMOUNT },
    },
    {
      name: 'convertBonus: bonus → cash',
      run: (playerId) => wallet.convertBonus({ playerId, amount: AMOUNT }),
      cash: AMOUNT,
      bonus: -AMOUNT,
      house: {},
    },
    {
      name: 'forfeitBonus: bonus → bonus cost',
      run: (playerId) => wallet.forfeitBonus({ playerId, amount: AMOUNT }),
      cash: 0,
      bonus: -AMOUNT,
      house: { bonus_cost: AMOUNT },
    },
  ];

  it.each(cases)('$name moves exactly the amount', async ({ run, cash, bonus, house }) => {
    const playerId = await fundedPlayer(50_000, 20_000);
    const before = await snapshot(playerId);
    await run(playerId);
    const after = await snapshot(playerId);
    expect(after.cash - before.cash).toBe(cash);
    expect(after.bonus - before.bonus).toBe(bonus);
    for (const kind of HOUSE_ACCOUNTS) {
      expect(after[kind] - before[kind], kind).toBe(BigInt(house[kind] ?? 0));
    }
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
  });

  it('records one transaction whose two entries sum to zero, on the player’s house shard', async () => {
    const playerId = await fundedPlayer(5_000);
    const result = await wallet.debitBet({ key: key(), playerId, amount: 1_234, meta: { round: 'r-1' } });
    expect(result).toMatchObject({ replayed: false, balances: { cash: 3_766, bonus: 0 } });
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['a.owner_type', 'a.kind', 'a.shard', 'e.amount'])
      .where('e.transaction_id', '=', result.transactionId)
      .orderBy('e.amount')
      .execute();
    expect(entries).toEqual([
      { owner_type: 'player', kind: 'cash', shard: 0, amount: '-1234' },
      { owner_type: 'house', kind: 'game', shard: houseShardOf(playerId), amount: '1234' },
    ]);
    const row = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'player_id', 'metadata', 'cash_after', 'bonus_after'])
      .where('id', '=', result.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      kind: 'bet',
      player_id: playerId,
      metadata: { round: 'r-1' },
      cash_after: '3766',
      bonus_after: '0',
    });
  });

  it('keeps amounts beyond 2^31 kuruş exact', async () => {
    const big = 9_000_000_000_000; // 90 billion lira, far above INT4 yet a safe integer
    const playerId = await fundedPlayer(big);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: big, bonus: 0 });
  });

  it('refuses amounts that are not positive whole kuruş before touching the database', async () => {
    const playerId = await createPlayer(t);
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(wallet.creditDeposit({ key: key(), playerId, amount })).rejects.toThrow(RangeError);
    }
    await expect(
      wallet.post({
        kind: 'adjustment',
        playerId,
        entries: [
          { account: 'cash', amount: 10 },
          { account: 'game', amount: -9 },
        ],
      }),
    ).rejects.toThrow(/sum to 1/);
  });
});

describe('one statement per movement', () => {
  it('a movement that finds an account missing after its debit fails whole: nothing of it is written', async () => {
    const playerId = await fundedPlayer(0, 500);
    // A broken database: the player's cash account is gone (it never had an entry).
    await sql`delete from wallet_accounts where player_id = ${playerId} and kind = 'cash'`.execute(t.db);
    const size = await ledgerSize(t.db);
    await expect(wallet.convertBonus({ playerId, amount: 200 })).rejects.toThrow();
    expect(await ledgerSize(t.db)).toEqual(size);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 0, bonus: 500 });
    await expect(wallet.creditDeposit({ key: key(), playerId, amount: 1 })).rejects.toThrow(
      /account missing/,
    );
    expect(await ledgerSize(t.db)).toEqual(size);
  });

  it('refuses a movement that would debit both of a player’s accounts (it could not be refused whole)', async () => {
    const playerId = await fundedPlayer(500, 500);
    await expect(
      wallet.post({
        kind: 'adjustment',
        playerId,
        entries: [
          { account: 'cash', amount: -100 },
          { account: 'bonus', amount: -100 },
          { account: 'game', amount: 200 },
        ],
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe('never below zero', () => {
  it('refuses to overdraw cash with 400 e.insufficientFunds and writes nothing, not even the key', async () => {
    const playerId = await fundedPlayer(500);
    const before = await ledgerSize(t.db);
    const betKey = key('bet');
    await expectAppError(wallet.debitBet({ key: betKey, playerId, amount: 501 }), 400, 'e.insufficientFunds');
    await expectAppError(wallet.reserveWithdrawal({ playerId, amount: 501 }), 400, 'e.insufficientFunds');
    await expectAppError(wallet.convertBonus({ playerId, amount: 1 }), 400, 'e.insufficientFunds');
    expect(await ledgerSize(t.db)).toEqual(before);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 500, bonus: 0 });
    // The refused key was not consumed: once the money is there, the same bet goes through.
    await wallet.creditDeposit({ key: key(), playerId, amount: 1 });
    expect((await wallet.debitBet({ key: betKey, playerId, amount: 501 })).replayed).toBe(false);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 0, bonus: 0 });
  });

  it('lets a debit take the balance to exactly zero', async () => {
    const playerId = await fundedPlayer(700);
    expect((await wallet.reserveWithdrawal({ playerId, amount: 700 })).balances).toEqual({
      cash: 0,
      bonus: 0,
    });
  });

  it('has the database refuse a negative player balance even from a raw UPDATE', async () => {
    const playerId = await fundedPlayer(100);
    const error =
      await sql`update wallet_accounts set balance = -1 where player_id = ${playerId} and kind = 'cash'`
        .execute(t.db)
        .then(
          () => null,
          (e: unknown) => e as { code?: string; message?: string },
        );
    expect(error?.code).toBe('23514'); // check_violation
    expect(error?.message).toContain('wallet_accounts_player_balance_check');
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 100, bonus: 0 });
  });

  it('lets house accounts go below zero (payment clearing is the other side of every deposit)', async () => {
    await fundedPlayer(100);
    expect((await wallet.houseBalances()).payment_clearing < 0n).toBe(true);
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the same data with the first result and writes nothing', async () => {
    const playerId = await createPlayer(t);
    const depositKey = key('psp');
    const first = await wallet.creditDeposit({
      key: depositKey,
      playerId,
      amount: 2_500,
      meta: { attempt: 1 },
    });
    await wallet.debitBet({ key: key(), playerId, amount: 1_000 });
    const size = await ledgerSize(t.db);
    const again = await wallet.creditDeposit({
      key: depositKey,
      playerId,
      amount: 2_500,
      meta: { attempt: 2 },
    });
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true, balances: first.balances });
    expect(first.balances).toEqual({ cash: 2_500, bonus: 0 });
    expect(await ledgerSize(t.db)).toEqual(size);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 1_500, bonus: 0 });
  });

  it('refuses the same key with a different amount, kind or player with 409 e.idempotencyConflict', async () => {
    const playerId = await createPlayer(t);
    const other = await createPlayer(t);
    const depositKey = key('psp');
    await wallet.creditDeposit({ key: depositKey, playerId, amount: 2_500 });
    const size = await ledgerSize(t.db);
    await expectAppError(
      wallet.creditDeposit({ key: depositKey, playerId, amount: 2_600 }),
      409,
      'e.idempotencyConflict',
    );
    await expectAppError(
      wallet.creditWin({ key: depositKey, playerId, amount: 2_500 }),
      409,
      'e.idempotencyConflict',
    );
    await expectAppError(
      wallet.creditDeposit({ key: depositKey, playerId: other, amount: 2_500 }),
      409,
      'e.idempotencyConflict',
    );
    expect(await ledgerSize(t.db)).toEqual(size);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 2_500, bonus: 0 });
    expect(await wallet.getBalances(other)).toEqual({ cash: 0, bonus: 0 });
  });

  it('cancels a bet once: the same rollback replays, another rollback of it is refused with 409', async () => {
    const playerId = await fundedPlayer(1_000);
    const bet = key('bet');
    await wallet.debitBet({ key: bet, playerId, amount: 400 });
    const rollbackKey = key('rb');
    const first = await wallet.rollback({ key: rollbackKey, playerId, originalKey: bet });
    expect(first.balances.cash).toBe(1_000);
    expect(await wallet.rollback({ key: rollbackKey, playerId, originalKey: bet })).toMatchObject({
      transactionId: first.transactionId,
      replayed: true,
    });
    await expectAppError(
      wallet.rollback({ key: key('rb'), playerId, originalKey: bet }),
      409,
      'e.alreadyReversed',
    );
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 1_000, bonus: 0 });
  });

  it('answers 404 for a rollback of an unknown bet, or of another player’s', async () => {
    const playerId = await fundedPlayer(1_000);
    const other = await createPlayer(t);
    const bet = key('bet');
    await wallet.debitBet({ key: bet, playerId, amount: 400 });
    await expectAppError(
      wallet.rollback({ key: key(), playerId, originalKey: 'no-such-bet' }),
      404,
      'e.notFound',
    );
    await expectAppError(
      wallet.rollback({ key: key(), playerId: other, originalKey: bet }),
      404,
      'e.notFound',
    );
  });

  it('reversing a win takes the money back only while the player still has it', async () => {
    const playerId = await createPlayer(t);
    const win = key('win');
    await wallet.creditWin({ key: win, playerId, amount: 800 });
    await wallet.reserveWithdrawal({ playerId, amount: 500 });
    await expectAppError(
      wallet.rollback({ key: key(), playerId, originalKey: win }),
      400,
      'e.insufficientFunds',
    );
    await wallet.releaseWithdrawal({ playerId, amount: 500 });
    expect((await wallet.rollback({ key: key(), playerId, originalKey: win })).balances.cash).toBe(0);
  });
});

describe('inside a caller’s transaction', () => {
  it('commits the movement with the caller’s own change, or rolls both back', async () => {
    const playerId = await createPlayer(t);
    const size = await ledgerSize(t.db);
    await expect(
      t.db.transaction().execute(async (tx) => {
        await wallet.creditDeposit({ key: key(), playerId, amount: 300 }, tx);
        throw new Error('the caller fails after the credit');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await ledgerSize(t.db)).toEqual(size);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 0, bonus: 0 });

    await t.db.transaction().execute((tx) => wallet.creditDeposit({ key: key(), playerId, amount: 300 }, tx));
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 300, bonus: 0 });
  });

  it('leaves nothing of a refused movement even when the caller catches the error and commits', async () => {
    const playerId = await fundedPlayer(100, 1_000);
    const betKey = key('bet');
    const size = await ledgerSize(t.db);
    // A casino-style fallback: try cash, and when it is short, take the stake from the bonus instead.
    await t.db.transaction().execute(async (tx) => {
      await wallet.debitBet({ key: betKey, playerId, amount: 600 }, tx).catch(() => null);
      await wallet.post(
        {
          key: betKey,
          kind: 'bet',
          playerId,
          entries: [
            { account: 'bonus', amount: -600 },
            { account: 'game', amount: 600 },
          ],
        },
        tx,
      );
    });
    expect(await ledgerSize(t.db)).toEqual({
      transactions: size.transactions + 1,
      entries: size.entries + 2,
    });
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 100, bonus: 400 });
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
  });
});

describe('the books check', () => {
  it('passes on a consistent ledger and names a tampered balance', async () => {
    const playerId = await fundedPlayer(1_000);
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
    await sql`update wallet_accounts set balance = balance + 1 where player_id = ${playerId} and kind = 'cash'`.execute(
      t.db,
    );
    const check = await wallet.checkBooks();
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([
      expect.stringMatching(new RegExp(`player ${playerId} cash\\): balance 1001 ≠ entries 1000`)),
    ]);
    await sql`update wallet_accounts set balance = balance - 1 where player_id = ${playerId} and kind = 'cash'`.execute(
      t.db,
    );
    expect((await wallet.checkBooks()).ok).toBe(true);
  });

  it('names a transaction whose entries do not sum to zero', async () => {
    const playerId = await createPlayer(t);
    const { transactionId } = await wallet.creditDeposit({ key: key(), playerId, amount: 50 });
    await sql`update ledger_entries set amount = amount + 7 where transaction_id = ${transactionId} and amount < 0`.execute(
      t.db,
    );
    const check = await wallet.checkBooks();
    expect(check.problems).toContain(`transaction ${transactionId}: entries sum to 7, not zero`);
    expect(check.problems).toContain('all entries sum to 7, not zero');
    await sql`update ledger_entries set amount = amount - 7 where transaction_id = ${transactionId} and amount < 0`.execute(
      t.db,
    );
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
  });
});

describe('user/balance', () => {
  async function signedUpPlayer() {
    const res = await client.post<SessionData>(ApiPath.register, registration(), { ip: '10.9.0.2' });
    return { playerId: res.body.data.usercode, token: res.body.data.token, username: res.body.data.username };
  }

  it('answers the withdrawable cash and the bonus money in lira', async () => {
    const { playerId, token } = await signedUpPlayer();
    await wallet.creditDeposit({ key: key(), playerId, amount: 123_456 });
    await wallet.grantBonus({ playerId, amount: 5_050 });
    const res = await client.get<BalanceData>(ApiPath.balance, { token });
    expect(res.status).toBe(200);
    expect(BalanceResponse.parse(res.body)).toEqual({
      success: true,
      message: 'İşlem başarılı.',
      data: { balance: 1234.56, bonusBalance: 50.5 },
    });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await client.get(ApiPath.balance)).status).toBe(401);
    const forged = await client.get(ApiPath.balance, { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ success: false, data: null });
  });

  it('puts the cash balance in lira into the login session', async () => {
    const body = registration();
    const reg = await client.post<SessionData>(ApiPath.register, body, { ip: '10.9.0.3' });
    expect(reg.body.data.balance).toBe(0);
    await wallet.creditDeposit({ key: key(), playerId: reg.body.data.usercode, amount: 9_999 });
    await wallet.grantBonus({ playerId: reg.body.data.usercode, amount: 100 });
    const login = await client.post<SessionData>(
      ApiPath.login,
      { username: body.username, password: body.password },
      { ip: '10.9.0.4' },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.balance).toBe(99.99);
  });
});
