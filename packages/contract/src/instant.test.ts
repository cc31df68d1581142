import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats, fairWords, type HmacSha256 } from './fair.ts';
import {
  binomialBig,
  computeHiloCards,
  computeKenoDraw,
  computeLimbo,
  computePlinko,
  exactRtp,
  HILO_RANKS,
  hiloGuessAllowed,
  hiloGuessWins,
  hiloMultiplierFraction,
  hiloPayout,
  hiloRank,
  hiloWinningRanks,
  INSTANT_RISKS,
  INSTANT_RTP_TOLERANCE_BP,
  INSTANT_TARGET_RTP_BP,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_TABLES,
  kenoDistribution,
  kenoDrawFromFloats,
  KenoPlayRequest,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboResultFromWord,
  limboRtp,
  limboWinningWords,
  LimboPlayRequest,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_TABLES,
  plinkoDistribution,
  PlinkoDropRequest,
} from './instant.ts';

const nodeHmac: HmacSha256 = async (key, message) => createHmac('sha256', key).update(message).digest();
const SEEDS = {
  serverSeed: 'a3f1c2e4b5d6978812345678909abcdef0fedcba9876543210aabbccddeeff00',
  clientSeed: 'kasa-player-seed',
  nonce: 7,
};
const TARGET = BigInt(INSTANT_TARGET_RTP_BP);
const FLOOR = BigInt(INSTANT_TARGET_RTP_BP - INSTANT_RTP_TOLERANCE_BP);
/** RTP × 10 000 (basis points) ≤ target and ≥ target − tolerance, exactly (cross-multiplied, no floats). */
const withinTarget = ({ num, den }: { num: bigint; den: bigint }) =>
  num * 10_000n <= TARGET * den && num * 10_000n >= FLOOR * den;

describe('plinko paytables', () => {
  it('every rows × risk table returns 98.90–99.00 % exactly (binomial probabilities)', () => {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
      for (const risk of INSTANT_RISKS) {
        const table = PLINKO_TABLES[rows]![risk];
        expect(table).toHaveLength(rows + 1);
        const rtp = exactRtp(plinkoDistribution(rows), table);
        expect(withinTarget(rtp), `${rows} ${risk}`).toBe(true);
        // Mirrored, and never paying less further out.
        for (let k = 0; k <= rows; k++) expect(table[k]).toBe(table[rows - k]);
        for (let k = 0; k < rows / 2; k++) expect(table[k]!).toBeGreaterThanOrEqual(table[k + 1]!);
        expect(Math.min(...table)).toBeGreaterThan(0);
      }
      // Riskier tables pay more at the edge.
      const edge = INSTANT_RISKS.map((risk) => PLINKO_TABLES[rows]![risk][0]!);
      expect(edge[0]!).toBeLessThan(edge[1]!);
      expect(edge[1]!).toBeLessThan(edge[2]!);
    }
  });

  it('the distribution is C(rows, k) / 2^rows', () => {
    const d = plinkoDistribution(16);
    expect(d.total).toBe(65_536n);
    expect(d.weights[8]).toBe(12_870n);
    expect(d.weights.reduce((a, b) => a + b, 0n)).toBe(d.total);
  });
});

describe('keno paytables', () => {
  it('every picks × risk table returns 98.90–99.00 % exactly (hypergeometric probabilities)', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      const dist = kenoDistribution(picks);
      expect(dist.weights.reduce((a, b) => a + b, 0n)).toBe(binomialBig(KENO_NUMBERS, KENO_DRAWN));
      for (const risk of INSTANT_RISKS) {
        const table = KENO_TABLES[picks]![risk];
        expect(table).toHaveLength(picks + 1);
        expect(withinTarget(exactRtp(dist, table)), `${picks} ${risk}`).toBe(true);
        for (let h = 0; h < picks; h++) expect(table[h + 1]!).toBeGreaterThanOrEqual(table[h]!);
        expect(table[picks]!).toBeGreaterThan(0);
      }
    }
  });

  it('one pick pays 3.96× (1 in 4 × 0.99)', () => {
    expect(KENO_TABLES[1]!.low).toEqual([0, 396]);
  });
});

describe('limbo', () => {
  it('P(result ≥ T) = floor(99 × 2³² / T) / 2³²: the boundary word is the first that wins', () => {
    for (const target of [101, 150, 200, 1_000, 12_345, 1_000_000, LIMBO_MAX_TARGET]) {
      const first = Number(2n ** 32n - limboWinningWords(target));
      expect(limboResultFromWord(first)).toBeGreaterThanOrEqual(target);
      expect(limboResultFromWord(first - 1)).toBeLessThan(target);
      expect(limboResultFromWord(2 ** 32 - 1)).toBe(LIMBO_MAX_TARGET);
    }
    expect(limboResultFromWord(0)).toBe(100);
  });

  it('every target returns 99 % less at most target / 2³² (exact)', () => {
    for (const target of [LIMBO_MIN_TARGET, 200, 777, 10_000, 99_999, 1_000_000, LIMBO_MAX_TARGET]) {
      const { num, den } = limboRtp(target);
      expect(num * 100n <= 99n * den).toBe(true);
      expect((99n * den - num * 100n) * 2n ** 32n <= BigInt(target) * 100n * den).toBe(true);
    }
    // At 2× the return is 99 % to nine decimals.
    expect(Number((limboRtp(200).num * 10n ** 9n) / limboRtp(200).den)).toBe(990_000_000 - 1);
  });
});

describe('hi-lo', () => {
  it('each guess pays its fair odds (P × step = 1) and the 1 % is taken once', () => {
    for (let rank = 1; rank <= HILO_RANKS; rank++) {
      for (const guess of ['higher', 'lower', 'same'] as const) {
        const winning = hiloWinningRanks(rank, guess);
        if (winning === 0) continue;
        const one = hiloMultiplierFraction([winning]);
        // P(right) × multiplier = winning / 13 × 0.99 × 13 / winning = 0.99
        expect(BigInt(winning) * one.num * 100n).toBe(99n * BigInt(HILO_RANKS) * one.den);
        const two = hiloMultiplierFraction([5, winning]);
        const before = hiloMultiplierFraction([5]);
        expect(BigInt(winning) * two.num * before.den).toBe(BigInt(HILO_RANKS) * before.num * two.den);
      }
    }
  });

  it('any strategy of three guesses returns exactly 99 % (every card sequence enumerated)', () => {
    // Strategy: higher on 1–6, lower on 8–13, same on 7; then cash out.
    const pick = (rank: number): 'higher' | 'lower' | 'same' =>
      rank < 7 ? 'higher' : rank > 7 ? 'lower' : 'same';
    let num = 0n;
    let den = 1n;
    const add = (n: bigint, d: bigint) => {
      num = num * d + n * den;
      den *= d;
    };
    const ranks = Array.from({ length: HILO_RANKS }, (_, i) => i + 1);
    for (const r0 of ranks) {
      for (const r1 of ranks) {
        for (const r2 of ranks) {
          for (const r3 of ranks) {
            const seq = [r0, r1, r2, r3];
            const chances: number[] = [];
            let lost = false;
            for (let i = 0; i < 3 && !lost; i++) {
              const guess = pick(seq[i]!);
              if (hiloGuessWins((seq[i]! - 1) * 4, (seq[i + 1]! - 1) * 4, guess)) {
                chances.push(hiloWinningRanks(seq[i]!, guess));
              } else lost = true;
            }
            if (!lost) {
              const m = hiloMultiplierFraction(chances);
              add(m.num, m.den * 13n ** 4n);
            }
          }
        }
      }
    }
    expect(num * 100n).toBe(99n * den);
  });

  it('refuses impossible guesses and guesses past 1 000 000×', () => {
    expect(hiloGuessAllowed([], hiloWinningRanks(1, 'lower'))).toBe(false);
    expect(hiloGuessAllowed([], hiloWinningRanks(13, 'higher'))).toBe(false);
    expect(hiloGuessAllowed([], 1)).toBe(true);
    expect(hiloGuessAllowed([1, 1, 1, 1], 1)).toBe(true); // 0.99 × 13⁵ = 367 580×
    expect(hiloGuessAllowed([1, 1, 1, 1, 1], 1)).toBe(false); // 0.99 × 13⁶ > 1 000 000×
    expect(hiloPayout(1_000, [6])).toBe(2_145); // 0.99 × 13 / 6 = 2.145
    expect(hiloRank(0)).toBe(1);
    expect(hiloRank(51)).toBe(13);
  });
});

describe('outcomes from the seeds', () => {
  it('are the stream of @kasa/contract/fair, reproducible', async () => {
    const floats = await fairFloats(nodeHmac, SEEDS, 16);
    const plinko = await computePlinko(nodeHmac, SEEDS, 16);
    expect(plinko.path).toEqual(floats.map((f) => (f < 0.5 ? 0 : 1)));
    expect(plinko.slot).toBe(plinko.path.filter((b) => b === 1).length);
    expect(await computePlinko(nodeHmac, SEEDS, 16)).toEqual(plinko);

    const [word] = await fairWords(nodeHmac, SEEDS, 1);
    expect(await computeLimbo(nodeHmac, SEEDS)).toBe(limboResultFromWord(word!));

    const draw = await computeKenoDraw(nodeHmac, SEEDS);
    expect(draw).toEqual(kenoDrawFromFloats(floats));
    expect(new Set(draw).size).toBe(KENO_DRAWN);
    expect(draw.every((n) => n >= 1 && n <= KENO_NUMBERS)).toBe(true);

    const cards = await computeHiloCards(nodeHmac, SEEDS, 12);
    expect(cards).toEqual((await fairFloats(nodeHmac, SEEDS, 12)).map((f) => Math.floor(f * 52)));
    // Dealing more cards never changes the ones dealt.
    expect((await computeHiloCards(nodeHmac, SEEDS, 20)).slice(0, 12)).toEqual(cards);
  });

  it('keno draw by selection: the floats pick from the numbers not yet drawn', () => {
    expect(kenoDrawFromFloats(Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(kenoDrawFromFloats(Array(10).fill(0.999999))).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
  });
});

describe('requests', () => {
  it('refuse bad input with the game message', () => {
    const first = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
      r.error?.issues[0]?.message;
    expect(first(PlinkoDropRequest.safeParse({ amount: 1, rows: 17, risk: 'low' }))).toBe('e.plinkoRows');
    expect(first(PlinkoDropRequest.safeParse({ amount: 1, rows: 8, risk: 'wild' }))).toBe('e.instantRisk');
    expect(first(LimboPlayRequest.safeParse({ amount: 1, target: 1 }))).toBe('e.limboTarget');
    expect(first(LimboPlayRequest.safeParse({ amount: 1, target: 2.005 }))).toBe('e.limboTarget');
    expect(LimboPlayRequest.safeParse({ amount: 1, target: 1_000_000 }).success).toBe(true);
    expect(first(KenoPlayRequest.safeParse({ amount: 1, picks: [1, 1], risk: 'low' }))).toBe('e.kenoPicks');
    expect(first(KenoPlayRequest.safeParse({ amount: 1, picks: [41], risk: 'low' }))).toBe('e.kenoPicks');
    expect(first(KenoPlayRequest.safeParse({ amount: 1, picks: [], risk: 'low' }))).toBe('e.kenoPicks');
    expect(
      first(
        KenoPlayRequest.safeParse({
          amount: 1,
          picks: Array.from({ length: 11 }, (_, i) => i + 1),
          risk: 'low',
        }),
      ),
    ).toBe('e.kenoPicks');
  });
});
