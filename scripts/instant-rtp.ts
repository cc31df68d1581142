// npm run rtp:instant — the exact RTP of every paytable of Plinko, Limbo, Keno and Hi-Lo (decision 0300), computed
// from the tables and the outcome algorithms alone: Plinko by binomial probabilities C(rows, k) / 2^rows, Keno by
// hypergeometric ones C(p, h) C(40 − p, 10 − h) / C(40, 10), Limbo analytically over the 2³² words, Hi-Lo per step.
// Fractions in BigInt, printed truncated. Exits 1 if a table leaves 98.90–99.00 %.
import {
  exactRtp,
  fractionText,
  HILO_RANKS,
  hiloMultiplierFraction,
  hiloWinningRanks,
  INSTANT_RISKS,
  INSTANT_RTP_TOLERANCE_BP,
  INSTANT_TARGET_RTP_BP,
  KENO_MAX_PICKS,
  KENO_TABLES,
  kenoDistribution,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboRtp,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_TABLES,
  plinkoDistribution,
} from '../packages/contract/src/instant.ts';

const pct = (r: { num: bigint; den: bigint }) => `${fractionText(r.num, r.den, 6, 100n)}%`;
const ok = (r: { num: bigint; den: bigint }) =>
  r.num * 10_000n <= BigInt(INSTANT_TARGET_RTP_BP) * r.den &&
  r.num * 10_000n >= BigInt(INSTANT_TARGET_RTP_BP - INSTANT_RTP_TOLERANCE_BP) * r.den;
const x = (m: number) => (m / 100).toString();
let failed = 0;
let lowest: { num: bigint; den: bigint; what: string } | null = null;
const check = (what: string, r: { num: bigint; den: bigint }) => {
  if (!ok(r)) failed++;
  if (!lowest || r.num * lowest.den < lowest.num * r.den) lowest = { ...r, what };
  return ok(r) ? '' : '  <- OUT OF RANGE';
};

console.log(
  `Target RTP ${INSTANT_TARGET_RTP_BP / 100}%, every table within ${(INSTANT_TARGET_RTP_BP - INSTANT_RTP_TOLERANCE_BP) / 100}–${INSTANT_TARGET_RTP_BP / 100}% (before payouts are cut to whole kuruş).\n`,
);

console.log('PLINKO — P(slot k) = C(rows, k) / 2^rows');
for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
  for (const risk of INSTANT_RISKS) {
    const table = PLINKO_TABLES[rows]![risk];
    const r = exactRtp(plinkoDistribution(rows), table);
    console.log(
      `  ${String(rows).padStart(2)} rows ${risk.padEnd(6)} RTP ${pct(r)}${check(`plinko ${rows} ${risk}`, r)}`,
    );
    console.log(`      ${table.map(x).join('  ')}`);
  }
}

console.log('\nKENO — 10 of 40 drawn; P(h hits | p picks) = C(p, h) C(40 − p, 10 − h) / C(40, 10)');
for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
  for (const risk of INSTANT_RISKS) {
    const table = KENO_TABLES[picks]![risk];
    const r = exactRtp(kenoDistribution(picks), table);
    console.log(
      `  ${String(picks).padStart(2)} picks ${risk.padEnd(6)} RTP ${pct(r)}${check(`keno ${picks} ${risk}`, r)}`,
    );
    console.log(`      hits 0…${picks}: ${table.map(x).join('  ')}`);
  }
}

console.log(
  '\nLIMBO — result = floor(99 × 2³² / (2³² − word)) hundredths; P(result ≥ T) = floor(99 × 2³² / T) / 2³²',
);
for (const target of [
  LIMBO_MIN_TARGET,
  150,
  200,
  500,
  1_000,
  10_000,
  100_000,
  1_000_000,
  10_000_000,
  LIMBO_MAX_TARGET,
]) {
  const r = limboRtp(target);
  console.log(
    `  target ${x(target).padStart(10)}×  win chance ${fractionText(99n * 100n, BigInt(target), 6)}%  RTP ${pct(r)}${check(`limbo ${x(target)}`, r)}`,
  );
}

console.log(
  '\nHI-LO — ranks A…K equally likely (52 cards); a right guess multiplies by 13 / winning ranks, the 1 % once',
);
for (let rank = 1; rank <= HILO_RANKS; rank++) {
  const parts: string[] = [];
  for (const guess of ['higher', 'lower', 'same'] as const) {
    const winning = hiloWinningRanks(rank, guess);
    if (winning === 0) {
      parts.push(`${guess} —`);
      continue;
    }
    // Expected factor of one step: P(right) × 13 / winning = exactly 1; of the first step with the edge: 0.99.
    const first = hiloMultiplierFraction([winning]);
    const r = { num: first.num * BigInt(winning), den: first.den * BigInt(HILO_RANKS) };
    parts.push(
      `${guess} ×${fractionText(BigInt(HILO_RANKS), BigInt(winning), 4)} (P ${winning}/13, RTP ${pct(r)}${check(`hilo ${rank} ${guess}`, r)})`,
    );
  }
  console.log(
    `  ${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][rank - 1]!.padStart(2)}: ${parts.join('  ')}`,
  );
}
console.log(
  '  Each further right guess has an expected factor of exactly 1 (fair), so any number of steps returns 99%.',
);

const low = lowest as { num: bigint; den: bigint; what: string } | null;
if (low) console.log(`\nLowest: ${low.what} at ${pct(low)}.`);
if (failed > 0) {
  console.error(`${failed} table(s) outside the range.`);
  process.exit(1);
}
console.log('Every table within range.');
