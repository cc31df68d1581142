import fp from 'fastify-plugin';
import type { Server } from 'socket.io';
import {
  TOMBALA_EVENT,
  TOMBALA_JOIN,
  TOMBALA_LEAVE,
  TOMBALA_NAMESPACE,
  type TombalaEvent,
} from '@kasa/contract/tombala';
import { tombalaRoutes } from './tombala.routes.ts';
import { createTombalaService, newNodeId, type TombalaService } from './tombala.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tombala rooms: scheduled 90-ball games, chat, jackpot (modules/games/tombala, docs/decisions/0330). */
    tombala: TombalaService;
  }
}

const roomOf = (room: string) => `tombala:${room}`;

/**
 * Tombala rooms (docs/decisions/0330): games called under one lease per room, tickets and chat over HTTP with the
 * game session, the live picture and the chat in the hub's `/tombala` namespace, one room each. Guests may watch and
 * read the chat. Not started under NODE_ENV=test: tests call `app.tombala.tick()` with the test clock.
 */
export const tombalaPlugin = fp(
  async (app) => {
    const isTest = app.appConfig.nodeEnv === 'test';
    const namespace = (app.hub.io as unknown as Server).of(TOMBALA_NAMESPACE);
    const tombala = createTombalaService({
      db: app.db,
      clock: app.clock,
      gameWallet: app.gameWallet,
      wallet: app.services.wallet,
      usernameOf: async (playerId) => (await app.services.players.findById(playerId))?.username ?? null,
      emit: (room: string, event: TombalaEvent) => {
        namespace.to(roomOf(room)).emit(TOMBALA_EVENT, event);
      },
      nodeId: newNodeId(),
      ...(app.appConfig.tombalaTimings ? { timings: app.appConfig.tombalaTimings } : {}),
    });
    namespace.on('connection', (socket) => {
      socket.on(TOMBALA_JOIN, (room: unknown) => {
        if (typeof room !== 'string' || !tombala.rooms.some((r) => r.room === room)) return;
        void socket.join(roomOf(room));
        tombala.snapshot(room).then(
          (snapshot) => {
            const event: TombalaEvent = { type: 'snapshot', snapshot };
            socket.emit(TOMBALA_EVENT, event);
          },
          (error: unknown) => app.log.error({ err: error }, 'tombala: snapshot failed'),
        );
      });
      socket.on(TOMBALA_LEAVE, (room: unknown) => {
        if (typeof room === 'string') void socket.leave(roomOf(room));
      });
    });
    app.decorate('tombala', tombala);
    await tombala.ensureRooms();
    await app.register(tombalaRoutes(tombala), { prefix: '/api' });
    if (!isTest) {
      app.addHook('onReady', async () => tombala.start(app.log));
      app.lifecycle.onShutdown(() => tombala.stop());
    }
  },
  { name: 'tombala', dependencies: ['services', 'providers', 'realtime', 'lifecycle'] },
);
