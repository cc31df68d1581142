// The exact return to player of every TV game bet (issue 11 §3, docs/decisions/0320): hypergeometric and combinatorial
// counts in BigInt from @kasa/contract/tv-rules (Lucky 6's six numbers by the position of the completing ball, its
// first-ball and first-five-sum side bets, Keno pick 1–10, the wheel's five values). Prints each bet's exact fraction
// and percentage and fails unless each matches what the rules panels state (TV_RTP_PERCENT).
// Run: npm run rtp:tv
import { returnPercent, TV_RTP_PERCENT, tvRtp } from '../packages/contract/src/tv-rules.ts';

const started = Date.now();
const rows = tvRtp();
console.log(`TV games, exact return to player (${Date.now() - started} ms)`);
console.log('');
console.log('  bet                    RTP          house edge   stated     exact fraction');
let failed = false;
for (const r of rows) {
  const rtp = returnPercent(r);
  const stated = TV_RTP_PERCENT[r.bet];
  const ok = stated !== undefined && Math.abs(rtp - stated) < 0.005;
  if (!ok) failed = true;
  console.log(
    `  ${r.bet.padEnd(22)} ${`${rtp.toFixed(4)} %`.padEnd(12)} ${`${(100 - rtp).toFixed(4)} %`.padEnd(12)} ${`${stated?.toFixed(2) ?? '—'} %`.padEnd(10)} ${r.numerator}/${r.denominator}${ok ? '' : '  MISMATCH'}`,
  );
}
if (failed) {
  console.error('tv-games-rtp: a return differs from the stated one');
  process.exit(1);
}
