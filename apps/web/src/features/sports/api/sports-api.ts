import {
  SportsPath,
  type SportsEvent,
  type SportsEventsData,
  type SportsEventsRequest,
  type SportsLiveState,
  type SportsTreeSport,
} from '@kasa/contract/sports-api';
import {
  SportsBetsPath,
  type CashoutData,
  type CashoutQuoteData,
  type CashoutRequest,
  type MyBetsData,
  type MyBetsEvent,
  type MyBetsRequest,
  type PlaceBetData,
  type PlaceBetRequest,
} from '@kasa/contract/sports-bets-api';
import type { SportsBook } from '@kasa/contract/sports';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

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
  myBetsAll: ['sports', 'mybets'] as const,
  myBets: (request: MyBetsRequest) => ['sports', 'mybets', request] as const,
  quote: (betId: string) => ['sports', 'cashoutquote', betId] as const,
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

// ---- My Bets and cash-out (docs/decisions/0230) ----

/** A match of an open leg as My Bets keeps it: `clockAt` is when (this browser's ms) its clock was read. */
export type LiveBetEvent = MyBetsEvent & { clockAt: number };
export type MyBetsPage = Omit<MyBetsData, 'events'> & { events: LiveBetEvent[] };

export async function getMyBets(
  client: QueryClient,
  request: MyBetsRequest,
  signal?: AbortSignal,
): Promise<MyBetsPage> {
  const data = (await api.post<MyBetsData>(SportsBetsPath.myBets, request, signal)).data;
  // The list brings each open bet's quote: the cards read it from the quote's own cache entry.
  for (const quote of data.quotes) client.setQueryData(sportsKeys.quote(quote.betId), quote);
  const at = Date.now();
  return { ...data, events: data.events.map((e) => ({ ...e, clockAt: at })) };
}

export function useMyBets(request: MyBetsRequest, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sportsKeys.myBets(request),
    queryFn: ({ signal }) => getMyBets(client, request, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: 60_000,
    enabled,
  });
}

/** How many bets the player has open (pending included), for the My Bets links; null for a guest or until known. */
export function useOpenBetsCount(): number | null {
  const { isLoggedIn } = useAuth();
  const open = useMyBets({ status: 'open', skip: 0, take: 1 }, isLoggedIn);
  return isLoggedIn && open.data ? open.data.total : null;
}

export async function getCashoutQuote(betId: string, signal?: AbortSignal): Promise<CashoutQuoteData> {
  return (await api.post<CashoutQuoteData>(SportsBetsPath.cashoutQuote, { betId }, signal)).data;
}

/**
 * The cash-out value of one open bet. The list seeds it; the page asks again when a price of one of its events
 * moves (hub messages, `useBetQuotesLive`) and, as a fallback for a quiet socket, every 20 s.
 */
export function useCashoutQuote(betId: string, enabled: boolean) {
  return useQuery({
    queryKey: sportsKeys.quote(betId),
    queryFn: ({ signal }) => getCashoutQuote(betId, signal),
    enabled,
    staleTime: 5_000,
    refetchInterval: 20_000,
  });
}

export async function cashoutBet(request: CashoutRequest): Promise<CashoutData> {
  return (await api.post<CashoutData>(SportsBetsPath.cashout, request)).data;
}
