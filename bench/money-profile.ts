/**
 * Money hot paths profile (issue 9, docs/decisions/0120-money-hot-paths.md): what one Kasa Dice round and one deposit
 * confirmed through the sandbox webhook cost over HTTP on the real app — statements and round trips per operation
 * (counted by a Kysely log hook in the server), and on PostgreSQL commits, index scans and rows written per operation
 * (pg_stat_database / pg_stat_user_tables deltas) — then rounds/s and deposits/s at 8 and 16 clients beside pgbench's
 * TPC-B-like script at the same client counts, run in the same script.
 *
 * The server runs in a CHILD process (`--serve`), the load client here: on a 2-core machine a client in the server's
 * process steals its CPU. PGlite (in memory) always; PostgreSQL on a scratch database (created and dropped) when
 * TEST_DATABASE_URL is set. The server listens on BENCH_PORT (default 18100).
 *
 *   npx tsx bench/money-profile.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_SECONDS=10 npx tsx bench/money-profile.ts
 *
 * Prints figures only; asserts nothing on timing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { FAIR_GAME_CODE, FairPath } from '@kasa/contract/fair';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { createDb, type Db } from '../apps/server/src/db/create-db.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { signSandboxBody } from '../apps/server/src/modules/payment/sandbox-gateway/sandbox.signature.ts';
import { fastRegistration } from '../apps/server/src/test/fixtures.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,16').split(',').map(Number);
const MAX_CLIENTS = Math.max(...CLIENTS);
const PORT = Number(process.env.BENCH_PORT ?? 18100);
/** Sequential operations whose statements are counted. */
const PROFILE_OPS = Number(process.env.BENCH_PROFILE_OPS ?? 100);
const PAPARA_DEPOSIT = 2;

interface Player {
  id: string;
  token: string;
  gameToken: string;
}
interface Ready {
  origin: string;
  secret: string;
  players: Player[];
  database: string | null;
}
type Counts = Record<
  'statements' | 'begin' | 'commit' | 'savepoint' | 'select' | 'insert' | 'update',
  number
>;

// ---------------------------------------------------------------- the server (child process) ----------------------

async function serve(target: 'pglite' | 'postgres'): Promise<void> {
  const counts: Counts = {
    statements: 0,
    begin: 0,
    commit: 0,
    savepoint: 0,
    select: 0,
    insert: 0,
    update: 0,
  };
  const log = (event: LogEvent) => {
    const text = event.query.sql.trimStart().slice(0, 12).toLowerCase();
    counts.statements++;
    for (const word of ['begin', 'commit', 'savepoint', 'select', 'insert', 'update'] as const) {
      if (text.startsWith(word) || (word === 'savepoint' && /^(release|rollback to)/.test(text)))
        counts[word]++;
    }
    // A data-modifying WITH counts by what it starts with ("with"): kept in `statements` only.
  };
  let db: Db;
  let database: string | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (target === 'postgres') {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    database = `kasa_m_money_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    db = createDb({ databaseUrl: url.toString(), poolSize: MAX_CLIENTS, log });
  } else {
    db = createDb({ pglite: new PGlite(), log });
  }
  await prepareDatabase(db, systemClock, 10);
  const config = parseEnv({
    NODE_ENV: 'production',
    // Production needs a key for operators' TOTP secrets; a bench's own database, so a fixed one does.
    OPERATOR_SECRET_KEY: 'c3'.repeat(32),
    HOST: '127.0.0.1',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST_DIR: '/nonexistent/kasa-bench-web-dist',
    SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  });
  const app = await buildApp(config, { db, clock: systemClock });
  const { auth, wallet, sandboxGateway } = app.services;
  // The PSP's own look-up of its session (what it posts back), and the statement counters.
  app.get('/bench/psp-session/:token', async (request) => {
    const session = await sandboxGateway.findSession((request.params as { token: string }).token);
    if (!session) throw new Error('no sandbox session');
    return {
      providerReference: session.provider_reference,
      reference: session.merchant_reference,
      amount: Number(session.amount),
    };
  });
  app.get('/bench/counts', async () => {
    const cpu = process.cpuUsage();
    return { ...counts, cpuMicros: cpu.user + cpu.system };
  });
  // Only the game-session authentication a dice round starts with: what a session cache would save.
  app.post('/bench/game-session', async (request) => {
    await app.gameSessions.authenticate(request);
    return { success: true, message: '', data: null };
  });
  await app.listen({ host: '127.0.0.1', port: PORT });
  // The crash game's driver steps every 100 ms on its own: stopped, so the counters see only the measured calls.
  await app.crash.stop();

  const players: Player[] = [];
  for (let i = 0; i < MAX_CLIENTS; i++) {
    const outcome = await auth.register(fastRegistration({ trialBonus: 0 }), {
      ip: `10.251.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      userAgent: 'kasa-money-profile',
      fingerprint: null,
    });
    if (outcome.kind !== 'session') throw new Error('a bench player must get a session at registration');
    const session = outcome.session;
    const id = session.usercode;
    await wallet.creditDeposit({ key: `bench-money-fund:${id}`, playerId: id, amount: 1_000_000_000_00 });
    const game = await app.gameSessions.create({
      playerId: id,
      gameCode: FAIR_GAME_CODE.dice,
      provider: 'kasa',
      locale: 'en',
    });
    players.push({ id, token: session.token, gameToken: game.token });
  }
  const ready: Ready = {
    origin: `http://127.0.0.1:${PORT}`,
    secret: config.sandbox.webhookSecret,
    players,
    database,
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);

  const stop = async () => {
    const books = await wallet.checkBooks();
    process.stdout.write(`BOOKS ${JSON.stringify(books)}\n`);
    await app.close();
    await db.destroy();
    if (database && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

// ---------------------------------------------------------------- the load client (this process) -----------------

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

async function call<T>(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> },
) {
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    ...(init.body === undefined ? {} : { body: init.body }),
    headers: { 'content-type': 'application/json', 'x-locale': 'en', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} → ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

function operations(ready: Ready) {
  const { origin, secret } = ready;
  return {
    async sessionOnly(player: Player) {
      await call<Envelope<null>>(`${origin}/bench/game-session`, {
        body: '{}',
        headers: { 'x-game-session': player.gameToken },
      });
    },
    async dice(player: Player) {
      const answer = await call<Envelope<unknown>>(`${origin}/api/${FairPath.diceRoll}`, {
        body: JSON.stringify({ amount: 1, target: 50, direction: 'over' }),
        headers: { 'x-game-session': player.gameToken },
      });
      if (!answer.success) throw new Error(answer.message);
    },
    /** The deposit request; returns the PSP page address. */
    async depositRequest(player: Player): Promise<string> {
      const answer = await call<Envelope<string>>(`${origin}/api/payment/deposit`, {
        body: JSON.stringify({ id: PAPARA_DEPOSIT, target: 'pay', detail: { amount: 100 } }),
        headers: { authorization: `Bearer ${player.token}` },
      });
      if (!answer.success) throw new Error(answer.message);
      return answer.data;
    },
    /** The PSP looks up its session and posts the signed webhook body to be confirmed. */
    async pspBody(pageUrl: string): Promise<string> {
      const token = pageUrl.split('/').pop()!;
      const session = await call<{ providerReference: string; reference: string; amount: number }>(
        `${origin}/bench/psp-session/${token}`,
        { method: 'GET' },
      );
      return JSON.stringify({ ...session, currency: 'TRY', status: 'paid' });
    },
    async webhook(raw: string) {
      const answer = await call<Envelope<{ replayed: boolean }>>(`${origin}/api/payment/webhook/sandbox`, {
        body: raw,
        headers: { 'x-sandbox-signature': signSandboxBody(secret, raw, new Date()) },
      });
      if (!answer.success || answer.data.replayed) throw new Error(`webhook: ${answer.message}`);
    },
  };
}

async function measure(clients: number, op: (client: number) => Promise<unknown>, seconds = SECONDS) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  let failed = 0;
  let firstError: string | null = null;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        try {
          await op(client);
          done++;
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), failed, firstError };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counters of the app's database (PostgreSQL): commits, index scans, rows written. */
async function pgCounters(adminUrl: string, database: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query<Record<string, string>>(
    `select (select xact_commit from pg_stat_database where datname = current_database()) as commits,
            sum(coalesce(idx_scan, 0)) as idx_scan, sum(seq_scan) as seq_scan,
            sum(n_tup_ins) as inserted, sum(n_tup_upd) as updated, sum(n_tup_del) as deleted
       from pg_stat_user_tables`,
  );
  await client.end();
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/**
 * Prepares PROFILE_OPS inputs (not counted), then runs `op` on each one after the other, counting the statements the
 * server sent for it and, on PostgreSQL, the database's counters around the whole sequence.
 */
async function profile<T>(
  ready: Ready,
  name: string,
  prepare: (player: Player) => Promise<T>,
  op: (player: Player, input: T) => Promise<unknown>,
) {
  const counts = () =>
    call<Counts & { cpuMicros: number }>(`${ready.origin}/bench/counts`, { method: 'GET' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const player = ready.players[0]!;
  const inputs: T[] = [];
  for (let i = 0; i < PROFILE_OPS; i++) inputs.push(await prepare(player));
  // PostgreSQL flushes a backend's statistics at most once a second, idle ones within 10 s: wait for both snapshots.
  const stats = ready.database && adminUrl ? () => pgCounters(adminUrl, ready.database!) : null;
  if (stats) await pause(11_000);
  const statsBefore = stats ? await stats() : null;
  // Counted around the whole sequence: the server's statements, its process's CPU time and its database sessions'.
  const before = await counts();
  const dbBefore = await backendCpu(ready);
  for (const input of inputs) await op(player, input);
  const dbAfter = await backendCpu(ready);
  const after = await counts();
  const total = Object.fromEntries(
    Object.keys(before).map((key) => [key, after[key as keyof Counts] - before[key as keyof Counts]]),
  ) as Counts & { cpuMicros: number };
  const dbMicros = [...dbAfter].reduce((sum, [pid, ns]) => sum + (ns - (dbBefore.get(pid) ?? 0)) / 1000, 0);
  if (stats) await pause(11_000);
  const statsAfter = stats ? await stats() : null;
  const per = (n: number) => Math.round((n / PROFILE_OPS) * 10) / 10;
  const other =
    total.statements -
    total.begin -
    total.commit -
    total.savepoint -
    total.select -
    total.insert -
    total.update;
  console.log(`\n${name}: per operation (${PROFILE_OPS} one after the other, one player)`);
  console.log(
    `  round trips ${per(total.statements)}: begin ${per(total.begin)}, commit ${per(total.commit)}, savepoint/release ${per(total.savepoint)}, select ${per(total.select)}, insert ${per(total.insert)}, update ${per(total.update)}, with … (data-modifying) ${per(other)}`,
  );
  console.log(
    `  CPU per operation: server process ${Math.round(total.cpuMicros / PROFILE_OPS)} µs${ready.database ? `, PostgreSQL sessions ${Math.round(dbMicros / PROFILE_OPS)} µs` : ' (PGlite runs inside it)'}`,
  );
  if (statsBefore && statsAfter) {
    const d = (key: string) => Math.round(((statsAfter[key]! - statsBefore[key]!) / PROFILE_OPS) * 10) / 10;
    console.log(
      `  PostgreSQL: commits ${d('commits')}, index scans ${d('idx_scan')}, seq scans ${d('seq_scan')}, rows inserted ${d('inserted')}, updated ${d('updated')}, deleted ${d('deleted')}`,
    );
  }
}

/** CPU time (ns, /proc/<pid>/schedstat) of each PostgreSQL session of the app's database: pid → ns. */
async function backendCpu(ready: Ready): Promise<Map<number, number>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const result = new Map<number, number>();
  if (!ready.database || !adminUrl) return result;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [ready.database],
  );
  await client.end();
  for (const { pid } of rows) {
    try {
      result.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // The session ended meanwhile.
    }
  }
  return result;
}

/**
 * PostgreSQL CPU per TPC-B transaction: one pgbench client runs `count` transactions while its session's CPU time
 * (/proc/<pid>/schedstat) is sampled every 20 ms (the session ends with pgbench, so the last sample stands for it).
 * Beside the dice round's "PostgreSQL sessions" CPU it bounds the ratio the database alone allows (decision 0180).
 */
async function pgbenchCpuPerTransaction(url: string, count = 3_000): Promise<number | null> {
  const database = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const child = spawn('pgbench', ['-n', '-b', 'tpcb-like', '-c', '1', '-t', String(count), url], {
    stdio: 'ignore',
  });
  const done = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const last = new Map<number, number>();
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    for (const { pid } of rows) {
      try {
        last.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // ended meanwhile
      }
    }
    await pause(20);
  }
  await admin.end();
  if ((await done) !== 0 || last.size === 0) return null;
  return [...last.values()].reduce((sum, ns) => sum + ns, 0) / 1000 / count;
}

function pgbenchTps(url: string, clients: number): number | null {
  try {
    const out = execFileSync(
      'pgbench',
      ['-n', '-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(Math.round(SECONDS)), url],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function startServer(target: 'pglite' | 'postgres'): Promise<{ child: ChildProcess; ready: Ready }> {
  const self = fileURLToPath(import.meta.url);
  // BENCH_SERVER_NODE_ARGS: extra node options for the server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/x`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', self, '--serve', target], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ready: JSON.parse(line.slice(6)) as Ready });
      else if (line.startsWith('BOOKS ')) console.log(`books: ${line.slice(6)}`);
      else console.log(`[server] ${line}`);
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function runTarget(target: 'pglite' | 'postgres', pgbenchUrl: string | null) {
  console.log(`\n=== ${target === 'pglite' ? 'PGlite (in memory, server process)' : 'PostgreSQL'} ===`);
  const { child, ready } = await startServer(target);
  try {
    if (pgbenchUrl) {
      const micros = await pgbenchCpuPerTransaction(pgbenchUrl);
      console.log(
        `\npgbench TPC-B, one client: PostgreSQL session CPU per transaction ${micros === null ? '—' : Math.round(micros)} µs`,
      );
    }
    const ops = operations(ready);
    const depositConfirm = async (player: Player) =>
      ops.webhook(await ops.pspBody(await ops.depositRequest(player)));
    await profile(ready, 'dice round (POST originals/dice/roll)', async () => null, ops.dice);
    await profile(
      ready,
      'deposit webhook (POST payment/webhook/sandbox: the confirmation only)',
      async (player) => ops.pspBody(await ops.depositRequest(player)),
      async (_player, raw) => ops.webhook(raw),
    );
    await profile(ready, 'deposit request (POST payment/deposit)', async () => null, ops.depositRequest);
    await profile(ready, 'game session look-up only', async () => null, ops.sessionOnly);

    console.log(
      '\n| clients | pgbench TPC-B tps | dice rounds/s | ratio | deposit-confirm ops/s (3 calls) | ratio | session look-up only req/s |',
    );
    console.log(
      '| ------- | ----------------- | ------------- | ----- | ------------------------------- | ----- | ----- |',
    );
    for (const clients of CLIENTS) {
      const tps = pgbenchUrl ? pgbenchTps(pgbenchUrl, clients) : null;
      const dice = await measure(clients, (c) => ops.dice(ready.players[c]!));
      const deposit = await measure(clients, (c) => depositConfirm(ready.players[c]!));
      const session = await measure(clients, (c) => ops.sessionOnly(ready.players[c]!));
      const ratio = (v: number) => (tps ? `${(v / tps).toFixed(2)}×` : '—');
      const errors = [dice, deposit]
        .filter((m) => m.failed > 0)
        .map((m) => `${m.failed} failed: ${m.firstError}`)
        .join('; ');
      console.log(
        `| ${clients} | ${tps?.toFixed(0) ?? '—'} | ${dice.perSecond.toFixed(0)} | ${ratio(dice.perSecond)} | ${deposit.perSecond.toFixed(0)} | ${ratio(deposit.perSecond)} | ${session.perSecond.toFixed(0)} |${errors ? ` ${errors}` : ''}`,
      );
    }
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  if (targets.includes('pglite')) await runTarget('pglite', null);
  if (!adminUrl || !targets.includes('postgres')) return;
  // pgbench's own scratch database, scale 16, the same for every row (BENCH_PGBENCH_DB: an initialised one to reuse).
  const reuse = process.env.BENCH_PGBENCH_DB;
  const name = reuse ?? `kasa_m_money_pgbench_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  if (!reuse) {
    await admin.connect();
    await admin.query(`create database ${name}`);
    console.log(`pgbench -i -s 16 on ${name}…`);
    execFileSync('pgbench', ['-i', '-q', '-s', '16', url.toString()], { stdio: 'ignore' });
  }
  try {
    await runTarget('postgres', url.toString());
  } finally {
    if (!reuse) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] === 'postgres' ? 'postgres' : 'pglite');
} else {
  await main();
}
