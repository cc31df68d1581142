import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLACKJACK_GAME_CODE,
  BLACKJACK_TABLE,
  BlackjackApiPath,
  type BlackjackActionKind,
  type BlackjackActionResult,
  type BlackjackBetResult,
  type BlackjackEvent,
  type BlackjackPlayerState,
} from '@kasa/contract/blackjack';
import { bjCardValue, blackjackShoe, handValue, type Card } from '@kasa/contract/blackjack-rules';
import { ROULETTE_GAME_CODE, RouletteApiPath, type LiveTableState } from '@kasa/contract/roulette';
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
import { createBlackjackService, type BlackjackService } from './blackjack.service.ts';

// Blackjack on the shared-round engine's in-round hook (docs/decisions/0312), with the test clock and the dealer
// stepped by hand (app.blackjack.tick()). To test each rule the current shoe's committed seed is replaced, before the
// round's close, by one whose shoe deals the wanted cards (found with the contract's own shuffle), and the shoe is
// rewound to its first card. Deal order with n seats: seat 0 … n−1, the dealer's up card, seat 0 … n−1, the hole card.

let t: TestApp;
let blackjack: BlackjackService;

beforeAll(async () => {
  t = await createTestApp();
  blackjack = t.app.blackjack;
});
afterAll(async () => t.close());

const cash = (playerId: string) => cashOf(t, playerId);
const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const value = (card: Card) => bjCardValue(card);
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

async function latest() {
  return t.db
    .selectFrom('table_rounds')
    .selectAll()
    .where('table_code', '=', BLACKJACK_TABLE)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

const shoeRow = () =>
  t.db
    .selectFrom('blackjack_shoes')
    .selectAll()
    .where('table_code', '=', BLACKJACK_TABLE)
    .orderBy('shoe_no', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/** Steps the dealer (moving the clock past every window) until a round takes bets; returns it. */
async function openRound() {
  for (let guard = 0; guard < 30; guard++) {
    await blackjack.tick();
    const round = await latest().catch(() => null);
    if (round?.phase === 'betting' && t.clock.now() < round.closes_at) return round;
    if (round?.phase === 'betting') t.clock.set(round.closes_at);
    else if (round?.phase === 'playing') {
      const play = round.outcome as { deadline: string | null };
      t.clock.set(new Date(play.deadline ? Date.parse(play.deadline) : t.clock.now().getTime() + 1));
    } else if (round) t.clock.set(new Date(round.result_at.getTime() + blackjack.timings.pauseMs));
  }
  throw new Error('no open round');
}

async function close(round: { closes_at: Date }) {
  t.clock.set(round.closes_at);
  return blackjack.tick();
}

/**
 * Replaces the open round's shoe with one (rewound to its first card) whose cards satisfy `want`; returns its cards.
 */
async function rig(round: { id: string }, want: (cards: Card[]) => boolean, tag = 'rig') {
  const shoe = await shoeRow();
  for (let i = 0; i < 5_000; i++) {
    const seed = sha(`${tag}:${i}`);
    const cards = await blackjackShoe(hmac, seed, BLACKJACK_TABLE, shoe.shoe_no);
    if (!want(cards)) continue;
    await t.db
      .updateTable('blackjack_shoes')
      .set({ server_seed: seed, seed_hash: sha(seed), dealt: 0 })
      .where('id', '=', shoe.id)
      .execute();
    await t.db
      .updateTable('table_rounds')
      .set({ server_seed: seed, seed_hash: sha(seed) })
      .where('id', '=', round.id)
      .execute();
    return cards;
  }
  throw new Error('no seed found');
}

const bet = (playerId: string, roundId: string, amount: number, pairs?: number, requestId = randomUUID()) =>
  blackjack.placeBet(playerId, {
    roundId: Number(roundId),
    requestId,
    bet: amount,
    ...(pairs ? { pairs } : {}),
  });

const act = (
  playerId: string,
  roundId: string,
  action: BlackjackActionKind,
  hand: number,
  requestId = randomUUID(),
) => blackjack.act(playerId, { roundId: Number(roundId), requestId, action, hand });

const play = async () => (await blackjack.snapshot(BLACKJACK_TABLE)).round!;

describe('blackjack: bets in the window, seats', () => {
  it('takes bets only while the window is open, one seat per player, writing nothing when refused', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    expect((await bet(playerId, round.id, 10, 1)).seat).toBe(0);
    expect(await cash(playerId)).toBe(10_000 - 1_100);
    await expectAppError(bet(playerId, round.id, 10), 409, 'e.blackjackAlreadySeated');
    await expectAppError(bet(playerId, round.id, 4), 400, 'e.blackjackBetMin');
    const other = await fundedPlayer(t, 10_000);
    t.clock.set(round.closes_at);
    const before = await gameLedgerSize(t.db);
    await expectAppError(bet(other, round.id, 10), 409, 'e.tableBettingClosed');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await cash(other)).toBe(10_000);
    await openRound(); // the refused bet's round played out by the timers, the next one open
    await expectBooksOk(t);
  });

  it('seats seven players at most; the eighth is refused with nothing written', async () => {
    const round = await openRound();
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(t, 10_000)));
    const seats = await Promise.allSettled(players.map((p) => bet(p, round.id, 5)));
    expect(seats.filter((s) => s.status === 'fulfilled')).toHaveLength(7);
    const refused = seats.findIndex((s) => s.status === 'rejected');
    await expectAppError(
      Promise.reject((seats[refused] as PromiseRejectedResult).reason),
      409,
      'e.blackjackTableFull',
    );
    expect(await cash(players[refused]!)).toBe(10_000);
    t.clock.set(round.closes_at);
    await openRound(); // played to the end by the timers: every hand auto-stands
    await expectBooksOk(t);
  });
});

describe('blackjack: the shoe is committed and verifiable', () => {
  it('publishes the shoe hash before its first round, deals the round from its positions, reveals the seed when the cut card ends it', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    const shoe = await shoeRow();
    const snap = await play();
    expect(snap.shoe).toMatchObject({ shoe: shoe.shoe_no, seedHash: shoe.seed_hash, serverSeed: null });
    expect(snap.shoe.seedHash).toBe(sha(shoe.server_seed));
    // Move the shoe near its cut card: this round takes it past, so it is the shoe's last.
    await t.db.updateTable('blackjack_shoes').set({ dealt: 232 }).where('id', '=', shoe.id).execute();
    await bet(playerId, round.id, 10);
    await close(round);
    let r = await latest();
    while (r.phase !== 'settled') {
      const p = (await play()).play!;
      if (p.stage === 'insurance') await act(playerId, round.id, 'noInsurance', 0);
      else if (p.turn !== null) await act(playerId, round.id, 'stand', p.turn);
      await blackjack.tick();
      r = await latest();
    }
    const settled = await blackjack.round(Number(round.id));
    expect(settled.shoe.serverSeed).toBe(shoe.server_seed);
    const cards = await blackjackShoe(hmac, shoe.server_seed, BLACKJACK_TABLE, shoe.shoe_no);
    const p = settled.play!;
    expect(p.from).toBe(232);
    // seat card, up card, seat card, hole card, then the dealer's draws: all from the shoe's positions in order
    expect([p.hands[0]!.cards[0], p.dealer[0], p.hands[0]!.cards[1], p.dealer[1]]).toEqual(
      cards.slice(232, 236),
    );
    expect(p.dealer.slice(2)).toEqual(cards.slice(236, p.next));
    expect(p.sequence).toEqual(cards.slice(232, p.next));
    // The next round opens a new shoe with a new commitment.
    await openRound();
    const next = await shoeRow();
    expect(next.shoe_no).toBe(shoe.shoe_no + 1);
    expect((await play()).shoe).toMatchObject({
      shoe: next.shoe_no,
      seedHash: next.seed_hash,
      serverSeed: null,
    });
  });
});

describe('blackjack: turns', () => {
  it('takes moves only on your own hand in your turn, and only legal ones', async () => {
    const a = await fundedPlayer(t, 10_000);
    const b = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await bet(a, round.id, 10);
    await bet(b, round.id, 10);
    await expectAppError(act(a, round.id, 'stand', 0), 409, 'e.blackjackNotInPlay');
    // Two seats: a1 b1 up a2 b2 hole. No blackjacks, the up card a 2–9, seat A's cards not a pair.
    await rig(round, (c) => {
      const up = value(c[2]!);
      return (
        up >= 2 &&
        up <= 9 &&
        handValue([c[0]!, c[3]!]).total < 21 &&
        handValue([c[1]!, c[4]!]).total < 21 &&
        value(c[0]!) !== value(c[3]!)
      );
    });
    expect(await close(round)).toEqual(['playing']);
    expect((await play()).play).toMatchObject({ stage: 'players', turn: 0 });
    await expectAppError(act(b, round.id, 'stand', 0), 409, 'e.blackjackNotYourTurn');
    await expectAppError(act(b, round.id, 'stand', 1), 409, 'e.blackjackNotYourTurn');
    await expectAppError(act(a, round.id, 'stand', 1), 409, 'e.blackjackNotYourTurn');
    await expectAppError(act(a, round.id, 'split', 0), 409, 'e.blackjackActionNotAllowed');
    await expectAppError(act(a, round.id, 'insurance', 0), 409, 'e.blackjackActionNotAllowed');
    await act(a, round.id, 'stand', 0);
    expect((await play()).play).toMatchObject({ turn: 1 });
    await act(b, round.id, 'stand', 1);
    expect(await blackjack.tick()).toEqual(['settled']);
    const settled = (await play()).play!;
    expect(settled.stage).toBe('done');
    expect(settled.dealerTotal).toBeGreaterThanOrEqual(17);
    for (const [i, p] of [a, b].entries()) {
      expect(await cash(p)).toBe(10_000 - 1_000 + settled.hands[i]!.payout! * 100);
    }
    await expectBooksOk(t);
  });

  it('auto-stands a hand whose player does not act (or left) when the timer runs out, and settles by the rules', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await bet(playerId, round.id, 20);
    await rig(round, (c) => value(c[1]!) >= 2 && value(c[1]!) <= 9 && handValue([c[0]!, c[2]!]).total < 21);
    await close(round);
    const dealt = (await play()).play!;
    expect(dealt.dealer[1]).toBeNull(); // the hole card stays hidden
    t.clock.set(new Date(Date.parse(dealt.deadline!) - 1));
    expect(await blackjack.tick()).toEqual(['playing']);
    t.clock.set(new Date(dealt.deadline!));
    expect(await blackjack.tick()).toEqual(['settled']);
    const settled = (await play()).play!;
    expect(settled.hands[0]).toMatchObject({ status: 'stood', cards: dealt.hands[0]!.cards });
    expect(await cash(playerId)).toBe(10_000 - 2_000 + settled.hands[0]!.payout! * 100);
    await expectAppError(act(playerId, round.id, 'hit', 0), 409, 'e.blackjackNotInPlay');
    await expectBooksOk(t);
  });
});

describe('blackjack: money through the ledger', () => {
  it('double: the same stake again through the game wallet, one card, paid on the doubled stake', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await bet(playerId, round.id, 10);
    // hard 9, 10 or 11 against a 2–9
    await rig(round, (c) => {
      const v = handValue([c[0]!, c[2]!]);
      return !v.soft && v.total >= 9 && v.total <= 11 && value(c[1]!) >= 2 && value(c[1]!) <= 9;
    });
    await close(round);
    const result = await act(playerId, round.id, 'double', 0);
    expect(result.balance).toBe(80);
    expect(await blackjack.tick()).toEqual(['settled']);
    const hand = (await play()).play!.hands[0]!;
    expect(hand).toMatchObject({ doubled: true, status: expect.stringMatching(/doubled|bust|stood/) });
    expect(hand.cards).toHaveLength(3);
    expect([0, 20, 40]).toContain(hand.payout);
    expect(await cash(playerId)).toBe(10_000 - 2_000 + hand.payout! * 100);
    const ticket = await t.db
      .selectFrom('table_tickets')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ stake: '2000', status: 'settled', payout: String(hand.payout! * 100) });
    await expectBooksOk(t);
  });

  it('split: a second stake, two hands played one after the other, each settled', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await bet(playerId, round.id, 10, 2);
    // a pair of one rank (not aces) against a 2–9
    await rig(
      round,
      (c) => c[0]! % 13 === c[2]! % 13 && value(c[0]!) !== 1 && value(c[1]!) >= 2 && value(c[1]!) <= 9,
    );
    await close(round);
    await act(playerId, round.id, 'split', 0);
    let p = (await play()).play!;
    expect(p.hands).toHaveLength(2);
    expect(p.hands.every((h) => h.fromSplit && h.cards.length === 2)).toBe(true);
    expect(await cash(playerId)).toBe(10_000 - 1_200 - 1_000);
    await expectAppError(act(playerId, round.id, 'split', p.turn!), 409, 'e.blackjackActionNotAllowed');
    while (p.turn !== null) {
      await act(playerId, round.id, 'stand', p.turn);
      p = (await play()).play!;
    }
    await blackjack.tick();
    p = (await play()).play!;
    const seat = p.seats[0]!;
    // a pair was dealt: the side bet (₺2) won 25:1, 12:1 or 6:1
    const pairsBack = { perfect: 52, coloured: 26, mixed: 14 }[seat.pairsResult!];
    expect(seat.payout).toBe(p.hands.reduce((sum, h) => sum + h.payout!, 0) + pairsBack);
    expect(await cash(playerId)).toBe(10_000 - 2_200 + seat.payout! * 100);
    await expectBooksOk(t);
  });

  it('insurance under an ace: half the bet, paid 2:1 when the dealer has blackjack; lost otherwise and play goes on', async () => {
    const a = await fundedPlayer(t, 10_000);
    let round = await openRound();
    await bet(a, round.id, 10);
    // dealer A + ten (blackjack), player no blackjack
    await rig(
      round,
      (c) => value(c[1]!) === 1 && value(c[3]!) === 10 && handValue([c[0]!, c[2]!]).total < 21,
      'ins',
    );
    await close(round);
    expect((await play()).play).toMatchObject({ stage: 'insurance' });
    await expectAppError(act(a, round.id, 'hit', 0), 409, 'e.blackjackNotYourTurn');
    const insured = await act(a, round.id, 'insurance', 0);
    expect(insured.balance).toBe(85);
    expect(await blackjack.tick()).toEqual(['settled']);
    // main bet lost (10), insurance 5 paid 2:1 (15 back): even
    expect(await cash(a)).toBe(10_000);
    expect((await play()).play!.seats[0]).toMatchObject({ insurance: 5, payout: 15 });

    const b = await fundedPlayer(t, 10_000);
    round = await openRound();
    await bet(b, round.id, 10);
    await rig(
      round,
      (c) => value(c[1]!) === 1 && value(c[3]!) !== 10 && handValue([c[0]!, c[2]!]).total < 21,
      'noins',
    );
    await close(round);
    await act(b, round.id, 'insurance', 0);
    expect(await blackjack.tick()).toEqual(['playing']);
    expect((await play()).play).toMatchObject({ stage: 'players', turn: 0 });
    await act(b, round.id, 'stand', 0);
    await blackjack.tick();
    const hand = (await play()).play!.hands[0]!;
    expect(await cash(b)).toBe(10_000 - 1_500 + hand.payout! * 100);
    await expectBooksOk(t);
  });
});

describe('blackjack: requests and nodes', () => {
  it('answers a repeated request once: the same seat, the same move applied once; an id reused for another move is refused', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    const id = randomUUID();
    const first = await bet(playerId, round.id, 10, undefined, id);
    const again = await bet(playerId, round.id, 10, undefined, id);
    expect(again.seat).toBe(first.seat);
    await expectAppError(bet(playerId, round.id, 20, undefined, id), 409, 'e.blackjackRequestReused');
    expect(await cash(playerId)).toBe(9_000);
    await rig(
      round,
      (c) => {
        const v = handValue([c[0]!, c[2]!]);
        return !v.soft && v.total <= 11 && value(c[1]!) >= 2 && value(c[1]!) <= 9;
      },
      'idem',
    );
    await close(round);
    const move = randomUUID();
    const [x, y] = await Promise.all([
      act(playerId, round.id, 'double', 0, move),
      act(playerId, round.id, 'double', 0, move),
    ]);
    expect(x.round.play!.hands[0]!.cards).toHaveLength(3);
    expect(y.round.play!.hands[0]!.cards).toHaveLength(3);
    expect(await cash(playerId)).toBe(8_000);
    await expectAppError(act(playerId, round.id, 'stand', 0, move), 409, 'e.blackjackRequestReused');
    await blackjack.tick();
    await expectBooksOk(t);
  });

  it('lets a second node take over a lapsed lease mid-hand and finish the round by the rules', async () => {
    const events: BlackjackEvent[] = [];
    const nodeB = createBlackjackService({
      db: t.db,
      clock: t.clock,
      wallet: t.app.gameWallet,
      usernameOf: async () => null,
      emit: (_table, e) => events.push(e),
      nodeId: 'node-b',
    });
    const playerId = await fundedPlayer(t, 10_000);
    const round = await openRound();
    await bet(playerId, round.id, 10);
    await rig(
      round,
      (c) => value(c[1]!) >= 2 && value(c[1]!) <= 9 && handValue([c[0]!, c[2]!]).total < 21,
      'node',
    );
    await close(round);
    expect(await nodeB.tick()).toEqual(['not-leader']);
    // Node A dies; its lease lapses and the player's timer runs out: B stands the hand, plays the dealer, pays.
    const deadline = Date.parse((await play()).play!.deadline!);
    t.clock.set(new Date(Math.max(deadline, t.clock.now().getTime() + blackjack.timings.leaseMs + 1)));
    expect(await nodeB.tick()).toEqual(['settled']);
    expect(await blackjack.tick()).toEqual(['not-leader']);
    const hand = (await blackjack.round(Number(round.id))).play!.hands[0]!;
    expect(await cash(playerId)).toBe(9_000 + hand.payout! * 100);
    expect(events.map((e) => e.type)).toEqual(['result']);
    await nodeB.engine.stop();
    await expectBooksOk(t);
  });
});

describe('blackjack: HTTP', () => {
  const client = () => api(t.app);
  const session = async (playerId: string, code = BLACKJACK_GAME_CODE, locale: 'en' | 'tr' = 'en') =>
    asGameSession(await openGameSession(t, playerId, code), locale);

  it('shows the table, seats a bet and takes a move with the blackjack session; refuses other sessions and bad input in words', async () => {
    const playerId = await fundedPlayer(t, 50_000);
    const round = await openRound();
    const opts = await session(playerId);
    const state = await client().post<BlackjackPlayerState>(BlackjackApiPath.state, {}, opts);
    expect(state.body.data).toMatchObject({
      table: BLACKJACK_TABLE,
      balance: 500,
      mySeat: null,
      round: { roundId: Number(round.id), phase: 'betting' },
      limits: { minBet: 5, seats: 7 },
    });
    const placed = await client().post<BlackjackBetResult>(
      BlackjackApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), bet: 12.5 },
      opts,
    );
    expect(placed.body.message).toBe('Your bet of ₺12,50 is placed.');
    expect(placed.body.data).toMatchObject({ seat: 0, balance: 487.5 });
    const tr = await client().post(
      BlackjackApiPath.bet,
      { roundId: Number(round.id), requestId: randomUUID(), bet: 10_000 },
      await session(playerId, BLACKJACK_GAME_CODE, 'tr'),
    );
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe('Ana bahse en fazla ₺5.000,00 yatırılabilir.');
    const wrong = await client().post(
      BlackjackApiPath.state,
      {},
      await session(playerId, ROULETTE_GAME_CODE),
    );
    expect(wrong.status).toBe(403);
    const bad = await client().post(
      BlackjackApiPath.action,
      { roundId: Number(round.id), requestId: randomUUID(), action: 'surrender', hand: 0 },
      opts,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);

    await rig(
      round,
      (c) => value(c[1]!) >= 2 && value(c[1]!) <= 9 && handValue([c[0]!, c[2]!]).total < 21,
      'http',
    );
    await close(round);
    const moved = await client().post<BlackjackActionResult>(
      BlackjackApiPath.action,
      { roundId: Number(round.id), requestId: randomUUID(), action: 'stand', hand: 0 },
      opts,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.round.play).toMatchObject({ stage: 'dealer' });
    await blackjack.tick();
    const recall = await client().get<unknown>(`${BlackjackApiPath.round}?id=${round.id}`);
    expect(recall.body).toMatchObject({ success: true, data: { phase: 'settled', play: { stage: 'done' } } });

    await openRound();
    const live = await client().get<LiveTableState[]>(RouletteApiPath.live);
    const tile = live.body.data.find((s) => s.gameCode === BLACKJACK_GAME_CODE);
    expect(tile).toMatchObject({ table: BLACKJACK_TABLE, phase: 'betting' });
    expect(tile!.last.length).toBeGreaterThan(0);
    await expectBooksOk(t);
  });
});
