import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROULETTE_GAME_CODE,
  ROULETTE_TABLE,
  RouletteApiPath,
  type LiveTableState,
  type RouletteBetResult,
  type RoulettePlayerState,
  type TableEvent,
  type TableRound,
} from '@kasa/contract/roulette';
import fc from 'fast-check';
import {
  SPOTS,
  expandStakes,
  roulettePocket,
  spotPayout,
  stakeChips,
  type RouletteStake,
} from '@kasa/contract/roulette-rules';
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
import { createRouletteService, type RouletteService } from './roulette.service.ts';

// The shared-round engine (tables.engine.ts) and European roulette on it, with the test clock and the dealer stepped
// by hand (app.roulette.tick()).

let t: TestApp;
let roulette: RouletteService;
const events: TableEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  roulette = t.app.roulette;
});
afterAll(async () => t.close());

const cash = (playerId: string) => cashOf(t, playerId);
const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

async function latest() {
  return t.db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', ROULETTE_TABLE)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Steps the dealer (moving the clock on as needed) until a round takes bets; returns it. */
async function openRound() {
  for (let guard = 0; guard < 20; guard++) {
    await roulette.tick();
    const round = await latest().catch(() => null);
    if (round?.phase === 'betting' && t.clock.now() < round.closes_at) return round;
    if (round?.phase === 'betting') t.clock.set(round.closes_at);
    else if (round) t.clock.set(new Date(round.result_at.getTime() + roulette.timings.pauseMs));
  }
  throw new Error('no open round');
}

/** Moves the clock to the round's close and steps the dealer: the round is drawn and settled. */
async function closeRound(round: { closes_at: Date }) {
  t.clock.set(round.closes_at);
  return roulette.tick();
}

const bet = (
  playerId: string,
  roundId: string,
  stakes: Array<Record<string, unknown>>,
  requestId = randomUUID(),
) => roulette.placeBet(playerId, { roundId: Number(roundId), requestId, stakes } as never);

async function tickets(playerId: string) {
  return t.db.selectFrom('table_tickets').selectAll().where('player_id', '=', playerId).execute();
}

describe('tables engine: the betting window', () => {
  it('commits to the seed when betting opens: hash published, seed and outcome hidden until settled', async () => {
    const round = await openRound();
    const snap = await roulette.snapshot(ROULETTE_TABLE);
    expect(snap.round).toMatchObject({
      roundId: Number(round.id),
      phase: 'betting',
      serverSeed: null,
      outcome: null,
    });
    expect(snap.round?.seedHash).toBe(createHash('sha256').update(round.server_seed).digest('hex'));
    expect(await closeRound(round)).toEqual(['settled']);
    const settled: TableRound = await roulette.round(Number(round.id));
    // Anyone can check: sha256(revealed seed) = the published hash, and the pocket is the formula's.
    expect(
      createHash('sha256')
        .update(settled.serverSeed ?? '')
        .digest('hex'),
    ).toBe(snap.round?.seedHash);
    expect(settled.outcome).toBe(
      await roulettePocket(hmac, settled.serverSeed ?? '', ROULETTE_TABLE, settled.seq),
    );
  });

  it('refuses a bet once the window has closed by the clock, and writes nothing', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    t.clock.set(round.closes_at);
    const before = await gameLedgerSize(t.db);
    await expectAppError(bet(playerId, round.id, [{ spot: 'red', amount: 10 }]), 409, 'e.tableBettingClosed');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await tickets(playerId)).toEqual([]);
    expect(await cash(playerId)).toBe(10_000);
  });

  it('refuses a bet on a round the dealer has settled, and on a round of another time', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await closeRound(round);
    t.clock.set(new Date(round.closes_at.getTime() - 1_000)); // a node whose clock lags still sees it settled
    await expectAppError(bet(playerId, round.id, [{ spot: 'red', amount: 10 }]), 409, 'e.tableBettingClosed');
    await expectAppError(bet(playerId, '999999', [{ spot: 'red', amount: 10 }]), 409, 'e.tableBettingClosed');
    expect(await tickets(playerId)).toEqual([]);
    expect(await cash(playerId)).toBe(10_000);
  });
});

describe('tables engine: settlement', () => {
  it('settles a player who left mid-round by the rules: the win is paid and the round recorded', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const round = await openRound();
    // Every pocket covered: the player wins whatever comes, without calling anything after the bet.
    await bet(playerId, round.id, [
      { spot: 'dozen:1', amount: 10 },
      { spot: 'dozen:2', amount: 10 },
      { spot: 'dozen:3', amount: 10 },
      { spot: 'straight:0', amount: 1 },
    ]);
    expect(await cash(playerId)).toBe(100_000 - 3_100);
    await closeRound(round);
    const settled = await roulette.round(Number(round.id));
    const pocket = settled.outcome ?? -1;
    const payout = pocket === 0 ? 3_600 : 3_000;
    expect(await cash(playerId)).toBe(100_000 - 3_100 + payout);
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -3_100],
      ['win', payout],
    ]);
    const history = await t.app.gameWallet.history(playerId, { skip: 0, take: 10 });
    expect(history.items[0]).toMatchObject({ gameCode: ROULETTE_GAME_CODE, roundId: `roulette:${round.id}` });
    const recall = await t.app.gameWallet.round(playerId, 'kasa', `roulette:${round.id}`);
    expect(recall.detail).toMatchObject({ game: 'roulette', pocket, serverSeed: settled.serverSeed });
    await expectBooksOk(t);
  });

  it('settles a round once, even when closed twice at the same time and again later', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const round = await openRound();
    await bet(playerId, round.id, [
      { spot: 'low', amount: 20 },
      { spot: 'high', amount: 20 },
    ]);
    t.clock.set(round.closes_at);
    const [a, b] = await Promise.all([
      roulette.engine.closeRound(round.id),
      roulette.engine.closeRound(round.id),
    ]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    expect(await roulette.engine.closeRound(round.id)).toBeNull();
    const pocket = (await roulette.round(Number(round.id))).outcome;
    const win = pocket === 0 ? 0 : 4_000;
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -4_000],
      ...(win > 0 ? [['win', win] as [string, number]] : []),
    ]);
    const [ticket] = await tickets(playerId);
    expect(ticket).toMatchObject({ status: 'settled', payout: String(win) });
    await expectBooksOk(t);
  });

  it('pays each line of a ticket by its rule, racetrack calls included', async () => {
    const playerId = await fundedPlayer(t, 1_000_000);
    const round = await openRound();
    const result = await bet(playerId, round.id, [
      { call: 'voisins', amount: 1 },
      { call: 'neighbours', number: 5, count: 2, amount: 2 },
      { spot: 'straight:17', amount: 5 },
      { spot: 'corner:17-21', amount: 5 },
    ]);
    // 9 + 5 × 2 + 5 + 5 lira
    expect(result.ticket.stake).toBe(29);
    expect(result.ticket.lines.find((l) => l.spot === 'trio:0-2-3')?.amount).toBe(2);
    await closeRound(round);
    const pocket = (await roulette.round(Number(round.id))).outcome ?? -1;
    const [ticket] = await tickets(playerId);
    const expected = ticket!.lines.reduce((sum, l) => sum + spotPayout(l.spot, l.amount, pocket), 0);
    expect(Number(ticket!.payout)).toBe(expected);
    expect(await cash(playerId)).toBe(1_000_000 - 2_900 + expected);
  });
});

describe('tables engine: several nodes', () => {
  it('lets one node deal a table; another takes over a lapsed lease and settles the round it left', async () => {
    const nodeB = createRouletteService({
      db: t.db,
      clock: t.clock,
      wallet: t.app.gameWallet,
      usernameOf: async () => null,
      emit: (_table, e) => events.push(e),
      nodeId: 'node-b',
    });
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await bet(playerId, round.id, [
      { spot: 'red', amount: 10 },
      { spot: 'black', amount: 10 },
      { spot: 'straight:0', amount: 1 },
    ]);
    expect(await nodeB.tick()).toEqual(['not-leader']);
    // Node A dies without a word; once its lease lapses (and the window has closed) node B closes A's round.
    t.clock.set(
      new Date(Math.max(round.closes_at.getTime(), t.clock.now().getTime() + roulette.timings.leaseMs + 1)),
    );
    expect(await nodeB.tick()).toEqual(['settled']);
    expect(await roulette.tick()).toEqual(['not-leader']);
    const pocket = (await roulette.round(Number(round.id))).outcome;
    expect(await cash(playerId)).toBe(10_000 - 2_100 + (pocket === 0 ? 3_600 : 2_000));
    expect(events.map((e) => e.type)).toEqual(['result']);
    // B keeps dealing: the next round opens after the pause, numbered on.
    t.clock.set(new Date(round.result_at.getTime() + roulette.timings.pauseMs));
    expect(await nodeB.tick()).toEqual(['opened']);
    expect((await latest()).seq).toBe(round.seq + 1);
    await nodeB.engine.stop();
    expect(await roulette.tick()).not.toEqual(['not-leader']);
    await expectBooksOk(t);
  });

  it('races 30 bets against the close: each is either refused with nothing written or settled exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => fundedPlayer(t, 10_000)));
    const round = await openRound();
    t.clock.set(new Date(round.closes_at.getTime() - 1));
    const outcomes = await Promise.allSettled([
      ...players.map((p, i) =>
        bet(p, round.id, [
          { spot: `straight:${i % 37}`, amount: 1 },
          { spot: 'even', amount: 10 },
        ]),
      ),
      // The close comes while the window is busy: once a few tickets are in, with the rest still on their way.
      (async () => {
        for (let guard = 0; guard < 500; guard++) {
          const { n } = await t.db
            .selectFrom('table_tickets')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('round_id', '=', round.id)
            .executeTakeFirstOrThrow();
          if (Number(n) >= 3) break;
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        t.clock.set(round.closes_at);
        return roulette.tick();
      })(),
    ]);
    const pocket = (await roulette.round(Number(round.id))).outcome ?? -1;
    let accepted = 0;
    for (const [i, p] of players.entries()) {
      const outcome = outcomes[i];
      const mine = await tickets(p);
      if (outcome?.status === 'fulfilled') {
        accepted += 1;
        expect(mine).toHaveLength(1);
        expect(mine[0]?.status).toBe('settled');
        const payout = spotPayout(`straight:${i % 37}`, 100, pocket) + spotPayout('even', 1_000, pocket);
        expect(await cash(p)).toBe(10_000 - 1_100 + payout);
      } else {
        expect(outcome?.reason).toMatchObject({ messageRef: 'e.tableBettingClosed' });
        expect(mine).toEqual([]);
        expect(await cash(p)).toBe(10_000);
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(3);
    await expectBooksOk(t);
  });
});

describe('roulette: limits and requests', () => {
  it('holds the table limits over the whole round, refusing the ticket that passes them with nothing written', async () => {
    const playerId = await fundedPlayer(t, 10_000_000);
    const round = await openRound();
    await bet(playerId, round.id, [{ spot: 'straight:7', amount: 400 }]);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'straight:7', amount: 101 }]),
      400,
      'e.rouletteSpotMax',
    );
    await expectAppError(bet(playerId, round.id, [{ spot: 'red', amount: 0.5 }]), 400, 'e.rouletteChipMin');
    await bet(playerId, round.id, [{ spot: 'split:7-8', amount: 1_000 }]);
    await bet(playerId, round.id, [
      { spot: 'red', amount: 10_000 },
      { spot: 'black', amount: 10_000 },
    ]);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'odd', amount: 4_000 }]),
      400,
      'e.rouletteRoundMax',
    );
    expect(await tickets(playerId)).toHaveLength(3);
    expect(await cash(playerId)).toBe(10_000_000 - 2_140_000);
    await expectBooksOk(t);
  });

  it('returns the stored ticket for a repeated request id and refuses it with other bets', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const round = await openRound();
    const requestId = randomUUID();
    const first = await bet(playerId, round.id, [{ spot: 'column:2', amount: 5 }], requestId);
    const again = await bet(playerId, round.id, [{ spot: 'column:2', amount: 5 }], requestId);
    expect(again.ticket).toEqual(first.ticket);
    await expectAppError(
      bet(playerId, round.id, [{ spot: 'column:3', amount: 5 }], requestId),
      409,
      'e.rouletteRequestReused',
    );
    expect(await cash(playerId)).toBe(100_000 - 500);
  });
});

describe('roulette: HTTP', () => {
  const client = () => api(t.app);
  const session = async (playerId: string, code = ROULETTE_GAME_CODE) =>
    asGameSession(await openGameSession(t, playerId, code), 'en');

  it('shows the table, takes a bet with the roulette session, and refuses other sessions and bad bets in words', async () => {
    const playerId = await fundedPlayer(t, 50_000);
    const round = await openRound();
    const opts = await session(playerId);
    const state = await client().post<RoulettePlayerState>(RouletteApiPath.state, {}, opts);
    expect(state.body, JSON.stringify(state.body)).toMatchObject({ success: true });
    expect(state.body.data).toMatchObject({
      table: ROULETTE_TABLE,
      balance: 500,
      round: { roundId: Number(round.id) },
    });
    expect(state.body.data.limits.chips).toContain(5);
    const placed = await client().post<RouletteBetResult>(
      RouletteApiPath.bet,
      {
        roundId: Number(round.id),
        requestId: randomUUID(),
        stakes: [
          { spot: 'split:0-3', amount: 2.5 },
          { call: 'tiers', amount: 1 },
        ],
      },
      opts,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe('Your bet of ₺8,50 is placed.');
    expect(placed.body.data.balance).toBe(491.5);

    const bad = await client().post(
      RouletteApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), stakes: [{ spot: 'split:1-9', amount: 1 }] },
      opts,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const tr = await client().post(
      RouletteApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), stakes: [{ spot: 'straight:1', amount: 600 }] },
      { ...opts, locale: 'tr' },
    );
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe('1 bahsine en fazla ₺500,00 yatırılabilir.');
    const wrong = await client().post(RouletteApiPath.state, {}, await session(playerId, 'kasa-dice'));
    expect(wrong.status).toBe(403);
    const none = await client().post(RouletteApiPath.state, {});
    expect(none.status).toBe(401);

    await closeRound(round);
    const rounds = await client().get<TableRound[]>(`${RouletteApiPath.rounds}?take=5`);
    expect(rounds.body.data[0]).toMatchObject({ roundId: Number(round.id), phase: 'settled' });
    const live = await client().get<LiveTableState[]>(RouletteApiPath.live);
    expect(live.body.data[0]).toMatchObject({
      gameCode: ROULETTE_GAME_CODE,
      table: ROULETTE_TABLE,
      phase: 'settled',
    });
    expect(live.body.data[0]?.last[0]).toBe(rounds.body.data[0]?.outcome);
    const missing = await client().get(`${RouletteApiPath.round}?id=999999`);
    expect(missing.status).toBe(404);
  });

  it('lists the live table in the casino catalog under the live casino', async () => {
    const games = await t.db
      .selectFrom('casino_games')
      .select(['code', 'is_live'])
      .where('code', '=', ROULETTE_GAME_CODE)
      .execute();
    expect(games).toEqual([{ code: ROULETTE_GAME_CODE, is_live: true }]);
  });
});

describe('roulette: the ledger after random play', () => {
  it('pays every player of random rounds exactly the rule’s payout of their bets, and the books balance', async () => {
    const spots = [...SPOTS.keys()];
    const stakeArb = fc.oneof(
      fc.record({ spot: fc.constantFrom(...spots), amount: fc.integer({ min: 1, max: 20 }) }),
      fc.record({
        call: fc.constantFrom('voisins', 'tiers', 'orphelins', 'jeuzero'),
        amount: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        call: fc.constant('neighbours'),
        number: fc.integer({ min: 0, max: 36 }),
        count: fc.integer({ min: 1, max: 4 }),
        amount: fc.integer({ min: 1, max: 5 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(stakeArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (tickets) => {
          const round = await openRound();
          const players = await Promise.all(tickets.map(() => fundedPlayer(t, 1_000_000)));
          for (const [i, stakes] of tickets.entries()) await bet(players[i]!, round.id, stakes);
          await closeRound(round);
          const pocket = (await roulette.round(Number(round.id))).outcome ?? -1;
          for (const [i, stakes] of tickets.entries()) {
            const kurus = stakes.map((s) => ({ ...s, amount: s.amount * 100 })) as RouletteStake[];
            const cost = kurus.reduce((sum, s) => sum + s.amount * stakeChips(s), 0);
            let paid = 0;
            for (const [spot, amount] of expandStakes(kurus)) paid += spotPayout(spot, amount, pocket);
            expect(await cash(players[i]!)).toBe(1_000_000 - cost + paid);
          }
        },
      ),
      { numRuns: 8 },
    );
    await expectBooksOk(t);
  });
});
