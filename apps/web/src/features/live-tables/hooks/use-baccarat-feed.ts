import type { BaccaratEvent, BaccaratRound, BaccaratStats } from '@kasa/contract/baccarat';
import { useLiveTableFeed, type LiveTableFeed } from './use-table-feed';

export type BaccaratFeed = LiveTableFeed<BaccaratRound, BaccaratStats>;

const emptyStats: BaccaratStats = { history: [], player: 0, banker: 0, tie: 0 };

/** The baccarat table's live picture from the hub's `/tables` namespace, as useTableFeed does for roulette. */
export function useBaccaratFeed(table: string, onEvent?: (event: BaccaratEvent) => void): BaccaratFeed {
  return useLiveTableFeed<BaccaratRound, BaccaratStats, BaccaratEvent>(table, emptyStats, onEvent);
}
