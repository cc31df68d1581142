import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, hostname, userInfo } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import QRCode from 'qrcode';
import { OperatorRole } from '@kasa/contract/ops';
import { loadConfig, type Config } from '../config/env.ts';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { systemClock } from '../lib/clock.ts';
import { createOperatorAccount } from '../modules/ops/ops.service.ts';
import { opsClient, signInOverHttp, type OpsCallError } from './ops-client.ts';

// The operators' command line (docs/decisions/0500). Two ways in:
// - every day-to-day command talks to the running server over HTTP (/api/ops/…) with the operator's own session,
//   from `login` (username, password, then the authenticator's code), so the server stays the only writer and the
//   same roles and audit apply as in the back office; the session is kept in ~/.kasa/ops-session.json (0600);
// - `create-operator` opens the database directly, on the server's host: it is how the first operator exists, and
//   whoever can read the host's DATABASE_URL already holds everything an admin could grant. It is audited as
//   `host:<user>@<host>`.

const USAGE = `usage: npm run ops -- <command>
  login                             sign in (username, password, authenticator code); the session is kept locally
  logout                            end the session
  whoami                            the signed-in operator and their roles
  list-pending                      pending deposits and withdrawals (a large withdrawal shows its first approval)
  approve-withdrawal <ref> [note]   the money leaves (Confirmed); above the four-eyes threshold: the first approval
  release-withdrawal <ref> [note]   the second operator's release of a large withdrawal another operator approved
  reject-withdrawal <ref> [note]    the money returns to the player (Rejected)
  confirm-deposit <ref>             a bank-transfer / USDT deposit arrived: credit it (Confirmed)
  reject-deposit <ref> [note]       it did not arrive (Rejected)
  reconcile-deposit <ref>           a PSP deposit still Pending: ask the provider and apply its answer
  audit <ref>                       who decided what about a payment
  audit-log [--operator <id>] [--action <a>] [--target-type <t>] [--target-id <id>] [--page <n>]
                                    the operator audit log, newest first, 50 a page
  books                             the ledger's books check and house balances

  create-operator <username> --roles <r1,r2> [--json]
                                    on the server's host, with its database settings: a new operator; prints the TOTP
                                    secret, its otpauth:// URI and a QR code for the authenticator app. The password is
                                    asked for (or read from KASA_OPERATOR_PASSWORD). Roles: ${OperatorRole.join(', ')}`;

const DECISIONS: Record<string, string> = {
  'approve-withdrawal': 'withdrawals/{ref}/approve',
  'release-withdrawal': 'withdrawals/{ref}/release',
  'reject-withdrawal': 'withdrawals/{ref}/reject',
  'confirm-deposit': 'deposits/{ref}/confirm',
  'reject-deposit': 'deposits/{ref}/reject',
  'reconcile-deposit': 'deposits/{ref}/reconcile',
};

interface StoredSession {
  url: string;
  token: string;
  username: string;
  expiresAt: string;
}

const sessionFile = () =>
  process.env.KASA_OPS_SESSION_FILE ?? path.join(homedir(), '.kasa', 'ops-session.json');

async function readSession(url: string): Promise<StoredSession | null> {
  try {
    const stored = JSON.parse(await readFile(sessionFile(), 'utf8')) as StoredSession;
    return stored.url === url && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

async function saveSession(session: StoredSession): Promise<void> {
  const file = sessionFile();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(session), { mode: 0o600 });
  await chmod(file, 0o600);
}

// ---- prompts: a line from the terminal (or from a pipe), hidden for secrets ----

const lines: string[] = [];
const waiting: Array<(line: string | null) => void> = [];
let input: ReturnType<typeof createInterface> | null = null;
let ended = false;

function readLine(): Promise<string | null> {
  if (!input) {
    input = createInterface({ input: process.stdin, terminal: false });
    input.on('line', (line) => (waiting.length > 0 ? waiting.shift()!(line) : lines.push(line)));
    input.on('close', () => {
      ended = true;
      for (const resolve of waiting.splice(0)) resolve(null);
    });
  }
  if (lines.length > 0) return Promise.resolve(lines.shift()!);
  if (ended) return Promise.resolve(null);
  return new Promise((resolve) => waiting.push(resolve));
}

async function ask(question: string, hidden = false): Promise<string> {
  process.stderr.write(question);
  if (!hidden || !process.stdin.isTTY) {
    const line = await readLine();
    if (line === null) throw new Error('no input');
    return line.trim();
  }
  // Hidden: raw mode, nothing echoed.
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

// ---- create-operator (direct database access on the server's host) ----

async function serverAnswers(config: Config): Promise<boolean> {
  try {
    const response = await fetch(`${config.publicUrl}/health`, { signal: AbortSignal.timeout(1500) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function createOperator(config: Config, args: string[]): Promise<number> {
  const [username] = args;
  const roles = (option(args, 'roles') ?? '').split(',').filter(Boolean);
  const json = args.includes('--json');
  if (
    !username ||
    roles.length === 0 ||
    !roles.every((r) => (OperatorRole as readonly string[]).includes(r))
  ) {
    console.error(USAGE);
    return 2;
  }
  // The embedded database belongs to one process: writing it beside a running server would corrupt it.
  if (!config.databaseUrl && (await serverAnswers(config))) {
    console.error(
      `A server answers at ${config.publicUrl} on the embedded database (${config.dataDir}): stop it first, or set ` +
        'DATABASE_URL when the server runs on PostgreSQL.',
    );
    return 2;
  }
  let password = process.env.KASA_OPERATOR_PASSWORD ?? '';
  if (!password) {
    password = await ask('Password (12 characters or more): ', true);
    if ((await ask('Password again: ', true)) !== password) {
      console.error('The passwords differ.');
      return 2;
    }
  }
  if (password.length < 12) {
    console.error('The password must be at least 12 characters.');
    return 2;
  }
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const created = await createOperatorAccount(
      db,
      systemClock,
      config.passwordHashCost,
      config.operatorSecretKey,
      { username, password, roles: roles as OperatorRole[] },
      { operatorId: null, actor: `host:${userInfo().username}@${hostname()}`, ip: null, requestId: null },
    );
    if (json) {
      console.log(JSON.stringify(created));
      return 0;
    }
    console.log(
      `Operator ${created.operator.username} (#${created.operator.id}), roles ${created.operator.roles.join(', ')}.`,
    );
    console.log(`\nTOTP secret: ${created.totpSecret}\n${created.otpauthUri}\n`);
    console.log(await QRCode.toString(created.otpauthUri, { type: 'terminal', small: true }));
    console.log('Scan it with an authenticator app (or type the secret), then: npm run ops -- login');
    return 0;
  } finally {
    await db.destroy();
  }
}

// ---- the HTTP commands ----

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig();
  if (command === 'create-operator') return createOperator(config, args);

  const base = config.publicUrl;
  if (command === 'login') {
    const username = await ask('Username: ');
    const password = await ask('Password: ', true);
    const session = await signInOverHttp(base, username, password, () => ask('Authenticator code: '));
    await saveSession({
      url: base,
      token: session.token,
      username: session.operator.username,
      expiresAt: session.expiresAt,
    });
    console.log(
      `Signed in as ${session.operator.username} (${session.operator.roles.join(', ')}); the session ends after ` +
        `${session.idleMinutes} minutes without a command, at ${session.expiresAt} at the latest.`,
    );
    return 0;
  }

  const stored = await readSession(base);
  if (!stored) {
    console.error(`Not signed in to ${base}: npm run ops -- login`);
    return 2;
  }
  const ops = opsClient(base, stored.token);

  if (command === 'logout') {
    await ops.call('POST', 'auth/logout').catch(() => undefined);
    await rm(sessionFile(), { force: true });
    console.log('Signed out.');
    return 0;
  }
  if (command === 'whoami') {
    console.log(JSON.stringify(await ops.call('GET', 'auth/me'), null, 2));
    return 0;
  }
  if (command === 'list-pending') {
    const rows = (await ops.call('GET', 'payments/pending')) as Array<Record<string, unknown>>;
    if (rows.length === 0) console.log('No pending payments.');
    else
      console.table(
        rows.map((p) => ({
          reference: p.reference,
          type: p.type === 1 ? 'deposit' : 'withdraw',
          method: p.method,
          amount: p.amount,
          player: `${String(p.username)} (${String(p.playerId)})`,
          created: p.createdAt,
          approvedBy: (p.approval as { actor?: string } | null)?.actor ?? '',
          detail: JSON.stringify(p.detail),
        })),
      );
    return 0;
  }
  if (command === 'books') {
    console.log(JSON.stringify(await ops.call('GET', 'books'), null, 2));
    return 0;
  }
  const [reference, ...rest] = args;
  if (command === 'audit' && reference) {
    console.table(await ops.call('GET', `payments/${encodeURIComponent(reference.toUpperCase())}/audit`));
    return 0;
  }
  if (command === 'audit-log') {
    const query = new URLSearchParams();
    const page = Math.max(1, Number(option(args, 'page') ?? 1) || 1);
    for (const [flag, name] of [
      ['operator', 'operatorId'],
      ['action', 'action'],
      ['target-type', 'targetType'],
      ['target-id', 'targetId'],
    ] as const) {
      const value = option(args, flag);
      if (value) query.set(name, value);
    }
    query.set('skip', String((page - 1) * 50));
    query.set('take', '50');
    const result = (await ops.call('GET', `audit?${query.toString()}`)) as {
      total: number;
      items: Array<Record<string, unknown>>;
    };
    console.table(
      result.items.map((e) => ({
        time: e.createdAt,
        actor: e.actor,
        action: e.action,
        target: e.targetType ? `${String(e.targetType)} ${String(e.targetId)}` : '',
        status: e.status,
        ip: e.ip,
      })),
    );
    console.log(`page ${page} of ${Math.max(1, Math.ceil(result.total / 50))} (${result.total} entries)`);
    return 0;
  }
  const template = command ? DECISIONS[command] : undefined;
  if (template && reference) {
    const note = rest.join(' ').trim();
    const path = template.replace('{ref}', encodeURIComponent(reference.toUpperCase()));
    const { data, message } = await ops.send('POST', path, { note: note || null });
    console.log(`${command}: ${message}`, data);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const status = (error as OpsCallError).status;
    if (status === 401) console.error('The session has ended (or was never valid): npm run ops -- login');
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
