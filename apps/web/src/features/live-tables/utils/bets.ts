import { expandStakes, stakeChips, type RouletteStake } from '@kasa/contract/roulette-rules';
import type { RouletteStakeInput, RouletteTicket } from '@kasa/contract/roulette';

/** Lira per layout spot of a list of stakes (racetrack calls expanded), for drawing chips. */
export function chipsBySpot(stakes: readonly RouletteStake[]): Map<string, number> {
  // Amounts are lira with two decimals: count in kuruş so sums stay exact.
  const kurus = expandStakes(stakes.map((s) => ({ ...s, amount: Math.round(s.amount * 100) })));
  return new Map([...kurus].map(([spot, k]) => [spot, k / 100]));
}

export const stakeCost = (stakes: readonly RouletteStake[]) =>
  Math.round(stakes.reduce((sum, s) => sum + Math.round(s.amount * 100) * stakeChips(s), 0)) / 100;

/** What the player placed in earlier tickets, as stakes again (for "repeat"). */
export const stakesOf = (tickets: readonly RouletteTicket[]): RouletteStake[] =>
  tickets.flatMap((t) => t.stakes as RouletteStakeInput[] as RouletteStake[]);
