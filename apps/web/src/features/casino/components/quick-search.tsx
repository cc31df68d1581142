import { GAME_SEARCH_TAKE } from '@kasa/contract/constants';
import type { CasinoGame } from '@kasa/contract/casino';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ChevronRightIcon, PlayIcon, SearchIcon } from '../../../components/ui/icons';
import { openGame } from '../../../lib/game-launch';
import { searchQuery } from '../api/casino';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useGameOpenerRegistration } from '../hooks/use-game-opener';
import { SEARCH_MIN_LENGTH } from './search-view';

const QUICK_SEARCH_DEBOUNCE_MS = 250;

/**
 * The header's quick search (spec §7): casino/games {search, live, skip 0, take 4} — live while on live casino —
 * flattened into a dropdown of at most four games; a failure is an empty result (spec §8). Enter with no game
 * chosen goes to the full search. Always rendered, so it also registers the casino's game opener (lib/game-launch).
 */
export function QuickSearch() {
  useGameOpenerRegistration();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const live = location.pathname.startsWith('/casino/live');
  const query = useDebouncedValue(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const isSearchable = query.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({
    ...searchQuery({ search: query, live, skip: 0, take: GAME_SEARCH_TAKE }),
    enabled: isSearchable,
  });
  const games = isSearchable ? (results.data ?? []).slice(0, GAME_SEARCH_TAKE) : [];
  const isShown = isOpen && isSearchable;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const choose = (game: CasinoGame) => {
    close();
    setText('');
    openGame(game);
  };
  const searchAll = () => {
    close();
    navigate(`/casino/search?q=${encodeURIComponent(text.trim())}${live ? '&live=1' : ''}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (games.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the highlight wraps through it.
      setActive((current) => {
        const next = current + step;
        if (next >= games.length) return -1;
        return next < -1 ? games.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const game = games[active];
      if (game) choose(game);
      else if (text.trim().length >= SEARCH_MIN_LENGTH) searchAll();
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.stopPropagation();
        close();
      } else setText('');
    }
  };

  return (
    <div className="quick-search" ref={rootRef} data-testid="quick-search">
      <SearchIcon size={18} className="quick-search__icon" />
      <input
        className="bare-input quick-search__input"
        type="search"
        role="combobox"
        aria-label={t('casino.search.label')}
        aria-expanded={isShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          isShown && active >= 0 && active < games.length ? `${listId}-${active}` : undefined
        }
        placeholder={t('casino.search.placeholder')}
        value={text}
        maxLength={100}
        data-testid="quick-search-input"
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
      />
      {isShown ? (
        <div className="quick-search__panel" data-testid="quick-search-panel">
          <ul
            className="quick-search__list"
            id={listId}
            role="listbox"
            aria-label={t('casino.search.results')}
          >
            {games.map((game, index) => (
              <li
                key={game.gameCode}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`quick-search__option ${index === active ? 'quick-search__option--active' : ''}`}
                data-testid="quick-search-option"
                data-code={game.gameCode}
                onPointerDown={(event) => event.preventDefault()}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(game)}
              >
                <img className="quick-search__thumb" src={game.imageUrl} alt="" loading="lazy" />
                <span className="quick-search__text">
                  <span className="quick-search__name">{game.name}</span>
                  <span className="quick-search__provider">{game.providerName}</span>
                </span>
                <span className="quick-search__play" aria-hidden="true">
                  <PlayIcon size={14} />
                </span>
              </li>
            ))}
          </ul>
          {results.isFetching && games.length === 0 ? (
            <p className="quick-search__status" role="status">
              <Spinner size={16} />
              {t('casino.search.searching')}
            </p>
          ) : games.length === 0 ? (
            <p className="quick-search__status" role="status" data-testid="quick-search-empty">
              {t('casino.search.noResults', { query })}
            </p>
          ) : null}
          <button type="button" className="quick-search__all" onClick={searchAll}>
            {t('casino.search.seeAll', { query })}
            <ChevronRightIcon size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
