import '../../../styles/sports.css';
import '../sports-texts';
import { sportById, type SportsBook } from '@kasa/contract/sports';
import { sportsRoom, type SportsTreeSport } from '@kasa/contract/sports-api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { BallIcon, LiveIcon, ReceiptIcon, StarIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useOpenBetsCount, useSportsEvents, useSportsTree, type LiveEvent } from '../api/sports-api';
import { favouritesFirst, useFavouriteLeagues } from '../hooks/use-favourite-leagues';
import { useSportsRooms } from '../hooks/use-sports-live';
import { useMediaQuery } from '../../../lib/use-media-query';
import { columnLabels, EventRow, INLINE_MARKETS } from './event-row';
import { FeaturedStrip } from './featured-strip';
import { LeagueStar, LeagueTree } from './league-tree';
import { SportIcon } from './sport-icon';
import { SportsShell } from './sports-shell';

interface LeagueGroup {
  id: string;
  name: string;
  category: string;
  events: LiveEvent[];
}

/** Events grouped by league in the order the list gives them (live first, then by kick-off). */
export function groupByLeague(events: readonly LiveEvent[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const event of events) {
    let group = groups.get(event.leagueId);
    if (!group) {
      group = { id: event.leagueId, name: event.league, category: event.category, events: [] };
      groups.set(event.leagueId, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

function BookTabs({ live, book }: { live: boolean; book?: SportsBook }) {
  const { t } = useTranslation();
  const base = live ? '/livespor' : '/spor';
  return (
    <nav className="sb-books" aria-label={t('nav.sportsBettings')}>
      <NavLink end to={base} className={`sb-books__tab ${!book ? 'is-active' : ''}`}>
        {t('sports.allBooks')}
      </NavLink>
      <NavLink to={`${base}/fcg`} className="sb-books__tab" title={t('sports.highRateHint')}>
        {t('nav.fcg')} <span className="sb-badge">{t('nav.highRate')}</span>
      </NavLink>
      <NavLink to={`${base}/betco`} className="sb-books__tab">
        {t('nav.betco')}
      </NavLink>
    </nav>
  );
}

/** Viewport width from which the league tree is a column left of the list (docs/decisions/0240). */
export const TREE_COLUMN_MIN_PX = 1680;

function countOf(sport: { live: number; prematch: number }, live: boolean): number {
  return live ? sport.live : sport.live + sport.prematch;
}

/**
 * The sports pages of spec §2: `/spor` and `/livespor` over both books (a High Rate strip, the full book below),
 * `/spor/fcg|betco` and `/livespor/fcg|betco` one book each. Sport tabs with counts, top-league chips, league groups.
 */
export function SportsPage({ live, book }: { live: boolean; book?: SportsBook }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listBook: SportsBook = book ?? 'betco';
  const openBets = useOpenBetsCount();
  const tree = useSportsTree(listBook);
  const sports: SportsTreeSport[] = useMemo(
    () => (tree.data ?? []).filter((s) => countOf(s, live) > 0),
    [tree.data, live],
  );
  const wanted = Number(params.get('sport'));
  const sport = sports.find((s) => s.id === wanted) ?? sports[0];
  const leagueId = params.get('league') ?? undefined;
  const league = sport?.leagues.find((l) => l.id === leagueId);
  const request = {
    sportId: sport?.id,
    ...(league ? { leagueId: league.id } : {}),
    ...(live ? { live: true } : {}),
    book: listBook,
    skip: 0,
    take: 100,
  };
  const events = useSportsEvents(request, sport !== undefined);
  // The sport's room carries its events' scores and main-market prices of both books (the High Rate strip's too).
  useSportsRooms(sport ? [sportsRoom.sport(sport.id)] : []);
  const favourites = useFavouriteLeagues();
  // Starred leagues first (docs/decisions/0240), then the order the list gives (live first, then by kick-off).
  const groups = useMemo(
    () => favouritesFirst(groupByLeague(events.data?.events ?? []), (g) => g.id, favourites.ids),
    [events.data, favourites.ids],
  );
  const columns = INLINE_MARKETS[sport?.id ?? 1] ?? ['1x2'];
  const open = (sport?.leagues ?? []).filter((l) => countOf(l, live) > 0);
  const starredLeagues = favouritesFirst(
    open.filter((l) => favourites.isFavourite(l.id)),
    (l) => l.id,
    favourites.ids,
  );
  const chipLeagues = [...starredLeagues, ...open.filter((l) => l.top && !favourites.isFavourite(l.id))];
  // Chips are worth a row with a choice to make: two leagues or more, or a starred one.
  const showChips = chipLeagues.length > 1 || starredLeagues.length > 0;
  // The league tree is a left column where the list keeps room for its prices; narrower, it opens above the list.
  const treeColumn = useMediaQuery(`(min-width: ${TREE_COLUMN_MIN_PX}px)`);
  const [treeOpen, setTreeOpen] = useState(false);

  const choose = (next: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) copy.delete(k);
      else copy.set(k, v);
    }
    setParams(copy, { replace: true });
  };

  const title = live ? t('sports.liveTitle') : t('sports.title');
  const leagueTree =
    sports.length > 0 ? (
      <LeagueTree
        sports={sports}
        live={live}
        sportId={sport?.id}
        leagueId={league?.id}
        favourites={favourites}
        onChoose={(sportId, id) => {
          choose({ sport: String(sportId), league: id });
          setTreeOpen(false);
        }}
      />
    ) : null;
  return (
    <SportsShell>
      <div className={`sb-page ${treeColumn && leagueTree ? 'sb-page--tree' : ''}`}>
        {treeColumn && leagueTree ? <aside className="sb-page__tree">{leagueTree}</aside> : null}
        <div className="sb-page__main">
          <div className="sb-head">
            <h1 className="sb-head__title">
              {live ? <span className="sb-live-dot" aria-hidden="true" /> : null}
              {title}
              {book ? <span className="sb-head__book">{t(`nav.${book}`)}</span> : null}
              {book === 'fcg' ? <span className="sb-badge sb-badge--gold">{t('nav.highRate')}</span> : null}
            </h1>
            <NavLink to={live ? '/spor' : '/livespor'} className="sb-switch">
              {live ? <BallIcon size={16} /> : <LiveIcon size={16} />}
              {live ? t('sports.prematch') : t('sports.live')}
            </NavLink>
            <NavLink to="/spor/bahislerim" className="sb-switch sb-switch--bets" data-testid="mybets-link">
              <ReceiptIcon size={16} />
              {t('sports.mybets.title')}
              {openBets ? <span className="sb-switch__count">{openBets}</span> : null}
            </NavLink>
            <BookTabs live={live} book={book} />
          </div>

          {tree.isPending ? (
            <div className="sb-loading">
              <Spinner size={26} /> {t('sports.loading')}
            </div>
          ) : sports.length === 0 ? (
            <div className="card">
              <EmptyState
                icon={live ? <LiveIcon size={30} /> : <BallIcon size={30} />}
                title={live ? t('sports.noLive') : t('sports.noEvents')}
                text={t('sports.noEventsText')}
              />
            </div>
          ) : (
            <>
              <div className="sb-sports" role="tablist" aria-label={t('nav.sports')}>
                {sports.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    role="tab"
                    aria-selected={s.id === sport?.id}
                    className={`sb-sport ${s.id === sport?.id ? 'is-active' : ''}`}
                    onClick={() => choose({ sport: String(s.id), league: null })}
                  >
                    <SportIcon sportId={s.id} />
                    <span className="sb-sport__name">{s.name || sportById(s.id)?.name.tr}</span>
                    <span className="sb-sport__count">{countOf(s, live)}</span>
                    {s.live > 0 && !live ? <span className="sb-sport__live">{s.live}</span> : null}
                  </button>
                ))}
              </div>

              {showChips || !treeColumn ? (
                <div className="sb-leagues" data-testid="league-chips">
                  {!treeColumn ? (
                    <button
                      type="button"
                      className={`sb-chip sb-chip--tree ${treeOpen ? 'is-active' : ''}`}
                      aria-expanded={treeOpen}
                      onClick={() => setTreeOpen((v) => !v)}
                    >
                      {t('sports.favourites.showLeagues')}
                    </button>
                  ) : null}
                  {showChips ? (
                    <button
                      type="button"
                      className={`sb-chip ${!league ? 'is-active' : ''}`}
                      onClick={() => choose({ league: null })}
                    >
                      {t('sports.all')}
                    </button>
                  ) : null}
                  {(showChips ? chipLeagues : []).map((l) => (
                    <button
                      key={l.id}
                      type="button"
                      className={`sb-chip ${league?.id === l.id ? 'is-active' : ''} ${favourites.isFavourite(l.id) ? 'sb-chip--fav' : ''}`}
                      onClick={() => choose({ league: l.id })}
                    >
                      {favourites.isFavourite(l.id) ? <StarIcon size={12} /> : null}
                      {l.name}
                      <span className="sb-chip__count">{countOf(l, live)}</span>
                    </button>
                  ))}
                </div>
              ) : null}
              {!treeColumn && treeOpen && leagueTree ? (
                <div className="sb-page__drop">{leagueTree}</div>
              ) : null}

              {!book && sport ? <FeaturedStrip sportId={sport.id} live={live} /> : null}

              {events.isError ? (
                <div className="card sb-error">
                  <p>{t('sports.loadError')}</p>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    onClick={() => void events.refetch()}
                  >
                    <span className="btn__label">{t('sports.retry')}</span>
                  </button>
                </div>
              ) : events.isPending ? (
                <div className="sb-loading">
                  <Spinner size={26} /> {t('sports.loading')}
                </div>
              ) : groups.length === 0 ? (
                <div className="card">
                  <EmptyState
                    icon={<BallIcon size={30} />}
                    title={t('sports.noEvents')}
                    text={t('sports.noEventsText')}
                  />
                </div>
              ) : (
                <div className="sb-list" data-testid="event-list">
                  {groups.map((group) => (
                    <section
                      className={`lg ${favourites.isFavourite(group.id) ? 'lg--fav' : ''}`}
                      key={group.id}
                      aria-label={group.name}
                      data-testid="league-group"
                    >
                      <header className="lg__head">
                        <LeagueStar leagueId={group.id} name={group.name} favourites={favourites} />
                        <span className="lg__title">
                          <span className="lg__category">{group.category}</span>
                          <span className="lg__name">{group.name}</span>
                        </span>
                        <span className="lg__cols" aria-hidden="true">
                          {columns.map((key, i) => (
                            <span
                              key={key}
                              className={`lg__col lg__col--${columnLabels(key).length} ${i > 0 ? 'lg__col--extra' : ''}`}
                            >
                              {columnLabels(key).map((label) => (
                                <span key={label}>{label}</span>
                              ))}
                            </span>
                          ))}
                          <span className="lg__more" />
                        </span>
                      </header>
                      {group.events.map((event) => (
                        <EventRow key={event.id} event={event} book={listBook} columns={columns} />
                      ))}
                    </section>
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </SportsShell>
  );
}
