import type { Locale } from './constants.ts';

// The sportsbook's catalogue (issue 10): sports, market types with their stable keys, parameters and selections,
// the markets shown inline per sport, the market status machine, and odds formatting. Shared by the server (pricing,
// settlement, feed) and the web (event lists, bet slip). docs/decisions/0200-sportsbook-pricing-and-settlement.md.

export type Text = Readonly<Record<Locale, string>>;

// ---- Sports ----

export const SportKey = ['football', 'basketball', 'tennis', 'volleyball', 'ice_hockey'] as const;
export type SportKey = (typeof SportKey)[number];

export interface SportInfo {
  /** Stable numeric id (the API's sportId); the same numbers as Sportradar's sport ids, so an adapter maps 1:1. */
  id: number;
  key: SportKey;
  name: Text;
}

export const SPORTS: readonly SportInfo[] = [
  { id: 1, key: 'football', name: { tr: 'Futbol', en: 'Football' } },
  { id: 2, key: 'basketball', name: { tr: 'Basketbol', en: 'Basketball' } },
  { id: 5, key: 'tennis', name: { tr: 'Tenis', en: 'Tennis' } },
  { id: 23, key: 'volleyball', name: { tr: 'Voleybol', en: 'Volleyball' } },
  { id: 4, key: 'ice_hockey', name: { tr: 'Buz Hokeyi', en: 'Ice Hockey' } },
];

export function sportById(id: number): SportInfo | undefined {
  return SPORTS.find((s) => s.id === id);
}

export function sportByKey(key: SportKey): SportInfo {
  return SPORTS.find((s) => s.key === key)!;
}

/** The two books of spec §2: `fcg` is the High Rate book (lower margin, main markets of top events), `betco` the
 * full book. */
export const SportsBook = ['fcg', 'betco'] as const;
export type SportsBook = (typeof SportsBook)[number];

// ---- Market types ----

export const MarketKey = [
  // football (and ice hockey, which shares the goal markets)
  '1x2',
  'dc',
  'ou',
  'btts',
  'ah',
  'eh',
  'cs',
  'ht_1x2',
  'htft',
  'next_goal',
  // two-way winner (basketball, ice hockey incl. overtime and shoot-out, volleyball)
  'ml',
  'spread',
  'total',
  // tennis
  'match_winner',
  'set_betting',
  'total_games',
  // volleyball
  'total_sets',
] as const;
export type MarketKey = (typeof MarketKey)[number];

/**
 * What a market's parameter means:
 * - `none`: no parameter (1X2, BTTS…).
 * - `half_line`: a total or spread ending in .5, so there is never a push (O/U 2.5, basketball 165.5, spread -4.5).
 * - `quarter_line`: an Asian handicap for the HOME side in steps of 0.25; whole lines can push, quarter lines split
 *   the stake over the two neighbouring lines.
 * - `integer`: a European handicap for the HOME side, a whole number of goals, three-way (the draw is a selection).
 * - `goal_number`: the n-th goal of the match (1-based) for "next goal".
 */
export type MarketParamKind = 'none' | 'half_line' | 'quarter_line' | 'integer' | 'goal_number';

/** Margin tier: the book's margin depends on it (docs/decisions/0200 §Margin). */
export type MarketTier = 'main' | 'secondary' | 'exotic';

export interface OutcomeDef {
  /** Stable within the market type; a selection's id is `${marketId}/${outcomeId}`. */
  id: string;
  /** Short label for odds buttons ('1', 'X', 'Alt', '2-1'). */
  label: Text;
}

export interface MarketTypeDef {
  key: MarketKey;
  param: MarketParamKind;
  tier: MarketTier;
  /** `{line}` is replaced by the formatted parameter. */
  name: Text;
  /** Per-sport wording where the sport settles the market differently (ice hockey 1X2 is regular time). */
  nameBySport?: Partial<Record<SportKey, Text>>;
  /** The outcomes for a parameter (only correct score and set betting depend on it: grid and best-of). */
  outcomes: (param: number | undefined) => readonly OutcomeDef[];
}

const t = (tr: string, en: string = tr): Text => ({ tr, en });
const fixed = (list: readonly OutcomeDef[]) => (): readonly OutcomeDef[] => list;

const HOME_DRAW_AWAY: readonly OutcomeDef[] = [
  { id: '1', label: t('1') },
  { id: 'x', label: t('X') },
  { id: '2', label: t('2') },
];
const HOME_AWAY: readonly OutcomeDef[] = [
  { id: '1', label: t('1') },
  { id: '2', label: t('2') },
];
const UNDER_OVER: readonly OutcomeDef[] = [
  { id: 'under', label: t('Alt', 'Under') },
  { id: 'over', label: t('Üst', 'Over') },
];

/** Correct score lists every score up to this many goals a side; anything else is the single "other" outcome. */
export const CORRECT_SCORE_MAX = 4;
const CORRECT_SCORE_OUTCOMES: readonly OutcomeDef[] = (() => {
  const list: OutcomeDef[] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX; h++)
    for (let a = 0; a <= CORRECT_SCORE_MAX; a++) list.push({ id: `${h}-${a}`, label: t(`${h}-${a}`) });
  list.push({ id: 'other', label: t('Diğer', 'Other') });
  return list;
})();

const HTFT_OUTCOMES: readonly OutcomeDef[] = ['1', 'x', '2'].flatMap((ht) =>
  ['1', 'x', '2'].map((ft) => ({ id: `${ht}${ft}`, label: t(`${ht.toUpperCase()}/${ft.toUpperCase()}`) })),
);

/** Set betting outcomes for best of 3 or 5 sets, home's sets first ('2-1' = home wins 2 sets to 1). */
export function setScores(bestOf: number): string[] {
  const win = Math.ceil(bestOf / 2);
  const scores: string[] = [];
  for (let lost = 0; lost < win; lost++) scores.push(`${win}-${lost}`);
  for (let won = win - 1; won >= 0; won--) scores.push(`${won}-${win}`);
  return scores;
}

export const MARKET_TYPES: Readonly<Record<MarketKey, MarketTypeDef>> = {
  '1x2': {
    key: '1x2',
    param: 'none',
    tier: 'main',
    name: t('Maç Sonucu', 'Match Result'),
    nameBySport: { ice_hockey: t('Maç Sonucu (Normal Süre)', 'Match Result (Regular Time)') },
    outcomes: fixed(HOME_DRAW_AWAY),
  },
  dc: {
    key: 'dc',
    param: 'none',
    tier: 'main',
    name: t('Çifte Şans', 'Double Chance'),
    outcomes: fixed([
      { id: '1x', label: t('1-X') },
      { id: '12', label: t('1-2') },
      { id: 'x2', label: t('X-2') },
    ]),
  },
  ou: {
    key: 'ou',
    param: 'half_line',
    tier: 'main',
    name: t('Alt/Üst {line}', 'Over/Under {line}'),
    nameBySport: { ice_hockey: t('Alt/Üst {line} (Normal Süre)', 'Over/Under {line} (Regular Time)') },
    outcomes: fixed(UNDER_OVER),
  },
  btts: {
    key: 'btts',
    param: 'none',
    tier: 'secondary',
    name: t('Karşılıklı Gol', 'Both Teams to Score'),
    outcomes: fixed([
      { id: 'yes', label: t('Var', 'Yes') },
      { id: 'no', label: t('Yok', 'No') },
    ]),
  },
  ah: {
    key: 'ah',
    param: 'quarter_line',
    tier: 'secondary',
    name: t('Asya Handikap {line}', 'Asian Handicap {line}'),
    outcomes: fixed(HOME_AWAY),
  },
  eh: {
    key: 'eh',
    param: 'integer',
    tier: 'secondary',
    name: t('Handikaplı Maç Sonucu {line}', 'Handicap Result {line}'),
    outcomes: fixed(HOME_DRAW_AWAY),
  },
  cs: {
    key: 'cs',
    param: 'none',
    tier: 'exotic',
    name: t('Maç Skoru', 'Correct Score'),
    outcomes: fixed(CORRECT_SCORE_OUTCOMES),
  },
  ht_1x2: {
    key: 'ht_1x2',
    param: 'none',
    tier: 'secondary',
    name: t('İlk Yarı Sonucu', 'Half-Time Result'),
    outcomes: fixed(HOME_DRAW_AWAY),
  },
  htft: {
    key: 'htft',
    param: 'none',
    tier: 'exotic',
    name: t('İlk Yarı/Maç Sonucu', 'Half-Time/Full-Time'),
    outcomes: fixed(HTFT_OUTCOMES),
  },
  next_goal: {
    key: 'next_goal',
    param: 'goal_number',
    tier: 'secondary',
    name: t('Sıradaki Gol ({line}. Gol)', 'Next Goal (Goal {line})'),
    outcomes: fixed([
      { id: '1', label: t('1') },
      { id: 'none', label: t('Gol Yok', 'No Goal') },
      { id: '2', label: t('2') },
    ]),
  },
  ml: {
    key: 'ml',
    param: 'none',
    tier: 'main',
    name: t('Maç Sonucu (Uzatmalar Dahil)', 'Winner (incl. Overtime)'),
    nameBySport: {
      ice_hockey: t('Maç Sonucu (Uzatma ve Penaltılar Dahil)', 'Winner (incl. Overtime and Penalties)'),
      volleyball: t('Maç Sonucu', 'Match Winner'),
    },
    outcomes: fixed(HOME_AWAY),
  },
  spread: {
    key: 'spread',
    param: 'half_line',
    tier: 'main',
    name: t('Handikap {line}', 'Point Spread {line}'),
    nameBySport: { ice_hockey: t('Handikap {line} (Normal Süre)', 'Puck Line {line} (Regular Time)') },
    outcomes: fixed(HOME_AWAY),
  },
  total: {
    key: 'total',
    param: 'half_line',
    tier: 'main',
    name: t('Toplam Sayı Alt/Üst {line}', 'Total Points {line}'),
    outcomes: fixed(UNDER_OVER),
  },
  match_winner: {
    key: 'match_winner',
    param: 'none',
    tier: 'main',
    name: t('Maçı Kazanan', 'Match Winner'),
    outcomes: fixed(HOME_AWAY),
  },
  set_betting: {
    key: 'set_betting',
    param: 'none',
    tier: 'exotic',
    name: t('Set Skoru', 'Set Betting'),
    // The parameter is the event's best-of (3 or 5); it is part of the event, not of the market id.
    outcomes: (bestOf) => setScores(bestOf ?? 3).map((s) => ({ id: s, label: t(s) })),
  },
  total_games: {
    key: 'total_games',
    param: 'half_line',
    tier: 'secondary',
    name: t('Toplam Oyun Alt/Üst {line}', 'Total Games {line}'),
    outcomes: fixed(UNDER_OVER),
  },
  total_sets: {
    key: 'total_sets',
    param: 'half_line',
    tier: 'secondary',
    name: t('Toplam Set Alt/Üst {line}', 'Total Sets {line}'),
    outcomes: fixed(UNDER_OVER),
  },
};

/** Which markets each sport offers, and which of them are "main" (shown inline on event lists), in display order. */
export const SPORT_MARKETS: Readonly<
  Record<SportKey, { markets: readonly MarketKey[]; main: readonly MarketKey[] }>
> = {
  football: {
    markets: ['1x2', 'dc', 'ou', 'btts', 'ah', 'eh', 'cs', 'ht_1x2', 'htft', 'next_goal'],
    main: ['1x2', 'dc', 'ou'],
  },
  basketball: { markets: ['ml', 'spread', 'total'], main: ['ml', 'spread', 'total'] },
  tennis: { markets: ['match_winner', 'set_betting', 'total_games'], main: ['match_winner'] },
  volleyball: { markets: ['ml', 'set_betting', 'total_sets'], main: ['ml'] },
  ice_hockey: { markets: ['1x2', 'dc', 'ml', 'ou', 'spread', 'btts'], main: ['1x2', 'ou'] },
};

/** Football over/under lines (spec of issue 10: 0.5–4.5). */
export const FOOTBALL_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
/** European handicap lines offered for football, home's handicap. */
export const FOOTBALL_EUROPEAN_HANDICAPS = [-2, -1, 1, 2] as const;

/** The main line shown inline for a market that has a line (the others are on the event page). */
export const MAIN_LINE: Partial<Record<MarketKey, number>> = { ou: 2.5 };

/** `ou:2.5`, `ah:-0.25`, `1x2`: the market's id within an event. */
export function marketId(key: MarketKey, param?: number): string {
  return param === undefined ? key : `${key}:${param}`;
}

/** `ou:2.5/over`: a selection's id within an event. */
export function selectionId(key: MarketKey, param: number | undefined, outcome: string): string {
  return `${marketId(key, param)}/${outcome}`;
}

export interface ParsedSelection {
  key: MarketKey;
  param: number | undefined;
  outcome: string;
}

/** The inverse of `selectionId`, refusing unknown market keys, bad parameters and unknown outcomes. */
export function parseSelectionId(id: string): ParsedSelection | null {
  const slash = id.indexOf('/');
  if (slash < 0) return null;
  const [key, paramText] = id.slice(0, slash).split(':') as [string, string | undefined];
  const outcome = id.slice(slash + 1);
  if (!(MarketKey as readonly string[]).includes(key)) return null;
  const def = MARKET_TYPES[key as MarketKey];
  const param = paramText === undefined ? undefined : Number(paramText);
  if (!isValidParam(def.key, param)) return null;
  if (
    !def.outcomes(undefined).some((o) => o.id === outcome) &&
    !(def.key === 'set_betting' && isSetScore(outcome))
  )
    return null;
  return { key: def.key, param, outcome };
}

function isSetScore(outcome: string): boolean {
  return setScores(3).includes(outcome) || setScores(5).includes(outcome);
}

/** Whether a parameter fits the market type's kind (a real line, a quarter step, a whole handicap…). */
export function isValidParam(key: MarketKey, param: number | undefined): boolean {
  const kind = MARKET_TYPES[key].param;
  if (kind === 'none') return param === undefined;
  if (param === undefined || !Number.isFinite(param) || Math.abs(param) > 1000) return false;
  switch (kind) {
    case 'half_line':
      return Number.isInteger(param * 2) && !Number.isInteger(param);
    case 'quarter_line':
      return Number.isInteger(param * 4);
    case 'integer':
      return Number.isInteger(param) && param !== 0;
    case 'goal_number':
      return Number.isInteger(param) && param >= 1 && param <= 30;
  }
}

// ---- Names ----

export interface Teams {
  home: string;
  away: string;
}

/** A market's display name: 'Alt/Üst 2,5', 'Asya Handikap -0,25', 'Handikaplı Maç Sonucu (0:1)'. */
export function marketName(
  key: MarketKey,
  param: number | undefined,
  locale: Locale,
  sport?: SportKey,
): string {
  const def = MARKET_TYPES[key];
  const template = (sport && def.nameBySport?.[sport]) ?? def.name;
  let line = '';
  if (param !== undefined) {
    if (def.param === 'integer') line = europeanHandicapLabel(param);
    else if (def.param === 'goal_number') line = String(param);
    else line = formatLine(param, locale, def.param === 'quarter_line' || key === 'spread');
  }
  return template[locale].replace('{line}', line).trim();
}

/** Turkish books write a European handicap as the head start in goals: home +1 is "(1:0)", home -1 is "(0:1)". */
export function europeanHandicapLabel(homeHandicap: number): string {
  return homeHandicap > 0 ? `(${homeHandicap}:0)` : `(0:${-homeHandicap})`;
}

/**
 * A selection's full name for the bet slip: team names where the outcome is a side ('Galatasaray -0,25'), the word
 * for a draw, and the outcome's label otherwise ('Üst 2,5', '2-1').
 */
export function selectionName(
  key: MarketKey,
  param: number | undefined,
  outcome: string,
  locale: Locale,
  teams: Teams,
): string {
  const def = MARKET_TYPES[key];
  const label = def.outcomes(undefined).find((o) => o.id === outcome)?.label[locale] ?? outcome;
  const draw = locale === 'tr' ? 'Beraberlik' : 'Draw';
  const side = (o: string) => (o === '1' ? teams.home : o === '2' ? teams.away : o === 'x' ? draw : null);
  switch (key) {
    case '1x2':
    case 'ht_1x2':
    case 'ml':
    case 'match_winner':
      return side(outcome) ?? label;
    case 'eh':
      return `${side(outcome) ?? label} ${europeanHandicapLabel(param ?? 0)}`;
    case 'ah':
    case 'spread': {
      const line = outcome === '1' ? (param ?? 0) : -(param ?? 0);
      return `${side(outcome) ?? label} ${formatLine(line, locale, true)}`;
    }
    case 'ou':
    case 'total':
    case 'total_games':
    case 'total_sets':
      return `${label} ${formatLine(param ?? 0, locale)}`;
    case 'next_goal':
      return outcome === 'none' ? label : (side(outcome) ?? label);
    default:
      return label;
  }
}

// ---- Market status ----

export const MarketStatus = ['active', 'suspended', 'settled', 'cancelled'] as const;
export type MarketStatus = (typeof MarketStatus)[number];

/**
 * Why a market changes status: `feed` is any ordinary message (odds change, bet stop, settlement, cancel);
 * `settlement_rollback` is the feed withdrawing a settlement (a corrected result), the only way out of `settled`;
 * `operator` is a trader in the back office suspending, lifting a suspension or voiding (docs/decisions/0540). An
 * operator's suspension is a hold the feed cannot lift (the market row's `operator_hold_at`): only an operator can.
 */
export type MarketTransitionCause = 'feed' | 'settlement_rollback' | 'operator';

/**
 * The allowed transitions, one row each. Not listed means refused. A settled market returns to trading only through a
 * settlement rollback; a cancelled market is final (a real feed's cancel of a settled market arrives as a rollback
 * followed by a cancel, which this table allows: settled → suspended → cancelled).
 */
export const MARKET_TRANSITIONS: readonly {
  from: MarketStatus;
  to: MarketStatus;
  cause: MarketTransitionCause;
}[] = [
  { from: 'active', to: 'suspended', cause: 'feed' },
  { from: 'active', to: 'settled', cause: 'feed' },
  { from: 'active', to: 'cancelled', cause: 'feed' },
  { from: 'suspended', to: 'active', cause: 'feed' },
  { from: 'suspended', to: 'settled', cause: 'feed' },
  { from: 'suspended', to: 'cancelled', cause: 'feed' },
  { from: 'settled', to: 'suspended', cause: 'settlement_rollback' },
  { from: 'settled', to: 'active', cause: 'settlement_rollback' },
  // The back office (docs/decisions/0540): suspend, lift, void. An operator never settles or reopens a closed market.
  { from: 'active', to: 'suspended', cause: 'operator' },
  { from: 'suspended', to: 'active', cause: 'operator' },
  { from: 'active', to: 'cancelled', cause: 'operator' },
  { from: 'suspended', to: 'cancelled', cause: 'operator' },
];

export type TransitionCheck = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * Validates a status change. The same status again is accepted without change for `active` and `suspended` (feeds
 * repeat themselves; an operator may hold a market the feed had already suspended); a second settlement of a settled market is refused here: a corrected result must come as a
 * rollback first, so the ledger shows both movements.
 */
export function checkMarketTransition(
  from: MarketStatus,
  to: MarketStatus,
  cause: MarketTransitionCause = 'feed',
): TransitionCheck {
  if (from === to && (from === 'active' || from === 'suspended') && cause !== 'settlement_rollback')
    return { ok: true, changed: false };
  if (MARKET_TRANSITIONS.some((r) => r.from === from && r.to === to && r.cause === cause))
    return { ok: true, changed: true };
  if (from === 'cancelled') return { ok: false, reason: 'a cancelled market is final' };
  if (from === 'settled' && cause !== 'settlement_rollback')
    return { ok: false, reason: 'a settled market changes only through a settlement rollback' };
  return { ok: false, reason: `no transition ${from} → ${to} by ${cause}` };
}

/** Only an active market takes bets. */
export function isOpenForBets(status: MarketStatus): boolean {
  return status === 'active';
}

// ---- Formatting ----

/** Decimal odds as the player reads them: '2,35' in Turkish, '2.35' in English, always two decimals. */
export function formatOdds(odds: number, locale: Locale): string {
  const text = odds.toFixed(2);
  return locale === 'tr' ? text.replace('.', ',') : text;
}

/** A line: '2,5' / '2.5'; with `signed`, '+0,25', '-1', '0'. */
export function formatLine(line: number, locale: Locale, signed = false): string {
  const body = String(Math.abs(line));
  const text = locale === 'tr' ? body.replace('.', ',') : body;
  if (!signed || line === 0) return line < 0 ? `-${text}` : text;
  return `${line > 0 ? '+' : '-'}${text}`;
}
