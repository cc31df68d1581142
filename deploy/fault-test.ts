// `npm run fault-test`: three nodes behind HAProxy on PostgreSQL and Redis (deploy/cluster.ts), players betting Kasa
// Dice over HTTP, depositing through the sandbox PSP's hosted page (its webhook goes back through HAProxy) and connected
// to the hub; one node is killed with SIGKILL every interval and restarted at once. Afterwards it checks the books, that
// no accepted request was lost, that every paid deposit was credited (a payer presses Pay once: a report cut by a kill
// is delivered by the PSP's outbox, docs/decisions/0430), that every deposit notification reached its
// player once reconnected, and that the crash game's rounds went on on another node. Not part of `npm test` (minutes
// long). docs/decisions/0142, deploy/README.md.
//
//   npm run fault-test                       200 players, 5 kills, one every 20 s
//   npm run fault-test -- --quick            40 players, 3 kills, one every 10 s
//   options: --players N --kills N --interval SECONDS --port P (HAProxy; nodes P+1…P+3; statistics P+50)
//            --database-url URL (dropped and recreated; default postgres://postgres@127.0.0.1:5432/kasa_fault)
//            --redis-url URL --work-dir DIR
//            --press-again (a payer presses Pay again after a failed page, as before the PSP's outbox)
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { ApiPath } from '@kasa/contract/api';
import { NotificationType, TransactionStatus } from '@kasa/contract/enums';
import { FAIR_GAME_CODE, FairPath } from '@kasa/contract/fair';
import { HUB_EVENT } from '@kasa/contract/notification';
import { fastRegistration } from '../apps/server/src/test/fixtures.ts';
import { buildOnce, Cluster } from './cluster.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    players: { type: 'string' },
    kills: { type: 'string' },
    interval: { type: 'string' },
    port: { type: 'string', default: '8180' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/kasa_fault' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    'work-dir': { type: 'string' },
    /** Press Pay again (up to 6 times) when the page failed, as the test did before the PSP's outbox. */
    'press-again': { type: 'boolean', default: false },
  },
});
const PRESS_AGAIN = values['press-again'];
/** How long the check waits for the PSP's outbox to deliver reports cut by a kill (first retry ≤ 72 s, a tick a minute). */
const OUTBOX_WAIT_MS = 200_000;
const PLAYERS = Number(values.players ?? (values.quick ? 40 : 200));
const KILLS = Number(values.kills ?? (values.quick ? 3 : 5));
const INTERVAL_MS = Number(values.interval ?? (values.quick ? 10 : 20)) * 1000;
const PORT = Number(values.port);
const NODES = 3;
/** An error a client sees within this long after a kill is counted as that kill's (its in-flight requests). */
const KILL_WINDOW_MS = 3_000;
const PAPARA_DEPOSIT = 2;
const DICE_BET = { amount: 1, target: 50, direction: 'over' } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const log = (text: string) => console.log(`[${(now() / 1000).toFixed(1).padStart(6)}] ${text}`);

// ---- the cluster ----

buildOnce();
const cluster = new Cluster({
  nodes: NODES,
  port: PORT,
  statsPort: PORT + 50,
  databaseUrl: values['database-url'],
  fresh: true,
  redisUrl: values['redis-url'],
  redisPrefix: `kasa-fault-${randomBytes(4).toString('hex')}`,
  workDir: values['work-dir'] ?? path.join(tmpdir(), `kasa-fault-${PORT}`),
  // Registration's password hashing is not what is tested: a cheaper cost lets 200 players register quickly.
  env: { PASSWORD_HASH_COST: '10' },
});
process.on('SIGINT', () => void cluster.stop().then(() => process.exit(130)));

// ---- what the clients saw ----

interface ClientError {
  at: number;
  what: string;
}
const served = { ok: 0, refused: 0, failed: 0 };
const errors: ClientError[] = [];
const acceptedRounds: string[] = [];
let depositsPaid = 0;
/** Pay pressed again because the page did not answer or said the shop was not told (only with --press-again). */
let payPressedAgain = 0;
/** Pay pressed once and the page failed or said the shop was not told yet (the payer walks away). */
let payPageFailed = 0;

interface HttpAnswer {
  status: number;
  text: string;
}

/** One player's HTTP client: its own source address (127.1.x.y), so the throttles see separate players. */
function httpClient(address: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  return function call(
    method: string,
    pathname: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method,
          path: pathname,
          agent,
          timeout: 30_000,
          headers: {
            'x-locale': 'en',
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
      request.end(body);
    });
  };
}

type Call = ReturnType<typeof httpClient>;

/** A call whose outcome is counted: 2xx served, 4xx refused (a rule said no), 5xx or no answer an error. */
async function counted(call: Call, what: string, ...args: Parameters<Call>): Promise<HttpAnswer | null> {
  try {
    const answer = await call(...args);
    if (answer.status >= 500) {
      served.failed += 1;
      errors.push({ at: now(), what: `${what}: HTTP ${answer.status}` });
      return null;
    }
    if (answer.status >= 400) served.refused += 1;
    else served.ok += 1;
    return answer;
  } catch (error) {
    served.failed += 1;
    errors.push({ at: now(), what: `${what}: ${(error as Error).message}` });
    return null;
  }
}

const api = (path: string) => `/api/${path}`;
const dataOf = <T>(answer: HttpAnswer) => (JSON.parse(answer.text) as { success: boolean; data: T }).data;

interface Player {
  index: number;
  /** The player's id (the session's usercode). */
  id: string;
  token: string;
  call: Call;
  gameSession: string | null;
  socket: Socket | null;
  /** Notification ids over the hub, with how many times each arrived. */
  hubNotifications: Map<number, number>;
  /** Ids fetched with the list after the hub said `reconnected` (what the site does). */
  listedNotifications: Set<number>;
  /** Each time the hub socket dropped, and how long until it was connected again. */
  drops: Array<{ at: number; backAfter: number | null }>;
}

async function register(index: number): Promise<Player> {
  const address = `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const call = httpClient(address);
  const body = JSON.stringify(fastRegistration({ trialBonus: 0 }));
  const answer = await call('POST', api(ApiPath.register), body);
  if (answer.status !== 200) throw new Error(`register: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  const { token, usercode } = dataOf<{ token: string; usercode: string }>(answer);
  return {
    index,
    id: usercode,
    token,
    call,
    gameSession: null,
    socket: null,
    hubNotifications: new Map(),
    listedNotifications: new Set(),
    drops: [],
  };
}

function connectHub(player: Player): Promise<void> {
  const socket = io(cluster.url, {
    path: '/hub',
    transports: ['websocket'],
    upgrade: false,
    auth: { token: player.token },
    query: { fingerprint: `fault-${player.index}`, locale: 'en' },
    reconnectionDelay: 250,
    reconnectionDelayMax: 2_000,
  });
  player.socket = socket;
  // The site's hub client (apps/web/src/lib/hub.ts): after a drop, once connected again, fetch the notification list
  // (events published meanwhile were missed); the server's own `reconnected` for that reconnect adds nothing.
  let caughtUp = false;
  socket.on('disconnect', () => {
    player.drops.push({ at: now(), backAfter: null });
  });
  socket.on('connect', () => {
    const drop = player.drops.at(-1);
    caughtUp = false;
    if (drop && drop.backAfter === null) {
      drop.backAfter = now() - drop.at;
      caughtUp = true;
      void fetchNotificationList(player);
    }
  });
  socket.on(HUB_EVENT, (message: { command: string; message: { id?: number } | null }) => {
    if (message.command === 'Notification' && typeof message.message?.id === 'number') {
      const id = message.message.id;
      player.hubNotifications.set(id, (player.hubNotifications.get(id) ?? 0) + 1);
    } else if (message.command === 'reconnected' && !caughtUp) {
      void fetchNotificationList(player);
    }
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function fetchNotificationList(player: Player): Promise<void> {
  const answer = await counted(
    player.call,
    'notification list',
    'POST',
    api(ApiPath.notifications),
    JSON.stringify({ skip: 0, take: 100 }),
    { authorization: `Bearer ${player.token}` },
  );
  if (answer?.status === 200)
    for (const n of dataOf<Array<{ id: number }>>(answer)) player.listedNotifications.add(n.id);
}

async function launchDice(player: Player): Promise<boolean> {
  const answer = await counted(
    player.call,
    'dice launch',
    'POST',
    api(ApiPath.originalsLaunch),
    JSON.stringify({ code: FAIR_GAME_CODE.dice }),
    { authorization: `Bearer ${player.token}` },
  );
  if (answer?.status !== 200) return false;
  player.gameSession = new URL(dataOf<string>(answer), cluster.url).searchParams.get('session');
  return player.gameSession !== null;
}

async function rollDice(player: Player): Promise<void> {
  if (!player.gameSession && !(await launchDice(player))) return;
  const answer = await counted(
    player.call,
    'dice roll',
    'POST',
    api(FairPath.diceRoll),
    JSON.stringify(DICE_BET),
    {
      'x-game-session': player.gameSession!,
    },
  );
  if (answer?.status === 200) acceptedRounds.push(dataOf<{ bet: { roundId: string } }>(answer).bet.roundId);
  else if (answer?.status === 401 || answer?.status === 403) player.gameSession = null;
}

/**
 * A deposit as the player makes it: ask for one (Papara → the sandbox PSP's hosted page), press Pay on that page (the
 * PSP then posts its signed webhook to the site, through HAProxy). A payer whose page failed walks away: the report is
 * the PSP's duty (its outbox). With --press-again the player presses Pay again, as this test did before the outbox.
 */
async function deposit(player: Player, lira: number): Promise<void> {
  const asked = await counted(
    player.call,
    'deposit',
    'POST',
    api(ApiPath.deposit),
    JSON.stringify({ id: PAPARA_DEPOSIT, target: 'pay', detail: { amount: lira } }),
    { authorization: `Bearer ${player.token}` },
  );
  if (asked?.status !== 200) return;
  const pageUrl = dataOf<string | null>(asked);
  if (!pageUrl) return;
  const pagePath = new URL(pageUrl).pathname;
  for (let press = 0; press < 6; press++) {
    const page = await counted(player.call, 'sandbox pay', 'POST', pagePath, 'action=pay', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    if (page?.status === 200 && !page.text.includes('<form method="post">')) {
      depositsPaid += 1;
      return;
    }
    if (!PRESS_AGAIN) {
      payPageFailed += 1;
      return;
    }
    payPressedAgain += 1;
    await sleep(1_000);
  }
}

// ---- the cluster's side, sampled while the test runs ----

interface Sample {
  at: number;
  holderPid: number | null;
  /** The latest crash round's id and phase ("12:running"). */
  step: string;
  /** When that phase is due to end (the driver's schedule), on this script's clock. */
  dueAt: number;
  up: Set<string>;
}
const samples: Sample[] = [];
const CRASH_PAUSE_MS = 3_000; // CRASH_TIMINGS.pauseMs: a crashed round's next round opens this long after

async function sample(db: pg.Client): Promise<void> {
  const lease = await db.query<{ holder: string | null; expired: boolean }>(
    `select holder, coalesce(expires_at < now(), true) as expired from crash_driver_lease where name = 'driver'`,
  );
  const round = await db.query<{ id: string; phase: string; due: string }>(
    `select id::text, phase,
            (extract(epoch from case phase when 'betting' then starts_at when 'running' then crashes_at
                                          else crashed_at end) * 1000)::bigint::text as due
       from crash_rounds order by id desc limit 1`,
  );
  const stats = await fetch(`${cluster.statsUrl};csv`).then((r) => r.text());
  const up = new Set(
    stats
      .split('\n')
      .map((line) => line.split(','))
      .filter((cols) => cols[0] === 'nodes' && /^node\d+$/.test(cols[1] ?? '') && cols[17] === 'UP')
      .map((cols) => cols[1]!),
  );
  const row = lease.rows[0];
  const current = round.rows[0];
  // Database timestamps are wall-clock; samples are on performance.now().
  const wallToPerf = (wall: number) => wall - Date.now() + now();
  samples.push({
    at: now(),
    holderPid: row?.holder && !row.expired ? Number(row.holder.split(':')[0]) : null,
    step: current ? `${current.id}:${current.phase}` : 'none',
    dueAt: current
      ? wallToPerf(Number(current.due) + (current.phase === 'crashed' ? CRASH_PAUSE_MS : 0))
      : Infinity,
    up,
  });
}

async function sampleLoop(db: pg.Client, until: () => boolean): Promise<void> {
  while (!until()) {
    // A sample missed (the database or HAProxy busy) is fine: the next one counts.
    await sample(db).catch(() => undefined);
    await sleep(200);
  }
}

interface Takeover {
  kill: Kill;
  /** First sample with the lease held by another process. */
  moved: Sample | undefined;
  /** First sample after the kill with the next round step, and how late it was against the schedule. */
  stepped: Sample | undefined;
  lateMs: number;
}

/** The node (1-based) a process id belongs or belonged to. */
function nodeOfPid(pid: number | null): string {
  const live = cluster.nodes.find((node) => node.child?.pid === pid);
  if (live) return String(live.index);
  return String(kills.find((kill) => kill.pid === pid)?.node ?? '?');
}

/** What became of the crash game after a kill of its driver's node. */
function takeoverAfter(kill: Kill): Takeover {
  const atKill = samples.filter((s) => s.at <= kill.at).at(-1);
  const after = samples.filter((s) => s.at > kill.at);
  const moved = after.find((s) => s.holderPid !== null && s.holderPid !== kill.pid);
  const stepped = atKill ? after.find((s) => s.step !== atKill.step) : undefined;
  const lateMs = stepped && atKill ? Math.max(0, stepped.at - Math.max(atKill.dueAt, kill.at)) : Infinity;
  return { kill, moved, stepped, lateMs };
}

// ---- the run ----

interface Kill {
  node: number;
  pid: number;
  at: number;
  /** The killed node held the crash driver's lease. */
  heldDriver: boolean;
  /** Kill → the node ready again (for the driver's node this includes waiting for the lease to move). */
  readyAfter: number;
  /** Restart → ready: the node's own start-up time. */
  startMs: number;
}

const kills: Kill[] = [];
let db: pg.Client | null = null;
let exitCode = 0;
try {
  log(`starting ${NODES} nodes behind HAProxy at ${cluster.url} (logs in ${cluster.options.workDir}) …`);
  await cluster.start();
  db = new pg.Client({ connectionString: cluster.options.databaseUrl });
  await db.connect();

  log(`registering ${PLAYERS} players, each with a first deposit, a dice session and a hub socket …`);
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i += 20) {
    players.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, PLAYERS - i) }, (_, j) => register(i + j)))),
    );
  }
  await Promise.all(players.map((player) => connectHub(player)));
  await Promise.all(players.map((player) => deposit(player, 1000)));
  await Promise.all(players.map((player) => launchDice(player)));
  const setupErrors = errors.length;
  if (setupErrors > 0) log(`setup: ${setupErrors} errors before any kill (${errors[0]?.what})`);
  errors.length = 0;
  Object.assign(served, { ok: 0, refused: 0, failed: 0 });
  depositsPaid = 0;
  payPressedAgain = 0;
  payPageFailed = 0;

  let running = true;
  let playing = true;
  const started = now();
  const sampling = sampleLoop(db, () => !running);
  log(`players at play; killing a node every ${INTERVAL_MS / 1000} s, ${KILLS} times`);
  const loops = players.map(async (player) => {
    await sleep(Math.random() * 2_000);
    while (playing) {
      if (Math.random() < 0.1) await deposit(player, 100);
      else await rollDice(player);
      // Think time: about one action per player every 2 s.
      await sleep(1_000 + Math.random() * 2_000);
    }
  });

  for (let k = 1; k <= KILLS; k++) {
    await sleep(Math.max(0, started + k * INTERVAL_MS - now()));
    // Odd kills take the crash driver's node (its rounds must go on elsewhere), even ones another node.
    const holder = samples.at(-1)?.holderPid ?? null;
    const driverNode = cluster.nodes.find((node) => node.child?.pid === holder);
    const lastKilled = kills.at(-1)?.node;
    const target =
      k % 2 === 1 && driverNode
        ? driverNode
        : cluster.nodes.find((node) => node.index !== lastKilled && node !== driverNode)!;
    const pid = target.child!.pid!;
    const at = now();
    await cluster.signalNode(target.index, 'SIGKILL');
    log(
      `kill ${k}: node ${target.index} (pid ${pid}${target === driverNode ? ', crash driver' : ''}) killed`,
    );
    if (target === driverNode) {
      // The crash rounds must go on on another node: restart the driver's node once another has taken the lease
      // (it lapses 3 s after the last renewal), so the restarted process cannot be the one that takes it.
      const until = now() + 15_000;
      while (now() < until && !samples.some((s) => s.at > at && s.holderPid !== null && s.holderPid !== pid))
        await sleep(100);
    }
    const restartAt = now();
    await cluster.startNode(target.index);
    const readyAfter = now() - at;
    kills.push({
      node: target.index,
      pid,
      at,
      heldDriver: target === driverNode,
      readyAfter,
      startMs: now() - restartAt,
    });
    log(
      `kill ${k}: node ${target.index} ready again after ${seconds(readyAfter)} (pid ${target.child?.pid})`,
    );
  }
  await sleep(Math.max(0, started + (KILLS + 1) * INTERVAL_MS - now()));
  playing = false;
  await Promise.all(loops);
  const playedMs = now() - started;
  // Let deliveries and notifications under way arrive; and the crash round in progress at the last kill of its
  // driver take its next step (a round may run for a minute when its crash point is high).
  const lastDriverKill = kills.filter((kill) => kill.heldDriver).at(-1);
  const settleUntil = now() + 3_000;
  while (
    now() < settleUntil ||
    (lastDriverKill && !takeoverAfter(lastDriverKill).stepped && now() < settleUntil + 120_000)
  )
    await sleep(200);
  running = false;
  await sampling;

  // ---- the checks ----
  const results: Array<{ name: string; ok: boolean; detail: string }> = [];
  const check = (name: string, ok: boolean, detail: string) => results.push({ name, ok, detail });

  const books = await fetch(`${cluster.url}/api/ops/books`, {
    headers: { authorization: `Bearer ${await cluster.operatorSession('fault-test')}` },
  }).then((r) => r.json() as Promise<{ data: { ok: boolean; problems: string[] } }>);
  check(
    'the books hold (every balance equals its entries, all entries sum to zero, none negative)',
    books.data.ok,
    books.data.ok ? 'ops books: ok' : books.data.problems.slice(0, 5).join('; '),
  );

  const found = await db.query<{ n: number }>(
    `select count(*)::int as n from fair_rounds where round_id = any($1) and status in ('won', 'lost')`,
    [acceptedRounds],
  );
  const lost = acceptedRounds.length - (found.rows[0]?.n ?? 0);
  check(
    'no accepted request lost (every dice round answered 2xx is settled in the database)',
    lost === 0,
    `${acceptedRounds.length} rounds answered 2xx, ${lost} missing`,
  );

  const depositCounts = async () =>
    (
      await db!.query<{ paid: number; uncredited: number; unconfirmed: number }>(
        `select count(*)::int as paid,
                count(*) filter (where t.id is null)::int as uncredited,
                count(*) filter (where p.status is distinct from $1)::int as unconfirmed
           from sandbox_sessions s
           left join payments p on p.reference = s.merchant_reference
           left join ledger_transactions t on t.idempotency_key = 'psp:sandbox:' || s.provider_reference
          where s.status = 'paid'`,
        [TransactionStatus.Confirmed],
      )
    ).rows[0]!;
  // Paid at the PSP but not credited when play ended: reports cut by a kill (before the PSP's outbox, lost for good
  // unless the payer pressed Pay again). The outbox worker delivers them at their retry slot (1 min ± 20 %, then a
  // tick a minute on whichever node is alive).
  const atEnd = await depositCounts();
  const waitStarted = now();
  let d = atEnd;
  while ((d.uncredited > 0 || d.unconfirmed > 0) && now() - waitStarted < OUTBOX_WAIT_MS) {
    await sleep(2_000);
    d = await depositCounts();
  }
  const outbox = await db.query<{ rows: number; retried: number; waiting: number; gave_up: number }>(
    `select count(*)::int as rows,
            count(*) filter (where attempts > 1)::int as retried,
            count(*) filter (where delivered_at is null and gave_up_at is null)::int as waiting,
            count(*) filter (where gave_up_at is not null)::int as gave_up
       from sandbox_webhook_outbox`,
  );
  const o = outbox.rows[0]!;
  check(
    'every paid deposit credited (each sandbox payment marked paid is confirmed with its ledger credit)',
    d.uncredited === 0 && d.unconfirmed === 0,
    `${d.paid} paid at the PSP (${depositsPaid} seen paid by the players during the kills, ${payPageFailed} pages failed and left), ` +
      `${atEnd.uncredited} not credited when play ended → ${d.uncredited} without a credit and ${d.unconfirmed} not confirmed ` +
      `${seconds(now() - waitStarted)} later; outbox: ${o.rows} reports, ${o.retried} retried, ${o.waiting} waiting, ${o.gave_up} given up`,
  );

  const notifications = await db.query<{ id: string; player_id: string; created: string }>(
    `select id::text, player_id::text, (extract(epoch from created_at) * 1000)::bigint::text as created
       from notifications where type = $1`,
    [NotificationType.Deposit],
  );
  let expected = 0;
  let duplicated = 0;
  let recovered = 0;
  const missed: string[] = [];
  const playerOf = new Map(players.map((player) => [player.id, player]));
  const wallOffset = Date.now() - now();
  for (const row of notifications.rows) {
    const player = playerOf.get(row.player_id);
    if (!player) continue;
    const id = Number(row.id);
    expected += 1;
    const times = player.hubNotifications.get(id) ?? 0;
    if (times > 1) duplicated += 1;
    if (times === 0 && player.listedNotifications.has(id)) recovered += 1;
    if (times === 0 && !player.listedNotifications.has(id)) {
      // Why: was the player's socket down when it was written (a drop the server never saw), or up?
      const at = Number(row.created) - wallOffset;
      const down = player.drops.some(
        (drop) => drop.at <= at && (drop.backAfter === null || drop.at + drop.backAfter >= at),
      );
      const kill = kills.find((k) => at >= k.at - 1_000 && at <= k.at + KILL_WINDOW_MS);
      missed.push(
        `#${id} of player ${player.index} written ${kill ? `${seconds(at - kill.at)} after kill ${kills.indexOf(kill) + 1}` : 'away from any kill'}, its socket ${down ? 'down' : 'up'}`,
      );
    }
  }
  const missing = missed.length;
  check(
    'every deposit notification reached its player (over the hub, or in the list the site fetches when its socket is back)',
    missing === 0 && duplicated === 0 && expected > 0,
    `${expected} notifications: ${expected - missing - recovered} pushed over the hub, ${recovered} fetched after a reconnect, ${missing} never seen${missed.length ? ` (${missed.slice(0, 5).join('; ')})` : ''}; ${duplicated} pushed more than once`,
  );

  const takeovers = kills.filter((kill) => kill.heldDriver).map(takeoverAfter);
  check(
    "the crash game's rounds went on on another node after its driver's node was killed (restarted only after that)",
    takeovers.length > 0 && takeovers.every((t) => t.moved && t.stepped),
    takeovers
      .map(
        (t) =>
          `kill ${kills.indexOf(t.kill) + 1} (node ${t.kill.node}): lease taken by ${t.moved ? `node ${nodeOfPid(t.moved.holderPid)} after ${seconds(t.moved.at - t.kill.at)}` : 'nobody'}, ` +
          (t.stepped
            ? `next round step (${t.stepped.step}) ${seconds(t.lateMs)} behind its schedule`
            : 'no round step after it'),
      )
      .join('; ') || 'no kill hit the crash driver',
  );

  const attributed = errors.filter((e) =>
    kills.some((kill) => e.at >= kill.at && e.at <= kill.at + KILL_WINDOW_MS),
  );
  const unexplained = errors.filter((e) => !attributed.includes(e));
  check(
    `client errors only from the killed nodes' in-flight requests (within ${KILL_WINDOW_MS / 1000} s of a kill)`,
    unexplained.length === 0,
    `${errors.length} errors, ${attributed.length} at a kill, ${unexplained.length} elsewhere${
      unexplained.length
        ? ` (${unexplained
            .slice(0, 3)
            .map((e) => e.what)
            .join('; ')})`
        : ''
    }`,
  );

  // ---- the figures ----
  console.log(
    `\nfault test: ${NODES} nodes, ${PLAYERS} players, ${kills.length} kills (SIGKILL) every ${INTERVAL_MS / 1000} s, ${seconds(playedMs)} of play`,
  );
  console.log(
    `  requests served   ${served.ok + served.refused} (${served.ok} 2xx, ${served.refused} 4xx refusals), ${(
      (served.ok + served.refused) /
      (playedMs / 1000)
    ).toFixed(
      0,
    )} req/s; ${acceptedRounds.length} dice rounds, ${depositsPaid} deposits paid (${PRESS_AGAIN ? `Pay pressed again ${payPressedAgain}×` : `${payPageFailed} pay pages failed, Pay never pressed again`})`,
  );
  console.log(`  client errors     ${errors.length}: ${summarise(errors)}`);
  console.log(
    '  per kill   node  start→ready  kill→ready  HAProxy            errors  hub sockets dropped → all back  crash driver',
  );
  for (const [i, kill] of kills.entries()) {
    const down = samples.find((s) => s.at > kill.at && !s.up.has(`node${kill.node}`));
    const upAgain = down && samples.find((s) => s.at > down.at && s.up.has(`node${kill.node}`));
    const lb = !down
      ? 'never marked down'
      : upAgain
        ? `down, UP at ${seconds(upAgain.at - kill.at)}`
        : 'down';
    const killErrors = errors.filter((e) => e.at >= kill.at && e.at <= kill.at + KILL_WINDOW_MS).length;
    const next = kills[i + 1]?.at ?? Infinity;
    const drops = players.flatMap((p) =>
      p.drops.filter((drop) => drop.at >= kill.at - 100 && drop.at < next),
    );
    const allBack = drops.every((drop) => drop.backAfter !== null)
      ? seconds(Math.max(0, ...drops.map((drop) => drop.backAfter!)))
      : 'not all';
    const takeover = takeovers.find((t) => t.kill === kill);
    const driver = !takeover
      ? '—'
      : takeover.moved
        ? `lease on node ${nodeOfPid(takeover.moved.holderPid)} after ${seconds(takeover.moved.at - kill.at)}`
        : 'lease not taken';
    console.log(
      `  ${String(i + 1).padEnd(10)} ${String(kill.node).padEnd(5)} ${seconds(kill.startMs).padEnd(12)} ${seconds(kill.readyAfter).padEnd(11)} ${lb.padEnd(18)} ${String(killErrors).padEnd(7)} ${`${drops.length} → ${allBack}`.padEnd(31)} ${driver}`,
    );
  }
  console.log('');
  for (const result of results)
    console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name}\n        ${result.detail}`);
  if (results.some((result) => !result.ok)) exitCode = 1;
  for (const player of players) player.socket?.close();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await db?.end();
  await cluster.stop();
}
process.exit(exitCode);

function summarise(list: ClientError[]): string {
  const counts = new Map<string, number>();
  for (const e of list) counts.set(e.what, (counts.get(e.what) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${n}× ${what}`).join(', ') || 'none';
}
