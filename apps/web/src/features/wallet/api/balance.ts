import { ApiPath } from '@kasa/contract/api';
import type { BalanceData } from '@kasa/contract/wallet';
import { api } from '../../../lib/api-client';

export function getBalance(signal?: AbortSignal): Promise<BalanceData> {
  return api.get<BalanceData>(ApiPath.balance, signal).then((envelope) => envelope.data);
}
