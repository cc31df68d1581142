import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BlackjackActionRequest, BlackjackBetRequest } from './blackjack.ts';
import {
  BJ_SHOE_SIZE,
  PAIRS_EDGE_PERCENT,
  applyAction,
  basicStrategy,
  blackjackShoe,
  dealerDraws,
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
  pairKind,
  pairsOdds,
  pairsPayout,
  playBasicRound,
  type Card,
} from './blackjack-rules.ts';

const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
/** A card of rank r (1 = ace … 13 = king) in suit s (0 ♠, 1 ♥, 2 ♦, 3 ♣). */
const c = (rank: number, suit = 0): Card => suit * 13 + rank - 1;
const cards = (...ranks: number[]) => ranks.map((r, i) => c(r, i % 4));
/** A deck that deals the given ranks in order. */
const from = (...ranks: number[]) => {
  const queue = cards(...ranks);
  return () => {
    const card = queue.shift();
    if (card === undefined) throw new Error('test deck ran out');
    return card;
  };
};

describe('blackjack: hand values', () => {
  it('counts aces as 11 unless that busts, pictures as 10, and knows soft from hard', () => {
    expect(handValue(cards(1, 6))).toEqual({ total: 17, soft: true });
    expect(handValue(cards(1, 6, 10))).toEqual({ total: 17, soft: false });
    expect(handValue(cards(1, 1, 9))).toEqual({ total: 21, soft: true });
    expect(handValue(cards(13, 12, 2))).toEqual({ total: 22, soft: false });
    expect(handValue(cards(1, 1, 1, 1))).toEqual({ total: 14, soft: true });
  });

  it('a blackjack is an ace and a ten-valued card on the first two cards, never after a split', () => {
    expect(isBlackjack(cards(1, 13))).toBe(true);
    expect(isBlackjack(cards(10, 1))).toBe(true);
    expect(isBlackjack(cards(1, 13), true)).toBe(false);
    expect(isBlackjack(cards(7, 7, 7))).toBe(false);
  });
});

describe('blackjack: the dealer (S17)', () => {
  it('draws to 16, stands on every 17 including soft 17', () => {
    expect(dealerDraws(cards(10, 6))).toBe(true);
    expect(dealerDraws(cards(1, 6))).toBe(false); // soft 17: stands (S17)
    expect(dealerDraws(cards(10, 7))).toBe(false);
    expect(dealerDraws(cards(1, 5))).toBe(true); // soft 16
  });

  it('plays out from the shoe: 10-6 draws a 5 and stands on 21; 2-3-A draws to soft 17 and stands', () => {
    expect(dealerPlay(cards(10, 6), from(5, 9))).toEqual([c(10, 0), c(6, 1), c(5, 0)]);
    const played = dealerPlay(cards(2, 3), from(1, 1, 10, 13));
    expect(played.map((x) => (x % 13) + 1)).toEqual([2, 3, 1, 1]); // 5 → soft 16 draws → soft 17 stands
    expect(handValue(played)).toEqual({ total: 17, soft: true });
  });

  it('peeks under an ace or a ten only', () => {
    expect([1, 10, 11, 12, 13].every((r) => dealerPeeks(c(r)))).toBe(true);
    expect([2, 5, 9].some((r) => dealerPeeks(c(r)))).toBe(false);
  });
});

describe('blackjack: actions', () => {
  it('offers double on two cards and split on two cards of one value, once per seat', () => {
    const pair = newHand(0, 1000, cards(8, 8));
    expect(legalActions(pair, 1)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(legalActions(pair, 2)).toEqual(['hit', 'stand', 'double']);
    expect(legalActions(newHand(0, 1000, cards(13, 10)), 1)).toContain('split');
    expect(legalActions(newHand(0, 1000, cards(5, 6, 2)), 1)).toEqual(['hit', 'stand']);
  });

  it('a double takes exactly one card and ends the hand; a hit to 21 stands; over 21 is bust', () => {
    const doubled = newHand(0, 1000, cards(5, 6));
    applyAction(doubled, 'double', from(2));
    expect([doubled.cards.length, doubled.doubled, doubled.status]).toEqual([3, true, 'doubled']);
    const hit = newHand(0, 1000, cards(10, 6));
    applyAction(hit, 'hit', from(5));
    expect(hit.status).toBe('stood');
    const bust = newHand(0, 1000, cards(10, 6));
    applyAction(bust, 'hit', from(9));
    expect(bust.status).toBe('bust');
  });

  it('a split makes two hands of one card each, each dealt its second; split aces get one card and stop', () => {
    const hand = newHand(2, 1000, cards(8, 8));
    const second = applyAction(hand, 'split', from(3, 13));
    expect(hand.cards.map((x) => (x % 13) + 1)).toEqual([8, 3]);
    expect(second?.cards.map((x) => (x % 13) + 1)).toEqual([8, 13]);
    expect([hand.fromSplit, second?.fromSplit, second?.seat, second?.bet]).toEqual([true, true, 2, 1000]);
    const aces = newHand(0, 1000, cards(1, 1));
    const other = applyAction(aces, 'split', from(13, 5));
    expect([aces.status, other?.status]).toEqual(['stood', 'stood']);
    // A split ace and a ten is 21, not a blackjack: it wins 1:1.
    expect(handResult(aces, cards(10, 8))).toBe('win');
    expect(handPayout(aces, 'win')).toBe(2000);
  });
});

describe('blackjack: results and payouts', () => {
  const hand = (...ranks: number[]) => {
    const h = newHand(0, 1000, cards(...ranks));
    openHand(h);
    return h;
  };

  it('pays blackjack 3:2, a win 1:1 on the doubled stake, a push the stake, a bust nothing even if the dealer busts', () => {
    expect(handResult(hand(1, 13), cards(10, 9))).toBe('blackjack');
    expect(handPayout(hand(1, 13), 'blackjack')).toBe(2500);
    const odd = newHand(0, 1001, cards(1, 13));
    expect(handPayout(odd, 'blackjack')).toBe(1001 + 1501); // the half kuruş to the house
    const doubled = hand(5, 6, 10);
    doubled.doubled = true;
    expect(handResult(doubled, cards(10, 7))).toBe('win');
    expect(handPayout(doubled, 'win')).toBe(4000);
    expect(handResult(hand(10, 8), cards(9, 9))).toBe('push');
    expect(handPayout(hand(10, 8), 'push')).toBe(1000);
    expect(handResult(hand(10, 6, 10), cards(10, 6, 10))).toBe('lose');
    expect(handResult(hand(10, 2), cards(10, 6, 10))).toBe('win');
  });

  it('a dealer blackjack beats every hand but a player blackjack (push); 21 in three cards loses to it', () => {
    expect(handResult(hand(1, 10), cards(1, 13))).toBe('push');
    expect(handResult(hand(7, 7, 7), cards(1, 13))).toBe('lose');
  });

  it('insurance is half the bet and pays 2:1 on a dealer blackjack only', () => {
    expect(insuranceStake(1001)).toBe(500);
    expect(insurancePayout(500, cards(1, 12))).toBe(1500);
    expect(insurancePayout(500, cards(1, 9))).toBe(0);
  });
});

describe('blackjack: Perfect Pairs', () => {
  it('tells perfect, coloured and mixed pairs apart and pays 25:1, 12:1, 6:1', () => {
    expect(pairKind(c(8, 1), c(8, 1))).toBe('perfect');
    expect(pairKind(c(8, 1), c(8, 2))).toBe('coloured'); // hearts and diamonds: both red
    expect(pairKind(c(8, 0), c(8, 3))).toBe('coloured'); // spades and clubs: both black
    expect(pairKind(c(8, 0), c(8, 1))).toBe('mixed');
    expect(pairKind(c(13, 0), c(12, 0))).toBeNull();
    expect(pairsPayout(100, c(8, 1), c(8, 1))).toBe(2600);
    expect(pairsPayout(100, c(8, 1), c(8, 2))).toBe(1300);
    expect(pairsPayout(100, c(8, 0), c(8, 1))).toBe(700);
  });

  it('has the exact 6-deck edge 19/311 = 6.11 %, checked against a count over every ordered pair of a shoe', () => {
    const odds = pairsOdds(6);
    expect(odds.left - odds.returned).toBe(19);
    expect(odds.left).toBe(311);
    let returned = 0;
    let total = 0;
    const shoe = Array.from({ length: BJ_SHOE_SIZE }, (_, i) => i % 52);
    for (let i = 0; i < shoe.length; i++) {
      for (let j = 0; j < shoe.length; j++) {
        if (i === j) continue;
        total++;
        returned += pairsPayout(1, shoe[i]!, shoe[j]!);
      }
    }
    expect((total - returned) / total).toBeCloseTo(19 / 311, 12);
    expect(PAIRS_EDGE_PERCENT).toBeCloseTo((19 / 311) * 100, 2);
  });
});

describe('blackjack: the shoe and basic strategy', () => {
  it('shuffles six full decks from the seed, the same order every time, another order for another shoe', async () => {
    const seed = createHash('sha256').update('shoe').digest('hex');
    const a = await blackjackShoe(hmac, seed, 'blackjack-1', 1);
    expect(a).toHaveLength(312);
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: 312 }, (_, i) => Math.floor(i / 6)));
    expect(await blackjackShoe(hmac, seed, 'blackjack-1', 1)).toEqual(a);
    expect(await blackjackShoe(hmac, seed, 'blackjack-1', 2)).not.toEqual(a);
  });

  it('plays the textbook moves: split 8s and aces, never 10s; double 11 but not against an ace (S17); stand 12 v 4', () => {
    const up = (r: number) => c(r, 2);
    expect(basicStrategy(newHand(0, 2, cards(8, 8)), up(10), 1)).toBe('split');
    expect(basicStrategy(newHand(0, 2, cards(1, 1)), up(6), 1)).toBe('split');
    expect(basicStrategy(newHand(0, 2, cards(10, 13)), up(6), 1)).toBe('stand');
    expect(basicStrategy(newHand(0, 2, cards(5, 6)), up(10), 1)).toBe('double');
    expect(basicStrategy(newHand(0, 2, cards(5, 6)), up(1), 1)).toBe('hit');
    expect(basicStrategy(newHand(0, 2, cards(10, 2)), up(4), 1)).toBe('stand');
    expect(basicStrategy(newHand(0, 2, cards(10, 2)), up(3), 1)).toBe('hit');
    expect(basicStrategy(newHand(0, 2, cards(1, 7)), up(9), 1)).toBe('hit');
    expect(basicStrategy(newHand(0, 2, cards(1, 7)), up(4), 1)).toBe('double');
  });

  it('plays a whole seat: a blackjack against a dealer without one is +1.5 units, a lost double −2', () => {
    // deal order: player, dealer up, player, hole, then draws
    expect(playBasicRound(from(1, 9, 13, 8))).toBe(1.5);
    // 5+6 = 11 v 10 up: double, draws a 2 (13); dealer 10+8 = 18 wins
    expect(playBasicRound(from(5, 10, 6, 8, 2))).toBe(-2);
    // dealer blackjack under an ace: the player loses the base bet only
    expect(playBasicRound(from(10, 1, 9, 13))).toBe(-1);
  });
});

describe('blackjack: requests', () => {
  it('reads bets and moves and refuses bad ones', () => {
    expect(
      BlackjackBetRequest.safeParse({ roundId: 1, requestId: crypto.randomUUID(), bet: 10, pairs: 1 })
        .success,
    ).toBe(true);
    expect(BlackjackBetRequest.safeParse({ roundId: 1, requestId: 'x', bet: 10 }).success).toBe(false);
    expect(
      BlackjackBetRequest.safeParse({ roundId: 1, requestId: crypto.randomUUID(), bet: 0.001 }).success,
    ).toBe(false);
    expect(
      BlackjackActionRequest.safeParse({
        roundId: 1,
        requestId: crypto.randomUUID(),
        action: 'surrender',
        hand: 0,
      }).success,
    ).toBe(false);
  });
});
