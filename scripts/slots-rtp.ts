// npm run rtp — the RTP and hit frequency of every Kasa slots title, from its strips and paytable.
// Lines and ways titles are exact: base game by enumeration over symbol sequences (lines) or per-reel expectations
// (ways), scatters by convolution, free spins (retriggers and cap) by recursion, hold-and-win by a Markov chain over
// (coins held, respins left), the buy feature's own RTP from the same recursion; hit frequency by walking every reel
// stop combination (lines) or a walk over reel classes (ways). The cluster title (cascades) is simulated with a
// seeded generator: 10^6 spins by default, `npm run rtp -- --long` for 10^7 (the declared figure's run), each with
// its 99% confidence interval. docs/decisions/0092 and 0340.
import { SLOT_TITLE_DEFS } from '../apps/server/src/modules/games/slots/slots.titles.ts';
import {
  clusterSimulation,
  enumerateStops,
  exactMath,
  waysHitFrequency,
} from '../apps/server/src/modules/games/slots/slots.math.ts';
import { compileTitle } from '../apps/server/src/modules/games/slots/slots.engine.ts';

const long = process.argv.includes('--long');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
let failed = false;
for (const def of SLOT_TITLE_DEFS) {
  if (only && !def.code.includes(only)) continue;
  const title = compileTitle(def);
  const started = Date.now();
  console.log(`${def.name} (${def.code}) — ${title.mechanic}, ${def.volatility} volatility`);
  if (title.mechanic === 'cluster') {
    const spins = long ? 10_000_000 : 1_000_000;
    const sim = clusterSimulation(def, spins, 20261124);
    const off = sim.rtp - def.declaredRtp;
    // The declared figure must lie inside the run's 99% interval.
    if (Math.abs(off) > sim.ci99) failed = true;
    console.log(
      `  RTP (simulated)       ${pct(sim.rtp, 4)} ± ${pct(sim.ci99, 4)} (99% CI, ${spins.toLocaleString('en-US')} spins)   declared ${pct(def.declaredRtp, 2)}`,
    );
    console.log(
      `  hit frequency         ${pct(sim.hitFrequency, 3)}  (1 in ${(1 / sim.hitFrequency).toFixed(2)} spins)`,
    );
    console.log(`  grids per spin        ${sim.meanGrids.toFixed(4)} (cascades)`);
  } else {
    const math = exactMath(def);
    const off = math.rtp - def.declaredRtp;
    let hitFrequency: number;
    let agrees = true;
    let combinations = '';
    if (title.mechanic === 'ways') {
      hitFrequency = waysHitFrequency(def);
    } else {
      const stops = enumerateStops(def);
      hitFrequency = stops.hitFrequency;
      agrees = Math.abs(stops.baseReturn - math.baseReturn) < 1e-12;
      combinations = `${stops.combinations.toLocaleString('en-US')} (base return by enumeration ${agrees ? 'agrees' : 'DIFFERS'})`;
    }
    if (Math.abs(off) >= 1e-4 || !agrees) failed = true;
    console.log(
      `  RTP (exact)           ${pct(math.rtp, 6)}   declared ${pct(def.declaredRtp, 2)}   diff ${off.toExponential(2)}`,
    );
    console.log(
      `    ${title.mechanic === 'ways' ? 'ways pays ' : 'line pays '}          ${pct(math.lineReturn)}`,
    );
    console.log(`    scatter pays        ${pct(math.scatterReturn)}`);
    console.log(`    free spins          ${pct(math.freeSpinReturn)}`);
    if (def.holdAndWin) {
      console.log(
        `    hold-and-win        ${pct(math.holdAndWinReturn)}  (starts 1 in ${(1 / math.holdAndWinProbability).toFixed(1)} spins)`,
      );
    }
    console.log(
      `  hit frequency         ${pct(hitFrequency, 3)}  (1 in ${(1 / hitFrequency).toFixed(2)} spins)`,
    );
    if (def.freeSpins) {
      console.log(
        `  free-spin trigger     1 in ${(1 / math.triggerProbability).toFixed(1)} spins, ${math.expectedFreeSpinsPerTrigger.toFixed(3)} spins per trigger`,
      );
    }
    if (math.buyRtp !== null && def.buy) {
      const buyRtp = math.buyRtp;
      if (buyRtp < 0.95 || buyRtp > 0.97) failed = true;
      console.log(
        `  buy feature (exact)   ${pct(buyRtp, 4)}  (${def.buy.spins} free spins for ${def.buy.cost} × the bet)`,
      );
    }
    if (combinations) console.log(`  stop combinations     ${combinations}`);
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log('');
}
if (failed) {
  console.error('A title does not match its declared RTP.');
  process.exit(1);
}
