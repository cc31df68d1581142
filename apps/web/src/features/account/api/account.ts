import { ApiPath } from '@kasa/contract/api';
import type { AccountData } from '@kasa/contract/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

export function getAccount(signal?: AbortSignal) {
  return api.get<AccountData>(ApiPath.account, signal).then((envelope) => envelope.data);
}

export function accountQuery(username: string | null) {
  return queryOptions({
    queryKey: ['customer', 'account', username],
    queryFn: ({ signal }) => getAccount(signal),
    enabled: username !== null,
  });
}

export function useAccount() {
  const { username } = useAuth();
  return useQuery(accountQuery(username));
}
