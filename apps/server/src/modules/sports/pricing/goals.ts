import { CORRECT_SCORE_MAX } from '@kasa/contract/sports';
import { above, at, difference, type Pmf, poisson } from './distributions.ts';
import { effectiveProbability, type FairMarket, type OutcomeSplit, twoWay, UNDER_OVER } from './types.ts';

/**
 * The Poisson goal model shared by football and ice hockey: each side scores as an independent Poisson process whose
 * intensity follows the match clock. A model is the expected goals of each side over a whole match (regular time,
 * stoppage included, no red cards); the clock says how much of that is still to play.
 */

export type Score = readonly [home: number, away: number];

export interface GoalRates {
  home: number;
  away: number;
}

/**
 * The shape of goal intensity over regular time: periods (minutes each), the stoppage expected at the end of each,
 * and a linear rise of intensity from 1 at the start to 1 + slope at the end (more goals late in a match: tired
 * defences, teams chasing). Stoppage minutes are played at the intensity of their period's last minute.
 */
export interface TimeShape {
  periods: readonly number[];
  stoppage: readonly number[];
  slope: number;
}

/**
 * Where the match is. `minute` is the match clock counted from the start of the match (football's 2nd half starts at
 * 45); during a period's stoppage it runs past the period's end. `period` is the current period (0-based) while live,
 * or the one just finished during a break. `addedTime` is the stoppage announced for the current period.
 */
export interface MatchClock {
  status: 'not_started' | 'live' | 'break' | 'ended';
  period: number;
  minute: number;
  addedTime?: number;
}

export const NOT_STARTED: MatchClock = { status: 'not_started', period: 0, minute: 0 };

function weightBetween(shape: TimeShape, total: number, from: number, to: number): number {
  if (to <= from) return 0;
  return to - from + (shape.slope * (to * to - from * from)) / (2 * total);
}

/** Each period's share of the match's goal intensity that is still to come, from the clock. */
export function remainingShares(shape: TimeShape, clock: MatchClock): number[] {
  const total = shape.periods.reduce((a, b) => a + b, 0);
  const shares: number[] = [];
  let start = 0;
  let whole = 0;
  const full: number[] = [];
  for (let i = 0; i < shape.periods.length; i++) {
    const end = start + shape.periods[i]!;
    const endWeight = 1 + shape.slope * (end / total);
    const w = weightBetween(shape, total, start, end) + shape.stoppage[i]! * endWeight;
    full.push(w);
    whole += w;
    let rest: number;
    if (clock.status === 'ended') rest = 0;
    else if (clock.status === 'not_started') rest = w;
    else if (i < clock.period || (i === clock.period && clock.status === 'break')) rest = 0;
    else if (i > clock.period) rest = w;
    else {
      const added = clock.addedTime ?? shape.stoppage[i]!;
      rest =
        clock.minute < end
          ? weightBetween(shape, total, Math.max(clock.minute, start), end) + added * endWeight
          : Math.max(0, added - (clock.minute - end)) * endWeight;
    }
    shares.push(rest);
    start = end;
  }
  return shares.map((w) => w / whole);
}

// ---- markets from the distribution of the final score ----

/** The distribution of the rest of the match: goals still to come for each side, and the score now. */
export interface GoalOutlook {
  score: Score;
  home: Pmf;
  away: Pmf;
  /** Final home − away. */
  margin: Pmf;
}

export function outlook(score: Score, rates: GoalRates): GoalOutlook {
  const home = poisson(rates.home);
  const away = poisson(rates.away);
  const margin = difference(home, away);
  return { score, home, away, margin: { offset: margin.offset + score[0] - score[1], p: margin.p } };
}

const threeWay = (margin: Pmf, handicap = 0) => {
  const home = above(margin, -handicap);
  const draw = at(margin, -handicap);
  return { home, draw, away: 1 - home - draw };
};

export function matchResult(o: GoalOutlook): FairMarket {
  const r = threeWay(o.margin);
  return {
    key: '1x2',
    outcomes: [
      { id: '1', p: r.home },
      { id: 'x', p: r.draw },
      { id: '2', p: r.away },
    ],
  };
}

export function doubleChance(o: GoalOutlook): FairMarket {
  const r = threeWay(o.margin);
  // Each result wins two of the three outcomes, so they sum to 2 (`winners`).
  return {
    key: 'dc',
    winners: 2,
    outcomes: [
      { id: '1x', p: r.home + r.draw },
      { id: '12', p: r.home + r.away },
      { id: 'x2', p: r.draw + r.away },
    ],
  };
}

/** Distribution of the goals still to come, both sides together. */
function remainingTotal(o: GoalOutlook): Float64Array {
  const out = new Float64Array(o.home.p.length + o.away.p.length - 1);
  for (let i = 0; i < o.home.p.length; i++)
    for (let j = 0; j < o.away.p.length; j++) out[i + j]! += o.home.p[i]! * o.away.p[j]!;
  return out;
}

export function totals(o: GoalOutlook, lines: readonly number[], key: 'ou' = 'ou'): FairMarket[] {
  const rest = remainingTotal(o);
  const now = o.score[0] + o.score[1];
  return lines.map((line) => {
    let under = 0;
    for (let k = 0; k < rest.length && now + k < line; k++) under += rest[k]!;
    return twoWay(key, line, UNDER_OVER, under);
  });
}

export function bothTeamsToScore(o: GoalOutlook): FairMarket {
  const homeScores = o.score[0] > 0 ? 1 : 1 - (o.home.p[0] ?? 0);
  const awayScores = o.score[1] > 0 ? 1 : 1 - (o.away.p[0] ?? 0);
  return twoWay('btts', undefined, ['yes', 'no'], homeScores * awayScores);
}

/** How a bet on the home side at Asian line `line` settles, by the final margin (home − away). */
export function asianSplit(margin: Pmf, line: number): { home: OutcomeSplit; away: OutcomeSplit } {
  const quarter = !Number.isInteger(line * 2);
  const halves = quarter ? [line - 0.25, line + 0.25] : [line];
  const home = { won: 0, halfWon: 0, void: 0, halfLost: 0 };
  const away = { won: 0, halfWon: 0, void: 0, halfLost: 0 };
  for (let i = 0; i < margin.p.length; i++) {
    const p = margin.p[i]!;
    if (p === 0) continue;
    const d = margin.offset + i;
    // Score each half stake +1 (win), 0 (push), -1 (loss) for home; away is the mirror.
    let score = 0;
    for (const h of halves) score += Math.sign(d + h);
    if (!quarter) score *= 2;
    addSplit(home, score, p);
    addSplit(away, -score, p);
  }
  return { home, away };
}

function addSplit(split: OutcomeSplit, score: number, p: number): void {
  if (score === 2) split.won += p;
  else if (score === 1) split.halfWon += p;
  else if (score === 0) split.void += p;
  else if (score === -1) split.halfLost += p;
}

export function asianHandicap(o: GoalOutlook, line: number): FairMarket {
  const { home, away } = asianSplit(o.margin, line);
  return {
    key: 'ah',
    param: line,
    outcomes: [
      { id: '1', p: effectiveProbability(home), split: home },
      { id: '2', p: effectiveProbability(away), split: away },
    ],
  };
}

/** The quarter line where the home side's effective probability is nearest one half (the "main" Asian line). */
export function balancedAsianLine(o: GoalOutlook): number {
  let expected = 0;
  for (let i = 0; i < o.margin.p.length; i++) expected += (o.margin.offset + i) * o.margin.p[i]!;
  const guess = Math.round(-expected * 4) / 4;
  let best = guess;
  let bestGap = Infinity;
  for (let step = -4; step <= 4; step++) {
    const line = guess + step / 4;
    const gap = Math.abs(effectiveProbability(asianSplit(o.margin, line).home) - 0.5);
    if (gap < bestGap - 1e-12) [best, bestGap] = [line, gap];
  }
  return best;
}

export function europeanHandicap(o: GoalOutlook, handicap: number): FairMarket {
  const r = threeWay(o.margin, handicap);
  return {
    key: 'eh',
    param: handicap,
    outcomes: [
      { id: '1', p: r.home },
      { id: 'x', p: r.draw },
      { id: '2', p: r.away },
    ],
  };
}

/** Every final score up to CORRECT_SCORE_MAX a side; "other" takes the rest (a side on 5 or more). */
export function correctScore(o: GoalOutlook): FairMarket {
  const outcomes: { id: string; p: number }[] = [];
  let listed = 0;
  for (let h = 0; h <= CORRECT_SCORE_MAX; h++)
    for (let a = 0; a <= CORRECT_SCORE_MAX; a++) {
      const p = (o.home.p[h - o.score[0]] ?? 0) * (o.away.p[a - o.score[1]] ?? 0);
      listed += p;
      outcomes.push({ id: `${h}-${a}`, p });
    }
  outcomes.push({ id: 'other', p: Math.max(0, 1 - listed) });
  return { key: 'cs', outcomes };
}

/** Who scores the match's next goal (goal number = goals so far + 1), from the remaining rates. */
export function nextGoal(score: Score, rates: GoalRates): FairMarket {
  const both = rates.home + rates.away;
  const none = Math.exp(-both);
  const home = both > 0 ? (rates.home / both) * (1 - none) : 0;
  return {
    key: 'next_goal',
    param: score[0] + score[1] + 1,
    outcomes: [
      { id: '1', p: home },
      { id: 'none', p: none },
      { id: '2', p: 1 - none - home },
    ],
  };
}
