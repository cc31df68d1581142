import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io-client socket: the test plays the server by firing events on it. Every `io()` call
 * makes one; `sockets` lists them in order, so reconnect attempts can be counted.
 */
export class FakeSocket {
  readonly options: Record<string, unknown>;
  readonly handlers = new Map<string, Handler[]>();
  isDisconnected = false;
  connected = false;
  /** What the client sent (`emit`), in order. */
  readonly emitted: { event: string; args: unknown[] }[] = [];
  constructor(options: Record<string, unknown>) {
    this.options = options;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.isDisconnected = true;
    this.connected = false;
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  /** Plays an event from the server side (`connect`, `connect_error`, `disconnect`, `NotifyMessage`). */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

export const sockets: FakeSocket[] = [];

export const io = vi.fn((first: Record<string, unknown> | string, second?: Record<string, unknown>) => {
  // io(options) for the main hub; io(namespace, options) for a namespace (live chat's `/chat`): kept as `uri`.
  const options = typeof first === 'string' ? { ...second, uri: first } : first;
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
});

export function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

export function resetSockets() {
  sockets.length = 0;
  io.mockClear();
}
