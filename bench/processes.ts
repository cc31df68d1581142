// The bench's child processes: the app (app-process.ts) and the bare baseline servers (bare-servers.ts), each a node
// process of its own so the servers get a core each and the load the bench generates never runs on their event loop.
// Both ends speak one small request/answer protocol over node's IPC channel.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = resolve(BENCH_DIR, '..');

/** What a child sends once it listens, and what it answers to a request. */
export type ChildMessage =
  { kind: 'ready'; port: number } | { kind: 'answer'; id: number; result?: unknown; error?: string };
/** What the bench sends a child. */
export interface ChildRequest {
  kind: 'request';
  id: number;
  method: string;
  args: unknown;
}

export interface ChildServer {
  pid: number;
  port: number;
  origin: string;
  /** Calls `method` in the child with `args`; resolves with its result. */
  call<T>(method: string, args?: unknown): Promise<T>;
  /** SIGTERM (the child closes cleanly), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/** First free port of BENCH_PORT_BASE + offset, or an ephemeral port (0) when BENCH_PORT_BASE is unset. */
export function benchPort(offset: number): number {
  const base = process.env.BENCH_PORT_BASE;
  return base ? Number(base) + offset : 0;
}

/**
 * Starts `bench/<script>` in a node process of its own (TypeScript through tsx's loader, as `npm run dev` runs the
 * server) and waits for its `ready`. `env` is the child's whole environment besides PATH and HOME.
 */
export async function startChild(script: string, env: Record<string, string>): Promise<ChildServer> {
  const child: ChildProcess = fork(resolve(BENCH_DIR, script), [], {
    cwd: REPO_DIR,
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      for (const p of pending.values()) p.reject(new Error(`${script} exited`));
      resolveExit();
    }),
  );
  const port = await new Promise<number>((resolveReady, rejectReady) => {
    child.once('exit', (code) => rejectReady(new Error(`${script} exited with ${code} before it listened`)));
    child.on('message', (message: ChildMessage) => {
      if (message.kind === 'ready') resolveReady(message.port);
      else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      }
    });
  });
  let next = 0;
  return {
    pid: child.pid!,
    port,
    origin: `http://127.0.0.1:${port}`,
    call<T>(method: string, args?: unknown) {
      return new Promise<T>((resolveCall, rejectCall) => {
        const id = next++;
        pending.set(id, { resolve: resolveCall as (v: unknown) => void, reject: rejectCall });
        child.send({ kind: 'request', id, method, args } satisfies ChildRequest);
      });
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * The child's side: announces its port, then answers each request with `handlers[method](args)`. Used by
 * app-process.ts and bare-servers.ts.
 */
export function serveBench(
  port: number,
  handlers: Record<string, (args: never) => unknown>,
  onStop: () => Promise<void>,
): void {
  const send = (message: ChildMessage) => process.send?.(message);
  process.on('message', (message: ChildRequest) => {
    const handler = handlers[message.method];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown bench call ${message.method}`);
        return handler(message.args as never);
      })
      .then(
        (result) => send({ kind: 'answer', id: message.id, result }),
        (error: unknown) =>
          send({
            kind: 'answer',
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    onStop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop); // the bench died: never outlive it
  send({ kind: 'ready', port });
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes on this machine. */
export const wallNow = () => performance.timeOrigin + performance.now();
