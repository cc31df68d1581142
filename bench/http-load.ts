// The load generators of the server rows, run in the bench's own process — never in a server's — so on a 2-core machine
// the server under test and its load each have a core, the same for the app and for its baseline.
//
// - Request/response paths (balance, grouped, hello): autocannon, keep-alive connections, no pipelining.
// - Flows whose next request depends on the last answer (a dice round, a deposit): `measure` (support.ts) over node's
//   fetch (undici, keep-alive), one loop per client.
import autocannon from 'autocannon';
import { measure, SECONDS, type Measured } from './support.ts';

/** Concurrent keep-alive connections of the autocannon rows. */
export const HTTP_CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
/** Warm-up before each cell (not counted): JIT, pools and caches settle. */
export const WARM_UP_SECONDS = Math.min(1, SECONDS / 5);

export interface HttpCell {
  rps: number;
  p50: number;
  p99: number;
  /** Answers per status code, e.g. { 200: 51000 } or { 200: 1, 304: 50999 }. */
  statuses: Record<string, number>;
  errors: number;
}

export interface HttpLoad {
  url: string;
  headers?: Record<string, string>;
  /** Each request carries the next of these values in `header` (many players polling, not one). */
  rotate?: { header: string; values: string[] };
}

async function run(load: HttpLoad, seconds: number): Promise<HttpCell> {
  let next = 0;
  const rotate = load.rotate;
  const result = await autocannon({
    url: load.url,
    connections: HTTP_CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    headers: load.headers ?? {},
    requests: [
      rotate
        ? {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, [rotate.header]: rotate.values[next++ % rotate.values.length]! },
            }),
          }
        : {},
    ],
  });
  const answered = result.requests.total > 0;
  return {
    rps: result.requests.total / (result.duration || seconds),
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up, then one measured autocannon cell of SECONDS. */
export async function httpCell(load: HttpLoad): Promise<HttpCell> {
  await run(load, WARM_UP_SECONDS);
  return run(load, SECONDS);
}

/** A warm-up, then `clients` loops of `op` for SECONDS (see `measure`). */
export async function flowCell(
  clients: number,
  op: (client: number, n: number) => Promise<unknown>,
): Promise<Measured> {
  await measure(clients, (client, n) => op(client, -1 - n), WARM_UP_SECONDS);
  return measure(clients, op);
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** One JSON call of the API: the envelope's data, or an error naming the path, status and message. */
export async function callApi<T>(
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-locale': 'en', ...headers },
  });
  const text = await response.text();
  let envelope: Envelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    // not JSON: reported below with the status
  }
  if (!response.ok || !envelope?.success) {
    throw new Error(`${path} → ${response.status} ${envelope?.message ?? text.slice(0, 120)}`);
  }
  return envelope.data;
}
