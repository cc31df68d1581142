import { createHmac } from 'node:crypto';
import {
  BLACKJACK_GAME_CODE,
  BLACKJACK_TABLE,
  type BlackjackActionRequest,
  type BlackjackActionResult,
  type BlackjackBetRequest,
  type BlackjackBetResult,
  type BlackjackEvent,
  type BlackjackPlay,
  type BlackjackPlayerState,
  type BlackjackRound,
  type BlackjackShoeView,
  type BlackjackSnapshot,
} from '@kasa/contract/blackjack';
import {
  BJ_CUT_CARD,
  BJ_SEATS,
  BJ_SHOE_SIZE,
  BLACKJACK_CHIP_VALUES,
  BLACKJACK_LIMITS,
  applyAction,
  blackjackShoe,
  cardText,
  dealerPeeks,
  dealerPlay,
  handPayout,
  handResult,
  handValue,
  insurancePayout,
  insuranceStake,
  isBlackjack,
  legalActions,
  newHand,
  openHand,
  PAIR_PAYS,
  pairKind,
  type BjAction,
  type BjHand,
  type BlackjackLimits,
  type Card,
  type PairKind,
} from '@kasa/contract/blackjack-rules';
import type { LiveTableState } from '@kasa/contract/roulette';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import { AppError, badRequest, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { formatKurus } from '../../../lib/money.ts';
import { maskName } from '../crash/crash.service.ts';
import {
  createTableEngine,
  newServerSeed,
  seedHashOf,
  type InRoundStep,
  type TableTimings,
} from './tables.engine.ts';
import * as repo from './tables.repository.ts';
import {
  debitTicket,
  payWin,
  recordTableRound,
  TABLES_PROVIDER,
  type TableGameKeys,
  type TablesWallet,
  walletRoundId,
} from './tables.tickets.ts';
import { createLiveCache, roundHead, snapshotTiles } from './tables.views.ts';
import type { TableRoundRow, TicketLine } from './tables.table.ts';

const KEYS: TableGameKeys = { prefix: 'blackjack', gameCode: BLACKJACK_GAME_CODE };
const LAST_ROUNDS = 20;

/** Betting 15 s, then the round is played (each decision 10 s); the result stays 5 s after the dealer's last card. */
export const BLACKJACK_TIMINGS: Partial<TableTimings> = { bettingMs: 15_000, spinMs: 0, pauseMs: 5_000 };
export const BLACKJACK_DECISION_MS = 10_000;
/** The dealer's cards appear one by one on the screens (the result stands after the last). */
const DEALER_CARD_MS = 900;

/** A seat as stored in the round's play (the player id stays on the server). */
interface StoredSeat {
  seat: number;
  playerId: string;
  label: string;
  ticketId: string;
  /** Kuruş. */
  bet: number;
  pairs: number;
  pairsResult: PairKind | null;
  /** null undecided / not offered, 0 declined, else the stake. */
  insurance: number | null;
  payout: number | null;
}

/** The round's play, stored in `table_rounds.outcome` while it is played and once settled. */
interface StoredPlay {
  shoe: number;
  from: number;
  next: number;
  stage: BlackjackPlay['stage'];
  deadline: string | null;
  turn: number | null;
  dealer: Card[];
  /** Whether the hole card is shown (the dealer's play, or the end). */
  revealed: boolean;
  dealerTotal: number | null;
  seats: StoredSeat[];
  hands: BjHand[];
  /** Every card this round took from the shoe, in order (shown once the round is over; the verify page's check). */
  sequence: Card[];
  /** Applied requests: requestId → "action:hand" (a repeat returns the state, a changed repeat is refused). */
  requests: Record<string, string>;
}

interface BlackjackSettled {
  winners: { player: string; payout: number }[];
}

export interface BlackjackServiceDeps {
  db: Db;
  clock: Clock;
  wallet: TablesWallet;
  usernameOf: (playerId: string) => Promise<string | null>;
  emit: (table: string, event: BlackjackEvent) => void;
  nodeId: string;
  timings?: Partial<TableTimings>;
  /** Each player decision's window (auto-stand when it runs out). */
  decisionMs?: number;
  limits?: BlackjackLimits;
  tables?: readonly string[];
}

const hmacSha256 = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/**
 * Live blackjack on the shared-round engine with its in-round hook (docs/decisions/0312): bets in the window (one seat
 * per player, seven seats), the deal at the close, the insurance window when the dealer shows an ace, each hand's
 * decisions in turn with a timer (auto-stand when it runs out or the player left), the dealer (S17), and the
 * settlement of every seat in one transaction. The shoe lasts rounds until the cut card.
 */
export function createBlackjackService(deps: BlackjackServiceDeps) {
  const { db, clock, wallet, emit } = deps;
  const limits = deps.limits ?? BLACKJACK_LIMITS;
  const tables = deps.tables ?? [BLACKJACK_TABLE];
  const decisionMs = deps.decisionMs ?? BLACKJACK_DECISION_MS;

  // The shoe's order is a pure function of its seed: computed once per shoe and node.
  const shoeCache = new Map<string, Card[]>();
  async function shoeCards(table: string, shoeNo: number, seed: string): Promise<Card[]> {
    const key = `${table}:${shoeNo}:${seed}`;
    let cards = shoeCache.get(key);
    if (!cards) {
      cards = await blackjackShoe(hmacSha256, seed, table, shoeNo);
      if (shoeCache.size > 8) shoeCache.clear();
      shoeCache.set(key, cards);
    }
    return cards;
  }
  /** Deals from the shoe at `play.next` (past the end — never reached with seven seats — it goes round again). */
  const taker = (cards: Card[], play: StoredPlay) => () => {
    const card = cards[play.next++ % BJ_SHOE_SIZE]!;
    play.sequence.push(card);
    return card;
  };

  // ---- views ----

  function shoeView(shoe: {
    shoe_no: number;
    seed_hash: string;
    server_seed: string;
    ended_at: Date | null;
    cut_card: number;
    dealt: number;
  }): BlackjackShoeView {
    return {
      shoe: shoe.shoe_no,
      seedHash: shoe.seed_hash,
      serverSeed: shoe.ended_at ? shoe.server_seed : null,
      cutCard: shoe.cut_card,
      dealt: shoe.dealt,
    };
  }

  function playView(play: StoredPlay): BlackjackPlay {
    const shown = play.revealed ? play.dealer : play.dealer.map((c, i) => (i === 1 ? null : c));
    const visible = play.revealed ? play.dealer : play.dealer.slice(0, 1);
    return {
      stage: play.stage,
      deadline: play.deadline,
      turn: play.turn,
      dealer: shown,
      dealerTotal: visible.length ? handValue(visible).total : null,
      seats: play.seats.map((s) => ({
        seat: s.seat,
        player: s.label,
        bet: kurusToLira(s.bet),
        pairs: kurusToLira(s.pairs),
        pairsResult: s.pairsResult,
        insurance: s.insurance === null ? null : kurusToLira(s.insurance),
        payout: s.payout === null ? null : kurusToLira(s.payout),
      })),
      hands: play.hands.map((h) => {
        const v = handValue(h.cards);
        return {
          seat: h.seat,
          cards: h.cards,
          total: v.total,
          soft: v.soft,
          bet: kurusToLira(h.bet),
          doubled: h.doubled,
          fromSplit: h.fromSplit,
          status: h.status,
          result: h.result,
          payout: h.payout === null ? null : kurusToLira(h.payout),
        };
      }),
      from: play.from,
      next: play.next,
      sequence: play.stage === 'done' ? play.sequence : null,
    };
  }

  async function toRound(tx: Db, row: TableRoundRow): Promise<BlackjackRound> {
    const play = row.outcome as StoredPlay | null;
    const shoe = play
      ? await repo.findShoe(tx, row.table_code, play.shoe)
      : await repo.latestShoe(tx, row.table_code);
    return {
      ...roundHead(row),
      shoe: shoe
        ? shoeView(shoe)
        : { shoe: 0, seedHash: row.seed_hash, serverSeed: null, cutCard: BJ_CUT_CARD, dealt: 0 },
      play: play ? playView(play) : null,
    };
  }

  // ---- the round's play ----

  /** The next hand still to play from `from` on (null: the players are done). */
  function nextTurn(play: StoredPlay, from: number): number | null {
    for (let i = from; i < play.hands.length; i++) if (play.hands[i]!.status === 'playing') return i;
    return null;
  }

  function toPlayers(play: StoredPlay, now: Date) {
    play.turn = nextTurn(play, 0);
    play.stage = play.turn === null ? 'dealer' : 'players';
    play.deadline = play.turn === null ? null : new Date(now.getTime() + decisionMs).toISOString();
  }

  /**
   * The dealer's play and the settlement, in the step's transaction: the hole card shown, the dealer draws to 17 when
   * any hand is still live, every hand, pair and insurance paid, one game-wallet win per seat, the tickets and recalls
   * written; the shoe's count moves on and a shoe whose cut card came out ends (its seed revealed).
   */
  async function finish(
    tx: Db,
    round: TableRoundRow,
    play: StoredPlay,
    now: Date,
  ): Promise<InRoundStep<BlackjackSettled>> {
    const before = play.dealer.length;
    if (play.seats.length > 0) {
      const shoe = await repo.findShoe(tx, round.table_code, play.shoe);
      if (!shoe) throw new Error('blackjack: the round has no shoe');
      const live = play.hands.some((h) => h.status !== 'bust' && h.status !== 'blackjack');
      const dealerBj = isBlackjack(play.dealer);
      if (live && !dealerBj) {
        const cards = await shoeCards(round.table_code, play.shoe, shoe.server_seed);
        play.dealer = dealerPlay(play.dealer, taker(cards, play));
      }
      play.revealed = true;
      play.dealerTotal = handValue(play.dealer).total;
      await repo.setShoeDealt(tx, round.table_code, play.shoe, play.next);
      if (play.next >= shoe.cut_card) await repo.endShoe(tx, shoe.id, now);
    }
    play.stage = 'done';
    play.turn = null;
    play.deadline = null;

    const winners: BlackjackSettled['winners'] = [];
    for (const seat of play.seats) {
      const lines: TicketLine[] = [];
      const own = play.hands.filter((h) => h.seat === seat.seat);
      own.forEach((hand, k) => {
        hand.result = handResult(hand, play.dealer);
        hand.payout = handPayout(hand, hand.result);
        lines.push({ spot: `hand${k + 1}`, amount: hand.bet * (hand.doubled ? 2 : 1), payout: hand.payout });
      });
      // The pair was judged on the seat's first two cards at the deal (a split moves them into two hands).
      if (seat.pairs > 0) {
        const kind = seat.pairsResult;
        lines.push({
          spot: 'pairs',
          amount: seat.pairs,
          payout: kind ? (PAIR_PAYS[kind] + 1) * seat.pairs : 0,
        });
      }
      if (seat.insurance) {
        lines.push({
          spot: 'insurance',
          amount: seat.insurance,
          payout: insurancePayout(seat.insurance, play.dealer),
        });
      }
      const stake = lines.reduce((sum, l) => sum + l.amount, 0);
      const payout = lines.reduce((sum, l) => sum + (l.payout ?? 0), 0);
      seat.payout = payout;
      await repo.updateTicketLines(tx, seat.ticketId, lines, stake);
      await repo.settleTicket(tx, seat.ticketId, lines, payout, now);
      await payWin(tx, wallet, KEYS, round.id, seat.playerId, payout);
      await recordTableRound(tx, wallet, KEYS, {
        round,
        playerId: seat.playerId,
        game: 'blackjack',
        stake,
        payout,
        lines,
        detail: {
          hands: own.map((h) => ({
            cards: h.cards.map(cardText).join(' '),
            total: handValue(h.cards).total,
            result: h.result,
          })),
          dealerCards: play.dealer.map(cardText).join(' '),
          dealerTotal: play.dealerTotal,
          shoe: play.shoe,
          shoePositions: [play.from, play.next],
          serverSeedHash: round.seed_hash,
        },
        createdAt: round.closes_at,
        settledAt: now,
      });
      if (payout > 0) winners.push({ player: seat.label, payout: kurusToLira(payout) });
    }
    winners.sort((a, b) => b.payout - a.payout);
    const drawn = play.dealer.length - before;
    return {
      play,
      done: true,
      settled: { winners: winners.slice(0, 10) },
      resultAt: new Date(now.getTime() + DEALER_CARD_MS * (drawn + 1)),
    };
  }

  /** The close: the seats from the tickets (in betting order), two cards each and the dealer's two, then the stage. */
  async function begin(tx: Db, round: TableRoundRow, now: Date): Promise<InRoundStep<BlackjackSettled>> {
    const shoe = await repo.latestShoe(tx, round.table_code, true);
    if (!shoe || shoe.seed_hash !== round.seed_hash) throw new Error('blackjack: the round has no shoe');
    const tickets = (await repo.openTicketsLocked(tx, round.id)).sort((a, b) => Number(a.id) - Number(b.id));
    const play: StoredPlay = {
      shoe: shoe.shoe_no,
      from: shoe.dealt,
      next: shoe.dealt,
      stage: 'players',
      deadline: null,
      turn: null,
      dealer: [],
      revealed: false,
      dealerTotal: null,
      seats: tickets.map((t, seat) => {
        const stakes = t.stakes as { bet: number; pairs: number };
        return {
          seat,
          playerId: t.player_id,
          label: t.player_label,
          ticketId: t.id,
          bet: stakes.bet,
          pairs: stakes.pairs,
          pairsResult: null,
          insurance: null,
          payout: null,
        };
      }),
      hands: [],
      sequence: [],
      requests: {},
    };
    if (play.seats.length === 0) return finish(tx, round, play, now);
    const take = taker(await shoeCards(round.table_code, shoe.shoe_no, shoe.server_seed), play);
    play.hands = play.seats.map((s) => newHand(s.seat, s.bet));
    for (const hand of play.hands) hand.cards.push(take());
    play.dealer.push(take());
    for (const hand of play.hands) hand.cards.push(take());
    play.dealer.push(take());
    for (const hand of play.hands) openHand(hand);
    for (const seat of play.seats) {
      const hand = play.hands[seat.seat]!;
      if (seat.pairs > 0) seat.pairsResult = pairKind(hand.cards[0]!, hand.cards[1]!);
    }
    const up = play.dealer[0]!;
    if (handValue([up]).total === 11) {
      play.stage = 'insurance';
      play.deadline = new Date(now.getTime() + decisionMs).toISOString();
      return { play };
    }
    if (dealerPeeks(up) && isBlackjack(play.dealer)) return finish(tx, round, play, now);
    toPlayers(play, now);
    if (play.stage === 'dealer') return finish(tx, round, play, now);
    return { play };
  }

  /** A dealer step: the insurance window's end, a decision's timeout (auto-stand), the dealer's turn. */
  async function advance(
    tx: Db,
    round: TableRoundRow,
    now: Date,
  ): Promise<InRoundStep<BlackjackSettled> | null> {
    const play = round.outcome as StoredPlay;
    const due = play.deadline !== null && now.getTime() >= Date.parse(play.deadline);
    if (play.stage === 'insurance') {
      if (!due && play.seats.some((s) => s.insurance === null)) return null;
      for (const seat of play.seats) if (seat.insurance === null) seat.insurance = 0;
      if (isBlackjack(play.dealer)) return finish(tx, round, play, now);
      toPlayers(play, now);
      // toPlayers moved the stage on (TypeScript still sees 'insurance' here).
      return (play.stage as StoredPlay['stage']) === 'dealer' ? finish(tx, round, play, now) : { play };
    }
    if (play.stage === 'players') {
      if (!due || play.turn === null) return null;
      // Timeout (the player is away or gone): the hand stands.
      play.hands[play.turn]!.status = 'stood';
      const next = nextTurn(play, play.turn + 1);
      if (next === null) return finish(tx, round, play, now);
      play.turn = next;
      play.deadline = new Date(now.getTime() + decisionMs).toISOString();
      return { play };
    }
    if (play.stage === 'dealer') return finish(tx, round, play, now);
    return null;
  }

  // ---- the shoe: one seed for many rounds ----

  async function seed(tx: Db, table: string, now: Date) {
    const shoe = await repo.latestShoe(tx, table, true);
    if (shoe && !shoe.ended_at && shoe.dealt < shoe.cut_card) {
      return { serverSeed: shoe.server_seed, seedHash: shoe.seed_hash };
    }
    if (shoe && !shoe.ended_at) await repo.endShoe(tx, shoe.id, now);
    const serverSeed = newServerSeed();
    const fresh = await repo.insertShoe(tx, {
      table,
      shoeNo: (shoe?.shoe_no ?? 0) + 1,
      serverSeed,
      seedHash: seedHashOf(serverSeed),
      cutCard: BJ_CUT_CARD,
      openedAt: now,
    });
    return { serverSeed: fresh.server_seed, seedHash: fresh.seed_hash };
  }

  async function lastTotals(tx: Db, table: string): Promise<number[]> {
    const rows = await repo.settledRounds(tx, table, LAST_ROUNDS);
    return rows
      .map((r) => (r.outcome as StoredPlay | null)?.dealerTotal ?? null)
      .filter((t): t is number => t !== null)
      .map((t) => Math.min(t, 22));
  }

  const engine = createTableEngine<null, BlackjackSettled>({
    db,
    clock,
    nodeId: deps.nodeId,
    tables,
    timings: { ...BLACKJACK_TIMINGS, ...deps.timings },
    game: {
      game: 'blackjack',
      draw: async () => null,
      settle: async () => ({ winners: [] }),
      inRound: {
        seed,
        begin,
        advance,
        onPlay: (round) => {
          void announce(round, 'play');
        },
      },
      onOpened: (round) => {
        void announce(round, 'round');
      },
      onSettled: async (round, settled) => {
        emit(round.table_code, {
          type: 'result',
          serverTime: clock.now().toISOString(),
          round: await toRound(db, round),
          last: await lastTotals(db, round.table_code),
          winners: settled.winners,
        });
      },
    },
  });

  async function announce(round: TableRoundRow, type: 'round' | 'play') {
    try {
      emit(round.table_code, {
        type,
        serverTime: clock.now().toISOString(),
        round: await toRound(db, round),
      });
    } catch {
      // The next event or snapshot carries the state.
    }
  }

  function tableOf(table: string): string {
    if (!tables.includes(table)) throw new AppError(404, 'e.tableUnknown');
    return table;
  }

  async function playersOf(round: TableRoundRow | undefined): Promise<number> {
    if (!round) return 0;
    if (round.phase === 'betting') return repo.roundPlayers(db, round.id);
    return (round.outcome as StoredPlay | null)?.seats.length ?? 0;
  }

  async function snapshot(table: string): Promise<BlackjackSnapshot> {
    tableOf(table);
    const round = await repo.latestRound(db, table);
    return {
      serverTime: clock.now().toISOString(),
      table,
      round: round ? await toRound(db, round) : null,
      players: await playersOf(round),
      last: await lastTotals(db, table),
    };
  }

  const lira = (kurus: number) => kurusToLira(kurus);

  async function balanceOf(playerId: string) {
    const b = await wallet.balance(playerId);
    return { balance: kurusToLira(b.cash), bonusBalance: kurusToLira(b.bonus) };
  }

  const liveCache = createLiveCache(clock);

  return {
    engine,
    timings: engine.timings,
    decisionMs,
    limits,
    tables,
    snapshot,
    tick: () => engine.tick(),

    async playerState(playerId: string, table = BLACKJACK_TABLE): Promise<BlackjackPlayerState> {
      const snap = await snapshot(table);
      let mySeat: number | null = null;
      const current = snap.round ? String(snap.round.roundId) : null;
      if (current) {
        const row = await repo.findRound(db, current);
        const play = row?.outcome as StoredPlay | null;
        if (play) mySeat = play.seats.find((s) => s.playerId === playerId)?.seat ?? null;
        else {
          const tickets = await repo.roundTickets(db, current);
          const index = tickets.findIndex((t) => t.player_id === playerId);
          mySeat = index < 0 ? null : index;
        }
      }
      const last = await repo.lastRoundTickets(db, table, playerId, null);
      const lastStakes = last[0]?.stakes as { bet: number; pairs: number } | undefined;
      return {
        ...snap,
        limits: {
          minBet: lira(limits.minBet),
          maxBet: lira(limits.maxBet),
          maxPairs: lira(limits.maxPairs),
          chips: BLACKJACK_CHIP_VALUES.map(lira),
          seats: BJ_SEATS,
          decisionMs,
        },
        mySeat,
        lastBet: lastStakes ? { bet: lira(lastStakes.bet), pairs: lira(lastStakes.pairs) } : null,
        ...(await balanceOf(playerId)),
      };
    },

    /**
     * A seat in the open round: one bet (main + optional Perfect Pairs) per player and round, seven seats, in one
     * transaction under the round's lock (bets at one table queue on it, so the seat count and the one-bet rule hold
     * under races), the stake through the game wallet. A repeated `requestId` returns the seat; a changed repeat is
     * refused.
     */
    async placeBet(
      playerId: string,
      input: BlackjackBetRequest,
      table = BLACKJACK_TABLE,
    ): Promise<BlackjackBetResult> {
      tableOf(table);
      const bet = liraToKurus(input.bet);
      const pairs = input.pairs === undefined ? 0 : liraToKurus(input.pairs);
      if (bet < limits.minBet) throw badRequest('e.blackjackBetMin', formatKurus(limits.minBet));
      if (bet > limits.maxBet) throw badRequest('e.blackjackBetMax', formatKurus(limits.maxBet));
      if (pairs > limits.maxPairs) throw badRequest('e.blackjackPairsMax', formatKurus(limits.maxPairs));
      const label = maskName(await deps.usernameOf(playerId), playerId);
      const stakes = { bet, pairs };
      const lines: TicketLine[] = [{ spot: 'main', amount: bet, payout: null }];
      if (pairs > 0) lines.push({ spot: 'pairs', amount: pairs, payout: null });

      const result = await db.transaction().execute(async (tx) => {
        // Bets at this table queue here: the seat count and one bet per player are decided one at a time.
        await repo.roundLocked(tx, String(input.roundId));
        return engine.withOpenRound(tx, table, String(input.roundId), async (round, now) => {
          const tickets = await repo.roundTickets(tx, round.id);
          const again = await repo.findTicketByRequest(tx, playerId, input.requestId);
          if (again) {
            if (again.round_id !== round.id || JSON.stringify(again.stakes) !== JSON.stringify(stakes)) {
              throw conflict('e.blackjackRequestReused');
            }
            // The balance is read after the transaction (no second connection inside it).
            return {
              seat: tickets.findIndex((t) => t.id === again.id),
              stake: Number(again.stake),
              balance: null,
            };
          }
          if (tickets.some((t) => t.player_id === playerId)) throw conflict('e.blackjackAlreadySeated');
          if (tickets.length >= BJ_SEATS) throw conflict('e.blackjackTableFull');
          const { debited: b } = await debitTicket(tx, wallet, KEYS, round, now, {
            playerId,
            playerLabel: label,
            requestId: input.requestId,
            stakes,
            lines,
            stake: bet + pairs,
          });
          return {
            seat: tickets.length,
            stake: bet + pairs,
            balance: { balance: kurusToLira(b.balance), bonusBalance: kurusToLira(b.bonusBalance) },
          };
        });
      });
      void repo.roundPlayers(db, String(input.roundId)).then(
        (players) => emit(table, { type: 'players', table, roundId: input.roundId, players }),
        () => undefined,
      );
      return {
        seat: result.seat,
        stake: kurusToLira(result.stake),
        ...(result.balance ?? (await balanceOf(playerId))),
      };
    },

    /**
     * A player's move on their own hand in their turn (or their insurance decision), in one transaction on the locked
     * round: the move checked against the stage, the turn, the hand's owner, the deadline and the legal actions; a
     * double, split or insurance stake through the game wallet in the same transaction. A repeated `requestId` returns
     * the round as it is; the same id for another move is refused.
     */
    async act(
      playerId: string,
      input: BlackjackActionRequest,
      table = BLACKJACK_TABLE,
    ): Promise<BlackjackActionResult> {
      tableOf(table);
      const key = `${input.action}:${input.hand}`;
      const outcome = await db.transaction().execute(async (tx) => {
        const round = await repo.roundLocked(tx, String(input.roundId));
        if (!round || round.table_code !== table) throw conflict('e.blackjackNotInPlay');
        const play = round.outcome as StoredPlay | null;
        const done = play?.requests[input.requestId];
        if (play && done !== undefined) {
          if (done !== key) throw conflict('e.blackjackRequestReused');
          return { round, moved: false };
        }
        if (round.phase !== 'playing' || !play) throw conflict('e.blackjackNotInPlay');
        const now = clock.now();
        const seat = play.seats.find((s) => s.playerId === playerId);
        const hand = play.hands[input.hand];
        if (!seat || !hand || hand.seat !== seat.seat) throw conflict('e.blackjackNotYourTurn');
        if (play.deadline === null || now.getTime() >= Date.parse(play.deadline))
          throw conflict('e.blackjackNotYourTurn');
        const debit = async (amount: number, what: string) => {
          const ticket = await repo.findTicketById(tx, seat.ticketId);
          if (!ticket) throw new Error('blackjack: the seat has no ticket');
          const lines = [...ticket.lines, { spot: what, amount, payout: null }];
          await repo.updateTicketLines(tx, ticket.id, lines, Number(ticket.stake) + amount);
          await wallet.bet(
            {
              provider: TABLES_PROVIDER,
              transactionId: `blackjack:${round.id}:t${seat.ticketId}:${what}`,
              playerId,
              gameCode: BLACKJACK_GAME_CODE,
              roundId: walletRoundId(KEYS, round.id),
              amount,
            },
            tx,
          );
        };

        if (input.action === 'insurance' || input.action === 'noInsurance') {
          if (play.stage !== 'insurance' || seat.insurance !== null)
            throw conflict('e.blackjackActionNotAllowed');
          if (input.action === 'noInsurance') seat.insurance = 0;
          else {
            const stake = insuranceStake(seat.bet);
            if (stake <= 0) throw conflict('e.blackjackActionNotAllowed');
            await debit(stake, 'insurance');
            seat.insurance = stake;
          }
        } else {
          if (play.stage !== 'players' || play.turn !== input.hand) throw conflict('e.blackjackNotYourTurn');
          const action = input.action as BjAction;
          const seatHands = play.hands.filter((h) => h.seat === seat.seat).length;
          if (!legalActions(hand, seatHands).includes(action)) throw conflict('e.blackjackActionNotAllowed');
          if (action === 'double') await debit(hand.bet, `double:h${input.hand}`);
          if (action === 'split') await debit(hand.bet, 'split');
          const shoe = await repo.findShoe(tx, table, play.shoe);
          if (!shoe) throw new Error('blackjack: the round has no shoe');
          const extra = applyAction(
            hand,
            action,
            taker(await shoeCards(table, play.shoe, shoe.server_seed), play),
          );
          if (extra) play.hands.splice(input.hand + 1, 0, extra);
          const next = nextTurn(play, input.hand);
          play.turn = next;
          play.stage = next === null ? 'dealer' : 'players';
          play.deadline = next === null ? null : new Date(now.getTime() + decisionMs).toISOString();
        }
        play.requests[input.requestId] = key;
        return { round: await repo.markPlaying(tx, round.id, play), moved: true };
      });
      if (outcome.moved) void announce(outcome.round, 'play');
      return { round: await toRound(db, outcome.round), ...(await balanceOf(playerId)) };
    },

    async rounds(take: number, before?: number, table = BLACKJACK_TABLE): Promise<BlackjackRound[]> {
      tableOf(table);
      const rows = await repo.settledRounds(
        db,
        table,
        take,
        before === undefined ? undefined : String(before),
      );
      const out: BlackjackRound[] = [];
      for (const row of rows) out.push(await toRound(db, row));
      return out;
    },

    async round(id: number): Promise<BlackjackRound> {
      const row = await repo.findRound(db, String(id));
      if (!row || row.game !== 'blackjack' || row.phase !== 'settled') {
        throw new AppError(404, 'e.blackjackRoundUnknown');
      }
      return toRound(db, row);
    },

    /** The lobby tile's live state (`last`: the dealer's final totals, newest first, 22 = bust). */
    async live(): Promise<LiveTableState[]> {
      return liveCache(() =>
        snapshotTiles(BLACKJACK_GAME_CODE, tables, snapshot, (snap) => snap.last.slice(0, 10)),
      );
    },
  };
}

export type BlackjackService = ReturnType<typeof createBlackjackService>;
