import type { Locale } from '@kasa/contract/constants';
import { msg, translate } from '@kasa/contract/messages';
import { type MarketKey, formatOdds, marketName, selectionName, sportById } from '@kasa/contract/sports';
import { selectionRef } from '@kasa/contract/sports-api';
import {
  type BetShape,
  comboBoostKurus,
  comboBoostPercent,
  parseSystem,
  potentialPayoutKurus,
  systemMaxPayoutKurus,
} from '@kasa/contract/sports-bets';
import type { SportsBet, SportsBetStatus } from '@kasa/contract/sports-bets-api';
import { kurusToLira } from '@kasa/contract/wallet';
import { kurusFromDb } from '../../lib/money.ts';
import type { SportsBetLegRow, SportsBetRow } from './sports-bets.table.ts';

// Rows → the contract's bet (names in the reader's language), and the bet's shape for the core's arithmetic.

/**
 * A message argument: references are `key:arg:arg`, so a colon inside one (a European handicap's "(0:1)") would split
 * it; the ratio sign looks the same.
 */
export const safeArg = (text: string) => text.replaceAll(':', '\u2236');

/** What a leg is called in messages: "Galatasaray - Fenerbahçe, Maç Sonucu — 1". */
export function legLabel(
  leg: { sportId: number; home: string; away: string; key: string; param: number | null; outcome: string },
  locale: Locale,
): string {
  const key = leg.key as MarketKey;
  const param = leg.param ?? undefined;
  const market = marketName(key, param, locale, sportById(leg.sportId)?.key);
  const selection = selectionName(key, param, leg.outcome, locale, { home: leg.home, away: leg.away });
  return safeArg(`${leg.home} - ${leg.away}, ${market} — ${selection}`);
}

/** The bet's running part: its stake after any partial cash-out. */
export function shapeOf(bet: SportsBetRow): BetShape {
  const perLine = kurusFromDb(bet.open_per_line);
  const stake = perLine * bet.lines;
  if (bet.type === 'system') {
    const system = parseSystem(bet.system ?? '');
    if (!system) throw new Error(`bet ${bet.id}: stored system ${bet.system} is not valid`);
    return { type: 'system', system, stakePerLineKurus: perLine };
  }
  return bet.type === 'combo'
    ? { type: 'combo', stakeKurus: stake, boost: bet.boost }
    : { type: 'single', stakeKurus: stake };
}

/** Everything won: the line arithmetic, the boost if the bet has it, capped at the bet's max payout. */
export function potentialOf(bet: SportsBetRow, legs: readonly SportsBetLegRow[]): number {
  const shape = shapeOf(bet);
  const odds = legs.map((l) => l.odds / 100);
  const max = kurusFromDb(bet.max_payout);
  if (shape.type === 'system')
    return Math.min(max, systemMaxPayoutKurus(shape.system, shape.stakePerLineKurus, odds));
  const base = potentialPayoutKurus(shape.stakeKurus, odds);
  const boost =
    shape.type === 'combo' && shape.boost
      ? comboBoostKurus(
          shape.stakeKurus,
          base,
          odds.map((o) => ({ odds: o, result: 'won' as const })),
        )
      : 0;
  return Math.min(max, base + boost);
}

function statusOf(bet: SportsBetRow): SportsBetStatus {
  if (bet.status === 'settled') return bet.result ?? 'lost';
  return bet.status;
}

export function toBet(bet: SportsBetRow, legs: readonly SportsBetLegRow[], locale: Locale): SportsBet {
  const refusal = bet.refusal;
  const refusedLeg = refusal && refusal.idx !== null ? legs[refusal.idx] : undefined;
  return {
    id: bet.id,
    type: bet.type,
    system: bet.system,
    status: statusOf(bet),
    stake: kurusToLira(kurusFromDb(bet.stake)),
    stakePerLine: kurusToLira(kurusFromDb(bet.stake_per_line)),
    openStake: kurusToLira(kurusFromDb(bet.open_per_line) * bet.lines),
    lines: bet.lines,
    totalOdds:
      bet.type === 'system' ? null : Math.round(legs.reduce((p, l) => p * (l.odds / 100), 1) * 100) / 100,
    potentialPayout: kurusToLira(potentialOf(bet, legs)),
    boostPercent: bet.boost ? comboBoostPercent(legs.length) : 0,
    payout: bet.payout === null ? null : kurusToLira(kurusFromDb(bet.payout)),
    boost: bet.boost_paid === null ? null : kurusToLira(kurusFromDb(bet.boost_paid)),
    cashedOut: bet.cashed_out === null ? null : kurusToLira(kurusFromDb(bet.cashed_out)),
    acceptOdds: bet.accept_odds,
    live: bet.live,
    acceptAt: bet.status === 'pending' && bet.accept_at ? bet.accept_at.toISOString() : null,
    refusal: refusal
      ? {
          code: refusal.code,
          message: translate(
            locale,
            refusedLeg
              ? msg(
                  refusal.code,
                  legLabel(legView(refusedLeg), locale),
                  refusal.odds === null ? '-' : formatOdds(refusal.odds / 100, locale),
                )
              : msg(refusal.code),
          ),
          selectionId: refusedLeg ? selectionRef(refusedLeg.book, refusedLeg.outcome_id) : null,
          odds: refusal.odds === null ? null : refusal.odds / 100,
        }
      : null,
    createdAt: bet.created_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    legs: legs.map((l) => {
      const key = l.key as MarketKey;
      const param = l.param ?? undefined;
      return {
        selectionId: selectionRef(l.book, l.outcome_id),
        eventId: l.event_id,
        sportId: l.sport_id,
        home: l.home,
        away: l.away,
        startTime: l.start_time.toISOString(),
        market: l.market,
        marketName: marketName(key, param, locale, sportById(l.sport_id)?.key),
        selectionName: selectionName(key, param, l.outcome, locale, { home: l.home, away: l.away }),
        odds: l.odds / 100,
        live: l.live,
        result: l.result,
        deadHeatFactor: l.dead_heat_factor,
      };
    }),
  };
}

export function legView(l: SportsBetLegRow) {
  return { sportId: l.sport_id, home: l.home, away: l.away, key: l.key, param: l.param, outcome: l.outcome };
}
