import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { HUB_PATH } from '@kasa/contract/api';
import { HUB_EVENT, type NotifyMessage } from '@kasa/contract/notification';

/** Listens on a free port of 127.0.0.1 and answers the base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Polls until `check` is true (or throws after `timeoutMs`): no fixed sleeps. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface HubClient {
  socket: Socket;
  messages: NotifyMessage[];
  /** Reasons of the client's `disconnect` events, in order. */
  disconnects: string[];
  /** Waits for the first message with `command` not taken before, and takes it. */
  next(command: NotifyMessage['command'], timeoutMs?: number): Promise<NotifyMessage>;
  close(): void;
}

export type HubClientOptions = Partial<ManagerOptions & SocketOptions>;

/** A socket.io client as the web client connects: WebSocket only, token in `auth`, fingerprint in the query. */
export function hubClient(base: string, token: string | null, options: HubClientOptions = {}): HubClient {
  const socket = io(base, {
    path: HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    auth: token ? { token } : {},
    query: { fingerprint: 'fp-test-0001', locale: 'en' },
    ...options,
  });
  const messages: NotifyMessage[] = [];
  const taken = new Set<NotifyMessage>();
  const disconnects: string[] = [];
  socket.on(HUB_EVENT, (message: NotifyMessage) => messages.push(message));
  socket.on('disconnect', (reason) => disconnects.push(reason));
  return {
    socket,
    messages,
    disconnects,
    async next(command, timeoutMs = 5_000) {
      const find = () => messages.find((m) => m.command === command && !taken.has(m));
      await waitFor(() => find() !== undefined, `hub command ${command}`, timeoutMs);
      const found = find()!;
      taken.add(found);
      return found;
    },
    close: () => {
      socket.close();
    },
  };
}

/** Resolves once connected; rejects with the `connect_error` (message and data) when the handshake is refused. */
export function connected(client: HubClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.socket.connected) {
      resolve();
      return;
    }
    const timer = setTimeout(() => reject(new Error('hub: no answer to the handshake')), 5_000);
    client.socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    client.socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
