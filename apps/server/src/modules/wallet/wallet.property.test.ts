import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HOUSE_ACCOUNTS, type AccountName, type PostResult, type WalletService } from './wallet.service.ts';
import { createPlayer } from './wallet.test-support.ts';

// Random programs of wallet operations against one player, run in batches: the operations of a batch are sent at
// once (Promise.all), so on PostgreSQL they really race; a batch of one is sequential and its outcome is predicted.
// Every request carries a key, and programs re-send earlier requests (same key, same data) and misuse keys (same
// key, other amount), so idempotency is exercised under concurrency too.

let t: TestApp;
let wallet: WalletService;

beforeAll(async () => {
  t = await createTestApp();
  wallet = t.app.services.wallet;
});
afterAll(async () => t.close());

type Op =
  | {
      type: 'deposit' | 'reserve' | 'bet' | 'win' | 'grant' | 'convert' | 'forfeit' | 'credit' | 'debit';
      amount: number;
    }
  | { type: 'confirm' | 'release' | 'rollback' | 'repeat' | 'misuse'; pick: number };

const amount = fc.integer({ min: 1, max: 5_000 });
// Money comes in larger pieces than it goes out, so programs spend most of their time with something to spend.
const income = fc.integer({ min: 1, max: 15_000 });
const pick = fc.nat({ max: 50 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('deposit' as const), amount: income }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reserve' as const), amount }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('bet' as const), amount }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('win' as const), amount }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('grant' as const), amount: income }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('convert' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('forfeit' as const), amount }) },
  // Operators' balance adjustments (docs/decisions/0512): the house's adjustments account ↔ cash.
  { weight: 1, arbitrary: fc.record({ type: fc.constant('credit' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('debit' as const), amount }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('confirm' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('release' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rollback' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('repeat' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('misuse' as const), pick }) },
);
const program = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });

/** One concrete call: what it moves, so the model can apply it when the ledger says it was applied. */
interface Request {
  key: string;
  /** Signed effect on each account when applied. */
  effect: Partial<Record<AccountName, number>>;
  /** The player account this request debits (it may be refused for insufficient funds). */
  debits: 'cash' | 'bonus' | null;
  send: () => Promise<PostResult>;
  /** For rollback: the bet it cancels (it may be refused because that bet was already cancelled). */
  reverses?: string;
  /** Once applied, later operations can settle this withdrawal or cancel this bet. */
  opens?: 'withdrawal' | 'bet';
}

type Outcome = { ok: PostResult } | { refused: string };

async function outcome(request: Request): Promise<Outcome> {
  try {
    return { ok: await request.send() };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.messageRef };
    throw error;
  }
}

async function runProgram(batches: Op[][]): Promise<void> {
  const playerId = await createPlayer(t);
  const houseBefore = await wallet.houseBalances();
  const model: Record<AccountName, number> = {
    cash: 0,
    bonus: 0,
    adjustments: 0,
    bonus_cost: 0,
    game: 0,
    jackpot: 0,
    payment_clearing: 0,
    pending_withdrawals: 0,
  };
  const sent: Request[] = [];
  const applied = new Map<string, string>(); // key → transaction id of its one application
  const withdrawals: Array<{ key: string; amount: number }> = [];
  const bets: Array<{ key: string; amount: number }> = [];
  let seq = 0;
  const newKey = (type: string) => `prop:${playerId}:${type}:${++seq}`;

  const transfer = (
    type: Op['type'],
    from: AccountName,
    to: AccountName,
    amount: number,
    key: string,
    send: (m: { key: string; playerId: string; amount: number }) => Promise<PostResult>,
  ): Request => ({
    key,
    effect: { [from]: -amount, [to]: amount },
    debits: from === 'cash' || from === 'bonus' ? from : null,
    send: () => send({ key, playerId, amount }),
    ...(type === 'reserve'
      ? { opens: 'withdrawal' as const }
      : type === 'bet'
        ? { opens: 'bet' as const }
        : {}),
  });

  function build(o: Op): Request | null {
    switch (o.type) {
      case 'deposit':
        return transfer(o.type, 'payment_clearing', 'cash', o.amount, newKey(o.type), wallet.creditDeposit);
      case 'reserve':
        return transfer(
          o.type,
          'cash',
          'pending_withdrawals',
          o.amount,
          newKey(o.type),
          wallet.reserveWithdrawal,
        );
      case 'bet':
        return transfer(o.type, 'cash', 'game', o.amount, newKey(o.type), wallet.debitBet);
      case 'win':
        return transfer(o.type, 'game', 'cash', o.amount, newKey(o.type), wallet.creditWin);
      case 'grant':
        return transfer(o.type, 'bonus_cost', 'bonus', o.amount, newKey(o.type), wallet.grantBonus);
      case 'convert':
        return transfer(o.type, 'bonus', 'cash', o.amount, newKey(o.type), wallet.convertBonus);
      case 'forfeit':
        return transfer(o.type, 'bonus', 'bonus_cost', o.amount, newKey(o.type), wallet.forfeitBonus);
      case 'credit':
        return transfer(o.type, 'adjustments', 'cash', o.amount, newKey(o.type), (m) =>
          wallet.adjust('credit', m),
        );
      case 'debit':
        return transfer(o.type, 'cash', 'adjustments', o.amount, newKey(o.type), (m) =>
          wallet.adjust('debit', m),
        );
      case 'confirm':
      case 'release': {
        // One settlement key per withdrawal: confirming and releasing the same one cannot both happen.
        const w = withdrawals[o.pick % Math.max(1, withdrawals.length)];
        if (!w) return null;
        const key = `settle:${w.key}`;
        return o.type === 'confirm'
          ? transfer(
              o.type,
              'pending_withdrawals',
              'payment_clearing',
              w.amount,
              key,
              wallet.confirmWithdrawal,
            )
          : transfer(o.type, 'pending_withdrawals', 'cash', w.amount, key, wallet.releaseWithdrawal);
      }
      case 'rollback': {
        const bet = bets[o.pick % Math.max(1, bets.length)];
        if (!bet) return null;
        const key = newKey(o.type);
        return {
          key,
          effect: { game: -bet.amount, cash: bet.amount },
          debits: null,
          reverses: bet.key,
          send: () => wallet.rollback({ key, playerId, originalKey: bet.key }),
        };
      }
      case 'repeat':
        return sent[o.pick % Math.max(1, sent.length)] ?? null;
      case 'misuse': {
        const original = sent[o.pick % Math.max(1, sent.length)];
        if (!original || original.reverses) return null;
        // Same key, one kuruş more on every entry's side: different data.
        const [from, to] = Object.keys(original.effect) as [AccountName, AccountName];
        const amount = (original.effect[to] ?? 0) + 1;
        return {
          key: original.key,
          effect: { [from]: -amount, [to]: amount },
          debits: original.debits,
          send: () =>
            wallet.post({
              key: original.key,
              kind: 'adjustment',
              playerId,
              entries: [
                { account: from, amount: -amount },
                { account: to, amount },
              ],
            }),
        };
      }
    }
  }

  for (const batch of batches) {
    const requests = batch.map(build).filter((r): r is Request => r !== null);
    if (requests.length === 0) continue;
    const predicted =
      requests.length === 1 && !applied.has(requests[0]!.key) && requests[0]!.debits !== null
        ? model[requests[0]!.debits] >= -(requests[0]!.effect[requests[0]!.debits] ?? 0)
        : null;
    const outcomes = await Promise.all(requests.map(outcome));
    sent.push(...requests.filter((r) => !sent.includes(r)));

    // Fresh applications first, so a replay in the same batch finds the key it replays.
    outcomes.forEach((result, i) => {
      const request = requests[i]!;
      if (!('ok' in result) || result.ok.replayed) return;
      expect(applied.has(request.key), `key ${request.key} applied twice`).toBe(false);
      applied.set(request.key, result.ok.transactionId);
      for (const [account, delta] of Object.entries(request.effect)) model[account as AccountName] += delta;
      if (request.opens === 'withdrawal')
        withdrawals.push({ key: request.key, amount: request.effect.pending_withdrawals! });
      if (request.opens === 'bet') bets.push({ key: request.key, amount: request.effect.game! });
    });
    outcomes.forEach((result, i) => {
      const request = requests[i]!;
      if ('ok' in result) {
        if (result.ok.replayed) expect(result.ok.transactionId).toBe(applied.get(request.key));
        return;
      }
      const key = result.refused.split(':')[0];
      if (key === 'e.insufficientFunds') {
        expect(
          request.debits,
          `${request.key} refused for funds without debiting a player account`,
        ).not.toBeNull();
      } else if (key === 'e.idempotencyConflict') {
        expect(applied.has(request.key), `${request.key} refused as a conflict but never applied`).toBe(true);
      } else if (key === 'e.alreadyReversed') {
        expect(request.reverses).toBeDefined();
      } else {
        expect.fail(`unexpected refusal of ${request.key}: ${result.refused}`);
      }
    });
    if (predicted !== null) {
      expect('ok' in outcomes[0]!, `sequential ${requests[0]!.key} with model ${JSON.stringify(model)}`).toBe(
        predicted,
      );
    }
    const balances = await wallet.getBalances(playerId);
    expect(balances.cash).toBeGreaterThanOrEqual(0);
    expect(balances.bonus).toBeGreaterThanOrEqual(0);
  }

  expect(await wallet.getBalances(playerId)).toEqual({ cash: model.cash, bonus: model.bonus });
  const houseAfter = await wallet.houseBalances();
  for (const kind of HOUSE_ACCOUNTS) {
    expect(houseAfter[kind] - houseBefore[kind], kind).toBe(BigInt(model[kind]));
  }
  const transactions = await t.db
    .selectFrom('ledger_transactions')
    .select(['idempotency_key', 'id'])
    .where('player_id', '=', playerId)
    .execute();
  expect(new Map(transactions.map((r) => [r.idempotency_key, r.id]))).toEqual(applied);
  expect(await wallet.checkBooks()).toEqual({ ok: true, problems: [] });
}

describe('the ledger under random programs', () => {
  it('keeps the books, never goes below zero, applies each key once and matches the model', async () => {
    await fc.assert(fc.asyncProperty(program, runProgram), { numRuns: 30 });
  });
});
