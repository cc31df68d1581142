/**
 * The server rows of issue 9, each against a baseline measured in the same run on the same machine:
 *
 * - balance: `GET /api/user/balance`, Bearer of one of PLAYERS sessions in turn, vs the bare Fastify hello.
 * - grouped: `GET /api/cms/grouped` in tr and en (and with `If-None-Match` when the server sends an ETag), vs hello.
 * - dice: one Kasa Dice round over HTTP (`POST /api/originals/dice/roll` with the game session from
 *   `casino/originalslaunchurl`), one player per client, vs pgbench TPC-B at the same client count.
 * - deposit: deposit confirmed through the sandbox webhook over HTTP (`POST /api/payment/deposit`, the PSP's look-up of
 *   its session, the signed `POST /api/payment/webhook/sandbox`), one player per client, vs pgbench TPC-B.
 *
 * - sportsbet: one pre-match single placed over HTTP (`POST /api/sports/placebet`, Bearer, a fresh requestId, accept
 *   any odds), one player per client, the selections rotated over the next 100 pre-match events (issue 10 §5), vs
 *   pgbench TPC-B at the same client count.
 *
 * The app and hello each run in a process of their own (processes.ts), the load in the bench's (http-load.ts).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { ApiPath } from '@kasa/contract/api';
import { FAIR_GAME_CODE, FairPath } from '@kasa/contract/fair';
import { type SportsEventsData, SportsPath } from '@kasa/contract/sports-api';
import { SportsBetsPath } from '@kasa/contract/sports-bets-api';
import { callApi, flowCell, HTTP_CONNECTIONS, httpCell, type HttpCell, type HttpLoad } from './http-load.ts';
import type { ChildServer } from './processes.ts';
import { fmt, ms, type ReportLine } from './report.ts';
import { CLIENTS, MAX_CLIENTS, pgbenchTps, type Measured } from './support.ts';

/** Sessions the balance row rotates through: many players polling, not one. */
export const BALANCE_SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
/** Headers every read request carries, as a browser sends them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
/** Papara: a redirect method whose PSP is the built-in sandbox (payment.methods.ts). */
const PAPARA_DEPOSIT = 2;
const DEPOSIT_LIRA = 100;
/** The webhook the sandbox PSP posts to (not in the contract: no client of ours calls it). */
const SANDBOX_WEBHOOK = 'payment/webhook/sandbox';
const DICE_BET = { amount: 1, target: 50, direction: 'over' } as const;

export interface BenchPlayer {
  id: string;
  token: string;
}

export interface ServerRowsContext {
  app: ChildServer;
  hello: ChildServer;
  /** The secret the app verifies sandbox webhooks with (SANDBOX_WEBHOOK_SECRET handed to it). */
  webhookSecret: string;
  /** PostgreSQL only, with pgbench installed: the URL of a database filled by `pgbench -i -s MAX_CLIENTS`. */
  pgbenchUrl: string | null;
  groups: ReadonlySet<string>;
}

const rate = (cell: HttpCell) => `${fmt(cell.rps)} req/s · p50 ${ms(cell.p50)} · p99 ${ms(cell.p99)}`;
const statusNote = (cell: HttpCell, expected: string) => {
  const other = Object.entries(cell.statuses).filter(([code]) => code !== expected);
  const parts = other.map(([code, n]) => `${fmt(n)} × ${code}`);
  if (cell.errors > 0) parts.push(`${fmt(cell.errors)} errors`);
  return parts.length > 0 ? parts.join(', ') : undefined;
};
const flowNote = (m: Measured) => (m.failed > 0 ? `${m.failed} failed: ${m.firstError}` : undefined);

/** Hello with the same request shape as the app row it is compared with (the same headers, rotated the same way). */
function helloLoad(hello: ChildServer, like: HttpLoad): HttpLoad {
  return { ...like, url: `${hello.origin}/hello` };
}

/**
 * balance and grouped, between two hello cells (before and after: the baseline is their mean, so a change of the
 * machine's load during the rows shows in both sides of the ratio).
 */
async function readRows(ctx: ServerRowsContext): Promise<ReportLine[]> {
  const { app, groups } = ctx;
  const players = await app.call<BenchPlayer[]>('players', { count: BALANCE_SESSIONS, funds: 0 });
  const rotate = { header: 'authorization', values: players.map((p) => `Bearer ${p.token}`) };
  const baseHeaders = { ...BROWSER, 'x-locale': 'tr' };
  // The same load shape for hello and the app: browser headers and a Bearer rotated over the sessions.
  const hello = () => httpCell(helloLoad(ctx.hello, { url: '', headers: baseHeaders, rotate }));
  const before = await hello();
  console.log(`  hello: ${rate(before)} (${HTTP_CONNECTIONS} connections)`);

  const cells: Array<{ path: string; cell: HttpCell; expected: string; note?: string }> = [];
  if (groups.has('balance')) {
    const cell = await httpCell({
      url: `${app.origin}/api/${ApiPath.balance}`,
      headers: baseHeaders,
      rotate,
    });
    const path = `GET user/balance (${BALANCE_SESSIONS} sessions, ${HTTP_CONNECTIONS} conn.)`;
    cells.push({ path, cell, expected: '200' });
    console.log(`  balance: ${rate(cell)}`);
  }
  if (groups.has('grouped')) {
    const url = `${app.origin}/api/${ApiPath.cmsGrouped}`;
    for (const locale of ['tr', 'en'] as const) {
      const headers = { ...BROWSER, 'x-locale': locale };
      const first = await fetch(url, { headers });
      const bytes = (await first.arrayBuffer()).byteLength;
      const etag = first.headers.get('etag');
      const encoding = first.headers.get('content-encoding') ?? 'identity';
      const cell = await httpCell({ url, headers, rotate });
      const note = `${fmt(bytes / 1024, 1)} KB ${encoding}`;
      cells.push({ path: `GET cms/grouped ${locale} (200)`, cell, expected: '200', note });
      console.log(`  grouped ${locale}: ${rate(cell)} (${bytes} bytes ${encoding}, etag ${etag ?? 'none'})`);
      if (!etag) {
        console.log(`  grouped ${locale}: the server sends no ETag, so no If-None-Match row`);
        continue;
      }
      const revalidated = await httpCell({ url, headers: { ...headers, 'if-none-match': etag }, rotate });
      cells.push({
        path: `GET cms/grouped ${locale} If-None-Match (304)`,
        cell: revalidated,
        expected: '304',
      });
      console.log(`  grouped ${locale} If-None-Match: ${rate(revalidated)}`);
    }
  }

  const after = await hello();
  console.log(`  hello again: ${rate(after)}`);
  const baseline = (before.rps + after.rps) / 2;
  const baselineText = `hello ${fmt(baseline)} req/s (${fmt(before.rps)} before, ${fmt(after.rps)} after) · p99 ${ms(Math.max(before.p99, after.p99))}`;
  return cells.map(({ path, cell, expected, note }) => ({
    group: path.includes('balance') ? 'balance' : 'grouped',
    path,
    figure: rate(cell),
    baseline: baselineText,
    ratio: cell.rps / baseline,
    goal: '≥ 0.5×',
    note: [note, statusNote(cell, expected)].filter(Boolean).join(', ') || undefined,
  }));
}

export async function runServerRows(ctx: ServerRowsContext): Promise<ReportLine[]> {
  const { app, groups } = ctx;
  const lines: ReportLine[] = [];
  const has = (group: string) => groups.has(group);

  if (has('balance') || has('grouped')) lines.push(...(await readRows(ctx)));
  if (!has('dice') && !has('deposit') && !has('sportsbet')) return lines;
  const diceCount = has('dice') ? MAX_CLIENTS : 0;
  const dicePlayers = await app.call<BenchPlayer[]>('players', { count: diceCount, funds: 1_000_000_000_00 });
  const betPlayers = has('sportsbet')
    ? await app.call<BenchPlayer[]>('players', { count: MAX_CLIENTS, funds: 1_000_000_000_00 })
    : [];
  // Every active selection of the next pre-match events' main markets (the simulator's calendar), rotated per bet.
  const selections: Array<{ selectionId: string; odds: number }> = [];
  // The simulator's feed writes its calendar in the background after start: wait up to 60 s for it.
  for (let waited = 0; has('sportsbet') && selections.length === 0; waited += 1) {
    if (waited >= 60) throw new Error('no pre-match selection to bet on after 60 s');
    const data = await callApi<SportsEventsData>(
      app.origin,
      SportsPath.events,
      { live: false, book: 'betco', skip: 0, take: 100 },
      {},
    );
    for (const event of data.events) {
      for (const market of event.markets) {
        if (market.status !== 'active') continue;
        for (const s of market.selections) {
          if (s.odds !== null) selections.push({ selectionId: s.id, odds: s.odds });
        }
      }
    }
    if (selections.length === 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  let nextSelection = 0;
  async function placeBet(client: number) {
    const leg = selections[nextSelection++ % selections.length]!;
    await callApi(
      app.origin,
      SportsBetsPath.placeBet,
      {
        type: 'single',
        legs: [leg],
        stake: 1,
        acceptOdds: 'any',
        requestId: randomUUID().replaceAll('-', ''),
      },
      { authorization: `Bearer ${betPlayers[client]!.token}` },
    );
  }

  const depositPlayers = has('deposit')
    ? await app.call<BenchPlayer[]>('players', { count: MAX_CLIENTS, funds: 0 })
    : [];
  // The game frame's session of each dice player (what the site's launch call hands the Dice client).
  const gameSessions = await Promise.all(
    dicePlayers.map(async (player) => {
      const launch = await callApi<string>(
        app.origin,
        ApiPath.originalsLaunch,
        { code: FAIR_GAME_CODE.dice },
        { authorization: `Bearer ${player.token}` },
      );
      const session = new URL(launch, app.origin).searchParams.get('session');
      if (!session) throw new Error(`no game session in ${launch}`);
      return session;
    }),
  );

  const rollDice = (client: number) =>
    callApi(app.origin, FairPath.diceRoll, DICE_BET, { 'x-game-session': gameSessions[client]! });

  async function depositConfirm(client: number) {
    const player = depositPlayers[client]!;
    const pageUrl = await callApi<string | null>(
      app.origin,
      ApiPath.deposit,
      { id: PAPARA_DEPOSIT, target: 'pay', detail: { amount: DEPOSIT_LIRA } },
      { authorization: `Bearer ${player.token}` },
    );
    const token = pageUrl?.split('/').pop();
    if (!token) throw new Error(`no sandbox page in ${pageUrl}`);
    // The PSP's side: what it knows of its own session, posted back signed.
    const session = await app.call<{ providerReference: string; reference: string; amount: number }>(
      'pspSession',
      { token },
    );
    const body = JSON.stringify({ ...session, currency: 'TRY', status: 'paid' });
    const signature = `sha256=${createHmac('sha256', ctx.webhookSecret).update(body).digest('hex')}`;
    const result = await callApi<{ replayed: boolean }>(app.origin, SANDBOX_WEBHOOK, body, {
      'x-sandbox-signature': signature,
    });
    if (result.replayed) throw new Error('the deposit was already confirmed');
  }

  const depositRates = new Map<number, number>();
  for (const clients of CLIENTS) {
    const tpcb = ctx.pgbenchUrl ? pgbenchTps(ctx.pgbenchUrl, clients) : null;
    const tpcbText = tpcb === null ? '— (PostgreSQL with pgbench only)' : `pgbench TPC-B ${fmt(tpcb)} tps`;
    if (tpcb !== null) console.log(`  pgbench tpcb-like -c ${clients}: ${fmt(tpcb)} tps`);
    if (has('dice')) {
      const m = await flowCell(clients, (client) => rollDice(client));
      lines.push({
        group: 'dice',
        path: `dice round over HTTP, ${clients} players`,
        figure: `${fmt(m.opsPerSecond)} rounds/s · p50 ${ms(m.p50)} · p99 ${ms(m.p99)}`,
        baseline: tpcbText,
        ratio: tpcb ? m.opsPerSecond / tpcb : null,
        goal: '≥ 0.5×',
        note: flowNote(m),
      });
      console.log(`  dice ${clients}: ${fmt(m.opsPerSecond)} rounds/s ${flowNote(m) ?? ''}`);
    }
    if (has('sportsbet')) {
      const m = await flowCell(clients, (client) => placeBet(client));
      lines.push({
        group: 'sportsbet',
        path: `sports bet placed over HTTP (pre-match single), ${clients} players`,
        figure: `${fmt(m.opsPerSecond)} bets/s · p50 ${ms(m.p50)} · p99 ${ms(m.p99)}`,
        baseline: tpcbText,
        ratio: tpcb ? m.opsPerSecond / tpcb : null,
        goal: '≥ 0.5×',
        note: flowNote(m),
      });
      console.log(`  sportsbet ${clients}: ${fmt(m.opsPerSecond)} bets/s ${flowNote(m) ?? ''}`);
    }
    if (has('deposit')) {
      const m = await flowCell(clients, (client) => depositConfirm(client));
      depositRates.set(clients, m.opsPerSecond);
      lines.push({
        group: 'deposit',
        path: `deposit confirmed via sandbox webhook over HTTP, ${clients} clients`,
        figure: `${fmt(m.opsPerSecond)} ops/s · p50 ${ms(m.p50)} · p99 ${ms(m.p99)}`,
        baseline: tpcbText,
        ratio: tpcb ? m.opsPerSecond / tpcb : null,
        goal: '≥ 0.3×, rising with clients',
        note: flowNote(m),
      });
      console.log(`  deposit ${clients}: ${fmt(m.opsPerSecond)} ops/s ${flowNote(m) ?? ''}`);
    }
  }
  if (depositRates.size > 1) {
    const counts = [...depositRates.keys()].sort((a, b) => a - b);
    const low = depositRates.get(counts[0]!)!;
    const high = depositRates.get(counts.at(-1)!)!;
    lines.push({
      group: 'deposit',
      path: `deposit: ${counts.at(-1)} vs ${counts[0]} clients`,
      figure: `${high >= low ? 'rises' : 'falls'} ${fmt(low)} → ${fmt(high)} ops/s`,
      baseline: `${counts[0]} clients`,
      ratio: high / low,
      goal: '> 1× (rising)',
    });
  }
  return lines;
}
