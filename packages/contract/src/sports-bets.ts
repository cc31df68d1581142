import type { Locale } from './constants.ts';
import type { SportsBook } from './sports.ts';

// Bet types, system bets, the combo boost and the exact payout arithmetic of the sportsbook (issue 10 §2). Shared by
// the web slip (lines, total stake, potential payout before placing) and the server (placement checks, settlement,
// cash-out). Amounts are integer kuruş; odds are decimal with two places. docs/decisions/0200.

export const BetType = ['single', 'combo', 'system'] as const;
export type BetType = (typeof BetType)[number];

export const COMBO_MIN_LEGS = 2;
export const COMBO_MAX_LEGS = 20;
/** A system bet expands to at most 2^12 - 1 = 4 095 lines. */
export const SYSTEM_MAX_LEGS = 12;

// ---- Leg results ----

/**
 * How one selection (a leg) settled. UOF sends `result` (0/1) with a `void_factor` (0, 0.5, 1) and a
 * `dead_heat_factor`; this is the same information, named: half_won = result 1 with void 0.5, half_lost = result 0
 * with void 0.5 (Asian quarter lines).
 */
export const LegResult = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type LegResult = (typeof LegResult)[number];

export interface SettledLeg {
  odds: number;
  result: LegResult;
  /** Dead heat: the share of the stake that stands at full odds (1/2 for a tie of two). Only with `won`. */
  deadHeatFactor?: number;
}

// ---- Systems ----

export interface SystemSpec {
  /** How many selections the system takes. */
  legs: number;
  /** The combination sizes it bets: [2, 3] is every double and the treble. */
  sizes: readonly number[];
}

/** The named full-cover systems; the "Lucky" ones include the singles. */
export const NAMED_SYSTEMS = {
  trixie: { legs: 3, sizes: [2, 3], name: { tr: 'Trixie', en: 'Trixie' } },
  patent: { legs: 3, sizes: [1, 2, 3], name: { tr: 'Patent', en: 'Patent' } },
  yankee: { legs: 4, sizes: [2, 3, 4], name: { tr: 'Yankee', en: 'Yankee' } },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4], name: { tr: 'Lucky 15', en: 'Lucky 15' } },
  canadian: {
    legs: 5,
    sizes: [2, 3, 4, 5],
    name: { tr: 'Canadian (Super Yankee)', en: 'Canadian (Super Yankee)' },
  },
  lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5], name: { tr: 'Lucky 31', en: 'Lucky 31' } },
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6], name: { tr: 'Heinz', en: 'Heinz' } },
  lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6], name: { tr: 'Lucky 63', en: 'Lucky 63' } },
  super_heinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7], name: { tr: 'Super Heinz', en: 'Super Heinz' } },
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8], name: { tr: 'Goliath', en: 'Goliath' } },
} as const satisfies Record<string, SystemSpec & { name: Readonly<Record<Locale, string>> }>;
export type NamedSystem = keyof typeof NAMED_SYSTEMS;

/**
 * A system code as the slip sends it: a named system ('trixie', 'lucky15') or sizes over legs ('2/4' is every
 * double of 4 selections, '2,3/5' every double and treble of 5). Returns null for anything malformed.
 */
export function parseSystem(code: string): SystemSpec | null {
  if (code in NAMED_SYSTEMS) {
    const named = NAMED_SYSTEMS[code as NamedSystem];
    return { legs: named.legs, sizes: named.sizes };
  }
  const match = /^(\d{1,2}(?:,\d{1,2})*)\/(\d{1,2})$/.exec(code);
  if (!match) return null;
  const legs = Number(match[2]);
  const sizes = match[1]!.split(',').map(Number);
  const spec = { legs, sizes: [...new Set(sizes)].sort((a, b) => a - b) };
  if (spec.sizes.length !== sizes.length) return null;
  return isValidSystem(spec) ? spec : null;
}

/** A system needs 3 to 12 selections and sizes from 1 to the selection count, not only the full combo. */
export function isValidSystem(spec: SystemSpec): boolean {
  const { legs, sizes } = spec;
  if (!Number.isInteger(legs) || legs < 3 || legs > SYSTEM_MAX_LEGS || sizes.length === 0) return false;
  if (sizes.some((k) => !Number.isInteger(k) || k < 1 || k > legs)) return false;
  if (sizes.length === 1 && sizes[0] === legs) return false; // that is a combo
  return sizes.every((k, i) => i === 0 || k > sizes[i - 1]!);
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

export function countSystemLines(spec: SystemSpec): number {
  return spec.sizes.reduce((sum, k) => sum + binomial(spec.legs, k), 0);
}

/** Every line of a system as ascending leg indices, smaller combinations first, each size in lexicographic order. */
export function expandSystem(spec: SystemSpec): number[][] {
  const lines: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number, size: number) => {
    if (pick.length === size) {
      lines.push([...pick]);
      return;
    }
    for (let i = start; i <= spec.legs - (size - pick.length); i++) {
      pick.push(i);
      walk(i + 1, size);
      pick.pop();
    }
  };
  for (const size of spec.sizes) walk(0, size);
  return lines;
}

/** The slip's figures before placing: lines and total stake (the stake is per line). */
export function systemStake(
  spec: SystemSpec,
  stakePerLineKurus: number,
): { lines: number; totalKurus: number } {
  const lines = countSystemLines(spec);
  return { lines, totalKurus: lines * stakePerLineKurus };
}

// ---- Exact payout arithmetic ----

/**
 * A leg's factor as an exact fraction. Odds have two decimals, so they are whole hundredths; a half-won leg pays
 * (odds + 1) / 2 on the stake, a half-lost one returns half; a dead heat multiplies the odds by its factor (read to six
 * decimals, as feeds send it).
 */
function legFactor(leg: SettledLeg): [bigint, bigint] {
  const hundredths = BigInt(oddsToHundredths(leg.odds));
  switch (leg.result) {
    case 'lost':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_lost':
      return [1n, 2n];
    case 'half_won':
      return [hundredths + 100n, 200n];
    case 'won': {
      if (leg.deadHeatFactor === undefined || leg.deadHeatFactor === 1) return [hundredths, 100n];
      const dh = BigInt(Math.round(leg.deadHeatFactor * 1_000_000));
      return [hundredths * dh, 100_000_000n];
    }
  }
}

export function oddsToHundredths(odds: number): number {
  const h = Math.round(odds * 100);
  if (!Number.isFinite(odds) || h < 100) throw new RangeError(`odds out of range: ${odds}`);
  return h;
}

/**
 * What a combination of settled legs returns on a stake, in kuruş: the stake times the product of the leg factors,
 * rounded DOWN to the kuruş (the house never pays a fraction it does not owe). A single is a combination of one leg.
 */
export function linePayoutKurus(stakeKurus: number, legs: readonly SettledLeg[]): number {
  let num = BigInt(stakeKurus);
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = legFactor(leg);
    num *= n;
    den *= d;
  }
  return Number(num / den);
}

/** The potential payout the slip shows: every leg won. Same rounding as settlement, so the figure is what is paid. */
export function potentialPayoutKurus(stakeKurus: number, odds: readonly number[]): number {
  return linePayoutKurus(
    stakeKurus,
    odds.map((o) => ({ odds: o, result: 'won' as const })),
  );
}

/** A system bet's return: each line settled on its own legs, each line rounded down, then summed. */
export function systemPayoutKurus(
  spec: SystemSpec,
  stakePerLineKurus: number,
  legs: readonly SettledLeg[],
): number {
  if (legs.length !== spec.legs) throw new RangeError('a system bet needs exactly its number of legs');
  let total = 0;
  for (const line of expandSystem(spec))
    total += linePayoutKurus(
      stakePerLineKurus,
      line.map((i) => legs[i]!),
    );
  return total;
}

/** The largest payout (all legs won) of a system bet, for the max-payout check at placement. */
export function systemMaxPayoutKurus(
  spec: SystemSpec,
  stakePerLineKurus: number,
  odds: readonly number[],
): number {
  return systemPayoutKurus(
    spec,
    stakePerLineKurus,
    odds.map((o) => ({ odds: o, result: 'won' as const })),
  );
}

// ---- Combo boost ----

/**
 * "Kombine Bahiste %50'ye Varan Kazanç Artışı" (the seeded promotion `sports-combo`, whose page shows this table): a
 * winning combo of 4 or more selections, every one at odds 1.30 or more, gets a percentage of its NET winnings
 * (payout − stake) on top, by the number of legs that counted (void legs do not count), capped at ₺10 000. Cashed-out
 * combos and combos staked with bonus money do not qualify, and neither do legs taken at the High Rate (fcg) book's
 * prices: at its 3 % margin a 10-leg combo with the 50 % boost would return about 111 % (npm run sports-margin).
 */
export const COMBO_BOOST = {
  minOdds: 1.3,
  minLegs: 4,
  capKurus: 1_000_000,
  /** Legs (at least) → boost in percent. */
  steps: [
    { legs: 4, percent: 5 },
    { legs: 5, percent: 10 },
    { legs: 6, percent: 20 },
    { legs: 8, percent: 35 },
    { legs: 10, percent: 50 },
  ],
} as const;

/** The boost percent for a number of counting legs (0 under four). */
export function comboBoostPercent(legs: number): number {
  let percent = 0;
  for (const step of COMBO_BOOST.steps) if (legs >= step.legs) percent = step.percent;
  return percent;
}

/**
 * Whether a combo can earn the boost at all (checked on the slip and at placement): four legs or more, every leg at
 * 1.30 or more, none from the High Rate book.
 */
export function isComboBoostEligible(legs: readonly { odds: number; book?: SportsBook }[]): boolean {
  return (
    legs.length >= COMBO_BOOST.minLegs &&
    legs.every((l) => l.book !== 'fcg' && oddsToHundredths(l.odds) >= COMBO_BOOST.minOdds * 100)
  );
}

/**
 * The boost paid on a settled combo that was eligible at placement, kuruş: floor(net winnings × percent / 100),
 * capped. Legs that are void do not count; a lost combo (payout 0) or one that returns no more than its stake earns
 * nothing.
 */
export function comboBoostKurus(
  stakeKurus: number,
  payoutKurus: number,
  legs: readonly SettledLeg[],
): number {
  if (!isComboBoostEligible(legs)) return 0;
  const counting = legs.filter((l) => l.result !== 'void').length;
  const percent = comboBoostPercent(counting);
  const net = payoutKurus - stakeKurus;
  if (percent === 0 || net <= 0) return 0;
  return Math.min(COMBO_BOOST.capKurus, Math.floor((net * percent) / 100));
}

// ---- Settling a whole bet ----

export type BetShape =
  | { type: 'single'; stakeKurus: number }
  | { type: 'combo'; stakeKurus: number; boost: boolean }
  | { type: 'system'; system: SystemSpec; stakePerLineKurus: number };

export interface BetPayout {
  /** Paid back in total, kuruş (stake included), after the cap. */
  payoutKurus: number;
  /** The boost part of `payoutKurus` (a separate ledger line, paid with the win). */
  boostKurus: number;
  /** Whether the max-payout cap cut the payout. */
  capped: boolean;
}

/** The total stake of a bet shape, kuruş. */
export function betStakeKurus(bet: BetShape): number {
  return bet.type === 'system' ? countSystemLines(bet.system) * bet.stakePerLineKurus : bet.stakeKurus;
}

/**
 * Settles a bet whose legs are all settled: the line arithmetic above, the combo boost (combo only), then the
 * max-payout cap on the whole payout, boost included; when the cap cuts, the boost is cut first.
 */
export function settleBetPayout(
  bet: BetShape,
  legs: readonly SettledLeg[],
  maxPayoutKurus: number,
): BetPayout {
  let base: number;
  let boost = 0;
  if (bet.type === 'system') base = systemPayoutKurus(bet.system, bet.stakePerLineKurus, legs);
  else {
    if (bet.type === 'single' && legs.length !== 1) throw new RangeError('a single has one leg');
    base = linePayoutKurus(bet.stakeKurus, legs);
    if (bet.type === 'combo' && bet.boost) boost = comboBoostKurus(bet.stakeKurus, base, legs);
  }
  const total = base + boost;
  if (total <= maxPayoutKurus) return { payoutKurus: total, boostKurus: boost, capped: false };
  const cappedBoost = Math.max(0, maxPayoutKurus - base);
  return { payoutKurus: maxPayoutKurus, boostKurus: Math.min(boost, cappedBoost), capped: true };
}

// ---- Slip shape ----

export type SlipProblem = 'legs_count' | 'same_event' | 'system_code' | 'system_legs';

/**
 * Whether a slip's legs fit its type: a single has one leg; a combo 2–20 legs; a system exactly its selection count;
 * and in a combo or system no two legs from the same event (their outcomes are correlated, which the product of odds
 * would misprice).
 */
export function checkSlipShape(
  type: BetType,
  legEventIds: readonly string[],
  systemCode?: string,
): { ok: true; system?: SystemSpec } | { ok: false; problem: SlipProblem } {
  const n = legEventIds.length;
  if (type === 'single') return n === 1 ? { ok: true } : { ok: false, problem: 'legs_count' };
  if (new Set(legEventIds).size !== n) return { ok: false, problem: 'same_event' };
  if (type === 'combo')
    return n >= COMBO_MIN_LEGS && n <= COMBO_MAX_LEGS ? { ok: true } : { ok: false, problem: 'legs_count' };
  const system = systemCode === undefined ? null : parseSystem(systemCode);
  if (!system) return { ok: false, problem: 'system_code' };
  if (system.legs !== n) return { ok: false, problem: 'system_legs' };
  return { ok: true, system };
}
