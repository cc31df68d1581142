import {
  CasinoCategoryId,
  LobbySort,
  type CasinoCategory,
  type CasinoGame,
  type GameProvider,
  type LobbyPage as LobbyPageName,
} from '@kasa/contract/casino';
import { ApiPath } from '@kasa/contract/api';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  AlertIcon,
  BingoIcon,
  CardsIcon,
  ClockIcon,
  GamepadIcon,
  GridIcon,
  HeartIcon,
  LiveIcon,
  SearchIcon,
  SlotIcon,
  SortIcon,
  SparkIcon,
  StarIcon,
  TvIcon,
} from '../../../components/ui/icons';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { useFavorites, useLobby, useRecentGames } from '../api/casino';
import { GameGrid, GameRow } from './game-row';
import { LobbyArt } from './lobby-art';
import { SearchView } from './search-view';

type Category = LobbyPageName | 'search';

const PAGE_ICON: Record<Category, ReactNode> = {
  live: <LiveIcon size={16} />,
  slot: <SlotIcon size={16} />,
  bingo: <BingoIcon size={16} />,
  games: <GamepadIcon size={16} />,
  tvbets: <TvIcon size={16} />,
  search: <SearchIcon size={16} />,
};

function categoryIcon(id: number): ReactNode {
  switch (id) {
    case CasinoCategoryId.Popular:
      return <StarIcon size={18} />;
    case CasinoCategoryId.New:
    case CasinoCategoryId.Originals:
      return <SparkIcon size={18} />;
    case CasinoCategoryId.LiveCasino:
    case CasinoCategoryId.LiveGameShows:
      return <LiveIcon size={18} />;
    case CasinoCategoryId.TableInstant:
      return <CardsIcon size={18} />;
    case CasinoCategoryId.Bingo:
      return <BingoIcon size={18} />;
    case CasinoCategoryId.TvBets:
      return <TvIcon size={18} />;
    default:
      return <SlotIcon size={18} />;
  }
}

function LobbyHero({ category, aside }: { category: Category; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={`lobby-hero lobby-hero--${category}`}>
      <LobbyArt kind={category} className="lobby-hero__art" />
      <div className="lobby-hero__copy">
        <span className="lobby-hero__eyebrow">
          {PAGE_ICON[category]}
          {t(`casino.categories.${category}.eyebrow`)}
        </span>
        <h1 className="lobby-hero__title">{t(`casino.categories.${category}.title`)}</h1>
        <p className="lobby-hero__text">{t(`casino.categories.${category}.text`)}</p>
        {aside}
      </div>
    </header>
  );
}

/**
 * The category rows worth showing: a row that lists exactly the page's whole catalogue, or exactly what an earlier row
 * already showed, would only repeat the grid. A category of one game keeps its row: the seeded "Crash Oyunları" has
 * only the Aviator today, and a player looking for crash games must find the row (issue 11 §6).
 */
export function distinctRows(categories: CasinoCategory[], allCount: number): CasinoCategory[] {
  const shown = new Set<string>();
  const rows: CasinoCategory[] = [];
  for (const category of categories) {
    const key = category.games
      .map((g) => g.gameCode)
      .sort()
      .join('|');
    if (category.games.length === 0 || category.games.length === allCount || shown.has(key)) continue;
    shown.add(key);
    rows.push(category);
  }
  return rows;
}

/** Every game of the page once, in the order asked for (the rows keep the server's order per category). */
export function allGamesOf(categories: CasinoCategory[], sort: LobbySort): CasinoGame[] {
  const seen = new Map<string, CasinoGame>();
  for (const category of categories) {
    for (const game of category.games) if (!seen.has(game.gameCode)) seen.set(game.gameCode, game);
  }
  const games = [...seen.values()];
  if (sort === 'name') return games.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  if (sort === 'rtp') return games.sort((a, b) => (b.rtp ?? -1) - (a.rtp ?? -1));
  if (sort === 'new') return games.sort((a, b) => Number(b.isNew) - Number(a.isNew));
  return games;
}

function ProviderChips({
  providers,
  selected,
  onSelect,
}: {
  providers: GameProvider[];
  selected: string | null;
  onSelect: (slug: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chips" role="group" aria-label={t('casino.lobby.providers')} data-testid="provider-chips">
      <button
        type="button"
        className={`chip ${selected === null ? 'chip--on' : ''}`}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('casino.lobby.allProviders')}
      </button>
      {providers.map((provider) => (
        <button
          key={provider.slug}
          type="button"
          className={`chip ${selected === provider.slug ? 'chip--on' : ''}`}
          aria-pressed={selected === provider.slug}
          data-testid={`provider-chip-${provider.slug}`}
          onClick={() => onSelect(selected === provider.slug ? null : provider.slug)}
        >
          <img className="chip__logo" src={provider.logoUrl} alt="" loading="lazy" />
          {provider.name}
          <span className="chip__count">{provider.gameCount}</span>
        </button>
      ))}
    </div>
  );
}

function SortSelect({ value, onChange }: { value: LobbySort; onChange: (sort: LobbySort) => void }) {
  const { t } = useTranslation();
  return (
    <label className="sort-select">
      <SortIcon size={16} />
      <span className="visually-hidden">{t('casino.lobby.sort')}</span>
      <select
        value={value}
        data-testid="lobby-sort"
        aria-label={t('casino.lobby.sort')}
        onChange={(event) => onChange(event.target.value as LobbySort)}
      >
        {LobbySort.map((sort) => (
          <option key={sort} value={sort}>
            {t(`casino.lobby.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Kasa Originals, for the pages that have nothing of their own yet (casino/categorygames, spec §7). */
function useOriginals(enabled: boolean) {
  return useQuery({
    queryKey: ['casino', 'category-games', [CasinoCategoryId.Originals]],
    queryFn: ({ signal }) =>
      api
        .post<CasinoGame[]>(
          ApiPath.casinoCategoryGames,
          { systemCategory: [CasinoCategoryId.Originals] },
          signal,
        )
        .then((envelope) => envelope.data ?? []),
    enabled,
    staleTime: 60_000,
  });
}

function EmptyLobby({ page }: { page: LobbyPageName }) {
  const { t } = useTranslation();
  const originals = useOriginals(page !== 'games');
  const isLive = page === 'live';
  return (
    <>
      <div className="card lobby-empty" data-testid="lobby-empty">
        <EmptyState
          icon={isLive ? <LiveIcon size={30} /> : <GridIcon size={30} />}
          title={t(isLive ? 'casino.lobby.liveEmpty' : 'casino.lobby.empty')}
          text={t(isLive ? 'casino.lobby.liveEmptyText' : 'casino.lobby.emptyText')}
          action={
            <Link to="/casino/games" className="btn btn--primary btn--md">
              <SparkIcon size={18} />
              <span className="btn__label">{t('casino.lobby.toOriginals')}</span>
            </Link>
          }
        />
      </div>
      {originals.data && originals.data.length > 0 ? (
        <GameRow
          testId="lobby-row-originals"
          title={t('casino.lobby.originals')}
          icon={<SparkIcon size={18} />}
          games={originals.data}
        />
      ) : null}
    </>
  );
}

function PlayerRows() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const recent = useRecentGames();
  return (
    <>
      {favorites.data && favorites.data.length > 0 ? (
        <GameRow
          testId="lobby-row-favorites"
          title={t('casino.lobby.favorites')}
          icon={<HeartIcon size={18} filled />}
          games={favorites.data}
        />
      ) : null}
      {recent.data && recent.data.length > 0 ? (
        <GameRow
          testId="lobby-row-recent"
          title={t('casino.lobby.recent')}
          icon={<ClockIcon size={18} />}
          games={recent.data}
        />
      ) : null}
    </>
  );
}

function Lobby({ page }: { page: LobbyPageName }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const provider = params.get('provider');
  const sortParam = params.get('sort');
  const sort: LobbySort = LobbySort.includes(sortParam as LobbySort) ? (sortParam as LobbySort) : 'popular';
  const lobby = useLobby({ page, provider, sort });
  const categories = useMemo(() => lobby.data?.categories ?? [], [lobby.data]);
  const games = useMemo(() => allGamesOf(categories, sort), [categories, sort]);
  const isFiltered = provider !== null || sort !== 'popular';

  const setParam = (key: 'provider' | 'sort', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  let body: ReactNode;
  if (lobby.isPending) {
    body = (
      <>
        <GameRow testId="lobby-row-loading" title={t('common.loading')} games={[]} isLoading />
        <GameGrid testId="lobby-grid-loading" title={t('casino.lobby.allGames')} games={[]} isLoading />
      </>
    );
  } else if (lobby.isError) {
    body = (
      <div className="card">
        <EmptyState
          icon={<AlertIcon size={28} />}
          title={t('casino.lobby.loadError')}
          text={t('casino.lobby.loadErrorText')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void lobby.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (games.length === 0 && provider !== null) {
    body = (
      <div className="card">
        <EmptyState
          icon={<GridIcon size={30} />}
          title={t('casino.lobby.emptyFiltered')}
          text={t('casino.lobby.emptyFilteredText')}
          action={
            <Button variant="secondary" onClick={() => setParam('provider', null)}>
              {t('casino.lobby.clearFilter')}
            </Button>
          }
        />
      </div>
    );
  } else if (games.length === 0) {
    body = <EmptyLobby page={page} />;
  } else {
    body = (
      <>
        {isFiltered
          ? null
          : distinctRows(categories, games.length).map((category) => (
              <GameRow
                key={category.id}
                testId={`lobby-row-${category.id}`}
                title={category.name}
                icon={categoryIcon(category.id)}
                count={category.games.length}
                games={category.games}
              />
            ))}
        <GameGrid
          testId="lobby-grid"
          title={t('casino.lobby.allGames')}
          icon={<GridIcon size={18} />}
          count={games.length}
          games={games}
        />
      </>
    );
  }

  const providers = lobby.data?.providers ?? [];
  return (
    <div
      className={`page lobby ${lobby.isPlaceholderData ? 'is-refreshing' : ''}`}
      data-testid={`lobby-${page}`}
    >
      <LobbyHero category={page} />
      {isLoggedIn ? <PlayerRows /> : null}
      {providers.length > 0 || isFiltered ? (
        <div className="lobby-toolbar">
          <ProviderChips
            providers={providers}
            selected={provider}
            onSelect={(slug) => setParam('provider', slug)}
          />
          <SortSelect
            value={sort}
            onChange={(value) => setParam('sort', value === 'popular' ? null : value)}
          />
        </div>
      ) : null}
      {body}
    </div>
  );
}

/**
 * /casino/live|slot|bingo|games|tvbets (spec §2): hero, the player's favourites and recently played, provider
 * chips and sort (kept in the address), category rows and the page's grid; /casino/search is the full search.
 */
export function LobbyPage({ category }: { category: Category }) {
  if (category === 'search') {
    return (
      <div className="page lobby" data-testid="lobby-search">
        <LobbyHero category="search" />
        <SearchView />
      </div>
    );
  }
  return <Lobby key={category} page={category} />;
}
