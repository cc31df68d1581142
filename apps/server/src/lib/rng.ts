import { randomInt } from 'node:crypto';

// Uniform integer sources for the games: the slots engine and the jackpot draw take one, so play uses the CSPRNG and
// tests or simulations a seeded generator.

/** Uniform integer in [0, max). */
export type Rng = (max: number) => number;

export const cryptoRng: Rng = (max) => randomInt(max);

/** A deterministic generator for tests and simulations (mulberry32; never used for play). */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * max);
  };
}
