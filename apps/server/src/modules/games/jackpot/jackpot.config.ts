import { JackpotStyle } from '@kasa/contract/jackpot';

/**
 * The progressive jackpot's instances and levels (docs/decisions/0092-slots-and-jackpot.md). Every Kasa slots bet puts
 * JACKPOT_SHARE_BP of itself into the jackpot house account; that share is spread over every level below by `shareBp`
 * (they sum to 10 000). At spin time one CSPRNG draw in [0, JACKPOT_DRAW_SPACE) decides whether a level is hit: level
 * i owns `bet (kuruş) × hitWeight` numbers of the space, so its chance grows with the bet — on average one hit per
 * JACKPOT_DRAW_SPACE / hitWeight kuruş wagered. At most one level is won per spin.
 */

/** Share of every slot bet for the jackpot, basis points (100 = 1%). Bets are whole lira, so it is whole kuruş. */
export const JACKPOT_SHARE_BP = 100;
/** The draw's range; below crypto.randomInt's limit of 2^48. */
export const JACKPOT_DRAW_SPACE = 1_000_000_000_000;

export interface JackpotLevelConfig {
  level: 1 | 2 | 3 | 4;
  name: string;
  /** Kuruş the level starts from and restarts from after a win. */
  seed: number;
  /** Basis points of the jackpot share this level receives. */
  shareBp: number;
  /** Numbers of the draw space per kuruş bet. */
  hitWeight: number;
}

export interface JackpotInstanceConfig {
  code: string;
  name: string;
  style: JackpotStyle;
  /** Smallest level first. */
  levels: JackpotLevelConfig[];
}

/** Average kuruş wagered per hit → hit weight. */
const oneIn = (kurus: number) => Math.round(JACKPOT_DRAW_SPACE / kurus);
const TL = 100;

export const JACKPOT_INSTANCES: readonly JackpotInstanceConfig[] = [
  {
    code: 'clover-chance',
    name: 'Clover Chance',
    style: JackpotStyle.Egt,
    levels: [
      { level: 1, name: 'Clubs', seed: 50 * TL, shareBp: 1200, hitWeight: oneIn(50_000 * TL) },
      { level: 2, name: 'Diamonds', seed: 250 * TL, shareBp: 900, hitWeight: oneIn(300_000 * TL) },
      { level: 3, name: 'Hearts', seed: 1_000 * TL, shareBp: 700, hitWeight: oneIn(1_500_000 * TL) },
      { level: 4, name: 'Spades', seed: 5_000 * TL, shareBp: 500, hitWeight: oneIn(10_000_000 * TL) },
    ],
  },
  {
    code: 'high-cash',
    name: 'High Cash',
    style: JackpotStyle.Egt,
    levels: [
      { level: 1, name: 'Clubs', seed: 100 * TL, shareBp: 1000, hitWeight: oneIn(100_000 * TL) },
      { level: 2, name: 'Diamonds', seed: 500 * TL, shareBp: 800, hitWeight: oneIn(600_000 * TL) },
      { level: 3, name: 'Hearts', seed: 2_500 * TL, shareBp: 700, hitWeight: oneIn(3_000_000 * TL) },
      { level: 4, name: 'Spades', seed: 10_000 * TL, shareBp: 600, hitWeight: oneIn(20_000_000 * TL) },
    ],
  },
  {
    code: 'kasa-link',
    name: 'Kasa Link',
    style: JackpotStyle.Amusnet,
    // Amusnet numbering: level I is the top prize, IV the smallest (level 4 here is I).
    levels: [
      { level: 1, name: 'IV', seed: 25 * TL, shareBp: 800, hitWeight: oneIn(40_000 * TL) },
      { level: 2, name: 'III', seed: 150 * TL, shareBp: 700, hitWeight: oneIn(250_000 * TL) },
      { level: 3, name: 'II', seed: 1_000 * TL, shareBp: 600, hitWeight: oneIn(1_200_000 * TL) },
      { level: 4, name: 'I', seed: 7_500 * TL, shareBp: 500, hitWeight: oneIn(8_000_000 * TL) },
    ],
  },
  {
    code: 'egypt-quest',
    name: 'Egypt Quest',
    style: JackpotStyle.Quest,
    levels: [{ level: 1, name: 'I', seed: 2_500 * TL, shareBp: 1000, hitWeight: oneIn(2_000_000 * TL) }],
  },
];
