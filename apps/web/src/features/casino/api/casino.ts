import { ApiPath } from '@kasa/contract/api';
import type {
  CasinoGame,
  CasinoGamesRequest,
  CasinoHistoryData,
  CasinoHistoryRequest,
  CasinoRound,
  CasinoRoundRequest,
  LobbyData,
  LobbyRequest,
  ToggleFavoriteData,
} from '@kasa/contract/casino';
import type { LiveTableState } from '@kasa/contract/roulette';
import { TombalaApiPath, type TombalaLiveTile } from '@kasa/contract/tombala-paths';
import { RouletteApiPath } from '@kasa/contract/live-tables';
import type { BalanceData } from '@kasa/contract/wallet';
import type { Envelope } from '@kasa/contract/envelope';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSession, updateSession, useAuth } from '../../../lib/session';
import { bonusBalanceStore } from '../../../lib/wallet';

// The casino calls (spec §7 and our own casino/* paths), their query options and hooks. Keys hang under 'casino' and,
// for anything that depends on who asks (favourite marks, history), under the player's name.

export const casinoKeys = {
  all: ['casino'] as const,
  lobby: (username: string | null, request: LobbyRequest) => ['casino', 'lobby', username, request] as const,
  search: (request: CasinoGamesRequest) => ['casino', 'games', request] as const,
  favorites: (username: string | null) => ['casino', 'favorites', username] as const,
  recent: (username: string | null) => ['casino', 'recent', username] as const,
  history: (username: string | null) => ['casino', 'history', username] as const,
  round: (request: CasinoRoundRequest) => ['casino', 'round', request] as const,
};

/** casino/games: data is an array of arrays (one per provider), flattened here into one list (spec §7). */
export function searchGames(request: CasinoGamesRequest, signal?: AbortSignal): Promise<CasinoGame[]> {
  return api
    .post<CasinoGame[][]>(ApiPath.casinoGames, request, signal)
    .then((envelope) => flattenGames(envelope.data));
}

export function flattenGames(data: unknown): CasinoGame[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((group: unknown) => (Array.isArray(group) ? (group as CasinoGame[]) : []));
}

/** Spec §8: a failing game search is silent and gives an empty result. */
export function searchGamesQuietly(request: CasinoGamesRequest, signal?: AbortSignal): Promise<CasinoGame[]> {
  return searchGames(request, signal).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  });
}

export function searchQuery(request: CasinoGamesRequest) {
  return queryOptions({
    queryKey: casinoKeys.search(request),
    queryFn: ({ signal }) => searchGamesQuietly(request, signal),
    enabled: (request.search ?? '').trim().length > 0,
    staleTime: 60_000,
  });
}

export function useGameSearch(request: CasinoGamesRequest) {
  return useQuery({ ...searchQuery(request), placeholderData: keepPreviousData });
}

export function getLobby(request: LobbyRequest, signal?: AbortSignal): Promise<LobbyData> {
  return api.post<LobbyData>(ApiPath.casinoLobby, request, signal).then((envelope) => envelope.data);
}

export function useLobby(request: LobbyRequest) {
  const { username } = useAuth();
  return useQuery({
    queryKey: casinoKeys.lobby(username, request),
    queryFn: ({ signal }) => getLobby(request, signal),
    placeholderData: keepPreviousData,
  });
}

function getPlayerGames(path: string, signal?: AbortSignal): Promise<CasinoGame[]> {
  return api.post<CasinoGame[]>(path, {}, signal).then((envelope) => envelope.data ?? []);
}

export function favoritesQuery(username: string | null) {
  return queryOptions({
    queryKey: casinoKeys.favorites(username),
    queryFn: ({ signal }) => getPlayerGames(ApiPath.casinoFavorites, signal),
    enabled: username !== null,
  });
}

export function useFavorites() {
  const { username } = useAuth();
  return useQuery(favoritesQuery(username));
}

export function useRecentGames() {
  const { username } = useAuth();
  return useQuery({
    queryKey: casinoKeys.recent(username),
    queryFn: ({ signal }) => getPlayerGames(ApiPath.casinoRecent, signal),
    enabled: username !== null,
  });
}

export function toggleFavorite(game: CasinoGame): Promise<Envelope<ToggleFavoriteData>> {
  return api.post<ToggleFavoriteData>(ApiPath.casinoToggleFavorite, {
    code: game.gameCode,
    providerId: game.mainProviderId,
  });
}

/**
 * The heart: the favourites list changes at once (optimistic), and is read again once the server has answered, so
 * the mark on every tile follows the list (spec §4). A refusal puts the list back.
 */
export function useToggleFavorite() {
  const { username } = useAuth();
  const queryClient = useQueryClient();
  const key = casinoKeys.favorites(username);
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async (game) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CasinoGame[]>(key);
      if (previous) {
        const isFavorite = previous.some((g) => g.gameCode === game.gameCode);
        queryClient.setQueryData<CasinoGame[]>(
          key,
          isFavorite
            ? previous.filter((g) => g.gameCode !== game.gameCode)
            : [{ ...game, isFavorite: true }, ...previous],
        );
      }
      return { previous };
    },
    onError: (_error, _game, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function getGameHistory(
  request: CasinoHistoryRequest,
  signal?: AbortSignal,
): Promise<CasinoHistoryData> {
  return api.post<CasinoHistoryData>(ApiPath.gameHistory, request, signal).then((envelope) => envelope.data);
}

export function useGameHistory(request: CasinoHistoryRequest) {
  const { username } = useAuth();
  return useQuery({
    queryKey: [...casinoKeys.history(username), request],
    queryFn: ({ signal }) => getGameHistory(request, signal),
    enabled: username !== null,
    placeholderData: keepPreviousData,
  });
}

export function getGameRound(request: CasinoRoundRequest, signal?: AbortSignal): Promise<CasinoRound> {
  return api.post<CasinoRound>(ApiPath.gameRound, request, signal).then((envelope) => envelope.data);
}

export function useGameRound(request: CasinoRoundRequest) {
  return useQuery({
    queryKey: casinoKeys.round(request),
    queryFn: ({ signal }) => getGameRound(request, signal),
  });
}

/**
 * Reads `user/balance` now and puts it where the header reads it (the session's balance, the bonus store): an
 * in-house game frame says when a bet or a win changed it, so the header need not wait for the next 3 s tick.
 */
export async function refreshBalance(): Promise<void> {
  try {
    const { data } = await api.get<BalanceData>(ApiPath.balance);
    if (getSession()?.balance !== data.balance) updateSession({ balance: data.balance });
    bonusBalanceStore.set(data.bonusBalance);
  } catch {
    // The regular poll picks it up; a 401 has already ended the session in the API client.
  }
}

/**
 * originals/tables/live: each in-house live table's state for its lobby tile (last numbers, seconds left, players).
 * Polled every 3 s while a live tile is on the screen; one query for every tile.
 */
export function useLiveTables(enabled: boolean) {
  return useQuery({
    queryKey: ['casino', 'live-tables'] as const,
    queryFn: async ({ signal }) => {
      const fetchedAt = Date.now();
      const data = (await api.get<LiveTableState[]>(RouletteApiPath.live, signal)).data;
      return { tables: data, fetchedAt };
    },
    enabled,
    refetchInterval: 3_000,
    staleTime: 2_000,
  });
}

/** originals/tombala/live: each Tombala room's next game, players, pool and the jackpot, for its lobby tile (every 3 s). */
export function useTombalaLive(enabled: boolean) {
  return useQuery({
    queryKey: ['casino', 'tombala-live'] as const,
    queryFn: async ({ signal }) => {
      const fetchedAt = Date.now();
      const data = (await api.get<TombalaLiveTile[]>(TombalaApiPath.live, signal)).data;
      return { rooms: data, fetchedAt };
    },
    enabled,
    refetchInterval: 3_000,
    staleTime: 2_000,
  });
}
