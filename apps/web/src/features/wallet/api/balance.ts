import { ApiPath } from '@kasa/contract/api';
import type { BalanceData } from '@kasa/contract/wallet';
import { api } from '../../../lib/api-client';

/** The balance poll: a background call (it does not keep an idle session open, docs/decisions/0420). */
export function getBalance(signal?: AbortSignal): Promise<BalanceData> {
  return api.background.get<BalanceData>(ApiPath.balance, signal).then((envelope) => envelope.data);
}
