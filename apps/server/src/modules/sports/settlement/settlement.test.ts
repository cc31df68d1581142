import {
  type BetPayout,
  type BetShape,
  LegResult,
  parseSystem,
  type SettledLeg,
  settleBetPayout,
} from '@kasa/contract/sports-bets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashoutLeg, partialCashout, quoteCashout } from './cashout.ts';
import { netCredit, resettleMovements, type SettlementMovement } from './movements.ts';
import type { EventResult, FootballResult } from './results.ts';
import { OUTCOME_RULES, settleSelection } from './rules.ts';

const FOOTBALL: FootballResult = { sport: 'football', ft: [2, 1], ht: [0, 1], goals: ['2', '1', '1'] };
const football = (
  key: Parameters<typeof settleSelection>[1],
  param: number | undefined,
  outcome: string,
  r = FOOTBALL,
) => settleSelection('football', key, param, outcome, r).result;

describe('settlement rules, one row per outcome kind', () => {
  it('has a row for every kind the markets use', () => {
    expect(OUTCOME_RULES.map((r) => r.kind).sort()).toEqual(
      [
        'asian_handicap',
        'both_score',
        'correct_score',
        'double_chance',
        'european_handicap',
        'ht_ft',
        'nth_goal',
        'over_under',
        'set_score',
        'spread',
        'three_way',
        'two_way',
      ].sort(),
    );
  });

  it('three_way: 1X2 on the full-time score, half-time result on the half-time score', () => {
    expect([
      football('1x2', undefined, '1'),
      football('1x2', undefined, 'x'),
      football('1x2', undefined, '2'),
    ]).toEqual(['won', 'lost', 'lost']);
    expect(football('ht_1x2', undefined, '2')).toBe('won');
  });

  it('double_chance: wins on either of its two results', () => {
    expect(football('dc', undefined, '1x')).toBe('won');
    expect(football('dc', undefined, '12')).toBe('won');
    expect(football('dc', undefined, 'x2')).toBe('lost');
  });

  it('over_under: by the total against the line, a whole line hit exactly is void', () => {
    expect(football('ou', 2.5, 'over')).toBe('won');
    expect(football('ou', 3.5, 'over')).toBe('lost');
    expect(football('ou', 3.5, 'under')).toBe('won');
    expect(
      settleSelection('basketball', 'total', 200, 'over', { sport: 'basketball', final: [101, 99] }).result,
    ).toBe('void');
  });

  it('both_score: yes only when both sides scored', () => {
    expect(football('btts', undefined, 'yes')).toBe('won');
    expect(football('btts', undefined, 'yes', { ...FOOTBALL, ft: [3, 0] })).toBe('lost');
    expect(football('btts', undefined, 'no', { ...FOOTBALL, ft: [0, 0] })).toBe('won');
  });

  it('asian_handicap: whole lines push, quarter lines split into half won / half lost', () => {
    // Home won by one.
    expect(football('ah', -1, '1')).toBe('void');
    expect(football('ah', -1, '2')).toBe('void');
    expect(football('ah', -0.75, '1')).toBe('half_won');
    expect(football('ah', -0.75, '2')).toBe('half_lost');
    expect(football('ah', -1.25, '1')).toBe('half_lost');
    expect(football('ah', -1.25, '2')).toBe('half_won');
    expect(football('ah', -0.5, '1')).toBe('won');
    expect(football('ah', -1.5, '1')).toBe('lost');
    expect(football('ah', 0.25, '2')).toBe('lost');
    expect(football('ah', 0, '1', { ...FOOTBALL, ft: [1, 1] })).toBe('void');
    expect(football('ah', 0.25, '1', { ...FOOTBALL, ft: [1, 1] })).toBe('half_won');
  });

  it("european_handicap: three-way after the line — home -1 winning by one is the handicap's draw", () => {
    expect(football('eh', -1, 'x')).toBe('won');
    expect(football('eh', -1, '1')).toBe('lost');
    expect(football('eh', 1, '1')).toBe('won');
  });

  it("correct_score: the exact score, 'other' when a side reached five", () => {
    expect(football('cs', undefined, '2-1')).toBe('won');
    expect(football('cs', undefined, '1-2')).toBe('lost');
    expect(football('cs', undefined, 'other', { ...FOOTBALL, ft: [5, 1] })).toBe('won');
  });

  it('ht_ft: both halves of the pair right', () => {
    expect(football('htft', undefined, '21')).toBe('won');
    expect(football('htft', undefined, '11')).toBe('lost');
  });

  it('nth_goal: who scored goal n, none when there were fewer goals', () => {
    expect(football('next_goal', 1, '2')).toBe('won');
    expect(football('next_goal', 3, '1')).toBe('won');
    expect(football('next_goal', 4, 'none')).toBe('won');
    expect(football('next_goal', 4, '1')).toBe('lost');
  });

  it('two_way: the winner after overtime and shoot-out; ice hockey 1X2 still reads regular time', () => {
    const hockey: EventResult = { sport: 'ice_hockey', regular: [2, 2], winner: '2' };
    expect(settleSelection('ice_hockey', 'ml', undefined, '2', hockey).result).toBe('won');
    expect(settleSelection('ice_hockey', '1x2', undefined, 'x', hockey).result).toBe('won');
    expect(settleSelection('ice_hockey', 'ou', 4.5, 'under', hockey).result).toBe('won');
  });

  it('spread: margin with the line, overtime included in basketball', () => {
    const bb: EventResult = { sport: 'basketball', final: [110, 104] };
    expect(settleSelection('basketball', 'spread', -5.5, '1', bb).result).toBe('won');
    expect(settleSelection('basketball', 'spread', -6.5, '1', bb).result).toBe('lost');
    expect(settleSelection('basketball', 'spread', -6.5, '2', bb).result).toBe('won');
    expect(settleSelection('basketball', 'spread', -6, '1', bb).result).toBe('void');
  });

  it('set_score: sets won by each side, tennis and volleyball', () => {
    const tennis: EventResult = {
      sport: 'tennis',
      bestOf: 3,
      sets: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
    };
    expect(settleSelection('tennis', 'set_betting', undefined, '2-1', tennis).result).toBe('won');
    expect(settleSelection('tennis', 'total_games', 31.5, 'over', tennis).result).toBe('won');
    const vb: EventResult = {
      sport: 'volleyball',
      sets: [
        [25, 20],
        [20, 25],
        [25, 23],
        [25, 18],
      ],
    };
    expect(settleSelection('volleyball', 'set_betting', undefined, '3-1', vb).result).toBe('won');
    expect(settleSelection('volleyball', 'total_sets', 3.5, 'over', vb).result).toBe('won');
  });

  it('tennis retirement: the player who goes through wins after a completed set, void before; totals stand only if decided', () => {
    const early: EventResult = { sport: 'tennis', bestOf: 3, sets: [[3, 2]], retired: '2' };
    expect(settleSelection('tennis', 'match_winner', undefined, '1', early).result).toBe('void');
    const later: EventResult = {
      sport: 'tennis',
      bestOf: 3,
      sets: [
        [6, 4],
        [7, 6],
        [2, 1],
      ],
      retired: '1',
    };
    expect(settleSelection('tennis', 'match_winner', undefined, '2', later).result).toBe('won');
    expect(settleSelection('tennis', 'set_betting', undefined, '2-0', later).result).toBe('void');
    expect(settleSelection('tennis', 'total_games', 22.5, 'over', later).result).toBe('won');
    expect(settleSelection('tennis', 'total_games', 22.5, 'under', later).result).toBe('lost');
    expect(settleSelection('tennis', 'total_games', 30.5, 'over', later).result).toBe('void');
  });

  it('refuses to settle a market of another sport on a result', () => {
    expect(() =>
      settleSelection('football', '1x2', undefined, '1', { sport: 'basketball', final: [1, 0] }),
    ).toThrow();
  });
});

describe('cash-out', () => {
  const open = (odds: number, p: number, market: 'active' | 'suspended' = 'active'): CashoutLeg => ({
    state: 'open',
    odds,
    market,
    current: { id: '1', p },
  });
  const combo: BetShape = { type: 'combo', stakeKurus: 10_000, boost: false };

  it('values a bet at its expected payout under current probabilities, less the cash-out margin', () => {
    const quote = quoteCashout({
      bet: combo,
      legs: [open(2, 0.6), { state: 'settled', odds: 1.5, result: 'won' }],
      margin: 0.05,
      maxPayoutKurus: 10_000_000,
    });
    // 100 ₺ × 1.5 settled × (2 × 0.6) expected = 180 ₺, less 5 % = 171 ₺.
    expect(quote).toEqual({ ok: true, valueKurus: 17_100, expectedPayoutKurus: 18_000 });
  });

  it('is refused while any open leg is suspended, after a lost leg, and once everything is settled', () => {
    expect(
      quoteCashout({
        bet: combo,
        legs: [open(2, 0.6), open(3, 0.3, 'suspended')],
        margin: 0.05,
        maxPayoutKurus: 1e9,
      }),
    ).toEqual({ ok: false, reason: 'suspended' });
    expect(
      quoteCashout({
        bet: combo,
        legs: [open(2, 0.6), { state: 'settled', odds: 3, result: 'lost' }],
        margin: 0.05,
        maxPayoutKurus: 1e9,
      }),
    ).toEqual({ ok: false, reason: 'lost' });
    expect(
      quoteCashout({
        bet: combo,
        legs: [{ state: 'settled', odds: 3, result: 'won' }],
        margin: 0.05,
        maxPayoutKurus: 1e9,
      }),
    ).toEqual({ ok: false, reason: 'settled' });
  });

  it('values a system bet line by line (a lost leg only kills its own lines)', () => {
    const bet: BetShape = { type: 'system', system: parseSystem('trixie')!, stakePerLineKurus: 1000 };
    const quote = quoteCashout({
      bet,
      legs: [open(2, 0.5), open(2, 0.5), { state: 'settled', odds: 2, result: 'lost' }],
      margin: 0,
      maxPayoutKurus: 1e9,
    });
    // Only the double of legs 0 and 1 lives: 10 ₺ × 2 × 2 × 0.25 = 10 ₺.
    expect(quote).toEqual({ ok: true, valueKurus: 1000, expectedPayoutKurus: 1000 });
  });

  it('pays a partial cash-out with the stake cut rounded up: paid + what remains is never worth more than the quote (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (stake, value, share) => {
          const amount = Math.max(1, Math.floor(value * share));
          const bet: BetShape = { type: 'single', stakeKurus: stake };
          const part = partialCashout(bet, value, amount);
          if (!part.ok) throw new Error('refused');
          expect(part.stakeCutKurus + part.remainingStakeKurus).toBe(stake);
          // The rest keeps its value per unit of stake.
          expect(part.amountKurus + (value * part.remainingStakeKurus) / stake).toBeLessThanOrEqual(
            value + 1e-9,
          );
        },
      ),
    );
    expect(partialCashout({ type: 'single', stakeKurus: 100 }, 500, 600)).toEqual({
      ok: false,
      reason: 'amount',
    });
  });
});

describe('settlement, rollback and resettlement', () => {
  const leg = fc.record({
    odds: fc.integer({ min: 101, max: 1000 }).map((h) => h / 100),
    result: fc.constantFrom(...LegResult),
  });

  it('leaves the ledger at exactly the last settlement after any settle / rollback / resettle sequence (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.array(fc.option(fc.array(leg, { minLength: 4, maxLength: 4 }), { nil: null }), {
          minLength: 1,
          maxLength: 8,
        }),
        (stake, sequence) => {
          const bet: BetShape = { type: 'combo', stakeKurus: stake, boost: true };
          let current: BetPayout | null = null;
          const ledger: SettlementMovement[] = [];
          for (const legs of sequence) {
            // null: the settlement is rolled back (the bet is open again); legs: (re)settled on these results.
            const next = legs ? settleBetPayout(bet, legs as SettledLeg[], 50_000_000) : null;
            ledger.push(...resettleMovements(current, next));
            current = next;
          }
          expect(netCredit(ledger)).toBe(current?.payoutKurus ?? 0);
          expect(ledger.every((m) => m.amountKurus > 0)).toBe(true);
        },
      ),
    );
  });
});
