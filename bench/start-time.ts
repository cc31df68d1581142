// `npm run bench:start`: how long `npm start` takes to the first page (issue 9: ≤ 10 s after `npm ci` on a fresh clone,
// ≤ 3 s for a restart). It runs the README's command itself, `npm start`, and polls `GET /` until the first 200:
//
//   cold  — apps/web/dist and apps/server/dist removed and a new, empty data directory: what a fresh clone does after
//           `npm ci` (both builds, PGlite's first start, every migration and the seed);
//   warm  — the same again with nothing changed: no build (the stored source hashes match), the database already there.
//
//   npm run bench:start                     one cold start, then 3 warm ones
//   npm run bench:start -- --warm 5         five warm starts
//   npm run bench:start -- --warm-only      keep the builds (no cold start)
//   npm run bench:start -- --old            also the start before decision 0142 (always `vite build`, then the server
//                                           through tsx) on the same database, as a baseline in the same run
//
// The cold start deletes this checkout's apps/web/dist and apps/server/dist (they are rebuilt by it). Figures only,
// never a timed assertion.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_DIR } from './processes.ts';

const args = process.argv.slice(2);
const warmIndex = args.indexOf('--warm');
const warmRuns = warmIndex >= 0 ? Number(args[warmIndex + 1]) : 3;
const warmOnly = args.includes('--warm-only');
const withOld = args.includes('--old');
if (!Number.isInteger(warmRuns) || warmRuns < 0) throw new Error('--warm takes a whole number');

interface Run {
  label: string;
  /** npm start → first 200 of GET /. */
  firstPageMs: number;
  /** What the start script printed about its builds (built in … / up to date). */
  builds: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `npm start` as the README runs it. `oldWebDir` runs instead what `npm start` was before decision 0142 (always
 * `vite build`, then the server through tsx), building into that folder so this checkout's build and its hash stay.
 */
async function startOnce(label: string, dataDir: string, oldWebDir?: string): Promise<Run> {
  const port = Number(process.env.BENCH_START_PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The README's run: no outside database, Redis or mail; only the port and the data directory are ours.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_PROVIDER_URL', 'NODE_ENV'])
    delete env[name];
  const started = performance.now();
  const oldStart =
    `npm run build -w @kasa/web -- --outDir ${oldWebDir} --emptyOutDir && ` +
    `WEB_DIST_DIR=${oldWebDir} exec node_modules/.bin/tsx apps/server/src/server.ts`;
  const child = spawn(oldWebDir ? 'sh' : 'npm', oldWebDir ? ['-c', oldStart] : ['start'], {
    cwd: REPO_DIR,
    detached: true, // own process group: npm, and the server under it, stop together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const builds: string[] = [];
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n'))
      if (/^(web app|server): (up to date|built|bundled)/.test(line))
        builds.push(line.replace(/ \(.*\)$/, '').trim());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}`);
      if (performance.now() - started > 180_000)
        throw new Error(`no page after 180 s:\n${output.slice(-2000)}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { label, firstPageMs: performance.now() - started, builds };
  } finally {
    await stopGroup(child);
  }
}

const runDir = await mkdtemp(path.join(tmpdir(), 'kasa-start-'));
const dataDir = path.join(runDir, 'data');
const runs: Run[] = [];
try {
  if (!warmOnly) {
    await rm(path.join(REPO_DIR, 'apps/web/dist'), { recursive: true, force: true });
    await rm(path.join(REPO_DIR, 'apps/server/dist'), { recursive: true, force: true });
    runs.push(await startOnce('cold (builds removed, new database)', dataDir));
  } else {
    // The warm runs need a database that exists: make it once, unmeasured.
    await startOnce('(preparing the database)', dataDir);
  }
  for (let i = 1; i <= warmRuns; i++) runs.push(await startOnce(`warm ${i} (nothing changed)`, dataDir));
  if (withOld) {
    const oldWebDir = path.join(runDir, 'old-web');
    runs.push(await startOnce('before 0142: vite build + tsx, same db', dataDir, oldWebDir));
  }
} finally {
  await rm(runDir, { recursive: true, force: true });
}

console.log('\nnpm start → first 200 of GET /');
for (const run of runs) {
  console.log(
    `  ${run.label.padEnd(38)} ${(run.firstPageMs / 1000).toFixed(2).padStart(6)} s   ${run.builds.join('; ')}`,
  );
}
const warm = runs.filter((run) => run.label.startsWith('warm')).map((run) => run.firstPageMs);
if (warm.length > 0) {
  const sorted = [...warm].sort((a, b) => a - b);
  console.log(
    `  warm median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s (goal ≤ 3 s); cold goal ≤ 10 s`,
  );
}
