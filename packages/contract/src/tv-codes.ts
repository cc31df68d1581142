// The TV games' names, game codes and tables (docs/decisions/0320), apart from their rules (tv-rules.ts): the casino
// lobby's tiles read them and must stay light (the first-page budget, docs/decisions/0130).

export const TvGame = ['lucky6', 'keno', 'wheel'] as const;
export type TvGame = (typeof TvGame)[number];

export const TV_GAME_CODES: Record<TvGame, string> = {
  lucky6: 'kasa-lucky6',
  keno: 'kasa-tv-keno',
  wheel: 'kasa-wheel',
};
export const TV_TABLES: Record<TvGame, string> = {
  lucky6: 'lucky6-1',
  keno: 'tvkeno-1',
  wheel: 'wheel-1',
};
export const tvGameOfCode = (code: string): TvGame | null =>
  TvGame.find((g) => TV_GAME_CODES[g] === code) ?? null;
export const tvGameOfTable = (table: string): TvGame | null =>
  TvGame.find((g) => TV_TABLES[g] === table) ?? null;
