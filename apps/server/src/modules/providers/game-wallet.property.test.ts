import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { onPostgres } from '../wallet/wallet.test-support.ts';
import type { GameWalletResult, GameWalletService } from './game-wallet.service.ts';
import { cashMovements, expectBooksOk, fundedPlayer } from './game-wallet.test-support.ts';

// Random programs of game-wallet calls against one player, run one call at a time against a model: bets, wins
// (0 included), rollbacks of known and unknown ids, exact repeats, repeats with changed data, late transactions after
// their rollback. After every call the answered balance is the model's; at the end the ledger agrees and the books hold.
// Then races: the same calls at once, where only the database keeps them honest.

let t: TestApp;
let gw: GameWalletService;
let seq = 0;
const next = (p: string) => `${p}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  gw = t.app.gameWallet;
});
afterAll(async () => t.close());

type Op =
  | { type: 'bet' | 'win'; amount: number }
  | { type: 'rollback' | 'repeat' | 'misuse' | 'late'; pick: number }
  | { type: 'rollbackUnknown' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 4_000 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('win' as const), amount: fc.integer({ min: 0, max: 6_000 }) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rollback' as const), pick: fc.nat({ max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('rollbackUnknown' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('repeat' as const), pick: fc.nat({ max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('misuse' as const), pick: fc.nat({ max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('late' as const), pick: fc.nat({ max: 40 }) }) },
);

interface Sent {
  kind: 'bet' | 'win' | 'rollback';
  id: string;
  amount: number;
  original?: string;
  /** What happened to it: applied (and possibly rolled back later), or refused so its id is still free. */
  applied: boolean;
}

type Outcome = { ok: GameWalletResult } | { refused: string };

async function attempt(call: Promise<GameWalletResult>): Promise<Outcome> {
  try {
    return { ok: await call };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.messageRef.split(':')[0]! };
    throw error;
  }
}

describe('game wallet property', () => {
  it('random programs keep the answered balance = the model, the ledger = the model, and the books', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (program) => {
        const start = 5_000;
        const playerId = await fundedPlayer(t, start);
        let cash = start;
        const sent: Sent[] = [];
        /** id → state of an applied bet/win: whether it was rolled back. */
        const state = new Map<string, { kind: 'bet' | 'win'; amount: number; rolledBack: boolean }>();
        const tombstones = new Set<string>();
        const base = { provider: 'kasa', playerId, gameCode: 'kasa-prop', roundId: 'r' };

        const send = (s: Sent) =>
          s.kind === 'rollback'
            ? gw.rollback({ ...base, transactionId: s.id, originalTransactionId: s.original! })
            : gw[s.kind]({ ...base, transactionId: s.id, amount: s.amount });

        /** Applies one fresh (never applied) request to the model: the outcome it must have. */
        function model(s: Sent): { refused: string } | { cash: number } {
          if (tombstones.has(s.id)) return { refused: 'e.gameTxRolledBack' };
          if (s.kind === 'bet') {
            if (cash < s.amount) return { refused: 'e.insufficientFunds' };
            cash -= s.amount;
            state.set(s.id, { kind: 'bet', amount: s.amount, rolledBack: false });
          } else if (s.kind === 'win') {
            cash += s.amount;
            state.set(s.id, { kind: 'win', amount: s.amount, rolledBack: false });
          } else {
            const target = state.get(s.original!);
            if (!target) {
              if (!sent.some((x) => x.id === s.original && x.applied)) tombstones.add(s.original!);
            } else if (!target.rolledBack) {
              if (target.kind === 'win' && cash < target.amount) return { refused: 'e.insufficientFunds' };
              cash += target.kind === 'bet' ? target.amount : -target.amount;
              target.rolledBack = true;
            }
          }
          return { cash };
        }

        async function fresh(s: Sent) {
          const expected = model(s);
          const outcome = await attempt(send(s));
          if ('refused' in expected) {
            expect(outcome).toEqual({ refused: expected.refused });
          } else {
            expect(outcome).toMatchObject({ ok: { replayed: false, balance: expected.cash } });
            s.applied = true;
          }
          sent.push(s);
        }

        const pickFrom = (pick: number, filter: (s: Sent) => boolean) => {
          const list = sent.filter(filter);
          return list.length === 0 ? undefined : list[pick % list.length];
        };

        for (const o of program) {
          if (o.type === 'bet' || o.type === 'win') {
            await fresh({ kind: o.type, id: next(o.type), amount: o.amount, applied: false });
          } else if (o.type === 'rollback') {
            const target = pickFrom(o.pick, (s) => s.kind !== 'rollback' && s.applied);
            if (target)
              await fresh({
                kind: 'rollback',
                id: next('rb'),
                amount: 0,
                original: target.id,
                applied: false,
              });
          } else if (o.type === 'rollbackUnknown') {
            await fresh({
              kind: 'rollback',
              id: next('rb'),
              amount: 0,
              original: next('ghost'),
              applied: false,
            });
          } else if (o.type === 'late') {
            const ghost = pickFrom(
              o.pick,
              (s) => s.kind === 'rollback' && (s.original ?? '').startsWith('ghost'),
            );
            if (ghost) await fresh({ kind: 'bet', id: ghost.original!, amount: 100, applied: false });
          } else if (o.type === 'repeat') {
            const prior = pickFrom(o.pick, () => true);
            if (!prior) continue;
            if (prior.applied) {
              const outcome = await attempt(send(prior));
              expect(outcome).toMatchObject({ ok: { replayed: true, balance: cash } });
            } else {
              await fresh({ ...prior });
            }
          } else if (o.type === 'misuse') {
            const prior = pickFrom(o.pick, (s) => s.applied && s.kind !== 'rollback');
            if (!prior) continue;
            const outcome = await attempt(send({ ...prior, amount: prior.amount + 1 }));
            expect(outcome).toEqual({ refused: 'e.idempotencyConflict' });
          }
          expect((await gw.balance(playerId)).cash).toBe(cash);
        }

        const moved = (await cashMovements(t.db, playerId)).reduce((sum, [, amount]) => sum + amount, 0);
        expect(start + moved).toBe(cash);
        await expectBooksOk(t);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe(`game wallet races on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  const base = (playerId: string) => ({
    provider: 'kasa',
    playerId,
    gameCode: 'kasa-race',
    roundId: next('round'),
  });

  it('50 parallel bets on one player: exactly floor(balance / stake) succeed, never an overdraft', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        attempt(gw.bet({ ...base(playerId), transactionId: next('bet'), amount: 300 })),
      ),
    );
    const ok = outcomes.filter((o) => 'ok' in o);
    expect(ok).toHaveLength(33);
    expect(outcomes.filter((o) => 'refused' in o)).toEqual(
      Array(17).fill({ refused: 'e.insufficientFunds' }),
    );
    expect(await gw.balance(playerId)).toEqual({ cash: 100, bonus: 0 });
    await expectBooksOk(t);
  });

  it('the same bet delivered 10 times at once is applied once', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    const bet = { ...base(playerId), transactionId: next('bet'), amount: 250 };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => attempt(gw.bet(bet))));
    expect(outcomes.every((o) => 'ok' in o && o.ok.balance === 750)).toBe(true);
    expect(outcomes.filter((o) => 'ok' in o && !o.ok.replayed)).toHaveLength(1);
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -250]]);
  });

  it('a rollback racing its bet: whichever comes first, the player ends where they started', async () => {
    const playerId = await fundedPlayer(t, 1_000);
    for (let i = 0; i < 10; i++) {
      const ref = base(playerId);
      const betId = next('bet');
      await Promise.all([
        attempt(gw.bet({ ...ref, transactionId: betId, amount: 100 })),
        attempt(gw.rollback({ ...ref, transactionId: next('rb'), originalTransactionId: betId })),
      ]);
    }
    expect(await gw.balance(playerId)).toEqual({ cash: 1_000, bonus: 0 });
    await expectBooksOk(t);
  });
});
