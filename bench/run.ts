/**
 * `npm run bench`: every row of issue 9's table that runs on the server, each printed beside the baseline measured in
 * the same run and their ratio, then the wallet rows of issue 3 (in-process ledger and payment paths). See README.md.
 *
 *   npm run bench                                             # all rows, PGlite only
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench      # PGlite, then PostgreSQL
 *   npm run bench -- --only balance,grouped                   # some groups: wallet balance grouped dice deposit hub
 *   BENCH_SECONDS=2 BENCH_CLIENTS=8 npm run bench             # shorter cells, other client counts
 *
 * The app runs in a process of its own (app-process.ts) with the production configuration, on PGlite in a temporary
 * directory and on a throw-away PostgreSQL database `kasa_bbench_<random>`; the baselines (bare Fastify hello, bare
 * Socket.IO, pgbench TPC-B into its own throw-away database) run beside it; everything is dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runHubRow } from './hub.ts';
import { REPO_DIR, benchPort, startChild, type ChildServer } from './processes.ts';
import { printSummary, printTarget, type ReportLine, type TargetReport } from './report.ts';
import { runServerRows } from './server-paths.ts';
import { CLIENTS, MAX_CLIENTS, SECONDS, hasPgbench, pgbenchInit, scratchDatabase } from './support.ts';
import { runWalletBench } from './wallet.bench.ts';

const SERVER_GROUPS = ['balance', 'grouped', 'dice', 'deposit', 'sportsbet', 'hub'];
const ALL_GROUPS = [...SERVER_GROUPS, 'wallet'];

function selectedGroups(argv: string[]): Set<string> {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at === -1) return new Set(ALL_GROUPS);
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1]! : (argv[at + 1] ?? '');
  const groups = value
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const unknown = groups.filter((g) => !ALL_GROUPS.includes(g));
  if (unknown.length > 0 || groups.length === 0) {
    console.error(`--only takes a comma-separated list of: ${ALL_GROUPS.join(', ')}`);
    process.exit(2);
  }
  return new Set(groups);
}

interface AppTarget {
  name: string;
  env: Record<string, string>;
  /** PostgreSQL: where pgbench may create its own database. */
  adminUrl?: string;
  drop: () => Promise<void>;
}

async function pgliteTarget(): Promise<AppTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'kasa-bbench-'));
  return {
    name: 'PGlite (data directory)',
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(adminUrl: string): Promise<AppTarget> {
  const scratch = await scratchDatabase(adminUrl, 'kasa_bbench');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const version = (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]
    ?.v;
  await client.end();
  return {
    name: `PostgreSQL ${version ?? ''} (app pool 10)`,
    env: { DATABASE_URL: scratch.url },
    adminUrl,
    drop: scratch.drop,
  };
}

/** The app and its baselines on one database; the report of every selected server row. */
async function runTarget(target: AppTarget, groups: Set<string>): Promise<TargetReport> {
  console.log(`\n## ${target.name}\n`);
  const webhookSecret = randomBytes(24).toString('base64url');
  const children: ChildServer[] = [];
  const drops: Array<() => Promise<void>> = [];
  try {
    const app = await startChild('app-process.ts', {
      ...target.env,
      NODE_ENV: 'production',
      // Production needs a key for operators' TOTP secrets; a bench's own database, so a fixed one does.
      OPERATOR_SECRET_KEY: 'c3'.repeat(32),
      HOST: '127.0.0.1',
      PORT: String(benchPort(1)),
      LOG_LEVEL: 'warn',
      // Players are registered by the thousand here; the login cost is not what is measured.
      PASSWORD_HASH_COST: '10',
      PUBLIC_URL: 'http://127.0.0.1',
      SANDBOX_WEBHOOK_SECRET: webhookSecret,
      BENCH_APP_DIR: APP_DIR,
    });
    children.push(app);
    const hello = await startChild('bare-servers.ts', { BARE: 'hello', PORT: String(benchPort(2)) });
    children.push(hello);
    let pgbenchUrl: string | null = null;
    if (
      target.adminUrl &&
      hasPgbench() &&
      (groups.has('dice') || groups.has('deposit') || groups.has('sportsbet'))
    ) {
      const scratch = await scratchDatabase(target.adminUrl, 'kasa_bbench_pgb');
      drops.push(scratch.drop);
      pgbenchInit(scratch.url, MAX_CLIENTS);
      pgbenchUrl = scratch.url;
    }
    const lines: ReportLine[] = await runServerRows({ app, hello, webhookSecret, pgbenchUrl, groups });
    if (groups.has('hub')) {
      const bare = await startChild('bare-servers.ts', { BARE: 'socketio', PORT: String(benchPort(3)) });
      children.push(bare);
      lines.push(...(await runHubRow(app, bare)));
    }
    const report = { target: target.name, lines };
    printTarget(report);
    return report;
  } finally {
    for (const child of children.reverse()) await child.stop();
    for (const drop of drops) await drop();
    await target.drop();
  }
}

/** Where the measured server's source is: this checkout, or BENCH_APP_DIR (app-process.ts). */
const APP_DIR = process.env.BENCH_APP_DIR || REPO_DIR;

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim();
  } catch {
    return 'not a git checkout';
  }
}

const groups = selectedGroups(process.argv.slice(2));
const began = performance.now();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `# Kasa benchmark — ${new Date().toISOString()}, node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
);
console.log(`app: ${APP_DIR} at ${commitOf(APP_DIR)}`);
console.log(
  `groups: ${[...groups].join(', ')}; ${SECONDS} s per cell, clients ${CLIENTS.join(',')}; load average ${load()}`,
);

const reports: TargetReport[] = [];
if (SERVER_GROUPS.some((g) => groups.has(g))) {
  const makers = [pgliteTarget];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) makers.push(() => postgresTarget(adminUrl));
  for (const make of makers) reports.push(await runTarget(await make(), groups));
  printSummary(reports);
}
if (groups.has('wallet')) await runWalletBench();
console.log(`\nwhole run: ${((performance.now() - began) / 1000).toFixed(0)} s; load average ${load()}`);
