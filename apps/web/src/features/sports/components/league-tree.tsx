import type { SportsTreeSport } from '@kasa/contract/sports-api';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/icons';
import { favouritesFirst, type FavouriteLeagues } from '../hooks/use-favourite-leagues';
import { SportIcon } from './sport-icon';

type Count = { live: number; prematch: number };
const countOf = (c: Count, live: boolean) => (live ? c.live : c.live + c.prematch);

/** The star of a league: filled when it is a favourite; a guest's stars stay in this browser. */
export function LeagueStar({
  leagueId,
  name,
  favourites,
}: {
  leagueId: string;
  name: string;
  favourites: FavouriteLeagues;
}) {
  const { t } = useTranslation();
  const on = favourites.isFavourite(leagueId);
  return (
    <button
      type="button"
      className={`sb-star ${on ? 'is-on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'sports.favourites.unstar' : 'sports.favourites.star', { name })}
      data-testid="league-star"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        favourites.toggle(leagueId);
      }}
    >
      <StarIcon size={16} />
    </button>
  );
}

/**
 * The league tree (docs/decisions/0240): starred leagues of every sport first, then each sport with its leagues,
 * starred ones at the top. Choosing a league opens it in the list; the star toggles the favourite.
 */
export function LeagueTree({
  sports,
  live,
  sportId,
  leagueId,
  favourites,
  onChoose,
}: {
  sports: readonly SportsTreeSport[];
  live: boolean;
  sportId: number | undefined;
  leagueId: string | undefined;
  favourites: FavouriteLeagues;
  onChoose: (sportId: number, leagueId: string | null) => void;
}) {
  const { t } = useTranslation();
  const starred = favouritesFirst(
    sports.flatMap((s) =>
      s.leagues
        .filter((l) => favourites.isFavourite(l.id) && countOf(l, live) > 0)
        .map((l) => ({ ...l, sportId: s.id })),
    ),
    (l) => l.id,
    favourites.ids,
  );
  const row = (sport: number, league: SportsTreeSport['leagues'][number]) => (
    <li key={`${sport}-${league.id}`} className="sb-tree__item">
      <button
        type="button"
        className={`sb-tree__league ${leagueId === league.id ? 'is-active' : ''}`}
        onClick={() => onChoose(sport, league.id)}
      >
        <span className="sb-tree__name">
          <span className="sb-tree__category">{league.category}</span>
          {league.name}
        </span>
        <span className="sb-tree__count">{countOf(league, live)}</span>
      </button>
      <LeagueStar leagueId={league.id} name={league.name} favourites={favourites} />
    </li>
  );
  return (
    <nav className="sb-tree" aria-label={t('sports.favourites.leagues')} data-testid="league-tree">
      <section className="sb-tree__group" data-testid="tree-favourites">
        <h2 className="sb-tree__title">
          <StarIcon size={14} /> {t('sports.favourites.title')}
        </h2>
        {starred.length === 0 ? (
          <p className="sb-tree__none">{t('sports.favourites.none')}</p>
        ) : (
          <ul className="sb-tree__list">{starred.map((l) => row(l.sportId, l))}</ul>
        )}
      </section>
      {sports.map((sport) => (
        <details className="sb-tree__group" key={sport.id} open={sport.id === sportId}>
          <summary className="sb-tree__sport">
            <SportIcon sportId={sport.id} />
            <span className="sb-tree__name">{sport.name}</span>
            <span className="sb-tree__count">{countOf(sport, live)}</span>
          </summary>
          <ul className="sb-tree__list">
            {favouritesFirst(
              sport.leagues.filter((l) => countOf(l, live) > 0),
              (l) => l.id,
              favourites.ids,
            ).map((l) => row(sport.id, l))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
