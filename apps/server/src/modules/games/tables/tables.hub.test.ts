import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@kasa/contract/api';
import { BACCARAT_TABLE, type BaccaratEvent } from '@kasa/contract/baccarat';
import {
  ROULETTE_TABLE,
  TABLES_EVENT,
  TABLES_JOIN,
  TABLES_NAMESPACE,
  type TableEvent,
} from '@kasa/contract/roulette';
import type { TvEvent } from '@kasa/contract/tv';
import { TV_TABLES } from '@kasa/contract/tv-rules';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listen, waitFor } from '../../realtime/realtime.test-support.ts';

// The tables' room on the hub: a watcher (no login) joins a table and gets its snapshot, then its rounds and results;
// a socket that joined nothing (or an unknown table) gets none of them.

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

function watcher(table: string | null) {
  const socket = io(`${base}${TABLES_NAMESPACE}`, {
    path: HUB_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  const events: TableEvent[] = [];
  socket.on(TABLES_EVENT, (e: TableEvent) => events.push(e));
  socket.on('connect', () => {
    if (table) socket.emit(TABLES_JOIN, table);
  });
  return { socket, events };
}

describe('tables on the hub', () => {
  it('sends a joined watcher the snapshot, the new round and its result; others get nothing', async () => {
    const joined = watcher(ROULETTE_TABLE);
    const idle = watcher(null);
    const stranger = watcher('no-such-table');
    await waitFor(() => joined.events.some((e) => e.type === 'snapshot'), 'snapshot');
    await waitFor(() => idle.socket.connected && stranger.socket.connected, 'connections');

    expect(await t.app.roulette.tick()).toEqual(['opened']);
    await waitFor(() => joined.events.some((e) => e.type === 'round'), 'round');
    const round = joined.events.find((e) => e.type === 'round');
    expect(round?.type === 'round' && round.round).toMatchObject({
      phase: 'betting',
      serverSeed: null,
      outcome: null,
    });

    const closesAt = round?.type === 'round' ? Date.parse(round.round.closesAt) : 0;
    t.clock.set(new Date(closesAt));
    expect(await t.app.roulette.tick()).toEqual(['settled']);
    await waitFor(() => joined.events.some((e) => e.type === 'result'), 'result');
    const result = joined.events.find((e) => e.type === 'result');
    expect(result?.type === 'result' && result.round.outcome).toBeTypeOf('number');
    expect(result?.type === 'result' && result.stats.last).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle.events).toEqual([]);
    expect(stranger.events).toEqual([]);
  });

  it('deals baccarat in its own room: its watchers get its snapshot, round and dealt hands, roulette’s none', async () => {
    const baccarat = watcher(BACCARAT_TABLE);
    const roulette = watcher(ROULETTE_TABLE);
    await waitFor(() => baccarat.events.some((e) => e.type === 'snapshot'), 'baccarat snapshot');
    await waitFor(() => roulette.events.some((e) => e.type === 'snapshot'), 'roulette snapshot');
    const before = roulette.events.length;
    const events = baccarat.events as unknown as BaccaratEvent[];
    const snapshot = events.find((e) => e.type === 'snapshot');
    expect(snapshot?.type === 'snapshot' && snapshot.snapshot.table).toBe(BACCARAT_TABLE);

    expect(await t.app.baccarat.tick()).toEqual(['opened']);
    await waitFor(() => events.some((e) => e.type === 'round'), 'baccarat round');
    const round = events.find((e) => e.type === 'round');
    t.clock.set(new Date(round?.type === 'round' ? Date.parse(round.round.closesAt) : 0));
    expect(await t.app.baccarat.tick()).toEqual(['settled']);
    await waitFor(() => events.some((e) => e.type === 'result'), 'baccarat result');
    const result = events.find((e) => e.type === 'result');
    const outcome = result?.type === 'result' ? result.round.outcome : null;
    expect(outcome?.player.length).toBeGreaterThanOrEqual(2);
    expect(result?.type === 'result' && result.stats.history.at(-1)?.winner).toBe(outcome?.winner);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(roulette.events).toHaveLength(before);
  });

  it('broadcasts a TV game in its own room: the schedule of draws ahead, then each draw with its balls', async () => {
    const keno = watcher(TV_TABLES.keno);
    const wheel = watcher(TV_TABLES.wheel);
    await waitFor(() => keno.events.some((e) => e.type === 'snapshot'), 'keno snapshot');
    await waitFor(() => wheel.events.some((e) => e.type === 'snapshot'), 'wheel snapshot');
    const events = keno.events as unknown as TvEvent[];
    await t.app.tv.tick();
    await waitFor(() => events.filter((e) => e.type === 'round').length === 5, 'five keno draws opened');
    const first = events.find((e) => e.type === 'round');
    const wheelBefore = (wheel.events as unknown as TvEvent[]).filter((e) => e.type === 'result').length;
    t.clock.set(new Date(first?.type === 'round' ? Date.parse(first.round.closesAt) : 0));
    await t.app.tv.engines.keno.tick();
    await waitFor(() => events.some((e) => e.type === 'result'), 'keno result');
    const result = events.find((e) => e.type === 'result');
    expect(result?.type === 'result' && result.round.roundId).toBe(
      first?.type === 'round' && first.round.roundId,
    );
    const outcome = result?.type === 'result' ? result.round.outcome : null;
    expect(outcome?.game === 'keno' && outcome.balls).toHaveLength(20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((wheel.events as unknown as TvEvent[]).filter((e) => e.type === 'result')).toHaveLength(
      wheelBefore,
    );
  });
});
