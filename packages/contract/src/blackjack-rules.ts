// Live blackjack: the 6-deck shoe shuffled from a committed seed, hand values, the dealer's rule (S17: stands on every
// 17, soft ones included), the players' actions, payouts, the Perfect Pairs side bet, basic strategy and the exact
// side-bet edge (issue 11 §2; docs/decisions/0312-blackjack.md). Pure TypeScript, no I/O: the server, the table
// client, the verification and `npm run rtp:blackjack` run this same code.

import { cardRank, cardSuit, cardText, type Card } from './baccarat-rules.ts';
import type { HmacSha256 } from './fair.ts';

export { cardRank, cardSuit, cardText, type Card };

export const BJ_DECKS = 6;
export const BJ_SHOE_SIZE = BJ_DECKS * 52;
/** The cut card sits before position 234 (75 % penetration): the round that reaches it is the shoe's last. */
export const BJ_CUT_CARD = 234;
/** Seats at the table: the first seven players to bet in a round get a hand. */
export const BJ_SEATS = 7;

/** Blackjack value of a card: ace 1 (counted 11 when it does not bust the hand), 2–9, tens and pictures 10. */
export const bjCardValue = (card: Card) => Math.min(cardRank(card), 10);

export interface HandValue {
  total: number;
  /** An ace counts 11 in `total`. */
  soft: boolean;
}

export function handValue(cards: readonly Card[]): HandValue {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const v = bjCardValue(card);
    total += v;
    if (v === 1) aces++;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** Two cards worth 21 — not after a split (a split hand's 21 is an ordinary 21). */
export const isBlackjack = (cards: readonly Card[], fromSplit = false) =>
  !fromSplit && cards.length === 2 && handValue(cards).total === 21;

/** S17: the dealer draws below 17 and stands on every 17, soft 17 included. */
export const dealerDraws = (cards: readonly Card[]) => handValue(cards).total < 17;

/** The dealer completes the hand from `take` (the hole card is already in `cards`). */
export function dealerPlay(cards: readonly Card[], take: () => Card): Card[] {
  const out = [...cards];
  while (dealerDraws(out)) out.push(take());
  return out;
}

/** The dealer peeks for blackjack under an ace or a ten-valued up card (US hole card). */
export const dealerPeeks = (up: Card) => bjCardValue(up) === 1 || bjCardValue(up) === 10;

// ---- a player's hand ----

export type BjHandStatus = 'playing' | 'stood' | 'bust' | 'blackjack' | 'doubled';
export type BjResult = 'blackjack' | 'win' | 'push' | 'lose';
export type BjAction = 'hit' | 'stand' | 'double' | 'split';

export interface BjHand {
  /** The seat (0–6) whose hand this is. */
  seat: number;
  cards: Card[];
  /** The hand's base stake, kuruş (the double's stake is as much again). */
  bet: number;
  doubled: boolean;
  /** Made by a split (its 21 is not a blackjack; split aces take one card each). */
  fromSplit: boolean;
  status: BjHandStatus;
  result: BjResult | null;
  /** What the hand returned, stake included, kuruş (null until settled). */
  payout: number | null;
}

export const newHand = (seat: number, bet: number, cards: Card[] = [], fromSplit = false): BjHand => ({
  seat,
  cards,
  bet,
  doubled: false,
  fromSplit,
  status: 'playing',
  result: null,
  payout: null,
});

/** One split per seat (two hands at most); both cards of the same value (K–10 may be split); split aces get one card. */
export function legalActions(hand: BjHand, seatHands: number): BjAction[] {
  if (hand.status !== 'playing') return [];
  const actions: BjAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double'); // on any two cards, after a split too (DAS)
    if (seatHands === 1 && bjCardValue(hand.cards[0]!) === bjCardValue(hand.cards[1]!)) actions.push('split');
  }
  return actions;
}

/** After a card: 21 or more ends the hand (stood on 21, bust above). */
function afterCard(hand: BjHand) {
  const { total } = handValue(hand.cards);
  if (total > 21) hand.status = 'bust';
  else if (total === 21) hand.status = 'stood';
}

/** A freshly dealt hand: a blackjack is finished at once. */
export function openHand(hand: BjHand) {
  if (isBlackjack(hand.cards, hand.fromSplit)) hand.status = 'blackjack';
}

/**
 * Applies a legal action to `hand` (mutates it). A split returns the new second hand (to be played right after);
 * each split hand gets its second card at once, and split aces are finished with it.
 */
export function applyAction(hand: BjHand, action: BjAction, take: () => Card): BjHand | null {
  switch (action) {
    case 'stand':
      hand.status = 'stood';
      return null;
    case 'hit':
      hand.cards.push(take());
      afterCard(hand);
      return null;
    case 'double':
      hand.doubled = true;
      hand.cards.push(take());
      afterCard(hand);
      if (hand.status === 'playing' || hand.status === 'stood') hand.status = 'doubled';
      return null;
    case 'split': {
      const aces = bjCardValue(hand.cards[0]!) === 1;
      const second = newHand(hand.seat, hand.bet, [hand.cards[1]!], true);
      hand.cards = [hand.cards[0]!, take()];
      hand.fromSplit = true;
      second.cards.push(take());
      for (const h of [hand, second]) {
        if (aces) h.status = 'stood';
        else afterCard(h);
      }
      return second;
    }
  }
}

/** The hand against the dealer's final cards. A bust hand loses even when the dealer busts. */
export function handResult(hand: BjHand, dealer: readonly Card[]): BjResult {
  const player = handValue(hand.cards).total;
  const dealerBj = isBlackjack(dealer);
  const playerBj = isBlackjack(hand.cards, hand.fromSplit);
  if (playerBj) return dealerBj ? 'push' : 'blackjack';
  if (dealerBj) return 'lose';
  if (player > 21) return 'lose';
  const d = handValue(dealer).total;
  if (d > 21 || player > d) return 'win';
  return player === d ? 'push' : 'lose';
}

/**
 * What the hand returns, stake included (kuruş): blackjack 3:2 (bet + ⌊3·bet/2⌋, the odd half-kuruş to the house),
 * a win 1:1 on the whole stake (doubled included), a push the stake back, a loss 0.
 */
export function handPayout(hand: BjHand, result: BjResult): number {
  const stake = hand.bet * (hand.doubled ? 2 : 1);
  switch (result) {
    case 'blackjack':
      return hand.bet + Math.floor((3 * hand.bet) / 2);
    case 'win':
      return 2 * stake;
    case 'push':
      return stake;
    case 'lose':
      return 0;
  }
}

/** Insurance: half the base bet (rounded down to the kuruş), pays 2:1 when the dealer has blackjack. */
export const insuranceStake = (bet: number) => Math.floor(bet / 2);
export const insurancePayout = (stake: number, dealer: readonly Card[]) =>
  isBlackjack(dealer) ? 3 * stake : 0;

// ---- Perfect Pairs (the side bet) ----

export type PairKind = 'perfect' | 'coloured' | 'mixed';
/** Pays per unit besides the stake: perfect pair (same card) 25:1, coloured pair (same colour) 12:1, mixed 6:1. */
export const PAIR_PAYS: Record<PairKind, number> = { perfect: 25, coloured: 12, mixed: 6 };
const red = (card: Card) => cardSuit(card) === 1 || cardSuit(card) === 2;

/** The pair on the player's first two cards, if any (same rank: K–Q is no pair). */
export function pairKind(a: Card, b: Card): PairKind | null {
  if (cardRank(a) !== cardRank(b)) return null;
  if (cardSuit(a) === cardSuit(b)) return 'perfect';
  return red(a) === red(b) ? 'coloured' : 'mixed';
}
export const pairsPayout = (amount: number, a: Card, b: Card) => {
  const kind = pairKind(a, b);
  return kind ? (PAIR_PAYS[kind] + 1) * amount : 0;
};

/**
 * The exact Perfect Pairs return with `decks` decks: the first card is anything; of the N − 1 cards left, D − 1 make a
 * perfect pair, D a coloured pair (the other suit of its colour) and 2D a mixed one (D = decks).
 */
export function pairsOdds(decks = BJ_DECKS) {
  const left = 52 * decks - 1;
  const ways = { perfect: decks - 1, coloured: decks, mixed: 2 * decks };
  const returned =
    ways.perfect * (PAIR_PAYS.perfect + 1) +
    ways.coloured * (PAIR_PAYS.coloured + 1) +
    ways.mixed * (PAIR_PAYS.mixed + 1);
  return { ways, left, returned, edge: (left - returned) / left };
}

// ---- the provably fair shoe ----

/**
 * The shoe's order from its seed: cards 0–51 six times in order, then Fisher–Yates from the last position down;
 * position i swaps with j = word mod (i + 1), a word taken only when below (i + 1)·⌊2³² / (i + 1)⌋. Words:
 * HMAC-SHA256(key = the seed as hex text, message = `${table}:shoe${shoe}:${cursor}`), each digest's eight 4-byte
 * big-endian words. The shoe's commitment is sha256(seed), published before its first round.
 */
export async function blackjackShoe(
  hmac: HmacSha256,
  serverSeed: string,
  table: string,
  shoe: number,
): Promise<Card[]> {
  const cards = Array.from({ length: BJ_SHOE_SIZE }, (_, i) => i % 52);
  let buffer: number[] = [];
  let cursor = 0;
  const word = async () => {
    if (buffer.length === 0) {
      const d = await hmac(serverSeed, `${table}:shoe${shoe}:${cursor++}`);
      for (let i = 0; i + 3 < d.length; i += 4)
        buffer.push(d[i]! * 2 ** 24 + d[i + 1]! * 2 ** 16 + d[i + 2]! * 2 ** 8 + d[i + 3]!);
    }
    return buffer.shift()!;
  };
  for (let i = BJ_SHOE_SIZE - 1; i > 0; i--) {
    const n = i + 1;
    const acceptBelow = n * Math.floor(2 ** 32 / n);
    let j = -1;
    while (j < 0) {
      const w = await word();
      if (w < acceptBelow) j = w % n;
    }
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  buffer = [];
  return cards;
}

// ---- basic strategy (6 decks, S17, double on any two, double after split, one split, no surrender) ----

/** The dealer's up card as 2–11 (ace 11). */
const upValue = (up: Card) => (bjCardValue(up) === 1 ? 11 : bjCardValue(up));

export function basicStrategy(hand: BjHand, dealerUp: Card, seatHands: number): BjAction {
  const legal = legalActions(hand, seatHands);
  const can = (a: BjAction) => legal.includes(a);
  const d = upValue(dealerUp);
  const { total, soft } = handValue(hand.cards);
  if (can('split')) {
    const v = bjCardValue(hand.cards[0]!);
    const split =
      v === 1 ||
      v === 8 ||
      (v === 9 && d !== 7 && d !== 10 && d !== 11) ||
      ((v === 7 || v === 2 || v === 3) && d <= 7) ||
      (v === 6 && d <= 6) ||
      (v === 4 && (d === 5 || d === 6));
    if (split) return 'split';
  }
  const dbl = (yes: boolean, otherwise: BjAction): BjAction => (yes && can('double') ? 'double' : otherwise);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return dbl(d >= 3 && d <= 6, d <= 8 ? 'stand' : 'hit');
    if (total === 17) return dbl(d >= 3 && d <= 6, 'hit');
    if (total >= 15) return dbl(d >= 4 && d <= 6, 'hit');
    return dbl(d >= 5 && d <= 6, 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return d <= 6 ? 'stand' : 'hit';
  if (total === 12) return d >= 4 && d <= 6 ? 'stand' : 'hit';
  if (total === 11) return dbl(d <= 10, 'hit');
  if (total === 10) return dbl(d <= 9, 'hit');
  if (total === 9) return dbl(d >= 3 && d <= 6, 'hit');
  return 'hit';
}

/**
 * One seat's round from the top of `take` with basic strategy (no insurance), as the table plays it: two cards each,
 * the dealer peeks under an ace or a ten, splits and doubles, the dealer draws to 17 (S17). Returns the net result in
 * base-bet units (e.g. +1.5 for a blackjack, −2 for a lost double). Used by the edge simulation.
 */
export function playBasicRound(take: () => Card): number {
  const first = take();
  const up = take();
  const second = take();
  const hole = take();
  const dealer = [up, hole];
  const hands = [newHand(0, 2, [first, second])];
  openHand(hands[0]!);
  if (dealerPeeks(up) && isBlackjack(dealer)) {
    return hands[0]!.status === 'blackjack' ? 0 : -1;
  }
  for (let i = 0; i < hands.length; i++) {
    const hand = hands[i]!;
    while (hand.status === 'playing') {
      const extra = applyAction(hand, basicStrategy(hand, up, hands.length), take);
      if (extra) hands.splice(i + 1, 0, extra);
    }
  }
  const live = hands.some((h) => h.status !== 'bust' && h.status !== 'blackjack');
  const final = live ? dealerPlay(dealer, take) : dealer;
  let net = 0;
  for (const hand of hands) {
    const result = handResult(hand, final);
    net += (handPayout(hand, result) - hand.bet * (hand.doubled ? 2 : 1)) / hand.bet;
  }
  return net;
}

// ---- limits, the stated edges ----

export interface BlackjackLimits {
  /** The main bet, kuruş. */
  minBet: number;
  maxBet: number;
  /** Perfect Pairs, kuruş (0 = none). */
  maxPairs: number;
}

/** Kuruş: main bet ₺5 – ₺5 000, Perfect Pairs up to ₺500. */
export const BLACKJACK_LIMITS: BlackjackLimits = { minBet: 500, maxBet: 500_000, maxPairs: 50_000 };
export const BLACKJACK_CHIP_VALUES = [500, 1_000, 2_500, 10_000, 50_000, 100_000] as const;

/**
 * The main bet's house edge under basic strategy (percent) and its 95 % confidence half-width, from
 * `npm run rtp:blackjack` (simulation over the table's own rules and shoe; docs/decisions/0312). The script fails when
 * a fresh run's interval excludes this figure.
 */
export const BLACKJACK_EDGE_PERCENT = 0.48;
/** The half-width of the 95 % interval of the 100 000 000-round run (0.484 % ± 0.022 %). */
export const BLACKJACK_EDGE_CI_PERCENT = 0.02;
/** Perfect Pairs' exact edge with 6 decks (19/311). */
export const PAIRS_EDGE_PERCENT = 6.11;
/** The catalog's RTP: the main bet under basic strategy. */
export const BLACKJACK_RTP_PERCENT = 99.52;
