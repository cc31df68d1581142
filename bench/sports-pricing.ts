/**
 * Sports pricing benchmark (issue 10 §1): how long one event's full market set takes to price, fair (the model) and
 * offered (margin + ladder for both books), per sport, pre-match and in play. A live book re-prices every live event
 * every few seconds, so the figure that matters is µs per event: 500 live events at 1 000 µs each is half a core-second
 * per sweep. Events come from the simulator's own calendar, in-play states from its simulated matches.
 *
 *   npx tsx bench/sports-pricing.ts            # BENCH_SECONDS=1 per cell by default
 *
 * Prints figures; asserts nothing on timing.
 */
import { BOOKS, offerEvent } from '../apps/server/src/modules/sports/pricing/book.ts';
import { type PricedEvent, priceEvent } from '../apps/server/src/modules/sports/pricing/price-event.ts';
import { fixturesBetween, simulateFixture } from '../apps/server/src/modules/sports/simulator/fixtures.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const from = Date.UTC(2026, 2, 2);
const fixtures = fixturesBetween(from, from + 7 * 86_400_000);

/** Pre-match, and in play at a third and two thirds of each simulated match. */
function eventsOf(sport: string): { pre: PricedEvent[]; live: PricedEvent[] } {
  const pre: PricedEvent[] = [];
  const live: PricedEvent[] = [];
  for (const f of fixtures.filter((x) => x.sport === sport).slice(0, 40)) {
    pre.push({ ...f.model } as PricedEvent);
    const timeline = simulateFixture(f);
    for (const share of [1 / 3, 2 / 3]) {
      const event = timeline.events[Math.floor(timeline.events.length * share)]!;
      live.push({ ...f.model, state: event.state } as PricedEvent);
    }
  }
  return { pre, live };
}

/** µs per event: process CPU time (what the work costs, even on a shared machine) and wall time. */
function measure(
  events: readonly PricedEvent[],
  work: (e: PricedEvent) => unknown,
): { cpu: number; wall: number } {
  for (let i = 0; i < 200; i++) work(events[i % events.length]!); // warm-up
  let n = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + SECONDS * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 50; i++) work(events[(n + i) % events.length]!);
    n += 50;
  }
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / n, wall: ((performance.now() - start) * 1000) / n };
}

const fairAndBooks = (e: PricedEvent) => {
  const fair = priceEvent(e);
  const live = e.state !== undefined;
  return [offerEvent(e.sport, fair, BOOKS.fcg, live), offerEvent(e.sport, fair, BOOKS.betco, live)];
};

console.log(`sports pricing, µs per event: CPU (wall) — ${SECONDS} s a cell, node ${process.version}`);
console.log('sport        state       markets          fair     fair + both books');
let liveTotal = 0;
for (const sport of ['football', 'basketball', 'tennis', 'volleyball', 'ice_hockey']) {
  const { pre, live } = eventsOf(sport);
  for (const [label, events] of [
    ['pre-match', pre],
    ['in play', live],
  ] as const) {
    const markets = priceEvent(events[0]!).length;
    const fair = measure(events, priceEvent);
    const full = measure(events, fairAndBooks);
    if (label === 'in play') liveTotal += full.cpu;
    const cell = (m: { cpu: number; wall: number }) =>
      `${m.cpu.toFixed(0)} (${m.wall.toFixed(0)})`.padStart(13);
    console.log(
      `${sport.padEnd(12)} ${label.padEnd(11)} ${String(markets).padStart(7)} ${cell(fair)} ${cell(full)}`,
    );
  }
}
const perSport = liveTotal / 5;
console.log(
  `\none live sweep of 500 events (sports mixed evenly, both books): ${((perSport * 500) / 1000).toFixed(0)} ms CPU`,
);
