import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BaccaratBetRequest } from './baccarat.ts';
import {
  BACCARAT_EDGE_PERCENT,
  SHOE_SIZE,
  baccaratCoup,
  baccaratExpected,
  baccaratOdds,
  baccaratPayout,
  baccaratShoe,
  bankerDraws,
  bigRoad,
  cardText,
  cardValue,
  dealCoup,
  type BaccaratHand,
  type RoadResult,
} from './baccarat-rules.ts';

const hmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** A card of rank r (1 = ace … 13 = king) in suit s: the cards are written as ranks so the cases read like a tableau. */
const c = (rank: number, suit = 0) => suit * 13 + rank - 1;
/** Deal order: P1, B1, P2, B2, then the third cards. */
const deal = (...ranks: number[]) => dealCoup(ranks.map((r, i) => c(r, i % 4)));

describe('the third-card tableau', () => {
  it('values: aces 1, tens and pictures 0, totals modulo 10', () => {
    expect([1, 9, 10, 11, 12, 13].map((r) => cardValue(c(r)))).toEqual([1, 9, 0, 0, 0, 0]);
    expect(cardText(c(13, 1))).toBe('K♥');
    expect(cardText(c(10, 0))).toBe('10♠');
  });

  it('a natural 8 or 9 on either side ends the coup: nobody draws', () => {
    const h = deal(4, 2, 4, 3); // player 8, banker 5
    expect(h.player).toHaveLength(2);
    expect(h.banker).toHaveLength(2);
    expect([h.playerTotal, h.bankerTotal, h.winner, h.natural]).toEqual([8, 5, 'player', true]);
    const b = deal(1, 9, 2, 10, 5); // player 3, banker natural 9: the player does not draw
    expect(b.player).toHaveLength(2);
    expect(b.winner).toBe('banker');
  });

  it('the player draws on 0–5 and stands on 6–7', () => {
    expect(deal(10, 2, 5, 2, 3, 1).player).toHaveLength(3); // 5 draws
    expect(deal(10, 2, 10, 2, 3, 1).player).toHaveLength(3); // 0 draws
    expect(deal(3, 2, 3, 2, 3).player).toHaveLength(2); // 6 stands; banker 4 then draws the fifth card
  });

  it('a standing player: the banker draws on 0–5 and stands on 6–7', () => {
    const h = deal(3, 2, 4, 3, 9); // player 7 stands, banker 5 draws the 9 → 4
    expect(h.banker.map(cardValue)).toEqual([2, 3, 9]);
    expect([h.playerTotal, h.bankerTotal, h.winner]).toEqual([7, 4, 'player']);
    const s = deal(3, 3, 4, 3, 9); // player 7, banker 6 stands: player wins 7–6
    expect(s.banker).toHaveLength(2);
    expect(s.winner).toBe('player');
    const t = deal(3, 4, 4, 3, 9); // player 7, banker 7: both stand, a tie
    expect([t.player.length, t.banker.length, t.winner]).toEqual([2, 2, 'tie']);
  });

  // The banker's rule by the player's third card, written out as printed on a real table's card.
  const table: Record<number, number[]> = {
    0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
    4: [2, 3, 4, 5, 6, 7],
    5: [4, 5, 6, 7],
    6: [6, 7],
    7: [],
  };
  it('the banker with 0–7 against every player third card, as the printed tableau says', () => {
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(banker, third), `banker ${banker}, third ${third}`).toBe(
          table[banker]!.includes(third),
        );
      }
    }
  });

  it('hand-dealt coups through the whole deal', () => {
    // Player 2+3 = 5 draws a 4 → 9; banker 1+2 = 3 draws (third 4) a 5 → 8: player wins 9–8.
    let h = deal(2, 1, 3, 2, 4, 5);
    expect([h.player.length, h.banker.length, h.playerTotal, h.bankerTotal, h.winner]).toEqual([
      3,
      3,
      9,
      8,
      'player',
    ]);
    // Banker 3 stands when the player's third is an 8.
    h = deal(1, 1, 4, 2, 8, 9);
    expect([h.playerTotal, h.bankerTotal, h.banker.length, h.winner]).toEqual([3, 3, 2, 'tie']);
    // Banker 6 draws on a player third 6 or 7: 10+5 → 5 draws a 7 → 2; banker 3+3 = 6 draws a 2 → 8.
    h = deal(10, 3, 5, 3, 7, 2);
    expect([h.playerTotal, h.bankerTotal, h.banker.length, h.winner]).toEqual([2, 8, 3, 'banker']);
    // Banker 4 stands on a player third ace.
    h = deal(10, 2, 10, 2, 1, 9);
    expect([h.playerTotal, h.bankerTotal, h.banker.length, h.winner]).toEqual([1, 4, 2, 'banker']);
    // Banker 5 draws on a 4: player 2 → 6 with a 4; banker 5 draws a 3 → 8.
    h = deal(1, 2, 1, 3, 4, 3);
    expect([h.playerTotal, h.bankerTotal, h.banker.length, h.winner]).toEqual([6, 8, 3, 'banker']);
  });

  it('pairs are by rank, not value (a king and a queen are no pair)', () => {
    expect(deal(13, 5, 13, 6, 1, 1).playerPair).toBe(true);
    expect(deal(13, 5, 12, 6, 1, 1).playerPair).toBe(false);
    expect(deal(3, 7, 4, 7, 1).bankerPair).toBe(true);
  });
});

describe('payouts', () => {
  const hand = (winner: BaccaratHand['winner'], pp = false, bp = false) =>
    ({ winner, playerPair: pp, bankerPair: bp }) as BaccaratHand;
  it('player 1:1, banker 0.95:1 rounded down to the kuruş, tie 8:1, pairs 11:1, main bets push on a tie', () => {
    expect(baccaratPayout('player', 1000, hand('player'))).toBe(2000);
    expect(baccaratPayout('player', 1000, hand('banker'))).toBe(0);
    expect(baccaratPayout('player', 1000, hand('tie'))).toBe(1000);
    expect(baccaratPayout('banker', 1000, hand('banker'))).toBe(1950);
    expect(baccaratPayout('banker', 101, hand('banker'))).toBe(101 + 95);
    expect(baccaratPayout('banker', 1000, hand('tie'))).toBe(1000);
    expect(baccaratPayout('banker', 1000, hand('player'))).toBe(0);
    expect(baccaratPayout('tie', 1000, hand('tie'))).toBe(9000);
    expect(baccaratPayout('tie', 1000, hand('player'))).toBe(0);
    expect(baccaratPayout('playerPair', 1000, hand('banker', true))).toBe(12000);
    expect(baccaratPayout('bankerPair', 1000, hand('banker', true))).toBe(0);
    expect(baccaratPayout('bankerPair', 1000, hand('player', false, true))).toBe(12000);
  });
});

describe('the provably fair shoe', () => {
  it('is a permutation of eight decks, the same for the same seed and different for another round', async () => {
    const seed = createHash('sha256').update('s').digest('hex');
    const shoe = await baccaratShoe(hmac, seed, 'baccarat-1', 7);
    expect(shoe).toHaveLength(SHOE_SIZE);
    const counts = new Map<number, number>();
    for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
    expect(await baccaratShoe(hmac, seed, 'baccarat-1', 7)).toEqual(shoe);
    expect(await baccaratShoe(hmac, seed, 'baccarat-1', 8)).not.toEqual(shoe);
    expect(await baccaratCoup(hmac, seed, 'baccarat-1', 7)).toEqual(dealCoup(shoe));
  });

  it('deals winners in about the true proportions over many seeds', async () => {
    const wins = { player: 0, banker: 0, tie: 0 };
    for (let r = 1; r <= 600; r++) wins[(await baccaratCoup(hmac, 'seed', 't', r)).winner]++;
    expect(wins.banker / 600).toBeGreaterThan(0.38);
    expect(wins.player / 600).toBeGreaterThan(0.37);
    expect(wins.tie / 600).toBeLessThan(0.16);
  });
});

describe('the exact house edge', () => {
  it('8 decks: banker 1.06 %, player 1.24 %, tie 14.36 %, pairs 10.36 %', () => {
    const odds = baccaratOdds(8);
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
    const e = baccaratExpected(odds);
    for (const [spot, edge] of Object.entries(BACCARAT_EDGE_PERCENT)) {
      expect(-e[spot as keyof typeof e] * 100).toBeCloseTo(edge, 2);
    }
    expect(-e.banker * 100).toBeCloseTo(1.0579, 4);
    expect(-e.player * 100).toBeCloseTo(1.2351, 4);
  });
});

describe('the big road', () => {
  const r = (winner: RoadResult['winner']): RoadResult => ({
    winner,
    playerPair: false,
    bankerPair: false,
    total: 0,
  });
  it('columns by streak, ties counted on the last cell, a long streak turns right at the bottom', () => {
    const cells = bigRoad(
      ['tie', 'banker', 'banker', 'tie', 'tie', 'player', ...Array(8).fill('banker')].map(r),
    );
    expect(cells[0]).toMatchObject({ col: 0, row: 0, winner: 'banker', ties: 1 });
    expect(cells[1]).toMatchObject({ col: 0, row: 1, ties: 2 });
    expect(cells[2]).toMatchObject({ col: 1, row: 0, winner: 'player' });
    expect(cells.slice(3).map((x) => [x.col, x.row])).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
      [2, 5],
      [3, 5],
      [4, 5],
    ]);
  });
});

describe('the bet request', () => {
  it('takes the five bets and refuses an unknown one', () => {
    const ok = { roundId: 1, requestId: crypto.randomUUID(), stakes: [{ spot: 'banker', amount: 10 }] };
    expect(BaccaratBetRequest.safeParse(ok).success).toBe(true);
    expect(BaccaratBetRequest.safeParse({ ...ok, stakes: [{ spot: 'dragon', amount: 10 }] }).success).toBe(
      false,
    );
  });
});
