import { above } from './distributions.ts';
import {
  bothTeamsToScore,
  doubleChance,
  type GoalRates,
  type MatchClock,
  matchResult,
  NOT_STARTED,
  outlook,
  remainingShares,
  type Score,
  type TimeShape,
  totals,
} from './goals.ts';
import { type FairMarket, HOME_AWAY, twoWay } from './types.ts';

/**
 * Ice hockey: the football goal model over three 20-minute periods (a slight late rise: pulled goalies), 1X2 and
 * totals on regular time, and a two-way winner that adds the overtime (5 minutes of 3-on-3, sudden death, at a higher
 * goal rate) and the shoot-out (a coin flip). docs/decisions/0200 §Ice hockey.
 */
export const HOCKEY_TIME: TimeShape = { periods: [20, 20, 20], stoppage: [0, 0, 0], slope: 0.15 };

export const HOCKEY_OVERTIME = {
  minutes: 5,
  /** 3-on-3 scoring per minute relative to the match's average minute. */
  intensity: 1.75,
  shootoutHomeWin: 0.5,
};

export const HOCKEY_TOTAL_LINES = [4.5, 5.5, 6.5] as const;
export const HOCKEY_SPREAD_LINES = [-1.5, 1.5] as const;

export interface HockeyState {
  /** The regular-time clock ('ended' once the 60 minutes are played). */
  clock: MatchClock;
  score: Score;
  /** Minutes of overtime played, or 'shootout'; only after a tied regular time. */
  overtime?: number | 'shootout';
}

export const HOCKEY_PRE_MATCH: HockeyState = { clock: NOT_STARTED, score: [0, 0] };

/** P(home wins | regular time ended tied), from what is left of overtime. */
export function hockeyOvertimeHomeWin(model: GoalRates, overtime: number | 'shootout' = 0): number {
  if (overtime === 'shootout') return HOCKEY_OVERTIME.shootoutHomeWin;
  const perMinute = HOCKEY_OVERTIME.intensity / 60;
  const left = Math.max(0, HOCKEY_OVERTIME.minutes - overtime);
  const both = (model.home + model.away) * perMinute * left;
  const goal = 1 - Math.exp(-both);
  const homeShare = model.home / (model.home + model.away);
  return goal * homeShare + (1 - goal) * HOCKEY_OVERTIME.shootoutHomeWin;
}

export function priceIceHockey(model: GoalRates, state: HockeyState = HOCKEY_PRE_MATCH): FairMarket[] {
  const shares = remainingShares(HOCKEY_TIME, state.clock);
  const share = shares.reduce((a, b) => a + b, 0);
  const o = outlook(state.score, { home: model.home * share, away: model.away * share });
  const regular = matchResult(o);
  const [home, draw] = [regular.outcomes[0]!.p, regular.outcomes[1]!.p];
  const otHome = hockeyOvertimeHomeWin(model, state.overtime);
  const winner = home + draw * otHome;
  return [
    regular,
    doubleChance(o),
    twoWay('ml', undefined, HOME_AWAY, winner),
    ...totals(o, HOCKEY_TOTAL_LINES),
    ...HOCKEY_SPREAD_LINES.map((line) => twoWay('spread', line, HOME_AWAY, above(o.margin, -line))),
    bothTeamsToScore(o),
  ];
}
