import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouletteApiPath, type LiveTableState } from '@kasa/contract/roulette';
import {
  TvApiPath,
  type TvBetResult,
  type TvNextDraw,
  type TvPlayerState,
  type TvRound,
} from '@kasa/contract/tv';
import {
  DRAWS_AHEAD,
  parseTvSpot,
  TV_GAME_CODES,
  TV_TABLES,
  tvDraw,
  tvPayout,
  type TvGame,
  type TvOutcome,
} from '@kasa/contract/tv-rules';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asGameSession,
  cashMovements,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  gameLedgerSize,
  openGameSession,
} from '../../providers/game-wallet.test-support.ts';
import { expectAppError } from '../../wallet/wallet.test-support.ts';
import { createTvService, type TvService } from './tv.service.ts';

// TV games on the shared-round engine with draws kept open ahead (docs/decisions/0320), with the test clock and the
// dealers stepped by hand (app.tv.tick()).

let t: TestApp;
let tv: TvService;

beforeAll(async () => {
  t = await createTestApp();
  tv = t.app.tv;
});
afterAll(async () => t.close());

const cash = (playerId: string) => cashOf(t, playerId);
const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

const rounds = (game: TvGame) =>
  t.db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', TV_TABLES[game])
    .orderBy('seq')
    .execute();
const openDraws = async (game: TvGame) => (await rounds(game)).filter((r) => r.phase === 'betting');

/** Steps the dealers until nothing changes (opens the draws ahead, closes every draw past its window). */
async function settleDue() {
  for (let guard = 0; guard < 50; guard++) {
    const steps = await tv.tick();
    if (steps.every((s) => s === 'idle' || s === 'not-leader')) return;
  }
  throw new Error('dealers never settled down');
}

const bet = (
  playerId: string,
  game: TvGame,
  roundId: string,
  lines: { spot: string; amount: number }[],
  draws = 1,
  requestId = randomUUID(),
) => tv.placeBet(playerId, { game, roundId: Number(roundId), draws, requestId, lines });

const ticketsOf = (playerId: string) =>
  t.db.selectFrom('table_tickets').selectAll().where('player_id', '=', playerId).orderBy('id').execute();

const expectedPayout = (game: TvGame, spot: string, amount: number, outcome: TvOutcome) =>
  tvPayout(parseTvSpot(game, spot)!, amount, outcome);

describe('tv games: the schedule', () => {
  it('keeps five draws of each game open ahead, each with its seed committed, one cycle apart', async () => {
    await settleDue();
    for (const game of ['lucky6', 'keno', 'wheel'] as const) {
      const open = await openDraws(game);
      expect(open).toHaveLength(DRAWS_AHEAD);
      const cycle = tv.engines[game].cycleMs;
      for (const [i, r] of open.entries()) {
        expect(r.seed_hash).toBe(createHash('sha256').update(r.server_seed).digest('hex'));
        if (i > 0) expect(r.closes_at.getTime() - open[i - 1]!.closes_at.getTime()).toBe(cycle);
      }
      const snap = await tv.snapshot(game);
      expect(snap.upcoming.map((r) => r.serverSeed)).toEqual(open.map(() => null));
      expect(snap.upcoming.map((r) => r.seedHash)).toEqual(open.map((r) => r.seed_hash));
    }
  });

  it('draws each game from the revealed seed and opens the next draw so five stay open', async () => {
    await settleDue();
    const [first] = await openDraws('lucky6');
    t.clock.set(first!.closes_at);
    await settleDue();
    const settled = await tv.round(Number(first!.id));
    expect(createHash('sha256').update(settled.serverSeed!).digest('hex')).toBe(first!.seed_hash);
    expect(settled.outcome).toEqual(
      await tvDraw('lucky6', hmac, settled.serverSeed!, TV_TABLES.lucky6, first!.seq),
    );
    const balls = (settled.outcome as { balls: number[] }).balls;
    expect(balls).toHaveLength(35);
    expect(new Set(balls).size).toBe(35);
    expect(await openDraws('lucky6')).toHaveLength(DRAWS_AHEAD);
    expect((await tv.snapshot('lucky6')).history[0]?.roundId).toBe(Number(first!.id));
  });
});

describe('tv games: bets', () => {
  it('refuses bets on a draw whose window closed by the clock or that is settled, writing nothing', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 10_000);
    const [first] = await openDraws('keno');
    const before = await gameLedgerSize(t.db);
    t.clock.set(first!.closes_at);
    await expectAppError(
      bet(playerId, 'keno', first!.id, [{ spot: 'pick:7', amount: 5 }]),
      409,
      'e.tableBettingClosed',
    );
    await settleDue();
    t.clock.set(new Date(first!.closes_at.getTime() - 1_000));
    await expectAppError(
      bet(playerId, 'keno', first!.id, [{ spot: 'pick:7', amount: 5 }]),
      409,
      'e.tableBettingClosed',
    );
    t.clock.set(first!.closes_at);
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await ticketsOf(playerId)).toEqual([]);
    expect(await cash(playerId)).toBe(10_000);
  });

  it('a ticket on the next three draws debits three stakes at once; each is settled on its own draw', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 10_000);
    const open = await openDraws('keno');
    const lines = [{ spot: 'pick:1-2-3-4-5', amount: 10 }];
    const placed = await bet(playerId, 'keno', open[0]!.id, lines, 3);
    expect(placed.tickets.map((tk) => tk.roundId)).toEqual(open.slice(0, 3).map((r) => Number(r.id)));
    expect(await cash(playerId)).toBe(10_000 - 3_000);
    const paid: number[] = [];
    for (const [k, draw] of open.slice(0, 3).entries()) {
      t.clock.set(draw.closes_at);
      await settleDue();
      const outcome = (await tv.round(Number(draw.id))).outcome!;
      paid.push(expectedPayout('keno', 'pick:1-2-3-4-5', 1_000, outcome));
      const mine = await ticketsOf(playerId);
      // Draws not yet reached stay open; the one that was drawn is settled with its own outcome.
      expect(mine.map((tk) => tk.status)).toEqual([0, 1, 2].map((i) => (i <= k ? 'settled' : 'open')));
      expect(Number(mine[k]!.payout)).toBe(paid[k]);
    }
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -1_000],
      ['bet', -1_000],
      ['bet', -1_000],
      // A lost draw's win of 0 moves no money.
      ...paid.filter((p) => p > 0).map((p) => ['win', p]),
    ]);
    expect(await cash(playerId)).toBe(7_000 + paid[0]! + paid[1]! + paid[2]!);
    await expectBooksOk(t);
  });

  it('a draws-ahead ticket is all or nothing: refused when the later draws are not open, nothing written', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 10_000);
    const open = await openDraws('wheel');
    await expectAppError(
      bet(playerId, 'wheel', open[3]!.id, [{ spot: 'seg:2', amount: 5 }], 3),
      409,
      'e.tvDrawsUnavailable',
    );
    expect(await ticketsOf(playerId)).toEqual([]);
    expect(await cash(playerId)).toBe(10_000);
  });

  it('returns a repeated request’s tickets without a second debit and refuses a changed repeat', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 10_000);
    const open = await openDraws('lucky6');
    const id = randomUUID();
    const lines = [
      { spot: 'six:1-2-3-4-5-6', amount: 2 },
      { spot: 'first:over', amount: 3 },
    ];
    const first = await bet(playerId, 'lucky6', open[0]!.id, lines, 2, id);
    const again = await bet(playerId, 'lucky6', open[0]!.id, lines, 2, id);
    expect(again.tickets.map((tk) => tk.ticketId)).toEqual(first.tickets.map((tk) => tk.ticketId));
    expect(await cash(playerId)).toBe(10_000 - 1_000);
    await expectAppError(
      bet(playerId, 'lucky6', open[0]!.id, [{ spot: 'first:over', amount: 4 }], 2, id),
      409,
      'e.tvRequestReused',
    );
    await expectAppError(bet(playerId, 'lucky6', open[0]!.id, lines, 1, id), 409, 'e.tvRequestReused');
    expect(await ticketsOf(playerId)).toHaveLength(2);
    expect(await cash(playerId)).toBe(9_000);
    // After the first draw closed a repeat still answers with the tickets.
    t.clock.set(open[0]!.closes_at);
    await settleDue();
    const late = await bet(playerId, 'lucky6', open[0]!.id, lines, 2, id);
    expect(late.tickets.map((tk) => tk.ticketId)).toEqual(first.tickets.map((tk) => tk.ticketId));
    await expectBooksOk(t);
  });

  it('holds the limits: unknown bets, the smallest stake, a bet’s cap by its top multiplier, a draw’s total', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 5_000_000);
    const [draw] = await openDraws('keno');
    const id = draw!.id;
    await expectAppError(
      bet(playerId, 'keno', id, [{ spot: 'pick:0-81', amount: 1 }]),
      400,
      'e.tvUnknownBet',
    );
    await expectAppError(bet(playerId, 'keno', id, [{ spot: 'pick:1-1', amount: 1 }]), 400, 'e.tvUnknownBet');
    await expectAppError(
      bet(playerId, 'keno', id, [{ spot: 'pick:1-2-3-4-5-6-7-8-9-10-11', amount: 1 }]),
      400,
      'e.tvUnknownBet',
    );
    await expectAppError(
      bet(playerId, 'keno', id, [{ spot: 'six:1-2-3-4-5-6', amount: 1 }]),
      400,
      'e.tvUnknownBet',
    );
    await expectAppError(bet(playerId, 'keno', id, [{ spot: 'pick:5', amount: 0.5 }]), 400, 'e.tvStakeMin');
    // Pick 10's top pays ×100 000: at most ₺5 so a line wins at most ₺500 000.
    await expectAppError(
      bet(playerId, 'keno', id, [{ spot: 'pick:1-2-3-4-5-6-7-8-9-10', amount: 6 }]),
      400,
      'e.tvStakeMax',
    );
    await bet(playerId, 'keno', id, [{ spot: 'pick:1-2-3-4-5-6-7-8-9-10', amount: 5 }]);
    await bet(playerId, 'keno', id, [{ spot: 'pick:40', amount: 5_000 }]);
    await bet(playerId, 'keno', id, [{ spot: 'pick:41', amount: 5_000 }]);
    await bet(playerId, 'keno', id, [{ spot: 'pick:42', amount: 5_000 }]);
    await bet(playerId, 'keno', id, [{ spot: 'pick:43', amount: 5_000 }]);
    const before = await cash(playerId);
    await expectAppError(bet(playerId, 'keno', id, [{ spot: 'pick:44', amount: 5_000 }]), 400, 'e.tvDrawMax');
    expect(await cash(playerId)).toBe(before);
    t.clock.set(draw!.closes_at);
    await settleDue();
    await expectBooksOk(t);
  });

  it('settles a draw once, even when closed twice at the same time and again later', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 10_000);
    const [draw] = await openDraws('wheel');
    await bet(playerId, 'wheel', draw!.id, [
      { spot: 'seg:2', amount: 10 },
      { spot: 'seg:24', amount: 1 },
    ]);
    t.clock.set(draw!.closes_at);
    const engine = tv.engines.wheel;
    const [a, b] = await Promise.all([engine.closeRound(draw!.id), engine.closeRound(draw!.id)]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    expect(await engine.closeRound(draw!.id)).toBeNull();
    const outcome = (await tv.round(Number(draw!.id))).outcome!;
    const paid =
      expectedPayout('wheel', 'seg:2', 1_000, outcome) + expectedPayout('wheel', 'seg:24', 100, outcome);
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -1_100],
      ...(paid > 0 ? [['win', paid]] : []),
    ]);
    const recall = await t.app.gameWallet.round(playerId, 'kasa', `wheel:${draw!.id}`);
    expect(recall.detail).toMatchObject({
      game: 'tv-wheel',
      serverSeed: (await tv.round(Number(draw!.id))).serverSeed,
    });
    await settleDue();
    await expectBooksOk(t);
  });
});

describe('tv games: several nodes', () => {
  it('another node takes over a lapsed lease, settles the draw the first left and keeps five draws open', async () => {
    await settleDue();
    const nodeB = createTvService({
      db: t.db,
      clock: t.clock,
      wallet: t.app.gameWallet,
      usernameOf: async () => null,
      emit: () => undefined,
      nodeId: 'node-b',
    });
    const playerId = await fundedPlayer(t, 10_000);
    const [draw] = await openDraws('keno');
    await bet(playerId, 'keno', draw!.id, [{ spot: 'pick:11', amount: 10 }]);
    expect(await nodeB.tick()).toEqual(['not-leader', 'not-leader', 'not-leader']);
    // Node A goes silent; once its leases lapse and the window has closed, node B closes A's draw.
    t.clock.set(
      new Date(
        Math.max(draw!.closes_at.getTime(), t.clock.now().getTime() + tv.engines.keno.timings.leaseMs + 1),
      ),
    );
    const steps = await nodeB.tick();
    expect(steps[1]).toBe('settled');
    expect(await tv.tick()).toEqual(['not-leader', 'not-leader', 'not-leader']);
    const outcome = (await tv.round(Number(draw!.id))).outcome!;
    expect(await cash(playerId)).toBe(9_000 + expectedPayout('keno', 'pick:11', 1_000, outcome));
    await nodeB.tick();
    expect(await openDraws('keno')).toHaveLength(DRAWS_AHEAD);
    await nodeB.stop();
    expect(await tv.tick()).not.toContain('not-leader');
    await expectBooksOk(t);
  });
});

describe('tv games: HTTP', () => {
  const client = () => api(t.app);
  const session = async (playerId: string, code: string) =>
    asGameSession(await openGameSession(t, playerId, code), 'en');

  it('shows the game, takes a bet with its session, refuses others, lists draws, the next draws and live tiles', async () => {
    await settleDue();
    const playerId = await fundedPlayer(t, 50_000);
    const open = await openDraws('lucky6');
    const opts = await session(playerId, TV_GAME_CODES.lucky6);
    const state = await client().post<TvPlayerState>(TvApiPath.state, { game: 'lucky6' }, opts);
    expect(state.body.data).toMatchObject({
      table: TV_TABLES.lucky6,
      balance: 500,
      limits: { drawsAhead: 5 },
    });
    expect(state.body.data.upcoming.map((r) => r.roundId)).toEqual(open.map((r) => Number(r.id)));
    const placed = await client().post<TvBetResult>(
      TvApiPath.bet,
      {
        game: 'lucky6',
        roundId: Number(open[0]!.id),
        draws: 2,
        requestId: randomUUID(),
        lines: [{ spot: 'six:48-1-2-3-4-5', amount: 2.5 }],
      },
      opts,
    );
    expect(placed.body.message).toBe('Your ticket of ₺5,00 is placed.');
    expect(placed.body.data.balance).toBe(495);
    expect(placed.body.data.tickets[0]?.lines[0]?.spot).toBe('six:1-2-3-4-5-48');
    const tr = await client().post(
      TvApiPath.bet,
      {
        game: 'lucky6',
        roundId: Number(open[0]!.id),
        requestId: randomUUID(),
        lines: [{ spot: 'six:1', amount: 1 }],
      },
      { ...opts, locale: 'tr' },
    );
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe('Bu oyunda böyle bir bahis yok.');
    const wrong = await client().post(TvApiPath.state, { game: 'keno' }, opts);
    expect(wrong.status).toBe(403);
    const badDraws = await client().post(
      TvApiPath.bet,
      {
        game: 'lucky6',
        roundId: Number(open[0]!.id),
        draws: 6,
        requestId: randomUUID(),
        lines: [{ spot: 'first:odd', amount: 1 }],
      },
      opts,
    );
    expect(badDraws.status).toBe(400);

    const next = await client().get<TvNextDraw[]>(TvApiPath.next);
    expect(next.body.data.map((n) => n.game)).toEqual(['lucky6', 'keno', 'wheel']);
    expect(next.body.data[0]).toMatchObject({
      gameCode: TV_GAME_CODES.lucky6,
      roundId: Number(open[0]!.id),
      closesAt: open[0]!.closes_at.toISOString(),
      intervalMs: tv.engines.lucky6.cycleMs,
    });

    t.clock.set(open[0]!.closes_at);
    await settleDue();
    const list = await client().get<TvRound[]>(`${TvApiPath.rounds}?game=lucky6&take=5`);
    expect(list.body.data[0]).toMatchObject({ roundId: Number(open[0]!.id), phase: 'settled' });
    const one = await client().get<TvRound>(`${TvApiPath.round}?id=${open[0]!.id}`);
    expect(one.body.data.outcome).toMatchObject({ game: 'lucky6' });
    const asTv = await client().get(`${TvApiPath.round}?id=999999`);
    expect(asTv.status).toBe(404);
    const live = await client().get<LiveTableState[]>(RouletteApiPath.live);
    const codes = live.body.data.map((s) => s.gameCode);
    expect(codes).toEqual(expect.arrayContaining(Object.values(TV_GAME_CODES)));
    // The games are real tiles of the catalog under TV games (/casino/tvbets), live, with their exact RTP.
    const lobby = await t.app.casino.lobby({ page: 'tvbets', sort: 'popular' }, null, 'en');
    const tiles = lobby.categories.flatMap((c) => c.games).filter((g) => g.providerName === 'Kasa Originals');
    expect(tiles.map((g) => [g.gameCode, g.isLive, g.rtp])).toEqual([
      [TV_GAME_CODES.lucky6, true, 95.98],
      [TV_GAME_CODES.keno, true, 96.5],
      [TV_GAME_CODES.wheel, true, 96],
    ]);
    await expectBooksOk(t);
  });
});
