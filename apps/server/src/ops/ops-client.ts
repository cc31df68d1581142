import type { OpsLoginChallenge, OpsSession } from '@kasa/contract/ops';

// A small HTTP client of the operator calls, shared by the command line (cli.ts), the journeys (e2e/support) and
// the fault test (deploy/): the two-step sign-in, then calls with the session's token.

interface Envelope {
  success: boolean;
  message: string;
  data: unknown;
}

export class OpsCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`${status}: ${message}`);
  }
}

async function request(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Envelope> {
  const response = await fetch(`${base.replace(/\/+$/, '')}/api/ops/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-locale': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const envelope = (await response.json()) as Envelope;
  if (!response.ok) throw new OpsCallError(response.status, envelope.message);
  return envelope;
}

/** Username and password, then the code `code()` gives (asked only once the password is right). */
export async function signInOverHttp(
  base: string,
  username: string,
  password: string,
  code: () => Promise<string> | string,
): Promise<OpsSession> {
  const step1 = (await request(base, 'POST', 'auth/login', null, { username, password }))
    .data as OpsLoginChallenge;
  const step2 = await request(base, 'POST', 'auth/totp', null, {
    challenge: step1.challenge,
    code: await code(),
  });
  return step2.data as OpsSession;
}

/** Calls with an operator session's token; `path` is relative to /api/ops/. */
export function opsClient(base: string, token: string) {
  return {
    /** The envelope's data; a non-2xx answer throws OpsCallError. */
    call: async (method: 'GET' | 'POST', path: string, body?: unknown) =>
      (await request(base, method, path, token, body)).data,
    /** The whole envelope (message and data). */
    send: (method: 'GET' | 'POST', path: string, body?: unknown) => request(base, method, path, token, body),
  };
}
