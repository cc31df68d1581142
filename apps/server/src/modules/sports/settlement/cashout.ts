import type { MarketStatus } from '@kasa/contract/sports';
import {
  type BetShape,
  betStakeKurus,
  expandSystem,
  linePayoutKurus,
  type SettledLeg,
} from '@kasa/contract/sports-bets';
import { expectedReturn, type FairOutcome } from '../pricing/types.ts';

/**
 * Cash-out (docs/decisions/0200 §Cash-out): what a bet is worth now is its expected payout under the current
 * probabilities of its open legs (the legs of a combo or system are from different events, so they multiply), less
 * the cash-out margin, rounded down to the kuruş and never above the max payout. Settled legs count at their
 * settled factor. Refused while any open leg's market is not active, once the bet has lost, and once every leg is
 * settled (settlement pays it). Combo boosts are not part of a cash-out value (the promotion's terms).
 */

export type CashoutLeg =
  | { state: 'open'; odds: number; market: MarketStatus; current: FairOutcome }
  | ({ state: 'settled' } & SettledLeg);

export interface CashoutRequest {
  bet: BetShape;
  legs: readonly CashoutLeg[];
  /** The house's cash-out fee, e.g. 0.05. */
  margin: number;
  maxPayoutKurus: number;
}

export type CashoutQuote =
  | { ok: true; valueKurus: number; expectedPayoutKurus: number }
  | { ok: false; reason: 'suspended' | 'lost' | 'settled' };

/** The expected factor of an open leg (what a unit stake on it is worth now, at the odds it was taken). */
function openFactor(leg: Extract<CashoutLeg, { state: 'open' }>): number {
  return expectedReturn(leg.current, leg.odds);
}

function lineValue(stakeKurus: number, legs: readonly CashoutLeg[]): number {
  const settled = legs.filter((l): l is Extract<CashoutLeg, { state: 'settled' }> => l.state === 'settled');
  // The settled part exactly (as settlement would pay it), the open part at its expectation.
  let value = linePayoutKurus(stakeKurus, settled);
  for (const leg of legs) if (leg.state === 'open') value *= openFactor(leg);
  return value;
}

export function quoteCashout(request: CashoutRequest): CashoutQuote {
  const { bet, legs } = request;
  const open = legs.filter((l) => l.state === 'open');
  if (open.length === 0) return { ok: false, reason: 'settled' };
  if (open.some((l) => l.state === 'open' && l.market !== 'active'))
    return { ok: false, reason: 'suspended' };
  let expected: number;
  if (bet.type === 'system') {
    expected = 0;
    for (const line of expandSystem(bet.system))
      expected += lineValue(
        bet.stakePerLineKurus,
        line.map((i) => legs[i]!),
      );
  } else {
    if (legs.some((l) => l.state === 'settled' && l.result === 'lost')) return { ok: false, reason: 'lost' };
    expected = lineValue(bet.stakeKurus, legs);
  }
  if (expected <= 0) return { ok: false, reason: 'lost' };
  const capped = Math.min(expected, request.maxPayoutKurus);
  return {
    ok: true,
    valueKurus: Math.floor(capped * (1 - request.margin)),
    expectedPayoutKurus: Math.floor(capped),
  };
}

export type PartialCashout =
  | { ok: true; amountKurus: number; stakeCutKurus: number; remainingStakeKurus: number; full: boolean }
  | { ok: false; reason: 'amount' };

/**
 * Cashing out `amountKurus` of a quote: the bet keeps running on a smaller stake. The stake taken off is rounded UP
 * (for a system, per line), so the part paid plus what the rest is worth never exceeds the quote. Asking for the
 * whole value (or leaving less than a kuruş of stake per line) is a full cash-out.
 */
export function partialCashout(bet: BetShape, valueKurus: number, amountKurus: number): PartialCashout {
  if (!Number.isInteger(amountKurus) || amountKurus <= 0 || amountKurus > valueKurus)
    return { ok: false, reason: 'amount' };
  const stake = betStakeKurus(bet);
  if (amountKurus === valueKurus)
    return { ok: true, amountKurus, stakeCutKurus: stake, remainingStakeKurus: 0, full: true };
  const perLine = bet.type === 'system' ? bet.stakePerLineKurus : stake;
  const lines = stake / perLine;
  const cutPerLine = Math.ceil((perLine * amountKurus) / valueKurus);
  if (cutPerLine >= perLine)
    return { ok: true, amountKurus: valueKurus, stakeCutKurus: stake, remainingStakeKurus: 0, full: true };
  return {
    ok: true,
    amountKurus,
    stakeCutKurus: cutPerLine * lines,
    remainingStakeKurus: (perLine - cutPerLine) * lines,
    full: false,
  };
}
