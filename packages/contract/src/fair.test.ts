import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeDiceRoll,
  computeMinesLayout,
  DICE_MAX_WIN_OUTCOMES,
  DICE_MIN_WIN_OUTCOMES,
  DICE_OUTCOMES,
  DiceDirection,
  diceIsWin,
  diceMultiplier,
  dicePayout,
  DiceRollRequest,
  diceTargetAllowed,
  diceWinOutcomes,
  fairWords,
  formatMultiplier,
  type HmacSha256,
  MINES_MAX,
  MINES_TILES,
  minesFromFloats,
  minesMultiplier,
  minesMultiplierFraction,
  minesPayout,
  MinesStartRequest,
  toHex,
} from './fair.ts';

const nodeHmac: HmacSha256 = async (key, message) => createHmac('sha256', key).update(message).digest();

/** The browser's way (Web Crypto, also in Node 20): the verification page uses exactly this. */
const webHmac: HmacSha256 = async (key, message) => {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

// Vectors computed independently (Python's hmac/hashlib, /tmp script in the decision record 0094) from:
const serverSeed = 'a3f1c2e4b5d6978812345678909abcdef0fedcba9876543210aabbccddeeff00';
const clientSeed = 'kasa-player-seed';

describe('provably fair stream', () => {
  it('commits to sha256 of the seed text', () => {
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(
      '88b250140be6417a3eb15ff0050f3b1c2d892f5240593319bbc5d8d063ec714e',
    );
  });

  it('cuts HMAC-SHA256(serverSeed, "client:nonce:cursor") into 4-byte words, moving to cursor 1 after eight', async () => {
    const expected = [
      1276806157, 3088150692, 3988510153, 1877719792, 2282595114, 3227229033, 787719469, 104312066,
      3261985361,
    ];
    expect(await fairWords(nodeHmac, { serverSeed, clientSeed, nonce: 0 }, 9)).toEqual(expected);
    expect(await fairWords(webHmac, { serverSeed, clientSeed, nonce: 0 }, 9)).toEqual(expected);
  });

  it('reproduces known dice rolls for nonces 0–4 with node and Web Crypto alike', async () => {
    const expected = [2972, 1039, 4538, 2180, 3256];
    for (const [nonce, roll] of expected.entries()) {
      expect(await computeDiceRoll(nodeHmac, { serverSeed, clientSeed, nonce })).toBe(roll);
      expect(await computeDiceRoll(webHmac, { serverSeed, clientSeed, nonce })).toBe(roll);
    }
  });

  it('reproduces known mines layouts (nonce 7)', async () => {
    const seeds = { serverSeed, clientSeed, nonce: 7 };
    expect(await computeMinesLayout(webHmac, seeds, 1)).toEqual([21]);
    expect(await computeMinesLayout(webHmac, seeds, 3)).toEqual([5, 7, 21]);
    expect(await computeMinesLayout(nodeHmac, seeds, 5)).toEqual([3, 5, 7, 9, 21]);
    expect(await computeMinesLayout(nodeHmac, seeds, 24)).toEqual(
      Array.from({ length: 25 }, (_, i) => i).filter((tile) => tile !== 4),
    );
  });

  it('places exactly N distinct mines on the grid for any seeds and count', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: MINES_MAX }),
        async (bytes, client, nonce, mines) => {
          const layout = await computeMinesLayout(
            nodeHmac,
            { serverSeed: toHex(bytes), clientSeed: client, nonce },
            mines,
          );
          expect(layout).toHaveLength(mines);
          expect(new Set(layout).size).toBe(mines);
          expect(layout.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES)).toBe(
            true,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('shuffles without bias: with 1 mine every tile is equally likely for every float step', () => {
    // The extreme floats of each step map to the first and last remaining tile, and each tile gets an equal slice.
    expect(minesFromFloats([0], 1)).toEqual([0]);
    expect(minesFromFloats([1 - 2 ** -32], 1)).toEqual([24]);
    const counts = new Array<number>(MINES_TILES).fill(0);
    for (let word = 0; word < 2 ** 32; word += 2 ** 22) {
      const tile = minesFromFloats([word / 2 ** 32], 1)[0]!;
      counts[tile] = (counts[tile] ?? 0) + 1;
    }
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('never lets a roll reach 100.00', async () => {
    const roll = await computeDiceRoll(nodeHmac, {
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: 'x',
      nonce: 1,
    });
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThan(DICE_OUTCOMES);
  });
});

describe('dice rules', () => {
  it('wins over the target when the roll is above it and under when below', () => {
    expect(diceIsWin(5001, 5000, DiceDirection.Over)).toBe(true);
    expect(diceIsWin(5000, 5000, DiceDirection.Over)).toBe(false);
    expect(diceIsWin(4999, 5000, DiceDirection.Under)).toBe(true);
    expect(diceIsWin(5000, 5000, DiceDirection.Under)).toBe(false);
    expect(diceWinOutcomes(5000, DiceDirection.Over)).toBe(4999);
    expect(diceWinOutcomes(5000, DiceDirection.Under)).toBe(5000);
  });

  it('pays (100 − 1) / chance: 50 % → 1.98×, 1 % → 99×, 98 % → 1.0102×', () => {
    expect(diceMultiplier(5000)).toBe(1.98);
    expect(diceMultiplier(100)).toBe(99);
    expect(formatMultiplier(diceMultiplier(9800))).toBe('1.01');
    expect(dicePayout(10_000, 5000)).toBe(19_800);
    expect(dicePayout(100, 4999)).toBe(198); // floor(100 × 1.980396…)
    expect(dicePayout(333, 9800)).toBe(336); // floor(336.397…)
  });

  it('has a return of exactly 99 % (before flooring): winning rolls counted one by one × multiplier', () => {
    for (const direction of [DiceDirection.Over, DiceDirection.Under]) {
      for (let target = 0; target < DICE_OUTCOMES; target += 37) {
        if (!diceTargetAllowed(target, direction)) continue;
        let wins = 0;
        for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (diceIsWin(roll, target, direction)) wins++;
        expect(wins).toBe(diceWinOutcomes(target, direction));
        // Σ payouts over all 10 000 rolls at stake 10 000 kuruş = wins × 10 000 × 9 900 / wins = 99 % of 10 000 × 10 000.
        expect((wins * 10_000 * 9_900) / diceWinOutcomes(target, direction)).toBe(
          0.99 * 10_000 * DICE_OUTCOMES,
        );
        expect(dicePayout(10_000, wins) * wins).toBeLessThanOrEqual(0.99 * 10_000 * DICE_OUTCOMES);
      }
    }
  });

  it('allows win chances from 1 % to 98 % only', () => {
    expect(diceTargetAllowed(100, DiceDirection.Under)).toBe(true);
    expect(diceTargetAllowed(99, DiceDirection.Under)).toBe(false);
    expect(diceTargetAllowed(9800, DiceDirection.Under)).toBe(true);
    expect(diceTargetAllowed(9801, DiceDirection.Under)).toBe(false);
    expect(diceWinOutcomes(9899, DiceDirection.Over)).toBe(DICE_MIN_WIN_OUTCOMES);
    expect(diceWinOutcomes(199, DiceDirection.Over)).toBe(DICE_MAX_WIN_OUTCOMES);
    expect(diceTargetAllowed(9900, DiceDirection.Over)).toBe(false);
    expect(diceTargetAllowed(198, DiceDirection.Over)).toBe(false);
  });

  it('validates the roll request with message references', () => {
    expect(DiceRollRequest.safeParse({ amount: 10, target: 50.5, direction: 'over' }).success).toBe(true);
    const tooLow = DiceRollRequest.safeParse({ amount: 0.5, target: 50, direction: 'over' });
    expect(tooLow.error?.issues[0]?.message).toBe('e.fairStakeRange:₺1,00:₺10.000,00');
    const chance = DiceRollRequest.safeParse({ amount: 1, target: 99.5, direction: 'over' });
    expect(chance.error?.issues[0]?.message).toBe('e.fairChance');
    expect(DiceRollRequest.safeParse({ amount: 1.005, target: 50, direction: 'over' }).success).toBe(false);
    expect(DiceRollRequest.safeParse({ amount: 1, target: 50.123, direction: 'over' }).success).toBe(false);
    expect(DiceRollRequest.safeParse({ amount: 1, target: 50, direction: 'sideways' }).success).toBe(false);
    expect(MinesStartRequest.safeParse({ amount: 1, mines: 25 }).error?.issues[0]?.message).toBe(
      'e.fairMinesCount',
    );
  });
});

describe('mines multipliers', () => {
  it('follow 0.99 × C(25, k) / C(25 − m, k)', () => {
    expect(minesMultiplier(3, 1)).toBeCloseTo(1.125, 12); // 0.99 × 25/22
    expect(minesMultiplier(3, 2)).toBeCloseTo((0.99 * 300) / 231, 12);
    expect(minesMultiplier(1, 24)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(5, 20)).toBeCloseTo(0.99 * 53_130, 6); // every safe tile: C(25, 5)
    expect(minesPayout(1_000, 3, 1)).toBe(1_125);
    expect(minesPayout(1_000, 3, 2)).toBe(1_285); // floor(1285.714…)
    expect(minesPayout(1_000_000, 12, 13)).toBe(Math.floor(1_000_000 * 0.99 * 5_200_300));
  });

  it('has a return of exactly 99 % for every cash-out point: P(survive k) × multiplier = 0.99', () => {
    for (let mines = 1; mines <= MINES_MAX; mines++) {
      for (let safe = 1; safe <= MINES_TILES - mines; safe++) {
        // P(first k picks all safe) = Π (25 − m − i)/(25 − i), built step by step as an exact fraction.
        let pNum = 1n;
        let pDen = 1n;
        for (let i = 0; i < safe; i++) {
          pNum *= BigInt(MINES_TILES - mines - i);
          pDen *= BigInt(MINES_TILES - i);
        }
        const { numerator, denominator } = minesMultiplierFraction(mines, safe);
        expect(pNum * numerator * 100n).toBe(pDen * denominator * 99n);
      }
    }
  });
});
