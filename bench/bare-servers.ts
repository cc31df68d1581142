/**
 * The baselines the app's HTTP and hub rows are divided by, each started by the bench in a process of its own
 * (processes.ts), on the same machine, port type and client as the app:
 *
 * - BARE=hello: a bare Fastify (the app's version) answering `GET /hello` with `{"hello":"world"}`, no logger, no
 *   plugins: the most a Fastify process can answer on this machine.
 * - BARE=socketio: a bare Socket.IO server (the app's version) on `/hub`, WebSocket only, with the hub's ping settings;
 *   a handshake passes when it carries a token (no look-up), every socket joins one room, and `emit` sends one
 *   NotifyMessage to that room — one emit to all.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { HUB_PATH } from '@kasa/contract/api';
import { HUB } from '@kasa/contract/constants';
import { serveBench, wallNow } from './processes.ts';

const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 0);

if (process.env.BARE === 'hello') {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host, port });
  serveBench((app.server.address() as AddressInfo).port, {}, () => app.close());
} else if (process.env.BARE === 'socketio') {
  const http = createServer();
  const io = new Server(http, {
    path: HUB_PATH,
    serveClient: false,
    transports: ['websocket'],
    allowUpgrades: false,
    pingInterval: HUB.keepAliveMs,
    pingTimeout: HUB.serverTimeoutMs,
  });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    next(typeof auth?.token === 'string' && auth.token.length > 0 ? undefined : new Error('unauthorized'));
  });
  io.on('connection', (socket) => void socket.join('all'));
  await new Promise<void>((resolve) => http.listen(port, host, resolve));
  let sequence = 0;
  serveBench(
    (http.address() as AddressInfo).port,
    {
      sockets: () => io.engine.clientsCount,
      /** One emit to the room of every socket; answers when it was sent (wall clock) and how long it took. */
      emit: () => {
        const t0 = wallNow();
        io.to('all').emit('NotifyMessage', {
          command: 'Notification',
          message: {
            id: ++sequence,
            title: 'Para yatırma onaylandı',
            note: '100,00 ₺ hesabınıza eklendi (DP-BENCH1).',
            type: 1,
            timeStamp: new Date().toISOString(),
            isRead: false,
          },
        });
        return { t0, publishMs: wallNow() - t0 };
      },
    },
    async () => {
      io.disconnectSockets(true);
      await io.close();
    },
  );
} else {
  throw new Error('BARE must be hello or socketio');
}
