// The live tables' call paths and game codes, apart from their zod schemas (roulette.ts, baccarat.ts, blackjack.ts):
// the casino lobby's first page reads the live table state and must not load zod (the first-page budget,
// docs/decisions/0130).
export const RouletteApiPath = {
  state: 'originals/roulette/state',
  bet: 'originals/roulette/bet',
  rounds: 'originals/roulette/rounds',
  round: 'originals/roulette/round',
  live: 'originals/tables/live',
} as const;

/** The baccarat table's game code (baccarat.ts re-exports it); the lobby tile tells the tables apart by it. */
export const BACCARAT_GAME_CODE = 'kasa-baccarat';

/** The blackjack table's game code (blackjack.ts re-exports it), for the lobby tile. */
export const BLACKJACK_GAME_CODE = 'kasa-blackjack';
