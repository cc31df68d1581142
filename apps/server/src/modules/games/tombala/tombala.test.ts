import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOMBALA_ROOMS,
  TombalaApiPath,
  type TombalaBuyResult,
  type TombalaChatMessage,
  type TombalaEvent,
  type TombalaLiveState,
  type TombalaPlayerState,
  type TombalaRoomDef,
} from '@kasa/contract/tombala';
import { completeLines, ticketProblem, tombalaSequence, type RandomInt } from '@kasa/contract/tombala-rules';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asGameSession,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  gameLedgerSize,
  openGameSession,
} from '../../providers/game-wallet.test-support.ts';
import { expectAppError } from '../../wallet/wallet.test-support.ts';
import { createTombalaService, type TombalaService } from './tombala.service.ts';

// Tombala rooms with the test clock and the dealer stepped by hand. Each describe block gets its own room (and
// service), so one block's games never meet another's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** mulberry32: reset before each purchase to hand every player the same strip. */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
  };
}

let roomNo = 0;
interface Room {
  def: TombalaRoomDef;
  svc: TombalaService;
  events: TombalaEvent[];
  /** Makes the next purchases' strips equal (same seed). */
  sameStrips: (seed: number) => void;
}
function makeRoom(
  options: {
    ticketPrice?: number;
    minPlayers?: number;
    jackpotCalls?: number;
    nodeId?: string;
    def?: TombalaRoomDef;
  } = {},
): Room {
  roomNo++;
  const def = options.def ?? {
    room: `test-${roomNo}`,
    gameCode: `kasa-tombala-test-${roomNo}`,
    name: `Test ${roomNo}`,
    ticketPrice: options.ticketPrice ?? 200,
    minPlayers: options.minPlayers ?? 1,
  };
  const events: TombalaEvent[] = [];
  let rng: RandomInt = seeded(roomNo * 7919);
  const svc = createTombalaService({
    db: t.db,
    clock: t.clock,
    gameWallet: t.app.gameWallet,
    wallet: t.app.services.wallet,
    usernameOf: async () => null,
    emit: (_room, e) => events.push(e),
    nodeId: options.nodeId ?? `node-${roomNo}`,
    rooms: [def],
    random: (n) => rng(n),
    ...(options.jackpotCalls === undefined ? {} : { jackpotCalls: options.jackpotCalls }),
  });
  return {
    def,
    svc,
    events,
    sameStrips: (seed) => {
      rng = seeded(seed);
    },
  };
}

async function latest(room: Room) {
  return t.db
    .selectFrom('tombala_games')
    .selectAll()
    .where('room_code', '=', room.def.room)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Steps the room until a game is on sale; returns it. */
async function openGame(room: Room) {
  await room.svc.ensureRooms();
  for (let guard = 0; guard < 10; guard++) {
    await room.svc.tick();
    const game = await latest(room).catch(() => null);
    if (game?.phase === 'selling' && t.clock.now() < game.starts_at) return game;
    if (game?.phase === 'selling') t.clock.set(game.starts_at);
    else if (game?.phase === 'running') t.clock.advance(game.call_ms * 90);
    else if (game)
      t.clock.set(new Date((game.ended_at ?? t.clock.now()).getTime() + room.svc.timings.pauseMs));
  }
  throw new Error('no game on sale');
}

/** Sales close, then every ball until Tombala. */
async function playOut(room: Room, game: { starts_at: Date; call_ms: number }) {
  t.clock.set(game.starts_at);
  const started = await room.svc.tick();
  t.clock.set(new Date(game.starts_at.getTime() + 90 * game.call_ms));
  const played = await room.svc.tick();
  return [...started, ...played];
}

const buy = (room: Room, playerId: string, gameId: string, count: number, requestId = randomUUID()) =>
  room.svc.buy(playerId, room.def.gameCode, { gameId: Number(gameId), requestId, count });

async function wins(gameId: string) {
  return t.db.selectFrom('tombala_wins').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}
const jackpot = async () =>
  Number((await t.db.selectFrom('tombala_jackpot').select('amount').executeTakeFirstOrThrow()).amount);

describe('tombala: sales and the committed call order', () => {
  let room: Room;
  beforeAll(() => {
    room = makeRoom();
  });

  it('publishes the seed hash with the game, reveals the seed at the end, and calls the balls in the seed order', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const game = await openGame(room);
    const snap = await room.svc.snapshot(room.def.room);
    expect(snap.game).toMatchObject({
      gameId: Number(game.id),
      phase: 'selling',
      serverSeed: null,
      called: [],
    });
    expect(snap.game?.seedHash).toBe(createHash('sha256').update(game.server_seed).digest('hex'));
    await buy(room, playerId, game.id, 1);
    expect(await playOut(room, game)).toEqual(['started', 'finished']);
    const over = await room.svc.game(Number(game.id));
    expect(over.phase).toBe('finished');
    expect(
      createHash('sha256')
        .update(over.serverSeed ?? '')
        .digest('hex'),
    ).toBe(snap.game?.seedHash);
    const order = await tombalaSequence(hmac, over.serverSeed ?? '', room.def.room, over.seq);
    expect(over.called).toEqual(order.slice(0, over.called.length));
    // The game ends on the call that completes the only ticket.
    const [ticket] = await t.db
      .selectFrom('tombala_tickets')
      .selectAll()
      .where('game_id', '=', game.id)
      .execute();
    expect(completeLines(ticket!.grid, new Set(over.called))).toBe(3);
    expect(completeLines(ticket!.grid, new Set(over.called.slice(0, -1)))).toBeLessThan(3);
    // Each ball went to the room as it was called.
    const calls = room.events.filter((e) => e.type === 'call');
    expect(calls.map((e) => (e.type === 'call' ? e.number : 0))).toEqual(over.called);
  });

  it('closes sales at the start: a purchase at the start time is refused and writes nothing', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const game = await openGame(room);
    t.clock.set(game.starts_at);
    const before = await gameLedgerSize(t.db);
    await expectAppError(buy(room, playerId, game.id, 2), 409, 'e.tombalaSalesClosed');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await cashOf(t, playerId)).toBe(10_000);
    // A node whose clock lags still sees the sale closed once the dealer has closed it.
    expect(await room.svc.tick()).toEqual(['cancelled']);
    t.clock.set(new Date(game.starts_at.getTime() - 1_000));
    await expectAppError(buy(room, playerId, game.id, 1), 409, 'e.tombalaSalesClosed');
    expect(await cashOf(t, playerId)).toBe(10_000);
  });

  it('races 20 purchases against the start: each is refused with nothing written or counted in the pool', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(t, 1_000)));
    const game = await openGame(room);
    t.clock.set(new Date(game.starts_at.getTime() - 1));
    const outcomes = await Promise.allSettled([
      ...players.map((p) => buy(room, p, game.id, 1)),
      (async () => {
        t.clock.set(game.starts_at);
        return room.svc.tick();
      })(),
    ]);
    let sold = 0;
    for (const [i, p] of players.entries()) {
      const mine = await t.db.selectFrom('tombala_tickets').select('id').where('player_id', '=', p).execute();
      if (outcomes[i]!.status === 'fulfilled') {
        sold++;
        expect(mine).toHaveLength(1);
        expect(await cashOf(t, p)).toBe(800);
      } else {
        expect(mine).toEqual([]);
        expect(await cashOf(t, p)).toBe(1_000);
      }
    }
    await room.svc.tick();
    const started = await latest(room);
    if (sold === 0) expect(started.phase).toBe('cancelled');
    else expect(Number(started.pool)).toBe(sold * 200);
    await playOut(room, started);
    await expectBooksOk(t);
  });

  it('sells 1–6 tickets of one strip, refuses a seventh, and answers a repeated request with the same tickets', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const game = await openGame(room);
    const requestId = randomUUID();
    const first = await buy(room, playerId, game.id, 4, requestId);
    expect(first.tickets).toHaveLength(4);
    expect(first.balance).toBe(92); // 10 000 − 4 × 200 kuruş
    const again = await buy(room, playerId, game.id, 4, requestId);
    expect(again.tickets.map((x) => x.ticketId)).toEqual(first.tickets.map((x) => x.ticketId));
    expect(await cashOf(t, playerId)).toBe(9_200);
    await expectAppError(buy(room, playerId, game.id, 3), 400, 'e.tombalaTicketMax');
    await expectAppError(buy(room, playerId, game.id, 2, requestId), 409, 'e.tombalaRequestReused');
    const last = await buy(room, playerId, game.id, 2);
    expect(last.tickets).toHaveLength(2);
    // The four tickets of one purchase come from one strip: no number twice.
    const nums = first.tickets.flatMap((x) => x.grid.flat().filter((n) => n > 0));
    expect(new Set(nums).size).toBe(60);
    expect(await cashOf(t, playerId)).toBe(8_800);
    await playOut(room, game);
    await expectBooksOk(t);
  });
});

describe('tombala: prizes', () => {
  it('shares each prize between the tickets that win it on the same call, the remainder to the lowest ticket ids', async () => {
    // 110 kuruş tickets, three players with the same ticket: pool 330 → 1. çinko 49, 2. çinko 82, Tombala 158.
    const room = makeRoom({ ticketPrice: 110, jackpotCalls: 0 });
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(t, 1_000)));
    const game = await openGame(room);
    const ticketIds: number[] = [];
    for (const p of players) {
      room.sameStrips(4242);
      ticketIds.push((await buy(room, p, game.id, 1)).tickets[0]!.ticketId);
    }
    await playOut(room, game);
    const won = await wins(game.id);
    const byPrize = (prize: string) => won.filter((w) => w.prize === prize);
    const sorted = [...ticketIds].sort((a, b) => a - b);
    for (const [prize, amounts] of [
      ['cinko1', [17, 16, 16]],
      ['cinko2', [28, 27, 27]],
      ['tombala', [53, 53, 52]],
    ] as const) {
      const rows = byPrize(prize);
      expect(rows.map((w) => Number(w.ticket_id)).sort((a, b) => a - b)).toEqual(sorted);
      // Simultaneous: all on the same call.
      expect(new Set(rows.map((w) => w.call)).size).toBe(1);
      const paid = sorted.map((id) => Number(rows.find((w) => Number(w.ticket_id) === id)!.amount));
      expect(paid).toEqual(amounts);
    }
    expect(byPrize('cinko1')[0]!.call).toBeLessThan(byPrize('cinko2')[0]!.call);
    expect(byPrize('cinko2')[0]!.call).toBeLessThan(byPrize('tombala')[0]!.call);
    const firstPlayer = players[ticketIds.indexOf(sorted[0]!)]!;
    expect(await cashOf(t, firstPlayer)).toBe(1_000 - 110 + 17 + 28 + 53);
    // The house keeps 330 − 2 % jackpot (2.2 → 2 per player: 6) − 289 paid = 35.
    const paidOut = won.reduce((s, w) => s + Number(w.amount), 0);
    expect(paidOut).toBe(49 + 82 + 158);
    await expectBooksOk(t);
  });

  it('pays the progressive jackpot to a full house within N calls, through the ledger, and not after', async () => {
    // N = 14: no ticket can be full before its 15th ball, so the jackpot only grows.
    const slow = makeRoom({ ticketPrice: 1_000, jackpotCalls: 14 });
    const p1 = await fundedPlayer(t, 10_000);
    const g1 = await openGame(slow);
    const before = await jackpot();
    await buy(slow, p1, g1.id, 6);
    await playOut(slow, g1);
    expect(await jackpot()).toBe(before + 120); // 2 % of 6 000
    expect((await wins(g1.id)).some((w) => w.prize === 'jackpot')).toBe(false);

    // N = 90: every full house is within N; the whole pool goes to it.
    const fast = makeRoom({ ticketPrice: 1_000, jackpotCalls: 90 });
    const p2 = await fundedPlayer(t, 10_000);
    const g2 = await openGame(fast);
    await buy(fast, p2, g2.id, 1);
    const pool = await jackpot();
    await playOut(fast, g2);
    const jp = (await wins(g2.id)).filter((w) => w.prize === 'jackpot');
    expect(jp).toHaveLength(1);
    expect(Number(jp[0]!.amount)).toBe(pool + 20);
    expect(await jackpot()).toBe(0);
    const ledger = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind'])
      .where('idempotency_key', '=', `tombala:${g2.id}:jackpot:p${p2}`)
      .execute();
    expect(ledger.map((r) => r.kind)).toEqual(['jackpot_payout']);
    const prizes = (await wins(g2.id))
      .filter((w) => w.prize !== 'jackpot')
      .reduce((s, w) => s + Number(w.amount), 0);
    expect(await cashOf(t, p2)).toBe(10_000 - 1_000 + prizes + pool + 20);
    await expectBooksOk(t);
  });

  it('cancels a game with too few players at the start and refunds every ticket', async () => {
    const room = makeRoom({ minPlayers: 2 });
    const playerId = await fundedPlayer(t, 5_000);
    const game = await openGame(room);
    await buy(room, playerId, game.id, 3);
    await buy(room, playerId, game.id, 2);
    expect(await cashOf(t, playerId)).toBe(4_000);
    const jackpotBefore = await jackpot();
    t.clock.set(game.starts_at);
    expect(await room.svc.tick()).toEqual(['cancelled']);
    expect(await cashOf(t, playerId)).toBe(5_000);
    expect((await latest(room)).phase).toBe('cancelled');
    expect(await jackpot()).toBe(jackpotBefore);
    const tickets = await t.db
      .selectFrom('tombala_tickets')
      .select('status')
      .where('game_id', '=', game.id)
      .execute();
    expect(tickets.map((x) => x.status)).toEqual(Array(5).fill('refunded'));
    // Nothing is refunded twice when the step runs again, and the next game opens after the pause.
    expect(await room.svc.tick()).toEqual(['idle']);
    t.clock.advance(room.svc.timings.pauseMs);
    expect(await room.svc.tick()).toEqual(['opened']);
    expect(await cashOf(t, playerId)).toBe(5_000);
    await expectBooksOk(t);
  });
});

describe('tombala: the dealer lease', () => {
  it('another node takes over a lapsed lease and calls the rest of the game', async () => {
    const a = makeRoom({ nodeId: 'node-a' });
    const b = makeRoom({ nodeId: 'node-b', def: a.def });
    const playerId = await fundedPlayer(t, 10_000);
    const game = await openGame(a);
    await buy(a, playerId, game.id, 2);
    t.clock.set(game.starts_at);
    expect(await a.svc.tick()).toEqual(['started']);
    expect(await b.svc.tick()).toEqual(['not-leader']);
    t.clock.advance(game.call_ms * 5);
    expect(await a.svc.tick()).toEqual(['called']);
    expect((await latest(a)).calls).toBe(5);
    // A goes silent; once its lease lapses B calls on, catching up on the late balls.
    t.clock.advance(a.svc.timings.leaseMs + 1);
    expect(await b.svc.tick()).toEqual(['called']);
    expect((await latest(a)).calls).toBeGreaterThan(5);
    expect(await a.svc.tick()).toEqual(['not-leader']);
    t.clock.advance(game.call_ms * 90);
    expect(await b.svc.tick()).toEqual(['finished']);
    const over = await latest(a);
    expect(over.phase).toBe('finished');
    expect(b.events.some((e) => e.type === 'call')).toBe(true);
    await b.svc.stop();
    await expectBooksOk(t);
  });
});

describe('tombala: chat', () => {
  let room: Room;
  beforeAll(() => {
    room = makeRoom();
  });

  it('masks blocked words, limits each player to one line per 2 s and five per 30 s', async () => {
    const playerId = await fundedPlayer(t, 0);
    const said = await room.svc.chat(playerId, room.def.gameCode, 'Bu oyun salak ama SHIT olsun, tombala!');
    expect(said.text).toBe('Bu oyun ***** ama **** olsun, tombala!');
    expect(room.events.at(-1)).toMatchObject({ type: 'chat', message: { id: said.id } });
    await expectAppError(room.svc.chat(playerId, room.def.gameCode, 'again'), 429, 'e.tombalaChatTooFast');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(2_000);
      await room.svc.chat(playerId, room.def.gameCode, `line ${i}`);
    }
    t.clock.advance(2_000);
    await expectAppError(room.svc.chat(playerId, room.def.gameCode, 'sixth'), 429, 'e.tombalaChatTooFast');
    // Another player is not held up by the first.
    await room.svc.chat(await fundedPlayer(t, 0), room.def.gameCode, 'merhaba');
    t.clock.advance(30_000);
    await room.svc.chat(playerId, room.def.gameCode, 'back');
    const snap = await room.svc.snapshot(room.def.room);
    expect(snap.chat.map((m) => m.text)).toContain('back');
  });
});

describe('tombala: HTTP', () => {
  const client = () => api(t.app);
  const def = TOMBALA_ROOMS[0]!;

  it('shows the room, sells tickets with the room session, lets signed-in players chat and guests only read', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    await t.app.tombala.ensureRooms();
    await t.app.tombala.tick();
    const opts = asGameSession(await openGameSession(t, playerId, def.gameCode), 'en');
    const state = await client().post<TombalaPlayerState>(TombalaApiPath.state, {}, opts);
    expect(state.body, JSON.stringify(state.body)).toMatchObject({ success: true });
    expect(state.body.data).toMatchObject({ room: def.room, gameCode: def.gameCode, balance: 100 });
    const gameId = state.body.data.game!.gameId;
    const bought = await client().post<TombalaBuyResult>(
      TombalaApiPath.buy,
      { gameId, requestId: randomUUID(), count: 3 },
      opts,
    );
    expect(bought.status).toBe(200);
    expect(bought.body.message).toBe('3 tickets bought (₺6,00).');
    for (const x of bought.body.data.tickets) expect(ticketProblem(x.grid)).toBeNull();
    const tooMany = await client().post(
      TombalaApiPath.buy,
      { gameId, requestId: randomUUID(), count: 7 },
      { ...opts, locale: 'tr' },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.success).toBe(false);
    const over = await client().post(
      TombalaApiPath.buy,
      { gameId, requestId: randomUUID(), count: 4 },
      { ...opts, locale: 'tr' },
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Bir oyunda en fazla 6 bilet alınabilir.');
    const chat = await client().post<TombalaChatMessage>(TombalaApiPath.chat, { text: 'iyi şanslar' }, opts);
    expect(chat.status).toBe(200);
    const guest = await client().post(TombalaApiPath.chat, { text: 'hello' });
    expect(guest.status).toBe(401);
    const wrong = await client().post(
      TombalaApiPath.state,
      {},
      asGameSession(await openGameSession(t, playerId, 'kasa-dice')),
    );
    expect(wrong.status).toBe(403);
    const live = await client().get<TombalaLiveState[]>(TombalaApiPath.live);
    expect(live.body.data.find((r) => r.room === def.room)).toMatchObject({
      gameCode: def.gameCode,
      phase: 'selling',
      players: 1,
      pool: 6,
    });
    const missing = await client().get(`${TombalaApiPath.game}?id=999999`);
    expect(missing.status).toBe(404);
  });
});
