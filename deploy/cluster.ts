// N Kasa nodes behind HAProxy, as processes on one machine (docs/decisions/0142): what `npm run deploy:local` runs and
// what the fault test kills. Each node is the compiled server (`node apps/server/dist/server.js`, as `npm start` runs
// it) in production mode on PostgreSQL and Redis; HAProxy (Debian's, deploy/haproxy.cfg.template) balances them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { totpCode } from '../apps/server/src/modules/ops/ops.totp.ts';
import { signInOverHttp } from '../apps/server/src/ops/ops-client.ts';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(REPO_DIR, 'apps/server/dist/server.js');
const TEMPLATE = path.join(REPO_DIR, 'deploy/haproxy.cfg.template');

export interface ClusterOptions {
  nodes: number;
  /** HAProxy's public port; node i listens on port + i (1-based). */
  port: number;
  /** HAProxy's statistics page. */
  statsPort: number;
  /** The database the nodes share; created when missing (dropped first with `fresh`). */
  databaseUrl: string;
  fresh?: boolean;
  redisUrl: string;
  /** Prefix of this deployment's Redis channels and keys. */
  redisPrefix: string;
  /** Node logs, HAProxy's log and rendered configuration. */
  workDir: string;
  /** Extra environment for every node (after the defaults). */
  env?: Record<string, string>;
}

export interface NodeProcess {
  index: number;
  port: number;
  child: ChildProcess | null;
  /** Start attempts, for the log file names. */
  starts: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const running = (child: ChildProcess | null) =>
  child !== null && child.exitCode === null && child.signalCode === null;

/** Creates the database when missing (after dropping it with `fresh`), through the server's `postgres` database. */
export async function ensureDatabase(databaseUrl: string, fresh = false): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^\w+$/.test(name))
    throw new Error(`database name ${JSON.stringify(name)}: letters, digits and _ only`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Runs `scripts/build.mjs`: the web app and the server bundle, each only when its sources changed. */
export function buildOnce(): void {
  const result = spawnSync(process.execPath, [path.join(REPO_DIR, 'scripts/build.mjs')], {
    cwd: REPO_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** HAProxy's binary; installed with apt-get when missing (scripts/ensure-haproxy.sh). */
export function haproxyBinary(): string {
  const result = spawnSync('bash', [path.join(REPO_DIR, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('HAProxy is not available');
  if (process.env.HAPROXY_PATH) return process.env.HAPROXY_PATH;
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'])
    if (existsSync(candidate)) return candidate;
  return 'haproxy';
}

export function renderHaproxyConfig(options: { bind: string; statsBind: string; servers: string[] }): string {
  // Line by line, so the placeholders named in the template's comments stay as they are.
  return readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line
            .replace('{{BIND}}', options.bind)
            .replace('{{STATS_BIND}}', options.statsBind)
            .replace('{{SERVERS}}', options.servers.map((server) => `    ${server}`).join('\n')),
    )
    .join('\n');
}

/** GET url until it answers 200 (or the deadline passes). */
export async function waitFor200(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${url}: the process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

export class Cluster {
  readonly nodes: NodeProcess[];
  readonly url: string;
  readonly statsUrl: string;
  /** Shared by every node: the sandbox PSP's webhook key. */
  readonly webhookSecret = randomBytes(24).toString('base64url');
  readonly operatorSecretKey = randomBytes(32).toString('hex');
  private haproxy: ChildProcess | null = null;
  private stopping = false;

  constructor(readonly options: ClusterOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.statsUrl = `http://127.0.0.1:${options.statsPort}/`;
    this.nodes = Array.from({ length: options.nodes }, (_, i) => ({
      index: i + 1,
      port: options.port + i + 1,
      child: null,
      starts: 0,
    }));
    mkdirSync(options.workDir, { recursive: true });
  }

  /** Every node at once (they migrate the database in turn: decision 0142), then HAProxy in front of them. */
  async start(): Promise<void> {
    await ensureDatabase(this.options.databaseUrl, this.options.fresh);
    const haproxy = haproxyBinary();
    await Promise.all(this.nodes.map((node) => this.startNode(node.index)));
    const configPath = path.join(this.options.workDir, 'haproxy.cfg');
    writeFileSync(
      configPath,
      renderHaproxyConfig({
        bind: `127.0.0.1:${this.options.port}`,
        statsBind: `127.0.0.1:${this.options.statsPort}`,
        servers: this.nodes.map((node) => `server node${node.index} 127.0.0.1:${node.port} check`),
      }),
    );
    const check = spawnSync(haproxy, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy rejected ${configPath}:\n${check.stderr}`);
    const log = createWriteStream(path.join(this.options.workDir, 'haproxy.log'));
    // -W master-worker, -db stay in the foreground: this script is its supervisor.
    this.haproxy = spawn(haproxy, ['-W', '-db', '-f', configPath], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.haproxy.stdout?.pipe(log);
    this.haproxy.stderr?.pipe(log);
    await waitFor200(`${this.url}/ready`, 15_000, () => running(this.haproxy));
  }

  /** The environment of node `index`: production, the shared database and Redis, addresses through HAProxy. */
  nodeEnv(node: NodeProcess): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    return {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(node.port),
      DATABASE_URL: this.options.databaseUrl,
      REDIS_URL: this.options.redisUrl,
      REDIS_KEY_PREFIX: this.options.redisPrefix,
      // Links and the PSP's webhook go through the balancer: whichever node is alive answers them.
      PUBLIC_URL: this.url,
      SANDBOX_WEBHOOK_URL: `${this.url}/api/payment/webhook/sandbox`,
      SANDBOX_WEBHOOK_SECRET: this.webhookSecret,
      // Every node seals and opens operators' TOTP secrets with the same key.
      OPERATOR_SECRET_KEY: this.operatorSecretKey,
      TRUST_PROXY: 'true',
      // Two failed checks of HAProxy's 1 s interval move the traffic before the listener closes.
      SHUTDOWN_DRAIN_MS: '2500',
      LOG_LEVEL: 'warn',
      ...this.options.env,
    };
  }

  /**
   * An operator of this cluster, made the way a real one is (decision 0500): `npm run ops -- create-operator` on the
   * host with the database's address, then the two sign-in steps through the balancer. Returns the session token.
   */
  async operatorSession(username = 'cluster-admin'): Promise<string> {
    const password = randomBytes(18).toString('base64url');
    const made = spawnSync(
      path.join(REPO_DIR, 'node_modules/.bin/tsx'),
      ['apps/server/src/ops/cli.ts', 'create-operator', username, '--roles', 'admin', '--json'],
      {
        cwd: REPO_DIR,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          OPERATOR_SECRET_KEY: this.operatorSecretKey,
          DATABASE_URL: this.options.databaseUrl,
          PUBLIC_URL: this.url,
          KASA_OPERATOR_PASSWORD: password,
          LOG_LEVEL: 'warn',
        },
      },
    );
    if (made.status !== 0) throw new Error(`create-operator failed: ${made.stderr}`);
    const { totpSecret } = JSON.parse(made.stdout.trim().split('\n').pop()!) as { totpSecret: string };
    const session = await signInOverHttp(this.url, username, password, () =>
      totpCode(totpSecret, new Date()),
    );
    return session.token;
  }

  /** Starts node `index` (1-based) and waits until it is ready. */
  async startNode(index: number): Promise<void> {
    const node = this.node(index);
    if (running(node.child)) throw new Error(`node ${index} is already running`);
    if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build first (npm run build)`);
    node.starts += 1;
    const log = createWriteStream(path.join(this.options.workDir, `node${index}.log`), { flags: 'a' });
    log.write(`--- start ${node.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_DIR,
      detached: true, // Ctrl-C reaches this script only; it stops the nodes in order
      stdio: ['ignore', 'pipe', 'pipe'],
      env: this.nodeEnv(node),
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    node.child = child;
    await waitFor200(`http://127.0.0.1:${node.port}/ready`, 60_000, () => running(child));
  }

  node(index: number): NodeProcess {
    const node = this.nodes[index - 1];
    if (!node) throw new Error(`no node ${index}`);
    return node;
  }

  /** Sends `signal` to node `index`; resolves when it has exited. */
  async signalNode(index: number, signal: NodeJS.Signals): Promise<void> {
    const { child } = this.node(index);
    if (!child || !running(child)) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  /** Stops every node gracefully (they drain while HAProxy still routes around them), then HAProxy. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    await Promise.all(
      this.nodes.map(async (node) => {
        const timer = setTimeout(() => node.child?.kill('SIGKILL'), 40_000);
        await this.signalNode(node.index, 'SIGTERM');
        clearTimeout(timer);
      }),
    );
    const haproxy = this.haproxy;
    if (haproxy && running(haproxy)) {
      const exited = new Promise<void>((resolve) => haproxy.once('exit', () => resolve()));
      haproxy.kill('SIGTERM');
      await exited;
    }
  }
}
