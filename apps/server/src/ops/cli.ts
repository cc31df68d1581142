import { userInfo } from 'node:os';
import { loadConfig } from '../config/env.ts';

// The operators' command line until the back office exists: it talks to the running server over HTTP (/api/ops/…)
// with OPERATOR_TOKEN, so the server stays the only writer. Address: PUBLIC_URL (default http://localhost:<PORT>).
//   npm run ops -- list-pending | approve-withdrawal <ref> | reject-withdrawal <ref> [note]
//                  | confirm-deposit <ref> | reject-deposit <ref> [note] | audit <ref> | books

const USAGE = `usage: npm run ops -- <command>
  list-pending                      pending deposits and withdrawals
  approve-withdrawal <ref>          the money leaves (Confirmed)
  reject-withdrawal <ref> [note]    the money returns to the player (Rejected)
  confirm-deposit <ref>             a bank-transfer / USDT deposit arrived: credit it (Confirmed)
  reject-deposit <ref> [note]       it did not arrive (Rejected)
  audit <ref>                       who decided what about a payment
  books                             the ledger's books check and house balances`;

const DECISIONS: Record<string, string> = {
  'approve-withdrawal': 'withdrawals/{ref}/approve',
  'reject-withdrawal': 'withdrawals/{ref}/reject',
  'confirm-deposit': 'deposits/{ref}/confirm',
  'reject-deposit': 'deposits/{ref}/reject',
};

interface Envelope {
  success: boolean;
  message: string;
  data: unknown;
}

async function main(argv: string[]): Promise<number> {
  const [command, reference, ...rest] = argv;
  const config = loadConfig();
  if (!config.operatorToken) {
    console.error('OPERATOR_TOKEN is not set.');
    return 2;
  }
  const base = `${config.publicUrl}/api/ops/`;
  const headers = {
    authorization: `Bearer ${config.operatorToken}`,
    'x-operator':
      userInfo()
        .username.replace(/[^\w.@-]/g, '')
        .slice(0, 40) || 'cli',
    'x-locale': 'en',
  };
  const call = async (method: 'GET' | 'POST', path: string, body?: object): Promise<Envelope> => {
    const response = await fetch(base + path, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json()) as Envelope;
    if (!response.ok) throw new Error(`${response.status}: ${envelope.message}`);
    return envelope;
  };

  if (command === 'list-pending') {
    const { data } = await call('GET', 'payments/pending');
    const rows = data as Array<Record<string, unknown>>;
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
          detail: JSON.stringify(p.detail),
        })),
      );
    return 0;
  }
  if (command === 'books') {
    console.log(JSON.stringify((await call('GET', 'books')).data, null, 2));
    return 0;
  }
  if (command === 'audit' && reference) {
    console.table((await call('GET', `payments/${encodeURIComponent(reference)}/audit`)).data);
    return 0;
  }
  const template = command ? DECISIONS[command] : undefined;
  if (template && reference) {
    const note = rest.join(' ').trim();
    const { data } = await call(
      'POST',
      template.replace('{ref}', encodeURIComponent(reference.toUpperCase())),
      {
        note: note || null,
      },
    );
    console.log(`${command}: done`, data);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
