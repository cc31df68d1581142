/**
 * Sportsbook live rows (issue 10 §5, docs/decisions/0240), each beside a baseline measured in the same run:
 *
 * 1. Live price fan-out: BENCH_SPORTS_SOCKETS sockets (2 000) on the hub's `/sports` namespace, every one subscribed
 *    to one event's room; BENCH_SPORTS_WAVES times a price change of that event goes through the feed consumer
 *    (`sports.applyFeed`: one transaction, both books priced, then the `odds` message to the room). Latency = receipt at
 *    each socket − the instant the change was handed to the consumer (the same process, `performance.now`).
 *    Baseline: a bare Socket.IO server in this script with the same client, path and transport, every socket in one
 *    room, one `emit` of a message of the same size — the floor of a change-to-socket path.
 * 2. Settlement: BENCH_SPORTS_BETS (10 000) open singles on one match, settled by the settlement job's code
 *    (`sportsBets.settleMarkets`: chunks of bets, one transaction each, the wins through the game wallet; decision
 *    0250). The job queue is stopped first, so the feed's own settle job does not settle the same bets meanwhile and
 *    the call settles all of them. Baseline: the same number of bare ledger credits (`wallet.creditWin`, one
 *    transaction each), one after the other.
 *
 * The app is the test app (createTestApp) on an in-memory PGlite, or with KASA_TEST_DB=postgres on a throw-away
 * database of TEST_DATABASE_URL's server, listening on a loopback port; the server and its clients share this process
 * (as does the baseline), so read the ratios, not the absolute figures.
 *
 *   npx tsx bench/sports-live.bench.ts
 *   KASA_TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/sports-live.bench.ts
 *
 * Prints figures and checks the books; asserts nothing on timing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@kasa/contract/api';
import { SPORTS_EVENT, SPORTS_NAMESPACE, SPORTS_SUBSCRIBE, sportsRoom } from '@kasa/contract/sports-api';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { testFeed } from '../apps/server/src/modules/sports/sports.test-support.ts';
import { fundedBenchPlayer, quantile } from './support.ts';

const SOCKETS = Number(process.env.BENCH_SPORTS_SOCKETS ?? 2_000);
const WAVES = Number(process.env.BENCH_SPORTS_WAVES ?? 5);
const BETS = Number(process.env.BENCH_SPORTS_BETS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_SPORTS_PLAYERS ?? 100);
const IN_FLIGHT = 100;
/** The app on base+1, the bare Socket.IO server on base+2 (BENCH_PORT_BASE; unset → ephemeral ports). */
const PORT_BASE = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : null;
const portOf = (n: number) => (PORT_BASE === null ? 0 : PORT_BASE + n);
const WAVE_TIMEOUT_MS = 20_000;
const TARGET = process.env.KASA_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const fmtMs = (v: number) => `${v.toFixed(1)} ms`.padStart(10);

async function connectAll(origin: string, namespace: string, rooms: string[] | null): Promise<Socket[]> {
  const sockets: Socket[] = [];
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(`${origin}${namespace}`, {
        path: HUB_PATH,
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      socket.once('connect', () => {
        if (rooms) socket.emit(SPORTS_SUBSCRIBE, rooms);
        sockets.push(socket);
        resolve();
      });
      socket.once('connect_error', reject);
    });
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < SOCKETS) {
        next++;
        await one();
      }
    }),
  );
  return sockets;
}

/** Waits for one message on every socket after `send`; latencies from the instant `send` began. */
async function wave(
  sockets: Socket[],
  event: string,
  send: () => Promise<unknown> | void,
): Promise<number[]> {
  const latencies: number[] = [];
  let t0 = 0;
  const all = Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            socket.off(event, on);
            resolve();
          }, WAVE_TIMEOUT_MS);
          function on(message: { type?: string }) {
            if (message?.type !== undefined && message.type !== 'odds') return;
            latencies.push(performance.now() - t0);
            clearTimeout(timer);
            socket.off(event, on);
            resolve();
          }
          socket.on(event, on);
        }),
    ),
  );
  t0 = performance.now();
  await send();
  await all;
  return latencies;
}

function summary(label: string, latencies: number[], expected: number) {
  latencies.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} p50 ${fmtMs(quantile(latencies, 0.5))}  p99 ${fmtMs(quantile(latencies, 0.99))}  ` +
      `(${latencies.length}/${expected} received)`,
  );
  return quantile(latencies, 0.99);
}

const t = await createTestApp();
const feed = testFeed(t);
await feed.alive();
const tag = randomBytes(3).toString('hex');

// ---- 1. live price fan-out ----
await t.app.listen({ host: '127.0.0.1', port: portOf(1) });
const appOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const eventId = await feed.event({ live: true });
const appSockets = await connectAll(appOrigin, SPORTS_NAMESPACE, [sportsRoom.event(eventId)]);
await new Promise((resolve) => setTimeout(resolve, 500)); // the subscriptions land
const appLatencies: number[] = [];
for (let i = 0; i < WAVES; i++) {
  const p = 0.4 + (i % 2) * 0.05;
  appLatencies.push(
    ...(await wave(appSockets, SPORTS_EVENT, () =>
      feed.prices(eventId, [{ key: '1x2', probs: { '1': p, x: 0.25, '2': 0.75 - p } }]),
    )),
  );
}
for (const s of appSockets) s.close();

const http = createServer();
const bare = new Server(http, {
  path: HUB_PATH,
  serveClient: false,
  transports: ['websocket'],
  allowUpgrades: false,
});
bare.of(SPORTS_NAMESPACE).on('connection', (socket) => void socket.join('all'));
await new Promise<void>((resolve) => http.listen(portOf(2), '127.0.0.1', resolve));
const bareOrigin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
const bareSockets = await connectAll(bareOrigin, SPORTS_NAMESPACE, null);
const sample = {
  type: 'odds',
  eventId,
  book: 'betco',
  markets: [
    {
      id: '1x2',
      status: 'active',
      main: true,
      selections: [
        { id: 'betco:1', odds: 2.35 },
        { id: 'betco:2', odds: 3.4 },
        { id: 'betco:3', odds: 2.9 },
      ],
    },
  ],
};
const bareLatencies: number[] = [];
for (let i = 0; i < WAVES; i++)
  bareLatencies.push(
    ...(await wave(bareSockets, SPORTS_EVENT, () => {
      bare.of(SPORTS_NAMESPACE).to('all').emit(SPORTS_EVENT, sample);
    })),
  );
for (const s of bareSockets) s.close();
await bare.close();

console.log(
  `\nLive price fan-out: ${SOCKETS} sockets in one event room, ${WAVES} changes (${TARGET}, one process)`,
);
const bareP99 = summary('bare Socket.IO emit to a room', bareLatencies, SOCKETS * WAVES);
const appP99 = summary('feed change → odds message', appLatencies, SOCKETS * WAVES);
console.log(`  change-to-socket p99 vs bare            ×${(appP99 / bareP99).toFixed(2)} (lower is better)`);

// ---- 2. settling BETS open bets ----
const { db } = t;
const { players, wallet } = t.app.services;
const ids: string[] = [];
for (let i = 0; i < PLAYERS; i++)
  ids.push(
    await fundedBenchPlayer({ db, players, wallet }, `sb${tag}${i}`, `90557${String(i).padStart(7, '0')}`),
  );
const settleEvent = await feed.event();
const leg = await feed.selection(settleEvent, '1x2', '1');
let started = performance.now();
for (let i = 0; i < BETS; i++)
  await t.app.sportsBets.placeBet(
    ids[i % PLAYERS]!,
    { type: 'single', legs: [leg], stake: 1, acceptOdds: 'any', requestId: randomUUID() },
    'tr',
  );
const placeMs = performance.now() - started;

started = performance.now();
for (let i = 0; i < BETS; i++)
  await wallet.creditWin({ key: `sbare:${tag}:${i}`, playerId: ids[i % PLAYERS]!, amount: 190 });
const bareMs = performance.now() - started;

// No worker: the feed's settle job would otherwise settle the same bets beside the measured call.
await t.app.jobs.stop();
await feed.settle(settleEvent, [{ key: '1x2', results: { '1': 'won', x: 'lost', '2': 'lost' } }]);
const markets = await db
  .selectFrom('sports_markets')
  .select('id')
  .where('event_id', '=', settleEvent)
  .execute();
started = performance.now();
const settled = await t.app.sportsBets.settleMarkets(markets.map((m) => m.id));
const settleMs = performance.now() - started;

const s = (v: number) => `${(v / 1000).toFixed(2)} s`.padStart(9);
console.log(`\nSettlement: ${BETS} singles on one match, ${PLAYERS} players (${TARGET})`);
console.log(
  `  placing them (not compared)           ${s(placeMs)}  ${(BETS / (placeMs / 1000)).toFixed(0)} bets/s`,
);
console.log(
  `  bare ledger credits, one by one       ${s(bareMs)}  ${(BETS / (bareMs / 1000)).toFixed(0)} credits/s`,
);
console.log(
  `  settleMarkets (${settled} bets changed)      ${s(settleMs)}  ${(BETS / (settleMs / 1000)).toFixed(0)} bets/s`,
);
console.log(`  settlement vs bare credits            ×${(bareMs / settleMs).toFixed(2)} (throughput ratio)`);
const books = await wallet.checkBooks();
console.log(`  books: ${books.ok ? 'ok' : books.problems.join('; ')}`);
await t.close();
