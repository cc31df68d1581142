// The exact house edge of every baccarat bet (docs/decisions/0311): enumerates every sequence of the six card values
// an 8-deck shoe can deal (weighted by the ways to draw it without replacement) through the tableau of
// @kasa/contract/baccarat-rules, prints a table and fails unless each edge matches what the rules panel states.
// Run: npm run rtp:baccarat [-- decks]
import {
  BACCARAT_EDGE_PERCENT,
  BACCARAT_PAYS,
  BaccaratSpot,
  baccaratExpected,
  baccaratOdds,
  DECKS,
} from '../packages/contract/src/baccarat-rules.ts';

const decks = Number(process.argv[2] ?? DECKS);
const started = Date.now();
const odds = baccaratOdds(decks);
const expected = baccaratExpected(odds);
const pct = (x: number) => `${(x * 100).toFixed(4)} %`;

console.log(`Punto banco, ${decks} decks, exact enumeration (${Date.now() - started} ms)`);
console.log(`  sequences weighted: ${odds.total} (= N·(N−1)·…·(N−5), N = ${52 * decks})`);
console.log(`  P(player wins) = ${odds.player}/${odds.total} = ${pct(odds.player / odds.total)}`);
console.log(`  P(banker wins) = ${odds.banker}/${odds.total} = ${pct(odds.banker / odds.total)}`);
console.log(`  P(tie)         = ${odds.tie}/${odds.total} = ${pct(odds.tie / odds.total)}`);
console.log(`  P(pair)        = ${odds.pair[0]}/${odds.pair[1]} = ${pct(odds.pair[0] / odds.pair[1])}`);
console.log('');
console.log('  bet          pays      RTP         house edge   stated');
let failed = false;
for (const spot of BaccaratSpot) {
  const edge = -expected[spot];
  const stated = BACCARAT_EDGE_PERCENT[spot];
  const ok = decks !== DECKS || Math.abs(edge * 100 - stated) < 0.005;
  if (!ok) failed = true;
  console.log(
    `  ${spot.padEnd(12)} ${`${BACCARAT_PAYS[spot]}:1`.padEnd(9)} ${pct(1 - edge).padEnd(11)} ${pct(edge).padEnd(12)} ${stated.toFixed(2)} %${ok ? '' : '  MISMATCH'}`,
  );
}
if (failed) {
  console.error('baccarat-edge: an edge differs from the stated one');
  process.exit(1);
}
