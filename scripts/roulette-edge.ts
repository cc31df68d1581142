// npm run rtp:roulette — the exact house edge of every bet of Kasa Roulette (European, single zero), by enumerating
// the 37 equally likely pockets against each bet's payout rule; racetrack calls through their layout chips. Exact
// rational arithmetic (BigInt): expected return = Σ payout(pocket) / 37 per unit staked. docs/decisions/0310.
import {
  POCKETS,
  RACETRACK_CHIPS,
  ROULETTE_HOUSE_EDGE_PERCENT,
  SPOTS,
  expandStakes,
  spotPayout,
  type BetKind,
  type RouletteStake,
} from '../packages/contract/src/roulette-rules.ts';

/** Σ over pockets of the payout of `stakes` (unit chips of 36 kuruş so every payout is whole), and the total staked. */
function exactReturn(stakes: RouletteStake[]): { returned: bigint; staked: bigint } {
  const lines = expandStakes(stakes);
  let staked = 0n;
  for (const amount of lines.values()) staked += BigInt(amount);
  let returned = 0n;
  for (let pocket = 0; pocket < POCKETS; pocket++) {
    for (const [spot, amount] of lines) returned += BigInt(spotPayout(spot, amount, pocket));
  }
  return { returned, staked: staked * BigInt(POCKETS) };
}

const fmt = (num: bigint, den: bigint, digits = 4) => {
  const scale = 10n ** BigInt(digits + 2);
  const v = (num * scale * 100n) / den; // percent × 10^(digits+2)
  const s = (Number(v) / Number(scale)).toFixed(digits);
  return `${s} %`;
};

const rows: Array<{ name: string; count: number; returned: bigint; staked: bigint }> = [];
const byKind = new Map<BetKind, string[]>();
for (const def of SPOTS.values()) byKind.set(def.kind, [...(byKind.get(def.kind) ?? []), def.spot]);
for (const [kind, spots] of byKind) {
  let returned = 0n;
  let staked = 0n;
  for (const spot of spots) {
    const r = exactReturn([{ spot, amount: 36 }]);
    // every bet of a kind must have the same return: check one by one
    if (r.returned * 37n !== r.staked * 36n) throw new Error(`${spot}: return is not 36/37`);
    returned += r.returned;
    staked += r.staked;
  }
  rows.push({
    name: `${kind} (${SPOTS.get(spots[0]!)!.numbers.length} pockets)`,
    count: spots.length,
    returned,
    staked,
  });
}
for (const call of Object.keys(RACETRACK_CHIPS) as Array<keyof typeof RACETRACK_CHIPS>) {
  rows.push({ name: `racetrack: ${call}`, count: 1, ...exactReturn([{ call, amount: 36 }]) });
}
for (let count = 1; count <= 4; count++) {
  let returned = 0n;
  let staked = 0n;
  for (let n = 0; n < POCKETS; n++) {
    const r = exactReturn([{ call: 'neighbours', number: n, count, amount: 36 }]);
    returned += r.returned;
    staked += r.staked;
  }
  rows.push({ name: `racetrack: neighbours ±${count}`, count: POCKETS, returned, staked });
}

let failed = false;
console.log('Kasa Roulette — European single zero, 37 pockets enumerated\n');
console.log('bet'.padEnd(34), 'bets'.padStart(5), 'RTP'.padStart(12), 'house edge'.padStart(12));
for (const row of rows) {
  const edgeNum = row.staked - row.returned;
  const exact = edgeNum * 37n === row.staked; // edge = 1/37
  if (!exact) failed = true;
  console.log(
    row.name.padEnd(34),
    String(row.count).padStart(5),
    fmt(row.returned, row.staked).padStart(12),
    fmt(edgeNum, row.staked).padStart(12),
    exact ? '= 1/37' : 'DIFFERS',
  );
}
console.log(`\nDeclared house edge: ${ROULETTE_HOUSE_EDGE_PERCENT} % (1/37 = 2.7027 %) for every bet.`);
if (failed) {
  console.error('Some bet does not keep exactly 1/37.');
  process.exit(1);
}
