/**
 * The hub row of issue 9: HUB_SOCKETS players connected to `/hub` (socket.io-client, WebSocket transport, each socket
 * its own connection and its player's session token), then a notification to every one of them, HUB_WAVES times.
 *
 * - Baseline: a bare Socket.IO server (bare-servers.ts) with the same client: handshakes with a token and no look-up,
 *   one room, one emit to all.
 * - App: the notification service's real path, called in the app's process (app-process.ts `notify`): one notification
 *   written per player, then all published (the event the hub turns into emits) — what a payment decision does after
 *   its commit, for 3,000 players at once.
 *
 * Latency = the socket's receipt (wall clock, this process) − the instant the server began publishing (wall clock, its
 * process): both read the same system clock. Handshake = from `io()` to `connect`, HUB_CONNECT_IN_FLIGHT at a time.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@kasa/contract/api';
import type { ChildServer } from './processes.ts';
import { wallNow } from './processes.ts';
import { fmt, ms, type ReportLine } from './report.ts';
import { quantile } from './support.ts';

export const HUB_SOCKETS = Number(process.env.BENCH_HUB_SOCKETS ?? 3000);
const WAVES = Number(process.env.BENCH_HUB_WAVES ?? 5);
/** Handshakes in flight at once (Node's listen backlog is 511: more would measure SYN retries). */
const IN_FLIGHT = Number(process.env.BENCH_HUB_IN_FLIGHT ?? 100);
const WAVE_TIMEOUT_MS = 20_000;

interface Connected {
  sockets: Socket[];
  handshakes: number[];
  seconds: number;
  refused: number;
  firstRefusal: string | null;
}

async function connectAll(origin: string, tokens: string[]): Promise<Connected> {
  const sockets: Socket[] = [];
  const handshakes: number[] = [];
  let refused = 0;
  let firstRefusal: string | null = null;
  let next = 0;
  const began = performance.now();
  const one = (token: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const socket = connect(origin, {
        path: HUB_PATH,
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token },
        query: { locale: 'tr' },
      });
      socket.once('connect', () => {
        handshakes.push(performance.now() - started);
        sockets.push(socket);
        resolve();
      });
      socket.once('connect_error', (error) => {
        refused++;
        firstRefusal ??= error.message;
        socket.close();
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, tokens.length) }, async () => {
      while (next < tokens.length) await one(tokens[next++]!);
    }),
  );
  handshakes.sort((a, b) => a - b);
  return { sockets, handshakes, seconds: (performance.now() - began) / 1000, refused, firstRefusal };
}

interface Delivery {
  latencies: number[];
  missing: number;
  /** Sockets no longer connected after the last wave (dropped by either side). */
  lost: number;
  publishMs: number[];
}

/** WAVES times: `trigger` publishes to every socket; each socket's first NotifyMessage after it is one receipt. */
async function deliver(
  sockets: Socket[],
  trigger: (wave: number) => Promise<{ t0: number; publishMs: number }>,
) {
  const out: Delivery = { latencies: [], missing: 0, lost: 0, publishMs: [] };
  for (let wave = 1; wave <= WAVES; wave++) {
    const received: number[] = [];
    let all: () => void = () => {};
    const done = new Promise<void>((resolve) => (all = resolve));
    const listeners = sockets.map((socket) => {
      const listener = (message: { command?: string }) => {
        if (message.command !== 'Notification') return;
        socket.off('NotifyMessage', listener);
        received.push(wallNow());
        if (received.length === sockets.length) all();
      };
      socket.on('NotifyMessage', listener);
      return listener;
    });
    const { t0, publishMs } = await trigger(wave);
    const timer = setTimeout(all, WAVE_TIMEOUT_MS);
    await done;
    clearTimeout(timer);
    sockets.forEach((socket, i) => socket.off('NotifyMessage', listeners[i]));
    out.latencies.push(...received.map((at) => at - t0));
    out.missing += sockets.length - received.length;
    out.publishMs.push(publishMs);
    if (process.env.BENCH_DEBUG) {
      const connected = sockets.filter((socket) => socket.connected).length;
      console.log(`    wave ${wave}: ${received.length}/${sockets.length} received, ${connected} connected`);
    }
  }
  out.lost = sockets.filter((socket) => !socket.connected).length;
  out.latencies.sort((a, b) => a - b);
  return out;
}

interface HubFigures {
  connected: Connected;
  delivery: Delivery;
}

async function measureServer(
  server: ChildServer,
  tokens: string[],
  trigger: (wave: number) => Promise<{ t0: number; publishMs: number }>,
): Promise<HubFigures> {
  const connected = await connectAll(server.origin, tokens);
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the last joins settle
  const delivery = await deliver(connected.sockets, trigger);
  for (const socket of connected.sockets) socket.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { connected, delivery };
}

const p = (sorted: number[], q: number) => quantile(sorted, q);
const describe = (f: HubFigures) =>
  `delivery p50 ${ms(p(f.delivery.latencies, 0.5))} · p99 ${ms(p(f.delivery.latencies, 0.99))}`;
const handshakeText = (c: Connected) =>
  `${fmt(c.sockets.length / c.seconds)} handshakes/s · p50 ${ms(p(c.handshakes, 0.5))} · p99 ${ms(p(c.handshakes, 0.99))}`;

/** The bare Socket.IO baseline, then the app, with the same client; two report lines (delivery and handshake). */
export async function runHubRow(app: ChildServer, bare: ChildServer): Promise<ReportLine[]> {
  const began = performance.now();
  const players = await app.call<Array<{ id: string; token: string }>>('players', {
    count: HUB_SOCKETS,
    funds: 0,
  });
  console.log(`  hub: ${HUB_SOCKETS} players registered in ${fmt((performance.now() - began) / 1000, 1)} s`);
  const tokens = players.map((player) => player.token);
  const bareFigures = await measureServer(bare, tokens, () => bare.call('emit'));
  console.log(`  bare Socket.IO: ${describe(bareFigures)}; ${handshakeText(bareFigures.connected)}`);
  const ids = players.map((player) => player.id);
  const appFigures = await measureServer(app, tokens, (wave) => app.call('notify', { playerIds: ids, wave }));
  console.log(`  app hub: ${describe(appFigures)}; ${handshakeText(appFigures.connected)}`);

  const notes = (f: HubFigures) =>
    [
      f.connected.refused > 0 ? `${f.connected.refused} refused: ${f.connected.firstRefusal}` : '',
      f.delivery.missing > 0 ? `${f.delivery.missing} not delivered within ${WAVE_TIMEOUT_MS / 1000} s` : '',
      f.delivery.lost > 0 ? `${f.delivery.lost} sockets lost` : '',
      `publish call ${ms(
        p(
          [...f.delivery.publishMs].sort((a, b) => a - b),
          0.5,
        ),
      )}`,
    ]
      .filter(Boolean)
      .join(', ');
  const sockets = `${fmt(appFigures.connected.sockets.length)} sockets`;
  return [
    {
      group: 'hub',
      path: `hub: notification to ${fmt(HUB_SOCKETS)} sockets (${WAVES} waves)`,
      figure: `p99 ${ms(p(appFigures.delivery.latencies, 0.99))} · p50 ${ms(p(appFigures.delivery.latencies, 0.5))}`,
      baseline: `bare Socket.IO p99 ${ms(p(bareFigures.delivery.latencies, 0.99))} · p50 ${ms(p(bareFigures.delivery.latencies, 0.5))} (${notes(bareFigures)})`,
      ratio: p(appFigures.delivery.latencies, 0.99) / p(bareFigures.delivery.latencies, 0.99),
      goal: '≤ 1.5× and p99 ≤ 150 ms',
      note: `${sockets}, ${notes(appFigures)}`,
    },
    {
      group: 'hub',
      path: `hub: ${fmt(HUB_SOCKETS)} handshakes, ${IN_FLIGHT} in flight`,
      figure: `${fmt(appFigures.connected.seconds, 2)} s · ${handshakeText(appFigures.connected)}`,
      baseline: `bare Socket.IO ${fmt(bareFigures.connected.seconds, 2)} s · ${handshakeText(bareFigures.connected)}`,
      ratio: appFigures.connected.seconds / bareFigures.connected.seconds,
      goal: 'no DB query per handshake (today 3×)',
    },
  ];
}
