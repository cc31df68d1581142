import fp from 'fastify-plugin';
import type { Server } from 'socket.io';
import {
  TABLES_EVENT,
  TABLES_JOIN,
  TABLES_LEAVE,
  TABLES_NAMESPACE,
  type TableEvent,
} from '@kasa/contract/roulette';
import { tablesRoutes } from './tables.routes.ts';
import type { BaccaratEvent } from '@kasa/contract/baccarat';
import { createBaccaratService, type BaccaratService } from './baccarat.service.ts';
import type { BlackjackEvent } from '@kasa/contract/blackjack';
import { createBlackjackService, type BlackjackService } from './blackjack.service.ts';
import { createRouletteService, newNodeId, type RouletteService } from './roulette.service.ts';
import type { TvEvent } from '@kasa/contract/tv';
import { createTvService, type TvService } from './tv.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live tables on the shared-round engine: European roulette (modules/games/tables). */
    roulette: RouletteService;
    /** Punto banco baccarat on the same engine (docs/decisions/0311). */
    baccarat: BaccaratService;
    /** TV games — Lucky 6, Keno, the wheel — as scheduled draws on the same engine (docs/decisions/0320). */
    tv: TvService;
    /** Blackjack on the same engine with its in-round hook (docs/decisions/0312). */
    blackjack: BlackjackService;
  }
}

const roomOf = (table: string) => `table:${table}`;

/**
 * Live casino tables (docs/decisions/0310): rounds dealt under one lease per table, bets over HTTP with the game
 * session, the live picture in the hub's `/tables` namespace, one room per table. Not started under NODE_ENV=test:
 * tests call `app.roulette.tick()` with the test clock.
 */
export const tablesPlugin = fp(
  async (app) => {
    const isTest = app.appConfig.nodeEnv === 'test';
    // The hub's server is typed for the default namespace's NotifyMessage; this namespace has its own events.
    const namespace = (app.hub.io as unknown as Server).of(TABLES_NAMESPACE);
    const roulette = createRouletteService({
      db: app.db,
      clock: app.clock,
      wallet: app.gameWallet,
      usernameOf: async (playerId) => (await app.services.players.findById(playerId))?.username ?? null,
      emit: (table: string, event: TableEvent) => {
        namespace.to(roomOf(table)).emit(TABLES_EVENT, event);
      },
      nodeId: newNodeId(),
      ...(app.appConfig.tableTimings ? { timings: app.appConfig.tableTimings } : {}),
    });
    const baccarat = createBaccaratService({
      db: app.db,
      clock: app.clock,
      wallet: app.gameWallet,
      usernameOf: async (playerId) => (await app.services.players.findById(playerId))?.username ?? null,
      emit: (table: string, event: BaccaratEvent) => {
        namespace.to(roomOf(table)).emit(TABLES_EVENT, event);
      },
      nodeId: newNodeId(),
      ...(app.appConfig.tableTimings ? { timings: app.appConfig.tableTimings } : {}),
    });
    const tv = createTvService({
      db: app.db,
      clock: app.clock,
      wallet: app.gameWallet,
      usernameOf: async (playerId) => (await app.services.players.findById(playerId))?.username ?? null,
      emit: (table: string, event: TvEvent) => {
        namespace.to(roomOf(table)).emit(TABLES_EVENT, event);
      },
      nodeId: newNodeId(),
      ...(app.appConfig.tableTimings ? { timings: app.appConfig.tableTimings } : {}),
    });
    const blackjack = createBlackjackService({
      db: app.db,
      clock: app.clock,
      wallet: app.gameWallet,
      usernameOf: async (playerId) => (await app.services.players.findById(playerId))?.username ?? null,
      emit: (table: string, event: BlackjackEvent) => {
        namespace.to(roomOf(table)).emit(TABLES_EVENT, event);
      },
      nodeId: newNodeId(),
      ...(app.appConfig.tableTimings ? { timings: app.appConfig.tableTimings } : {}),
    });
    // Guests may watch: a watcher joins a table's room and gets its snapshot; everything after arrives as events.
    namespace.on('connection', (socket) => {
      socket.on(TABLES_JOIN, (table: unknown) => {
        if (typeof table !== 'string') return;
        const game = roulette.tables.includes(table)
          ? roulette
          : baccarat.tables.includes(table)
            ? baccarat
            : blackjack.tables.includes(table)
              ? blackjack
              : null;
        const tvGame = tv.gameOfTable(table);
        if (tvGame) {
          void socket.join(roomOf(table));
          tv.snapshot(tvGame).then(
            (snapshot) => {
              const event: TvEvent = { type: 'snapshot', snapshot };
              socket.emit(TABLES_EVENT, event);
            },
            (error: unknown) => app.log.error({ err: error }, 'tables: snapshot failed'),
          );
          return;
        }
        if (!game) return;
        void socket.join(roomOf(table));
        game.snapshot(table).then(
          (snapshot) => {
            const event = { type: 'snapshot', snapshot } as TableEvent | BaccaratEvent | BlackjackEvent;
            socket.emit(TABLES_EVENT, event);
          },
          (error: unknown) => app.log.error({ err: error }, 'tables: snapshot failed'),
        );
      });
      socket.on(TABLES_LEAVE, (table: unknown) => {
        if (typeof table === 'string') void socket.leave(roomOf(table));
      });
    });
    app.decorate('roulette', roulette);
    app.decorate('baccarat', baccarat);
    app.decorate('tv', tv);
    app.decorate('blackjack', blackjack);
    await roulette.engine.ensureTables();
    await baccarat.engine.ensureTables();
    await tv.ensureTables();
    await blackjack.engine.ensureTables();
    await app.register(tablesRoutes(roulette, baccarat, tv, blackjack), { prefix: '/api' });
    if (!isTest) {
      app.addHook('onReady', async () => {
        roulette.engine.start(app.log);
        baccarat.engine.start(app.log);
        tv.start(app.log);
        blackjack.engine.start(app.log);
      });
      app.lifecycle.onShutdown(() => roulette.engine.stop());
      app.lifecycle.onShutdown(() => baccarat.engine.stop());
      app.lifecycle.onShutdown(() => tv.stop());
      app.lifecycle.onShutdown(() => blackjack.engine.stop());
    }
  },
  { name: 'tables', dependencies: ['services', 'providers', 'realtime', 'lifecycle'] },
);
