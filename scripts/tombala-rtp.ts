// npm run rtp:tombala — the share of Tombala ticket sales returned to players (docs/decisions/0330).
//
// Exact part: every ticket price of every room, for 1–2 000 tickets sold, the three prizes take exactly 88 % of the
// pool (the floors lose nothing at these prices) and each player's jackpot share (2 % of 1–6 tickets) is a whole
// kuruş; the house keeps 10 %. Shared prizes lose nothing either (splitPrize pays the remainder; tested).
// Jackpot part: the 2 % goes to the house jackpot account and is paid, whole, to the next full house within
// JACKPOT_CALLS balls, so in the long run it is all returned: RTP = 88 % + 2 % = 90 %. How long it takes to hit is not
// trivial: P(one ticket full within N balls) = C(N, 15) / C(90, 15) exactly; for t tickets of a game it is close to
// 1 − (1 − p)^t (tickets of one strip are disjoint, so slightly less); a simulation with real strips checks it.
import { randomInt } from 'node:crypto';
import { TOMBALA_ROOMS } from '../packages/contract/src/tombala.ts';
import {
  JACKPOT_CALLS,
  MAX_TICKETS,
  TOMBALA_RTP_PERCENT,
  TOMBALA_SPLIT_BP,
  TICKET_NUMBERS,
  generateStrip,
  jackpotShare,
  prizeAmounts,
  ticketNumbers,
} from '../packages/contract/src/tombala-rules.ts';

let failed = false;
const fail = (why: string) => {
  failed = true;
  console.error(`FAIL ${why}`);
};

const bp = TOMBALA_SPLIT_BP;
if (bp.house + bp.jackpot + bp.cinko1 + bp.cinko2 + bp.tombala !== 10_000) fail('split is not 10 000 bp');
const rtpBp = bp.jackpot + bp.cinko1 + bp.cinko2 + bp.tombala;
if (rtpBp !== TOMBALA_RTP_PERCENT * 100)
  fail(`RTP ${rtpBp / 100} % is not the stated ${TOMBALA_RTP_PERCENT} %`);

for (const room of TOMBALA_ROOMS) {
  for (let tickets = 1; tickets <= 2_000; tickets++) {
    const pool = room.ticketPrice * tickets;
    const p = prizeAmounts(pool);
    const prizes = p.cinko1 + p.cinko2 + p.tombala;
    if (prizes * 10_000 !== pool * (bp.cinko1 + bp.cinko2 + bp.tombala)) {
      fail(`${room.room}: ${tickets} tickets — prizes ${prizes} are not exactly 88 % of ${pool}`);
      break;
    }
  }
  for (let n = 1; n <= MAX_TICKETS; n++) {
    const stake = room.ticketPrice * n;
    if (jackpotShare(stake) * 10_000 !== stake * bp.jackpot)
      fail(`${room.room}: jackpot share of ${n} not whole`);
  }
}

// C(n, k) exactly.
const choose = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const N = JACKPOT_CALLS;
const num = choose(N, TICKET_NUMBERS);
const den = choose(90, TICKET_NUMBERS);
const p1 = Number((num * 10n ** 18n) / den) / 1e18;

console.log(
  `Tombala split of ticket sales: house ${bp.house / 100} %, jackpot ${bp.jackpot / 100} %, 1. çinko ${bp.cinko1 / 100} %, 2. çinko ${bp.cinko2 / 100} %, Tombala ${bp.tombala / 100} %`,
);
console.log(
  `Prizes: exactly ${(bp.cinko1 + bp.cinko2 + bp.tombala) / 100} % of every pool (rooms ${TOMBALA_ROOMS.map((r) => `${r.room} ₺${r.ticketPrice / 100}`).join(', ')})`,
);
console.log(
  `RTP (share returned): ${rtpBp / 100} % = prizes ${(rtpBp - bp.jackpot) / 100} % + jackpot ${bp.jackpot / 100} % (paid in full to the next winner)`,
);
console.log(
  `Jackpot: full house within ${N} balls. One ticket: P = C(${N},15)/C(90,15) = ${num}/${den} = ${p1.toExponential(4)}`,
);
for (const t of [20, 60, 100, 300]) {
  const pg = 1 - (1 - p1) ** t;
  console.log(
    `  ${t} tickets a game: P(hit) ≈ ${(pg * 100).toFixed(4)} %, one hit every ≈ ${Math.round(1 / pg)} games`,
  );
}

// Simulation with real strips: 60 tickets (ten strips) a game.
const GAMES = Number(process.env.TOMBALA_SIM_GAMES ?? 20_000);
const TICKETS = 60;
let hits = 0;
let fullSum = 0;
const position = new Int16Array(91);
for (let g = 0; g < GAMES; g++) {
  const balls = Array.from({ length: 90 }, (_, i) => i + 1);
  for (let i = 89; i > 0; i--) {
    const j = randomInt(i + 1);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  balls.forEach((b, i) => {
    position[b] = i + 1;
  });
  let first = 91;
  for (let s = 0; s < TICKETS / 6; s++) {
    for (const grid of generateStrip((n) => randomInt(n))) {
      let last = 0;
      for (const n of ticketNumbers(grid)) last = Math.max(last, position[n]!);
      first = Math.min(first, last);
    }
  }
  fullSum += first;
  if (first <= N) hits++;
}
const expected = 1 - (1 - p1) ** TICKETS;
const seen = hits / GAMES;
const sigma = Math.sqrt((expected * (1 - expected)) / GAMES);
console.log(
  `Simulation, ${GAMES} games of ${TICKETS} tickets: Tombala on ball ${(fullSum / GAMES).toFixed(2)} on average; jackpot hit ${(seen * 100).toFixed(4)} % (≈ ${(expected * 100).toFixed(4)} % by the formula, ±${(sigma * 100).toFixed(4)})`,
);
if (Math.abs(seen - expected) > 6 * sigma + 0.1 * expected)
  fail('simulated jackpot rate far from the formula');

if (failed) process.exit(1);
console.log('OK');
