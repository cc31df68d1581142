import type { CasinoGame } from '@kasa/contract/casino';
import { TOMBALA_GAME_PREFIX } from '@kasa/contract/tombala-paths';
import { useTranslation } from 'react-i18next';
import { openGame } from '../../../lib/game-launch';
import { HeartIcon, PlayIcon } from '../../../components/ui/icons';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { LiveTableState } from './live-table-state';
import { TombalaLiveState } from './tombala-live-state';

/** RTP in the reader's language: %96,5 in Turkish, 96.5% in English. */
export function formatRtp(rtp: number, language: string): string {
  const isTurkish = language.startsWith('tr');
  const value = new Intl.NumberFormat(isTurkish ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 }).format(
    rtp,
  );
  return isTurkish ? `%${value}` : `${value}%`;
}

/**
 * A game in the lobby: the generated artwork (served by us), name and provider, RTP and volatility, and two
 * controls: the tile itself plays (hover/focus shows the play overlay), the heart toggles the favourite. Guests get
 * the login dialog for either (spec §6).
 */
export function GameTile({ game, isFavorite }: { game: CasinoGame; isFavorite: boolean }) {
  const { t, i18n } = useTranslation();
  const toggle = useFavoriteToggle();
  return (
    <article
      className={`game-tile ${isFavorite ? 'game-tile--favorite' : ''}`}
      data-testid="game-tile"
      data-code={game.gameCode}
      data-provider={game.providerName}
    >
      <button
        type="button"
        className="game-tile__art"
        data-testid="game-play"
        aria-label={t('casino.tile.play', { name: game.name })}
        onClick={() => openGame(game)}
      >
        <img className="game-tile__image" src={game.imageUrl} alt="" loading="lazy" decoding="async" />
        <span className="overlay-center game-tile__overlay" aria-hidden="true">
          <span className="game-tile__play">
            <PlayIcon size={22} />
          </span>
          <span className="game-tile__play-label">{t('casino.tile.playNow')}</span>
        </span>
      </button>
      {/* Over the art but outside the button: a status, not part of the button's name (axe
          label-content-name-mismatch); it lets clicks through to the button below. */}
      {game.isLive && game.providerName === 'Kasa Originals' ? (
        game.gameCode.startsWith(TOMBALA_GAME_PREFIX) ? (
          <TombalaLiveState gameCode={game.gameCode} />
        ) : (
          <LiveTableState gameCode={game.gameCode} />
        )
      ) : null}
      <div className="game-tile__meta">
        <div className="game-tile__head">
          <div className="game-tile__titles">
            <h3 className="game-tile__name" title={game.name}>
              {game.name}
            </h3>
            <p className="game-tile__provider">{game.providerName}</p>
          </div>
          <button
            type="button"
            className={`game-tile__fav ${isFavorite ? 'game-tile__fav--on' : ''}`}
            data-testid="game-favorite"
            aria-pressed={isFavorite}
            aria-label={t(isFavorite ? 'casino.tile.removeFavorite' : 'casino.tile.addFavorite', {
              name: game.name,
            })}
            disabled={toggle.pendingCode === game.gameCode}
            onClick={() => toggle.toggle(game, isFavorite)}
          >
            <HeartIcon size={18} filled={isFavorite} />
          </button>
        </div>
        {game.rtp !== null || game.volatility !== null ? (
          <p className="game-tile__stats">
            {game.rtp !== null ? (
              <span className="game-tile__stat" data-testid="game-rtp">
                {t('casino.tile.rtp', { value: formatRtp(game.rtp, i18n.language) })}
              </span>
            ) : null}
            {game.volatility !== null ? (
              <span
                className={`game-tile__stat game-tile__vol game-tile__vol--${game.volatility}`}
                title={t('casino.tile.volatilityLabel', {
                  value: t(`casino.tile.volatility.${game.volatility}`),
                })}
              >
                <span className="game-tile__vol-bars" aria-hidden="true">
                  <i />
                  <i />
                  <i />
                </span>
                {t(`casino.tile.volatility.${game.volatility}`)}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The shape of a tile while the lobby loads. */
export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <span className="game-tile__art skeleton" />
      <div className="game-tile__meta">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
