import type { LegResult } from '@kasa/contract/sports-bets';
import type { MarketKey, SportKey } from '@kasa/contract/sports';
import type { EventResult, Score, Side, TennisResult } from './results.ts';

/**
 * Settlement rules, table-driven (docs/decisions/0200 §Settlement). Two tables:
 *
 * 1. OUTCOME_RULES: one row per kind of outcome, deciding a selection from the FACTS it reads (a score line, a
 *    half-time and full-time pair, the order of goals, a winner, a count). Nothing sport-specific lives here.
 * 2. MARKET_FACTS: per sport and market, which row decides it and which facts of the result feed it (football's 1X2
 *    reads the full-time score, ice hockey's the regular-time score; tennis' total games the games played…). A fact
 *    can be `void`: the market stands void (a tennis retirement before the market was decided).
 */

export interface LegSettlement {
  result: LegResult;
  deadHeatFactor?: number;
}

/** The facts a row decides from. */
export type Facts =
  | { kind: 'score'; score: Score }
  | { kind: 'halves'; ht: Score; ft: Score }
  | { kind: 'goals'; goals: readonly Side[] }
  | { kind: 'winner'; winner: Side }
  | { kind: 'count'; count: number; final: boolean }
  | { kind: 'void' };

export type OutcomeKind =
  | 'three_way'
  | 'double_chance'
  | 'over_under'
  | 'both_score'
  | 'asian_handicap'
  | 'european_handicap'
  | 'correct_score'
  | 'ht_ft'
  | 'nth_goal'
  | 'two_way'
  | 'spread'
  | 'set_score';

const WON: LegSettlement = { result: 'won' };
const LOST: LegSettlement = { result: 'lost' };
const VOID: LegSettlement = { result: 'void' };
const wonIf = (yes: boolean): LegSettlement => (yes ? WON : LOST);
const side = (margin: number) => (margin > 0 ? '1' : margin < 0 ? '2' : 'x');

interface OutcomeRule {
  kind: OutcomeKind;
  /** What the rule reads. */
  facts: Facts['kind'];
  rule: string;
  decide: (facts: Facts, param: number | undefined, outcome: string) => LegSettlement;
}

function need<K extends Facts['kind']>(facts: Facts, kind: K): Extract<Facts, { kind: K }> {
  if (facts.kind !== kind) throw new Error(`settlement needs ${kind} facts, got ${facts.kind}`);
  return facts as Extract<Facts, { kind: K }>;
}

/** One stake on a handicap line: +1 won, 0 push, -1 lost, for the home side. */
const lineScore = (margin: number, line: number) => Math.sign(margin + line);

export const OUTCOME_RULES: readonly OutcomeRule[] = [
  {
    kind: 'three_way',
    facts: 'score',
    rule: '1 if home scored more, X if level, 2 if away scored more',
    decide: (f, _p, o) => {
      const [h, a] = need(f, 'score').score;
      return wonIf(side(h - a) === o);
    },
  },
  {
    kind: 'double_chance',
    facts: 'score',
    rule: '1X wins on 1 or X, 12 on 1 or 2, X2 on X or 2',
    decide: (f, _p, o) => {
      const [h, a] = need(f, 'score').score;
      return wonIf(o.includes(side(h - a)));
    },
  },
  {
    kind: 'over_under',
    facts: 'count',
    rule: 'over wins above the line, under below; a whole line pushes (void) when hit exactly',
    decide: (f, p, o) => {
      const { count, final } = need(f, 'count');
      const line = p!;
      // An unfinished count (a retirement) stands only when already decided: over is won once the count passes.
      if (!final && count <= line) return VOID;
      if (count === line) return VOID;
      return wonIf(o === 'over' ? count > line : count < line);
    },
  },
  {
    kind: 'both_score',
    facts: 'score',
    rule: 'yes when each side scored at least once',
    decide: (f, _p, o) => {
      const [h, a] = need(f, 'score').score;
      return wonIf((h > 0 && a > 0) === (o === 'yes'));
    },
  },
  {
    kind: 'asian_handicap',
    facts: 'score',
    rule: 'the line is added to home (taken from away); a quarter line is half the stake on each neighbouring line',
    decide: (f, p, o) => {
      const [h, a] = need(f, 'score').score;
      const line = p!;
      const margin = o === '1' ? h - a : a - h;
      const own = o === '1' ? line : -line;
      const halves = Number.isInteger(own * 2) ? [own, own] : [own - 0.25, own + 0.25];
      const score = lineScore(margin, halves[0]!) + lineScore(margin, halves[1]!);
      return { result: (['lost', 'half_lost', 'void', 'half_won', 'won'] as const)[score + 2]! };
    },
  },
  {
    kind: 'european_handicap',
    facts: 'score',
    rule: "three-way result after adding the line to home's goals",
    decide: (f, p, o) => {
      const [h, a] = need(f, 'score').score;
      return wonIf(side(h + p! - a) === o);
    },
  },
  {
    kind: 'correct_score',
    facts: 'score',
    rule: "the exact score, 'other' when a side scored 5 or more",
    decide: (f, _p, o) => {
      const [h, a] = need(f, 'score').score;
      return wonIf(o === (h > 4 || a > 4 ? 'other' : `${h}-${a}`));
    },
  },
  {
    kind: 'ht_ft',
    facts: 'halves',
    rule: 'the half-time result and the full-time result, both right',
    decide: (f, _p, o) => {
      const { ht, ft } = need(f, 'halves');
      return wonIf(`${side(ht[0] - ht[1])}${side(ft[0] - ft[1])}` === o);
    },
  },
  {
    kind: 'nth_goal',
    facts: 'goals',
    rule: 'the side that scored goal number n; none if fewer than n goals',
    decide: (f, p, o) => {
      const goals = need(f, 'goals').goals;
      return wonIf((goals[p! - 1] ?? 'none') === o);
    },
  },
  {
    kind: 'two_way',
    facts: 'winner',
    rule: 'the winner (overtime, shoot-out or the retirement rule included)',
    decide: (f, _p, o) => wonIf(need(f, 'winner').winner === o),
  },
  {
    kind: 'spread',
    facts: 'score',
    rule: 'home with the line added against away (half lines: no push; a whole line pushes when hit)',
    decide: (f, p, o) => {
      const [h, a] = need(f, 'score').score;
      const adjusted = h + p! - a;
      if (adjusted === 0) return VOID;
      return wonIf((adjusted > 0 ? '1' : '2') === o);
    },
  },
  {
    kind: 'set_score',
    facts: 'score',
    rule: "sets won by each side, home first ('2-1')",
    decide: (f, _p, o) => {
      const [h, a] = need(f, 'score').score;
      return wonIf(`${h}-${a}` === o);
    },
  },
];

const RULES_BY_KIND = new Map(OUTCOME_RULES.map((r) => [r.kind, r]));

// ---- facts per sport ----

function completedSet([h, a]: Score, finalSet: boolean, tennis: boolean): boolean {
  if (!tennis) return Math.max(h, a) >= (finalSet ? 15 : 25) && Math.abs(h - a) >= 2;
  return (Math.max(h, a) >= 6 && Math.abs(h - a) >= 2) || (Math.max(h, a) === 7 && Math.min(h, a) === 6);
}

function setsWon(sets: readonly Score[]): Score {
  let h = 0;
  let a = 0;
  for (const [x, y] of sets)
    if (x > y) h++;
    else if (y > x) a++;
  return [h, a];
}

function tennisWinner(r: TennisResult): Facts {
  const complete = r.sets.filter((s, i) => completedSet(s, i === r.bestOf - 1, true));
  if (r.retired) {
    // The player who goes through wins, if at least one set was completed; otherwise the bets are void.
    return complete.length >= 1
      ? { kind: 'winner', winner: r.retired === '1' ? '2' : '1' }
      : { kind: 'void' };
  }
  const [h, a] = setsWon(r.sets);
  return { kind: 'winner', winner: h > a ? '1' : '2' };
}

type FactsOf = (result: EventResult) => Facts;
const score =
  (pick: (r: EventResult) => Score): FactsOf =>
  (r) => ({ kind: 'score', score: pick(r) });

function as<S extends EventResult['sport']>(r: EventResult, sport: S): Extract<EventResult, { sport: S }> {
  if (r.sport !== sport) throw new Error(`a ${sport} market cannot settle on a ${r.sport} result`);
  return r as Extract<EventResult, { sport: S }>;
}

const total = (s: Score) => s[0] + s[1];

/** Which outcome rule settles each sport's market, and from which facts of the result. */
export const MARKET_FACTS: Readonly<
  Record<SportKey, Partial<Record<MarketKey, { kind: OutcomeKind; facts: FactsOf }>>>
> = {
  football: {
    '1x2': { kind: 'three_way', facts: score((r) => as(r, 'football').ft) },
    dc: { kind: 'double_chance', facts: score((r) => as(r, 'football').ft) },
    ou: {
      kind: 'over_under',
      facts: (r) => ({ kind: 'count', count: total(as(r, 'football').ft), final: true }),
    },
    btts: { kind: 'both_score', facts: score((r) => as(r, 'football').ft) },
    ah: { kind: 'asian_handicap', facts: score((r) => as(r, 'football').ft) },
    eh: { kind: 'european_handicap', facts: score((r) => as(r, 'football').ft) },
    cs: { kind: 'correct_score', facts: score((r) => as(r, 'football').ft) },
    ht_1x2: { kind: 'three_way', facts: score((r) => as(r, 'football').ht) },
    htft: {
      kind: 'ht_ft',
      facts: (r) => ({ kind: 'halves', ht: as(r, 'football').ht, ft: as(r, 'football').ft }),
    },
    next_goal: { kind: 'nth_goal', facts: (r) => ({ kind: 'goals', goals: as(r, 'football').goals }) },
  },
  ice_hockey: {
    '1x2': { kind: 'three_way', facts: score((r) => as(r, 'ice_hockey').regular) },
    dc: { kind: 'double_chance', facts: score((r) => as(r, 'ice_hockey').regular) },
    ml: { kind: 'two_way', facts: (r) => ({ kind: 'winner', winner: as(r, 'ice_hockey').winner }) },
    ou: {
      kind: 'over_under',
      facts: (r) => ({ kind: 'count', count: total(as(r, 'ice_hockey').regular), final: true }),
    },
    spread: { kind: 'spread', facts: score((r) => as(r, 'ice_hockey').regular) },
    btts: { kind: 'both_score', facts: score((r) => as(r, 'ice_hockey').regular) },
  },
  basketball: {
    ml: {
      kind: 'two_way',
      facts: (r) => {
        const [h, a] = as(r, 'basketball').final;
        return { kind: 'winner', winner: h > a ? '1' : '2' };
      },
    },
    spread: { kind: 'spread', facts: score((r) => as(r, 'basketball').final) },
    total: {
      kind: 'over_under',
      facts: (r) => ({ kind: 'count', count: total(as(r, 'basketball').final), final: true }),
    },
  },
  tennis: {
    match_winner: { kind: 'two_way', facts: (r) => tennisWinner(as(r, 'tennis')) },
    set_betting: {
      kind: 'set_score',
      facts: (r) =>
        as(r, 'tennis').retired ? { kind: 'void' } : { kind: 'score', score: setsWon(as(r, 'tennis').sets) },
    },
    total_games: {
      kind: 'over_under',
      facts: (r) => {
        const t = as(r, 'tennis');
        return { kind: 'count', count: t.sets.reduce((s, x) => s + total(x), 0), final: !t.retired };
      },
    },
  },
  volleyball: {
    ml: {
      kind: 'two_way',
      facts: (r) => {
        const [h, a] = setsWon(as(r, 'volleyball').sets);
        return { kind: 'winner', winner: h > a ? '1' : '2' };
      },
    },
    set_betting: { kind: 'set_score', facts: score((r) => setsWon(as(r, 'volleyball').sets)) },
    total_sets: {
      kind: 'over_under',
      facts: (r) => ({ kind: 'count', count: as(r, 'volleyball').sets.length, final: true }),
    },
  },
};

/** Settles one selection of a market from the event's result. */
export function settleSelection(
  sport: SportKey,
  key: MarketKey,
  param: number | undefined,
  outcome: string,
  result: EventResult,
): LegSettlement {
  const entry = MARKET_FACTS[sport][key];
  if (!entry) throw new Error(`${sport} has no market ${key}`);
  const facts = entry.facts(result);
  if (facts.kind === 'void') return VOID;
  return RULES_BY_KIND.get(entry.kind)!.decide(facts, param, outcome);
}
