import { ApiPath } from '@kasa/contract/api';
import type { SessionHistoryData } from '@kasa/contract/customer';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

export const SESSION_HISTORY_PAGE_SIZE = 20;

export function getSessionHistory(skip: number, take: number, signal?: AbortSignal) {
  return api
    .post<SessionHistoryData>(ApiPath.sessionHistory, { skip, take }, signal)
    .then((envelope) => envelope.data);
}

export function sessionHistoryQuery(username: string | null) {
  return infiniteQueryOptions({
    queryKey: ['customer', 'session-history', username],
    queryFn: ({ pageParam, signal }) => getSessionHistory(pageParam, SESSION_HISTORY_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: username !== null,
  });
}

export function useSessionHistory() {
  const { username } = useAuth();
  return useInfiniteQuery(sessionHistoryQuery(username));
}
