// npm run rtp — the exact RTP and hit frequency of every Kasa slots title, from its strips and paytable alone.
// Base game and scatters by enumeration over symbol sequences and scatter counts; free spins (retriggers and cap
// included) by recursion; hit frequency by walking every reel stop combination. docs/decisions/0092.
import { SLOT_TITLE_DEFS } from '../apps/server/src/modules/games/slots/slots.titles.ts';
import { enumerateStops, exactMath } from '../apps/server/src/modules/games/slots/slots.math.ts';

const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
let failed = false;
for (const def of SLOT_TITLE_DEFS) {
  const math = exactMath(def);
  const stops = enumerateStops(def);
  const off = math.rtp - def.declaredRtp;
  const agrees = Math.abs(stops.baseReturn - math.baseReturn) < 1e-12;
  if (Math.abs(off) >= 1e-4 || !agrees) failed = true;
  console.log(`${def.name} (${def.code}) — ${def.volatility} volatility`);
  console.log(
    `  RTP (exact)           ${pct(math.rtp, 6)}   declared ${pct(def.declaredRtp, 2)}   diff ${off.toExponential(2)}`,
  );
  console.log(`    line pays           ${pct(math.lineReturn)}`);
  console.log(`    scatter pays        ${pct(math.scatterReturn)}`);
  console.log(`    free spins          ${pct(math.freeSpinReturn)}`);
  console.log(
    `  hit frequency         ${pct(stops.hitFrequency, 3)}  (1 in ${(1 / stops.hitFrequency).toFixed(2)} spins)`,
  );
  console.log(
    `  free-spin trigger     1 in ${(1 / math.triggerProbability).toFixed(1)} spins, ${math.expectedFreeSpinsPerTrigger.toFixed(3)} spins per trigger`,
  );
  console.log(
    `  stop combinations     ${stops.combinations.toLocaleString('en-US')} (base return by enumeration ${agrees ? 'agrees' : 'DIFFERS'})`,
  );
  console.log('');
}
if (failed) {
  console.error('A title does not match its declared RTP.');
  process.exit(1);
}
