// The house edge of Kasa Blackjack's main bet under basic strategy, by SIMULATION (docs/decisions/0312): one seat
// plays basic strategy (no insurance) through @kasa/contract/blackjack-rules — the same hand, dealer (S17), split,
// double and payout code the table runs — from a 6-deck shoe dealt down to the cut card (position 234) and then
// reshuffled. Prints the edge with its 95 % confidence interval, and the Perfect Pairs side bet's EXACT edge; fails
// unless the stated figures (the rules panel's) are consistent with this run.
// Run: npm run rtp:blackjack [-- rounds [seed]]
import {
  BJ_CUT_CARD,
  BJ_DECKS,
  BJ_SHOE_SIZE,
  BLACKJACK_EDGE_CI_PERCENT,
  BLACKJACK_EDGE_PERCENT,
  PAIR_PAYS,
  PAIRS_EDGE_PERCENT,
  pairsOdds,
  playBasicRound,
} from '../packages/contract/src/blackjack-rules.ts';

// 10 000 000 rounds by default (about 30 s; ± 0.07 %); the stated figure comes from a 100 000 000-round run.
const rounds = Number(process.argv[2] ?? 10_000_000);
const seed = Number(process.argv[3] ?? 20261124);

/** sfc32: a small, fast, well-tested generator (the simulation needs speed and reproducibility, not secrecy). */
function sfc32(a: number, b: number, c: number, d: number) {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
const random = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed);
for (let i = 0; i < 20; i++) random();

const shoe = Array.from({ length: BJ_SHOE_SIZE }, (_, i) => i % 52);
let pos = BJ_SHOE_SIZE;
const shuffle = () => {
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  pos = 0;
};
const take = () => {
  const card = shoe[pos++];
  if (card === undefined) throw new Error('blackjack-edge: the shoe ran out');
  return card;
};

const started = Date.now();
let sum = 0;
let sumSq = 0;
for (let n = 0; n < rounds; n++) {
  if (pos >= BJ_CUT_CARD) shuffle();
  const net = playBasicRound(take);
  sum += net;
  sumSq += net * net;
}
const mean = sum / rounds;
const sd = Math.sqrt(sumSq / rounds - mean * mean);
const half = (1.96 * sd) / Math.sqrt(rounds);
const edge = -mean * 100;
const ci = half * 100;
const pct = (x: number, digits = 3) => `${x.toFixed(digits)} %`;

console.log(
  `Kasa Blackjack — ${BJ_DECKS} decks, S17, BJ 3:2, DAS, one split, dealer peeks, cut card at ${BJ_CUT_CARD}`,
);
console.log(
  `  basic strategy, ${rounds.toLocaleString('en')} rounds (seed ${seed}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `  main bet:   house edge ${pct(edge)} ± ${pct(ci)} (95 % CI ${pct(edge - ci)} … ${pct(edge + ci)}), sd ${sd.toFixed(3)} units/round`,
);
console.log(`  stated:     ${pct(BLACKJACK_EDGE_PERCENT, 2)} ± ${pct(BLACKJACK_EDGE_CI_PERCENT, 2)}`);

const pairs = pairsOdds();
console.log(
  `  Perfect Pairs (exact): perfect ${pairs.ways.perfect}/${pairs.left} × ${PAIR_PAYS.perfect}:1, coloured ${pairs.ways.coloured}/${pairs.left} × ${PAIR_PAYS.coloured}:1, mixed ${pairs.ways.mixed}/${pairs.left} × ${PAIR_PAYS.mixed}:1`,
);
console.log(
  `              return ${pairs.returned}/${pairs.left}, house edge ${pct(pairs.edge * 100, 4)} (stated ${pct(PAIRS_EDGE_PERCENT, 2)})`,
);

let failed = false;
if (Math.abs(pairs.edge * 100 - PAIRS_EDGE_PERCENT) >= 0.005) {
  console.error('blackjack-edge: the Perfect Pairs edge differs from the stated one');
  failed = true;
}
// The stated figure must lie inside this run's interval (a run of at least 1M rounds: shorter ones are too loose).
if (rounds >= 1_000_000 && Math.abs(edge - BLACKJACK_EDGE_PERCENT) > ci) {
  console.error("blackjack-edge: the stated main-bet edge is outside this run's 95 % confidence interval");
  failed = true;
}
if (failed) process.exit(1);
