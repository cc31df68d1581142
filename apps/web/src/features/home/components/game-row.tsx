import type { CasinoGame } from '@kasa/contract/casino';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { openGame } from '../../../lib/game-launch';

const SKELETONS = 8;

/** A titled, horizontally scrolling row of games; a game opens through lib/game-launch (guests get the login form). */
export function GameRow({
  id,
  title,
  icon,
  games,
  isLoading,
  moreTo,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  games: CasinoGame[] | undefined;
  isLoading: boolean;
  moreTo: string;
}) {
  const { t } = useTranslation();
  if (!isLoading && (!games || games.length === 0)) return null;
  return (
    <section className="home-section" aria-labelledby={id} data-testid={id}>
      <div className="home-section__head">
        <h2 className="section-title home-section__title" id={id}>
          <span className="icon-tile home-section__icon" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        <Link to={moreTo} className="home-section__more">
          {t('content.home.seeAll')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <ul className="game-row">
        {isLoading || !games
          ? Array.from({ length: SKELETONS }, (_, index) => (
              <li key={index} className="game-card game-card--skeleton" aria-hidden="true" />
            ))
          : games.slice(0, 16).map((game) => (
              <li key={`${game.providerName}-${game.gameCode}`}>
                <button
                  type="button"
                  className="game-card"
                  data-testid="home-game"
                  onClick={() => openGame(game)}
                >
                  <span className="game-card__art">
                    {/* The artwork carries its own provider and NEW marks. */}
                    <img src={game.imageUrl} alt="" loading="lazy" decoding="async" />
                  </span>
                  <span className="game-card__name">{game.name}</span>
                  <span className="game-card__provider">{game.providerName}</span>
                </button>
              </li>
            ))}
      </ul>
    </section>
  );
}
