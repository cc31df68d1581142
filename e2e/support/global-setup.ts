import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/server/src/test/scratch-database.ts';
import { DEMO_OPERATOR } from '../../apps/server/src/modules/ops/ops.demo.ts';
import { totpCode } from '../../apps/server/src/modules/ops/ops.totp.ts';
import { signInOverHttp } from '../../apps/server/src/ops/ops-client.ts';
import { artifactsDir, repoRoot, screenshotsDir } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A session of the development demo operator (signed in once here: a TOTP code is good for one sign-in). */
    operatorToken: string;
  }
}

const STARTUP_TIMEOUT_MS = 90_000;

/**
 * Starts the real server the way `npm start` runs it (built web app served on the same port), on a free port with a
 * fresh PGlite directory, and hands its address to the journeys. With `KASA_TEST_DB=postgres` the server runs on a
 * new database on `TEST_DATABASE_URL`'s PostgreSQL instead, dropped afterwards. `E2E_BASE_URL` points the journeys at
 * a running site instead.
 */
export default async function setup(project: TestProject) {
  await rm(screenshotsDir, { recursive: true, force: true });
  await mkdir(artifactsDir, { recursive: true });

  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseUrl = external.replace(/\/+$/, '');
    await waitForApi(baseUrl, null);
    project.provide('baseUrl', baseUrl);
    project.provide('operatorToken', await signInDemoOperator(baseUrl));
    return;
  }

  const webDist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDist}/index.html is missing). Run \`npm run test:e2e\` from the repository root, ` +
        'or build it first with `npm run build`.',
    );
  }
  // The compiled server, as `npm start` runs it (scripts/build.mjs bundles it; docs/decisions/0142).
  const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The server is not built (${serverEntry} is missing). Run \`npm run test:e2e\` from the repository root, ` +
        'or build it first with `npm run build`.',
    );
  }

  // E2E_PORT: a fixed port (a helper's own range on a shared machine); else any free one.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const runDir = await mkdtemp(path.join(tmpdir(), 'kasa-e2e-'));
  const dataDir = path.join(runDir, 'data');
  // The run serves its own copy of the build: a rebuild of apps/web/dist during the run cannot pull assets away.
  const webCopy = path.join(runDir, 'web');
  await cp(webDist, webCopy, { recursive: true });
  await assertCompleteBuild(webCopy);
  // The back office (/admin/, built beside the site) likewise.
  const adminDist = path.join(repoRoot, 'apps/admin/dist');
  if (!existsSync(path.join(adminDist, 'index.html'))) {
    throw new Error(
      `The back office is not built (${adminDist}/index.html is missing). Run \`npm run build\` first.`,
    );
  }
  const adminCopy = path.join(runDir, 'admin');
  await cp(adminDist, adminCopy, { recursive: true });
  const database = await postgresForRun();
  const logPath = path.join(artifactsDir, database ? 'e2e-server-postgres.log' : 'e2e-server.log');
  const log = createWriteStream(logPath);

  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // Own process group, so teardown stops the server and anything it starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webCopy,
      ADMIN_DIST_DIR: adminCopy,
      ...(database ? { DATABASE_URL: database.url } : {}),
    }),
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  let operatorToken: string;
  try {
    await waitForApi(baseUrl, server);
    operatorToken = await signInDemoOperator(baseUrl);
  } catch (error) {
    await stopAndWait(server);
    await database?.drop();
    await rm(runDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message} The server's output is in ${logPath}.`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('operatorToken', operatorToken);

  return async () => {
    await stopAndWait(server);
    log.end();
    await database?.drop();
    await rm(runDir, { recursive: true, force: true });
  };
}

/** The journeys' operator: the demo operator a development server seeds (decision 0500), signed in once per run. */
async function signInDemoOperator(baseUrl: string): Promise<string> {
  const session = await signInOverHttp(baseUrl, DEMO_OPERATOR.username, DEMO_OPERATOR.password, () =>
    totpCode(DEMO_OPERATOR.totpSecret, new Date()),
  );
  return session.token;
}

/** `KASA_TEST_DB=postgres`: a fresh database for this run on TEST_DATABASE_URL's server (as the server suite does). */
async function postgresForRun(): Promise<ScratchDatabase | null> {
  if (process.env.KASA_TEST_DB !== 'postgres') return null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'KASA_TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return createScratchDatabase(adminUrl, 'e2e');
}

/** SIGTERM to the server's process group; SIGKILL after 10 s. */
async function stopAndWait(server: ChildProcess) {
  stop(server);
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      kill(server, 'SIGKILL');
      resolve();
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Every script and stylesheet index.html names must be there (a build caught half-way has none). */
async function assertCompleteBuild(dir: string) {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
  const missing = assets.filter((asset) => !existsSync(path.join(dir, asset)));
  if (assets.length === 0 || missing.length > 0) {
    throw new Error(
      `apps/web/dist is incomplete (${missing.join(', ') || 'no assets referenced'}); is a build running? ` +
        'Build it with `npm run build` and run again.',
    );
  }
}

/**
 * The server's environment: development mode (the outbox is readable), cheap password hashing, PGlite unless the run
 * passes its own DATABASE_URL. Outside settings that would point it elsewhere (a PostgreSQL, an SMTP server, SMS
 * provider) are dropped.
 */
function serverEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_PROVIDER_URL', 'TRUST_PROXY'])
    delete env[name];
  // Live tables deal shorter rounds here (10 s betting, 6 s spin, 2 s pause), so a journey waits less for a window.
  const tables = { TABLE_BETTING_MS: '10000', TABLE_SPIN_MS: '6000', TABLE_PAUSE_MS: '2000' };
  // Tombala rooms too: 15 s of sales, a ball every 0.7 s, 3 s between games.
  const tombala = { TOMBALA_SALES_MS: '15000', TOMBALA_CALL_MS: '700', TOMBALA_PAUSE_MS: '3000' };
  // The run's one operator session must outlive the quiet stretches between operator calls.
  const operator = { OPERATOR_SESSION_IDLE_MINUTES: '600' };
  return {
    ...env,
    NODE_ENV: 'development',
    PASSWORD_HASH_COST: '10',
    ...tables,
    ...tombala,
    ...operator,
    ...own,
  };
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stop(child: ChildProcess) {
  kill(child, 'SIGTERM');
}

/** E2E_PORT: a fixed port (several people sharing a machine each keep to their own range); else a free one. */
async function freePort(): Promise<number> {
  const fixed = Number(process.env.E2E_PORT);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `GET /api/auth/form` until it answers with the envelope (migrations and seed done). */
async function waitForApi(baseUrl: string, server: ChildProcess | null) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(
        `The server exited during start-up (code ${server.exitCode}, signal ${server.signalCode}).`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/auth/form`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        const body = (await response.json()) as { success?: boolean };
        if (body.success === true) return;
        lastProblem = `answered ${JSON.stringify(body).slice(0, 200)}`;
      } else {
        lastProblem = `HTTP ${response.status}`;
      }
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${baseUrl} did not answer GET /api/auth/form in time (${lastProblem}).`);
}
