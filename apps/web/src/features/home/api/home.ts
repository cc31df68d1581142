import { ApiPath } from '@kasa/contract/api';
import { CasinoCategoryId, type CasinoGame } from '@kasa/contract/casino';
import type { Promotion } from '@kasa/contract/content';
import { resolveLocale } from '@kasa/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

// The home page's own loads (spec §4: after the bootstrap, in parallel): game rows, the quest jackpot, the promotions
// teaser. Texts come in the request's language, so the language is part of each key.

function useLocale() {
  return resolveLocale(useTranslation().i18n.language);
}

export function getCategoryGames(ids: number[], signal?: AbortSignal): Promise<CasinoGame[]> {
  return api
    .post<CasinoGame[]>(ApiPath.casinoCategoryGames, { systemCategory: ids }, signal)
    .then((envelope) => envelope.data ?? []);
}

export function categoryGamesQuery(id: number, locale: string, username: string | null) {
  return queryOptions({
    // The player is part of the key: `isFavorite` differs per caller.
    queryKey: ['casino', 'categorygames', id, locale, username],
    queryFn: ({ signal }) => getCategoryGames([id], signal),
    staleTime: 60_000,
  });
}

export function useFeaturedGames() {
  const { username } = useAuth();
  return useQuery(categoryGamesQuery(CasinoCategoryId.Popular, useLocale(), username));
}

export function useNewGames() {
  const { username } = useAuth();
  return useQuery(categoryGamesQuery(CasinoCategoryId.New, useLocale(), username));
}

/** casino/eqyptquest (spec §7): the quest jackpot with currentLevelI. Any failure: no quest card. */
export type QuestJackpot = { currentLevelI: number; [field: string]: unknown };

export function getQuestJackpot(signal?: AbortSignal): Promise<QuestJackpot | null> {
  return api
    .get<QuestJackpot | null>(ApiPath.casinoEgyptQuest, signal)
    .then((envelope) => envelope.data ?? null)
    .catch(() => null);
}

export function useQuestJackpot() {
  return useQuery({
    queryKey: ['casino', 'eqyptquest'],
    queryFn: ({ signal }) => getQuestJackpot(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useHomePromotions() {
  const locale = useLocale();
  return useQuery({
    // The same key as /promotions (features/content): one copy of the list in the cache.
    queryKey: ['cms', 'promotions', locale],
    queryFn: ({ signal }) =>
      api.get<Promotion[]>(ApiPath.promotions, signal).then((envelope) => envelope.data ?? []),
    staleTime: 5 * 60_000,
  });
}
