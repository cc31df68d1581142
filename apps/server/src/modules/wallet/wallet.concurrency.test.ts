import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { houseShardOf, type PostResult, type WalletService } from './wallet.service.ts';
import { createPlayer, expectAppError, onPostgres } from './wallet.test-support.ts';

// The same races run on both databases: PGlite serialises transactions (one session behind a mutex), PostgreSQL runs
// them on parallel connections where only the conditional update and the unique key keep them honest.

let t: TestApp;
let wallet: WalletService;
let seq = 0;
const key = (prefix: string) => `race:${prefix}:${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  wallet = t.app.services.wallet;
});
afterAll(async () => t.close());

async function fundedPlayer(cash: number, bonus = 0): Promise<string> {
  const playerId = await createPlayer(t);
  await wallet.creditDeposit({ key: key('fund'), playerId, amount: cash });
  if (bonus > 0) await wallet.grantBonus({ playerId, amount: bonus });
  return playerId;
}

/** Settles every call: the successes, and the message keys of the refusals (anything else fails the test). */
async function race(calls: Array<() => Promise<PostResult>>) {
  const results = await Promise.allSettled(calls.map((call) => call()));
  const ok: PostResult[] = [];
  const refused: string[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') ok.push(result.value);
    else if (result.reason instanceof AppError) refused.push(result.reason.messageRef);
    else throw result.reason;
  }
  return { ok, refused };
}

describe(`races on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('50 parallel bets racing one balance: exactly floor(balance / stake) succeed, none overdraws', async () => {
    const balance = 10_000;
    const stake = 300;
    const playerId = await fundedPlayer(balance);
    const { ok, refused } = await race(
      Array.from({ length: 50 }, () => () => wallet.debitBet({ key: key('bet'), playerId, amount: stake })),
    );
    expect(ok).toHaveLength(Math.floor(balance / stake));
    expect(refused).toEqual(Array(50 - ok.length).fill('e.insufficientFunds'));
    expect(await wallet.getBalances(playerId)).toEqual({ cash: balance % stake, bonus: 0 });
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
  });

  it('50 parallel withdrawals racing one balance: exactly floor(balance / amount) are reserved', async () => {
    const balance = 25_000;
    const amount = 700;
    const playerId = await fundedPlayer(balance);
    const { ok, refused } = await race(
      Array.from({ length: 50 }, () => () => wallet.reserveWithdrawal({ key: key('wd'), playerId, amount })),
    );
    expect(ok).toHaveLength(Math.floor(balance / amount));
    expect(refused.every((r) => r === 'e.insufficientFunds')).toBe(true);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: balance % amount, bonus: 0 });
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
  });

  it('10 parallel deliveries of the same deposit credit once and all answer with the same transaction', async () => {
    const playerId = await createPlayer(t);
    const reference = key('psp');
    const { ok, refused } = await race(
      Array.from(
        { length: 10 },
        () => () => wallet.creditDeposit({ key: reference, playerId, amount: 4_200 }),
      ),
    );
    expect(refused).toEqual([]);
    expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(ok.map((r) => r.transactionId)).size).toBe(1);
    expect(ok.every((r) => r.balances.cash === 4_200)).toBe(true);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 4_200, bonus: 0 });
  });

  it('parallel deliveries of one key with different amounts: one applies, the others are refused with 409', async () => {
    const playerId = await createPlayer(t);
    const reference = key('psp');
    const { ok, refused } = await race(
      [100, 200, 300, 400, 500].map(
        (amount) => () => wallet.creditDeposit({ key: reference, playerId, amount }),
      ),
    );
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(Array(4).fill('e.idempotencyConflict'));
    expect((await wallet.getBalances(playerId)).cash).toBe(ok[0]!.balances.cash);
  });

  it('many players betting, winning and converting bonus at once on shared house shards never deadlock', async () => {
    // 24 players over 16 shards: several share a shard, and bonus conversion locks both player accounts.
    const players = await Promise.all(Array.from({ length: 24 }, () => fundedPlayer(5_000, 2_000)));
    expect(new Set(players.map(houseShardOf)).size).toBeLessThan(players.length);
    const calls = players.flatMap((playerId) => [
      () => wallet.debitBet({ key: key('bet'), playerId, amount: 1_000 }),
      () => wallet.convertBonus({ playerId, amount: 500 }),
      () => wallet.creditWin({ key: key('win'), playerId, amount: 1_500 }),
      () => wallet.debitBet({ key: key('bet'), playerId, amount: 2_000 }),
      () => wallet.forfeitBonus({ playerId, amount: 1_500 }),
    ]);
    const { ok, refused } = await race(calls);
    expect(refused).toEqual([]);
    expect(ok).toHaveLength(calls.length);
    for (const playerId of players) {
      expect(await wallet.getBalances(playerId)).toEqual({ cash: 4_000, bonus: 0 });
    }
    expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
  });
});

describe.skipIf(!onPostgres)('lock waits on PostgreSQL (needs KASA_TEST_DB=postgres)', () => {
  /** Runs `work` in a transaction that stays open until the returned `commit` (or `abort`) is called. */
  async function openTransaction<T>(work: (tx: TestApp['db']) => Promise<T>) {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let reached!: (value: T) => void;
    const ready = new Promise<T>((resolve) => (reached = resolve));
    const done = t.db
      .transaction()
      .execute(async (tx) => {
        reached(await work(tx));
        if (!(await decided)) throw new Error('aborted by the test');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'aborted by the test')) throw error;
      });
    const value = await ready;
    return {
      value,
      commit: async () => (finish(true), done),
      abort: async () => (finish(false), done),
    };
  }

  /** 'waiting' when the promise has not settled within a moment (it is blocked on a lock). */
  const stateOf = (promise: Promise<unknown>) =>
    Promise.race([
      promise.then(
        () => 'settled',
        () => 'settled',
      ),
      sleep(250).then(() => 'waiting'),
    ]);

  it('a debit waiting on another transaction’s lock re-checks the balance once that one commits', async () => {
    const playerId = await fundedPlayer(1_000);
    const first = await openTransaction((tx) =>
      wallet.debitBet({ key: key('bet'), playerId, amount: 600 }, tx),
    );
    const second = wallet.debitBet({ key: key('bet'), playerId, amount: 600 });
    expect(await stateOf(second)).toBe('waiting');
    await first.commit();
    await expectAppError(second, 400, 'e.insufficientFunds');
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 400, bonus: 0 });
  });

  it('a second delivery waits for the first, uncommitted one and then replays it', async () => {
    const playerId = await createPlayer(t);
    const reference = key('psp');
    const first = await openTransaction((tx) =>
      wallet.creditDeposit({ key: reference, playerId, amount: 900 }, tx),
    );
    const second = wallet.creditDeposit({ key: reference, playerId, amount: 900 });
    expect(await stateOf(second)).toBe('waiting');
    await first.commit();
    expect(await second).toEqual({ ...first.value, replayed: true });
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 900, bonus: 0 });
  });

  it('a second delivery goes through when the first one rolls back', async () => {
    const playerId = await createPlayer(t);
    const reference = key('psp');
    const first = await openTransaction((tx) =>
      wallet.creditDeposit({ key: reference, playerId, amount: 900 }, tx),
    );
    const second = wallet.creditDeposit({ key: reference, playerId, amount: 900 });
    expect(await stateOf(second)).toBe('waiting');
    await first.abort();
    expect((await second).replayed).toBe(false);
    expect(await wallet.getBalances(playerId)).toEqual({ cash: 900, bonus: 0 });
  });
});
