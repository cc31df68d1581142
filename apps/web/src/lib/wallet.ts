import { createStore, useStore } from './create-store';

/**
 * The bonus balance from `user/balance` (lira). The withdrawable cash lives in the session (`balance`, spec §3);
 * bonus money is shown beside it but is never part of it.
 */
export const bonusBalanceStore = createStore(0);

export function useBonusBalance(): number {
  return useStore(bonusBalanceStore);
}
