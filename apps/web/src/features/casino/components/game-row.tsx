import type { CasinoGame } from '@kasa/contract/casino';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useFavoriteMarks } from '../hooks/use-favorite-toggle';
import { GameTile, GameTileSkeleton } from './game-tile';

type SectionProps = {
  title: string;
  icon?: ReactNode;
  /** data-testid of the section (e.g. lobby-row-favorites). */
  testId: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
};

function SectionHead({
  title,
  icon,
  count,
  action,
  id,
}: Omit<SectionProps, 'children' | 'testId'> & { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="game-section__head">
      <h2 className="game-section__title" id={id}>
        {icon ? (
          <span className="icon-tile game-section__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {title}
        {count !== undefined ? (
          <span className="game-section__count">{t('casino.lobby.games', { count })}</span>
        ) : null}
      </h2>
      {action}
    </div>
  );
}

/** A category row: one line of tiles scrolled sideways (snap; arrow buttons on wide screens). */
export function GameRow({
  games,
  isLoading = false,
  ...section
}: Omit<SectionProps, 'children'> & { games: CasinoGame[]; isLoading?: boolean }) {
  const { t } = useTranslation();
  const isFavorite = useFavoriteMarks();
  const trackRef = useRef<HTMLDivElement>(null);
  const headId = `${section.testId}-title`;
  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * Math.max(240, track.clientWidth * 0.85), behavior: 'smooth' });
  };
  return (
    <section className="game-section" data-testid={section.testId} aria-labelledby={headId}>
      <SectionHead
        {...section}
        id={headId}
        action={
          <div className="game-section__actions">
            {section.action}
            <button
              type="button"
              className="icon-button icon-button--soft game-row__arrow"
              aria-label={t('casino.lobby.scrollLeft')}
              onClick={() => scroll(-1)}
            >
              <ChevronRightIcon size={18} style={{ transform: 'scaleX(-1)' }} />
            </button>
            <button
              type="button"
              className="icon-button icon-button--soft game-row__arrow"
              aria-label={t('casino.lobby.scrollRight')}
              onClick={() => scroll(1)}
            >
              <ChevronRightIcon size={18} />
            </button>
          </div>
        }
      />
      <div className="game-row" ref={trackRef}>
        {isLoading
          ? Array.from({ length: 6 }, (_, i) => (
              <div className="game-row__item" key={i}>
                <GameTileSkeleton />
              </div>
            ))
          : games.map((game) => (
              <div className="game-row__item" key={game.gameCode}>
                <GameTile game={game} isFavorite={isFavorite(game)} />
              </div>
            ))}
      </div>
    </section>
  );
}

/** A grid of tiles (all games, search results), skeletons while loading. */
export function GameGrid({
  games,
  isLoading = false,
  skeletons = 12,
  footer,
  ...section
}: Omit<SectionProps, 'children'> & {
  games: CasinoGame[];
  isLoading?: boolean;
  skeletons?: number;
  footer?: ReactNode;
}) {
  const isFavorite = useFavoriteMarks();
  const headId = `${section.testId}-title`;
  return (
    <section className="game-section" data-testid={section.testId} aria-labelledby={headId}>
      <SectionHead {...section} id={headId} />
      <div className="game-grid">
        {isLoading
          ? Array.from({ length: skeletons }, (_, i) => <GameTileSkeleton key={i} />)
          : games.map((game) => <GameTile key={game.gameCode} game={game} isFavorite={isFavorite(game)} />)}
      </div>
      {footer}
    </section>
  );
}
