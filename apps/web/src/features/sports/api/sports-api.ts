import {
  SportsPath,
  type SportsEvent,
  type SportsEventsData,
  type SportsEventsRequest,
  type SportsLiveState,
  type SportsTreeSport,
} from '@kasa/contract/sports-api';
import { SportsBetsPath, type PlaceBetData, type PlaceBetRequest } from '@kasa/contract/sports-bets-api';
import type { SportsBook } from '@kasa/contract/sports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The sportsbook's calls (issue 10 §4) and their queries. Keys hang under 'sports'; the live hub patches the cached
// answers in place (hooks/use-sports-live.ts), so a page shows the newest price without refetching.

/** An event as the pages keep it: `clockAt` is when (this browser's ms) its clock value was read. */
export type LiveEvent = SportsEvent & { clockAt: number };
export type LiveEventsData = { total: number; events: LiveEvent[] };

export const sportsKeys = {
  all: ['sports'] as const,
  tree: (book: SportsBook | 'all') => ['sports', 'tree', book] as const,
  eventsAll: ['sports', 'events'] as const,
  events: (request: Partial<SportsEventsRequest>) => ['sports', 'events', request] as const,
  eventAll: ['sports', 'event'] as const,
  event: (id: string, book: SportsBook) => ['sports', 'event', id, book] as const,
  state: (id: string) => ['sports', 'state', id] as const,
};

const stamp = (event: SportsEvent, at = Date.now()): LiveEvent => ({ ...event, clockAt: at });

export async function getTree(book?: SportsBook, signal?: AbortSignal): Promise<SportsTreeSport[]> {
  const query = book ? `?book=${book}` : '';
  return (await api.get<SportsTreeSport[]>(`${SportsPath.tree}${query}`, signal)).data;
}

export async function getEvents(
  request: Partial<SportsEventsRequest>,
  signal?: AbortSignal,
): Promise<LiveEventsData> {
  const data = (await api.post<SportsEventsData>(SportsPath.events, request, signal)).data;
  const at = Date.now();
  return { total: data.total, events: data.events.map((e) => stamp(e, at)) };
}

export async function getEvent(id: string, book: SportsBook, signal?: AbortSignal): Promise<LiveEvent> {
  const path = `${SportsPath.event}/${encodeURIComponent(id)}?book=${book}`;
  return stamp((await api.get<SportsEvent>(path, signal)).data);
}

export async function getLiveState(id: string, signal?: AbortSignal): Promise<SportsLiveState> {
  return (await api.get<SportsLiveState>(`${SportsPath.state}/${encodeURIComponent(id)}`, signal)).data;
}

export function useSportsTree(book?: SportsBook) {
  return useQuery({
    queryKey: sportsKeys.tree(book ?? 'all'),
    queryFn: ({ signal }) => getTree(book, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useSportsEvents(request: Partial<SportsEventsRequest>, enabled = true) {
  return useQuery({
    queryKey: sportsKeys.events(request),
    queryFn: ({ signal }) => getEvents(request, signal),
    placeholderData: keepPreviousData,
    // The hub keeps prices and scores fresh; the list itself (events starting, ending) is re-read now and then.
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled,
  });
}

export function useSportsEvent(id: string, book: SportsBook) {
  return useQuery({
    queryKey: sportsKeys.event(id, book),
    queryFn: ({ signal }) => getEvent(id, book, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useLiveState(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sportsKeys.state(id),
    queryFn: ({ signal }) => getLiveState(id, signal),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Places one bet (`sports/placebet`, docs/decisions/0210). The request id is chosen once per submission by the
 * caller, so a retried tap answers the same bet.
 */
export async function placeBet(request: PlaceBetRequest): Promise<PlaceBetData> {
  return (await api.post<PlaceBetData>(SportsBetsPath.placeBet, request)).data;
}
