import type { CasinoGame } from '@kasa/contract/casino';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CloseIcon, LiveIcon, SearchIcon, SlotIcon } from '../../../components/ui/icons';
import { searchGamesQuietly } from '../api/casino';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { GameGrid } from './game-row';

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /casino/search?q=…&live=1: the whole catalogue searched as the player types (debounced; the address follows so
 * the search can be shared or gone back to), a page of results at a time. A failing search shows no results (§8).
 */
export function SearchView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const live = params.get('live') === '1';
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isSearchable = query.length >= SEARCH_MIN_LENGTH;

  useEffect(() => {
    const next = new URLSearchParams(params);
    if (query) next.set('q', query);
    else next.delete('q');
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [query, params, setParams]);

  const results = useInfiniteQuery({
    queryKey: ['casino', 'search', query, live],
    queryFn: ({ pageParam, signal }) =>
      searchGamesQuietly({ search: query, live, skip: pageParam, take: SEARCH_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CasinoGame[], pages) =>
      last.length < SEARCH_PAGE_SIZE ? undefined : pages.length * SEARCH_PAGE_SIZE,
    enabled: isSearchable,
    staleTime: 60_000,
  });
  const games = results.data?.pages.flat() ?? [];

  const setLive = (value: boolean) => {
    const next = new URLSearchParams(params);
    if (value) next.set('live', '1');
    else next.delete('live');
    setParams(next, { replace: true });
  };

  return (
    <>
      <form className="search-bar card" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="search-bar__field">
          <SearchIcon size={20} />
          <span className="visually-hidden">{t('casino.search.label')}</span>
          <input
            className="bare-input search-bar__input"
            type="search"
            value={text}
            autoFocus
            placeholder={t('casino.search.placeholder')}
            aria-label={t('casino.search.label')}
            data-testid="search-input"
            enterKeyHint="search"
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
          {text ? (
            <button
              type="button"
              className="icon-button search-bar__clear"
              aria-label={t('casino.search.clear')}
              onClick={() => setText('')}
            >
              <CloseIcon size={18} />
            </button>
          ) : null}
        </label>
        <div className="segmented" role="group" aria-label={t('casino.search.scope')}>
          <button
            type="button"
            className={`segmented__item ${live ? '' : 'segmented__item--on'}`}
            aria-pressed={!live}
            onClick={() => setLive(false)}
          >
            <SlotIcon size={16} />
            {t('nav.casino')}
          </button>
          <button
            type="button"
            className={`segmented__item ${live ? 'segmented__item--on' : ''}`}
            aria-pressed={live}
            onClick={() => setLive(true)}
          >
            <LiveIcon size={16} />
            {t('nav.liveCasino')}
          </button>
        </div>
      </form>

      {!isSearchable ? (
        <div className="card">
          <EmptyState
            icon={<SearchIcon size={30} />}
            title={t('casino.search.hint', { min: SEARCH_MIN_LENGTH })}
            text={t('casino.search.hintText')}
          />
        </div>
      ) : !results.isPending && games.length === 0 ? (
        <div className="card" data-testid="search-empty">
          <EmptyState
            icon={<SearchIcon size={30} />}
            title={t('casino.search.noResults', { query })}
            text={t('casino.search.noResultsText')}
          />
        </div>
      ) : (
        <GameGrid
          testId="search-results"
          title={t('casino.search.results')}
          count={results.isPending ? undefined : games.length}
          games={games}
          isLoading={results.isPending}
          skeletons={8}
          footer={
            results.hasNextPage ? (
              <div className="game-section__more">
                <Button
                  variant="secondary"
                  isLoading={results.isFetchingNextPage}
                  onClick={() => void results.fetchNextPage()}
                >
                  {t('common.loadMore')}
                </Button>
              </div>
            ) : null
          }
        />
      )}
    </>
  );
}
