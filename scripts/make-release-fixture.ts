// Makes the database fixture of a released version for the upgrade test (apps/server/src/db/upgrade.test.ts,
// docs/decisions/0170): that release's own server, from its commit, migrates and seeds a fresh PostgreSQL database,
// players and the operator use it over HTTP (deposits, dice rounds, withdrawals, content edits), and the result is
// dumped as plain SQL (gzipped) under apps/server/src/db/fixtures/, with a manifest of what was done.
//
//   npx tsx scripts/make-release-fixture.ts <commit of the release>
//
// Needs git, pg_dump and a PostgreSQL server: FIXTURE_ADMIN_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres (a database `<that database>_fixture_<random>` is made and dropped).
// FIXTURE_PORT: the port the old server listens on (default: a free one). Temporary files go under TMPDIR.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import * as prettier from 'prettier';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import {
  FIXTURE_DIR,
  FIXTURE_PASSWORD,
  fixtureFiles,
  type FixtureManifest,
} from '../apps/server/src/db/fixtures/release-fixture.ts';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

const release = process.argv[2];
if (!release) throw new Error('usage: npx tsx scripts/make-release-fixture.ts <commit of the release>');
const commit = git('rev-parse', '--verify', `${release}^{commit}`);
const adminUrl =
  process.env.FIXTURE_ADMIN_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
// The release being captured predates operator accounts (decision 0500): it still takes the shared development token.
const OPERATOR_TOKEN = 'kasa-dev-operator-token';

const work = mkdtempSync(path.join(tmpdir(), 'kasa-release-'));
let server: ChildProcess | null = null;
const database = await createScratchDatabase(adminUrl, 'fixture');
try {
  console.log(`release ${commit} → ${work}; database ${database.name}`);
  execFileSync('bash', ['-c', `git archive ${commit} | tar -x -C "${work}"`], {
    cwd: root,
    stdio: 'inherit',
  });
  installDependencies(work);

  const port = Number(process.env.FIXTURE_PORT ?? 0) || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  server = startServer(work, port, database.url);
  await waitForApi(baseUrl, server);
  const manifest = await fill(baseUrl, database.url);
  await stop(server);
  server = null;

  const dump = portableSql(
    execFileSync(
      'pg_dump',
      [
        '--no-owner',
        '--no-privileges',
        '--no-comments',
        '--inserts',
        '--rows-per-insert=200',
        '--dbname',
        database.url,
      ],
      { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
    ),
  );
  const files = fixtureFiles(commit.slice(0, 7));
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const header = `-- Kasa release ${commit}: its migrated and seeded database after some play, made by scripts/make-release-fixture.ts\n`;
  await writeFile(files.sql, gzipSync(header + dump, { level: 9 }));
  const json = JSON.stringify({ ...manifest, release: commit });
  await writeFile(files.manifest, await prettier.format(json, { parser: 'json' }));
  console.log(`wrote ${path.relative(root, files.sql)} and ${path.relative(root, files.manifest)}`);
} finally {
  if (server) await stop(server);
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * The release's dependencies: when every package it locks is installed here at the same version (releases mostly add
 * packages), links to this checkout's node_modules, with the release's own workspace packages; else `npm ci`.
 */
function installDependencies(dir: string) {
  const packagesOf = (file: string) =>
    (
      JSON.parse(readFileSync(file, 'utf8')) as {
        packages: Record<string, { version?: string; link?: boolean }>;
      }
    ).packages;
  const theirs = packagesOf(path.join(dir, 'package-lock.json'));
  const ours = packagesOf(path.join(root, 'package-lock.json'));
  const differing = Object.entries(theirs).filter(
    ([key, entry]) => key.includes('node_modules/') && !entry.link && ours[key]?.version !== entry.version,
  );
  if (differing.length > 0) {
    console.log(`${differing.length} locked packages differ from this checkout's: npm ci in the release`);
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
    });
    return;
  }
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@kasa') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // A workspace's own node_modules (versions not hoisted), where the release has one.
  const nested = Object.keys(theirs)
    .filter((key) => !key.startsWith('node_modules/') && key.includes('/node_modules/'))
    .map((key) => key.slice(0, key.indexOf('/node_modules/')));
  for (const workspace of new Set(nested)) {
    symlinkSync(path.join(root, workspace, 'node_modules'), path.join(dir, workspace, 'node_modules'));
  }
  // The workspaces as the release has them (its contract, not today's).
  mkdirSync(path.join(modules, '@kasa'));
  for (const [key, entry] of Object.entries(theirs)) {
    if (key.startsWith('node_modules/@kasa/') && entry.link) {
      const target = (theirs[key] as { resolved?: string }).resolved;
      if (target) symlinkSync(path.join(dir, target), path.join(dir, key));
    }
  }
}

function startServer(dir: string, port: number, databaseUrl: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'REDIS_URL',
    'SMTP_URL',
    'SMS_PROVIDER_URL',
    'TRUST_PROXY',
    'DATA_DIR',
    'OPERATOR_TOKEN',
  ])
    delete env[name];
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      PASSWORD_HASH_COST: '10',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    },
  });
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForApi(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the release's server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/form`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the release server did not answer in time');
}

/**
 * Plain SQL both PostgreSQL and PGlite run as one script: no psql meta-commands, session settings or comments. Only
 * lines that start outside a string literal are dropped (a page's HTML may hold a line that begins with `--`).
 */
function portableSql(dump: string): string {
  const kept: string[] = [];
  let inString = false;
  for (const line of dump.split('\n')) {
    if (!inString) {
      const setting =
        line.startsWith('\\') || line.startsWith('SET ') || line.startsWith('SELECT pg_catalog.set_config(');
      if (setting || line.startsWith('--')) continue;
      if (line === '' && kept.at(-1) === '') continue;
    }
    kept.push(line);
    // pg_dump writes standard literals, where '' is the only escape: each quote flips the state.
    for (const char of line) if (char === "'") inString = !inString;
  }
  return kept.join('\n');
}

/** What players and the operator do on the release, over its HTTP API; returns the manifest the test checks. */
async function fill(baseUrl: string, databaseUrl: string): Promise<Omit<FixtureManifest, 'release'>> {
  interface Envelope<T> {
    success: boolean;
    message: string;
    data: T;
  }
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; form?: boolean } = {},
  ): Promise<T> {
    const response = await fetch(url.startsWith('http') ? url : `${baseUrl}/api/${url}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-locale': 'en',
        ...(options.body !== undefined
          ? {
              'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
            }
          : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : options.form
            ? new URLSearchParams(options.body as Record<string, string>).toString()
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    if (options.form) return text as T;
    const envelope = JSON.parse(text) as Envelope<T>;
    if (!envelope.success) throw new Error(`${method} ${url}: ${text.slice(0, 300)}`);
    return envelope.data;
  }
  const ops = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<T>(method, url, {
      ...(body !== undefined ? { body } : {}),
      token: OPERATOR_TOKEN,
      headers: { 'x-operator': 'fixture' },
    });

  let tc = 0;
  const register = async (username: string, trialBonus: 0 | 1) => {
    // Valid national numbers (the two check digits), fixed so the fixture is the same on every run.
    const d = [1, 2, 3, 4, 5, 6, 7, 8, ++tc];
    const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
    const even = d[1]! + d[3]! + d[5]! + d[7]!;
    d.push((((odd * 7 - even) % 10) + 10) % 10);
    d.push(d.reduce((a, b) => a + b, 0) % 10);
    const session = await call<{ token: string; usercode: string }>('POST', 'auth/register', {
      body: {
        name: 'Eski',
        surname: 'Oyuncu',
        username,
        email: `${username}@example.com`,
        phone: `90532000000${tc}`,
        password: FIXTURE_PASSWORD,
        password2: FIXTURE_PASSWORD,
        PersonalNo: d.join(''),
        country: 235,
        currencyId: 1,
        birthDate: '1985-03-09',
        birthDateDay: '09',
        birthDateMonth: '03',
        birthDateYear: '1985',
        trialBonus,
        refId: null,
      },
    });
    return { username, token: session.token, playerId: session.usercode };
  };
  const deposit = async (token: string, amount: number, pay: boolean) => {
    const pageUrl = await call<string>('POST', 'payment/deposit', {
      token,
      body: { id: 2, target: 'pay', detail: { amount } },
    });
    if (pay) await call<string>('POST', pageUrl, { body: { action: 'pay' }, form: true });
    return new URL(pageUrl).pathname;
  };
  const launch = async (token: string, code: string) => {
    const url = await call<string>('POST', 'casino/originalslaunchurl', { token, body: { code } });
    return new URL(url, baseUrl).searchParams.get('session')!;
  };
  const diceRounds = async (token: string, rounds: number, amount: number) => {
    const session = await launch(token, 'kasa-dice');
    for (let i = 0; i < rounds; i++) {
      await call('POST', 'originals/dice/roll', {
        body: { amount, target: 50, direction: 'over' },
        headers: { 'x-game-session': session },
      });
    }
  };
  const withdraw = (token: string, amount: number) =>
    call('POST', 'payment/withdraw', {
      token,
      body: { id: 12, detail: { amount, paparaNumber: 1234567890 } },
    });

  const alice = await register('eskialice', 0);
  const bob = await register('eskibob', 0);
  const carol = await register('eskicarol', 1);
  const dave = await register('eskidave', 0);
  await deposit(alice.token, 1000, true);
  await diceRounds(alice.token, 6, 10);
  await withdraw(alice.token, 100);
  await deposit(bob.token, 500, true);
  await diceRounds(bob.token, 3, 25);
  // Slot spins: jackpot contributions, maybe a feature with free spins still to reveal.
  const slots = await launch(bob.token, 'kasa-slots-sultans-gold');
  await call('POST', 'originals/slots/init', { body: {}, headers: { 'x-game-session': slots } });
  for (let i = 0; i < 5; i++) {
    await call('POST', 'originals/slots/spin', { body: { bet: 1 }, headers: { 'x-game-session': slots } });
  }
  await withdraw(bob.token, 120);
  const pending = await ops<{ reference: string; username: string | null; type: number }[]>(
    'GET',
    'ops/payments/pending',
  );
  const pendingOf = (username: string) => {
    const found = pending.find((p) => p.username === username && p.type === 2);
    if (!found) throw new Error(`${username}'s withdrawal is not pending: ${JSON.stringify(pending)}`);
    return found;
  };
  await ops('POST', `ops/withdrawals/${pendingOf(bob.username).reference}/approve`, { note: 'fixture' });
  // Left for today's code: Alice's withdrawal awaits the operator, Dave's deposit page awaits his Pay.
  const openWithdrawal = {
    username: alice.username,
    reference: pendingOf(alice.username).reference,
    amount: 100,
  };
  const openDeposit = {
    username: dave.username,
    pagePath: await deposit(dave.token, 300, false),
    amount: 300,
  };

  // The operator's content edits, which no later seed may undo: a seeded page rewritten, a page added, an option set.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let page: { id: number; category_id: number };
  try {
    page = (
      await client.query<{ id: number; category_id: number }>(
        'select id, category_id from content_pages order by id limit 1',
      )
    ).rows[0]!;
  } finally {
    await client.end();
  }
  const editedPage = {
    id: page.id,
    categoryId: page.category_id,
    titleTr: 'Operatörün başlığı',
    titleEn: "The operator's title",
    bodyTr: '<p>Operatörün yazdığı metin.</p>',
    bodyEn: '<p>Text the operator wrote.</p>',
  };
  await ops('POST', 'ops/content/pages', editedPage);
  const added = await ops<{ id: number }>('POST', 'ops/content/pages', {
    categoryId: page.category_id,
    titleTr: 'Operatörün sayfası',
    titleEn: "The operator's page",
    bodyTr: '<p>Yeni sayfa.</p>',
    bodyEn: '<p>A new page.</p>',
  });
  // Two seeded options changed (a value, a switch) and one added.
  const siteOptions = [
    { key: 'telegram', value: 'https://t.me/kasa_operator', status: true },
    { key: 'snowfall', value: '1', status: true },
    { key: 'upgrade-fixture-note', value: 'set by the operator', status: true },
  ];
  for (const option of siteOptions) await ops('POST', 'ops/content/site-options', option);

  const players = [];
  for (const p of [alice, bob, carol, dave]) {
    const balance = await call<{ balance: number; bonusBalance: number }>('GET', 'user/balance', {
      token: p.token,
    });
    players.push({ username: p.username, playerId: p.playerId, ...balance });
  }
  return {
    madeAt: new Date().toISOString(),
    password: FIXTURE_PASSWORD,
    players,
    operator: {
      editedPages: [{ id: editedPage.id, titleEn: editedPage.titleEn, bodyEn: editedPage.bodyEn }],
      addedPages: [added.id],
      siteOptions,
    },
    openWithdrawal,
    openDeposit,
    // Sessions have no expiry, only revocation: a deploy must not sign players out.
    openSession: { username: carol.username, token: carol.token },
  };
}
