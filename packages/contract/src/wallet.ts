import { z } from 'zod';
import { envelope } from './envelope.ts';

// Money moves as integer kuruş (BIGINT in the ledger); the API shows Turkish lira as decimal numbers (DESIGN.md, Money).
export const KURUS_PER_LIRA = 100;

/** 12345 kuruş → 123.45 lira, for answers. */
export function kurusToLira(kurus: number): number {
  return kurus / KURUS_PER_LIRA;
}

/** 123.45 lira → 12345 kuruş, for amounts a player types; rounds away binary-fraction noise (0.1 + 0.2). */
export function liraToKurus(lira: number): number {
  return Math.round(lira * KURUS_PER_LIRA);
}

// ---- user/balance (spec §7) ----

/** `balance` is the withdrawable cash (spec §7); bonus money sits beside it and cannot be withdrawn. */
export const BalanceData = z.object({
  balance: z.number(),
  bonusBalance: z.number(),
});
export type BalanceData = z.infer<typeof BalanceData>;
export const BalanceResponse = envelope(BalanceData);
