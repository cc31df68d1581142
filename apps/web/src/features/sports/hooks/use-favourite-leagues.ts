import {
  MAX_FAVOURITE_LEAGUES,
  SportsPath,
  type SportsFavouritesData,
  type SportsFavouritesRequest,
} from '@kasa/contract/sports-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { createStore, useStore } from '../../../lib/create-store';
import { useAuth } from '../../../lib/session';
import { readJson, removeStorage, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';

// Favourite leagues (docs/decisions/0240): a player's are kept on the server (`sports/favourites`), a guest's in local
// storage; at login the guest's stars move to the account in one call and leave the browser. Starred leagues come
// first on the sports pages and in the league tree.

export const FAVOURITE_LEAGUES_KEY = 'sportsFavouriteLeagues';
const QUERY_KEY = ['sports', 'favourites'] as const;

function loadGuest(): string[] {
  const stored = readJson<unknown>(FAVOURITE_LEAGUES_KEY);
  return Array.isArray(stored)
    ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX_FAVOURITE_LEAGUES)
    : [];
}

/** The guest's stars, newest first (the same order the server keeps). */
export const guestFavouritesStore = createStore<string[]>(loadGuest());
guestFavouritesStore.subscribe(() => {
  const ids = guestFavouritesStore.get();
  if (ids.length === 0) removeStorage(FAVOURITE_LEAGUES_KEY);
  else writeStorage(FAVOURITE_LEAGUES_KEY, JSON.stringify(ids));
});

/** Tests: read local storage again. */
export function reloadGuestFavourites(): void {
  guestFavouritesStore.set(loadGuest());
}

async function getFavourites(signal?: AbortSignal): Promise<string[]> {
  return (await api.get<SportsFavouritesData>(SportsPath.favourites, signal)).data.leagueIds;
}

async function setFavourites(request: SportsFavouritesRequest): Promise<string[]> {
  return (await api.post<SportsFavouritesData>(SportsPath.favourites, request)).data.leagueIds;
}

export type FavouriteLeagues = {
  /** Starred league ids, newest first. */
  ids: readonly string[];
  isFavourite: (leagueId: string) => boolean;
  toggle: (leagueId: string) => void;
};

export function useFavouriteLeagues(): FavouriteLeagues {
  const { isLoggedIn } = useAuth();
  const client = useQueryClient();
  const guest = useStore(guestFavouritesStore);
  const server = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => getFavourites(signal),
    enabled: isLoggedIn,
    staleTime: 5 * 60_000,
  });

  // A guest who logs in: the stars made as a guest join the account's, once.
  useEffect(() => {
    if (!isLoggedIn) return;
    const pending = guestFavouritesStore.get();
    if (pending.length === 0) return;
    guestFavouritesStore.set([]);
    setFavourites({ leagueIds: pending, favourite: true })
      .then((ids) => {
        client.setQueryData(QUERY_KEY, ids);
        // A read that started before this answer must not put the older list back.
        return client.invalidateQueries({ queryKey: QUERY_KEY });
      })
      .catch(() => guestFavouritesStore.set(pending));
  }, [isLoggedIn, client]);

  const ids = useMemo(() => (isLoggedIn ? (server.data ?? []) : guest), [isLoggedIn, server.data, guest]);
  const set = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    (leagueId: string) => {
      const favourite = !set.has(leagueId);
      if (!isLoggedIn) {
        guestFavouritesStore.set((previous) =>
          favourite
            ? [leagueId, ...previous].slice(0, MAX_FAVOURITE_LEAGUES)
            : previous.filter((id) => id !== leagueId),
        );
        return;
      }
      // Shown at once; the server's answer (or, on a refusal, the list read again) replaces it.
      const before = client.getQueryData<string[]>(QUERY_KEY) ?? [];
      client.setQueryData(
        QUERY_KEY,
        favourite ? [leagueId, ...before] : before.filter((id) => id !== leagueId),
      );
      setFavourites({ leagueIds: [leagueId], favourite })
        .then((next) => client.setQueryData(QUERY_KEY, next))
        .catch((error: unknown) => {
          client.setQueryData(QUERY_KEY, before);
          if (error instanceof ApiError) toast.error(error.message);
        });
    },
    [set, isLoggedIn, client],
  );

  return { ids, isFavourite: (leagueId) => set.has(leagueId), toggle };
}

/** `items` with the starred ones first (in the order starred, newest first), the rest in their own order. */
export function favouritesFirst<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  ids: readonly string[],
): T[] {
  if (ids.length === 0) return [...items];
  const rank = new Map(ids.map((id, i) => [id, i]));
  const starred = items.filter((item) => rank.has(idOf(item)));
  starred.sort((a, b) => rank.get(idOf(a))! - rank.get(idOf(b))!);
  return [...starred, ...items.filter((item) => !rank.has(idOf(item)))];
}
