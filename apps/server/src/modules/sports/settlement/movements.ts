import type { BetPayout } from '@kasa/contract/sports-bets';

/**
 * The ledger movements a settlement change calls for (docs/decisions/0200 §Rollback): settling pays the win and the
 * boost; a rollback takes back exactly what the settlement it undoes paid; a re-settlement is a rollback followed by
 * a settlement. The ledger keeps every movement, so a corrected result shows both. The bet service applies these
 * through the wallet, with idempotency keys from the bet id and the settlement's sequence number.
 */

export interface SettlementMovement {
  kind: 'win' | 'boost' | 'win_reversal' | 'boost_reversal';
  amountKurus: number;
}

export function settleMovements(payout: BetPayout): SettlementMovement[] {
  const out: SettlementMovement[] = [];
  const win = payout.payoutKurus - payout.boostKurus;
  if (win > 0) out.push({ kind: 'win', amountKurus: win });
  if (payout.boostKurus > 0) out.push({ kind: 'boost', amountKurus: payout.boostKurus });
  return out;
}

export function rollbackMovements(previous: BetPayout): SettlementMovement[] {
  return settleMovements(previous).map((m) => ({
    kind: m.kind === 'win' ? 'win_reversal' : 'boost_reversal',
    amountKurus: m.amountKurus,
  }));
}

/** From one settled state to another (either may be null: open). */
export function resettleMovements(previous: BetPayout | null, next: BetPayout | null): SettlementMovement[] {
  return [...(previous ? rollbackMovements(previous) : []), ...(next ? settleMovements(next) : [])];
}

/** What the movements credit the player in total (reversals negative). */
export function netCredit(movements: readonly SettlementMovement[]): number {
  return movements.reduce(
    (sum, m) => sum + (m.kind === 'win' || m.kind === 'boost' ? m.amountKurus : -m.amountKurus),
    0,
  );
}
