// Punto banco baccarat: the 8-deck shoe shuffled from the round's committed seed, the third-card tableau, the bets and
// their payouts, the roads and the exact house edges (issue 11 §2; docs/decisions/0311-baccarat.md). Pure TypeScript,
// no I/O: the server, the table client, the verification page and `npm run rtp:baccarat` run this same code.

import type { HmacSha256 } from './fair.ts';

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

/**
 * A card is 0–51: rank = card % 13 + 1 (1 = ace … 11 = jack, 12 = queen, 13 = king), suit = ⌊card / 13⌋
 * (0 spades, 1 hearts, 2 diamonds, 3 clubs). A shoe holds each card DECKS times.
 */
export type Card = number;
export const cardRank = (card: Card) => (card % 13) + 1;
export const cardSuit = (card: Card) => Math.floor(card / 13);
/** Baccarat value: ace 1, 2–9 face value, tens and pictures 0. */
export const cardValue = (card: Card) => {
  const rank = cardRank(card);
  return rank >= 10 ? 0 : rank;
};
const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['♠', '♥', '♦', '♣'];
/** "K♥", "10♠": the same in both languages. */
export const cardText = (card: Card) => `${RANK_TEXT[card % 13]}${SUIT_TEXT[cardSuit(card)]}`;
export const handTotal = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

// ---- the tableau ----

/** Whether the player, standing on two cards totalling `total`, draws: on 0–5 (stands on 6–7; 8–9 are naturals). */
export const playerDraws = (total: number) => total <= 5;

/**
 * Whether the banker draws with `bankerTotal` on two cards. `playerThird` is the value (0–9) of the player's third card,
 * or null when the player stood (then the banker draws on 0–5 like the player).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  /** Cards in the order dealt: player, banker, player, banker, then the third cards. */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The first two cards of the hand have the same rank. */
  playerPair: boolean;
  bankerPair: boolean;
  /** Either hand's first two cards total 8 or 9. */
  natural: boolean;
}

/** Deals one coup from the top of `cards` (P, B, P, B, then the third cards by the tableau). */
export function dealCoup(cards: readonly Card[]): BaccaratHand {
  let next = 0;
  const take = () => {
    const card = cards[next++];
    if (card === undefined) throw new Error('baccarat: the shoe ran out');
    return card;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  let playerTotal = handTotal(player);
  let bankerTotal = handTotal(banker);
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(playerTotal)) {
      const card = take();
      player.push(card);
      playerThird = cardValue(card);
      playerTotal = handTotal(player);
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(take());
      bankerTotal = handTotal(banker);
    }
  }
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(player[0]!) === cardRank(player[1]!),
    bankerPair: cardRank(banker[0]!) === cardRank(banker[1]!),
    natural,
  };
}

// ---- the provably fair shoe ----

/**
 * Uniform words from the seed: HMAC-SHA256(key = server seed as hex text, message = `${table}:${round}:${cursor}`),
 * cursor 0, 1, …, each digest's eight 4-byte big-endian words in order (the same stream as roulette's draw).
 */
async function* words(hmac: HmacSha256, serverSeed: string, table: string, round: number) {
  for (let cursor = 0; ; cursor++) {
    const digest = await hmac(serverSeed, `${table}:${round}:${cursor}`);
    for (let i = 0; i + 3 < digest.length; i += 4) {
      yield digest[i]! * 2 ** 24 + digest[i + 1]! * 2 ** 16 + digest[i + 2]! * 2 ** 8 + digest[i + 3]!;
    }
  }
}

/**
 * The round's 8-deck shoe: cards 0–51 eight times in order, then a Fisher–Yates shuffle from the last position down;
 * position i swaps with j = word mod (i + 1), a word taken only when below (i + 1)·⌊2³² / (i + 1)⌋ (rejection sampling:
 * every permutation equally likely). Only the top of the shoe is dealt; a fresh shoe per round.
 */
export async function baccaratShoe(
  hmac: HmacSha256,
  serverSeed: string,
  table: string,
  round: number,
): Promise<Card[]> {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
  const stream = words(hmac, serverSeed, table, round);
  for (let i = SHOE_SIZE - 1; i > 0; i--) {
    const n = i + 1;
    const acceptBelow = n * Math.floor(2 ** 32 / n);
    let j = -1;
    while (j < 0) {
      const word = (await stream.next()).value as number;
      if (word < acceptBelow) j = word % n;
    }
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe;
}

/** The round's coup from its seed (server and verification page). */
export async function baccaratCoup(hmac: HmacSha256, serverSeed: string, table: string, round: number) {
  return dealCoup(await baccaratShoe(hmac, serverSeed, table, round));
}

// ---- bets and payouts ----

export const BaccaratSpot = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BaccaratSpot)[number];

/** What a winning bet pays per unit besides the stake back: 1:1, 0.95:1, 8:1, 11:1, 11:1. */
export const BACCARAT_PAYS: Record<BaccaratSpot, number> = {
  player: 1,
  banker: 0.95,
  tie: 8,
  playerPair: 11,
  bankerPair: 11,
};

/**
 * What a bet of `amount` kuruş returns (stake included) on `hand`: 0 on a loss; a Player or Banker bet pushes on a tie
 * (stake back); the Banker's 5 % commission is taken from the win, rounded down to the kuruş
 * (amount + ⌊amount · 95 / 100⌋).
 */
export function baccaratPayout(spot: BaccaratSpot, amount: number, hand: BaccaratHand): number {
  switch (spot) {
    case 'player':
      return hand.winner === 'player' ? 2 * amount : hand.winner === 'tie' ? amount : 0;
    case 'banker':
      return hand.winner === 'banker'
        ? amount + Math.floor((amount * 95) / 100)
        : hand.winner === 'tie'
          ? amount
          : 0;
    case 'tie':
      return hand.winner === 'tie' ? 9 * amount : 0;
    case 'playerPair':
      return hand.playerPair ? 12 * amount : 0;
    case 'bankerPair':
      return hand.bankerPair ? 12 * amount : 0;
  }
}

// ---- limits ----

export interface BaccaratLimits {
  minChip: number;
  /** Player or Banker, each. */
  maxMain: number;
  /** Tie and each pair bet. */
  maxSide: number;
  /** A player's whole round. */
  maxRound: number;
}

/** Kuruş: chip ≥ ₺1, Player/Banker ≤ ₺20 000, Tie and pairs ≤ ₺2 500, a round ≤ ₺25 000. */
export const BACCARAT_LIMITS: BaccaratLimits = {
  minChip: 100,
  maxMain: 2_000_000,
  maxSide: 250_000,
  maxRound: 2_500_000,
};
export const baccaratSpotMax = (spot: BaccaratSpot, limits: BaccaratLimits = BACCARAT_LIMITS) =>
  spot === 'player' || spot === 'banker' ? limits.maxMain : limits.maxSide;

// ---- roads ----

/** One finished coup as the roads draw it. */
export interface RoadResult {
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  total: number;
}

export interface BigRoadCell {
  col: number;
  row: number;
  winner: 'player' | 'banker';
  /** Ties dealt after this coup (drawn as a green slash and a count). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

/**
 * The big road from `results` (OLDEST first): a new column each time the winner changes, down a column while it
 * repeats; a streak that reaches the bottom (`rows`) or a taken cell turns right (the "dragon tail"). Ties do not take a
 * cell: they are counted on the last cell (ties before the first non-tie are carried onto it).
 */
export function bigRoad(results: readonly RoadResult[], rows = 6): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  let pendingTies = 0;
  let streakCol = -1; // the column where the current streak started
  let col = -1;
  let row = 0;
  let last: BigRoadCell | null = null;
  for (const result of results) {
    if (result.winner === 'tie') {
      if (last) last.ties++;
      else pendingTies++;
      continue;
    }
    if (!last || last.winner !== result.winner) {
      streakCol++;
      col = streakCol;
      row = 0;
    } else if (row + 1 < rows && !taken.has(`${col}:${row + 1}`)) {
      row++;
    } else {
      col++;
    }
    const cell: BigRoadCell = {
      col,
      row,
      winner: result.winner,
      ties: pendingTies,
      playerPair: result.playerPair,
      bankerPair: result.bankerPair,
    };
    pendingTies = 0;
    taken.add(`${col}:${row}`);
    cells.push(cell);
    last = cell;
  }
  return cells;
}

// ---- the exact house edge ----

export interface BaccaratOdds {
  /** Ordered ways (card sequences of the shoe) for each winner, and the total: exact integers. */
  player: number;
  banker: number;
  tie: number;
  total: number;
  /** Probability of a pair on the player's (or banker's) first two cards. */
  pair: [number, number];
}

/**
 * Exact probabilities by enumeration over a shoe of `decks` decks: every ordered sequence of the six card values that
 * could be dealt (values 0–9, the ten-valued class four times as large), weighted by the number of ways to draw it
 * without replacement. Sequences with unused cards are counted once per continuation, so each outcome's weight is an
 * exact integer out of N·(N−1)·…·(N−5) (below 2⁵³ for 8 decks: exact in doubles).
 */
export function baccaratOdds(decks = DECKS): BaccaratOdds {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  const n = 52 * decks;
  const out = { player: 0, banker: 0, tie: 0 };
  const seq = [0, 0, 0, 0, 0, 0];
  const recurse = (depth: number, weight: number) => {
    if (depth === 6) {
      const [p1, b1, p2, b2, c5, c6] = seq as [number, number, number, number, number, number];
      let p = (p1 + p2) % 10;
      let b = (b1 + b2) % 10;
      if (p < 8 && b < 8) {
        let third: number | null = null;
        let nextCard = c5;
        if (playerDraws(p)) {
          third = c5;
          p = (p + c5) % 10;
          nextCard = c6;
        }
        if (bankerDraws(b, third)) b = (b + nextCard) % 10;
      }
      out[p > b ? 'player' : b > p ? 'banker' : 'tie'] += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      counts[v] = c - 1;
      seq[depth] = v;
      recurse(depth + 1, weight * c);
      counts[v] = c;
    }
  };
  recurse(0, 1);
  const total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
  // A pair: the second card has the first one's rank (13 ranks, `decks` × 4 of each).
  const pair: [number, number] = [13 * 4 * decks * (4 * decks - 1), n * (n - 1)];
  return { ...out, total, pair };
}

/** Each bet's expected return per unit staked (−edge), from `odds`. */
export function baccaratExpected(odds: BaccaratOdds): Record<BaccaratSpot, number> {
  const { player, banker, tie, total } = odds;
  const pairP = odds.pair[0] / odds.pair[1];
  return {
    player: (player - banker) / total,
    banker: (0.95 * banker - player) / total,
    tie: (8 * tie - player - banker) / total,
    playerPair: 11 * pairP - (1 - pairP),
    bankerPair: 11 * pairP - (1 - pairP),
  };
}

/** The house edges (percent, 8 decks) the rules panel states; `npm run rtp:baccarat` recomputes and checks them. */
export const BACCARAT_EDGE_PERCENT: Record<BaccaratSpot, number> = {
  banker: 1.06,
  player: 1.24,
  tie: 14.36,
  playerPair: 10.36,
  bankerPair: 10.36,
};
/** The catalog's RTP: the Banker bet's (the best bet at the table). */
export const BACCARAT_RTP_PERCENT = 98.94;
export const BACCARAT_CHIP_VALUES = [100, 500, 1_000, 2_500, 10_000, 50_000] as const;
