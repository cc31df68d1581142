import { ApiPath } from '@kasa/contract/api';
import { CasinoCategoryId } from '@kasa/contract/enums';
import type { CasinoGame } from '@kasa/contract/casino';
import type { Bootstrap, Promotion } from '@kasa/contract/content';
import { resolveLocale } from '@kasa/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useBootstrap } from '../../../lib/bootstrap';

// The home page's own loads (spec §4: after the bootstrap, in parallel): the quest jackpot and the promotions teaser.
// Texts come in the request's language, so the language is part of each key.

function useLocale() {
  return resolveLocale(useTranslation().i18n.language);
}

/**
 * A game row of the home page: the category's games as the bootstrap (`cms/grouped`) already carries them in
 * `casinoCategoryList`, so the rows cost no request of their own (they used to ask `casino/categorygames` once per
 * row; docs/decisions/0130). The rows show no favourite marks, so the player-independent copy serves everyone.
 * Undefined until the bootstrap is there.
 */
function useCategoryGames(id: number): CasinoGame[] | undefined {
  const bootstrap = useBootstrap();
  if (!bootstrap) return undefined;
  const games = bootstrap.casinoCategoryList?.find((category) => category.id === id)?.games ?? [];
  return games.filter(isListedGame);
}

/**
 * The bootstrap types a category's games loosely (the casino module owns their shape); a tile needs these fields, and
 * a stored copy from an older build may lack them.
 */
function isListedGame(game: unknown): game is CasinoGame {
  if (typeof game !== 'object' || game === null) return false;
  const { gameCode, name, providerName, imageUrl } = game as Record<string, unknown>;
  return [gameCode, name, providerName, imageUrl].every((field) => typeof field === 'string');
}

export function useFeaturedGames(): CasinoGame[] | undefined {
  return useCategoryGames(CasinoCategoryId.Popular);
}

export function useNewGames(): CasinoGame[] | undefined {
  return useCategoryGames(CasinoCategoryId.New);
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

/** The bootstrap's jackpot cards: what the jackpot section shows. */
export type JackpotCards = Pick<Bootstrap, 'egtJackpotCards' | 'jackpotCards'>;

/** How often the jackpot section asks for current values while it is on screen (and the tab is visible). */
export const JACKPOTS_POLL_MS = 10_000;

/** cms/jackpots (ours): the same cards with current values. Any failure: null (the section keeps what it has). */
export function getJackpotCards(signal?: AbortSignal): Promise<JackpotCards | null> {
  return api
    .get<JackpotCards | null>(ApiPath.cmsJackpots, signal)
    .then((envelope) => envelope.data ?? null)
    .catch(() => null);
}

/**
 * The jackpot cards, live (docs/decisions/0150): first those the bootstrap carried (no request of its own on the
 * first page), then current values from `cms/jackpots` every JACKPOTS_POLL_MS. The bootstrap is built once per
 * content version, so its values may be up to a minute old; bets never rebuild it.
 */
export function useJackpotCards(): JackpotCards | undefined {
  const bootstrap = useBootstrap();
  const live = useQuery({
    queryKey: ['cms', 'jackpots'],
    queryFn: ({ signal }) => getJackpotCards(signal),
    // Nothing to fetch on mount: the bootstrap's copy counts as fresh for one interval.
    initialData: null,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: JACKPOTS_POLL_MS,
    refetchInterval: JACKPOTS_POLL_MS,
  });
  if (live.data) return live.data;
  return bootstrap
    ? { egtJackpotCards: bootstrap.egtJackpotCards, jackpotCards: bootstrap.jackpotCards }
    : undefined;
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
